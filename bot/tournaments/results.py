"""What a match's result is, whatever the format: every player's rank at the table, and who did not show."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

PlayerId = int


@dataclass(frozen=True)
class Pairing:
    """Who plays together in a round: one player is a bye, two a match, three to eight a table (none: an empty
    place of a bracket, both of whose players forfeited the match before)."""

    players: tuple[PlayerId, ...]

    @property
    def is_bye(self) -> bool:
        return len(self.players) == 1


@dataclass(frozen=True)
class MatchResult:
    """A finished match: each player's rank (1 = best, ties share), in the order of ``players``. A player who did
    not show up at the start of the round is in ``forfeited`` and ranked after everyone who did."""

    players: tuple[PlayerId, ...]
    ranks: tuple[int, ...]
    forfeited: frozenset[PlayerId] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if len(self.players) != len(self.ranks) or len(set(self.players)) != len(self.players):
            raise ValueError("a result ranks each of its players once")

    def rank_of(self, player: PlayerId) -> int:
        return self.ranks[self.players.index(player)]

    def winners(self) -> tuple[PlayerId, ...]:
        """Players ranked first who showed up (none when every player forfeited)."""
        best = min((r for p, r in zip(self.players, self.ranks, strict=True) if p not in self.forfeited),
                   default=None)
        return tuple(p for p, r in zip(self.players, self.ranks, strict=True)
                     if r == best and p not in self.forfeited)


def bye_result(player: PlayerId) -> MatchResult:
    return MatchResult((player,), (1,))


def forfeit_result(players: Sequence[PlayerId], no_shows: Sequence[PlayerId]) -> MatchResult:
    """The result of a match some players did not show up for, when the others do not play it (a two-player
    match): those who showed share first place, the no-shows share last."""
    missing = frozenset(no_shows)
    present = [p for p in players if p not in missing]
    last = len(present) + 1
    return MatchResult(tuple(players), tuple(1 if p not in missing else last for p in players), missing)


def from_game_ranks(players: Sequence[PlayerId], ranks: Sequence[int],
                    no_shows: Sequence[PlayerId] = ()) -> MatchResult:
    """A match played at a table: the game's final ranking (resigned players last, as the results store), with
    the players who did not show moved after everyone who did."""
    missing = frozenset(no_shows)
    keys = [(p in missing, r) for p, r in zip(players, ranks, strict=True)]
    return MatchResult(tuple(players), tuple(1 + sum(1 for other in keys if other < key) for key in keys), missing)


def half_points(result: MatchResult, player: PlayerId) -> int:
    """What a match is worth to a player, in half points: one point per player finished ahead of, half a point
    per player tied with; a bye is worth one point; a player who did not show gets nothing."""
    if result.players == (player,):
        return 2
    if player in result.forfeited:
        return 0
    mine = result.rank_of(player)
    beaten = sum(1 for p, r in zip(result.players, result.ranks, strict=True) if p != player and r > mine)
    tied = sum(1 for p, r in zip(result.players, result.ranks, strict=True)
               if p != player and r == mine and p not in result.forfeited)
    return 2 * beaten + tied
