"""Per-channel game sessions: the only place that changes a running game.

A ``Table`` is one lobby or game in one channel (or thread). ``TableManager`` owns them all. Every change goes
through a table's lock, is made on a draft of the game record, is committed to the store (state + action log in one
transaction), and only then becomes the table's record, state and version, all at once; then it is announced to the
listener (the Discord side). So whoever reads a table, with or without the lock, sees a committed state.

Timers (turn deadlines and their reminder, lobby expiry, claim windows, computer players' thinking pace) are stored
as deadlines in the game row, so they are rearmed after a restart; one timer task per table fires them.

Nothing here imports discord: the clock, the random source, the store and the listener are injected.

The package splits that work by job: ``table`` (a table and how it changes), ``manager`` (the tables of the
process) and the objects the manager holds: ``lobby`` (seating, start, end, rematch: ``manager.lobby``), ``clocks``
(deadlines and timer tasks: ``manager.clocks``), ``computer`` (computer turns) and ``coaching`` (the coach);
``results`` (results and ratings, plain functions) and ``settings`` (what they share). Callers import from
``bot.tables``.
"""

from bot.tables.clocks import MAX_TIMEOUT_STEPS, TIMER_RETRY_FIRST_SECONDS, TIMER_RETRY_MAX_SECONDS
from bot.tables.lobby import target_override
from bot.tables.manager import TableManager
from bot.tables.paces import DEFAULT_PACE, PACES, Pace, is_slow, pace_named
from bot.tables.results import resigned_last
from bot.tables.settings import (
    AI_PACE_SECONDS,
    DEFAULT_CLAIM_SECONDS,
    DEFAULT_TURN_SECONDS,
    TableListener,
    TableSettings,
)
from bot.tables.table import Table

__all__ = [
    "AI_PACE_SECONDS",
    "DEFAULT_CLAIM_SECONDS",
    "DEFAULT_PACE",
    "DEFAULT_TURN_SECONDS",
    "MAX_TIMEOUT_STEPS",
    "PACES",
    "TIMER_RETRY_FIRST_SECONDS",
    "TIMER_RETRY_MAX_SECONDS",
    "Pace",
    "Table",
    "TableListener",
    "TableManager",
    "TableSettings",
    "is_slow",
    "pace_named",
    "resigned_last",
    "target_override",
]
