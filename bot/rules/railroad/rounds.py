"""RailRoad rounds: dealing the stock and the reserve, drawing a card (reserve, then the reshuffled discards),
scoring a round (golf) and ending the game after the seventh."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.rules.base import Event
from bot.rules.cards import Card, decks, format_card, format_cards, shuffled
from bot.rules.railroad.contracts import ROUNDS, Contract, contract_for, hand_points
from bot.rules.railroad.hands import sorted_cards
from bot.rules.railroad.phases import PHASE_DRAW, PHASE_OVER
from bot.rules.railroad.state import RoundResult, State
from bot.rules.ranking import rank_seats

DECKS_PER_PILE = 2  # the stock and the reserve are each two decks
JOKERS_PER_DECK = 2


def contract_of(state: State) -> Contract:
    return contract_for(state.round, state.options.round7_hand_size)


def deal(state: State, round_number: int, dealer: int, rng: random.Random) -> State:
    """A fresh round: new shuffled stock and reserve (fresh cards), deal from the seat after the dealer."""
    contract = contract_for(round_number, state.options.round7_hand_size)
    stock = shuffled(decks(DECKS_PER_PILE, JOKERS_PER_DECK), rng)
    reserve = shuffled(decks(DECKS_PER_PILE, JOKERS_PER_DECK), rng)
    hands: list[list[Card]] = [[] for _ in range(state.players)]
    first = (dealer + 1) % state.players
    for _ in range(contract.hand_size):
        for offset in range(state.players):
            hands[(first + offset) % state.players].append(stock.pop())
    upcard = stock.pop()
    hmg = state.hmg
    if state.options.hmg_scope == "round":
        hmg = (state.options.hmg_count,) * state.players
    return replace(
        state,
        round=round_number,
        dealer=dealer,
        active=first,
        phase=PHASE_DRAW,
        hands=tuple(sorted_cards(hand) for hand in hands),
        stock=tuple(stock),
        reserve=tuple(reserve),
        reserve_used=False,
        discards_reshuffled=False,
        discard=(upcard,),
        discarder=None,
        melds=(),
        down=(False,) * state.players,
        went_down_this_turn=False,
        taken_discard=None,
        window=None,
        last_claim=None,
        hmg=hmg,
        claims=(0,) * state.players,
    )


def round_start_events(state: State) -> list[Event]:
    return [
        Event(
            "railroad-round-start",
            {"round": state.round, "dealer_seat": state.dealer, "card": format_card(state.discard[-1])},
        )
    ]


def end_round(state: State, winner: int | None, rng: random.Random) -> tuple[State, list[Event]]:
    """Score the round (golf), reveal the hands, then deal the next round or end the game."""
    points = tuple(0 if seat == winner else hand_points(state.hands[seat]) for seat in range(state.players))
    totals = tuple(total + p for total, p in zip(state.scores, points, strict=True))
    rounds_won = state.rounds_won
    if winner is not None:
        rounds_won = tuple(won + (seat == winner) for seat, won in enumerate(rounds_won))
    result = RoundResult(state.round, winner, state.hands, points, totals)
    events: list[Event] = []
    if winner is None:
        events.append(Event("railroad-round-no-winner", {"round": state.round}))
    else:
        events.append(Event("railroad-went-out", {"round": state.round}, seat=winner))
    for seat in range(state.players):
        events.append(
            Event(
                "railroad-round-score",
                {"round": state.round, "points": points[seat], "total": totals[seat], "cards": format_cards(state.hands[seat])},
                seat=seat,
            )
        )
    scored = replace(
        state,
        scores=totals,
        rounds_won=rounds_won,
        round_scores=(*state.round_scores, points),
        last_round=result,
        window=None,
    )
    if state.round == ROUNDS:
        over = replace(scored, phase=PHASE_OVER, taken_discard=None, went_down_this_turn=False)
        champion = final_ranking(over).index(1)
        events.append(Event("railroad-game-over", {"winner_seat": champion, "score": totals[champion]}))
        return over, events
    following = deal(scored, state.round + 1, (state.dealer + 1) % state.players, rng)
    return following, events + round_start_events(following)


def draw_card(state: State, rng: random.Random) -> tuple[State, Card | None, list[Event]]:
    """Top of the stock; the reserve takes over once, then the discards (but the top) are reshuffled once."""
    events: list[Event] = []
    if not state.stock and not state.reserve_used:
        state = replace(state, stock=state.reserve, reserve=(), reserve_used=True)
        events.append(Event("railroad-reserve-used"))
    if not state.stock and not state.discards_reshuffled and len(state.discard) > 1:
        state = replace(
            state,
            stock=tuple(shuffled(state.discard[:-1], rng)),
            discard=state.discard[-1:],
            discards_reshuffled=True,
        )
        events.append(Event("railroad-discards-reshuffled"))
    if not state.stock:
        return state, None, events
    return replace(state, stock=state.stock[:-1]), state.stock[-1], events


def final_ranking(state: State) -> tuple[int, ...]:
    """Golf: the lowest total ranks first; ties go to more rounds won, then the rank is shared."""
    return rank_seats([(-state.scores[seat], state.rounds_won[seat]) for seat in range(state.players)])
