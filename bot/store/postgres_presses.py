"""The press hand-off part of the PostgreSQL store (``PostgresStore`` inherits it): a press one process received
for a table another process runs is announced on the ``rummy_presses`` channel (NOTIFY), which every process
listens to on a connection of its own."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import asyncpg

PRESSES_CHANNEL = "rummy_presses"
# PostgreSQL refuses a notification payload of 8,000 bytes or more.
NOTIFY_LIMIT = 7999


class PostgresPresses:
    if TYPE_CHECKING:
        url: str

        @property
        def pool(self) -> asyncpg.Pool: ...

    async def open_game_guild(self, game_id: int) -> int | None:
        """The guild of game ``game_id`` if it is open (a lobby or running), else None."""
        guild: int | None = await self.pool.fetchval(
            "SELECT guild_id FROM games WHERE id=$1 AND status IN ('lobby', 'running')", game_id)
        return guild

    async def announce_press(self, payload: str) -> bool:
        """Send ``payload`` to every listening process; False (nothing sent) if it is too long to send."""
        if len(payload.encode()) > NOTIFY_LIMIT:
            return False
        await self.pool.execute("SELECT pg_notify($1, $2)", PRESSES_CHANNEL, payload)
        return True

    async def listen_for_presses(self, heard: Callable[[str], None], lost: Callable[[], None]) -> asyncpg.Connection:
        """Call ``heard`` with every payload announced, on a connection of its own (outside the pool), which is
        returned for the caller to close; ``lost`` is called if the connection is lost (the server restarted)."""
        conn: asyncpg.Connection = await asyncpg.connect(self.url)
        await conn.add_listener(PRESSES_CHANNEL, lambda _conn, _pid, _channel, payload: heard(payload))
        conn.add_termination_listener(lambda _conn: lost())
        return conn
