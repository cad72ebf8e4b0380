"""``/leaderboard`` and ``/stats``: server ratings (openskill) and per-player records."""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

import render
from bot import ratings
from bot.i18n import t
from bot.replies import defer, reply
from bot.rules import registry
from bot.rules.base import IllegalMove
from bot.translator import T, localized_option_names
from bot.ui import guarded
from cogs.game import game_autocomplete

if TYPE_CHECKING:
    from bot.client import RummyBot

PERIOD_SECONDS = {"all": None, "month": 30 * 86400, "week": 7 * 86400}
PERIOD_CHOICES = [app_commands.Choice(name=T(f"period-{p}"), value=p) for p in PERIOD_SECONDS]


@app_commands.guild_only()
class LeaderboardCommands(commands.Cog):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot

    @app_commands.command(name="leaderboard", description=T("cmd-leaderboard"))
    @localized_option_names("game", "period")
    @app_commands.describe(game=T("opt-game"), period=T("opt-period"))
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.choices(period=PERIOD_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction, game: str = "tiles", period: str = "all") -> None:
        async def run(interaction: discord.Interaction, locale: str) -> None:
            if game not in registry.all_games():
                raise IllegalMove("unknown-game", game=game)
            await defer(interaction, ephemeral=False)
            span = PERIOD_SECONDS.get(period)
            since = None if span is None else self.bot.tables.clock() - span
            rows = [r for r in await self.bot.store.leaderboard(interaction.guild_id or 0, game, 25, since)
                    if r.user_id > 0][:10]
            title = t(locale, "leaderboard-title", game=t(locale, f"game-{game}"), period=t(locale, f"period-{period}"))
            if not rows:
                await reply(interaction, t(locale, "leaderboard-empty", game=t(locale, f"game-{game}")),
                            ephemeral=False)
                return
            lines = [
                t(locale, "leaderboard-line", rank=i + 1, name=row.name, rating=round(ratings.conservative(row), 1),
                  wins=row.wins, games=row.games)
                for i, row in enumerate(rows)
            ]
            embed = discord.Embed(title=title, description="\n".join(lines), colour=discord.Colour.gold())
            board = [render.LeaderboardRow(rank=i + 1, name=row.name, rating=ratings.conservative(row),
                                           wins=row.wins, games=row.games) for i, row in enumerate(rows)]
            data = await asyncio.to_thread(render.leaderboard_png, board,
                                           render.RenderContext(names=(), locale=locale, title=title))
            file = discord.File(io.BytesIO(data), filename="leaderboard.png")
            embed.set_image(url="attachment://leaderboard.png")
            await reply(interaction, embed=embed, file=file, ephemeral=False)

        await guarded(interaction, run)

    @app_commands.command(name="stats", description=T("cmd-stats"))
    @localized_option_names("member")
    @app_commands.describe(member=T("opt-member"))
    async def stats(self, interaction: discord.Interaction, member: discord.Member | None = None) -> None:
        async def run(interaction: discord.Interaction, locale: str) -> None:
            who = member or interaction.user
            stats = await self.bot.store.player_stats(interaction.guild_id or 0, who.id)
            if not stats:
                await reply(interaction, t(locale, "stats-empty", name=who.display_name))
                return
            lines = [
                t(locale, "stats-line", game=t(locale, f"game-{s.kind}"), games=s.games, wins=s.wins,
                  rating=round(s.rating, 1) if s.rating is not None else "-")
                for s in stats
            ]
            embed = discord.Embed(title=t(locale, "stats-title", name=who.display_name), description="\n".join(lines),
                                  colour=discord.Colour.blurple())
            await reply(interaction, embed=embed)

        await guarded(interaction, run)


async def setup(bot: RummyBot) -> None:
    await bot.add_cog(LeaderboardCommands(bot))
