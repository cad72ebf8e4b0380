"""Gin Rummy (its rules: docs/rules/gin.md).

``RULES`` is what the bot uses. ``best_melds(cards) -> (melds, deadwood)`` is the exact optimum arrangement of any
hand; ``score_knock(knocker_hand, discard, defender_hand, preset)`` scores one knock standalone, returning the
``GinShowdown`` (both arrangements, the defender's lay-offs, the result line).
"""

from bot.rules.gin.actions import Deal, Discard, Draw, GinAction, Knock, Pass
from bot.rules.gin.engine import RULES, GinRules, GinState
from bot.rules.gin.options import PRESET_OPTIONS, PRESETS, GinOptions, resolve_options
from bot.rules.gin.panel import PANEL
from bot.rules.gin.scoring import best_melds, score_knock
from bot.rules.gin.views import GinFinal, GinPhase, GinShowdown, GinView, LayOff

__all__ = [
    "PANEL",
    "PRESETS",
    "PRESET_OPTIONS",
    "RULES",
    "Deal",
    "Discard",
    "Draw",
    "GinAction",
    "GinFinal",
    "GinOptions",
    "GinPhase",
    "GinRules",
    "GinShowdown",
    "GinState",
    "GinView",
    "Knock",
    "LayOff",
    "Pass",
    "best_melds",
    "resolve_options",
    "score_knock",
]
