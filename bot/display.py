"""How a player's own table and hand are shown to them, as chosen with ``/display``: pictures or a text table,
in which colours (``render.colours``: default, colour-blind safe, high contrast) and with four-colour suits."""

from __future__ import annotations

from typing import Literal

from render.colours import PALETTES, PaletteName

Shown = Literal["pictures", "text"]
SHOWN: tuple[Shown, ...] = ("pictures", "text")

__all__ = ["PALETTES", "SHOWN", "PaletteName", "Shown"]
