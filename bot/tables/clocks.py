"""Clocks: the deadlines a table arms (turn, reminder, claim window, a computer's pace, lobby expiry) and the one
timer task per table that fires them, with its back-off when the work fails."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from bot.rules.base import Event
from bot.store import GameRecord, Store
from bot.tables.paces import REMINDER_TIMERS, is_slow, pace_named
from bot.tables.settings import AI_PACE_SECONDS, TableListener, TableSettings

if TYPE_CHECKING:
    from bot.tables.manager import TableManager
    from bot.tables.table import Table

log = logging.getLogger("bot.tables")  # the whole package logs as one, as it did before it was split

MAX_TIMEOUT_STEPS = 6  # more steps than any game's turn has; a bound so a timeout can never loop
# A timer whose work fails (the store is down) is retried after 0.5 s, 1 s, 2 s ... at most a minute apart.
TIMER_RETRY_FIRST_SECONDS = 0.5
TIMER_RETRY_MAX_SECONDS = 60.0


class TurnDeadlines:
    """The part of a ``Table`` that arms the deadlines of whoever must act."""

    if TYPE_CHECKING:
        manager: TableManager
        rules: Any

        @property
        def settings(self) -> TableSettings: ...

        def in_claim_window(self, state: Any = None) -> bool: ...

    def _arm_turn_timers(
        self, record: GameRecord, state: Any, previous_to_act: Sequence[int] = (), acted: int | None = None
    ) -> None:
        """Deadlines in ``record`` for whoever must act in ``state``: a turn clock unless the same seats are still
        awaited, and a computer's pace from now when a computer seat newly awaited or just made a step (another
        seat answering a claim does not push back a computer already waiting)."""
        now = self.manager.clock()
        timers = record.timers
        to_act = tuple(self.rules.to_act(state))
        timers.pop("lobby", None)
        if not to_act:
            for name in ("turn", *REMINDER_TIMERS, "ai"):
                timers.pop(name, None)
            return
        if tuple(previous_to_act) != to_act or "turn" not in timers:
            window = self.in_claim_window(state)
            seconds = self.settings.claim_seconds if window else self.settings.turn_seconds
            timers["turn"] = now + seconds
            for name in REMINDER_TIMERS:
                timers.pop(name, None)
            if not window:
                for name, after in pace_named(self.settings.pace).reminders(seconds).items():
                    timers[name] = now + after
        computers = {s for s in to_act if record.seats[s].is_ai}
        waiting_before = {s for s in previous_to_act if record.seats[s].is_ai} - {acted}
        if not computers:
            timers.pop("ai", None)
        elif "ai" not in timers or not computers <= waiting_before:
            pace = 0.0 if _only_computers_left(record) else AI_PACE_SECONDS.get(self.settings.ai_pace, 1.5)
            timers["ai"] = now + pace


def _only_computers_left(record: GameRecord) -> bool:
    """Every person at the table has resigned: nobody is waiting for the computers, which play the game out at
    once (its results still count the resignations as losses)."""
    resigned = set(record.options.get("resigned", ()))
    people = [seat.seat for seat in record.seats if seat.user_id is not None]
    return bool(people) and all(seat in resigned for seat in people)


class TableClocks:
    """The part of the ``TableManager`` that runs every table's timer task and fires what is due."""

    if TYPE_CHECKING:
        store: Store
        clock: Callable[[], float]
        listener: TableListener | None
        tables: dict[int, Table]
        run_timers: bool
        _closed: bool

        async def after_change(self, table: Table, events: Sequence[Event]) -> None: ...

        async def _close(self, table: Table) -> None: ...

        async def _ai_turn(self, table: Table) -> None: ...

    # -- timers ------------------------------------------------------------------------------------------------
    #
    # Each open table has one timer task. It sleeps until the table's earliest deadline (or its retry time after a
    # failure) and is woken whenever the table changes; nothing else fires a table's timers in production, and
    # moving a deadline only ever ends a sleep, never the task, so one path can never cancel work another just
    # started. Tests run without tasks (``run_timers=False``) and call ``fire_due`` on a fake clock.

    def _rearm(self, table: Table) -> None:
        """The table changed: its timer task looks at the deadlines again (started if it is not running)."""
        if not self.run_timers or self._closed or self.tables.get(table.channel_id) is not table:
            return
        table.sleep.wake()  # only ever ends a sleep, never work: the task wakes and looks again
        if table._timer is None or table._timer.done():
            table._timer = asyncio.get_running_loop().create_task(self._run_timers(table))

    def _is_open(self, table: Table) -> bool:
        return (not self._closed and self.tables.get(table.channel_id) is table
                and table.status in ("lobby", "running"))

    def _next_wake(self, table: Table) -> float | None:
        deadlines = [float(v) for v in table.record.timers.values()]
        if not deadlines:
            return None
        return max(min(deadlines), table._retry_at or 0.0)

    async def _run_timers(self, table: Table) -> None:
        while self._is_open(table):
            when = self._next_wake(table)
            if when is None:
                return  # nothing to wait for: the next change starts a new timer task
            delay = when - self.clock()
            if delay > 0:
                await table.sleep.sleep(delay)
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
        if table._retry_at is not None and now < table._retry_at:
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
        elif table._failures:
            log.warning("timers of game %s work again after %d failed attempts", table.record.id, table._failures)
            table._failures, table._retry_at, table._failure_logged_version = 0, None, None

    def _timer_failed(self, table: Table, error: Exception | None) -> None:
        table._failures += 1
        delay = min(TIMER_RETRY_MAX_SECONDS, TIMER_RETRY_FIRST_SECONDS * 2 ** (table._failures - 1))
        table._retry_at = self.clock() + delay
        # The deadlines of one version of the table are one problem: log it once, not at every retry.
        if table._failure_logged_version == table.version:
            log.debug("timer of game %s failed again (%d times); next try in %.1f s", table.record.id,
                      table._failures, delay)
            return
        table._failure_logged_version = table.version
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
                await self._close(table)
            await self.after_change(table, [Event("lobby-expired")])
            return
        if table.status != "running":
            return
        if timers.get("ai", float("inf")) <= now:
            await self._ai_turn(table)
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
            if (due and len(waiting) == 1 and not table.in_claim_window() and not table.seats[waiting[0]].is_ai
                    and self.listener is not None):
                try:
                    await self.listener.on_reminder(table, waiting[0])
                except Exception:
                    log.exception("reminder failed for game %s", table.record.id)
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
                        events += await table._apply(seat, action, cause="timeout" if step == 0 else "timeout-rest")
                        if window:
                            break
        finally:
            if events:  # steps already committed are announced even if a later one failed
                await self.after_change(table, events)
