"""Fonts: Source Sans Pro, shipped on PyPI by ``font-source-sans-pro``, so every machine draws the same pixels
(system fonts differ between machines; Pillow's own font lacks accented letters such as é).

A FreeType face must not be used by two threads at once, so each thread keeps its own faces (loaded once per
size and weight per thread; the bot renders from a small thread pool).
"""

from __future__ import annotations

import threading

import font_source_sans_pro
from PIL import ImageFont

_FILES: dict[bool, str] = {
    False: font_source_sans_pro.font_files_ttf["SourceSansPro"],
    True: font_source_sans_pro.font_files_ttf["SourceSansProBold"],
}
_local = threading.local()


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    cache: dict[tuple[int, bool], ImageFont.FreeTypeFont] | None = getattr(_local, "fonts", None)
    if cache is None:
        cache = {}
        _local.fonts = cache
    key = (size, bold)
    found = cache.get(key)
    if found is None:
        found = ImageFont.truetype(_FILES[bold], size)
        cache[key] = found
    return found


_MISSING_PROBE = (
    "\U0010fffd"  # a private-use code point no font covers: shows what a missing glyph looks like
)
_covered: dict[str, bool] = {}


def _glyph_key(char: str) -> tuple[tuple[float, float, float, float], bytes]:
    face = font(20, True)
    mask = face.getmask(char)
    return face.getbbox(char), bytes(mask)


def covers(char: str) -> bool:
    """Whether the font has a glyph for ``char`` (else FreeType would draw an empty box)."""
    found = _covered.get(char)
    if found is None:
        found = char.isspace() or _glyph_key(char) != _glyph_key(_MISSING_PROBE)
        _covered[char] = found
    return found


def displayable(text: str) -> str:
    """``text`` without the characters the font cannot draw (emoji, scripts it lacks), tidied of the gaps left."""
    kept = "".join(char for char in text if covers(char))
    return " ".join(kept.split())
