"""What both backends share about their schema: numbered migration files, and the shard of a guild in SQL."""

from __future__ import annotations

import re
from pathlib import Path

from bot.store.base import ShardFilter

MIGRATIONS_ROOT = Path(__file__).with_name("migrations")
_MIGRATION_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


def numbered_migrations(directory: Path) -> list[tuple[int, Path]]:
    """Every migration file of ``directory`` as (number, path), in order; numbers must be 1, 2, 3... without
    gaps (a gap means a file is missing, and applying the rest would build a schema nobody wrote)."""
    found = sorted(
        (int(match.group(1)), path)
        for path in directory.glob("*.sql")
        if (match := _MIGRATION_NAME.match(path.name))
    )
    numbers = [number for number, _ in found]
    if numbers != list(range(1, len(numbers) + 1)):
        raise RuntimeError(f"migration numbers must run 1..n without gaps, found {numbers} in {directory}")
    return found


def shard_condition(shards: ShardFilter, placeholder: str) -> tuple[str, tuple[int, ...]]:
    """A WHERE condition keeping the games of the guilds ``shards`` serve, and its parameters; ``placeholder``
    formats the n-th parameter (``?`` for SQLite, ``$n`` for PostgreSQL)."""
    marks = ", ".join(placeholder.format(n=index) for index in range(2, len(shards.shard_ids) + 2))
    return (
        f"((guild_id >> 22) % {placeholder.format(n=1)}) IN ({marks})",
        (shards.shard_count, *shards.shard_ids),
    )
