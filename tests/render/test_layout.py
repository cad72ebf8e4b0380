"""The canvas fits its content; rows wrap; long names are shortened rather than overflowing."""

from __future__ import annotations

from render import theme
from render.layout import Column, Flow, Panel, Row, Space, Text, compose, fit_text
from render.notation import Notation


def test_the_canvas_is_exactly_the_content_plus_padding() -> None:
    content = Column([Space(300, 40), Row([Space(120, 10), Space(80, 70)], gap=10)], gap=6)
    image = compose(content, pad=theme.PAD, width=None)
    assert image.size == (300 + 2 * theme.PAD, 40 + 6 + 70 + 2 * theme.PAD)


def test_a_flow_wraps_before_exceeding_its_width() -> None:
    flow = Flow([Space(100, 20) for _ in range(10)], max_width=330, gap=10, line_gap=5)
    assert len(flow.lines) == 4  # 3 + 3 + 3 + 1
    assert flow.width == 320
    assert flow.height == 4 * 20 + 3 * 5


def test_a_single_item_wider_than_the_flow_still_gets_its_own_line() -> None:
    flow = Flow([Space(500, 10), Space(50, 10)], max_width=200)
    assert len(flow.lines) == 2


def test_long_names_are_shortened_with_an_ellipsis() -> None:
    text = fit_text("Esmeralda the very long display name of a Discord user", 22, 200)
    assert text.width <= 200
    assert text.text.endswith("…")
    assert fit_text("Bob", 22, 200).text == "Bob"


def test_a_panel_adds_its_padding_around_the_child() -> None:
    panel = Panel(Space(50, 20), pad=8)
    assert (panel.width, panel.height) == (66, 36)
    assert Panel(Space(50, 20), pad=8, min_width=150).width == 150


def test_text_and_notation_draw_inside_their_box() -> None:
    for block in (Text("Défausse 10", 22, theme.TEXT, bold=True), Notation("10♥ Q♠ r5", 20)):
        image = compose(block, pad=0, width=None).convert("RGB")
        assert image.size == (block.width, block.height)
        colours = image.getcolors(image.width * image.height) or []
        assert len(colours) > 2  # something was drawn besides the background


def test_suit_symbols_in_notation_are_drawn_not_left_to_the_font() -> None:
    # The font has no suit glyphs: a missing glyph would draw the same box for every suit.
    drawings = {
        compose(Notation(f"10{suit}", 24), pad=0, width=None).convert("RGB").tobytes() for suit in "♠♥♦♣"
    }
    assert len(drawings) == 4


def test_black_suits_in_a_sentence_stay_light_on_the_dark_table() -> None:
    # ♠ and ♣ printed black on the dark felt would vanish: outside a card they take the text's colour.
    image = compose(Notation("A♠ 7♣", 24, theme.TEXT), pad=0, width=None).convert("RGB")
    colours = image.getcolors(image.width * image.height) or []
    dark = sum(n for n, c in colours if sum(c) < sum(theme.TABLE_BG) - 30)
    light = sum(n for n, c in colours if sum(c) > 600)
    assert dark == 0
    assert light > 60
