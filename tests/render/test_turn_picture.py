"""The Tile Rummy turn being built by taps, as its player sees it: the table as it would be, what changed this turn
outlined, invalid sets outlined in the alert colour and named, the tiles taken off the table still to place, the
rack with the selection outlined; read on a phone like every picture (540 px wide, no text too small)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PIL import Image

from bot import games
from bot.rules.base import Command
from bot.rules.tiles import PANEL, RULES
from bot.rules.tiles import builder as tb
from bot.rules.tiles.builder import TurnBuilder
from bot.rules.tiles.state import TilesState
from bot.rules.tiles.views import TilesView
from render import measure, theme
from render.context import RenderContext
from tests.render.helpers import count_close, decode
from tests.rules.test_tiles import position

NAMES = ("Ada", "Bob")
TILES = games.get("tiles").renderer
CROWDED_TABLE = [
    "r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11",
    "b3 b4 b5 b6",
    "k9 k10 k11 k12 k13",
    "o1 o2 o3",
    "r12 b12 k12 o12",
    "b7 b8 b9",
    "k1 k2 k3",
    "o5 o6 o7 o8",
]


def builder_of(state: TilesState) -> TurnBuilder:
    return tb.start_from_view(RULES.view(state, 0))


def with_turn(view: TilesView, build: TurnBuilder) -> TilesView:
    return replace(view, turn=build.preview())


def picture(state: TilesState, build: TurnBuilder, locale: str = "en") -> tuple[Image.Image, list[measure.DrawnText]]:
    with measure.recording() as texts:
        image = TILES.hand(with_turn(RULES.view(state, 0), build), RenderContext(NAMES, locale))
    return image, texts


def scenarios() -> dict[str, tuple[TilesState, TurnBuilder]]:
    opening = position(racks=("r10 r11 r12 k1 k5 j", "o1 o2"), opened=(False, False))
    rearranged = position(table=["r3 r4 r5 r6", "b9 k9 o9"], racks=("b6 k6 o1 r8", "o2 o3"))
    crowded = position(
        table=CROWDED_TABLE,
        racks=(" ".join(["r13", "b1", "b2", "k4", "k5", "k6", "o9", "o10", "o11", "o13", "j"] * 2 + ["b10"]), "o4"),
    )
    crowded_build = builder_of(crowded).take(1, ["r11"]).select(["r11", "r13"]).new_set()
    return {
        "opening, nothing laid yet": (opening, builder_of(opening)),
        "opening, one set laid": (opening, builder_of(opening).new_set(["r10", "r11", "r12"])),
        "a tile taken, not placed yet": (rearranged, builder_of(rearranged).take(1, ["r6"]).select(["r6", "b6"])),
        "an invalid set and a changed one": (
            rearranged,
            builder_of(rearranged).add_to(1, ["r8"]).new_set(["b6", "k6"]),
        ),
        "a crowded table and a 23-tile rack": (crowded, crowded_build),
    }


@pytest.mark.parametrize("locale", ["en", "fr"])
@pytest.mark.parametrize("name", list(scenarios()))
def test_the_turn_in_progress_reads_on_a_phone(name: str, locale: str) -> None:
    state, build = scenarios()[name]
    image, texts = picture(state, build, locale)
    assert image.width == theme.WIDTH
    assert [t for t in texts if t.role == "rank"], "tile numbers are measured"
    assert measure.too_small(texts, image.width) == []


def test_invalid_sets_are_outlined_in_the_alert_colour_and_named() -> None:
    state, valid = scenarios()["opening, one set laid"]
    _, invalid = scenarios()["an invalid set and a changed one"]
    image_valid, texts_valid = picture(state, valid)
    image_invalid, texts_invalid = picture(scenarios()["an invalid set and a changed one"][0], invalid)
    assert count_close(image_invalid, theme.ALERT) > 200
    assert count_close(image_valid, theme.ALERT) < 50
    assert any("#1 #3" in t.text for t in texts_invalid)
    assert not any("#" in t.text and "valid" in t.text for t in texts_valid)


def test_changed_sets_are_outlined_and_kept_sets_are_not() -> None:
    state = position(table=["b3 b4 b5", "r9 k9 o9"], racks=("b6 k2", "o1 o2"))
    untouched, _ = picture(state, builder_of(state))
    extended, _ = picture(state, builder_of(state).add_to(1, ["b6"]))
    # the set's outline and the laid tile's outline are both drawn in the accent colours
    assert count_close(extended, theme.ACCENT) > count_close(untouched, theme.ACCENT) + 150


def test_the_opening_points_are_counted_as_the_player_lays_sets() -> None:
    state, build = scenarios()["opening, one set laid"]
    _, texts = picture(state, build)
    assert any("33" in t.text and "30" in t.text for t in texts)


def test_the_hand_picture_is_the_turn_in_progress_once_the_player_taps() -> None:
    state = position(table=["b3 b4 b5"], racks=("b6 k2", "o1 o2"))
    before = TILES.hand(RULES.view(state, 0), RenderContext(NAMES))
    draft = PANEL.tap(state, 0, None, Command("tile_pick", {"tiles": "b6"})).draft
    after = TILES.hand(PANEL.seat_view(RULES.view(state, 0), state, 0, draft), RenderContext(NAMES))
    assert after.height > before.height  # the table is in it now
    assert PANEL.seat_view(RULES.view(state, 1), state, 1, draft).turn is None  # nobody else sees it
    assert RULES.view(state, None).turn is None


def test_the_turn_picture_is_a_png() -> None:
    state, build = scenarios()["a tile taken, not placed yet"]
    png = TILES.hand_png(with_turn(RULES.view(state, 0), build), RenderContext(NAMES))
    assert decode(png).width == theme.WIDTH


def test_the_gallery_draws_a_turn_in_progress() -> None:
    from render import gallery

    state = position(table=CROWDED_TABLE, racks=("b10 k4 k5 k6 o13", "o4"))
    view = RULES.view(state, 0)
    build = gallery.sample_turn(view)
    assert build.changed_numbers()
    with measure.recording() as texts:
        image = TILES.hand(with_turn(view, build), RenderContext(NAMES))
    assert image.width == theme.WIDTH and measure.too_small(texts, image.width) == []


@pytest.mark.parametrize("sets_before", [0, 9])  # the run is set #1, or #10 with a wider number beside it
@pytest.mark.parametrize("length", [11, 12, 13])
def test_a_long_run_built_this_turn_wraps_within_a_phones_width(length: int, sets_before: int) -> None:
    """A 12 or 13 tile run changed this turn is outlined; run and outline stay within the picture's width."""
    others = ["b9 k9 o9", "b10 k10 o10", "b11 k11 o11", "b12 k12 o12", "b13 k13 o13", "b1 k1 o1", "b2 k2 o2",
              "b3 k3 o3", "b4 k4 o4"][:sets_before]
    run = [f"r{n}" for n in range(1, length + 1)]
    laid = position(table=others, racks=(" ".join([*run, "o6"]), "o2 o3"), opened=(True, True))
    grown = position(table=[*others, " ".join(run[:-1])], racks=(f"{run[-1]} j o6", "o2 o3"), opened=(True, True))
    jokered = position(table=[*others, " ".join(run[:-1])], racks=("j o6", "o2 o3"), opened=(True, True))
    builds = [(laid, builder_of(laid).new_set(run)),
              (grown, builder_of(grown).add_to(sets_before + 1, [run[-1]])),
              (jokered, builder_of(jokered).add_to(sets_before + 1, ["j"]))]
    for state, build in builds:
        image, texts = picture(state, build)
        assert image.width == theme.WIDTH
        assert measure.too_small(texts, image.width) == []
