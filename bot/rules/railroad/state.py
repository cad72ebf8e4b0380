"""RailRoad Rummy's state (its JSON form is the shared codec's, ``bot.rules.codec``; the actions are in ``actions``).

Everything is frozen; the engine builds new values with ``dataclasses.replace``. Piles are tuples whose *last*
element is the top card. Cards travel in JSON as their compact codes (``"QH"``, ``"JK"``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.rules.cards import Card
from bot.rules.melds import Meld
from bot.rules.railroad.options import RailroadOptions
from bot.rules.railroad.phases import RailroadPhase

# Claim answers, as a claim window keeps them (``ClaimWindow.answers``).
ANSWER_CLAIM = "claim"
ANSWER_HMG = "hmg"
ANSWER_PASS = "pass"


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
    options: RailroadOptions
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
