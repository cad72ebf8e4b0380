"""Canonical notation drawn as in text: ``10♥``, ``Q♠``, ``r5``, ``JK``.

Pillow's font has no suit symbols, so each ♠ ♥ ♦ ♣ in a label is drawn as a vector shape, at the text's size, in
the text's colour. Everything else is plain text.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import measure, shapes, theme
from render.fonts import font
from render.raster import stamp
from render.theme import RGB

SUIT_BY_SYMBOL: dict[str, str] = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}
_SUPERSAMPLE = 4
_masks: dict[tuple[str, int], Image.Image] = {}
_lock = threading.Lock()


def suit_mask(suit: str, size: int) -> Image.Image:
    """An antialiased ``L`` mask of a suit, ``size`` pixels square (built once per suit and size)."""
    key = (suit, size)
    found = _masks.get(key)
    if found is not None:
        return found
    big = Image.new("L", (size * _SUPERSAMPLE, size * _SUPERSAMPLE), 0)
    shapes.suit(ImageDraw.Draw(big), (0, 0, big.width - 1, big.height - 1), suit, 255)
    mask = big.resize((size, size), Image.Resampling.LANCZOS)
    with _lock:
        return _masks.setdefault(key, mask)


def _segments(text: str) -> list[tuple[bool, str]]:
    """Split into (is_suit, text) runs."""
    parts: list[tuple[bool, str]] = []
    for char in text:
        is_suit = char in SUIT_BY_SYMBOL
        if parts and not is_suit and not parts[-1][0]:
            parts[-1] = (False, parts[-1][1] + char)
        else:
            parts.append((is_suit, char))
    return parts


@dataclass(frozen=True)
class Notation:
    """A layout block (see ``render.layout``) for a label that may contain suit symbols."""

    text: str
    size: int = 18
    colour: RGB = theme.INDEX_TEXT
    bold: bool = False

    @property
    def _suit_size(self) -> int:
        return round(self.size * 0.72)

    def _segment_width(self, is_suit: bool, part: str) -> int:
        if is_suit:
            return self._suit_size + 2
        return round(font(self.size, self.bold).getlength(part))

    @property
    def width(self) -> int:
        return sum(self._segment_width(is_suit, part) for is_suit, part in _segments(self.text))

    @property
    def height(self) -> int:
        return round(self.size * 1.25)

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        measure.note(self.text, self.size, self.bold)
        stamp(
            canvas,
            x,
            y,
            ("notation", self.text, self.size, self.colour, self.bold),
            (self.width + 2, self.height),
            self.paint,
        )

    def paint(self, canvas: Image.Image, x: int, y: int) -> None:
        """Draw on an RGB image."""
        baseline = y + round(self.size * 0.98)
        draw = ImageDraw.Draw(canvas)
        for is_suit, part in _segments(self.text):
            if is_suit:
                size = self._suit_size
                top = baseline - round(self.size * 0.66)
                canvas.paste(
                    self.colour, (x + 1, top, x + 1 + size, top + size), suit_mask(SUIT_BY_SYMBOL[part], size)
                )
            else:
                draw.text((x, baseline), part, font=font(self.size, self.bold), fill=self.colour, anchor="ls")
            x += self._segment_width(is_suit, part)
