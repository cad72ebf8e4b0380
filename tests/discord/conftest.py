"""The real bot, unmodified, against SimCord's in-memory Discord, with a small test game registered."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest
import pytest_asyncio
import simcord

from bot.client import create_bot
from bot.config import Settings
from tests import spine_game

spine_game.install()

# SimCord waits 50 ms of quiet after every user action. A private override of that poll (its
# keyword default) makes the suite several times faster; SIMCORD_FAST_SETTLE=0 restores the default.
# It is checked against simcord==3.2.1 only: re-check it whenever simcord is upgraded.
if os.environ.get("SIMCORD_FAST_SETTLE", "1") == "1" and simcord.__version__ == "3.2.1":
    simcord.Env._settle_internal.__kwdefaults__["idle"] = 0.001


def settings_for_tests(db: Path, **overrides: object) -> Settings:
    # SimCord's clock stands still between the steps of a test, so a whole game happens in a few instants: the cap
    # on table edits per five seconds would park them until the test moves the clock. Its own test turns it on.
    values: dict[str, object] = {"token": None, "database_path": db, "rng_seed": 7, "timeouts_before_ai": 2,
                               "shard_count": 1, "table_edits_per_5s": 0,
                               "application_emojis": False}
    values.update(overrides)
    return Settings(**values)  # type: ignore[arg-type]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


BOTS: list[object] = []


def make_bot(db: Path, **overrides: object):  # type: ignore[no-untyped-def]
    """A fresh bot on ``db``; its database connection is closed when the test ends."""
    bot = create_bot(settings_for_tests(db, **overrides))
    BOTS.append(bot)
    return bot


@pytest.fixture
def simcord_bot(db_path: Path):  # type: ignore[no-untyped-def]
    return make_bot(db_path)


@pytest_asyncio.fixture
async def closing(simcord_env: simcord.Env):  # type: ignore[no-untyped-def]
    """SimCord does not close bots; close their stores and timers while the loop still runs."""
    yield simcord_env
    while BOTS:
        bot = BOTS.pop()
        await bot.tables.close()  # type: ignore[attr-defined]
        await bot.store.close()  # type: ignore[attr-defined]


@pytest.fixture(autouse=True)
def no_unexpected_errors(request: pytest.FixtureRequest, caplog: pytest.LogCaptureFixture):  # type: ignore[no-untyped-def]
    """A handled-but-unexpected error is still a bug: fail the test if the bot logged one (unless the test is
    about exactly that, marked ``expected_errors``)."""
    caplog.set_level(logging.WARNING)
    yield
    if request.node.get_closest_marker("expected_errors"):
        return
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR and r.name.startswith(("bot", "cogs"))]
    assert not errors, [r.getMessage() for r in errors]


class World:
    """One guild, one channel, a few members: the usual cast of a scenario."""

    def __init__(self, env: simcord.Env) -> None:
        self.env = env
        self.guild = env.create_guild("Card Club")
        self.channel = self.guild.create_text_channel("rummy")
        self.alice = self.guild.add_member(env.create_user("alice"))
        self.bob = self.guild.add_member(env.create_user("bob"))
        self.carol = self.guild.add_member(env.create_user("carol"))

    @property
    def bot(self):  # type: ignore[no-untyped-def]
        return self.env.bot

    def table(self):  # type: ignore[no-untyped-def]
        return self.env.bot.tables.get(self.channel.id)


@pytest.fixture
def world(closing: simcord.Env) -> World:
    return World(closing)
