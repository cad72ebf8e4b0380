"""Tile Rummy as a pure state machine: ``RULES`` implements ``bot.rules.base.Rules``.

A match is a series of rounds (option ``match_end``); a new round is dealt inside the ``apply`` that ends the
previous one, so ``to_act`` always names one seat until the match is over. A turn is one action:

- ``draw`` (a pass once the pool is empty; a full circuit of passes ends a blocked round),
- ``play`` (a whole turn script, checked atomically by ``turn.check_turn``; every problem is reported at once),
- ``place`` (the auto-place assist: the solver lays down exactly the tiles asked for),
- ``timeout`` (what ``timeout_action`` returns: turns are atomic, so nothing is half-played and the seat draws).

``hint`` is answered at any time with an event private to the asking seat and leaves the state as it is.
Must-play B and A, hints, ``place`` and the plays in ``legal`` use the solver through ``solver.plays``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.rules.base import (
    Command,
    Event,
    IllegalMove,
    JSONValue,
    Outcome,
    Problem,
    SeatSummary,
)
from bot.rules.codec import from_json, to_json
from bot.rules.schema import Schema
from bot.rules.tiles import simple
from bot.rules.tiles.actions import (
    ACTIONS,
    DRAW,
    HINT,
    TIMEOUT,
    Draw,
    Hint,
    Place,
    Play,
    TilesAction,
    Timeout,
)
from bot.rules.tiles.notation import is_joker, parse_tokens, rack_value, sorted_tiles, text
from bot.rules.tiles.options import PRESETS, Options, build_options
from bot.rules.tiles.rounds import deal, draw_for_first_player
from bot.rules.tiles.scoring import ranking, score_blocked, score_went_out
from bot.rules.tiles.script import Statement, parse_script, script_text
from bot.rules.tiles.sets import TableSet, identity_text
from bot.rules.tiles.solver import plays as solver_plays
from bot.rules.tiles.state import RoundResult, TilesState
from bot.rules.tiles.turn import TurnResult, check_turn
from bot.rules.tiles.views import PlayerView, RoundResultView, SetView, TilesView

MAX_LAYOFFS_OFFERED = 8  # legal() is a representative sample, not every move


class TileRules:
    id = "tiles"
    min_players = 2
    max_players = 4
    presets = PRESETS

    # ---- setup -----------------------------------------------------------------------------------------------

    def options(self, preset: str | None, overrides: Mapping[str, str]) -> dict[str, JSONValue]:
        return build_options(preset, overrides).to_json()

    def new_game(self, players: int, options: Mapping[str, JSONValue], rng: random.Random) -> TilesState:
        if not self.min_players <= players <= self.max_players:
            raise IllegalMove("tiles-player-count", players=players)
        chosen = Options.from_json(options)
        starter, draws = draw_for_first_player(players, chosen, rng)
        pool, racks = deal(players, rng)
        return TilesState(
            options=chosen,
            players=players,
            pool=pool,
            racks=racks,
            table=(),
            new_marks=(),
            opened=(False,) * players,
            turn=starter,
            round=1,
            scores=(0,) * players,
            rounds_won=(0,) * players,
            passes=0,
            last_play_seat=None,
            start_draws=draws,
            last_round=None,
            over=False,
        )

    # ---- queries ---------------------------------------------------------------------------------------------

    def to_act(self, state: TilesState) -> tuple[int, ...]:
        return () if state.over else (state.turn,)

    def is_over(self, state: TilesState) -> bool:
        return state.over

    def outcome(self, state: TilesState) -> Outcome | None:
        if not state.over:
            return None
        return Outcome(scores=state.scores, ranking=ranking(state.scores, state.rounds_won))

    def legal(self, state: TilesState, seat: int) -> Sequence[TilesAction]:
        """Draw (when allowed) plus a representative set of plays: the solver's best play, the plays made of
        rack sets, and a few single-tile additions. Under must-play B and A, only the plays when there is one."""
        if state.over or seat != state.turn:
            return []
        rack = state.racks[seat]
        opened = state.opened[seat]
        best = solver_plays.best_play(state.table, rack, opened, state.options)
        plays: list[TilesAction] = []
        if best is not None:
            plays.append(Play(best[0]))
        if state.options.must_play == "A" and best is not None:
            return plays
        for statements in _simple_scripts(state, seat):
            candidate = Play(statements)
            if candidate not in plays and not isinstance(
                check_turn(state.table, rack, statements, opened, state.options), list
            ):
                plays.append(candidate)
        if state.options.must_play in ("A", "B") and plays:
            return plays
        return [DRAW, *plays]

    # ---- the move ----------------------------------------------------------------------------------------------

    def apply(
        self, state: TilesState, seat: int, action: TilesAction, rng: random.Random
    ) -> tuple[TilesState, list[Event]]:
        if state.over:
            raise IllegalMove("tiles-game-over")
        if isinstance(action, Hint):
            return state, [_hint_event(state, seat)]
        if seat != state.turn:
            raise IllegalMove("not-your-turn")
        match action:
            case Timeout():
                return self._draw(state, seat, rng, [Event("tiles-timed-out", seat=seat)])
            case Draw():
                if state.options.must_play in ("A", "B") and _can_play(state, seat):
                    raise IllegalMove("tiles-must-play")
                return self._draw(state, seat, rng, [])
            case Place(tiles):
                if state.options.assist != "full":
                    raise IllegalMove("tiles-assist-off")
                missing = Counter(tiles) - Counter(state.racks[seat])
                if missing:
                    raise IllegalMove("tiles-not-in-rack", tiles=text(sorted_tiles(missing.elements())))
                statements = solver_plays.place_play(state.table, state.racks[seat], tiles, state.opened[seat], state.options)
                if statements is None:
                    raise IllegalMove("tiles-cannot-place", tiles=text(tiles))
                return self._play(state, seat, statements, rng)
            case Play(statements):
                return self._play(state, seat, statements, rng)
        raise IllegalMove("unknown-command", command=type(action).__name__.lower())  # not a Tile Rummy action

    def timeout_action(self, state: TilesState, seat: int) -> TilesAction:
        """Turns are atomic, so nothing is half-played when the clock runs out: the seat draws one tile."""
        return TIMEOUT

    def _draw(
        self, state: TilesState, seat: int, rng: random.Random, events: list[Event]
    ) -> tuple[TilesState, list[Event]]:
        if not state.pool:
            events.append(Event("tiles-passed", seat=seat))
            return self._next_turn(replace(state, passes=state.passes + 1), seat, rng, events)
        drawn = state.pool[-1]
        racks = _with_rack(state.racks, seat, sorted_tiles([*state.racks[seat], drawn]))
        events.append(Event("tiles-drew", {"pool": len(state.pool) - 1}, seat=seat))
        events.append(Event("tiles-drew-tile", {"tile": drawn}, seat=seat, private_to=seat))
        return self._next_turn(replace(state, pool=state.pool[:-1], racks=racks, passes=0), seat, rng, events)

    def _play(
        self, state: TilesState, seat: int, statements: Sequence[Statement], rng: random.Random
    ) -> tuple[TilesState, list[Event]]:
        rack = state.racks[seat]
        opened = state.opened[seat]
        result = check_turn(state.table, rack, statements, opened, state.options)
        if not isinstance(result, list) and state.options.must_play == "A":
            result = _check_plays_enough(state, seat, result)
        if isinstance(result, list):
            if state.options.strict_invalid_submit:
                return self._penalty(state, seat, result, rng)
            raise IllegalMove.of(result)
        left = Counter(rack) - Counter(result.played)
        new_rack = sorted_tiles(left.elements())
        events = [
            Event("tiles-played", {"count": len(result.played), "tiles": text(result.played)}, seat=seat),
        ]
        moved = moved_tiles(state.table, result)
        if moved:  # the log names what changed sets besides the rack tiles, as the turn picture outlined it
            events.append(Event("tiles-moved", {"count": len(moved), "tiles": text(moved)}, seat=seat))
        if not opened:
            events.insert(0, Event("tiles-initial-meld", {"points": result.initial_value}, seat=seat))
        if result.freed_jokers:
            events.append(Event("tiles-joker-freed", {"count": result.freed_jokers}, seat=seat))
        after = replace(
            state,
            racks=_with_rack(state.racks, seat, new_rack),
            table=result.table,
            new_marks=result.new_marks,
            opened=_with(state.opened, seat, True),
            passes=0,
            last_play_seat=seat,
        )
        if not new_rack:
            events.append(Event("tiles-rummikub", seat=seat))
            points = score_went_out(seat, after.racks)
            return self._end_round(after, (seat,), points, False, rng, events)
        return self._next_turn(after, seat, rng, events)

    def _penalty(
        self, state: TilesState, seat: int, problems: list[Problem], rng: random.Random
    ) -> tuple[TilesState, list[Event]]:
        """``strict_invalid_submit``: the table stays as it was and the seat draws the penalty tiles."""
        count = min(state.options.timeout_penalty_tiles, len(state.pool))
        drawn = state.pool[len(state.pool) - count :]
        racks = _with_rack(state.racks, seat, sorted_tiles([*state.racks[seat], *drawn]))
        events = [Event("tiles-penalty", {"count": count, "problems": len(problems)}, seat=seat)]
        if drawn:
            events.append(Event("tiles-drew-penalty", {"tiles": text(sorted_tiles(drawn))}, seat=seat, private_to=seat))
        passes = state.passes + 1 if not state.pool else 0
        after = replace(state, pool=state.pool[: len(state.pool) - count], racks=racks, passes=passes)
        return self._next_turn(after, seat, rng, events)

    def _next_turn(
        self, state: TilesState, seat: int, rng: random.Random, events: list[Event]
    ) -> tuple[TilesState, list[Event]]:
        if not state.pool and state.passes >= state.players:
            events.append(Event("tiles-blocked", {"round": state.round}))
            last = state.last_play_seat if state.last_play_seat is not None else seat
            winners, points = score_blocked(state.racks, state.options.blocked_round_scoring, last)
            return self._end_round(state, winners, points, True, rng, events)
        return replace(state, turn=(seat + 1) % state.players), events

    def _end_round(
        self,
        state: TilesState,
        winners: tuple[int, ...],
        points: tuple[int, ...],
        blocked: bool,
        rng: random.Random,
        events: list[Event],
    ) -> tuple[TilesState, list[Event]]:
        scores = tuple(s + p for s, p in zip(state.scores, points, strict=True))
        rounds_won = tuple(w + (seat in winners) for seat, w in enumerate(state.rounds_won))
        result = RoundResult(
            round=state.round,
            winners=winners,
            blocked=blocked,
            points=points,
            rack_values=tuple(rack_value(r) for r in state.racks),
        )
        for winner in winners:
            events.append(Event("tiles-round-won", {"round": state.round, "points": points[winner]}, seat=winner))
        finished = replace(state, scores=scores, rounds_won=rounds_won, last_round=result)
        kind, amount = state.options.rounds_or_target(state.players)
        if (kind == "rounds" and state.round >= amount) or (kind == "target" and max(scores) >= amount):
            ranks = ranking(scores, rounds_won)
            for seat in range(state.players):
                if ranks[seat] == 1:
                    events.append(Event("tiles-match-won", {"score": scores[seat]}, seat=seat))
            return replace(finished, over=True), events
        return self._start_round(finished, winners[0], rng, events)

    def _start_round(
        self, state: TilesState, last_winner: int, rng: random.Random, events: list[Event]
    ) -> tuple[TilesState, list[Event]]:
        draws: tuple[tuple[int, str], ...] = ()
        starter = last_winner
        if state.options.next_round_starter == "redraw":
            starter, draws = draw_for_first_player(state.players, state.options, rng)
        pool, racks = deal(state.players, rng)
        events.append(Event("tiles-round-started", {"round": state.round + 1}, seat=starter))
        return (
            replace(
                state,
                pool=pool,
                racks=racks,
                table=(),
                new_marks=(),
                opened=(False,) * state.players,
                turn=starter,
                round=state.round + 1,
                passes=0,
                last_play_seat=None,
                start_draws=draws,
            ),
            events,
        )

    # ---- what players see -------------------------------------------------------------------------------------

    def view(self, state: TilesState, seat: int | None) -> TilesView:
        options = state.options
        kind, amount = options.rounds_or_target(state.players)
        last = state.last_round
        return TilesView(
            seat=seat,
            sets=tuple(
                SetView(
                    number=i + 1,
                    kind=s.kind,
                    tiles=s.tiles,
                    stands_for=tuple(identity_text(c) if c else "" for c in s.stands_for()),
                    new=state.new_marks[i] if i < len(state.new_marks) else (False,) * len(s.tiles),
                )
                for i, s in enumerate(state.table)
            ),
            pool_size=len(state.pool),
            players=tuple(
                PlayerView(
                    seat=p,
                    tile_count=len(state.racks[p]),
                    score=state.scores[p],
                    opened=state.opened[p],
                    rounds_won=state.rounds_won[p],
                )
                for p in range(state.players)
            ),
            to_act=None if state.over else state.turn,
            rack=state.racks[seat] if seat is not None else (),
            round=state.round,
            last_play_seat=state.last_play_seat,
            passes_in_a_row=state.passes,
            over=state.over,
            last_round=None
            if last is None
            else RoundResultView(
                round=last.round,
                winners=last.winners,
                blocked=last.blocked,
                points=last.points,
                rack_values=last.rack_values,
            ),
            must_play=options.must_play,  # type: ignore[arg-type]
            initial_meld_min=options.initial_meld_min,
            opening_turn_table_play=options.opening_turn_table_play,
            turn_time_limit_s=options.turn_time_limit_s,
            match_end=f"{kind}:{amount}",
            joker_replacement_source=options.joker_replacement_source,
            group3_joker_lock=options.group3_joker_lock,
            locked_joker_sets=options.locked_joker_sets,
            start_draws=state.start_draws,
            assist=options.assist,
            turn=None,  # the turn being built is its player's draft, shown by the panel (``panel.seat_view``)
        )

    def status(self, view: TilesView) -> Event:
        if view.over:
            return Event("tiles-status-over", {"round": view.round})
        return Event("tiles-status-turn", {"pool": view.pool_size, "round": view.round}, seat=view.to_act)

    def seat_summary(self, view: TilesView) -> tuple[SeatSummary, ...]:
        return tuple(SeatSummary(score=p.score, tiles=p.tile_count) for p in view.players)

    def hand_text(self, view: TilesView) -> str:
        # In the order the rack picture shows (colour, then number); while a turn is built, what is left of the rack.
        return text(sorted_tiles(view.turn.rack if view.turn is not None else view.rack))

    def hint(self, state: TilesState, seat: int) -> Event:
        """The best play for ``seat`` as a script, or "draw": a query answered privately, never a move."""
        return _hint_event(state, seat)

    # ---- commands ---------------------------------------------------------------------------------------------

    def parse(self, state: TilesState, seat: int, command: Command, locale: str) -> TilesAction:
        name = command.name
        if name in ("draw", "pass"):
            source = command.args.get("source", "stock")
            if source not in ("stock", ""):
                raise IllegalMove("tiles-draw-from-pool")
            return DRAW
        if name == "hint":
            return HINT
        if name == "play":
            statements, problems = parse_script(command.args.get("move", ""))
            if problems:
                raise IllegalMove.of(problems)
            return Play(statements)
        if name == "meld":  # new sets only, separated by "|"
            statements, problems = parse_script(command.args.get("cards", ""))
            problems += [Problem("tiles-meld-new-sets-only", {"statement": s.text()}) for s in statements if s.op != "new"]
            if problems:
                raise IllegalMove.of(problems)
            return Play(statements)
        if name == "layoff":  # the same as "#meld + cards"
            number = command.args.get("meld", "").strip().lstrip("#")
            tokens, unknown = parse_tokens(command.args.get("cards", ""))
            if unknown or not tokens:
                raise IllegalMove("tiles-script-not-understood", text=" ".join(unknown), statement=command.args.get("cards", ""))
            if not number.isdigit():
                raise IllegalMove("tiles-no-such-set", number=number or "?")
            return Play((Statement("add", int(number), tuple(tokens)),))
        if name == "place":
            source = command.args.get("tiles", command.args.get("cards", ""))
            tokens, unknown = parse_tokens(source)
            if unknown:
                raise IllegalMove("tiles-script-not-understood", text=" ".join(unknown), statement=source)
            if not tokens:
                raise IllegalMove("tiles-script-empty")
            return Place(tuple("j" if is_joker(t[:1]) else t for t in tokens))
        raise IllegalMove("unknown-command", command=name)

    # ---- JSON ---------------------------------------------------------------------------------------------------

    def state_to_json(self, state: TilesState) -> JSONValue:
        return STATE_SCHEMA.stamp(to_json(state))

    def state_from_json(self, data: JSONValue) -> TilesState:
        return from_json(TilesState, STATE_SCHEMA.upgrade(data))

    def action_to_json(self, action: TilesAction) -> JSONValue:
        return ACTION_SCHEMA.stamp(ACTIONS.to_json(action))

    def action_from_json(self, data: JSONValue) -> TilesAction:
        result: TilesAction = ACTIONS.from_json(ACTION_SCHEMA.upgrade(data))
        return result

    def view_to_json(self, view: TilesView) -> JSONValue:
        return to_json(view)


def _with(values: tuple[bool, ...], seat: int, value: bool) -> tuple[bool, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def _with_rack(
    racks: tuple[tuple[str, ...], ...], seat: int, rack: tuple[str, ...]
) -> tuple[tuple[str, ...], ...]:
    return (*racks[:seat], rack, *racks[seat + 1 :])


def _simple_scripts(state: TilesState, seat: int) -> list[tuple[Statement, ...]]:
    rack = state.racks[seat]
    scripts: list[tuple[Statement, ...]] = []
    if state.opened[seat]:
        sets = simple.rack_sets(rack)
        if sets:
            scripts.append(tuple(Statement("new", 0, s.tiles) for s in sets))
        scripts.extend((s,) for s in simple.layoffs(state.table, rack)[:MAX_LAYOFFS_OFFERED])
    else:
        opening = simple.opening_sets(rack, state.options.initial_meld_min)
        if opening:
            scripts.append(tuple(Statement("new", 0, s.tiles) for s in opening))
    return scripts


def moved_tiles(before: Sequence[TableSet], result: TurnResult) -> tuple[str, ...]:
    """The table's tiles that a turn moved into another set, sorted. Each set after the turn is matched with the set
    before it that shares most of its table tiles (the largest overlaps first, each old set once); its table tiles
    that old set did not hold were moved there."""
    kept = [
        Counter(t for t, laid in zip(s.tiles, marks, strict=True) if not laid)
        for s, marks in zip(result.table, result.new_marks, strict=True)
    ]
    old = [Counter(s.tiles) for s in before]
    pairs = sorted(((sum((k & o).values()), j, i) for j, k in enumerate(kept) for i, o in enumerate(old)), reverse=True)
    matched: dict[int, int] = {}
    for overlap, j, i in pairs:
        if overlap and j not in matched and i not in matched.values():
            matched[j] = i
    moved: Counter[str] = Counter()
    for j, tiles in enumerate(kept):
        moved += tiles - old[matched[j]] if j in matched else tiles
    return sorted_tiles(moved.elements())


def _can_play(state: TilesState, seat: int) -> bool:
    """Must-play B and A: does any play the engine accepts exist? (Without a solver, plays made of rack sets and
    single additions are all that is looked for.)"""
    rack = state.racks[seat]
    opened = state.opened[seat]
    if solver_plays.best_play(state.table, rack, opened, state.options) is not None:
        return True
    return any(
        not isinstance(check_turn(state.table, rack, s, opened, state.options), list)
        for s in _simple_scripts(state, seat)
    )


def _check_plays_enough(state: TilesState, seat: int, result: TurnResult) -> TurnResult | list[Problem]:
    """Must-play A: refuse a play that lays down fewer rack tiles than the best the solver finds."""
    best = solver_plays.best_play(state.table, state.racks[seat], state.opened[seat], state.options)
    if best is not None and len(best[1].played) > len(result.played):
        return [Problem("tiles-must-play-more", {"count": len(best[1].played), "played": len(result.played)})]
    return result


def _hint_event(state: TilesState, seat: int) -> Event:
    statements = hint_statements(state, seat)
    if statements is None:
        return Event("tiles-hint-none", seat=seat, private_to=seat)
    return Event("tiles-hint", {"script": script_text(statements)}, seat=seat, private_to=seat)


def hint_statements(state: TilesState, seat: int) -> tuple[Statement, ...] | None:
    """The play a hint suggests (the solver's best, else a simple play the engine accepts), None for "draw"."""
    if not 0 <= seat < state.players:
        raise IllegalMove("not-your-turn")
    if state.options.assist == "off":
        raise IllegalMove("tiles-assist-off")
    best = solver_plays.best_play(state.table, state.racks[seat], state.opened[seat], state.options)
    if best is not None:
        return best[0]
    valid = [
        s
        for s in _simple_scripts(state, seat)
        if not isinstance(check_turn(state.table, state.racks[seat], s, state.opened[seat], state.options), list)
    ]
    return valid[0] if valid else None


def _statements_as_objects(data: dict[str, Any]) -> dict[str, Any]:
    """Actions, version 1 to 2: a play's statements are ``{"op", "set_number", "tokens"}`` objects (the shared
    codec's form) instead of ``[op, number, tokens]`` triples; ``statements`` and ``tiles`` are always present."""
    statements = [{"op": op, "set_number": number, "tokens": tokens} for op, number, tokens in data.get("statements", [])]
    return {"tiles": [], **data, "statements": statements}


def _one_class_per_action(data: dict[str, Any]) -> dict[str, Any]:
    """Actions, version 2 to 3: one class per action, tagged by ``type``, with only its own fields, instead of one
    class whose ``kind`` says which fields count; a tap's ``build: [op, *values]`` is ``op`` and ``values``."""
    kind = data["kind"]
    if kind == "play":
        return {"type": kind, "statements": data["statements"]}
    if kind == "place":
        return {"type": kind, "tiles": data["tiles"]}
    if kind == "build":
        op, *values = data.get("build") or [""]
        return {"type": kind, "op": op, "values": values}
    return {"type": kind}


def _building_beside_the_game(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 to 2: the turn being built by taps is the panel's draft, kept by the table beside the game; a build
    stored inside a state is dropped (its player builds the turn again: the table and the racks are as they were)."""
    return {key: value for key, value in data.items() if key != "building"}


STATE_SCHEMA = Schema((_building_beside_the_game,))
ACTION_SCHEMA = Schema((_statements_as_objects, _one_class_per_action))

RULES = TileRules()
