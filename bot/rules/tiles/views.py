"""What one seat (or a spectator) sees of a Tile Rummy game: the table, the counts, and only its own rack.

These dataclasses are what renderers and computer players receive; their field names are a contract with the
render helper, so fields may be added but never renamed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal


@dataclass(frozen=True)
class SetView:
    """One set on the table, as the table image shows it."""

    number: int  # the number players type after '#' (1-based, in table order)
    kind: Literal["run", "group"]
    tiles: tuple[str, ...]  # canonical tiles in display order ("r5", jokers "j"); a run is in ascending order
    stands_for: tuple[str, ...]  # per position: "" for a number tile; for a joker the tile(s) it stands for,
    #                              "r7" in a run, "r10/k10" in a group where either colour is missing
    new: tuple[bool, ...]  # per position: laid down from a rack during the last play (the renderer outlines it)


@dataclass(frozen=True)
class PlayerView:
    """What everyone may know about one seat."""

    seat: int
    tile_count: int  # tiles on the rack (the tiles themselves are never in another seat's view)
    score: int  # cumulative match score
    opened: bool  # has made the initial meld this round
    rounds_won: int


@dataclass(frozen=True)
class RoundResultView:
    """The last finished round, for the table message and the round-end image."""

    round: int
    winners: tuple[int, ...]  # seats that won the round (several only for a shared blocked-round win)
    blocked: bool  # True when the pool ran out and nobody went out
    points: tuple[int, ...]  # per seat: round score (zero-sum)
    rack_values: tuple[int, ...]  # per seat: value left on the rack (jokers 30)


SetStatus = Literal["kept", "changed", "new"]


@dataclass(frozen=True)
class PreviewSet:
    """One set of the table as the turn being built by taps would leave it (``bot.rules.tiles.builder``)."""

    number: int
    tiles: tuple[str, ...]  # display order: the set's reading when valid, else the tiles as placed
    stands_for: tuple[str, ...]  # per position, as ``SetView.stands_for``
    status: SetStatus
    valid: bool
    laid: tuple[bool, ...]  # per position: a tile from the rack this turn


@dataclass(frozen=True)
class TurnPreview:
    """The turn its player is building by taps, as that player alone sees it (the turn picture)."""

    sets: tuple[PreviewSet, ...]  # non-empty sets in number order
    rack: tuple[str, ...]  # what is left on the rack, sorted
    held: tuple[str, ...]  # tiles taken off the table and not placed again, sorted
    selected: tuple[str, ...]
    opening_points: int | None  # before the initial meld: points of the new sets made of rack tiles only
    opening_minimum: int


class TilesPhase(StrEnum):
    """What the game waits for. Tile Rummy has one kind of turn (play or draw), so its phase is derived from the
    state rather than stored: a new round begins within the move that ends the last one."""

    PLAY = "play"  # the seat on turn plays a turn or draws
    BUILDING = "building"  # the seat on turn has begun building its turn by taps: end it, reset it or draw
    OVER = "over"  # the match has ended


def phase_of(over: bool, building: bool) -> TilesPhase:
    if over:
        return TilesPhase.OVER
    return TilesPhase.BUILDING if building else TilesPhase.PLAY


@dataclass(frozen=True)
class TilesView:
    """The whole picture for one seat (``seat`` set) or for a spectator (``seat`` None)."""

    seat: int | None
    sets: tuple[SetView, ...]  # the table, numbered #1, #2, ... in this order
    pool_size: int  # tiles left to draw
    players: tuple[PlayerView, ...]  # every seat in play order
    to_act: int | None  # whose turn it is; None when the match is over
    rack: tuple[str, ...]  # the viewing seat's rack, sorted by colour then number; () for a spectator
    round: int  # 1-based round of the match
    last_play_seat: int | None  # who laid down the tiles marked ``new``
    passes_in_a_row: int  # consecutive turns without a play while the pool is empty
    over: bool  # the match has ended
    last_round: RoundResultView | None  # the most recent finished round, if any
    must_play: Literal["A", "B", "C"]  # the must-play option in force
    initial_meld_min: int  # points needed for the opening play
    opening_turn_table_play: bool  # may the opening turn also use the table
    turn_time_limit_s: int  # 0 when there is no time limit
    match_end: str  # "rounds:N" or "target:S", resolved for this game
    # The joker rules in force, so a computer player can check its own plays exactly as the engine will.
    joker_replacement_source: str = "rack_only"  # or "rack_or_table"
    group3_joker_lock: bool = False
    locked_joker_sets: bool = False
    start_draws: tuple[tuple[int, str], ...] = ()  # this round's draws for the first player: (seat, tile) in order
    assist: str = "full"  # what the table offers besides building the turn: "off", "hints" or "full" (auto-place)
    turn: TurnPreview | None = None  # the viewer's own turn being built by taps, once begun; never another seat's

    @property
    def phase(self) -> TilesPhase:
        """As far as this seat may know: another seat's turn in progress is never shown, so it reads as ``PLAY``."""
        return phase_of(self.over, self.turn is not None)
