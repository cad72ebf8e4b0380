"""``/privacy``: what the bot keeps about a player and why; ``/privacy forget-me`` deletes it after a confirmation.

Forgetting keeps every finished game's scores and ranks (anonymised), so everyone else's history, statistics and
ratings stay exactly as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import limits
from bot.discord.guard import bot_of, guarded, guarded_command
from bot.discord.replies import edit_clicked, reply
from bot.i18n import t
from bot.refusal import Refusal
from bot.translator import T

if TYPE_CHECKING:
    from bot.client import RummyBot


def refuse_while_seated(bot: RummyBot, user_id: int) -> None:
    """A player still seated at an open table must leave (or finish) it first: that game still needs the seat."""
    for table in bot.tables.tables.values():
        if table.seat_of(user_id) is not None:
            raise Refusal("forget-open-game", channel=f"<#{table.channel_id}>")


def forget_view(user_id: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetMeButton(user_id, t(locale, "privacy-forget-confirm")))
    return view


class ForgetMeButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rb:forget:(?P<user>\d+)"):
    """The confirmation of ``/privacy forget-me``: only the user it was shown to can press it."""

    def __init__(self, user_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "forget", style=discord.ButtonStyle.danger,
                                           custom_id=f"rb:forget:{user_id}"))
        self.user_id = user_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> ForgetMeButton:
        return cls(int(match["user"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, self._run, acknowledge="update")

    async def _run(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        if interaction.user.id != self.user_id:
            raise Refusal("forget-not-yours")
        bot = bot_of(interaction)
        refuse_while_seated(bot, self.user_id)
        await bot.store.forget_user(self.user_id)
        # Rematches read the last finished game of a channel: drop the copies still held in memory.
        for channel_id, record in list(bot.tables.finished.items()):
            if any(seat.user_id == self.user_id for seat in record.seats):
                del bot.tables.finished[channel_id]
        await edit_clicked(interaction, content=t(locale, "privacy-forgotten"), view=None)


class PrivacyCommands(commands.GroupCog, group_name="privacy", group_description=T("cmd-privacy")):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="info", description=T("cmd-privacy-info"))
    @guarded_command
    async def info(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        embed = discord.Embed(title=t(locale, "privacy-title"), description=t(locale, "privacy-text")[: limits.EMBED_DESCRIPTION_CHARS],
                              colour=discord.Colour.dark_grey())
        await reply(interaction, embed=embed)

    @app_commands.command(name="forget-me", description=T("cmd-privacy-forget-me"))
    @guarded_command
    async def forget_me(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        refuse_while_seated(self.bot, interaction.user.id)
        await reply(interaction, t(locale, "privacy-forget-ask"), view=forget_view(interaction.user.id, locale))


async def setup(bot: RummyBot) -> None:
    bot.add_dynamic_items(ForgetMeButton)
    await bot.add_cog(PrivacyCommands(bot))
