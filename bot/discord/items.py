"""The persistent items: the lobby's buttons and settings form, "My hand", "Rematch", and the game's move buttons
and menus, with their custom ids.

Every item is a ``DynamicItem`` whose ``custom_id`` names the game (and, for game actions, a ``Stamp`` of what the
control showed: the seat's hand and controls, or the claim window), so it keeps working after a restart, and a
click on an outdated message is answered with "this table has moved on" instead of acting twice. Lobby buttons
carry no version: joining twice is harmless and answered as such.

A press on "My hand" or on a move goes down the path of a move (``bot.discord.moves``), which answers with a panel
built of these items (``bot.discord.panels``); the items reach that path through the bot (``RummyBot.presses``) so
that they need not import it back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import parse_qsl, urlencode

import discord

from bot.discord import limits
from bot.discord.guard import bot_of, guarded, may_manage, require_bot_permissions
from bot.discord.replies import defer, reply
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules.base import Command
from bot.tables import pace_named

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.tables import Table

# -- lobby -------------------------------------------------------------------------------------------------------


def lobby_of(bot: RummyBot, game_id: int) -> Table:
    """The open lobby a lobby button or the settings form belongs to; refused once it has started or closed."""
    table = bot.tables.by_id(game_id)
    if table is None or table.status != "lobby":
        raise Refusal("lobby-closed")
    return table

LOBBY_ACTIONS = ("join", "leave", "addbot", "settings", "start", "cancel")


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rb:lobby:(?P<game>\d+):(?P<what>[a-z-]+)"):
    def __init__(self, game_id: int, what: str, label: str = "", style: discord.ButtonStyle | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=label or what, custom_id=f"rb:lobby:{game_id}:{what}",
            style=style or discord.ButtonStyle.secondary,
        ))
        self.game_id = game_id
        self.what = what

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> LobbyButton:
        button = cast(discord.ui.Button[Any], item)
        return cls(int(match["game"]), match["what"], button.label or "", button.style)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, self._run)

    async def _run(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        bot = bot_of(interaction)
        table = lobby_of(bot, self.game_id)
        user = interaction.user
        name = user.display_name
        manage = may_manage(interaction)
        if self.what == "join":
            await bot.tables.lobby.join(table, user.id, name)
            await reply(interaction, t(locale, "lobby-you-joined", game=t(locale, f"game-{table.kind}")))
        elif self.what == "leave":
            await bot.tables.lobby.leave(table, user.id)
            await reply(interaction, t(locale, "lobby-you-left"))
        elif self.what == "start":
            await defer(interaction)
            await bot.tables.lobby.start(table, user.id, may_manage=manage)
            await reply(interaction, t(locale, "lobby-started"))
        elif self.what == "cancel":
            await bot.tables.lobby.cancel(table, user.id, may_manage=manage)
            await reply(interaction, t(locale, "lobby-cancelled-by-you"))
        elif self.what == "addbot":
            if user.id != table.host_id and not manage:
                raise Refusal("host-only")
            view = discord.ui.View(timeout=None)
            for level, style in (("easy", discord.ButtonStyle.success), ("medium", discord.ButtonStyle.primary),
                                 ("hard", discord.ButtonStyle.danger)):
                view.add_item(LobbyButton(table.id, f"ai-{level}", t(locale, f"level-{level}"), style))
            await reply(interaction, t(locale, "lobby-choose-level"), view=view)
        elif self.what.startswith("ai-"):
            await bot.tables.lobby.add_ai(table, user.id, self.what[3:], may_manage=manage,
                                    name=await ai_seat_names(bot, table))
            await reply(interaction, t(locale, "lobby-ai-added", level=t(locale, f"level-{self.what[3:]}")))
        elif self.what == "settings":
            if user.id != table.host_id and not manage:
                raise Refusal("host-only")
            await interaction.response.send_modal(SettingsModal(table, locale))
        else:
            await reply(interaction, t(locale, "err-unknown-button"))


async def ai_seat_names(bot: RummyBot, table: Table) -> Callable[[int], str]:
    """Computer players are named in the channel's language, which everyone at the table reads ("IA 2")."""
    locale = await bot.presenter.channel_locale(table)
    return lambda number: t(locale, "ai-seat-name", number=number)


class SettingsModal(discord.ui.Modal):
    """The host's settings: preset, turn timer and any game option as ``name = value`` lines."""

    def __init__(self, table: Table, locale: str) -> None:
        super().__init__(title=t(locale, "settings-title"), custom_id=f"rb:settings:{table.id}")
        self.game_id = table.id
        self.preset: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=t(locale, "settings-preset"), custom_id="preset", required=False, max_length=limits.PRESET_INPUT_CHARS,
            default=table.preset or "", placeholder=", ".join(table.rules.presets)[: limits.INPUT_PLACEHOLDER_CHARS],
        )
        pace = pace_named(table.settings.pace)  # a slow table's clock runs to hours, its label says how far
        self.turn: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=t(locale, "settings-turn-timer") if pace.name == "live" else
            t(locale, "settings-turn-timer-pace", low=pace.min_turn_seconds, high=pace.max_turn_seconds),
            custom_id="turn_seconds", required=False, max_length=len(str(pace.max_turn_seconds)),
            default=str(table.settings.turn_seconds),
        )
        self.pace: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=t(locale, "settings-ai-pace"), custom_id="ai_pace", required=False, max_length=10,
            default=table.settings.ai_pace, placeholder=t(locale, "settings-ai-pace-placeholder"),
        )
        overrides = table.record.options.get("overrides", {})
        self.options: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=t(locale, "settings-options"), custom_id="options", required=False,
            style=discord.TextStyle.paragraph, max_length=1000,
            default="\n".join(f"{k} = {v}" for k, v in overrides.items()),
            placeholder=t(locale, "settings-options-placeholder")[: limits.INPUT_PLACEHOLDER_CHARS],
        )
        for item in (self.preset, self.turn, self.pace, self.options):
            self.add_item(item)

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, self._run)

    async def _run(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        bot = bot_of(interaction)
        table = lobby_of(bot, self.game_id)
        overrides = parse_option_lines(str(self.options.value or ""))
        turn_raw = str(self.turn.value or "").strip()
        if turn_raw and not turn_raw.isdigit():
            raise Refusal("bad-turn-timer", seconds=turn_raw)
        await bot.tables.lobby.configure(
            table, interaction.user.id, preset=str(self.preset.value or "").strip() or None, overrides=overrides,
            turn_seconds=int(turn_raw) if turn_raw else None, may_manage=may_manage(interaction),
            ai_pace=str(self.pace.value or "").strip().lower() or None,
        )
        await reply(interaction, t(locale, "settings-saved"))


def parse_option_lines(text: str) -> dict[str, str]:
    """``name = value`` per line (or ``name: value``); blank lines ignored."""
    options: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        for separator in ("=", ":"):
            if separator in line:
                name, value = line.split(separator, 1)
                options[name.strip()] = value.strip()
                break
        else:
            raise Refusal("bad-option-line", line=line[: limits.ECHOED_LINE_CHARS])
    return options


def lobby_buttons(table: Table, locale: str) -> list[LobbyButton]:
    styles = {"join": discord.ButtonStyle.success, "start": discord.ButtonStyle.primary,
              "cancel": discord.ButtonStyle.danger}
    return [LobbyButton(table.id, what, t(locale, f"lobby-button-{what}"), styles.get(what, discord.ButtonStyle.secondary))
            for what in LOBBY_ACTIONS]


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rb:rematch:(?P<game>\d+)"):
    """On a finished table: opens a new lobby in the channel with the same game, settings and players."""

    def __init__(self, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "rematch", custom_id=f"rb:rematch:{game_id}",
                                           style=discord.ButtonStyle.success))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> RematchButton:
        return cls(int(match["game"]), cast(discord.ui.Button[Any], item).label or "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, self._run)

    async def _run(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        bot = bot_of(interaction)
        existing = bot.tables.get(interaction.channel_id or 0)
        if existing is not None:
            raise Refusal("channel-busy", game=t(locale, f"game-{existing.kind}"))
        require_bot_permissions(interaction, locale)
        user = interaction.user
        await bot.tables.lobby.rematch(guild_id=interaction.guild_id or 0, channel_id=interaction.channel_id or 0,
                                 host_id=user.id, host_name=user.display_name)
        await reply(interaction, t(locale, "lobby-rematch"))


# -- running game ------------------------------------------------------------------------------------------------


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rb:hand:(?P<game>\d+)"):
    def __init__(self, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "hand", custom_id=f"rb:hand:{game_id}",
                                           style=discord.ButtonStyle.primary))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> HandButton:
        return cls(int(match["game"]), cast(discord.ui.Button[Any], item).label or "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, lambda i, locale: bot_of(i).presses.hand(i, locale, self.game_id))


def encode_args(args: Mapping[str, str]) -> str:
    return urlencode(sorted(args.items()))


def decode_args(text: str) -> dict[str, str]:
    return dict(parse_qsl(text, keep_blank_values=True))



# An argument that only keeps two controls of one panel apart (Discord refuses a message whose custom_ids repeat,
# e.g. Rummy's suggested melds and its pick-your-own meld are both "meld cards"); it never reaches the game.
SLOT_ARG = "_slot"


def _command_args(args: Mapping[str, str]) -> dict[str, str]:
    return {name: value for name, value in args.items() if name != SLOT_ARG}


@dataclass(frozen=True)
class Stamp:
    """How a clicked control proves it is current: ``seat`` (the panel's ``seat_stamp``) or ``window`` (the id of
    the claim window whose shared buttons every claimant presses alike)."""

    kind: str
    value: int


class ActionButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rb:(?P<kind>act|win):(?P<game>\d+):(?P<stamp>\d+):(?P<command>[a-z_]+):(?P<args>.*)",
):
    """A move button: on a private panel (``act``, stamped with the seat's panel) or shared on the table message
    during a claim window (``win``, stamped with the window)."""

    def __init__(self, game_id: int, stamp: int, command: str, args: Mapping[str, str], label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary, *, shared: bool = False,
                 emoji: discord.PartialEmoji | None = None) -> None:
        kind = "win" if shared else "act"
        super().__init__(discord.ui.Button(
            label=label or command, style=style, emoji=emoji,
            custom_id=f"rb:{kind}:{game_id}:{stamp}:{command}:{encode_args(args)}"[: limits.CUSTOM_ID_CHARS],
        ))
        self.game_id, self.command, self.args = game_id, command, dict(args)
        self.stamp = Stamp("window" if shared else "seat", stamp)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> ActionButton:
        button = cast(discord.ui.Button[Any], item)
        return cls(int(match["game"]), int(match["stamp"]), match["command"], decode_args(match["args"]),
                   button.label or "", button.style, shared=match["kind"] == "win", emoji=button.emoji)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        command = Command(self.command, _command_args(self.args))
        await guarded(interaction, lambda i, locale: bot_of(i).presses.move(i, locale, self.game_id, self.stamp, command))


class ActionSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"rb:sel:(?P<game>\d+):(?P<stamp>\d+):(?P<command>[a-z_]+):(?P<arg>[a-z_]+):(?P<args>.*)",
):
    def __init__(self, game_id: int, stamp: int, command: str, arg: str, args: Mapping[str, str],
                 placeholder: str = "", choices: Sequence[tuple[str, str]] = (), max_values: int = 1) -> None:
        """``choices`` are (value, label) pairs; up to ``max_values`` of them may be picked at once."""
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"rb:sel:{game_id}:{stamp}:{command}:{arg}:{encode_args(args)}"[: limits.CUSTOM_ID_CHARS],
            placeholder=placeholder[: limits.MENU_PLACEHOLDER_CHARS] or None,
            max_values=max(1, min(max_values, len(choices), limits.MENU_OPTIONS)),
            options=[discord.SelectOption(label=label[: limits.OPTION_CHARS], value=value[: limits.OPTION_CHARS])
                     for value, label in choices[: limits.MENU_OPTIONS]]
            or [discord.SelectOption(label="-", value="-")],
        )
        super().__init__(select)
        self.game_id, self.command, self.arg, self.args = game_id, command, arg, dict(args)
        self.stamp = Stamp("seat", stamp)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> ActionSelect:
        select = cast(discord.ui.Select[Any], item)
        return cls(int(match["game"]), int(match["stamp"]), match["command"], match["arg"],
                   decode_args(match["args"]), select.placeholder or "",
                   [(o.value, o.label) for o in select.options], select.max_values)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data = cast(dict[str, Any], interaction.data or {})
        value = " ".join(str(v) for v in data.get("values") or [])
        command = Command(self.command, {**_command_args(self.args), self.arg: value})
        await guarded(interaction, lambda i, locale: bot_of(i).presses.move(i, locale, self.game_id, self.stamp, command))


def command_of_custom_id(custom_id: str, value: str | None = None) -> Command | None:
    """The player command a game control stands for (a select's ``value`` filled in), or None for other items."""
    if match := ActionButton.__discord_ui_compiled_template__.fullmatch(custom_id):  # a panel's or the window's
        return Command(match["command"], _command_args(decode_args(match["args"])))
    if match := ActionSelect.__discord_ui_compiled_template__.fullmatch(custom_id):
        return Command(match["command"], {**_command_args(decode_args(match["args"])), match["arg"]: value or ""})
    return None
