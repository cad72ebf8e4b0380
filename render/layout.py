"""Measure-then-draw layout: blocks know their size before anything is drawn, so each canvas fits its content.

A block is immutable; ``draw(canvas, x, y)`` paints it with its top-left corner at (x, y). ``compose`` makes the
canvas: a fixed width, the height of the content.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, Protocol, TypeVar

from PIL import Image, ImageDraw

from render import measure, theme
from render.fonts import font
from render.palette import new_canvas
from render.raster import ink, stamp
from render.theme import RGB

Align = Literal["start", "center", "end"]
T = TypeVar("T")


class computed_once(Generic[T]):
    """``functools.cached_property`` without its lock. Before Python 3.12 that lock is one per property for all
    instances: pictures drawn at once in several threads, each computing nested sizes (a row's width asks its
    children's), took those locks in different orders and stopped every drawing thread for good. A block is
    immutable, so two threads computing the same size at once get the same value: no lock is needed."""

    def __init__(self, compute: Callable[[Any], T]) -> None:
        self.compute = compute
        self.name = compute.__name__
        self.__doc__ = compute.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: Any, owner: type | None = None) -> T:
        if instance is None:
            return self  # type: ignore[return-value]
        value = self.compute(instance)
        instance.__dict__[self.name] = value  # found there from now on, before this descriptor
        return value


class Block(Protocol):
    @property
    def width(self) -> int: ...

    @property
    def height(self) -> int: ...

    def draw(self, canvas: Image.Image, x: int, y: int) -> None: ...


def _offset(space: int, size: int, align: Align) -> int:
    if align == "center":
        return (space - size) // 2
    if align == "end":
        return space - size
    return 0


@dataclass(frozen=True)
class Text:
    text: str
    size: int = 22
    colour: RGB = theme.TEXT
    bold: bool = False

    @computed_once
    def width(self) -> int:
        return text_width(self.text, self.size, self.bold)

    @property
    def height(self) -> int:
        # Line height from the font size, not the glyphs, so rows of text line up whatever letters they hold.
        return round(self.size * 1.25)

    def paint(self, image: Image.Image, x: int, y: int) -> None:
        ImageDraw.Draw(image).text(
            (x, y + round(self.size * 0.98)),
            self.text,
            font=font(self.size, self.bold),
            fill=self.colour,
            anchor="ls",
        )

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        measure.note(self.text, self.size, self.bold)
        # A little room on the right for glyphs that overhang their advance width.
        stamp(
            canvas,
            x,
            y,
            ("text", self.text, self.size, self.bold, self.colour),
            (min(self.width + 3, canvas.width - x), min(self.height, canvas.height - y)),
            self.paint,
        )


_widths: dict[tuple[str, int, bool], int] = {}


def text_width(text: str, size: int, bold: bool) -> int:
    key = (text, size, bold)
    found = _widths.get(key)
    if found is None:
        if len(_widths) > 8192:
            _widths.clear()
        found = round(font(size, bold).getlength(text))
        _widths[key] = found
    return found


@dataclass(frozen=True)
class Sprite:
    image: Image.Image

    @property
    def width(self) -> int:
        return self.image.width

    @property
    def height(self) -> int:
        return self.image.height

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        measure.note_image(self.image)
        canvas.paste(self.image, (x, y))


@dataclass(frozen=True)
class Space:
    width: int = 0
    height: int = 0

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        return None


@dataclass(frozen=True)
class Row:
    children: Sequence[Block]
    gap: int = theme.GAP
    align: Align = "center"

    @computed_once
    def width(self) -> int:
        return sum(c.width for c in self.children) + self.gap * max(0, len(self.children) - 1)

    @computed_once
    def height(self) -> int:
        return max((c.height for c in self.children), default=0)

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        height = self.height
        for child in self.children:
            child.draw(canvas, x, y + _offset(height, child.height, self.align))
            x += child.width + self.gap


@dataclass(frozen=True)
class Column:
    children: Sequence[Block]
    gap: int = theme.GAP
    align: Align = "start"

    @computed_once
    def width(self) -> int:
        return max((c.width for c in self.children), default=0)

    @computed_once
    def height(self) -> int:
        return sum(c.height for c in self.children) + self.gap * max(0, len(self.children) - 1)

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        width = self.width
        for child in self.children:
            child.draw(canvas, x + _offset(width, child.width, self.align), y)
            y += child.height + self.gap


@dataclass(frozen=True)
class Flow:
    """Children left to right, wrapping to a new line before ``max_width`` is exceeded."""

    children: Sequence[Block]
    max_width: int
    gap: int = theme.GAP
    line_gap: int = theme.GAP
    lines: tuple[tuple[Block, ...], ...] = field(init=False)

    def __post_init__(self) -> None:
        lines: list[list[Block]] = []
        used = 0
        for child in self.children:
            if lines and used + self.gap + child.width <= self.max_width:
                lines[-1].append(child)
                used += self.gap + child.width
            else:
                lines.append([child])
                used = child.width
        object.__setattr__(self, "lines", tuple(tuple(line) for line in lines))

    @computed_once
    def rows(self) -> tuple[Row, ...]:
        return tuple(Row(line, self.gap, align="start") for line in self.lines)

    @computed_once
    def width(self) -> int:
        return max((row.width for row in self.rows), default=0)

    @computed_once
    def height(self) -> int:
        return sum(row.height for row in self.rows) + self.line_gap * max(0, len(self.rows) - 1)

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        for row in self.rows:
            row.draw(canvas, x, y)
            y += row.height + self.line_gap


@dataclass(frozen=True)
class Panel:
    """A child on a rounded background, optionally outlined (whose turn, open claim window)."""

    child: Block
    pad: int = 8
    fill: RGB | None = theme.PANEL_BG
    outline: RGB | None = None
    outline_width: int = 3
    radius: int = 8
    min_width: int = 0

    @computed_once
    def width(self) -> int:
        return max(self.min_width, self.child.width + 2 * self.pad)

    @computed_once
    def height(self) -> int:
        return self.child.height + 2 * self.pad

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        if self.fill is not None or self.outline is not None:
            ImageDraw.Draw(canvas).rounded_rectangle(
                (x, y, x + self.width - 1, y + self.height - 1),
                radius=self.radius,
                fill=None if self.fill is None else ink(canvas, self.fill),
                outline=None if self.outline is None else ink(canvas, self.outline),
                width=self.outline_width if self.outline else 0,
            )
        self.child.draw(canvas, x + self.pad, y + self.pad)


@dataclass(frozen=True)
class Fixed:
    """A child inside a box of fixed width (table columns)."""

    child: Block
    fixed_width: int
    align: Align = "start"

    @property
    def width(self) -> int:
        return self.fixed_width

    @property
    def height(self) -> int:
        return self.child.height

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        self.child.draw(canvas, x + _offset(self.fixed_width, self.child.width, self.align), y)


@dataclass(frozen=True)
class Rule:
    """A thin horizontal line across a given width."""

    width: int
    colour: RGB = theme.PANEL_EDGE
    thickness: int = 2

    @property
    def height(self) -> int:
        return self.thickness

    def draw(self, canvas: Image.Image, x: int, y: int) -> None:
        ImageDraw.Draw(canvas).rectangle(
            (x, y, x + self.width - 1, y + self.thickness - 1), fill=ink(canvas, self.colour)
        )


def fit_text(text: str, size: int, max_width: int, *, bold: bool = False, colour: RGB = theme.TEXT) -> Text:
    """The text at ``size``, shortened with an ellipsis if wider than ``max_width`` (long Discord names)."""
    block = Text(text, size, colour, bold)
    if block.width <= max_width:
        return block
    shortened = text
    while len(shortened) > 1:
        shortened = shortened[:-1]
        block = Text(shortened.rstrip() + "…", size, colour, bold)
        if block.width <= max_width:
            return block
    return block


def compose(
    content: Block, *, bg: RGB = theme.TABLE_BG, pad: int = theme.PAD, width: int | None = theme.WIDTH
) -> Image.Image:
    """The content on a canvas ``width`` wide (None: just wide enough), its height fitting the content.

    Content wider than ``width`` widens the canvas rather than being cut (the phone-size tests then fail)."""
    canvas_width = content.width + 2 * pad
    if width is not None:
        canvas_width = max(width, canvas_width)
    canvas = new_canvas(canvas_width, content.height + 2 * pad, bg)
    content.draw(canvas, pad, pad)
    return canvas


def wrapped_text(
    text: str, size: int, max_width: int, *, bold: bool = False, colour: RGB = theme.TEXT, gap: int = 0
) -> Block:
    """The text broken at spaces into lines no wider than ``max_width`` (a single word too long is shortened)."""
    lines = wrap_lines(text, size, max_width, bold=bold)
    return Column([fit_text(line, size, max_width, bold=bold, colour=colour) for line in lines], gap=gap)


def wrap_lines(
    text: str, size: int, max_width: int, *, bold: bool = False, width_of: Callable[[str], int] | None = None
) -> list[str]:
    """The words of ``text`` in lines no wider than ``max_width``, measured as plain text or by ``width_of``."""
    measure_line = width_of or (lambda line: text_width(line, size, bold))
    lines: list[str] = []
    for word in text.split():
        if lines and measure_line(lines[-1] + " " + word) <= max_width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
