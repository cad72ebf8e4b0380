"""Round scoring (normal and blocked rounds) and the match ranking (docs/rules/tiles.md)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.rules.ranking import rank_seats
from bot.rules.tiles.notation import JOKER, rack_value


def score_went_out(winner: int, racks: Sequence[Sequence[str]]) -> tuple[int, ...]:
    """Losers lose their rack value (jokers 30); the winner gains the sum."""
    values = [rack_value(r) for r in racks]
    points = [-v for v in values]
    points[winner] = sum(v for seat, v in enumerate(values) if seat != winner)
    return tuple(points)


def blocked_winners(racks: Sequence[Sequence[str]], scoring: str) -> tuple[int, ...]:
    """Winners of a round where nobody went out: main criterion, the other criterion, then fewer jokers."""
    def key(seat: int) -> tuple[int, int, int]:
        rack = racks[seat]
        points, count, jokers = rack_value(rack), len(rack), rack.count(JOKER)
        return (count, points, jokers) if scoring == "fewest_tiles_usual" else (points, count, jokers)

    best = min(key(seat) for seat in range(len(racks)))
    return tuple(seat for seat in range(len(racks)) if key(seat) == best)


def score_blocked(
    racks: Sequence[Sequence[str]], scoring: str, last_player: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(winners, points) of a blocked round; shared wins split the gain, the remainder going in turn order
    to the first tied winner after ``last_player`` (the seat that made the last play)."""
    winners = blocked_winners(racks, scoring)
    values = [rack_value(r) for r in racks]
    winning_value = values[winners[0]]
    points = [0] * len(racks)
    for seat, value in enumerate(values):
        if seat not in winners:
            points[seat] = -(value - winning_value) if scoring == "lowest_points_difference" else -value
    gain = -sum(points)
    share, remainder = divmod(gain, len(winners))
    for seat in winners:
        points[seat] = share
    players = len(racks)
    in_turn_order = sorted(winners, key=lambda seat: (seat - last_player - 1) % players)
    points[in_turn_order[0]] += remainder
    return winners, tuple(points)


def ranking(scores: Sequence[int], rounds_won: Sequence[int]) -> tuple[int, ...]:
    """Rank per seat (1 best): higher score, then more rounds won; full ties share a rank."""
    return rank_seats([(scores[s], rounds_won[s]) for s in range(len(scores))])
