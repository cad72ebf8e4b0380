"""RailRoad Rummy (docs/rules/railroad.md): a seven-deal contract rummy with suit-less runs, 2s and jokers wild,
exact going down, a reserve stock, golf scoring and out-of-turn claiming of the discard with HMG priority.

``RULES`` implements ``bot.rules.base.Rules``; ``bot.rules.railroad.engine`` documents the claim window.
"""

from bot.rules.railroad.actions import (
    Claim,
    CloseClaims,
    Discard,
    DrawDiscard,
    DrawStock,
    GoDown,
    LayOff,
    MeldPlan,
    PassClaim,
    RailroadAction,
)
from bot.rules.railroad.engine import RULES, RailroadRules
from bot.rules.railroad.panel import PANEL
from bot.rules.railroad.state import State
from bot.rules.railroad.views import RailroadView

__all__ = [
    "PANEL",
    "RULES",
    "Claim",
    "CloseClaims",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "GoDown",
    "LayOff",
    "MeldPlan",
    "PassClaim",
    "RailroadAction",
    "RailroadRules",
    "RailroadView",
    "State",
]
