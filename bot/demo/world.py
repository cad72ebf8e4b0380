"""The demo's world: the unmodified bot inside SimCord, a server with you in it, and two loopback pages.

SimCord's local preview shows one channel per page and keeps one preview per environment, so the DM page is a
second preview entered beside the first (see ``open_dm_preview``). SimCord simulates time; ``SimulatedClock``
moves it along with the wall clock so that computer players think, turn timers run out and lobbies expire as
they would on Discord, and republishes the pages when that made the bot do something.

The SimCord internals used here (``Preview._action``, ``Env._preview``, ``Backend.bot_user``) are those of the
pinned ``simcord==3.2.1``; re-check them whenever simcord is upgraded.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import simcord
from simcord.preview import Preview, make_preview

from bot.client import RummyBot, create_bot
from bot.config import Settings
from bot.tables import Table

log = logging.getLogger(__name__)

BOT_NAME = "Rummy Bot"
SERVER_NAME = "Rummy Demo"
CHANNEL_NAME = "rummy"
PERSON_NAME = "Sam"
# The game of the lobby that is open when the page first loads; any other is a /game new away.
DEFAULT_GAME = "tiles"
# Wall-clock seconds between two steps of the simulated clock (and republications of the pages).
TICK_SECONDS = 0.5
# How long SimCord waits for the bot to finish after an action. A timer due later than this (a computer player
# thinking for 1.5 s, a turn timer) is left to the clock, so a click answers at once and the computer players'
# moves follow, as on Discord; SimCord's default (5 s) would hold the click until they all have moved.
SETTLE_SECONDS = 1.2
PAGE_SIZE = (1100, 900)
LOCALE = "en-US"
TIMEZONE = "UTC"


@dataclass
class DemoWorld:
    """What the demo built inside SimCord, and where to look at it."""

    env: simcord.Env
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    member: simcord.MemberActor
    channel_preview: Preview
    dm_preview: Preview
    clock: SimulatedClock

    @property
    def bot(self) -> RummyBot:
        assert isinstance(self.env.bot, RummyBot)
        return self.env.bot

    def table(self) -> Table:
        table = self.bot.tables.get(self.channel.id)
        if table is None:
            raise LookupError(f"no table in #{CHANNEL_NAME}")
        return table

    async def until_persons_turn(self, longest_seconds: float = 120) -> None:
        """Run the clock a second at a time, as fast as the bot allows, until the game waits for you or ends."""
        table = self.table()
        waited = 0.0
        while table.status == "running" and table.seat_of(self.member.id) not in table.to_act():
            if waited >= longest_seconds:
                raise TimeoutError(f"not your turn after {longest_seconds} s of game time")
            await self.clock.step(1)
            waited += 1

    @property
    def channel_url(self) -> str:
        """The channel page: loopback only, and the part after ``#`` is the session's secret."""
        return self.channel_preview.url

    @property
    def dm_url(self) -> str:
        """The page of your direct messages with the bot (your hand after every move)."""
        return self.dm_preview.url


class SimulatedClock:
    """Moves SimCord's clock with the wall clock and republishes the pages when the bot did something.

    SimCord runs one operation at a time (a page action, a clock step, a refresh) and refuses an overlapping
    one, so clock steps and the pages' actions take turns through one lock."""

    def __init__(self, env: simcord.Env, previews: tuple[Preview, ...]) -> None:
        self.env = env
        self.previews = previews
        self.turn = asyncio.Lock()
        self.published_requests = -1

    def take_turns_with(self, preview: Preview) -> None:
        """Make the preview's page actions (clicks, commands, selects) wait for a clock step to end."""
        act: Callable[[str | None, Any], Awaitable[dict[str, Any]]] = preview._action

        async def in_turn(context_id: str | None, body: Any) -> dict[str, Any]:
            async with self.turn:
                result = await act(context_id, body)
                # The acting page is already current; republishing it would make its next click stale.
                await self._republish(but=preview)
                return result

        preview._action = in_turn  # type: ignore[method-assign]

    async def step(self, seconds: float) -> None:
        """Let ``seconds`` of simulated time pass, running every timer that falls due."""
        async with self.turn:
            await self.env.advance_time(seconds)
            await self._republish()

    async def run(self) -> None:
        while True:
            await asyncio.sleep(TICK_SECONDS)
            try:
                await self.step(TICK_SECONDS)
            except Exception as error:  # the demo keeps running; the bot has logged its own errors
                log.warning("the simulated clock could not move: %s", error)

    async def _republish(self, but: Preview | None = None) -> None:
        """Republish the pages once the bot made a REST call since the last time (a message, an edit, a DM).

        A page polls its last publication; without this, what a clock step or an action on the other page
        caused would only show after a reload."""
        made = len(self.env.http_requests)
        if made == self.published_requests:
            return
        self.published_requests = made
        for preview in self.previews:
            if preview is not but and not preview._closed:
                await preview.refresh()


def demo_settings(database: Path, rng_seed: int | None = None) -> Settings:
    # No cap on table edits: the demo's Discord is SimCord, which has no rate limit, and its clock moves in jumps
    # (a cap would hold the table back until the wall clock catches up). No application emojis: SimCord's preview
    # page cannot draw them (it shows "Custom emoji unavailable" in their place), and the cards read as text there.
    return Settings(token=None, database_path=database, shard_count=1, rng_seed=rng_seed, table_edits_per_5s=0,
                    application_emojis=False)


async def open_dm_preview(env: simcord.Env, user: simcord.UserHandle, port: int = 0,
                          page_size: tuple[int, int] = PAGE_SIZE) -> Preview:
    """A preview of ``user``'s DMs with the bot, beside the channel's preview.

    SimCord refuses a second preview per environment because the environment reports mutations to one preview
    only (``Env._preview``). That report matters for actions that dispatch no interaction; the DM page only
    shows what the bot sent, so the channel's preview keeps it."""
    channel_preview = env._preview
    width, height = page_size
    preview = make_preview(env, user.dm_channel, viewers=[user], layout="channel", display="responsive",
                           width=width, height=height, locale=LOCALE, timezone=TIMEZONE,
                           presentation_time=None, port=port)
    env._preview = None
    try:
        await preview.__aenter__()
    finally:
        env._preview = channel_preview
    return preview


@contextlib.asynccontextmanager
async def demo_world(database: Path, *, game: str | None = DEFAULT_GAME, port: int = 0, dm_port: int = 0,
                     rng_seed: int | None = None,
                     page_size: tuple[int, int] = PAGE_SIZE) -> AsyncIterator[DemoWorld]:
    """The bot running in SimCord with a server, a channel, you (its owner), a lobby of ``game`` opened by you
    (none if ``game`` is None) and the two pages, ``page_size`` CSS px when a page is shown at a fixed size.

    Leaving the context stops the clock, closes the pages, stops the bot and closes its database."""
    bot = create_bot(demo_settings(database, rng_seed))
    # The bot logs its own errors; a demo must not turn them into a crash when it stops.
    env = simcord.Env(bot, check_errors=False, settle_timeout=SETTLE_SECONDS)
    env.backend.bot_user.name = BOT_NAME
    await env.start()
    with env.time_context():
        try:
            person = env.create_user(PERSON_NAME)
            guild = env.create_guild(SERVER_NAME, owner=person)
            channel = guild.create_text_channel(CHANNEL_NAME)
            member = guild.add_member(person)
            if game is not None:
                await member.slash(channel, "game new", game=game)
            async with contextlib.AsyncExitStack() as stack:
                width, height = page_size
                channel_preview = await stack.enter_async_context(env.preview(
                    channel, viewers=[member], layout="channel", width=width, height=height, locale=LOCALE,
                    timezone=TIMEZONE, port=port))
                dm_preview = await open_dm_preview(env, person, dm_port, page_size)
                stack.push_async_callback(dm_preview.close)
                clock = SimulatedClock(env, (channel_preview, dm_preview))
                for preview in (channel_preview, dm_preview):
                    clock.take_turns_with(preview)
                ticking = asyncio.get_running_loop().create_task(clock.run())
                try:
                    yield DemoWorld(env, guild, channel, member, channel_preview, dm_preview, clock)
                finally:
                    # Closing the pages then waits for a page action still running.
                    ticking.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await ticking
        finally:
            # As in the tests: the bot's timers and database close while SimCord still runs it.
            await bot.tables.close()
            await bot.store.close()
            await env.shutdown()
