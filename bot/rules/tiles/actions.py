"""Tile Rummy actions (what ``legal`` lists and ``apply`` accepts) and their JSON form."""

from __future__ import annotations

from dataclasses import dataclass

from bot.rules.codec import Tagged
from bot.rules.tiles.script import Statement, script_text


@dataclass(frozen=True)
class Draw:
    """Draw a tile (a pass when the pool is empty) and end the turn."""


@dataclass(frozen=True)
class Play:
    """A whole turn as a script: new sets, additions, removals and rewrites of table sets."""

    statements: tuple[Statement, ...]

    def script(self) -> str:
        return script_text(self.statements)


@dataclass(frozen=True)
class Place:
    """Lay down exactly ``tiles`` from the rack wherever the solver finds room (the auto-place assist)."""

    tiles: tuple[str, ...]


@dataclass(frozen=True)
class Hint:
    """Ask, privately, for the best play as a script; nothing changes."""


@dataclass(frozen=True)
class Timeout:
    """The seat let its turn clock run out (the bot sends ``timeout_action``)."""


@dataclass(frozen=True)
class Build:
    """One tap on the turn being built, as games played while that turn was kept in the state logged it; read from
    those logs only: a replay presses it again on the panel (``TilesPanel.logged_tap``), the engine never plays it.

    ``op``: ``pick`` (``values``: tiles, and a page mark to turn the tile menu's page), ``put`` (``values``: where:
    ``new``, ``hold`` or a set number), ``finish`` (a put, then End turn), ``read`` (a joker reading), ``lay`` (a
    set from the rack), ``undo``, ``reset``, ``hint`` (lay out the hint) or ``end`` (End turn: the build is
    played)."""

    op: str
    values: tuple[str, ...] = ()


TilesAction = Draw | Play | Place | Hint | Timeout | Build

DRAW = Draw()
HINT = Hint()
TIMEOUT = Timeout()


# JSON: {"type": "draw"}, {"type": "play", "statements": [{"op": "new", "set_number": 0, "tokens": [...]}]}, ...
ACTIONS = Tagged("type", {"draw": Draw, "play": Play, "place": Place, "hint": Hint, "timeout": Timeout, "build": Build})
