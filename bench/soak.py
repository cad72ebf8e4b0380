"""Memory per finished game over a long run in one process, through SimCord (the in-memory Discord).

    python -m bench.soak [--games N] [--window W] [--channels C] [--seconds-between S] [--types] [--trace]

Plays ``--games`` whole games (default 1,000) one after another, the five games in turn, each in one of
``--channels`` channels: a person opens the table, adds computer players, starts it and resigns, and the computer
players (instant pace) play it to its end through the real tables, timers and presenter (table messages, DMs,
showdowns). ``--seconds-between`` of SimCord time pass between two games, as between games on a live server.

After every ``--window`` finished games (default 100) it collects garbage, hands freed memory back to the system
(glibc's ``malloc_trim``) and prints the process's resident memory and the number of objects the garbage collector
tracks, with what each grew per finished game over that window; at the end, the sizes of the long-lived maps (the
presenter's, the table manager's, the edit pacer's, the rules' and computer players' caches). Goal: no growth
beyond noise once the caches are warm (the first windows fill them).

Resident memory counts SimCord's simulated Discord too; its record of every request and attachment is dropped after
each game, so what stays is the bot's. ``--trace`` adds ``tracemalloc`` (the bytes held by each file, SimCord's own
allocations left out) to find a holder when the figures grow; it makes every allocation slow, so a game then takes
ten to thirty times longer.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import ctypes.util
import gc
import logging
import os
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import simcord

from bot.client import create_bot
from bot.config import Settings

GAMES = ("gin", "mu", "rummy", "tiles", "railroad")
SEATS = {"tiles": 3, "rummy": 3, "gin": 2, "railroad": 3, "mu": 4}
# Short games (the first hand won ends them; RailRoad has its seven rounds), so that a thousand fit in a run.
OPTIONS: dict[str, dict[str, Any]] = {"gin": {"target": 1}, "mu": {"target": 10}, "rummy": {"target": 1},
                                      "tiles": {"target": 1}, "railroad": {}}
SIMCORD_MESSAGES_KEPT = 10  # per channel: more than one game's table message, showdowns and DMs
SIMCORD_INTERACTIONS_KEPT = 50  # more than the interactions of the games whose tokens still live
NOT_SIMCORD = (tracemalloc.Filter(False, "*/simcord/*"),)


def cache_sizes() -> dict[str, int]:
    """Entries in the memoising caches of the rules and computer players (``functools`` caches and the solver's)."""
    from bot.ai import gin as gin_ai
    from bot.ai import railroad as railroad_ai
    from bot.rules import deadwood
    from bot.rules.railroad import contracts
    from bot.rules.tiles.solver import exact as solver
    from bot.rules.tiles.solver import search as _solver_search

    sizes: dict[str, int] = {}
    for name, function in (("deadwood.min_deadwood", deadwood.min_deadwood),
                           *((f"ai.gin.{n}", getattr(gin_ai, n)) for n in dir(gin_ai)),
                           *((f"ai.railroad.{n}", getattr(railroad_ai, n)) for n in dir(railroad_ai)),
                           *((f"railroad.contracts.{n}", getattr(contracts, n)) for n in dir(contracts)),
                           *((f"tiles.solver.{n}", getattr(solver, n)) for n in dir(solver))):
        info: Callable[[], Any] | None = getattr(function, "cache_info", None)
        if info is not None and callable(info):
            sizes[name] = info().currsize
    from bot import i18n
    from render import raster, sprites

    sizes["i18n._formatted"] = i18n._formatted.cache_info().currsize
    sizes["render.raster._stamps"] = len(raster._stamps)
    sizes["render.sprites._cache"] = sprites.cache_size()
    for name in dir(_solver_search):
        value = getattr(_solver_search, name)
        if isinstance(value, dict) and name.isupper():
            sizes[f"tiles._solver_search.{name}"] = len(value)
    return sizes


def map_sizes(bot: Any) -> dict[str, int]:
    """Entries in every long-lived map of the Discord side and the table manager."""
    sizes: dict[str, int] = {}
    manager = bot.tables
    for owner, name in ((bot.presenter, "presenter"), (manager, "tables"), (manager.lobby, "tables.lobby"),
                        (manager.clocks, "tables.clocks"), (manager.computer, "tables.computer"),
                        (manager.coaching, "tables.coaching")):
        for attribute, value in vars(owner).items():
            if isinstance(value, dict | set | list):
                sizes[f"{name}.{attribute}"] = len(value)
    sizes["presenter.pacer.recent"] = len(bot.presenter.pacer.recent)
    sizes["undelivered_answers"] = len(getattr(bot, "undelivered_answers", {}))
    views = bot._connection._view_store  # discord.py's store of the views it listens to
    sizes["discord.views"] = len(views._views)
    sizes["discord.synced_message_views"] = len(views._synced_message_views)
    return sizes


async def play_one(env: Any, bot: Any, host: Any, channel: Any, game: str) -> int:
    """One whole game in ``channel``; returns the number of moves it took."""
    opened = await host.slash(channel, "game new", game=game, **OPTIONS[game])
    table = bot.tables.get(channel.id)
    if table is None:
        raise RuntimeError(f"{game}: no table opened: {opened.response.content if opened.response else opened}")
    await bot.tables.lobby.configure(table, host.id, preset=None, overrides={}, turn_seconds=None, ai_pace="instant")
    for _ in range(SEATS[game] - 1):
        await host.slash(channel, "game addbot", level="easy")
    await host.slash(channel, "game start")
    # The computer plays the host's seat too, to the game's end; on a loaded machine the settle may time out while
    # the game goes on: it is waited for below.
    with contextlib.suppress(TimeoutError):
        await host.slash(channel, "game resign")
    for _ in range(100_000):
        if table.status != "running":
            break
        try:
            await env.advance_time(1)
        except TimeoutError:
            continue
    else:
        raise RuntimeError(f"{game} game {table.id} never finished")
    await settle(env)
    await bot.presenter.drain()
    return table.version


async def settle(env: Any) -> None:
    """Wait until the bot is idle, however long the computers' thinking takes on a loaded machine."""
    while True:
        try:
            await env.settle()
            return
        except TimeoutError:
            continue


def forget_simcord_history(env: Any) -> None:
    """SimCord keeps every REST call, gateway event and attachment it was ever sent (for tests to read back). Those
    are objects the bot allocated (request bodies, PNG bytes), so the allocation filter would count them as the
    bot's: they are dropped after each game. (Private attributes of simcord 3.2.1's backend, like the settle
    override the tests use; re-check on every upgrade.)"""
    backend = env.backend
    for name in ("http_requests", "transcript"):
        log = getattr(backend, name, None)
        if isinstance(log, list):
            log.clear()
    blobs = getattr(getattr(backend, "cdn", None), "_blobs", None)
    if isinstance(blobs, dict):
        blobs.clear()
    # The simulated server's store of every message of every channel and DM, and of every interaction with its
    # token, grows with each game too (about 9 messages and 5 interactions a game): it is the simulator's memory
    # (Discord's, live), not the bot's. The newest of each are kept, so that a finished table's last edits and
    # a still-valid interaction token find what they name.
    messages = getattr(backend, "messages", None)
    if isinstance(messages, dict):
        for by_id in messages.values():
            for old in sorted(by_id)[:-SIMCORD_MESSAGES_KEPT]:
                del by_id[old]
    interactions = getattr(backend, "interactions", None)
    tokens = getattr(backend, "interaction_tokens", None)
    if isinstance(interactions, dict) and isinstance(tokens, dict):
        for old in sorted(interactions)[:-SIMCORD_INTERACTIONS_KEPT]:
            del interactions[old]
        for token in [token for token, number in tokens.items() if number not in interactions]:
            del tokens[token]


def _libc_trim() -> Callable[[], None]:
    """glibc's ``malloc_trim(0)``: freed memory goes back to the system, so resident memory follows what is held
    rather than what the allocator keeps in its free lists (a no-op where the C library has no such call)."""
    name = ctypes.util.find_library("c")
    trim = getattr(ctypes.CDLL(name), "malloc_trim", None) if name else None
    return (lambda: None) if trim is None else (lambda: trim(0) and None)


_TRIM = _libc_trim()
_PAGE = os.sysconf("SC_PAGE_SIZE")


def held() -> tuple[int, int]:
    """Resident bytes and objects tracked by the garbage collector, after a full collection and a trim."""
    gc.collect()
    _TRIM()
    with open("/proc/self/statm") as statm:
        resident = int(statm.read().split()[1]) * _PAGE
    return resident, len(gc.get_objects())


def object_types() -> Counter[str]:
    """Objects the garbage collector tracks, by type (module and name): what grows, when the count grows."""
    return Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.get_objects())


def traced_bytes() -> int:
    return sum(stat.size for stat in tracemalloc.take_snapshot().filter_traces(NOT_SIMCORD).statistics("filename"))


async def soak(games: int, window: int, channels: int, between: float, db: Path, trace: bool, types: bool) -> None:
    bot = create_bot(Settings(token=None, database_path=db, rng_seed=3, timeouts_before_ai=0, shard_count=1,
                              table_edits_per_5s=0))
    async with simcord.run(bot) as env:
        # SimCord waits out, in real time, every timer due before a settle's deadline: a deadline as long as a turn
        # timer (60 s) made each settle sit through the host's turn timer. Instant computer players need no timer,
        # so a deadline under it lets SimCord's clock, not the wall's, run the games (a settle that times out on a
        # loaded machine is waited for again: ``settle``).
        env.settle_timeout = 50
        guild = env.create_guild("Soak")
        rooms = [guild.create_text_channel(f"table-{i}") for i in range(channels)]
        host = guild.add_member(env.create_user("host"))
        if trace:
            tracemalloc.start()  # (after start-up: what is measured is what the games add)
        base_resident, base_objects = held()
        base_traced = traced_bytes() if trace else 0
        print(f"{games} games over {channels} channels; resident memory {base_resident / 1e6:.1f} MB and "
              f"{base_objects:,} tracked objects after start-up", flush=True)
        previous, started, moves = (base_resident, base_objects, base_traced), time.perf_counter(), 0
        kinds = object_types() if types else Counter()
        for number in range(1, games + 1):
            game = GAMES[(number - 1) % len(GAMES)]
            moves += await play_one(env, bot, host, rooms[(number - 1) % channels], game)
            await env.advance_time(between)
            forget_simcord_history(env)
            if number % window == 0:
                resident, objects = held()
                traced = traced_bytes() if trace else 0
                line = (f"games {number - window + 1:5}-{number:5}: {resident / 1e6:7.1f} MB resident "
                        f"{(resident - previous[0]) / window:+10,.0f} B/game, {objects:9,} objects "
                        f"{(objects - previous[1]) / window:+8.1f}/game")
                if trace:
                    line += f", {traced / 1e6:.2f} MB traced {(traced - previous[2]) / window:+,.0f} B/game"
                print(f"{line} ({moves / window:.0f} moves a game, "
                      f"{(time.perf_counter() - started) / window:.2f} s a game)", flush=True)
                previous, started, moves = (resident, objects, traced), time.perf_counter(), 0
                if types:
                    now_kinds = object_types()
                    grown = (now_kinds - kinds).most_common(6)
                    print("    grew most: " + ", ".join(f"{name} +{count / window:.1f}/game" for name, count in grown),
                          flush=True)
                    kinds = now_kinds
        resident, objects = held()
        print(f"\n{games} games: {(resident - base_resident) / games:+,.0f} bytes resident and "
              f"{(objects - base_objects) / games:+.1f} tracked objects per finished game overall", flush=True)
        print("long-lived maps (entries):")
        for name, size in sorted({**map_sizes(bot), **cache_sizes()}.items()):
            print(f"  {name:40} {size:8,}")
        if trace:
            top = tracemalloc.take_snapshot().filter_traces(NOT_SIMCORD).statistics("filename")[:8]
            print("largest holders (file: MB):")
            for stat in top:
                print(f"  {stat.traceback[0].filename[-60:]:60} {stat.size / 1e6:8.2f}")
            tracemalloc.stop()
        await bot.tables.close()
    await bot.store.close()


def main() -> None:
    logging.basicConfig(level=logging.ERROR)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="finished games to play (default 1000)")
    parser.add_argument("--window", type=int, default=100, help="games per measurement window (default 100)")
    parser.add_argument("--channels", type=int, default=50, help="channels the games are spread over (default 50)")
    parser.add_argument("--seconds-between", type=float, default=60.0,
                        help="SimCord seconds between two games (default 60)")
    parser.add_argument("--types", action="store_true",
                        help="after each window, the types of object that grew most (cheap: by garbage collector)")
    parser.add_argument("--trace", action="store_true",
                        help="also trace allocations by file with tracemalloc (slow: for finding a holder)")
    arguments = parser.parse_args()
    # The same private settle override as the SimCord tests (checked against simcord 3.2.1 only).
    if simcord.__version__ == "3.2.1":
        simcord.Env._settle_internal.__kwdefaults__["idle"] = 0.001
    # The database in memory-backed storage where there is one: the run measures memory, not the disk.
    shm = Path("/dev/shm")
    with tempfile.TemporaryDirectory(dir=shm if shm.is_dir() else None) as folder:
        asyncio.run(soak(arguments.games, arguments.window, arguments.channels, arguments.seconds_between,
                         Path(folder) / "soak.sqlite3", arguments.trace, arguments.types))


if __name__ == "__main__":
    main()
    sys.exit(0)
