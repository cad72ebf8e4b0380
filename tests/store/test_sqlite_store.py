"""What is particular to the SQLite store: its pragmas, and a broken migration rolled back completely.

The behaviour both backends share is tested in test_store_contract.py."""

from __future__ import annotations

import sqlite3

import pytest

from bot.store import SQLiteStore
from bot.store.sqlite import migrations


@pytest.fixture
async def store(tmp_path):
    s = SQLiteStore(tmp_path / "db.sqlite3", clock=lambda: 1000.0)
    await s.open()
    yield s
    await s.close()


async def test_a_new_database_gets_every_migration_in_order(store):
    assert await store.schema_version() == len(migrations())
    async with store.db.execute("PRAGMA journal_mode") as cursor:
        assert (await cursor.fetchone())[0] == "wal"
    async with store.db.execute("PRAGMA foreign_keys") as cursor:
        assert (await cursor.fetchone())[0] == 1


async def test_a_failing_migration_leaves_the_database_untouched(tmp_path, monkeypatch):
    path = tmp_path / "db.sqlite3"
    first = SQLiteStore(path)
    await first.open(up_to=1)
    await first.close()
    broken = tmp_path / "migrations"
    broken.mkdir()
    for _number, source in migrations():
        (broken / source.name).write_text(source.read_text())
    (broken / f"{len(migrations()) + 1:04d}_broken.sql").write_text("CREATE TABLE fine (x INTEGER);\nTHIS IS NOT SQL;")
    monkeypatch.setattr("bot.store.sqlite.MIGRATIONS_DIR", broken)
    store = SQLiteStore(path)
    with pytest.raises(sqlite3.Error):
        await store.open()
    assert await store.schema_version() == 1
    async with store.db.execute("SELECT name FROM sqlite_master WHERE name IN ('fine', 'ratings')") as cursor:
        assert await cursor.fetchall() == []
    await store.close()
