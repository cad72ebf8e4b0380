"""Pieces every game's images share: the title bar, player lines, piles, numbered melds, a hand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from render import sprites, theme
from render.context import RenderContext
from render.faces import Face
from render.layout import Block, Column, Flow, Panel, Row, Space, Spread, Sprite, Text, fit_text
from render.notation import Notation
from render.text import clock, tr

TITLE_SIZE = 26
BODY_SIZE = 22
LABEL_SIZE = 22
NAME_WIDTH = 220
HAND_ONE_LINE = 8


def title_bar(ctx: RenderContext, default_title_key: str, status: str | None = None) -> Block:
    """The game's name (or ``ctx.title``), the status line, and the turn clock on the right."""
    title = ctx.title or tr(ctx.locale, default_title_key)
    left: list[Block] = [fit_text(title, TITLE_SIZE, theme.MAX_WIDTH - 200, bold=True)]
    if status:
        left.append(
            fit_text(status, BODY_SIZE, theme.MAX_WIDTH - 2 * theme.PAD, bold=True, colour=theme.ACCENT)
        )
    timer: Block | None = None
    if ctx.seconds_left is not None:
        colour = theme.ALERT if ctx.seconds_left <= 15 else theme.TEXT
        timer = Panel(
            Text(
                tr(ctx.locale, "render-time-left", time=clock(ctx.seconds_left)), BODY_SIZE, colour, bold=True
            ),
            pad=6,
            fill=theme.PANEL_BG,
        )
    return Spread(Column(left, gap=2), timer)


@dataclass(frozen=True)
class PlayerLine:
    seat: int
    details: tuple[str, ...]  # already translated: "12 tiles", "score 40"...
    to_act: bool = False
    badges: tuple[
        str | tuple[str, theme.RGB], ...
    ] = ()  # roles ("Chief", "Dealer"), optionally with a colour
    extra: Block | None = None  # e.g. Mü bid cards, drawn under the details


def players_block(ctx: RenderContext, lines: Sequence[PlayerLine], max_width: int = theme.MAX_WIDTH) -> Block:
    """One panel per player; the players whose move is awaited are outlined in the accent colour."""
    panels: list[Block] = []
    for line in lines:
        name = fit_text(
            ctx.name(line.seat),
            BODY_SIZE,
            NAME_WIDTH,
            bold=True,
            colour=theme.ACCENT if line.to_act else theme.TEXT,
        )
        badges = [
            Panel(Text(text, 18, theme.TABLE_BG, bold=True), pad=3, fill=colour, radius=5)
            for text, colour in (
                badge if isinstance(badge, tuple) else (badge, theme.ACCENT) for badge in line.badges
            )
        ]
        rows: list[Block] = [Row([name, *badges], gap=8, align="center")]
        if line.details:
            rows.append(fit_text("  ·  ".join(line.details), 22, max_width - 40))
        if line.extra is not None:
            rows.append(line.extra)
        panels.append(
            Panel(
                Column(rows, gap=2),
                pad=8,
                fill=theme.PANEL_BG,
                outline=theme.ACCENT if line.to_act else None,
                min_width=150,
            )
        )
    return Flow(panels, max_width=max_width, gap=8)


def face_row(
    faces: Sequence[Face],
    *,
    new: Sequence[bool] | None = None,
    index: bool = False,
    gap: int = 0,
    bg: theme.RGB = theme.TABLE_BG,
) -> Row:
    flags = list(new) if new is not None else [False] * len(faces)
    return Row(
        [
            Sprite(sprites.face_sprite(face, new=flag, index=index, bg=bg))
            for face, flag in zip(faces, flags, strict=True)
        ],
        gap=gap,
        align="start",
    )


def face_flow(faces: Sequence[Face], max_width: int, *, bg: theme.RGB = theme.PANEL_BG) -> Flow:
    return Flow(
        [Sprite(sprites.face_sprite(face, bg=bg)) for face in faces], max_width=max_width, gap=0, line_gap=2
    )


def numbered_group(
    number_label: str,
    faces: Sequence[Face],
    *,
    new: Sequence[bool] | None = None,
    label_colour: theme.RGB = theme.TEXT,
) -> Block:
    """A meld with its number above it (the number players type in ``/layoff`` or ``#3`` in a script)."""
    return Column([Text(number_label, LABEL_SIZE, label_colour, bold=True), face_row(faces, new=new)], gap=0)


def hand_block(faces: Sequence[Face], max_width: int = theme.MAX_WIDTH, per_line: int = 0) -> Block:
    """A private hand: every tile/card with its notation below.

    More than ``HAND_ONE_LINE`` items go on two lines: a narrow image is shown bigger on a phone (Discord scales
    images to the screen width, ~400 px), so the hand stays legible where it matters most.
    """
    items = [Sprite(sprites.face_sprite(face, index=True)) for face in faces]
    if not per_line:
        per_line = len(items) if len(items) <= HAND_ONE_LINE else (len(items) + 1) // 2
    if items:
        max_width = min(max_width, sum(item.width for item in items[:per_line]))
    return Flow(items, max_width=max_width, gap=0, line_gap=4)


def pile(label: str, count_text: str, top: Block | None) -> Block:
    """A pile (stock, discard, pool): its top card or a card back, its name and size."""
    parts: list[Block] = []
    if top is not None:
        parts.append(top)
    parts.append(
        Column(
            [
                Text(label, LABEL_SIZE, theme.TEXT_DIM, bold=True),
                Text(count_text, BODY_SIZE, theme.TEXT, bold=True),
            ],
            gap=2,
        )
    )
    return Row(parts, gap=8, align="center")


def card_back_block() -> Block:
    return Sprite(sprites.card_back())


def message(text: str, size: int = BODY_SIZE, colour: theme.RGB = theme.TEXT) -> Block:
    return fit_text(text, size, theme.MAX_WIDTH - 2 * theme.PAD, colour=colour)


def label_and(label: str, block: Block) -> Block:
    return Column([Text(label, LABEL_SIZE, theme.TEXT_DIM, bold=True), block], gap=2)


def notation_line(text: str, size: int = BODY_SIZE) -> Block:
    return Notation(text, size, theme.TEXT)


def spacer(height: int) -> Block:
    return Space(0, height)
