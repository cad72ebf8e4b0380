"""The store interface: cogs and tables talk to this, never to SQL; SQLite and PostgreSQL implement it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from bot.store.records import (
    ActionLog,
    ChiefRecord,
    GameDefaults,
    GameRecord,
    MatchSummary,
    PlayerStats,
    RatingRow,
    ResultRow,
    SeasonGame,
    SeasonRecord,
    SeasonSettings,
    SeasonStanding,
    TableDefaults,
    TournamentRecord,
    UserPrefs,
)


class ChannelBusy(Exception):
    """A channel already has an open game (lobby or running)."""


class StaleGame(Exception):
    """A game row was written since this copy of it was read (by another process, or by a leftover copy of this
    one): the write was refused and nothing changed. Reload the game before trying again."""


class RatingsMoved(Exception):
    """A game's new ratings were worked out from ratings that have changed since (the board was reset, another game
    of one of its players finished): the whole save was refused and nothing changed. Work them out again."""


def ratings_to_check(ratings: Sequence[RatingRow]) -> dict[tuple[int, str], list[int]]:
    """The users whose stored rating a save must find unchanged, per (guild, game): those of the rows that name
    the games count they were worked out from (``RatingRow.based_on_games``)."""
    groups: dict[tuple[int, str], list[int]] = {}
    for rating in ratings:
        if rating.based_on_games is not None:
            groups.setdefault((rating.guild_id, rating.kind), []).append(rating.user_id)
    return groups


def check_ratings_basis(ratings: Sequence[RatingRow], guild_id: int, kind: str, stored_games: dict[int, int]) -> None:
    """Raise RatingsMoved if a rating of (``guild_id``, ``kind``) was worked out from a games count other than the
    one stored now (``stored_games``: user -> games; a user without a row has played none)."""
    for rating in ratings:
        if (rating.guild_id, rating.kind) == (guild_id, kind) and rating.based_on_games is not None \
                and stored_games.get(rating.user_id, 0) != rating.based_on_games:
            raise RatingsMoved(rating.user_id)


@dataclass(frozen=True)
class ShardFilter:
    """The guilds one process serves: Discord puts a guild on shard ``(guild_id >> 22) % shard_count``."""

    shard_count: int
    shard_ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.shard_count < 1 or not self.shard_ids:
            raise ValueError("a shard filter needs a shard count and at least one shard id")
        if any(not 0 <= shard < self.shard_count for shard in self.shard_ids):
            raise ValueError(f"shard ids must lie in 0..{self.shard_count - 1}, got {self.shard_ids}")

    def owns(self, guild_id: int) -> bool:
        return (guild_id >> 22) % self.shard_count in self.shard_ids


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
        """Write the game row, its seats, and optionally its action log entry, results and ratings, atomically.

        A compare-and-swap: the row must still be at ``game.revision`` (the write count it was read or last saved
        at), else StaleGame and nothing is written; on success ``game.revision`` moves on by one."""
        ...

    async def load_open_games(self, shards: ShardFilter | None = None) -> list[GameRecord]:
        """Lobbies and running games, of every guild or only of the guilds ``shards`` serve. A row that cannot be
        decoded is set aside (``mark_broken``) and left out."""
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
    ) -> list[RatingRow]:
        """Players by conservative rating; with ``since``, only those with a result since then (or since the
        board's last reset, whichever is later), their games and wins counted over that period."""
        ...

    async def player_stats(self, guild_id: int, user_id: int) -> list[PlayerStats]:
        """A player's games, wins and best score per game on a server, each counted from that game's last
        leaderboard reset, with their current rating."""
        ...

    async def user_prefs(self, user_id: int) -> UserPrefs: ...

    async def save_user_prefs(self, prefs: UserPrefs) -> None: ...

    async def guild_locale(self, guild_id: int) -> str | None: ...

    async def set_guild_locale(self, guild_id: int, locale: str | None) -> None: ...

    # -- history, server settings, privacy ---------------------------------------------------------------------

    async def finished_games(
        self, guild_id: int, kind: str | None = None, user_id: int | None = None, limit: int = 5, offset: int = 0
    ) -> tuple[list[MatchSummary], int]:
        """A server's finished games, newest first (optionally of one game, or with one player), and how many
        there are in all."""
        ...

    async def chief_record(self, guild_id: int, user_id: int) -> ChiefRecord:
        """A player's Mü hands as Chief on a server (every save_game action whose events score a Chief hand)."""
        ...

    async def game_defaults(self, guild_id: int) -> dict[str, GameDefaults]:
        """A server's defaults for the next lobby, by game."""
        ...

    async def save_game_defaults(self, defaults: GameDefaults) -> None:
        """Replace a game's defaults on a server; all three None removes them."""
        ...

    async def table_defaults(self, guild_id: int) -> TableDefaults:
        """Where a server's tables open by default and at what pace (None each: in the channel, live)."""
        ...

    async def save_table_defaults(self, defaults: TableDefaults) -> None:
        """Replace a server's table place and pace defaults (None: back to the channel, live)."""
        ...

    async def allowed_channels(self, guild_id: int) -> list[int]:
        """The channels where games may be opened; empty means every channel."""
        ...

    async def set_channel_allowed(self, guild_id: int, channel_id: int, allowed: bool) -> None: ...

    async def reset_leaderboard(self, guild_id: int, kind: str) -> int:
        """Start one game's boards on a server afresh: drop its ratings and remember the moment, in one
        transaction, so results that finished before it count on no board (all time, month, week), in no
        ``player_stats`` and no Chief record; they stay in the history and replays. Returns how many ratings."""
        ...

    async def forget_user(self, user_id: int) -> None:
        """Delete a user's preferences and ratings everywhere and anonymise their seats and results in closed
        games (scores and ranks stay, so everyone else's standings are unchanged)."""
        ...

    # -- seasons -----------------------------------------------------------------------------------------------

    async def season_settings(self, guild_id: int) -> dict[str, SeasonSettings]:
        """How a server runs the seasons of each game that has them."""
        ...

    async def start_seasons(self, settings: SeasonSettings, first_ends_at: float) -> SeasonRecord:
        """Save a game's season settings on a server and return its open season: the one already running (the
        settings apply from the next one), else a new one from now to ``first_ends_at``."""
        ...

    async def stop_seasons(self, guild_id: int, kind: str) -> bool:
        """No more seasons of a game on a server: the settings and the open season go (ended seasons and every
        game stay). False if it had none."""
        ...

    async def open_season(self, guild_id: int, kind: str) -> SeasonRecord | None: ...

    async def season(self, guild_id: int, kind: str, number: int) -> SeasonRecord | None:
        """A season, with its final standings once it has ended."""
        ...

    async def seasons_due(self, now: float, shards: ShardFilter | None = None) -> list[SeasonRecord]:
        """Open seasons whose end has come, earliest first (of the guilds ``shards`` serve)."""
        ...

    async def next_season_end(self, shards: ShardFilter | None = None) -> float | None:
        """When the next open season ends, if any does."""
        ...

    async def season_games(self, guild_id: int, kind: str, since: float, until: float) -> list[SeasonGame]:
        """A game's finished games on a server from ``since`` (included) to ``until`` (excluded), in the order
        they finished, with each seat's name, computer level, rank and score."""
        ...

    async def end_season(self, season: SeasonRecord, standings: Sequence[SeasonStanding],
                         next_season: SeasonRecord | None) -> bool:
        """In one transaction: mark ``season`` ended, keep its final ``standings``, open ``next_season``. False
        (and nothing written) if it had already ended (another process ended it first)."""
        ...

    # -- tournaments -------------------------------------------------------------------------------------------

    async def create_tournament(self, tournament: TournamentRecord) -> int:
        """Insert a new tournament and return its id (also set on the record)."""
        ...

    async def save_tournament(self, tournament: TournamentRecord) -> None:
        """Write the whole tournament row (status, state, message, winner)."""
        ...

    async def tournament(self, tournament_id: int) -> TournamentRecord | None: ...

    async def last_tournament(self, guild_id: int, channel_id: int) -> TournamentRecord | None:
        """The newest tournament opened in a channel, whatever its status."""
        ...

    async def open_tournaments(self, shards: ShardFilter | None = None) -> list[TournamentRecord]:
        """Tournaments signing up or running (of the guilds ``shards`` serve), oldest first."""
        ...

    async def tournaments_won(self, guild_id: int, user_id: int) -> dict[str, int]:
        """How many finished tournaments a player won on a server, by game."""
        ...

    async def tournament_role(self, guild_id: int) -> int | None:
        """The role a server named whose members may open and run tournaments (besides Manage Server), if any."""
        ...

    async def set_tournament_role(self, guild_id: int, role_id: int | None) -> None:
        """Name (or, with None, clear) a server's tournament organisers' role."""
        ...

    async def game_ranks(self, game_id: int) -> dict[int, int]:
        """A finished game's rank per seat (1 = best, ties share), as its results were stored."""
        ...
