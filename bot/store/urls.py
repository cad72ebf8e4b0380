"""What a DATABASE_URL names: a PostgreSQL server, or an SQLite file (no driver imported here)."""

from __future__ import annotations

from pathlib import Path

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SQLITE_SCHEME = "sqlite:///"


def is_postgres_url(url: str) -> bool:
    return url.startswith(POSTGRES_SCHEMES)


def sqlite_path_of(url: str) -> Path | None:
    """The file of a ``sqlite:///path`` URL (``sqlite:////abs/path`` for an absolute one), else None."""
    if not url.startswith(SQLITE_SCHEME) or len(url) == len(SQLITE_SCHEME):
        return None
    return Path(url[len(SQLITE_SCHEME):])
