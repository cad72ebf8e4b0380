"""Store and table throughput on SQLite and PostgreSQL: ``python -m bench.store [--seconds S] [--tables N]``.

Prints, for each backend:
- store operations per second, one at a time: saving a game with its action log (what every move costs),
  loading a game, a leaderboard, a player's preferences;
- player actions per second per process: ``--tables`` Rummy tables played at once through the table manager with
  random legal moves (rules + commit of state and action log), the bot's own path without Discord;
- PostgreSQL only: two processes at once on one database, each on its own shard, per process and together.

PostgreSQL is ``--postgres URL`` (an empty database), else a throwaway cluster started here with fsync on
(``initdb``/``pg_ctl`` from Debian's postgresql package). SQLite is a file in a temporary folder (WAL).
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.rules import registry
from bot.store import (
    ActionLog,
    GameRecord,
    PostgresStore,
    SeatRecord,
    ShardFilter,
    SQLiteStore,
    Store,
    UserPrefs,
)
from bot.tables import Table, TableManager
from tests.pg_cluster import Unavailable, throwaway_cluster

GAME = "rummy"


def new_store(backend: str, where: str) -> SQLiteStore | PostgresStore:
    return SQLiteStore(Path(where)) if backend == "sqlite" else PostgresStore(where)


async def rate(operation: Callable[[], Awaitable[object]], seconds: float) -> float:
    """Operations per second of ``operation`` run back to back for about ``seconds``."""
    count, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        await operation()
        count += 1
    return count / elapsed


async def store_operations(store: Store, seconds: float) -> dict[str, float]:
    game = GameRecord(guild_id=1, channel_id=1, kind=GAME, host_id=1, options={"rules": {}},
                      seats=[SeatRecord(0, 1, "alice"), SeatRecord(1, 2, "bob")])
    await store.create_game(game)
    state = {"hands": [list(range(10)), list(range(10))], "stock": list(range(30)), "turn": 0}

    async def save() -> None:
        game.version += 1
        game.state = state
        await store.save_game(game, ActionLog(game.version, 0, {"draw": "stock"}, [{"code": "drew"}]))

    async def load() -> None:
        assert game.id is not None
        await store.load_game(game.id)

    await store.save_user_prefs(UserPrefs(user_id=1, locale="fr"))
    rates = {
        "save game + action": await rate(save, seconds),
        "load game": await rate(load, seconds),
        "leaderboard": await rate(lambda: store.leaderboard(1, GAME), seconds),
        "user prefs": await rate(lambda: store.user_prefs(1), seconds),
    }
    game.status = "cancelled"  # its made-up state is no game to restore
    await store.save_game(game)
    return rates


async def play_tables(manager: TableManager, guild_id: int, tables: int, seconds: float) -> int:
    """Play ``tables`` Rummy tables at once with random legal moves for ``seconds``; returns the actions made."""
    rng = random.Random(guild_id)
    deadline = time.perf_counter() + seconds
    actions = 0

    async def open_table(channel: int) -> Table:
        table = await manager.lobby.open_lobby(guild_id=guild_id, channel_id=channel, kind=GAME, host_id=1,
                                         host_name="alice")
        await manager.lobby.join(table, 2, "bob")
        await manager.lobby.start(table, 1)
        return table

    async def keep_playing(channel: int) -> None:
        nonlocal actions
        table = await open_table(channel)
        while time.perf_counter() < deadline:
            if table.status != "running":
                table = await open_table(channel)
                continue
            seat = table.to_act()[0]
            await table.act(seat, rng.choice(list(table.rules.legal(table.state, seat))))
            actions += 1

    await asyncio.gather(*(keep_playing(guild_id * 1000 + n) for n in range(tables)))
    return actions


async def process_actions(
    backend: str, where: str, shard: int, shards: int, tables: int, seconds: float, run: int,
) -> float:
    """One bot process's player actions per second on a new guild of its shard (``run`` tells runs apart)."""
    registry.load_builtin_games()
    store = new_store(backend, where)
    await store.open()
    manager = TableManager(store, rng_seed=1, run_timers=False)
    try:
        await manager.restore(ShardFilter(shards, (shard,)))
        guild_id = (shards * (1_000_000 + run) + shard) << 22  # on shard ``shard``
        start = time.perf_counter()
        actions = await play_tables(manager, guild_id, tables, seconds)
        return actions / (time.perf_counter() - start)
    finally:
        await manager.close()
        await store.close()


def _process_main(args: tuple[str, str, int, int, int, float, int]) -> float:
    try:
        return asyncio.run(process_actions(*args))
    except Exception as error:
        # Sent back to the parent as text: an exception that cannot be pickled would hang the pool.
        raise RuntimeError(f"{type(error).__name__}: {error}") from None


async def bench_backend(backend: str, where: str, tables: int, seconds: float) -> None:
    store = new_store(backend, where)
    await store.open()
    try:
        operations = await store_operations(store, seconds / 4)
    finally:
        await store.close()
    print(f"\n{backend}: store operations per second (one at a time)")
    for name, per_second in operations.items():
        print(f"  {name:<20} {per_second:>9,.0f}")
    one = await process_actions(backend, where, 0, 1, tables, seconds, run=1)
    print(f"{backend}: one process, {tables} tables at once: {one:,.0f} actions/s")
    if backend == "postgres":
        with multiprocessing.get_context("spawn").Pool(2) as pool:
            both = pool.map(_process_main, [(backend, where, shard, 2, tables, seconds, 2) for shard in (0, 1)])
        print(f"{backend}: two processes on one database, {tables} tables each: "
              + ", ".join(f"{rate:,.0f}" for rate in both)
              + f" actions/s per process, {sum(both):,.0f} together "
              + f"(median {statistics.median(both):,.0f})")


async def main_async(postgres_url: str | None, tables: int, seconds: float) -> None:
    with tempfile.TemporaryDirectory(prefix="rummy-bench-") as folder:
        await bench_backend("sqlite", str(Path(folder) / "bench.sqlite3"), tables, seconds)
    if postgres_url:
        await bench_backend("postgres", postgres_url, tables, seconds)
        return
    try:
        with throwaway_cluster(durable=True) as url:
            await bench_backend("postgres", url, tables, seconds)
    except Unavailable as reason:
        print(f"\npostgres: skipped ({reason})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.store", description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=4.0, help="per measurement of actions (default 4)")
    parser.add_argument("--tables", type=int, default=8, help="tables played at once per process (default 8)")
    parser.add_argument("--postgres", metavar="URL", help="an empty PostgreSQL database instead of a throwaway one")
    args = parser.parse_args(argv)
    print(f"{GAME} tables, random legal moves; {args.seconds:g} s per measurement of actions")
    asyncio.run(main_async(args.postgres, args.tables, args.seconds))


if __name__ == "__main__":
    main()
