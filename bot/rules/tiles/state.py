"""The full game state (hidden racks and pool included). Only the engine reads it."""

from __future__ import annotations

from dataclasses import dataclass

from bot.rules.tiles.options import Options
from bot.rules.tiles.sets import TableSet
from bot.rules.tiles.views import TilesPhase, phase_of


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

    @property
    def phase(self) -> TilesPhase:
        return phase_of(self.over, False)  # a turn being built is its player's draft, not the game's
