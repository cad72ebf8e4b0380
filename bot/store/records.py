"""Plain records exchanged with the store; JSON columns are already decoded."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.display import PaletteName, Shown
from bot.hand_dms import HandDms


@dataclass
class SeatRecord:
    seat: int
    user_id: int | None
    name: str
    ai_level: str | None = None
    timeouts: int = 0
    dm_failed: bool = False
    turns_by_player: int = 0  # turns (or answers) the player made themselves
    turns_by_computer: int = 0  # turns a computer made for the seat, or the table's timeout move

    @property
    def is_ai(self) -> bool:
        return self.user_id is None or self.ai_level is not None

    @property
    def played_by_computer(self) -> bool:
        """A human seat that the computer played for more than half of its turns."""
        return self.user_id is not None and 2 * self.turns_by_computer > self.turns_by_player + self.turns_by_computer


@dataclass
class GameRecord:
    guild_id: int
    channel_id: int
    kind: str
    host_id: int
    options: dict[str, Any]
    status: str = "lobby"
    state: Any = None
    version: int = 0
    message_id: int | None = None
    timers: dict[str, float] = field(default_factory=dict)
    seats: list[SeatRecord] = field(default_factory=list)
    id: int | None = None
    # How many times the store has written this row; a save must name the revision it read (compare-and-swap).
    revision: int = 0
    created_at: float = 0.0
    updated_at: float = 0.0
    finished_at: float | None = None
    broken: str | None = None  # why the game could not be restored; it was then set aside as cancelled
    # Per seat (its number as text), the turn it is building by taps on its panel, as the game's panel writes it
    # (``bot.rules.panel``): beside the state, never inside it; every move of the game clears them all.
    drafts: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ActionLog:
    version: int
    seat: int | None
    action: Any
    events: list[Any]
    created_at: float = 0.0


@dataclass(frozen=True)
class ResultRow:
    seat: int
    user_id: int | None
    score: int
    rank: int


@dataclass
class RatingRow:
    guild_id: int
    kind: str
    user_id: int
    name: str
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0
    # The games count of the rating this row was worked out from (0: none); the store refuses the row if the
    # stored rating has moved since (a reset, another game of the player finishing). None: written as it is.
    based_on_games: int | None = None


@dataclass
class UserPrefs:
    user_id: int
    locale: str | None = None
    hand_dms: HandDms = "my_turn"
    turn_pings: bool = True
    # /display: the player's own table and hand as pictures or as a text table, the colours of their pictures
    # (render.colours) and four-colour card suits.
    shown: Shown = "pictures"
    palette: PaletteName = "default"
    four_colour: bool = False

    @property
    def dm_opt_out(self) -> bool:
        return self.hand_dms == "never"


@dataclass(frozen=True)
class PlayerStats:
    kind: str
    games: int
    wins: int
    best_score: int | None
    rating: float | None


@dataclass(frozen=True)
class MatchSeat:
    seat: int
    user_id: int | None
    name: str  # empty once the player asked to be forgotten
    is_ai: bool
    score: int
    rank: int


@dataclass(frozen=True)
class MatchSummary:
    """One finished game as /history lists it."""

    id: int
    kind: str
    started_at: float | None
    finished_at: float
    seats: tuple[MatchSeat, ...]


@dataclass(frozen=True)
class GameDefaults:
    """A server's defaults for the next lobby of one game; None keeps the game's own default."""

    guild_id: int
    kind: str
    preset: str | None = None
    target: int | None = None
    turn_seconds: int | None = None


@dataclass(frozen=True)
class TableDefaults:
    """Where a server's next ``/game new`` opens its table (``channel`` or ``thread``) and at what pace (``live``,
    ``relaxed``, ``correspondence``); None: in the channel, live (the command's own options come first)."""

    guild_id: int
    place: str | None = None
    pace: str | None = None


@dataclass(frozen=True)
class ChiefRecord:
    """A player's Mü hands as Chief on one server: how many, and how many contracts were made."""

    hands: int
    made: int


@dataclass(frozen=True)
class SeasonSettings:
    """How a server runs the seasons of one game: their length, what the board counts, where standings go."""

    guild_id: int
    kind: str
    length: int
    unit: str  # "weeks" or "months"
    board: str  # "rating" (openskill over the season's games) or "points" (players beaten)
    channel_id: int


@dataclass(frozen=True)
class SeasonStanding:
    """One line of a season's board."""

    rank: int  # 1 = best; ties share
    user_id: int | None  # None once the player asked to be forgotten
    name: str
    points: int
    wins: int
    games: int


@dataclass(frozen=True)
class SeasonRecord:
    """One season of a game on a server; ``ended_at`` and ``standings`` are set once it has ended."""

    guild_id: int
    kind: str
    number: int
    board: str
    started_at: float
    ends_at: float
    ended_at: float | None = None
    standings: tuple[SeasonStanding, ...] = ()


@dataclass(frozen=True)
class SeasonSeat:
    seat: int
    user_id: int | None  # None: a computer player (or a win the computer played for)
    name: str
    ai_level: str | None
    rank: int
    score: int


@dataclass(frozen=True)
class SeasonGame:
    """A finished game as a season's board reads it."""

    id: int
    finished_at: float
    options: dict[str, Any]
    seats: tuple[SeasonSeat, ...]


@dataclass
class TournamentRecord:
    """A tournament the bot runs: ``state`` holds its players, rounds, pairings, matches and results as JSON."""

    guild_id: int
    channel_id: int
    kind: str
    format: str  # "elimination", "swiss" or "tables"
    organiser_id: int
    size: int  # the most players it takes
    starts_at: float
    status: str = "signup"  # then "running", "finished" or "cancelled"
    state: dict[str, Any] = field(default_factory=dict)
    message_id: int | None = None
    winner_id: int | None = None
    id: int | None = None
    created_at: float = 0.0
