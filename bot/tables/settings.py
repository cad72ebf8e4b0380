"""What every part of a table shares: the default clocks and paces, a table's settings, and the listener (the
Discord side) that a table reports its changes to."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from bot.rules.base import Event

if TYPE_CHECKING:
    from bot.tables.table import Table

# Seconds a computer player "thinks" before moving, per pace; players can follow the moves in the channel.
AI_PACE_SECONDS = {"instant": 0.0, "normal": 1.5, "slow": 4.0}
DEFAULT_TURN_SECONDS = 120
DEFAULT_CLAIM_SECONDS = 20


class TableListener(Protocol):
    """The Discord side: shows what changed. Failures there never undo a committed change."""

    async def on_update(self, table: Table, events: Sequence[Event]) -> None: ...

    async def on_reminder(self, table: Table, seat: int) -> None: ...

    def on_dropped(self, table: Table) -> None:
        """This process no longer runs the table (another one ended it): whatever is kept to show it can go."""


# What follows every committed change of a table (``TableManager.after_change``): the parts of the manager that
# change a table are given it.
AfterChange = Callable[["Table", Sequence[Event]], Awaitable[None]]


@dataclass(frozen=True)
class TableSettings:
    turn_seconds: int = DEFAULT_TURN_SECONDS
    claim_seconds: int = DEFAULT_CLAIM_SECONDS
    ai_pace: str = "normal"
    pace: str = "live"  # the table's pace (``bot.tables.paces``): live, relaxed or correspondence
    coach: bool = False  # a private word after each human turn when a clearly better move existed; never rated

    def to_json(self) -> dict[str, Any]:
        return {"turn_seconds": self.turn_seconds, "claim_seconds": self.claim_seconds, "ai_pace": self.ai_pace,
                "pace": self.pace, "coach": self.coach}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableSettings:
        return cls(
            turn_seconds=int(data.get("turn_seconds", DEFAULT_TURN_SECONDS)),
            claim_seconds=int(data.get("claim_seconds", DEFAULT_CLAIM_SECONDS)),
            ai_pace=str(data.get("ai_pace", "normal")),
            pace=str(data.get("pace", "live")),
            coach=bool(data.get("coach", False)),
        )

