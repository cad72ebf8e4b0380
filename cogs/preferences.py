"""``/language``, ``/notifications`` and ``/display``: a player's own language, DM and ping choices, how their
table and hand are shown (pictures or text, colours); a server's language."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.guard import guarded_command
from bot.discord.locale import user_locale
from bot.discord.replies import reply
from bot.display import PALETTES, SHOWN, PaletteName, Shown
from bot.hand_dms import HAND_DMS, HandDms
from bot.i18n import SUPPORTED, t
from bot.translator import T, localized_option_names

if TYPE_CHECKING:
    from bot.client import RummyBot

LANGUAGE_CHOICES = [app_commands.Choice(name=T("language-auto"), value="auto")] + [
    app_commands.Choice(name=T(f"language-{code}"), value=code) for code in SUPPORTED
]
HAND_DMS_CHOICES = [app_commands.Choice(name=T(f"hand-dms-{policy}"), value=policy) for policy in HAND_DMS]
SHOWN_CHOICES = [app_commands.Choice(name=T(f"display-shown-{shown}"), value=shown) for shown in SHOWN]
PALETTE_CHOICES = [app_commands.Choice(name=T(f"palette-{palette}"), value=palette) for palette in PALETTES]


class LanguageCommands(commands.GroupCog, group_name="language", group_description=T("cmd-language")):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="me", description=T("cmd-language-me"))
    @localized_option_names("language")
    @app_commands.describe(language=T("opt-language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @guarded_command
    async def me(self, interaction: discord.Interaction[RummyBot], locale: str, language: str) -> None:
        prefs = await self.bot.store.user_prefs(interaction.user.id)
        prefs.locale = None if language == "auto" else language
        await self.bot.store.save_user_prefs(prefs)
        await reply(interaction, t(await user_locale(interaction, fresh=True), "language-saved"))

    @app_commands.command(name="server", description=T("cmd-language-server"))
    @localized_option_names("language")
    @app_commands.describe(language=T("opt-language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.checks.has_permissions(manage_guild=True)
    @guarded_command
    async def server(self, interaction: discord.Interaction[RummyBot], locale: str, language: str) -> None:
        await self.bot.store.set_guild_locale(interaction.guild_id or 0, None if language == "auto" else language)
        await reply(interaction, t(await user_locale(interaction, fresh=True), "language-server-saved"))


class NotificationCommands(commands.Cog):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot

    @app_commands.command(name="notifications", description=T("cmd-notifications"))
    @localized_option_names("hand_dms", "turn_pings")
    @app_commands.describe(hand_dms=T("opt-hand-dms"), turn_pings=T("opt-turn-pings"))
    @app_commands.choices(hand_dms=HAND_DMS_CHOICES)
    @guarded_command
    async def notifications(self, interaction: discord.Interaction[RummyBot], locale: str, hand_dms: str | None = None,
                            turn_pings: bool | None = None) -> None:
        prefs = await self.bot.store.user_prefs(interaction.user.id)
        if hand_dms is not None:
            prefs.hand_dms = cast(HandDms, hand_dms)  # Discord sends only the offered choices
        if turn_pings is not None:
            prefs.turn_pings = turn_pings
        await self.bot.store.save_user_prefs(prefs)
        await reply(interaction, t(locale, "notifications-saved", dms=t(locale, f"hand-dms-{prefs.hand_dms}"),
                                   pings=t(locale, "word-yes" if prefs.turn_pings else "word-no")))


class DisplayCommands(commands.Cog):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot

    @app_commands.command(name="display", description=T("cmd-display"))
    @localized_option_names("table", "palette", "four_colour")
    @app_commands.describe(table=T("opt-display-table"), palette=T("opt-palette"), four_colour=T("opt-four-colour"))
    @app_commands.choices(table=SHOWN_CHOICES, palette=PALETTE_CHOICES)
    @guarded_command
    async def display(self, interaction: discord.Interaction[RummyBot], locale: str, table: str | None = None, palette: str | None = None,
                      four_colour: bool | None = None) -> None:
        prefs = await self.bot.store.user_prefs(interaction.user.id)
        if table is not None:
            prefs.shown = cast(Shown, table)  # Discord sends only the offered choices
        if palette is not None:
            prefs.palette = cast(PaletteName, palette)
        if four_colour is not None:
            prefs.four_colour = four_colour
        await self.bot.store.save_user_prefs(prefs)
        await reply(interaction, t(locale, "display-saved", shown=t(locale, f"display-shown-{prefs.shown}"),
                                   palette=t(locale, f"palette-{prefs.palette}"),
                                   four=t(locale, "word-yes" if prefs.four_colour else "word-no")))


async def setup(bot: RummyBot) -> None:
    await bot.add_cog(LanguageCommands(bot))
    await bot.add_cog(NotificationCommands(bot))
    await bot.add_cog(DisplayCommands(bot))
