"""Gin Rummy in words: piles, players and the cards they are known to hold; a hand as melds then deadwood; the
showdown of both arrangements and the lay-offs."""

from __future__ import annotations

from collections.abc import Sequence

from bot.rules.cards import Card
from bot.rules.gin import GinView, best_melds
from bot.rules.melds import Meld
from render.context import RenderContext
from render.describe import Lines, cards
from render.describe import words as w
from render.games.gin import OVER_PHASES, known_cards
from render.text import tr


def table(view: GinView, ctx: RenderContext) -> Lines:
    loc = ctx.locale
    lines = [tr(loc, "render-gin-title", hand=view.hand_number)]
    if view.turn_seat is not None and view.phase not in OVER_PHASES:
        lines.append(w.turn(ctx, [view.turn_seat]))
    lines += cards.piles(ctx, view.stock_count, view.discard_top, view.discard_count)
    lines.append(tr(loc, "describe-gin-limits", limit=view.knock_limit, target=view.target_score))
    for seat, count in enumerate(view.hand_counts):
        lines.append(cards.held(ctx, seat, count, dealer=seat == view.dealer_seat))
        known = known_cards(view, seat)
        if known:
            lines.append(tr(loc, "describe-known", name=ctx.name(seat), cards=w.cards(loc, known)))
    return lines


def arrangement(ctx: RenderContext, melds: Sequence[Sequence[Card]], deadwood: Sequence[Card]) -> Lines:
    loc = ctx.locale
    lines = [tr(loc, "describe-gin-meld", number=number, cards=w.card_run(loc, meld) or w.cards(loc, meld))
             for number, meld in enumerate(melds, start=1)]
    if deadwood:
        lines.append(tr(loc, "describe-deadwood", cards=w.cards(loc, deadwood)))
    return lines


def hand(view: GinView, ctx: RenderContext) -> Lines:
    loc = ctx.locale
    if view.seat is None or not view.hand:
        return [tr(loc, "render-no-cards")]
    melds, value = best_melds(view.hand)
    leftover = list(view.hand)
    for meld in melds:
        for card in meld.cards:
            leftover.remove(card)
    lines = [tr(loc, "describe-gin-hand"), *arrangement(ctx, [meld.cards for meld in melds], sorted(leftover))]
    deadwood = view.deadwood if view.deadwood is not None else value
    if len(view.hand) == 11:
        lines.append(tr(loc, "render-gin-after-discard", points=deadwood))
    else:
        lines.append(tr(loc, "render-gin-deadwood", points=deadwood))
    if view.can_knock:
        lines.append(tr(loc, "render-gin-can-knock"))
    return lines


def _melds(melds: Sequence[Meld]) -> list[Sequence[Card]]:
    return [meld.cards for meld in melds]


def showdown(view: GinView, ctx: RenderContext) -> Lines | None:
    result = view.last_hand
    if result is None or view.phase not in OVER_PHASES:
        return None
    loc = ctx.locale
    lines = [tr(loc, "render-gin-showdown-title", hand=result.hand_number)]
    if result.result == "cancelled":
        lines.append(tr(loc, "render-gin-result-cancelled"))
    elif result.winner_seat is None:
        lines.append(tr(loc, "render-gin-result-tie"))
    else:
        lines.append(tr(loc, f"render-gin-result-{result.result.replace('_', '-')}",
                        name=ctx.name(result.winner_seat), points=result.points, bonus=result.bonus))
    if result.knocker_seat is not None and result.defender_seat is not None:
        label = "render-gin-knocker" if result.result not in ("gin", "big_gin") else "render-gin-gin-hand"
        lines.append(tr(loc, label, name=ctx.name(result.knocker_seat)))
        lines += arrangement(ctx, _melds(result.knocker_melds), result.knocker_deadwood_cards)
        if result.discard is not None:
            lines.append(tr(loc, "describe-gin-knock-discard", card=w.card(loc, result.discard)))
        lines.append(tr(loc, "render-gin-defender", name=ctx.name(result.defender_seat)))
        lines += arrangement(ctx, _melds(result.defender_melds), result.defender_deadwood_cards)
        for layoff in result.layoffs:
            lines.append(tr(loc, "describe-layoff", card=w.card(loc, layoff.card), number=layoff.meld_index + 1))
    return lines
