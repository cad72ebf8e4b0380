"""Every picture reads on a phone: shown at 360 px wide, its smallest text is at least 10 px tall (cap height) and
every card rank and tile number at least 14 px; a game's hand pictures all have one width, so a hand does not
jump in size as it grows or shrinks.

The sizes come from what the renderers really drew (``render.measure``), for every kind of picture of every game
in the gallery's scenarios (opening, half-way, most crowded, liveliest, end, showdown, final scores).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image, ImageDraw

from render import boards, gallery, measure, raster, sprites
from render.context import LeaderboardRow, RenderContext
from render.measure import DrawnText
from tests.render.helpers import pictures as renderer

GAMES = list(gallery.GAMES)
Drawn = tuple[str, Image.Image, list[DrawnText]]  # what it shows, the picture, the texts drawn on it


def draw(what: str, make: Callable[[], Image.Image | None]) -> list[Drawn]:
    with measure.recording() as texts:
        image = make()
    return [] if image is None else [(what, image, texts)]


@functools.cache
def scenarios(game_kind: str) -> tuple[Any, list[gallery.Sample], Any]:
    return gallery.samples(game_kind)


@functools.cache
def game_pictures(game_kind: str, locale: str) -> dict[str, list[Drawn]]:
    """Every picture the gallery draws of the game, by kind: table, hand (every seat and a spectator), showdown,
    final scores."""
    rules, picks, showdown_state = scenarios(game_kind)
    names = gallery.NAMES[: gallery.GAMES[game_kind]]
    ctx = RenderContext(names, locale)
    pictures: dict[str, list[Drawn]] = {"table": [], "hand": [], "showdown": [], "final scores": []}
    for sample in picks:
        pictures["table"] += draw(
            f"{sample.label} table",
            functools.partial(renderer(game_kind).table, rules.view(sample.state, None), ctx),
        )
        for seat in (None, *range(len(names))):
            pictures["hand"] += draw(
                f"{sample.label} hand of seat {seat}",
                functools.partial(renderer(game_kind).hand, rules.view(sample.state, seat), ctx),
            )
    if game_kind == "railroad":  # the hand of a player building melds by taps (the gallery's sample build)
        built = gallery.sample_build(rules, picks[len(picks) // 2].state)
        pictures["hand"] += draw(
            "melds in progress hand",
            functools.partial(renderer(game_kind).hand, built, ctx),
        )
    assert showdown_state is not None, "the gallery's game reaches no showdown: it cannot be checked"
    pictures["showdown"] += draw(
        "showdown", functools.partial(renderer(game_kind).showdown, rules.view(showdown_state, 0), ctx)
    )
    outcome = rules.outcome(picks[-1].state)
    # A sample game cut short (Gin's gallery game stops after its showdown) still gets final scores to check.
    scores = outcome.scores if outcome is not None else [120 - 40 * seat for seat in range(len(names))]
    ranking = outcome.ranking if outcome is not None else list(range(1, len(names) + 1))
    pictures["final scores"] += draw(
        "final scores", functools.partial(boards.final_scores, scores, ranking, ctx)
    )
    return pictures


def board_pictures() -> list[Drawn]:
    rows = [
        LeaderboardRow(rank, name, 1531.5 - rank * 1.75, 20 - 2 * rank, 30)
        for rank, name in enumerate(gallery.NAMES * 4, 1)
    ]
    pictures = []
    for locale in ("en", "fr"):
        ctx = RenderContext((), locale)
        pictures += draw(f"{locale} leaderboard", functools.partial(boards.leaderboard, rows, ctx))
        pictures += draw(f"{locale} empty leaderboard", functools.partial(boards.leaderboard, [], ctx))
    return pictures


def smallest_problems(pictures: list[Drawn]) -> list[str]:
    problems = []
    for what, image, texts in pictures:
        assert texts, f"{what}: no text recorded (the measuring is broken)"
        for text, shown in measure.too_small(texts, image.width):
            problems.append(
                f"{what} ({image.width} px wide): {text.role} {text.text!r} is {shown} px on a phone"
            )
    return problems


@pytest.mark.parametrize("locale", ["en", "fr"])
@pytest.mark.parametrize("kind", ["table", "hand", "showdown", "final scores"])
@pytest.mark.parametrize("game_kind", GAMES)
def test_every_text_is_big_enough_on_a_phone(game_kind: str, kind: str, locale: str) -> None:
    pictures = game_pictures(game_kind, locale)[kind]
    assert pictures
    assert smallest_problems(pictures) == []


def test_the_leaderboard_is_big_enough_on_a_phone() -> None:
    assert smallest_problems(board_pictures()) == []


@pytest.mark.parametrize("locale", ["en", "fr"])
@pytest.mark.parametrize("game_kind", GAMES)
def test_a_games_hands_all_have_one_width(game_kind: str, locale: str) -> None:
    widths = {image.width for _, image, _ in game_pictures(game_kind, locale)["hand"]}
    assert len(widths) == 1, widths


@pytest.mark.parametrize("game_kind", GAMES)
def test_card_ranks_and_tile_numbers_are_measured_as_ranks(game_kind: str) -> None:
    # Guard for the measure itself: hands record their ranks as ranks, and tiles and Mü cards their marks.
    hands = game_pictures(game_kind, "en")["hand"]
    assert [t for _, _, texts in hands for t in texts if t.role == "rank"]
    assert [t for _, _, texts in hands for t in texts if t.role == "mark"] or game_kind in (
        "rummy",
        "gin",
        "railroad",
    )


def test_a_text_too_small_is_reported() -> None:
    tiny = [DrawnText("#3", 12, True, "label", measure.cap_height(12, True))]
    rank = [DrawnText("10", 28, True, "rank", measure.cap_height(28, True))]
    assert measure.too_small(tiny, 360)  # 8 px even at full size
    assert not measure.too_small(rank, 360)  # 18 px at full size
    assert measure.too_small(rank, 720)  # halved on a phone: 9 px


def test_every_text_the_renderers_draw_is_measured(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing reaches the font without being noted: with the caches empty, every string FreeType draws is part
    of a noted text of the same size."""
    from render.palette import palette_image

    palette_image()  # its own test pattern is never shown
    rules, picks, _ = scenarios("railroad")
    monkeypatch.setattr(sprites, "_cache", {})
    monkeypatch.setattr(raster, "_stamps", {})
    painted: list[tuple[str, int]] = []
    original = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        painted.append((str(text), int(kwargs["font"].size)))
        original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    ctx = RenderContext(gallery.NAMES[:5])
    with measure.recording() as noted:
        for sample in picks:
            renderer("railroad").table(rules.view(sample.state, None), ctx)
            renderer("railroad").hand(rules.view(sample.state, 0), ctx)
    noted += [text for _, _, texts in board_pictures() for text in texts]
    assert painted
    for text, size in painted:
        assert any(text in t.text and t.size == size for t in noted), (text, size)
