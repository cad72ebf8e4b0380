"""The colours of tiles and cards, one set per palette a player may choose (``/display palette:``).

Every picture is drawn with one of these sets: the public table always with ``default``, a player's own pictures
(hand, panel, DMs) with theirs. Each set keeps every pair of game colours apart under the three colour-vision
deficiencies as simulated by ``render.vision`` (checked by ``tests/render/test_colour_vision.py``):

- ``default``: the bot's usual colours, nudged so that red and orange tiles, and Mü's red and green, stay apart
  for red-green and blue-yellow colour blindness too;
- ``colourblind``: hues from the Okabe-Ito set (vermillion, sky blue, bluish green), apart by lightness as well;
- ``contrast``: white faces, black edges and the darkest inks that keep their hue, for low vision.

``four_colour``: cards of the four suits in four colours (spades black, hearts red, diamonds blue, clubs green),
as in a four-colour deck, on any palette.

The renderers read the set in force with ``current()``; ``Renderer`` (``render/__init__.py``) puts the context's
set in force around each drawing (``using``), so a cached sprite or palette belongs to its own set (``key``).
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal

from render import theme
from render.theme import RGB

PaletteName = Literal["default", "colourblind", "contrast"]
PALETTES: tuple[PaletteName, ...] = ("default", "colourblind", "contrast")


@dataclass(frozen=True)
class GameColours:
    name: str
    tiles: dict[str, RGB]
    joker: RGB
    tile_face: RGB
    tile_edge: RGB
    suits: dict[str, RGB]
    card_face: RGB
    card_edge: RGB
    mu: dict[str, RGB]
    mu_ink: dict[str, RGB] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """What tells cached sprites and palettes of this set from those of another."""
        return self.name


def _suits(black: RGB, red: RGB, blue: RGB | None = None, green: RGB | None = None) -> dict[str, RGB]:
    return {"s": black, "c": green or black, "h": red, "d": blue or red}


_LIGHT_INK: RGB = (255, 255, 255)
_DARK_INK: RGB = (20, 20, 20)

_TILES: dict[PaletteName, dict[str, RGB]] = {
    "default": theme.TILE_COLOURS,
    "colourblind": {"r": (150, 30, 0), "b": (0, 100, 220), "k": (20, 20, 20), "o": (200, 135, 0)},
    "contrast": {"r": (124, 14, 5), "b": (0, 60, 220), "k": (0, 0, 0), "o": (211, 68, 7)},
}
_RED: dict[PaletteName, RGB] = {"default": theme.SUIT_COLOURS["h"], "colourblind": (200, 60, 0), "contrast": (190, 0, 0)}
_FOUR: dict[PaletteName, tuple[RGB, RGB, RGB]] = {  # hearts, diamonds, clubs of a four-colour deck
    "default": ((190, 0, 20), (70, 70, 210), (0, 150, 100)),
    "colourblind": ((150, 30, 0), (40, 80, 200), (0, 160, 120)),
    "contrast": ((190, 40, 0), (54, 0, 185), (0, 125, 100)),
}
_MU: dict[PaletteName, dict[str, RGB]] = {
    "default": theme.MU_COLOURS,
    "colourblind": {"r": (206, 88, 0), "b": (0, 88, 197), "g": (0, 200, 170), "y": (255, 245, 60),
                    "k": (28, 28, 28)},
    "contrast": {"r": (194, 0, 0), "b": (0, 55, 180), "g": (0, 186, 128), "y": (255, 215, 0), "k": (0, 0, 0)},
}
# The ink of a Mü card's number and marks: dark on the light colours, white on the others.
_MU_DARK_INK = frozenset({"y", "g"})


def colours(palette: str = "default", four_colour: bool = False) -> GameColours:
    """The colours of a palette (an unknown name gives the default one), with four-colour suits if asked."""
    name: PaletteName = palette if palette in PALETTES else "default"
    black = _TILES[name]["k"]
    suits = _suits(black, *_FOUR[name]) if four_colour else _suits(black, _RED[name])
    contrast = name == "contrast"
    mu = _MU[name]
    return GameColours(
        name=f"{name}{'-4' if four_colour else ''}",
        tiles=_TILES[name],
        joker=(150, 20, 110) if contrast else theme.JOKER_COLOUR,
        tile_face=(255, 255, 255) if contrast else theme.TILE_FACE,
        tile_edge=(0, 0, 0) if contrast else theme.TILE_EDGE,
        suits=suits,
        card_face=theme.CARD_FACE,
        card_edge=(0, 0, 0) if contrast else theme.CARD_EDGE,
        mu=mu,
        mu_ink=theme.MU_INK if name == "default" else {
            colour: _DARK_INK if colour in _MU_DARK_INK else _LIGHT_INK for colour in mu},
    )


DEFAULT = colours()
_current: contextvars.ContextVar[GameColours] = contextvars.ContextVar("game_colours", default=DEFAULT)


def current() -> GameColours:
    """The colours of the picture being drawn."""
    return _current.get()


@contextlib.contextmanager
def using(chosen: GameColours) -> Iterator[None]:
    """Draw with ``chosen`` inside the block (in this thread or task only)."""
    token = _current.set(chosen)
    try:
        yield
    finally:
        _current.reset(token)


def game_colours(chosen: GameColours) -> dict[str, dict[str, RGB]]:
    """The colours that must be told apart, game by game (suits as the colours the deck shows)."""
    suits = dict(zip(dict.fromkeys(chosen.suits.values()), "abcd", strict=False))
    return {
        "tiles": dict(chosen.tiles),
        "cards": {letter: colour for colour, letter in suits.items()},
        "mu": dict(chosen.mu),
    }
