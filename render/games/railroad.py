"""RailRoad Rummy images: contract and progress, piles, the claim window, melds by owner, hands, round results."""

from __future__ import annotations

from PIL import Image

from bot.rules.cards import Card, format_card
from bot.rules.railroad import views as rr
from bot.rules.railroad.contracts import is_wild
from bot.rules.railroad.views import RailroadView
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
    numbered_group,
    players_block,
    table_title,
)
from render.context import RenderContext
from render.faces import CardFace
from render.games.cards_common import face, faces, melds_by_owner, no_melds_text, piles
from render.layout import Block, Column, Flow, Panel, Row, Space, Sprite, Text, compose, fit_text
from render.text import tr


def contract_text(view: RailroadView, locale: str) -> str:
    contract = view.contract
    if contract.all_cards:
        return tr(locale, "render-rr-contract-final", runs=contract.runs)
    return tr(locale, "render-rr-contract", sets=contract.sets, runs=contract.runs)


def _players(view: RailroadView, ctx: RenderContext) -> Block:
    loc = ctx.locale
    waiting = set(view.claim_window.waiting_seats) if view.claim_window is not None else set()
    lines = []
    for info in view.seats:
        badges: list[str | tuple[str, theme.RGB]] = []
        if info.is_dealer:
            badges.append(tr(loc, "render-dealer"))
        if info.is_down:
            badges.append((tr(loc, "render-rr-down"), theme.GOOD))
        details = [
            tr(loc, "render-cards-in-hand", count=info.hand_count),
            tr(loc, "render-rr-hmg", count=info.hmg_left),
        ]
        to_act = (
            info.seat in waiting
            if view.phase == rr.PHASE_CLAIMS
            else (view.phase != rr.PHASE_OVER and info.seat == view.active_seat)
        )
        lines.append(PlayerLine(info.seat, tuple(details), to_act, tuple(badges)))
    return players_block(ctx, lines)


def _claim_window(view: RailroadView, ctx: RenderContext) -> Block | None:
    """The discard open to claims (who may still claim is in the message text), or who won the last claim."""
    loc = ctx.locale
    window = view.claim_window
    if window is None:
        if view.last_claim is None:
            return None
        claim = view.last_claim
        if claim.winner_seat is None:
            text = tr(loc, "render-rr-last-claim-none")
        else:
            key = "render-rr-last-claim-hmg" if claim.hmg_spent else "render-rr-last-claim"
            text = tr(loc, key, name=ctx.name(claim.winner_seat))
        card = Sprite(sprites.card(face(claim.card, is_wild)))
        return Row([card, message(text, LABEL_SIZE, max_width=theme.CONTENT_WIDTH - card.width - 10)], gap=10)
    card = Sprite(sprites.card(face(window.card, is_wild), bg=theme.PANEL_BG))
    lines: list[Block] = [Text(tr(loc, "render-rr-claim-open"), BODY_SIZE, theme.ACCENT, bold=True)]
    if window.discarder_seat is not None:
        lines.append(
            fit_text(
                tr(loc, "render-rr-claim-discarder", name=ctx.name(window.discarder_seat)),
                LABEL_SIZE,
                theme.CONTENT_WIDTH - card.width - 40,
            )
        )
    return Panel(Row([card, Column(lines, gap=2)], gap=12), pad=8, outline=theme.ACCENT)


RANK_TEXT: dict[int, str] = {11: "J", 12: "Q", 13: "K", 14: "A"}


def hand_order(card: Card) -> tuple[int, int]:
    """Suit then rank with the ace high, as RailRoad plays it; wilds (2s, jokers) after the naturals."""
    if card.is_joker:
        return (99, 0)
    suit, rank = card.sort_key()
    if card.rank == 2:
        return (98, suit)
    return (suit, 14 if rank == 1 else rank)


def _meld_faces(meld: rr.MeldView) -> list[CardFace]:
    """A wild card shows the rank it stands for (fixed when laid), so players know where a lay-off fits."""
    result = []
    for position, card in enumerate(meld.cards):
        stands = ""
        if is_wild(card) and position < len(meld.ranks):
            stands = RANK_TEXT.get(meld.ranks[position], str(meld.ranks[position]))
        result.append(face(card, is_wild, stands))
    return result


def _melds(view: RailroadView, ctx: RenderContext) -> Block:
    owners = []
    for info in view.seats:
        melds = [meld for meld in view.melds if meld.owner_seat == info.seat]
        if melds:
            owners.append(
                (info.seat, [(meld.number, _meld_faces(meld), [False] * len(meld.cards)) for meld in melds])
            )
    block = melds_by_owner(ctx, owners)
    return block if block is not None else no_melds_text(ctx)


def table(view: RailroadView, ctx: RenderContext) -> Image.Image:
    loc = ctx.locale
    parts: list[Block] = [table_title(ctx, "render-rr-title", round=view.round)]
    reserve = labelled_value(tr(loc, "render-rr-reserve"), str(view.reserve_size))
    contract = labelled_value(tr(loc, "render-rr-contract-label"), contract_text(view, loc), theme.ACCENT)
    parts.append(
        piles(ctx, view.stock_size, view.discard_top, view.discard_size, is_wild, [reserve, contract])
    )
    claim = _claim_window(view, ctx)
    if claim is not None:
        parts.append(claim)
    parts.append(_players(view, ctx))
    parts.append(_melds(view, ctx))
    return compose(Column(parts, gap=10))


def hand(view: RailroadView, ctx: RenderContext) -> Image.Image:
    loc = ctx.locale
    parts: list[Block] = hand_title(ctx)
    if view.seat is None or not view.hand:
        parts.append(message(tr(loc, "render-no-cards")))
        return compose(Column(parts, gap=8))
    parts.append(
        message(
            tr(loc, "render-rr-contract-line", contract=contract_text(view, loc)), LABEL_SIZE, theme.ACCENT
        )
    )
    if view.building is not None:
        parts += _building(view.building, ctx)
    else:
        parts.append(hand_block(faces(sorted(view.hand, key=hand_order), is_wild), marked=ctx.marked))
    if view.need_more_cards:
        parts.append(message(tr(loc, "render-rr-need-more-cards"), LABEL_SIZE, theme.ALERT))
    return compose(Column(parts, gap=6))


def _staged_meld(ctx: RenderContext, number: int, meld: rr.StagedMeldView) -> Block:
    """A staged meld under its number, outlined: in the accent colour, or the alert colour when it is no meld as it
    stands; a wild shows the rank it is read as (``JK`` as 8), as on the table."""
    if meld.ranks:
        shown = _meld_faces(rr.MeldView(number, 0, "", meld.cards, meld.ranks))
        colour = theme.ACCENT
    else:
        shown = faces(meld.cards, is_wild)
        colour = theme.ALERT
    pad = 3
    group = numbered_group(ctx, number, shown, label_colour=colour, max_width=theme.CONTENT_WIDTH - 2 * pad,
                           label_key="render-rr-building-number")
    return Panel(group, pad=pad, fill=None, outline=colour, outline_width=3, radius=6)


def _building(building: rr.MeldsInProgress, ctx: RenderContext) -> list[Block]:
    """The melds being built by taps, in their player's hand picture: the staged melds, numbered as the panel names
    them ("your meld 2"), each outlined (in the alert colour when it is no meld as it stands), then the cards left
    in hand with the picked ones outlined, as Tile Rummy outlines the picked tiles of its rack."""
    loc = ctx.locale
    parts: list[Block] = []
    if building.melds:
        parts.append(message(tr(loc, "render-rr-building", count=len(building.melds)), LABEL_SIZE, theme.ACCENT))
        groups = [_staged_meld(ctx, number, meld) for number, meld in enumerate(building.melds, start=1)]
        parts.append(Flow(groups, max_width=theme.CONTENT_WIDTH, gap=8, line_gap=4))
        wrong = [str(number) for number, meld in enumerate(building.melds, start=1) if not meld.ranks]
        if wrong:
            parts.append(message(tr(loc, "render-rr-building-not-meld", melds=", ".join(wrong), count=len(wrong)),
                                 LABEL_SIZE, theme.ALERT))
        if any(meld.readings > 1 for meld in building.melds):
            parts.append(message(tr(loc, "render-rr-building-wilds"), LABEL_SIZE, theme.TEXT_DIM))
    left = building.left
    parts.append(message(tr(loc, "render-rr-building-hand", count=len(left), picked=len(building.picked)),
                         LABEL_SIZE, theme.TEXT_DIM))
    if left:
        parts.append(hand_block(faces(sorted(left, key=hand_order), is_wild),
                                marked=[format_card(card) for card in building.picked]))
    else:
        parts.append(Space(1, 1))
    return parts


def showdown(view: RailroadView, ctx: RenderContext) -> Image.Image | None:
    """The hands revealed at the end of a round, with the penalty points, shown until the next round starts."""
    result = view.last_round
    if result is None:
        return None
    if view.phase != rr.PHASE_OVER and (
        view.melds or any(info.is_down for info in view.seats) or view.discard_size > 1
    ):
        return None  # the next round is under way: its table is what matters now
    loc = ctx.locale
    parts: list[Block] = [
        fit_text(
            ctx.title or tr(loc, "render-rr-result-title", round=result.round),
            TITLE_SIZE,
            theme.CONTENT_WIDTH,
            bold=True,
        )
    ]
    if result.winner_seat is not None:
        parts.append(
            message(tr(loc, "render-went-out", name=ctx.name(result.winner_seat)), BODY_SIZE, theme.GOOD)
        )
    rows: list[Block] = []
    for seat, cards in enumerate(result.hands):
        header = Flow(
            [
                fit_text(ctx.name(seat), BODY_SIZE, 220, bold=True),
                Text(
                    tr(loc, "render-rr-round-points", points=result.points[seat], total=result.totals[seat]),
                    BODY_SIZE,
                    theme.ACCENT,
                    bold=True,
                ),
            ],
            max_width=theme.CONTENT_WIDTH - 16,
            gap=12,
        )
        block: list[Block] = [header]
        if cards:
            revealed = faces(sorted(cards, key=hand_order), is_wild)
            block.append(
                Flow(
                    [Sprite(sprites.card(f, bg=theme.PANEL_BG)) for f in revealed],
                    max_width=theme.CONTENT_WIDTH - 16,
                    gap=0,
                )
            )
        rows.append(Panel(Column(block, gap=4), pad=8))
    parts.append(Column(rows, gap=8))
    return compose(Column(parts, gap=8))
