"""``/settings``: a server's defaults for each game, where games may be opened, leaderboard resets, its language.

Only members with Manage Server may use it; everyone else gets a private refusal (the command is also hidden from
them by default in Discord).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import limits
from bot.discord.guard import bot_of, guarded, guarded_command
from bot.discord.locale import user_locale
from bot.discord.replies import edit_clicked, reply
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules import registry
from bot.seasons import MAX_SEASON_LENGTH, SEASON_BOARDS, SEASON_UNITS, SeasonSettings, start_seasons
from bot.server_settings import clear_defaults, save_defaults, save_table_defaults
from bot.tables import target_override
from bot.translator import T, localized_option_names
from cogs.game import PACE_CHOICES, PLACE_CHOICES, game_autocomplete
from cogs.preferences import LANGUAGE_CHOICES
from cogs.seasons import length_text, season_clock_of, when

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.store import GameDefaults, TableDefaults


SEASON_UNIT_CHOICES = [app_commands.Choice(name=T(f"season-unit-{unit}"), value=unit) for unit in SEASON_UNITS]
SEASON_BOARD_CHOICES = [app_commands.Choice(name=T(f"season-board-{board}"), value=board) for board in SEASON_BOARDS]


def require_manage_server(interaction: discord.Interaction[RummyBot]) -> None:
    permissions = getattr(interaction.user, "guild_permissions", None)
    if not (permissions and permissions.manage_guild):
        raise Refusal("server-manage-only")


def known_game(game: str) -> str:
    if game not in registry.all_games():
        raise Refusal("unknown-game", game=game)
    return game


def defaults_text(defaults: GameDefaults, locale: str) -> str:
    parts = []
    if defaults.preset is not None:
        parts.append(t(locale, "server-default-preset", preset=defaults.preset))
    if defaults.target is not None:
        parts.append(t(locale, "server-default-target", target=defaults.target))
    if defaults.turn_seconds is not None:
        parts.append(t(locale, "server-default-turn-timer", seconds=defaults.turn_seconds))
    return t(locale, "server-default-line", game=t(locale, f"game-{defaults.kind}"), defaults=" · ".join(parts))


def table_defaults_text(defaults: TableDefaults, locale: str) -> str:
    """Where the server's tables open and at what pace, as ``/settings show`` says it."""
    return t(locale, "server-show-tables", place=t(locale, f"place-{defaults.place or 'channel'}"),
             pace=t(locale, f"pace-short-{defaults.pace or 'live'}"))


class ResetLeaderboardButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rb:reset-board:(?P<kind>[a-z0-9_]+)"
):
    """The confirmation of ``/settings reset-leaderboard``; checks the clicker's permission again."""

    def __init__(self, kind: str, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or kind, style=discord.ButtonStyle.danger,
                                           custom_id=f"rb:reset-board:{kind}"))
        self.kind = kind

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> ResetLeaderboardButton:
        return cls(match["kind"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, self._run, acknowledge="update")

    async def _run(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        require_manage_server(interaction)
        kind = known_game(self.kind)
        removed = await bot_of(interaction).store.reset_leaderboard(interaction.guild_id or 0, kind)
        await edit_clicked(
            interaction, content=t(locale, "server-board-reset", game=t(locale, f"game-{kind}"), players=removed), view=None)


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class SettingsCommands(commands.GroupCog, group_name="settings", group_description=T("cmd-settings")):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="show", description=T("cmd-settings-show"))
    @guarded_command
    async def show(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        require_manage_server(interaction)
        guild_id = interaction.guild_id or 0
        language = await self.bot.store.guild_locale(guild_id)
        channels = await self.bot.store.allowed_channels(guild_id)
        defaults = await self.bot.store.game_defaults(guild_id)
        lines = [
            t(locale, "server-show-language",
              language=t(locale, f"language-{language}" if language else "language-auto")),
            t(locale, "server-show-channels", channels=", ".join(f"<#{c}>" for c in channels))
            if channels else t(locale, "server-show-every-channel"),
        ]
        lines.append(table_defaults_text(await self.bot.store.table_defaults(guild_id), locale))
        lines += [defaults_text(d, locale) for _kind, d in sorted(defaults.items())]
        lines += [t(locale, "server-show-season", game=t(locale, f"game-{kind}"),
                    length=length_text(locale, s.length, s.unit), board=t(locale, f"season-board-{s.board}"),
                    channel=f"<#{s.channel_id}>")
                  for kind, s in sorted((await self.bot.store.season_settings(guild_id)).items())]
        organisers = await self.bot.store.tournament_role(guild_id)
        lines.append(t(locale, "server-show-tournament-role", role=f"<@&{organisers}>") if organisers
                     else t(locale, "server-show-tournament-manage-only"))
        if not defaults:
            lines.append(t(locale, "server-show-no-defaults"))
        embed = discord.Embed(title=t(locale, "server-show-title"), description="\n".join(lines)[: limits.EMBED_DESCRIPTION_CHARS],
                              colour=discord.Colour.dark_grey())
        await reply(interaction, embed=embed)

    @app_commands.command(name="game", description=T("cmd-settings-game"))
    @localized_option_names("game", "preset", "target", "turn_timer", "clear")
    @app_commands.describe(game=T("opt-game"), preset=T("opt-preset"), target=T("opt-target"),
                           turn_timer=T("opt-turn-timer"), clear=T("opt-settings-clear"))
    @app_commands.autocomplete(game=game_autocomplete)
    @guarded_command
    async def game(self, interaction: discord.Interaction[RummyBot], locale: str, game: str, preset: str | None = None,
                   target: app_commands.Range[int, 1, 10000] | None = None,
                   turn_timer: app_commands.Range[int, 15, 3600] | None = None, clear: bool = False) -> None:
        require_manage_server(interaction)
        kind = known_game(game)
        guild_id = interaction.guild_id or 0
        if clear:
            await clear_defaults(self.bot.store, guild_id, kind)
            await reply(interaction, t(locale, "server-defaults-cleared", game=t(locale, f"game-{kind}")))
            return
        rules = registry.get(kind)
        if preset is not None and preset not in rules.presets:
            raise Refusal("unknown-preset", preset=preset, presets=", ".join(rules.presets))
        if target is not None:
            target_override(kind, target)  # refuses a target for a game without one
        saved = await save_defaults(self.bot.store, guild_id, kind, preset, target, turn_timer)
        await reply(interaction, t(locale, "server-defaults-saved", line=defaults_text(saved, locale)))

    @app_commands.command(name="tables", description=T("cmd-settings-tables"))
    @localized_option_names("place", "pace", "clear")
    @app_commands.describe(place=T("opt-settings-place"), pace=T("opt-settings-pace"), clear=T("opt-settings-clear"))
    @app_commands.choices(place=PLACE_CHOICES, pace=PACE_CHOICES)
    @guarded_command
    async def tables(self, interaction: discord.Interaction[RummyBot], locale: str, place: str | None = None, pace: str | None = None,
                     clear: bool = False) -> None:
        require_manage_server(interaction)
        saved = await save_table_defaults(self.bot.store, interaction.guild_id or 0, place, pace, clear)
        await reply(interaction, t(locale, "server-tables-saved", line=table_defaults_text(saved, locale)))

    @app_commands.command(name="channel", description=T("cmd-settings-channel"))
    @localized_option_names("channel", "allowed")
    @app_commands.describe(channel=T("opt-settings-channel"), allowed=T("opt-settings-allowed"))
    @guarded_command
    async def channel(self, interaction: discord.Interaction[RummyBot], locale: str, channel: discord.TextChannel, allowed: bool) -> None:
        require_manage_server(interaction)
        guild_id = interaction.guild_id or 0
        await self.bot.store.set_channel_allowed(guild_id, channel.id, allowed)
        channels = await self.bot.store.allowed_channels(guild_id)
        if not channels:
            await reply(interaction, t(locale, "server-channels-every"))
            return
        await reply(interaction, t(locale, "server-channels-now",
                                   channels=", ".join(f"<#{c}>" for c in channels)))

    @app_commands.command(name="reset-leaderboard", description=T("cmd-settings-reset-leaderboard"))
    @localized_option_names("game")
    @app_commands.describe(game=T("opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    @guarded_command
    async def reset_leaderboard(self, interaction: discord.Interaction[RummyBot], locale: str, game: str) -> None:
        require_manage_server(interaction)
        kind = known_game(game)
        view = discord.ui.View(timeout=None)
        view.add_item(ResetLeaderboardButton(kind, t(locale, "server-reset-confirm")))
        await reply(interaction, t(locale, "server-reset-ask", game=t(locale, f"game-{kind}")), view=view)

    @app_commands.command(name="tournaments", description=T("cmd-settings-tournaments"))
    @localized_option_names("role", "clear")
    @app_commands.describe(role=T("opt-settings-tournament-role"), clear=T("opt-settings-tournament-clear"))
    @guarded_command
    async def tournaments(self, interaction: discord.Interaction[RummyBot], locale: str, role: discord.Role | None = None,
                          clear: bool = False) -> None:
        require_manage_server(interaction)
        guild_id = interaction.guild_id or 0
        if clear or role is None:
            if not clear:
                raise Refusal("server-tournament-role-missing")
            await self.bot.store.set_tournament_role(guild_id, None)
            await reply(interaction, t(locale, "server-tournament-role-cleared"))
            return
        if role.is_default():
            raise Refusal("server-tournament-role-everyone")
        await self.bot.store.set_tournament_role(guild_id, role.id)
        await reply(interaction, t(locale, "server-tournament-role-saved", role=role.mention))

    @app_commands.command(name="season", description=T("cmd-settings-season"))
    @localized_option_names("game", "length", "unit", "board", "channel", "off")
    @app_commands.describe(game=T("opt-game"), length=T("opt-season-length"), unit=T("opt-season-unit"),
                           board=T("opt-season-board"), channel=T("opt-season-channel"), off=T("opt-season-off"))
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.choices(unit=SEASON_UNIT_CHOICES, board=SEASON_BOARD_CHOICES)
    @guarded_command
    async def season(self, interaction: discord.Interaction[RummyBot], locale: str, game: str,
                     length: app_commands.Range[int, 1, MAX_SEASON_LENGTH] = 1, unit: str = "months",
                     board: str = "rating", channel: discord.TextChannel | None = None, off: bool = False) -> None:
        """Seasons of a game: a board of their own that starts empty, final standings posted in ``channel``
        (the channel of the command when not given)."""
        require_manage_server(interaction)
        kind = known_game(game)
        guild_id = interaction.guild_id or 0
        name = t(locale, f"game-{kind}")
        if off:
            stopped = await self.bot.store.stop_seasons(guild_id, kind)
            await reply(interaction, t(locale, "season-settings-off" if stopped else "season-settings-were-off",
                                       game=name))
            return
        if unit not in SEASON_UNITS or board not in SEASON_BOARDS:
            raise Refusal("season-bad-settings")
        channel_id = channel.id if channel is not None else interaction.channel_id or 0
        settings = SeasonSettings(guild_id=guild_id, kind=kind, length=length, unit=unit, board=board,
                                  channel_id=channel_id)
        season, new = await start_seasons(self.bot.store, settings, self.bot.tables.clock())
        clock = season_clock_of(self.bot)
        if clock is not None:
            clock.wake()
        key = "season-settings-started" if new else "season-settings-saved-running"
        await reply(interaction, t(locale, key, game=name, length=length_text(locale, length, unit),
                                   board=t(locale, f"season-board-{board}"), channel=f"<#{channel_id}>",
                                   number=season.number, ends=when(season.ends_at)))

    @app_commands.command(name="language", description=T("cmd-language-server"))
    @localized_option_names("language")
    @app_commands.describe(language=T("opt-language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @guarded_command
    async def language(self, interaction: discord.Interaction[RummyBot], locale: str, language: str) -> None:
        require_manage_server(interaction)
        await self.bot.store.set_guild_locale(interaction.guild_id or 0, None if language == "auto" else language)
        await reply(interaction, t(await user_locale(interaction, fresh=True), "language-server-saved"))


async def setup(bot: RummyBot) -> None:
    bot.add_dynamic_items(ResetLeaderboardButton)
    await bot.add_cog(SettingsCommands(bot))
