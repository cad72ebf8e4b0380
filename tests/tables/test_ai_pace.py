"""Computer seats at every pace, beside a human, on storage that yields or sleeps at every SQL statement: a computer
always chooses from a committed state (0 illegal choices), a due computer move is never lost, and no computer seat
waits longer than its pace."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random

import pytest

from bench.ai_pace import (
    GAMES,
    ILLEGAL_MESSAGE,
    LEVELS,
    Commit,
    SlowSQLiteStore,
    due_waits,
    run,
    watch_commits,
)
from bot.games import make_player
from bot.rules.base import Refused
from bot.tables import AI_PACE_SECONDS, TableManager
from tests.game_facts import facts
from tests.tables.test_table_manager import FakeClock, Recorder


class SlowRecorder(Recorder):
    """The Discord side takes a few event-loop turns per update, and saves a message id now and then."""

    def __init__(self, manager: TableManager) -> None:
        super().__init__()
        self.manager = manager

    async def on_update(self, table, events) -> None:  # type: ignore[no-untyped-def]
        await super().on_update(table, events)
        for _ in range(3):
            await asyncio.sleep(0)
        if len(self.updates) % 5 == 0 and table.status == "running":
            async with table.lock, table.transaction() as record:
                record.message_id = len(self.updates)
                await self.manager.store.save_game(record)


async def human_step(table, seat: int, player) -> None:  # type: ignore[no-untyped-def]
    version, state = table.version, table.state
    if table.status != "running" or seat not in table.rules.to_act(state):
        return
    legal = list(table.rules.legal(state, seat))
    with contextlib.suppress(Refused):
        await table.act(seat, player.choose(table.rules.view(state, seat), legal), expected_version=version)


async def fire_while_due(manager: TableManager, table) -> None:  # type: ignore[no-untyped-def]
    """As the timer task does: fire again as long as something is due and firing moves the table."""
    for _ in range(10):
        version = table.version
        await manager.clocks.fire_due(table)
        if table.version == version:
            return


async def fake_clock_game(tmp_path, kind: str, pace: str, seed: int, moves: int) -> list[Commit]:
    """One seeded game on a fake clock: each step moves the clock on and runs the timers and the human at once."""
    clock = FakeClock()
    store = SlowSQLiteStore(tmp_path / f"{kind}-{pace}-{seed}.sqlite3", latency=0.0, clock=clock)
    await store.open()
    manager = TableManager(store, clock=clock, rng_seed=seed, timeouts_before_ai=0, run_timers=False)
    manager.listener = SlowRecorder(manager)
    commits: dict[int, list[Commit]] = {}
    watch_commits(manager, commits, clock)
    try:
        table = await manager.lobby.open_lobby(guild_id=1, channel_id=10, kind=kind, host_id=1, host_name="human",
                                         turn_seconds=3600)
        for index in range(facts(kind).seats - 1):
            await manager.lobby.add_ai(table, 1, LEVELS[(seed + index) % len(LEVELS)])
        await manager.lobby.configure(table, 1, preset=None, overrides={}, turn_seconds=3600, ai_pace=pace)
        await manager.lobby.start(table, 1)
        human = make_player(kind, "easy", random.Random(seed))
        step = AI_PACE_SECONDS[pace] / 3 or 0.1
        for _ in range(moves * 8):
            played = commits.get(table.id, [])
            if table.status != "running" or sum(c.cause == "ai" for c in played) >= moves:
                break
            computers = [s for s in table.to_act() if table.seats[s].is_ai]
            if computers:
                deadline = table.deadline("ai")
                assert deadline is not None, f"{kind}: computer seats {computers} awaited without a computer clock"
                assert deadline <= played[-1].at + AI_PACE_SECONDS[pace] + 1e-9
            clock.now += step
            await asyncio.gather(fire_while_due(manager, table), human_step(table, 0, human))
        return commits.get(table.id, [])
    finally:
        await manager.close()
        await store.close()


@pytest.mark.parametrize("pace", list(AI_PACE_SECONDS))
@pytest.mark.parametrize("kind", GAMES)
async def test_computer_seats_move_on_time_from_committed_states_on_a_fake_clock(tmp_path, caplog, kind, pace):
    caplog.set_level(logging.ERROR, logger="bot.tables")
    step = AI_PACE_SECONDS[pace] / 3 or 0.1
    for seed in (1, 2, 3):
        commits = await fake_clock_game(tmp_path, kind, pace, seed, moves=20)
        waits = due_waits(commits)
        assert sum(c.cause == "ai" for c in commits) >= 20 or commits[-1].ai_awaited == (), "the game stalled"
        assert max(waits) <= AI_PACE_SECONDS[pace] + step + 1e-9, f"seed {seed}: a computer seat waited too long"
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert not [r for r in caplog.records if ILLEGAL_MESSAGE in r.getMessage()]


async def test_instant_pace_in_real_time_with_slow_storage_never_stalls_nor_chooses_illegally(tmp_path):
    for kind in GAMES:
        # Generous bounds: the machine may be busy. A stalled seat waits for its turn clock (an hour here).
        figures = await run(kind, "instant", games=1, moves=12, slow=True, latency=0.002, directory=tmp_path,
                            stall_after=5.0, listener_delay=0.005)
        assert (figures.illegal, figures.stalls, figures.errors) == (0, 0, 0), figures.line()
        assert figures.ai_moves >= 12, figures.line()
        assert figures.longest_wait < 5.0, figures.line()
