"""Tile Rummy in words: the table's sets, the pool, the players; a rack (or the turn being built); a round's end."""

from __future__ import annotations

from bot.rules.tiles import TilesView
from render.context import RenderContext
from render.describe import HandListing, Lines
from render.describe import words as w
from render.games.tiles import rack_order
from render.text import tr


def table(view: TilesView, ctx: RenderContext) -> Lines:
    loc = ctx.locale
    lines = [tr(loc, "render-tiles-title", round=view.round)]
    if not view.over:
        lines.append(w.turn(ctx, [view.to_act] if view.to_act is not None else []))
    lines.append(tr(loc, "render-tiles-pool", count=view.pool_size))
    for player in view.players:
        lines.append(tr(loc, "describe-tiles-player", name=ctx.name(player.seat), count=player.tile_count,
                        opened="yes" if player.opened else "no"))
    if not view.sets:
        lines.append(tr(loc, "render-tiles-no-sets"))
    for tile_set in view.sets:
        new = tile_set.new if len(tile_set.new) == len(tile_set.tiles) else (False,) * len(tile_set.tiles)
        lines.append(tr(loc, "describe-set", number=tile_set.number, kind=tile_set.kind,
                        tiles=w.tile_run(loc, tile_set.tiles) or w.tiles(loc, tile_set.tiles, tile_set.stands_for),
                        new="yes" if any(new) else "no"))
    return lines


def hand(view: TilesView, ctx: RenderContext) -> Lines:
    loc = ctx.locale
    if view.turn is not None:
        preview = view.turn
        lines: Lines = [ctx.title or tr(loc, "render-tiles-turn-title", round=view.round)]  # as the picture
        if preview.opening_points is not None:
            lines.append(tr(loc, "render-tiles-turn-opening", points=preview.opening_points,
                            minimum=preview.opening_minimum))
        for tile_set in preview.sets:
            lines.append(tr(loc, "describe-turn-set", number=tile_set.number,
                            tiles=w.tile_run(loc, tile_set.tiles) or w.tiles(loc, tile_set.tiles, tile_set.stands_for),
                            valid="yes" if tile_set.valid else "no"))
        if preview.held:
            lines.append(tr(loc, "describe-tiles-held", tiles=w.tiles(loc, preview.held)))
        lines.append(tr(loc, "describe-rack", tiles=w.tiles(loc, sorted(preview.rack, key=rack_order))))
        return lines
    if view.seat is None or not view.rack:
        return [tr(loc, "render-tiles-empty-rack")]
    lines = [HandListing(tr(loc, "describe-rack", tiles=w.tiles(loc, sorted(view.rack, key=rack_order))))]
    me = next((p for p in view.players if p.seat == view.seat), None)
    if me is not None and not me.opened:
        lines.append(tr(loc, "render-tiles-initial-meld", points=view.initial_meld_min))
    return lines


def showdown(view: TilesView, ctx: RenderContext) -> Lines | None:
    result = view.last_round
    if result is None or (view.sets and not view.over):
        return None
    loc = ctx.locale
    winners = ", ".join(ctx.name(seat) for seat in result.winners)
    key = "render-tiles-result-blocked" if result.blocked else "render-tiles-result-out"
    lines = [tr(loc, "render-tiles-result-title", round=result.round),
             tr(loc, key, names=winners, count=len(result.winners))]
    for seat, points in enumerate(result.points):
        lines.append(tr(loc, "describe-tiles-result", name=ctx.name(seat), rack=result.rack_values[seat],
                        points=points))
    return lines
