"""A tournament's rounds as one picture that reads on a phone: each round under its name, each match in a panel of
its own with its players' points, the player who went on marked with a star and drawn in the accent colour."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from render import theme
from render.boards import Trophy
from render.context import RenderContext
from render.fonts import displayable
from render.layout import Block, Column, Fixed, Panel, Row, Space, Text, compose, fit_text
from render.text import tr

TITLE_SIZE = 30
ROUND_SIZE = 24
NAME_SIZE = 24
MARK_W, POINTS_W, GAP, PANEL_PAD = 28, 110, 8, 10
NAME_W = theme.CONTENT_WIDTH - 2 * PANEL_PAD - MARK_W - POINTS_W - 2 * GAP


@dataclass(frozen=True)
class BracketSeat:
    name: str
    points: str  # what the seat scored in the match, as the reader should see it ("1", "½", "" before the end)
    went_on: bool = False  # won the match (went on, or scored the win in a Swiss round)


@dataclass(frozen=True)
class BracketMatch:
    seats: tuple[BracketSeat, ...]  # one seat: a bye


@dataclass(frozen=True)
class BracketRound:
    name: str  # "Round 1", "Final"... as the caller words it in the reader's language
    matches: tuple[BracketMatch, ...]


def bracket(rounds: Sequence[BracketRound], ctx: RenderContext) -> Image.Image:
    """Every round, top to bottom (the newest last), its matches one under the other."""
    loc = ctx.locale
    lines: list[Block] = [fit_text(ctx.title or "", TITLE_SIZE, theme.CONTENT_WIDTH, bold=True)]
    for played in rounds:
        lines.append(fit_text(played.name, ROUND_SIZE, theme.CONTENT_WIDTH, bold=True, colour=theme.TEXT_DIM))
        for match in played.matches:
            lines.append(Panel(Column([_seat_row(seat, loc, bye=len(match.seats) == 1) for seat in match.seats],
                                      gap=4), pad=PANEL_PAD, min_width=theme.CONTENT_WIDTH))
    return compose(Column(lines, gap=8))


def _seat_row(seat: BracketSeat, locale: str, bye: bool) -> Block:
    colour = theme.ACCENT if seat.went_on else theme.TEXT
    points = tr(locale, "render-bracket-bye") if bye else seat.points
    mark: Block = Trophy(22) if seat.went_on else Space(1, 1)
    return Row([
        Fixed(mark, MARK_W, "center"),
        Fixed(fit_text(displayable(seat.name) or "?", NAME_SIZE, NAME_W, bold=seat.went_on, colour=colour), NAME_W),
        Fixed(Text(points, NAME_SIZE, colour, bold=True), POINTS_W, "end"),
    ], gap=GAP)
