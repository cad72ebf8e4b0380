"""Per-channel game sessions: the only place that changes a running game.

A ``Table`` is one lobby or game in one channel (or thread). ``TableManager`` owns them all. Every change goes
through a table's lock, is committed to the store (state + action log in one transaction), bumps the table's
version, and only then is announced to the listener (the Discord side). Timers (turn deadlines and their reminder,
lobby expiry, claim windows, computer players' thinking pace) are stored as deadlines in the game row, so they are
rearmed after a restart.

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

from bot import ratings
from bot.ai.base import LEVELS, Player, make_player
from bot.rules import registry
from bot.rules.base import Event, IllegalMove
from bot.store import ActionLog, ChannelBusy, GameRecord, RatingRow, ResultRow, SeatRecord, Store

log = logging.getLogger(__name__)

# Seconds a computer player "thinks" before moving, per pace; players can follow the moves in the channel.
AI_PACE_SECONDS = {"instant": 0.0, "normal": 1.5, "slow": 4.0}
DEFAULT_TURN_SECONDS = 120
MAX_TIMEOUT_STEPS = 6  # more steps than any game's turn has; a bound so a timeout can never loop
DEFAULT_CLAIM_SECONDS = 20
# Option names under which a game's rules state its own clocks (the table runs them).
TURN_SECONDS_OPTIONS = ("turn_timer", "turn_time_limit_s")
CLAIM_SECONDS_OPTIONS = ("claim_seconds",)
# How "/game new target:" is said in each game's options; a game without a target score refuses it.
TARGET_OPTIONS = {
    "rummy": ("target_score", "{}"),
    "gin": ("target_score", "{}"),
    "mu": ("target", "{}"),
    "tiles": ("match_end", "target:{}"),
}


def target_override(kind: str, target: int) -> dict[str, str]:
    if kind not in registry.all_games():
        raise IllegalMove("unknown-game", game=kind)
    if kind not in TARGET_OPTIONS:
        raise IllegalMove("no-target-score", game=kind)
    name, template = TARGET_OPTIONS[kind]
    return {name: template.format(target)}


def _option_seconds(options: dict[str, Any], names: Sequence[str], default: int) -> int:
    for name in names:
        value = options.get(name)
        if isinstance(value, int) and value > 0:
            return value
    return default


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
        self.rules = registry.get(record.kind)
        self.state: Any = None if record.state is None else self.rules.state_from_json(record.state)
        self.lock = asyncio.Lock()
        self.recent_events: list[Event] = []
        self._players: dict[int, Player] = {}
        self._timer: asyncio.Task[None] | None = None

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
    async def transaction(self) -> AsyncIterator[GameRecord]:
        """Change ``self.record`` (and ``self.state``) inside this block, saving before it ends; if anything fails,
        the table is exactly as before. Caller holds ``self.lock``."""
        before, state = copy.deepcopy(self.record), self.state
        try:
            yield self.record
        except BaseException:
            self.record, self.state = before, state
            raise

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
        if seat not in self.rules.to_act(self.state):
            raise IllegalMove("not-your-turn")
        missed_turn = cause == "timeout" and not self.in_claim_window()  # "timeout-rest" finishes that turn
        new_state, applied = self.rules.apply(self.state, seat, action, self.manager.rng_for(self))
        events = [Event("turn-timed-out", seat=seat)] if missed_turn else []
        events += applied
        async with self.transaction() as record:
            seat_record = record.seats[seat]
            if cause == "player":
                seat_record.timeouts = 0
                if seat_record.user_id is not None and seat_record.ai_level is not None:
                    seat_record.ai_level = None  # a returning player takes their seat back from the computer
                    self._players.pop(seat, None)
                    events.append(Event("seat-taken-back", seat=seat))
            elif missed_turn and seat_record.user_id is not None and seat_record.ai_level is None:
                seat_record.timeouts += 1
                limit = self.manager.timeouts_before_ai
                if limit and seat_record.timeouts >= limit:
                    seat_record.ai_level = "medium"
                    events.append(Event("seat-handed-to-ai", seat=seat))
            record.state = self.rules.state_to_json(new_state)
            record.version += 1
            results: list[ResultRow] = []
            rating_rows: list[RatingRow] = []
            if self.rules.is_over(new_state):
                record.status = "finished"
                record.finished_at = self.manager.clock()
                record.timers = {}
                results, rating_rows = await self._results(new_state)
            else:
                self._arm_turn_timers(new_state, previous_to_act=self.rules.to_act(self.state))
            log_entry = ActionLog(
                version=record.version, seat=seat,
                action={"cause": cause, "action": self.rules.action_to_json(action)},
                events=[_event_json(e) for e in events],
            )
            await self.manager.store.save_game(record, log_entry, results, rating_rows)
            self.state = new_state
        return events

    async def _results(self, state: Any) -> tuple[list[ResultRow], list[RatingRow]]:
        outcome = self.rules.outcome(state)
        if outcome is None:
            return [], []
        ranking = _resigned_last(outcome.ranking, self.resigned)
        rows = [
            ResultRow(seat=s.seat, user_id=s.user_id, score=outcome.scores[s.seat], rank=ranking[s.seat])
            for s in self.seats
        ]
        participants = []
        for s in self.seats:
            if s.user_id is not None:
                participants.append(ratings.Participant(s.user_id, s.name, ranking[s.seat]))
            else:
                level = s.ai_level or "medium"
                participants.append(ratings.Participant(ratings.AI_PSEUDO_IDS.get(level, -2), level,
                                                        ranking[s.seat]))
        previous = await self.manager.store.ratings(self.guild_id, self.kind, [p.user_id for p in participants])
        return rows, ratings.update(self.guild_id, self.kind, participants, previous)

    def _arm_turn_timers(self, state: Any, previous_to_act: Sequence[int] = ()) -> None:
        """Deadlines for whoever must act now; unchanged if the same seats are still awaited."""
        now = self.manager.clock()
        timers = self.record.timers
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
        if any(self.seats[s].is_ai for s in to_act):
            timers["ai"] = now + AI_PACE_SECONDS.get(self.settings.ai_pace, 1.5)
        else:
            timers.pop("ai", None)

    def in_claim_window(self, state: Any = None) -> bool:
        """Seats are answering an out-of-turn window: the game says so, or several seats are awaited at once."""
        state = self.state if state is None else state
        hook = getattr(self.rules, "claim_window", None)
        if hook is not None:
            return bool(hook(state))
        return len(self.rules.to_act(state)) > 1

    def _remember(self, events: Sequence[Event]) -> None:
        self.recent_events = (self.recent_events + [e for e in events if e.private_to is None])[-8:]

    def player(self, seat: int) -> Player:
        player = self._players.get(seat)
        if player is None:
            level = self.seats[seat].ai_level or "medium"
            player = make_player(self.kind, level, random.Random(f"{self.id}:{seat}:{self.version}"))
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
        self._closed = False

    # -- lookup and start-up -----------------------------------------------------------------------------------

    def get(self, channel_id: int) -> Table | None:
        return self.tables.get(channel_id)

    def by_id(self, game_id: int) -> Table | None:
        return next((t for t in self.tables.values() if t.record.id == game_id), None)

    async def restore(self) -> int:
        """Load every open game from the store and rearm its timers; returns how many."""
        for record in await self.store.load_open_games():
            if record.kind not in registry.all_games():
                log.warning("game %s of unknown kind %s left untouched", record.id, record.kind)
                continue
            table = Table(self, record)
            self.tables[record.channel_id] = table
            self._rearm(table)
        return len(self.tables)

    def rng_for(self, table: Table) -> random.Random:
        if self.rng_seed is None:
            return secrets.SystemRandom()
        return random.Random(f"{self.rng_seed}:{table.id}:{table.version}")

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
        if kind not in registry.all_games():
            raise IllegalMove("unknown-game", game=kind)
        existing = self.tables.get(channel_id)
        if existing is not None:
            raise IllegalMove("channel-busy", game=existing.kind)
        rules = registry.get(kind)
        if preset is not None and preset not in rules.presets:
            raise IllegalMove("unknown-preset", preset=preset, presets=", ".join(rules.presets))
        options = rules.options(preset, overrides or {})
        chosen_preset = preset or (rules.presets[0] if rules.presets else None)
        if turn_seconds is None:
            turn_seconds = _option_seconds(options, TURN_SECONDS_OPTIONS, DEFAULT_TURN_SECONDS)
        if not 15 <= turn_seconds <= 3600:
            raise IllegalMove("bad-turn-timer", seconds=turn_seconds)
        claim_seconds = _option_seconds(options, CLAIM_SECONDS_OPTIONS, DEFAULT_CLAIM_SECONDS)
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

    async def _lobby_change(self, table: Table, change: Callable[[], list[Event]]) -> list[Event]:
        async with table.lock:
            if table.status != "lobby":
                raise IllegalMove("game-already-started")
            async with table.transaction() as record:
                events = change()
                record.version += 1
                if record.status == "lobby":
                    record.timers["lobby"] = self.clock() + self.lobby_idle_seconds
                await self.store.save_game(record)
        await self.after_change(table, events)
        return events

    async def join(self, table: Table, user_id: int, name: str) -> list[Event]:
        def change() -> list[Event]:
            if table.seat_of(user_id) is not None:
                raise IllegalMove("already-joined")
            if len(table.seats) >= table.rules.max_players:
                raise IllegalMove("lobby-full", max=table.rules.max_players)
            table.seats.append(SeatRecord(seat=len(table.seats), user_id=user_id, name=name))
            return [Event("player-joined", seat=len(table.seats) - 1)]

        return await self._lobby_change(table, change)

    async def add_ai(self, table: Table, by_user: int, level: str, *, may_manage: bool = False) -> list[Event]:
        def change() -> list[Event]:
            self._check_host(table, by_user, may_manage)
            if level not in LEVELS:
                raise IllegalMove("unknown-level", level=level)
            if len(table.seats) >= table.rules.max_players:
                raise IllegalMove("lobby-full", max=table.rules.max_players)
            number = sum(1 for s in table.seats if s.user_id is None) + 1
            table.seats.append(SeatRecord(seat=len(table.seats), user_id=None, name=f"AI {number}", ai_level=level))
            return [Event("ai-joined", {"level": level}, seat=len(table.seats) - 1)]

        return await self._lobby_change(table, change)

    async def leave(self, table: Table, user_id: int) -> list[Event]:
        def change() -> list[Event]:
            seat = table.seat_of(user_id)
            if seat is None:
                raise IllegalMove("not-a-player")
            name = table.seats[seat].name
            self._remove_seat(table, seat)
            events = [Event("player-left", {"name": name})]
            humans = [s for s in table.seats if s.user_id is not None]
            if not humans:
                table.record.status = "cancelled"
                table.record.timers = {}
                events.append(Event("lobby-cancelled"))
            elif user_id == table.host_id:
                table.record.host_id = humans[0].user_id or 0
                events.append(Event("new-host", seat=humans[0].seat))
            return events

        return await self._lobby_change(table, change)

    async def kick(self, table: Table, by_user: int, seat: int, *, may_manage: bool = False) -> list[Event]:
        def change() -> list[Event]:
            self._check_host(table, by_user, may_manage)
            if not 0 <= seat < len(table.seats):
                raise IllegalMove("no-such-seat", seat=seat + 1)
            if table.seats[seat].user_id == table.host_id:
                raise IllegalMove("cannot-kick-host")
            name = table.seats[seat].name
            self._remove_seat(table, seat)
            return [Event("player-kicked", {"name": name})]

        return await self._lobby_change(table, change)

    async def configure(
        self, table: Table, by_user: int, *, preset: str | None, overrides: dict[str, str],
        turn_seconds: int | None, may_manage: bool = False, ai_pace: str | None = None,
    ) -> list[Event]:
        def change() -> list[Event]:
            self._check_host(table, by_user, may_manage)
            rules = table.rules
            new_preset = preset or table.preset
            if new_preset is not None and new_preset not in rules.presets:
                raise IllegalMove("unknown-preset", preset=new_preset, presets=", ".join(rules.presets))
            merged = {**table.record.options.get("overrides", {}), **overrides}
            options = rules.options(new_preset, merged)
            pace = ai_pace or table.settings.ai_pace
            if pace not in AI_PACE_SECONDS:
                raise IllegalMove("unknown-pace", pace=pace, paces=", ".join(AI_PACE_SECONDS))
            if turn_seconds is not None:
                seconds = turn_seconds
            elif new_preset != table.preset:
                seconds = _option_seconds(options, TURN_SECONDS_OPTIONS, DEFAULT_TURN_SECONDS)
            else:
                seconds = table.settings.turn_seconds
            if not 15 <= seconds <= 3600:
                raise IllegalMove("bad-turn-timer", seconds=seconds)
            table.record.options = {
                "preset": new_preset, "overrides": merged, "rules": options,
                "table": {**table.settings.to_json(), "turn_seconds": seconds, "ai_pace": pace,
                          "claim_seconds": _option_seconds(options, CLAIM_SECONDS_OPTIONS, DEFAULT_CLAIM_SECONDS)},
            }
            return [Event("settings-changed")]

        return await self._lobby_change(table, change)

    async def cancel(self, table: Table, by_user: int, *, may_manage: bool = False) -> list[Event]:
        if table.status == "running":
            async with table.lock:
                self._check_host(table, by_user, may_manage)
                await self._close(table)
            events = [Event("game-cancelled")]
            await self.after_change(table, events)
            return events

        def change() -> list[Event]:
            self._check_host(table, by_user, may_manage)
            table.record.status = "cancelled"
            table.record.timers = {}
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
            state = rules.new_game(len(table.seats), table.rules_options, self.rng_for(table))
            events = [Event("game-started")]
            async with table.transaction() as record:
                record.status = "running"
                record.state = rules.state_to_json(state)
                record.version += 1
                record.timers = {}
                table.state = state
                table._arm_turn_timers(state)
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
                table._arm_turn_timers(table.state, previous_to_act=table.to_act())
                await self.store.save_game(
                    record, ActionLog(record.version, seat, {"cause": "resign"}, [_event_json(e) for e in events])
                )
        await self.after_change(table, events)
        return events

    @staticmethod
    def _check_host(table: Table, user_id: int, may_manage: bool) -> None:
        if user_id != table.host_id and not may_manage:
            raise IllegalMove("host-only")

    @staticmethod
    def _remove_seat(table: Table, seat: int) -> None:
        del table.seats[seat]
        for index, remaining in enumerate(table.seats):
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
        if table._timer is not None and table._timer is not asyncio.current_task():
            table._timer.cancel()
        table._timer = None

    # -- timers ------------------------------------------------------------------------------------------------

    def _rearm(self, table: Table) -> None:
        if not self.run_timers or self._closed:
            return
        old = table._timer
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        deadlines = [float(v) for v in table.record.timers.values()]
        table._timer = None
        if deadlines and table.status in ("lobby", "running"):
            table._timer = asyncio.get_running_loop().create_task(self._sleep_then_fire(table, min(deadlines)))

    async def _sleep_then_fire(self, table: Table, when: float) -> None:
        delay = max(0.0, when - self.clock())
        await asyncio.sleep(delay)
        if table._timer is asyncio.current_task():
            table._timer = None
        await self.fire_due(table)

    async def fire_due(self, table: Table | None = None) -> None:
        """Run every timer that is due (all tables, or one); rearms what remains. Tests call it directly."""
        for current in [table] if table is not None else list(self.tables.values()):
            try:
                await self._fire_table(current)
            except Exception:
                log.exception("timer failed for game %s", current.record.id)
            if self.tables.get(current.channel_id) is current:
                self._rearm(current)

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
            await self._ai_turns(table)
        if timers.get("reminder", float("inf")) <= now:
            timers.pop("reminder", None)
            waiting = table.to_act()
            if (len(waiting) == 1 and not table.in_claim_window() and not table.seats[waiting[0]].is_ai
                    and self.listener is not None):
                try:
                    await self.listener.on_reminder(table, waiting[0])
                except Exception:
                    log.exception("reminder failed for game %s", table.record.id)
        if table.status == "running" and timers.get("turn", float("inf")) <= now:
            await self._timeouts(table)

    async def _ai_turns(self, table: Table) -> None:
        """Let every computer seat that is awaited make its move (choosing runs outside the lock)."""
        table.record.timers.pop("ai", None)
        for seat in table.to_act():
            if not table.seats[seat].is_ai:
                continue
            version = table.version
            player = table.player(seat)
            # Views, legal moves (Tile Rummy's run the solver) and the choice are all computed off the event loop;
            # states are never mutated, so reading this one from a worker thread is safe.
            action = await asyncio.to_thread(_choose, table.rules, table.state, seat, player)
            if action is None:
                continue
            async with table.lock:
                if table.version != version or seat not in table.to_act():
                    continue
                try:
                    events = await table._apply(seat, action, cause="ai")
                except IllegalMove as refusal:
                    # A computer player must never stall a table: fall back to the game's own timeout move.
                    log.error("AI %s in game %s chose an illegal move: %s", seat, table.id, refusal.problems)
                    events = await table._apply(seat, table.rules.timeout_action(table.state, seat), cause="ai")
            await self.after_change(table, events)
            return  # one move per firing; the next AI move gets its own pace delay

    async def _timeouts(self, table: Table) -> None:
        """The turn clock (or a claim window) ran out: every awaited seat gets the game's own timeout move."""
        events: list[Event] = []
        async with table.lock:
            window = table.in_claim_window()
            for seat in table.to_act():
                # A turn can take several steps (draw, then discard): the timeout plays them all, as one missed turn.
                for step in range(MAX_TIMEOUT_STEPS):
                    if table.status != "running" or seat not in table.to_act():
                        break
                    action = table.rules.timeout_action(table.state, seat)
                    events += await table._apply(seat, action, cause="timeout" if step == 0 else "timeout-rest")
                    if window:
                        break
        if events:
            await self.after_change(table, events)
