"""Tile Rummy (the Rummikub-style game): ``RULES`` for the registry, plus the types the bot and renderers use.

The names are loaded on first use, so that ``import bot.rules.tiles.solver`` (hints, and the command-line solver
in ``bot.tools.tiles_solve``) does not pay for importing the whole engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.rules.tiles.actions import Build, Draw, Hint, Place, Play, TilesAction, Timeout
    from bot.rules.tiles.engine import RULES, TileRules
    from bot.rules.tiles.views import PlayerView, RoundResultView, SetView, TilesView

__all__ = [
    "RULES",
    "Build",
    "Draw",
    "Hint",
    "Place",
    "Play",
    "PlayerView",
    "RoundResultView",
    "SetView",
    "TileRules",
    "TilesAction",
    "TilesView",
    "Timeout",
]

_HOMES = {
    "Build": "bot.rules.tiles.actions",
    "Draw": "bot.rules.tiles.actions",
    "Hint": "bot.rules.tiles.actions",
    "Place": "bot.rules.tiles.actions",
    "Play": "bot.rules.tiles.actions",
    "TilesAction": "bot.rules.tiles.actions",
    "Timeout": "bot.rules.tiles.actions",
    "RULES": "bot.rules.tiles.engine",
    "TileRules": "bot.rules.tiles.engine",
    "PlayerView": "bot.rules.tiles.views",
    "RoundResultView": "bot.rules.tiles.views",
    "SetView": "bot.rules.tiles.views",
    "TilesView": "bot.rules.tiles.views",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value
