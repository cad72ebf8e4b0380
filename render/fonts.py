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
