"""Season boards and season lengths, worked out from finished games alone."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.seasons import season_end, season_standings
from bot.store import SeasonGame, SeasonSeat, SeasonStanding


def game(game_id: int, *seats: tuple[int | None, str, int], options: dict[str, object] | None = None) -> SeasonGame:
    """A finished game: (user id or None for a computer, name, rank) per seat."""
    return SeasonGame(id=game_id, finished_at=float(game_id), options=options or {},
                      seats=tuple(SeasonSeat(seat=i, user_id=u, name=n, ai_level=None if u else "hard", rank=r,
                                             score=0) for i, (u, n, r) in enumerate(seats)))


def test_points_are_one_per_player_beaten_ties_broken_by_wins_then_fewer_games() -> None:
    games = [
        game(1, (1, "ann", 1), (2, "ben", 2), (3, "cat", 3), (None, "Bot", 4)),  # ann 3, ben 2, cat 1
        game(2, (2, "ben", 1), (4, "dan", 2)),  # ben 1, dan 0
        game(3, (4, "dan", 1), (None, "Bot", 2)),  # dan 1
        game(4, (3, "cat", 1), (None, "Bot", 1)),  # a tie: nobody beaten, both rank 1
    ]
    board = season_standings(games, "points", 1, "race")
    assert board == [
        SeasonStanding(1, 1, "ann", 3, 1, 1),  # as many points and wins as ben, in fewer games: ahead of him
        SeasonStanding(2, 2, "ben", 3, 1, 2),
        SeasonStanding(3, 3, "cat", 1, 1, 2),
        SeasonStanding(3, 4, "dan", 1, 1, 2),  # equal on points, wins and games: the same rank
    ]


def test_computers_and_forgotten_players_are_never_on_the_board() -> None:
    board = season_standings([game(1, (None, "Bot", 1), (7, "eve", 2))], "rating", 1, "race")
    assert [(s.user_id, s.wins, s.games) for s in board] == [(7, 0, 1)]


def test_the_rating_board_is_openskill_over_the_seasons_games_only() -> None:
    games = [game(i, (1, "ann", 1), (2, "ben", 2)) for i in range(1, 4)]
    ann, ben = season_standings(games, "rating", 1, "race")
    assert (ann.user_id, ann.wins, ann.games) == (1, 3, 3) and (ben.user_id, ben.wins, ben.games) == (2, 0, 3)
    assert ann.points > 1000 > ben.points, "ratings shown as the leaderboards show them, from 1000"


def test_assisted_games_count_as_games_but_move_no_season_rating() -> None:
    assisted = {"rules": {"assist": "hints"}}
    board = season_standings([game(1, (1, "ann", 1), (2, "ben", 2), options=assisted)], "rating", 1, "tiles")
    assert [(s.name, s.points, s.games) for s in board] == [("ann", 1000, 1), ("ben", 1000, 1)]


def test_a_player_renamed_during_the_season_shows_their_latest_name() -> None:
    board = season_standings([game(1, (1, "ann", 1), (2, "ben", 2)), game(2, (1, "Annie", 2), (2, "ben", 1))],
                             "points", 1, "race")
    assert {s.name for s in board} == {"Annie", "ben"}


def at(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=UTC).timestamp()


@pytest.mark.parametrize(("start", "length", "unit", "end"), [
    ("2026-01-05T18:00:00", 2, "weeks", "2026-01-19T18:00:00"),
    ("2026-01-31T09:30:00", 1, "months", "2026-02-28T09:30:00"),  # the 31st becomes the month's last day
    ("2026-11-15T00:00:00", 3, "months", "2027-02-15T00:00:00"),
    ("2028-02-29T12:00:00", 12, "months", "2029-02-28T12:00:00"),
])
def test_season_lengths_in_weeks_or_calendar_months(start: str, length: int, unit: str, end: str) -> None:
    assert season_end(at(start), length, unit) == at(end)


def test_an_unknown_unit_is_refused() -> None:
    with pytest.raises(ValueError):
        season_end(0.0, 1, "days")
