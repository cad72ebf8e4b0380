"""Tile Rummy images: the table (numbered sets, new tiles outlined, pool, players), a rack, the round result, and
the turn a player is building by taps (the table as it would be, what changed outlined, invalid sets marked)."""

from __future__ import annotations

from collections import Counter

from PIL import Image

from bot.rules.tiles import TilesView
from bot.rules.tiles.views import PreviewSet, TurnPreview
from render import theme
from render.common import (
    BODY_SIZE,
    LABEL_SIZE,
    TITLE_SIZE,
    PlayerLine,
    hand_block,
    message,
    numbered_group,
    players_block,
    table_title,
)
from render.context import RenderContext
from render.faces import TileFace
from render.layout import Block, Column, Fixed, Flow, Panel, Row, Space, Text, compose, fit_text, wrapped_text
from render.text import tr

NAME_W, NUM_W = 250, 110  # showdown columns, within the 516 px of content with the panel's padding
COLOUR_ORDER = "rbko"
TILE_COLOURS = frozenset(COLOUR_ORDER)


def face(tile: str, stands_for: str = "") -> TileFace:
    """A face from the canonical text: ``r5``, ``k13``, a joker ``j`` (any text not starting with a colour)."""
    text = tile.strip().lower()
    if text[:1] in TILE_COLOURS and text[1:].isdigit():
        return TileFace(text[0], int(text[1:]), tile)
    return TileFace(None, None, tile, stands_for=stands_for)


def rack_order(tile: str) -> tuple[int, int]:
    """Colour (r, b, k, o) then number; jokers last."""
    found = face(tile)
    if found.colour is None or found.number is None:
        return (len(COLOUR_ORDER), 0)
    return (COLOUR_ORDER.index(found.colour), found.number)


def _players(view: TilesView, ctx: RenderContext) -> Block:
    loc = ctx.locale
    lines = []
    for player in view.players:
        # Not opened yet is the absence of the badge: the points needed are in the player's own hand picture.
        badges = ((tr(loc, "render-tiles-opened"), theme.GOOD),) if player.opened else ()
        details = (tr(loc, "render-tiles-count", count=player.tile_count),)
        lines.append(PlayerLine(player.seat, details, player.seat == view.to_act and not view.over, badges))
    return players_block(ctx, lines)


def _sets(view: TilesView, ctx: RenderContext) -> Block:
    loc = ctx.locale
    if not view.sets:
        return Text(tr(loc, "render-tiles-no-sets"), LABEL_SIZE, theme.TEXT_DIM, bold=True)
    groups: list[Block] = []
    for tile_set in view.sets:
        stands = (
            tile_set.stands_for
            if len(tile_set.stands_for) == len(tile_set.tiles)
            else ("",) * len(tile_set.tiles)
        )
        faces = [face(tile, stand) for tile, stand in zip(tile_set.tiles, stands, strict=True)]
        new = tile_set.new if len(tile_set.new) == len(tile_set.tiles) else (False,) * len(tile_set.tiles)
        label_colour = theme.ACCENT if any(new) else theme.TEXT
        groups.append(
            numbered_group(
                ctx,
                tile_set.number,
                faces,
                new=new,
                label_colour=label_colour,
            )
        )
    return Flow(groups, max_width=theme.CONTENT_WIDTH, gap=12, line_gap=4)


def table(view: TilesView, ctx: RenderContext) -> Image.Image:
    loc = ctx.locale
    parts: list[Block] = [table_title(ctx, "render-tiles-title", round=view.round)]
    info: list[Block] = [
        Panel(
            Text(tr(loc, "render-tiles-pool", count=view.pool_size), BODY_SIZE, theme.TEXT, bold=True), pad=6
        )
    ]
    if view.last_play_seat is not None and any(any(s.new) for s in view.sets):
        info.append(
            Panel(
                fit_text(
                    tr(loc, "render-tiles-new", name=ctx.name(view.last_play_seat)),
                    BODY_SIZE,
                    theme.CONTENT_WIDTH - 12,
                    bold=True,
                    colour=theme.TABLE_BG,
                ),
                pad=6,
                fill=theme.NEW_OUTLINE,
            )
        )
    parts.append(Flow(info, max_width=theme.CONTENT_WIDTH, gap=12))
    parts.append(_players(view, ctx))
    parts.append(_sets(view, ctx))
    return compose(Column(parts, gap=10))


def hand(view: TilesView, ctx: RenderContext) -> Image.Image:
    if view.turn is not None:
        return turn(view, view.turn, ctx)
    loc = ctx.locale
    parts: list[Block] = []
    if ctx.title:
        parts.append(fit_text(ctx.title, TITLE_SIZE, theme.CONTENT_WIDTH, bold=True))
    if view.seat is None or not view.rack:
        parts.append(message(tr(loc, "render-tiles-empty-rack")))
        return compose(Column(parts, gap=8))
    if view.sets and view.to_act == view.seat and not view.over:
        # The turn begins here: the table it is played on comes first, as in the turn being built.
        parts += [_sets(view, ctx), message(tr(loc, "render-tiles-turn-rack", count=len(view.rack)), LABEL_SIZE,
                                            theme.TEXT_DIM)]
    parts.append(hand_block([face(tile) for tile in sorted(view.rack, key=rack_order)], marked=ctx.marked))
    me = next((p for p in view.players if p.seat == view.seat), None)
    if me is not None and not me.opened:
        parts.append(
            message(
                tr(loc, "render-tiles-initial-meld", points=view.initial_meld_min), LABEL_SIZE, theme.ACCENT
            )
        )
    return compose(Column(parts, gap=6))


def showdown(view: TilesView, ctx: RenderContext) -> Image.Image | None:
    """The round that just ended (winner, rack values, points), until the next round's first set is laid."""
    result = view.last_round
    if result is None or (view.sets and not view.over):
        return None
    loc = ctx.locale
    parts: list[Block] = [
        fit_text(
            ctx.title or tr(loc, "render-tiles-result-title", round=result.round),
            TITLE_SIZE,
            theme.CONTENT_WIDTH,
            bold=True,
        )
    ]
    winners = ", ".join(ctx.name(seat) for seat in result.winners)
    key = "render-tiles-result-blocked" if result.blocked else "render-tiles-result-out"
    parts.append(
        wrapped_text(
            tr(loc, key, names=winners, count=len(result.winners)),
            BODY_SIZE,
            theme.CONTENT_WIDTH,
            bold=True,
            colour=theme.GOOD,
        )
    )
    rows: list[Block] = [
        Row(
            [
                Fixed(Text("", 1), NAME_W),
                Fixed(
                    Text(tr(loc, "render-tiles-col-rack"), LABEL_SIZE, theme.TEXT_DIM, bold=True),
                    NUM_W,
                    "end",
                ),
                Fixed(
                    Text(tr(loc, "render-tiles-col-points"), LABEL_SIZE, theme.TEXT_DIM, bold=True),
                    NUM_W,
                    "end",
                ),
            ],
            gap=8,
        )
    ]
    for seat, points in enumerate(result.points):
        winner = seat in result.winners
        rows.append(
            Row(
                [
                    Fixed(
                        fit_text(
                            ctx.name(seat),
                            BODY_SIZE,
                            NAME_W,
                            bold=True,
                            colour=theme.ACCENT if winner else theme.TEXT,
                        ),
                        NAME_W,
                    ),
                    Fixed(Text(str(result.rack_values[seat]), BODY_SIZE), NUM_W, "end"),
                    Fixed(Text(f"{points:+d}", BODY_SIZE, theme.ACCENT, bold=True), NUM_W, "end"),
                ],
                gap=8,
            )
        )
    parts.append(Panel(Column(rows, gap=4), pad=10))
    return compose(Column(parts, gap=8))


def turn(view: TilesView, preview: TurnPreview, ctx: RenderContext) -> Image.Image:
    """The turn in progress, for the player building it (their hand picture while ``view.turn`` is set): the table
    as it would be if the turn ended now, every set changed this turn outlined (new sets too), invalid sets
    outlined in the alert colour and named under the table, the tiles laid from the rack outlined as on the table,
    the tiles taken off the table still to place, and the rack with the selected tiles outlined."""
    loc = ctx.locale
    parts: list[Block] = [table_title(ctx, "render-tiles-turn-title", round=view.round)]
    if preview.opening_points is not None:
        enough = preview.opening_points >= preview.opening_minimum
        parts.append(
            message(
                tr(
                    loc,
                    "render-tiles-turn-opening",
                    points=preview.opening_points,
                    minimum=preview.opening_minimum,
                ),
                LABEL_SIZE,
                theme.GOOD if enough else theme.ACCENT,
            )
        )
    if preview.sets:
        parts.append(
            Flow([_turn_set(ctx, s, _picked_on(preview, s)) for s in preview.sets], max_width=theme.CONTENT_WIDTH,
                 gap=8, line_gap=4)
        )
    else:
        parts.append(Text(tr(loc, "render-tiles-no-sets"), LABEL_SIZE, theme.TEXT_DIM, bold=True))
    invalid = [s.number for s in preview.sets if not s.valid]
    if invalid:
        numbers = " ".join(f"#{n}" for n in invalid)
        parts.append(
            message(
                tr(loc, "render-tiles-turn-invalid", sets=numbers, count=len(invalid)),
                LABEL_SIZE,
                theme.ALERT,
            )
        )
    if preview.held:
        parts.append(message(tr(loc, "render-tiles-turn-held"), LABEL_SIZE, theme.ACCENT))
        parts.append(hand_block([face(t) for t in preview.held], marked=preview.selected))
    parts.append(
        message(tr(loc, "render-tiles-turn-rack", count=len(preview.rack)), LABEL_SIZE, theme.TEXT_DIM)
    )
    if preview.rack:
        held_selected = list(preview.selected)
        for t in preview.held:
            if t in held_selected:
                held_selected.remove(t)
        parts.append(
            hand_block([face(t) for t in sorted(preview.rack, key=rack_order)], marked=held_selected)
        )
    else:
        parts.append(Space(1, 1))
    return compose(Column(parts, gap=8))


def _picked_on(preview: TurnPreview, tile_set: PreviewSet) -> tuple[bool, ...]:
    """Per position of the set, a tile picked from it (``#3 r8`` in the selection), to outline as picked."""
    wanted = Counter(value.partition(" ")[2] for value in preview.selected
                     if value.partition(" ")[0] == f"#{tile_set.number}")
    picked: list[bool] = []
    for tile in tile_set.tiles:
        picked.append(wanted[tile] > 0)
        wanted[tile] -= 1
    return tuple(picked)


def _turn_set(ctx: RenderContext, tile_set: PreviewSet, picked: tuple[bool, ...] = ()) -> Block:
    faces = [face(t, stand) for t, stand in zip(tile_set.tiles, tile_set.stands_for, strict=True)]
    if not tile_set.valid:
        colour: theme.RGB | None = theme.ALERT
    elif tile_set.status != "kept":
        colour = theme.ACCENT
    else:
        colour = None
    pad = 3
    # A long run wraps beside its number within what the outline leaves, so the picture stays a phone's width.
    # A tile laid from the rack or picked from this set to move is outlined, as the picked rack tiles are.
    outlined = tuple(laid or bool(picked and picked[i]) for i, laid in enumerate(tile_set.laid))
    group = numbered_group(ctx, tile_set.number, faces, new=outlined, label_colour=colour or theme.TEXT,
                           max_width=theme.CONTENT_WIDTH - 2 * pad)
    return Panel(group, pad=pad, fill=None, outline=colour, outline_width=3, radius=6)
