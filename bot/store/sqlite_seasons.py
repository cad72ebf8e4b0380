"""The seasons part of the SQLite store (``SQLiteStore`` inherits it): settings, seasons, their final standings."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Any

import aiosqlite

from bot.store.base import ShardFilter
from bot.store.records import SeasonGame, SeasonRecord, SeasonSettings, SeasonStanding
from bot.store.schema import shard_condition
from bot.store.season_rows import season_games, season_record, season_settings, standing_values

SEASON_COLUMNS = "guild_id, kind, number, board, started_at, ends_at, ended_at"


class SQLiteSeasons:
    if TYPE_CHECKING:
        clock: Callable[[], float]

        @property
        def db(self) -> aiosqlite.Connection: ...

        def _transaction(self) -> AbstractAsyncContextManager[aiosqlite.Connection]: ...

    async def season_settings(self, guild_id: int) -> dict[str, SeasonSettings]:
        async with self.db.execute("SELECT * FROM season_settings WHERE guild_id=?", (guild_id,)) as cursor:
            return {row["kind"]: season_settings(row) for row in await cursor.fetchall()}

    async def start_seasons(self, settings: SeasonSettings, first_ends_at: float) -> SeasonRecord:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO season_settings (guild_id, kind, length, unit, board, channel_id, updated_at)"
                " VALUES (?,?,?,?,?,?,?)",
                (settings.guild_id, settings.kind, settings.length, settings.unit, settings.board,
                 settings.channel_id, self.clock()),
            )
            current = await self._open_season(db, settings.guild_id, settings.kind)
            if current is not None:
                return current
            async with db.execute("SELECT COALESCE(MAX(number), 0) FROM seasons WHERE guild_id=? AND kind=?",
                                  (settings.guild_id, settings.kind)) as cursor:
                row = await cursor.fetchone()
            season = SeasonRecord(guild_id=settings.guild_id, kind=settings.kind, number=int(row[0]) + 1 if row else 1,
                                  board=settings.board, started_at=self.clock(), ends_at=first_ends_at)
            await _insert_season(db, season)
            return season

    async def stop_seasons(self, guild_id: int, kind: str) -> bool:
        async with self._transaction() as db:
            cursor = await db.execute("DELETE FROM season_settings WHERE guild_id=? AND kind=?", (guild_id, kind))
            stopped = bool(cursor.rowcount)
            await db.execute("DELETE FROM seasons WHERE guild_id=? AND kind=? AND ended_at IS NULL", (guild_id, kind))
            return stopped

    async def open_season(self, guild_id: int, kind: str) -> SeasonRecord | None:
        return await self._open_season(self.db, guild_id, kind)

    @staticmethod
    async def _open_season(db: aiosqlite.Connection, guild_id: int, kind: str) -> SeasonRecord | None:
        async with db.execute(
            f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id=? AND kind=? AND ended_at IS NULL",
            (guild_id, kind),
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else season_record(row)

    async def season(self, guild_id: int, kind: str, number: int) -> SeasonRecord | None:
        async with self.db.execute(
            f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id=? AND kind=? AND number=?", (guild_id, kind, number),
        ) as cursor:
            row = await cursor.fetchone()
        if row is None:
            return None
        async with self.db.execute(
            "SELECT * FROM season_standings WHERE guild_id=? AND kind=? AND number=? ORDER BY position",
            (guild_id, kind, number),
        ) as cursor:
            return season_record(row, await cursor.fetchall())

    async def seasons_due(self, now: float, shards: ShardFilter | None = None) -> list[SeasonRecord]:
        where: str = "ended_at IS NULL AND ends_at <= ?"
        params: tuple[float, ...] = (now,)
        if shards is not None:
            condition, shard_params = shard_condition(shards, "?")
            where, params = f"{where} AND {condition}", (*params, *shard_params)
        async with self.db.execute(f"SELECT {SEASON_COLUMNS} FROM seasons WHERE {where} ORDER BY ends_at",
                                   params) as cursor:
            return [season_record(row) for row in await cursor.fetchall()]

    async def next_season_end(self, shards: ShardFilter | None = None) -> float | None:
        where: str = "ended_at IS NULL"
        params: tuple[Any, ...] = ()
        if shards is not None:
            condition, params = shard_condition(shards, "?")
            where = f"{where} AND {condition}"
        async with self.db.execute(f"SELECT MIN(ends_at) FROM seasons WHERE {where}", params) as cursor:
            row = await cursor.fetchone()
        return None if row is None or row[0] is None else float(row[0])

    async def season_games(self, guild_id: int, kind: str, since: float, until: float) -> list[SeasonGame]:
        # Like every board, a season's never reaches back past the game's last leaderboard reset.
        async with self.db.execute("SELECT reset_at FROM leaderboard_resets WHERE guild_id=? AND kind=?",
                                   (guild_id, kind)) as cursor:
            reset = await cursor.fetchone()
        if reset is not None:
            since = max(since, float(reset[0]))
        period = "guild_id=? AND kind=? AND finished_at >= ? AND finished_at < ?"
        async with self.db.execute(
            f"SELECT id, finished_at, options FROM games WHERE id IN (SELECT game_id FROM results WHERE {period})"
            f" ORDER BY finished_at, id", (guild_id, kind, since, until),
        ) as cursor:
            games = list(await cursor.fetchall())
        async with self.db.execute(
            f"SELECT res.game_id, res.seat, res.user_id, s.name, s.ai_level, res.rank, res.score FROM results res"
            f" JOIN seats s ON s.game_id = res.game_id AND s.seat = res.seat"
            f" WHERE res.game_id IN (SELECT game_id FROM results WHERE {period})", (guild_id, kind, since, until),
        ) as cursor:
            seats = list(await cursor.fetchall())
        return season_games(games, seats)

    async def end_season(self, season: SeasonRecord, standings: Sequence[SeasonStanding],
                         next_season: SeasonRecord | None) -> bool:
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE seasons SET ended_at=? WHERE guild_id=? AND kind=? AND number=? AND ended_at IS NULL",
                (self.clock(), season.guild_id, season.kind, season.number),
            )
            if not cursor.rowcount:
                return False  # another process ended it first
            await db.executemany(
                "INSERT INTO season_standings (guild_id, kind, number, position, rank, user_id, name, points, wins,"
                " games) VALUES (?,?,?,?,?,?,?,?,?,?)", standing_values(season, standings),
            )
            if next_season is not None:
                await _insert_season(db, next_season)
            return True


async def _insert_season(db: aiosqlite.Connection, season: SeasonRecord) -> None:
    await db.execute(
        f"INSERT INTO seasons ({SEASON_COLUMNS}) VALUES (?,?,?,?,?,?,NULL)",
        (season.guild_id, season.kind, season.number, season.board, season.started_at, season.ends_at),
    )



