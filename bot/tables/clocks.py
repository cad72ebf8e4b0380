"""Clocks: the deadlines a table arms (turn, reminder, claim window, a computer's pace, lobby expiry) and the one
timer task per table that fires them, with its back-off when the work fails."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from bot.rules.base import Event
from bot.store import GameRecord, Store
from bot.tables.paces import REMINDER_TIMERS, is_slow, pace_named
from bot.tables.settings import AI_PACE_SECONDS, AfterChange, TableSettings
from bot.wakeable import WakeableSleep

if TYPE_CHECKING:
    from bot.tables.table import Table

log = logging.getLogger("bot.tables")  # the whole package logs as one, as it did before it was split

MAX_TIMEOUT_STEPS = 6  # more steps than any game's turn has; a bound so a timeout can never loop
# A timer whose work fails (the store is down) is retried after 0.5 s, 1 s, 2 s ... at most a minute apart.
TIMER_RETRY_FIRST_SECONDS = 0.5
TIMER_RETRY_MAX_SECONDS = 60.0


class TableTimer:
    """A table's one timer task and its back-off: the task, the sleep a change wakes it from, and how its work has
    been failing (consecutive failures, when to try again, the table version whose failure was last logged)."""

    def __init__(self) -> None:
        self.task: asyncio.Task[None] | None = None
        self.sleep = WakeableSleep()  # the task's sleep until the next deadline, ended by any change
        self.failures = 0
        self.retry_at: float | None = None
        self.failure_logged_version: int | None = None

    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    def stop(self) -> None:
        """Cancel the task, unless it is the one running this code (it ends by itself once its table is dropped)."""
        if self.task is not None and self.task is not asyncio.current_task():
            self.task.cancel()
        self.task = None

    def failed(self, now: float) -> float:
        """Count one more failure and set the next try (0.5 s, 1 s, 2 s ... capped); returns the delay."""
        self.failures += 1
        delay = min(TIMER_RETRY_MAX_SECONDS, TIMER_RETRY_FIRST_SECONDS * 2.0 ** (self.failures - 1))
        self.retry_at = now + delay
        return delay

    def recovered(self) -> None:
        self.failures, self.retry_at, self.failure_logged_version = 0, None, None


def arm_turn_timers(
    record: GameRecord, state: Any, *, rules: Any, in_claim_window: bool, settings: TableSettings, now: float,
    previous_to_act: Sequence[int] = (), acted: int | None = None,
) -> None:
    """Deadlines in ``record`` for whoever must act in ``state`` (``in_claim_window``: seats answer an out-of-turn
    window there): a turn clock unless the same seats are still awaited, and a computer's pace from now when a
    computer seat newly awaited or just made a step (another seat answering a claim does not push back a computer
    already waiting)."""
    timers = record.timers
    to_act = tuple(rules.to_act(state))
    timers.pop("lobby", None)
    if not to_act:
        for name in ("turn", *REMINDER_TIMERS, "ai"):
            timers.pop(name, None)
        return
    if tuple(previous_to_act) != to_act or "turn" not in timers:
        seconds = settings.claim_seconds if in_claim_window else settings.turn_seconds
        timers["turn"] = now + seconds
        for name in REMINDER_TIMERS:
            timers.pop(name, None)
        if not in_claim_window:
            for name, after in pace_named(settings.pace).reminders(seconds).items():
                timers[name] = now + after
    computers = {s for s in to_act if record.seats[s].is_ai}
    waiting_before = {s for s in previous_to_act if record.seats[s].is_ai} - {acted}
    if not computers:
        timers.pop("ai", None)
    elif "ai" not in timers or not computers <= waiting_before:
        pace = 0.0 if _only_computers_left(record) else AI_PACE_SECONDS.get(settings.ai_pace, 1.5)
        timers["ai"] = now + pace


def _only_computers_left(record: GameRecord) -> bool:
    """Every person at the table has resigned: nobody is waiting for the computers, which play the game out at
    once (its results still count the resignations as losses)."""
    resigned = set(record.options.get("resigned", ()))
    people = [seat.seat for seat in record.seats if seat.user_id is not None]
    return bool(people) and all(seat in resigned for seat in people)


class TableClocks:
    """Runs every open table's timer task and fires what is due: a lobby's expiry (``close``), a computer's turn
    (``computer_turn``), reminders (``remind``) and timed-out turns."""

    def __init__(
        self,
        *,
        store: Store,
        clock: Callable[[], float],
        tables: Mapping[int, Table],
        after_change: AfterChange,
        close: Callable[[Table], Awaitable[None]],
        computer_turn: Callable[[Table], Awaitable[None]],
        remind: Callable[[Table, int], Awaitable[None]],
        run_timers: bool,
    ) -> None:
        self.store = store
        self.clock = clock
        self.tables = tables  # the manager's open tables, by channel: a table no longer there is not fired
        self.after_change = after_change
        self.close_table = close
        self.computer_turn = computer_turn
        self.remind = remind
        self.run_timers = run_timers
        self.closed = False

    def close(self) -> None:
        """Stop every timer task (the process is stopping)."""
        self.closed = True
        for table in self.tables.values():
            if table.timer.task is not None:
                table.timer.task.cancel()

    # -- timers ------------------------------------------------------------------------------------------------
    #
    # Each open table has one timer task. It sleeps until the table's earliest deadline (or its retry time after a
    # failure) and is woken whenever the table changes; nothing else fires a table's timers in production, and
    # moving a deadline only ever ends a sleep, never the task, so one path can never cancel work another just
    # started. Tests run without tasks (``run_timers=False``) and call ``fire_due`` on a fake clock.

    def rearm(self, table: Table) -> None:
        """The table changed: its timer task looks at the deadlines again (started if it is not running)."""
        if not self.run_timers or self.closed or self.tables.get(table.channel_id) is not table:
            return
        table.timer.sleep.wake()  # only ever ends a sleep, never work: the task wakes and looks again
        if not table.timer.running():
            table.timer.task = asyncio.get_running_loop().create_task(self._run_timers(table))

    def _is_open(self, table: Table) -> bool:
        return (not self.closed and self.tables.get(table.channel_id) is table
                and table.status in ("lobby", "running"))

    def _next_wake(self, table: Table) -> float | None:
        deadlines = [float(v) for v in table.record.timers.values()]
        if not deadlines:
            return None
        return max(min(deadlines), table.timer.retry_at or 0.0)

    async def _run_timers(self, table: Table) -> None:
        while self._is_open(table):
            when = self._next_wake(table)
            if when is None:
                return  # nothing to wait for: the next change starts a new timer task
            delay = when - self.clock()
            if delay > 0:
                await table.timer.sleep.sleep(delay)
                continue  # woken by a change, or the deadline came: look again
            await self._fire_one(table)

    async def fire_due(self, table: Table | None = None) -> None:
        """Run every timer that is due (all tables, or one). The timer tasks call it per table; tests call it
        directly on a fake clock."""
        for current in [table] if table is not None else list(self.tables.values()):
            await self._fire_one(current)

    async def _fire_one(self, table: Table) -> None:
        """Fire the table's due timers once. Work that fails, or that leaves a due deadline where it was, is
        retried with an exponential back-off (capped), logged once per deadline; success resets the back-off."""
        now = self.clock()
        retry_at = table.timer.retry_at
        if retry_at is not None and now < retry_at:
            return
        before = (table.version, table.record.timers.copy())
        due = min((float(v) for v in table.record.timers.values()), default=None)
        try:
            await self._fire_table(table)
            stuck = (self._is_open(table) and before == (table.version, table.record.timers)
                     and due is not None and due <= now)
        except Exception as error:
            self._timer_failed(table, error)
            return
        if stuck:
            self._timer_failed(table, None)
        elif table.timer.failures:
            log.warning("timers of game %s work again after %d failed attempts", table.record.id,
                        table.timer.failures)
            table.timer.recovered()

    def _timer_failed(self, table: Table, error: Exception | None) -> None:
        delay = table.timer.failed(self.clock())
        # The deadlines of one version of the table are one problem: log it once, not at every retry.
        if table.timer.failure_logged_version == table.version:
            log.debug("timer of game %s failed again (%d times); next try in %.1f s", table.record.id,
                      table.timer.failures, delay)
            return
        table.timer.failure_logged_version = table.version
        if error is None:
            log.error("timer of game %s made no progress; retrying in %.1f s", table.record.id, delay)
        else:
            log.error("timer of game %s failed; retrying in %.1f s", table.record.id, delay, exc_info=error)

    async def _fire_table(self, table: Table) -> None:
        now = self.clock()
        timers = table.record.timers
        if table.status == "lobby" and timers.get("lobby", float("inf")) <= now:
            async with table.lock:
                if table.status != "lobby":
                    return
                await self.close_table(table)
            await self.after_change(table, [Event("lobby-expired")])
            return
        if table.status != "running":
            return
        if timers.get("ai", float("inf")) <= now:
            await self.computer_turn(table)
            timers = table.record.timers
        reminders = [name for name in REMINDER_TIMERS if timers.get(name, float("inf")) <= now]
        if reminders:
            async with table.lock:  # no change in flight: its draft would bring the reminder back
                # A reminder is said once; at a live pace forgetting it only in memory is enough (after a restart
                # it may come again); a slow table stores it, as a restart there is likely during a turn. Two due
                # at once (a restart after both times) are said as one.
                due = any([name in table.record.timers for name in reminders])
                if due and is_slow(table.settings.pace):
                    async with table.transaction() as record:
                        for name in reminders:
                            record.timers.pop(name, None)
                        await self.store.save_game(record)
                for name in reminders:
                    table.record.timers.pop(name, None)
                waiting = table.to_act()
            if due and len(waiting) == 1 and not table.in_claim_window() and not table.seats[waiting[0]].is_ai:
                await self.remind(table, waiting[0])
        if table.status == "running" and table.record.timers.get("turn", float("inf")) <= now:
            await self._timeouts(table)

    async def _timeouts(self, table: Table) -> None:
        """The turn clock (or a claim window) ran out: every awaited seat gets the game's own timeout move."""
        events: list[Event] = []
        try:
            async with table.lock:
                if table.status != "running" or table.record.timers.get("turn", float("inf")) > self.clock():
                    return  # somebody moved while this waited for the lock
                window = table.in_claim_window()
                for seat in table.to_act():
                    # A turn can take several steps (draw, then discard): the timeout plays them all, as one
                    # missed turn.
                    for step in range(MAX_TIMEOUT_STEPS):
                        if table.status != "running" or seat not in table.to_act():
                            break
                        action = table.rules.timeout_action(table.state, seat)
                        events += await table.apply(seat, action, cause="timeout" if step == 0 else "timeout-rest")
                        if window:
                            break
        finally:
            if events:  # steps already committed are announced even if a later one failed
                await self.after_change(table, events)
