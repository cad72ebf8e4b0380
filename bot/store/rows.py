"""What both store drivers read and write the same way, whatever the SQL dialect: database rows (anything indexed
by column name, a ``sqlite3.Row`` or an ``asyncpg.Record``) into records, and the Mü Chief contracts an action's
events record. The drivers keep only their SQL."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from bot.store.records import ActionLog, GameRecord, RatingRow, SeatRecord


class Row(Protocol):
    def __getitem__(self, column: str) -> Any: ...


def loads(text: str, column: str) -> Any:
    try:
        return json.loads(text)
    except ValueError as error:
        raise ValueError(f"{column} is not JSON ({error})") from None


def seat_record(row: Row) -> SeatRecord:
    return SeatRecord(
        seat=row["seat"], user_id=row["user_id"], name=row["name"], ai_level=row["ai_level"],
        timeouts=row["timeouts"], dm_failed=bool(row["dm_failed"]), turns_by_player=row["turns_by_player"],
        turns_by_computer=row["turns_by_computer"],
    )


def game_record(row: Row, seats: Sequence[SeatRecord]) -> GameRecord:
    """ValueError or TypeError when the row cannot be a game (its caller sets such a game aside)."""
    options, timers = loads(row["options"], "options"), loads(row["timers"], "timers")
    drafts = loads(row["drafts"], "drafts")
    if not isinstance(options, dict) or not isinstance(timers, dict) or not isinstance(drafts, dict):
        raise TypeError("options, timers and drafts must be JSON objects")
    return GameRecord(
        id=row["id"], guild_id=row["guild_id"], channel_id=row["channel_id"], kind=row["kind"],
        status=row["status"], host_id=row["host_id"], options=options,
        state=None if row["state"] is None else loads(row["state"], "state"), version=row["version"],
        message_id=row["message_id"], timers=timers, seats=list(seats), revision=row["revision"],
        created_at=row["created_at"], updated_at=row["updated_at"], finished_at=row["finished_at"],
        broken=row["broken"], drafts=drafts,
    )


def rating_row(row: Row) -> RatingRow:
    return RatingRow(
        guild_id=row["guild_id"], kind=row["kind"], user_id=row["user_id"], name=row["name"], mu=row["mu"],
        sigma=row["sigma"], games=row["games"], wins=row["wins"],
    )


def chief_contracts(game: GameRecord, action: ActionLog) -> list[tuple[int, int | None, bool]]:
    """(seat, user id or None for a computer, made) for each contract this action scored (a Mü hand played with a
    Chief), as the game's declaration names the events that score one; stores index them so /stats reads a
    player's record without replaying logs."""
    from bot import games  # deferred: the declarations join the rules, computer players and pictures

    indexed = games.contract_events(game.kind)
    contracts = []
    for event in action.events:
        if not isinstance(event, Mapping):
            continue
        made, seat = indexed.get(event.get("code", "")), event.get("seat")
        if made is None or not isinstance(seat, int) or not 0 <= seat < len(game.seats):
            continue
        record = game.seats[seat]
        contracts.append((seat, None if record.is_ai else record.user_id, bool(made)))
    return contracts
