"""The language a player is answered in: their own choice, their client's, the server's, or English."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.i18n import resolve_locale
from bot.store.records import UserPrefs

if TYPE_CHECKING:
    from bot.client import RummyBot


LOCALE_KEY = "locale"  # where an interaction keeps the language it is answered in, once looked up
PREFS_KEY = "prefs"  # and the user's preferences it was worked out from (their display choices too)


async def user_locale(interaction: discord.Interaction[RummyBot], *, fresh: bool = False) -> str:
    """The user's own choice, then their Discord language, then the server's, then English. Looked up once per
    interaction (two store reads); ``fresh``: again, after the interaction itself changed a language setting."""
    known = interaction.extras.get(LOCALE_KEY)
    if isinstance(known, str) and not fresh:
        return known
    locale = await _look_up(interaction)
    interaction.extras[LOCALE_KEY] = locale
    return locale


async def interaction_prefs(interaction: discord.Interaction[RummyBot]) -> UserPrefs:
    """The user's preferences, read from the store once per interaction (the language lookup reads them too)."""
    known = interaction.extras.get(PREFS_KEY)
    if isinstance(known, UserPrefs):
        return known
    prefs = await interaction.client.store.user_prefs(interaction.user.id)
    interaction.extras[PREFS_KEY] = prefs
    return prefs


async def _look_up(interaction: discord.Interaction[RummyBot]) -> str:
    bot = interaction.client
    interaction.extras.pop(PREFS_KEY, None)  # (a fresh lookup reads the preferences again too)
    prefs = await interaction_prefs(interaction)
    guild_choice = None
    if interaction.guild_id is not None:
        guild_choice = await bot.store.guild_locale(interaction.guild_id)
        if guild_choice is None and interaction.guild is not None:
            guild_choice = str(interaction.guild.preferred_locale)
    return resolve_locale(prefs.locale, str(interaction.locale) if interaction.locale else None, guild_choice)
