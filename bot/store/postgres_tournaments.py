"""The tournaments part of the PostgreSQL store (``PostgresStore`` inherits it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import asyncpg

from bot.store.base import ShardFilter
from bot.store.records import TournamentRecord
from bot.store.schema import shard_condition
from bot.store.tournament_rows import TOURNAMENT_COLUMNS, tournament_record, tournament_values


class PostgresTournaments:
    if TYPE_CHECKING:
        clock: Callable[[], float]

        @property
        def pool(self) -> asyncpg.Pool: ...

    async def create_tournament(self, tournament: TournamentRecord) -> int:
        now = self.clock()
        tournament.created_at = now
        marks = ",".join(f"${n}" for n in range(1, 14))
        tournament.id = int(await self.pool.fetchval(
            f"INSERT INTO tournaments ({TOURNAMENT_COLUMNS}, created_at, updated_at) VALUES ({marks}) RETURNING id",
            *tournament_values(tournament), now, now,
        ))
        return tournament.id

    async def save_tournament(self, tournament: TournamentRecord) -> None:
        names = [name.strip() for name in TOURNAMENT_COLUMNS.split(",")]
        columns = ", ".join(f"{name}=${n}" for n, name in enumerate(names, start=1))
        await self.pool.execute(
            f"UPDATE tournaments SET {columns}, updated_at=${len(names) + 1} WHERE id=${len(names) + 2}",
            *tournament_values(tournament), self.clock(), tournament.id,
        )

    async def tournament(self, tournament_id: int) -> TournamentRecord | None:
        row = await self.pool.fetchrow("SELECT * FROM tournaments WHERE id=$1", tournament_id)
        return None if row is None else tournament_record(row)

    async def last_tournament(self, guild_id: int, channel_id: int) -> TournamentRecord | None:
        row = await self.pool.fetchrow("SELECT * FROM tournaments WHERE guild_id=$1 AND channel_id=$2"
                                       " ORDER BY id DESC LIMIT 1", guild_id, channel_id)
        return None if row is None else tournament_record(row)

    async def open_tournaments(self, shards: ShardFilter | None = None) -> list[TournamentRecord]:
        where: str = "status IN ('signup', 'running')"
        params: tuple[Any, ...] = ()
        if shards is not None:
            condition, params = shard_condition(shards, "${n}")
            where = f"{where} AND {condition}"
        rows = await self.pool.fetch(f"SELECT * FROM tournaments WHERE {where} ORDER BY id", *params)
        return [tournament_record(row) for row in rows]

    async def tournaments_won(self, guild_id: int, user_id: int) -> dict[str, int]:
        rows = await self.pool.fetch(
            "SELECT kind, COUNT(*) AS won FROM tournaments WHERE guild_id=$1 AND winner_id=$2 AND status='finished'"
            " GROUP BY kind", guild_id, user_id,
        )
        return {row["kind"]: int(row["won"]) for row in rows}

    async def tournament_role(self, guild_id: int) -> int | None:
        role = await self.pool.fetchval("SELECT organiser_role_id FROM tournament_settings WHERE guild_id=$1",
                                        guild_id)
        return None if role is None else int(role)

    async def set_tournament_role(self, guild_id: int, role_id: int | None) -> None:
        await self.pool.execute(
            "INSERT INTO tournament_settings (guild_id, organiser_role_id, updated_at) VALUES ($1,$2,$3)"
            " ON CONFLICT (guild_id) DO UPDATE SET organiser_role_id=EXCLUDED.organiser_role_id,"
            " updated_at=EXCLUDED.updated_at", guild_id, role_id, self.clock())

    async def game_ranks(self, game_id: int) -> dict[int, int]:
        rows = await self.pool.fetch("SELECT seat, rank FROM results WHERE game_id=$1", game_id)
        return {int(row["seat"]): int(row["rank"]) for row in rows}
