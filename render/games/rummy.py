"""Rummy images: melds grouped by owner and numbered for ``/layoff``, piles, scores, hands, the end of a hand."""

from __future__ import annotations

from PIL import Image

from bot.rules.rummy.views import RummyView
from render import sprites, theme
from render.common import (
    BODY_SIZE,
    LABEL_SIZE,
    TITLE_SIZE,
    PlayerLine,
    hand_block,
    hand_title,
    labelled_value,
    message,
    players_block,
    table_title,
)
from render.context import RenderContext
from render.games.cards_common import faces, melds_by_owner, no_melds_text, piles
from render.layout import Block, Column, Flow, Panel, Sprite, Text, compose, fit_text
from render.text import tr

OVER_PHASES = frozenset({"hand_over", "game_over"})


def _players(view: RummyView, ctx: RenderContext) -> Block:
    loc = ctx.locale
    lines = []
    for seat, count in enumerate(view.hand_counts):
        details = (tr(loc, "render-cards-in-hand", count=count),)
        badges = (tr(loc, "render-dealer"),) if seat == view.dealer_seat else ()
        lines.append(
            PlayerLine(seat, details, seat == view.turn_seat and view.phase not in OVER_PHASES, badges)
        )
    return players_block(ctx, lines)


def _melds(view: RummyView, ctx: RenderContext) -> Block:
    # The melds laid this turn are the turn player's last ``melds_this_turn`` melds: outline them.
    fresh: set[int] = set()
    if view.turn_seat is not None and view.melds_this_turn:
        own = [m.number for m in view.melds if m.owner_seat == view.turn_seat]
        fresh = set(own[-view.melds_this_turn :])
    owners = []
    for seat in range(view.players):
        melds = [m for m in view.melds if m.owner_seat == seat]
        if melds:
            owners.append(
                (
                    seat,
                    [(m.number, faces(m.meld.cards), [m.number in fresh] * len(m.meld.cards)) for m in melds],
                )
            )
    block = melds_by_owner(ctx, owners)
    return block if block is not None else no_melds_text(ctx)


def table(view: RummyView, ctx: RenderContext) -> Image.Image:
    loc = ctx.locale
    parts: list[Block] = [table_title(ctx, "render-rummy-title", hand=view.hand_number)]
    extra: list[Block] = []
    if view.target_score:
        extra.append(labelled_value(tr(loc, "render-target-label"), str(view.target_score)))
    parts.append(piles(ctx, view.stock_count, view.discard_top, view.discard_count, extra=extra))
    parts.append(_players(view, ctx))
    parts.append(_melds(view, ctx))
    return compose(Column(parts, gap=10))


def hand(view: RummyView, ctx: RenderContext) -> Image.Image:
    loc = ctx.locale
    parts: list[Block] = hand_title(ctx)
    if view.seat is None or not view.hand:
        parts.append(message(tr(loc, "render-no-cards")))
        return compose(Column(parts, gap=8))
    parts.append(hand_block(faces(sorted(view.hand)), marked=ctx.marked))
    if view.taken_from_discard is not None and view.turn_seat == view.seat:
        parts.append(
            message(
                tr(loc, "render-rummy-taken", card=str(view.taken_from_discard)), LABEL_SIZE, theme.TEXT_DIM
            )
        )
    return compose(Column(parts, gap=6))


def showdown(view: RummyView, ctx: RenderContext) -> Image.Image | None:
    """The hand that just ended: who went out, every hand revealed with its value, the points scored."""
    result = view.last_hand
    if result is None or view.phase not in OVER_PHASES:
        return None
    loc = ctx.locale
    parts: list[Block] = [
        fit_text(
            ctx.title or tr(loc, "render-rummy-result-title", hand=result.hand_number),
            TITLE_SIZE,
            theme.CONTENT_WIDTH,
            bold=True,
        )
    ]
    if result.reason == "out" and result.winner_seat is not None:
        key = "render-rummy-result-rummy" if result.rummy else "render-went-out"
        parts.append(message(tr(loc, key, name=ctx.name(result.winner_seat)), BODY_SIZE, theme.GOOD))
    else:
        parts.append(message(tr(loc, f"render-rummy-result-{result.reason}"), BODY_SIZE, theme.TEXT))
    for seat, cards in enumerate(result.revealed):
        header = Flow(
            [
                fit_text(ctx.name(seat), BODY_SIZE, 220, bold=True),
                Text(
                    tr(
                        loc,
                        "render-rummy-hand-value",
                        value=result.hand_values[seat],
                        points=result.points[seat],
                    ),
                    BODY_SIZE,
                    theme.ACCENT,
                    bold=True,
                ),
            ],
            max_width=theme.CONTENT_WIDTH - 16,
            gap=12,
        )
        rows: list[Block] = [header]
        if cards:
            rows.append(
                Flow(
                    [Sprite(sprites.card(f, bg=theme.PANEL_BG)) for f in faces(sorted(cards))],
                    max_width=theme.CONTENT_WIDTH - 16,
                    gap=0,
                )
            )
        parts.append(Panel(Column(rows, gap=4), pad=8))
    return compose(Column(parts, gap=8))
