"""Pictures and text of a seat's private hand (and the other images), shared by the panel and the DMs."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import discord

import render
from bot.i18n import t
from bot.rules.base import Control, Event
from bot.texts import event_text

if TYPE_CHECKING:
    from bot.tables import Table

log = logging.getLogger(__name__)
# Params of private events that name what a player just got (the card drawn), outlined in their hand picture.
MARKED_PARAMS = ("card", "tile", "tiles")

def render_context(table: Table, locale: str, marked: Sequence[str] = ()) -> render.RenderContext:
    return render.RenderContext(names=table.names, locale=locale, marked=tuple(marked))


async def png(function_name: str, table: Table, view: Any, locale: str, filename: str,
               marked: Sequence[str] = ()) -> discord.File | None:
    """A picture of ``view`` drawn off the event loop by the game's declared renderer, or None (no showdown now, or
    drawing failed: the text tells all)."""
    context = render_context(table, locale, marked)
    try:
        key: Hashable | None = (table.kind, function_name, view, context)
        hash(key)
    except TypeError:  # a view that cannot be a key is drawn every time
        key = None
    data = PICTURES.get(key) if key is not None else None
    if data is None:
        try:
            data = await asyncio.to_thread(getattr(table.game.renderer, function_name), view, context)
        except Exception:
            log.exception("rendering %s failed for game %s", function_name, table.id)
            return None
        if data is None:
            return None
        if key is not None:
            PICTURES[key] = data
            while len(PICTURES) > PICTURES_KEPT:
                del PICTURES[next(iter(PICTURES))]  # the oldest goes
    return discord.File(io.BytesIO(data), filename=filename)


# Pictures drawn lately, by what they show (game, picture, view, names, language, outlines): the same view is often
# drawn for several messages of one change (the answer to a move and the hand DM, the table message again).
PICTURES: dict[Hashable, bytes] = {}
PICTURES_KEPT = 128


def marked_of(events: Sequence[Event], seat: int) -> tuple[str, ...]:
    """What ``seat`` was just given in private (the card drawn), to outline in their hand picture."""
    marked: list[str] = []
    for event in events:
        if event.private_to == seat:
            for name in MARKED_PARAMS:
                value = event.params.get(name)
                if isinstance(value, str) and value:
                    marked.extend(value.split())
    return tuple(marked)


def panel_controls(table: Table, seat: int) -> tuple[list[Control], bool]:
    """The controls a seat's panel offers now, and whether they are offered ahead of its turn (``ready``)."""
    controls = table.controls(seat)
    if controls or table.status != "running":
        return controls, False
    ready = table.ready_controls(seat)
    return ready, bool(ready)


async def hand_message(table: Table, seat: int, locale: str, view: Any = None,
                       marked: Sequence[str] = (), *, with_picture: bool = True,
                       with_controls: bool = True) -> tuple[str, discord.File | None]:
    """Text (always: the hand in canonical notation) and image (unless ``with_picture`` is false) of one seat's
    private view; ``with_controls``: the message carries the seat's controls (then it says when they are offered
    ahead of the seat's turn)."""
    view = table.view(seat) if view is None else view
    hand = table.rules.hand_text(view)
    status = event_text(table.rules.status(view), table.names, locale)
    content = t(locale, "hand-header", game=t(locale, f"game-{table.kind}"), hand=hand or "-", status=status)
    if with_controls and panel_controls(table, seat)[1]:
        content += "\n" + t(locale, "panel-ready-ahead")  # the buttons below are for the turn to come
    file = await png("hand_png", table, view, locale, "hand.png", marked) if with_picture else None
    return content, file
