"""A timer whose work keeps failing (the store is down) backs off exponentially, logs once per deadline, and the
table goes on as soon as the store is back."""

from __future__ import annotations

import asyncio
import logging
import time

from bot.tables import TIMER_RETRY_FIRST_SECONDS, TIMER_RETRY_MAX_SECONDS, TableManager
from tests.tables.test_table_manager import Recorder, running, world  # noqa: F401  (fixture)


class StoreDown:
    """Makes ``store.save_game`` fail while ``down`` is true, counting every attempt."""

    def __init__(self, store) -> None:  # type: ignore[no-untyped-def]
        self.save_game = store.save_game
        self.down = True
        self.attempts = 0
        store.save_game = self

    async def __call__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        self.attempts += 1
        if self.down:
            raise OSError("database is unreachable")
        await self.save_game(*args, **kwargs)


def timer_errors(caplog) -> list[str]:  # type: ignore[no-untyped-def]
    return [r.getMessage() for r in caplog.records if r.name == "bot.tables" and r.levelno >= logging.ERROR]


async def test_a_failing_timer_backs_off_logs_once_and_recovers(world, caplog):  # noqa: F811
    manager, clock, store, _ = world
    table = await running(manager)
    outage = StoreDown(store)
    clock.now = table.deadline("turn") + 1
    for _ in range(50):
        await manager.clocks.fire_due()
    assert outage.attempts == 1, "no retry before the back-off delay"
    assert len(timer_errors(caplog)) == 1

    delay = TIMER_RETRY_FIRST_SECONDS
    for _ in range(4):  # each failure doubles the delay
        clock.now += delay * 0.9
        await manager.clocks.fire_due()
        attempts = outage.attempts
        clock.now += delay * 0.1 + 1e-6
        await manager.clocks.fire_due()
        assert outage.attempts == attempts + 1
        delay *= 2
    assert len(timer_errors(caplog)) == 1, "logged once for this deadline"

    outage.down = False
    clock.now += delay
    await manager.clocks.fire_due()
    assert table.to_act() == (1,), "the timed-out turn was played once the store came back"
    assert table.seats[0].timeouts == 1
    assert any("work again" in r.getMessage() for r in caplog.records)


async def test_the_back_off_is_capped(world):  # noqa: F811
    manager, clock, store, _ = world
    table = await running(manager)
    outage = StoreDown(store)
    clock.now = table.deadline("turn") + 1
    for _ in range(40):
        await manager.clocks.fire_due()
        clock.now = table.timer.retry_at or clock.now
    assert outage.attempts == 40
    assert table.timer.retry_at is not None and table.timer.retry_at - clock.now <= TIMER_RETRY_MAX_SECONDS


async def test_with_real_timers_a_store_outage_is_not_a_tight_loop(tmp_path, caplog):
    from bot.store import SQLiteStore

    store = SQLiteStore(tmp_path / "db.sqlite3")
    await store.open()
    manager = TableManager(store, rng_seed=3, timeouts_before_ai=0)
    manager.listener = Recorder()
    try:
        table = await running(manager)
        outage = StoreDown(store)
        async with table.lock, table.transaction() as record:
            record.timers["turn"] = time.time() - 1  # the turn is over: the timer task fires at once
            await outage.save_game(record)
        manager.clocks.rearm(table)
        await asyncio.sleep(0.3)
        assert 1 <= outage.attempts <= 2
        outage.down = False
        await asyncio.sleep(TIMER_RETRY_FIRST_SECONDS * 2)
        assert table.to_act() == (1,)
    finally:
        await manager.close()
        await store.close()
    assert len(timer_errors(caplog)) == 1
