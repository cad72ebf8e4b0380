"""Period boards: only players with a result in the period, their games and wins counted over it, in rating order."""

from __future__ import annotations

from bot.store import ActionLog, GameRecord, RatingRow, ResultRow, SeatRecord, SQLiteStore

DAY = 86400.0


async def finished(store: SQLiteStore, at: float, winner: int, loser: int) -> None:
    record = GameRecord(guild_id=1, channel_id=int(at), kind="race", host_id=winner, options={},
                        seats=[SeatRecord(0, winner, f"p{winner}"), SeatRecord(1, loser, f"p{loser}")])
    await store.create_game(record)
    record.status, record.version, record.finished_at = "finished", 1, at
    await store.save_game(record, ActionLog(1, 0, {}, []), [ResultRow(0, winner, 10, 1), ResultRow(1, loser, 0, 2)])


async def test_a_period_board_counts_only_that_periods_games_in_rating_order(tmp_path):
    store = SQLiteStore(tmp_path / "db.sqlite3", clock=lambda: 100 * DAY)
    await store.open()
    try:
        await finished(store, 10 * DAY, winner=1, loser=2)  # long ago
        await finished(store, 99 * DAY, winner=2, loser=3)  # this week
        await finished(store, 98 * DAY, winner=3, loser=2)  # this week
        record = GameRecord(guild_id=1, channel_id=5, kind="race", host_id=1, options={})
        await store.create_game(record)
        await store.save_game(record, ratings=[RatingRow(1, "race", user, f"p{user}", mu, 1.0, 9, 9)
                                               for user, mu in ((1, 40.0), (2, 30.0), (3, 20.0))])
        week = await store.leaderboard(1, "race", 10, since=93 * DAY)
        assert [(r.user_id, r.games, r.wins) for r in week] == [(2, 2, 1), (3, 2, 1)]
        every = await store.leaderboard(1, "race", 10)
        assert [(r.user_id, r.games, r.wins) for r in every] == [(1, 9, 9), (2, 9, 9), (3, 9, 9)]
        assert [r.user_id for r in await store.leaderboard(1, "race", 1, since=93 * DAY)] == [2]
    finally:
        await store.close()
