"""RailRoad Rummy in words: contract, piles, an open claim, players, melds with what each wild stands for; a hand
(or the melds being built); the hands left at the end of a round."""

from __future__ import annotations

from bot.rules.railroad import views as rr
from bot.rules.railroad.contracts import is_wild
from bot.rules.railroad.views import RailroadView
from render.context import RenderContext
from render.describe import Lines, cards
from render.describe import words as w
from render.games.railroad import RANK_TEXT, contract_text, hand_order
from render.text import tr


def _readings(meld: rr.MeldView) -> list[str]:
    return [RANK_TEXT.get(meld.ranks[i], str(meld.ranks[i])) if is_wild(card) and i < len(meld.ranks) else ""
            for i, card in enumerate(meld.cards)]


def table(view: RailroadView, ctx: RenderContext) -> Lines:
    loc = ctx.locale
    lines = [tr(loc, "render-rr-title", round=view.round),
             tr(loc, "render-rr-contract-line", contract=contract_text(view, loc))]
    window = view.claim_window
    if window is not None:
        lines.append(w.turn(ctx, window.waiting_seats))
        lines.append(tr(loc, "describe-rr-claim", card=w.card(loc, window.card)))
    elif view.phase != rr.PHASE_OVER:
        lines.append(w.turn(ctx, [view.active_seat]))
    if window is None and view.last_claim is not None:
        claim = view.last_claim
        if claim.winner_seat is None:
            lines.append(tr(loc, "render-rr-last-claim-none"))
        else:
            lines.append(tr(loc, "describe-rr-claimed", name=ctx.name(claim.winner_seat),
                            card=w.card(loc, claim.card)))
    lines += cards.piles(ctx, view.stock_size, view.discard_top, view.discard_size)
    lines.append(tr(loc, "describe-rr-reserve", count=view.reserve_size))
    for info in view.seats:
        lines.append(cards.held(ctx, info.seat, info.hand_count, dealer=info.is_dealer)
                     + (" · " + tr(loc, "render-rr-down") if info.is_down else ""))
    lines += [cards.meld(ctx, meld.number, meld.owner_seat, meld.cards, _readings(meld)) for meld in view.melds]
    if not view.melds:
        lines.append(tr(loc, "render-no-melds"))
    return lines


def hand(view: RailroadView, ctx: RenderContext) -> Lines:
    loc = ctx.locale
    if view.seat is None or not view.hand:
        return [tr(loc, "render-no-cards")]
    lines = [tr(loc, "render-rr-contract-line", contract=contract_text(view, loc))]
    building = view.building
    if building is not None:
        for number, meld in enumerate(building.melds, start=1):
            lines.append(tr(loc, "describe-rr-staged", number=number, cards=w.cards(loc, meld.cards),
                            valid="yes" if meld.ranks else "no"))
        lines.append(cards.hand_line(ctx, sorted(building.left, key=hand_order)))
        if building.picked:
            lines.append(tr(loc, "describe-picked", cards=w.cards(loc, building.picked)))
    else:
        lines.append(cards.hand_line(ctx, sorted(view.hand, key=hand_order)))
    if view.need_more_cards:
        lines.append(tr(loc, "render-rr-need-more-cards"))
    return lines


def showdown(view: RailroadView, ctx: RenderContext) -> Lines | None:
    result = view.last_round
    if result is None:
        return None
    if view.phase != rr.PHASE_OVER and (
        view.melds or any(info.is_down for info in view.seats) or view.discard_size > 1
    ):
        return None  # as the picture: the next round is under way
    loc = ctx.locale
    lines = [tr(loc, "render-rr-result-title", round=result.round)]
    if result.winner_seat is not None:
        lines.append(tr(loc, "render-went-out", name=ctx.name(result.winner_seat)))
    for seat, left in enumerate(result.hands):
        lines.append(tr(loc, "describe-rr-left", name=ctx.name(seat), cards=w.cards(loc, sorted(left, key=hand_order)),
                        points=result.points[seat], total=result.totals[seat]))
    return lines
