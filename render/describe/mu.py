"""Mü in words: trumps and the contract, each seat's role, bid and face-up cards, the trick on the table; a hand
(hidden cards, then those shown); the result of a hand."""

from __future__ import annotations

from bot.rules.mu import MuView
from bot.rules.mu import views as mu_views
from bot.rules.mu.cards import sorted_cards
from render.context import RenderContext
from render.describe import HandListing, Lines
from render.describe import words as w
from render.games.mu import showdown_visible, trump_name
from render.text import tr


def table(view: MuView, ctx: RenderContext) -> Lines:
    loc = ctx.locale
    lines = [tr(loc, "render-mu-title", hand=view.hand_number), w.turn(ctx, view.to_act)]
    if view.chief is not None:
        lines.append(tr(loc, "render-mu-chief-trump", trump=trump_name(loc, view.chief_trump)))
        if view.vice is not None or view.vice_trump is not None:
            lines.append(tr(loc, "render-mu-vice-trump", trump=trump_name(loc, view.vice_trump)))
        if view.target_points is not None:
            lines.append(tr(loc, "render-mu-team-target", points=view.team_points, target=view.target_points,
                            bid=view.max_bid))
    elif view.phase == mu_views.PHASE_AUCTION and view.max_bid:
        lines.append(tr(loc, "render-mu-max-bid", count=view.max_bid, limit=view.max_bid + 1))
    auction = view.phase == mu_views.PHASE_AUCTION
    for info in view.seats:
        parts = [ctx.name(info.seat)]
        if info.role:
            parts.append(tr(loc, f"render-mu-role-{info.role}"))
        parts.append(tr(loc, "render-cards-in-hand", count=info.hand_count))
        if auction:
            parts.append(tr(loc, "render-mu-bid", count=info.bid))
        else:
            parts.append(tr(loc, "render-mu-tricks-points", tricks=info.tricks_won, points=info.card_points))
        if info.shown:
            parts.append(tr(loc, "describe-mu-shown", cards=w.mu_cards(loc, info.shown)))
        lines.append(", ".join(parts))
    if view.trick:
        lines.append(tr(loc, "describe-mu-trick", leader=ctx.name(view.leader), cards=_played(view.trick, ctx)))
    elif view.last_trick:
        lines.append(tr(loc, "describe-mu-last-trick", winner=ctx.name(view.last_trick_winner),
                        cards=_played(view.last_trick, ctx)))
    return lines


def _played(trick: tuple[mu_views.PlayedCard, ...], ctx: RenderContext) -> str:
    return ", ".join(tr(ctx.locale, "describe-mu-played", name=ctx.name(played.seat),
                        card=w.mu_card(ctx.locale, played.card)) for played in trick)


def hand(view: MuView, ctx: RenderContext) -> Lines:
    loc = ctx.locale
    if view.seat is None or not view.hand:
        return [tr(loc, "render-no-cards")]
    hidden = list(view.hidden)
    kept, shown = [], []
    for card in sorted_cards(view.hand):
        if card in hidden:
            hidden.remove(card)
            kept.append(card)
        else:
            shown.append(card)
    lines: Lines = [HandListing(tr(loc, "describe-hand", cards=w.mu_cards(loc, kept)))]
    if shown:
        lines.append(tr(loc, "describe-mu-own-shown", cards=w.mu_cards(loc, shown)))
    return lines


def showdown(view: MuView, ctx: RenderContext) -> Lines | None:
    if not showdown_visible(view) or view.last_hand is None:
        return None
    loc = ctx.locale
    result = view.last_hand
    lines = [tr(loc, "render-mu-result-title", hand=result.hand_number)]
    if result.kind == "played" and result.chief is not None:
        lines.append(tr(loc, "render-mu-result-contract", chief=ctx.name(result.chief), bid=result.bid,
                        points=result.team_points, target=result.target))
        lines.append(tr(loc, "render-mu-result-success" if result.success else "render-mu-result-failure",
                        level=result.level))
        lines.append(tr(loc, "render-mu-chief-trump", trump=trump_name(loc, result.chief_trump)))
        if result.vice_trump is not None:
            lines.append(tr(loc, "render-mu-vice-trump", trump=trump_name(loc, result.vice_trump)))
    elif result.kind == "eklat":
        lines.append(tr(loc, "render-mu-result-eklat", provocateur=ctx.name(result.provocateur), bid=result.bid))
    else:
        lines.append(tr(loc, "render-mu-result-all-pass"))
    for seat in range(len(result.total)):
        lines.append(tr(loc, "describe-mu-result", name=ctx.name(seat), points=result.card_points[seat],
                        bonus=result.bonus[seat], total=result.total[seat]))
    return lines
