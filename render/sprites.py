"""Tile and card pictures, each drawn once per look and cached (they are immutable afterwards).

``build_*`` draw an RGB picture; the public functions return it mapped to the shared palette (``render.palette``),
ready to paste on a canvas.

Bodies and shapes are drawn at ``SUPERSAMPLE`` times the size and scaled down for smooth edges; text is drawn at
the final size (FreeType already smooths it). Every sprite is an opaque RGB image on a known background colour,
so a table is composed with plain pastes.

A sprite has a margin of ``MARGIN`` pixels on every side: empty normally, a bright ring for tiles and cards laid
down this turn, so highlighted and plain sprites line up.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PIL import Image, ImageDraw

from render import shapes, theme
from render.faces import MU_POINTS, CardFace, MuFace, TileFace
from render.fonts import font
from render.notation import Notation
from render.palette import to_palette
from render.theme import RGB

SUPERSAMPLE = 4
MARGIN = 4
INDEX_HEIGHT = 22
INDEX_FONT = 19

_cache: dict[tuple[object, ...], Image.Image] = {}
_lock = threading.Lock()


def _cached(key: tuple[object, ...], build: Callable[[], Image.Image]) -> Image.Image:
    found = _cache.get(key)
    if found is not None:
        return found
    image = build()
    with _lock:
        return _cache.setdefault(key, image)


def cache_size() -> int:
    return len(_cache)


def _body(
    width: int, height: int, bg: RGB, face: RGB, edge: RGB, radius: int, ring: RGB | None
) -> Image.Image:
    """A rounded rectangle with its margin, at supersampled size (caller draws shapes then calls ``_finish``)."""
    s = SUPERSAMPLE
    full_w, full_h = (width + 2 * MARGIN) * s, (height + 2 * MARGIN) * s
    image = Image.new("RGB", (full_w, full_h), bg)
    draw = ImageDraw.Draw(image)
    if ring is not None:
        draw.rounded_rectangle((0, 0, full_w - 1, full_h - 1), radius=(radius + MARGIN) * s, fill=ring)
    m = MARGIN * s
    draw.rounded_rectangle((m, m, full_w - 1 - m, full_h - 1 - m), radius=radius * s, fill=edge)
    draw.rounded_rectangle(
        (m + 2 * s, m + 2 * s, full_w - 1 - m - 2 * s, full_h - 1 - m - 2 * s),
        radius=max(1, radius - 2) * s,
        fill=face,
    )
    return image


def _finish(image: Image.Image) -> Image.Image:
    return image.resize((image.width // SUPERSAMPLE, image.height // SUPERSAMPLE), Image.Resampling.LANCZOS)


def _text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    anchor: str = "mm",
    bold: bool = True,
) -> None:
    draw.text(xy, text, font=font(size, bold), fill=fill, anchor=anchor)


def _with_index(sprite: Image.Image, label: str, bg: RGB) -> Image.Image:
    out = Image.new("RGB", (sprite.width, sprite.height + INDEX_HEIGHT - MARGIN), bg)
    out.paste(sprite, (0, 0))
    text = Notation(label, INDEX_FONT, theme.INDEX_TEXT)
    text.paint(
        out, (out.width - text.width) // 2, sprite.height - MARGIN + (INDEX_HEIGHT - text.height) // 2 + 1
    )
    return out


def tile(face: TileFace, *, new: bool = False, index: bool = False, bg: RGB = theme.TABLE_BG) -> Image.Image:
    return _cached(("tile", face, new, index, bg), lambda: to_palette(build_tile(face, new, index, bg)))


def build_tile(face: TileFace, new: bool, index: bool, bg: RGB) -> Image.Image:
    w, h, s = theme.TILE_W, theme.TILE_H, SUPERSAMPLE
    image = _body(w, h, bg, theme.TILE_FACE, theme.TILE_EDGE, 7, theme.NEW_OUTLINE if new else None)
    draw = ImageDraw.Draw(image)
    cx = (MARGIN + w / 2) * s
    if face.colour is None:
        size = 30 * s
        top = (MARGIN + 8) * s
        shapes.star(draw, (cx - size / 2, top, cx + size / 2, top + size), theme.JOKER_COLOUR)
    else:
        mark_size = 11 * s
        top = (MARGIN + h - 19) * s
        shapes.mark(
            draw,
            (cx - mark_size / 2, top, cx + mark_size / 2, top + mark_size),
            theme.TILE_MARKS[face.colour],
            theme.TILE_COLOURS[face.colour],
        )
    small = _finish(image)
    draw = ImageDraw.Draw(small)
    if face.colour is None:
        if face.stands_for:  # what the joker stands for, where the colour mark of a number tile would be
            text = face.stands_for
            size = 16 if len(text) <= 3 else 12
            _text(draw, (MARGIN + w / 2, MARGIN + h - 12), text, size, (20, 20, 20))
        else:
            _text(draw, (MARGIN + w / 2, MARGIN + h - 13), "J", 20, theme.JOKER_COLOUR)
    else:
        number = str(face.number)
        _text(
            draw,
            (MARGIN + w / 2, MARGIN + 24),
            number,
            34 if len(number) == 1 else 31,
            theme.TILE_COLOURS[face.colour],
        )
    return _with_index(small, face.label, bg) if index else small


def card(face: CardFace, *, new: bool = False, index: bool = False, bg: RGB = theme.TABLE_BG) -> Image.Image:
    return _cached(("card", face, new, index, bg), lambda: to_palette(build_card(face, new, index, bg)))


def build_card(face: CardFace, new: bool, index: bool, bg: RGB) -> Image.Image:
    w, h, s = theme.CARD_W, theme.CARD_H, SUPERSAMPLE
    edge = theme.WILD_MARK if face.wild else theme.CARD_EDGE
    image = _body(w, h, bg, theme.CARD_FACE, edge, 6, theme.NEW_OUTLINE if new else None)
    draw = ImageDraw.Draw(image)
    if face.wild:  # a thicker gold frame, so a wild card is spotted at a glance
        draw.rounded_rectangle(
            (MARGIN * s, MARGIN * s, (MARGIN + w) * s - 1, (MARGIN + h) * s - 1),
            radius=6 * s,
            outline=theme.WILD_MARK,
            width=4 * s,
        )
    cx = (MARGIN + w / 2) * s
    band = bool(face.stands_for)  # a wild in a meld: what it stands for, on a gold band at the bottom
    if band:
        draw.rounded_rectangle(
            (MARGIN * s, (MARGIN + h - 20) * s, (MARGIN + w) * s - 1, (MARGIN + h) * s - 1),
            radius=6 * s,
            fill=theme.WILD_MARK,
        )
    if face.suit is None:
        size = (24 if band else 34) * s
        top = (MARGIN + (24 if band else 26)) * s
        shapes.star(draw, (cx - size / 2, top, cx + size / 2, top + size), theme.JOKER_COLOUR)
    else:
        size = (20 if band else 26) * s
        top = (MARGIN + (29 if band else 36)) * s
        shapes.suit(
            draw, (cx - size / 2, top, cx + size / 2, top + size), face.suit, theme.SUIT_COLOURS[face.suit]
        )
    if face.wild and face.suit is not None:
        size = 13 * s
        right = (MARGIN + w - 5) * s
        top = (MARGIN + 6) * s
        shapes.star(draw, (right - size, top, right, top + size), theme.WILD_MARK)
    small = _finish(image)
    draw = ImageDraw.Draw(small)
    if band:
        _text(draw, (MARGIN + w / 2, MARGIN + h - 10), "=" + face.stands_for, 17, (20, 20, 20))
    if face.rank is None:
        _text(draw, (MARGIN + w / 2, MARGIN + 15), "JK", 22, theme.JOKER_COLOUR)
    else:
        colour = theme.SUIT_COLOURS[face.suit or "s"]
        if face.wild:
            _text(
                draw,
                (MARGIN + 6, MARGIN + 18),
                face.rank,
                29 if len(face.rank) == 1 else 25,
                colour,
                anchor="lm",
            )
        else:
            _text(draw, (MARGIN + w / 2, MARGIN + 18), face.rank, 30 if len(face.rank) == 1 else 27, colour)
    return _with_index(small, face.label, bg) if index else small


def card_back(*, bg: RGB = theme.TABLE_BG) -> Image.Image:
    return _cached(("back", bg), lambda: to_palette(build_back(bg)))


def build_back(bg: RGB) -> Image.Image:
    w, h, s = theme.CARD_W, theme.CARD_H, SUPERSAMPLE
    image = _body(w, h, bg, theme.CARD_BACK, (230, 230, 240), 6, None)
    draw = ImageDraw.Draw(image)
    for i in range(3):
        inset = (6 + i * 6) * s
        draw.rounded_rectangle(
            ((MARGIN * s) + inset, (MARGIN * s) + inset, (MARGIN + w) * s - inset, (MARGIN + h) * s - inset),
            radius=3 * s,
            outline=(120, 150, 220),
            width=s,
        )
    return _finish(image)


def mu_card(face: MuFace, *, new: bool = False, index: bool = False, bg: RGB = theme.TABLE_BG) -> Image.Image:
    return _cached(("mu", face, new, index, bg), lambda: to_palette(build_mu(face, new, index, bg)))


def build_mu(face: MuFace, new: bool, index: bool, bg: RGB) -> Image.Image:
    w, h, s = theme.CARD_W, theme.CARD_H, SUPERSAMPLE
    colour = theme.MU_COLOURS[face.colour]
    ink = theme.MU_INK[face.colour]
    image = _body(w, h, bg, colour, theme.CARD_FACE, 6, theme.NEW_OUTLINE if new else None)
    draw = ImageDraw.Draw(image)
    m = MARGIN * s
    mark = 10 * s
    shapes.mark(
        draw, (m + 6 * s, m + 6 * s, m + 6 * s + mark, m + 6 * s + mark), theme.MU_MARKS[face.colour], ink
    )
    points = MU_POINTS.get(face.number, 0)
    tri_w, tri_h, gap = 12 * s, 11 * s, 4 * s
    total = points * tri_w + max(0, points - 1) * gap
    left = m + (w * s - total) / 2
    top = m + (h - 18) * s
    for i in range(points):
        x = left + i * (tri_w + gap)
        shapes.triangle_up(draw, (x, top, x + tri_w, top + tri_h), ink)
    if face.trump:
        size = 18 * s
        right = m + (w - 3) * s
        shapes.star(draw, (right - size - 2 * s, m + 1 * s, right + 2 * s, m + size + 5 * s), (20, 20, 20))
        shapes.star(draw, (right - size, m + 3 * s, right, m + size + 3 * s), theme.TRUMP_MARK)
    small = _finish(image)
    draw = ImageDraw.Draw(small)
    _text(draw, (MARGIN + w / 2, MARGIN + 34), str(face.number), 38, ink)
    return _with_index(small, face.label, bg) if index else small


def face_sprite(
    face: TileFace | CardFace | MuFace, *, new: bool = False, index: bool = False, bg: RGB = theme.TABLE_BG
) -> Image.Image:
    if isinstance(face, TileFace):
        return tile(face, new=new, index=index, bg=bg)
    if isinstance(face, CardFace):
        return card(face, new=new, index=index, bg=bg)
    return mu_card(face, new=new, index=index, bg=bg)
