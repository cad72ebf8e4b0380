"""The game's panel (``bot.rules.panel``): the buttons and menus a seat taps."""

from __future__ import annotations

from bot.rules.base import Control
from bot.rules.panel import MovesOnlyPanel
from bot.rules.railroad.engine import RULES
from bot.rules.railroad.state import State
from bot.rules.railroad.views import RailroadView


class Panel(MovesOnlyPanel[State, RailroadView]):
    def controls(self, state: State, seat: int, draft: None = None) -> list[Control]:
        return RULES.controls(state, seat)

    def ready_controls(self, state: State, seat: int) -> list[Control]:
        return RULES.ready_controls(state, seat)


PANEL = Panel()
