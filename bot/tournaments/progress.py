"""A tournament from round to round: the first round from the seeds, the next from the results so far, the
champion and the standings, for each format. The runner stores the rounds and calls these; they decide nothing
else and keep nothing."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from bot.tournaments.pairing import (
    elimination_first_round,
    elimination_next_round,
    seat_tables,
    swiss_round,
    table_sizes,
)
from bot.tournaments.results import MatchResult, Pairing, PlayerId
from bot.tournaments.standings import (
    Standing,
    advancing_from_tables,
    elimination_standings,
    match_winner,
    swiss_standings,
    table_standings,
    totals,
)

FORMATS = ("elimination", "swiss", "tables")


@dataclass(frozen=True)
class Format:
    """What a tournament's format needs to pair its rounds: ``name`` (one of ``FORMATS``), the Swiss rounds, the
    table size and the game's seats."""

    name: str
    seeds: tuple[PlayerId, ...]  # best first
    swiss_rounds: int = 0
    table_size: int = 2
    fewest_seats: int = 2
    most_seats: int = 2

    @property
    def seed_of(self) -> dict[PlayerId, int]:
        return {player: i + 1 for i, player in enumerate(self.seeds)}


def default_swiss_rounds(players: int) -> int:
    """Enough Swiss rounds for one player to be the only one who won them all: ⌈log₂ players⌉ (at least 1)."""
    return max(1, math.ceil(math.log2(max(players, 2))))


def max_swiss_rounds(players: int) -> int:
    """The most Swiss rounds a field can play: one fewer than its players (then everyone has met everyone once,
    and a further round could only be a rematch)."""
    return max(1, players - 1)


def swiss_rounds(players: int, asked: int | None) -> int:
    """The Swiss rounds a field plays: the organiser's number (else ``default_swiss_rounds``), never more than
    ``max_swiss_rounds`` (a field smaller than signed up for plays fewer)."""
    return min(asked or default_swiss_rounds(players), max_swiss_rounds(players))


def first_round(fmt: Format) -> list[Pairing]:
    if fmt.name == "elimination":
        return elimination_first_round(fmt.seeds)
    if fmt.name == "swiss":
        return swiss_round(fmt.seeds, {}, (), ())
    return _tables(fmt, fmt.seeds)


def _tables(fmt: Format, ranked: Sequence[PlayerId]) -> list[Pairing]:
    """``ranked`` at tables; too few to fill one table of the game, they play one table together (computer
    players take the empty seats)."""
    if len(ranked) < fmt.fewest_seats:
        return [Pairing(tuple(ranked))]
    try:
        table_sizes(len(ranked), fmt.table_size, fmt.fewest_seats, fmt.most_seats)
    except ValueError:
        return [Pairing(tuple(ranked))]
    return seat_tables(ranked, fmt.table_size, fmt.fewest_seats, fmt.most_seats)


def next_round(fmt: Format, rounds: Sequence[Sequence[MatchResult]]) -> list[Pairing] | None:
    """The next round's pairings from every round played so far (each one's results in its pairings' order), or
    None when the tournament is over."""
    if not rounds:
        return first_round(fmt)
    last = rounds[-1]
    if fmt.name == "elimination":
        winners = [match_winner(result, fmt.seed_of) for result in last]
        if len([w for w in winners if w is not None]) <= 1 or len(winners) == 1:
            return None
        if len(winners) % 2:
            winners.append(None)
        return elimination_next_round(winners)
    if fmt.name == "swiss":
        if len(rounds) >= fmt.swiss_rounds:
            return None
        played = [result for done in rounds for result in done]
        standings = swiss_standings(fmt.seeds, played, fmt.seed_of)
        met = [frozenset(result.players) for result in played if len(result.players) == 2]
        had_bye = [result.players[0] for result in played if len(result.players) == 1]
        return swiss_round([s.player for s in standings], {s.player: s.points for s in standings}, met, had_bye)
    if len(last) <= 1:
        return None
    carried = totals([result for done in rounds for result in done])
    going = advancing_from_tables(last, carried, fmt.seed_of, fmt.fewest_seats)
    if len(going) <= 1:
        return None
    return _tables(fmt, going)


def champion(fmt: Format, rounds: Sequence[Sequence[MatchResult]]) -> PlayerId | None:
    """The winner of a tournament that is over (``next_round`` gave None), if anybody won."""
    if not rounds:
        return None
    if fmt.name == "swiss":
        return standings(fmt, rounds)[0].player
    carried = totals([result for done in rounds for result in done]) if fmt.name == "tables" else None
    winners = [w for result in rounds[-1] if (w := match_winner(result, fmt.seed_of, carried)) is not None]
    if fmt.name == "tables" and len(rounds[-1]) > 1:
        going = advancing_from_tables(rounds[-1], carried or {}, fmt.seed_of, fmt.fewest_seats)
        return going[0] if going else None
    return winners[0] if len(winners) == 1 else None


def standings(fmt: Format, rounds: Sequence[Sequence[MatchResult]]) -> list[Standing]:
    if fmt.name == "swiss":
        return swiss_standings(fmt.seeds, [result for done in rounds for result in done], fmt.seed_of)
    if fmt.name == "elimination":
        return elimination_standings(rounds, fmt.seed_of)
    return table_standings(rounds, fmt.seed_of)


__all__ = ["FORMATS", "Format", "champion", "default_swiss_rounds", "first_round", "max_swiss_rounds",
           "next_round", "standings", "swiss_rounds"]
