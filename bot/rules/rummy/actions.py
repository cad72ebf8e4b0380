"""Rummy actions (what ``legal`` lists and ``apply`` accepts) and their JSON form."""

from __future__ import annotations

from dataclasses import dataclass

from bot.rules.cards import Card
from bot.rules.codec import Tagged


@dataclass(frozen=True)
class Draw:
    """Take the top card of the ``"stock"`` (turning the discard pile over if it is empty) or the ``"discard"``."""

    source: str


@dataclass(frozen=True)
class MeldCards:
    """Lay one or more new melds from the hand, atomically."""

    melds: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class LayOff:
    """Add ``cards`` from the hand to the table meld numbered ``meld`` (1-based, as shown)."""

    cards: tuple[Card, ...]
    meld: int


@dataclass(frozen=True)
class Discard:
    card: Card


@dataclass(frozen=True)
class Deal:
    """The dealer starts the next hand."""


RummyAction = Draw | MeldCards | LayOff | Discard | Deal


# JSON: {"type": "draw", "source": "stock"}, {"type": "meld", "melds": [["5H", "6H", "7H"]]}, ...
ACTIONS = Tagged("type", {"draw": Draw, "meld": MeldCards, "layoff": LayOff, "discard": Discard, "deal": Deal})
