"""The store contract, on SQLite and on a real PostgreSQL server: whatever the backend, the bot sees the same store.

Every test runs once per backend; ``pytest -k postgres`` selects the PostgreSQL runs.
"""

from __future__ import annotations

import asyncio
import inspect
import re
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.hand_dms import HAND_DMS
from bot.rules.mu import CHIEF_CONTRACT_EVENTS
from bot.store import (
    ActionLog,
    ChannelBusy,
    ChiefRecord,
    GameDefaults,
    GameRecord,
    MatchSeat,
    PostgresStore,
    RatingRow,
    RatingsMoved,
    ResultRow,
    SeatRecord,
    ShardFilter,
    SQLiteStore,
    StaleGame,
    Store,
    TableDefaults,
    UserPrefs,
    make_store,
)
from bot.store import postgres as postgres_module
from bot.store import sqlite as sqlite_module

StoreFactory = Callable[[], SQLiteStore | PostgresStore]


def lobby(channel: int = 10, guild: int = 1) -> GameRecord:
    return GameRecord(guild_id=guild, channel_id=channel, kind="race", host_id=100, options={"rules": {"hand": 3}},
                      seats=[SeatRecord(seat=0, user_id=100, name="alice")])


def guild_on_shard(shard: int, count: int, serial: int = 1) -> int:
    """A snowflake that Discord would put on ``shard`` of ``count`` (big, like real ids)."""
    return ((1_200_000_000_000 + serial * count + shard) << 22) | serial


DAY = 86400.0


async def finished_game(
    store: Store, at: float, seats: list[SeatRecord], results: list[ResultRow], *, guild: int = 1,
    kind: str = "race", channel: int | None = None, events: list[dict[str, object]] | None = None,
) -> GameRecord:
    """A game played to its end: started (first logged action), then finished at ``at`` with its results."""
    game = GameRecord(guild_id=guild, channel_id=channel or int(at), kind=kind, host_id=seats[0].user_id or 0,
                      options={}, seats=seats)
    await store.create_game(game)
    game.status, game.version = "running", 1
    await store.save_game(game, ActionLog(1, None, {"cause": "start"}, []))
    game.status, game.version, game.finished_at = "finished", 2, at
    await store.save_game(game, ActionLog(2, 0, {"card": 1}, events or []), results)
    return game


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> StoreFactory:
    """Makes (unopened) stores on one database of the backend under test; several are several processes."""
    if request.param == "sqlite":
        path = tmp_path / "db.sqlite3"
        return lambda: SQLiteStore(path, clock=lambda: 1000.0)
    url = request.getfixturevalue("postgres_url")
    return lambda: PostgresStore(url, clock=lambda: 1000.0)


@pytest.fixture
async def store(backend: StoreFactory) -> AsyncIterator[Store]:
    s = backend()
    await s.open()
    yield s
    await s.close()


def test_the_database_url_selects_the_backend(tmp_path):
    assert isinstance(make_store(None, tmp_path / "a.db"), SQLiteStore)
    chosen = make_store(f"sqlite:///{tmp_path}/b.db", tmp_path / "a.db")
    assert isinstance(chosen, SQLiteStore) and chosen.path == tmp_path / "b.db"
    assert isinstance(make_store("postgresql://bot@db/rummy", tmp_path / "a.db"), PostgresStore)
    assert isinstance(make_store("postgres://bot@db/rummy", tmp_path / "a.db"), PostgresStore)


def test_both_backends_implement_every_store_method_with_its_parameters():
    methods = [name for name, value in vars(Store).items() if inspect.iscoroutinefunction(value)]
    assert "forget_user" in methods and "finished_games" in methods
    for backend_class in (SQLiteStore, PostgresStore):
        for name in methods:
            wanted = inspect.signature(getattr(Store, name)).parameters
            found = inspect.signature(getattr(backend_class, name)).parameters
            assert list(found)[: len(wanted)] == list(wanted), f"{backend_class.__name__}.{name}"
            for parameter in wanted.values():
                assert found[parameter.name].default == parameter.default, f"{backend_class.__name__}.{name}"


# -- migrations ------------------------------------------------------------------------------------------------


def test_both_dialects_have_the_same_migrations():
    sqlite_numbers = [n for n, _ in sqlite_module.migrations()]
    postgres = postgres_module.migrations()
    assert [n for n, _ in postgres] == sqlite_numbers
    assert [p.name for _, p in postgres] == [p.name for _, p in sqlite_module.migrations()]


def _columns(sql: str) -> dict[str, set[str]]:
    """Table name -> column names, from CREATE TABLE and ALTER TABLE ... ADD COLUMN statements."""
    tables: dict[str, set[str]] = {}
    for name, body in re.findall(r"CREATE TABLE (\w+) \((.*?)\n\);", sql, flags=re.S):
        tables[name] = {line.split()[0] for line in body.splitlines()
                        if line.strip() and not line.strip().startswith(("PRIMARY", "UNIQUE", "--"))}
    for name, column in re.findall(r"ALTER TABLE (\w+) ADD COLUMN (\w+)", sql):
        tables[name].add(column)
    for name, column in re.findall(r"ALTER TABLE (\w+) DROP COLUMN (\w+)", sql):
        tables[name].discard(column)
    return tables


def test_both_dialects_build_the_same_tables_and_columns():
    def schema(found: list[tuple[int, Path]]) -> dict[str, set[str]]:
        return _columns("\n".join(path.read_text() for _, path in found))

    sqlite_schema = schema(sqlite_module.migrations())
    assert set(sqlite_schema) >= {"games", "seats", "game_events", "results", "ratings", "user_prefs"}
    assert schema(postgres_module.migrations()) == sqlite_schema


async def test_a_new_database_gets_every_migration(store):
    assert await store.schema_version() == len(sqlite_module.migrations())


async def write_as_schema_one(store: SQLiteStore | PostgresStore) -> int:
    """A lobby written as the code of schema 1 wrote it: the columns of later migrations do not exist yet."""
    statements = (
        "INSERT INTO games (id, guild_id, channel_id, kind, status, host_id, options, created_at, updated_at)"
        " VALUES (1, 1, 10, 'race', 'lobby', 100, '{}', 0, 0)",
        "INSERT INTO seats (game_id, seat, user_id, name) VALUES (1, 0, 100, 'alice')",
    )
    for sql in statements:
        if isinstance(store, SQLiteStore):
            await store.db.execute(sql)
        else:
            await store.pool.execute(sql)
    return 1


async def test_an_older_database_is_upgraded_keeping_its_games(backend):
    old = backend()
    await old.open(up_to=1)
    assert await old.schema_version() == 1
    game_id = await write_as_schema_one(old)
    await old.close()
    upgraded = backend()
    await upgraded.open()
    try:
        assert await upgraded.schema_version() == len(sqlite_module.migrations())
        [kept] = await upgraded.load_open_games()
        assert kept.id == game_id and kept.seats[0].name == "alice" and kept.revision == 0
        assert await upgraded.leaderboard(1, "race") == []  # the ratings table of migration 2 exists
    finally:
        await upgraded.close()


async def test_players_who_had_turned_hand_dms_off_get_none_after_the_upgrade(backend):
    old = backend()
    await old.open(up_to=6)
    for user_id, opted_out in ((100, True), (200, False)):
        if isinstance(old, SQLiteStore):
            await old.db.execute("INSERT INTO user_prefs (user_id, locale, dm_opt_out, turn_pings, updated_at)"
                                 " VALUES (?, 'fr', ?, 0, 0)", (user_id, int(opted_out)))
            await old.db.commit()
        else:
            await old.pool.execute("INSERT INTO user_prefs (user_id, locale, dm_opt_out, turn_pings, updated_at)"
                                   " VALUES ($1, 'fr', $2, FALSE, 0)", user_id, opted_out)
    await old.close()
    upgraded = backend()
    await upgraded.open()
    try:
        assert await upgraded.user_prefs(100) == UserPrefs(user_id=100, locale="fr", hand_dms="never",
                                                           turn_pings=False)
        assert await upgraded.user_prefs(200) == UserPrefs(user_id=200, locale="fr", hand_dms="my_turn",
                                                           turn_pings=False)
        assert (await upgraded.user_prefs(100)).dm_opt_out and not (await upgraded.user_prefs(200)).dm_opt_out
    finally:
        await upgraded.close()


async def test_a_migration_gap_is_refused(backend, tmp_path, monkeypatch):
    module = sqlite_module if isinstance(backend(), SQLiteStore) else postgres_module
    gapped = tmp_path / "gapped"
    gapped.mkdir()
    for number, source in module.migrations():
        if number != 2:
            (gapped / source.name).write_text(source.read_text())
    monkeypatch.setattr(module, "MIGRATIONS_DIR", gapped)
    fresh = backend()
    with pytest.raises(RuntimeError, match="without gaps"):
        await fresh.open()
    await fresh.close()


async def test_a_failing_migration_leaves_the_database_as_it_was(backend, tmp_path, monkeypatch):
    module = sqlite_module if isinstance(backend(), SQLiteStore) else postgres_module
    first = backend()
    await first.open(up_to=1)
    game_id = await write_as_schema_one(first)
    await first.close()
    broken = tmp_path / "broken"
    broken.mkdir()
    for _number, source in module.migrations():
        (broken / source.name).write_text(source.read_text())
    (broken / f"{len(module.migrations()) + 1:04d}_broken.sql").write_text("THIS IS NOT SQL;")
    monkeypatch.setattr(module, "MIGRATIONS_DIR", broken)
    refusing = backend()
    with pytest.raises(Exception, match=r"(?i)syntax"):
        await refusing.open()
    await refusing.close()
    monkeypatch.undo()
    unchanged = backend()
    await unchanged.open(up_to=1)  # nothing to apply up to 1: only look
    assert await unchanged.schema_version() == 1
    await unchanged.close()
    upgraded = backend()
    await upgraded.open()
    try:
        assert [g.id for g in await upgraded.load_open_games()] == [game_id]
    finally:
        await upgraded.close()


async def test_processes_starting_together_migrate_once(backend):
    # (six: with three, SQLite's refusal to switch to write-ahead logging while another opens came one run in ten)
    stores = [backend() for _ in range(6)]
    await asyncio.gather(*(s.open() for s in stores))
    try:
        assert {await s.schema_version() for s in stores} == {len(sqlite_module.migrations())}
    finally:
        for s in stores:
            await s.close()


# -- games -----------------------------------------------------------------------------------------------------


async def test_one_open_game_per_channel(store):
    await store.create_game(lobby(channel=10))
    with pytest.raises(ChannelBusy):
        await store.create_game(lobby(channel=10))
    await store.create_game(lobby(channel=11))


async def test_a_finished_game_frees_its_channel(store):
    game = lobby()
    await store.create_game(game)
    game.status = "finished"
    await store.save_game(game)
    await store.create_game(lobby())
    assert len(await store.load_open_games()) == 1


async def test_a_game_round_trips_with_its_seats(store):
    game = lobby()
    game.seats.append(SeatRecord(seat=1, user_id=None, name="AI 1", ai_level="hard", timeouts=2, dm_failed=True,
                                 turns_by_player=3, turns_by_computer=4))
    game.options = {"rules": {"z": 1, "a": [1, 2]}, "table": {"turn_seconds": 60}}
    game.timers = {"turn": 1234.5}
    game.message_id = 2**62 + 5
    await store.create_game(game)
    loaded = await store.load_game(game.id)
    assert loaded is not None
    assert loaded.seats == game.seats and loaded.options == game.options and loaded.timers == game.timers
    assert list(loaded.options["rules"]) == ["z", "a"]  # key order kept: states are rebuilt from it
    assert loaded.message_id == 2**62 + 5 and loaded.status == "lobby" and loaded.revision == 0
    assert await store.load_game(game.id + 1000) is None


async def test_the_turns_built_by_taps_are_kept_beside_the_game(store):
    """Each seat's draft (the turn it builds by taps) is saved with the game and comes back after a restart; a
    game written before drafts were kept has none."""
    game = lobby()
    await store.create_game(game)
    assert (await store.load_game(game.id)).drafts == {}
    game.status, game.state, game.version = "running", {"turn": 1}, 1
    game.drafts = {"1": {"staged": [["7♥", "8♥", "9♥"]], "picked": ["JK"]}}
    await store.save_game(game)
    [loaded] = await store.load_open_games()
    assert loaded.drafts == game.drafts and loaded.state == {"turn": 1}


async def test_state_and_action_log_are_saved_together(store):
    game = lobby()
    await store.create_game(game)
    game.status, game.state, game.version = "running", {"turn": 1}, 1
    await store.save_game(game, ActionLog(1, 0, {"card": 3}, [{"code": "race-played"}]))
    [loaded] = await store.load_open_games()
    assert loaded.state == {"turn": 1} and loaded.version == 1
    [entry] = await store.action_log(game.id)
    assert entry.action == {"card": 3} and entry.events == [{"code": "race-played"}] and entry.seat == 0


async def test_a_failed_save_commits_nothing(store):
    game = lobby()
    await store.create_game(game)
    game.state, game.version = {"turn": 1}, 1
    await store.save_game(game, ActionLog(1, 0, {"card": 3}, []))
    game.state, game.version = {"turn": 2}, 2
    with pytest.raises(Exception, match=r"(?i)unique"):
        await store.save_game(game, ActionLog(1, 0, {"card": 4}, []))  # version 1 is already logged
    [loaded] = await store.load_open_games()
    assert loaded.state == {"turn": 1} and len(await store.action_log(game.id)) == 1


async def test_the_last_finished_game_of_a_channel(store):
    assert await store.last_finished_game(10) is None
    first, second = lobby(), lobby()
    await store.create_game(first)
    first.status, first.finished_at = "finished", 500.0
    await store.save_game(first)
    await store.create_game(second)
    second.status, second.finished_at = "finished", 900.0
    await store.save_game(second)
    found = await store.last_finished_game(10)
    assert found is not None and found.id == second.id


async def test_a_game_set_aside_as_broken_frees_its_channel_and_keeps_the_reason(store):
    game = lobby()
    await store.create_game(game)
    await store.mark_broken(game.id, "KeyError: 'hands'")
    assert await store.load_open_games() == []
    loaded = await store.load_game(game.id)
    assert loaded is not None and loaded.status == "cancelled" and loaded.broken == "KeyError: 'hands'"
    with pytest.raises(StaleGame):  # a copy read before it was set aside cannot bring it back
        await store.save_game(game)
    await store.create_game(lobby())  # the channel is free again


# -- compare-and-swap ------------------------------------------------------------------------------------------


async def test_every_save_moves_the_revision_on(store):
    game = lobby()
    await store.create_game(game)
    await store.save_game(game)
    await store.save_game(game)
    assert game.revision == 2
    loaded = await store.load_game(game.id)
    assert loaded is not None and loaded.revision == 2


async def test_a_save_from_a_stale_copy_is_refused_and_writes_nothing(store):
    game = lobby()
    await store.create_game(game)
    stale = await store.load_game(game.id)
    assert stale is not None
    game.state, game.version = {"turn": 1}, 1
    await store.save_game(game, ActionLog(1, 0, {"card": 3}, []))
    stale.state, stale.version, stale.status = {"turn": 99}, 1, "finished"
    with pytest.raises(StaleGame):
        await store.save_game(
            stale, ActionLog(2, 0, {"card": 9}, []), results=[ResultRow(0, 100, 5, 1)],
            ratings=[RatingRow(1, "race", 100, "alice", 30.0, 7.0, 1, 1)],
        )
    assert stale.revision == 0  # a refused save leaves the copy as it was
    loaded = await store.load_game(game.id)
    assert loaded is not None and loaded.state == {"turn": 1} and loaded.status == "lobby"
    assert [e.version for e in await store.action_log(game.id)] == [1]
    assert await store.leaderboard(1, "race") == []
    await store.save_game(loaded)  # the reloaded copy writes again


async def test_two_processes_writing_one_game_at_once_one_wins(backend):
    first, second = backend(), backend()
    await first.open()
    await second.open()
    try:
        game = lobby()
        await first.create_game(game)
        copies = [await s.load_game(game.id) for s in (first, second)]
        for number, copy in enumerate(copies):
            assert copy is not None
            copy.state, copy.version = {"by": number}, 1
        outcomes = await asyncio.gather(
            first.save_game(copies[0], ActionLog(1, 0, {"by": 0}, [])),
            second.save_game(copies[1], ActionLog(1, 0, {"by": 1}, [])),
            return_exceptions=True,
        )
        assert sorted(type(o).__name__ for o in outcomes) == ["NoneType", "StaleGame"]
        winner = outcomes.index(None)
        loaded = await second.load_game(game.id)
        assert loaded is not None and loaded.state == {"by": winner} and loaded.revision == 1
        assert [e.action for e in await first.action_log(game.id)] == [{"by": winner}]
    finally:
        await first.close()
        await second.close()


async def test_two_processes_cannot_open_two_games_in_one_channel(backend):
    first, second = backend(), backend()
    await first.open()
    await second.open()
    try:
        outcomes = await asyncio.gather(first.create_game(lobby()), second.create_game(lobby()),
                                        return_exceptions=True)
        assert sorted(type(o).__name__ for o in outcomes) == ["ChannelBusy", "int"]
    finally:
        await first.close()
        await second.close()


# -- shards ----------------------------------------------------------------------------------------------------


async def test_open_games_of_some_shards_only(store):
    channel = 10
    ids = {}
    for shard in range(3):
        for serial in (1, 2):
            guild = guild_on_shard(shard, 3, serial)
            assert (guild >> 22) % 3 == shard
            ids[guild] = await store.create_game(lobby(channel=channel, guild=guild))
            channel += 1
    mine = await store.load_open_games(ShardFilter(3, (0, 2)))
    assert {g.guild_id for g in mine} == {g for g in ids if (g >> 22) % 3 in (0, 2)}
    assert len(await store.load_open_games(ShardFilter(3, (1,)))) == 2
    assert len(await store.load_open_games()) == 6


def test_a_shard_filter_knows_its_guilds():
    shards = ShardFilter(4, (1, 3))
    assert shards.owns(guild_on_shard(3, 4)) and not shards.owns(guild_on_shard(2, 4))
    with pytest.raises(ValueError):
        ShardFilter(2, (2,))
    with pytest.raises(ValueError):
        ShardFilter(2, ())


# -- results, ratings, preferences -----------------------------------------------------------------------------


async def test_results_and_ratings_feed_leaderboards_and_stats(store):
    game = lobby()
    await store.create_game(game)
    game.status, game.finished_at = "finished", 1000.0
    await store.save_game(
        game,
        results=[ResultRow(0, 100, 12, 1), ResultRow(1, 200, 3, 2)],
        ratings=[RatingRow(1, "race", 100, "alice", 27.0, 8.0, 1, 1), RatingRow(1, "race", 200, "bob", 23.0, 8.0, 1, 0)],
    )
    board = await store.leaderboard(1, "race")
    assert [r.name for r in board] == ["alice", "bob"]
    assert [(r.games, r.wins) for r in await store.leaderboard(1, "race", since=999.0)] == [(1, 1), (1, 0)]
    assert await store.leaderboard(1, "race", since=2000.0) == []
    assert await store.leaderboard(2, "race") == []
    [stats] = await store.player_stats(1, 100)
    assert (stats.kind, stats.games, stats.wins, stats.best_score) == ("race", 1, 1, 12)
    assert stats.rating == pytest.approx(27.0 - 3 * 8.0)
    assert (await store.ratings(1, "race", [200, 300]))[200].mu == 23.0
    assert await store.ratings(1, "race", []) == {}


async def test_a_rating_is_replaced_not_added(store):
    for mu in (25.0, 31.0):
        game = lobby()
        await store.create_game(game)
        game.status, game.finished_at = "finished", 1000.0
        await store.save_game(game, ratings=[RatingRow(1, "race", 100, "alice", mu, 8.0, 1, 1)])
    [row] = await store.leaderboard(1, "race")
    assert row.mu == 31.0


async def test_preferences_round_trip(store):
    assert await store.user_prefs(5) == UserPrefs(user_id=5)
    for policy in HAND_DMS:
        await store.save_user_prefs(UserPrefs(user_id=5, locale="fr", hand_dms=policy, turn_pings=False))
        assert await store.user_prefs(5) == UserPrefs(user_id=5, locale="fr", hand_dms=policy, turn_pings=False)
    assert (await store.user_prefs(5)).dm_opt_out, "never: no hand DMs"
    await store.save_user_prefs(UserPrefs(user_id=5, locale=None))
    assert await store.user_prefs(5) == UserPrefs(user_id=5)
    assert await store.guild_locale(1) is None
    await store.set_guild_locale(1, "fr")
    assert await store.guild_locale(1) == "fr"
    await store.set_guild_locale(1, None)
    assert await store.guild_locale(1) is None


async def test_a_period_board_counts_only_that_periods_games_in_rating_order(store):
    def pair(winner: int, loser: int) -> list[SeatRecord]:
        return [SeatRecord(0, winner, f"p{winner}"), SeatRecord(1, loser, f"p{loser}")]

    for at, winner, loser in ((10 * DAY, 1, 2), (99 * DAY, 2, 3), (98 * DAY, 3, 2)):  # long ago, then this week
        await finished_game(store, at, pair(winner, loser),
                            [ResultRow(0, winner, 10, 1), ResultRow(1, loser, 0, 2)])
    await finished_game(store, 99 * DAY, pair(1, 2), [ResultRow(0, 1, 10, 1), ResultRow(1, 2, 0, 2)],
                        kind="gin")  # another game's board
    await finished_game(store, 99 * DAY, pair(1, 2), [ResultRow(0, 1, 10, 1), ResultRow(1, 2, 0, 2)], guild=2)
    record = GameRecord(guild_id=1, channel_id=5, kind="race", host_id=1, options={})
    await store.create_game(record)
    await store.save_game(record, ratings=[RatingRow(1, "race", user, f"p{user}", mu, 1.0, 9, 9)
                                           for user, mu in ((1, 40.0), (2, 30.0), (3, 20.0))])
    week = await store.leaderboard(1, "race", 10, since=93 * DAY)
    assert [(r.user_id, r.games, r.wins) for r in week] == [(2, 2, 1), (3, 2, 1)]
    every = await store.leaderboard(1, "race", 10)
    assert [(r.user_id, r.games, r.wins) for r in every] == [(1, 9, 9), (2, 9, 9), (3, 9, 9)]
    assert [r.user_id for r in await store.leaderboard(1, "race", 1, since=93 * DAY)] == [2]
    assert [r.user_id for r in await store.leaderboard(1, "race", 10, since=5 * DAY)] == [1, 2, 3]


async def test_results_saved_before_the_end_time_is_set_count_from_the_save(store):
    game = lobby()
    await store.create_game(game)
    game.status = "finished"  # finished_at left unset: the result is dated by the store's clock (1000)
    await store.save_game(game, results=[ResultRow(0, 100, 5, 1)],
                          ratings=[RatingRow(1, "race", 100, "alice", 25.0, 8.0, 1, 1)])
    assert [r.user_id for r in await store.leaderboard(1, "race", since=999.0)] == [100]
    assert await store.leaderboard(1, "race", since=1001.0) == []


# -- history, server settings, privacy -------------------------------------------------------------------------


async def test_history_pages_a_servers_finished_games_newest_first(store):
    alice, bot_seat = SeatRecord(0, 100, "alice"), SeatRecord(1, None, "AI 1", ai_level="hard")
    bob = SeatRecord(1, 200, "bob")
    played = [
        await finished_game(store, 2000.0 + n, [alice, bot_seat if n % 2 else bob],
                            [ResultRow(0, 100, n, 2), ResultRow(1, None if n % 2 else 200, 50, 1)],
                            kind="gin" if n == 3 else "race")
        for n in range(5)
    ]
    await finished_game(store, 3000.0, [SeatRecord(0, 100, "alice")], [ResultRow(0, 100, 1, 1)], guild=2)
    running = lobby(channel=77)
    await store.create_game(running)

    page, total = await store.finished_games(1, limit=2)
    assert total == 5 and [m.id for m in page] == [played[4].id, played[3].id]
    newest = page[0]
    assert (newest.kind, newest.finished_at, newest.started_at) == ("race", 2004.0, 1000.0)
    assert newest.seats == (MatchSeat(1, 200, "bob", is_ai=False, score=50, rank=1),
                            MatchSeat(0, 100, "alice", is_ai=False, score=4, rank=2))  # in ranking order
    assert page[1].seats[0] == MatchSeat(1, None, "AI 1", is_ai=True, score=50, rank=1)
    last, total = await store.finished_games(1, limit=2, offset=4)
    assert total == 5 and [m.id for m in last] == [played[0].id]
    assert (await store.finished_games(1, limit=2, offset=6)) == ([], 5)
    races, total = await store.finished_games(1, kind="race", limit=10)
    assert total == 4 and played[3].id not in [m.id for m in races]
    bobs, total = await store.finished_games(1, user_id=200, limit=10)
    assert total == 3 and [m.id for m in bobs] == [played[4].id, played[2].id, played[0].id]
    assert (await store.finished_games(1, kind="gin", user_id=200)) == ([], 0)
    assert (await store.finished_games(3)) == ([], 0)


async def test_server_defaults_are_kept_per_game_replaced_and_cleared(store):
    assert await store.game_defaults(1) == {}
    await store.save_game_defaults(GameDefaults(1, "gin", preset="oklahoma", target=150, turn_seconds=90))
    await store.save_game_defaults(GameDefaults(1, "mu", target=30))
    await store.save_game_defaults(GameDefaults(2, "gin", turn_seconds=45))
    assert await store.game_defaults(1) == {
        "gin": GameDefaults(1, "gin", preset="oklahoma", target=150, turn_seconds=90),
        "mu": GameDefaults(1, "mu", target=30),
    }
    await store.save_game_defaults(GameDefaults(1, "gin", turn_seconds=60))  # replaced whole, not merged
    assert (await store.game_defaults(1))["gin"] == GameDefaults(1, "gin", turn_seconds=60)
    await store.save_game_defaults(GameDefaults(1, "gin"))  # nothing set: back to the game's own defaults
    assert list(await store.game_defaults(1)) == ["mu"]
    assert await store.game_defaults(2) == {"gin": GameDefaults(2, "gin", turn_seconds=45)}


async def test_allowed_channels_are_added_once_and_removed(store):
    assert await store.allowed_channels(1) == []
    for channel in (30, 10, 30, 2**62 + 1):
        await store.set_channel_allowed(1, channel, True)
    await store.set_channel_allowed(2, 99, True)
    assert await store.allowed_channels(1) == [10, 30, 2**62 + 1]
    await store.set_channel_allowed(1, 30, False)
    await store.set_channel_allowed(1, 55, False)  # never allowed: nothing to remove
    assert await store.allowed_channels(1) == [10, 2**62 + 1]
    assert await store.allowed_channels(2) == [99]


async def test_a_leaderboard_reset_drops_one_boards_ratings_and_keeps_the_results(store):
    seats = [SeatRecord(0, 100, "alice"), SeatRecord(1, 200, "bob")]
    game = await finished_game(store, 2000.0, seats, [ResultRow(0, 100, 9, 1), ResultRow(1, 200, 1, 2)])
    game.version += 1
    await store.save_game(game, ratings=[
        RatingRow(1, "race", 100, "alice", 27.0, 8.0, 1, 1), RatingRow(1, "race", 200, "bob", 23.0, 8.0, 1, 0),
        RatingRow(1, "gin", 100, "alice", 26.0, 8.0, 1, 1), RatingRow(2, "race", 100, "alice", 26.0, 8.0, 1, 1),
    ])
    store.clock = lambda: 3000.0
    assert await store.reset_leaderboard(1, "race") == 2
    assert await store.leaderboard(1, "race") == []
    assert [r.kind for r in await store.leaderboard(1, "gin")] == ["gin"]
    assert [r.guild_id for r in await store.leaderboard(2, "race")] == [2]
    assert await store.player_stats(1, 100) == [], "the game before the reset no longer counts in /stats"
    assert (await store.finished_games(1))[1] == 1, "but it stays in the history"
    assert await store.action_log(game.id) != []
    assert await store.reset_leaderboard(1, "race") == 0


async def test_ratings_worked_out_from_ratings_that_moved_since_are_refused_with_the_whole_save(store):
    """A game's new ratings name the games count they were worked out from; if the stored rating moved since (the
    board was reset, another game of the player finished), the save writes nothing and says so."""
    seats = [SeatRecord(0, 100, "alice"), SeatRecord(1, 200, "bob")]
    game = GameRecord(guild_id=1, channel_id=5, kind="race", host_id=100, options={}, seats=seats)
    await store.create_game(game)
    first = [RatingRow(1, "race", 100, "alice", 27.0, 8.0, 1, 1, based_on_games=0),
             RatingRow(1, "race", 200, "bob", 23.0, 8.0, 1, 0, based_on_games=0)]
    await store.save_game(game, ratings=first)
    assert [r.games for r in await store.leaderboard(1, "race")] == [1, 1]

    # Worked out from the ratings above; then the board is reset before the save.
    second = [RatingRow(1, "race", 100, "alice", 28.0, 7.0, 2, 2, based_on_games=1),
              RatingRow(1, "race", 200, "bob", 22.0, 7.0, 2, 0, based_on_games=1)]
    store.clock = lambda: 3000.0
    await store.reset_leaderboard(1, "race")
    revision, version = game.revision, game.version
    game.version += 1
    with pytest.raises(RatingsMoved):
        await store.save_game(game, ActionLog(game.version, 0, {"card": 1}, []), ratings=second)
    game.version = version
    assert game.revision == revision and await store.leaderboard(1, "race") == []
    assert await store.action_log(game.id) == [], "nothing of the refused save was written"
    # Worked out again from what is stored now (nothing), the save goes through.
    again = [RatingRow(1, "race", 100, "alice", 27.0, 8.0, 1, 1, based_on_games=0),
             RatingRow(1, "race", 200, "bob", 23.0, 8.0, 1, 0, based_on_games=0)]
    await store.save_game(game, ratings=again)
    assert [r.games for r in await store.leaderboard(1, "race")] == [1, 1]
    # Rows without a basis are written as they are (imports, tests).
    await store.save_game(game, ratings=[RatingRow(1, "race", 100, "alice", 30.0, 5.0, 9, 9)])
    assert max(r.games for r in await store.leaderboard(1, "race")) == 9


def duel(winner: int, loser: int) -> tuple[list[SeatRecord], list[ResultRow]]:
    return ([SeatRecord(0, winner, f"p{winner}"), SeatRecord(1, loser, f"p{loser}")],
            [ResultRow(0, winner, 10 * winner, 1), ResultRow(1, loser, loser, 2)])


async def rate(store: Store, guild: int, kind: str, *rows: tuple[int, float, int, int]) -> None:
    """Ratings as the tables write them after a game: (user, mu, games, wins)."""
    record = GameRecord(guild_id=guild, channel_id=7, kind=kind, host_id=1, options={})
    await store.create_game(record)
    await store.save_game(record, ratings=[RatingRow(guild, kind, user, f"p{user}", mu, 1.0, games, wins)
                                           for user, mu, games, wins in rows])
    record.status = "cancelled"
    await store.save_game(record)


async def test_after_a_reset_every_board_and_stats_of_that_game_count_from_the_reset(store):
    for kind, guild in (("race", 1), ("gin", 1), ("race", 2)):  # this week, before the reset
        await finished_game(store, 94 * DAY, *duel(1, 2), kind=kind, guild=guild)
        await finished_game(store, 95 * DAY, *duel(1, 2), kind=kind, guild=guild)
        await rate(store, guild, kind, (1, 30.0, 2, 2), (2, 20.0, 2, 0))
    week, month = 93 * DAY, 70 * DAY
    store.clock = lambda: 96 * DAY
    assert await store.reset_leaderboard(1, "race") == 2
    for since in (None, month, week):
        assert await store.leaderboard(1, "race", since=since) == []

    await finished_game(store, 97 * DAY, *duel(2, 1))  # rated again after the reset: only this game counts
    await rate(store, 1, "race", (2, 27.0, 1, 1), (1, 23.0, 1, 0))
    for since in (None, month, week):
        board = await store.leaderboard(1, "race", since=since)
        assert [(r.user_id, r.games, r.wins) for r in board] == [(2, 1, 1), (1, 1, 0)], since
    assert [(s.kind, s.games, s.wins, s.best_score) for s in await store.player_stats(1, 1)] == [
        ("gin", 2, 2, 10), ("race", 1, 0, 1)]
    assert [(s.kind, s.games, s.wins, s.best_score) for s in await store.player_stats(1, 2)] == [
        ("gin", 2, 0, 2), ("race", 1, 1, 20)]
    assert await store.leaderboard(1, "race", since=98 * DAY) == [], "a period after the reset is unchanged"

    # Another game of the server, and the same game on another server, keep their history on every board.
    for guild, kind in ((1, "gin"), (2, "race")):
        assert [(r.user_id, r.games, r.wins) for r in await store.leaderboard(guild, kind, since=week)] == [
            (1, 2, 2), (2, 2, 0)]
        assert [(r.games, r.wins) for r in await store.leaderboard(guild, kind)] == [(2, 2), (2, 0)]
    assert [(s.kind, s.games) for s in await store.player_stats(2, 1)] == [("race", 2)]

    # A second reset moves the start on; a reset stamped earlier (a process whose clock is behind) does not
    # move it back.
    store.clock = lambda: 98 * DAY
    assert await store.reset_leaderboard(1, "race") == 2
    await finished_game(store, 99 * DAY, *duel(1, 2))
    await rate(store, 1, "race", (1, 26.0, 1, 1), (2, 24.0, 1, 0))
    store.clock = lambda: 50 * DAY
    assert await store.reset_leaderboard(1, "race") == 2
    await rate(store, 1, "race", (1, 26.0, 1, 1), (2, 24.0, 1, 0))
    week_board = await store.leaderboard(1, "race", since=week)
    assert [(r.user_id, r.games, r.wins) for r in week_board] == [(1, 1, 1), (2, 1, 0)]
    assert [(s.kind, s.games, s.wins) for s in await store.player_stats(1, 1)] == [("gin", 2, 2), ("race", 1, 1)]

    # Nothing left the history.
    assert (await store.finished_games(1, "race"))[1] == 4
    assert (await store.finished_games(1, "gin"))[1] == 2


async def test_a_mu_reset_counts_chief_hands_from_the_reset(store):
    alice, bob = SeatRecord(0, 100, "alice"), SeatRecord(1, 200, "bob")
    made, failed = ({"code": code, "seat": 0} for code in CHIEF_CONTRACT_EVENTS)
    store.clock = lambda: 10 * DAY
    await finished_game(store, 10 * DAY, [alice, bob], [ResultRow(0, 100, 30, 1), ResultRow(1, 200, 10, 2)],
                        kind="mu", events=[made])
    await finished_game(store, 10 * DAY, [alice, bob], [ResultRow(0, 100, 30, 1), ResultRow(1, 200, 10, 2)],
                        kind="mu", events=[failed], guild=2)
    store.clock = lambda: 11 * DAY
    await store.reset_leaderboard(1, "mu")
    assert await store.chief_record(1, 100) == ChiefRecord(0, 0)
    assert await store.chief_record(2, 100) == ChiefRecord(hands=1, made=0), "another server keeps its record"
    store.clock = lambda: 12 * DAY
    await finished_game(store, 12 * DAY, [alice, bob], [ResultRow(0, 100, 30, 1), ResultRow(1, 200, 10, 2)],
                        kind="mu", events=[failed])
    assert await store.chief_record(1, 100) == ChiefRecord(hands=1, made=0)


async def test_forget_me_anonymises_a_player_and_leaves_everyone_elses_standings(store):
    alice, bob = SeatRecord(0, 100, "alice"), SeatRecord(1, 200, "bob")
    chief = [{"code": "mu-hand-made", "seat": 0}]
    game = await finished_game(store, 2000.0, [alice, bob], [ResultRow(0, 100, 30, 1), ResultRow(1, 200, 10, 2)],
                               kind="mu", events=chief)
    game.version += 1
    await store.save_game(game, ratings=[RatingRow(1, "mu", 100, "alice", 30.0, 5.0, 1, 1),
                                         RatingRow(1, "mu", 200, "bob", 22.0, 5.0, 1, 0)])
    await store.save_user_prefs(UserPrefs(user_id=100, locale="fr", hand_dms="never"))
    still_open = lobby(channel=99)  # a game alice is still in keeps her seat: she can play it out or leave
    await store.create_game(still_open)
    bob_before = await store.player_stats(1, 200)
    bob_board_before = await store.leaderboard(1, "mu", since=1999.0)

    await store.forget_user(100)

    assert await store.user_prefs(100) == UserPrefs(user_id=100)
    assert await store.player_stats(1, 100) == []
    assert await store.chief_record(1, 100) == ChiefRecord(0, 0)
    assert [r.user_id for r in await store.leaderboard(1, "mu")] == [200]
    assert await store.player_stats(1, 200) == bob_before
    assert await store.leaderboard(1, "mu", since=1999.0) == [r for r in bob_board_before if r.user_id == 200]
    [match], _ = await store.finished_games(1)
    assert match.seats == (MatchSeat(0, None, "", is_ai=False, score=30, rank=1),
                           MatchSeat(1, 200, "bob", is_ai=False, score=10, rank=2))
    closed = await store.load_game(game.id)
    assert closed is not None and closed.host_id == 0 and closed.seats[0].user_id is None
    [kept] = await store.load_open_games()
    assert kept.id == still_open.id and kept.seats[0] == SeatRecord(0, 100, "alice") and kept.host_id == 100


async def test_mu_chief_contracts_are_counted_per_player_and_server(store):
    alice, bob, computer = SeatRecord(0, 100, "alice"), SeatRecord(1, 200, "bob"), SeatRecord(2, None, "AI", "easy")
    made, failed = ({"code": code, "seat": 0} for code in CHIEF_CONTRACT_EVENTS)
    game = GameRecord(guild_id=1, channel_id=10, kind="mu", host_id=100, options={}, seats=[alice, bob, computer])
    await store.create_game(game)
    game.status = "running"
    hands = [
        [{"code": "mu-card-played", "seat": 0}, made],
        [failed],
        [{"code": "mu-hand-made", "seat": 2}],  # the computer's contract counts for nobody
        [{"code": "mu-hand-made", "seat": 1}],
        [{"code": "mu-hand-failed", "seat": 7}, {"code": "mu-hand-made"}, "not an event"],  # nothing to index
    ]
    for version, events in enumerate(hands, start=1):
        game.version = version
        await store.save_game(game, ActionLog(version, 0, {}, events))
    assert await store.chief_record(1, 100) == ChiefRecord(hands=2, made=1)
    assert await store.chief_record(1, 200) == ChiefRecord(hands=1, made=1)
    assert await store.chief_record(2, 100) == ChiefRecord(0, 0)
    await finished_game(store, 2000.0, [SeatRecord(0, 100, "alice")], [ResultRow(0, 100, 3, 1)], guild=2,
                        kind="mu", events=[{"code": "mu-hand-made", "seat": 0}])
    assert await store.chief_record(2, 100) == ChiefRecord(hands=1, made=1)
    assert await store.chief_record(1, 100) == ChiefRecord(hands=2, made=1)


async def test_a_servers_table_place_and_pace_are_kept_apart_from_its_language(store):
    assert await store.table_defaults(1) == TableDefaults(1)
    await store.set_guild_locale(1, "fr")
    await store.save_table_defaults(TableDefaults(1, place="thread", pace="correspondence"))
    await store.save_table_defaults(TableDefaults(2, pace="relaxed"))
    assert await store.table_defaults(1) == TableDefaults(1, "thread", "correspondence")
    assert await store.table_defaults(2) == TableDefaults(2, None, "relaxed")
    await store.set_guild_locale(1, "en")  # the language changes, the table defaults stay
    assert await store.table_defaults(1) == TableDefaults(1, "thread", "correspondence")
    await store.save_table_defaults(TableDefaults(1))  # back to in the channel, live; the language stays
    assert await store.table_defaults(1) == TableDefaults(1)
    assert await store.guild_locale(1) == "en"


async def test_display_choices_are_kept_and_default_to_pictures_in_the_usual_colours(store):
    assert await store.user_prefs(300) == UserPrefs(user_id=300)
    assert (UserPrefs(300).shown, UserPrefs(300).palette, UserPrefs(300).four_colour) == ("pictures", "default", False)
    chosen = UserPrefs(user_id=300, locale="fr", shown="text", palette="colourblind", four_colour=True)
    await store.save_user_prefs(chosen)
    assert await store.user_prefs(300) == chosen
    chosen.palette, chosen.four_colour = "contrast", False
    await store.save_user_prefs(chosen)
    assert await store.user_prefs(300) == chosen
