"""Rummy's search imagines only cards its seat cannot see, keeps the cards it knows the opponent holds, plays legal
moves and replays its choice from the same seed."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.ai import selfplay
from bot.ai.rummy import BASELINES
from bot.ai.rummy_search import imagine, knowledge
from bot.games import make_player
from bot.rules.deadwood import mask_of
from bot.rules.rummy import RULES, RummyState


def _midway(seed: int, moves: int, preset: str) -> RummyState:
    """A hand some way into play, hard players on both sides (they take discards, meld and lay off)."""
    rng = random.Random(seed)
    state = RULES.new_game(2, RULES.options(preset, {}), rng)
    players = [make_player("rummy", "hard", random.Random(seed + seat)) for seat in (0, 1)]
    for _ in range(moves):
        if state.phase not in ("draw", "play"):
            break
        seat = RULES.to_act(state)[0]
        action = players[seat].choose(RULES.view(state, seat), RULES.legal(state, seat))
        state = RULES.apply(state, seat, action, rng)[0]
    return state


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 80), preset=st.sampled_from(["standard", "pagat"]),
       viewer=st.integers(0, 1))
def test_the_imagined_deals_use_only_cards_the_seat_cannot_see(seed: int, moves: int, preset: str,
                                                                viewer: int) -> None:
    state = _midway(seed, moves, preset)
    if state.phase not in ("draw", "play"):
        return
    know = knowledge(RULES.view(state, viewer))
    if state.restocks_used:
        assert know is None  # the pile went back into the stock: the view no longer tells which cards are where
        return
    assert know is not None
    other = 1 - viewer
    own = mask_of(state.hands[viewer])
    table = mask_of(c for _owner, meld in state.melds for c in meld.cards)
    pile = mask_of(state.discard)
    # Every card of the pile was thrown this hand, or is its top, but the upcard once covered: the view forgets it.
    visible_pile = pile & (mask_of(state.discarded[0]) | mask_of(state.discarded[1]) | mask_of(state.discard[-1:]))
    buried = pile & ~visible_pile
    assert buried.bit_count() <= 1
    their_hand = mask_of(state.hands[other])
    # Known: every card the opponent took from the pile and still holds, and no card it does not hold.
    still_held = [c for c in state.picked_up[other] if c in state.hands[other] and c not in state.discarded[other]]
    assert mask_of(still_held) & ~know.known == 0
    assert know.known & ~their_hand == 0
    # The unseen cards are exactly the opponent's unknown cards, the stock and a covered upcard.
    assert sum(1 << i for i in know.pool) == (their_hand & ~know.known) | mask_of(state.stock) | buried
    rng = random.Random(seed)
    for _ in range(20):
        deal = imagine(know, rng)
        stock = sum(1 << i for i in deal.stock)
        for imagined in (deal.opponent, stock):  # never its own card, a card on the table or one seen in the pile
            assert imagined & (own | table | visible_pile) == 0
        assert deal.opponent & stock == 0
        assert know.known & ~deal.opponent == 0  # the cards it knows the opponent holds are always there
        assert deal.opponent.bit_count() == len(state.hands[other])
        assert len(deal.stock) == len(state.stock) == len(set(deal.stock))
        assert (deal.opponent | stock) & ~(their_hand | mask_of(state.stock) | buried) == 0


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 80))
def test_the_search_chooses_a_legal_move(seed: int, moves: int) -> None:
    state = _midway(seed, moves, "standard")
    for seat in RULES.to_act(state):
        legal = RULES.legal(state, seat)
        assert BASELINES["hard-search"](random.Random(seed)).choose(RULES.view(state, seat), legal) in legal


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 80))
def test_the_search_replays_its_choice_from_the_same_seed(seed: int, moves: int) -> None:
    state = _midway(seed, moves, "standard")
    for seat in RULES.to_act(state):
        view, legal = RULES.view(state, seat), RULES.legal(state, seat)
        first = BASELINES["hard-search"](random.Random(seed)).choose(view, legal)
        assert BASELINES["hard-search"](random.Random(seed)).choose(view, legal) == first


def test_a_whole_match_against_hard_is_legal_and_replays() -> None:
    def actions() -> list[object]:
        game = selfplay.play("rummy", ("hard-search", "hard"), 3, options={"target_score": "40"},
                             baselines=BASELINES)
        assert RULES.is_over(game.state)
        return game.actions

    assert actions() == actions()
