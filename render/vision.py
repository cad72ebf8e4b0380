"""How colours look to people with a colour-vision deficiency, and how far apart two colours look.

``simulate`` applies the matrices of Machado, Oliveira and Fernandes (2009, "A physiologically-based model for
simulation of color vision deficiency", severity 1.0) to linear RGB; ``distance`` is the CIE 1976 ΔE between two
colours in CIELAB (D65). The palettes of ``render.colours`` are checked with them.
"""

from __future__ import annotations

import math
from typing import Literal

from render.theme import RGB

Vision = Literal["normal", "protanopia", "deuteranopia", "tritanopia"]
VISIONS: tuple[Vision, ...] = ("normal", "protanopia", "deuteranopia", "tritanopia")

Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]
MACHADO_2009: dict[Vision, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> int:
    v = min(1.0, max(0.0, value))
    c = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def _simulated_linear(colour: RGB, vision: Vision) -> tuple[float, float, float]:
    rgb = [_linear(c) for c in colour]
    if vision == "normal":
        return rgb[0], rgb[1], rgb[2]
    m = MACHADO_2009[vision]
    r, g, b = (min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3))
    return r, g, b


def simulate(colour: RGB, vision: Vision) -> RGB:
    """``colour`` as a person with ``vision`` sees it."""
    r, g, b = _simulated_linear(colour, vision)
    return _encoded(r), _encoded(g), _encoded(b)


def _lab(linear: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def distance(a: RGB, b: RGB, vision: Vision = "normal") -> float:
    """CIE76 ΔE between ``a`` and ``b`` as seen with ``vision`` (2.3 is just noticeable; 20 is plainly apart)."""
    return math.dist(_lab(_simulated_linear(a, vision)), _lab(_simulated_linear(b, vision)))


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(colour: RGB) -> float:
        r, g, b = (_linear(c) for c in colour)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)
