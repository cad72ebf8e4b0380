"""Settings from the environment, then from a ``.env`` file (python-dotenv). The token is never logged."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import dotenv_values

DEFAULT_DATABASE_PATH = Path("data/bot.sqlite3")


class ConfigError(ValueError):
    """A setting is present but unusable; the message names the variable."""


@dataclass(frozen=True)
class Settings:
    token: str | None = field(default=None, repr=False)
    database_path: Path = DEFAULT_DATABASE_PATH
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
    # Fixed seed for shuffles and computer players (tests and replays); None: secrets.SystemRandom.
    rng_seed: int | None = None

    @classmethod
    def load(cls, env_file: Path | None = Path(".env"), environ: dict[str, str] | None = None) -> Settings:
        """Read settings: real environment variables win over the ``.env`` file."""
        values: dict[str, str] = {}
        if env_file is not None and env_file.is_file():
            values.update({k: v for k, v in dotenv_values(env_file).items() if v is not None})
        values.update(os.environ if environ is None else environ)
        return cls(
            token=values.get("DISCORD_TOKEN") or None,
            database_path=Path(values.get("DATABASE_PATH") or DEFAULT_DATABASE_PATH),
            dev_guild_id=_optional_int(values, "DEV_GUILD_ID"),
            log_level=(values.get("LOG_LEVEL") or "INFO").upper(),
            shard_count=_optional_int(values, "SHARD_COUNT"),
            shard_ids=_optional_int_list(values, "SHARD_IDS"),
            timeouts_before_ai=_timeouts_before_ai(values),
        )


def _timeouts_before_ai(values: dict[str, str]) -> int:
    """Unset: 3; 0 is a real choice ("never hand a seat to the computer"), so it must not fall back."""
    value = _optional_int(values, "TIMEOUTS_BEFORE_AI")
    if value is None:
        return 3
    if value < 0:
        raise ConfigError(f"TIMEOUTS_BEFORE_AI must be 0 (never) or more, got {value}")
    return value


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
