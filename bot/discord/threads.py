"""A table in a thread of its own: opened from a channel, played in the thread, linked from the channel by one line.

A channel can then hold many games at once (slow ones especially): each table lives in a public thread named
after its game and number, and the channel keeps one line linking to it, edited at the end to say who won. The
table itself is a table like any other: the ``TableManager`` knows it by the thread's id, and the game's record
keeps the parent channel and the line's id (``options["thread"]``), so restarts and other shards find both.

``open_table_in_thread`` is the one entry point (``/game new place:thread`` and anything else that opens a table in
a thread of its own, a tournament match for one).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, Literal

import discord

from bot.discord import limits
from bot.discord.guard import NEEDED_PERMISSIONS
from bot.i18n import resolve_locale, t
from bot.refusal import Refusal

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.tables import Table

log = logging.getLogger(__name__)

# What the bot needs in the parent channel to open a table's thread and play there.
THREAD_PERMISSIONS = ("create_public_threads", "send_messages_in_threads")
THREAD_ARCHIVE_MINUTES: Literal[10080] = 10080  # a week without a message (the longest Discord allows) before it is archived
# How long a finished or cancelled table's thread stays open: time to read the result and press Rematch.
ARCHIVE_AFTER_SECONDS = 30 * 60


def require_thread_permissions(granted: discord.Permissions, locale: str) -> None:
    """Refuse, naming every missing permission, before opening a table's thread where the bot could not play."""
    needed = [*NEEDED_PERMISSIONS, *THREAD_PERMISSIONS]  # (the channel's own, for the line that links)
    missing = [name for name in needed if not getattr(granted, name)]
    if missing:
        raise Refusal("bot-missing-thread-permission",
                          permissions=", ".join(t(locale, f"perm-{name}") for name in missing))


async def server_locale(bot: RummyBot, guild: discord.Guild) -> str:
    """The language of what the bot posts in a server's channels: the server's choice, else its Discord locale."""
    return resolve_locale(None, None, await bot.store.guild_locale(guild.id) or str(guild.preferred_locale))


def thread_name(locale: str, kind: str, number: int | None) -> str:
    """The thread's name: the game and the table's number ("Gin Rummy #12")."""
    game = t(locale, f"game-{kind}")
    name = game if number is None else t(locale, "thread-name", game=game, id=number)
    return name[: limits.CHANNEL_NAME_CHARS]


async def open_table_in_thread(
    bot: RummyBot,
    parent: discord.TextChannel,
    *,
    kind: str,
    host: discord.abc.User,
    preset: str | None = None,
    overrides: dict[str, str] | None = None,
    turn_seconds: int | None = None,
    pace: str | None = None,
    answer_locale: str | None = None,
) -> Table:
    """Open a lobby of ``kind`` hosted by ``host`` in a new public thread of ``parent`` and return its table.

    Checks the bot's permissions in ``parent`` first (a ``Refusal`` naming what is missing; nothing is created),
    then creates the thread, opens the lobby there (``Lobby.open_lobby`` with ``parent_channel_id``), names
    the thread after the game and the table's number, and posts in ``parent`` the line that links to the thread
    (``ThreadLinks.close`` edits it at the end). Bad options are refused before the thread is created.
    The thread's name and the line are in the server's language; a refusal is in ``answer_locale`` (the member's,
    else the server's)."""
    locale = await server_locale(bot, parent.guild)
    require_thread_permissions(parent.permissions_for(parent.guild.me), answer_locale or locale)
    bot.tables.lobby.lobby_options(kind, preset=preset, overrides=overrides, turn_seconds=turn_seconds, pace=pace)
    thread = await parent.create_thread(name=thread_name(locale, kind, None), type=discord.ChannelType.public_thread,
                                        auto_archive_duration=THREAD_ARCHIVE_MINUTES)
    try:
        table = await bot.tables.lobby.open_lobby(
            guild_id=parent.guild.id, channel_id=thread.id, kind=kind, host_id=host.id, host_name=host.display_name,
            preset=preset, overrides=overrides, turn_seconds=turn_seconds, pace=pace, parent_channel_id=parent.id,
        )
    except BaseException:
        with contextlib.suppress(discord.HTTPException):
            await thread.delete()
        raise
    try:
        await thread.edit(name=thread_name(locale, kind, table.id))
    except discord.HTTPException:
        log.warning("could not name the thread of game %s", table.id)
    try:
        line = await parent.send(link_text(table, locale, host_mention=host.mention),
                                 allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException:
        log.warning("could not post the line linking to the thread of game %s", table.id)
        return table
    await table.remember_link(line.id)
    return table


def link_text(table: Table, locale: str, *, host_mention: str | None = None) -> str:
    """The parent channel's line about the table: where it is played, then how it ended."""
    game = t(locale, f"game-{table.kind}")
    thread = f"<#{table.channel_id}>"
    if table.status == "finished" and table.state is not None:
        outcome = table.rules.outcome(table.state)
        ranking = table.final_ranking(outcome) if outcome is not None else []
        winners = [table.names[seat] for seat, rank in enumerate(ranking) if rank == 1]
        return t(locale, "thread-link-won", game=game, id=table.id, thread=thread,
                 winners=", ".join(discord.utils.escape_markdown(name) for name in winners) or "-")
    if table.status == "cancelled":
        return t(locale, "thread-link-cancelled", game=game, id=table.id, thread=thread)
    return t(locale, "thread-link-open", game=game, id=table.id, thread=thread, host=host_mention or "-")


class ThreadLinks:
    """The lines in parent channels that link to tables' threads, each edited once when its table ends."""

    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot
        self.closed: set[int] = set()  # games whose line already says how they ended
        self.archive_timers: dict[int, asyncio.TimerHandle] = {}  # thread id -> its archiving, once its table ended
        self.archiving: set[asyncio.Task[None]] = set()  # archivings under way (kept until done)

    async def close(self, table: Table, locale: str) -> None:
        """A finished or cancelled table's line says so (who won); nothing for other tables."""
        if table.parent_channel_id is None or table.link_message_id is None or table.id in self.closed:
            return
        if table.status not in ("finished", "cancelled"):
            return
        self.closed.add(table.id)
        parent = self.bot.get_partial_messageable(table.parent_channel_id, guild_id=table.guild_id)
        try:
            await parent.get_partial_message(table.link_message_id).edit(
                content=link_text(table, locale), allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("could not edit the line linking to the thread of game %s", table.id)

    async def thread(self, thread_id: int) -> discord.Thread | None:
        """A table's thread, also when archived (discord.py then no longer keeps it)."""
        thread = self.bot.get_channel(thread_id)
        if thread is None:
            with contextlib.suppress(discord.HTTPException):
                thread = await self.bot.fetch_channel(thread_id)
        return thread if isinstance(thread, discord.Thread) else None

    async def reopen(self, table: Table, locale: str) -> None:
        """A Rematch opened a new table in a finished table's thread: the thread is opened again if it was archived
        (and unlocked), and the parent channel gets a new line linking to the new table, edited at its end too."""
        if table.parent_channel_id is None or table.link_message_id is not None:
            return
        timer = self.archive_timers.pop(table.channel_id, None)
        if timer is not None:
            timer.cancel()
        thread = await self.thread(table.channel_id)
        if thread is not None and (thread.archived or thread.locked):
            try:
                await thread.edit(archived=False, locked=False)
            except discord.HTTPException:
                log.warning("could not open again the thread of game %s", table.id)
        parent = self.bot.get_partial_messageable(table.parent_channel_id, guild_id=table.guild_id)
        try:
            line = await parent.send(link_text(table, locale, host_mention=f"<@{table.host_id}>"),
                                     allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("could not post the line linking to the thread of game %s", table.id)
            return
        await table.remember_link(line.id)

    def archive_later(self, table: Table) -> None:
        """A finished or cancelled table's thread is archived a while later (and locked when the bot has Manage
        Threads), unless a new table has opened in it meanwhile. (A restart forgets the wait; Discord then archives
        the thread after a week without messages.)"""
        if table.parent_channel_id is None or table.status not in ("finished", "cancelled"):
            return
        if table.channel_id in self.archive_timers:
            return
        loop = asyncio.get_running_loop()
        self.archive_timers[table.channel_id] = loop.call_later(
            ARCHIVE_AFTER_SECONDS, self._start_archiving, table.channel_id)

    def _start_archiving(self, thread_id: int) -> None:
        self.archive_timers.pop(thread_id, None)
        task = asyncio.get_running_loop().create_task(self.archive(thread_id))
        self.archiving.add(task)
        task.add_done_callback(self.archiving.discard)

    async def archive(self, thread_id: int) -> None:
        """Archive a table's thread whose game is over, locked too if the bot may manage threads there."""
        if self.bot.is_closed():
            return  # a bot shut down (restarted) leaves it to the one running now
        current = self.bot.tables.get(thread_id)
        if current is not None and current.status in ("lobby", "running"):
            return  # a Rematch is played there now
        thread = await self.thread(thread_id)
        if thread is None or thread.archived:
            return
        lock = thread.permissions_for(thread.guild.me).manage_threads
        try:
            await thread.edit(archived=True, locked=lock)
        except discord.HTTPException:
            log.warning("could not archive the thread %s of a finished table", thread_id)
