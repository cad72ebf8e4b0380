"""The private panels: a seat's own message of its hand, picture and controls, built, sent, updated and retired.

A panel in the channel is an ephemeral answer, a panel in DMs the hand DM; its controls are the persistent items
of ``bot.discord.items``, stamped with what the panel showed (``seat_stamp``) so that a press on an outdated one
is refused.
"""

from __future__ import annotations

import contextlib
import logging
import zlib
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.discord import limits
from bot.discord.emojis import emoji_for
from bot.discord.guard import bot_of, on_a_panel
from bot.discord.hands import hand_message, in_language, panel_controls
from bot.discord.items import SLOT_ARG, ActionButton, ActionSelect, HandButton, encode_args
from bot.discord.locale import interaction_prefs
from bot.discord.message_age import panel_editable
from bot.discord.replies import answering, clip, first_answer, reply
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules.base import Control
from bot.texts import label_text, readable_suits

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


def seat_stamp(table: Table, seat: int, controls: Sequence[Control] | None = None) -> int:
    """What a seat's panel showed: its hand and its controls' commands (``controls``: those it showed, by default
    the seat's controls now). A panel button is valid while these are unchanged, so other players' moves do not
    make it stale, but a second click on a move already made is refused. Labels do not count: a control offered
    ahead of the player's turn ("Take the discard") is the same move as the one offered when the turn comes."""
    hand = table.rules.hand_text(table.view(seat))
    shown = table.controls(seat) if controls is None else controls
    moves = [(c.command, sorted(c.args.items()), c.arg, c.choices, c.max_choices) for c in shown]
    return zlib.crc32(repr((hand, moves)).encode())


PANEL_ROWS, ROW_BUTTONS = limits.ACTION_ROWS, limits.ROW_BUTTONS  # the room a panel has


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
        key = (control.command, control.arg or "", encode_args(control.args))
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
        view.add_item(ActionButton(table.id, stamp, control.command, unique(control), control_label(control, locale)[: limits.BUTTON_LABEL_CHARS],
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
                                  label[: limits.BUTTON_LABEL_CHARS], STYLES["main"] if value in tapped.chosen else style,
                                  emoji=emoji_for(table.kind, value))
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


def in_hand_order(choices: list[tuple[str, str]], hand: Sequence[str]) -> list[tuple[str, str]]:
    """A menu of single cards (or tiles) of the hand lists them as the hand does, where the eye finds them; other
    menus (melds, seats, suggestions) keep the game's order."""
    if not choices or not all(value in hand for value, _label in choices):
        return choices
    return sorted(choices, key=lambda choice: hand.index(choice[0]))


def control_label(control: Control, locale: str) -> str:
    """A button's label or a menu's placeholder, with ♠ and ♣ that read on the dark theme."""
    return readable_suits(t(locale, control.label, **dict(control.label_params)))


def show_faces(select: discord.ui.Select[Any], kind: str) -> None:
    """A menu's options that are one card or tile each show its application emoji beside their text, as card
    buttons do (an option whose emoji does not exist keeps its text alone)."""
    for option in select.options:
        option.emoji = emoji_for(kind, option.value)


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


async def show_hand(interaction: discord.Interaction[RummyBot], locale: str, game_id: int) -> None:
    """"My hand" (or Refresh) pressed: the seat's panel of that table, or the word that its game is over."""
    table = bot_of(interaction).tables.by_id(game_id)
    if table is None:
        await reply(interaction, t(locale, "err-game-over"))
        return
    await send_hand(interaction, table, locale)


async def send_hand(interaction: discord.Interaction[RummyBot], table: Table, locale: str, header: str = "",
                    keep_if_lost: str = "", marked: Sequence[str] = (), *, typed_move: bool = False) -> None:
    """The seat's private panel: text, image and the seat's controls. A click on a panel edits that panel; any
    other way in (My hand, /hand, a move command) posts a new one, and the player's previous panel goes.

    ``typed_move``: the answer to a move typed in the channel is an answer, not a panel: no buttons (the player
    types), and it stays when the next one comes (nothing on it goes stale, so nothing is deleted: a typed turn
    costs an answer per step, the table's edit and the "Your turn." of ``Presenter.edit_channel_panel``, as a
    tapped turn does)."""
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise Refusal("not-a-player")
    if table.status != "running":
        raise Refusal("game-over" if table.status == "finished" else "game-not-running")
    prefs = await interaction_prefs(interaction)  # text table, colours (/display); read with the language
    in_channel = interaction.guild_id is not None  # not the hand DM: the player sees the table message
    # In the hand DM, no controls ahead of the turn: the turn brings a new DM with them, and the old one keeps none.
    content, file = await hand_message(table, seat, locale, marked=marked, with_controls=in_channel, prefs=prefs)
    if header:
        content = f"{in_language(table, header, locale)}\n\n{content}"
    view = controls_view(table, seat, locale, ahead=in_channel)
    if typed_move and in_channel:
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
    remembered = presenter.seat_memory(table, seat)
    previous = remembered.panel
    if await reply(interaction, content, file=file, view=view, keep_if_lost=keep_if_lost):
        presenter.note_shown(table, seat)
        presenter.note_answer(table, seat, in_channel=in_channel)
        if in_channel:
            remembered.panel = interaction
        if previous is not None and previous.guild_id is not None and previous.id != interaction.id and in_channel \
                and not previous.extras.get(PLAIN_ANSWER):
            await retire_panel(previous, locale)
        await _retire_other_panels(interaction, table, seat, view, locale)


# Marks (in ``Interaction.extras``) the answer to a typed move: it shows no buttons, now or
# when the turn comes back (the player types), and is not deleted when a newer answer comes.
PLAIN_ANSWER = "plain_answer"


async def _retire_other_panels(interaction: discord.Interaction[RummyBot], table: Table, seat: int, view: discord.ui.View,
                               locale: str) -> None:
    """The player now plays where they were just answered: a hand DM of theirs elsewhere loses its buttons (they
    would only answer "moved on"), and the DM they answered in is remembered with whether it has controls."""
    presenter = bot_of(interaction).presenter
    if interaction.guild_id is not None:
        await presenter.retire_dm(table, seat)
    elif interaction.message is not None:
        presenter.note_dm(table, seat, interaction.message.id, with_controls=bool(view.children))


async def edit_panel(interaction: discord.Interaction[RummyBot], content: str, file: discord.File | None,
                     view: discord.ui.View) -> bool:
    """Update the panel the player clicked on, in place; False if Discord refused."""
    attachments = [file] if file is not None else []
    async with answering(interaction):
        return await _edit_panel(interaction, content, file, view, attachments)


async def _edit_panel(interaction: discord.Interaction[RummyBot], content: str, file: discord.File | None,
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


async def retire_panel(interaction: discord.Interaction[RummyBot], locale: str) -> None:
    """An older panel goes (deleted; if Discord refuses, it says it was replaced and its buttons go), so nobody
    plays from it by mistake and panels do not pile up above the newest."""
    if not panel_editable(interaction):
        return  # Discord no longer lets it be edited or deleted; its buttons are refused as stale anyway
    try:
        await interaction.delete_original_response()
    except discord.HTTPException:
        with contextlib.suppress(discord.HTTPException):
            await interaction.edit_original_response(content=t(locale, "panel-replaced"), attachments=[], view=None)

