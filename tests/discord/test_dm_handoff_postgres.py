"""DM presses for a table another process runs: Discord sends every DM interaction to shard 0.

Two bot processes, each running one of two shards, share one real PostgreSQL database and, unlike
``test_shards_postgres.py``, one simulated Discord: each process is the real, unmodified bot in a thread of its own
with its own event loop and its own gateway connection (SimCord's shard router gives it the events of its shard,
and every DM interaction to shard 0, as Discord does), on the same Discord state (guilds, DMs, interaction tokens).
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import simcord

from bot.client import RummyBot
from bot.discord import handoff
from bot.i18n import t
from tests.discord.helpers import custom_ids, dms, table_message
from tests.discord.test_shards_postgres import SHARDS, BotProcess, Guild

HANDED_WITHIN_SECONDS = 8.0  # real time: two event loops and the database, on a loaded machine


def on_its_own_loop(feed: Callable[[str, Any], None], process: BotProcess) -> Callable[[str, Any], None]:
    """A process's gateway feed that any thread may call: events reach the process on its own event loop."""

    def feed_from_any_thread(event: str, payload: Any) -> None:
        if threading.current_thread() is process.thread:
            feed(event, payload)
        else:
            process.loop.call_soon_threadsafe(feed, event, payload)

    return feed_from_any_thread


class SharedDiscordProcess(BotProcess):
    """A bot process whose gateway connection is to the one simulated Discord ``backend`` (None: a new one)."""

    async def start_on(self, backend: Any) -> None:
        async def boot() -> None:
            env = simcord.Env(self.new_bot())
            if backend is not None:
                env.backend = backend
            self.env = env
            # The other process's events (its DMs...) are fed from its thread: they must run on this one's loop.
            # (Set before the start, which feeds this process the guilds already there.)
            await env.start()
            feed = on_its_own_loop(env._gateway_feed, self)
            subscribers = env.backend.subscribers
            subscribers[subscribers.index(env._gateway_feed)] = feed
            env._gateway_feed = feed  # SimCord takes it off the backend at shutdown

        await self._submit(boot())


@pytest.fixture
def processes(postgres_url: str, tmp_path: Path) -> Iterator[tuple[SharedDiscordProcess, SharedDiscordProcess]]:
    pair = (SharedDiscordProcess(0, postgres_url, tmp_path), SharedDiscordProcess(1, postgres_url, tmp_path))
    yield pair
    for process in reversed(pair):
        asyncio.run(process.stop())


async def until(condition: Callable[[], bool], what: str) -> None:
    deadline = time.perf_counter() + HANDED_WITHIN_SECONDS
    while not condition():
        assert time.perf_counter() < deadline, f"{what}: not within {HANDED_WITHIN_SECONDS:.0f} s"
        await asyncio.sleep(0.05)


def dm_with_controls(member: Any, game_id: int) -> Any:
    """The member's newest hand DM, if it has controls of game ``game_id``."""
    newest = dms(member)[-1:]
    if newest and any(cid.startswith(f"rb:act:{game_id}:") for cid in custom_ids(newest[0])):
        return newest[0]
    return None


async def race_in(guild: Any) -> Any:
    """Alice opens a race in ``guild``'s channel, Bob joins, Alice starts: the running table."""
    await guild.alice.slash(guild.channel, "game new", game="race", preset="short")
    await guild.bob.click(table_message(guild), label="Join")
    await guild.alice.click(table_message(guild), label="Start")
    return guild.table()


async def test_a_dm_press_for_a_table_of_the_other_process_is_played_and_answered_there(processes):
    first, second = processes
    await first.start_on(None)
    await second.start_on(first.env.backend if first.env else None)
    south = await second.run(lambda env: asyncio.sleep(0, Guild(second, env, "south")))
    assert (south.guild.id >> 22) % SHARDS == 1

    table = await second.run(lambda env: race_in(south))
    assert table.status == "running" and first.bot.tables.by_id(table.id) is None

    for turn in range(4):  # whoever must move draws from their hand DM, turn after turn
        member, version = south.member_to_act(), table.version
        await until(lambda m=member: dm_with_controls(m, table.id) is not None, f"turn {turn}: the hand DM")
        dm = dm_with_controls(member, table.id)
        [draw] = [cid for cid in custom_ids(dm) if ":draw:" in cid]
        sent_before = len(first.env.http_requests) if first.env else 0

        async def press(env: simcord.Env, member: Any = member, dm: Any = dm, draw: str = draw) -> Any:
            return await member.user.click(dm, custom_id=draw)

        pressed = await second.run(press)
        # The DM press reached shard 0's process, which acknowledged it at once, as an update of the DM...
        await until(lambda p=pressed: p.acknowledged, f"turn {turn}: the press acknowledged")
        acknowledgements = [r for r in (first.env.http_requests if first.env else [])[sent_before:]
                            if r.path.startswith("/interactions/")]
        assert [r.json.get("type") for r in acknowledgements] == [6]
        # ... and handed it to the table's process, which played it and answered by editing the DM.
        await until(lambda v=version: table.version > v, f"turn {turn}: the draw played")
        await until(lambda m=member, d=dm: "You drew" in next(x for x in dms(m) if x.id == d.id).content,
                    f"turn {turn}: the DM edited with the answer")
        assert first.bot.tables.by_id(table.id) is None, "the table stays with its own process"
    assert table.status == "running"


async def race_of_the_second(first: Any, second: Any) -> tuple[Any, Any, Any, Any, str]:
    """Both processes started, a race running in a guild of the second one's shard: the guild, the table, the
    member to act, their hand DM and the custom id of its draw button."""
    await first.start_on(None)
    await second.start_on(first.env.backend if first.env else None)
    south = await second.run(lambda env: asyncio.sleep(0, Guild(second, env, "south")))
    table = await second.run(lambda env: race_in(south))
    member = south.member_to_act()
    await until(lambda: dm_with_controls(member, table.id) is not None, "the hand DM")
    dm = dm_with_controls(member, table.id)
    [draw] = [cid for cid in custom_ids(dm) if ":draw:" in cid]
    return south, table, member, dm, draw


async def test_a_dm_press_for_a_finished_game_is_answered_by_the_process_that_got_it(processes):
    first, second = processes
    south, table, member, dm, draw = await race_of_the_second(first, second)
    await second.run(lambda env: south.alice.slash(south.channel, "game cancel"))
    assert south.table() is None

    pressed = await second.run(lambda env: member.user.click(dm, custom_id=draw))
    # Acknowledged as an update of the DM, then answered with a private followup by the process that got it.
    await until(lambda: bool(pressed.followups), "the press answered")
    bot: RummyBot = first.bot
    assert bot.tables.by_id(table.id) is None
    assert pressed.followups[0].content == "That game is over."


async def test_a_dm_press_no_process_takes_is_answered_press_again(processes, monkeypatch):
    """The table's process is not listening (restarting): no receipt comes, and the process that got the press
    tells the player to press again; nothing is played."""
    monkeypatch.setattr(handoff, "RECEIPT_SECONDS", 1.0)
    first, second = processes
    _south, table, member, dm, draw = await race_of_the_second(first, second)

    async def stop_listening(env: simcord.Env) -> None:
        assert second.bot.handoff is not None
        await second.bot.handoff.close()

    await second.run(stop_listening)
    version = table.version
    pressed = await second.run(lambda env: member.user.click(dm, custom_id=draw))
    await until(lambda: pressed.acknowledged, "the press acknowledged")
    await first.run(lambda env: env.advance_time(2))  # (shard 0's process waits on its own, simulated, clock)
    await until(lambda: bool(pressed.followups), "the press answered")
    assert pressed.followups[0].content == t("en", "err-press-not-taken")
    assert table.version == version, "nothing was played"
