"""``/season show``: a season's board (the running one, live, or a past one as it ended); and the announcement of
each season's final standings in the channel the server's settings name, when the bot's season clock ends it."""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

import render
from bot.discord import limits
from bot.discord.guard import guarded_command
from bot.discord.replies import defer, reply
from bot.i18n import resolve_locale, t
from bot.refusal import Refusal
from bot.rules import registry
from bot.seasons import EndedSeason, SeasonClock, live_standings
from bot.translator import T, localized_option_names
from cogs.game import game_autocomplete

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.store import SeasonRecord, SeasonStanding

log = logging.getLogger(__name__)

LINES_SHOWN = 10  # the text lists the top ten; the picture shows more


def when(seconds: float) -> str:
    """A moment as Discord shows it, in the reader's own time zone and language."""
    return f"<t:{int(seconds)}:D>"


def length_text(locale: str, length: int, unit: str) -> str:
    return t(locale, f"season-length-{unit}", length=length)


def standing_line(locale: str, board: str, standing: SeasonStanding) -> str:
    name = standing.name or t(locale, "history-forgotten-player")
    return t(locale, f"season-line-{board}", rank=standing.rank, name=name, points=standing.points,
             wins=standing.wins, games=standing.games)


async def season_board(locale: str, game: str, season: SeasonRecord,
                       standings: tuple[SeasonStanding, ...] | list[SeasonStanding],
                       final: bool) -> tuple[discord.Embed, discord.File | None]:
    """The embed of a season's board (text lines) and its picture, or no picture when nobody played."""
    key = "season-title-final" if final else "season-title"
    title = t(locale, key, game=game, number=season.number)
    span = t(locale, "season-ended" if final else "season-running", start=when(season.started_at),
             ends=when(season.ends_at))
    if not standings:
        empty = t(locale, "season-empty-final" if final else "season-empty")
        return discord.Embed(title=title, description=f"{span}\n{empty}", colour=discord.Colour.gold()), None
    lines = [standing_line(locale, season.board, s) for s in standings[:LINES_SHOWN]]
    embed = discord.Embed(title=title, description="\n".join([span, "", *lines])[: limits.EMBED_DESCRIPTION_CHARS],
                          colour=discord.Colour.gold())
    rows = [render.LeaderboardRow(rank=s.rank, name=s.name or t(locale, "history-forgotten-player"),
                                  rating=s.points, wins=s.wins, games=s.games) for s in standings]
    heading = t(locale, "render-season-points") if season.board == "points" else None
    data = await asyncio.to_thread(render.leaderboard_png, rows,
                                   render.RenderContext(names=(), locale=locale, title=title), heading)
    embed.set_image(url="attachment://season.png")
    return embed, discord.File(io.BytesIO(data), filename="season.png")


def season_clock_of(bot: RummyBot) -> SeasonClock | None:
    cog = bot.get_cog("SeasonCommands")
    return cog.clock if isinstance(cog, SeasonCommands) else None


@app_commands.guild_only()
class SeasonCommands(commands.GroupCog, group_name="season", group_description=T("cmd-season")):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot
        self.clock = SeasonClock(bot.store, bot.tables.clock, self.announce, bot.served_shards())
        super().__init__()

    async def cog_load(self) -> None:
        self.clock.start()

    async def cog_unload(self) -> None:
        await self.clock.stop()

    async def announce(self, ended: EndedSeason) -> None:
        """Post a season's final standings, with the champion and the next season, where the settings say."""
        season = ended.season
        if ended.settings is None:
            return  # seasons of this game were turned off: nowhere to post
        channel = self.bot.get_channel(ended.settings.channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(ended.settings.channel_id)
        if not isinstance(channel, discord.abc.Messageable):
            log.warning("season channel %d of server %d cannot take messages", ended.settings.channel_id,
                        season.guild_id)
            return
        guild = self.bot.get_guild(season.guild_id)
        locale = resolve_locale(None, None, await self.bot.store.guild_locale(season.guild_id)
                                or (str(guild.preferred_locale) if guild else None))
        game = t(locale, f"game-{season.kind}")
        embed, file = await season_board(locale, game, season, season.standings, final=True)
        champions = [s.name or t(locale, "history-forgotten-player") for s in season.standings if s.rank == 1]
        parts = [t(locale, "season-champion", count=len(champions), game=game, number=season.number,
                   names=", ".join(f"**{name}**" for name in champions))] if champions else []
        if ended.next_season is not None:
            parts.append(t(locale, "season-next", number=ended.next_season.number,
                           ends=when(ended.next_season.ends_at)))
        content = "\n".join(parts) or None
        if file is None:
            await channel.send(content=content, embed=embed)
        else:
            await channel.send(content=content, embed=embed, file=file)

    @app_commands.command(name="show", description=T("cmd-season-show"))
    @localized_option_names("game", "number")
    @app_commands.describe(game=T("opt-game"), number=T("opt-season-number"))
    @app_commands.autocomplete(game=game_autocomplete)
    @guarded_command
    async def show(self, interaction: discord.Interaction[RummyBot], locale: str, game: str | None = None,
                   number: app_commands.Range[int, 1, 100000] | None = None) -> None:
        guild_id = interaction.guild_id or 0
        kind = await self._season_game(guild_id, locale, game)
        store = self.bot.store
        season = await store.open_season(guild_id, kind) if number is None else \
            await store.season(guild_id, kind, number)
        if season is None:
            if number is None:
                raise Refusal("season-not-run", game=t(locale, f"game-{kind}"))
            raise Refusal("season-unknown", game=t(locale, f"game-{kind}"), number=number)
        await defer(interaction, ephemeral=False)
        final = season.ended_at is not None
        standings = season.standings if final else await live_standings(store, season, self.bot.tables.clock())
        embed, file = await season_board(locale, t(locale, f"game-{kind}"), season, standings, final)
        if file is None:
            await reply(interaction, embed=embed, ephemeral=False)
        else:
            await reply(interaction, embed=embed, file=file, ephemeral=False)

    async def _season_game(self, guild_id: int, locale: str, game: str | None) -> str:
        """The game asked for, else the one game the server runs seasons of."""
        running = sorted(await self.bot.store.season_settings(guild_id))
        if game is not None:
            if game not in running and await self.bot.store.season(guild_id, game, 1) is None:
                if game not in registry.all_games():
                    raise Refusal("unknown-game", game=game)
                raise Refusal("season-not-run", game=t(locale, f"game-{game}"))
            return game
        if not running:
            raise Refusal("season-none")
        if len(running) > 1:
            raise Refusal("season-which-game", games=", ".join(t(locale, f"game-{k}") for k in running))
        return running[0]


async def setup(bot: RummyBot) -> None:
    await bot.add_cog(SeasonCommands(bot))
