"""Per-channel game sessions: the only place that changes a running game.

A ``Table`` is one lobby or game in one channel (or thread). ``TableManager`` owns them all. Every change goes
through a table's lock, is made on a draft of the game record, is committed to the store (state + action log in one
transaction), and only then becomes the table's record, state and version, all at once; then it is announced to the
listener (the Discord side). So whoever reads a table, with or without the lock, sees a committed state.

Timers (turn deadlines and their reminder, lobby expiry, claim windows, computer players' thinking pace) are stored
as deadlines in the game row, so they are rearmed after a restart; one timer task per table fires them.

Nothing here imports discord: the clock, the random source, the store and the listener are injected.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import random
import secrets
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot import games, ratings, replay
from bot.ai.base import LEVELS, Player
from bot.games import GameDeclaration
from bot.rules.base import Event, IllegalMove
from bot.store import (
    ActionLog,
    ChannelBusy,
    GameRecord,
    RatingRow,
    ResultRow,
    SeatRecord,
    ShardFilter,
    StaleGame,
    Store,
)

log = logging.getLogger(__name__)

_UNCHANGED: Any = object()  # Table.transaction: the rules state stays as it is

# Seconds a computer player "thinks" before moving, per pace; players can follow the moves in the channel.
AI_PACE_SECONDS = {"instant": 0.0, "normal": 1.5, "slow": 4.0}
DEFAULT_TURN_SECONDS = 120
MAX_TIMEOUT_STEPS = 6  # more steps than any game's turn has; a bound so a timeout can never loop
DEFAULT_CLAIM_SECONDS = 20
# A timer whose work fails (the store is down) is retried after 0.5 s, 1 s, 2 s ... at most a minute apart.
TIMER_RETRY_FIRST_SECONDS = 0.5
TIMER_RETRY_MAX_SECONDS = 60.0


def target_override(kind: str, target: int) -> dict[str, str]:
    """How "/game new target:" is said in the game's options (its declaration); a game without a target refuses it."""
    if not games.is_declared(kind):
        raise IllegalMove("unknown-game", game=kind)
    target_option = games.get(kind).target_option
    if target_option is None:
        raise IllegalMove("no-target-score", game=kind)
    return target_option.override(target)


def _option_seconds(options: dict[str, Any], name: str | None, default: int) -> int:
    """The clock the game's options set under its declared option ``name``, else ``default``."""
    value = options.get(name) if name is not None else None
    return value if isinstance(value, int) and value > 0 else default


class TableListener(Protocol):
    """The Discord side: shows what changed. Failures there never undo a committed change."""

    async def on_update(self, table: Table, events: Sequence[Event]) -> None: ...

    async def on_reminder(self, table: Table, seat: int) -> None: ...


@dataclass(frozen=True)
class TableSettings:
    turn_seconds: int = DEFAULT_TURN_SECONDS
    claim_seconds: int = DEFAULT_CLAIM_SECONDS
    ai_pace: str = "normal"

    def to_json(self) -> dict[str, Any]:
        return {"turn_seconds": self.turn_seconds, "claim_seconds": self.claim_seconds, "ai_pace": self.ai_pace}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableSettings:
        return cls(
            turn_seconds=int(data.get("turn_seconds", DEFAULT_TURN_SECONDS)),
            claim_seconds=int(data.get("claim_seconds", DEFAULT_CLAIM_SECONDS)),
            ai_pace=str(data.get("ai_pace", "normal")),
        )


class Table:
    def __init__(self, manager: TableManager, record: GameRecord) -> None:
        self.manager = manager
        self.record = record
        self.game: GameDeclaration = games.get(record.kind)
        self.rules = self.game.rules
        self.state: Any = None if record.state is None else self.rules.state_from_json(record.state)
        self.lock = asyncio.Lock()
        self.recent_events: list[Event] = []
        self._players: dict[int, Player] = {}
        self._timer: asyncio.Task[None] | None = None
        self._sleeper: asyncio.Task[None] | None = None  # the timer task's current sleep, ended by any change
        self._failures = 0  # consecutive failed timer firings, for the back-off
        self._retry_at: float | None = None
        self._failure_logged_version: int | None = None  # the table version whose timer failure was last logged

    # -- read-only facts ---------------------------------------------------------------------------------------

    @property
    def id(self) -> int:
        assert self.record.id is not None
        return self.record.id

    @property
    def kind(self) -> str:
        return self.record.kind

    @property
    def status(self) -> str:
        return self.record.status

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def seats(self) -> list[SeatRecord]:
        return self.record.seats

    @property
    def channel_id(self) -> int:
        return self.record.channel_id

    @property
    def guild_id(self) -> int:
        return self.record.guild_id

    @property
    def host_id(self) -> int:
        return self.record.host_id

    @property
    def preset(self) -> str | None:
        value = self.record.options.get("preset")
        return None if value is None else str(value)

    @property
    def settings(self) -> TableSettings:
        return TableSettings.from_json(self.record.options.get("table", {}))

    @property
    def rules_options(self) -> dict[str, Any]:
        return dict(self.record.options.get("rules", {}))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def resigned(self) -> tuple[int, ...]:
        """Seats whose players gave the game up: a computer plays them, and they rank last."""
        return tuple(int(seat) for seat in self.record.options.get("resigned", ()))

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    def to_act(self) -> tuple[int, ...]:
        if self.status != "running" or self.state is None:
            return ()
        return tuple(self.rules.to_act(self.state))

    def view(self, seat: int | None) -> Any:
        return self.rules.view(self.state, seat)

    def deadline(self, name: str) -> float | None:
        value = self.record.timers.get(name)
        return None if value is None else float(value)

    # -- changes -----------------------------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def transaction(self, state: Any = _UNCHANGED) -> AsyncIterator[GameRecord]:
        """Change a draft of the record inside this block and save it before the block ends; only then does the
        table show the draft (and ``state``, if given) as its own, both at once. If anything fails, the table never
        showed any of it. Caller holds ``self.lock``.

        Copy-on-write is what lets anyone read ``record``, ``version`` and ``state`` without the lock and always see
        a committed pair: a change in flight (awaiting the store) lives only in its draft."""
        draft = copy.deepcopy(self.record)
        try:
            yield draft
        except StaleGame:
            # Another process (or a leftover copy of this one) wrote this game since it was read: this copy is out
            # of date. Refuse, and carry on from the game as stored.
            await self.manager.reload(self)
            raise IllegalMove("table-changed-elsewhere") from None
        self.record = draft
        if state is not _UNCHANGED:
            self.state = state

    async def act(self, seat: int, action: Any, *, expected_version: int | None = None) -> list[Event]:
        """Apply a player's action; IllegalMove (nothing changed) if it is refused."""
        async with self.lock:
            if expected_version is not None and expected_version != self.version:
                raise IllegalMove("table-moved-on")
            events = await self._apply(seat, action, cause="player")
        await self.manager.after_change(self, events)
        return events

    async def _apply(self, seat: int, action: Any, *, cause: str) -> list[Event]:
        """Apply under the lock; commit first, then publish in memory. Caller holds ``self.lock``.

        ``cause`` is "player", "ai", "timeout" or "timeout-rest" (the later steps of a timed-out turn): a player's
        own move resets their missed turns (and takes the seat
        back from the computer); a missed turn (not a lapsed claim window) counts, and enough of them in a row hand
        the seat to a computer player.
        """
        if self.status != "running":
            raise IllegalMove("game-not-running")
        if cause == "player" and seat in self.resigned:
            raise IllegalMove("you-resigned")
        awaited = tuple(self.rules.to_act(self.state))
        if seat not in awaited:
            raise self._out_of_turn_refusal(seat, action)
        missed_turn = cause == "timeout" and not self.in_claim_window()  # "timeout-rest" finishes that turn
        new_state, applied = self.rules.apply(self.state, seat, action, self.manager.rng_for(self))
        events = [Event("turn-timed-out", seat=seat)] if missed_turn else []
        events += applied
        async with self.transaction(new_state) as record:
            seat_record = record.seats[seat]
            if cause == "player":
                seat_record.timeouts = 0
                if seat_record.user_id is not None and seat_record.ai_level is not None:
                    seat_record.ai_level = None  # a returning player takes their seat back from the computer
                    events.append(Event("seat-taken-back", seat=seat))
            elif missed_turn and seat_record.user_id is not None and seat_record.ai_level is None:
                seat_record.timeouts += 1
                limit = self.manager.timeouts_before_ai
                if limit and seat_record.timeouts >= limit:
                    seat_record.ai_level = "medium"
                    events.append(Event("seat-handed-to-ai", seat=seat))
            # The seat's turn (or its answer) is complete. A claim window left to lapse is no turn of anyone's:
            # not answering is a way to pass.
            lapsed_window = cause != "player" and cause != "ai" and self.in_claim_window()
            if seat not in self.rules.to_act(new_state) and not lapsed_window:
                if cause == "player":
                    seat_record.turns_by_player += 1
                else:
                    seat_record.turns_by_computer += 1
            record.state = self.rules.state_to_json(new_state)
            record.version += 1
            results: list[ResultRow] = []
            rating_rows: list[RatingRow] = []
            if self.rules.is_over(new_state):
                record.status = "finished"
                record.finished_at = self.manager.clock()
                record.timers = {}
                results, rating_rows = await self._results(record, new_state)
                unrated = [r.seat for r in results if r.rank == 1 and r.user_id is None
                           and record.seats[r.seat].user_id is not None]
                events += [Event("win-not-rated", seat=seat) for seat in unrated]
            else:
                self._arm_turn_timers(record, new_state, previous_to_act=awaited, acted=seat)
            log_entry = ActionLog(
                version=record.version, seat=seat,
                action={"cause": cause, "action": self.rules.action_to_json(action)},
                events=[_event_json(e) for e in events],
            )
            await self.manager.store.save_game(record, log_entry, results, rating_rows)
        if any(e.code == "seat-taken-back" for e in events):
            self._players.pop(seat, None)
        return events

    def _out_of_turn_refusal(self, seat: int, action: Any) -> IllegalMove:
        """Why ``seat``, not awaited now, may not do ``action``: the game's own reason when it has one ("there is no
        discard to claim", "you discarded it"), else "not your turn". The game only answers here: whatever it
        would have done, nothing changes."""
        try:
            self.rules.apply(self.state, seat, action, random.Random(0))
        except IllegalMove as refusal:
            return refusal
        except Exception:
            # Only asked for a reason: a game that trips over a seat it does not expect must not turn a plain
            # "not your turn" into an error.
            log.debug("game %s: no reason for seat %s out of turn", self.record.id, seat, exc_info=True)
        return IllegalMove("not-your-turn")

    async def _results(self, record: GameRecord, state: Any) -> tuple[list[ResultRow], list[RatingRow]]:
        outcome = self.rules.outcome(state)
        if outcome is None:
            return [], []
        ranking = _resigned_last(outcome.ranking, self.resigned)
        # A win the computer played for (most of the seat's turns) is the computer's, not the absent human's;
        # a loss there still counts for the human.
        computer_won = {s.seat for s in record.seats if s.played_by_computer and ranking[s.seat] == 1}
        rows = [
            ResultRow(seat=s.seat, user_id=None if s.seat in computer_won else s.user_id,
                      score=outcome.scores[s.seat], rank=ranking[s.seat])
            for s in record.seats
        ]
        participants = []
        for s in record.seats:
            if s.user_id is not None and s.seat not in computer_won:
                participants.append(ratings.Participant(s.user_id, s.name, ranking[s.seat]))
            else:
                level = s.ai_level or "medium"
                participants.append(ratings.Participant(ratings.AI_PSEUDO_IDS.get(level, -2), level,
                                                        ranking[s.seat]))
        previous = await self.manager.store.ratings(self.guild_id, self.kind, [p.user_id for p in participants])
        return rows, ratings.update(self.guild_id, self.kind, participants, previous)

    def _arm_turn_timers(
        self, record: GameRecord, state: Any, previous_to_act: Sequence[int] = (), acted: int | None = None
    ) -> None:
        """Deadlines in ``record`` for whoever must act in ``state``: a turn clock unless the same seats are still
        awaited, and a computer's pace from now when a computer seat newly awaited or just made a step (another
        seat answering a claim does not push back a computer already waiting)."""
        now = self.manager.clock()
        timers = record.timers
        to_act = tuple(self.rules.to_act(state))
        timers.pop("lobby", None)
        if not to_act:
            for name in ("turn", "reminder", "ai"):
                timers.pop(name, None)
            return
        if tuple(previous_to_act) != to_act or "turn" not in timers:
            window = self.in_claim_window(state)
            seconds = self.settings.claim_seconds if window else self.settings.turn_seconds
            timers["turn"] = now + seconds
            if window:
                timers.pop("reminder", None)
            else:
                timers["reminder"] = now + seconds / 2
        computers = {s for s in to_act if record.seats[s].is_ai}
        waiting_before = {s for s in previous_to_act if record.seats[s].is_ai} - {acted}
        if not computers:
            timers.pop("ai", None)
        elif "ai" not in timers or not computers <= waiting_before:
            timers["ai"] = now + AI_PACE_SECONDS.get(self.settings.ai_pace, 1.5)

    def in_claim_window(self, state: Any = None) -> bool:
        """Seats are answering an out-of-turn window, as the claim window of the game's declaration says."""
        state = self.state if state is None else state
        return self.game.in_claim_window(state)

    def _remember(self, events: Sequence[Event]) -> None:
        self.recent_events = (self.recent_events + [e for e in events if e.private_to is None])[-8:]

    def player(self, seat: int) -> Player:
        player = self._players.get(seat)
        if player is None:
            level = self.seats[seat].ai_level or "medium"
            player = self.game.player(level, random.Random(f"{self.id}:{seat}:{self.version}"))
            self._players[seat] = player
        return player


def _choose(rules: Any, state: Any, seat: int, player: Player) -> Any:
    legal = list(rules.legal(state, seat))
    return player.choose(rules.view(state, seat), legal) if legal else None


def _resigned_last(ranking: Sequence[int], resigned: Sequence[int]) -> list[int]:
    """Ranks (1 = best, ties share) with every resigned seat after all others, whatever its computer scored."""
    keys = [(seat in resigned, rank) for seat, rank in enumerate(ranking)]
    return [1 + sum(1 for other in keys if other < key) for key in keys]


def _event_json(event: Event) -> dict[str, Any]:
    return {"code": event.code, "params": dict(event.params), "seat": event.seat, "private_to": event.private_to}


class TableManager:
    """Owns every table of the process: lobby operations, timers, computer players."""

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
        self.lobby_idle_seconds = lobby_idle_seconds
        self.run_timers = run_timers
        self.listener: TableListener | None = None
        self.tables: dict[int, Table] = {}  # by channel id
        self.finished: dict[int, GameRecord] = {}  # last finished game per channel since start-up, for rematches
        self._refreshes: set[asyncio.Task[None]] = set()  # tables being shown again after a reload
        self._closed = False

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
        self._rearm(table)

    async def reload(self, table: Table) -> None:
        """Replace a table's copy by the game as stored (another process wrote it), then show it as it is now."""
        record = await self.store.load_game(table.id)
        if record is not None:
            table.record = record
            table.state = None if record.state is None else table.rules.state_from_json(record.state)
            table._players.clear()
        if record is None or record.status not in ("lobby", "running"):
            self._drop(table)
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
        self._closed = True
        for table in self.tables.values():
            if table._timer is not None:
                table._timer.cancel()

    # -- lobby ---------------------------------------------------------------------------------------------------

    async def open_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        kind: str,
        host_id: int,
        host_name: str,
        preset: str | None = None,
        overrides: dict[str, str] | None = None,
        turn_seconds: int | None = None,
    ) -> Table:
        if not games.is_declared(kind):
            raise IllegalMove("unknown-game", game=kind)
        existing = self.tables.get(channel_id)
        if existing is not None:
            raise IllegalMove("channel-busy", game=existing.kind)
        game = games.get(kind)
        rules = game.rules
        if preset is not None and preset not in rules.presets:
            raise IllegalMove("unknown-preset", preset=preset, presets=", ".join(rules.presets))
        options = rules.options(preset, overrides or {})
        chosen_preset = preset or (rules.presets[0] if rules.presets else None)
        if turn_seconds is None:
            turn_seconds = _option_seconds(options, game.turn_seconds_option, DEFAULT_TURN_SECONDS)
        if not 15 <= turn_seconds <= 3600:
            raise IllegalMove("bad-turn-timer", seconds=turn_seconds)
        claim_seconds = _option_seconds(options, game.claim_seconds_option, DEFAULT_CLAIM_SECONDS)
        record = GameRecord(
            guild_id=guild_id, channel_id=channel_id, kind=kind, host_id=host_id,
            options={
                "preset": chosen_preset, "overrides": dict(overrides or {}), "rules": options,
                "table": TableSettings(turn_seconds=turn_seconds, claim_seconds=claim_seconds).to_json(),
            },
            seats=[SeatRecord(seat=0, user_id=host_id, name=host_name)],
            timers={"lobby": self.clock() + self.lobby_idle_seconds},
        )
        try:
            await self.store.create_game(record)
        except ChannelBusy:
            raise IllegalMove("channel-busy", game=kind) from None
        table = Table(self, record)
        self.tables[channel_id] = table
        await self.after_change(table, [Event("lobby-opened", seat=0)])
        return table

    async def _lobby_change(self, table: Table, change: Callable[[GameRecord], list[Event]]) -> list[Event]:
        async with table.lock:
            if table.status != "lobby":
                raise IllegalMove("game-already-started")
            async with table.transaction() as record:
                events = change(record)
                record.version += 1
                if record.status == "lobby":
                    record.timers["lobby"] = self.clock() + self.lobby_idle_seconds
                await self.store.save_game(record)
        await self.after_change(table, events)
        return events

    async def join(self, table: Table, user_id: int, name: str) -> list[Event]:
        def change(record: GameRecord) -> list[Event]:
            if table.seat_of(user_id) is not None:
                raise IllegalMove("already-joined")
            if len(record.seats) >= table.rules.max_players:
                raise IllegalMove("lobby-full", max=table.rules.max_players)
            record.seats.append(SeatRecord(seat=len(record.seats), user_id=user_id, name=name))
            return [Event("player-joined", seat=len(record.seats) - 1)]

        return await self._lobby_change(table, change)

    async def add_ai(self, table: Table, by_user: int, level: str, *, may_manage: bool = False) -> list[Event]:
        def change(record: GameRecord) -> list[Event]:
            self._check_host(table, by_user, may_manage)
            if level not in LEVELS:
                raise IllegalMove("unknown-level", level=level)
            if len(record.seats) >= table.rules.max_players:
                raise IllegalMove("lobby-full", max=table.rules.max_players)
            number = sum(1 for s in record.seats if s.user_id is None) + 1
            record.seats.append(SeatRecord(seat=len(record.seats), user_id=None, name=f"AI {number}", ai_level=level))
            return [Event("ai-joined", {"level": level}, seat=len(record.seats) - 1)]

        return await self._lobby_change(table, change)

    async def leave(self, table: Table, user_id: int) -> list[Event]:
        def change(record: GameRecord) -> list[Event]:
            seat = table.seat_of(user_id)
            if seat is None:
                raise IllegalMove("not-a-player")
            name = record.seats[seat].name
            self._remove_seat(record, seat)
            events = [Event("player-left", {"name": name})]
            humans = [s for s in record.seats if s.user_id is not None]
            if not humans:
                record.status = "cancelled"
                record.timers = {}
                events.append(Event("lobby-cancelled"))
            elif user_id == table.host_id:
                record.host_id = humans[0].user_id or 0
                events.append(Event("new-host", seat=humans[0].seat))
            return events

        return await self._lobby_change(table, change)

    async def kick(self, table: Table, by_user: int, seat: int, *, may_manage: bool = False) -> list[Event]:
        def change(record: GameRecord) -> list[Event]:
            self._check_host(table, by_user, may_manage)
            if not 0 <= seat < len(record.seats):
                raise IllegalMove("no-such-seat", seat=seat + 1)
            if record.seats[seat].user_id == table.host_id:
                raise IllegalMove("cannot-kick-host")
            name = record.seats[seat].name
            self._remove_seat(record, seat)
            return [Event("player-kicked", {"name": name})]

        return await self._lobby_change(table, change)

    async def configure(
        self, table: Table, by_user: int, *, preset: str | None, overrides: dict[str, str],
        turn_seconds: int | None, may_manage: bool = False, ai_pace: str | None = None,
    ) -> list[Event]:
        def change(record: GameRecord) -> list[Event]:
            self._check_host(table, by_user, may_manage)
            rules = table.rules
            new_preset = preset or table.preset
            if new_preset is not None and new_preset not in rules.presets:
                raise IllegalMove("unknown-preset", preset=new_preset, presets=", ".join(rules.presets))
            merged = {**record.options.get("overrides", {}), **overrides}
            options = rules.options(new_preset, merged)
            pace = ai_pace or table.settings.ai_pace
            if pace not in AI_PACE_SECONDS:
                raise IllegalMove("unknown-pace", pace=pace, paces=", ".join(AI_PACE_SECONDS))
            if turn_seconds is not None:
                seconds = turn_seconds
            elif new_preset != table.preset:
                seconds = _option_seconds(options, table.game.turn_seconds_option, DEFAULT_TURN_SECONDS)
            else:
                seconds = table.settings.turn_seconds
            if not 15 <= seconds <= 3600:
                raise IllegalMove("bad-turn-timer", seconds=seconds)
            record.options = {
                "preset": new_preset, "overrides": merged, "rules": options,
                "table": {**table.settings.to_json(), "turn_seconds": seconds, "ai_pace": pace,
                          "claim_seconds": _option_seconds(options, table.game.claim_seconds_option,
                                                          DEFAULT_CLAIM_SECONDS)},
            }
            return [Event("settings-changed")]

        return await self._lobby_change(table, change)

    async def cancel(self, table: Table, by_user: int, *, may_manage: bool = False) -> list[Event]:
        if table.status == "running":
            async with table.lock:
                self._check_host(table, by_user, may_manage)
                if table.status != "running":
                    raise IllegalMove("game-not-running")
                await self._close(table)
            events = [Event("game-cancelled")]
            await self.after_change(table, events)
            return events

        def change(record: GameRecord) -> list[Event]:
            self._check_host(table, by_user, may_manage)
            record.status = "cancelled"
            record.timers = {}
            return [Event("lobby-cancelled")]

        return await self._lobby_change(table, change)

    async def start(self, table: Table, by_user: int, *, may_manage: bool = False) -> list[Event]:
        async with table.lock:
            if table.status != "lobby":
                raise IllegalMove("game-already-started")
            self._check_host(table, by_user, may_manage)
            rules = table.rules
            if len(table.seats) < rules.min_players:
                raise IllegalMove("not-enough-players", min=rules.min_players, count=len(table.seats))
            seed = self._new_seed(table)
            state = rules.new_game(len(table.seats), table.rules_options, replay.rng(seed, table.version))
            events = [Event("game-started")]
            async with table.transaction(state) as record:
                record.options = {**record.options, "seed": seed}
                record.status = "running"
                record.state = rules.state_to_json(state)
                record.version += 1
                record.timers = {}
                table._arm_turn_timers(record, state)
                await self.store.save_game(
                    record, ActionLog(record.version, None, {"cause": "start"}, [_event_json(e) for e in events])
                )
        await self.after_change(table, events)
        return events

    async def resign(self, table: Table, user_id: int) -> list[Event]:
        """A player gives a running game up: a computer plays their seat to the end, and the match counts as a
        loss for them (they rank after every seat that did not resign)."""
        async with table.lock:
            if table.status != "running":
                raise IllegalMove("game-not-running")
            seat = table.seat_of(user_id)
            if seat is None:
                raise IllegalMove("not-a-player")
            if seat in table.resigned:
                raise IllegalMove("already-resigned")
            events = [Event("player-resigned", seat=seat)]
            async with table.transaction() as record:
                record.seats[seat].ai_level = record.seats[seat].ai_level or "medium"
                record.options = {**record.options, "resigned": sorted([*table.resigned, seat])}
                record.version += 1
                table._players.pop(seat, None)
                table._arm_turn_timers(record, table.state, previous_to_act=table.to_act())
                # Not an action of the game (its state is unchanged): the action log, which replays rebuild states
                # from, stays as it is; options["resigned"] keeps it.
                await self.store.save_game(record)
        await self.after_change(table, events)
        return events

    @staticmethod
    def _check_host(table: Table, user_id: int, may_manage: bool) -> None:
        if user_id != table.host_id and not may_manage:
            raise IllegalMove("host-only")

    @staticmethod
    def _remove_seat(record: GameRecord, seat: int) -> None:
        del record.seats[seat]
        for index, remaining in enumerate(record.seats):
            remaining.seat = index

    async def _close(self, table: Table) -> None:
        """Cancel a lobby or a game for good. Caller holds the table's lock."""
        async with table.transaction() as record:
            record.status = "cancelled"
            record.timers = {}
            record.version += 1
            await self.store.save_game(record)

    async def rematch(
        self, *, guild_id: int, channel_id: int, host_id: int, host_name: str
    ) -> Table:
        previous = self.finished.get(channel_id) or await self.store.last_finished_game(channel_id)
        if previous is None:
            raise IllegalMove("no-finished-game")
        table = await self.open_lobby(
            guild_id=guild_id, channel_id=channel_id, kind=previous.kind, host_id=host_id, host_name=host_name,
            preset=previous.options.get("preset"), overrides=previous.options.get("overrides", {}),
            turn_seconds=previous.options.get("table", {}).get("turn_seconds"),
        )
        others = [s for s in previous.seats if s.user_id != host_id and (s.user_id is not None or s.ai_level)]
        async with table.lock, table.transaction() as record:
            for s in others[: table.rules.max_players - 1]:
                record.seats.append(SeatRecord(seat=len(record.seats), user_id=s.user_id, name=s.name,
                                               ai_level=s.ai_level if s.user_id is None else None))
            record.version += 1
            await self.store.save_game(record)
        await self.after_change(table, [Event("rematch-opened")])
        return table

    # -- after every change ------------------------------------------------------------------------------------

    async def after_change(self, table: Table, events: Sequence[Event]) -> None:
        """Once a change is committed: remember its events, drop or rearm the table, and tell the Discord side."""
        table._remember(events)
        if table.status in ("finished", "cancelled"):
            self._drop(table)
        else:
            self._rearm(table)
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
        if table._timer is not None and table._timer is not asyncio.current_task():
            table._timer.cancel()
        table._timer = None

    # -- timers ------------------------------------------------------------------------------------------------
    #
    # Each open table has one timer task. It sleeps until the table's earliest deadline (or its retry time after a
    # failure) and is woken whenever the table changes; nothing else fires a table's timers in production, and
    # moving a deadline only ever ends a sleep, never the task, so one path can never cancel work another just
    # started. Tests run without tasks (``run_timers=False``) and call ``fire_due`` on a fake clock.

    def _rearm(self, table: Table) -> None:
        """The table changed: its timer task looks at the deadlines again (started if it is not running)."""
        if not self.run_timers or self._closed or self.tables.get(table.channel_id) is not table:
            return
        if table._sleeper is not None and not table._sleeper.done():
            table._sleeper.cancel()  # only ever cancels a sleep, never work: the task wakes and looks again
        if table._timer is None or table._timer.done():
            table._timer = asyncio.get_running_loop().create_task(self._run_timers(table))

    def _is_open(self, table: Table) -> bool:
        return (not self._closed and self.tables.get(table.channel_id) is table
                and table.status in ("lobby", "running"))

    def _next_wake(self, table: Table) -> float | None:
        deadlines = [float(v) for v in table.record.timers.values()]
        if not deadlines:
            return None
        return max(min(deadlines), table._retry_at or 0.0)

    async def _run_timers(self, table: Table) -> None:
        while self._is_open(table):
            when = self._next_wake(table)
            if when is None:
                return  # nothing to wait for: the next change starts a new timer task
            delay = when - self.clock()
            if delay > 0:
                # The sleep is a task of its own so that a change can end it without touching this task.
                sleeper = table._sleeper = asyncio.get_running_loop().create_task(asyncio.sleep(delay))
                try:
                    await sleeper
                except asyncio.CancelledError:
                    current = asyncio.current_task()
                    if not sleeper.cancelled() or (current is not None and current.cancelling()):
                        raise  # this task itself is being stopped
                finally:
                    sleeper.cancel()
                    if table._sleeper is sleeper:
                        table._sleeper = None
                continue  # woken by a change, or the deadline came: look again
            await self._fire_one(table)

    async def fire_due(self, table: Table | None = None) -> None:
        """Run every timer that is due (all tables, or one). The timer tasks call it per table; tests call it
        directly on a fake clock."""
        for current in [table] if table is not None else list(self.tables.values()):
            await self._fire_one(current)

    async def _fire_one(self, table: Table) -> None:
        """Fire the table's due timers once. Work that fails, or that leaves a due deadline where it was, is
        retried with an exponential back-off (capped), logged once per deadline; success resets the back-off."""
        now = self.clock()
        if table._retry_at is not None and now < table._retry_at:
            return
        before = (table.version, table.record.timers.copy())
        due = min((float(v) for v in table.record.timers.values()), default=None)
        try:
            await self._fire_table(table)
            stuck = (self._is_open(table) and before == (table.version, table.record.timers)
                     and due is not None and due <= now)
        except Exception as error:
            self._timer_failed(table, error)
            return
        if stuck:
            self._timer_failed(table, None)
        elif table._failures:
            log.warning("timers of game %s work again after %d failed attempts", table.record.id, table._failures)
            table._failures, table._retry_at, table._failure_logged_version = 0, None, None

    def _timer_failed(self, table: Table, error: Exception | None) -> None:
        table._failures += 1
        delay = min(TIMER_RETRY_MAX_SECONDS, TIMER_RETRY_FIRST_SECONDS * 2 ** (table._failures - 1))
        table._retry_at = self.clock() + delay
        # The deadlines of one version of the table are one problem: log it once, not at every retry.
        if table._failure_logged_version == table.version:
            log.debug("timer of game %s failed again (%d times); next try in %.1f s", table.record.id,
                      table._failures, delay)
            return
        table._failure_logged_version = table.version
        if error is None:
            log.error("timer of game %s made no progress; retrying in %.1f s", table.record.id, delay)
        else:
            log.error("timer of game %s failed; retrying in %.1f s", table.record.id, delay, exc_info=error)

    async def _fire_table(self, table: Table) -> None:
        now = self.clock()
        timers = table.record.timers
        if table.status == "lobby" and timers.get("lobby", float("inf")) <= now:
            async with table.lock:
                if table.status != "lobby":
                    return
                await self._close(table)
            await self.after_change(table, [Event("lobby-expired")])
            return
        if table.status != "running":
            return
        if timers.get("ai", float("inf")) <= now:
            await self._ai_turn(table)
            timers = table.record.timers
        if timers.get("reminder", float("inf")) <= now:
            async with table.lock:  # no change in flight: its draft would bring the reminder back
                # A reminder is said once; forgetting it only in memory is enough (after a restart it may come
                # again).
                due = table.record.timers.pop("reminder", None) is not None
                waiting = table.to_act()
            if (due and len(waiting) == 1 and not table.in_claim_window() and not table.seats[waiting[0]].is_ai
                    and self.listener is not None):
                try:
                    await self.listener.on_reminder(table, waiting[0])
                except Exception:
                    log.exception("reminder failed for game %s", table.record.id)
        if table.status == "running" and table.record.timers.get("turn", float("inf")) <= now:
            await self._timeouts(table)

    async def _ai_turn(self, table: Table) -> None:
        """One awaited computer seat moves: it chooses from a committed state (snapshot under the lock), off the
        event loop, and its move is applied only if that state is still the table's. If the table moved on
        meanwhile, the change that moved it armed the computer's clock again, so the move is never lost."""
        async with table.lock:
            if table.status != "running":
                return
            version, state = table.version, table.state
            computers = [s for s in table.rules.to_act(state) if table.seats[s].is_ai]
            if not computers:
                table.record.timers.pop("ai", None)  # nothing for a computer to do: a stale deadline
                return
            seat = computers[0]
            player = table.player(seat)
        # Views, legal moves (Tile Rummy's run the solver) and the choice are all computed off the event loop;
        # states are never mutated, so reading this one from a worker thread is safe.
        action = await asyncio.to_thread(_choose, table.rules, state, seat, player)
        events: list[Event] = []
        async with table.lock:
            if table.version != version or table.status != "running":
                return
            if action is None:
                action = table.rules.timeout_action(state, seat)
            try:
                events = await table._apply(seat, action, cause="ai")
            except IllegalMove as refusal:
                if refusal.code == "table-changed-elsewhere":
                    return  # reloaded and shown again, timers rearmed: the computer looks at the new table
                # A computer player must never stall a table: fall back to the game's own timeout move.
                log.error("AI %s in game %s chose an illegal move: %s", seat, table.id, refusal.problems)
                events = await table._apply(seat, table.rules.timeout_action(state, seat), cause="ai")
        await self.after_change(table, events)

    async def _timeouts(self, table: Table) -> None:
        """The turn clock (or a claim window) ran out: every awaited seat gets the game's own timeout move."""
        events: list[Event] = []
        try:
            async with table.lock:
                if table.status != "running" or table.record.timers.get("turn", float("inf")) > self.clock():
                    return  # somebody moved while this waited for the lock
                window = table.in_claim_window()
                for seat in table.to_act():
                    # A turn can take several steps (draw, then discard): the timeout plays them all, as one
                    # missed turn.
                    for step in range(MAX_TIMEOUT_STEPS):
                        if table.status != "running" or seat not in table.to_act():
                            break
                        action = table.rules.timeout_action(table.state, seat)
                        events += await table._apply(seat, action, cause="timeout" if step == 0 else "timeout-rest")
                        if window:
                            break
        finally:
            if events:  # steps already committed are announced even if a later one failed
                await self.after_change(table, events)
