"""Small helpers for the render tests: pixels as RGB, colour distances, seeded engine positions."""

from __future__ import annotations

import functools
import io
import random
from typing import Any

from PIL import Image

from bot import games
from render import Renderer
from render.theme import RGB
from tests.game_facts import facts


def rgb(image: Image.Image) -> Image.Image:
    return image.convert("RGB")


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image


def close(a: tuple[int, ...], b: RGB, tolerance: int = 24) -> bool:
    return sum(abs(x - y) for x, y in zip(a[:3], b, strict=True)) <= tolerance


def count_close(
    image: Image.Image, colour: RGB, box: tuple[int, int, int, int] | None = None, tolerance: int = 24
) -> int:
    region = rgb(image).crop(box) if box else rgb(image)
    colours = region.getcolors(region.width * region.height) or []
    return sum(n for n, c in colours if close(c, colour, tolerance))


def engine(kind: str) -> Any:
    """The game's declared rules (a game that fails to import fails the test)."""
    return games.get(kind).rules


def pictures(kind: str) -> Renderer:
    """The game's declared renderer."""
    return games.get(kind).renderer


STEPS = {"tiles": 40}  # its legal() runs a solver: a few tenths of a second per call in mid-game


@functools.cache
def positions(rules: Any, kind: str, seed: int = 3, steps: int | None = None) -> tuple[Any, ...]:
    """States after seeded random legal play: the opening, then every 20th state (cached: engines can be slow)."""
    if steps is None:
        steps = STEPS.get(kind, 120)
    rng = random.Random(seed)
    state = rules.new_game(facts(kind).picture_seats, rules.options(None, {}), rng)
    found = [state]
    for step in range(steps):
        seats = rules.to_act(state)
        if not seats:
            break
        seat = seats[0]
        actions = list(rules.legal(state, seat))
        if not actions:
            break
        state, _ = rules.apply(state, seat, rng.choice(actions), rng)
        if step % 20 == 19:
            found.append(state)
    return tuple(found)
