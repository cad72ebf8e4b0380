"""The full (secret) state of a Mü game and its options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.rules.mu.cards import Card
from bot.rules.mu.views import MuHandResult, MuPhase


@dataclass(frozen=True)
class MuOptions:
    target: int = 200  # the game ends at the end of a hand where someone has at least this many points
    hands: int = 0  # when > 0, the game ends after this many hands instead (target ignored)
    bonus_cap: bool = True  # success bonus capped at 100
    dealer_sits_out: bool = False  # 6 players only: the dealer gets no cards and five play the hand
    turn_timer: int = 120  # seconds a seat has to act before its timeout action is played

    def to_json(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "hands": self.hands,
            "bonus_cap": self.bonus_cap,
            "dealer_sits_out": self.dealer_sits_out,
            "turn_timer": self.turn_timer,
        }

    @classmethod
    def from_json(cls, data: Any) -> MuOptions:
        defaults = cls()
        return cls(
            target=int(data.get("target", defaults.target)),
            hands=int(data.get("hands", defaults.hands)),
            bonus_cap=bool(data.get("bonus_cap", defaults.bonus_cap)),
            dealer_sits_out=bool(data.get("dealer_sits_out", defaults.dealer_sits_out)),
            turn_timer=int(data.get("turn_timer", defaults.turn_timer)),
        )


Trick = tuple[tuple[int, Card], ...]  # (seat, card) in playing order


@dataclass(frozen=True)
class MuState:
    players: int
    options: MuOptions
    scores: tuple[int, ...]
    hand_number: int  # 1 for the first hand
    dealer: int
    active: tuple[int, ...]  # seats dealt in this hand, in seat order
    phase: MuPhase
    turn: int  # seat to act in the auction and the trick play
    hidden: tuple[tuple[Card, ...], ...]  # per seat: cards nobody else has seen, sorted
    shown: tuple[tuple[Card, ...], ...]  # per seat: face-up bid cards still held
    bids: tuple[int, ...]  # per seat: cards shown in this hand's auction
    last_action: tuple[str, ...]  # per seat: "bid", "pass" or "" in this auction
    passes: int  # consecutive passes in the auction
    bid_order: tuple[int, ...]  # per seat: number of its latest bid (-1: none), to find the provocateur
    bid_count: int  # bids made in this auction so far
    chief: int | None
    vice: int | None
    partner: int | None
    vice_trump: str | None
    chief_trump: str | None
    trick: Trick
    leader: int | None
    last_trick: Trick
    last_trick_winner: int | None
    won: tuple[tuple[Card, ...], ...]  # per seat: cards of the tricks it won this hand
    tricks_won: tuple[int, ...]
    last_hand: MuHandResult | None
    tricks: tuple[Trick, ...] = ()  # this hand's complete tricks, in order (public: who played what)
