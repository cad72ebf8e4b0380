"""Tile Rummy (the Rummikub-style game): ``RULES`` for the registry, plus the types the bot and renderers use."""

from bot.rules.tiles.actions import Build, Draw, Hint, Place, Play, TilesAction, Timeout
from bot.rules.tiles.engine import RULES, TileRules
from bot.rules.tiles.panel import PANEL
from bot.rules.tiles.views import PlayerView, RoundResultView, SetView, TilesView

__all__ = [
    "PANEL",
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
