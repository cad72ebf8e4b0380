"""Server ratings with openskill (Plackett-Luce): every finished game updates its human players' ratings.

Computer players take part in the update under a fixed pseudo-identity per level, so that beating the hard AI is
worth more than beating the easy one; they never appear on a leaderboard (negative ids are filtered out).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.store.records import RatingRow

AI_PSEUDO_IDS = {"easy": -1, "medium": -2, "hard": -3}
_model = PlackettLuce()


@dataclass(frozen=True)
class Participant:
    user_id: int  # a Discord user id, or a negative AI pseudo id
    name: str
    rank: int  # 1 = best; ties share


# What players are shown: a whole number that starts at 1000 for everyone and moves by tens of points per game.
DISPLAY_START = 1000
DISPLAY_SCALE = 20
PROVISIONAL_GAMES = 5  # until then a rating is marked provisional: the bot does not know the player yet


def conservative(row: RatingRow) -> float:
    """What leaderboards sort by: mu - 3 sigma, 0 for a new player (openskill's mu 25, sigma 25/3)."""
    return row.mu - 3 * row.sigma


def display_points(conservative_rating: float) -> int:
    """The rating as players read it: 1000 at the start, about +70 for a first win against an equal player."""
    return DISPLAY_START + round(DISPLAY_SCALE * conservative_rating)


def is_provisional(games: int) -> bool:
    return games < PROVISIONAL_GAMES


def update(
    guild_id: int, kind: str, participants: Sequence[Participant], previous: dict[int, RatingRow]
) -> list[RatingRow]:
    """New rating rows for every participant after one game (needs at least two participants)."""
    if len(participants) < 2:
        return []
    teams = []
    for p in participants:
        old = previous.get(p.user_id)
        teams.append([_model.rating(mu=old.mu, sigma=old.sigma) if old else _model.rating()])
    rated = _model.rate(teams, ranks=[float(p.rank) for p in participants])
    rows = []
    for p, [rating] in zip(participants, rated, strict=True):
        old = previous.get(p.user_id)
        rows.append(
            RatingRow(
                guild_id=guild_id, kind=kind, user_id=p.user_id, name=p.name, mu=rating.mu, sigma=rating.sigma,
                games=(old.games if old else 0) + 1, wins=(old.wins if old else 0) + (1 if p.rank == 1 else 0),
                based_on_games=old.games if old else 0,
            )
        )
    return rows
