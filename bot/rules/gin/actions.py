"""Gin Rummy actions (what ``legal`` lists and ``apply`` accepts) and their JSON form."""

from __future__ import annotations

from dataclasses import dataclass

from bot.rules.cards import Card
from bot.rules.codec import Tagged


@dataclass(frozen=True)
class Draw:
    """Take the top card of the ``"stock"`` or the ``"discard"`` pile (also: take the upcard, take at the wall)."""

    source: str


@dataclass(frozen=True)
class Pass:
    """Decline the upcard (first turn), or decline the last discard at the wall (cancels the hand)."""


@dataclass(frozen=True)
class Discard:
    card: Card


@dataclass(frozen=True)
class Knock:
    """Knock discarding ``card`` (gin when nothing is left unmelded); ``card=None`` declares big gin.

    ``melds``: the knocker's own arrangement; None lets the engine arrange (minimum deadwood, fewest lay-off
    spots)."""

    card: Card | None
    melds: tuple[tuple[Card, ...], ...] | None = None


@dataclass(frozen=True)
class Deal:
    """The dealer starts the next hand."""


GinAction = Draw | Pass | Discard | Knock | Deal


# JSON: {"type": "draw", "source": "stock"}, {"type": "knock", "card": "QH", "melds": null}, ...
ACTIONS = Tagged("type", {"draw": Draw, "pass": Pass, "discard": Discard, "knock": Knock, "deal": Deal})
