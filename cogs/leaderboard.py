"""``/leaderboard`` and ``/stats``: server ratings (openskill) and per-player records."""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

import render
from bot import games, ratings
from bot.discord.guard import guarded_command
from bot.discord.replies import defer, reply
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules import registry
from bot.translator import T, localized_option_names
from cogs.game import game_autocomplete
from render.describe import description
from render.describe.boards import leaderboard as leaderboard_words

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.store import PlayerStats, RatingRow

PERIOD_SECONDS = {"all": None, "month": 30 * 86400, "week": 7 * 86400}
PERIOD_CHOICES = [app_commands.Choice(name=T(f"period-{p}"), value=p) for p in PERIOD_SECONDS]


def board_line(locale: str, rank: int, row: RatingRow, rated_games: int) -> str:
    key = "board-line-provisional" if ratings.is_provisional(rated_games) else "board-line"
    return t(locale, key, rank=rank, name=row.name, points=ratings.display_points(ratings.conservative(row)),
             wins=row.wins, games=row.games)


@app_commands.guild_only()
class LeaderboardCommands(commands.Cog):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot

    async def _board(self, guild_id: int, kind: str, limit: int, since: float | None) -> list[RatingRow]:
        return [r for r in await self.bot.store.leaderboard(guild_id, kind, limit + 15, since) if r.user_id > 0][:limit]

    async def _rated_games(self, guild_id: int, kind: str, rows: list[RatingRow], since: float | None) -> list[int]:
        """Games behind each rating (a period board counts only the period's games in its rows)."""
        if since is None:
            return [row.games for row in rows]
        overall = await self.bot.store.ratings(guild_id, kind, [row.user_id for row in rows])
        return [overall[row.user_id].games if row.user_id in overall else row.games for row in rows]

    async def _channel_game(self, channel_id: int) -> str | None:
        """The game of the channel's open table, else of its last finished one."""
        table = self.bot.tables.get(channel_id)
        if table is not None:
            return table.kind
        last = self.bot.tables.finished.get(channel_id) or await self.bot.store.last_finished_game(channel_id)
        return last.kind if last is not None and last.kind in registry.all_games() else None

    @app_commands.command(name="leaderboard", description=T("cmd-leaderboard"))
    @localized_option_names("game", "period")
    @app_commands.describe(game=T("opt-game"), period=T("opt-period"))
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.choices(period=PERIOD_CHOICES)
    @guarded_command(acknowledge="public")
    async def leaderboard(self, interaction: discord.Interaction[RummyBot], locale: str, game: str | None = None,
                          period: str = "all") -> None:
        if game is not None and game not in registry.all_games():
            raise Refusal("unknown-game", game=game)
        await defer(interaction, ephemeral=False)
        guild_id = interaction.guild_id or 0
        span = PERIOD_SECONDS.get(period)
        since = None if span is None else self.bot.tables.clock() - span
        kind = game or await self._channel_game(interaction.channel_id or 0)
        if kind is None:
            await self._all_games(interaction, locale, guild_id, period, since)
            return
        rows = await self._board(guild_id, kind, 10, since)
        title = t(locale, "leaderboard-title", game=t(locale, f"game-{kind}"), period=t(locale, f"period-{period}"))
        if not rows:
            await reply(interaction, t(locale, "leaderboard-empty", game=t(locale, f"game-{kind}")),
                        ephemeral=False)
            return
        rated = await self._rated_games(guild_id, kind, rows, since)
        lines = [board_line(locale, i + 1, row, games) for i, (row, games) in enumerate(zip(rows, rated, strict=True))]
        embed = discord.Embed(title=title, description="\n".join(lines), colour=discord.Colour.gold())
        embed.set_footer(text=t(locale, "board-footer", games=ratings.PROVISIONAL_GAMES))
        board = [render.LeaderboardRow(rank=i + 1, name=row.name,
                                       rating=ratings.display_points(ratings.conservative(row)),
                                       wins=row.wins, games=row.games) for i, row in enumerate(rows)]
        context = render.RenderContext(names=(), locale=locale, title=title)
        data = await asyncio.to_thread(render.leaderboard_png, board, context)
        file = discord.File(io.BytesIO(data), filename="leaderboard.png",
                            description=description(leaderboard_words(board, context)))
        embed.set_image(url="attachment://leaderboard.png")
        await reply(interaction, embed=embed, file=file, ephemeral=False)

    async def _all_games(self, interaction: discord.Interaction[RummyBot], locale: str, guild_id: int, period: str,
                         since: float | None) -> None:
        """Every game's top three, as text, when neither the command nor the channel names a game."""
        embed = discord.Embed(title=t(locale, "board-all-title", period=t(locale, f"period-{period}")),
                              colour=discord.Colour.gold())
        for kind in registry.all_games():
            rows = await self._board(guild_id, kind, 3, since)
            if rows:
                rated = await self._rated_games(guild_id, kind, rows, since)
                embed.add_field(name=t(locale, f"game-{kind}"), inline=False, value="\n".join(
                    board_line(locale, i + 1, row, games) for i, (row, games) in enumerate(zip(rows, rated, strict=True))))
        if not embed.fields:
            await reply(interaction, t(locale, "board-all-empty"), ephemeral=False)
            return
        embed.set_footer(text=t(locale, "board-footer", games=ratings.PROVISIONAL_GAMES))
        await reply(interaction, embed=embed, ephemeral=False)

    @app_commands.command(name="stats", description=T("cmd-stats"))
    @localized_option_names("member")
    @app_commands.describe(member=T("opt-member"))
    @guarded_command
    async def stats(self, interaction: discord.Interaction[RummyBot], locale: str, member: discord.Member | None = None) -> None:
        who = member or interaction.user
        guild_id = interaction.guild_id or 0
        stats = await self.bot.store.player_stats(guild_id, who.id)
        won = await self.bot.store.tournaments_won(guild_id, who.id)
        if not stats and not won:
            await reply(interaction, t(locale, "stats-empty", name=who.display_name))
            return
        lines = [await self._stats_line(locale, guild_id, who.id, s) for s in stats]
        if won:
            lines.append(t(locale, "stats-tournaments", won=", ".join(
                f"{t(locale, f'game-{kind}')} {count}" for kind, count in sorted(won.items()))))
        embed = discord.Embed(title=t(locale, "stats-title", name=who.display_name), description="\n".join(lines),
                              colour=discord.Colour.blurple())
        await reply(interaction, embed=embed)

    async def _stats_line(self, locale: str, guild_id: int, user_id: int, s: PlayerStats) -> str:
        key = "stats-game-provisional" if ratings.is_provisional(s.games) else "stats-game"
        points = ratings.display_points(s.rating if s.rating is not None else 0.0)
        parts = [t(locale, key, game=t(locale, f"game-{s.kind}"), wins=s.wins, games=s.games, points=points)]
        if s.best_score is not None:
            parts.append(t(locale, "stats-best", score=s.best_score))
        contracts = games.get(s.kind).contracts if games.is_declared(s.kind) else None
        if contracts is not None:
            record = await self.bot.store.chief_record(guild_id, user_id)
            parts.append(t(locale, contracts.stats_key, hands=record.hands, made=record.made,
                           rate=round(100 * record.made / record.hands)) if record.hands
                         else t(locale, contracts.never_key))
        return " · ".join(parts)


async def setup(bot: RummyBot) -> None:
    await bot.add_cog(LeaderboardCommands(bot))
