"""What each picture shows, in words: the description (alt text) Discord carries with it for screen readers, and
the text table a player may choose instead of pictures (``/display``).

Each game declares a ``Describer`` beside its pictures (``render.Renderer.words``): three functions of the same
view and context as the picture, each giving the lines that say what it shows: whose turn it is, the sets or melds
on the table with every tile or card named in words, the discard, the reader's own hand in order. Like the
pictures they see the view only, so a description can never name a hidden card. Words come from the
``describe.ftl`` catalogs (and ``render.ftl`` for what the picture writes itself).

``description(lines)`` joins the lines into alt text within Discord's limit (``fits`` tells whether they fit uncut,
so a crowded table can be said shorter, as RailRoad's is); ``text_table(lines)`` keeps them one per line for a
message.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from render.context import RenderContext

# Discord's limit on the alt text of an attachment and of a media gallery item.
DESCRIPTION_LIMIT = 1024
ELLIPSIS = "…"

Lines = list[str]


@dataclass(frozen=True)
class Describer:
    """One game's words for its three pictures (the showdown's are None when there is no showdown to show)."""

    table: Callable[[Any, RenderContext], Lines]
    hand: Callable[[Any, RenderContext], Lines]
    showdown: Callable[[Any, RenderContext], Lines | None]


def _sentences(lines: Sequence[str]) -> list[str]:
    return [line if line.endswith((".", "!", "?", ":")) else line + "." for line in lines if line]


def fits(lines: Sequence[str], limit: int = DESCRIPTION_LIMIT) -> bool:
    """Whether the lines make an alt text within ``limit`` without being cut (a describer may then say less)."""
    return len(" ".join(_sentences(lines))) <= limit


def description(lines: Sequence[str], limit: int = DESCRIPTION_LIMIT) -> str:
    """The lines as one alt text, each ending in a full stop, cut at a line (then at a word) to fit ``limit``."""
    sentences = _sentences(lines)
    text = " ".join(sentences)
    if len(text) <= limit:
        return text
    kept = ""
    for sentence in sentences:
        candidate = f"{kept} {sentence}".strip()
        if len(candidate) + len(ELLIPSIS) + 1 > limit:
            break
        kept = candidate
    if not kept:
        kept = text[: limit - len(ELLIPSIS)].rsplit(" ", 1)[0]
    return f"{kept} {ELLIPSIS}"[:limit]


class HandListing(str):
    """A line that lists the reader's hand and says nothing more: the text table leaves it out when its message
    already gives the hand (in notation, above it)."""


def text_table(lines: Sequence[str], *, hand_given: bool = False) -> str:
    """The lines one per line, for a message read instead of a picture; ``hand_given``: without the line that
    only lists the reader's hand."""
    return "\n".join(line for line in lines if line and not (hand_given and isinstance(line, HandListing)))
