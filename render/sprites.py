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

from render import measure, shapes, theme
from render.colours import current
from render.faces import MU_POINTS, CardFace, MuFace, TileFace
from render.fonts import font
from render.notation import Notation
from render.palette import to_palette
from render.theme import RGB

SUPERSAMPLE = 4
MARGIN = 3
INDEX_HEIGHT = 30
INDEX_FONT = 23  # the notation under a hand's tile or card: a label, so at least 10 px on a phone
RANK_FONT = 34  # card ranks and tile numbers: 22 px high, 14.7 px on a phone (two digits drawn at 33, 22 px)
RANK_FONT_WIDE = 33
MARK_SIZE = 13  # colour-blind marks: 8.7 px on a phone

_cache: dict[tuple[object, ...], Image.Image] = {}
_lock = threading.Lock()


def _cached(key: tuple[object, ...], build: Callable[[], Image.Image]) -> Image.Image:
    key = (*key, current().key)  # a sprite is drawn in the game colours in force
    found = _cache.get(key)
    if found is not None:
        return found
    with measure.recording() as texts:  # the sprite's own texts, noted again wherever it is pasted
        image = build()
    measure.attach(image, texts)
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
    role: measure.Role = "label",
) -> None:
    measure.note(text, size, bold, role)
    draw.text(xy, text, font=font(size, bold), fill=fill, anchor=anchor)


def _with_index(sprite: Image.Image, label: str, bg: RGB) -> Image.Image:
    out = Image.new("RGB", (sprite.width, sprite.height + INDEX_HEIGHT - MARGIN), bg)
    out.paste(sprite, (0, 0))
    text = Notation(label, INDEX_FONT, theme.INDEX_TEXT)
    measure.note(label, INDEX_FONT)
    text.paint(
        out, (out.width - text.width) // 2, sprite.height - MARGIN + (INDEX_HEIGHT - text.height) // 2 + 1
    )
    return out


def tile(face: TileFace, *, new: bool = False, index: bool = False, bg: RGB = theme.TABLE_BG) -> Image.Image:
    return _cached(("tile", face, new, index, bg), lambda: to_palette(build_tile(face, new, index, bg)))


def build_tile(face: TileFace, new: bool, index: bool, bg: RGB) -> Image.Image:
    w, h, s = theme.TILE_W, theme.TILE_H, SUPERSAMPLE
    image = _body(w, h, bg, current().tile_face, current().tile_edge, 7, theme.NEW_OUTLINE if new else None)
    draw = ImageDraw.Draw(image)
    cx = (MARGIN + w / 2) * s
    mark_top = (MARGIN + h - MARK_SIZE - 6) * s
    half = MARK_SIZE * s / 2
    number, colour = _tile_number(face)
    if face.colour is None:
        # A joker: a star where a number tile has its colour mark; the mark of the tile it stands for beside it.
        stands_colour = _stands_colour(face)
        if stands_colour is None:
            shapes.star(draw, (cx - half - s, mark_top - s, cx + half + s, mark_top + 2 * half + s), colour)
        else:
            gap = 2 * s
            shapes.star(
                draw, (cx - 2 * half - gap, mark_top, cx - gap, mark_top + 2 * half), current().joker
            )
            shapes.mark(
                draw,
                (cx + gap, mark_top, cx + gap + 2 * half, mark_top + 2 * half),
                theme.TILE_MARKS[stands_colour],
                colour,
            )
            measure.note_mark(theme.TILE_MARKS[stands_colour], MARK_SIZE)
    else:
        shapes.mark(
            draw,
            (cx - half, mark_top, cx + half, mark_top + 2 * half),
            theme.TILE_MARKS[face.colour],
            colour,
        )
        measure.note_mark(theme.TILE_MARKS[face.colour], MARK_SIZE)
    small = _finish(image)
    draw = ImageDraw.Draw(small)
    size = RANK_FONT if len(number) == 1 else RANK_FONT_WIDE
    _text(draw, (MARGIN + w / 2, MARGIN + 21), number, size, colour, role="rank")
    return _with_index(small, face.label, bg) if index else small


def _tile_number(face: TileFace) -> tuple[str, RGB]:
    """What the tile's number place shows, in which colour: a joker laid in a set shows the number it stands for
    (in that tile's colour when there is only one), else "J"."""
    if face.colour is not None and face.number is not None:
        return str(face.number), current().tiles[face.colour]
    numbers = {candidate[1:] for candidate in face.stands_for.split("/") if candidate[1:].isdigit()}
    if len(numbers) != 1:
        return "J", current().joker
    stands_colour = _stands_colour(face)
    return numbers.pop(), current().joker if stands_colour is None else current().tiles[stands_colour]


def _stands_colour(face: TileFace) -> str | None:
    colours = {candidate[:1] for candidate in face.stands_for.split("/") if candidate[1:].isdigit()}
    if len(colours) == 1:
        found = colours.pop()
        return found if found in current().tiles else None
    return None


def card(face: CardFace, *, new: bool = False, index: bool = False, bg: RGB = theme.TABLE_BG) -> Image.Image:
    return _cached(("card", face, new, index, bg), lambda: to_palette(build_card(face, new, index, bg)))


def build_card(face: CardFace, new: bool, index: bool, bg: RGB) -> Image.Image:
    w, h, s = theme.CARD_W, theme.CARD_H, SUPERSAMPLE
    edge = theme.WILD_MARK if face.wild else current().card_edge
    image = _body(w, h, bg, current().card_face, edge, 6, theme.NEW_OUTLINE if new else None)
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
            (MARGIN * s, (MARGIN + h - BAND_HEIGHT) * s, (MARGIN + w) * s - 1, (MARGIN + h) * s - 1),
            radius=6 * s,
            fill=theme.WILD_MARK,
        )
    # In a meld a wild card is what it stands for: no suit (no room for it above the band).
    if not band and face.suit is None:
        size = 26 * s
        top = (MARGIN + 28) * s
        shapes.star(draw, (cx - size / 2, top, cx + size / 2, top + size), current().joker)
    elif not band and face.suit is not None:
        size = 22 * s
        top = (MARGIN + 32) * s
        shapes.suit(
            draw, (cx - size / 2, top, cx + size / 2, top + size), face.suit, current().suits[face.suit]
        )
    if face.wild and face.suit is not None:
        size = 12 * s
        right = (MARGIN + w - 4) * s
        top = (MARGIN + 5) * s
        shapes.star(draw, (right - size, top, right, top + size), theme.WILD_MARK)
    small = _finish(image)
    draw = ImageDraw.Draw(small)
    if band:
        _text(draw, (MARGIN + w / 2, MARGIN + h - BAND_HEIGHT / 2), "=" + face.stands_for, 23, (20, 20, 20))
    rank = face.rank or "JK"
    colour = current().joker if face.rank is None else current().suits[face.suit or "s"]
    size = RANK_FONT if len(rank) == 1 else RANK_FONT_WIDE - 1
    if face.wild and face.rank is not None:
        _text(draw, (MARGIN + 5, MARGIN + 17), rank, size, colour, anchor="lm", role="rank")
    else:
        _text(draw, (MARGIN + w / 2, MARGIN + 17), rank, size, colour, role="rank")
    return _with_index(small, face.label, bg) if index else small


BAND_HEIGHT = 24


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
    colour = current().mu[face.colour]
    ink = current().mu_ink[face.colour]
    image = _body(w, h, bg, colour, current().card_face, 6, theme.NEW_OUTLINE if new else None)
    draw = ImageDraw.Draw(image)
    m = MARGIN * s
    mark = 12 * s
    shapes.mark(
        draw, (m + 5 * s, m + 5 * s, m + 5 * s + mark, m + 5 * s + mark), theme.MU_MARKS[face.colour], ink
    )
    measure.note_mark(theme.MU_MARKS[face.colour], 12)
    points = MU_POINTS.get(face.number, 0)
    tri_w, tri_h, gap = 11 * s, 10 * s, 3 * s
    total = points * tri_w + max(0, points - 1) * gap
    left = m + (w * s - total) / 2
    top = m + (h - 14) * s
    for i in range(points):
        x = left + i * (tri_w + gap)
        shapes.triangle_up(draw, (x, top, x + tri_w, top + tri_h), ink)
    if face.trump:
        size = 16 * s
        right = m + (w - 2) * s
        shapes.star(draw, (right - size - 2 * s, m + 1 * s, right + 2 * s, m + size + 5 * s), (20, 20, 20))
        shapes.star(draw, (right - size, m + 3 * s, right, m + size + 3 * s), theme.TRUMP_MARK)
    small = _finish(image)
    draw = ImageDraw.Draw(small)
    _text(draw, (MARGIN + w / 2, MARGIN + 31), str(face.number), 38, ink, role="rank")
    return _with_index(small, face.label, bg) if index else small


def face_sprite(
    face: TileFace | CardFace | MuFace, *, new: bool = False, index: bool = False, bg: RGB = theme.TABLE_BG
) -> Image.Image:
    if isinstance(face, TileFace):
        return tile(face, new=new, index=index, bg=bg)
    if isinstance(face, CardFace):
        return card(face, new=new, index=index, bg=bg)
    return mu_card(face, new=new, index=index, bg=bg)
