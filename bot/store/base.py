"""The store interface: cogs and tables talk to this, never to SQL, so another backend can replace SQLite."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bot.store.records import ActionLog, GameRecord, PlayerStats, RatingRow, ResultRow, UserPrefs


class ChannelBusy(Exception):
    """A channel already has an open game (lobby or running)."""


class Store(Protocol):
    async def open(self) -> None: ...

    async def close(self) -> None: ...

    async def create_game(self, game: GameRecord) -> int:
        """Insert a new lobby and return its id; ChannelBusy if the channel has an open game."""
        ...

    async def save_game(
        self,
        game: GameRecord,
        action: ActionLog | None = None,
        results: Sequence[ResultRow] = (),
        ratings: Sequence[RatingRow] = (),
    ) -> None:
        """Write the game row, its seats, and optionally its action log entry, results and ratings, atomically."""
        ...

    async def load_open_games(self) -> list[GameRecord]:
        """Lobbies and running games. A row that cannot be decoded is set aside (``mark_broken``) and left out."""
        ...

    async def mark_broken(self, game_id: int, reason: str) -> None:
        """Set aside a game that cannot be restored: cancelled (its channel is free again), ``reason`` kept."""
        ...

    async def load_game(self, game_id: int) -> GameRecord | None: ...

    async def last_finished_game(self, channel_id: int) -> GameRecord | None:
        """The most recently finished game of a channel (for rematches, also after a restart)."""
        ...

    async def action_log(self, game_id: int) -> list[ActionLog]: ...

    async def ratings(self, guild_id: int, kind: str, user_ids: Sequence[int]) -> dict[int, RatingRow]: ...

    async def leaderboard(
        self, guild_id: int, kind: str, limit: int = 10, since: float | None = None
    ) -> list[RatingRow]: ...

    async def player_stats(self, guild_id: int, user_id: int) -> list[PlayerStats]: ...

    async def user_prefs(self, user_id: int) -> UserPrefs: ...

    async def save_user_prefs(self, prefs: UserPrefs) -> None: ...

    async def guild_locale(self, guild_id: int) -> str | None: ...

    async def set_guild_locale(self, guild_id: int, locale: str | None) -> None: ...
