"""Where a table is and how a player gets back to it: jump links, the line naming a table in a player's DMs, the
claim call and the turn reminders sent by DM at a slow table, and ``/games`` (the tables a member sits at on a server).

A member may sit at several tables at once, slow ones especially (each in its own thread): every DM then names the
game, its number and its place, and ``/games`` lists them with whose turn it is and until when.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord.layout import claim_window_view
from bot.discord.replies import clip
from bot.i18n import resolve_locale, t
from bot.tables import is_slow

if TYPE_CHECKING:
    from bot.discord.presenter import Presenter
    from bot.tables import Table, TableManager

log = logging.getLogger(__name__)
GAMES_LISTED = 15  # /games shows this many tables at most (an answer holds 2,000 characters)


def jump_url(table: Table) -> str:
    """A link that opens the table: its message, or at a slow table its channel or thread (the message is posted
    again as the game goes on, so a link to an older one would lead nowhere)."""
    base = f"https://discord.com/channels/{table.guild_id}/{table.channel_id}"
    if table.record.message_id is None or is_slow(table.settings.pace):
        return base
    return f"{base}/{table.record.message_id}"


def tables_of(manager: TableManager, guild_id: int, user_id: int) -> list[Table]:
    """The open tables of a server (lobbies and running games) where the member has a seat, newest first."""
    found = [table for table in manager.tables.values()
             if table.guild_id == guild_id and table.status in ("lobby", "running") and table.seat_of(user_id) is not None]
    return sorted(found, key=lambda table: table.id, reverse=True)


def dm_place_line(manager: TableManager, table: Table, user_id: int, locale: str) -> str:
    """The line of a hand DM that leads back to the table. It names the game, its number and its place when the
    member sits at several tables, or plays at a slow one (their DMs then come hours apart)."""
    url = jump_url(table)
    several = len(tables_of(manager, table.guild_id, user_id)) > 1
    if not several and not is_slow(table.settings.pace):
        return t(locale, "dm-table-link", url=url)
    return t(locale, "dm-table-place", game=t(locale, f"game-{table.kind}"), id=table.id,
             place=f"<#{table.channel_id}>", url=url)


def whose_turn(table: Table, user_id: int, locale: str) -> str:
    if table.status == "lobby":
        return t(locale, "games-lobby")
    waiting = table.to_act()
    if table.seat_of(user_id) in waiting:
        return t(locale, "games-your-turn")
    names = ", ".join(discord.utils.escape_markdown(table.names[seat]) for seat in waiting)
    return t(locale, "games-their-turn", names=names or "-")


def games_text(manager: TableManager, guild_id: int, user_id: int, locale: str) -> str:
    """``/games``: the member's tables on this server, those where it is their turn first, each newest first, with
    the game, whose turn it is, the deadline (a Discord timestamp, shown in the reader's time zone) and a link."""
    tables = tables_of(manager, guild_id, user_id)
    if not tables:
        return t(locale, "games-none")
    mine = [table for table in tables if table.seat_of(user_id) in table.to_act()]
    others = [table for table in tables if table not in mine]
    lines = [t(locale, "games-title", count=len(tables))]
    for table in (mine + others)[:GAMES_LISTED]:
        deadline = table.deadline("turn") if table.status == "running" else None
        when = t(locale, "games-deadline", when=f"<t:{int(deadline)}:R>") if deadline is not None else ""
        lines.append(t(locale, "games-line", game=t(locale, f"game-{table.kind}"), id=table.id,
                       place=f"<#{table.channel_id}>", turn=whose_turn(table, user_id, locale),
                       pace=t(locale, f"pace-short-{table.settings.pace}"), deadline=when, url=jump_url(table)))
    if len(tables) > GAMES_LISTED:
        lines.append(t(locale, "games-more", count=len(tables) - GAMES_LISTED))
    return clip("\n".join(lines))


async def call_claimants_by_dm(presenter: Presenter, table: Table, window_id: int) -> None:
    """At a slow table nobody watches the thread: every person who may claim the discard is told by DM, with the
    window's buttons (Claim, Pass: what every claimant has alike), the deadline and a link to the table."""
    deadline = table.deadline("turn")
    for seat in table.to_act():
        record = table.seats[seat]
        if record.is_ai or record.user_id is None or record.dm_failed:
            continue
        prefs = await presenter.bot.store.user_prefs(record.user_id)
        if prefs.hand_dms == "never":
            continue
        locale = resolve_locale(prefs.locale, None, await presenter.channel_locale(table))
        content = "\n".join([
            t(locale, "claim-dm", when=f"<t:{int(deadline or presenter.bot.tables.clock())}:R>"),
            dm_place_line(presenter.bot.tables, table, record.user_id, locale),
        ])
        try:
            channel = await presenter.dm_channel(record.user_id)
            await channel.send(clip(content), view=claim_window_view(table, locale, window_id))
        except discord.HTTPException:
            log.info("could not call seat %s of game %s to the claim window by DM", seat, table.id)


async def remind_by_dm(presenter: Presenter, table: Table, seat: int) -> None:
    """At a slow table a reminder said only in the thread may go unseen for hours: a player whose DMs are open and
    who lets the bot DM them (``/notifications hand_dms`` other than never) gets it by DM too, with the game, its
    place and a link there."""
    if not is_slow(table.settings.pace):
        return
    record = table.seats[seat]
    if record.is_ai or record.user_id is None or record.dm_failed:
        return
    prefs = await presenter.bot.store.user_prefs(record.user_id)
    if prefs.hand_dms == "never":
        return
    locale = resolve_locale(prefs.locale, None, await presenter.channel_locale(table))
    deadline = table.deadline("turn")
    content = "\n".join([
        t(locale, "turn-reminder-dm", when=f"<t:{int(deadline or presenter.bot.tables.clock())}:R>"),
        dm_place_line(presenter.bot.tables, table, record.user_id, locale),
    ])
    try:
        channel = await presenter.dm_channel(record.user_id)
        await channel.send(clip(content))
    except discord.HTTPException:
        log.info("could not remind seat %s of game %s by DM", seat, table.id)
