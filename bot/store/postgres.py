"""PostgreSQL store on an asyncpg pool: several bot processes share one database.

The same interface and schema as the SQLite store (``migrations/postgres`` mirrors ``migrations``). Migrations
are applied at start-up in one transaction behind an advisory lock, so processes starting together upgrade the
database once. Game writes are compare-and-swaps on the row's revision, so two processes never both write a game.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import asyncpg

from bot.store.base import ChannelBusy, ShardFilter, StaleGame, check_ratings_basis, ratings_to_check
from bot.store.postgres_presses import PostgresPresses
from bot.store.postgres_seasons import PostgresSeasons
from bot.store.postgres_tournaments import PostgresTournaments
from bot.store.records import (
    ActionLog,
    ChiefRecord,
    GameDefaults,
    GameRecord,
    MatchSeat,
    MatchSummary,
    PlayerStats,
    RatingRow,
    ResultRow,
    SeatRecord,
    TableDefaults,
    UserPrefs,
)
from bot.store.rows import chief_contracts, game_record, rating_row, seat_record
from bot.store.schema import MIGRATIONS_ROOT, numbered_migrations, shard_condition
from bot.store.tournament_rows import forgotten_state
from bot.store.uncancelled import runs_to_its_end

log = logging.getLogger(__name__)

MIGRATIONS_DIR = MIGRATIONS_ROOT / "postgres"
# Any constant will do: every process of this bot takes the same advisory lock while it migrates.
MIGRATION_LOCK = 0x52554D4D59  # "RUMMY"
OPEN_GAME_INDEX = "games_one_open_per_channel"


def migrations() -> list[tuple[int, Path]]:
    """Every PostgreSQL migration file as (number, path), in order, without gaps."""
    return numbered_migrations(MIGRATIONS_DIR)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _updated(status: str) -> int:
    """The row count of an asyncpg command status such as ``UPDATE 1``."""
    return int(status.rsplit(" ", 1)[-1])


class PostgresStore(PostgresSeasons, PostgresTournaments, PostgresPresses):
    def __init__(
        self, url: str, clock: Callable[[], float] = time.time, *, min_connections: int = 1,
        max_connections: int = 10,
    ) -> None:
        self.url = url
        self.clock = clock
        self.min_connections = min_connections
        self.max_connections = max_connections
        self._pool: asyncpg.Pool | None = None

    # -- lifecycle ---------------------------------------------------------------------------------------------

    async def open(self, up_to: int | None = None) -> None:
        """Connect the pool and apply pending migrations (``up_to`` stops early; tests build old databases)."""
        self._pool = await asyncpg.create_pool(
            self.url, min_size=self.min_connections, max_size=self.max_connections,
        )
        try:
            await self._migrate(up_to)
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("store is not open")
        return self._pool

    async def schema_version(self) -> int:
        async with self.pool.acquire() as conn:
            return await self._schema_version(conn)

    @staticmethod
    async def _schema_version(conn: asyncpg.Connection) -> int:
        if await conn.fetchval("SELECT to_regclass('schema_migrations')") is None:
            return 0
        return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))

    async def _migrate(self, up_to: int | None) -> None:
        async with self.pool.acquire() as conn, conn.transaction():
            # All pending migrations in one transaction: the database is upgraded completely or not at all;
            # the lock makes a second process starting at the same moment wait, then find nothing to do.
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            current = await self._schema_version(conn)
            pending = [(n, p) for n, p in migrations() if n > current and (up_to is None or n <= up_to)]
            if not pending:
                return
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations"
                " (version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION)"
            )
            for number, path in pending:
                await conn.execute(path.read_text(encoding="utf-8"))
                await conn.execute("INSERT INTO schema_migrations VALUES ($1, $2)", number, self.clock())

    # -- games -------------------------------------------------------------------------------------------------

    async def create_game(self, game: GameRecord) -> int:
        now = self.clock()
        game.created_at = game.updated_at = now
        try:
            async with self.pool.acquire() as conn, conn.transaction():
                game_id = await conn.fetchval(
                    "INSERT INTO games (guild_id, channel_id, kind, status, host_id, options, state, version,"
                    " message_id, timers, created_at, updated_at, drafts)"
                    " VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id",
                    game.guild_id, game.channel_id, game.kind, game.status, game.host_id, _dumps(game.options),
                    None if game.state is None else _dumps(game.state), game.version, game.message_id,
                    _dumps(game.timers), now, now, _dumps(game.drafts),
                )
                game.id = int(game_id)
                game.revision = 0
                await self._write_seats(conn, game)
        except asyncpg.UniqueViolationError as error:
            if error.constraint_name == OPEN_GAME_INDEX:
                raise ChannelBusy(game.channel_id) from error
            raise
        return game.id

    @runs_to_its_end  # a game's write that may have committed is never left half known to its table
    async def save_game(
        self,
        game: GameRecord,
        action: ActionLog | None = None,
        results: Sequence[ResultRow] = (),
        ratings: Sequence[RatingRow] = (),
    ) -> None:
        if game.id is None:
            raise ValueError("save_game needs a game created with create_game")
        now = self.clock()
        game.updated_at = now
        async with self.pool.acquire() as conn, conn.transaction():
            for (guild_id, kind), users in ratings_to_check(ratings).items():
                # FOR UPDATE: a game of the same player finishing at the same moment waits, then sees this one's.
                rows = await conn.fetch(
                    "SELECT user_id, games FROM ratings WHERE guild_id=$1 AND kind=$2 AND user_id = ANY($3::bigint[])"
                    " FOR UPDATE",
                    guild_id, kind, users,
                )
                check_ratings_basis(ratings, guild_id, kind, {row["user_id"]: row["games"] for row in rows})
            status = await conn.execute(
                "UPDATE games SET status=$1, host_id=$2, options=$3, state=$4, version=$5, message_id=$6,"
                " timers=$7, updated_at=$8, finished_at=$9, drafts=$12, revision=revision + 1 WHERE id=$10 AND revision=$11",
                game.status, game.host_id, _dumps(game.options),
                None if game.state is None else _dumps(game.state), game.version, game.message_id,
                _dumps(game.timers), now, game.finished_at, game.id, game.revision, _dumps(game.drafts),
            )
            if _updated(status) != 1:
                raise StaleGame(game.id)
            await self._write_seats(conn, game)
            if action is not None:
                await conn.execute(
                    "INSERT INTO game_events (game_id, version, seat, action, events, created_at)"
                    " VALUES ($1,$2,$3,$4,$5,$6)",
                    game.id, action.version, action.seat, _dumps(action.action), _dumps(action.events), now,
                )
                await self._write_chief_contracts(conn, game, action)
            if results:
                finished_at = game.finished_at if game.finished_at is not None else now
                await conn.executemany(
                    "INSERT INTO results (game_id, seat, user_id, score, rank, guild_id, kind, finished_at)"
                    " VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (game_id, seat) DO UPDATE SET"
                    " user_id=EXCLUDED.user_id, score=EXCLUDED.score, rank=EXCLUDED.rank,"
                    " guild_id=EXCLUDED.guild_id, kind=EXCLUDED.kind, finished_at=EXCLUDED.finished_at",
                    [
                        (game.id, r.seat, r.user_id, r.score, r.rank, game.guild_id, game.kind, finished_at)
                        for r in results
                    ],
                )
            if ratings:
                await conn.executemany(
                    "INSERT INTO ratings (guild_id, kind, user_id, name, mu, sigma, games, wins, updated_at)"
                    " VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) ON CONFLICT (guild_id, kind, user_id) DO UPDATE SET"
                    " name=EXCLUDED.name, mu=EXCLUDED.mu, sigma=EXCLUDED.sigma, games=EXCLUDED.games,"
                    " wins=EXCLUDED.wins, updated_at=EXCLUDED.updated_at",
                    [
                        (r.guild_id, r.kind, r.user_id, r.name, r.mu, r.sigma, r.games, r.wins, now)
                        for r in ratings
                    ],
                )
        game.revision += 1

    @staticmethod
    async def _write_chief_contracts(conn: asyncpg.Connection, game: GameRecord, action: ActionLog) -> None:
        contracts = [
            (game.id, action.version, game.guild_id, seat, user_id, made)
            for seat, user_id, made in chief_contracts(game, action)
        ]
        if contracts:
            await conn.executemany(
                "INSERT INTO chief_contracts (game_id, version, guild_id, seat, user_id, made)"
                " VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT (game_id, version) DO UPDATE SET"
                " guild_id=EXCLUDED.guild_id, seat=EXCLUDED.seat, user_id=EXCLUDED.user_id, made=EXCLUDED.made",
                contracts,
            )

    @staticmethod
    async def _write_seats(conn: asyncpg.Connection, game: GameRecord) -> None:
        await conn.execute("DELETE FROM seats WHERE game_id=$1", game.id)
        await conn.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name, ai_level, timeouts, dm_failed, turns_by_player,"
            " turns_by_computer) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)",
            [
                (game.id, s.seat, s.user_id, s.name, s.ai_level, s.timeouts, s.dm_failed, s.turns_by_player,
                 s.turns_by_computer)
                for s in game.seats
            ],
        )

    async def _games_where(self, where: str, *params: Any) -> list[GameRecord]:
        async with self.pool.acquire() as conn:
            rows = await conn.fetch(f"SELECT * FROM games WHERE {where} ORDER BY id", *params)
            seat_rows = await conn.fetch(
                "SELECT * FROM seats WHERE game_id = ANY($1::bigint[]) ORDER BY game_id, seat",
                [row["id"] for row in rows],
            )
        seats: dict[int, list[SeatRecord]] = {}
        for s in seat_rows:
            seats.setdefault(s["game_id"], []).append(seat_record(s))
        games = []
        for row in rows:
            try:
                games.append(game_record(row, seats.get(row["id"], [])))
            except (ValueError, TypeError) as error:
                # One unusable row must not hide every other game: set it aside, say why, go on.
                reason = f"unreadable row: {type(error).__name__}: {error}"
                log.error("game %s set aside: %s", row["id"], reason)
                if row["status"] in ("lobby", "running"):
                    await self.mark_broken(row["id"], reason)
        return games

    async def mark_broken(self, game_id: int, reason: str) -> None:
        await self.pool.execute(
            "UPDATE games SET status='cancelled', broken=$1, updated_at=$2, revision=revision + 1 WHERE id=$3",
            reason[:2000], self.clock(), game_id,
        )

    async def load_open_games(self, shards: ShardFilter | None = None) -> list[GameRecord]:
        if shards is None:
            return await self._games_where("status IN ('lobby', 'running')")
        condition, params = shard_condition(shards, "${n}")
        return await self._games_where(f"status IN ('lobby', 'running') AND {condition}", *params)

    async def load_game(self, game_id: int) -> GameRecord | None:
        found = await self._games_where("id=$1", game_id)
        return found[0] if found else None

    async def last_finished_game(self, channel_id: int) -> GameRecord | None:
        found = await self._games_where(
            "id = (SELECT id FROM games WHERE channel_id=$1 AND status='finished'"
            " ORDER BY finished_at DESC, id DESC LIMIT 1)", channel_id,
        )
        return found[0] if found else None

    async def action_log(self, game_id: int) -> list[ActionLog]:
        rows = await self.pool.fetch("SELECT * FROM game_events WHERE game_id=$1 ORDER BY version", game_id)
        return [
            ActionLog(
                version=r["version"], seat=r["seat"], action=json.loads(r["action"]),
                events=json.loads(r["events"]), created_at=r["created_at"],
            )
            for r in rows
        ]

    # -- ratings and results -----------------------------------------------------------------------------------

    async def ratings(self, guild_id: int, kind: str, user_ids: Sequence[int]) -> dict[int, RatingRow]:
        if not user_ids:
            return {}
        rows = await self.pool.fetch(
            "SELECT * FROM ratings WHERE guild_id=$1 AND kind=$2 AND user_id = ANY($3::bigint[])",
            guild_id, kind, list(user_ids),
        )
        return {row["user_id"]: rating_row(row) for row in rows}

    async def leaderboard(
        self, guild_id: int, kind: str, limit: int = 10, since: float | None = None
    ) -> list[RatingRow]:
        """Players by conservative rating (mu - 3 sigma); with ``since``, only those who played since then,
        with their games and wins counted over that period."""
        if since is None:
            rows = await self.pool.fetch(
                "SELECT * FROM ratings WHERE guild_id=$1 AND kind=$2 ORDER BY mu - 3 * sigma DESC, wins DESC"
                " LIMIT $3",
                guild_id, kind, limit,
            )
            return [rating_row(row) for row in rows]
        # A period never reaches back past the board's last reset: results before it count on no board.
        reset_at = await self.pool.fetchval(
            "SELECT reset_at FROM leaderboard_resets WHERE guild_id=$1 AND kind=$2", guild_id, kind,
        )
        if reset_at is not None:
            since = max(since, float(reset_at))
        # Ratings in rank order (their index), each asked how often the player has a result in the period (the
        # results' (guild, kind, user, finished_at) index): the nested loop stops after ``limit`` players with one,
        # whatever the number of results.
        rows = await self.pool.fetch(
            "SELECT r.guild_id, r.kind, r.user_id, r.name, r.mu, r.sigma, p.games, p.wins"
            " FROM ratings r CROSS JOIN LATERAL ("
            "  SELECT COUNT(*)::int AS games, COUNT(*) FILTER (WHERE x.rank = 1)::int AS wins FROM results x"
            "  WHERE x.guild_id = r.guild_id AND x.kind = r.kind AND x.user_id = r.user_id AND x.finished_at >= $3"
            " ) p"
            " WHERE r.guild_id=$1 AND r.kind=$2 AND p.games > 0"
            " ORDER BY r.mu - 3 * r.sigma DESC, r.wins DESC LIMIT $4",
            guild_id, kind, since, limit,
        )
        return [rating_row(row) for row in rows]

    async def player_stats(self, guild_id: int, user_id: int) -> list[PlayerStats]:
        # Each game's record counts from its board's last reset, as the board does: the rating shown beside it
        # was started afresh then, and games counted before it would mark a fresh rating as established.
        rows = await self.pool.fetch(
            "SELECT res.kind, COUNT(*)::int AS games, COUNT(*) FILTER (WHERE res.rank = 1)::int AS wins,"
            " MAX(res.score) AS best,"
            " (SELECT mu - 3 * sigma FROM ratings r WHERE r.guild_id = res.guild_id AND r.kind = res.kind"
            "  AND r.user_id = res.user_id) AS rating"
            " FROM results res LEFT JOIN leaderboard_resets z ON z.guild_id = res.guild_id AND z.kind = res.kind"
            " WHERE res.guild_id=$1 AND res.user_id=$2 AND (z.reset_at IS NULL OR res.finished_at >= z.reset_at)"
            " GROUP BY res.guild_id, res.kind, res.user_id ORDER BY res.kind",
            guild_id, user_id,
        )
        return [
            PlayerStats(kind=r["kind"], games=r["games"], wins=r["wins"], best_score=r["best"], rating=r["rating"])
            for r in rows
        ]

    # -- preferences -------------------------------------------------------------------------------------------

    async def user_prefs(self, user_id: int) -> UserPrefs:
        row = await self.pool.fetchrow("SELECT * FROM user_prefs WHERE user_id=$1", user_id)
        if row is None:
            return UserPrefs(user_id=user_id)
        return UserPrefs(
            user_id=user_id, locale=row["locale"], hand_dms=row["hand_dms"], turn_pings=row["turn_pings"],
            shown=row["shown"], palette=row["palette"], four_colour=row["four_colour"],
        )

    async def save_user_prefs(self, prefs: UserPrefs) -> None:
        await self.pool.execute(
            "INSERT INTO user_prefs (user_id, locale, hand_dms, turn_pings, shown, palette, four_colour, updated_at)"
            " VALUES ($1,$2,$3,$4,$5,$6,$7,$8)"
            " ON CONFLICT (user_id) DO UPDATE SET locale=EXCLUDED.locale, hand_dms=EXCLUDED.hand_dms,"
            " turn_pings=EXCLUDED.turn_pings, shown=EXCLUDED.shown, palette=EXCLUDED.palette,"
            " four_colour=EXCLUDED.four_colour, updated_at=EXCLUDED.updated_at",
            prefs.user_id, prefs.locale, prefs.hand_dms, prefs.turn_pings, prefs.shown, prefs.palette,
            prefs.four_colour, self.clock(),
        )

    async def guild_locale(self, guild_id: int) -> str | None:
        row = await self.pool.fetchrow("SELECT locale FROM guild_settings WHERE guild_id=$1", guild_id)
        return None if row is None else row["locale"]

    async def set_guild_locale(self, guild_id: int, locale: str | None) -> None:
        await self.pool.execute(
            "INSERT INTO guild_settings (guild_id, locale, updated_at) VALUES ($1,$2,$3)"
            " ON CONFLICT (guild_id) DO UPDATE SET locale=EXCLUDED.locale, updated_at=EXCLUDED.updated_at",
            guild_id, locale, self.clock(),
        )

    async def table_defaults(self, guild_id: int) -> TableDefaults:
        row = await self.pool.fetchrow("SELECT table_place, table_pace FROM guild_settings WHERE guild_id=$1",
                                       guild_id)
        return TableDefaults(guild_id) if row is None else TableDefaults(guild_id, row["table_place"], row["table_pace"])

    async def save_table_defaults(self, defaults: TableDefaults) -> None:
        await self.pool.execute(
            "INSERT INTO guild_settings (guild_id, table_place, table_pace, updated_at) VALUES ($1,$2,$3,$4)"
            " ON CONFLICT (guild_id) DO UPDATE SET table_place=EXCLUDED.table_place,"
            " table_pace=EXCLUDED.table_pace, updated_at=EXCLUDED.updated_at",
            defaults.guild_id, defaults.place, defaults.pace, self.clock(),
        )

    # -- history, server settings, privacy ---------------------------------------------------------------------

    async def finished_games(
        self, guild_id: int, kind: str | None = None, user_id: int | None = None, limit: int = 5, offset: int = 0
    ) -> tuple[list[MatchSummary], int]:
        where = "g.guild_id=$1 AND g.status='finished'"
        params: list[Any] = [guild_id]
        if kind is not None:
            params.append(kind)
            where += f" AND g.kind=${len(params)}"
        if user_id is not None:
            # The member's results lead (one index range), rather than every game of the server being searched.
            params.append(user_id)
            where += f" AND g.id IN (SELECT game_id FROM results WHERE guild_id=$1 AND user_id=${len(params)})"
        async with self.pool.acquire() as conn:
            total = int(await conn.fetchval(f"SELECT COUNT(*) FROM games g WHERE {where}", *params))
            games = await conn.fetch(
                f"SELECT g.id, g.kind, g.finished_at,"
                f" (SELECT MIN(e.created_at) FROM game_events e WHERE e.game_id = g.id) AS started_at"
                f" FROM games g WHERE {where} ORDER BY g.finished_at DESC, g.id DESC"
                f" LIMIT ${len(params) + 1} OFFSET ${len(params) + 2}",
                *params, limit, offset,
            )
            seat_rows = await conn.fetch(
                "SELECT s.game_id, s.seat, s.user_id, s.name, res.score, res.rank FROM seats s"
                " LEFT JOIN results res ON res.game_id = s.game_id AND res.seat = s.seat"
                " WHERE s.game_id = ANY($1::bigint[]) ORDER BY s.game_id, COALESCE(res.rank, 99), s.seat",
                [game["id"] for game in games],
            )
        seats: dict[int, list[MatchSeat]] = {}
        for s in seat_rows:
            seats.setdefault(s["game_id"], []).append(
                MatchSeat(seat=s["seat"], user_id=s["user_id"], name=s["name"],
                          is_ai=s["user_id"] is None and s["name"] != "", score=s["score"] or 0,
                          rank=s["rank"] or 0)
            )
        matches = [
            MatchSummary(id=game["id"], kind=game["kind"], started_at=game["started_at"],
                         finished_at=game["finished_at"] or 0.0, seats=tuple(seats.get(game["id"], ())))
            for game in games
        ]
        return matches, total

    async def chief_record(self, guild_id: int, user_id: int) -> ChiefRecord:
        # Hands scored before their game's board was last reset are not counted, like that game's results.
        row = await self.pool.fetchrow(
            "SELECT COUNT(*)::int AS hands, COUNT(*) FILTER (WHERE c.made)::int AS made FROM chief_contracts c"
            " JOIN games g ON g.id = c.game_id"
            " LEFT JOIN leaderboard_resets z ON z.guild_id = c.guild_id AND z.kind = g.kind"
            " LEFT JOIN game_events e ON e.game_id = c.game_id AND e.version = c.version"
            " WHERE c.guild_id=$1 AND c.user_id=$2 AND (z.reset_at IS NULL OR e.created_at >= z.reset_at)",
            guild_id, user_id,
        )
        return ChiefRecord(hands=row["hands"], made=row["made"]) if row else ChiefRecord(0, 0)

    async def game_defaults(self, guild_id: int) -> dict[str, GameDefaults]:
        rows = await self.pool.fetch("SELECT * FROM guild_game_defaults WHERE guild_id=$1", guild_id)
        return {
            r["kind"]: GameDefaults(guild_id=guild_id, kind=r["kind"], preset=r["preset"], target=r["target"],
                                    turn_seconds=r["turn_seconds"])
            for r in rows
        }

    async def save_game_defaults(self, defaults: GameDefaults) -> None:
        if defaults.preset is None and defaults.target is None and defaults.turn_seconds is None:
            await self.pool.execute(
                "DELETE FROM guild_game_defaults WHERE guild_id=$1 AND kind=$2", defaults.guild_id, defaults.kind,
            )
            return
        await self.pool.execute(
            "INSERT INTO guild_game_defaults (guild_id, kind, preset, target, turn_seconds, updated_at)"
            " VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT (guild_id, kind) DO UPDATE SET preset=EXCLUDED.preset,"
            " target=EXCLUDED.target, turn_seconds=EXCLUDED.turn_seconds, updated_at=EXCLUDED.updated_at",
            defaults.guild_id, defaults.kind, defaults.preset, defaults.target, defaults.turn_seconds, self.clock(),
        )

    async def allowed_channels(self, guild_id: int) -> list[int]:
        rows = await self.pool.fetch(
            "SELECT channel_id FROM guild_channels WHERE guild_id=$1 ORDER BY channel_id", guild_id,
        )
        return [int(r["channel_id"]) for r in rows]

    async def set_channel_allowed(self, guild_id: int, channel_id: int, allowed: bool) -> None:
        if allowed:
            await self.pool.execute(
                "INSERT INTO guild_channels (guild_id, channel_id) VALUES ($1,$2) ON CONFLICT DO NOTHING",
                guild_id, channel_id,
            )
        else:
            await self.pool.execute(
                "DELETE FROM guild_channels WHERE guild_id=$1 AND channel_id=$2", guild_id, channel_id,
            )

    async def reset_leaderboard(self, guild_id: int, kind: str) -> int:
        async with self.pool.acquire() as conn, conn.transaction():
            status = await conn.execute("DELETE FROM ratings WHERE guild_id=$1 AND kind=$2", guild_id, kind)
            # Never moved back (a second reset by a process whose clock is behind).
            await conn.execute(
                "INSERT INTO leaderboard_resets (guild_id, kind, reset_at) VALUES ($1,$2,$3)"
                " ON CONFLICT (guild_id, kind) DO UPDATE"
                " SET reset_at = GREATEST(leaderboard_resets.reset_at, EXCLUDED.reset_at)",
                guild_id, kind, self.clock(),
            )
        return _updated(status)

    async def forget_user(self, user_id: int) -> None:
        closed = "SELECT id FROM games WHERE status IN ('finished', 'cancelled')"
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("DELETE FROM user_prefs WHERE user_id=$1", user_id)
            await conn.execute("DELETE FROM ratings WHERE user_id=$1", user_id)
            await conn.execute("UPDATE results SET user_id=NULL WHERE user_id=$1", user_id)
            await conn.execute("UPDATE chief_contracts SET user_id=NULL WHERE user_id=$1", user_id)
            await conn.execute("UPDATE season_standings SET user_id=NULL, name='' WHERE user_id=$1", user_id)
            await conn.execute("UPDATE tournaments SET winner_id=NULL WHERE winner_id=$1", user_id)
            await conn.execute("UPDATE tournaments SET organiser_id=0 WHERE organiser_id=$1 AND status IN"
                               " ('finished', 'cancelled')", user_id)
            # A running tournament keeps its players until it ends (its matches need them).
            kept = await conn.fetch("SELECT id, state, status FROM tournaments WHERE status <> 'running'"
                                    " AND state LIKE $1", f"%{user_id}%")
            for row in kept:
                await conn.execute("UPDATE tournaments SET state=$1 WHERE id=$2",
                                   forgotten_state(row["state"], user_id, row["status"]), row["id"])
            await conn.execute(
                f"UPDATE seats SET user_id=NULL, name='', ai_level=NULL WHERE user_id=$1 AND game_id IN ({closed})",
                user_id,
            )
            await conn.execute(f"UPDATE games SET host_id=0 WHERE host_id=$1 AND id IN ({closed})", user_id)
