"""The coach's "Show me" for Gin and Rummy in words (``render.coach``): the title, the melds one by one, the
deadwood cards and their value."""

from __future__ import annotations

from collections.abc import Sequence

from bot.rules.cards import Card
from render.coach import melds_and_deadwood
from render.context import RenderContext
from render.describe import Lines
from render.describe.gin import arrangement
from render.text import tr


def better_hand(cards: Sequence[Card], ctx: RenderContext) -> Lines:
    melds, leftover, value = melds_and_deadwood(cards)
    title = [ctx.title] if ctx.title else []
    return [*title, *arrangement(ctx, melds, leftover), tr(ctx.locale, "render-gin-deadwood", points=value)]
