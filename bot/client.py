"""Builds the bot: ``create_bot(settings)`` is used by ``python -m bot`` and by the tests alike."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
from discord.ext import commands

import render
from bot import games
from bot.config import Settings
from bot.discord import emojis
from bot.discord.errors import on_app_command_error
from bot.discord.handoff import PressHandoff
from bot.discord.items import ActionButton, ActionSelect, HandButton, LobbyButton, RematchButton
from bot.discord.moves import Presses
from bot.discord.presenter import Presenter
from bot.discord.show_me import ShowMeButton
from bot.store import PostgresStore, ShardFilter, make_store
from bot.tables import TableManager
from bot.translator import CatalogTranslator

log = logging.getLogger(__name__)

COGS = (
    "cogs.game", "cogs.play", "cogs.leaderboard", "cogs.preferences", "cogs.history", "cogs.settings", "cogs.privacy",
    "cogs.replay", "cogs.seasons", "cogs.tournaments",
)


def utc_clock() -> float:
    # discord.utils.utcnow is the clock the tests' simulated Discord moves forward.
    return discord.utils.utcnow().timestamp()


def load_games() -> None:
    """Register the five games as declared in ``bot.games``; an incomplete declaration stops the start-up."""
    games.install()


class RummyBot(commands.AutoShardedBot):
    def __init__(self, settings: Settings) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # no privileged intent: everything happens through interactions
        sharding: dict[str, Any] = {"shard_count": settings.shard_count}
        if settings.shard_ids:
            sharding["shard_ids"] = list(settings.shard_ids)
        super().__init__(
            command_prefix=commands.when_mentioned, intents=intents, help_command=None,
            allowed_mentions=discord.AllowedMentions.none(), **sharding,
        )
        self.settings = settings
        self.store = make_store(settings.database_url, settings.database_path, clock=utc_clock)
        self.tables = TableManager(
            self.store, clock=utc_clock, rng_seed=settings.rng_seed,
            timeouts_before_ai=settings.timeouts_before_ai,
            lobby_idle_seconds=settings.lobby_idle_minutes * 60,
        )
        self.presenter = Presenter(self)
        self.presses = Presses()  # what "My hand" and the move buttons do (bot.discord.items reaches it here)
        self.tables.listener = self.presenter
        self.emoji_sync: asyncio.Task[int] | None = None
        self.handoff: PressHandoff | None = None

    async def setup_hook(self) -> None:
        await self.store.open()
        load_games()
        await self.tree.set_translator(CatalogTranslator())
        self.tree.error(on_app_command_error)
        for cog in COGS:
            await self.load_extension(cog)
        self.add_dynamic_items(LobbyButton, HandButton, ActionButton, ActionSelect, RematchButton, ShowMeButton)
        # Sprites and fonts are drawn once per process, off the event loop, before the first table needs them.
        await asyncio.to_thread(render.warm_up)
        restored = await self.tables.restore(self.served_shards())
        for table in self.tables.tables.values():
            await self.presenter.prime(table)
        log.info("restored %d open games", restored)
        shards = self.served_shards()
        if shards is not None and isinstance(self.store, PostgresStore):
            # Several processes share the shards: DM presses all reach shard 0's, which hands them to their table's.
            self.handoff = PressHandoff(self, self.store, shards)
            await self.handoff.start()
        if self.settings.sync_commands:
            if self.settings.dev_guild_id:
                guild = discord.Object(id=self.settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            await self.tree.sync()
        # The card and tile emojis are made in the background (the first start creates about 150 of them, under
        # Discord's rate limits): until they are ready, and if they fail, the card buttons show their text alone.
        self.emoji_sync = asyncio.create_task(emojis.sync(self, enabled=self.settings.application_emojis))

    def served_shards(self) -> ShardFilter | None:
        """The guilds this process runs tables for, when it runs only some of the shards (several processes
        sharing one database); None when it runs them all."""
        count, ids = self.settings.shard_count, self.settings.shard_ids
        if not count or not ids or set(ids) == set(range(count)):
            return None
        return ShardFilter(count, tuple(ids))

    async def close(self) -> None:
        if self.emoji_sync is not None:
            self.emoji_sync.cancel()
        if self.handoff is not None:
            await self.handoff.close()
        await self.presenter.drain()
        await self.tables.close()
        await super().close()
        await self.store.close()


def create_bot(settings: Settings) -> RummyBot:
    return RummyBot(settings)
