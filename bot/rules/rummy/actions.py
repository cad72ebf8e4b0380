"""Rummy actions (what ``legal`` lists and ``apply`` accepts) and their JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.rules.cards import Card


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


def action_to_json(action: RummyAction) -> dict[str, Any]:
    if isinstance(action, Draw):
        return {"type": "draw", "source": action.source}
    if isinstance(action, MeldCards):
        return {"type": "meld", "melds": [[c.code for c in group] for group in action.melds]}
    if isinstance(action, LayOff):
        return {"type": "layoff", "cards": [c.code for c in action.cards], "meld": action.meld}
    if isinstance(action, Discard):
        return {"type": "discard", "card": action.card.code}
    return {"type": "deal"}


def action_from_json(data: Any) -> RummyAction:
    kind = data["type"]
    if kind == "draw":
        return Draw(str(data["source"]))
    if kind == "meld":
        return MeldCards(tuple(tuple(Card.from_code(c) for c in group) for group in data["melds"]))
    if kind == "layoff":
        return LayOff(tuple(Card.from_code(c) for c in data["cards"]), int(data["meld"]))
    if kind == "discard":
        return Discard(Card.from_code(data["card"]))
    if kind == "deal":
        return Deal()
    raise ValueError(f"not a rummy action: {data!r}")
