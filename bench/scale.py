"""Many live tables in one process: the real bot through SimCord (the in-memory Discord), on the real clock.

    python -m bench.scale [--tables N ...] [--seconds S] [--backend sqlite|postgres|both] [--processes 1|2]
                          [--profile FILE]

N tables of mixed games (Tile Rummy, Rummy, Gin, RailRoad, Mü in turn), each with one person and computer players
at the normal pace. The person presses, as soon as it is their turn (or a claim window asks them), a control their
hand DM offers that the rules would accept (else their private panel, opened with "My hand"; else the claim call's
buttons). Every press goes the whole way: interaction -> table -> store commit -> answer -> table message edit.
Presses are sent as Discord sends them, without waiting for the bot to go quiet, so many are in flight at once.

Printed per run: actions/s (people and computers), press -> first answer p50/p99/max, answers deferred (a
"thinking..." or a deferred update before the answer) and the whole answer's p99 when deferred, table message behind
the game p50/p99 (from a move's commit to the first table edit drawn from it or a later version), event-loop lag
p50/p99/max, CPU ms per action (the whole process: bot, SimCord's simulated Discord and the people's choices, which
are also given alone), cores used, memory per table (resident size after the tables were opened, less before).

``--processes 2`` (PostgreSQL): two processes, each its own shard and its own simulated Discord with N tables, share
one database; their actions/s are added up and set beside one process with N tables. Discord sends every DM
interaction to shard 0, whose process hands a press for another shard's table over to its process
(``bot/discord/handoff.py``, tested in ``tests/discord/test_dm_handoff_postgres.py``); two simulated Discords in two
operating-system processes cannot hand one interaction between them, so the people of the second process play from
their private panels in the channel (an interaction of their own shard) instead of their hand DMs.
``--profile FILE``: cProfile of the measured window (one process), written to FILE and its top entries printed.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import logging
import os
import pstats
import random
import resource
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import simcord
from simcord import interactions as simcord_interactions
from simcord._runtime import _restore_loop
from simcord.backend import serializers

from bench.api_calls import acceptable, options_of
from bot.client import create_bot
from bot.config import Settings
from tests.pg_cluster import Unavailable, throwaway_cluster

GAMES = ("tiles", "rummy", "gin", "railroad", "mu")
SEATS = {"tiles": 3, "rummy": 3, "gin": 2, "railroad": 3, "mu": 4}
TARGETS = {"rummy": 500, "gin": 500, "mu": 300}  # long matches: the tables keep running through the measure
COMPONENT, BUTTON = 3, 2
ANSWER_TIMEOUT = 30.0
LOOP_TICK = 0.05


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def resident_bytes() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def custom_ids(components: Any) -> Iterator[str]:
    for component in components or []:
        if not isinstance(component, dict):
            component = component.to_dict()
        yield from custom_ids(component.get("components"))
        if component.get("accessory"):
            yield from custom_ids([component["accessory"]])
        if component.get("custom_id"):
            yield component["custom_id"]


def channel_of(message: Any) -> int:
    """The channel id of a message as SimCord stores it, or as a channel's history gives it."""
    stored = getattr(message, "channel_id", None)
    return int(stored if stored is not None else message.channel.id)


@dataclass
class Press:
    sent: float
    answered: asyncio.Future[None]
    record: Any = None  # SimCord's record of the interaction (the message its answer posted)
    first: float | None = None
    deferred: bool = False
    whole: float | None = None
    what: str = ""  # where it was pressed, what, and the table as it stood: listed if it is never answered


@dataclass
class Measure:
    """What the hooks collect; only what happens inside the measured window counts."""

    start: float = 0.0
    end: float = float("inf")
    actions: int = 0
    answers: list[float] = field(default_factory=list)
    deferred_wholes: list[float] = field(default_factory=list)
    deferred: int = 0
    unanswered: int = 0
    unanswered_presses: list[str] = field(default_factory=list)
    table_lags: list[float] = field(default_factory=list)
    loop_lags: list[float] = field(default_factory=list)
    choosing_cpu: float = 0.0
    finished: int = 0

    def counts(self, now: float) -> bool:
        return self.start <= now <= self.end


class RealClock:
    """SimCord's clock, from the instant it replaces SimCord's own: the real UTC time. Once SimCord's loop hooks
    are off, the bot reads the real clock (``discord.utils.utcnow``); SimCord's Discord must date its ids (an
    interaction's creation, a message's age) on that same clock, or every interaction looks months old to the bot
    (acknowledged at once) and every message too old to edit (posted anew)."""

    def __init__(self, virtual: Any) -> None:
        self._base, self._since = virtual.elapsed, time.perf_counter()
        self._epoch = datetime.now(UTC) - timedelta(seconds=virtual.elapsed)
        if self._epoch + timedelta(seconds=virtual.elapsed) < virtual.now():
            raise SystemExit("SimCord's clock is ahead of the real one: its ids would go back in time")

    @property
    def elapsed(self) -> float:
        return self._base + time.perf_counter() - self._since

    def now(self) -> datetime:
        return self._epoch + timedelta(seconds=self.elapsed)

    def advance(self, seconds: float) -> None:
        self._base += seconds


def on_the_real_clock(env: Any) -> None:
    """Let the bot run as in production once the tables are open: SimCord holds every timer of the bot until the
    bot has gone quiet (right for tests, where its clock stands still between steps), which hundreds of live tables
    never are. Its loop hooks come off and its clock follows real time; its Discord (REST and gateway) stays.
    Private SimCord internals, checked against simcord 3.2.1 only."""
    if simcord.__version__ != "3.2.1":
        raise SystemExit(f"bench.scale was checked against simcord 3.2.1, not {simcord.__version__}")
    _restore_loop(env)
    env.backend.clock = RealClock(env.backend.clock)


class Timed(list):  # type: ignore[type-arg]
    """Stands in for SimCord's log of REST calls: keeps none (a long run would hold every payload), only tells the
    bench of each call as it is made."""

    def __init__(self, on_call: Any) -> None:
        super().__init__()
        self.on_call = on_call

    def append(self, entry: Any) -> None:
        self.on_call(entry)


class Dropped(list):  # type: ignore[type-arg]
    """Stands in for SimCord's transcript: keeps nothing, so a long run at hundreds of tables does not hold every
    event it ever logged."""

    def append(self, entry: Any) -> None:
        """The entry is let go."""


class Harness:
    """One bot in one simulated Discord, N tables, their people, and the hooks that time them."""

    def __init__(self, bot: Any, env: Any, measure: Measure, *, dms_reach_us: bool = True) -> None:
        self.bot, self.env, self.measure = bot, env, measure
        self.dms_reach_us = dms_reach_us  # False: this process does not run shard 0 (see the module's doc)
        self.presses: dict[str, Press] = {}  # interaction token -> press
        self.changed: dict[int, asyncio.Event] = {}  # game id -> set at every change
        self.committed: dict[int, dict[int, float]] = {}  # game id -> version -> commit time
        self.last_version: dict[int, int] = {}
        self.drawn_version: dict[int, int] = {}  # game id -> version the table message being drawn shows
        self.shown_version: dict[int, int] = {}
        self.by_channel: dict[int, Any] = {}
        env.backend.http_requests = Timed(self.on_call)
        env.backend.transcript = Dropped()
        self._hook()

    def _hook(self) -> None:
        manager, presenter = self.bot.tables, self.bot.presenter
        after_change, table_message = manager.after_change, presenter.table_message

        async def after_change_timed(table: Any, events: Any) -> None:
            now = time.perf_counter()
            previous = self.last_version.get(table.id, table.version)
            if table.version > previous and self.measure.counts(now):
                self.measure.actions += table.version - previous
                if table.status == "finished":
                    self.measure.finished += 1
            for version in range(previous + 1, table.version + 1):
                self.committed.setdefault(table.id, {})[version] = now
            self.last_version[table.id] = max(previous, table.version)
            self.changed.setdefault(table.id, asyncio.Event()).set()
            await after_change(table, events)

        async def table_message_drawn(table: Any, locale: str) -> Any:
            self.drawn_version[table.id] = table.version
            return await table_message(table, locale)

        manager.after_change = after_change_timed
        presenter.table_message = table_message_drawn

    def on_call(self, entry: Any) -> None:
        now = time.perf_counter()
        parts = entry.path.strip("/").split("/")
        if parts[0] == "interactions" and len(parts) >= 3:
            press = self.presses.get(parts[2])
            if press is not None and press.first is None:
                press.first = now
                press.deferred = isinstance(entry.json, dict) and entry.json.get("type") in (5, 6)
                if not press.deferred:
                    press.whole = now
                    press.answered.set_result(None) if not press.answered.done() else None
        elif parts[0] == "webhooks" and len(parts) >= 3:
            press = self.presses.get(parts[2])
            if press is not None and press.whole is None and press.first is not None:
                press.whole = now
                if not press.answered.done():
                    press.answered.set_result(None)
        elif parts[0] == "channels" and len(parts) == 4 and parts[2] == "messages" and entry.method == "PATCH":
            table = self.by_channel.get(int(parts[1]))
            if table is not None and table.record.message_id == int(parts[3]):
                self._table_shown(table, now)

    def _table_shown(self, table: Any, now: float) -> None:
        shown = self.drawn_version.get(table.id, table.version)
        before = self.shown_version.get(table.id, 0)
        commits = self.committed.get(table.id, {})
        for version in range(before + 1, shown + 1):
            at = commits.pop(version, None)
            if at is not None and self.measure.counts(at):
                self.measure.table_lags.append(now - at)
        self.shown_version[table.id] = max(before, shown)

    # -- pressing ----------------------------------------------------------------------------------------------

    def press(self, user_id: int, guild_id: int | None, message: Any, custom_id: str, value: str | None) -> Press:
        """Send the click as Discord would, and return at once (the answer is awaited on ``Press.answered``)."""
        backend = self.env.backend
        stored = backend.get_message(channel_of(message), message.id)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": BUTTON if value is None else COMPONENT}
        if value is not None:
            data["values"] = [value]
        record, payload = simcord_interactions.base_payload(
            backend, type=COMPONENT, channel_id=stored.channel_id, guild_id=guild_id, user_id=user_id, data=data)
        payload["message"] = dict(serializers.message_payload(backend, stored))
        record.source_message_id = stored.id
        press = Press(time.perf_counter(), asyncio.get_running_loop().create_future(), record)
        self.presses[record.token] = press
        backend.emit("INTERACTION_CREATE", payload)
        return press

    async def settle_press(self, press: Press) -> Press | None:
        try:
            await asyncio.wait_for(asyncio.shield(press.answered), ANSWER_TIMEOUT)
        except TimeoutError:
            if self.measure.counts(press.sent):
                self.measure.unanswered += 1
                refused = not getattr(press.record, "responded", True)
                self.measure.unanswered_presses.append(
                    f"{press.what}; first answer {'none' if press.first is None else 'deferred only'}"
                    f"{' and refused (after 3 s)' if press.first is not None and refused else ''}")
            return None
        if not getattr(press.record, "responded", True):
            # The first answer was sent after Discord's 3 seconds and refused: the player saw "This interaction
            # failed", whatever came after.
            if self.measure.counts(press.sent):
                self.measure.unanswered += 1
                self.measure.unanswered_presses.append(f"{press.what}; first answer refused (after 3 s)")
            return None
        if self.measure.counts(press.sent) and press.first is not None:
            self.measure.answers.append(press.first - press.sent)
            if press.deferred and press.whole is not None:
                self.measure.deferred += 1
                self.measure.deferred_wholes.append(press.whole - press.sent)
        return press


class Person:
    """The one person at a table: presses what they are shown as soon as it is theirs to press."""

    def __init__(self, harness: Harness, table: Any, seat: int, member: Any, channel: Any, seed: int) -> None:
        self.harness, self.table, self.seat, self.member, self.channel = harness, table, seat, member, channel
        self.random = random.Random(seed)
        self.panel: Any = None  # their private panel in the channel, once opened
        self.tried: set[tuple[int, int, str, str | None]] = set()  # presses that changed nothing, at a version

    def _choices(self, message: Any) -> list[tuple[str, str | None]]:
        started = time.thread_time()
        version = self.table.version
        options = [(cid, value) for cid, value in options_of(message)
                   if "hint" not in cid and (version, message.id, cid, value) not in self.tried]
        self.random.shuffle(options)
        chosen = []
        for custom_id, value in options:
            if acceptable(self.table, self.seat, custom_id, value) is not None:
                chosen.append((custom_id, value))
                break
        self.harness.measure.choosing_cpu += time.thread_time() - started
        return chosen

    def _newest(self, channel_id: int, count: int) -> list[Any]:
        """The newest ``count`` messages of a channel as SimCord stores them, newest first (read directly: building
        discord.py messages from them, as a channel's history does, would cost the process more than the bot)."""
        stored = self.harness.env.backend.messages.get(channel_id, {})
        return list(reversed(list(stored.values())[-count:]))

    def _dms(self) -> list[Any]:
        """Their newest DMs (the one with controls that still work may not be the very last)."""
        dm = self.member.user.dm_channel
        return [] if dm is None else self._newest(dm.id, 3)

    def _claim_call(self) -> Any:
        for message in self._newest(self.channel.id, 6):
            if any(cid.startswith("rb:win:") for cid, _value in options_of(message)):
                return message
        return None

    async def _press(self, message: Any, in_guild: bool, custom_id: str, value: str | None) -> Any:
        guild_id = self.channel.guild.id if in_guild else None
        press = self.harness.press(self.member.id, guild_id, message, custom_id, value)
        press.what = self.describe(custom_id, value, "channel" if in_guild else "DM")
        return await self.harness.settle_press(press)

    def describe(self, custom_id: str, value: str | None, where: str) -> str:
        table = self.table
        return (f"{table.kind} table {table.id} v{table.version} {table.status}, seat {self.seat} "
                f"(to act {table.to_act()}, claim window {table.in_claim_window()}): {where} {custom_id!r}"
                f"{'' if value is None else f' = {value!r}'}")

    async def _open_panel(self) -> None:
        table_message = self.harness.env.backend.get_message(self.channel.id, self.table.record.message_id)
        hand = next((cid for cid in custom_ids(table_message.components) if cid.startswith("rb:hand:")), None)
        if hand is None:
            return
        press = self.harness.press(self.member.id, self.channel.guild.id, table_message, hand, None)
        press.what = self.describe(hand, None, "table message")
        if await self.harness.settle_press(press) is not None and press.record.message_id is not None:
            self.panel = self.harness.env.backend.get_message(self.channel.id, press.record.message_id)

    async def turn(self) -> bool:
        """One press if there is one to make; whether it changed the table. A press that changed nothing is not
        made again at that version (a person does not hammer a button that answers "not your turn")."""
        version = self.table.version
        dms = self._dms() if self.harness.dms_reach_us else []
        sources = [*(("dm", message) for message in dms), ("panel", self.panel), ("call", self._claim_call())]
        for source, message in sources:
            if message is None:
                continue
            if source == "panel":  # the stored panel, as it is now
                message = self.harness.env.backend.get_message(channel_of(message), message.id)
            chosen = self._choices(message)
            if chosen:
                custom_id, value = chosen[0]
                await self._press(message, source != "dm", custom_id, value)
                if self.table.version == version:
                    self.tried.add((version, message.id, custom_id, value))
                    return False
                self.tried.clear()
                return True
        await self._open_panel()
        return False

    async def play(self, until: float) -> None:
        changed = self.harness.changed.setdefault(self.table.id, asyncio.Event())
        while time.perf_counter() < until and self.table.status == "running":
            changed.clear()
            if self.seat in self.table.to_act() and await self.turn():
                continue
            with suppress(TimeoutError):
                await asyncio.wait_for(changed.wait(), 1.0)


async def loop_lag(measure: Measure, until: float) -> None:
    while time.perf_counter() < until:
        asked = time.perf_counter()
        await asyncio.sleep(LOOP_TICK)
        late = time.perf_counter() - asked - LOOP_TICK
        if measure.counts(asked):
            measure.loop_lags.append(late)


async def open_tables(env: Any, bot: Any, harness: Harness, count: int, shard: int | None) -> list[Person]:
    """Open every lobby through Discord, then put the bot on the real clock and start every table."""
    if shard:
        # Each process's simulated Discord allocates ids from its own clock: keep their channels apart (Discord's
        # ids never collide; one open game per channel holds across the shared database).
        await env.advance_time(3600.0 * shard)
    guild = env.create_guild("Scale", **({"shard_id": shard} if shard is not None else {}))
    lobbies = []
    for index in range(count):
        game = GAMES[index % len(GAMES)]
        channel = guild.create_text_channel(f"{game}-{index}")
        member = guild.add_member(env.create_user(f"person{index}"))
        options: dict[str, Any] = {"game": game}
        if game in TARGETS:
            options["target"] = TARGETS[game]
        await member.slash(channel, "game new", **options)
        table = bot.tables.get(channel.id)
        await bot.tables.lobby.configure(table, member.id, preset=None, overrides={}, turn_seconds=None, ai_pace="normal")
        for _ in range(SEATS[game] - 1):  # as /game addbot does, without a simulated command each (opening is faster)
            await bot.tables.lobby.add_ai(table, member.id, "medium", may_manage=True,
                                    name=lambda number: f"AI {number}")
        lobbies.append((index, table, member, channel))
    on_the_real_clock(env)
    people = []
    for index, table, member, channel in lobbies:
        if table.status == "lobby":  # (a lobby may have started itself once full)
            await bot.tables.lobby.start(table, member.id, may_manage=True)
        harness.by_channel[channel.id] = table
        harness.last_version[table.id] = table.version
        harness.shown_version[table.id] = table.version
        people.append(Person(harness, table, table.seat_of(member.id), member, channel, index))
    return people


def settings_for(database_path: Path, database_url: str | None, shards: tuple[int, int] | None) -> Settings:
    sharding: dict[str, Any] = {"shard_count": 1}
    if shards is not None:
        sharding = {"shard_count": shards[1], "shard_ids": (shards[0],)}
    return Settings(token=None, database_path=database_path, database_url=database_url, rng_seed=5,
                    sync_commands=True, **sharding)


async def run_one(count: int, seconds: float, warmup: float, database_path: Path, database_url: str | None,
                  shards: tuple[int, int] | None = None, profile: str | None = None) -> dict[str, Any]:
    if simcord.__version__ == "3.2.1":  # the same private settle override as the SimCord tests
        simcord.Env._settle_internal.__kwdefaults__["idle"] = 0.001
    bot = create_bot(settings_for(database_path, database_url, shards))
    measure = Measure()
    # A shared machine and a durable PostgreSQL can take more than SimCord's 5 s to settle one command of the opening.
    async with simcord.run(bot, settle_timeout=120.0) as env:
        harness = Harness(bot, env, measure, dms_reach_us=shards is None or shards[0] == 0)
        memory_before = resident_bytes()
        opened = time.perf_counter()
        people = await open_tables(env, bot, harness, count, None if shards is None else shards[0])
        opened = time.perf_counter() - opened
        memory_after = resident_bytes()
        if shards is not None:  # one of two processes: both measure the same window, once both are open
            print("opened", flush=True)
            await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        now = time.perf_counter()
        measure.start, measure.end = now + warmup, now + warmup + seconds
        until = measure.end + 0.5
        players = [asyncio.get_running_loop().create_task(p.play(until)) for p in people]
        lag = asyncio.get_running_loop().create_task(loop_lag(measure, until))
        await asyncio.sleep(warmup)
        profiler = cProfile.Profile() if profile else None
        cpu, wall = cpu_seconds(), time.perf_counter()
        if profiler is not None:
            profiler.enable()
        await asyncio.sleep(max(0.0, measure.end - time.perf_counter()))
        if profiler is not None:
            profiler.disable()
        cpu, wall = cpu_seconds() - cpu, time.perf_counter() - wall
        load = os.getloadavg()[0]  # the machine's, at the end of the measured window
        await asyncio.gather(*players, lag, return_exceptions=True)
        await bot.tables.close()  # the computers stop first: a drawing round is owed while any table plays on
        await bot.presenter.drain()
    await bot.store.close()
    if profiler is not None and profile:
        profiler.dump_stats(profile)
    return {
        "tables": count, "seconds": wall, "opened_s": opened, "actions": measure.actions,
        "answers": measure.answers, "deferred": measure.deferred, "deferred_wholes": measure.deferred_wholes,
        "unanswered": measure.unanswered, "unanswered_presses": measure.unanswered_presses, "table_lags": measure.table_lags, "loop_lags": measure.loop_lags,
        "cpu": cpu, "choosing_cpu": measure.choosing_cpu, "finished": measure.finished,
        "memory_per_table": (memory_after - memory_before) / max(1, count), "load": load,
    }


def summary(label: str, result: dict[str, Any]) -> str:
    ms = 1000.0
    answers, lags, loop = result["answers"], result["table_lags"], result["loop_lags"]
    actions = max(1, result["actions"])
    deferred = result["deferred"]
    whole = (f" (whole answer p99 {percentile(result['deferred_wholes'], 0.99):.2f} s)" if deferred else "")
    return (
        f"{label}: {result['actions'] / result['seconds']:.1f} actions/s | press->answer p50 "
        f"{percentile(answers, 0.5) * ms:.0f} ms, p99 {percentile(answers, 0.99) * ms:.0f} ms, max "
        f"{max(answers, default=float('nan')) * ms:.0f} ms ({len(answers)} presses) | deferred {deferred} "
        f"({100 * deferred / max(1, len(answers)):.0f}%){whole}, unanswered (or first answer after 3 s) {result['unanswered']} | table behind "
        f"p50 {percentile(lags, 0.5):.2f} s, p99 {percentile(lags, 0.99):.2f} s | loop lag p50 "
        f"{percentile(loop, 0.5) * ms:.0f} ms, p99 {percentile(loop, 0.99) * ms:.0f} ms, max "
        f"{max(loop, default=float('nan')) * ms:.0f} ms | CPU {result['cpu'] * ms / actions:.1f} ms/action "
        f"(people's choices {result['choosing_cpu'] * ms / actions:.1f}), {result['cpu'] / result['seconds']:.2f} "
        f"cores (machine load {result['load']:.1f}) | {result['memory_per_table'] / 1024:.0f} KiB/table | games "
        f"finished {result['finished']}"
    )


def print_unanswered(result: dict[str, Any], most: int = 20) -> None:
    for line in result["unanswered_presses"][:most]:
        print(f"  unanswered: {line}", flush=True)


def print_profile(path: str, top: int = 25) -> None:
    print(f"\nprofile of the measured window ({path}), by own time then by cumulative time:")
    stats = pstats.Stats(path)
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)


@contextmanager
def postgres_server() -> Iterator[str | None]:
    try:
        with throwaway_cluster(durable=True) as url:
            yield url
    except Unavailable as reason:
        print(f"postgres: skipped ({reason})")
        yield None


def worker_command(count: int, seconds: float, warmup: float, url: str, shard: int) -> list[str]:
    return [sys.executable, "-m", "bench.scale", "--tables", str(count), "--seconds", str(seconds),
            "--warmup", str(warmup), "--worker", url, "--shard", str(shard)]


async def migrate(url: str) -> None:
    """The schema is made once, before two processes open the database at the same time."""
    from bot.store import make_store

    store = make_store(url, Path("unused.sqlite3"), clock=time.time)
    await store.open()
    await store.close()


def two_processes(count: int, seconds: float, warmup: float, url: str) -> list[dict[str, Any]]:
    asyncio.run(migrate(url))
    workers = [subprocess.Popen(worker_command(count, seconds, warmup, url, shard), stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True) for shard in (0, 1)]
    for worker in workers:  # each says when its tables are open; then both start at once
        assert worker.stdout is not None
        while worker.stdout.readline().strip() != "opened":
            if worker.poll() is not None:
                raise SystemExit(f"a worker stopped before its tables were open ({worker.returncode})")
    results = []
    for worker in workers:
        assert worker.stdin is not None
        worker.stdin.write("go\n")
        worker.stdin.flush()
    for worker in workers:
        out, _ = worker.communicate()
        results.append(json.loads(out.strip().splitlines()[-1]))
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[25, 100, 200])
    parser.add_argument("--seconds", type=float, default=60.0, help="length of the measured window")
    parser.add_argument("--warmup", type=float, default=10.0, help="seconds played before the window opens")
    parser.add_argument("--backend", choices=("sqlite", "postgres", "both"), default="sqlite")
    parser.add_argument("--processes", type=int, choices=(1, 2), default=1,
                        help="2: also two processes sharing one PostgreSQL database")
    parser.add_argument("--profile", metavar="FILE", help="cProfile the measured window (one process)")
    parser.add_argument("--worker", metavar="URL", help=argparse.SUPPRESS)
    parser.add_argument("--shard", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING if os.environ.get("SCALE_LOG") else logging.ERROR)

    if args.worker:  # one of two processes: prints its figures as one JSON line
        with tempfile.TemporaryDirectory() as folder:
            result = asyncio.run(run_one(args.tables[0], args.seconds, args.warmup, Path(folder) / "unused.sqlite3",
                                         args.worker, shards=(args.shard, 2)))
        print(json.dumps(result))
        return

    print(f"bench.scale: {args.seconds:.0f} s measured after {args.warmup:.0f} s, mixed games "
          f"({', '.join(GAMES)}), one person per table, computers at the normal pace", flush=True)
    backends = ("sqlite", "postgres") if args.backend == "both" else (args.backend,)
    for backend in backends:
        for count in args.tables:
            with tempfile.TemporaryDirectory() as folder:
                path = Path(folder) / "scale.sqlite3"
                if backend == "sqlite":
                    result = asyncio.run(run_one(count, args.seconds, args.warmup, path, None, profile=args.profile))
                    print(summary(f"{count} tables (SQLite)", result), flush=True)
                    print_unanswered(result)
                    continue
                with postgres_server() as url:
                    if url is None:
                        break
                    result = asyncio.run(run_one(count, args.seconds, args.warmup, path, url, profile=args.profile))
                    print(summary(f"{count} tables (PostgreSQL)", result), flush=True)
                    print_unanswered(result)
                if args.processes == 2:
                    with postgres_server() as url:
                        if url is None:
                            break
                        both = two_processes(count, args.seconds, args.warmup, url)
                    for shard, part in enumerate(both):
                        print(summary(f"  process {shard + 1} of 2, {count} tables (PostgreSQL)", part), flush=True)
                        print_unanswered(part)
                    together = sum(p["actions"] / p["seconds"] for p in both)
                    alone = result["actions"] / result["seconds"]
                    print(f"  two processes together: {together:.1f} actions/s, {together / max(alone, 1e-9):.2f}x "
                          f"one process", flush=True)
            if args.profile:
                print_profile(args.profile)


if __name__ == "__main__":
    try:
        main()
    except BaseException:
        # A failed run must end: threads left behind (the store's, the drawing pool) would keep the process alive.
        traceback.print_exc()
        sys.stdout.flush()
        os._exit(1)
