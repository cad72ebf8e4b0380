"""Lobby operations: open a table, join, leave, add a computer, kick, configure, cancel, start, resign and rematch."""

from __future__ import annotations

from collections.abc import Callable, Mapping, MutableMapping
from typing import Any

from bot import games, replay
from bot.ai.base import LEVELS
from bot.refusal import Refusal
from bot.rules.base import Event
from bot.rules.options import parse_flag
from bot.store import ActionLog, ChannelBusy, GameRecord, SeatRecord, Store
from bot.tables.paces import PACES, Pace, pace_named
from bot.tables.settings import (
    AI_PACE_SECONDS,
    DEFAULT_CLAIM_SECONDS,
    DEFAULT_TURN_SECONDS,
    AfterChange,
    TableSettings,
)
from bot.tables.table import Table, event_json


def target_override(kind: str, target: int) -> dict[str, str]:
    """How "/game new target:" is said in the game's options (its declaration); a game without a target refuses it."""
    if not games.is_declared(kind):
        raise Refusal("unknown-game", game=kind)
    target_option = games.get(kind).target_option
    if target_option is None:
        raise Refusal("no-target-score", game=kind)
    return target_option.override(target)


def check_turn_seconds(pace: Pace, seconds: int) -> None:
    """Refuse a turn clock outside the pace's bounds (a live table keeps its historical 15 s to one hour)."""
    if pace.min_turn_seconds <= seconds <= pace.max_turn_seconds:
        return
    if pace.name == "live":
        raise Refusal("bad-turn-timer", seconds=seconds)
    raise Refusal("bad-turn-timer-pace", seconds=seconds, low=pace.min_turn_seconds // 60,
                      high=pace.max_turn_seconds // 3600)


def _option_seconds(options: dict[str, Any], name: str | None, default: int) -> int:
    """The clock the game's options set under its declared option ``name``, else ``default``."""
    value = options.get(name) if name is not None else None
    return value if isinstance(value, int) and value > 0 else default


class Lobby:
    """Seats players and opens, starts, ends and reopens the games of the manager's ``tables`` (by channel)."""

    def __init__(
        self,
        *,
        store: Store,
        clock: Callable[[], float],
        idle_seconds: float,
        tables: MutableMapping[int, Table],
        finished: Mapping[int, GameRecord],
        after_change: AfterChange,
        new_table: Callable[[GameRecord], Table],
        new_seed: Callable[[Table], str],
    ) -> None:
        self.store = store
        self.clock = clock
        self.idle_seconds = idle_seconds  # a lobby nobody touched for this long expires
        self.tables = tables
        self.finished = finished  # the last finished game of recent channels, for a rematch
        self.after_change = after_change
        self.new_table = new_table
        self.new_seed = new_seed

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
        pace: str | None = None,
        parent_channel_id: int | None = None,
    ) -> Table:
        """Open a lobby in ``channel_id``, hosted by ``host_id``. ``pace`` (``bot.tables.paces``) sets the clocks a
        turn and a claim window get; ``turn_seconds`` must lie within the pace's bounds. ``parent_channel_id``:
        ``channel_id`` is a thread opened for this table in that channel (``bot.discord.threads``), which keeps a
        line linking to it; the store keeps both with the game, so restarts and other shards find them."""
        table_options = self.lobby_options(kind, preset=preset, overrides=overrides, turn_seconds=turn_seconds,
                                           pace=pace)
        existing = self.tables.get(channel_id)
        if existing is not None:
            raise Refusal("channel-busy", game=existing.kind)
        place = {"thread": {"parent_id": parent_channel_id}} if parent_channel_id is not None else {}
        record = GameRecord(
            guild_id=guild_id, channel_id=channel_id, kind=kind, host_id=host_id, options={**table_options, **place},
            seats=[SeatRecord(seat=0, user_id=host_id, name=host_name)],
            timers={"lobby": self.clock() + self.idle_seconds},
        )
        try:
            await self.store.create_game(record)
        except ChannelBusy:
            raise Refusal("channel-busy", game=kind) from None
        table = self.new_table(record)
        self.tables[channel_id] = table
        await self.after_change(table, [Event("lobby-opened", seat=0)])
        return table

    @staticmethod
    def lobby_options(kind: str, *, preset: str | None = None, overrides: dict[str, str] | None = None,
                      turn_seconds: int | None = None, pace: str | None = None) -> dict[str, Any]:
        """The options a lobby of ``kind`` opens with (the game's, and the table's clocks), or the refusal of a bad
        one (``Refusal``): checked before anything is created for the table (a thread)."""
        if not games.is_declared(kind):
            raise Refusal("unknown-game", game=kind)
        game = games.get(kind)
        rules = game.rules
        if preset is not None and preset not in rules.presets:
            raise Refusal("unknown-preset", preset=preset, presets=", ".join(rules.presets))
        if pace is not None and pace not in PACES:
            raise Refusal("unknown-table-pace", pace=pace, paces=", ".join(PACES))
        table_pace = pace_named(pace)
        options = rules.options(preset, overrides or {})
        if turn_seconds is None:
            turn_seconds = table_pace.default_turn_seconds or _option_seconds(
                options, game.turn_seconds_option, DEFAULT_TURN_SECONDS)
        check_turn_seconds(table_pace, turn_seconds)
        claim_seconds = table_pace.claim_seconds or _option_seconds(
            options, game.claim_seconds_option, DEFAULT_CLAIM_SECONDS)
        return {
            "preset": preset or (rules.presets[0] if rules.presets else None), "overrides": dict(overrides or {}),
            "rules": options,
            "table": TableSettings(turn_seconds=turn_seconds, claim_seconds=claim_seconds,
                                   pace=table_pace.name).to_json(),
        }

    async def _lobby_change(self, table: Table, change: Callable[[GameRecord], list[Event]]) -> list[Event]:
        async with table.lock:
            if table.status != "lobby":
                raise Refusal("game-already-started")
            async with table.transaction() as record:
                events = change(record)
                record.version += 1
                if record.status == "lobby":
                    record.timers["lobby"] = self.clock() + self.idle_seconds
                await self.store.save_game(record)
        await self.after_change(table, events)
        return events

    async def join(self, table: Table, user_id: int, name: str) -> list[Event]:
        def change(record: GameRecord) -> list[Event]:
            if table.seat_of(user_id) is not None:
                raise Refusal("already-joined")
            if len(record.seats) >= table.rules.max_players:
                raise Refusal("lobby-full", max=table.rules.max_players)
            record.seats.append(SeatRecord(seat=len(record.seats), user_id=user_id, name=name))
            return [Event("player-joined", seat=len(record.seats) - 1)]

        return await self._lobby_change(table, change)

    async def add_ai(self, table: Table, by_user: int, level: str, *, may_manage: bool = False,
                     name: Callable[[int], str] = lambda number: f"AI {number}") -> list[Event]:
        """A computer player joins; ``name`` names it from its number, in the table's language ("AI 2", "IA 2")."""

        def change(record: GameRecord) -> list[Event]:
            self._check_host(table, by_user, may_manage)
            if level not in LEVELS:
                raise Refusal("unknown-level", level=level)
            if len(record.seats) >= table.rules.max_players:
                raise Refusal("lobby-full", max=table.rules.max_players)
            number = sum(1 for s in record.seats if s.user_id is None) + 1
            record.seats.append(SeatRecord(seat=len(record.seats), user_id=None, name=name(number), ai_level=level))
            return [Event("ai-joined", {"level": level}, seat=len(record.seats) - 1)]

        return await self._lobby_change(table, change)

    async def leave(self, table: Table, user_id: int) -> list[Event]:
        def change(record: GameRecord) -> list[Event]:
            seat = table.seat_of(user_id)
            if seat is None:
                raise Refusal("not-a-player")
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
                raise Refusal("no-such-seat", seat=seat + 1)
            if record.seats[seat].user_id == table.host_id:
                raise Refusal("cannot-kick-host")
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
                raise Refusal("unknown-preset", preset=new_preset, presets=", ".join(rules.presets))
            merged = {**record.options.get("overrides", {}), **overrides}
            # The coach is the table's, not the game's: every game has it, no game's rules know it.
            coach = parse_flag("coach", merged.pop("coach")) if "coach" in merged else table.settings.coach
            options = rules.options(new_preset, merged)
            pace = ai_pace or table.settings.ai_pace
            if pace not in AI_PACE_SECONDS:
                raise Refusal("unknown-pace", pace=pace, paces=", ".join(AI_PACE_SECONDS))
            if turn_seconds is not None:
                seconds = turn_seconds
            elif new_preset != table.preset:
                seconds = _option_seconds(options, table.game.turn_seconds_option, DEFAULT_TURN_SECONDS)
            else:
                seconds = table.settings.turn_seconds
            table_pace = pace_named(table.settings.pace)
            if turn_seconds is None and new_preset != table.preset and table_pace.default_turn_seconds:
                seconds = table.settings.turn_seconds  # a slow table keeps its clock whatever the game's preset
            check_turn_seconds(table_pace, seconds)
            record.options = {
                **record.options,
                "preset": new_preset, "overrides": merged, "rules": options,
                "table": {**table.settings.to_json(), "turn_seconds": seconds, "ai_pace": pace, "coach": coach,
                          "claim_seconds": table_pace.claim_seconds or _option_seconds(
                              options, table.game.claim_seconds_option, DEFAULT_CLAIM_SECONDS)},
            }
            return [Event("settings-changed")]

        return await self._lobby_change(table, change)

    async def cancel(self, table: Table, by_user: int, *, may_manage: bool = False) -> list[Event]:
        if table.status == "running":
            async with table.lock:
                self._check_host(table, by_user, may_manage)
                if table.status != "running":
                    raise Refusal("game-not-running")
                await self.close(table)
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
                raise Refusal("game-already-started")
            self._check_host(table, by_user, may_manage)
            rules = table.rules
            if len(table.seats) < rules.min_players:
                raise Refusal("not-enough-players", min=rules.min_players, count=len(table.seats))
            seed = self.new_seed(table)
            state = rules.new_game(len(table.seats), table.rules_options, replay.rng(seed, table.version))
            events = [Event("game-started")]
            async with table.transaction(state) as record:
                record.options = {**record.options, "seed": seed}
                record.status = "running"
                record.state = rules.state_to_json(state)
                record.version += 1
                record.timers = {}
                table.arm_turn_timers(record, state)
                await self.store.save_game(
                    record, ActionLog(record.version, None, {"cause": "start"}, [event_json(e) for e in events])
                )
        await self.after_change(table, events)
        return events

    async def resign(self, table: Table, user_id: int) -> list[Event]:
        """A player gives a running game up: a computer plays their seat to the end, and the match counts as a
        loss for them (they rank after every seat that did not resign)."""
        async with table.lock:
            if table.status != "running":
                raise Refusal("game-not-running")
            seat = table.seat_of(user_id)
            if seat is None:
                raise Refusal("not-a-player")
            if seat in table.resigned:
                raise Refusal("already-resigned")
            events = [Event("player-resigned", seat=seat)]
            async with table.transaction() as record:
                record.seats[seat].ai_level = record.seats[seat].ai_level or "medium"
                record.options = {**record.options, "resigned": sorted([*table.resigned, seat])}
                record.version += 1
                table.forget_player(seat)
                table.arm_turn_timers(record, table.state, previous_to_act=table.to_act())
                # Not an action of the game (its state is unchanged): the action log, which replays rebuild states
                # from, stays as it is; options["resigned"] keeps it.
                await self.store.save_game(record)
        await self.after_change(table, events)
        return events

    @staticmethod
    def _check_host(table: Table, user_id: int, may_manage: bool) -> None:
        if user_id != table.host_id and not may_manage:
            raise Refusal("host-only")

    @staticmethod
    def _remove_seat(record: GameRecord, seat: int) -> None:
        del record.seats[seat]
        for index, remaining in enumerate(record.seats):
            remaining.seat = index

    async def close(self, table: Table) -> None:
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
            raise Refusal("no-finished-game")
        table = await self.open_lobby(
            guild_id=guild_id, channel_id=channel_id, kind=previous.kind, host_id=host_id, host_name=host_name,
            preset=previous.options.get("preset"), overrides=previous.options.get("overrides", {}),
            turn_seconds=previous.options.get("table", {}).get("turn_seconds"),
            pace=previous.options.get("table", {}).get("pace"),
            parent_channel_id=previous.options.get("thread", {}).get("parent_id"),
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
