"""RailRoad Rummy actions (what ``legal`` lists and ``apply`` accepts) and their JSON form."""

from __future__ import annotations

from dataclasses import dataclass

from bot.rules.cards import Card
from bot.rules.codec import Tagged


@dataclass(frozen=True)
class MeldPlan:
    """One meld a player lays down: its cards, and for a run whose wilds could sit at either end, ``low``: the
    rank its lowest card stands for (3..14, 14 = ace). None: the only reading there is."""

    cards: tuple[Card, ...]
    low: int | None = None


@dataclass(frozen=True)
class DrawStock:
    """Take the top card of the stock."""


@dataclass(frozen=True)
class DrawDiscard:
    """Take the top card of the discard pile."""


@dataclass(frozen=True)
class Discard:
    """Discard ``card``; this ends the turn and opens a claim window on it."""

    card: Card


@dataclass(frozen=True)
class GoDown:
    """Lay down the round's contract, one plan per meld."""

    melds: tuple[MeldPlan, ...]


@dataclass(frozen=True)
class LayOff:
    """Add ``cards`` to the meld numbered ``meld`` on the table (1-based). ``low``: the run's lowest rank afterwards,
    when a wild could go at either end; None: the only reading there is."""

    cards: tuple[Card, ...]
    meld: int
    low: int | None = None


@dataclass(frozen=True)
class Claim:
    """Claim the discard in the open window; ``hmg``: spend a Hold-My-Go to jump the queue."""

    hmg: bool = False


@dataclass(frozen=True)
class PassClaim:
    """Let the discard in the open window go."""


@dataclass(frozen=True)
class CloseClaims:
    """The seat on turn closes the claim window when its time is up; seats that did not answer pass."""


@dataclass(frozen=True)
class Build:
    """A tap on the melds being built, as games played before the build was the panel's draft logged it (it changed
    only the build, then kept in the state). Read from those logs only, and changes nothing (``bot.rules.panel``).
    ``op``: ``pick``, ``stage``, ``undo``, ``reset`` or ``read``."""

    op: str
    values: tuple[str, ...] = ()


RailroadAction = DrawStock | DrawDiscard | Discard | GoDown | LayOff | Claim | PassClaim | CloseClaims | Build


# JSON: {"type": "draw_stock"}, {"type": "discard", "card": "QH"}, {"type": "claim", "hmg": false}, ...
ACTIONS = Tagged(
    "type",
    {
        "draw_stock": DrawStock,
        "draw_discard": DrawDiscard,
        "discard": Discard,
        "go_down": GoDown,
        "lay_off": LayOff,
        "claim": Claim,
        "pass_claim": PassClaim,
        "close_claims": CloseClaims,
        "build": Build,
    },
)
