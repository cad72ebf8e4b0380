"""Pictures and text of a seat's private hand (and the other images), shared by the panel and the DMs.

Every picture goes out with its description (alt text, ``render.describe``) drawn from the same view. A player who
chose the text table (``/display``) gets the table and their hand as text instead of the hand picture; a player's
own pictures are drawn in the colours they chose.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import discord

import render
from bot.discord.emojis import hand_line
from bot.i18n import t
from bot.rules.base import Control, Event
from bot.texts import event_text
from render.describe import description, text_table

if TYPE_CHECKING:
    from bot.store.records import UserPrefs
    from bot.tables import Table

log = logging.getLogger(__name__)
# Params of private events that name what a player just got (the card drawn), outlined in their hand picture.
MARKED_PARAMS = ("card", "tile", "tiles")

# The words of each picture the renderer draws (``Renderer.words``).
WORDS = {"table_png": "table", "hand_png": "hand", "showdown_png": "showdown"}


def render_context(table: Table, locale: str, marked: Sequence[str] = (),
                   prefs: UserPrefs | None = None) -> render.RenderContext:
    """What the renderer needs besides the view; ``prefs``: the reader's own colours (their private pictures)."""
    if prefs is None:
        return render.RenderContext(names=table.names, locale=locale, marked=tuple(marked))
    return render.RenderContext(names=table.names, locale=locale, marked=tuple(marked), palette=prefs.palette,
                                four_colour=prefs.four_colour)


def _drawn(function_name: str, table: Table, view: Any, context: render.RenderContext) -> tuple[bytes, str] | None:
    """The picture and its description, from the same view (in a worker thread)."""
    renderer = table.game.renderer
    data = getattr(renderer, function_name)(view, context)
    if data is None:
        return None
    lines = getattr(renderer.words, WORDS[function_name])(view, context)
    return data, description(lines or [])


async def png(function_name: str, table: Table, view: Any, locale: str, filename: str,
               marked: Sequence[str] = (), prefs: UserPrefs | None = None) -> discord.File | None:
    """A picture of ``view`` drawn off the event loop by the game's declared renderer, with its description, or
    None (no showdown now, or drawing failed: the text tells all)."""
    context = render_context(table, locale, marked, prefs)
    try:
        key: Hashable | None = (table.kind, function_name, view, context)
        hash(key)
    except TypeError:  # a view that cannot be a key is drawn every time
        key = None
    drawn = PICTURES.get(key) if key is not None else None
    if drawn is None:
        try:
            drawn = await asyncio.to_thread(_drawn, function_name, table, view, context)
        except Exception:
            log.exception("rendering %s failed for game %s", function_name, table.id)
            return None
        if drawn is None:
            return None
        if key is not None:
            PICTURES[key] = drawn
            while len(PICTURES) > PICTURES_KEPT:
                del PICTURES[next(iter(PICTURES))]  # the oldest goes
    data, words = drawn
    return discord.File(io.BytesIO(data), filename=filename, description=words or None)


def table_as_text(table: Table, seat: int, locale: str, view: Any) -> str:
    """The table and the seat's hand as structured text (the text table of ``/display``): one line per set or
    meld, tiles and cards named in words; the hand is not listed again (the message gives it in notation)."""
    context = render_context(table, locale)
    words = table.game.renderer.words
    public = table.view(None) if table.state is not None else None
    lines = words.table(public, context) if public is not None else []
    return text_table([*lines, "", *words.hand(view, context)], hand_given=True)  # (the message's header has it)


# Pictures drawn lately, with their descriptions, by what they show (game, picture, view, names, language, outlines,
# colours): the same view is often drawn for several messages of one change (the answer to a move and the hand DM,
# the table message again).
PICTURES: dict[Hashable, tuple[bytes, str]] = {}
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


def in_language(table: Table, text: str, locale: str) -> str:
    """``text`` with the game's cards named as a player of ``locale`` reads them (``GameDeclaration.notation``: Mü's
    colour letters in French); what is stored and what the controls send stay in the game's own notation."""
    notation = table.game.notation
    return notation(text, locale) if notation is not None else text


def panel_controls(table: Table, seat: int) -> tuple[list[Control], bool]:
    """The controls a seat's panel offers now, and whether they are offered ahead of its turn (``ready``)."""
    controls = table.controls(seat)
    if controls or table.status != "running":
        return controls, False
    ready = table.ready_controls(seat)
    return ready, bool(ready)


async def hand_message(table: Table, seat: int, locale: str, view: Any = None,
                       marked: Sequence[str] = (), *, with_picture: bool = True,
                       with_controls: bool = True, prefs: UserPrefs | None = None) -> tuple[str, discord.File | None]:
    """Text (always: the hand in canonical notation) and image (unless ``with_picture`` is false, or the player
    chose the text table: then the table and hand as text) of one seat's private view, in the player's colours
    (``prefs``); ``with_controls``: the message carries the seat's controls (then it says when they are offered
    ahead of the seat's turn)."""
    view = table.view(seat) if view is None else view
    if with_controls:  # Tile Rummy's controls ask its solver (is there a hint? which tiles fit?): worked out off the
        # event loop here, with the solver's own budget; its answers are memoized for the panel's calls that follow
        await asyncio.to_thread(table.panel.controls, table.state, seat, table.draft(seat))
    hand = table.rules.hand_text(view)
    status = event_text(table.rules.status(view), table.names, locale)
    content = in_language(table, t(locale, "hand-header", game=t(locale, f"game-{table.kind}"), hand=hand or "-",
                                   status=status), locale)
    if (prefs is None or prefs.shown != "text") and (faces := hand_line(table.kind, hand)):
        content += "\n" + faces  # the same hand as emojis, under its notation
    if with_controls and panel_controls(table, seat)[1]:
        content += "\n" + t(locale, "panel-ready-ahead")  # the buttons below are for the turn to come
    if prefs is not None and prefs.shown == "text":
        return content + "\n\n" + table_as_text(table, seat, locale, view), None
    file = await png("hand_png", table, view, locale, "hand.png", marked, prefs) if with_picture else None
    return content, file
