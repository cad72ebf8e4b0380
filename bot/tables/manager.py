"""The ``TableManager``: every table of the process, found by channel or game, restored at start-up, and what
follows every committed change. It holds the parts that change tables, each an object of its own module: the
``lobby`` (``bot.tables.lobby``), the ``clocks`` (``bot.tables.clocks``), the ``computer`` turns
(``bot.tables.computer``) and the ``coaching`` (``bot.tables.coaching``)."""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from collections.abc import Callable, Sequence

from bot import games, replay
from bot.recent import RecentMap
from bot.rules.base import Event
from bot.store import GameRecord, ShardFilter, Store
from bot.tables.clocks import TableClocks
from bot.tables.coaching import Coaching
from bot.tables.computer import ComputerTurns
from bot.tables.lobby import Lobby
from bot.tables.settings import TableListener
from bot.tables.table import Table

log = logging.getLogger("bot.tables")  # the whole package logs as one, as it did before it was split
# Channels whose last finished game is kept in memory for a rematch or the leaderboard's default game; older ones
# are read from the store (one query), so a long run does not keep every channel's final state.
FINISHED_KEPT = 256


class TableManager:
    """Owns every table of the process, and the lobby, clocks, computer players and coach that change them."""

    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        rng_seed: int | None = None,
        timeouts_before_ai: int = 3,
        lobby_idle_seconds: float = 15 * 60,
        run_timers: bool = True,
    ) -> None:
        self.store = store
        self.clock = clock
        self.rng_seed = rng_seed
        self.timeouts_before_ai = timeouts_before_ai
        self.listener: TableListener | None = None
        self.tables: dict[int, Table] = {}  # by channel id
        # The last finished game of the channels that finished one most recently, for rematches.
        self.finished: RecentMap[int, GameRecord] = RecentMap(FINISHED_KEPT)
        self._refreshes: set[asyncio.Task[None]] = set()  # tables being shown again after a reload
        self.lobby = Lobby(store=store, clock=clock, idle_seconds=lobby_idle_seconds, tables=self.tables,
                           finished=self.finished, after_change=self.after_change,
                           new_table=lambda record: Table(self, record), new_seed=self._new_seed)
        self.computer = ComputerTurns(self.after_change)
        self.coaching = Coaching(self.after_change)
        self.clocks = TableClocks(store=store, clock=clock, tables=self.tables, after_change=self.after_change,
                                  close=self.lobby.close, computer_turn=self.computer.play, remind=self._remind,
                                  run_timers=run_timers)

    # -- lookup and start-up -----------------------------------------------------------------------------------

    def get(self, channel_id: int) -> Table | None:
        return self.tables.get(channel_id)

    def by_id(self, game_id: int) -> Table | None:
        return next((t for t in self.tables.values() if t.record.id == game_id), None)

    async def restore(self, shards: ShardFilter | None = None) -> int:
        """Load every open game (or those of the guilds ``shards`` serve) and rearm its timers; returns how many."""
        for record in await self.store.load_open_games(shards):
            if not games.is_declared(record.kind):
                log.warning("game %s of unknown kind %s left untouched", record.id, record.kind)
                continue
            await self._restore_one(record)
        return len(self.tables)

    async def _restore_one(self, record: GameRecord) -> None:
        """Bring back one game; one its rules cannot read is logged and set aside, so the others still run."""
        try:
            table = Table(self, record)
        except Exception as error:
            reason = f"{type(error).__name__}: {error}"
            log.error("game %s (%s) could not be restored and is set aside: %s", record.id, record.kind, reason,
                      exc_info=error)
            assert record.id is not None
            await self.store.mark_broken(record.id, reason)
            return
        self.tables[record.channel_id] = table
        self.clocks.rearm(table)

    async def reload(self, table: Table) -> None:
        """Replace a table's copy by the game as stored (another process wrote it), then show it as it is now."""
        record = await self.store.load_game(table.id)
        if record is not None:
            table.take_stored(record)
        if record is None or record.status not in ("lobby", "running"):
            self._drop(table)
            if self.listener is not None:
                self.listener.on_dropped(table)
            return
        # Shown once the refused change has unwound: the listener may need the table's lock, held here.
        refresh = asyncio.get_running_loop().create_task(self.after_change(table, []))
        self._refreshes.add(refresh)
        refresh.add_done_callback(self._refreshes.discard)

    def rng_for(self, table: Table) -> random.Random:
        """The random source of the table's next change: the game's own seed and the version it changes from, so
        the action log replays the game exactly (``bot.replay``)."""
        seed = table.record.options.get("seed")
        if seed is not None:
            return replay.rng(str(seed), table.version)
        if self.rng_seed is None:  # a game started before games kept their seed
            return secrets.SystemRandom()
        return random.Random(f"{self.rng_seed}:{table.id}:{table.version}")

    def _new_seed(self, table: Table) -> str:
        if self.rng_seed is None:
            return str(secrets.randbits(64))
        return f"{self.rng_seed}:{table.id}"  # fixed seeds (tests) give every table its own game

    async def close(self) -> None:
        self.clocks.close()

    # -- after every change ------------------------------------------------------------------------------------

    async def after_change(self, table: Table, events: Sequence[Event]) -> None:
        """Once a change is committed: remember its events, drop or rearm the table, and tell the Discord side."""
        table.remember_events(events)
        if table.status in ("finished", "cancelled"):
            self._drop(table)
        else:
            self.clocks.rearm(table)
            try:
                await table.prepare_controls()
            except Exception:
                log.exception("preparing the controls of game %s failed; the panels work them out", table.record.id)
        if self.listener is not None:
            try:
                await self.listener.on_update(table, events)
            except Exception:
                # The change is committed; the Discord side re-syncs on the next update.
                log.exception("listener failed for game %s", table.record.id)

    def _drop(self, table: Table) -> None:
        if self.tables.get(table.channel_id) is table:
            del self.tables[table.channel_id]
        if table.status == "finished":
            self.finished[table.channel_id] = table.record
        # The timer task ends by itself once its table is dropped; one that is not running this code can be
        # cancelled at once (it is only ever waiting, or doing work that the lock and the version check make safe).
        table.timer.stop()

    async def _remind(self, table: Table, seat: int) -> None:
        """Tell the Discord side that ``seat``'s turn is running out (a reminder deadline came)."""
        if self.listener is None:
            return
        try:
            await self.listener.on_reminder(table, seat)
        except Exception:
            log.exception("reminder failed for game %s", table.record.id)
