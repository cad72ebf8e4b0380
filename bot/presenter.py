"""The Discord side of the tables: the public table message, private hands by DM, turn pings, final scores.

Called by ``TableManager`` after every committed change. Anything failing here (Discord down, DMs closed) never
loses a game: the next update edits or re-posts the table message again, and hands stay available through
"My hand" and ``/hand``.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

import render
from bot.i18n import resolve_locale, t
from bot.rules.base import Control, Event
from bot.texts import event_text
from bot.ui import STYLES, ActionButton, HandButton, lobby_view

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.tables import Table

log = logging.getLogger(__name__)
DM_CLOSED = 50007


def render_context(table: Table, locale: str, seconds_left: int | None = None) -> render.RenderContext:
    return render.RenderContext(names=table.names, locale=locale, seconds_left=seconds_left)


async def _png(function_name: str, table: Table, view: Any, locale: str, filename: str,
               seconds_left: int | None = None) -> discord.File | None:
    """A picture of ``view`` drawn off the event loop by the game's declared renderer, or None (no showdown now, or
    drawing failed: the text tells all)."""
    context = render_context(table, locale, seconds_left)
    try:
        data = await asyncio.to_thread(getattr(table.game.renderer, function_name), view, context)
    except Exception:
        log.exception("rendering %s failed for game %s", function_name, table.id)
        return None
    if data is None:
        return None
    return discord.File(io.BytesIO(data), filename=filename)


async def hand_message(table: Table, seat: int, locale: str, view: Any = None) -> tuple[str, discord.File | None]:
    """Text (always: the hand in canonical notation) and image of one seat's private view."""
    view = table.view(seat) if view is None else view
    hand = table.rules.hand_text(view)
    status = event_text(table.rules.status(view), table.names, locale)
    content = t(locale, "hand-header", game=t(locale, f"game-{table.kind}"), hand=hand or "-", status=status)
    file = await _png("hand_png", table, view, locale, "hand.png")
    return content, file


def shared_window_controls(table: Table) -> list[Control]:
    """During a claim window, the buttons every awaited seat has alike (Claim, Pass) go on the public message, so
    a claim takes one click before the short clock runs out. Only buttons identical for all of them qualify: those
    reveal nothing about anyone's hand."""
    waiting = table.to_act()
    if not waiting or not table.in_claim_window():
        return []
    per_seat = [[c for c in table.rules.controls(table.state, seat) if not c.choices] for seat in waiting]
    return [c for c in per_seat[0] if all(c in others for others in per_seat[1:])][:4]


class Presenter:
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot
        self.sent_hands: dict[tuple[int, int], str] = {}
        self.last_ping: dict[int, tuple[int, int]] = {}  # game id -> (seat pinged, message id)
        self.last_showdown: dict[int, int] = {}  # game id -> hash of the last end-of-hand image posted

    async def prime(self, table: Table) -> None:
        """After a restart: what was shown before it (hands sent, the last showdown) is not sent again."""
        if table.state is None:
            return
        for seat in table.seats:
            if seat.user_id is not None:
                self.sent_hands[(table.id, seat.seat)] = table.rules.hand_text(table.view(seat.seat))
        showdown = await _png("showdown_png", table, table.view(None), await self.channel_locale(table), "x.png")
        if showdown is not None:
            self.last_showdown[table.id] = hash(showdown.fp.getvalue())  # type: ignore[attr-defined]

    async def channel_locale(self, table: Table) -> str:
        chosen = await self.bot.store.guild_locale(table.guild_id)
        guild = self.bot.get_guild(table.guild_id)
        return resolve_locale(None, None, chosen or (str(guild.preferred_locale) if guild else None))

    def channel(self, table: Table) -> discord.TextChannel | discord.Thread | discord.VoiceChannel | None:
        channel = self.bot.get_channel(table.channel_id)
        if isinstance(channel, discord.TextChannel | discord.Thread | discord.VoiceChannel):
            return channel
        return None

    # -- TableListener ---------------------------------------------------------------------------------------

    async def on_update(self, table: Table, events: Sequence[Event]) -> None:
        locale = await self.channel_locale(table)
        await self.sync_table_message(table, locale)
        if table.state is not None:
            await self.post_showdown(table, locale)
        if table.status in ("running", "finished"):
            await self.send_hands(table, events, locale)
        if table.status == "running":
            await self.ping_turn(table, locale)
        elif table.status == "finished":
            await self.announce_results(table, locale)

    async def on_reminder(self, table: Table, seat: int) -> None:
        user_id = table.seats[seat].user_id
        channel = self.channel(table)
        if user_id is None or channel is None:
            return
        prefs = await self.bot.store.user_prefs(user_id)
        if not prefs.turn_pings:
            return
        locale = await self.channel_locale(table)
        deadline = table.deadline("turn")
        seconds = max(0, round(deadline - self.bot.tables.clock())) if deadline else 0
        try:
            await channel.send(t(locale, "turn-reminder", mention=f"<@{user_id}>", seconds=seconds),
                               allowed_mentions=discord.AllowedMentions(users=True))
        except discord.HTTPException:
            log.warning("could not send a turn reminder in game %s", table.id)

    # -- the public table message ----------------------------------------------------------------------------

    async def table_message(self, table: Table, locale: str) -> tuple[discord.Embed, discord.File | None,
                                                                       discord.ui.View | None]:
        game_name = t(locale, f"game-{table.kind}")
        embed = discord.Embed(title=game_name, colour=discord.Colour.dark_green())
        file = None
        view: discord.ui.View | None = None
        if table.status == "lobby":
            rules = table.rules
            embed.description = t(locale, "lobby-description", min=rules.min_players, max=rules.max_players,
                                  count=len(table.seats))
            embed.add_field(name=t(locale, "lobby-players"), value=self._seat_lines(table, locale), inline=False)
            embed.add_field(name=t(locale, "lobby-settings"), value=self._settings_line(table, locale),
                            inline=False)
            view = lobby_view(table, locale)
        elif table.status == "running":
            spectator = table.view(None)
            status = event_text(table.rules.status(spectator), table.names, locale)
            recent = [event_text(e, table.names, locale) for e in table.recent_events[-5:]]
            embed.description = "\n".join([f"**{status}**", *recent])[:4000]
            embed.add_field(name=t(locale, "lobby-players"), value=self._seat_lines(table, locale), inline=False)
            deadline = table.deadline("turn")
            seconds_left = max(0, round(deadline - self.bot.tables.clock())) if deadline else None
            file = await _png("table_png", table, spectator, locale, "table.png", seconds_left)
            if file is not None:
                embed.set_image(url="attachment://table.png")
            view = discord.ui.View(timeout=None)
            view.add_item(HandButton(table.id, t(locale, "button-my-hand")))
            for control in shared_window_controls(table):
                view.add_item(ActionButton(table.id, table.version, control.command, control.args,
                                           t(locale, control.label, **dict(control.label_params))[:80],
                                           STYLES.get(control.style, discord.ButtonStyle.secondary)))
        else:
            recent = [event_text(e, table.names, locale) for e in table.recent_events[-5:]]
            key = "table-finished" if table.status == "finished" else "table-cancelled"
            embed.description = "\n".join([f"**{t(locale, key)}**", *recent])[:4000]
            embed.add_field(name=t(locale, "lobby-players"), value=self._seat_lines(table, locale), inline=False)
        embed.set_footer(text=t(locale, "table-footer", id=table.id, version=table.version))
        return embed, file, view

    def _seat_lines(self, table: Table, locale: str) -> str:
        waiting = set(table.to_act())
        lines = []
        for seat in table.seats:
            who = f"<@{seat.user_id}>" if seat.user_id is not None else f"🤖 {seat.name}"
            if seat.ai_level is not None:
                who += " " + t(locale, "seat-ai-level", level=t(locale, f"level-{seat.ai_level}"))
            marker = "▶️ " if seat.seat in waiting else ""
            lines.append(f"{marker}{seat.seat + 1}. {who}")
        return "\n".join(lines) or "-"

    def _settings_line(self, table: Table, locale: str) -> str:
        parts = [t(locale, "settings-line", preset=table.preset or "-", seconds=table.settings.turn_seconds,
                   pace=t(locale, f"pace-{table.settings.ai_pace}"))]
        for name, value in table.record.options.get("overrides", {}).items():
            parts.append(f"`{name} = {value}`")
        return "\n".join(parts)

    async def sync_table_message(self, table: Table, locale: str) -> None:
        """Edit the table message in place, or post it again if it is gone; a later update retries failures."""
        channel = self.channel(table)
        if channel is None:
            return
        embed, file, view = await self.table_message(table, locale)
        attachments = [file] if file is not None else []
        message_id = table.record.message_id
        if message_id is not None:
            try:
                partial = channel.get_partial_message(message_id)
                await partial.edit(embed=embed, attachments=attachments, view=view)
                return
            except discord.NotFound:
                message_id = None  # deleted by someone: post the table again below
            except discord.HTTPException:
                log.warning("could not edit the table message of game %s; will retry", table.id)
                return
            if file is not None:
                file.reset()
        try:
            kwargs: dict[str, Any] = {"embed": embed}
            if file is not None:
                kwargs["file"] = file
            if view is not None:
                kwargs["view"] = view
            message = await channel.send(**kwargs)
        except discord.HTTPException:
            log.warning("could not post the table message of game %s; will retry", table.id)
            return
        async with table.lock, table.transaction() as record:
            record.message_id = message.id
            await self.bot.store.save_game(record)

    # -- private hands ---------------------------------------------------------------------------------------

    async def send_hands(self, table: Table, events: Sequence[Event], channel_locale: str) -> None:
        """DM every player whose hand changed, or who has something private to learn (the card they drew)."""
        for seat in table.seats:
            if seat.user_id is None:
                continue
            view = table.view(seat.seat)
            hand = table.rules.hand_text(view)
            private = [e for e in events if e.private_to == seat.seat]
            key = (table.id, seat.seat)
            if self.sent_hands.get(key) == hand and not private:
                continue
            self.sent_hands[key] = hand
            await self.send_hand_dm(table, seat.seat, view, private, channel_locale)

    async def send_hand_dm(self, table: Table, seat: int, view: Any, private: Sequence[Event],
                           channel_locale: str) -> None:
        seat_record = table.seats[seat]
        assert seat_record.user_id is not None
        prefs = await self.bot.store.user_prefs(seat_record.user_id)
        if prefs.dm_opt_out:
            return
        locale = resolve_locale(prefs.locale, None, channel_locale)
        content, file = await hand_message(table, seat, locale, view)
        lines = [event_text(e, table.names, locale) for e in private]
        if table.record.message_id:
            lines.append(t(locale, "dm-table-link",
                           url=f"https://discord.com/channels/{table.guild_id}/{table.channel_id}/"
                               f"{table.record.message_id}"))
        content = "\n".join([content, *lines])[:2000]
        try:
            user = self.bot.get_user(seat_record.user_id) or await self.bot.fetch_user(seat_record.user_id)
            kwargs: dict[str, Any] = {"content": content}
            if file is not None:
                kwargs["file"] = file
            await user.send(**kwargs)
        except discord.Forbidden as error:
            if error.code == DM_CLOSED or error.status == 403:
                await self.tell_dms_closed(table, seat, channel_locale)
        except discord.HTTPException:
            log.warning("could not DM the hand of seat %s in game %s", seat, table.id)

    async def tell_dms_closed(self, table: Table, seat: int, locale: str) -> None:
        """Once per game: the player learns (by a mention in the channel) to use "My hand" instead."""
        async with table.lock:
            if table.seats[seat].dm_failed:
                return
            async with table.transaction() as record:
                record.seats[seat].dm_failed = True
                await self.bot.store.save_game(record)
        seat_record = table.seats[seat]
        channel = self.channel(table)
        if channel is None:
            return
        try:
            await channel.send(t(locale, "dm-closed", mention=f"<@{seat_record.user_id}>"),
                               allowed_mentions=discord.AllowedMentions(users=True))
        except discord.HTTPException:
            log.warning("could not tell seat %s of game %s that DMs are closed", seat, table.id)

    # -- turns and results -----------------------------------------------------------------------------------

    async def ping_turn(self, table: Table, locale: str) -> None:
        """Mention the player whose turn it is, once per turn; the previous ping is removed to keep it tidy."""
        waiting = table.to_act()
        if len(waiting) != 1 or table.in_claim_window():
            return
        seat = table.seats[waiting[0]]
        previous = self.last_ping.get(table.id)
        if seat.is_ai or seat.user_id is None or (previous and previous[0] == seat.seat):
            return
        channel = self.channel(table)
        if channel is None:
            return
        prefs = await self.bot.store.user_prefs(seat.user_id)
        if not prefs.turn_pings:
            return
        try:
            message = await channel.send(t(locale, "turn-ping", mention=f"<@{seat.user_id}>"),
                                         allowed_mentions=discord.AllowedMentions(users=True))
        except discord.HTTPException:
            return
        if previous is not None:
            with contextlib.suppress(discord.HTTPException):
                await channel.get_partial_message(previous[1]).delete()
        self.last_ping[table.id] = (seat.seat, message.id)

    async def post_showdown(self, table: Table, locale: str) -> None:
        """The end-of-hand picture (revealed hands, points), posted once per hand as a message of its own."""
        channel = self.channel(table)
        file = await _png("showdown_png", table, table.view(None), locale, "showdown.png")
        if channel is None or file is None:
            return
        digest = hash(file.fp.getvalue())  # type: ignore[attr-defined]
        if self.last_showdown.get(table.id) == digest:
            return
        self.last_showdown[table.id] = digest
        try:
            await channel.send(file=file)
        except discord.HTTPException:
            log.warning("could not post the showdown of game %s", table.id)

    async def announce_results(self, table: Table, locale: str) -> None:
        channel = self.channel(table)
        outcome = table.rules.outcome(table.state) if table.state is not None else None
        if channel is None or outcome is None:
            return
        order = sorted(range(len(table.seats)), key=lambda s: (outcome.ranking[s], -outcome.scores[s]))
        lines = [
            t(locale, "result-line", rank=outcome.ranking[s], name=table.names[s], score=outcome.scores[s])
            for s in order
        ]
        embed = discord.Embed(title=t(locale, "results-title", game=t(locale, f"game-{table.kind}")),
                              description="\n".join(lines), colour=discord.Colour.gold())
        kwargs: dict[str, Any] = {"embed": embed}
        try:
            data = await asyncio.to_thread(render.final_scores_png, outcome.scores, outcome.ranking,
                                           render_context(table, locale))
            kwargs["file"] = discord.File(io.BytesIO(data), filename="scores.png")
            embed.set_image(url="attachment://scores.png")
        except Exception:
            log.exception("rendering final scores failed for game %s", table.id)
        try:
            await channel.send(**kwargs)
        except discord.HTTPException:
            log.warning("could not announce the results of game %s", table.id)
        self.last_ping.pop(table.id, None)
