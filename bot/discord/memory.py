"""What the presenter remembers of a table while it shows it: one ``TableMemory`` per table, holding one
``SeatMemory`` per seat, so that forgetting a table (finished, cancelled, or dropped when another process ended it)
is one removal and nothing about it is left behind."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import discord

from bot.rules.base import Event

if TYPE_CHECKING:
    from bot.client import RummyBot


@dataclass
class SeatMemory:
    """What the presenter remembers of one seat."""

    sent_hand: tuple[str, int] | None = None  # what the player was last shown: (hand, stamp of the controls)
    hand_dm: int | None = None  # the DM of this turn, edited until the next
    dm_controls: bool = False  # that DM shows controls
    turn_seen: bool = False  # the seat was awaited at the last update
    turn_begun: bool = False  # its own turn began, not yet DMed
    turn_passed: bool = False  # it saw some turn begin, not yet DMed
    told_dms_failing: bool = False  # its player was told that DMs do not get through
    panel: discord.Interaction[RummyBot] | None = None  # the interaction whose answer is the player's panel
    answered_in_channel: float | None = None  # when the player last pressed or typed a move, if in the channel


@dataclass
class ChangeWatch:
    """The changes of a table seen while the answer to a person's move waits for the computers' replies
    (``Presenter.computers_reply``)."""

    events: list[Event] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)


@dataclass
class TableMemory:
    """What the presenter remembers of one table."""

    seats: dict[int, SeatMemory] = field(default_factory=dict)
    pending: list[Event] = field(default_factory=list)  # events not yet shown publicly
    acted: set[int] = field(default_factory=set)  # seats whose own moves are among the pending changes
    actor: int | None = None  # the seat whose own interaction is being answered
    answering: list[asyncio.Event] = field(default_factory=list)  # answers being sent, drawn after them
    drawer: asyncio.Task[None] | None = None  # the table's drawing task
    window: int | None = None  # the id of its open claim window (the version it opened at)
    ping: tuple[int, list[int]] | None = None  # (seat pinged, ping and reminder message ids)
    last_showdown: int | None = None  # hash of the last end-of-hand picture posted
    showdown_drawn: bool = False  # its last drawing had an end-of-hand picture to show
    last_draw: float = 0.0  # when its table message was last drawn
    drawn_running: bool = False  # its table was drawn running at least once
    chain_started: float | None = None  # when its current chain of computer moves began
    posted: int | None = None  # the table message this process posted in the current layout
    table_due: bool = False  # it has pending changes that the public table message must show
    redraw_owed: bool = False  # its table message was held back by the edit cap
    repost_due: bool = False  # Discord no longer lets the bot edit its table message (30046)
    redraw_timer: asyncio.TimerHandle | None = None  # when it is drawn again
    watches: list[ChangeWatch] = field(default_factory=list)  # answers waiting for the computers' replies

    def seat(self, seat: int) -> SeatMemory:
        return self.seats.setdefault(seat, SeatMemory())
