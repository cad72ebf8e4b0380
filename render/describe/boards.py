"""The leaderboard picture in words."""

from __future__ import annotations

from collections.abc import Sequence

from render.context import LeaderboardRow, RenderContext
from render.describe import Lines
from render.text import tr


def leaderboard(rows: Sequence[LeaderboardRow], ctx: RenderContext) -> Lines:
    loc = ctx.locale
    if not rows:
        return [tr(loc, "render-leaderboard-title"), tr(loc, "render-leaderboard-empty")]
    return [tr(loc, "render-leaderboard-title")] + [
        tr(loc, "describe-leaderboard-row", rank=row.rank, name=row.name, rating=round(row.rating), wins=row.wins,
           games=row.games)
        for row in rows
    ]
