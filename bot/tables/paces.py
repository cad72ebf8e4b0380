"""Paces of a table: how long a turn may take, when the player is reminded, and how long a claim window stays open.

A live table is played at one sitting (today's clocks, seconds to an hour). A relaxed table gives each turn a few
hours and a correspondence table up to three days, for games played over days, a move when a player has a minute.
At every pace the end of the clock is the same rule: the game's timeout move, and after the table's number of
missed turns in a row the computer plays the seat.
"""

from __future__ import annotations

from dataclasses import dataclass

HOUR = 3600


@dataclass(frozen=True)
class Pace:
    name: str
    min_turn_seconds: int
    max_turn_seconds: int
    default_turn_seconds: int | None  # None: the game's own clock (its option, else the table's default)
    claim_seconds: int | None  # a claim window's clock; None: the game's own (a few seconds, played live)
    # A second reminder this long before the turn ends (the first is half-way), for turns long enough to need it.
    last_reminder_before: int | None

    def reminders(self, turn_seconds: float) -> dict[str, float]:
        """The reminders of a turn of ``turn_seconds``, as seconds from its start, by timer name."""
        due = {"reminder": turn_seconds / 2}
        if self.last_reminder_before is not None and turn_seconds > 2 * self.last_reminder_before:
            due["reminder_last"] = turn_seconds - self.last_reminder_before
        return due


PACES: dict[str, Pace] = {
    "live": Pace("live", 15, HOUR, None, None, None),
    "relaxed": Pace("relaxed", 5 * 60, 6 * HOUR, 2 * HOUR, 15 * 60, HOUR),
    "correspondence": Pace("correspondence", HOUR, 72 * HOUR, 24 * HOUR, 2 * HOUR, HOUR),
}
DEFAULT_PACE = "live"
REMINDER_TIMERS = ("reminder", "reminder_last")


def pace_named(name: str | None) -> Pace:
    """The pace called ``name`` (None: live); an unknown name is refused by the caller before it is stored."""
    return PACES.get(name or DEFAULT_PACE, PACES[DEFAULT_PACE])


def is_slow(name: str | None) -> bool:
    return pace_named(name).name != "live"
