"""What a seat can do in Tile Rummy, as plain data that round-trips through JSON."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from bot.rules.base import JSONValue
from bot.rules.tiles.script import Statement, script_text

ActionKind = Literal["draw", "play", "place", "hint", "timeout", "build"]


@dataclass(frozen=True)
class TilesAction:
    """``draw``: draw a tile (a pass when the pool is empty) and end the turn.
    ``play``: a whole turn script (``statements``). ``place``: lay down exactly ``tiles`` from the rack wherever
    the solver finds room (the auto-place assist). ``hint``: ask, privately, for the best play as a script.
    ``timeout``: the seat let its turn clock run out (the bot sends ``timeout_action``). ``build``: one tap on
    the turn being built (``build`` holds the operation and its values, see ``tapping``); the turn goes on."""

    kind: ActionKind
    statements: tuple[Statement, ...] = ()
    tiles: tuple[str, ...] = ()
    build: tuple[str, ...] = ()

    def script(self) -> str:
        return script_text(self.statements)


DRAW = TilesAction("draw")
HINT = TilesAction("hint")
TIMEOUT = TilesAction("timeout")


def play(statements: tuple[Statement, ...]) -> TilesAction:
    return TilesAction("play", statements=statements)


def action_to_json(action: TilesAction) -> dict[str, JSONValue]:
    data: dict[str, JSONValue] = {"kind": action.kind}
    if action.statements:
        data["statements"] = [[s.op, s.set_number, list(s.tokens)] for s in action.statements]
    if action.tiles:
        data["tiles"] = list(action.tiles)
    if action.build:
        data["build"] = list(action.build)
    return data


def action_from_json(data: Mapping[str, Any]) -> TilesAction:
    return TilesAction(
        kind=data["kind"],
        statements=tuple(Statement(op, int(number), tuple(tokens)) for op, number, tokens in data.get("statements", [])),
        tiles=tuple(data.get("tiles", [])),
        build=tuple(data.get("build", [])),
    )
