"""The slash command tree: unique names, a description everywhere, French translations for each."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from bot.client import COGS, create_bot
from bot.config import Settings
from bot.translator import CatalogTranslator


@pytest.fixture
async def tree(tmp_path):
    bot = create_bot(Settings(database_path=tmp_path / "db.sqlite3", shard_count=1))
    for cog in COGS:
        await bot.load_extension(cog)
    yield bot.tree
    await bot.store.close()


def walk(commands):  # type: ignore[no-untyped-def]
    for command in commands:
        yield command
        if isinstance(command, app_commands.Group):
            yield from walk(command.commands)


async def test_every_command_has_a_unique_name_and_a_description(tree):
    top = [c.name for c in tree.get_commands()]
    assert len(top) == len(set(top))
    for command in walk(tree.get_commands()):
        assert command.description and command.description != "…", command.qualified_name
        if isinstance(command, app_commands.Command):
            for parameter in command.parameters:
                assert parameter.description and parameter.description != "…", (command.qualified_name, parameter.name)


async def test_the_architecture_commands_exist(tree):
    names = {c.qualified_name for c in walk(tree.get_commands())}
    expected = {"game new", "game join", "game leave", "game start", "game cancel", "game addbot", "game kick",
                "game status", "game rules", "game rematch", "hand", "draw", "discard", "meld", "layoff", "claim",
                "knock", "play", "bid", "pass", "trump", "partner", "leaderboard", "stats", "game resign", "history",
                "replay", "settings show", "settings game", "settings channel", "settings reset-leaderboard",
                "settings language", "privacy info", "privacy forget-me"}
    assert expected <= names


async def test_descriptions_are_translated_to_french(tree):
    translator = CatalogTranslator()
    for command in walk(tree.get_commands()):
        text = command._locale_description or app_commands.locale_str(command.description)  # type: ignore[attr-defined]
        french = await translator.translate(text, discord.Locale.french, None)  # type: ignore[arg-type]
        assert french and french != command.description, command.qualified_name


def test_command_texts_fit_discords_limits():
    """Descriptions and choice names may not exceed 100 characters, in any language."""
    from bot.i18n import SUPPORTED, message_ids, t

    for locale in SUPPORTED:
        for key in message_ids(locale):
            if key.startswith(("cmd-", "opt-", "choice-", "game-", "level-", "period-", "language-")):
                assert len(t(locale, key)) <= 100, (locale, key)


def test_localized_option_names_are_valid_discord_names():
    import re

    from bot.i18n import SUPPORTED, message_ids, t

    for locale in SUPPORTED:
        for key in message_ids(locale):
            if key.startswith("name-"):
                name = t(locale, key)
                assert re.fullmatch(r"[-_\w]{1,32}", name) and name == name.lower(), (locale, key, name)
    assert t("en", "name-card") == "card", "English option names are the names the code uses"


async def test_what_discord_receives_is_translated_to_french(tree):
    """The payload synced to Discord carries French option names, descriptions and choices."""
    new = next(c for c in walk(tree.get_commands()) if c.qualified_name == "game new")
    payload = await new.get_translated_payload(tree, CatalogTranslator())
    options = {option["name"]: option for option in payload["options"]}
    assert options["game"]["name_localizations"]["fr"] == "jeu"
    assert options["turn_timer"]["name_localizations"]["fr"] == "temps_par_tour"
    assert options["game"]["description_localizations"]["fr"] == "Quel jeu"
    assert payload["description_localizations"]["fr"].startswith("Ouvrir une nouvelle table")
    assert payload["name"] == "new" and "fr" not in payload.get("name_localizations", {})
