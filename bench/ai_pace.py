"""Computer players at every pace, on real tables with real timers, beside a quick human, on fast and slow storage.

``python -m bench.ai_pace [--games N] [--moves N] [--scale F] [--latency S] [--kind K ...] [--pace P ...]``

Every game kind, every pace ("instant", "normal", "slow") and two stores: SQLite as it is, and SQLite behind a
wrapper that sleeps ``--latency`` seconds (default 5 ms) before every SQL statement. One human seat plays quickly
(an easy computer player choosing from the committed table, with stale clicks refused as in Discord); the other
seats are computer players run by the table's own timers. Paces are scaled by ``--scale`` (default 0.02: "normal"
is 30 ms, "slow" 80 ms) so the run stays short; what is measured is how far a due computer seat's wait goes beyond
its pace, which does not depend on the scale.

Prints, per game, pace and store: computer moves played, illegal computer choices (goal 0), the longest wait of a
due computer seat (goal: its pace plus a few statements' latency) and how many seats stalled (goal 0).

The same driver is used by the tests (``tests/tables/test_ai_pace.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot import tables as tables_module
from bot.games import make_player
from bot.rules import registry
from bot.rules.base import Refused
from bot.store import ActionLog, GameRecord, RatingRow, ResultRow, SQLiteStore
from bot.tables import Table, TableManager
from tests.game_facts import facts

GAMES = tuple(registry.BUILTIN_GAMES)
PACES = ("instant", "normal", "slow")
LEVELS = ("easy", "medium", "hard")
ILLEGAL_MESSAGE = "chose an illegal move"


# -- slow storage -------------------------------------------------------------------------------------------------


class _SlowCall:
    """One statement: waits, then runs on the real connection; awaitable and usable as ``async with``."""

    def __init__(self, latency: float, start: Any) -> None:
        self._latency, self._start, self._cursor = latency, start, None

    async def _run(self) -> Any:
        await asyncio.sleep(self._latency)
        return await self._start()

    def __await__(self) -> Any:
        return self._run().__await__()

    async def __aenter__(self) -> Any:
        self._cursor = await self._run()
        return self._cursor

    async def __aexit__(self, *exc: object) -> None:
        if self._cursor is not None:
            await self._cursor.close()


class _SlowConnection:
    def __init__(self, connection: Any, latency: float) -> None:
        self._connection, self._latency = connection, latency

    def execute(self, sql: str, parameters: Sequence[Any] = ()) -> _SlowCall:
        return _SlowCall(self._latency, lambda: self._connection.execute(sql, parameters))

    def executemany(self, sql: str, rows: Any) -> _SlowCall:
        return _SlowCall(self._latency, lambda: self._connection.executemany(sql, rows))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._connection, name)


class SlowSQLiteStore(SQLiteStore):
    """Real SQLite, but every SQL statement first waits ``latency`` seconds (a remote or busy disk)."""

    def __init__(self, path: Path | str, latency: float, **kwargs: Any) -> None:
        super().__init__(path, **kwargs)
        self.latency = latency

    @property
    def db(self) -> Any:
        return _SlowConnection(super().db, self.latency)


# -- what was committed, and when --------------------------------------------------------------------------------


@dataclass
class Commit:
    version: int
    at: float
    seat: int | None
    cause: str
    ai_awaited: tuple[int, ...]  # computer seats awaited once this commit is made


@dataclass
class Figures:
    kind: str
    pace: str
    slow: bool
    pace_seconds: float
    ai_moves: int = 0
    illegal: int = 0
    stalls: int = 0
    errors: int = 0  # errors logged by the tables, or a game that broke off with an exception
    waits: list[float] = field(default_factory=list)

    @property
    def longest_wait(self) -> float:
        return max(self.waits, default=0.0)

    def line(self) -> str:
        median = statistics.median(self.waits) if self.waits else 0.0
        store = "slow storage" if self.slow else "SQLite"
        return (f"{self.kind:9} {self.pace:8} {store:13} pace {self.pace_seconds * 1e3:6.1f} ms: "
                f"{self.ai_moves:4} computer moves, {self.illegal} illegal, {self.stalls} stalled, "
                f"{self.errors} errors, "
                f"wait median {median * 1e3:6.1f} ms, longest {self.longest_wait * 1e3:7.1f} ms "
                f"(beyond pace {max(0.0, self.longest_wait - self.pace_seconds) * 1e3:6.1f} ms)")


class _Recorder(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.illegal = 0
        self.errors = 0

    def emit(self, record: logging.LogRecord) -> None:
        if ILLEGAL_MESSAGE in record.getMessage():
            self.illegal += 1
        else:
            self.errors += 1


class _Listener:
    """Like the Discord side: takes ``delay`` seconds per update and, as the real presenter does, saves a message id
    through the table's own transaction now and then (so the listener also takes the table's lock)."""

    def __init__(self, manager: TableManager, delay: float) -> None:
        self.manager = manager
        self.delay = delay
        self.updates = 0

    async def on_update(self, table: Table, events: Sequence[Any]) -> None:
        self.updates += 1
        await asyncio.sleep(self.delay)  # drawing the table and editing the message take a while
        if self.updates % 7 == 0 and table.status in ("lobby", "running"):
            async with table.lock, table.transaction() as record:
                record.message_id = self.updates
                await self.manager.store.save_game(record)

    async def on_reminder(self, table: Table, seat: int) -> None:
        return None

    def on_dropped(self, table: Table) -> None:
        return None  # (nothing is kept per table here)


def watch_commits(manager: TableManager, commits: dict[int, list[Commit]], clock: Any = time.monotonic) -> None:
    """Record every committed action of every table (time, version, actor, computer seats then awaited)."""
    store = manager.store
    original = store.save_game

    async def save_game(game: GameRecord, action: ActionLog | None = None, results: Sequence[ResultRow] = (),
                        ratings: Sequence[RatingRow] = ()) -> None:
        await original(game, action, results, ratings)
        if action is None or game.id is None or game.state is None:
            return
        table = manager.by_id(game.id)
        if table is None:
            return
        rules = table.rules
        state = rules.state_from_json(game.state)
        awaited = () if rules.is_over(state) else tuple(
            s for s in rules.to_act(state) if game.seats[s].is_ai
        )
        cause = str(action.action.get("cause", "")) if isinstance(action.action, dict) else ""
        commits.setdefault(game.id, []).append(Commit(game.version, clock(), action.seat, cause, awaited))

    store.save_game = save_game  # type: ignore[method-assign]


def due_waits(commits: Sequence[Commit]) -> list[float]:
    """For each computer move: time since that seat became due (it became awaited, or made its previous step)."""
    waits = []
    for index, commit in enumerate(commits):
        if commit.cause != "ai" or commit.seat is None or index == 0:
            continue
        due_from = index - 1
        while due_from > 0:
            before = commits[due_from]
            if before.seat == commit.seat or commit.seat not in commits[due_from - 1].ai_awaited:
                break
            due_from -= 1
        waits.append(commit.at - commits[due_from].at)
    return waits


# -- the human -----------------------------------------------------------------------------------------------------


async def human_player(table: Table, seat: int, rng: random.Random, delay: float, stop: asyncio.Event) -> None:
    """Plays its seat from the committed table, a few milliseconds after every change; stale moves are refused."""
    player = make_player(table.kind, "easy", random.Random(rng.random()))
    while table.status == "running" and not stop.is_set():
        await asyncio.sleep(rng.uniform(0.0, delay))
        version, state = table.version, table.state
        if table.status != "running" or seat not in table.rules.to_act(state):
            continue
        legal = list(table.rules.legal(state, seat))
        if not legal:
            continue
        action = player.choose(table.rules.view(state, seat), legal)
        try:
            await table.act(seat, action, expected_version=version)
        except Refused:  # the game's refusal or the table's ("moved on")
            continue


# -- one run -------------------------------------------------------------------------------------------------------


async def run(
    kind: str, pace: str, *, games: int, moves: int, slow: bool, latency: float = 0.005, scale: float = 0.02,
    directory: Path, stall_after: float = 3.0, first_seed: int = 1, listener_delay: float = 0.01,
) -> Figures:
    """``games`` seeded tables of ``kind`` at ``pace``, each until it ends or its computer seats made ``moves``."""
    paces = {name: seconds * scale for name, seconds in tables_module.AI_PACE_SECONDS.items()}
    figures = Figures(kind, pace, slow, paces[pace])
    recorder = _Recorder()
    logging.getLogger("bot.tables").addHandler(recorder)
    saved_paces = dict(tables_module.AI_PACE_SECONDS)
    tables_module.AI_PACE_SECONDS.update(paces)
    path = directory / f"{kind}-{pace}-{'slow' if slow else 'fast'}.sqlite3"
    store: SQLiteStore = SlowSQLiteStore(path, latency) if slow else SQLiteStore(path)
    await store.open()
    manager = TableManager(store, rng_seed=first_seed, timeouts_before_ai=0)
    manager.listener = _Listener(manager, listener_delay)
    commits: dict[int, list[Commit]] = {}
    watch_commits(manager, commits)
    try:
        for seed in range(first_seed, first_seed + games):
            try:
                await _one_game(manager, kind, pace, seed, moves, stall_after + paces[pace], commits, figures)
            except Exception:
                logging.getLogger(__name__).exception("game %s broke off", seed)
                figures.errors += 1
    finally:
        await manager.close()
        tables_module.AI_PACE_SECONDS.clear()
        tables_module.AI_PACE_SECONDS.update(saved_paces)
        logging.getLogger("bot.tables").removeHandler(recorder)
        await store.close()
    figures.illegal = recorder.illegal
    figures.errors += recorder.errors
    return figures


async def _one_game(manager: TableManager, kind: str, pace: str, seed: int, moves: int, stall_after: float,
                    commits: dict[int, list[Commit]], figures: Figures) -> None:
    rng = random.Random(seed)
    table = await manager.lobby.open_lobby(guild_id=1, channel_id=1000 + seed, kind=kind, host_id=1, host_name="human",
                                     turn_seconds=3600)
    for index in range(facts(kind).seats - 1):
        await manager.lobby.add_ai(table, 1, LEVELS[(seed + index) % len(LEVELS)])
    await manager.lobby.configure(table, 1, preset=None, overrides={}, turn_seconds=3600, ai_pace=pace)
    await manager.lobby.start(table, 1)
    stop = asyncio.Event()
    human = asyncio.create_task(human_player(table, 0, rng, 0.004, stop))
    try:
        while table.status == "running":
            await asyncio.sleep(0.01)
            played = commits.get(table.id, [])
            if sum(c.cause == "ai" for c in played) >= moves:
                break
            last = played[-1].at if played else time.monotonic()
            awaited_ai = [s for s in table.to_act() if table.seats[s].is_ai]
            if awaited_ai and time.monotonic() - last > stall_after:
                figures.stalls += 1
                figures.waits.append(time.monotonic() - last)
                break
    finally:
        stop.set()
        await human
        if table.status in ("lobby", "running"):
            await manager.lobby.cancel(table, 1)
    played = commits.get(table.id, [])
    figures.ai_moves += sum(c.cause == "ai" for c in played)
    figures.waits.extend(due_waits(played))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ai_pace", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="seeded games per game kind, pace and store")
    parser.add_argument("--moves", type=int, default=30, help="computer moves per game before it is stopped")
    parser.add_argument("--scale", type=float, default=0.02, help="factor applied to every pace")
    parser.add_argument("--latency", type=float, default=0.005, help="seconds per SQL statement, slow storage")
    parser.add_argument("--listener", type=float, default=0.01,
                        help="seconds the Discord side takes per update (drawing, editing the message)")
    parser.add_argument("--kind", action="append", choices=GAMES, help="only these games (repeatable)")
    parser.add_argument("--pace", action="append", choices=PACES, help="only these paces (repeatable)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.CRITICAL)  # counted, not printed
    print(f"computer pace: {args.games} games x {args.moves} computer moves per game, pace, store; paces x "
          f"{args.scale}, slow storage {args.latency * 1e3:.1f} ms per statement, {args.listener * 1e3:.0f} ms per "
          "update on the Discord side")
    worst_beyond, illegal, stalls, errors = 0.0, 0, 0, 0
    with tempfile.TemporaryDirectory() as directory:
        for kind in args.kind or GAMES:
            for pace in args.pace or PACES:
                for slow in (False, True):
                    figures = asyncio.run(run(kind, pace, games=args.games, moves=args.moves, slow=slow,
                                              latency=args.latency, scale=args.scale, directory=Path(directory),
                                              listener_delay=args.listener))
                    print("  " + figures.line(), flush=True)
                    worst_beyond = max(worst_beyond, figures.longest_wait - figures.pace_seconds)
                    illegal += figures.illegal
                    stalls += figures.stalls
                    errors += figures.errors
    print(f"all: {illegal} illegal computer choices (goal 0), {stalls} stalled seats (goal 0), {errors} errors "
          f"(goal 0), longest wait beyond the pace {worst_beyond * 1e3:.1f} ms")
    return 0 if illegal == stalls == errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
