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
    SeasonRecord,
    SeasonSettings,
    SeasonStanding,
    SeatRecord,
    SQLiteStore,
    TableDefaults,
    TournamentRecord,
    UserPrefs,
)
from bot.store.copy import TABLES, CopyRefused, copy_database, main

ROOT = Path(__file__).resolve().parents[2]


def lobby(channel: int, guild: int = 1, kind: str = "race") -> GameRecord:
    return GameRecord(guild_id=guild, channel_id=channel, kind=kind, host_id=100, options={"rules": {"hand": 3}},
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
        finished, ActionLog(2, 0, {"card": 3}, [{"code": "game-over"}]), results=[ResultRow(0, 100, 12, 1), ResultRow(1, None, 3, 2)],
        ratings=[RatingRow(1, "race", 100, "Zoé", 27.5, 8.25, 1, 1)],
    )
    running = lobby(10, kind="mu")  # Mü declares the events its Chief's contracts are indexed by
    await store.create_game(running)
    running.status, running.state, running.version, running.timers = "running", {"turn": 0}, 1, {"turn": 1060.0}
    await store.save_game(running, ActionLog(1, 0, {"card": 3}, [{"code": "mu-hand-failed", "seat": 0}]))
    await store.create_game(lobby(11, guild=2**60 + 7))
    await store.save_user_prefs(UserPrefs(user_id=100, locale="fr", hand_dms="every_turn", turn_pings=False,
                                          shown="text", palette="contrast", four_colour=True))
    await store.set_guild_locale(1, "fr")
    await store.save_game_defaults(GameDefaults(1, "gin", preset="oklahoma", turn_seconds=90))
    await store.set_channel_allowed(1, 2**62 + 3, True)
    await store.reset_leaderboard(1, "gin")
    await store.save_table_defaults(TableDefaults(1, place="thread", pace="relaxed"))
    season = await store.start_seasons(SeasonSettings(1, "gin", 2, "weeks", "points", 10), first_ends_at=1500.0)
    await store.end_season(season, [SeasonStanding(1, 100, "Zoé", 3, 2, 2)],
                           SeasonRecord(1, "gin", 2, "points", started_at=1500.0, ends_at=2700.0))
    await store.set_tournament_role(1, 2**62 + 9)  # the role that may run tournaments there
    await store.create_tournament(TournamentRecord(guild_id=1, channel_id=10, kind="gin", format="swiss",
                                                   organiser_id=100, size=8, starts_at=1200.0, status="finished",
                                                   state={"rounds": []}, winner_id=100))
    return store


async def test_copy_to_postgres_keeps_every_game_rating_and_preference(tmp_path, postgres_url):
    source = await sqlite_with_data(tmp_path / "bot.sqlite3")
    open_before = await source.load_open_games()
    log_before = await source.action_log(1)
    board_before = await source.leaderboard(1, "race")
    week_before = await source.leaderboard(1, "race", since=999.0)
    history_before = await source.finished_games(1)
    season_before = await source.season(1, "gin", 1)
    open_season_before = await source.open_season(1, "gin")
    tournament_before = await source.tournament(1)
    await source.close()

    counts = await copy_database(tmp_path / "bot.sqlite3", postgres_url)
    assert all(c.matches for c in counts)
    assert {c.table: c.postgres for c in counts} == {
        "guild_settings": 1, "user_prefs": 1, "games": 3, "seats": 6, "game_events": 3, "results": 2, "ratings": 1,
        "chief_contracts": 1, "guild_game_defaults": 1, "guild_channels": 1, "leaderboard_resets": 1,
        "season_settings": 1, "seasons": 2, "season_standings": 1, "tournaments": 1, "tournament_settings": 1,
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
        assert await target.tournament_role(1) == 2**62 + 9
        assert await target.table_defaults(1) == TableDefaults(1, place="thread", pace="relaxed")
        assert await target.season_settings(1) == {"gin": SeasonSettings(1, "gin", 2, "weeks", "points", 10)}
        assert await target.season(1, "gin", 1) == season_before is not None and season_before.standings
        assert await target.open_season(1, "gin") == open_season_before is not None
        assert await target.tournament(1) == tournament_before is not None
        assert await target.tournaments_won(1, 100) == {"gin": 1}
        finished = await target.last_finished_game(10)
        assert finished is not None and finished.id == 1 and finished.seats[1].dm_failed
        # New games are numbered after the copied ones, and copied games are written as before.
        assert await target.create_game(lobby(12)) == 4
        assert await target.create_tournament(TournamentRecord(guild_id=1, channel_id=12, kind="gin", format="swiss",
                                                               organiser_id=100, size=8, starts_at=3000.0)) == 2
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
