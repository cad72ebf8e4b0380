"""``/tournament``: a tournament the bot runs itself (``bot.discord.tournaments``): new (Manage Server), status,
start early and cancel (its organiser, or Manage Server, or the role a server names for its organisers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.guard import guarded_command
from bot.discord.replies import defer, reply
from bot.discord.tournaments import TournamentButton, TournamentRecord, TournamentRunner, formats_for
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules import registry
from bot.tables import target_override
from bot.tournaments import progress
from bot.tournaments.progress import FORMATS
from bot.translator import T, localized_option_names
from cogs.game import game_autocomplete

if TYPE_CHECKING:
    from bot.client import RummyBot

FORMAT_CHOICES = [app_commands.Choice(name=T(f"tournament-format-{name}"), value=name) for name in FORMATS]


def manages_server(interaction: discord.Interaction[RummyBot]) -> bool:
    permissions = getattr(interaction.user, "guild_permissions", None)
    return bool(permissions and permissions.manage_guild)


async def may_organise(bot: RummyBot, interaction: discord.Interaction[RummyBot]) -> bool:
    """Whether a member may open and run tournaments: Manage Server, or the role the server named
    (``/settings tournaments``)."""
    if manages_server(interaction):
        return True
    role_id = await bot.store.tournament_role(interaction.guild_id or 0)
    return role_id is not None and any(role.id == role_id for role in getattr(interaction.user, "roles", ()))


async def refuse_organising(bot: RummyBot, interaction: discord.Interaction[RummyBot]) -> Refusal:
    """The refusal for a member who may not open a tournament, naming the organisers' role if there is one."""
    role_id = await bot.store.tournament_role(interaction.guild_id or 0)
    if role_id is None:
        return Refusal("tournament-manage-only")
    return Refusal("tournament-organisers-only", role=f"<@&{role_id}>")


@app_commands.guild_only()
class TournamentCommands(commands.GroupCog, group_name="tournament", group_description=T("cmd-tournament")):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot
        self.runner = TournamentRunner(bot)
        super().__init__()

    async def cog_load(self) -> None:
        self.runner.start()

    async def cog_unload(self) -> None:
        await self.runner.stop()

    async def _channel_tournament(self, interaction: discord.Interaction[RummyBot]) -> TournamentRecord:
        """The open tournament of this channel (the newest), else the last one of the server."""
        guild_id = interaction.guild_id or 0
        here = [x for x in await self.bot.store.open_tournaments() if x.guild_id == guild_id]
        in_channel = [x for x in here if x.channel_id == interaction.channel_id]
        found = (in_channel or here)[-1:]
        if not found:
            raise Refusal("tournament-none")
        return found[0]

    @app_commands.command(name="new", description=T("cmd-tournament-new"))
    @localized_option_names("game", "format", "size", "start", "rounds", "table_size", "preset", "target",
                            "turn_timer")
    @app_commands.describe(game=T("opt-game"), format=T("opt-tournament-format"), size=T("opt-tournament-size"),
                           start=T("opt-tournament-start"), rounds=T("opt-tournament-rounds"),
                           table_size=T("opt-tournament-table-size"), preset=T("opt-preset"), target=T("opt-target"),
                           turn_timer=T("opt-turn-timer"))
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.choices(format=FORMAT_CHOICES)
    @guarded_command
    async def new(self, interaction: discord.Interaction[RummyBot], locale: str, game: str, format: str,
                  size: app_commands.Range[int, 2, 64] = 8, start: app_commands.Range[int, 1, 10080] = 15,
                  rounds: app_commands.Range[int, 1, 12] | None = None,
                  table_size: app_commands.Range[int, 3, 8] | None = None, preset: str | None = None,
                  target: app_commands.Range[int, 1, 10000] | None = None,
                  turn_timer: app_commands.Range[int, 15, 3600] | None = None) -> None:
        if not await may_organise(self.bot, interaction):
            raise await refuse_organising(self.bot, interaction)
        if game not in registry.all_games():
            raise Refusal("unknown-game", game=game)
        name = t(locale, f"game-{game}")
        allowed = formats_for(game)
        if format not in allowed:
            raise Refusal("tournament-format-not-for-game", game=name, formats=", ".join(
                t(locale, f"tournament-format-{f}") for f in allowed))
        if format == "swiss" and rounds is not None and rounds > progress.max_swiss_rounds(size):
            raise Refusal("tournament-too-many-rounds", rounds=rounds, size=size,
                              most=progress.max_swiss_rounds(size))
        rules = registry.get(game)
        if table_size is not None and not rules.min_players <= table_size <= rules.max_players:
            raise Refusal("tournament-table-size", game=name, low=max(3, rules.min_players),
                              high=rules.max_players)
        overrides = target_override(game, target) if target is not None else {}
        # The matches' options are checked now: a tournament never opens a table the game refuses.
        self.bot.tables.lobby.lobby_options(game, preset=preset, overrides=overrides, turn_seconds=turn_timer)
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            raise Refusal("tournament-text-channel")
        await defer(interaction)
        record = TournamentRecord(
            guild_id=interaction.guild_id or 0, channel_id=channel.id, kind=game, format=format,
            organiser_id=interaction.user.id, size=size, starts_at=self.bot.tables.clock() + 60 * start,
            state={"players": [], "options": {"rounds": rounds, "table_size": table_size, "preset": preset,
                                              "overrides": overrides, "turn_seconds": turn_timer}},
        )
        await self.runner.create(record, channel)
        await reply(interaction, t(locale, "tournament-created", game=name, id=record.id or 0))

    @app_commands.command(name="status", description=T("cmd-tournament-status"))  # also one that has ended
    @guarded_command
    async def status(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        last = await self.bot.store.last_tournament(interaction.guild_id or 0, interaction.channel_id or 0)
        tournament = last if last is not None else await self._channel_tournament(interaction)
        await defer(interaction)
        embed, file = await self.runner.message(tournament, locale)
        if file is None:
            await reply(interaction, embed=embed)
        else:
            await reply(interaction, embed=embed, file=file)

    @app_commands.command(name="start", description=T("cmd-tournament-start"))
    @guarded_command
    async def start_now(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        tournament = await self._channel_tournament(interaction)
        await self.runner.start_now(tournament.id or 0, interaction.user,
                                    await may_organise(self.bot, interaction))
        await reply(interaction, t(locale, "tournament-starting", id=tournament.id or 0))

    @app_commands.command(name="cancel", description=T("cmd-tournament-cancel"))
    @guarded_command
    async def cancel(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        tournament = await self._channel_tournament(interaction)
        await defer(interaction)
        await self.runner.cancel(tournament.id or 0, interaction.user, await may_organise(self.bot, interaction))
        channel = interaction.channel
        if isinstance(channel, discord.abc.Messageable):
            server = await self.runner.locale_of(tournament)
            await channel.send(t(server, "tournament-cancelled", game=t(server, f"game-{tournament.kind}"),
                                 id=tournament.id or 0))
        await reply(interaction, t(locale, "tournament-you-cancelled", id=tournament.id or 0))


async def setup(bot: RummyBot) -> None:
    bot.add_dynamic_items(TournamentButton)
    await bot.add_cog(TournamentCommands(bot))
