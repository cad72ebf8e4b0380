"""Gin Rummy's panel: the buttons and menus a seat taps (``bot.rules.panel``). Every control is one whole move."""

from __future__ import annotations

from bot.rules.base import Control
from bot.rules.cards import format_card
from bot.rules.gin.actions import Discard, Draw, Knock
from bot.rules.gin.engine import RULES, GinState
from bot.rules.gin.views import GinPhase, GinView
from bot.rules.panel import MovesOnlyPanel


class GinPanel(MovesOnlyPanel[GinState, GinView]):
    def controls(self, state: GinState, seat: int, draft: None = None) -> list[Control]:
        legal = RULES.legal(state, seat)
        if not legal:
            return []
        top = format_card(state.discard[-1]) if state.discard else ""
        if state.phase == GinPhase.OFFER:
            return [Control("draw", "ctl-gin-take-upcard", {"source": "discard"}, {"card": top}, style="main"),
                    Control("pass", "ctl-gin-pass")]
        if state.phase == GinPhase.WALL:
            controls = [Control("pass", "ctl-gin-wall-pass")]
            if Draw("discard") in legal:
                controls.insert(0, Control("draw", "ctl-gin-wall-take", {"source": "discard"}, {"card": top},
                                           style="main"))
            return controls
        if state.phase == GinPhase.DRAW:
            controls = [Control("draw", "ctl-gin-draw-stock", {"source": "stock"}, style="main")]
            if Draw("discard") in legal:
                controls.append(Control("draw", "ctl-gin-draw-discard", {"source": "discard"}, {"card": top}))
            return controls
        if state.phase == GinPhase.DISCARD:
            controls = []
            discards = tuple(format_card(a.card) for a in legal if isinstance(a, Discard))
            if discards:
                controls.append(Control("discard", "ctl-gin-discard", choices=discards, arg="card", style="main"))
            knocks = tuple(format_card(a.card) for a in legal if isinstance(a, Knock) and a.card is not None)
            if knocks:
                controls.append(Control("knock", "ctl-gin-knock", choices=knocks, arg="card", style="go"))
            if Knock(None) in legal:
                controls.append(Control("knock", "ctl-gin-big-gin", style="go"))
            return controls
        return [Control("deal", "ctl-gin-deal", style="main")]

    def ready_controls(self, state: GinState, seat: int) -> list[Control]:
        if state.phase not in (GinPhase.DRAW, GinPhase.DISCARD) or seat in RULES.to_act(state):
            return []
        return [Control("draw", "ctl-gin-draw-stock", {"source": "stock"}, style="main"),
                Control("draw", "ctl-take-discard-ahead", {"source": "discard"})]


PANEL = GinPanel()
