"""Two bot processes, each running one of two shards, sharing one real PostgreSQL database.

Each process is the real, unmodified bot in a thread of its own, with its own event loop and its own SimCord
Discord holding the guilds of that process's shard (SimCord runs one bot per event loop). The database is all
they share, as in production. Their shard settings are those of the deployment (``deploy/``: the systemd
template's common.env and 0.env / 1.env), with the test server's DATABASE_URL.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
import simcord
from dotenv import dotenv_values

from bot.client import RummyBot, create_bot
from bot.config import Settings
from bot.texts import event_text
from tests.discord.conftest import settings_for_tests
from tests.discord.helpers import hand_from, table_message, table_text
from tests.spine_game import Play

T = TypeVar("T")
DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
SHARDS = 2


def deployed_settings(instance: int, database_url: str) -> Settings:
    """The settings systemd gives instance ``instance`` of ``rummy-bot@.service``, on the test database."""
    unit = (DEPLOY / "rummy-bot@.service").read_text()
    assert "EnvironmentFile=/etc/rummy-bot/common.env" in unit and "EnvironmentFile=/etc/rummy-bot/%i.env" in unit
    values = {**dotenv_values(DEPLOY / "common.env.example"), **dotenv_values(DEPLOY / f"{instance}.env.example")}
    return Settings.load(None, {k: v for k, v in values.items() if v is not None} | {"DATABASE_URL": database_url})


def test_the_deployed_processes_cover_every_shard_once():
    first, second = (deployed_settings(n, "postgresql://x@/y") for n in (0, 1))
    assert first.shard_count == second.shard_count == SHARDS
    assert sorted((first.shard_ids or ()) + (second.shard_ids or ())) == list(range(SHARDS))
    assert first.database_url == second.database_url


class BotProcess:
    """One bot process: a thread, an event loop, a SimCord Discord, and the bot on the shared database."""

    def __init__(self, shard: int, database_url: str, tmp_path: Path) -> None:
        self.shard = shard
        self.database_url = database_url
        self.tmp_path = tmp_path
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name=f"shard-{shard}", daemon=True)
        self.thread.start()
        self.env: simcord.Env | None = None
        self.bots: list[RummyBot] = []

    def new_bot(self) -> RummyBot:
        deployed = deployed_settings(self.shard, self.database_url)
        assert deployed.shard_ids == (self.shard,)
        bot = create_bot(settings_for_tests(
            self.tmp_path / f"unused-{self.shard}.sqlite3", database_url=deployed.database_url,
            shard_count=deployed.shard_count, shard_ids=deployed.shard_ids,
        ))
        self.bots.append(bot)
        return bot

    def _submit(self, work: Awaitable[T]) -> Awaitable[T]:
        return asyncio.wrap_future(asyncio.run_coroutine_threadsafe(work, self.loop))  # type: ignore[arg-type]

    async def run(self, work: Callable[[simcord.Env], Awaitable[T]]) -> T:
        """Run ``work`` on this process's loop, in its Discord's time, and wait for it from the test's loop."""

        async def inside() -> T:
            assert self.env is not None
            with self.env.time_context():
                return await work(self.env)

        return await self._submit(inside())

    async def start(self) -> None:
        async def boot() -> None:
            self.env = simcord.Env(self.new_bot())
            await self.env.start()

        await self._submit(boot())

    @property
    def bot(self) -> RummyBot:
        assert self.env is not None
        return self.env.bot  # type: ignore[return-value]

    async def restart(self) -> RummyBot:
        """Start a new bot in this process's Discord; returns the old one, which SimCord leaves running."""
        old = self.bot
        await self.run(lambda env: env.restart_bot(self.new_bot()))
        return old

    async def stop(self) -> None:
        async def shut_down() -> None:
            if self.env is not None:
                await self.env.shutdown()
            for bot in self.bots:
                await bot.tables.close()
                await bot.store.close()

        try:
            await self._submit(shut_down())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(timeout=10)
            self.loop.close()


class Guild:
    """A guild of one process's shard, with a channel and two members."""

    def __init__(self, process: BotProcess, env: simcord.Env, name: str) -> None:
        self.process = process
        self.guild = env.create_guild(name, shard_id=process.shard)
        self.channel = self.guild.create_text_channel("rummy")
        self.alice = self.guild.add_member(env.create_user(f"alice-{name}"))
        self.bob = self.guild.add_member(env.create_user(f"bob-{name}"))

    def table(self) -> Any:
        return self.process.bot.tables.get(self.channel.id)

    def member_to_act(self) -> Any:
        return self.alice if self.table().to_act() == (0,) else self.bob

    def other_member(self) -> Any:
        return self.bob if self.member_to_act() is self.alice else self.alice


@pytest.fixture
def processes(postgres_url: str, tmp_path: Path) -> Iterator[tuple[BotProcess, BotProcess]]:
    pair = (BotProcess(0, postgres_url, tmp_path), BotProcess(1, postgres_url, tmp_path))
    yield pair
    for process in pair:
        asyncio.run(process.stop())


async def start(process: BotProcess, name: str, clock_offset: float = 0.0) -> Guild:
    await process.start()

    async def make(env: simcord.Env) -> Guild:
        if clock_offset:
            # Each Discord allocates ids from its own clock: keep them apart, as Discord's ids never collide.
            await env.advance_time(clock_offset)
        return Guild(process, env, name)

    return await process.run(make)


async def open_race(where: Guild) -> Any:
    async def go(env: simcord.Env) -> Any:
        await where.alice.slash(where.channel, "game new", game="race", preset="short")
        await where.bob.click(table_message(where), label="Join")
        await where.alice.click(table_message(where), label="Start")
        return where.table()

    return await where.process.run(go)


async def first_card(member: Any, where: Guild) -> str:
    """The first card of the member's hand, as ``/hand`` shows it now. (Their last DM may not have caught up: a
    table reloaded from the database shows itself again in a task of its own.)"""
    shown = await member.slash(where.channel, "hand")
    assert shown.ephemeral
    return hand_from(shown.response.content)[0]


async def play_turn(where: Guild) -> Any:
    """Whoever must move plays the first card of their hand, and the move is taken; returns what they see."""

    async def go(env: simcord.Env) -> Any:
        before = where.table()
        version = before.version
        member = where.member_to_act()
        played = await member.slash(where.channel, "play", move=await first_card(member, where))
        after = where.table()
        assert after is None or after.version > version, played.response.content
        return played

    return await where.process.run(go)


async def leaderboard(where: Guild) -> str:
    async def go(env: simcord.Env) -> str:
        shown = await where.alice.slash(where.channel, "leaderboard", game="race")
        return str(shown.response.embeds[0].description)

    return await where.process.run(go)


async def test_two_processes_on_two_shards_share_postgres(processes):
    first, second = processes
    north = await start(first, "north")
    south = await start(second, "south", clock_offset=3600)
    assert (north.guild.id >> 22) % SHARDS == 0 and (south.guild.id >> 22) % SHARDS == 1
    assert north.channel.id != south.channel.id

    # A game in a guild of each shard at once, each run by the process of its shard, in one database.
    north_table, south_table = await asyncio.gather(open_race(north), open_race(south))
    assert north_table.status == south_table.status == "running" and north_table.id != south_table.id
    assert first.bot.tables.get(south.channel.id) is None and second.bot.tables.get(north.channel.id) is None
    await asyncio.gather(play_turn(north), play_turn(south))

    # A restart of the second process restores its own table, and only it, from the shared database.
    leftover = await second.restart()
    assert list(second.bot.tables.tables) == [south.channel.id]
    assert south.table() is not south_table and south.table().record.state == south_table.record.state

    # The old bot object is a leftover copy still holding the south table. It writes first; the live process's
    # next write is then refused with a clear answer, and the live process reloads the table from the database.
    stale = leftover.tables.get(south.channel.id)
    seat = stale.to_act()[0]
    await second.run(lambda env: stale.act(seat, Play(None)))

    async def play_on_the_old_copy(env: simcord.Env) -> Any:
        member = south.member_to_act()
        return await member.slash(south.channel, "play", move=await first_card(member, south))

    refused = await second.run(play_on_the_old_copy)
    assert refused.ephemeral and "Another instance of the bot has just changed this table" in refused.response.content
    assert south.table().version == stale.version and south.table().to_act() != (seat,)
    # The reloaded table is shown again as it now stands.
    reloaded = south.table()
    status = event_text(reloaded.rules.status(reloaded.view(None)), reloaded.names, "en")
    assert f"**{status}**" in table_text(table_message(south))
    # Reloaded, the live process plays on; now the leftover copy is the stale one, and its write is refused.
    await play_turn(south)
    with pytest.raises(Exception, match="table-changed-elsewhere"):
        await second.run(lambda env: stale.act(stale.to_act()[0], Play(None)))

    # Both games are played to their end; each guild's leaderboard shows its result, and the store of either
    # process reads the results of both shards.
    while north.table() is not None:
        await play_turn(north)
    while south.table() is not None:
        await play_turn(south)
    assert "1 win" in await leaderboard(north) and "1 win" in await leaderboard(south)
    for process in (first, second):
        for guild in (north, south):
            rows = await process.run(lambda env, g=guild, p=process: p.bot.store.leaderboard(g.guild.id, "race"))
            assert sum(r.wins for r in rows) == 1


async def test_a_process_does_not_answer_for_a_guild_of_another_shard(processes):
    first, _second = processes
    await start(first, "north")

    async def elsewhere(env: simcord.Env) -> Any:
        guild = env.create_guild("elsewhere", shard_id=1)
        channel = guild.create_text_channel("rummy")
        member = guild.add_member(env.create_user("carol"))
        return await member.slash(channel, "game new", game="race")

    unanswered = await first.run(elsewhere)
    assert not unanswered.acknowledged and unanswered.response is None
    assert first.bot.tables.tables == {}
