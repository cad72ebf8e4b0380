"""``/game``: lobbies and host controls. A thin adapter over ``TableManager``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.ai.base import LEVELS
from bot.discord import limits
from bot.discord.guard import guarded_command, may_manage, require_bot_permissions
from bot.discord.items import ai_seat_names
from bot.discord.panels import send_hand
from bot.discord.places import games_text
from bot.discord.replies import defer, reply
from bot.discord.threads import open_table_in_thread
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules import registry
from bot.server_settings import PLACES, check_channel, lobby_choices
from bot.tables import PACES, target_override
from bot.translator import T, localized_option_names, with_local_option_names

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.tables import Table



async def game_autocomplete(interaction: discord.Interaction[RummyBot], current: str) -> list[app_commands.Choice[str]]:
    """Every registered game, named in the user's language."""
    from bot.discord.locale import user_locale

    locale = await user_locale(interaction)
    choices = [app_commands.Choice(name=t(locale, f"game-{kind}"), value=kind) for kind in registry.all_games()]
    needle = current.lower().strip()
    return [c for c in choices if needle in c.name.lower() or needle in c.value][: limits.AUTOCOMPLETE_CHOICES]
LEVEL_CHOICES = [app_commands.Choice(name=T(f"level-{level}"), value=level) for level in LEVELS]
PLACE_CHOICES = [app_commands.Choice(name=T(f"place-{place}"), value=place) for place in PLACES]
PACE_CHOICES = [app_commands.Choice(name=T(f"pace-{pace}"), value=pace) for pace in PACES]
MAX_TURN_SECONDS = max(pace.max_turn_seconds for pace in PACES.values())


def table_link(guild_id: int, channel_id: int, message_id: int | None) -> str:
    if message_id is None:
        return f"<#{channel_id}>"
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


@app_commands.guild_only()
class GameCommands(commands.GroupCog, group_name="game", group_description=T("cmd-game")):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot
        super().__init__()

    def _table(self, interaction: discord.Interaction[RummyBot]) -> Table:
        table = self.bot.tables.get(interaction.channel_id or 0)
        if table is None:
            raise Refusal("no-game-here")
        return table

    @app_commands.command(name="new", description=T("cmd-game-new"))
    @localized_option_names("game", "preset", "target", "turn_timer", "place", "pace")
    @app_commands.describe(game=T("opt-game"), preset=T("opt-preset"), target=T("opt-target"),
                           turn_timer=T("opt-turn-timer"), place=T("opt-place"), pace=T("opt-pace"))
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.choices(place=PLACE_CHOICES, pace=PACE_CHOICES)
    @guarded_command
    async def new(self, interaction: discord.Interaction[RummyBot], locale: str, game: str, preset: str | None = None,
                  target: app_commands.Range[int, 1, 10000] | None = None,
                  turn_timer: app_commands.Range[int, 15, MAX_TURN_SECONDS] | None = None,
                  place: str | None = None, pace: str | None = None) -> None:
        guild_id = interaction.guild_id or 0
        chosen = await lobby_choices(self.bot.store, guild_id, game, preset, target, turn_timer, place, pace)
        in_thread = chosen.place == "thread"
        if in_thread and not isinstance(interaction.channel, discord.TextChannel):
            if place is not None:  # asked for here: say why not
                raise Refusal("thread-in-thread" if isinstance(interaction.channel, discord.Thread)
                                  else "thread-not-here")
            in_thread = False  # the server's default: a thread (or voice channel) holds the table itself
        existing = self.bot.tables.get(interaction.channel_id or 0)
        if existing is not None and not in_thread:
            link = table_link(existing.guild_id, existing.channel_id, existing.record.message_id)
            await reply(interaction, t(locale, "err-channel-busy-link", game=t(locale, f"game-{existing.kind}"),
                                       link=link))
            return
        await check_channel(self.bot.store, guild_id, interaction.channel_id or 0,
                            getattr(interaction.channel, "parent_id", None))
        overrides = target_override(game, chosen.target) if chosen.target is not None else {}
        if in_thread and isinstance(interaction.channel, discord.TextChannel):
            # (a thread, a lobby and a line: several requests; guarded acknowledges if they take long)
            table = await open_table_in_thread(
                self.bot, interaction.channel, kind=game, host=interaction.user, preset=chosen.preset,
                overrides=overrides, turn_seconds=chosen.turn_seconds, pace=chosen.pace, answer_locale=locale)
            await reply(interaction, t(locale, "lobby-opened-in-thread", game=t(locale, f"game-{game}"),
                                       thread=f"<#{table.channel_id}>"))
            return
        require_bot_permissions(interaction, locale)
        await self.bot.tables.lobby.open_lobby(
            guild_id=guild_id, channel_id=interaction.channel_id or 0, kind=game,
            host_id=interaction.user.id, host_name=interaction.user.display_name, preset=chosen.preset,
            overrides=overrides, turn_seconds=chosen.turn_seconds, pace=chosen.pace,
        )
        await reply(interaction, t(locale, "lobby-opened", game=t(locale, f"game-{game}")))

    @app_commands.command(name="join", description=T("cmd-game-join"))
    @guarded_command
    async def join(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        table = self._table(interaction)
        if table.status != "lobby":
            raise Refusal("game-already-started")
        await self.bot.tables.lobby.join(table, interaction.user.id, interaction.user.display_name)
        await reply(interaction, t(locale, "lobby-you-joined", game=t(locale, f"game-{table.kind}")))

    @app_commands.command(name="leave", description=T("cmd-game-leave"))
    @guarded_command
    async def leave(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        table = self._table(interaction)
        if table.status != "lobby":
            raise Refusal("leave-running-game")
        await self.bot.tables.lobby.leave(table, interaction.user.id)
        await reply(interaction, t(locale, "lobby-you-left"))

    @app_commands.command(name="start", description=T("cmd-game-start"))
    @guarded_command
    async def start(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        table = self._table(interaction)
        await defer(interaction)
        await self.bot.tables.lobby.start(table, interaction.user.id, may_manage=may_manage(interaction))
        await reply(interaction, t(locale, "lobby-started"))

    @app_commands.command(name="cancel", description=T("cmd-game-cancel"))
    @guarded_command
    async def cancel(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        table = self._table(interaction)
        await self.bot.tables.lobby.cancel(table, interaction.user.id, may_manage=may_manage(interaction))
        await reply(interaction, t(locale, "lobby-cancelled-by-you"))

    @app_commands.command(name="addbot", description=T("cmd-game-addbot"))
    @localized_option_names("level")
    @app_commands.describe(level=T("opt-level"))
    @app_commands.choices(level=LEVEL_CHOICES)
    @guarded_command
    async def addbot(self, interaction: discord.Interaction[RummyBot], locale: str, level: str = "medium") -> None:
        table = self._table(interaction)
        await self.bot.tables.lobby.add_ai(table, interaction.user.id, level, may_manage=may_manage(interaction),
                                     name=await ai_seat_names(self.bot, table))
        await reply(interaction, t(locale, "lobby-ai-added", level=t(locale, f"level-{level}")))

    @app_commands.command(name="kick", description=T("cmd-game-kick"))
    @localized_option_names("seat")
    @app_commands.describe(seat=T("opt-seat"))
    @guarded_command
    async def kick(self, interaction: discord.Interaction[RummyBot], locale: str, seat: app_commands.Range[int, 1, 8]) -> None:
        table = self._table(interaction)
        await self.bot.tables.lobby.kick(table, interaction.user.id, seat - 1, may_manage=may_manage(interaction))
        await reply(interaction, t(locale, "lobby-kicked", seat=seat))

    @app_commands.command(name="status", description=T("cmd-game-status"))
    @guarded_command
    async def status(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        table = self._table(interaction)
        layout, file = await self.bot.presenter.table_message(table, locale)
        await reply(interaction, view=layout, file=file)

    @app_commands.command(name="rules", description=T("cmd-game-rules"))
    @localized_option_names("game")
    @app_commands.describe(game=T("opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    @guarded_command
    async def rules(self, interaction: discord.Interaction[RummyBot], locale: str, game: str) -> None:
        if game not in registry.all_games():
            raise Refusal("unknown-game", game=game)
        embed = discord.Embed(title=t(locale, f"game-{game}"), description=with_local_option_names(t(locale, f"rules-{game}"), locale)[: limits.EMBED_DESCRIPTION_CHARS],
                              colour=discord.Colour.blurple())
        await reply(interaction, embed=embed)

    @app_commands.command(name="resign", description=T("cmd-game-resign"))
    @guarded_command
    async def resign(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        table = self._table(interaction)
        await self.bot.tables.lobby.resign(table, interaction.user.id)
        await reply(interaction, t(locale, "resign-done"))

    @app_commands.command(name="rematch", description=T("cmd-game-rematch"))
    @guarded_command
    async def rematch(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        await check_channel(self.bot.store, interaction.guild_id or 0, interaction.channel_id or 0,
                            getattr(interaction.channel, "parent_id", None))
        require_bot_permissions(interaction, locale)
        await self.bot.tables.lobby.rematch(guild_id=interaction.guild_id or 0, channel_id=interaction.channel_id or 0,
                                      host_id=interaction.user.id, host_name=interaction.user.display_name)
        await reply(interaction, t(locale, "lobby-rematch"))


@app_commands.guild_only()
class HandCommand(commands.Cog):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot

    @app_commands.command(name="hand", description=T("cmd-hand"))
    @guarded_command
    async def hand(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        table = self.bot.tables.get(interaction.channel_id or 0)
        if table is None:
            raise Refusal("no-game-here")
        await send_hand(interaction, table, locale)


@app_commands.guild_only()
class GamesCommand(commands.Cog):
    """``/games``: the tables a member sits at on this server (slow ones in threads especially), their turns first."""

    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot

    @app_commands.command(name="games", description=T("cmd-games"))
    @guarded_command
    async def games(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        await reply(interaction, games_text(self.bot.tables, interaction.guild_id or 0, interaction.user.id, locale))


async def setup(bot: RummyBot) -> None:
    await bot.add_cog(GameCommands(bot))
    await bot.add_cog(HandCommand(bot))
    await bot.add_cog(GamesCommand(bot))
