"""What is particular to the SQLite store: pragmas, upgrades of old files, rollbacks, unreadable rows.

The behaviour both backends share is tested in test_store_contract.py."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.store import ActionLog, GameRecord, SeatRecord, SQLiteStore, UserPrefs
from bot.store.sqlite import migrations


def lobby(channel: int = 10) -> GameRecord:
    return GameRecord(guild_id=1, channel_id=channel, kind="race", host_id=100, options={"rules": {"hand": 3}},
                      seats=[SeatRecord(seat=0, user_id=100, name="alice")])


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


async def test_an_older_database_is_upgraded_in_place_keeping_its_games(tmp_path):
    path = tmp_path / "old.sqlite3"
    old = SQLiteStore(path)
    await old.open(up_to=1)
    assert await old.schema_version() == 1
    # Written as the code of schema 1 wrote it: later columns do not exist yet.
    cursor = await old.db.execute(
        "INSERT INTO games (guild_id, channel_id, kind, status, host_id, options, created_at, updated_at)"
        " VALUES (1, 10, 'race', 'lobby', 100, '{}', 0, 0)"
    )
    game_id = cursor.lastrowid
    await old.db.execute("INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, 100, 'alice')", (game_id,))
    await old.close()

    upgraded = SQLiteStore(path)
    await upgraded.open()
    try:
        assert await upgraded.schema_version() == len(migrations())
        [kept] = await upgraded.load_open_games()
        assert kept.id == game_id and kept.seats[0].name == "alice"
        assert await upgraded.leaderboard(1, "race") == []  # the ratings table of migration 2 exists
    finally:
        await upgraded.close()


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


async def commit_fails_when_host_is_666(store: SQLiteStore) -> None:
    """A deferred foreign key, broken by a trigger, that SQLite checks only at COMMIT: a COMMIT that fails."""
    for sql in (
        "CREATE TABLE parent (id INTEGER PRIMARY KEY)",
        "CREATE TABLE child (parent_id INTEGER REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)",
        "CREATE TRIGGER broken_commit AFTER UPDATE ON games WHEN NEW.host_id = 666"
        " BEGIN INSERT INTO child VALUES (12345); END",
    ):
        await store.db.execute(sql)


async def test_a_failed_commit_is_rolled_back_and_later_writes_work(store):
    game = lobby()
    await store.create_game(game)
    await commit_fails_when_host_is_666(store)
    game.host_id, game.version = 666, 1
    with pytest.raises(sqlite3.IntegrityError):
        await store.save_game(game, ActionLog(1, 0, {"cause": "player"}, []))
    assert not store.db.in_transaction
    game.host_id = 100
    await store.save_game(game, ActionLog(1, 0, {"cause": "player"}, []))
    await store.save_user_prefs(UserPrefs(user_id=100, locale="fr"))
    [kept] = await store.load_open_games()
    assert (kept.host_id, kept.version) == (100, 1)
    assert [entry.version for entry in await store.action_log(game.id)] == [1]
    assert (await store.user_prefs(100)).locale == "fr"


async def test_a_transaction_cancelled_at_any_statement_leaves_the_connection_usable(store):
    game = lobby()
    await store.create_game(game)
    for ticks in range(12):  # cancel after 0, 1, 2, ... turns of the event loop: every statement in turn
        task = asyncio.create_task(store.save_game(game, ActionLog(100 + ticks, 0, {}, [])))
        for _ in range(ticks):
            await asyncio.sleep(0)
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await store.save_user_prefs(UserPrefs(user_id=ticks, locale="fr"))
        assert (await store.user_prefs(ticks)).locale == "fr"


async def test_a_row_that_is_not_json_is_set_aside_and_the_others_load(store):
    first, second = lobby(10), lobby(11)
    await store.create_game(first)
    await store.create_game(second)
    await store.db.execute("UPDATE games SET options='{not json' WHERE id=?", (first.id,))
    [loaded] = await store.load_open_games()
    assert loaded.id == second.id
    broken = await store.load_game(first.id)
    assert broken is None or broken.status == "cancelled"
    async with store.db.execute("SELECT status, broken FROM games WHERE id=?", (first.id,)) as cursor:
        status, reason = await cursor.fetchone()
    assert status == "cancelled" and "options" in reason
