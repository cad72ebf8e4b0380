"""Every game's renderers on real engine views: spectator views accepted, public tables identical from any seat,
Tile Rummy sets where they should be with new tiles outlined."""

from __future__ import annotations

import dataclasses
import random

import pytest

from render import RenderContext, sprites, theme
from tests.game_facts import GAMES, card_games, facts
from tests.render.helpers import close, count_close, decode, engine, pictures, positions, rgb

NAMES = ("Ann", "Bérénice", "Chen", "Dmitri", "Eve", "Fatou")


@pytest.mark.parametrize("kind", GAMES)
def test_every_renderer_accepts_a_spectator_view(kind: str) -> None:
    rules = engine(kind)
    ctx = RenderContext(NAMES[: facts(kind).picture_seats], seconds_left=42)
    for state in positions(rules, kind):
        view = rules.view(state, None)
        table = decode(pictures(kind).table_png(view, ctx))
        assert table.width == theme.WIDTH
        hand = decode(pictures(kind).hand_png(view, ctx))
        assert hand.height < 200  # a spectator has no hand: a short "no cards" picture
        showdown = pictures(kind).showdown_png(view, ctx)
        if showdown is not None:
            decode(showdown)


@pytest.mark.parametrize("kind", GAMES)
def test_the_table_shows_only_public_information_whoever_asks(kind: str) -> None:
    rules = engine(kind)
    ctx = RenderContext(NAMES[: facts(kind).picture_seats], "fr")
    for state in positions(rules, kind):
        spectator = pictures(kind).table_png(rules.view(state, None), ctx)
        for seat in range(facts(kind).picture_seats):
            assert pictures(kind).table_png(rules.view(state, seat), ctx) == spectator


@pytest.mark.parametrize("kind", GAMES)
def test_a_players_hand_image_shows_their_cards(kind: str) -> None:
    rules = engine(kind)
    ctx = RenderContext(NAMES[: facts(kind).picture_seats])
    state = positions(rules, kind, steps=0)[0]
    empty = decode(pictures(kind).hand_png(rules.view(state, None), ctx))
    own = decode(pictures(kind).hand_png(rules.view(state, 0), ctx))
    assert (
        own.height >= min(theme.TILE_H, theme.CARD_H) + 2 * theme.PAD > empty.height
    )  # a row of tiles or cards
    assert own.width == empty.width == theme.WIDTH


def test_no_showdown_at_the_opening() -> None:
    for kind in GAMES:
        rules = engine(kind)
        state = rules.new_game(facts(kind).picture_seats, rules.options(None, {}), random.Random(1))
        assert pictures(kind).showdown_png(rules.view(state, 0), RenderContext(NAMES)) is None


def test_every_game_has_its_own_renderer() -> None:
    renderers = [pictures(kind) for kind in GAMES]
    assert len({id(r.table) for r in renderers}) == len({id(r.hand) for r in renderers}) == len(GAMES)


# --- Tile Rummy: where the tiles are ------------------------------------------------------------------------------

TILE_BOX_W = theme.TILE_W + 2 * sprites.MARGIN
TILE_BOX_H = theme.TILE_H + 2 * sprites.MARGIN


def one_set_table(tiles: tuple[str, ...], new: tuple[bool, ...]):  # type: ignore[no-untyped-def]
    from bot.rules.tiles.views import SetView

    rules = engine("tiles")
    view = rules.view(rules.new_game(4, rules.options(None, {}), random.Random(2)), None)
    tile_set = SetView(1, "run", tiles, ("",) * len(tiles), new)
    return dataclasses.replace(view, sets=(tile_set,), last_play_seat=1, to_act=2)


def test_tiles_sit_at_the_bottom_of_the_table_in_their_colours_and_new_ones_are_outlined() -> None:
    view = one_set_table(("b4", "b5", "b6", "b7"), (False, True, True, False))
    image = rgb(pictures("tiles").table(view, RenderContext(NAMES[:4])))
    top = image.height - theme.PAD - TILE_BOX_H
    middle = top + TILE_BOX_H // 2
    # The set's number stands on its left: the tiles start at the first tile edge of the bottom row.
    first_edge = next(
        x for x in range(image.width) if close(image.getpixel((x, middle)), theme.TILE_EDGE, 40)
    )
    start = first_edge - sprites.MARGIN
    assert theme.PAD < start < theme.PAD + 40
    for i, is_new in enumerate(view.sets[0].new):
        left = start + i * TILE_BOX_W
        face_area = (
            left + sprites.MARGIN + 4,
            top + sprites.MARGIN + 4,
            left + TILE_BOX_W - sprites.MARGIN - 4,
            top + TILE_BOX_H - sprites.MARGIN - 4,
        )
        assert count_close(image, theme.TILE_FACE, face_area) > 800
        assert count_close(image, theme.TILE_COLOURS["b"], face_area) > 60
        assert count_close(image, theme.TILE_COLOURS["r"], face_area) == 0
        edge = image.getpixel((left + 1, top + TILE_BOX_H // 2))
        assert close(edge, theme.NEW_OUTLINE) == is_new


def test_every_set_gets_its_number() -> None:
    from bot.rules.tiles.views import SetView

    base = one_set_table(("r1", "r2", "r3"), (False,) * 3)
    ctx = RenderContext(NAMES[:4])
    sizes = []
    for count in (1, 12, 24):
        sets = tuple(
            SetView(n + 1, "group", ("r9", "b9", "k9"), ("", "", ""), (False,) * 3) for n in range(count)
        )
        sizes.append(pictures("tiles").table(dataclasses.replace(base, sets=sets), ctx).size)
    assert sizes[0][1] < sizes[1][1] < sizes[2][1]  # more sets, taller table, never wider than a phone allows
    assert all(width == theme.WIDTH for width, _ in sizes)


def test_a_joker_shows_what_it_stands_for() -> None:
    from bot.rules.tiles.views import SetView

    base = one_set_table(("r1", "r2", "r3"), (False,) * 3)
    ctx = RenderContext(NAMES[:4])
    plain = SetView(1, "run", ("r4", "j", "r6"), ("", "", ""), (False,) * 3)
    standing = SetView(1, "run", ("r4", "j", "r6"), ("", "r5", ""), (False,) * 3)
    a = pictures("tiles").table_png(dataclasses.replace(base, sets=(plain,)), ctx)
    b = pictures("tiles").table_png(dataclasses.replace(base, sets=(standing,)), ctx)
    assert a != b


def test_the_full_table_stays_under_60_kb() -> None:
    from bench.render import full_tiles_table

    png = pictures("tiles").table_png(full_tiles_table(), RenderContext(NAMES[:4], seconds_left=30))
    assert len(png) <= 60 * 1024


@pytest.mark.parametrize("kind", card_games())
def test_whole_games_render_from_every_seat_at_every_stage(kind: str) -> None:
    from render import gallery

    rules = engine(kind)
    players = facts(kind).picture_seats
    ctx = RenderContext(NAMES[:players], "fr", seconds_left=5)
    states = list(
        gallery.play(
            rules,
            players,
            seed=11,
            max_steps=600,
            bias=gallery.BIG_MOVE_BIAS.get(kind, gallery.USUAL_BIG_MOVE_BIAS),
            pass_bias=gallery.PASS_BIAS.get(kind, 0.0),
        )
    )
    assert len(states) > 30
    for state in states[::15] + states[-1:]:
        for seat in (None, *range(players)):
            view = rules.view(state, seat)
            for image in (
                pictures(kind).table(view, ctx),
                pictures(kind).hand(view, ctx),
                pictures(kind).showdown(view, ctx),
            ):
                assert image is None or image.width == theme.WIDTH


def test_a_card_named_in_a_sentence_has_its_suit_drawn_not_left_to_the_font(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The font has no suit glyphs: "A♠" written as plain text would show an empty box.
    from PIL import ImageDraw

    from bot.rules.cards import standard_deck
    from render import raster

    rules = engine("rummy")
    view = rules.view(positions(rules, "rummy", steps=0)[0], 0)
    view = dataclasses.replace(view, taken_from_discard=standard_deck()[0], turn_seat=0)
    monkeypatch.setattr(raster, "_stamps", {})
    painted: list[str] = []
    original = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: object, text: object, *args: object, **kwargs: object) -> None:
        painted.append(str(text))
        original(self, xy, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    pictures("rummy").hand(view, RenderContext(NAMES[:3]))
    assert any("A" in text for text in painted)
    assert not [text for text in painted if set(text) & set("♠♥♦♣")]


@pytest.mark.parametrize("kind", GAMES)
def test_the_turn_clock_is_not_drawn_it_would_never_move(kind: str) -> None:
    # The message text carries the deadline; a clock in a picture would show the time it was drawn, for good.
    from render import measure

    rules = engine(kind)
    view = rules.view(positions(rules, kind, steps=0)[0], None)
    with measure.recording() as texts:
        with_clock = pictures(kind).table_png(view, RenderContext(NAMES[: facts(kind).picture_seats], seconds_left=95)
        )
    assert with_clock == pictures(kind).table_png(view, RenderContext(NAMES[: facts(kind).picture_seats]))
    assert not [text for text in texts if "1:35" in text.text]


@pytest.mark.parametrize("kind", GAMES)
def test_the_card_just_drawn_is_outlined_in_the_hand(kind: str) -> None:
    # The bot names it as the hand text writes it; only that one tile or card gets the bright outline.
    rules = engine(kind)
    view = rules.view(positions(rules, kind, steps=0)[0], 0)
    drawn = rules.hand_text(view).split()[-1]
    names = NAMES[: facts(kind).picture_seats]
    plain = pictures(kind).hand(view, RenderContext(names))
    marked = pictures(kind).hand(view, RenderContext(names, marked=(drawn,)))
    assert marked.size == plain.size
    outline = count_close(marked, theme.NEW_OUTLINE, tolerance=12) - count_close(
        plain, theme.NEW_OUTLINE, tolerance=12
    )
    ring = 2 * (theme.CARD_W + theme.CARD_H) * sprites.MARGIN
    assert ring * 0.6 < outline < ring * 1.6
