"""PNG encoding tuned for flat game pictures.

The images are a few flat colours plus smooth edges, so an adaptive palette of ``COLOURS`` entries keeps them
visually identical at a fraction of the size, and zlib level 6 on 8-bit pixels is both small and fast
(RGB at any level is two to three times bigger and slower).
"""

from __future__ import annotations

import io

from PIL import Image

COLOURS = 96


def png_bytes(image: Image.Image) -> bytes:
    paletted = image.quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    paletted.save(buffer, format="PNG", compress_level=6)
    return buffer.getvalue()
