"""Every palette keeps the game colours apart for every colour vision (simulated with Machado et al. 2009), and a
player's palette is the one their pictures are drawn in."""

from __future__ import annotations

import io
import itertools

import pytest
from PIL import Image

from bot import games
from bot.rules.tiles import RULES as TILES
from render import RenderContext, sprites
from render.colours import PALETTES, colours, game_colours, using
from render.faces import CardFace, TileFace
from render.vision import VISIONS, contrast_ratio, distance, simulate

# CIE76 ΔE: 2.3 is just noticeable; at 28 two colours are plainly different ones, side by side or not.
MIN_DISTANCE = 28.0
# Tile numbers and card ranks are drawn in the game colours on the faces: legible on a phone (WCAG large text 3:1,
# rounded down a little for orange on cream, which carries its shape beside it), AA 4.5:1 in high contrast.
MIN_FACE_CONTRAST = {"default": 2.8, "colourblind": 2.7, "contrast": 4.5}


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("palette", PALETTES)
def test_every_pair_of_game_colours_stays_apart_in_every_colour_vision(palette: str, four_colour: bool) -> None:
    chosen = colours(palette, four_colour)
    too_close = []
    for game, named in game_colours(chosen).items():
        for (a, first), (b, second) in itertools.combinations(named.items(), 2):
            for vision in VISIONS:
                apart = distance(first, second, vision)
                if apart < MIN_DISTANCE:
                    too_close.append(f"{game} {a}/{b} in {vision}: ΔE {apart:.1f}")
    assert too_close == []


@pytest.mark.parametrize("palette", PALETTES)
def test_tile_and_card_inks_read_on_their_faces(palette: str) -> None:
    chosen = colours(palette, four_colour=True)
    weak = [f"{name} {contrast_ratio(ink, face):.2f}"
            for name, ink, face in [*((f"tile {c}", ink, chosen.tile_face) for c, ink in chosen.tiles.items()),
                                    *((f"suit {s}", ink, chosen.card_face) for s, ink in chosen.suits.items())]
            if contrast_ratio(ink, face) < MIN_FACE_CONTRAST[palette]]
    assert weak == []


def test_the_simulation_folds_red_and_green_together_for_deuteranopia_not_for_normal_vision() -> None:
    """The check can fail: pure red and a green of the same lightness are far apart, except for red-green
    colour blindness."""
    red, green = (200, 70, 0), (90, 130, 0)
    assert distance(red, green) > 30
    assert distance(red, green, "deuteranopia") < 10
    assert simulate((255, 255, 255), "protanopia") == (255, 255, 255)


def test_the_colours_used_before_the_check_would_fail_it() -> None:
    """Red and orange tiles, and Mü's red and green, came too close for red-green colour blindness."""
    assert distance((206, 28, 40), (226, 118, 0), "deuteranopia") < MIN_DISTANCE
    assert distance((205, 38, 38), (28, 128, 60), "protanopia") < MIN_DISTANCE


def colours_in(image: Image.Image) -> set[tuple[int, int, int]]:
    return {colour for _count, colour in image.convert("RGB").getcolors(1 << 16) or []}


@pytest.mark.parametrize("palette", PALETTES)
def test_a_tile_is_drawn_in_the_palette_in_force(palette: str) -> None:
    chosen = colours(palette)
    with using(chosen):
        image = sprites.tile(TileFace("o", 7, "o7"))
    assert chosen.tiles["o"] in colours_in(image)


def test_four_colour_suits_draw_diamonds_blue_and_clubs_green() -> None:
    chosen = colours("default", four_colour=True)
    with using(chosen):
        diamond = colours_in(sprites.card(CardFace("7", "d", "7♦")))
        club = colours_in(sprites.card(CardFace("7", "c", "7♣")))
    assert chosen.suits["d"] in diamond and chosen.suits["c"] in club
    assert chosen.suits["d"] != chosen.suits["h"] and chosen.suits["c"] != chosen.suits["s"]


def test_a_players_palette_colours_their_hand_picture_and_the_default_one_the_table() -> None:
    import random

    renderer = games.get("tiles").renderer
    state = TILES.new_game(2, TILES.options(None, {}), random.Random(5))
    hand = TILES.view(state, 0)
    names = ("Ann", "Bob")
    default = colours_in(Image.open(io.BytesIO(renderer.hand_png(hand, RenderContext(names=names)))))
    safe = colours_in(Image.open(io.BytesIO(renderer.hand_png(hand, RenderContext(names=names,
                                                                                  palette="colourblind")))))
    drawn = {tile[0] for tile in hand.rack if tile[0] in "rbko"} - {"k"}
    for colour in drawn:
        assert colours("colourblind").tiles[colour] in safe
        assert colours("colourblind").tiles[colour] not in default
