"""Season rows into records, the same for both store drivers (their SQL differs, their rows do not)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.store.records import SeasonGame, SeasonRecord, SeasonSeat, SeasonSettings, SeasonStanding
from bot.store.rows import Row, loads


def season_settings(row: Row) -> SeasonSettings:
    return SeasonSettings(guild_id=row["guild_id"], kind=row["kind"], length=row["length"], unit=row["unit"],
                          board=row["board"], channel_id=row["channel_id"])


def season_record(row: Row, standings: Iterable[Row] = ()) -> SeasonRecord:
    return SeasonRecord(
        guild_id=row["guild_id"], kind=row["kind"], number=row["number"], board=row["board"],
        started_at=row["started_at"], ends_at=row["ends_at"], ended_at=row["ended_at"],
        standings=tuple(
            SeasonStanding(rank=s["rank"], user_id=s["user_id"], name=s["name"], points=s["points"],
                           wins=s["wins"], games=s["games"])
            for s in standings
        ),
    )


def season_games(games: Sequence[Row], seats: Sequence[Row]) -> list[SeasonGame]:
    """Games (id, finished_at, options) and their seats (game_id, seat, user_id, name, ai_level, rank, score),
    in the order of ``games``. A game whose options are not JSON counts with no options."""
    by_game: dict[int, list[SeasonSeat]] = {}
    for s in seats:
        by_game.setdefault(s["game_id"], []).append(
            SeasonSeat(seat=s["seat"], user_id=s["user_id"], name=s["name"], ai_level=s["ai_level"],
                       rank=s["rank"], score=s["score"]))
    found = []
    for game in games:
        try:
            options = loads(game["options"], "options")
        except ValueError:
            options = {}
        found.append(SeasonGame(id=game["id"], finished_at=game["finished_at"],
                                options=options if isinstance(options, dict) else {},
                                seats=tuple(sorted(by_game.get(game["id"], ()), key=lambda seat: seat.seat))))
    return found


def standing_values(season: SeasonRecord, standings: Sequence[SeasonStanding]) -> list[tuple[object, ...]]:
    """The season_standings rows of ``season``'s final ``standings``, in the columns' order."""
    return [
        (season.guild_id, season.kind, season.number, position, s.rank, s.user_id, s.name, s.points, s.wins, s.games)
        for position, s in enumerate(standings, start=1)
    ]
