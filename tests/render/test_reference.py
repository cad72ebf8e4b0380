"""Images still look like the reviewed references (tests/render/reference/, made by ``references.py``).

A tolerance absorbs FreeType version differences in anti-aliasing; a changed layout, colour or shape fails.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from tests.render.references import REFERENCE_DIR, REFERENCES

MAX_CHANGED_FRACTION = 0.003  # pixels allowed to differ visibly (a moved clock panel is ~1%)
VISIBLE = 60  # sum of channel differences counted as visible


@pytest.mark.parametrize("name", sorted(REFERENCES))
def test_image_matches_its_reference(name: str) -> None:
    expected = Image.open(REFERENCE_DIR / f"{name}.png").convert("RGB")
    actual = Image.open(io.BytesIO(REFERENCES[name]())).convert("RGB")
    assert actual.size == expected.size
    diff = ImageChops.difference(actual, expected)
    r, g, b = diff.split()
    total = ImageChops.add(ImageChops.add(r, g), b)  # saturates at 255, enough for a threshold
    changed = total.point(lambda v: 255 if v >= VISIBLE else 0).histogram()[255]
    assert changed / (actual.width * actual.height) <= MAX_CHANGED_FRACTION


def test_a_different_picture_would_fail() -> None:
    # Guard for the tolerance itself: two different references must not pass as one another.
    a = Image.open(REFERENCE_DIR / "leaderboard.png").convert("RGB")
    b = Image.open(REFERENCE_DIR / "final-scores.png").convert("RGB").resize(a.size)
    diff = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v >= VISIBLE // 3 else 0)
    assert diff.histogram()[255] / (a.width * a.height) > MAX_CHANGED_FRACTION
