"""Controls offered ahead of a turn are the moves that turn then offers.

A panel may carry a waiting seat's next-turn controls (``Rules.ready_controls``) so that a player at the table taps
them when the turn comes back, with no new message. They must be the same moves (command, arguments) as
``controls`` gives when the turn begins, whenever the seat's hand is unchanged; and their labels must name nothing
that changes meanwhile (no card): the rules of each game are in docs/rules/<game>.md.
"""

from __future__ import annotations

import random

import pytest

from bot import games
from tests.game_facts import GAMES, facts


def moves(controls):  # type: ignore[no-untyped-def]
    return [(c.command, sorted(c.args.items()), c.arg, c.choices) for c in controls]


@pytest.mark.parametrize("kind", GAMES)
def test_controls_offered_ahead_are_the_moves_the_turn_then_offers(kind: str) -> None:
    declaration = games.get(kind)
    rules = declaration.rules
    rng = random.Random(3)
    seats = facts(kind).seats
    players = [declaration.player("easy", random.Random(seat)) for seat in range(seats)]
    state = rules.new_game(seats, rules.options(None, {}), rng)
    offered: dict[int, tuple[str, list[object]]] = {}  # seat -> (hand when offered, moves offered)
    compared = 0
    for _step in range(1500 if kind != "tiles" else 100):
        if rules.is_over(state):
            break
        waiting = rules.to_act(state)
        window = declaration.in_claim_window(state)  # answering a claim window is not the seat's turn
        for seat in range(seats):
            hand = rules.hand_text(rules.view(state, seat))
            if seat in waiting and not window:
                ahead = offered.pop(seat, None)
                now = moves(declaration.panel.controls(state, seat, None))
                # An ordinary turn (a draw) with the hand as it was: exactly the moves offered ahead. Anything else
                # (the hand is over, a card was claimed meanwhile) and the panel's controls simply do not count.
                if ahead is not None and ahead[0] == hand and any(move[0] == "draw" for move in now):
                    assert all(move in now for move in ahead[1]), (ahead[1], now)
                    compared += 1
            elif seat not in waiting and seat not in offered:
                ready = declaration.panel.ready_controls(state, seat)
                for control in ready:
                    assert not control.label_params, control  # nothing that may change before the turn
                if ready:
                    offered[seat] = (hand, moves(ready))
        seat = waiting[0]
        action = players[seat].choose(rules.view(state, seat), rules.legal(state, seat))
        state, _events = rules.apply(state, seat, action, rng)
    if facts(kind).controls_ahead:
        assert compared > 10
    else:
        assert compared == 0  # their first controls depend on what the others play: none offered ahead
