"""Mü, the trick-taking game with an auction by showing cards (its rules: docs/rules/mu.md).

``RULES`` is what the bot uses; the actions, cards and views are exported for renderers, tests and the AI.
"""

from bot.rules.mu.actions import Bid, ChoosePartner, MuAction, NameTrump, Pass, Play
from bot.rules.mu.cards import MU, Card, cards_in_language
from bot.rules.mu.engine import CHIEF_CONTRACT_EVENTS, RULES, MuRules
from bot.rules.mu.panel import PANEL
from bot.rules.mu.state import MuOptions, MuState
from bot.rules.mu.views import MuHandResult, MuSeatView, MuView, PlayedCard

__all__ = [
    "CHIEF_CONTRACT_EVENTS",
    "MU",
    "PANEL",
    "RULES",
    "Bid",
    "Card",
    "ChoosePartner",
    "MuAction",
    "MuHandResult",
    "MuOptions",
    "MuRules",
    "MuSeatView",
    "MuState",
    "MuView",
    "NameTrump",
    "Pass",
    "Play",
    "PlayedCard",
    "cards_in_language",
]
