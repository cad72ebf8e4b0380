"""The five Mü actions and their JSON form."""

from __future__ import annotations

from dataclasses import dataclass

from bot.rules.codec import Tagged
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


# JSON: {"type": "bid", "cards": ["r7"]}, {"type": "trump", "trump": "mu"}, {"type": "partner", "seat": 2}, ...
ACTIONS = Tagged("type", {"bid": Bid, "pass": Pass, "trump": NameTrump, "partner": ChoosePartner, "play": Play})
