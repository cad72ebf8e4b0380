"""The seasons part of the store contract, on SQLite and on a real PostgreSQL server."""

from __future__ import annotations

from bot.store import ResultRow, SeasonRecord, SeasonSettings, SeasonStanding, SeatRecord, ShardFilter, Store
from tests.store.test_store_contract import DAY, backend, finished_game, guild_on_shard, store

__all__ = ["backend", "store"]  # the fixtures, run on both drivers

WEEK = 7 * DAY


def settings(guild: int = 1, kind: str = "race", board: str = "points", channel: int = 55) -> SeasonSettings:
    return SeasonSettings(guild_id=guild, kind=kind, length=1, unit="weeks", board=board, channel_id=channel)


async def test_seasons_start_once_and_keep_their_settings(store: Store) -> None:
    first = await store.start_seasons(settings(), first_ends_at=1000.0 + WEEK)
    assert first == SeasonRecord(guild_id=1, kind="race", number=1, board="points", started_at=1000.0,
                                 ends_at=1000.0 + WEEK)
    # New settings while a season runs: saved for the next season, the running one goes on as it was.
    again = await store.start_seasons(settings(board="rating", channel=77), first_ends_at=5.0)
    assert again == first
    assert await store.season_settings(1) == {"race": settings(board="rating", channel=77)}
    assert await store.open_season(1, "race") == first
    assert await store.open_season(1, "gin") is None and await store.season_settings(2) == {}


async def test_ending_a_season_keeps_its_standings_and_opens_the_next(store: Store) -> None:
    first = await store.start_seasons(settings(), first_ends_at=1000.0 + WEEK)
    assert await store.seasons_due(1000.0 + WEEK - 1) == []
    assert await store.next_season_end() == 1000.0 + WEEK
    assert await store.seasons_due(1000.0 + WEEK) == [first]
    standings = [SeasonStanding(1, 100, "alice", 3, 2, 3), SeasonStanding(1, 200, "bob", 3, 1, 3),
                 SeasonStanding(3, 300, "carol", 0, 0, 3)]
    second = SeasonRecord(guild_id=1, kind="race", number=2, board="points", started_at=first.ends_at,
                          ends_at=first.ends_at + WEEK)
    assert await store.end_season(first, standings, second) is True
    # A second process ending the same season writes nothing.
    assert await store.end_season(first, standings[:1], None) is False
    kept = await store.season(1, "race", 1)
    assert kept is not None and kept.ended_at == 1000.0 and kept.standings == tuple(standings)
    assert await store.open_season(1, "race") == second
    assert await store.seasons_due(first.ends_at) == []
    assert await store.next_season_end() == second.ends_at
    assert await store.season(1, "race", 3) is None


async def test_stopping_seasons_drops_the_open_one_and_keeps_the_ended(store: Store) -> None:
    first = await store.start_seasons(settings(), first_ends_at=2000.0)
    await store.end_season(first, [SeasonStanding(1, 100, "alice", 1, 1, 1)],
                           SeasonRecord(1, "race", 2, "points", 2000.0, 3000.0))
    assert await store.stop_seasons(1, "race") is True
    assert await store.stop_seasons(1, "race") is False
    assert await store.open_season(1, "race") is None and await store.season_settings(1) == {}
    assert (await store.season(1, "race", 1)) is not None and await store.season(1, "race", 2) is None
    restarted = await store.start_seasons(settings(), first_ends_at=9000.0)
    assert restarted.number == 2  # numbers go on after the kept seasons


async def test_season_games_are_a_periods_finished_games_of_one_game_with_their_seats(store: Store) -> None:
    seats = [SeatRecord(seat=0, user_id=100, name="alice"), SeatRecord(seat=1, user_id=None, name="Bot",
                                                                        ai_level="hard")]
    results = [ResultRow(seat=0, user_id=100, score=30, rank=1), ResultRow(seat=1, user_id=None, score=5, rank=2)]
    before = await finished_game(store, 99.0, seats, results)
    inside = await finished_game(store, 150.0, seats, results)
    await finished_game(store, 160.0, seats, results, kind="gin")
    await finished_game(store, 170.0, seats, results, guild=2)
    await finished_game(store, 200.0, seats, results)  # the end is excluded
    [game] = await store.season_games(1, "race", 100.0, 200.0)
    assert game.id == inside.id != before.id and game.finished_at == 150.0
    assert [(s.seat, s.user_id, s.name, s.ai_level, s.rank, s.score) for s in game.seats] == [
        (0, 100, "alice", None, 1, 30), (1, None, "Bot", "hard", 2, 5)]


async def test_due_seasons_of_some_shards_only(store: Store) -> None:
    mine, theirs = guild_on_shard(0, 2), guild_on_shard(1, 2)
    await store.start_seasons(settings(guild=mine), first_ends_at=500.0)
    await store.start_seasons(settings(guild=theirs), first_ends_at=400.0)
    shard = ShardFilter(2, (0,))
    assert [s.guild_id for s in await store.seasons_due(1000.0, shard)] == [mine]
    assert await store.next_season_end(shard) == 500.0
    assert [s.guild_id for s in await store.seasons_due(1000.0)] == [theirs, mine]


async def test_forget_me_anonymises_a_player_in_final_standings(store: Store) -> None:
    first = await store.start_seasons(settings(), first_ends_at=2000.0)
    await store.end_season(first, [SeasonStanding(1, 100, "alice", 2, 2, 2), SeasonStanding(2, 200, "bob", 0, 0, 2)],
                           None)
    await store.forget_user(100)
    kept = await store.season(1, "race", 1)
    assert kept is not None and kept.standings == (SeasonStanding(1, None, "", 2, 2, 2),
                                                   SeasonStanding(2, 200, "bob", 0, 0, 2))


async def test_a_leaderboard_reset_during_a_season_drops_the_games_before_it_from_the_season(store: Store) -> None:
    seats = [SeatRecord(seat=0, user_id=100, name="alice"), SeatRecord(seat=1, user_id=200, name="bob")]
    results = [ResultRow(seat=0, user_id=100, score=30, rank=1), ResultRow(seat=1, user_id=200, score=5, rank=2)]
    before = await finished_game(store, 500.0, seats, results)
    after = await finished_game(store, 1500.0, seats, results)
    other_game = await finished_game(store, 600.0, seats, results, kind="gin")
    assert [g.id for g in await store.season_games(1, "race", 100.0, 2000.0)] == [before.id, after.id]
    await store.reset_leaderboard(1, "race")  # the store's clock says 1000
    assert [g.id for g in await store.season_games(1, "race", 100.0, 2000.0)] == [after.id]
    assert [g.id for g in await store.season_games(1, "gin", 100.0, 2000.0)] == [other_game.id], "its game only"
    assert [g.id for g in await store.season_games(2, "race", 100.0, 2000.0)] == [], "its server only"
