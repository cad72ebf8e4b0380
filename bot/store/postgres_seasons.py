"""The seasons part of the PostgreSQL store (``PostgresStore`` inherits it): settings, seasons, final standings."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import asyncpg

from bot.store.base import ShardFilter
from bot.store.records import SeasonGame, SeasonRecord, SeasonSettings, SeasonStanding
from bot.store.schema import shard_condition
from bot.store.season_rows import season_games, season_record, season_settings, standing_values

SEASON_COLUMNS = "guild_id, kind, number, board, started_at, ends_at, ended_at"


class PostgresSeasons:
    if TYPE_CHECKING:
        clock: Callable[[], float]

        @property
        def pool(self) -> asyncpg.Pool: ...

    async def season_settings(self, guild_id: int) -> dict[str, SeasonSettings]:
        rows = await self.pool.fetch("SELECT * FROM season_settings WHERE guild_id=$1", guild_id)
        return {row["kind"]: season_settings(row) for row in rows}

    async def start_seasons(self, settings: SeasonSettings, first_ends_at: float) -> SeasonRecord:
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute(
                "INSERT INTO season_settings (guild_id, kind, length, unit, board, channel_id, updated_at)"
                " VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT (guild_id, kind) DO UPDATE SET length=EXCLUDED.length,"
                " unit=EXCLUDED.unit, board=EXCLUDED.board, channel_id=EXCLUDED.channel_id,"
                " updated_at=EXCLUDED.updated_at",
                settings.guild_id, settings.kind, settings.length, settings.unit, settings.board,
                settings.channel_id, self.clock(),
            )
            # Two processes starting the seasons of one game at once: the second waits here and finds the first's.
            number = await conn.fetchval(
                "SELECT COALESCE(MAX(number), 0) FROM (SELECT number FROM seasons WHERE guild_id=$1 AND kind=$2"
                " FOR UPDATE) s", settings.guild_id, settings.kind,
            )
            current = await self._open_season(conn, settings.guild_id, settings.kind)
            if current is not None:
                return current
            season = SeasonRecord(guild_id=settings.guild_id, kind=settings.kind, number=int(number) + 1,
                                  board=settings.board, started_at=self.clock(), ends_at=first_ends_at)
            await _insert_season(conn, season)
            return season

    async def stop_seasons(self, guild_id: int, kind: str) -> bool:
        async with self.pool.acquire() as conn, conn.transaction():
            status = await conn.execute("DELETE FROM season_settings WHERE guild_id=$1 AND kind=$2", guild_id, kind)
            await conn.execute("DELETE FROM seasons WHERE guild_id=$1 AND kind=$2 AND ended_at IS NULL",
                               guild_id, kind)
        return bool(status != "DELETE 0")

    async def open_season(self, guild_id: int, kind: str) -> SeasonRecord | None:
        async with self.pool.acquire() as conn:
            return await self._open_season(conn, guild_id, kind)

    @staticmethod
    async def _open_season(conn: Any, guild_id: int, kind: str) -> SeasonRecord | None:
        row = await conn.fetchrow(
            f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id=$1 AND kind=$2 AND ended_at IS NULL",
            guild_id, kind,
        )
        return None if row is None else season_record(row)

    async def season(self, guild_id: int, kind: str, number: int) -> SeasonRecord | None:
        async with self.pool.acquire() as conn:
            row = await conn.fetchrow(
                f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id=$1 AND kind=$2 AND number=$3",
                guild_id, kind, number,
            )
            if row is None:
                return None
            standings = await conn.fetch(
                "SELECT * FROM season_standings WHERE guild_id=$1 AND kind=$2 AND number=$3 ORDER BY position",
                guild_id, kind, number,
            )
        return season_record(row, standings)

    async def seasons_due(self, now: float, shards: ShardFilter | None = None) -> list[SeasonRecord]:
        where: str = "ended_at IS NULL AND ends_at <= $1"
        params: list[float] = [now]
        if shards is not None:
            condition, shard_params = shard_condition(shards, "${n}")
            # The shard condition numbers its parameters from 1: shift them after ours.
            condition = _shifted(condition, 1)
            where, params = f"{where} AND {condition}", [*params, *shard_params]
        rows = await self.pool.fetch(f"SELECT {SEASON_COLUMNS} FROM seasons WHERE {where} ORDER BY ends_at", *params)
        return [season_record(row) for row in rows]

    async def next_season_end(self, shards: ShardFilter | None = None) -> float | None:
        where: str = "ended_at IS NULL"
        params: tuple[int, ...] = ()
        if shards is not None:
            condition, params = shard_condition(shards, "${n}")
            where = f"{where} AND {condition}"
        value = await self.pool.fetchval(f"SELECT MIN(ends_at) FROM seasons WHERE {where}", *params)
        return None if value is None else float(value)

    async def season_games(self, guild_id: int, kind: str, since: float, until: float) -> list[SeasonGame]:
        period = "guild_id=$1 AND kind=$2 AND finished_at >= $3 AND finished_at < $4"
        async with self.pool.acquire() as conn:
            # Like every board, a season's never reaches back past the game's last leaderboard reset.
            reset = await conn.fetchval("SELECT reset_at FROM leaderboard_resets WHERE guild_id=$1 AND kind=$2",
                                        guild_id, kind)
            if reset is not None:
                since = max(since, float(reset))
            games = await conn.fetch(
                f"SELECT id, finished_at, options FROM games WHERE id IN (SELECT game_id FROM results WHERE {period})"
                f" ORDER BY finished_at, id", guild_id, kind, since, until,
            )
            seats = await conn.fetch(
                f"SELECT res.game_id, res.seat, res.user_id, s.name, s.ai_level, res.rank, res.score FROM results res"
                f" JOIN seats s ON s.game_id = res.game_id AND s.seat = res.seat"
                f" WHERE res.game_id IN (SELECT game_id FROM results WHERE {period})", guild_id, kind, since, until,
            )
        return season_games(games, seats)

    async def end_season(self, season: SeasonRecord, standings: Sequence[SeasonStanding],
                         next_season: SeasonRecord | None) -> bool:
        async with self.pool.acquire() as conn, conn.transaction():
            status = await conn.execute(
                "UPDATE seasons SET ended_at=$1 WHERE guild_id=$2 AND kind=$3 AND number=$4 AND ended_at IS NULL",
                self.clock(), season.guild_id, season.kind, season.number,
            )
            if status == "UPDATE 0":
                return False  # another process ended it first
            await conn.executemany(
                "INSERT INTO season_standings (guild_id, kind, number, position, rank, user_id, name, points, wins,"
                " games) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)", standing_values(season, standings),
            )
            if next_season is not None:
                await _insert_season(conn, next_season)
        return True


def _shifted(condition: str, by: int) -> str:
    """``condition`` with each ``$n`` parameter renumbered ``$(n + by)``."""
    return re.sub(r"\$(\d+)", lambda match: f"${int(match.group(1)) + by}", condition)


async def _insert_season(conn: Any, season: SeasonRecord) -> None:
    await conn.execute(
        f"INSERT INTO seasons ({SEASON_COLUMNS}) VALUES ($1,$2,$3,$4,$5,$6,NULL)",
        season.guild_id, season.kind, season.number, season.board, season.started_at, season.ends_at,
    )
