"""SQLite store through aiosqlite: WAL, foreign keys, numbered migrations applied in one transaction."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.base import ChannelBusy, ShardFilter, StaleGame, check_ratings_basis, ratings_to_check
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
    TableDefaults,
    UserPrefs,
)
from bot.store.rows import chief_contracts, game_record, rating_row, seat_record
from bot.store.schema import MIGRATIONS_ROOT, numbered_migrations, shard_condition
from bot.store.sqlite_seasons import SQLiteSeasons
from bot.store.sqlite_tournaments import SQLiteTournaments
from bot.store.tournament_rows import forgotten_state
from bot.store.uncancelled import runs_to_its_end

log = logging.getLogger(__name__)

MIGRATIONS_DIR = MIGRATIONS_ROOT
WAL_ATTEMPTS, WAL_RETRY_SECONDS = 100, 0.05  # asking for write-ahead logging while another process holds the file


def migrations() -> list[tuple[int, Path]]:
    """Every SQLite migration file as (number, path), in order, without gaps."""
    return numbered_migrations(MIGRATIONS_DIR)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _commit_batch(db: sqlite3.Connection, writes: Sequence[Callable[[sqlite3.Connection], None]]) -> list[
        BaseException | None]:
    """In the connection's thread: every write in one transaction, each in a savepoint of its own (a write that
    raises is undone alone and its error returned in its place); one COMMIT for all. If the COMMIT fails, every
    write failed and nothing was written."""
    outcomes: list[BaseException | None] = []
    db.execute("BEGIN IMMEDIATE")
    try:
        for write in writes:
            db.execute("SAVEPOINT save")
            try:
                write(db)
            except Exception as refused:
                db.execute("ROLLBACK TO save")
                outcomes.append(refused)
            else:
                outcomes.append(None)
            db.execute("RELEASE save")
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    return outcomes


def _save_game_now(db: sqlite3.Connection, game: GameRecord, action: ActionLog | None,
                   results: Sequence[ResultRow], ratings: Sequence[RatingRow], now: float) -> None:
    """The statements of ``SQLiteStore.save_game``, run inside a transaction of ``_commit_batch``."""
    for (guild_id, kind), users in ratings_to_check(ratings).items():
        found = db.execute(
            f"SELECT user_id, games FROM ratings WHERE guild_id=? AND kind=? AND user_id IN ({','.join('?' * len(users))})",
            (guild_id, kind, *users),
        )
        stored = {int(user): int(games) for user, games in found.fetchall()}
        check_ratings_basis(ratings, guild_id, kind, stored)
    cursor = db.execute(
        "UPDATE games SET status=?, host_id=?, options=?, state=?, version=?, message_id=?, timers=?,"
        " updated_at=?, finished_at=?, drafts=?, revision=revision + 1 WHERE id=? AND revision=?",
        (
            game.status, game.host_id, _dumps(game.options), None if game.state is None else _dumps(game.state),
            game.version, game.message_id, _dumps(game.timers), now, game.finished_at, _dumps(game.drafts),
            game.id, game.revision,
        ),
    )
    if cursor.rowcount != 1:
        raise StaleGame(game.id or 0)
    db.execute(DELETE_SEATS, (game.id,))
    db.executemany(INSERT_SEAT, _seat_rows(game))
    if action is not None:
        db.execute(
            "INSERT INTO game_events (game_id, version, seat, action, events, created_at) VALUES (?,?,?,?,?,?)",
            (game.id, action.version, action.seat, _dumps(action.action), _dumps(action.events), now),
        )
        db.executemany(INSERT_CONTRACT, _contract_rows(game, action))
    db.executemany(
        "INSERT OR REPLACE INTO results (game_id, seat, user_id, score, rank, guild_id, kind, finished_at)"
        " VALUES (?,?,?,?,?,?,?,?)",
        [(game.id, r.seat, r.user_id, r.score, r.rank, game.guild_id, game.kind,
          game.finished_at if game.finished_at is not None else now) for r in results],
    )
    db.executemany(
        "INSERT OR REPLACE INTO ratings (guild_id, kind, user_id, name, mu, sigma, games, wins, updated_at)"
        " VALUES (?,?,?,?,?,?,?,?,?)",
        [(r.guild_id, r.kind, r.user_id, r.name, r.mu, r.sigma, r.games, r.wins, now) for r in ratings],
    )


DELETE_SEATS = "DELETE FROM seats WHERE game_id=?"
INSERT_SEAT = ("INSERT INTO seats (game_id, seat, user_id, name, ai_level, timeouts, dm_failed, turns_by_player,"
               " turns_by_computer) VALUES (?,?,?,?,?,?,?,?,?)")
INSERT_CONTRACT = ("INSERT OR REPLACE INTO chief_contracts (game_id, version, guild_id, seat, user_id, made)"
                   " VALUES (?,?,?,?,?,?)")


def _seat_rows(game: GameRecord) -> list[tuple[Any, ...]]:
    return [(game.id, s.seat, s.user_id, s.name, s.ai_level, s.timeouts, int(s.dm_failed), s.turns_by_player,
             s.turns_by_computer) for s in game.seats]


def _contract_rows(game: GameRecord, action: ActionLog) -> list[tuple[Any, ...]]:
    return [(game.id, action.version, game.guild_id, seat, user_id, int(made))
            for seat, user_id, made in chief_contracts(game, action)]



class SQLiteStore(SQLiteSeasons, SQLiteTournaments):
    def __init__(self, path: Path | str, clock: Callable[[], float] = time.time) -> None:
        self.path = Path(path)
        self.clock = clock
        self._db: aiosqlite.Connection | None = None
        # One connection, one writer at a time: transactions from concurrent coroutines must not interleave.
        self._lock = asyncio.Lock()
        self._queued: list[tuple[Callable[[sqlite3.Connection], None], asyncio.Future[None]]] = []  # group commit
        self._committer: asyncio.Task[None] | None = None

    # -- lifecycle ---------------------------------------------------------------------------------------------

    async def open(self, up_to: int | None = None) -> None:
        """Open the database and apply pending migrations (``up_to`` stops early; tests build old databases)."""
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = await aiosqlite.connect(self.path, isolation_level=None)
        self._db.row_factory = sqlite3.Row
        for pragma in ("PRAGMA busy_timeout=5000", "PRAGMA foreign_keys=ON"):
            # Pragmas return a row: their cursor must be closed before any transaction can commit.
            await self._run(pragma)
        await self._use_wal()
        await self._migrate(up_to)

    async def _use_wal(self) -> None:
        """Write-ahead logging (kept in the file once set). Asking for it needs the database to itself for a moment,
        and SQLite answers "database is locked" at once, without waiting out the busy timeout, to a connection
        that asks while another process holds it (processes starting together): asked again a little later."""
        for attempt in range(WAL_ATTEMPTS):
            try:
                await self._run("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) or attempt == WAL_ATTEMPTS - 1:
                    raise
                await asyncio.sleep(WAL_RETRY_SECONDS)

    async def close(self) -> None:
        if self._committer is not None:
            await asyncio.gather(self._committer, return_exceptions=True)  # queued saves are committed first
        if self._db is not None:
            await self._db.close()
            self._db = None

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("store is not open")
        return self._db

    async def schema_version(self) -> int:
        async with self.db.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name='schema_migrations'"
        ) as cursor:
            if await cursor.fetchone() is None:
                return 0
        async with self.db.execute("SELECT COALESCE(MAX(version), 0) FROM schema_migrations") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def _migrate(self, up_to: int | None) -> None:
        current = await self.schema_version()
        pending = [(n, p) for n, p in migrations() if n > current and (up_to is None or n <= up_to)]
        if not pending:
            return
        # All pending migrations in one transaction: an old database is upgraded completely or not at all.
        script = ["BEGIN IMMEDIATE;"]
        script.append("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at REAL);")
        for number, path in pending:
            script.append(path.read_text(encoding="utf-8"))
            script.append(f"INSERT INTO schema_migrations VALUES ({number}, {self.clock()!r});")
        script.append("COMMIT;")
        try:
            await self.db.executescript("\n".join(script))
        except sqlite3.Error:
            if self.db.in_transaction:
                await self._run("ROLLBACK")
            if await self.schema_version() >= pending[-1][0]:
                return  # another process starting at the same moment applied them first
            raise

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction. Whatever fails (a statement, the COMMIT itself, or a cancellation at any await,
        BEGIN included), it is rolled back before the next transaction may start, so one failure never leaves the
        connection inside a transaction for every later write to fail on."""
        async with self._lock:
            try:
                await self._run("BEGIN IMMEDIATE")
                yield self.db
                await self._run("COMMIT")
            except BaseException:
                await self._rollback()
                raise

    async def _rollback(self) -> None:
        # The connection runs statements in the order they were sent, so this ROLLBACK comes after any statement
        # still in flight (one whose await was cancelled). If no transaction is open any more (COMMIT went through,
        # or BEGIN never ran), SQLite says so and there is nothing to undo.
        try:
            await asyncio.shield(self._run("ROLLBACK"))
        except sqlite3.OperationalError as error:
            if "no transaction is active" not in str(error):
                raise

    async def _run(self, sql: str) -> None:
        cursor = await self.db.execute(sql)
        await cursor.close()

    # -- games -------------------------------------------------------------------------------------------------

    async def create_game(self, game: GameRecord) -> int:
        now = self.clock()
        game.created_at = game.updated_at = now
        try:
            async with self._transaction() as db:
                cursor = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, kind, status, host_id, options, state, version,"
                    " message_id, timers, created_at, updated_at, drafts) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (
                        game.guild_id, game.channel_id, game.kind, game.status, game.host_id,
                        _dumps(game.options), None if game.state is None else _dumps(game.state), game.version,
                        game.message_id, _dumps(game.timers), now, now, _dumps(game.drafts),
                    ),
                )
                game.id = int(cursor.lastrowid or 0)
                game.revision = 0
                await db.executemany(INSERT_SEAT, _seat_rows(game))
        except sqlite3.IntegrityError as error:
            if "games" in str(error) or "UNIQUE" in str(error):
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
        """Write a game's change, committed when this returns. Saves of several tables that arrive while another
        commit is under way share the next commit (group commit): one trip to the connection's thread and one
        disk sync for all of them, each in a savepoint of its own, so a refused save (a stale game, ratings that
        moved) is undone alone and raised to its own caller; none returns before the commit that holds it."""
        if game.id is None:
            raise ValueError("save_game needs a game created with create_game")
        now = self.clock()
        game.updated_at = now
        await self._commit_with_others(lambda db: _save_game_now(db, game, action, results, ratings, now))
        game.revision += 1

    async def _commit_with_others(self, write: Callable[[sqlite3.Connection], None]) -> None:
        """Queue ``write`` for the next group commit and wait until that commit is done (or ``write`` refused)."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queued.append((write, done))
        if self._committer is None or self._committer.done():
            self._committer = asyncio.get_running_loop().create_task(self._commit_queued())
        await asyncio.shield(done)

    async def _commit_queued(self) -> None:
        async with self._lock:  # the other transactions of this connection wait, as they do for each other
            while self._queued:
                batch, self._queued = self._queued, []
                try:
                    # The whole batch in one trip to aiosqlite's thread (its ``_execute``, checked on 0.22): a trip
                    # per statement would hold the write lock across a wait for the event loop at every statement.
                    outcomes = await self.db._execute(_commit_batch, self.db._conn, [write for write, _ in batch])  # type: ignore[no-untyped-call]
                except BaseException as error:  # the commit itself failed (or the store closed): nothing was written
                    outcomes = [error] * len(batch)
                for (_write, done), outcome in zip(batch, outcomes, strict=True):
                    if done.done():
                        continue
                    if outcome is None:
                        done.set_result(None)
                    else:
                        done.set_exception(outcome)

    async def _games_where(self, where: str, params: tuple[Any, ...]) -> list[GameRecord]:
        async with self.db.execute(f"SELECT * FROM games WHERE {where} ORDER BY id", params) as cursor:
            rows = list(await cursor.fetchall())
        games = []
        for row in rows:
            async with self.db.execute(
                "SELECT * FROM seats WHERE game_id=? ORDER BY seat", (row["id"],)
            ) as cursor:
                seat_rows = list(await cursor.fetchall())
            try:
                games.append(game_record(row, [seat_record(s) for s in seat_rows]))
            except (ValueError, TypeError, KeyError) as error:  # json.JSONDecodeError is a ValueError
                # One unreadable row must not hide every other game: set it aside, say why, go on.
                reason = f"unreadable row: {type(error).__name__}: {error}"
                log.error("game %s set aside: %s", row["id"], reason)
                if row["status"] in ("lobby", "running"):
                    await self.mark_broken(row["id"], reason)
        return games

    async def mark_broken(self, game_id: int, reason: str) -> None:
        async with self._transaction() as db:
            await db.execute(
                "UPDATE games SET status='cancelled', broken=?, updated_at=?, revision=revision + 1 WHERE id=?",
                (reason[:2000], self.clock(), game_id),
            )

    async def load_open_games(self, shards: ShardFilter | None = None) -> list[GameRecord]:
        if shards is None:
            return await self._games_where("status IN ('lobby', 'running')", ())
        condition, params = shard_condition(shards, "?")
        return await self._games_where(f"status IN ('lobby', 'running') AND {condition}", params)

    async def load_game(self, game_id: int) -> GameRecord | None:
        found = await self._games_where("id=?", (game_id,))
        return found[0] if found else None

    async def last_finished_game(self, channel_id: int) -> GameRecord | None:
        found = await self._games_where(
            "id = (SELECT id FROM games WHERE channel_id=? AND status='finished' ORDER BY finished_at DESC, id DESC"
            " LIMIT 1)", (channel_id,)
        )
        return found[0] if found else None

    async def action_log(self, game_id: int) -> list[ActionLog]:
        async with self.db.execute(
            "SELECT * FROM game_events WHERE game_id=? ORDER BY version", (game_id,)
        ) as cursor:
            return [
                ActionLog(
                    version=r["version"], seat=r["seat"], action=json.loads(r["action"]),
                    events=json.loads(r["events"]), created_at=r["created_at"],
                )
                for r in await cursor.fetchall()
            ]

    # -- ratings and results -----------------------------------------------------------------------------------

    async def ratings(self, guild_id: int, kind: str, user_ids: Sequence[int]) -> dict[int, RatingRow]:
        if not user_ids:
            return {}
        marks = ",".join("?" * len(user_ids))
        async with self.db.execute(
            f"SELECT * FROM ratings WHERE guild_id=? AND kind=? AND user_id IN ({marks})",
            (guild_id, kind, *user_ids),
        ) as cursor:
            return {row["user_id"]: rating_row(row) for row in await cursor.fetchall()}

    async def leaderboard(
        self, guild_id: int, kind: str, limit: int = 10, since: float | None = None
    ) -> list[RatingRow]:
        """Players by conservative rating (mu - 3 sigma); with ``since``, only those who played since then,
        with their games and wins counted over that period."""
        if since is None:
            async with self.db.execute(
                "SELECT * FROM ratings INDEXED BY ratings_by_rank WHERE guild_id=? AND kind=?"
                " ORDER BY mu - 3 * sigma DESC, wins DESC LIMIT ?",
                (guild_id, kind, limit),
            ) as cursor:
                return [rating_row(row) for row in await cursor.fetchall()]
        # A period never reaches back past the board's last reset: results before it count on no board.
        reset_at = await self._reset_at(guild_id, kind)
        if reset_at is not None:
            since = max(since, reset_at)
        # Ratings in rank order (their index), each asked whether the player has a result in the period (the
        # results' (guild, kind, user, finished_at) index): the query stops after ``limit`` players, whatever the
        # number of results; games and wins are then counted over the period for those players only.
        period = "x.guild_id = r.guild_id AND x.kind = r.kind AND x.user_id = r.user_id AND x.finished_at >= ?"
        async with self.db.execute(
            f"SELECT r.guild_id, r.kind, r.user_id, r.name, r.mu, r.sigma,"
            f" (SELECT COUNT(*) FROM results x WHERE {period}) AS games,"
            f" (SELECT COUNT(*) FROM results x WHERE {period} AND x.rank = 1) AS wins"
            f" FROM ratings r INDEXED BY ratings_by_rank WHERE r.guild_id=? AND r.kind=?"
            f" AND EXISTS (SELECT 1 FROM results x WHERE {period})"
            f" ORDER BY r.mu - 3 * r.sigma DESC, r.wins DESC LIMIT ?",
            (since, since, guild_id, kind, since, limit),
        ) as cursor:
            return [rating_row(row) for row in await cursor.fetchall()]

    async def player_stats(self, guild_id: int, user_id: int) -> list[PlayerStats]:
        # Each game's record counts from its board's last reset, as the board does: the rating shown beside it
        # was started afresh then, and games counted before it would mark a fresh rating as established.
        async with self.db.execute(
            "SELECT res.kind, COUNT(*) AS games, SUM(res.rank = 1) AS wins, MAX(res.score) AS best,"
            " (SELECT mu - 3 * sigma FROM ratings r WHERE r.guild_id = res.guild_id AND r.kind = res.kind"
            "  AND r.user_id = res.user_id) AS rating"
            " FROM results res LEFT JOIN leaderboard_resets z ON z.guild_id = res.guild_id AND z.kind = res.kind"
            " WHERE res.guild_id=? AND res.user_id=? AND (z.reset_at IS NULL OR res.finished_at >= z.reset_at)"
            " GROUP BY res.kind ORDER BY res.kind",
            (guild_id, user_id),
        ) as cursor:
            return [
                PlayerStats(kind=r["kind"], games=r["games"], wins=r["wins"] or 0, best_score=r["best"],
                            rating=r["rating"])
                for r in await cursor.fetchall()
            ]

    # -- preferences -------------------------------------------------------------------------------------------

    async def user_prefs(self, user_id: int) -> UserPrefs:
        async with self.db.execute("SELECT * FROM user_prefs WHERE user_id=?", (user_id,)) as cursor:
            row = await cursor.fetchone()
        if row is None:
            return UserPrefs(user_id=user_id)
        return UserPrefs(
            user_id=user_id, locale=row["locale"], hand_dms=row["hand_dms"], turn_pings=bool(row["turn_pings"]),
            shown=row["shown"], palette=row["palette"], four_colour=bool(row["four_colour"]),
        )

    async def save_user_prefs(self, prefs: UserPrefs) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO user_prefs (user_id, locale, hand_dms, turn_pings, shown, palette, four_colour,"
                " updated_at) VALUES (?,?,?,?,?,?,?,?)",
                (prefs.user_id, prefs.locale, prefs.hand_dms, int(prefs.turn_pings), prefs.shown, prefs.palette,
                 int(prefs.four_colour), self.clock()),
            )

    async def guild_locale(self, guild_id: int) -> str | None:
        async with self.db.execute("SELECT locale FROM guild_settings WHERE guild_id=?", (guild_id,)) as cursor:
            row = await cursor.fetchone()
        return None if row is None else row["locale"]

    async def set_guild_locale(self, guild_id: int, locale: str | None) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, locale, updated_at) VALUES (?,?,?) ON CONFLICT (guild_id)"
                " DO UPDATE SET locale=excluded.locale, updated_at=excluded.updated_at",
                (guild_id, locale, self.clock()),
            )

    async def table_defaults(self, guild_id: int) -> TableDefaults:
        async with self.db.execute("SELECT table_place, table_pace FROM guild_settings WHERE guild_id=?",
                                   (guild_id,)) as cursor:
            row = await cursor.fetchone()
        return TableDefaults(guild_id) if row is None else TableDefaults(guild_id, row["table_place"], row["table_pace"])

    async def save_table_defaults(self, defaults: TableDefaults) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, table_place, table_pace, updated_at) VALUES (?,?,?,?)"
                " ON CONFLICT (guild_id) DO UPDATE SET table_place=excluded.table_place,"
                " table_pace=excluded.table_pace, updated_at=excluded.updated_at",
                (defaults.guild_id, defaults.place, defaults.pace, self.clock()),
            )

    # -- history, server settings, privacy ---------------------------------------------------------------------

    async def finished_games(
        self, guild_id: int, kind: str | None = None, user_id: int | None = None, limit: int = 5, offset: int = 0
    ) -> tuple[list[MatchSummary], int]:
        where = "g.guild_id=? AND g.status='finished'"
        params: list[Any] = [guild_id]
        if kind is not None:
            where += " AND g.kind=?"
            params.append(kind)
        if user_id is not None:
            # The member's results lead (one index range), rather than every game of the server being searched.
            where += " AND g.id IN (SELECT game_id FROM results WHERE guild_id=? AND user_id=?)"
            params += [guild_id, user_id]
        async with self.db.execute(f"SELECT COUNT(*) FROM games g WHERE {where}", params) as cursor:
            row = await cursor.fetchone()
        total = int(row[0]) if row else 0
        async with self.db.execute(
            f"SELECT g.id, g.kind, g.finished_at,"
            f" (SELECT MIN(e.created_at) FROM game_events e WHERE e.game_id = g.id) AS started_at"
            f" FROM games g WHERE {where} ORDER BY g.finished_at DESC, g.id DESC LIMIT ? OFFSET ?",
            (*params, limit, offset),
        ) as cursor:
            games = list(await cursor.fetchall())
        matches = []
        for game in games:
            async with self.db.execute(
                "SELECT s.seat, s.user_id, s.name, s.ai_level, res.score, res.rank FROM seats s"
                " LEFT JOIN results res ON res.game_id = s.game_id AND res.seat = s.seat"
                " WHERE s.game_id=? ORDER BY COALESCE(res.rank, 99), s.seat", (game["id"],)
            ) as cursor:
                seats = tuple(
                    MatchSeat(seat=s["seat"], user_id=s["user_id"], name=s["name"],
                              is_ai=s["user_id"] is None and s["name"] != "", score=s["score"] or 0,
                              rank=s["rank"] or 0)
                    for s in await cursor.fetchall()
                )
            matches.append(MatchSummary(id=game["id"], kind=game["kind"], started_at=game["started_at"],
                                        finished_at=game["finished_at"] or 0.0, seats=seats))
        return matches, total

    async def chief_record(self, guild_id: int, user_id: int) -> ChiefRecord:
        # Hands scored before their game's board was last reset are not counted, like that game's results.
        async with self.db.execute(
            "SELECT COUNT(*), COALESCE(SUM(c.made), 0) FROM chief_contracts c"
            " JOIN games g ON g.id = c.game_id"
            " LEFT JOIN leaderboard_resets z ON z.guild_id = c.guild_id AND z.kind = g.kind"
            " LEFT JOIN game_events e ON e.game_id = c.game_id AND e.version = c.version"
            " WHERE c.guild_id=? AND c.user_id=? AND (z.reset_at IS NULL OR e.created_at >= z.reset_at)",
            (guild_id, user_id),
        ) as cursor:
            row = await cursor.fetchone()
        return ChiefRecord(hands=int(row[0]), made=int(row[1])) if row else ChiefRecord(0, 0)

    async def game_defaults(self, guild_id: int) -> dict[str, GameDefaults]:
        async with self.db.execute("SELECT * FROM guild_game_defaults WHERE guild_id=?", (guild_id,)) as cursor:
            return {
                r["kind"]: GameDefaults(guild_id=guild_id, kind=r["kind"], preset=r["preset"], target=r["target"],
                                        turn_seconds=r["turn_seconds"])
                for r in await cursor.fetchall()
            }

    async def save_game_defaults(self, defaults: GameDefaults) -> None:
        async with self._transaction() as db:
            if defaults.preset is None and defaults.target is None and defaults.turn_seconds is None:
                await db.execute("DELETE FROM guild_game_defaults WHERE guild_id=? AND kind=?",
                                 (defaults.guild_id, defaults.kind))
                return
            await db.execute(
                "INSERT OR REPLACE INTO guild_game_defaults (guild_id, kind, preset, target, turn_seconds, updated_at)"
                " VALUES (?,?,?,?,?,?)",
                (defaults.guild_id, defaults.kind, defaults.preset, defaults.target, defaults.turn_seconds,
                 self.clock()),
            )

    async def allowed_channels(self, guild_id: int) -> list[int]:
        async with self.db.execute(
            "SELECT channel_id FROM guild_channels WHERE guild_id=? ORDER BY channel_id", (guild_id,)
        ) as cursor:
            return [int(r[0]) for r in await cursor.fetchall()]

    async def set_channel_allowed(self, guild_id: int, channel_id: int, allowed: bool) -> None:
        async with self._transaction() as db:
            if allowed:
                await db.execute("INSERT OR IGNORE INTO guild_channels (guild_id, channel_id) VALUES (?,?)",
                                 (guild_id, channel_id))
            else:
                await db.execute("DELETE FROM guild_channels WHERE guild_id=? AND channel_id=?",
                                 (guild_id, channel_id))

    async def reset_leaderboard(self, guild_id: int, kind: str) -> int:
        async with self._transaction() as db:
            cursor = await db.execute("DELETE FROM ratings WHERE guild_id=? AND kind=?", (guild_id, kind))
            removed = int(cursor.rowcount or 0)
            # Never moved back (a second reset by a process whose clock is behind).
            await db.execute(
                "INSERT INTO leaderboard_resets (guild_id, kind, reset_at) VALUES (?,?,?)"
                " ON CONFLICT (guild_id, kind) DO UPDATE SET reset_at = MAX(reset_at, excluded.reset_at)",
                (guild_id, kind, self.clock()),
            )
            return removed

    async def _reset_at(self, guild_id: int, kind: str) -> float | None:
        async with self.db.execute(
            "SELECT reset_at FROM leaderboard_resets WHERE guild_id=? AND kind=?", (guild_id, kind)
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else float(row[0])

    async def forget_user(self, user_id: int) -> None:
        closed = "SELECT id FROM games WHERE status IN ('finished', 'cancelled')"
        async with self._transaction() as db:
            await db.execute("DELETE FROM user_prefs WHERE user_id=?", (user_id,))
            await db.execute("DELETE FROM ratings WHERE user_id=?", (user_id,))
            await db.execute("UPDATE results SET user_id=NULL WHERE user_id=?", (user_id,))
            await db.execute("UPDATE chief_contracts SET user_id=NULL WHERE user_id=?", (user_id,))
            await db.execute("UPDATE season_standings SET user_id=NULL, name='' WHERE user_id=?", (user_id,))
            await db.execute("UPDATE tournaments SET winner_id=NULL WHERE winner_id=?", (user_id,))
            await db.execute("UPDATE tournaments SET organiser_id=0 WHERE organiser_id=? AND status IN"
                             " ('finished', 'cancelled')", (user_id,))
            # A running tournament keeps its players until it ends (its matches need them).
            async with db.execute("SELECT id, state, status FROM tournaments WHERE status <> 'running'"
                                  " AND state LIKE ?", (f"%{user_id}%",)) as cursor:
                kept = [(row[0], row[1], row[2]) for row in await cursor.fetchall()]
            for tournament_id, state, status in kept:
                await db.execute("UPDATE tournaments SET state=? WHERE id=?",
                                 (forgotten_state(state, user_id, status), tournament_id))
            await db.execute(
                f"UPDATE seats SET user_id=NULL, name='', ai_level=NULL WHERE user_id=? AND game_id IN ({closed})",
                (user_id,),
            )
            await db.execute(f"UPDATE games SET host_id=0 WHERE host_id=? AND id IN ({closed})", (user_id,))
