"""Tiles and cards look right: their colours, the colour-blind marks, the outline of new pieces, the cache."""

from __future__ import annotations

import pytest

from render import sprites, theme
from render.faces import CardFace, MuFace, TileFace
from tests.render.helpers import close, count_close, rgb

TILE_BOX_W = theme.TILE_W + 2 * sprites.MARGIN
TILE_BOX_H = theme.TILE_H + 2 * sprites.MARGIN


@pytest.mark.parametrize("colour", ["r", "b", "k", "o"])
def test_a_tile_shows_its_number_in_its_colour(colour: str) -> None:
    image = sprites.tile(TileFace(colour, 8, f"{colour}8"))
    assert image.size == (TILE_BOX_W, TILE_BOX_H)
    number_area = (
        sprites.MARGIN + 6,
        sprites.MARGIN + 6,
        sprites.MARGIN + theme.TILE_W - 6,
        sprites.MARGIN + 40,
    )
    assert count_close(image, theme.TILE_COLOURS[colour], number_area) > 60
    others = [c for c in "rbko" if c != colour and c != "k" and colour != "k"]
    for other in others:
        assert count_close(image, theme.TILE_COLOURS[other], number_area) < 5


def test_each_tile_colour_has_its_own_colour_blind_mark() -> None:
    marks = {
        colour: rgb(sprites.tile(TileFace(colour, 5, f"{colour}5"))).crop(
            (0, sprites.MARGIN + theme.TILE_H - 22, TILE_BOX_W, TILE_BOX_H)
        )
        for colour in "rbko"
    }
    # The same mark drawn in grey would still differ between colours: compare the mark's shape (its mask).
    masks = {
        colour: image.convert("L").point(lambda v: 255 if v < 160 else 0).tobytes()
        for colour, image in marks.items()
    }
    assert len(set(masks.values())) == 4
    assert len(set(theme.TILE_MARKS.values())) == 4


def test_new_tiles_are_outlined_and_old_ones_are_not() -> None:
    face = TileFace("r", 5, "r5")
    new, old = rgb(sprites.tile(face, new=True)), rgb(sprites.tile(face))
    middle = TILE_BOX_H // 2
    for x in (1, TILE_BOX_W - 2):
        assert close(new.getpixel((x, middle)), theme.NEW_OUTLINE)
        assert close(old.getpixel((x, middle)), theme.TABLE_BG)
    assert new.size == old.size  # outlined tiles line up with the others


def test_a_joker_is_drawn_without_any_tile_colour() -> None:
    joker = sprites.tile(TileFace(None, None, "j"))
    assert count_close(joker, theme.JOKER_COLOUR) > 100
    for colour in ("r", "b", "o"):
        assert count_close(joker, theme.TILE_COLOURS[colour]) < 5


@pytest.mark.parametrize(("suit", "red"), [("h", True), ("d", True), ("s", False), ("c", False)])
def test_suits_are_vector_shapes_in_their_colour(suit: str, red: bool) -> None:
    image = sprites.card(CardFace("9", suit, f"9{suit}"))
    lower_half = (0, image.height // 2, image.width, image.height)
    ink = theme.SUIT_COLOURS[suit]
    assert count_close(image, ink, lower_half) > 150  # the suit shape fills the lower half of the card
    other = theme.SUIT_COLOURS["s" if red else "h"]
    assert count_close(image, other, lower_half, tolerance=40) < 5


def test_the_four_suits_have_four_different_shapes() -> None:
    shapes = {
        suit: rgb(sprites.card(CardFace("9", suit, "x")))
        .convert("L")
        .point(lambda v: 255 if v < 200 else 0)
        .tobytes()
        for suit in "shdc"
    }
    assert len(set(shapes.values())) == 4


def test_a_wild_card_has_a_gold_frame() -> None:
    plain = sprites.card(CardFace("2", "h", "2♥"))
    wild = sprites.card(CardFace("2", "h", "2♥", wild=True))
    assert count_close(wild, theme.WILD_MARK) > 150
    assert count_close(plain, theme.WILD_MARK) < 5


@pytest.mark.parametrize("colour", ["r", "b", "g", "y", "k"])
def test_a_mu_card_is_filled_with_its_colour(colour: str) -> None:
    image = sprites.mu_card(MuFace(colour, 4, f"{colour}4"))
    assert count_close(image, theme.MU_COLOURS[colour]) > 0.4 * theme.CARD_W * theme.CARD_H


@pytest.mark.parametrize(("number", "triangles"), [(0, 1), (1, 0), (6, 2), (7, 2), (9, 0), (5, 1)])
def test_mu_cards_show_their_points_as_triangles(number: int, triangles: int) -> None:
    image = rgb(sprites.mu_card(MuFace("b", number, f"b{number}")))
    band = image.crop(
        (
            sprites.MARGIN + 4,
            sprites.MARGIN + theme.CARD_H - 19,
            sprites.MARGIN + theme.CARD_W - 4,
            sprites.MARGIN + theme.CARD_H - 7,
        )
    )
    row = [close(band.getpixel((x, band.height - 2)), (255, 255, 255), 120) for x in range(band.width)]
    runs = sum(1 for i, white in enumerate(row) if white and (i == 0 or not row[i - 1]))
    assert runs == triangles


def test_a_trump_mu_card_carries_a_star() -> None:
    trump = sprites.mu_card(MuFace("r", 3, "r3", trump=True))
    plain = sprites.mu_card(MuFace("r", 3, "r3"))
    assert count_close(trump, theme.TRUMP_MARK) > 40
    assert count_close(plain, theme.TRUMP_MARK) < 5


def test_the_index_under_a_hand_card_adds_a_label_row() -> None:
    plain = sprites.card(CardFace("10", "h", "10♥"))
    indexed = sprites.card(CardFace("10", "h", "10♥"), index=True)
    assert indexed.width == plain.width
    assert indexed.height == plain.height + sprites.INDEX_HEIGHT - sprites.MARGIN
    label = (0, plain.height, indexed.width, indexed.height)
    assert count_close(indexed, theme.INDEX_TEXT, label, tolerance=60) > 20


def test_sprites_are_built_once_and_shared() -> None:
    face = TileFace("o", 12, "o12")
    assert sprites.tile(face) is sprites.tile(face)


def test_warm_up_builds_the_sprites_tables_use() -> None:
    import render

    render.warm_up()
    before = sprites.cache_size()
    sprites.tile(TileFace("k", 13, "k13"))
    sprites.card(CardFace("10", "h", "10♥"))
    assert sprites.cache_size() == before


def test_a_wild_card_in_a_meld_shows_what_it_stands_for_on_a_gold_band() -> None:
    loose = rgb(sprites.card(CardFace("2", "c", "2♣", wild=True)))
    placed = rgb(sprites.card(CardFace("2", "c", "2♣", wild=True, stands_for="K")))
    bottom = (
        sprites.MARGIN + 6,
        sprites.MARGIN + theme.CARD_H - 16,
        sprites.MARGIN + theme.CARD_W - 6,
        sprites.MARGIN + theme.CARD_H - 4,
    )
    assert count_close(placed, theme.WILD_MARK, bottom) > 150
    assert count_close(loose, theme.WILD_MARK, bottom) < 20
    assert (
        placed.tobytes() != rgb(sprites.card(CardFace("2", "c", "2♣", wild=True, stands_for="7"))).tobytes()
    )
