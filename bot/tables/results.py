"""The end of a game: its results (ranks, scores, who won) and the ratings they change."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import games, ratings
from bot.games import GameDeclaration
from bot.rules.base import Event, Outcome
from bot.store import GameRecord, RatingRow, ResultRow, Store


def is_rated(game: GameDeclaration, record: GameRecord) -> bool:
    """Whether the table's rules options leave it rated, as the game declares (Tile Rummy: no assists)."""
    return game.rated(record.options.get("rules", {}))


def options_rated(kind: str, options: Mapping[str, Any]) -> bool:
    """Whether a game of ``kind`` stored with these ``options`` was rated, as its game declares."""
    if coached(options):
        return False
    return not games.is_declared(kind) or games.get(kind).rated(options.get("rules", {}))


def unrated_event(game: GameDeclaration, record: GameRecord) -> Event | None:
    """What the channel is told at the end of a game its options left unrated, else None."""
    if game.rated_when is None or is_rated(game, record):
        return None
    return Event(game.rated_when.unrated_event)


def coached(options: Mapping[str, Any]) -> bool:
    """A table with the coach on (in its stored ``options``) is not rated either: the coach tells its players the
    better move."""
    return bool(options.get("table", {}).get("coach", False))


def resigned_seats(options: Mapping[str, Any]) -> tuple[int, ...]:
    """Seats whose players gave the game up (in a table's stored ``options``): a computer plays them, and they rank
    last."""
    return tuple(int(seat) for seat in options.get("resigned", ()))


def resigned_last(ranking: Sequence[int], resigned: Sequence[int]) -> list[int]:
    """Ranks (1 = best, ties share) with every resigned seat after all others, whatever its computer scored; when
    every seat resigned, none of them wins (nobody wins a game they gave up)."""
    keys = [(seat in resigned, rank) for seat, rank in enumerate(ranking)]
    ranks = [1 + sum(1 for other in keys if other < key) for key in keys]
    return [max(rank, 2) if seat in resigned else rank for seat, rank in enumerate(ranks)]


def final_ranking(outcome: Outcome, resigned: Sequence[int]) -> list[int]:
    """Each seat's rank in the game's ``outcome`` (1 = best, ties share), resigned seats last: the ranks the results
    store and the final scores show."""
    return resigned_last(outcome.ranking, resigned)


async def results_and_ratings(
    store: Store, game: GameDeclaration, record: GameRecord, state: Any
) -> tuple[list[ResultRow], list[RatingRow]]:
    """The result rows of the game finished in ``state`` (``record``: the table's record being saved) and, if it is
    rated, the rating rows it moves, worked out from the ratings stored now."""
    outcome = game.rules.outcome(state)
    if outcome is None:
        return [], []
    ranking = final_ranking(outcome, resigned_seats(record.options))
    # A win the computer played for (most of the seat's turns) is the computer's, not the absent human's;
    # a loss there still counts for the human.
    computer_won = {s.seat for s in record.seats if s.played_by_computer and ranking[s.seat] == 1}
    rows = [
        ResultRow(seat=s.seat, user_id=None if s.seat in computer_won else s.user_id,
                  score=outcome.scores[s.seat], rank=ranking[s.seat])
        for s in record.seats
    ]
    participants = []
    for s in record.seats:
        if s.user_id is not None and s.seat not in computer_won:
            participants.append(ratings.Participant(s.user_id, s.name, ranking[s.seat]))
        else:
            level = s.ai_level or "medium"
            participants.append(ratings.Participant(ratings.AI_PSEUDO_IDS.get(level, -2), level, ranking[s.seat]))
    if not is_rated(game, record) or coached(record.options):
        return rows, []
    previous = await store.ratings(record.guild_id, record.kind, [p.user_id for p in participants])
    return rows, ratings.update(record.guild_id, record.kind, participants, previous)
