"""The five Mü actions and their JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.rules.mu.cards import Card


@dataclass(frozen=True)
class Bid:
    """Show these cards from the hidden hand (the bid grows by their count)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Pass:
    """Show nothing this auction turn (the seat may bid again later)."""


@dataclass(frozen=True)
class NameTrump:
    """The Vice's or the Chief's trump: a colour letter, a number digit, or "mu" (Chief only: no chief trump)."""

    trump: str


@dataclass(frozen=True)
class ChoosePartner:
    seat: int


@dataclass(frozen=True)
class Play:
    card: Card


MuAction = Bid | Pass | NameTrump | ChoosePartner | Play


def action_to_json(action: MuAction) -> dict[str, Any]:
    if isinstance(action, Bid):
        return {"kind": "bid", "cards": [str(card) for card in action.cards]}
    if isinstance(action, Pass):
        return {"kind": "pass"}
    if isinstance(action, NameTrump):
        return {"kind": "trump", "trump": action.trump}
    if isinstance(action, ChoosePartner):
        return {"kind": "partner", "seat": action.seat}
    return {"kind": "play", "card": str(action.card)}


def action_from_json(data: Any) -> MuAction:
    kind = data["kind"]
    if kind == "bid":
        return Bid(tuple(Card.from_text(text) for text in data["cards"]))
    if kind == "pass":
        return Pass()
    if kind == "trump":
        return NameTrump(str(data["trump"]))
    if kind == "partner":
        return ChoosePartner(int(data["seat"]))
    if kind == "play":
        return Play(Card.from_text(data["card"]))
    raise ValueError(f"unknown Mü action kind {kind!r}")
