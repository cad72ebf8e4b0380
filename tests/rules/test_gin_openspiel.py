"""Knock scores with the ``openspiel`` preset agree with OpenSpiel's ``gin_rummy`` (test-only oracle).

Each case deals OpenSpiel the same cards, has the knocker take the upcard and knock with our chosen discard and
melds, lays off exactly the cards our engine chose for the defender, then compares OpenSpiel's returns with our
score. Install the oracle with ``pip install -e .[openspiel]``.
"""

from __future__ import annotations

import random

import pyspiel  # a development dependency: the check runs in every test run, it never skips
import pytest

from bot.rules.cards import Card, standard_deck
from bot.rules.deadwood import best_discards, card_at, mask_of, min_deadwood
from bot.rules.gin import score_knock
from bot.rules.melds import Meld

RANKS = "A23456789TJQK"
KNOCK, TAKE_UPCARD, PASS, MELD_BASE = 55, 52, 54, 56


@pytest.fixture(scope="module")
def utils() -> object:
    return pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)


def openspiel_card(utils: object, c: Card) -> int:
    return int(utils.card_strings_to_card_ints([RANKS[c.rank - 1] + c.suit.lower()])[0])  # type: ignore[attr-defined]


def meld_actions(utils: object, meld: Meld) -> list[int]:
    """OpenSpiel lays runs of 3 to 5 cards only: longer runs go down as two pieces (same lay-off spots)."""
    cards = list(meld.cards)
    pieces = [cards] if len(cards) <= 5 else [cards[: len(cards) - 3], cards[len(cards) - 3 :]]
    if len(cards) > 8:
        pieces = [cards[:5], cards[5:]]
    return [MELD_BASE + int(utils.meld_to_int([openspiel_card(utils, c) for c in piece]))  # type: ignore[attr-defined]
            for piece in pieces]


def test_knock_scores_agree_with_openspiel(utils: object) -> None:
    rng = random.Random(20_24)
    deck = standard_deck()
    game = pyspiel.load_game("gin_rummy")
    compared = results = 0  # results: knocks where the defender laid cards off
    seen: set[str] = set()
    for _ in range(3000):
        if compared >= 150:
            break
        # Meld-rich deals: both hands mostly from a band of 7 ranks, so knocks, lay-offs and undercuts happen.
        low = rng.randint(1, 7)
        band = [c for c in deck if low <= c.rank < low + 7]
        hand = rng.sample(band, 11)
        others = [c for c in deck if c not in hand]
        near = [c for c in others if c in band]
        from_band = rng.choice([6, 10])
        defender = rng.sample(near, from_band) + rng.sample([c for c in others if c not in band], 10 - from_band)
        knocks = [(deadwood, index) for deadwood, index in best_discards(mask_of(hand)) if deadwood <= 10]
        if not knocks:
            continue
        discard = card_at(knocks[-1][1])  # the loosest knock: undercuts and ties happen too
        upcard = next(c for c in reversed(hand) if c != discard)
        ours = score_knock(hand, discard, defender, "openspiel")
        state = game.new_initial_state()
        for c in [c for c in hand if c != upcard] + defender + [upcard]:
            state.apply_action(openspiel_card(utils, c))
        state.apply_action(TAKE_UPCARD)
        if KNOCK not in state.legal_actions():
            continue  # OpenSpiel's 11-card estimate sometimes hides a legal knock
        state.apply_action(KNOCK)
        state.apply_action(openspiel_card(utils, discard))
        for meld in ours.knocker_melds:
            for action in meld_actions(utils, meld):
                state.apply_action(action)
        state.apply_action(PASS)
        if ours.result != "gin":  # no lay-off step against gin
            for lay in ours.layoffs:
                assert openspiel_card(utils, lay.card) in state.legal_actions()
                state.apply_action(openspiel_card(utils, lay.card))
            state.apply_action(PASS)
        for meld in ours.defender_melds:
            for action in meld_actions(utils, meld):
                state.apply_action(action)
        if not state.is_terminal():
            state.apply_action(PASS)
        assert state.is_terminal()
        expected = ours.points if ours.winner_seat == 0 else -ours.points
        assert state.returns()[0] == expected, (hand, discard, defender, ours)
        defender_ints = [openspiel_card(utils, c) for c in defender]
        assert utils.min_deadwood(defender_ints) == min_deadwood(mask_of(defender))  # type: ignore[attr-defined]
        compared += 1
        results += bool(ours.layoffs)
        seen.add(ours.result)
    assert compared >= 100
    assert results > 0 and {"knock", "undercut", "tie"} <= seen
