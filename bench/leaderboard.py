"""Leaderboards and statistics at scale: ``python -m bench.leaderboard [--results N] [--days D] [--before]
[--reset-days R] [--postgres [URL]]``.

Goal: with 100,000 stored results in one server, every leaderboard period (all time, month, week), ``/stats`` and
``/history`` query within 20 ms, and the whole ``/leaderboard`` (its queries and its image) within 100 ms.

The database is built through the store's own migrations, then filled in bulk: 2,000 players, games of two to four
seats spread over ``--days`` (365: a busy server's year; 7 puts every result in the weekly board, the worst case).
``--before`` also times the queries as they were before migration 6 on a database stopped at migration 5 (SQLite).
``--reset-days R`` has the board reset R days ago (``/settings reset-leaderboard``, among 1,000 other servers'
resets): boards and ``/stats`` then count from that moment, and the ratings stand for the games played since.
``--postgres URL`` also runs the figures on PostgreSQL (an empty database); ``--postgres`` alone starts a throwaway
cluster with fsync on (``initdb``/``pg_ctl`` from Debian's postgresql package), as ``bench.store`` does.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

import render
from bot import ratings
from bot.store import PostgresStore, SQLiteStore
from render.context import LeaderboardRow, RenderContext
from tests.pg_cluster import Unavailable, throwaway_cluster

GUILD = 1
KIND = "rummy"
PLAYERS = 2000
NOW = 1_800_000_000.0
DAY = 86400.0
REPEATS = 30
INDEXES_MIGRATION = 6  # bot/store/migrations/0006_history_and_settings.sql

# The period board and /stats as they were read before migration 6 (joining every result to its game).
BEFORE_PERIOD = (
    "SELECT r.guild_id, r.kind, r.user_id, r.name, r.mu, r.sigma, COUNT(*) AS games, SUM(res.rank = 1) AS wins"
    " FROM ratings r JOIN results res ON res.user_id = r.user_id"
    " JOIN games g ON g.id = res.game_id AND g.guild_id = r.guild_id AND g.kind = r.kind"
    " WHERE r.guild_id=? AND r.kind=? AND g.finished_at >= ?"
    " GROUP BY r.user_id ORDER BY r.mu - 3 * r.sigma DESC, wins DESC LIMIT ?"
)
BEFORE_ALL = "SELECT * FROM ratings WHERE guild_id=? AND kind=? ORDER BY mu - 3 * sigma DESC, wins DESC LIMIT ?"
BEFORE_STATS = (
    "SELECT g.kind, COUNT(*) AS games, SUM(res.rank = 1) AS wins, MAX(res.score) AS best,"
    " (SELECT mu - 3 * sigma FROM ratings r WHERE r.guild_id = g.guild_id AND r.kind = g.kind"
    "  AND r.user_id = res.user_id) AS rating"
    " FROM results res JOIN games g ON g.id = res.game_id WHERE g.guild_id=? AND res.user_id=? GROUP BY g.kind"
)


Rows = tuple[list[tuple[Any, ...]], list[tuple[Any, ...]], list[tuple[Any, ...]], list[tuple[Any, ...]]]
GAME_COLUMNS = ("id", "guild_id", "channel_id", "kind", "status", "host_id", "options", "state", "version",
                "message_id", "timers", "created_at", "updated_at", "finished_at")
RATING_COLUMNS = ("guild_id", "kind", "user_id", "name", "mu", "sigma", "games", "wins", "updated_at")


def generate(results: int, days: float, with_columns: bool) -> Rows:
    """Finished games, their seats and results, and every player's rating (the same for every backend)."""
    rng = random.Random(5)
    games: list[tuple[Any, ...]] = []
    seats: list[tuple[Any, ...]] = []
    rows: list[tuple[Any, ...]] = []
    game_id = 0
    while len(rows) < results:
        game_id += 1
        finished = NOW - rng.random() * days * DAY
        players = rng.sample(range(1, PLAYERS + 1), rng.randint(2, 4))
        games.append((game_id, GUILD, 100 + game_id % 7, KIND, "finished", players[0], "{}", None, 1, None, "{}",
                      finished - 900, finished, finished))
        for seat, user in enumerate(players):
            seats.append((game_id, seat, user, f"player {user}"))
            score = rng.randint(-50, 200)
            extra = (GUILD, KIND, finished) if with_columns else ()
            rows.append((game_id, seat, user, score, seat + 1, *extra))
    board = [(GUILD, KIND, user, f"player {user}", rng.gauss(25, 4), rng.uniform(1, 8.3), 50, 12, NOW)
             for user in range(1, PLAYERS + 1)]
    return games, seats, rows[:results], board


def result_columns(with_columns: bool) -> tuple[str, ...]:
    return ("game_id", "seat", "user_id", "score", "rank") + (("guild_id", "kind", "finished_at") if with_columns
                                                              else ())


async def fill(store: SQLiteStore, results: int, days: float, with_columns: bool) -> None:
    """The generated rows written in bulk into SQLite."""
    games, seats, rows, board = generate(results, days, with_columns)
    db = store.db
    await db.execute("BEGIN")
    await db.executemany(f"INSERT INTO games ({', '.join(GAME_COLUMNS)}) VALUES ({','.join('?' * 14)})", games)
    await db.executemany("INSERT INTO seats (game_id, seat, user_id, name) VALUES (?,?,?,?)", seats)
    columns = result_columns(with_columns)
    await db.executemany(f"INSERT INTO results ({', '.join(columns)}) VALUES ({','.join('?' * len(columns))})",
                         rows)
    await db.executemany(f"INSERT INTO ratings ({', '.join(RATING_COLUMNS)}) VALUES ({','.join('?' * 9)})", board)
    await db.execute("COMMIT")
    await db.execute("ANALYZE")


async def fill_postgres(store: PostgresStore, results: int, days: float) -> None:
    """The generated rows copied in bulk into PostgreSQL (the schema of every migration)."""
    games, seats, rows, board = generate(results, days, with_columns=True)
    async with store.pool.acquire() as conn, conn.transaction():
        await conn.copy_records_to_table("games", records=games, columns=GAME_COLUMNS)
        await conn.copy_records_to_table("seats", records=seats, columns=("game_id", "seat", "user_id", "name"))
        await conn.copy_records_to_table("results", records=rows, columns=result_columns(True))
        await conn.copy_records_to_table("ratings", records=board, columns=RATING_COLUMNS)
        await conn.execute("SELECT setval(pg_get_serial_sequence('games', 'id'), MAX(id)) FROM games")
    await store.pool.execute("VACUUM ANALYZE")  # the visibility map autovacuum keeps: index-only counts


async def add_resets(store: SQLiteStore | PostgresStore, reset_days: float | None) -> None:
    """The board reset ``reset_days`` ago, and other servers' boards reset too (written as the store writes them)."""
    if reset_days is None:
        return
    rows = [(GUILD, KIND, NOW - reset_days * DAY)] + [(GUILD + n, KIND, NOW - DAY) for n in range(1, 1001)]
    if isinstance(store, SQLiteStore):
        await store.db.execute("BEGIN")
        await store.db.executemany("INSERT INTO leaderboard_resets (guild_id, kind, reset_at) VALUES (?,?,?)", rows)
        await store.db.execute("COMMIT")
        await store.db.execute("ANALYZE")
    else:
        await store.pool.executemany(
            "INSERT INTO leaderboard_resets (guild_id, kind, reset_at) VALUES ($1,$2,$3)", rows)
        await store.pool.execute("VACUUM ANALYZE")


async def timed(call: Callable[[], Awaitable[Any]]) -> tuple[float, float]:
    """Median and worst wall milliseconds over REPEATS calls (after one warm-up call)."""
    await call()
    samples = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples), max(samples)


async def raw(store: SQLiteStore, sql: str, params: tuple[Any, ...]) -> list[Any]:
    async with store.db.execute(sql, params) as cursor:
        return list(await cursor.fetchall())


async def whole_leaderboard(store: SQLiteStore | PostgresStore, since: float | None) -> bytes:
    """What /leaderboard does besides talking to Discord: its queries, then its image."""
    rows = [r for r in await store.leaderboard(GUILD, KIND, 25, since) if r.user_id > 0][:10]
    if since is not None:
        await store.ratings(GUILD, KIND, [r.user_id for r in rows])
    board = [LeaderboardRow(rank=i + 1, name=r.name, rating=ratings.display_points(ratings.conservative(r)),
                            wins=r.wins, games=r.games) for i, r in enumerate(rows)]
    return await asyncio.to_thread(render.leaderboard_png, board, RenderContext(names=(), locale="en",
                                                                               title="Rummy leaderboard"))


def show(name: str, figures: tuple[float, float], goal: float) -> None:
    median, worst = figures
    verdict = "ok" if median <= goal else "OVER"
    print(f"{name:<34} median {median:7.2f} ms   worst {worst:7.2f} ms   goal {goal:5.0f} ms  {verdict}")


PERIODS = {"all time": None, "month": NOW - 30 * DAY, "week": NOW - 7 * DAY}


async def measure(store: SQLiteStore | PostgresStore) -> None:
    """Every query's figures on a filled store."""
    for name, since in PERIODS.items():
        show(f"leaderboard query, {name}", await timed(partial(store.leaderboard, GUILD, KIND, 25, since)), 20)
    show("/stats query", await timed(lambda: store.player_stats(GUILD, 77)), 20)
    show("/stats Mü Chief query", await timed(lambda: store.chief_record(GUILD, 77)), 20)
    show("/history page, whole server", await timed(lambda: store.finished_games(GUILD, None, None, 5, 0)), 20)
    show("/history page, one member", await timed(lambda: store.finished_games(GUILD, None, 77, 5, 0)), 20)
    for name, since in PERIODS.items():
        show(f"/leaderboard whole, {name}", await timed(partial(whole_leaderboard, store, since)), 100)


async def on_postgres(url: str, results: int, days: float, reset_days: float | None) -> None:
    store = PostgresStore(url, clock=lambda: NOW)
    await store.open()
    try:
        start = time.perf_counter()
        await fill_postgres(store, results, days)
        await add_resets(store, reset_days)
        count = await store.pool.fetchval("SELECT COUNT(*) FROM results WHERE guild_id=$1", GUILD)
        print(f"postgres: {count:,} results over {days:g} days, {PLAYERS:,} players, built in"
              f" {time.perf_counter() - start:.1f} s")
        await measure(store)
    finally:
        await store.close()


async def main(results: int, days: float, before: bool, postgres: str | None, reset_days: float | None) -> None:
    render.warm_up()
    with tempfile.TemporaryDirectory() as folder:
        store = SQLiteStore(Path(folder) / "bench.sqlite3", clock=lambda: NOW)
        await store.open()
        start = time.perf_counter()
        await fill(store, results, days, with_columns=True)
        await add_resets(store, reset_days)
        async with store.db.execute("SELECT COUNT(*) FROM results WHERE guild_id=?", (GUILD,)) as cursor:
            found = await cursor.fetchone()
        count = found[0] if found else 0
        print(f"sqlite: {count:,} results over {days:g} days, {PLAYERS:,} players, built in"
              f" {time.perf_counter() - start:.1f} s")
        await measure(store)
        await store.close()
        if before:
            old = SQLiteStore(Path(folder) / "before.sqlite3", clock=lambda: NOW)
            await old.open(up_to=INDEXES_MIGRATION - 1)
            await fill(old, results, days, with_columns=False)
            print(f"sqlite, before migration {INDEXES_MIGRATION}:")
            show("leaderboard query, all time", await timed(lambda: raw(old, BEFORE_ALL, (GUILD, KIND, 25))), 20)
            for name, since in list(PERIODS.items())[1:]:
                show(f"leaderboard query, {name}",
                     await timed(partial(raw, old, BEFORE_PERIOD, (GUILD, KIND, since, 25))), 20)
            show("/stats query", await timed(lambda: raw(old, BEFORE_STATS, (GUILD, 77))), 20)
            await old.close()
    if postgres is None:
        return
    if postgres:
        await on_postgres(postgres, results, days, reset_days)
        return
    try:
        with throwaway_cluster(durable=True) as url:
            await on_postgres(url, results, days, reset_days)
    except Unavailable as reason:
        print(f"postgres: skipped ({reason})")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=int, default=100_000)
    parser.add_argument("--days", type=float, default=365)
    parser.add_argument("--before", action="store_true", help="also time the queries before the indexes")
    parser.add_argument("--reset-days", type=float, metavar="R", help="the board was reset R days ago")
    parser.add_argument("--postgres", metavar="URL", nargs="?", const="",
                        help="also on PostgreSQL: an empty database, or a throwaway cluster without a URL")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.results, arguments.days, arguments.before, arguments.postgres, arguments.reset_days))
