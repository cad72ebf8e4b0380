"""The active seat's play after drawing: discarding, going down with exactly the contract, laying off."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from bot.rules.base import Event, IllegalMove, Problem
from bot.rules.cards import Card, format_card, format_cards
from bot.rules.melds import RAILROAD_MELDS, Meld, extend_meld, format_meld, make_meld
from bot.rules.railroad.actions import Discard, GoDown, LayOff, MeldPlan
from bot.rules.railroad.contracts import (
    ACE_HIGH,
    LOWEST_RANK,
    RUN_SIZE,
    SET_SIZE,
    Contract,
    GoingDown,
    is_wild,
    railroad_rank,
)
from bot.rules.railroad.hands import distinct_cards, missing_from_hand, remove_cards, set_hand
from bot.rules.railroad.phases import PHASE_DRAW
from bot.rules.railroad.rounds import contract_of, end_round
from bot.rules.railroad.state import State, TableMeld


def may_discard(state: State, card: Card) -> bool:
    """The card just taken from the discard pile may not go straight back, unless it is the last card (going
    out) or the hand holds another copy of it (multi-deck game): otherwise a hand of only that card could not move."""
    if not state.options.no_discard_taken_card or state.taken_discard != card:
        return True
    hand = state.hands[state.active]
    return len(hand) == 1 or hand.count(card) > 1


def may_lay_off(state: State) -> bool:
    return state.down[state.active] and not state.went_down_this_turn and not contract_of(state).all_cards


def discard_card(state: State, action: Discard, rng: random.Random) -> tuple[State, list[Event]]:
    seat = state.active
    card = action.card
    if card not in state.hands[seat]:
        raise IllegalMove("railroad-card-not-in-hand", card=format_card(card))
    if not may_discard(state, card):
        raise IllegalMove("railroad-discard-taken-card", card=format_card(card))
    hand = remove_cards(state.hands[seat], [card])
    new = replace(
        state,
        hands=set_hand(state, seat, hand),
        discard=(*state.discard, card),
        discarder=seat,
        taken_discard=None,
        went_down_this_turn=False,
        phase=PHASE_DRAW,
        active=(seat + 1) % state.players,
        last_claim=None,
    )
    events = [Event("railroad-discarded", {"card": format_card(card)}, seat=seat)]
    if not hand:
        ended, end_events = end_round(new, seat, rng)
        return ended, events + end_events
    return new, events


def go_down_action(option: GoingDown) -> GoDown:
    """Going down with one way of meeting the contract."""
    return GoDown(tuple(MeldPlan(m.cards, m.ranks[0] if m.kind == "run" else None) for m in option.melds))


def _build_meld(plan: MeldPlan) -> Meld:
    return make_meld(plan.cards, RAILROAD_MELDS, low=plan.low)


def go_down(state: State, action: GoDown, rng: random.Random) -> tuple[State, list[Event]]:
    seat = state.active
    hand = state.hands[seat]
    contract = contract_of(state)
    if state.down[seat]:
        raise IllegalMove("railroad-already-down")
    if not action.melds:
        raise IllegalMove("railroad-no-melds")
    every_card = [c for plan in action.melds for c in plan.cards]
    missing = missing_from_hand(hand, every_card)
    if missing:
        raise IllegalMove("railroad-card-not-in-hand", card=format_cards(missing))
    melds: list[Meld] = []
    problems: list[Problem] = []
    for plan in action.melds:
        try:
            melds.append(_build_meld(plan))
        except IllegalMove as refused:
            problems.extend(refused.problems)
    if problems:
        raise IllegalMove.of(problems)
    _check_contract(melds, contract, len(hand) - len(every_card))
    rest = remove_cards(hand, every_card)
    numbers_from = len(state.melds) + 1
    new = replace(
        state,
        hands=set_hand(state, seat, rest),
        melds=(*state.melds, *(TableMeld(seat, meld) for meld in melds)),
        down=tuple(d or i == seat for i, d in enumerate(state.down)),
        went_down_this_turn=True,
    )
    events = [
        Event(
            "railroad-went-down",
            {
                "melds": " | ".join(format_meld(meld) for meld in melds),
                "first": numbers_from,
                "last": numbers_from + len(melds) - 1,
            },
            seat=seat,
        )
    ]
    if not rest:
        ended, end_events = end_round(new, seat, rng)
        return ended, events + end_events
    return new, events


def _check_contract(melds: Sequence[Meld], contract: Contract, kept: int) -> None:
    """Exactly the contract (rounds 1-6), or three runs using every card but at most one (round 7)."""
    sets = [m for m in melds if m.kind == "set"]
    runs = [m for m in melds if m.kind == "run"]
    problems: list[Problem] = []
    if len(sets) != contract.sets or len(runs) != contract.runs:
        problems.append(
            IllegalMove(
                "railroad-contract-shape",
                sets=contract.sets,
                runs=contract.runs,
                given_sets=len(sets),
                given_runs=len(runs),
            ).problems[0]
        )
    if contract.all_cards:
        if kept > 1:
            problems.append(IllegalMove("railroad-round7-all-cards", n=kept).problems[0])
    else:
        for meld in sets:
            if len(meld.cards) != SET_SIZE:
                problems.append(IllegalMove("railroad-set-size", cards=format_cards(meld.cards)).problems[0])
        for meld in runs:
            if len(meld.cards) != RUN_SIZE:
                problems.append(IllegalMove("railroad-run-size", cards=format_cards(meld.cards)).problems[0])
    if problems:
        raise IllegalMove.of(problems)


def lay_off(state: State, action: LayOff, rng: random.Random) -> tuple[State, list[Event]]:
    seat = state.active
    hand = state.hands[seat]
    if contract_of(state).all_cards:
        raise IllegalMove("railroad-round7-no-lay-off")
    if not state.down[seat]:
        raise IllegalMove("railroad-not-down")
    if state.went_down_this_turn:
        raise IllegalMove("railroad-lay-off-next-turn")
    if not 1 <= action.meld <= len(state.melds):
        raise IllegalMove("railroad-no-such-meld", meld=action.meld)
    if not action.cards:
        raise IllegalMove("railroad-no-cards")
    missing = missing_from_hand(hand, action.cards)
    if missing:
        raise IllegalMove("railroad-card-not-in-hand", card=format_cards(missing))
    target = state.melds[action.meld - 1]
    extended = extend_meld(target.meld, action.cards, RAILROAD_MELDS, low=action.low)
    rest = remove_cards(hand, action.cards)
    melds = tuple(
        replace(m, meld=extended) if number == action.meld else m for number, m in enumerate(state.melds, start=1)
    )
    new = replace(state, hands=set_hand(state, seat, rest), melds=melds)
    events = [
        Event("railroad-laid-off", {"cards": format_cards(action.cards), "meld": action.meld}, seat=seat)
    ]
    if not rest:
        ended, end_events = end_round(new, seat, rng)
        return ended, events + end_events
    return new, events


def single_lay_offs(state: State, hand: Sequence[Card]) -> list[LayOff]:
    """Every way to lay off one card (the representative subset ``legal`` offers; several cards go one by one)."""
    actions: list[LayOff] = []
    distinct = distinct_cards(hand)
    for number, table_meld in enumerate(state.melds, start=1):
        meld = table_meld.meld
        for card in distinct:
            for low in _lay_off_lows(meld, card):
                try:
                    extend_meld(meld, [card], RAILROAD_MELDS, low=low)
                except IllegalMove:
                    continue
                actions.append(LayOff((card,), number, low))
    return actions


def _lay_off_lows(meld: Meld, card: Card) -> tuple[int | None, ...]:
    """Cheap pre-filter: where ``card`` could go on ``meld`` (the shared meld rules then decide)."""
    if meld.kind == "set":
        return (None,) if is_wild(card) or card.rank == meld.low else ()
    if is_wild(card):
        lows: list[int | None] = []
        if meld.low > LOWEST_RANK:
            lows.append(meld.low - 1)
        if meld.high < ACE_HIGH:
            lows.append(meld.low)
        return tuple(lows)
    rank = railroad_rank(card)
    if rank == meld.low - 1:
        return (rank,)
    if rank == meld.high + 1:
        return (meld.low,)
    return ()
