"""Images that do not depend on a game: the server leaderboard and the final scores of a match."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render import measure, shapes, theme
from render.context import LeaderboardRow, RenderContext
from render.fonts import displayable
from render.layout import Block, Column, Fixed, Panel, Row, Rule, Text, compose, fit_text, wrapped_text
from render.raster import stamp
from render.text import tr
from render.theme import RGB

MEDALS: dict[int, RGB] = {1: (255, 200, 40), 2: (200, 208, 216), 3: (214, 140, 70)}
ROW_SIZE = 24
HEADER_SIZE = 23
TITLE_SIZE = 30
# Columns of the leaderboard: rank, name, rating, wins, games (4 gaps) fill the 516 px of content.
RANK_W, NAME_W, NUM_W, GAP = 44, 170, 90, 8
FINAL_NAME_W, FINAL_NUM_W = 330, 100  # final scores: rank, name, score in a panel
MAX_ROWS = 25


class RankBadge:
    """The rank in a disc: gold, silver and bronze for the podium, plain otherwise."""

    def __init__(self, rank: int, size: int = 38) -> None:
        self.rank = rank
        self.size = size

    @property
    def font_size(self) -> int:
        return 23 if self.rank < 100 else 18  # three digits only past the rows a leaderboard shows

    @property
    def width(self) -> int:
        return self.size

    @property
    def height(self) -> int:
        return self.size

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        measure.note(str(self.rank), self.font_size, bold=True)
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
        label = Text(str(self.rank), self.font_size, ink, bold=True)
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
            Fixed(fit_text(text, HEADER_SIZE, width, bold=True, colour=theme.TEXT_DIM), width, align)  # type: ignore[arg-type]
            for text, width, align in cells
        ],
        gap=GAP,
    )


def leaderboard(rows: Sequence[LeaderboardRow], ctx: RenderContext, value_heading: str | None = None) -> Image.Image:
    """The top ``MAX_ROWS`` entries: rank, name, rating (or what ``value_heading`` names), wins and games."""
    loc = ctx.locale
    shown = list(rows)[:MAX_ROWS]
    lines: list[Block] = [
        fit_text(ctx.title or tr(loc, "render-leaderboard-title"), TITLE_SIZE, theme.CONTENT_WIDTH, bold=True)
    ]
    if not shown:
        lines.append(wrapped_text(tr(loc, "render-leaderboard-empty"), ROW_SIZE, theme.CONTENT_WIDTH))
        return compose(Column(lines, gap=10))
    widths = (RANK_W, NAME_W, NUM_W, NUM_W, NUM_W)
    lines.append(
        _header(
            [
                ("", RANK_W, "center"),
                (tr(loc, "render-leaderboard-player"), NAME_W, "start"),
                (value_heading or tr(loc, "render-leaderboard-rating"), NUM_W, "end"),
                (tr(loc, "render-leaderboard-wins"), NUM_W, "end"),
                (tr(loc, "render-leaderboard-games"), NUM_W, "end"),
            ]
        )
    )
    total_width = sum(widths) + GAP * (len(widths) - 1)
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
        lines.append(Row(cells, gap=GAP))
    return compose(Column(lines, gap=8))


def final_scores(scores: Sequence[int], ranking: Sequence[int], ctx: RenderContext) -> Image.Image:
    """Every seat by rank (1 = best, ties share a rank) with its final score; the winners are named on top."""
    loc = ctx.locale
    seats = sorted(range(len(scores)), key=lambda seat: (ranking[seat], seat))
    lines: list[Block] = [
        fit_text(ctx.title or tr(loc, "render-final-title"), TITLE_SIZE, theme.CONTENT_WIDTH, bold=True)
    ]
    winners = [ctx.name(seat) for seat in seats if ranking[seat] == 1]
    if winners:
        text = tr(loc, "render-final-winner", count=len(winners), names=", ".join(winners))
        lines.append(
            Row(
                [
                    Trophy(),
                    wrapped_text(text, ROW_SIZE, theme.CONTENT_WIDTH - 40, bold=True, colour=theme.ACCENT),
                ],
                gap=8,
            )
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
                            FINAL_NAME_W,
                            bold=True,
                            colour=theme.ACCENT if first else theme.TEXT,
                        ),
                        FINAL_NAME_W,
                    ),
                    Fixed(Text(str(scores[seat]), 28, theme.TEXT, bold=True), FINAL_NUM_W, "end"),
                ],
                gap=GAP,
            )
        )
    lines.append(
        Panel(
            Column(
                [
                    Row(
                        [
                            Fixed(Text("", 1), RANK_W),
                            Fixed(Text("", 1), FINAL_NAME_W),
                            Fixed(
                                Text(tr(loc, "render-final-score"), HEADER_SIZE, theme.TEXT_DIM, bold=True),
                                FINAL_NUM_W,
                                "end",
                            ),
                        ],
                        gap=GAP,
                    ),
                    *rows,
                ],
                gap=8,
            ),
            pad=12,
        )
    )
    return compose(Column(lines, gap=10))
