"""Discord components of the tables: lobby buttons, "My hand", and the per-seat action controls.

Every component is a ``DynamicItem`` whose ``custom_id`` names the game (and, for game actions, a stamp of what
the control showed: the seat's hand and controls, or the claim window), so it keeps working after a restart, and a
click on an outdated message is answered with "this table has moved on" instead of acting twice. Lobby buttons carry no version: joining twice is harmless and answered as such.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import parse_qsl, urlencode

import discord

from bot.discord.emojis import emoji_for
from bot.discord.errors import report_unexpected
from bot.discord.hands import hand_message, in_language, marked_of, panel_controls
from bot.discord.locale import interaction_prefs, user_locale
from bot.discord.message_age import panel_editable
from bot.discord.replies import answered_in_time, answering, clip, defer, first_answer, owe_first, reply
from bot.i18n import t
from bot.rules.base import Command, Control, IllegalMove
from bot.tables import pace_named
from bot.texts import event_text, label_text, readable_suits, refusal_text

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.tables import Table

log = logging.getLogger(__name__)

# Discord's colour for each button style of the rules (``bot.rules.base.ButtonStyle``).
STYLES = {
    "main": discord.ButtonStyle.primary,
    "plain": discord.ButtonStyle.secondary,
    "go": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
MAX_SELECT_OPTIONS = 25  # Discord's limit for a select menu (the rules offer at most MENU_CHOICES)


def bot_of(interaction: discord.Interaction) -> RummyBot:
    return interaction.client  # type: ignore[return-value]


# What the bot needs in a channel to run a table there: see it, post the table, its picture and embeds.
NEEDED_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "attach_files")


def require_bot_permissions(interaction: discord.Interaction, locale: str) -> None:
    """Refuse, naming what is missing, before opening a table where the bot could not show it."""
    granted = interaction.app_permissions
    needed = list(NEEDED_PERMISSIONS)
    if isinstance(interaction.channel, discord.Thread):
        needed[1] = "send_messages_in_threads"
    missing = [name for name in needed if not getattr(granted, name)]
    if missing:
        raise IllegalMove("bot-missing-permission", permissions=", ".join(t(locale, f"perm-{name}") for name in missing))


def may_manage(interaction: discord.Interaction) -> bool:
    """Members with Manage Messages may run any table, as a host would."""
    permissions = getattr(interaction.user, "guild_permissions", None)
    return bool(permissions and permissions.manage_messages)


# -- lobby -------------------------------------------------------------------------------------------------------


def lobby_of(bot: RummyBot, game_id: int) -> Table:
    """The open lobby a lobby button or the settings form belongs to; refused once it has started or closed."""
    table = bot.tables.by_id(game_id)
    if table is None or table.status != "lobby":
        raise IllegalMove("lobby-closed")
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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> LobbyButton:
        button = cast(discord.ui.Button[Any], item)
        return cls(int(match["game"]), match["what"], button.label or "", button.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run)

    async def _run(self, interaction: discord.Interaction, locale: str) -> None:
        bot = bot_of(interaction)
        table = lobby_of(bot, self.game_id)
        user = interaction.user
        name = user.display_name
        manage = may_manage(interaction)
        if self.what == "join":
            await bot.tables.join(table, user.id, name)
            await reply(interaction, t(locale, "lobby-you-joined", game=t(locale, f"game-{table.kind}")))
        elif self.what == "leave":
            await bot.tables.leave(table, user.id)
            await reply(interaction, t(locale, "lobby-you-left"))
        elif self.what == "start":
            await defer(interaction)
            await bot.tables.start(table, user.id, may_manage=manage)
            await reply(interaction, t(locale, "lobby-started"))
        elif self.what == "cancel":
            await bot.tables.cancel(table, user.id, may_manage=manage)
            await reply(interaction, t(locale, "lobby-cancelled-by-you"))
        elif self.what == "addbot":
            if user.id != table.host_id and not manage:
                raise IllegalMove("host-only")
            view = discord.ui.View(timeout=None)
            for level, style in (("easy", discord.ButtonStyle.success), ("medium", discord.ButtonStyle.primary),
                                 ("hard", discord.ButtonStyle.danger)):
                view.add_item(LobbyButton(table.id, f"ai-{level}", t(locale, f"level-{level}"), style))
            await reply(interaction, t(locale, "lobby-choose-level"), view=view)
        elif self.what.startswith("ai-"):
            await bot.tables.add_ai(table, user.id, self.what[3:], may_manage=manage,
                                    name=await ai_seat_names(bot, table))
            await reply(interaction, t(locale, "lobby-ai-added", level=t(locale, f"level-{self.what[3:]}")))
        elif self.what == "settings":
            if user.id != table.host_id and not manage:
                raise IllegalMove("host-only")
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
            label=t(locale, "settings-preset"), custom_id="preset", required=False, max_length=40,
            default=table.preset or "", placeholder=", ".join(table.rules.presets)[:100],
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
            placeholder=t(locale, "settings-options-placeholder")[:100],
        )
        for item in (self.preset, self.turn, self.pace, self.options):
            self.add_item(item)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run)

    async def _run(self, interaction: discord.Interaction, locale: str) -> None:
        bot = bot_of(interaction)
        table = lobby_of(bot, self.game_id)
        overrides = parse_option_lines(str(self.options.value or ""))
        turn_raw = str(self.turn.value or "").strip()
        if turn_raw and not turn_raw.isdigit():
            raise IllegalMove("bad-turn-timer", seconds=turn_raw)
        await bot.tables.configure(
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
            raise IllegalMove("bad-option-line", line=line[:80])
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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> RematchButton:
        return cls(int(match["game"]), cast(discord.ui.Button[Any], item).label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run)

    async def _run(self, interaction: discord.Interaction, locale: str) -> None:
        bot = bot_of(interaction)
        existing = bot.tables.get(interaction.channel_id or 0)
        if existing is not None:
            raise IllegalMove("channel-busy", game=t(locale, f"game-{existing.kind}"))
        require_bot_permissions(interaction, locale)
        user = interaction.user
        await bot.tables.rematch(guild_id=interaction.guild_id or 0, channel_id=interaction.channel_id or 0,
                                 host_id=user.id, host_name=user.display_name)
        await reply(interaction, t(locale, "lobby-rematch"))


# -- running game ------------------------------------------------------------------------------------------------


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rb:hand:(?P<game>\d+)"):
    def __init__(self, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "hand", custom_id=f"rb:hand:{game_id}",
                                           style=discord.ButtonStyle.primary))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> HandButton:
        return cls(int(match["game"]), cast(discord.ui.Button[Any], item).label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run)

    async def _run(self, interaction: discord.Interaction, locale: str) -> None:
        bot = bot_of(interaction)
        table = bot.tables.by_id(self.game_id)
        if table is None:
            await reply(interaction, t(locale, "err-game-over"))
            return
        await send_hand(interaction, table, locale)


def _encode_args(args: Mapping[str, str]) -> str:
    return urlencode(sorted(args.items()))


def _decode_args(text: str) -> dict[str, str]:
    return dict(parse_qsl(text, keep_blank_values=True))


# An argument that only keeps two controls of one panel apart (Discord refuses a message whose custom_ids repeat,
# e.g. Rummy's suggested melds and its pick-your-own meld are both "meld cards"); it never reaches the game.
SLOT_ARG = "_slot"


def _command_args(args: Mapping[str, str]) -> dict[str, str]:
    return {name: value for name, value in args.items() if name != SLOT_ARG}


def seat_stamp(table: Table, seat: int, controls: Sequence[Control] | None = None) -> int:
    """What a seat's panel showed: its hand and its controls' commands (``controls``: those it showed, by default
    the seat's controls now). A panel button is valid while these are unchanged, so other players' moves do not
    make it stale, but a second click on a move already made is refused. Labels do not count: a control offered
    ahead of the player's turn ("Take the discard") is the same move as the one offered when the turn comes."""
    hand = table.rules.hand_text(table.view(seat))
    shown = table.controls(seat) if controls is None else controls
    moves = [(c.command, sorted(c.args.items()), c.arg, c.choices, c.max_choices) for c in shown]
    return zlib.crc32(repr((hand, moves)).encode())


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
            custom_id=f"rb:{kind}:{game_id}:{stamp}:{command}:{_encode_args(args)}"[:100],
        ))
        self.game_id, self.command, self.args = game_id, command, dict(args)
        self.stamp = Stamp("window" if shared else "seat", stamp)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> ActionButton:
        button = cast(discord.ui.Button[Any], item)
        return cls(int(match["game"]), int(match["stamp"]), match["command"], _decode_args(match["args"]),
                   button.label or "", button.style, shared=match["kind"] == "win", emoji=button.emoji)

    async def callback(self, interaction: discord.Interaction) -> None:
        command = Command(self.command, _command_args(self.args))
        await guarded(interaction, lambda i, locale: perform(i, locale, self.game_id, self.stamp, command))


class ActionSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"rb:sel:(?P<game>\d+):(?P<stamp>\d+):(?P<command>[a-z_]+):(?P<arg>[a-z_]+):(?P<args>.*)",
):
    def __init__(self, game_id: int, stamp: int, command: str, arg: str, args: Mapping[str, str],
                 placeholder: str = "", choices: Sequence[tuple[str, str]] = (), max_values: int = 1) -> None:
        """``choices`` are (value, label) pairs; up to ``max_values`` of them may be picked at once."""
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"rb:sel:{game_id}:{stamp}:{command}:{arg}:{_encode_args(args)}"[:100],
            placeholder=placeholder[:150] or None,
            max_values=max(1, min(max_values, len(choices), MAX_SELECT_OPTIONS)),
            options=[discord.SelectOption(label=label[:100], value=value[:100])
                     for value, label in choices[:MAX_SELECT_OPTIONS]]
            or [discord.SelectOption(label="-", value="-")],
        )
        super().__init__(select)
        self.game_id, self.command, self.arg, self.args = game_id, command, arg, dict(args)
        self.stamp = Stamp("seat", stamp)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> ActionSelect:
        select = cast(discord.ui.Select[Any], item)
        return cls(int(match["game"]), int(match["stamp"]), match["command"], match["arg"],
                   _decode_args(match["args"]), select.placeholder or "",
                   [(o.value, o.label) for o in select.options], select.max_values)

    async def callback(self, interaction: discord.Interaction) -> None:
        data = cast(dict[str, Any], interaction.data or {})
        value = " ".join(str(v) for v in data.get("values") or [])
        command = Command(self.command, {**_command_args(self.args), self.arg: value})
        await guarded(interaction, lambda i, locale: perform(i, locale, self.game_id, self.stamp, command))


def command_of_custom_id(custom_id: str, value: str | None = None) -> Command | None:
    """The player command a game control stands for (a select's ``value`` filled in), or None for other items."""
    if match := ActionButton.__discord_ui_compiled_template__.fullmatch(custom_id):  # a panel's or the window's
        return Command(match["command"], _command_args(_decode_args(match["args"])))
    if match := ActionSelect.__discord_ui_compiled_template__.fullmatch(custom_id):
        return Command(match["command"], {**_command_args(_decode_args(match["args"])), match["arg"]: value or ""})
    return None


PANEL_ROWS, ROW_BUTTONS = 5, 5  # a message's action rows, and the buttons one row holds


def controls_view(table: Table, seat: int, locale: str, *, ahead: bool = True) -> discord.ui.View:
    """The seat's own controls (ephemeral only: selects may list the seat's cards). ``ahead``: a panel in the
    channel, with the controls offered ahead of the seat's turn and its own Refresh (a hand DM has neither: its
    player's turn brings a new DM, which the bot keeps current).

    A menu of single cards becomes a row of card buttons when they fit (one tap instead of two; a forced move is
    one button): the first such menu only, so that two menus of the same cards do not become look-alike rows. A
    card button shows its card's application emoji (``bot.discord.emojis``) beside its text label."""
    view = discord.ui.View(timeout=None)
    shown, ready = panel_controls(table, seat)
    if ready and not ahead:
        return view
    stamp = seat_stamp(table, seat, shown)
    buttons = [c for c in shown if not c.choices][: PANEL_ROWS * ROW_BUTTONS - 1]
    selects = [c for c in shown if c.choices]
    hand = table.rules.hand_text(table.view(seat)).split()
    slots: dict[tuple[str, ...], int] = {}

    def unique(control: Control) -> Mapping[str, str]:
        """The control's args, with a slot number when an earlier control of this panel has the same ones."""
        key = (control.command, control.arg or "", _encode_args(control.args))
        slot = slots[key] = slots.get(key, -1) + 1
        return {**control.args, SLOT_ARG: str(slot)} if slot else control.args

    def rows(count: int) -> int:
        return -(-count // ROW_BUTTONS)

    tapped = next((c for c in selects if c.max_choices == 1 and all(v in hand for v in c.choices)), None)
    # Refresh goes last in the card rows when they have room, else beside the other buttons.
    refresh_with_cards = ahead and tapped is not None and len(tapped.choices) % ROW_BUTTONS != 0
    plain_rows = rows(len(buttons) + (1 if ahead and not refresh_with_cards else 0))
    if tapped is not None and plain_rows + rows(len(tapped.choices)) + len(selects) - 1 > PANEL_ROWS:
        tapped, refresh_with_cards = None, False  # the cards do not fit beside the other menus: a menu it stays
        plain_rows = rows(len(buttons) + (1 if ahead else 0))
    refresh = HandButton(table.id, t(locale, "button-refresh"))
    refresh.item.style = discord.ButtonStyle.secondary
    for control in buttons:
        view.add_item(ActionButton(table.id, stamp, control.command, unique(control), control_label(control, locale)[:80],
                                   STYLES.get(control.style, discord.ButtonStyle.secondary)))
    if ahead and not refresh_with_cards:
        view.add_item(refresh)
    row = plain_rows
    if tapped is not None:
        args = unique(tapped)
        style = STYLES.get(tapped.style, discord.ButtonStyle.secondary)
        for index, (value, label) in enumerate(in_hand_order(
                [(choice, choice_label(table, tapped, choice, locale)) for choice in tapped.choices], hand)):
            button = ActionButton(table.id, stamp, tapped.command, {**args, tapped.arg or "value": value},
                                  label[:80], style, emoji=emoji_for(table.kind, value))
            button.item.row = row + index // ROW_BUTTONS
            view.add_item(button)
        if refresh_with_cards:
            refresh.item.row = row + len(tapped.choices) // ROW_BUTTONS
            view.add_item(refresh)
        row += rows(len(tapped.choices))
    for control in [c for c in selects if c is not tapped][: PANEL_ROWS - row]:
        select = ActionSelect(table.id, stamp, control.command, control.arg or "value", unique(control),
                              control_label(control, locale),
                              in_hand_order([(choice, choice_label(table, control, choice, locale))
                                             for choice in control.choices], hand), control.max_choices)
        select.item.row = row
        row += 1
        show_faces(select.item, table.kind)
        view.add_item(select)
    return view


def show_faces(select: discord.ui.Select[Any], kind: str) -> None:
    """A menu's options that are one card or tile each show its application emoji beside their text, as card
    buttons do (an option whose emoji does not exist keeps its text alone)."""
    for option in select.options:
        option.emoji = emoji_for(kind, option.value)


def in_hand_order(choices: list[tuple[str, str]], hand: Sequence[str]) -> list[tuple[str, str]]:
    """A menu of single cards (or tiles) of the hand lists them as the hand does, where the eye finds them; other
    menus (melds, seats, suggestions) keep the game's order."""
    if not choices or not all(value in hand for value, _label in choices):
        return choices
    return sorted(choices, key=lambda choice: hand.index(choice[0]))


def control_label(control: Control, locale: str) -> str:
    """A button's label or a menu's placeholder, with ♠ and ♣ that read on the dark theme."""
    return readable_suits(t(locale, control.label, **dict(control.label_params)))


def choice_label(table: Table, control: Control, choice: str, locale: str) -> str:
    """A menu option's label (♠ and ♣ readable on the dark theme; the value sent stays in notation)."""
    return readable_suits(in_language(table, _choice_label(table, control, choice, locale), locale))


def _choice_label(table: Table, control: Control, choice: str, locale: str) -> str:
    if control.choice_labels and choice in control.choices:
        return label_text(control.choice_labels[control.choices.index(choice)], locale)
    if control.choices_are_seats and choice.lstrip("-").isdigit() and 0 <= int(choice) < len(table.seats):
        return table.names[int(choice)]
    if control.choice_label:
        return t(locale, control.choice_label, **{control.choice_param: choice})
    return choice


def check_stamp(bot: RummyBot, table: Table, seat: int, stamp: Stamp) -> None:
    """Refuse a click on a control that no longer shows the truth (the seat's panel or the claim window changed)."""
    if stamp.kind == "window":
        if bot.presenter.window_id(table) != stamp.value:
            raise IllegalMove("table-moved-on")
    elif seat_stamp(table, seat) != stamp.value:
        shown, ready = panel_controls(table, seat)
        if ready and seat_stamp(table, seat, shown) == stamp.value:
            raise IllegalMove("not-your-turn")  # pressed ahead of the turn: it will work once the turn comes
        raise IllegalMove("table-moved-on")


async def perform(interaction: discord.Interaction, locale: str, game_id: int, stamp: Stamp | None,
                  command: Command) -> None:
    """Run one player command on the table of ``game_id`` (or of the channel), answering ephemerally.

    The click is checked against the table as it is when the move is committed: if another move lands first
    (several claimants at once, a computer player), the check and the parse are made again on the new state."""
    bot = bot_of(interaction)
    table = bot.tables.by_id(game_id) if game_id else bot.tables.get(interaction.channel_id or 0)
    if table is None:
        raise IllegalMove("no-game-here" if not game_id else "game-over")
    if table.status != "running":
        raise IllegalMove("game-not-running")
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise IllegalMove("not-a-player")
    await _perform(interaction, locale, table, seat, stamp, command)


async def _perform(interaction: discord.Interaction, locale: str, table: Table, seat: int, stamp: Stamp | None,
                   command: Command) -> None:
    bot = bot_of(interaction)
    hint = table.game.hint
    if hint is not None and command.name == hint.command:
        # A hint is a question, not a move: nothing changes, nobody else hears of it. Tile Rummy's runs the solver,
        # so it is worked out off the event loop (states are never mutated: reading one from a thread is safe).
        answer = await asyncio.to_thread(hint.answer, table.state, seat)
        await send_hand(interaction, table, locale, header=event_text(answer, table.names, locale))
        return
    async with bot.presenter.answer_first(table, seat):
        for attempt in range(3):
            try:
                if stamp is not None:
                    check_stamp(bot, table, seat, stamp)
                version = table.version
                action = parse_move(table, seat, command, locale, typed=stamp is None)
            except IllegalMove as refusal:
                raise whose_turn(refusal, table, seat, locale) from None
            try:
                events = await table.act(seat, action, expected_version=version)
                break
            except IllegalMove as refusal:
                if refusal.code == "table-moved-on" and attempt < 2:
                    continue
                if stamp is not None and stamp.kind == "seat" and interaction.guild_id is not None \
                        and on_a_panel(interaction):
                    # A move refused on the panel in the channel: said at the panel's top, the panel kept below it
                    # to play on (a new message under it would push it up and leave two to read).
                    await send_hand(interaction, table, locale, header=refusal_text(refusal, table.names, locale))
                    return
                raise whose_turn(refusal, table, seat, locale) from None
        lines = [event_text(e, table.names, locale) for e in events if e.private_to in (None, seat)]
        deadline = table.deadline("turn")
        if table.status == "running" and table.in_claim_window() and seat not in table.to_act() and deadline:
            # The player's own move opened a window for the others: they learn when their game goes on.
            lines.append(t(locale, "claim-window-closes", when=f"<t:{int(deadline)}:R>"))
        owed = t(locale, "answer-owed", text=" ".join(lines))
        if table.status != "running":
            await reply(interaction, "\n".join([*lines, t(locale, "table-finished")]), keep_if_lost=owed)
            return
        if stamp is not None and stamp.kind == "window":
            # An answer to a claim window, pressed on the table message: what happened and the hand as text. Not a
            # new panel (that would also retire the player's current one); their own turn brings them controls.
            content, _picture = await hand_message(table, seat, locale, marked=(), with_picture=False,
                                                 with_controls=False)
            if await reply(interaction, "\n\n".join(filter(None, ["\n".join(lines), content])), keep_if_lost=owed):
                bot.presenter.note_shown(table, seat, with_controls=False)
                bot.presenter.note_answer(table, seat, in_channel=True)
            return
        await send_hand(interaction, table, locale, header="\n".join(lines), keep_if_lost=owed,
                        marked=marked_of(events, seat), typed_move=stamp is None)


def whose_turn(refusal: IllegalMove, table: Table, seat: int, locale: str) -> IllegalMove:
    """"Not your turn" says whose turn it is and what the table waits for (and that the panel will come alive)."""
    if refusal.code != "not-your-turn" or table.status != "running":
        return refusal
    status = event_text(table.rules.status(table.view(seat)), table.names, locale)
    return IllegalMove("not-your-turn-waiting", status=status)


def parse_move(table: Table, seat: int, command: Command, locale: str, *, typed: bool) -> Any:
    """The game's action for ``command``. A typed command the game does not have is answered with the moves it
    does have (``/play`` in Rummy: its moves are /draw, /meld, /layoff, /discard)."""
    try:
        return table.rules.parse(table.state, seat, command, locale)
    except IllegalMove as refusal:
        if not typed or refusal.code != "unknown-command":
            raise
        raise IllegalMove("not-a-move-here", command=command.name, game=t(locale, f"game-{table.kind}"),
                          moves=", ".join(f"/{name}" for name in table.game.typed_moves),
                          hand=t(locale, "button-my-hand")) from None


def on_a_panel(interaction: discord.Interaction) -> bool:
    """The click came from the player's own panel (their ephemeral hand or their hand DM): answer by editing it."""
    message = interaction.message
    if interaction.type != discord.InteractionType.component or message is None:
        return False
    return bool(message.flags.ephemeral) or interaction.guild_id is None


async def send_hand(interaction: discord.Interaction, table: Table, locale: str, header: str = "",
                    keep_if_lost: str = "", marked: Sequence[str] = (), *, typed_move: bool = False) -> None:
    """The seat's private panel: text, image and the seat's controls. A click on a panel edits that panel; any
    other way in (My hand, /hand, a move command) posts a new one, and the player's previous panel goes.

    ``typed_move``: the answer to a move typed in the channel. If it offers no move (the turn is over; not a claim
    window, which only pauses the drawer's turn), it is an answer, not a panel: no buttons, and it stays when the
    next one comes (nothing on it goes stale, so nothing is deleted: a typed turn costs the answer, the table's
    edit and the "Your turn." of ``Presenter.edit_channel_panel``)."""
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise IllegalMove("not-a-player")
    if table.status != "running":
        raise IllegalMove("game-over" if table.status == "finished" else "game-not-running")
    prefs = await interaction_prefs(interaction)  # text table, colours (/display); read with the language
    in_channel = interaction.guild_id is not None  # not the hand DM: the player sees the table message
    # In the hand DM, no controls ahead of the turn: the turn brings a new DM with them, and the old one keeps none.
    content, file = await hand_message(table, seat, locale, marked=marked, with_controls=in_channel, prefs=prefs)
    if header:
        content = f"{in_language(table, header, locale)}\n\n{content}"
    view = controls_view(table, seat, locale, ahead=in_channel)
    if typed_move and in_channel and not offers_moves(view) and not table.in_claim_window():
        view = discord.ui.View(timeout=None)
        interaction.extras[PLAIN_ANSWER] = True
    presenter = bot_of(interaction).presenter
    if on_a_panel(interaction):
        if await edit_panel(interaction, content, file, view):
            presenter.note_shown(table, seat)
            presenter.note_answer(table, seat, in_channel=in_channel)
            await _retire_other_panels(interaction, table, seat, view, locale)
            return
        keep_if_lost = ""  # the answer is posted below instead
    previous = presenter.panels.get((table.id, seat))
    if await reply(interaction, content, file=file, view=view, keep_if_lost=keep_if_lost):
        presenter.note_shown(table, seat)
        presenter.note_answer(table, seat, in_channel=in_channel)
        if in_channel:
            presenter.panels[(table.id, seat)] = interaction
        if previous is not None and previous.guild_id is not None and previous.id != interaction.id and in_channel \
                and not previous.extras.get(PLAIN_ANSWER):
            await retire_panel(previous, locale)
        await _retire_other_panels(interaction, table, seat, view, locale)


# Marks (in ``Interaction.extras``) the answer to a typed move that offers no move: it shows no buttons, now or
# when the turn comes back (the player types), and is not deleted when a newer answer comes.
PLAIN_ANSWER = "plain_answer"


def offers_moves(view: discord.ui.View) -> bool:
    """The view holds a move (a button or menu of the game), not only Refresh."""
    return any(isinstance(item, ActionButton | ActionSelect) for item in view.children)


async def _retire_other_panels(interaction: discord.Interaction, table: Table, seat: int, view: discord.ui.View,
                               locale: str) -> None:
    """The player now plays where they were just answered: a hand DM of theirs elsewhere loses its buttons (they
    would only answer "moved on"), and the DM they answered in is remembered with whether it has controls."""
    presenter = bot_of(interaction).presenter
    if interaction.guild_id is not None:
        await presenter.retire_dm(table, seat)
    elif interaction.message is not None:
        presenter.note_dm(table, seat, interaction.message.id, with_controls=bool(view.children))


async def edit_panel(interaction: discord.Interaction, content: str, file: discord.File | None,
                     view: discord.ui.View) -> bool:
    """Update the panel the player clicked on, in place; False if Discord refused."""
    attachments = [file] if file is not None else []
    async with answering(interaction):
        return await _edit_panel(interaction, content, file, view, attachments)


async def _edit_panel(interaction: discord.Interaction, content: str, file: discord.File | None,
                      view: discord.ui.View, attachments: list[discord.File]) -> bool:
    async def update() -> None:
        if file is not None:
            file.reset()
        await interaction.response.edit_message(content=clip(content), attachments=attachments, view=view)

    try:
        if not interaction.response.is_done():
            await first_answer(interaction, update)  # (a server error or rate limit is tried once more)
        else:
            await interaction.edit_original_response(content=clip(content), attachments=attachments, view=view)
        return True
    except discord.HTTPException:
        log.warning("could not update the panel of interaction %s", interaction.id)
        if file is not None:
            file.reset()
        return False


async def retire_panel(interaction: discord.Interaction, locale: str) -> None:
    """An older panel goes (deleted; if Discord refuses, it says it was replaced and its buttons go), so nobody
    plays from it by mistake and panels do not pile up above the newest."""
    if not panel_editable(interaction):
        return  # Discord no longer lets it be edited or deleted; its buttons are refused as stale anyway
    try:
        await interaction.delete_original_response()
    except discord.HTTPException:
        with contextlib.suppress(discord.HTTPException):
            await interaction.edit_original_response(content=t(locale, "panel-replaced"), attachments=[], view=None)


async def guarded(interaction: discord.Interaction, run: Any, acknowledge: str = "") -> None:
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
        except IllegalMove as refusal:
            names: Sequence[str] = ()
            table = bot_of(interaction).tables.get(interaction.channel_id or 0)
            if table is not None:
                names = table.names
            await reply(interaction, refusal_text(refusal, names, locale))
        except Exception as error:
            await report_unexpected(interaction, error, locale)
