"""What one seat (or a spectator) sees of a RailRoad Rummy table.

Renderers and computer players only ever get these frozen dataclasses. A spectator's view, and the part of a view
about other seats, hold no hidden card at all: other hands are counts, the stock and reserve are sizes, claim
answers are only "answered or not" until the window closes. Cards are ``bot.rules.cards.Card`` values (draw them
with ``format_card``: ``"Q♥"``, ``"JK"``). Seats are indices into the play order (play goes to seat + 1).
``view_of`` builds a seat's view from the state; the melds its player is building by taps are added by the panel
(``bot.rules.railroad.panel``), which keeps them beside the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.rules.cards import Card
from bot.rules.railroad.claims import waiting
from bot.rules.railroad.contracts import RUN_SIZE
from bot.rules.railroad.hands import meld_ranks

# The phases, as view readers (renderers, computer players) compare a view's phase with them.
from bot.rules.railroad.phases import PHASE_CLAIMS as PHASE_CLAIMS
from bot.rules.railroad.phases import PHASE_DRAW as PHASE_DRAW
from bot.rules.railroad.phases import PHASE_OVER as PHASE_OVER
from bot.rules.railroad.phases import PHASE_PLAY as PHASE_PLAY
from bot.rules.railroad.phases import RailroadPhase as RailroadPhase
from bot.rules.railroad.rounds import contract_of
from bot.rules.railroad.state import State


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


def view_of(state: State, seat: int | None) -> RailroadView:
    contract = contract_of(state)
    meld_numbers: dict[int, list[int]] = {i: [] for i in range(state.players)}
    meld_views = []
    for number, table_meld in enumerate(state.melds, start=1):
        meld_numbers[table_meld.owner].append(number)
        meld = table_meld.meld
        meld_views.append(MeldView(number, table_meld.owner, meld.kind, meld.cards, meld_ranks(meld)))
    seats = tuple(
        PlayerView(
            seat=i,
            hand_count=len(state.hands[i]),
            is_down=state.down[i],
            can_lay_off=state.down[i] and not (i == state.active and state.went_down_this_turn),
            meld_numbers=tuple(meld_numbers[i]),
            hmg_left=state.hmg[i],
            claims_this_round=state.claims[i],
            total_score=state.scores[i],
            rounds_won=state.rounds_won[i],
            is_dealer=i == state.dealer,
        )
        for i in range(state.players)
    )
    window = state.window
    window_view = None
    if window is not None:
        answers = dict(window.answers)
        window_view = ClaimWindowView(
            card=window.card,
            discarder_seat=window.discarder,
            eligible_seats=window.eligible,
            answered_seats=tuple(s for s, _ in window.answers),
            waiting_seats=waiting(window),
            my_answer=answers.get(seat) if seat is not None else None,
        )
    claim = state.last_claim
    claim_view = (
        None
        if claim is None
        else ClaimResultView(claim.card, claim.claimants, claim.hmg_claimants, claim.winner, claim.hmg_spent)
    )
    last = state.last_round
    last_view = (
        None
        if last is None
        else RoundResultView(last.round, last.winner, last.hands, last.points, last.totals)
    )
    hand = state.hands[seat] if seat is not None else ()
    need_more = (
        seat is not None
        and contract.all_cards
        and state.phase != PHASE_OVER
        and len(hand) + (0 if seat == state.active and state.phase != PHASE_DRAW else 1) < 3 * RUN_SIZE
    )
    return RailroadView(
        seat=seat,
        players=state.players,
        round=state.round,
        contract=ContractView(contract.round, contract.sets, contract.runs, contract.all_cards, contract.hand_size),
        phase=state.phase,
        dealer_seat=state.dealer,
        active_seat=state.active,
        hand=hand,
        seats=seats,
        melds=tuple(meld_views),
        discard_top=state.discard[-1] if state.discard else None,
        discard_size=len(state.discard),
        stock_size=len(state.stock),
        reserve_size=len(state.reserve),
        claim_window=window_view,
        last_claim=claim_view,
        taken_discard=state.taken_discard,
        went_down_this_turn=state.went_down_this_turn,
        round_scores=state.round_scores,
        scores=state.scores,
        last_round=last_view,
        need_more_cards=need_more,
    )
