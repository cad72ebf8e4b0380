"""Vector shapes: the four suits, colour-blind marks, stars and point triangles.

Fonts may lack suit symbols, so suits are polygons and ellipses. Callers draw on a supersampled image and scale it
down (see ``sprites``), which gives smooth edges without any font.
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from render.theme import RGB

Ink = RGB | int  # an int for "L" masks

Box = tuple[float, float, float, float]  # left, top, right, bottom


def _at(box: Box, u: float, v: float) -> tuple[float, float]:
    left, top, right, bottom = box
    return left + u * (right - left), top + v * (bottom - top)


def _circle(draw: ImageDraw.ImageDraw, box: Box, cu: float, cv: float, r: float, fill: Ink) -> None:
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    x, y = _at(box, cu, cv)
    draw.ellipse((x - r * w, y - r * h, x + r * w, y + r * h), fill=fill)


def suit(draw: ImageDraw.ImageDraw, box: Box, suit_letter: str, fill: Ink) -> None:
    """Draw spade ``s``, heart ``h``, diamond ``d`` or club ``c`` filling ``box`` (roughly square)."""
    if suit_letter == "d":
        draw.polygon(
            [_at(box, 0.5, 0.0), _at(box, 0.88, 0.5), _at(box, 0.5, 1.0), _at(box, 0.12, 0.5)], fill=fill
        )
    elif suit_letter == "h":
        _circle(draw, box, 0.285, 0.3, 0.245, fill)
        _circle(draw, box, 0.715, 0.3, 0.245, fill)
        draw.polygon([_at(box, 0.05, 0.4), _at(box, 0.95, 0.4), _at(box, 0.5, 0.98)], fill=fill)
        draw.polygon([_at(box, 0.3, 0.2), _at(box, 0.7, 0.2), _at(box, 0.5, 0.5)], fill=fill)
    elif suit_letter == "s":
        _circle(draw, box, 0.29, 0.56, 0.225, fill)
        _circle(draw, box, 0.71, 0.56, 0.225, fill)
        draw.polygon([_at(box, 0.07, 0.5), _at(box, 0.93, 0.5), _at(box, 0.5, 0.0)], fill=fill)
        draw.polygon([_at(box, 0.5, 0.55), _at(box, 0.28, 1.0), _at(box, 0.72, 1.0)], fill=fill)
    elif suit_letter == "c":
        _circle(draw, box, 0.5, 0.27, 0.22, fill)
        _circle(draw, box, 0.26, 0.6, 0.22, fill)
        _circle(draw, box, 0.74, 0.6, 0.22, fill)
        _circle(draw, box, 0.5, 0.52, 0.12, fill)
        draw.polygon([_at(box, 0.5, 0.5), _at(box, 0.3, 1.0), _at(box, 0.7, 1.0)], fill=fill)
    else:
        raise ValueError(f"unknown suit {suit_letter!r}")


def star(draw: ImageDraw.ImageDraw, box: Box, fill: Ink, points: int = 5, inner: float = 0.45) -> None:
    left, top, right, bottom = box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    rx, ry = (right - left) / 2, (bottom - top) / 2
    vertices = []
    for i in range(points * 2):
        angle = -math.pi / 2 + i * math.pi / points
        scale = 1.0 if i % 2 == 0 else inner
        vertices.append((cx + rx * scale * math.cos(angle), cy + ry * scale * math.sin(angle)))
    draw.polygon(vertices, fill=fill)


def mark(draw: ImageDraw.ImageDraw, box: Box, kind: str, fill: Ink) -> None:
    """A colour-blind mark: circle, square, triangle, diamond or cross."""
    left, top, right, bottom = box
    if kind == "circle":
        draw.ellipse(box, fill=fill)
    elif kind == "square":
        inset = (right - left) * 0.08
        draw.rectangle((left + inset, top + inset, right - inset, bottom - inset), fill=fill)
    elif kind == "triangle":
        draw.polygon([_at(box, 0.5, 0.0), _at(box, 1.0, 0.95), _at(box, 0.0, 0.95)], fill=fill)
    elif kind == "diamond":
        draw.polygon(
            [_at(box, 0.5, 0.0), _at(box, 1.0, 0.5), _at(box, 0.5, 1.0), _at(box, 0.0, 0.5)], fill=fill
        )
    elif kind == "cross":
        draw.polygon(
            [
                _at(box, u, v)
                for u, v in (
                    (0.34, 0),
                    (0.66, 0),
                    (0.66, 0.34),
                    (1, 0.34),
                    (1, 0.66),
                    (0.66, 0.66),
                    (0.66, 1),
                    (0.34, 1),
                    (0.34, 0.66),
                    (0, 0.66),
                    (0, 0.34),
                    (0.34, 0.34),
                )
            ],
            fill=fill,
        )
    else:
        raise ValueError(f"unknown mark {kind!r}")


def triangle_up(draw: ImageDraw.ImageDraw, box: Box, fill: Ink) -> None:
    draw.polygon([_at(box, 0.5, 0.0), _at(box, 1.0, 1.0), _at(box, 0.0, 1.0)], fill=fill)
