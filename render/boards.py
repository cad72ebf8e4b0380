"""Images that do not depend on a game: the server leaderboard and the final scores of a match."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render import shapes, theme
from render.context import LeaderboardRow, RenderContext
from render.fonts import displayable
from render.layout import Block, Column, Fixed, Panel, Row, Rule, Text, compose, fit_text
from render.raster import stamp
from render.text import tr
from render.theme import RGB

MEDALS: dict[int, RGB] = {1: (255, 200, 40), 2: (200, 208, 216), 3: (214, 140, 70)}
ROW_SIZE = 24
RANK_W, NAME_W, NUM_W = 64, 300, 110
MAX_ROWS = 25


class RankBadge:
    """The rank in a disc: gold, silver and bronze for the podium, plain otherwise."""

    def __init__(self, rank: int, size: int = 40) -> None:
        self.rank = rank
        self.size = size

    @property
    def width(self) -> int:
        return self.size

    @property
    def height(self) -> int:
        return self.size

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        stamp(canvas, x, y, ("rank-badge", self.rank, self.size), (self.size, self.size), self.paint)

    def paint(self, image: Image.Image, x: int, y: int) -> None:
        medal = MEDALS.get(self.rank)
        fill = medal if medal is not None else theme.PANEL_EDGE
        scale = 4
        disc = Image.new("L", (self.size * scale, self.size * scale), 0)
        ImageDraw.Draw(disc).ellipse((0, 0, disc.width - 1, disc.height - 1), fill=255)
        image.paste(
            fill,
            (x, y, x + self.size, y + self.size),
            disc.resize((self.size, self.size), Image.Resampling.LANCZOS),
        )
        ink = theme.TABLE_BG if medal is not None else theme.TEXT
        label = Text(str(self.rank), 22 if self.rank < 100 else 16, ink, bold=True)
        label.paint(image, x + (self.size - label.width) // 2, y + (self.size - label.height) // 2)


class Trophy:
    """A star next to the winners' names."""

    def __init__(self, size: int = 26) -> None:
        self.size = size

    @property
    def width(self) -> int:
        return self.size

    @property
    def height(self) -> int:
        return self.size

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        stamp(canvas, x, y, ("trophy", self.size), (self.size, self.size), self.paint)

    def paint(self, canvas: Image.Image, x: int, y: int) -> None:
        scale = 4
        big = Image.new("L", (self.size * scale, self.size * scale), 0)
        shapes.star(ImageDraw.Draw(big), (0, 0, big.width - 1, big.height - 1), 255)
        mask = big.resize((self.size, self.size), Image.Resampling.LANCZOS)
        canvas.paste(theme.ACCENT, (x, y, x + self.size, y + self.size), mask)


def _header(cells: Sequence[tuple[str, int, str]]) -> Block:
    return Row(
        [
            Fixed(Text(text, 19, theme.TEXT_DIM, bold=True), width, align)  # type: ignore[arg-type]
            for text, width, align in cells
        ],
        gap=10,
    )


def leaderboard(rows: Sequence[LeaderboardRow], ctx: RenderContext) -> Image.Image:
    """The top ``MAX_ROWS`` entries: rank, name, rating, wins and games."""
    loc = ctx.locale
    shown = list(rows)[:MAX_ROWS]
    lines: list[Block] = [
        fit_text(ctx.title or tr(loc, "render-leaderboard-title"), 28, theme.MAX_WIDTH - 40, bold=True)
    ]
    if not shown:
        lines.append(Text(tr(loc, "render-leaderboard-empty"), ROW_SIZE, theme.TEXT))
        return compose(Column(lines, gap=10))
    widths = (RANK_W, NAME_W, NUM_W, NUM_W, NUM_W)
    lines.append(
        _header(
            [
                ("", RANK_W, "center"),
                (tr(loc, "render-leaderboard-player"), NAME_W, "start"),
                (tr(loc, "render-leaderboard-rating"), NUM_W, "end"),
                (tr(loc, "render-leaderboard-wins"), NUM_W, "end"),
                (tr(loc, "render-leaderboard-games"), NUM_W, "end"),
            ]
        )
    )
    total_width = sum(widths) + 10 * (len(widths) - 1)
    lines.append(Rule(total_width))
    for row in shown:
        rating = tr(loc, "render-leaderboard-rating-value", rating=row.rating)
        cells: list[Block] = [
            Fixed(RankBadge(row.rank), RANK_W, "center"),
            Fixed(fit_text(displayable(row.name) or "?", ROW_SIZE, NAME_W, bold=row.rank <= 3), NAME_W),
            Fixed(Text(rating, ROW_SIZE, theme.ACCENT, bold=True), NUM_W, "end"),
            Fixed(Text(str(row.wins), ROW_SIZE, theme.TEXT), NUM_W, "end"),
            Fixed(Text(str(row.games), ROW_SIZE, theme.TEXT), NUM_W, "end"),
        ]
        lines.append(Row(cells, gap=10))
    return compose(Column(lines, gap=8))


def final_scores(scores: Sequence[int], ranking: Sequence[int], ctx: RenderContext) -> Image.Image:
    """Every seat by rank (1 = best, ties share a rank) with its final score; the winners are named on top."""
    loc = ctx.locale
    seats = sorted(range(len(scores)), key=lambda seat: (ranking[seat], seat))
    lines: list[Block] = [
        fit_text(ctx.title or tr(loc, "render-final-title"), 28, theme.MAX_WIDTH - 40, bold=True)
    ]
    winners = [ctx.name(seat) for seat in seats if ranking[seat] == 1]
    if winners:
        text = tr(loc, "render-final-winner", count=len(winners), names=", ".join(winners))
        lines.append(
            Row([Trophy(), fit_text(text, 24, theme.MAX_WIDTH - 80, bold=True, colour=theme.ACCENT)], gap=8)
        )
    rows: list[Block] = []
    for seat in seats:
        first = ranking[seat] == 1
        rows.append(
            Row(
                [
                    Fixed(RankBadge(ranking[seat]), RANK_W, "center"),
                    Fixed(
                        fit_text(
                            ctx.name(seat),
                            26,
                            NAME_W + 40,
                            bold=True,
                            colour=theme.ACCENT if first else theme.TEXT,
                        ),
                        NAME_W + 40,
                    ),
                    Fixed(Text(str(scores[seat]), 28, theme.TEXT, bold=True), NUM_W, "end"),
                ],
                gap=10,
            )
        )
    lines.append(
        Panel(
            Column(
                [
                    Row(
                        [
                            Fixed(Text("", 1), RANK_W),
                            Fixed(Text("", 1), NAME_W + 40),
                            Fixed(
                                Text(tr(loc, "render-final-score"), 19, theme.TEXT_DIM, bold=True),
                                NUM_W,
                                "end",
                            ),
                        ],
                        gap=10,
                    ),
                    *rows,
                ],
                gap=8,
            ),
            pad=12,
        )
    )
    return compose(Column(lines, gap=10))
