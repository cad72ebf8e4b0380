"""Moving a bot's SQLite data into PostgreSQL (``python -m bot.store.copy``), against a real server."""

from __future__ import annotations

import asyncio
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.store import (
    ActionLog,
    ChiefRecord,
    GameDefaults,
    GameRecord,
    PostgresStore,
    RatingRow,
    ResultRow,
    SeatRecord,
    SQLiteStore,
    UserPrefs,
)
from bot.store.copy import TABLES, CopyRefused, copy_database, main

ROOT = Path(__file__).resolve().parents[2]


def lobby(channel: int, guild: int = 1) -> GameRecord:
    return GameRecord(guild_id=guild, channel_id=channel, kind="race", host_id=100, options={"rules": {"hand": 3}},
                      seats=[SeatRecord(seat=0, user_id=100, name="Zoé"),
                             SeatRecord(seat=1, user_id=None, name="AI 1", ai_level="hard", dm_failed=True)])


async def sqlite_with_data(path: Path) -> SQLiteStore:
    store = SQLiteStore(path, clock=lambda: 1000.0)
    await store.open()
    finished = lobby(10)
    await store.create_game(finished)
    finished.status, finished.state, finished.version, finished.finished_at = "running", {"turn": [1, 2]}, 1, None
    await store.save_game(finished, ActionLog(1, None, {"cause": "start"}, [{"code": "game-started"}]))
    finished.status, finished.version, finished.finished_at = "finished", 2, 1000.0
    await store.save_game(
        finished, ActionLog(2, 0, {"card": 3}, [{"code": "mu-hand-failed", "seat": 0}]), results=[ResultRow(0, 100, 12, 1), ResultRow(1, None, 3, 2)],
        ratings=[RatingRow(1, "race", 100, "Zoé", 27.5, 8.25, 1, 1)],
    )
    running = lobby(10)
    await store.create_game(running)
    running.status, running.state, running.version, running.timers = "running", {"turn": 0}, 1, {"turn": 1060.0}
    await store.save_game(running)
    await store.create_game(lobby(11, guild=2**60 + 7))
    await store.save_user_prefs(UserPrefs(user_id=100, locale="fr", hand_dms="every_turn", turn_pings=False,
                                          shown="text", palette="contrast", four_colour=True))
    await store.set_guild_locale(1, "fr")
    await store.save_game_defaults(GameDefaults(1, "gin", preset="oklahoma", turn_seconds=90))
    await store.set_channel_allowed(1, 2**62 + 3, True)
    await store.reset_leaderboard(1, "gin")
    return store


async def test_copy_to_postgres_keeps_every_game_rating_and_preference(tmp_path, postgres_url):
    source = await sqlite_with_data(tmp_path / "bot.sqlite3")
    open_before = await source.load_open_games()
    log_before = await source.action_log(1)
    board_before = await source.leaderboard(1, "race")
    week_before = await source.leaderboard(1, "race", since=999.0)
    history_before = await source.finished_games(1)
    await source.close()

    counts = await copy_database(tmp_path / "bot.sqlite3", postgres_url)
    assert all(c.matches for c in counts)
    assert {c.table: c.postgres for c in counts} == {
        "guild_settings": 1, "user_prefs": 1, "games": 3, "seats": 6, "game_events": 2, "results": 2, "ratings": 1,
        "chief_contracts": 1, "guild_game_defaults": 1, "guild_channels": 1, "leaderboard_resets": 1,
    }

    target = PostgresStore(postgres_url, clock=lambda: 2000.0)
    await target.open()
    try:
        assert await target.load_open_games() == open_before
        assert await target.action_log(1) == log_before
        assert await target.leaderboard(1, "race") == board_before
        assert await target.leaderboard(1, "race", since=999.0) == week_before != []
        assert await target.finished_games(1) == history_before
        assert await target.chief_record(1, 100) == ChiefRecord(hands=1, made=0)
        assert await target.game_defaults(1) == {"gin": GameDefaults(1, "gin", preset="oklahoma", turn_seconds=90)}
        assert await target.allowed_channels(1) == [2**62 + 3]
        resets = await target.pool.fetch("SELECT guild_id, kind, reset_at FROM leaderboard_resets")
        assert [tuple(r) for r in resets] == [(1, "gin", 1000.0)]
        assert await target.user_prefs(100) == UserPrefs(user_id=100, locale="fr", hand_dms="every_turn", turn_pings=False,
                                                         shown="text", palette="contrast", four_colour=True)
        assert await target.guild_locale(1) == "fr"
        finished = await target.last_finished_game(10)
        assert finished is not None and finished.id == 1 and finished.seats[1].dm_failed
        # New games are numbered after the copied ones, and copied games are written as before.
        assert await target.create_game(lobby(12)) == 4
        [running, *_] = await target.load_open_games()
        running.version += 1
        await target.save_game(running)
    finally:
        await target.close()


async def test_the_copy_covers_every_table_of_the_schema(tmp_path):
    store = SQLiteStore(tmp_path / "bot.sqlite3")
    await store.open()
    try:
        async with store.db.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'"
        ) as cursor:
            tables = {row[0] for row in await cursor.fetchall()}
    finally:
        await store.close()
    assert set(TABLES) == tables - {"schema_migrations"}


async def test_copy_to_postgres_refuses_a_database_that_already_has_data(tmp_path, postgres_url):
    source = await sqlite_with_data(tmp_path / "bot.sqlite3")
    await source.close()
    target = PostgresStore(postgres_url)
    await target.open()
    await target.set_guild_locale(5, "en")
    await target.close()
    with pytest.raises(CopyRefused, match="guild_settings"):
        await copy_database(tmp_path / "bot.sqlite3", postgres_url)
    target = PostgresStore(postgres_url)
    await target.open()
    try:
        assert await target.load_open_games() == []
    finally:
        await target.close()


def test_copy_to_postgres_command_prints_the_counts(tmp_path, postgres_url):
    async def prepare() -> None:
        await (await sqlite_with_data(tmp_path / "bot.sqlite3")).close()

    asyncio.run(prepare())
    done = subprocess.run(
        [sys.executable, "-m", "bot.store.copy", str(tmp_path / "bot.sqlite3"), postgres_url],
        cwd=ROOT, capture_output=True, text=True, check=False, env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "games" in done.stdout and "every count matches" in done.stdout
    again = io.StringIO()
    assert main([str(tmp_path / "bot.sqlite3"), postgres_url], out=again) == 2
    assert "nothing copied" in again.getvalue()


def test_copy_to_postgres_says_what_is_wrong_with_its_arguments(tmp_path):
    out = io.StringIO()
    assert main([str(tmp_path / "missing.sqlite3"), "postgresql://x@/y"], out=out) == 2
    assert "no SQLite database" in out.getvalue()
    (tmp_path / "there.sqlite3").write_bytes(b"")
    out = io.StringIO()
    assert main([str(tmp_path / "there.sqlite3"), "mysql://x@/y"], out=out) == 2
    assert "postgresql://" in out.getvalue()
