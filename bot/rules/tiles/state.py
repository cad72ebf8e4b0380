"""The full game state (hidden racks and pool included) and its JSON form. Only the engine reads it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from bot.rules.base import JSONValue
from bot.rules.tiles.builder import TurnBuilder
from bot.rules.tiles.options import Options
from bot.rules.tiles.sets import Kind, TableSet


@dataclass(frozen=True)
class RoundResult:
    round: int
    winners: tuple[int, ...]
    blocked: bool
    points: tuple[int, ...]  # per seat, zero-sum
    rack_values: tuple[int, ...]


@dataclass(frozen=True)
class TilesState:
    options: Options
    players: int
    pool: tuple[str, ...]  # drawn from the end
    racks: tuple[tuple[str, ...], ...]
    table: tuple[TableSet, ...]
    new_marks: tuple[tuple[bool, ...], ...]  # per table set: tiles laid from a rack in the last play
    opened: tuple[bool, ...]
    turn: int  # seat to act
    round: int
    scores: tuple[int, ...]  # cumulative over the match
    rounds_won: tuple[int, ...]
    passes: int  # consecutive turns without a play while the pool was empty
    last_play_seat: int | None
    start_draws: tuple[tuple[int, str], ...]  # this round's draws for the first player, in order
    last_round: RoundResult | None
    over: bool
    building: TurnBuilder | None = None  # the turn the seat on turn is building by taps, once begun


def state_to_json(state: TilesState) -> dict[str, JSONValue]:
    last = state.last_round
    return {
        "options": state.options.to_json(),
        "players": state.players,
        "pool": list(state.pool),
        "racks": [list(r) for r in state.racks],
        "table": [{"kind": s.kind, "tiles": list(s.tiles)} for s in state.table],
        "new_marks": [list(m) for m in state.new_marks],
        "opened": list(state.opened),
        "turn": state.turn,
        "round": state.round,
        "scores": list(state.scores),
        "rounds_won": list(state.rounds_won),
        "passes": state.passes,
        "last_play_seat": state.last_play_seat,
        "start_draws": [[seat, t] for seat, t in state.start_draws],
        "last_round": None
        if last is None
        else {
            "round": last.round,
            "winners": list(last.winners),
            "blocked": last.blocked,
            "points": list(last.points),
            "rack_values": list(last.rack_values),
        },
        "over": state.over,
        "building": None if state.building is None else state.building.to_json(),
    }


def state_from_json(data: Mapping[str, Any]) -> TilesState:
    last = data["last_round"]
    return TilesState(
        options=Options.from_json(data["options"]),
        players=int(data["players"]),
        pool=tuple(data["pool"]),
        racks=tuple(tuple(r) for r in data["racks"]),
        table=tuple(TableSet(cast(Kind, s["kind"]), tuple(s["tiles"])) for s in data["table"]),
        new_marks=tuple(tuple(bool(x) for x in m) for m in data["new_marks"]),
        opened=tuple(bool(x) for x in data["opened"]),
        turn=int(data["turn"]),
        round=int(data["round"]),
        scores=tuple(int(x) for x in data["scores"]),
        rounds_won=tuple(int(x) for x in data["rounds_won"]),
        passes=int(data["passes"]),
        last_play_seat=data["last_play_seat"],
        start_draws=tuple((int(seat), str(t)) for seat, t in data["start_draws"]),
        last_round=None
        if last is None
        else RoundResult(
            round=int(last["round"]),
            winners=tuple(last["winners"]),
            blocked=bool(last["blocked"]),
            points=tuple(last["points"]),
            rack_values=tuple(last["rack_values"]),
        ),
        over=bool(data["over"]),
        building=None if data.get("building") is None else TurnBuilder.from_json(data["building"]),
    )
