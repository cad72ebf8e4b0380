"""Pieces every game's images share: the title bar, player lines, piles, numbered melds, a hand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from render import sprites, theme
from render.context import RenderContext
from render.faces import CardFace, Face
from render.layout import (
    Block,
    Column,
    Fixed,
    Flow,
    Panel,
    Row,
    Sprite,
    Text,
    fit_text,
    wrap_lines,
    wrapped_text,
)
from render.notation import SUIT_BY_SYMBOL, Notation
from render.text import tr

# Font sizes, in pixels of a 540 px image shown 360 px wide on a phone: 23 px is the smallest (10 px there).
TITLE_SIZE = 30
BODY_SIZE = 24
LABEL_SIZE = 23
NAME_WIDTH = 150  # names are the message's text: the picture only tells the seats apart


def title_bar(title: str) -> Block:
    """The picture's title (the game and its round). Whose turn it is and the clock are in the message text."""
    return fit_text(title, TITLE_SIZE, theme.CONTENT_WIDTH, bold=True)


def table_title(ctx: RenderContext, key: str, **params: object) -> Block:
    return title_bar(ctx.title or tr(ctx.locale, key, **params))


def hand_title(ctx: RenderContext) -> list[Block]:
    """A hand has no title (the private panel names the game) unless the bot asks for one."""
    return [fit_text(ctx.title, TITLE_SIZE, theme.CONTENT_WIDTH, bold=True)] if ctx.title else []


@dataclass(frozen=True)
class PlayerLine:
    seat: int
    details: tuple[str, ...]  # already translated, short: "12 tiles", "HMG 1"
    to_act: bool = False
    badges: tuple[
        str | tuple[str, theme.RGB], ...
    ] = ()  # roles ("Chief", "Dealer"), optionally with a colour
    extra: Block | None = None  # e.g. Mü bid cards, drawn under the line


def badge(text: str, colour: theme.RGB = theme.ACCENT) -> Block:
    return Panel(Text(text, LABEL_SIZE, theme.TABLE_BG, bold=True), pad=3, fill=colour, radius=5)


def players_block(
    ctx: RenderContext, lines: Sequence[PlayerLine], max_width: int = theme.CONTENT_WIDTH
) -> Block:
    """One row per player: its name and badges, then its counts in aligned columns; when a row would not fit the
    width, every player's counts go on a second line instead. The players whose move is awaited are outlined and
    named in the accent colour."""
    pad = 6
    inner = max_width - 2 * pad
    names = [
        Row(
            [
                fit_text(
                    ctx.name(line.seat),
                    BODY_SIZE,
                    NAME_WIDTH,
                    bold=True,
                    colour=theme.ACCENT if line.to_act else theme.TEXT,
                ),
                *(
                    badge(*(item if isinstance(item, tuple) else (item, theme.ACCENT)))
                    for item in line.badges
                ),
            ],
            gap=6,
        )
        for line in lines
    ]
    details = [[Text(detail, LABEL_SIZE, theme.TEXT_DIM) for detail in line.details] for line in lines]
    name_width = max((name.width for name in names), default=0)
    columns = max((len(row) for row in details), default=0)
    detail_widths = [max(row[i].width for row in details if i < len(row)) for i in range(columns)]
    counts = [Row([Fixed(t, w) for t, w in zip(row, detail_widths, strict=False)], gap=12) for row in details]
    one_line = name_width + 12 + max((c.width for c in counts), default=0) <= inner
    panels: list[Block] = []
    for line, name, count_row in zip(lines, names, counts, strict=True):
        parts: list[Block]
        if one_line:
            parts = [Row([Fixed(name, name_width), count_row], gap=12)]
        elif count_row.width <= inner:
            parts = [name, count_row]
        else:
            parts = [name, Flow(list(count_row.children), inner, gap=10, line_gap=0)]
        if line.extra is not None:
            parts.append(line.extra)
        panels.append(
            Panel(
                Column(parts, gap=4),
                pad=pad,
                fill=theme.PANEL_BG,
                outline=theme.ACCENT if line.to_act else None,
                min_width=max_width,
            )
        )
    return Column(panels, gap=4)


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
    ctx: RenderContext,
    number: int,
    faces: Sequence[Face],
    *,
    new: Sequence[bool] | None = None,
    label_colour: theme.RGB = theme.TEXT,
    max_width: int = theme.CONTENT_WIDTH,
    label_key: str = "render-meld-number",
) -> Block:
    """A meld with its number on its left (what players type in ``/layoff``, or ``#3`` in a script): the sign
    over the digits, so the number costs a narrow column instead of a line of text above every row of melds.
    ``label_key`` names another label (a meld being built has no ``#``: its number is not the table's)."""
    label = tr(ctx.locale, label_key, number=number)
    digits = str(number)
    sign = label.replace(digits, "", 1).strip()
    number_text = Text(digits, LABEL_SIZE, label_colour, bold=True)
    tag: Block = (
        Column([Text(sign, LABEL_SIZE, theme.TEXT_DIM, bold=True), number_text], gap=-6, align="center")
        if sign
        else number_text
    )
    cards: Block = face_row(faces, new=new)
    room = max_width - tag.width - 2
    if cards.width > room:
        # A long run (up to 13 cards) would push the picture wider than a phone shows: it wraps beside its number.
        flags = list(new) if new is not None else [False] * len(faces)
        cards = Flow(
            [Sprite(sprites.face_sprite(face, new=flag)) for face, flag in zip(faces, flags, strict=True)],
            max_width=room, gap=0, line_gap=2,
        )
    return Row([tag, cards], gap=2, align="center")


def mark_flags(faces: Sequence[Face], remaining: list[str]) -> list[bool]:
    """Which faces to outline: one per label left in ``remaining`` (used up as they are found)."""
    flags = []
    for face in faces:
        found = face.label in remaining
        if found:
            remaining.remove(face.label)
        flags.append(found)
    return flags


def hand_block(
    faces: Sequence[Face], max_width: int = theme.CONTENT_WIDTH, marked: Sequence[str] = ()
) -> Block:
    """A private hand, in as few lines as fit ``max_width``, the lines as even as can be; the ``marked`` tiles or
    cards (the one just drawn) outlined.

    Tiles and Mü cards carry their notation below (the colour letter players type); playing cards show it already.
    """
    flags = mark_flags(faces, list(marked))
    items = [
        Sprite(sprites.face_sprite(face, new=flag, index=not isinstance(face, CardFace)))
        for face, flag in zip(faces, flags, strict=True)
    ]
    if items:
        per_line = max(1, max_width // items[0].width)
        lines = -(-len(items) // per_line)
        per_line = -(-len(items) // lines)
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
            gap=0,
        )
    )
    return Row(parts, gap=6, align="center")


def labelled_value(label: str, value: str, colour: theme.RGB = theme.TEXT) -> Block:
    """A small dim label over its value (the target score, the contract)."""
    return Column(
        [Text(label, LABEL_SIZE, theme.TEXT_DIM, bold=True), Text(value, BODY_SIZE, colour, bold=True)], gap=0
    )


def message(
    text: str, size: int = BODY_SIZE, colour: theme.RGB = theme.TEXT, max_width: int = theme.CONTENT_WIDTH
) -> Block:
    """A sentence, wrapped onto as many lines as it needs; a card in it (``A♠``) gets its suit drawn as a shape."""
    if any(symbol in text for symbol in SUIT_BY_SYMBOL):  # the font has no suit glyphs
        lines = wrap_lines(text, size, max_width, width_of=lambda line: Notation(line, size).width + 2)
        return Column([Notation(line, size, colour) for line in lines], gap=0)
    return wrapped_text(text, size, max_width, colour=colour)
