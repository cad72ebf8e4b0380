"""Pictures and text of a seat's private hand (and the other images), shared by the panel and the DMs."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Sequence
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
        data = await asyncio.to_thread(getattr(table.game.renderer, function_name), view, context)
    except Exception:
        log.exception("rendering %s failed for game %s", function_name, table.id)
        return None
    if data is None:
        return None
    return discord.File(io.BytesIO(data), filename=filename)


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
    controls = table.rules.controls(table.state, seat)
    if controls or table.status != "running":
        return controls, False
    ready = table.rules.ready_controls(table.state, seat)
    return ready, bool(ready)


async def hand_message(table: Table, seat: int, locale: str, view: Any = None,
                       marked: Sequence[str] = (), *, with_picture: bool = True,
                       with_controls: bool = True) -> tuple[str, discord.File | None]:
    """Text (always: the hand in canonical notation) and image (unless ``with_picture`` is false) of one seat's
    private view; ``with_controls``: the message carries the seat's controls (then it says when they are offered
    ahead of the seat's turn)."""
    view = table.view(seat) if view is None else view
    if with_controls:  # Tile Rummy's controls ask its solver (is there a hint? which tiles fit?): worked out off the
        # event loop here, with the solver's own budget; its answers are memoized for the panel's calls that follow
        await asyncio.to_thread(table.rules.controls, table.state, seat)
    hand = table.rules.hand_text(view)
    status = event_text(table.rules.status(view), table.names, locale)
    content = t(locale, "hand-header", game=t(locale, f"game-{table.kind}"), hand=hand or "-", status=status)
    if with_controls and panel_controls(table, seat)[1]:
        content += "\n" + t(locale, "panel-ready-ahead")  # the buttons below are for the turn to come
    file = await png("hand_png", table, view, locale, "hand.png", marked) if with_picture else None
    return content, file
