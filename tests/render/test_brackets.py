"""The tournament picture: every round and match, the player who went on marked, long names cut, readable on a
phone (the same measure as every other picture: no text under 10 px cap height at 360 px wide)."""

from __future__ import annotations

from PIL import Image

from render import brackets, measure, theme
from render.brackets import BracketMatch, BracketRound, BracketSeat
from render.context import RenderContext
from tests.render.test_phone_size import smallest_problems

LONG = "Bérénice-Marguerite de la Longue-Chaussée"


def eight_player_bracket(locale: str) -> list[BracketRound]:
    names = ["alice", "bob", LONG, "dan", "eve", "frank", "gus", "hana"]
    quarter = tuple(BracketMatch((BracketSeat(a, "1", True), BracketSeat(b, "0")))
                    for a, b in zip(names[::2], names[1::2], strict=True))
    semis = (BracketMatch((BracketSeat("alice", "½"), BracketSeat(LONG, "½", True))),
             BracketMatch((BracketSeat("eve", ""), )))
    final = (BracketMatch((BracketSeat(LONG, ""), BracketSeat("eve", ""))),)
    return [BracketRound("Quarter-finals", quarter), BracketRound("Semi-finals", semis),
            BracketRound("Final", final)]


def drawn(locale: str) -> tuple[Image.Image, list[measure.DrawnText]]:
    with measure.recording() as texts:
        image = brackets.bracket(eight_player_bracket(locale), RenderContext((), locale, title="Gin Rummy #3"))
    return image, texts


def test_the_bracket_reads_on_a_phone_in_both_languages() -> None:
    for locale in ("en", "fr"):
        image, texts = drawn(locale)
        assert image.width == theme.WIDTH, "long names are cut, never widen the picture"
        assert smallest_problems([(f"{locale} bracket", image, texts)]) == []


def test_every_player_round_and_bye_is_drawn_and_the_winners_marked() -> None:
    image, texts = drawn("fr")
    words = [text.text for text in texts]
    for expected in ("Gin Rummy #3", "Quarter-finals", "Semi-finals", "Final", "alice", "hana", "exempt"):
        assert expected in words, expected
    assert any(word.startswith("Bérénice") and word.endswith("…") for word in words), "a long name is cut"
    # The picture grows with the rounds: one more round is a taller picture.
    with measure.recording():
        shorter = brackets.bracket(eight_player_bracket("en")[:2], RenderContext((), "en", title="Gin Rummy #3"))
    assert shorter.height < image.height
