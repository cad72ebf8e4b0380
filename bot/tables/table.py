"""One table: a lobby or game in one channel, its read-only facts, and the one way it changes (``transaction``,
``act``, ``apply``): commit to the store first, then show the change in memory."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import random
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING, Any

from bot import games
from bot.ai.base import Player
from bot.games import GameDeclaration
from bot.refusal import Refusal
from bot.rules.base import Command, Control, Event, IllegalMove, Outcome
from bot.store import ActionLog, GameRecord, RatingRow, RatingsMoved, ResultRow, SeatRecord, StaleGame
from bot.tables.clocks import TableTimer, arm_turn_timers
from bot.tables.results import coached, final_ranking, resigned_seats, results_and_ratings, unrated_event
from bot.tables.settings import TableSettings

if TYPE_CHECKING:
    from bot.tables.manager import TableManager

log = logging.getLogger("bot.tables")  # the whole package logs as one, as it did before it was split
RATINGS_ATTEMPTS = 5  # a game's final save, its ratings worked out again each time the stored ones moved

_UNCHANGED: Any = object()  # Table.transaction: the rules state stays as it is


class Table:
    def __init__(self, manager: TableManager, record: GameRecord) -> None:
        self.manager = manager
        self.record = record
        self.game: GameDeclaration = games.get(record.kind)
        self.rules = self.game.rules
        self.panel = self.game.panel
        self.state: Any = None if record.state is None else self.rules.state_from_json(record.state)
        self.lock = asyncio.Lock()
        self.recent_events: list[Event] = []
        self._players: dict[int, Player] = {}
        # For the coach: a seat whose turn goes on over several moves -> (table version after its latest move,
        # the state its turn started from).
        self.turn_starts: dict[int, tuple[int, Any]] = {}
        self.timer = TableTimer()  # the task that fires this table's deadlines (``TableClocks``)
        # Per seat, its view and controls (and those offered ahead of its turn) for the state and drafts
        # ``_controls_of``: once per change however many panels, stamps, pictures and checks ask (a change is asked
        # for a seat's view a dozen times; Tile Rummy's suggest sets: milliseconds each).
        self._controls_of: Any = None
        self._controls: dict[tuple[str, int], list[Control]] = {}
        self._views: dict[int | None, Any] = {}

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
    def parent_channel_id(self) -> int | None:
        """The channel whose thread this table was opened in (``channel_id`` is then the thread), else None."""
        parent = self.record.options.get("thread", {}).get("parent_id")
        return None if parent is None else int(parent)

    @property
    def link_message_id(self) -> int | None:
        """The line in the parent channel that links to this table's thread (edited to say who won)."""
        link = self.record.options.get("thread", {}).get("link_message_id")
        return None if link is None else int(link)

    @property
    def rules_options(self) -> dict[str, Any]:
        return dict(self.record.options.get("rules", {}))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def resigned(self) -> tuple[int, ...]:
        """Seats whose players gave the game up: a computer plays them, and they rank last."""
        return resigned_seats(self.record.options)

    def final_ranking(self, outcome: Outcome) -> list[int]:
        """Each seat's rank in the game's ``outcome`` (1 = best, ties share), resigned seats last."""
        return final_ranking(outcome, self.resigned)

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
        """What ``seat`` (or a spectator) sees; a seat's own view shows the turn it is building by taps. Worked out
        once per change (views are frozen: do not change one)."""
        self._same_change()
        if seat in self._views:
            return self._views[seat]
        view = self.rules.view(self.state, seat)
        if seat is not None and (draft := self.draft(seat)) is not None:
            view = self.panel.seat_view(view, self.state, seat, draft)
        self._views[seat] = view
        return view

    def draft(self, seat: int) -> Any:
        """The turn ``seat`` is building by taps on its panel, if it still stands for the game as it is (None when
        there is none, or when it was begun from another hand)."""
        data = self.record.drafts.get(str(seat))
        if data is None or self.state is None:
            return None
        try:
            draft = self.panel.draft_from_json(data)
        except (KeyError, TypeError, ValueError):
            # A draft the panel no longer reads (its format changed): only taps are lost, never the game.
            log.warning("game %s: the draft of seat %s could not be read; it is dropped", self.record.id, seat)
            return None
        return self.panel.current(self.state, seat, draft)

    def controls(self, seat: int) -> list[Control]:
        """The seat's controls now (its panel's, with its draft), worked out once per change. Do not change the
        list."""
        return self._controls_now("now", seat)

    def ready_controls(self, seat: int) -> list[Control]:
        """The controls offered ahead of the seat's turn (``panel.ready_controls``), once per change."""
        return self._controls_now("ready", seat)

    def _same_change(self) -> None:
        """Forget the views and controls worked out for an older state or older drafts (both replaced whole by a
        change: the same objects, the same game)."""
        state, drafts = self.state, self.record.drafts
        kept = self._controls_of
        if kept is None or kept[0] is not state or kept[1] is not drafts:
            self._controls_of, self._controls, self._views = (state, drafts), {}, {}

    def _controls_now(self, which: str, seat: int) -> list[Control]:
        self._same_change()
        state = self.state
        found = self._controls.get((which, seat))
        if found is None:
            if which == "now":
                found = self.panel.controls(state, seat, self.draft(seat))
            else:
                found = self.panel.ready_controls(state, seat)
            self._controls[(which, seat)] = found
        return found

    async def prepare_controls(self) -> None:
        """Work out, off the event loop, the controls of the people the table now waits for, so that their panels,
        drawn next, find them ready: Tile Rummy's ask the solver (where a tile fits, whether a hint has a play),
        tens of milliseconds that would stall every other table. Kept only if the table has not changed meanwhile
        (the states are never mutated, so reading one from a worker thread is safe)."""
        if self.status != "running" or self.state is None:
            return
        for seat in self.to_act():
            self._same_change()
            state, drafts = self.state, self.record.drafts
            if self.seats[seat].is_ai or ("now", seat) in self._controls:
                continue
            found = await asyncio.to_thread(self.panel.controls, state, seat, self.draft(seat))
            if self.state is not state or self.record.drafts is not drafts:
                return  # changed meanwhile: that change prepares its own
            self._same_change()
            self._controls.setdefault(("now", seat), found)

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
        draft = _draft_of(self.record)
        try:
            yield draft
        except asyncio.CancelledError:
            if draft.revision != self.record.revision:
                # The store wrote the draft before the cancellation reached this block: the table shows it too.
                self.record = draft
                if state is not _UNCHANGED:
                    self.state = state
            raise
        except StaleGame:
            # Another process (or a leftover copy of this one) wrote this game since it was read: this copy is out
            # of date. Refuse, and carry on from the game as stored.
            await self.manager.reload(self)
            raise Refusal("table-changed-elsewhere") from None
        self.record = draft
        if state is not _UNCHANGED:
            self.state = state

    async def remember_message(self, message_id: int, layout: int) -> None:
        """Store the id of the table's public message and the layout it was posted in (the presenter posts it; only
        the table writes the game's record)."""
        async with self.lock, self.transaction() as record:
            record.message_id = message_id
            record.options = {**record.options, "message_layout": layout}
            await self.manager.store.save_game(record)

    async def remember_link(self, message_id: int) -> None:
        """Store the id of the line that links to this table's thread from its parent channel."""
        async with self.lock, self.transaction() as record:
            record.options = {**record.options,
                              "thread": {**record.options.get("thread", {}), "link_message_id": message_id}}
            await self.manager.store.save_game(record)

    async def mark_dms_closed(self, seat: int) -> bool:
        """Remember that the player of ``seat`` does not take DMs (Discord refused one); False if already known."""
        async with self.lock:
            if self.record.seats[seat].dm_failed:
                return False
            async with self.transaction() as record:
                record.seats[seat].dm_failed = True
                await self.manager.store.save_game(record)
        return True

    async def act(self, seat: int, action: Any, *, expected_version: int | None = None) -> list[Event]:
        """Apply a player's action; ``IllegalMove`` (the game's) or ``Refusal`` (the table's state) if it is refused,
        and nothing changed."""
        async with self.lock:
            if expected_version is not None and expected_version != self.version:
                raise Refusal("table-moved-on")
            before, version_before = self.state, self.version
            events = await self.apply(seat, action, cause="player")
        await self.manager.after_change(self, events)
        self.manager.coaching.after_player_move(self, seat, before, version_before, action)
        return events

    async def tap(self, seat: int, command: Command, *, expected_version: int | None = None) -> list[Event]:
        """A tap on the seat's draft (one of its panel's ``taps``): the draft changes and is saved beside the game,
        which does not change; or the tap sends the turn built, applied as the player's move. ``IllegalMove`` (the
        panel's) or ``Refusal`` (the table's state), nothing changed, if it is refused."""
        async with self.lock:
            if expected_version is not None and expected_version != self.version:
                raise Refusal("table-moved-on")
            if self.status != "running":
                raise Refusal("game-not-running")
            if seat in self.resigned:
                raise Refusal("you-resigned")
            tapped = self.panel.tap(self.state, seat, self.draft(seat), command)
            version = self.version  # the move sent is the turn built on the game as it is now
            if tapped.move is None:
                async with self.transaction() as record:
                    drafts = {k: v for k, v in record.drafts.items() if k != str(seat)}
                    if tapped.draft is not None:
                        drafts[str(seat)] = self.panel.draft_to_json(tapped.draft)
                    record.drafts = drafts
                    # A player tapping is at the table: their turns missed in a row start again from none, as after
                    # a move of theirs, so a turn being built when the clock runs out never hands them to a computer.
                    record.seats[seat].timeouts = 0
                    await self.manager.store.save_game(record)
                return []
        return await self.act(seat, tapped.move, expected_version=version)

    async def apply(self, seat: int, action: Any, *, cause: str) -> list[Event]:
        """Apply ``seat``'s ``action``: commit first, then publish in memory. Caller holds ``self.lock``; the caller
        announces the events (``TableManager.after_change``) once it lets the lock go.

        ``cause`` is "player", "ai", "timeout" or "timeout-rest" (the later steps of a timed-out turn): a player's
        own move resets their missed turns (and takes the seat back from the computer); a missed turn (not a lapsed
        claim window) counts, and enough of them in a row hand the seat to a computer player.
        """
        self._check_may_move(seat, action, cause)
        awaited = tuple(self.rules.to_act(self.state))
        missed_turn = cause == "timeout" and not self.in_claim_window()  # "timeout-rest" finishes that turn
        new_state, applied = self.rules.apply(self.state, seat, action, self.manager.rng_for(self))
        events = [Event("turn-timed-out", seat=seat)] if missed_turn else []
        events += applied
        async with self.transaction(new_state) as record:
            events += self._hand_seat_over(record.seats[seat], cause, missed_turn)
            self._count_turn(record.seats[seat], cause, turn_over=seat not in self.rules.to_act(new_state))
            record.state = self.rules.state_to_json(new_state)
            record.drafts = {}  # every draft was built on the game before this move
            record.version += 1
            results: list[ResultRow] = []
            rating_rows: list[RatingRow] = []
            if self.rules.is_over(new_state):
                self._finish(record)
                results, rating_rows = await results_and_ratings(self.manager.store, self.game, record, new_state)
                events += self._not_rated_events(record, results)
            else:
                self.arm_turn_timers(record, new_state, previous_to_act=awaited, acted=seat)
            log_entry = ActionLog(
                version=record.version, seat=seat,
                action={"cause": cause, "action": self.rules.action_to_json(action)},
                events=[event_json(e) for e in events],
            )
            await self._save_move(record, new_state, log_entry, results, rating_rows)
        if any(e.code == "seat-taken-back" for e in events):
            self.forget_player(seat)
        return events

    def _check_may_move(self, seat: int, action: Any, cause: str) -> None:
        """Refuse a move of a table not running, of a player who resigned, or of a seat not awaited now."""
        if self.status != "running":
            raise Refusal("game-not-running")
        if cause == "player" and seat in self.resigned:
            raise Refusal("you-resigned")
        if seat not in self.rules.to_act(self.state):
            raise self._out_of_turn_refusal(seat, action)

    def _hand_seat_over(self, seat_record: SeatRecord, cause: str, missed_turn: bool) -> list[Event]:
        """A returning player takes their seat back from the computer; enough missed turns in a row hand it to
        the computer (``TableManager.timeouts_before_ai``; 0: never)."""
        seat = seat_record.seat
        if cause == "player":
            seat_record.timeouts = 0
            if seat_record.user_id is not None and seat_record.ai_level is not None:
                seat_record.ai_level = None
                return [Event("seat-taken-back", seat=seat)]
        elif missed_turn and seat_record.user_id is not None and seat_record.ai_level is None:
            seat_record.timeouts += 1
            limit = self.manager.timeouts_before_ai
            if limit and seat_record.timeouts >= limit:
                seat_record.ai_level = "medium"
                return [Event("seat-handed-to-ai", seat=seat)]
        return []

    def _count_turn(self, seat_record: SeatRecord, cause: str, *, turn_over: bool) -> None:
        """Once the seat's turn (or its answer) is complete, count who played it: the player or the computer. A
        claim window left to lapse is no turn of anyone's: not answering is a way to pass."""
        lapsed_window = cause not in ("player", "ai") and self.in_claim_window()
        if not turn_over or lapsed_window:
            return
        if cause == "player":
            seat_record.turns_by_player += 1
        else:
            seat_record.turns_by_computer += 1

    def _finish(self, record: GameRecord) -> None:
        record.status = "finished"
        record.finished_at = self.manager.clock()
        record.timers = {}

    def _not_rated_events(self, record: GameRecord, results: Sequence[ResultRow]) -> list[Event]:
        """What the channel is told when the end of the game moves no rating: a win the computer played for, the
        game's options, or the coach."""
        unrated = [r.seat for r in results if r.rank == 1 and r.user_id is None
                   and record.seats[r.seat].user_id is not None]
        events = [Event("win-not-rated", seat=seat) for seat in unrated]
        not_rated = unrated_event(self.game, record)
        if not_rated is not None:
            events.append(not_rated)
        elif coached(record.options):
            events.append(Event("game-not-rated-coach"))
        return events

    async def _save_move(self, record: GameRecord, state: Any, log_entry: ActionLog, results: list[ResultRow],
                         rating_rows: list[RatingRow]) -> None:
        for attempt in range(RATINGS_ATTEMPTS):
            try:
                await self.manager.store.save_game(record, log_entry, results, rating_rows)
                return
            except RatingsMoved:
                # The ratings moved since they were read (a reset, another game of a player finishing): nothing
                # was written; work them out again from the stored ones.
                if attempt == RATINGS_ATTEMPTS - 1:
                    raise
                results, rating_rows = await results_and_ratings(self.manager.store, self.game, record, state)

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

    def in_claim_window(self, state: Any = None) -> bool:
        """Seats are answering an out-of-turn window, as the claim window of the game's declaration says."""
        state = self.state if state is None else state
        return self.game.in_claim_window(state)

    def arm_turn_timers(
        self, record: GameRecord, state: Any, previous_to_act: Sequence[int] = (), acted: int | None = None
    ) -> None:
        """Deadlines in ``record`` (a draft of this table's) for whoever must act in ``state``
        (``bot.tables.clocks.arm_turn_timers``)."""
        arm_turn_timers(record, state, rules=self.rules, in_claim_window=self.in_claim_window(state),
                        settings=self.settings, now=self.manager.clock(), previous_to_act=previous_to_act,
                        acted=acted)

    def take_stored(self, record: GameRecord) -> None:
        """Show the game as stored (another process wrote it): its record and state, and players chosen afresh."""
        self.record = record
        self.state = None if record.state is None else self.rules.state_from_json(record.state)
        self._players.clear()

    def remember_events(self, events: Sequence[Event]) -> None:
        """Keep the latest public events (the table's message shows them)."""
        self.recent_events = (self.recent_events + [e for e in events if e.private_to is None])[-8:]

    def forget_player(self, seat: int) -> None:
        """The computer player of ``seat`` is chosen afresh next time (its level or its person changed)."""
        self._players.pop(seat, None)

    def player(self, seat: int) -> Player:
        player = self._players.get(seat)
        if player is None:
            level = self.seats[seat].ai_level or "medium"
            player = self.game.player(level, random.Random(f"{self.id}:{seat}:{self.version}"))
            self._players[seat] = player
        return player


def _draft_of(record: GameRecord) -> GameRecord:
    """A copy of ``record`` to change: its seats, timers and options are its own. The rules state's JSON, by far the
    largest part, is shared: it is only ever replaced whole (``record.state = ...``), never changed in place, so
    copying it at every move (as a deep copy did, several times a second per table) bought nothing. The same holds
    for the options' values (``record.options = {**record.options, key: value}``): the options are copied one level
    deep, not deep-copied at every move."""
    return dataclasses.replace(record, options=dict(record.options), timers=dict(record.timers),
                               seats=[dataclasses.replace(seat) for seat in record.seats])


def event_json(event: Event) -> dict[str, Any]:
    return {"code": event.code, "params": dict(event.params), "seat": event.seat, "private_to": event.private_to}
