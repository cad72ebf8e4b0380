"""The guard of every button, menu, form and command: who may press what, and how a refusal is answered.

``guarded`` runs the body of every button, menu and form, and ``guarded_command`` that of every slash command: it
acknowledges the interaction within Discord's three seconds, answers a refusal (``Refused``: an illegal move or a ``Refusal``) privately in the
player's language and reports a surprise with an error id. The checks of who may do what (a host's powers, the
bot's own permissions in a channel) live here beside it.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar, overload

import discord
from discord.utils import resolve_annotation

from bot.discord.errors import report_unexpected
from bot.discord.locale import user_locale
from bot.discord.replies import answered_in_time, owe_first, reply
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules.base import Refused
from bot.texts import refusal_text

if TYPE_CHECKING:
    from bot.client import RummyBot


def bot_of(interaction: discord.Interaction[RummyBot]) -> RummyBot:
    return interaction.client


# What the bot needs in a channel to run a table there: see it, post the table, its picture and embeds.
NEEDED_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "attach_files")


def require_bot_permissions(interaction: discord.Interaction[RummyBot], locale: str) -> None:
    """Refuse, naming what is missing, before opening a table where the bot could not show it."""
    granted = interaction.app_permissions
    needed = list(NEEDED_PERMISSIONS)
    if isinstance(interaction.channel, discord.Thread):
        needed[1] = "send_messages_in_threads"
    missing = [name for name in needed if not getattr(granted, name)]
    if missing:
        raise Refusal("bot-missing-permission", permissions=", ".join(t(locale, f"perm-{name}") for name in missing))


def may_manage(interaction: discord.Interaction[RummyBot]) -> bool:
    """Members with Manage Messages may run any table, as a host would."""
    permissions = getattr(interaction.user, "guild_permissions", None)
    return bool(permissions and permissions.manage_messages)


def on_a_panel(interaction: discord.Interaction[RummyBot]) -> bool:
    """The click came from the player's own panel (their ephemeral hand or their hand DM): answer by editing it."""
    message = interaction.message
    if interaction.type != discord.InteractionType.component or message is None:
        return False
    return bool(message.flags.ephemeral) or interaction.guild_id is None



async def guarded(interaction: discord.Interaction[RummyBot], run: Any, acknowledge: str = "") -> None:
    """Run a component or command body: refusals become a clear ephemeral answer, surprises an error id. Discord's
    3 seconds count from here, before the first store read: if the body is slow, the interaction is acknowledged
    as ``acknowledge`` says (see ``answered_in_time``; by default an update of a player's own panel clicked on,
    else a private "thinking...")."""
    locale = "en"
    kind = acknowledge or ("update" if on_a_panel(interaction) else "private")
    async with answered_in_time(interaction, kind):
        owe_first(interaction)
        bot_of(interaction).presenter.remember_user(interaction.user)
        try:
            locale = await user_locale(interaction)
            await run(interaction, locale)
        except Refused as refusal:
            names: Sequence[str] = ()
            table = bot_of(interaction).tables.get(interaction.channel_id or 0)
            if table is not None:
                names = table.names
            await reply(interaction, refusal_text(refusal, names, locale))
        except Exception as error:
            await report_unexpected(interaction, error, locale)


Cog = TypeVar("Cog")
Options = ParamSpec("Options")
# A command's body takes (self, interaction, locale, option...); discord.py is given (self, interaction, option...).
CommandBody = Callable[Concatenate[Cog, discord.Interaction[Any], str, Options], Awaitable[None]]
CommandCallback = Callable[Concatenate[Cog, discord.Interaction[Any], Options], Coroutine[Any, Any, None]]


@overload
def guarded_command(body: CommandBody[Cog, Options], /) -> CommandCallback[Cog, Options]: ...


@overload
def guarded_command(*, acknowledge: str = "") -> Callable[[CommandBody[Cog, Options]], CommandCallback[Cog, Options]]:
    ...


def guarded_command(body: Any = None, /, *, acknowledge: str = "") -> Any:
    """Every slash command runs in ``guarded``: its body is written ``async def name(self, interaction, locale,
    option...)`` under ``@app_commands.command(...)`` and this decorator (nearest the ``def``), and Discord sees
    the command's options without ``locale``, which the guard finds and passes in (``acknowledge``: as for
    ``guarded``, e.g. "public" for an answer everyone sees)."""

    def decorate(body: CommandBody[Cog, Options]) -> CommandCallback[Cog, Options]:
        signature = inspect.signature(body)
        self_, interaction_, locale_, *options = signature.parameters.values()
        if locale_.name != "locale":
            raise TypeError(f"{body.__qualname__}: a guarded command takes (self, interaction, locale, ...)")
        # discord.py reads the options' annotations in the module of the function it is given: this one's are read
        # here, in the module of the body, so that names like ``MAX_TURN_SECONDS`` resolve where they were written.
        module = getattr(body, "__globals__", {})
        cache: dict[str, Any] = {}
        options = [option.replace(annotation=resolve_annotation(option.annotation, module, module, cache))
                   for option in options]

        @functools.wraps(body)
        async def command(self: Cog, interaction: discord.Interaction[Any], /, *args: Options.args,
                          **values: Options.kwargs) -> None:
            await guarded(interaction, lambda i, locale: body(self, i, locale, *args, **values), acknowledge)

        command.__signature__ = signature.replace(parameters=[self_, interaction_, *options])  # type: ignore[attr-defined]
        return command

    return decorate(body) if body is not None else decorate
