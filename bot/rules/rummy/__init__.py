"""Classic Rummy (its rules: docs/rules/rummy.md).

``RULES`` is what the bot uses; actions and views are exported for renderers, tests and the computer players.
"""

from bot.rules.rummy.actions import Deal, Discard, Draw, LayOff, MeldCards, RummyAction
from bot.rules.rummy.engine import RULES, RummyRules, RummyState
from bot.rules.rummy.options import PRESET_OPTIONS, PRESETS, RummyOptions, resolve_options
from bot.rules.rummy.panel import PANEL
from bot.rules.rummy.views import RummyHandResult, RummyPhase, RummyView, TableMeld

__all__ = [
    "PANEL",
    "PRESETS",
    "PRESET_OPTIONS",
    "RULES",
    "Deal",
    "Discard",
    "Draw",
    "LayOff",
    "MeldCards",
    "RummyAction",
    "RummyHandResult",
    "RummyOptions",
    "RummyPhase",
    "RummyRules",
    "RummyState",
    "RummyView",
    "TableMeld",
    "resolve_options",
]
