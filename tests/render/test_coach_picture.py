"""The coach's "Show me" of Gin and Rummy (``render.coach``): the kept hand in its best melds and deadwood, under a
title whose card is drawn with its suit, as wide as the hand pictures and readable on a phone; its words say the
same melds, deadwood and value."""

from __future__ import annotations

import pytest

from bot.rules.cards import parse_cards
from render import coach, measure, theme
from render.context import RenderContext
from render.describe import coach as coach_words
from render.notation import Notation

HAND = parse_cards("5h 6h 7h 9s 9d 9c As 2c 3d Qd")


@pytest.mark.parametrize(("locale", "title"), [("en", "Discard K♣: 16 deadwood left"),
                                               ("fr", "Frapper en défaussant K♣ (5 de bois mort), un titre long")])
def test_the_better_hand_reads_on_a_phone(locale: str, title: str) -> None:
    with measure.recording() as texts:
        image = coach.better_hand(HAND, RenderContext(("a", "b"), locale, title=title))
    assert image.width == theme.WIDTH, "as wide as every hand picture"
    assert not measure.too_small(texts, image.width)
    assert any(text.role == "rank" for text in texts), "the cards are drawn"
    assert any(text.text.startswith(title.split()[0]) for text in texts), "under its title"


def test_the_title_with_a_card_is_drawn_with_its_suit_as_a_shape() -> None:
    [block] = coach._title(RenderContext((), "en", title="Discard K♣: 16 deadwood left"))
    assert all(isinstance(line, Notation) for line in block.children)  # type: ignore[attr-defined]


def test_the_words_say_the_melds_the_deadwood_and_its_value() -> None:
    lines = coach_words.better_hand(HAND, RenderContext((), "en", title="Discard K♣: 16 deadwood left"))
    assert lines[0] == "Discard K♣: 16 deadwood left"
    assert sum(line.startswith("Meld ") for line in lines) == 2
    assert lines[-1] == "Deadwood 16"
