"""Tournament rows into records and back, the same for both store drivers."""

from __future__ import annotations

import json

from bot.store.records import TournamentRecord
from bot.store.rows import Row, loads

TOURNAMENT_COLUMNS = ("guild_id, channel_id, message_id, organiser_id, kind, format, size, starts_at, status, state,"
                      " winner_id")


def tournament_record(row: Row) -> TournamentRecord:
    state = loads(row["state"], "state")
    return TournamentRecord(
        id=row["id"], guild_id=row["guild_id"], channel_id=row["channel_id"], message_id=row["message_id"],
        organiser_id=row["organiser_id"], kind=row["kind"], format=row["format"], size=row["size"],
        starts_at=row["starts_at"], status=row["status"], state=state if isinstance(state, dict) else {},
        winner_id=row["winner_id"], created_at=row["created_at"],
    )


def tournament_values(tournament: TournamentRecord) -> tuple[object, ...]:
    """The row's values in the order of ``TOURNAMENT_COLUMNS``."""
    return (tournament.guild_id, tournament.channel_id, tournament.message_id, tournament.organiser_id,
            tournament.kind, tournament.format, tournament.size, tournament.starts_at, tournament.status,
            json.dumps(tournament.state, separators=(",", ":"), ensure_ascii=False), tournament.winner_id)
