"""The cache of drawn pieces (labels, badges) stays bounded over a long run and keeps the pieces in use."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from render import raster


def _paint(canvas: Image.Image, x: int, y: int) -> None:  # away from the corner read as the background
    ImageDraw.Draw(canvas).rectangle((x + 4, y + 4, x + 7, y + 7), fill=(200, 40, 40))


def _stamp_labels(canvas: Image.Image, labels: list[str], painted: list[str]) -> None:
    for label in labels:
        raster.stamp(canvas, 0, 0, label, (8, 8), lambda c, x, y, label=label: (painted.append(label), _paint(c, x, y)))


def test_a_label_in_use_is_not_drawn_again_when_new_names_and_scores_fill_the_cache(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(raster, "_stamps", {})
    canvas = Image.new("RGB", (20, 20), (30, 30, 30)).convert("P")
    painted: list[str] = []
    _stamp_labels(canvas, ["Draw"], painted)
    # one-off texts (scores, names) arrive between two uses of the same button label
    for batch in range(3):
        _stamp_labels(canvas, [f"Deadwood {batch}-{n}" for n in range(raster.MAX_STAMPS // 2)], painted)
        _stamp_labels(canvas, ["Draw"], painted)
    assert painted.count("Draw") == 1
    assert len(raster._stamps) <= raster.MAX_STAMPS
