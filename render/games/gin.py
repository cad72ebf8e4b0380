"""Gin Rummy images: the table, a hand grouped into its best melds with the deadwood, and the showdown."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.rules.cards import Card
from bot.rules.gin import GinShowdown, GinView, best_melds
from bot.rules.melds import Meld
from render import sprites, theme
from render.common import (
    BODY_SIZE,
    LABEL_SIZE,
    TITLE_SIZE,
    PlayerLine,
    face_flow,
    hand_title,
    labelled_value,
    mark_flags,
    message,
    players_block,
    table_title,
)
from render.context import RenderContext
from render.games.cards_common import face, faces, piles
from render.layout import Block, Column, Flow, Panel, Row, Sprite, Text, compose, fit_text, wrapped_text
from render.text import tr

OVER_PHASES = frozenset({"hand_over", "game_over"})


def _players(view: GinView, ctx: RenderContext) -> Block:
    loc = ctx.locale
    lines = []
    for seat, count in enumerate(view.hand_counts):
        details = (tr(loc, "render-cards-in-hand", count=count),)
        badges = (tr(loc, "render-dealer"),) if seat == view.dealer_seat else ()
        known = known_cards(view, seat)
        extra = None
        if known:
            extra = Column(
                [
                    Text(tr(loc, "render-picked-up"), LABEL_SIZE, theme.TEXT_DIM, bold=True),
                    face_flow(faces(known), theme.CONTENT_WIDTH - 16),
                ],
                gap=2,
            )
        lines.append(
            PlayerLine(seat, details, seat == view.turn_seat and view.phase not in OVER_PHASES, badges, extra)
        )
    return players_block(ctx, lines)


def known_cards(view: GinView, seat: int) -> list[Card]:
    """Cards the seat took from the discard pile and has not thrown back since: public, and still in its hand."""
    known = list(view.picked_up[seat]) if seat < len(view.picked_up) else []
    for card in view.discarded[seat] if seat < len(view.discarded) else ():
        if card in known:
            known.remove(card)
    return sorted(known)


def table(view: GinView, ctx: RenderContext) -> Image.Image:
    loc = ctx.locale
    parts: list[Block] = [table_title(ctx, "render-gin-title", hand=view.hand_number)]
    knock = labelled_value(
        tr(loc, "render-gin-knock-label"),
        tr(loc, "render-gin-knock-limit", limit=view.knock_limit),
        theme.ACCENT,
    )
    target = labelled_value(tr(loc, "render-target-label"), str(view.target_score))
    parts.append(piles(ctx, view.stock_count, view.discard_top, view.discard_count, extra=[knock, target]))
    parts.append(_players(view, ctx))
    return compose(Column(parts, gap=10))


def _group(
    label: str,
    cards: Sequence[Card],
    *,
    colour: theme.RGB = theme.TEXT_DIM,
    new: Sequence[bool] | None = None,
    bg: theme.RGB = theme.TABLE_BG,
) -> Block:
    flags = list(new) if new is not None else [False] * len(cards)
    row = Row(
        [Sprite(sprites.card(f, new=flag, bg=bg)) for f, flag in zip(faces(cards), flags, strict=True)],
        gap=0,
        align="start",
    )
    return Column([Text(label, LABEL_SIZE, colour, bold=True), row], gap=0)


def arrangement(
    ctx: RenderContext,
    melds: Sequence[Sequence[Card]],
    deadwood_cards: Sequence[Card],
    deadwood: int | None,
    *,
    new: Sequence[Sequence[bool]] | None = None,
    marked: Sequence[str] = (),
    max_width: int = theme.CONTENT_WIDTH,
) -> Block:
    """Melds then deadwood; ``deadwood`` None labels the leftovers without a value (11 cards, before discarding).

    ``new`` outlines cards per meld (lay-offs); ``marked`` outlines cards by label (the card just drawn)."""
    loc = ctx.locale
    remaining = list(marked)
    groups: list[Block] = []
    for number, cards in enumerate(melds, 1):
        flags = new[number - 1] if new is not None else mark_flags(faces(cards), remaining)
        groups.append(_group(tr(loc, "render-gin-meld", number=number), cards, new=flags))
    if deadwood is None:
        dead_label = tr(loc, "render-gin-unmelded")
    else:
        dead_label = tr(loc, "render-gin-deadwood", points=deadwood)
    if deadwood_cards:
        flags = mark_flags(faces(deadwood_cards), remaining)
        groups.append(_group(dead_label, deadwood_cards, colour=theme.ALERT, new=flags))
    else:
        groups.append(Column([Text(dead_label, LABEL_SIZE, theme.GOOD, bold=True)], gap=0))
    return Flow(groups, max_width=max_width, gap=14, line_gap=4)


def hand(view: GinView, ctx: RenderContext) -> Image.Image:
    loc = ctx.locale
    parts: list[Block] = hand_title(ctx)
    if view.seat is None or not view.hand:
        parts.append(message(tr(loc, "render-no-cards")))
        return compose(Column(parts, gap=8))
    melds, _deadwood_value = best_melds(view.hand)
    melded = [card for meld in melds for card in meld.cards]
    leftover = list(view.hand)
    for card in melded:
        leftover.remove(card)
    deadwood = view.deadwood if view.deadwood is not None else _deadwood_value
    holding_drawn_card = len(view.hand) == 11  # the deadwood that counts is the best after a discard
    parts.append(
        arrangement(
            ctx,
            [meld.cards for meld in melds],
            sorted(leftover),
            None if holding_drawn_card else deadwood,
            marked=ctx.marked,
        )
    )
    if holding_drawn_card:
        parts.append(message(tr(loc, "render-gin-after-discard", points=deadwood), BODY_SIZE, theme.ACCENT))
    if view.can_knock:
        parts.append(message(tr(loc, "render-gin-can-knock"), BODY_SIZE, theme.GOOD))
    return compose(Column(parts, gap=6))


def _result_line(result: GinShowdown, ctx: RenderContext) -> tuple[str, theme.RGB]:
    loc = ctx.locale
    if result.result == "cancelled":
        return tr(loc, "render-gin-result-cancelled"), theme.TEXT
    if result.winner_seat is None:
        return tr(loc, "render-gin-result-tie"), theme.TEXT
    return tr(
        loc,
        f"render-gin-result-{result.result.replace('_', '-')}",
        name=ctx.name(result.winner_seat),
        points=result.points,
        bonus=result.bonus,
    ), theme.GOOD


def showdown(view: GinView, ctx: RenderContext) -> Image.Image | None:
    """Both arrangements, the lay-offs (outlined on the knocker's melds), the deadwood and the result line."""
    result = view.last_hand
    if result is None or view.phase not in OVER_PHASES:
        return None
    loc = ctx.locale
    parts: list[Block] = [
        fit_text(
            ctx.title or tr(loc, "render-gin-showdown-title", hand=result.hand_number),
            TITLE_SIZE,
            theme.CONTENT_WIDTH,
            bold=True,
        )
    ]
    line, colour = _result_line(result, ctx)
    parts.append(wrapped_text(line, BODY_SIZE, theme.CONTENT_WIDTH, bold=True, colour=colour))
    if result.knocker_seat is not None and result.defender_seat is not None:
        laid: dict[int, list[Card]] = {}
        for layoff in result.layoffs:
            laid.setdefault(layoff.meld_index, []).append(layoff.card)
        knocker_melds: list[list[Card]] = []
        flags: list[list[bool]] = []
        for number, meld in enumerate(result.knocker_melds):
            extended = _with_layoffs(meld, laid.get(number, []))
            knocker_melds.append([card for card, _ in extended])
            flags.append([is_new for _, is_new in extended])
        label = "render-gin-knocker" if result.result not in ("gin", "big_gin") else "render-gin-gin-hand"
        parts.append(
            Panel(
                Column(
                    [
                        Text(
                            tr(loc, label, name=ctx.name(result.knocker_seat)),
                            BODY_SIZE,
                            theme.ACCENT,
                            bold=True,
                        ),
                        arrangement(
                            ctx,
                            knocker_melds,
                            result.knocker_deadwood_cards,
                            result.knocker_deadwood,
                            new=flags,
                            max_width=theme.CONTENT_WIDTH - 20,
                        ),
                    ],
                    gap=4,
                ),
                pad=10,
                fill=None,
                outline=theme.PANEL_EDGE,
            )
        )
        if result.layoffs:
            parts.append(
                message(
                    tr(
                        loc,
                        "render-gin-layoffs",
                        count=len(result.layoffs),
                        name=ctx.name(result.defender_seat),
                    ),
                    LABEL_SIZE,
                    theme.NEW_OUTLINE,
                )
            )
        parts.append(
            Panel(
                Column(
                    [
                        Text(
                            tr(loc, "render-gin-defender", name=ctx.name(result.defender_seat)),
                            BODY_SIZE,
                            theme.ACCENT,
                            bold=True,
                        ),
                        arrangement(
                            ctx,
                            [meld.cards for meld in result.defender_melds],
                            result.defender_deadwood_cards,
                            result.defender_deadwood,
                            max_width=theme.CONTENT_WIDTH - 20,
                        ),
                    ],
                    gap=4,
                ),
                pad=10,
                fill=None,
                outline=theme.PANEL_EDGE,
            )
        )
        if result.discard is not None:
            parts.append(
                Row(
                    [
                        Text(tr(loc, "render-gin-knock-discard"), LABEL_SIZE, theme.TEXT_DIM, bold=True),
                        Sprite(sprites.card(face(result.discard))),
                    ],
                    gap=10,
                )
            )
    return compose(Column(parts, gap=8))


def _with_layoffs(meld: Meld, cards: Sequence[Card]) -> list[tuple[Card, bool]]:
    """The meld with the defender's laid-off cards in place (runs in rank order), each flagged as laid off."""
    items = [(card, False) for card in meld.cards] + [(card, True) for card in cards]
    if meld.kind == "run":
        items.sort(key=lambda item: item[0].rank)
    return items
