"""Pieces shared by the three playing-card games (Rummy, Gin Rummy, RailRoad Rummy)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.rules.cards import RANK_NAMES, Card, format_card
from render import sprites, theme
from render.common import LABEL_SIZE, numbered_group, pile
from render.context import RenderContext
from render.faces import CardFace
from render.layout import Block, Column, Flow, Panel, Sprite, Text, fit_text
from render.text import tr

WildTest = Callable[[Card], bool]


def no_wilds(card: Card) -> bool:
    return False


def face(card: Card, is_wild: WildTest = no_wilds, stands_for: str = "") -> CardFace:
    label = format_card(card)
    if card.is_joker:
        return CardFace(None, None, label, wild=is_wild(card), stands_for=stands_for)
    return CardFace(
        RANK_NAMES[card.rank], card.suit.lower(), label, wild=is_wild(card), stands_for=stands_for
    )


def faces(cards: Sequence[Card], is_wild: WildTest = no_wilds) -> list[CardFace]:
    return [face(card, is_wild) for card in cards]


def piles(
    ctx: RenderContext,
    stock_count: int,
    discard_top: Card | None,
    discard_count: int,
    is_wild: WildTest = no_wilds,
    extra: Sequence[Block] = (),
) -> Block:
    loc = ctx.locale
    stock = pile(
        tr(loc, "render-stock"), str(stock_count), Sprite(sprites.card_back()) if stock_count else None
    )
    top = Sprite(sprites.card(face(discard_top, is_wild))) if discard_top is not None else None
    discard = pile(tr(loc, "render-discard"), str(discard_count), top)
    return Flow([stock, discard, *extra], max_width=theme.CONTENT_WIDTH, gap=20)


MeldLine = tuple[int, Sequence[CardFace], Sequence[bool]]  # number, faces, laid-this-turn flags


def melds_by_owner(
    ctx: RenderContext, owners: Sequence[tuple[int, Sequence[MeldLine]]], max_width: int = theme.CONTENT_WIDTH
) -> Block | None:
    """Each owner's melds in a panel, every meld under its number (``#3``) as typed in ``/layoff``.

    ``owners``: (seat, [(number, faces, laid_this_turn flags)...]) for each seat that has melds.
    """
    panels: list[Block] = []
    for seat, melds in owners:
        groups = [
            numbered_group(ctx, number, meld_faces, new=new, max_width=max_width - 12)
            for number, meld_faces, new in melds
        ]
        # Sprites are drawn on the table colour, so an owner's melds sit on the table, framed by a thin outline.
        content = Column(
            [
                fit_text(ctx.name(seat), LABEL_SIZE, max_width - 12, bold=True, colour=theme.ACCENT),
                Flow(groups, max_width=max_width - 12, gap=10, line_gap=4),
            ],
            gap=2,
        )
        panels.append(Panel(content, pad=6, fill=None, outline=theme.PANEL_EDGE, outline_width=2))
    if not panels:
        return None
    return Flow(panels, max_width=max_width, gap=8, line_gap=8)


def no_melds_text(ctx: RenderContext) -> Block:
    return Text(tr(ctx.locale, "render-no-melds"), LABEL_SIZE, theme.TEXT_DIM, bold=True)
