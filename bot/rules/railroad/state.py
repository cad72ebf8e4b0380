"""RailRoad Rummy's state and actions, and their JSON forms.

Everything is frozen; the engine builds new values with ``dataclasses.replace``. Piles are tuples whose *last*
element is the top card. Cards travel in JSON as their compact codes (``"QH"``, ``"JK"``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.rules.base import JSONValue
from bot.rules.cards import Card
from bot.rules.melds import Meld
from bot.rules.railroad.views import RailroadPhase

# Action kinds (``Action.kind``).
DRAW_STOCK = "draw_stock"
DRAW_DISCARD = "draw_discard"
DISCARD = "discard"
GO_DOWN = "go_down"
LAY_OFF = "lay_off"
CLAIM = "claim"
PASS_CLAIM = "pass_claim"
CLOSE_CLAIMS = "close_claims"
ACTION_KINDS: tuple[str, ...] = (DRAW_STOCK, DRAW_DISCARD, DISCARD, GO_DOWN, LAY_OFF, CLAIM, PASS_CLAIM, CLOSE_CLAIMS)

# Claim answers.
ANSWER_CLAIM = "claim"
ANSWER_HMG = "hmg"
ANSWER_PASS = "pass"


@dataclass(frozen=True)
class MeldPlan:
    """One meld a player lays down: its cards, and for a run whose wilds could sit at either end, ``low``: the
    rank its lowest card stands for (3..14, 14 = ace). None: the only reading there is."""

    cards: tuple[Card, ...]
    low: int | None = None


@dataclass(frozen=True)
class Action:
    """One move. Only the fields of its kind are used; the others keep their defaults."""

    kind: str
    card: Card | None = None  # DISCARD
    melds: tuple[MeldPlan, ...] = ()  # GO_DOWN
    cards: tuple[Card, ...] = ()  # LAY_OFF: the cards added to one meld
    low: int | None = None  # LAY_OFF: the run's lowest rank afterwards, when a wild could go at either end
    meld: int = 0  # LAY_OFF: the meld's number on the table (1-based)
    hmg: bool = False  # CLAIM: spend an HMG to jump the queue


@dataclass(frozen=True)
class TableMeld:
    """A meld on the table and who laid it. Wilds keep the identity they were given (``bot.rules.melds.Meld``)."""

    owner: int
    meld: Meld


@dataclass(frozen=True)
class ClaimWindow:
    card: Card
    discarder: int | None
    eligible: tuple[int, ...]  # base priority order
    answers: tuple[tuple[int, str], ...] = ()  # (seat, answer) in the order they came


@dataclass(frozen=True)
class ClaimResult:
    card: Card
    claimants: tuple[int, ...]
    hmg_claimants: tuple[int, ...]
    winner: int | None
    hmg_spent: bool


@dataclass(frozen=True)
class RoundResult:
    round: int
    winner: int | None
    hands: tuple[tuple[Card, ...], ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class State:
    options: dict[str, Any] = field(hash=False)
    players: int
    round: int
    dealer: int
    active: int
    phase: RailroadPhase
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    reserve: tuple[Card, ...]
    reserve_used: bool
    discards_reshuffled: bool
    discard: tuple[Card, ...]
    discarder: int | None  # who discarded the top card (None: the round's upcard, or after a claim)
    melds: tuple[TableMeld, ...]
    down: tuple[bool, ...]
    went_down_this_turn: bool
    taken_discard: Card | None
    window: ClaimWindow | None
    last_claim: ClaimResult | None
    hmg: tuple[int, ...]
    claims: tuple[int, ...]  # discards won by claiming this round, per seat
    scores: tuple[int, ...]
    rounds_won: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    last_round: RoundResult | None


# --- JSON --------------------------------------------------------------------------------------------------------


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]


def _from_cards(data: Any) -> tuple[Card, ...]:
    return tuple(Card.from_code(code) for code in data)


def _card_or_none(card: Card | None) -> str | None:
    return None if card is None else card.code


def _from_card_or_none(data: Any) -> Card | None:
    return None if data is None else Card.from_code(data)


def meld_to_json(meld: TableMeld) -> JSONValue:
    return {"owner": meld.owner, "meld": meld.meld.to_json()}


def meld_from_json(data: Any) -> TableMeld:
    return TableMeld(data["owner"], Meld.from_json(data["meld"]))


def state_to_json(state: State) -> JSONValue:
    window = state.window
    claim = state.last_claim
    last = state.last_round
    return {
        "options": dict(state.options),
        "players": state.players,
        "round": state.round,
        "dealer": state.dealer,
        "active": state.active,
        "phase": state.phase,
        "hands": [_cards(hand) for hand in state.hands],
        "stock": _cards(state.stock),
        "reserve": _cards(state.reserve),
        "reserve_used": state.reserve_used,
        "discards_reshuffled": state.discards_reshuffled,
        "discard": _cards(state.discard),
        "discarder": state.discarder,
        "melds": [meld_to_json(meld) for meld in state.melds],
        "down": list(state.down),
        "went_down_this_turn": state.went_down_this_turn,
        "taken_discard": _card_or_none(state.taken_discard),
        "window": None
        if window is None
        else {
            "card": window.card.code,
            "discarder": window.discarder,
            "eligible": list(window.eligible),
            "answers": [[seat, answer] for seat, answer in window.answers],
        },
        "last_claim": None
        if claim is None
        else {
            "card": claim.card.code,
            "claimants": list(claim.claimants),
            "hmg_claimants": list(claim.hmg_claimants),
            "winner": claim.winner,
            "hmg_spent": claim.hmg_spent,
        },
        "hmg": list(state.hmg),
        "claims": list(state.claims),
        "scores": list(state.scores),
        "rounds_won": list(state.rounds_won),
        "round_scores": [list(points) for points in state.round_scores],
        "last_round": None
        if last is None
        else {
            "round": last.round,
            "winner": last.winner,
            "hands": [_cards(hand) for hand in last.hands],
            "points": list(last.points),
            "totals": list(last.totals),
        },
    }


def state_from_json(data: Any) -> State:
    window = data["window"]
    claim = data["last_claim"]
    last = data["last_round"]
    return State(
        options=dict(data["options"]),
        players=data["players"],
        round=data["round"],
        dealer=data["dealer"],
        active=data["active"],
        phase=RailroadPhase(data["phase"]),
        hands=tuple(_from_cards(hand) for hand in data["hands"]),
        stock=_from_cards(data["stock"]),
        reserve=_from_cards(data["reserve"]),
        reserve_used=data["reserve_used"],
        discards_reshuffled=data["discards_reshuffled"],
        discard=_from_cards(data["discard"]),
        discarder=data["discarder"],
        melds=tuple(meld_from_json(meld) for meld in data["melds"]),
        down=tuple(data["down"]),
        went_down_this_turn=data["went_down_this_turn"],
        taken_discard=_from_card_or_none(data["taken_discard"]),
        window=None
        if window is None
        else ClaimWindow(
            Card.from_code(window["card"]),
            window["discarder"],
            tuple(window["eligible"]),
            tuple((seat, answer) for seat, answer in window["answers"]),
        ),
        last_claim=None
        if claim is None
        else ClaimResult(
            Card.from_code(claim["card"]),
            tuple(claim["claimants"]),
            tuple(claim["hmg_claimants"]),
            claim["winner"],
            claim["hmg_spent"],
        ),
        hmg=tuple(data["hmg"]),
        claims=tuple(data["claims"]),
        scores=tuple(data["scores"]),
        rounds_won=tuple(data["rounds_won"]),
        round_scores=tuple(tuple(points) for points in data["round_scores"]),
        last_round=None
        if last is None
        else RoundResult(
            last["round"],
            last["winner"],
            tuple(_from_cards(hand) for hand in last["hands"]),
            tuple(last["points"]),
            tuple(last["totals"]),
        ),
    )


def action_to_json(action: Action) -> JSONValue:
    data: dict[str, Any] = {"kind": action.kind}
    if action.card is not None:
        data["card"] = action.card.code
    if action.melds:
        data["melds"] = [{"cards": _cards(plan.cards), "low": plan.low} for plan in action.melds]
    if action.cards:
        data["cards"] = _cards(action.cards)
    if action.low is not None:
        data["low"] = action.low
    if action.meld:
        data["meld"] = action.meld
    if action.hmg:
        data["hmg"] = True
    return data


def action_from_json(data: Any) -> Action:
    return Action(
        kind=data["kind"],
        card=_from_card_or_none(data.get("card")),
        melds=tuple(MeldPlan(_from_cards(plan["cards"]), plan["low"]) for plan in data.get("melds", ())),
        cards=_from_cards(data.get("cards", ())),
        low=data.get("low"),
        meld=data.get("meld", 0),
        hmg=bool(data.get("hmg", False)),
    )
