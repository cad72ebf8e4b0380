"""What one seat (or a spectator) sees of a RailRoad Rummy table.

Renderers and computer players only ever get these frozen dataclasses. A spectator's view, and the part of a view
about other seats, hold no hidden card at all: other hands are counts, the stock and reserve are sizes, claim
answers are only "answered or not" until the window closes. Cards are ``bot.rules.cards.Card`` values (draw them
with ``format_card``: ``"Q♥"``, ``"JK"``). Seats are indices into the play order (play goes to seat + 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.rules.cards import Card


class RailroadPhase(StrEnum):
    """Phases a round goes through (``RailroadView.phase``; the JSON form is the value)."""

    DRAW = "draw"  # the active seat must draw (stock or discard)
    CLAIMS = "claims"  # the claim window on the declined discard is open; the active seat waits
    PLAY = "play"  # the active seat may go down or lay off, then discards (or has gone out)
    OVER = "over"  # the whole game (7 rounds) is over


# Short names of the members, as the engine, the renderer and the computer players write them.
PHASE_DRAW, PHASE_CLAIMS, PHASE_PLAY, PHASE_OVER = (
    RailroadPhase.DRAW, RailroadPhase.CLAIMS, RailroadPhase.PLAY, RailroadPhase.OVER)


@dataclass(frozen=True)
class ContractView:
    """What the round asks for to go down."""

    round: int  # 1..7
    sets: int  # number of sets of exactly 3 (0 in round 7)
    runs: int  # number of runs: exactly 4 cards each in rounds 1-6, at least 4 in round 7
    all_cards: bool  # round 7: going down must use every card (optionally keeping one to discard)
    hand_size: int  # cards dealt this round


@dataclass(frozen=True)
class MeldView:
    """One meld on the table. ``number`` is what players type in ``/layoff meld:``."""

    number: int  # 1-based, in the order melds were laid; stable for the whole round
    owner_seat: int  # who went down with it
    kind: str  # "set" or "run"
    cards: tuple[Card, ...]  # as laid out: runs from low to high, wilds where they stand
    ranks: tuple[int, ...]  # the fixed rank each card stands for (3..14, 14 = ace); wilds included


@dataclass(frozen=True)
class PlayerView:
    """Public facts about one seat (the same in every view)."""

    seat: int
    hand_count: int  # cards in hand (the cards themselves only in the owner's ``RailroadView.hand``)
    is_down: bool  # has gone down this round
    can_lay_off: bool  # went down on an earlier turn of this round (may add cards to any meld)
    meld_numbers: tuple[int, ...]  # numbers of this seat's melds on the table
    hmg_left: int  # priority claim tokens still available
    claims_this_round: int  # discards won by claiming this round
    total_score: int  # cumulative penalty points (golf: lowest wins)
    rounds_won: int  # rounds this seat went out in
    is_dealer: bool


@dataclass(frozen=True)
class ClaimWindowView:
    """The open claim window on the discard the active seat declined by drawing from the stock.

    Answers stay secret until the window closes: everyone sees who has answered, only the viewer sees their own
    answer. The resolution (who claimed, who won) appears in ``RailroadView.last_claim``.
    """

    card: Card  # the claimable top discard
    discarder_seat: int | None  # who discarded it (None: the round's first upcard)
    eligible_seats: tuple[int, ...]  # who may claim, in priority (base turn) order
    answered_seats: tuple[int, ...]  # who has claimed or passed so far
    waiting_seats: tuple[int, ...]  # eligible seats that have not answered yet
    my_answer: str | None  # the viewer's own answer: "claim", "hmg", "pass" or None


@dataclass(frozen=True)
class ClaimResultView:
    """How the last claim window closed (public once closed)."""

    card: Card
    claimant_seats: tuple[int, ...]  # who claimed, in base priority order
    hmg_seats: tuple[int, ...]  # who claimed with HMG
    winner_seat: int | None  # None: nobody claimed
    hmg_spent: bool  # the winner spent one HMG


@dataclass(frozen=True)
class RoundResultView:
    """The end of a round: every hand revealed with its penalty points."""

    round: int
    winner_seat: int | None  # who went out; None when the cards ran out with no winner
    hands: tuple[tuple[Card, ...], ...]  # per seat, the cards left in hand (empty for the winner)
    points: tuple[int, ...]  # per seat, this round's penalty points
    totals: tuple[int, ...]  # per seat, cumulative totals after this round


@dataclass(frozen=True)
class StagedMeldView:
    """One meld staged by taps, as its player's hand picture draws it."""

    cards: tuple[Card, ...]  # as it reads (runs low to high, wilds where they stand), else as picked
    ranks: tuple[int, ...]  # the rank each card stands for (3..14), as ``MeldView.ranks``; empty: no meld as it stands
    readings: int = 0  # how many ways its wilds can be read (2 or more: the engine chose one, the panel offers others)


@dataclass(frozen=True)
class MeldsInProgress:
    """The melds the viewer is building by taps (only in their own view, only on their turn)."""

    staged: tuple[str, ...]  # each staged meld as it reads (``5♥ 6♥ 7♥ JK=8``), or its cards when it is no meld
    picked: tuple[Card, ...]  # cards picked, not staged yet
    melds: tuple[StagedMeldView, ...] = ()  # the staged melds again, card by card, for the hand picture
    left: tuple[Card, ...] = ()  # the hand without the staged cards (the picked ones included)


@dataclass(frozen=True)
class RailroadView:
    """The whole table as ``seat`` may see it (``seat`` None: a spectator)."""

    seat: int | None
    players: int
    round: int  # 1..7
    contract: ContractView
    phase: RailroadPhase
    dealer_seat: int
    active_seat: int  # whose turn it is (the seat that draws, plays and discards)
    hand: tuple[Card, ...]  # the viewer's own hand, sorted; empty for a spectator
    seats: tuple[PlayerView, ...]  # every seat, in seat order
    melds: tuple[MeldView, ...]  # every meld on the table, by number
    discard_top: Card | None
    discard_size: int
    stock_size: int
    reserve_size: int  # cards left in the reserve (0 once it has become the stock)
    claim_window: ClaimWindowView | None  # open window (phase "claims"), else None
    last_claim: ClaimResultView | None  # how this turn's claim window closed (cleared when the turn ends)
    taken_discard: Card | None  # the card the active seat took from the discard pile this turn (not discardable)
    went_down_this_turn: bool  # the active seat went down this turn (no lay-offs until next turn)
    round_scores: tuple[tuple[int, ...], ...]  # points per finished round, per seat
    scores: tuple[int, ...]  # cumulative totals per seat
    last_round: RoundResultView | None  # the previous round's revealed hands (None before the first ends)
    need_more_cards: bool  # round 7 hint for the viewer: fewer than 12 cards after the next draw, so claim discards
    building: MeldsInProgress | None = None  # the viewer's own melds built by taps, not sent yet
