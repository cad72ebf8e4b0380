"""What a seat can do in Tile Rummy, as plain data that round-trips through JSON."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.rules.tiles.script import Statement, script_text

ActionKind = Literal["draw", "play", "place", "hint", "timeout"]


@dataclass(frozen=True)
class TilesAction:
    """``draw``: draw a tile (a pass when the pool is empty) and end the turn.
    ``play``: a whole turn script (``statements``). ``place``: lay down exactly ``tiles`` from the rack wherever
    the solver finds room (the auto-place assist). ``hint``: ask, privately, for the best play as a script.
    ``timeout``: the seat let its turn clock run out (the bot sends ``timeout_action``)."""

    kind: ActionKind
    statements: tuple[Statement, ...] = ()
    tiles: tuple[str, ...] = ()

    def script(self) -> str:
        return script_text(self.statements)


DRAW = TilesAction("draw")
HINT = TilesAction("hint")
TIMEOUT = TilesAction("timeout")


def play(statements: tuple[Statement, ...]) -> TilesAction:
    return TilesAction("play", statements=statements)
