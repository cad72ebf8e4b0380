"""What one seat (or a spectator) sees of a RailRoad table, and its JSON form: the hidden cards are absent."""

from __future__ import annotations

from collections.abc import Sequence

from bot.rules.base import JSONValue
from bot.rules.cards import Card
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


def _codes(cards: Sequence[Card]) -> list[str]:
    return [c.code for c in cards]


def view_to_json(view: RailroadView) -> JSONValue:
    window = view.claim_window
    claim = view.last_claim
    last = view.last_round
    return {
        "seat": view.seat,
        "players": view.players,
        "round": view.round,
        "contract": {
            "round": view.contract.round,
            "sets": view.contract.sets,
            "runs": view.contract.runs,
            "all_cards": view.contract.all_cards,
            "hand_size": view.contract.hand_size,
        },
        "phase": view.phase,
        "dealer_seat": view.dealer_seat,
        "active_seat": view.active_seat,
        "hand": _codes(view.hand),
        "seats": [
            {
                "seat": p.seat,
                "hand_count": p.hand_count,
                "is_down": p.is_down,
                "can_lay_off": p.can_lay_off,
                "meld_numbers": list(p.meld_numbers),
                "hmg_left": p.hmg_left,
                "claims_this_round": p.claims_this_round,
                "total_score": p.total_score,
                "rounds_won": p.rounds_won,
                "is_dealer": p.is_dealer,
            }
            for p in view.seats
        ],
        "melds": [
            {
                "number": m.number,
                "owner_seat": m.owner_seat,
                "kind": m.kind,
                "cards": _codes(m.cards),
                "ranks": list(m.ranks),
            }
            for m in view.melds
        ],
        "discard_top": view.discard_top.code if view.discard_top else None,
        "discard_size": view.discard_size,
        "stock_size": view.stock_size,
        "reserve_size": view.reserve_size,
        "claim_window": None
        if window is None
        else {
            "card": window.card.code,
            "discarder_seat": window.discarder_seat,
            "eligible_seats": list(window.eligible_seats),
            "answered_seats": list(window.answered_seats),
            "waiting_seats": list(window.waiting_seats),
            "my_answer": window.my_answer,
        },
        "last_claim": None
        if claim is None
        else {
            "card": claim.card.code,
            "claimant_seats": list(claim.claimant_seats),
            "hmg_seats": list(claim.hmg_seats),
            "winner_seat": claim.winner_seat,
            "hmg_spent": claim.hmg_spent,
        },
        "taken_discard": view.taken_discard.code if view.taken_discard else None,
        "went_down_this_turn": view.went_down_this_turn,
        "round_scores": [list(points) for points in view.round_scores],
        "scores": list(view.scores),
        "last_round": None
        if last is None
        else {
            "round": last.round,
            "winner_seat": last.winner_seat,
            "hands": [_codes(hand) for hand in last.hands],
            "points": list(last.points),
            "totals": list(last.totals),
        },
        "need_more_cards": view.need_more_cards,
    }
