"""Mü images: the table (bid cards, roles, trumps, the trick, points), a hand, and the last hand's result."""

from __future__ import annotations

from PIL import Image

from bot.rules.mu import MU, Card, MuView, PlayedCard
from bot.rules.mu import views as mu_views
from bot.rules.mu.cards import cards_in_language, sorted_cards
from render import sprites, theme
from render.common import (
    BODY_SIZE,
    LABEL_SIZE,
    TITLE_SIZE,
    PlayerLine,
    face_flow,
    hand_block,
    hand_title,
    message,
    players_block,
    table_title,
)
from render.context import RenderContext
from render.faces import MuFace
from render.layout import (
    Block,
    Column,
    Fixed,
    Flow,
    Panel,
    Row,
    Sprite,
    Text,
    compose,
    fit_text,
    wrapped_text,
)
from render.text import tr

NAME_W, NUM_W = 220, 80  # showdown columns
TRICK_SLOT = 98  # width of a played card and its player's name: five fit across


def face(card: Card, view: MuView, locale: str) -> MuFace:
    """A card as drawn, captioned as the player's hand line writes it (French colour letters in French)."""
    return MuFace(card.colour, card.number, cards_in_language(str(card), locale), trump=view.is_trump(card))


def marked_in(ctx: RenderContext) -> list[str]:
    """The cards to outline, written as the captions are."""
    return [cards_in_language(card, ctx.locale) for card in ctx.marked]


def trump_name(locale: str, trump: str | None) -> str:
    if trump is None:
        return tr(locale, "render-mu-trump-none")
    if trump == MU:
        return tr(locale, "render-mu-trump-mu")
    if trump.isdigit():
        return tr(locale, "render-mu-trump-number", number=int(trump))
    return tr(locale, f"render-mu-colour-{trump}")


def _role_badges(view: MuView, seat: int, locale: str) -> tuple[str, ...]:
    badges: list[str] = []
    role = view.seats[seat].role
    if role:
        badges.append(tr(locale, f"render-mu-role-{role}"))
    if seat == view.dealer:
        badges.append(tr(locale, "render-dealer"))
    if not view.seats[seat].active:
        badges.append(tr(locale, "render-mu-sits-out"))
    return tuple(badges)


def _players(view: MuView, ctx: RenderContext) -> Block:
    loc = ctx.locale
    lines: list[PlayerLine] = []
    auction = view.phase == mu_views.PHASE_AUCTION
    for info in view.seats:
        details = [tr(loc, "render-cards-in-hand", count=info.hand_count)]
        if auction:
            details.append(tr(loc, "render-mu-bid", count=info.bid))
            if info.last_action:
                details.append(tr(loc, f"render-mu-last-{info.last_action}"))
        else:
            details.append(
                tr(loc, "render-mu-tricks-points", tricks=info.tricks_won, points=info.card_points)
            )
        extra = (
            face_flow([face(card, view, ctx.locale) for card in info.shown], theme.CONTENT_WIDTH - 16)
            if info.shown
            else None
        )
        lines.append(
            PlayerLine(
                info.seat, tuple(details), info.seat in view.to_act, _role_badges(view, info.seat, loc), extra
            )
        )
    return players_block(ctx, lines)


def _trumps(view: MuView, ctx: RenderContext) -> Block | None:
    loc = ctx.locale
    if view.chief is None:
        return None
    parts: list[Block] = []
    chief_text = tr(loc, "render-mu-chief-trump", trump=trump_name(loc, view.chief_trump))
    width = theme.CONTENT_WIDTH - 20
    parts.append(wrapped_text(chief_text, BODY_SIZE, width, bold=True, colour=theme.ACCENT))
    if view.vice is not None or view.vice_trump is not None:
        vice_text = tr(loc, "render-mu-vice-trump", trump=trump_name(loc, view.vice_trump))
        parts.append(wrapped_text(vice_text, BODY_SIZE, width, bold=True, colour=theme.ACCENT))
    if view.target_points is not None:
        target = tr(
            loc, "render-mu-team-target", points=view.team_points, target=view.target_points, bid=view.max_bid
        )
        parts.append(wrapped_text(target, BODY_SIZE, width, bold=True))
    return Panel(Flow(parts, max_width=width, gap=24, line_gap=2), pad=10)


def _trick_cards(
    view: MuView, ctx: RenderContext, cards: tuple[PlayedCard, ...], winner: int | None
) -> Block:
    items: list[Block] = []
    for played in cards:
        sprite = Sprite(
            sprites.mu_card(
                MuFace(played.card.colour, played.card.number, cards_in_language(str(played.card), ctx.locale),
                       trump=played.trump),
                new=played.seat == winner,
                bg=theme.PANEL_BG,
            )
        )
        name = fit_text(
            ctx.name(played.seat),
            LABEL_SIZE,
            TRICK_SLOT - 4,
            bold=played.seat == winner,
            colour=theme.ACCENT if played.seat == winner else theme.TEXT,
        )
        items.append(Fixed(Column([sprite, name], gap=0, align="center"), TRICK_SLOT, "center"))
    return Flow(items, max_width=theme.CONTENT_WIDTH - 20, gap=0)


def _trick(view: MuView, ctx: RenderContext) -> Block | None:
    loc = ctx.locale
    if view.trick:
        label = tr(loc, "render-mu-trick", leader=ctx.name(view.leader))
        return Panel(
            Column(
                [
                    Text(label, LABEL_SIZE, theme.TEXT_DIM, bold=True),
                    _trick_cards(view, ctx, view.trick, None),
                ],
                gap=4,
            ),
            pad=10,
        )
    if view.last_trick:
        label = tr(loc, "render-mu-last-trick", winner=ctx.name(view.last_trick_winner))
        return Panel(
            Column(
                [
                    Text(label, LABEL_SIZE, theme.TEXT_DIM, bold=True),
                    _trick_cards(view, ctx, view.last_trick, view.last_trick_winner),
                ],
                gap=4,
            ),
            pad=10,
        )
    return None


def table(view: MuView, ctx: RenderContext) -> Image.Image:
    loc = ctx.locale
    parts: list[Block] = [table_title(ctx, "render-mu-title", hand=view.hand_number)]
    trumps = _trumps(view, ctx)
    if trumps is not None:
        parts.append(trumps)
    elif view.phase == mu_views.PHASE_AUCTION and view.max_bid:
        limit = tr(loc, "render-mu-max-bid", count=view.max_bid, limit=view.max_bid + 1)
        parts.append(
            Panel(
                wrapped_text(limit, BODY_SIZE, theme.CONTENT_WIDTH - 16, bold=True, colour=theme.ACCENT),
                pad=8,
            )
        )
    parts.append(_players(view, ctx))
    trick = _trick(view, ctx)
    if trick is not None:
        parts.append(trick)
    return compose(Column(parts, gap=10))


def hand(view: MuView, ctx: RenderContext) -> Image.Image:
    loc = ctx.locale
    parts: list[Block] = hand_title(ctx)
    if view.seat is None or not view.hand:
        parts.append(message(tr(loc, "render-no-cards")))
        return compose(Column(parts, gap=8))
    unmatched_hidden = list(view.hidden)
    hidden_cards: list[Card] = []
    shown: list[Card] = []
    for card in sorted_cards(
        view.hand
    ):  # the hand holds hidden and face-up bid cards: what is not hidden is up
        if card in unmatched_hidden:
            unmatched_hidden.remove(card)
            hidden_cards.append(card)
        else:
            shown.append(card)
    if hidden_cards and shown:  # a label tells the two groups apart; a hand all hidden needs none
        parts.append(
            Text(
                tr(loc, "render-mu-hidden-cards", count=len(hidden_cards)),
                LABEL_SIZE,
                theme.TEXT_DIM,
                bold=True,
            )
        )
    if hidden_cards:
        parts.append(hand_block([face(card, view, ctx.locale) for card in hidden_cards], marked=marked_in(ctx)))
    if shown:
        parts.append(
            Text(tr(loc, "render-mu-shown-cards", count=len(shown)), LABEL_SIZE, theme.TEXT_DIM, bold=True)
        )
        parts.append(hand_block([face(card, view, ctx.locale) for card in shown], marked=marked_in(ctx)))
    trumps = _trumps(view, ctx)
    if trumps is not None:
        parts.append(trumps)
    return compose(Column(parts, gap=6))


def showdown_visible(view: MuView) -> bool:
    if view.last_hand is None:
        return False
    if view.phase == mu_views.PHASE_OVER:
        return True
    fresh = view.phase == mu_views.PHASE_AUCTION and not any(info.last_action for info in view.seats)
    return fresh and not view.played_cards and not view.trick


def showdown(view: MuView, ctx: RenderContext) -> Image.Image | None:
    """The result of the hand that just ended (shown right after it, before anyone acts in the next one)."""
    if not showdown_visible(view) or view.last_hand is None:
        return None
    loc = ctx.locale
    result = view.last_hand
    parts: list[Block] = [
        fit_text(
            ctx.title or tr(loc, "render-mu-result-title", hand=result.hand_number),
            TITLE_SIZE,
            theme.CONTENT_WIDTH,
            bold=True,
        )
    ]
    if result.kind == "played" and result.chief is not None:
        contract = tr(
            loc,
            "render-mu-result-contract",
            chief=ctx.name(result.chief),
            bid=result.bid,
            points=result.team_points,
            target=result.target,
        )
        parts.append(wrapped_text(contract, BODY_SIZE, theme.CONTENT_WIDTH, bold=True))
        verdict = tr(
            loc,
            "render-mu-result-success" if result.success else "render-mu-result-failure",
            level=result.level,
        )
        parts.append(
            wrapped_text(
                verdict,
                BODY_SIZE,
                theme.CONTENT_WIDTH,
                bold=True,
                colour=theme.GOOD if result.success else theme.ALERT,
            )
        )
        trumps = tr(loc, "render-mu-chief-trump", trump=trump_name(loc, result.chief_trump))
        if result.vice_trump is not None:
            trumps += " · " + tr(loc, "render-mu-vice-trump", trump=trump_name(loc, result.vice_trump))
        parts.append(wrapped_text(trumps, LABEL_SIZE, theme.CONTENT_WIDTH, bold=True, colour=theme.TEXT_DIM))
    elif result.kind == "eklat":
        eklat = tr(loc, "render-mu-result-eklat", provocateur=ctx.name(result.provocateur), bid=result.bid)
        parts.append(wrapped_text(eklat, BODY_SIZE, theme.CONTENT_WIDTH, bold=True, colour=theme.ALERT))
    else:
        parts.append(message(tr(loc, "render-mu-result-all-pass"), BODY_SIZE))
    header = Row(
        [
            Fixed(Text("", 1), NAME_W),
            *(
                Fixed(Text(tr(loc, key), LABEL_SIZE, theme.TEXT_DIM, bold=True), NUM_W, "end")
                for key in ("render-mu-col-points", "render-mu-col-bonus", "render-mu-col-total")
            ),
        ],
        gap=8,
    )
    rows: list[Block] = [header]
    for seat in range(len(result.total)):
        role = ""
        if seat == result.chief:
            role = tr(loc, "render-mu-role-chief")
        elif seat == result.partner:
            role = tr(loc, "render-mu-role-partner")
        elif seat == result.vice:
            role = tr(loc, "render-mu-role-vice")
        name = ctx.name(seat) + (f" ({role})" if role else "")
        rows.append(
            Row(
                [
                    Fixed(fit_text(name, BODY_SIZE, NAME_W, bold=True), NAME_W),
                    Fixed(Text(str(result.card_points[seat]), BODY_SIZE), NUM_W, "end"),
                    Fixed(Text(f"{result.bonus[seat]:+d}", BODY_SIZE), NUM_W, "end"),
                    Fixed(Text(f"{result.total[seat]:+d}", BODY_SIZE, theme.ACCENT, bold=True), NUM_W, "end"),
                ],
                gap=8,
            )
        )
    parts.append(Panel(Column(rows, gap=4), pad=10))
    return compose(Column(parts, gap=8))
