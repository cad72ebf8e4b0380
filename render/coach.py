"""The coach's "Show me" for Gin and Rummy: the cards the better discard would have kept, arranged into their best
melds with the deadwood left, as Gin's hand picture arranges a hand (``render.games.gin.arrangement``). Tile Rummy
and RailRoad need no picture of their own: their "Show me" is the game's hand picture of a turn laid out."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.rules.cards import Card
from bot.rules.gin import best_melds
from render import theme
from render.common import TITLE_SIZE, hand_title
from render.context import RenderContext
from render.games.gin import arrangement
from render.layout import Block, Column, compose, wrap_lines
from render.notation import SUIT_BY_SYMBOL, Notation


def melds_and_deadwood(cards: Sequence[Card]) -> tuple[list[tuple[Card, ...]], list[Card], int]:
    """The best melds of ``cards``, the cards left over (sorted) and their deadwood value."""
    melds, value = best_melds(cards)
    leftover = list(cards)
    for meld in melds:
        for card in meld.cards:
            leftover.remove(card)
    return [tuple(meld.cards) for meld in melds], sorted(leftover), value


def better_hand(cards: Sequence[Card], ctx: RenderContext) -> Image.Image:
    """The hand under the context's title: its melds, numbered, then the deadwood and its value."""
    melds, leftover, value = melds_and_deadwood(cards)
    parts: list[Block] = _title(ctx)
    parts.append(arrangement(ctx, melds, leftover, value, marked=ctx.marked))
    return compose(Column(parts, gap=6))


def _title(ctx: RenderContext) -> list[Block]:
    """The title, wrapped to the picture's width; a card in it (``K♣``) gets its suit drawn as a shape."""
    title = ctx.title or ""
    if not any(symbol in title for symbol in SUIT_BY_SYMBOL):  # the font has no suit glyphs
        return hand_title(ctx)

    def width(line: str) -> int:
        return Notation(line, TITLE_SIZE, bold=True).width + 2

    lines = wrap_lines(title, TITLE_SIZE, theme.CONTENT_WIDTH, width_of=width)
    return [Column([Notation(line, TITLE_SIZE, theme.TEXT, bold=True) for line in lines], gap=0)]
