"""Hard Gin's search imagines only cards its seat cannot see, keeps the cards it knows the opponent holds, and
plays legal moves."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.ai.gin import BASELINES
from bot.ai.gin_search import knowledge, sample
from bot.games import make_player
from bot.rules.deadwood import mask_of
from bot.rules.gin import RULES, GinState


def _midway(seed: int, moves: int, preset: str) -> GinState:
    """A hand some way into play, medium players on both sides (they take discards, so picked-up cards occur)."""
    rng = random.Random(seed)
    state = RULES.new_game(2, RULES.options(preset, {}), rng)
    players = [make_player("gin", "medium", random.Random(seed + seat)) for seat in (0, 1)]
    for _ in range(moves):
        if state.phase not in ("offer", "draw", "discard", "wall"):
            break
        seat = RULES.to_act(state)[0]
        action = players[seat].choose(RULES.view(state, seat), RULES.legal(state, seat))
        state = RULES.apply(state, seat, action, rng)[0]
    return state


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 60), preset=st.sampled_from(["north_american", "openspiel"]),
       viewer=st.integers(0, 1))
def test_the_imagined_deals_use_only_cards_the_seat_cannot_see(seed: int, moves: int, preset: str,
                                                                viewer: int) -> None:
    state = _midway(seed, moves, preset)
    if state.phase not in ("offer", "draw", "discard", "wall"):
        return
    view = RULES.view(state, viewer)
    other = 1 - viewer
    know = knowledge(view)
    own = mask_of(state.hands[viewer])
    pile = mask_of(state.discard)
    their_hand = mask_of(state.hands[other])
    # Known: every card the opponent took from the pile and has not thrown back is in its hand.
    still_held = [c for c in state.picked_up[other] if c in state.hands[other] and c not in state.discarded[other]]
    assert mask_of(still_held) & ~know.known == 0
    assert know.known & ~their_hand == 0
    # The unseen cards are exactly the opponent's unknown cards and the stock.
    assert sum(1 << i for i in know.pool) == (their_hand & ~know.known) | mask_of(state.stock)
    rng = random.Random(seed)
    for _ in range(20):
        hand, stock = sample(know, rng)
        assert hand & own == 0 and hand & pile == 0  # never a card of its own hand or of the discard pile
        assert sum(1 << i for i in stock) & (own | pile | hand) == 0
        assert know.known & ~hand == 0  # the cards it knows the opponent holds are always there
        assert hand.bit_count() == len(state.hands[other])
        assert len(stock) == len(state.stock) == len(set(stock))
        assert hand | sum(1 << i for i in stock) == their_hand | mask_of(state.stock)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 50))
def test_the_search_chooses_a_legal_move(seed: int, moves: int) -> None:
    state = _midway(seed, moves, "north_american")
    for seat in RULES.to_act(state):
        legal = RULES.legal(state, seat)
        assert BASELINES["hard-search"](random.Random(seed)).choose(RULES.view(state, seat), legal) in legal


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 50))
def test_the_search_replays_its_choice_from_the_same_seed(seed: int, moves: int) -> None:
    state = _midway(seed, moves, "openspiel")
    for seat in RULES.to_act(state):
        view, legal = RULES.view(state, seat), RULES.legal(state, seat)
        first = BASELINES["hard-search"](random.Random(seed)).choose(view, legal)
        assert BASELINES["hard-search"](random.Random(seed)).choose(view, legal) == first
