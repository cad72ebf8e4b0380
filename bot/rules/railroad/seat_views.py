"""What one seat (or a spectator) sees of a RailRoad table: the hidden cards are absent."""

from __future__ import annotations

from bot.rules.railroad.claims import waiting
from bot.rules.railroad.contracts import RUN_SIZE
from bot.rules.railroad.hands import meld_ranks
from bot.rules.railroad.rounds import contract_of
from bot.rules.railroad.state import State
from bot.rules.railroad.views import (
    PHASE_DRAW,
    PHASE_OVER,
    ClaimResultView,
    ClaimWindowView,
    ContractView,
    MeldView,
    PlayerView,
    RailroadView,
    RoundResultView,
)


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
