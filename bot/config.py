"""Settings from the environment, then from a ``.env`` file (python-dotenv). The token is never logged."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import dotenv_values

from bot.store.urls import is_postgres_url, sqlite_path_of

DEFAULT_DATABASE_PATH = Path("data/bot.sqlite3")


class ConfigError(ValueError):
    """A setting is present but unusable; the message names the variable."""


@dataclass(frozen=True)
class Settings:
    token: str | None = field(default=None, repr=False)
    database_path: Path = DEFAULT_DATABASE_PATH
    # DATABASE_URL: a postgresql:// URL selects PostgreSQL (several processes share it); None means SQLite at
    # database_path (a sqlite:///path URL only sets database_path).
    database_url: str | None = field(default=None, repr=False)
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # Consecutive turn timeouts after which a human seat is handed to a computer player (0: never).
    timeouts_before_ai: int = 3
    # Minutes of lobby inactivity after which an unstarted lobby closes.
    lobby_idle_minutes: int = 15
    # Whether to sync slash commands at start-up (tests and production: yes).
    sync_commands: bool = True
    # APPLICATION_EMOJIS (0 to turn off): make the card and tile emojis of the application at start-up
    # (bot/discord/emojis.py); the tests leave them off but for their own tests, to keep every start short.
    application_emojis: bool = True
    # Fixed seed for shuffles and computer players (tests and replays); None: secrets.SystemRandom.
    rng_seed: int | None = None
    # TABLE_EDITS_PER_5S: at most this many writes of table messages per channel in any five seconds, under
    # Discord's per-channel rate limit (changes meanwhile are drawn together in the next edit); 0: no cap.
    table_edits_per_5s: int = 5

    def __post_init__(self) -> None:
        # Processes sharing a database split the shards by these two: a wrong pair would run guilds twice or never.
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ConfigError("SHARD_IDS needs SHARD_COUNT, the total number of shards")
            if not self.shard_ids or any(not 0 <= shard < self.shard_count for shard in self.shard_ids):
                raise ConfigError(f"SHARD_IDS must list shards from 0 to {self.shard_count - 1} (SHARD_COUNT - 1)")
        if self.shard_count is not None and self.shard_count < 1:
            raise ConfigError("SHARD_COUNT must be at least 1")

    @classmethod
    def load(cls, env_file: Path | None = Path(".env"), environ: dict[str, str] | None = None) -> Settings:
        """Read settings: real environment variables win over the ``.env`` file."""
        values: dict[str, str] = {}
        if env_file is not None and env_file.is_file():
            values.update({k: v for k, v in dotenv_values(env_file).items() if v is not None})
        values.update(os.environ if environ is None else environ)
        database_path, database_url = _database(values)
        return cls(
            token=values.get("DISCORD_TOKEN") or None,
            database_path=database_path,
            database_url=database_url,
            dev_guild_id=_optional_int(values, "DEV_GUILD_ID"),
            log_level=(values.get("LOG_LEVEL") or "INFO").upper(),
            shard_count=_optional_int(values, "SHARD_COUNT"),
            shard_ids=_optional_int_list(values, "SHARD_IDS"),
            timeouts_before_ai=_timeouts_before_ai(values),
            table_edits_per_5s=_non_negative_int(values, "TABLE_EDITS_PER_5S", 5),
            application_emojis=(values.get("APPLICATION_EMOJIS") or "1").strip().lower() not in ("0", "no", "false"),
        )


def _database(values: dict[str, str]) -> tuple[Path, str | None]:
    """(SQLite path, PostgreSQL URL or None) from DATABASE_URL, else from DATABASE_PATH."""
    path = Path(values.get("DATABASE_PATH") or DEFAULT_DATABASE_PATH)
    url = (values.get("DATABASE_URL") or "").strip()
    if not url:
        return path, None
    if is_postgres_url(url):
        return path, url
    sqlite_path = sqlite_path_of(url)
    if sqlite_path is None:
        # The URL may hold a password: name the variable and the accepted forms, never echo the value.
        raise ConfigError("DATABASE_URL must be sqlite:///path or postgresql://user:password@host/database")
    return sqlite_path, None


def _timeouts_before_ai(values: dict[str, str]) -> int:
    """Unset: 3; 0 is a real choice ("never hand a seat to the computer"), so it must not fall back."""
    value = _optional_int(values, "TIMEOUTS_BEFORE_AI")
    if value is None:
        return 3
    if value < 0:
        raise ConfigError(f"TIMEOUTS_BEFORE_AI must be 0 (never) or more, got {value}")
    return value


def _non_negative_int(values: dict[str, str], name: str, default: int) -> int:
    number = _optional_int(values, name)
    if number is None:
        return default
    if number < 0:
        raise ConfigError(f"{name} must be 0 or more, not {number}")
    return number


def _optional_int(values: dict[str, str], name: str) -> int | None:
    raw = (values.get(name) or "").strip()
    if not raw:
        return None
    try:
        return int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a whole number, got {raw!r}") from None


def _optional_int_list(values: dict[str, str], name: str) -> tuple[int, ...] | None:
    raw = (values.get(name) or "").strip()
    if not raw:
        return None
    try:
        return tuple(int(part) for part in raw.replace(" ", "").split(",") if part)
    except ValueError:
        raise ConfigError(f"{name} must be a comma-separated list of whole numbers, got {raw!r}") from None
