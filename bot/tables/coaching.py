"""The coach at a table (the table setting ``coach``; a coached table is not rated): once a person's turn is over,
``bot.ai.coach`` looks for a clearly better move from that seat's views, off the event loop; its line, if any, goes
to that player alone as a private event. An analysis that took more than ``COACH_SECONDS`` (the machine is busy)
or failed says nothing: a late word about a turn long gone helps nobody."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from bot.ai import coach
from bot.rules.base import Event
from bot.tables.settings import AfterChange

if TYPE_CHECKING:
    from bot.tables.table import Table

log = logging.getLogger("bot.tables")
COACH_SECONDS = 2.0


class Coaching:
    """Coaches the people at tables with the coach on (the manager tells it of every person's committed move)."""

    def __init__(self, after_change: AfterChange) -> None:
        self.after_change = after_change
        self.analyses: set[asyncio.Task[None]] = set()  # the coach's analyses under way

    def after_player_move(self, table: Table, seat: int, before: Any, version_before: int, action: Any) -> None:
        """A person's move was committed (``before``: the state it was made in). If it ended their turn, the coach
        looks at that turn, from its first move's state to now; else the turn's start is kept for then."""
        if not table.settings.coach or table.status != "running" or table.state is None:
            return
        started = table.turn_starts.pop(seat, None)
        start = started[1] if started is not None and started[0] == version_before else before
        after = table.state
        if seat in table.rules.to_act(after):
            table.turn_starts[seat] = (table.version, start)  # their turn goes on (a draw, a meld...)
            return
        task = asyncio.get_running_loop().create_task(self._coach_turn(table, seat, start, before, action, after))
        self.analyses.add(task)
        task.add_done_callback(self.analyses.discard)

    async def _coach_turn(self, table: Table, seat: int, start: Any, before: Any, action: Any, after: Any) -> None:
        rules = table.rules

        def analyse() -> Event | None:
            started = time.monotonic()  # real time, in the worker: the event loop's clock may be a test's
            event = coach.advise(rules.view(start, seat), rules.view(before, seat), rules.legal(before, seat),
                                 action, rules.view(after, seat))
            return event if time.monotonic() - started <= COACH_SECONDS else None  # late: say nothing

        try:
            event = await asyncio.to_thread(analyse)
        except Exception:
            log.exception("the coach failed on game %s", table.id)
            return
        if event is not None and table.status == "running":
            await self.after_change(table, [event])
