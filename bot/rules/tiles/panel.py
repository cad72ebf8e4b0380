"""The game's panel (``bot.rules.panel``): the buttons and menus a seat taps."""

from __future__ import annotations

from bot.rules.base import Control
from bot.rules.panel import MovesOnlyPanel
from bot.rules.tiles.engine import RULES
from bot.rules.tiles.state import TilesState
from bot.rules.tiles.views import TilesView


class Panel(MovesOnlyPanel[TilesState, TilesView]):
    def controls(self, state: TilesState, seat: int, draft: None = None) -> list[Control]:
        return RULES.controls(state, seat)

    def ready_controls(self, state: TilesState, seat: int) -> list[Control]:
        return RULES.ready_controls(state, seat)


PANEL = Panel()
