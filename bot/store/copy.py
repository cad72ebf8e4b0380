"""Move a bot's data from SQLite to PostgreSQL: ``python -m bot.store.copy SQLITE_PATH POSTGRES_URL``.

Both databases are first brought to the latest schema. The copy goes into an empty PostgreSQL database, in one
transaction (all of it or nothing), keeping every id; then the row counts of every table are compared and
printed. Stop the bot first: games written during the copy would be missed.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.store.postgres import PostgresStore
from bot.store.sqlite import SQLiteStore
from bot.store.urls import is_postgres_url

# Parents before children, for the foreign keys.
TABLES = (
    "guild_settings", "guild_game_defaults", "guild_channels", "user_prefs", "games", "seats", "game_events",
    "results", "chief_contracts", "ratings", "leaderboard_resets", "season_settings", "seasons", "season_standings",
    "tournaments", "tournament_settings",
)
IDENTITY_TABLES = ("games", "game_events", "tournaments")


class CopyRefused(RuntimeError):
    """The copy cannot start (the target already holds data, or a path or URL is wrong); nothing was written."""


@dataclass(frozen=True)
class TableCount:
    table: str
    sqlite: int
    postgres: int

    @property
    def matches(self) -> bool:
        return self.sqlite == self.postgres


async def copy_database(sqlite_path: Path, postgres_url: str) -> list[TableCount]:
    """Copy every row of the SQLite database into the (empty) PostgreSQL one; returns both counts per table."""
    if not sqlite_path.is_file():
        raise CopyRefused(f"no SQLite database at {sqlite_path}")
    if not is_postgres_url(postgres_url):
        raise CopyRefused("the target must be a postgresql:// URL")
    source = SQLiteStore(sqlite_path)
    target = PostgresStore(postgres_url)
    await source.open()
    try:
        await target.open()
        try:
            await _copy(source, target)
            return await _counts(source, target)
        finally:
            await target.close()
    finally:
        await source.close()


async def _copy(source: SQLiteStore, target: PostgresStore) -> None:
    async with target.pool.acquire() as conn, conn.transaction():
        for table in TABLES:
            if await conn.fetchval(f"SELECT EXISTS (SELECT 1 FROM {table})"):
                raise CopyRefused(f"the PostgreSQL database already has rows in {table}: copy into an empty one")
        for table in TABLES:
            boolean = {
                row["column_name"]
                for row in await conn.fetch(
                    "SELECT column_name FROM information_schema.columns"
                    " WHERE table_schema = current_schema() AND table_name = $1 AND data_type = 'boolean'",
                    table,
                )
            }
            async with source.db.execute(f"SELECT * FROM {table}") as cursor:
                columns = [description[0] for description in cursor.description]
                rows = [
                    tuple(bool(value) if name in boolean and value is not None else value
                          for name, value in zip(columns, row, strict=True))
                    for row in await cursor.fetchall()
                ]
            if rows:
                await conn.copy_records_to_table(table, records=rows, columns=columns)
        for table in IDENTITY_TABLES:
            # Ids were copied as they were: new rows must be numbered after them.
            await conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE(MAX(id), 1), MAX(id) IS NOT NULL)"
                f" FROM {table}"
            )


async def _counts(source: SQLiteStore, target: PostgresStore) -> list[TableCount]:
    counts = []
    for table in TABLES:
        async with source.db.execute(f"SELECT COUNT(*) FROM {table}") as cursor:
            row = await cursor.fetchone()
        in_sqlite = int(row[0]) if row else 0
        in_postgres = int(await target.pool.fetchval(f"SELECT COUNT(*) FROM {table}"))
        counts.append(TableCount(table, in_sqlite, in_postgres))
    return counts


def main(argv: Sequence[str] | None = None, out: Any = None) -> int:
    out = out or sys.stdout
    parser = argparse.ArgumentParser(prog="python -m bot.store.copy", description=__doc__.splitlines()[0])
    parser.add_argument("sqlite_path", type=Path, help="the bot's SQLite database (DATABASE_PATH)")
    parser.add_argument("postgres_url", help="an empty PostgreSQL database: postgresql://user:password@host/db")
    args = parser.parse_args(argv)
    try:
        counts = asyncio.run(copy_database(args.sqlite_path, args.postgres_url))
    except CopyRefused as refusal:
        print(f"nothing copied: {refusal}", file=out)
        return 2
    width = max(len(table) for table in TABLES)
    print(f"{'table':<{width}}  {'sqlite':>8}  {'postgres':>8}", file=out)
    for count in counts:
        flag = "" if count.matches else "  MISMATCH"
        print(f"{count.table:<{width}}  {count.sqlite:>8}  {count.postgres:>8}{flag}", file=out)
    if all(count.matches for count in counts):
        print("copied: every count matches", file=out)
        return 0
    print("the counts differ: do not switch DATABASE_URL to this database", file=out)
    return 1


if __name__ == "__main__":
    sys.exit(main())
