"""The coach's "Show me": the button under a coach's line (``bot.tables.coaching``) and the private picture of the
better move it answers with, drawn by the game's renderers with its description (alt text) in the player's
language and colours.

The button's id names the game, the seat and the table version the coached turn ended at; the better move itself
is kept by the tables (``Coaching.coach_advice``) until that player moves again. A press after that, or after a
restart, says the "Show me" has expired and takes the button off the message it is on. Gin and Rummy show the
hand the better discard would have kept (``render.coach``); Tile Rummy and RailRoad the game's own hand picture of
the better turn laid out (``bot.ai.coach.Advice.shown``). ``/replay``'s coach view draws its pages' pictures here
too (``picture``).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

import discord

import render
from bot.ai.coach import Advice, BetterHand
from bot.discord.guard import bot_of, guarded
from bot.discord.locale import interaction_prefs
from bot.discord.replies import clip, edit_clicked, reply
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules.base import Event
from bot.texts import readable_suits
from render.describe import coach as coach_words
from render.describe import description

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.store.records import UserPrefs
    from bot.tables import Table

log = logging.getLogger(__name__)
PREFIX = "rb:coach-show:"


class ShowMeButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=r"rb:coach-show:(?P<game>\d+):(?P<seat>\d+):(?P<version>\d+)"):
    """Under a coach's line: its better move, drawn, answered privately."""

    def __init__(self, game_id: int, seat: int, version: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "Show me", style=discord.ButtonStyle.secondary,
                                           custom_id=f"{PREFIX}{game_id}:{seat}:{version}"))
        self.game_id, self.seat, self.version = game_id, seat, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> ShowMeButton:
        return cls(int(match["game"]), int(match["seat"]), int(match["version"]),
                   cast(discord.ui.Button[Any], item).label or "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, self._run, acknowledge="private")

    async def _run(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        tables = bot_of(interaction).tables
        table = tables.by_id(self.game_id)
        advice = tables.coaching.coach_advice(self.game_id, self.seat, self.version) if table is not None else None
        if table is None or advice is None:
            await expired(interaction, locale)
            return
        if self.seat >= len(table.seats) or table.seats[self.seat].user_id != interaction.user.id:
            raise Refusal("coach-show-not-yours")
        prefs = await interaction_prefs(interaction)
        file = await picture(table.game.renderer, table.names, advice, locale, prefs)
        title = show_title(advice.event, locale)
        await reply(interaction, t(locale, "coach-show-answer", title=title), file=file)


def show_title(event: Event, locale: str, *, in_text: bool = True) -> str:
    """The title of a "Show me" picture: the better move, in a few words (``coach-show-<line's code>``); the black
    suits outlined as in every text of the bot, except in the picture itself (``in_text`` false), which draws its
    suits as the cards do."""
    title = t(locale, event.code.replace("coach-", "coach-show-", 1), **event.params)
    return readable_suits(title) if in_text else title


def _drawn(renderer: render.Renderer, advice: Advice, context: render.RenderContext) -> tuple[bytes, str]:
    """The picture and its description, from the same better move (in a worker thread)."""
    shown = advice.shown
    if isinstance(shown, BetterHand):
        return render.better_hand_png(shown.cards, context), description(coach_words.better_hand(shown.cards,
                                                                                                  context))
    lines = renderer.words.hand(shown, context)
    if context.title and (not lines or lines[0] != context.title):
        lines = [context.title, *lines]  # (a describer that does not say the title, as the picture does)
    return renderer.hand_png(shown, context), description(lines)


async def picture(renderer: render.Renderer, names: Sequence[str], advice: Advice, locale: str,
                  prefs: UserPrefs | None = None) -> discord.File | None:
    """The better move drawn off the event loop by the game's ``renderer``, in the player's colours (``prefs``),
    with its alt text; None if drawing failed (the coach's line says it in words already)."""
    title = show_title(advice.event, locale, in_text=False)
    context = render.RenderContext(names=tuple(names), locale=locale, title=title)
    if prefs is not None:
        context = replace(context, palette=prefs.palette, four_colour=prefs.four_colour)
    try:
        data, words = await asyncio.to_thread(_drawn, renderer, advice, context)
    except Exception:
        log.exception("drawing the coach's better move failed")
        return None
    return discord.File(io.BytesIO(data), filename="better.png", description=words or None)


async def expired(interaction: discord.Interaction[RummyBot], locale: str) -> None:
    """The better move is no longer kept: the message says so, in place, and loses its "Show me"."""
    message = interaction.message
    if message is None:
        await reply(interaction, t(locale, "coach-show-expired"))
        return
    view = discord.ui.View.from_message(message, timeout=None)
    for item in list(view.children):
        if str(getattr(item, "custom_id", "") or "").startswith(PREFIX):
            view.remove_item(item)
    content = clip(f"{message.content}\n{t(locale, 'coach-show-expired')}".strip())
    await edit_clicked(interaction, content=content, view=view)


def with_show_me(view: discord.ui.View | None, table: Table, seat: int, private: Sequence[Event],
                 locale: str) -> discord.ui.View | None:
    """``view`` (a panel's or hand DM's controls) with the "Show me" of a coach's line among ``private``, when
    there is one and the view has room for it."""
    line = next((e for e in private if e.code.startswith("coach-") and "note" in e.params), None)
    if line is None:
        return view
    if view is None:
        view = discord.ui.View(timeout=None)
    try:
        view.add_item(ShowMeButton(table.id, seat, int(line.params["note"]), t(locale, "coach-show-button")))
    except ValueError:
        log.info("no room for the coach's Show me on the panel of seat %s in game %s", seat, table.id)
    return view
