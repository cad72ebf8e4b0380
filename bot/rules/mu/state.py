"""The full (secret) state of a Mü game, its options, and their JSON form."""

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


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]


def _cards_back(data: Any) -> tuple[Card, ...]:
    return tuple(Card.from_text(text) for text in data)


def _trick(trick: Trick) -> list[list[Any]]:
    return [[seat, str(card)] for seat, card in trick]


def _trick_back(data: Any) -> Trick:
    return tuple((int(seat), Card.from_text(text)) for seat, text in data)


def hand_result_to_json(result: MuHandResult) -> dict[str, Any]:
    return {
        "hand_number": result.hand_number,
        "kind": result.kind,
        "chief": result.chief,
        "vice": result.vice,
        "partner": result.partner,
        "provocateur": result.provocateur,
        "bid": result.bid,
        "vice_trump": result.vice_trump,
        "chief_trump": result.chief_trump,
        "team_points": result.team_points,
        "target": result.target,
        "level": result.level,
        "success": result.success,
        "card_points": list(result.card_points),
        "bonus": list(result.bonus),
        "total": list(result.total),
    }


def hand_result_from_json(data: Any) -> MuHandResult:
    return MuHandResult(
        hand_number=data["hand_number"],
        kind=data["kind"],
        chief=data["chief"],
        vice=data["vice"],
        partner=data["partner"],
        provocateur=data["provocateur"],
        bid=data["bid"],
        vice_trump=data["vice_trump"],
        chief_trump=data["chief_trump"],
        team_points=data["team_points"],
        target=data["target"],
        level=data["level"],
        success=data["success"],
        card_points=tuple(data["card_points"]),
        bonus=tuple(data["bonus"]),
        total=tuple(data["total"]),
    )


def state_to_json(state: MuState) -> dict[str, Any]:
    return {
        "players": state.players,
        "options": state.options.to_json(),
        "scores": list(state.scores),
        "hand_number": state.hand_number,
        "dealer": state.dealer,
        "active": list(state.active),
        "phase": state.phase,
        "turn": state.turn,
        "hidden": [_cards(cards) for cards in state.hidden],
        "shown": [_cards(cards) for cards in state.shown],
        "bids": list(state.bids),
        "last_action": list(state.last_action),
        "passes": state.passes,
        "bid_order": list(state.bid_order),
        "bid_count": state.bid_count,
        "chief": state.chief,
        "vice": state.vice,
        "partner": state.partner,
        "vice_trump": state.vice_trump,
        "chief_trump": state.chief_trump,
        "trick": _trick(state.trick),
        "leader": state.leader,
        "last_trick": _trick(state.last_trick),
        "last_trick_winner": state.last_trick_winner,
        "won": [_cards(cards) for cards in state.won],
        "tricks_won": list(state.tricks_won),
        "last_hand": None if state.last_hand is None else hand_result_to_json(state.last_hand),
        "tricks": [_trick(trick) for trick in state.tricks],
    }


def state_from_json(data: Any) -> MuState:
    return MuState(
        players=data["players"],
        options=MuOptions.from_json(data["options"]),
        scores=tuple(data["scores"]),
        hand_number=data["hand_number"],
        dealer=data["dealer"],
        active=tuple(data["active"]),
        phase=MuPhase(data["phase"]),
        turn=data["turn"],
        hidden=tuple(_cards_back(cards) for cards in data["hidden"]),
        shown=tuple(_cards_back(cards) for cards in data["shown"]),
        bids=tuple(data["bids"]),
        last_action=tuple(data["last_action"]),
        passes=data["passes"],
        bid_order=tuple(data["bid_order"]),
        bid_count=data["bid_count"],
        chief=data["chief"],
        vice=data["vice"],
        partner=data["partner"],
        vice_trump=data["vice_trump"],
        chief_trump=data["chief_trump"],
        trick=_trick_back(data["trick"]),
        leader=data["leader"],
        last_trick=_trick_back(data["last_trick"]),
        last_trick_winner=data["last_trick_winner"],
        won=tuple(_cards_back(cards) for cards in data["won"]),
        tricks_won=tuple(data["tricks_won"]),
        last_hand=None if data["last_hand"] is None else hand_result_from_json(data["last_hand"]),
        tricks=tuple(_trick_back(trick) for trick in data.get("tricks", [])),
    )
