"""Which store a process uses: PostgreSQL when given a ``postgresql://`` URL, else SQLite at a path."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from bot.store.base import Store
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SQLiteStore
from bot.store.urls import is_postgres_url, sqlite_path_of


def make_store(database_url: str | None, database_path: Path, clock: Callable[[], float] = time.time) -> Store:
    """A PostgreSQL store for a PostgreSQL URL; otherwise SQLite, at the URL's path or at ``database_path``."""
    if database_url is not None and is_postgres_url(database_url):
        return PostgresStore(database_url, clock=clock)
    path = sqlite_path_of(database_url) if database_url is not None else None
    return SQLiteStore(path or database_path, clock=clock)
