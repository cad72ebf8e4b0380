"""The one place unexpected failures end up: logged with a short id that the user is shown."""

from __future__ import annotations

import logging
import secrets
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord import limits
from bot.discord.locale import user_locale
from bot.discord.replies import reply
from bot.i18n import t

if TYPE_CHECKING:
    from bot.client import RummyBot

log = logging.getLogger("bot.discord.errors")


def new_error_id() -> str:
    return secrets.token_hex(3)


async def report_unexpected(interaction: discord.Interaction[RummyBot], error: BaseException, locale: str) -> None:
    error_id = new_error_id()
    log.error("error %s in interaction %s", error_id, interaction.id, exc_info=error)
    await reply(interaction, t(locale, "err-unexpected", id=error_id))


async def on_app_command_error(interaction: discord.Interaction[RummyBot], error: app_commands.AppCommandError) -> None:
    """Tree-wide handler: a command that failed before its body ran (Discord's own checks, an option that did not
    convert) or with a surprise still gets an answer within Discord's 3 seconds."""
    try:
        locale = await user_locale(interaction)
    except Exception:
        locale = "en"
    # (A refusal never gets here: every command's body runs in ``guard.guarded``, the one place refusals are answered.)
    original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
    if isinstance(original, app_commands.MissingPermissions):
        await reply(interaction, t(locale, "err-missing-permissions"))
    elif isinstance(original, app_commands.NoPrivateMessage):
        await reply(interaction, t(locale, "err-guild-only"))
    elif isinstance(original, app_commands.CheckFailure):
        await reply(interaction, t(locale, "err-not-allowed"))
    elif isinstance(original, app_commands.TransformerError):
        await reply(interaction, t(locale, "err-bad-input", value=str(original.value)[: limits.ECHOED_VALUE_CHARS]))
    else:
        await report_unexpected(interaction, original, locale)
