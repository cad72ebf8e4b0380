"""Seasons: a server's game boards that start empty, end on the bot's clock and are kept.

A season's board is worked out from the results of its games (the all-time ratings, the history and the replays
are never touched): ``rating`` runs openskill over the season's games alone, in the order they finished, exactly as
the all-time rating does over all of them; ``points`` gives each player one point per player they finished ahead
of in each game (a win at a table of four is worth 3). Players are ordered by that number, then by wins, then by
fewer games; players equal on all three share a rank. ``SeasonClock`` ends the seasons whose time has come (at
start-up too, for those that ended while the bot was down), keeps their final standings and opens the next.
"""

from __future__ import annotations

import asyncio
import calendar
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from bot import ratings
from bot.store import (
    RatingRow,
    SeasonGame,
    SeasonRecord,
    SeasonStanding,
    ShardFilter,
    Store,
)
from bot.store import (
    SeasonSettings as SeasonSettings,  # (the settings of a season are given here: named for the cogs)
)
from bot.tables.results import options_rated
from bot.wakeable import WakeableSleep

log = logging.getLogger(__name__)

SEASON_UNITS = ("weeks", "months")
SEASON_BOARDS = ("rating", "points")
MAX_SEASON_LENGTH = 12  # weeks or months
# The season clock looks again at least this often, so a season set up by another process is not missed.
SEASON_CLOCK_MAX_SLEEP = 3600.0


def season_end(start: float, length: int, unit: str) -> float:
    """When a season starting at ``start`` (epoch seconds) ends: ``length`` weeks later, or ``length`` calendar
    months later at the same time of day (the 31st of a shorter month becomes its last day), in UTC."""
    if unit == "weeks":
        return start + length * 7 * 86400.0
    if unit != "months":
        raise ValueError(f"unknown season unit {unit!r}")
    begun = datetime.fromtimestamp(start, UTC)
    months = begun.month - 1 + length
    year, month = begun.year + months // 12, months % 12 + 1
    day = min(begun.day, calendar.monthrange(year, month)[1])
    return begun.replace(year=year, month=month, day=day).timestamp()


@dataclass
class _Tally:
    name: str
    points: int = 0
    wins: int = 0
    games: int = 0


def season_standings(games: Sequence[SeasonGame], board: str, guild_id: int, kind: str) -> list[SeasonStanding]:
    """The board of a season's ``games`` (in the order they finished): people only, best first."""
    tallies: dict[int, _Tally] = {}
    season_ratings: dict[int, RatingRow] = {}
    for game in games:
        people = [seat for seat in game.seats if seat.user_id is not None and seat.user_id > 0]
        for seat in people:
            tally = tallies.setdefault(seat.user_id or 0, _Tally(seat.name))
            tally.name = seat.name or tally.name  # the latest name a player had
            tally.games += 1
            tally.wins += seat.rank == 1
            if board == "points":
                tally.points += sum(1 for other in game.seats if other.rank > seat.rank)
        if board == "rating" and options_rated(kind, game.options):
            participants = [
                ratings.Participant(seat.user_id, seat.name, seat.rank) if seat.user_id is not None
                else ratings.Participant(ratings.AI_PSEUDO_IDS.get(seat.ai_level or "medium", -2), "", seat.rank)
                for seat in game.seats
            ]
            for row in ratings.update(guild_id, kind, participants, season_ratings):
                season_ratings[row.user_id] = row
    if board == "rating":
        for user_id, tally in tallies.items():
            rated = season_ratings.get(user_id)
            tally.points = ratings.display_points(ratings.conservative(rated) if rated is not None else 0.0)
    order = sorted(tallies.items(), key=lambda item: (-item[1].points, -item[1].wins, item[1].games,
                                                      item[1].name.casefold(), item[0]))
    standings: list[SeasonStanding] = []
    for position, (user_id, tally) in enumerate(order):
        previous = standings[-1] if standings else None
        tied = previous is not None and (previous.points, previous.wins, previous.games) == (
            tally.points, tally.wins, tally.games)
        rank = previous.rank if tied and previous is not None else position + 1
        standings.append(SeasonStanding(rank=rank, user_id=user_id, name=tally.name, points=tally.points,
                                        wins=tally.wins, games=tally.games))
    return standings


async def live_standings(store: Store, season: SeasonRecord, now: float) -> list[SeasonStanding]:
    """The board of a season still running, from its games so far."""
    games = await store.season_games(season.guild_id, season.kind, season.started_at, min(now, season.ends_at) + 1e-6)
    return season_standings(games, season.board, season.guild_id, season.kind)


async def start_seasons(store: Store, settings: SeasonSettings, now: float) -> tuple[SeasonRecord, bool]:
    """Save the season settings of a game on a server: the open season, and whether it starts now (none was
    running; else the running one goes on and the settings apply from the next)."""
    if settings.unit not in SEASON_UNITS or settings.board not in SEASON_BOARDS:
        raise ValueError(f"season settings out of range: {settings}")
    running = await store.open_season(settings.guild_id, settings.kind)
    season = await store.start_seasons(settings, season_end(now, settings.length, settings.unit))
    return season, running is None or running.number != season.number


@dataclass(frozen=True)
class EndedSeason:
    """A season the clock just ended, with its final standings, and the season that follows it (if any)."""

    season: SeasonRecord
    settings: SeasonSettings | None
    next_season: SeasonRecord | None


async def end_season(store: Store, season: SeasonRecord) -> EndedSeason | None:
    """End one due season: its final standings kept and the next season opened with an empty board, as the
    server's current settings say (none if seasons were turned off meanwhile). None if another process ended it."""
    games = await store.season_games(season.guild_id, season.kind, season.started_at, season.ends_at)
    standings = season_standings(games, season.board, season.guild_id, season.kind)
    settings = (await store.season_settings(season.guild_id)).get(season.kind)
    following = None
    if settings is not None:
        following = SeasonRecord(guild_id=season.guild_id, kind=season.kind, number=season.number + 1,
                                 board=settings.board, started_at=season.ends_at,
                                 ends_at=season_end(season.ends_at, settings.length, settings.unit))
    if not await store.end_season(season, standings, following):
        return None
    ended = await store.season(season.guild_id, season.kind, season.number)
    return EndedSeason(ended or season, settings, following)


class SeasonClock:
    """Ends every season when its time comes, on the bot's clock: one task that sleeps until the next end (or an
    hour, whichever is sooner, or until ``wake``), ends what is due and hands each ended season to ``announce``."""

    def __init__(self, store: Store, clock: Callable[[], float], announce: Callable[[EndedSeason], Awaitable[None]],
                 shards: ShardFilter | None = None) -> None:
        self.store = store
        self.clock = clock
        self.announce = announce
        self.shards = shards
        self._task: asyncio.Task[None] | None = None
        self._sleep = WakeableSleep()
        self._woken = False

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run())

    def wake(self) -> None:
        """Settings changed: look at the next end again (ends the sleep, never the work)."""
        self._woken = True
        self._sleep.wake()

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def end_due(self) -> list[EndedSeason]:
        """End and announce every season whose end has come. A season whose announcement fails stays ended
        (its standings are kept and shown by /season show)."""
        ended = []
        for season in await self.store.seasons_due(self.clock(), self.shards):
            done = await end_season(self.store, season)
            if done is None:
                continue
            ended.append(done)
            try:
                await self.announce(done)
            except Exception:
                log.exception("could not announce the end of season %d of %s on server %d", season.number,
                              season.kind, season.guild_id)
        return ended

    async def _run(self) -> None:
        retry = 1.0
        while True:
            self._woken = False
            try:
                await self.end_due()
                upcoming = await self.store.next_season_end(self.shards)
                retry = 1.0
            except Exception:
                log.exception("season clock failed; retrying in %.0f s", retry)
                upcoming, retry = self.clock() + retry, min(retry * 2, 60.0)
            if self._woken:
                continue  # the settings changed while this worked
            delay = SEASON_CLOCK_MAX_SLEEP if upcoming is None else upcoming - self.clock()
            await self._sleep.sleep(min(delay, SEASON_CLOCK_MAX_SLEEP))
