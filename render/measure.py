"""What an image says and how big: every text drawn notes its cap height and its role while a recording is on
(colour-blind marks note their size too).

Images are read on a phone at about ``PHONE_WIDTH`` px; ``recording()`` lets a test check the smallest text of any
picture at that size from what was really drawn, not from pixels. Sprites (tiles, cards) are built once and
cached, so the texts on a sprite are attached to its image when it is built and noted again each time it is
pasted. Outside a recording, noting costs one context-variable lookup.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Literal

from PIL import Image

from render.fonts import font

# "rank": a card's rank or a tile's number; "mark": a colour-blind shape (its size is noted as its height)
Role = Literal["label", "rank", "mark"]

PHONE_WIDTH = 360  # what a phone shows of an image in a media gallery, in CSS pixels
MIN_LABEL_PX = 10  # smallest cap height at phone width, any text
MIN_RANK_PX = 14  # smallest cap height at phone width, card ranks and tile numbers
MIN_MARK_PX = 7  # smallest colour-blind mark at phone width (a shape is told from another at this size)
MINIMUM: dict[str, int] = {"label": MIN_LABEL_PX, "rank": MIN_RANK_PX, "mark": MIN_MARK_PX}


@dataclass(frozen=True)
class DrawnText:
    text: str  # a mark: its kind ("circle")
    size: int  # font size in pixels of the image
    bold: bool
    role: Role
    cap_height: int  # height of a capital letter at that size (a mark: its height), in pixels of the image


_current: ContextVar[list[DrawnText] | None] = ContextVar("render_drawn_texts", default=None)
_caps: dict[tuple[int, bool], int] = {}
_attached: dict[int, tuple[DrawnText, ...]] = {}  # by id() of the sprite image (images are not hashable)


def cap_height(size: int, bold: bool = False) -> int:
    key = (size, bold)
    found = _caps.get(key)
    if found is None:
        _, top, _, bottom = font(size, bold).getbbox("H", anchor="ls")
        found = round(bottom - top)
        _caps[key] = found
    return found


def note(text: str, size: int, bold: bool = False, role: Role = "label") -> None:
    drawn = _current.get()
    if drawn is not None and text.strip():
        drawn.append(DrawnText(text, size, bold, role, cap_height(size, bold)))


def note_mark(kind: str, height: int) -> None:
    drawn = _current.get()
    if drawn is not None:
        drawn.append(DrawnText(kind, height, False, "mark", height))


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Collect the texts drawn inside the block (this thread only)."""
    drawn: list[DrawnText] = []
    token = _current.set(drawn)
    try:
        yield drawn
    finally:
        _current.reset(token)


def attach(image: Image.Image, texts: list[DrawnText]) -> None:
    """Remember the texts painted on a cached sprite, to note them wherever the sprite is pasted."""
    key = id(image)
    _attached[key] = tuple(texts)
    weakref.finalize(image, _attached.pop, key, None)


def note_image(image: Image.Image) -> None:
    drawn = _current.get()
    if drawn is not None:
        drawn.extend(_attached.get(id(image), ()))


def phone_scale(image_width: int) -> float:
    """How much a phone shrinks an image of this width (a narrower image is shown at its own size)."""
    return min(1.0, PHONE_WIDTH / image_width)


def too_small(texts: list[DrawnText], image_width: int) -> list[tuple[DrawnText, float]]:
    """The texts whose cap height, seen on a phone, is below the minimum for their role (with that height)."""
    scale = phone_scale(image_width)
    found = []
    for text in texts:
        shown = text.cap_height * scale
        if shown < MINIMUM[text.role]:
            found.append((text, round(shown, 1)))
    return found
