"""Rummy in words: piles, players, melds by number; a hand; the end of a hand with every hand revealed."""

from __future__ import annotations

from bot.rules.rummy.views import RummyView
from render.context import RenderContext
from render.describe import Lines, cards
from render.describe import words as w
from render.games.rummy import OVER_PHASES
from render.text import tr


def table(view: RummyView, ctx: RenderContext) -> Lines:
    loc = ctx.locale
    lines = [tr(loc, "render-rummy-title", hand=view.hand_number)]
    if view.turn_seat is not None and view.phase not in OVER_PHASES:
        lines.append(w.turn(ctx, [view.turn_seat]))
    lines += cards.piles(ctx, view.stock_count, view.discard_top, view.discard_count)
    lines += [cards.held(ctx, seat, count, dealer=seat == view.dealer_seat)
              for seat, count in enumerate(view.hand_counts)]
    lines += [cards.meld(ctx, m.number, m.owner_seat, m.meld.cards) for m in view.melds]
    if not view.melds:
        lines.append(tr(loc, "render-no-melds"))
    return lines


def hand(view: RummyView, ctx: RenderContext) -> Lines:
    loc = ctx.locale
    if view.seat is None or not view.hand:
        return [tr(loc, "render-no-cards")]
    lines = [cards.hand_line(ctx, sorted(view.hand))]
    if view.taken_from_discard is not None and view.turn_seat == view.seat:
        lines.append(tr(loc, "describe-taken", card=w.card(loc, view.taken_from_discard)))
    return lines


def showdown(view: RummyView, ctx: RenderContext) -> Lines | None:
    result = view.last_hand
    if result is None or view.phase not in OVER_PHASES:
        return None
    loc = ctx.locale
    lines = [tr(loc, "render-rummy-result-title", hand=result.hand_number)]
    if result.reason == "out" and result.winner_seat is not None:
        key = "render-rummy-result-rummy" if result.rummy else "render-went-out"
        lines.append(tr(loc, key, name=ctx.name(result.winner_seat)))
    else:
        lines.append(tr(loc, f"render-rummy-result-{result.reason}"))
    for seat, revealed in enumerate(result.revealed):
        lines.append(tr(loc, "describe-revealed", name=ctx.name(seat), cards=w.cards(loc, sorted(revealed)),
                        value=result.hand_values[seat], points=result.points[seat]))
    return lines
