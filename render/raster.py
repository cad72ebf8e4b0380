"""Drawing small pieces (text, badges) on either an RGB picture (while building a sprite) or a palette canvas.

On a palette canvas a piece is painted once in RGB over the colour found under it, mapped to the palette, and
cached by (piece, background): the same label on the same background is then a single paste. The cache is
bounded, since names and numbers vary, and keeps the pieces used most recently: over whole games about 430 pieces
are drawn in the first 25 games and about 8 new ones a game after (scores, names), against 95% of pastes that find
their piece, so the oldest go once MAX_STAMPS are held (a whole clear made every label miss again at once).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable

from PIL import Image

from render.colours import current
from render.palette import colour_at, index, to_palette
from render.theme import RGB

MAX_STAMPS = 1024  # each a few KB: at most about 5 MB
Painter = Callable[[Image.Image, int, int], None]  # paints on an RGB image at (x, y)

_stamps: dict[tuple[Hashable, RGB, str], Image.Image] = {}
_lock = threading.Lock()


def stamp(canvas: Image.Image, x: int, y: int, key: Hashable, size: tuple[int, int], paint: Painter) -> None:
    width, height = size
    if width <= 0 or height <= 0:
        return
    if canvas.mode != "P":
        paint(canvas, x, y)
        return
    bg = colour_at(canvas, min(max(x, 0), canvas.width - 1), min(max(y, 0), canvas.height - 1))
    cache_key = (key, bg, current().key)
    with _lock:
        piece = _stamps.pop(cache_key, None)
        if piece is not None:
            _stamps[cache_key] = piece  # the newest again: the least used go first
    if piece is None:
        rgb = Image.new("RGB", (width, height), bg)
        paint(rgb, 0, 0)
        piece = to_palette(rgb)
        with _lock:
            _stamps[cache_key] = piece
            while len(_stamps) > MAX_STAMPS:
                del _stamps[next(iter(_stamps))]
    canvas.paste(piece, (x, y))


def ink(canvas: Image.Image, colour: RGB) -> int | RGB:
    """What ImageDraw needs as a colour on this canvas: a palette index, or the RGB triple itself."""
    return index(colour) if canvas.mode == "P" else colour
