"""The tournaments part of the SQLite store (``SQLiteStore`` inherits it)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Any

import aiosqlite

from bot.store.base import ShardFilter
from bot.store.records import TournamentRecord
from bot.store.schema import shard_condition
from bot.store.tournament_rows import TOURNAMENT_COLUMNS, tournament_record, tournament_values


class SQLiteTournaments:
    if TYPE_CHECKING:
        clock: Callable[[], float]

        @property
        def db(self) -> aiosqlite.Connection: ...

        def _transaction(self) -> AbstractAsyncContextManager[aiosqlite.Connection]: ...

    async def create_tournament(self, tournament: TournamentRecord) -> int:
        now = self.clock()
        tournament.created_at = now
        async with self._transaction() as db:
            cursor = await db.execute(
                f"INSERT INTO tournaments ({TOURNAMENT_COLUMNS}, created_at, updated_at)"
                f" VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", (*tournament_values(tournament), now, now),
            )
            tournament.id = int(cursor.lastrowid or 0)
        return tournament.id

    async def save_tournament(self, tournament: TournamentRecord) -> None:
        columns = ", ".join(f"{name.strip()}=?" for name in TOURNAMENT_COLUMNS.split(","))
        async with self._transaction() as db:
            await db.execute(f"UPDATE tournaments SET {columns}, updated_at=? WHERE id=?",
                             (*tournament_values(tournament), self.clock(), tournament.id))

    async def tournament(self, tournament_id: int) -> TournamentRecord | None:
        async with self.db.execute("SELECT * FROM tournaments WHERE id=?", (tournament_id,)) as cursor:
            row = await cursor.fetchone()
        return None if row is None else tournament_record(row)

    async def last_tournament(self, guild_id: int, channel_id: int) -> TournamentRecord | None:
        async with self.db.execute("SELECT * FROM tournaments WHERE guild_id=? AND channel_id=? ORDER BY id DESC"
                                   " LIMIT 1", (guild_id, channel_id)) as cursor:
            row = await cursor.fetchone()
        return None if row is None else tournament_record(row)

    async def open_tournaments(self, shards: ShardFilter | None = None) -> list[TournamentRecord]:
        where: str = "status IN ('signup', 'running')"
        params: tuple[Any, ...] = ()
        if shards is not None:
            condition, params = shard_condition(shards, "?")
            where = f"{where} AND {condition}"
        async with self.db.execute(f"SELECT * FROM tournaments WHERE {where} ORDER BY id", params) as cursor:
            return [tournament_record(row) for row in await cursor.fetchall()]

    async def tournaments_won(self, guild_id: int, user_id: int) -> dict[str, int]:
        async with self.db.execute(
            "SELECT kind, COUNT(*) FROM tournaments WHERE guild_id=? AND winner_id=? AND status='finished'"
            " GROUP BY kind", (guild_id, user_id),
        ) as cursor:
            return {row[0]: int(row[1]) for row in await cursor.fetchall()}

    async def tournament_role(self, guild_id: int) -> int | None:
        async with self.db.execute("SELECT organiser_role_id FROM tournament_settings WHERE guild_id=?",
                                   (guild_id,)) as cursor:
            row = await cursor.fetchone()
        return None if row is None or row[0] is None else int(row[0])

    async def set_tournament_role(self, guild_id: int, role_id: int | None) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO tournament_settings (guild_id, organiser_role_id, updated_at) VALUES (?,?,?)"
                " ON CONFLICT (guild_id) DO UPDATE SET organiser_role_id=excluded.organiser_role_id,"
                " updated_at=excluded.updated_at", (guild_id, role_id, self.clock()))

    async def game_ranks(self, game_id: int) -> dict[int, int]:
        async with self.db.execute("SELECT seat, rank FROM results WHERE game_id=?", (game_id,)) as cursor:
            return {int(row[0]): int(row[1]) for row in await cursor.fetchall()}
