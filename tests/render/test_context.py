"""Display names as the images draw them."""

from __future__ import annotations

from render import RenderContext
from render.fonts import covers, displayable


def test_names_keep_accents_and_drop_what_the_font_cannot_draw() -> None:
    ctx = RenderContext(("🎲 Zoë 🎉", "山田", "Ñandú"))
    assert ctx.name(0) == "Zoë"
    assert ctx.name(1) == "#2"  # nothing drawable left: the seat number instead of empty boxes
    assert ctx.name(2) == "Ñandú"
    assert ctx.name(7) == "#8"
    assert ctx.name(None) == ""


def test_the_font_covers_french_and_not_emoji() -> None:
    assert all(covers(char) for char in "éèêàçùôîœÉÀ’«»")
    assert not covers("😀")
    assert displayable("a  😀  b") == "a b"
