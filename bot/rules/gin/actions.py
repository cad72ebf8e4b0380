"""Gin Rummy actions (what ``legal`` lists and ``apply`` accepts) and their JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.rules.cards import Card


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


def action_to_json(action: GinAction) -> dict[str, Any]:
    if isinstance(action, Draw):
        return {"type": "draw", "source": action.source}
    if isinstance(action, Pass):
        return {"type": "pass"}
    if isinstance(action, Discard):
        return {"type": "discard", "card": action.card.code}
    if isinstance(action, Knock):
        data: dict[str, Any] = {"type": "knock", "card": action.card.code if action.card else None}
        if action.melds is not None:
            data["melds"] = [[c.code for c in group] for group in action.melds]
        return data
    return {"type": "deal"}


def action_from_json(data: Any) -> GinAction:
    kind = data["type"]
    if kind == "draw":
        return Draw(str(data["source"]))
    if kind == "pass":
        return Pass()
    if kind == "discard":
        return Discard(Card.from_code(data["card"]))
    if kind == "knock":
        melds = data.get("melds")
        return Knock(
            Card.from_code(data["card"]) if data["card"] else None,
            tuple(tuple(Card.from_code(c) for c in group) for group in melds) if melds is not None else None,
        )
    if kind == "deal":
        return Deal()
    raise ValueError(f"not a gin action: {data!r}")
