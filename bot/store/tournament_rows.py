"""Tournament rows into records and back, the same for both store drivers."""

from __future__ import annotations

import json
from typing import Any

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


KEPT_STATUSES = ("finished", "cancelled")


def forget_player(state: dict[str, Any], user_id: int) -> dict[str, Any]:
    """A kept tournament's state without a player who asked to be forgotten: their name is blanked (shown as "a
    former player") and their id, wherever the state holds it (sign-up, seeds, pairings, check-in, forfeits), is
    replaced by a number of no one (negative, distinct for each player of the tournament), so the rounds and
    standings still add up."""
    players = state.get("players", [])
    place = next((i for i, p in enumerate(players) if isinstance(p, dict) and p.get("id") == user_id), None)
    stand_in = -1 - (place if place is not None else len(players))

    def replace(value: Any) -> Any:
        if isinstance(value, dict):
            if value.get("id") == user_id and "name" in value:
                return {**value, "id": stand_in, "name": ""}
            return {key: replace(item) for key, item in value.items()}
        if isinstance(value, list):
            return [replace(item) for item in value]
        if isinstance(value, int) and not isinstance(value, bool) and value == user_id:
            return stand_in
        return value

    forgotten: dict[str, Any] = replace(state)
    return forgotten


def forgotten_state(state_text: str, user_id: int, status: str) -> str:
    """A stored state (JSON text) without a player who asked to be forgotten: a kept tournament through
    ``forget_player``; one still signing up simply loses their sign-up."""
    state = loads(state_text, "state")
    state = state if isinstance(state, dict) else {}
    if status == "signup":
        state["players"] = [p for p in state.get("players", []) if not (isinstance(p, dict) and p.get("id") == user_id)]
    else:
        state = forget_player(state, user_id)
    return json.dumps(state, separators=(",", ":"), ensure_ascii=False)
