"""Mü's hand picture captions its cards as the hand line writes them: French colour letters for a French player
(``v1 j2 n7``, as ``bot.rules.mu.cards.cards_in_language`` writes them), and the card just drawn still outlined."""

from __future__ import annotations

import random

import pytest

from bot.rules import registry
from render.context import RenderContext
from render.games import mu


@pytest.mark.parametrize(("locale", "letters"), [("fr", {"r", "b", "v", "j", "n"}), ("en", {"r", "b", "g", "y", "k"})])
def test_the_captions_use_the_players_colour_letters(locale: str, letters: set[str]) -> None:
    registry.load_builtin_games()
    rules = registry.get("mu")
    view = rules.view(rules.new_game(4, rules.options(None, {}), random.Random(3)), 0)
    written = rules.hand_text(view).split()  # r1 r2 ... g1 ... y2 ... k7: every colour is in this hand
    captions = [mu.face(card, view, locale).label for card in view.hand]
    assert {caption[0] for caption in captions} == letters
    assert [caption[1:] for caption in captions] == [card[1:] for card in written]


def test_the_marked_card_is_found_under_its_french_caption() -> None:
    registry.load_builtin_games()
    rules = registry.get("mu")
    state = rules.new_game(4, rules.options(None, {}), random.Random(3))
    green = next(card for card in rules.hand_text(rules.view(state, 0)).split() if card.startswith("g"))
    assert mu.marked_in(RenderContext((), "fr", marked=(green,))) == ["v" + green[1:]]
