"""The coach at a table (the table setting ``coach``; a coached table is not rated): once a person's turn is over,
``bot.ai.coach`` looks for a clearly better move from that seat's views, off the event loop; its line, if any, goes
to that player alone as a private event. An analysis that took more than ``COACH_SECONDS`` (the machine is busy)
or failed says nothing, as does one that comes back after the player has moved again: a late word about a turn
long gone helps nobody.

What the line's "Show me" draws is kept (``coach_notes``, in memory) until that player moves again: then the
better move belongs to a turn gone by, and the button says so (as it does after a restart, which forgets them)."""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.ai import coach
from bot.recent import RecentMap
from bot.rules.base import Event
from bot.tables.settings import AfterChange

if TYPE_CHECKING:
    from bot.tables.table import Table

log = logging.getLogger("bot.tables")
COACH_SECONDS = 2.0
COACH_NOTES_KEPT = 2000  # "Show me"s remembered at once (the oldest are forgotten first: their button expires)


@dataclass(frozen=True)
class CoachNote:
    """A coach's line's "Show me": the table version its turn ended at (the button's id) and what it draws; no
    ``advice`` while that turn's analysis is under way (then a later move of the player's marks a later version,
    and the analysis, when it comes back, knows its better move is already out of date)."""

    version: int
    advice: coach.Advice | None = None


class Coaching:
    """Coaches the people at tables with the coach on (the manager tells it of every person's committed move)."""

    def __init__(self, after_change: AfterChange) -> None:
        self.after_change = after_change
        self.analyses: set[asyncio.Task[None]] = set()  # the coach's analyses under way
        # (game, seat) -> what the latest line's "Show me" draws
        self.coach_notes: RecentMap[tuple[int, int], CoachNote] = RecentMap(COACH_NOTES_KEPT)

    def coach_advice(self, game_id: int, seat: int, version: int) -> coach.Advice | None:
        """The better move the coach's line about the turn that ended at ``version`` names (what its "Show me"
        draws), while it is still current: None once the player has moved again, or after a restart."""
        note = self.coach_notes.get((game_id, seat))
        return note.advice if note is not None and note.version == version else None

    def after_player_move(self, table: Table, seat: int, before: Any, version_before: int, action: Any) -> None:
        """A person's move was committed (``before``: the state it was made in). If it ended their turn, the coach
        looks at that turn, from its first move's state to now; else the turn's start is kept for then."""
        if not table.settings.coach:
            return
        self.coach_notes[(table.id, seat)] = CoachNote(table.version)  # their move: the last "Show me" has expired
        if table.status != "running" or table.state is None:
            return
        started = table.turn_starts.pop(seat, None)
        start = started[1] if started is not None and started[0] == version_before else before
        after = table.state
        if seat in table.rules.to_act(after):
            table.turn_starts[seat] = (table.version, start)  # their turn goes on (a draw, a meld...)
            return
        task = asyncio.get_running_loop().create_task(
            self._coach_turn(table, seat, start, before, action, after, table.version))
        self.analyses.add(task)
        task.add_done_callback(self.analyses.discard)

    async def _coach_turn(self, table: Table, seat: int, start: Any, before: Any, action: Any, after: Any,
                          version: int) -> None:
        rules = table.rules

        def analyse() -> coach.Advice | None:
            started = time.monotonic()  # real time, in the worker: the event loop's clock may be a test's
            advice = coach.advise(rules.view(start, seat), rules.view(before, seat), rules.legal(before, seat),
                                  action, rules.view(after, seat))
            return advice if time.monotonic() - started <= COACH_SECONDS else None  # late: say nothing

        try:
            advice = await asyncio.to_thread(analyse)
        except Exception:
            log.exception("the coach failed on game %s", table.id)
            return
        moved = self.coach_notes.get((table.id, seat), CoachNote(version)).version != version
        if advice is not None and table.status == "running" and not moved:
            self.coach_notes[(table.id, seat)] = CoachNote(version, advice)
            event = Event(advice.event.code, {**advice.event.params, "note": version}, private_to=seat)
            await self.after_change(table, [event])
