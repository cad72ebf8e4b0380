"""Fixtures for every test folder: a real PostgreSQL server for the store's PostgreSQL tests.

The server is ``TEST_DATABASE_URL`` when set, else a throwaway cluster started once per test session (per
pytest-xdist worker). Each test gets a database of its own. Where neither can be had the PostgreSQL tests skip,
saying why, unless ``REQUIRE_POSTGRES=1`` (CI), where they fail.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack

import asyncpg
import pytest

from tests.pg_cluster import Unavailable, database_url, throwaway_cluster


def _no_postgres(reason: str) -> None:
    if os.environ.get("REQUIRE_POSTGRES") == "1":
        pytest.fail(f"REQUIRE_POSTGRES=1 but no PostgreSQL server: {reason}", pytrace=False)
    pytest.skip(f"no PostgreSQL server: {reason}")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The URL of a PostgreSQL server's maintenance database, on which tests create their own databases."""
    given = os.environ.get("TEST_DATABASE_URL")
    if given:
        yield given
        return
    with ExitStack() as stack:
        try:
            url = stack.enter_context(throwaway_cluster())
        except Unavailable as error:
            _no_postgres(str(error))
        yield url


def _admin(server_url: str, sql: str) -> None:
    """Run one statement on the server, on a loop of its own in a thread of its own: the fixture may be asked for
    from inside a test's running loop."""

    async def run() -> None:
        connection = await asyncpg.connect(server_url)
        try:
            await connection.execute(sql)
        finally:
            await connection.close()

    with ThreadPoolExecutor(max_workers=1) as pool:
        pool.submit(asyncio.run, run()).result()


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    """A fresh, empty database for one test, dropped afterwards."""
    name = f"rummy_test_{uuid.uuid4().hex[:12]}"
    try:
        _admin(postgres_server, f"CREATE DATABASE {name}")
    except (OSError, asyncpg.PostgresError) as error:
        _no_postgres(f"cannot create a database on the server: {error}")
    yield database_url(postgres_server, name)
    _admin(postgres_server, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
