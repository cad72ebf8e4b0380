"""Who goes on, and the standings: each format's order of players from the results of its rounds."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from bot.tournaments.results import MatchResult, PlayerId, half_points


@dataclass(frozen=True)
class Standing:
    """A player's line: ``rank`` (1 = best), ``points`` in half points, ``tiebreak`` (Swiss: Buchholz in half
    points; rounds of tables: the round reached), wins and matches played (byes are not matches)."""

    rank: int
    player: PlayerId
    points: int
    tiebreak: int
    wins: int
    matches: int


def _seed(seeds: Mapping[PlayerId, int], player: PlayerId) -> int:
    return seeds.get(player, len(seeds) + 1)


def best_of(players: Sequence[PlayerId], totals: Mapping[PlayerId, int], seeds: Mapping[PlayerId, int]
            ) -> list[PlayerId]:
    """Players by their points so far (more first), then by seed (better first)."""
    return sorted(players, key=lambda p: (-totals.get(p, 0), _seed(seeds, p)))


def match_winner(result: MatchResult, seeds: Mapping[PlayerId, int], totals: Mapping[PlayerId, int] | None = None
                 ) -> PlayerId | None:
    """Who goes on from a match: the player ranked first; among players tied first, the most points so far, then
    the better seed; nobody if nobody showed up."""
    winners = result.winners()
    return best_of(winners, totals or {}, seeds)[0] if winners else None


def totals(results: Sequence[MatchResult]) -> dict[PlayerId, int]:
    """Each player's half points over ``results`` (points carried over from round to round)."""
    found: dict[PlayerId, int] = {}
    for result in results:
        for player in result.players:
            found[player] = found.get(player, 0) + half_points(result, player)
    return found


def _counts(results: Sequence[MatchResult]) -> tuple[dict[PlayerId, int], dict[PlayerId, int]]:
    wins: dict[PlayerId, int] = {}
    matches: dict[PlayerId, int] = {}
    for result in results:
        if len(result.players) < 2:
            continue
        for player in result.players:
            matches[player] = matches.get(player, 0) + 1
        for player in result.winners():
            if len(result.winners()) == 1:
                wins[player] = wins.get(player, 0) + 1
    return wins, matches


def swiss_standings(players: Sequence[PlayerId], results: Sequence[MatchResult],
                    seeds: Mapping[PlayerId, int]) -> list[Standing]:
    """Points (a win 1, a draw ½, a bye 1, a forfeit 0), then Buchholz (the sum of the points of every opponent
    met; a bye adds nothing), then wins, then the seed."""
    points = totals(results)
    wins, matches = _counts(results)
    buchholz = dict.fromkeys(players, 0)
    for result in results:
        for player in result.players:
            if player in buchholz:
                buchholz[player] += sum(points.get(other, 0) for other in result.players if other != player)
    order = sorted(players, key=lambda p: (-points.get(p, 0), -buchholz[p], -wins.get(p, 0), _seed(seeds, p)))
    return [Standing(rank=i + 1, player=p, points=points.get(p, 0), tiebreak=buchholz[p], wins=wins.get(p, 0),
                     matches=matches.get(p, 0)) for i, p in enumerate(order)]


def advancing_from_tables(results: Sequence[MatchResult], carried: Mapping[PlayerId, int],
                          seeds: Mapping[PlayerId, int], smallest: int) -> list[PlayerId]:
    """Who goes on after a round of tables (best first): the best of each table (ties: points carried over, then
    seed), then, while they are fewer than a table's ``smallest`` seats, the best totals of the others."""
    going = [winner for result in results if (winner := match_winner(result, seeds, carried)) is not None]
    others = best_of([p for result in results for p in result.players
                      if p not in going and p not in result.forfeited], carried, seeds)
    while len(going) < smallest and others:
        going.append(others.pop(0))
    return best_of(going, carried, seeds)


def elimination_standings(rounds: Sequence[Sequence[MatchResult]], seeds: Mapping[PlayerId, int]) -> list[Standing]:
    """The champion first, the finalist second, then the players out in each earlier round sharing a rank (3 for
    the semi-finals, 5 for the quarter-finals...), each group by seed. ``tiebreak`` is the last round played."""
    return _by_round_reached(rounds, seeds, final_rank=lambda result, player: 1 if player == match_winner(
        result, seeds) else 2)


def table_standings(rounds: Sequence[Sequence[MatchResult]], seeds: Mapping[PlayerId, int]) -> list[Standing]:
    """Players by the round they reached; at the final table, by their rank there; then by the points carried
    over all their rounds, then by seed."""
    def final_rank(result: MatchResult, player: PlayerId) -> int:
        champion = match_winner(result, seeds, totals([r for played in rounds for r in played]))
        return 1 if player == champion else 1 + result.rank_of(player)

    return _by_round_reached(rounds, seeds, final_rank, share_ranks=False)


def _by_round_reached(rounds: Sequence[Sequence[MatchResult]], seeds: Mapping[PlayerId, int],
                      final_rank: Callable[[MatchResult, PlayerId], int], share_ranks: bool = True) -> list[Standing]:
    everything = [result for played in rounds for result in played]
    points = totals(everything)
    wins, matches = _counts(everything)
    reached: dict[PlayerId, int] = {}
    for number, played in enumerate(rounds, start=1):
        for result in played:
            for player in result.players:
                reached[player] = number
    last = len(rounds)
    finals = list(rounds[-1]) if rounds else []
    finished = len(finals) == 1 and len(finals[0].players) > 1

    def key(player: PlayerId) -> tuple[int, int, int, int]:
        at_final = 0
        if finished and reached[player] == last:
            at_final = final_rank(finals[0], player)
        share = 0 if share_ranks else -points.get(player, 0)
        return (-reached[player], at_final, share, _seed(seeds, player))

    order = sorted(reached, key=key)
    standings: list[Standing] = []
    for position, player in enumerate(order):
        rank = position + 1
        if standings and key(player)[:3] == key(standings[-1].player)[:3] and share_ranks:
            rank = standings[-1].rank
        standings.append(Standing(rank=rank, player=player, points=points.get(player, 0), tiebreak=reached[player],
                                  wins=wins.get(player, 0), matches=matches.get(player, 0)))
    return standings
