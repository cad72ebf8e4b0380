"""Computer turns: an awaited computer seat chooses its move off the event loop and plays it if the table has not
moved on meanwhile."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from bot.ai.base import Player
from bot.refusal import Refusal
from bot.rules.base import Event, IllegalMove
from bot.tables.settings import AfterChange

if TYPE_CHECKING:
    from bot.tables.table import Table

log = logging.getLogger("bot.tables")  # the whole package logs as one, as it did before it was split


def _choose(rules: Any, state: Any, seat: int, player: Player) -> Any:
    legal = list(rules.legal(state, seat))
    return player.choose(rules.view(state, seat), legal) if legal else None


class ComputerTurns:
    """Plays the computer seats of the tables (the clocks call ``play`` when a computer's pace is due)."""

    def __init__(self, after_change: AfterChange) -> None:
        self.after_change = after_change

    async def play(self, table: Table) -> None:
        """One awaited computer seat moves: it chooses from a committed state (snapshot under the lock), off the
        event loop, and its move is applied only if that state is still the table's. If the table moved on
        meanwhile, the change that moved it armed the computer's clock again, so the move is never lost."""
        async with table.lock:
            if table.status != "running":
                return
            version, state = table.version, table.state
            computers = [s for s in table.rules.to_act(state) if table.seats[s].is_ai]
            if not computers:
                table.record.timers.pop("ai", None)  # nothing for a computer to do: a stale deadline
                return
            seat = computers[0]
            player = table.player(seat)
        # Views, legal moves (Tile Rummy's run the solver) and the choice are all computed off the event loop;
        # states are never mutated, so reading this one from a worker thread is safe.
        action = await asyncio.to_thread(_choose, table.rules, state, seat, player)
        events: list[Event] = []
        async with table.lock:
            if table.version != version or table.status != "running":
                return
            if action is None:
                action = table.rules.timeout_action(state, seat)
            try:
                events = await table.apply(seat, action, cause="ai")
            except Refusal:
                return  # the table changed elsewhere: reloaded and shown again, timers rearmed; the computer looks again
            except IllegalMove as refusal:
                # A computer player must never stall a table: fall back to the game's own timeout move.
                log.error("AI %s in game %s chose an illegal move: %s", seat, table.id, refusal.problems)
                events = await table.apply(seat, table.rules.timeout_action(state, seat), cause="ai")
        await self.after_change(table, events)
