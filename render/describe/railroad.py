"""RailRoad Rummy in words: contract, piles, an open claim, players, melds with what each wild stands for; a hand
(or the melds being built); the hands left at the end of a round."""

from __future__ import annotations

from collections import Counter

from bot.rules.cards import RANK_NAMES, SUIT_SYMBOLS, format_card
from bot.rules.railroad import views as rr
from bot.rules.railroad.contracts import is_wild
from bot.rules.railroad.views import RailroadView
from render.context import RenderContext
from render.describe import Lines, cards, fits
from render.describe import words as w
from render.games.railroad import RANK_TEXT, contract_text, hand_order
from render.text import tr


def _readings(meld: rr.MeldView) -> list[str]:
    return [RANK_TEXT.get(meld.ranks[i], str(meld.ranks[i])) if is_wild(card) and i < len(meld.ranks) else ""
            for i, card in enumerate(meld.cards)]


def _meld_short(ctx: RenderContext, meld: rr.MeldView) -> str:
    """A meld in the cards' notation, a crowded table's words. A run: its ranks, then each card's suit in order, a
    wild by its notation (``meld 3, 7 to 10: ♥ ♥ 2♣ ♠``: the 2 of clubs is the 9); a set: its rank, the suits
    grouped, then its wilds (``meld 4, 5 7s: ♥ ×2, ♠, JK, 2♣``)."""
    loc = ctx.locale
    wild = [bool(reading) for reading in _readings(meld)]
    if meld.kind == "run" and len(meld.ranks) == len(meld.cards):
        said = " ".join(format_card(card) if is_wild_here else SUIT_SYMBOLS[card.suit]
                        for card, is_wild_here in zip(meld.cards, wild, strict=True))
        cards_said = tr(loc, "describe-rank-run", first=_rank(meld.ranks[0]), last=_rank(meld.ranks[-1]),
                        suits=said)
    else:
        naturals = [card for card, is_wild_here in zip(meld.cards, wild, strict=True) if not is_wild_here]
        counts = Counter(card.suit for card in naturals)
        suits = [tr(loc, "describe-times", what=SUIT_SYMBOLS[suit], count=count) if count > 1 else SUIT_SYMBOLS[suit]
                 for suit, count in counts.items()]
        wilds = [format_card(card) for card, is_wild_here in zip(meld.cards, wild, strict=True) if is_wild_here]
        rank = RANK_NAMES[naturals[0].rank] if naturals else "-"
        cards_said = tr(loc, "describe-card-set", count=len(meld.cards), rank=rank, suits=", ".join([*suits, *wilds]))
    return tr(loc, "describe-meld-short", number=meld.number, cards=cards_said)


def _rank(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


def table(view: RailroadView, ctx: RenderContext) -> Lines:
    """The table in words; a crowded one (its words beyond the alt text's limit) names every card still, each
    player's melds beside them in the cards' notation, rather than being cut."""
    lines = _table(view, ctx, crowded=False)
    return lines if fits(lines) else _table(view, ctx, crowded=True)


def _table(view: RailroadView, ctx: RenderContext, *, crowded: bool) -> Lines:
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
        held = (cards.held(ctx, info.seat, info.hand_count, dealer=info.is_dealer)
                + (" · " + tr(loc, "render-rr-down") if info.is_down else ""))
        owned = [meld for meld in view.melds if meld.owner_seat == info.seat] if crowded else []
        lines.append(tr(loc, "describe-rr-seat-melds", seat=held, melds="; ".join(_meld_short(ctx, meld)
                                                                                   for meld in owned))
                     if owned else held)
    if not crowded:
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
        lines.append(str(cards.hand_line(ctx, sorted(building.left, key=hand_order))))  # (what is left: news)
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
