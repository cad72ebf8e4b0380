"""The path of a move: a press (or a typed command) checked against the table, played, and answered.

A press on a move button or menu of ``bot.discord.items`` comes here through ``Presses``; so does a typed move
(``cogs.play``). The move is checked against what the pressed control showed (its ``Stamp``), parsed by the game,
played by the table, and answered privately: on the player's panel (``bot.discord.panels``) when it came from one.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.guard import bot_of, on_a_panel
from bot.discord.hands import hand_message, marked_of, panel_controls
from bot.discord.items import Stamp
from bot.discord.memory import ChangeWatch
from bot.discord.panels import seat_stamp, send_hand, show_hand
from bot.discord.replies import interaction_age, reply
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules.base import Command, Event, IllegalMove, Refused
from bot.texts import event_text, refusal_text

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.tables import Table


# At the instant pace, the answer to a move waits for the computers' replies until the interaction is this old
# (seconds), well before it would be acknowledged as late (``replies.ACKNOWLEDGE_AFTER_SECONDS``).
REPLIES_WAITED_UNTIL = 1.0


class Presses:
    """What a press on "My hand" or on a move does; the items reach it through the bot (``RummyBot.presses``), as
    the panels it answers with are built of them."""

    async def hand(self, interaction: discord.Interaction[RummyBot], locale: str, game_id: int) -> None:
        await show_hand(interaction, locale, game_id)

    async def move(self, interaction: discord.Interaction[RummyBot], locale: str, game_id: int, stamp: Stamp,
                   command: Command) -> None:
        await perform(interaction, locale, game_id, stamp, command)


def check_stamp(bot: RummyBot, table: Table, seat: int, stamp: Stamp) -> None:
    """Refuse a click on a control that no longer shows the truth (the seat's panel or the claim window changed)."""
    if stamp.kind == "window":
        if bot.presenter.window_id(table) != stamp.value:
            raise Refusal("table-moved-on")
    elif seat_stamp(table, seat) != stamp.value:
        shown, ready = panel_controls(table, seat)
        if ready and seat_stamp(table, seat, shown) == stamp.value:
            raise IllegalMove("not-your-turn")  # pressed ahead of the turn: it will work once the turn comes
        raise Refusal("table-moved-on")


async def perform(interaction: discord.Interaction[RummyBot], locale: str, game_id: int, stamp: Stamp | None,
                  command: Command) -> None:
    """Run one player command on the table of ``game_id`` (or of the channel), answering ephemerally.

    The click is checked against the table as it is when the move is committed: if another move lands first
    (several claimants at once, a computer player), the check and the parse are made again on the new state."""
    bot = bot_of(interaction)
    table = bot.tables.by_id(game_id) if game_id else bot.tables.get(interaction.channel_id or 0)
    if table is None:
        raise Refusal("no-game-here" if not game_id else "game-over")
    if table.status != "running":
        raise Refusal("game-not-running")
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise Refusal("not-a-player")
    await _perform(interaction, locale, table, seat, stamp, command)


async def _perform(interaction: discord.Interaction[RummyBot], locale: str, table: Table, seat: int, stamp: Stamp | None,
                   command: Command) -> None:
    bot = bot_of(interaction)
    hint = table.game.hint
    if hint is not None and command.name == hint.command:
        # A hint is a question, not a move: nothing changes, nobody else hears of it. Tile Rummy's runs the solver,
        # so it is worked out off the event loop (states are never mutated: reading one from a thread is safe).
        answer = await asyncio.to_thread(hint.answer, table.state, seat)
        await send_hand(interaction, table, locale, header=event_text(answer, table.names, locale))
        return
    with bot.presenter.watching(table) as watch:  # (from before the move: a computer may reply at once)
        async with bot.presenter.answer_first(table, seat):
            events = await _play(interaction, locale, table, seat, stamp, command)
            if events is not None:
                await _answer(interaction, locale, table, seat, stamp, events, watch)


async def _play(interaction: discord.Interaction[RummyBot], locale: str, table: Table, seat: int,
                stamp: Stamp | None, command: Command) -> list[Event] | None:
    """The move checked, parsed and played (tried again on the new state if another move landed first): its
    events, or None if it was refused on the player's panel and answered there."""
    bot = bot_of(interaction)
    for attempt in range(3):
        try:
            if stamp is not None:
                check_stamp(bot, table, seat, stamp)
            version = table.version
            tap = command.name in table.panel.taps  # a tap on the turn being built: the panel answers it
            action = None if tap else parse_move(table, seat, command, locale, typed=stamp is None)
        except Refused as refusal:
            raise whose_turn(refusal, table, seat, locale) from None
        try:
            if tap:
                return await table.tap(seat, command, expected_version=version)
            return await table.act(seat, action, expected_version=version)
        except Refused as refusal:
            if refusal.code == "table-moved-on" and attempt < 2:
                continue
            if stamp is not None and stamp.kind == "seat" and interaction.guild_id is not None \
                    and on_a_panel(interaction):
                # A move refused on the panel in the channel: said at the panel's top, the panel kept below it
                # to play on (a new message under it would push it up and leave two to read).
                await send_hand(interaction, table, locale, header=refusal_text(refusal, table.names, locale))
                return None
            raise whose_turn(refusal, table, seat, locale) from None
    raise AssertionError("unreachable: the last attempt returns or raises")


async def _answer(interaction: discord.Interaction[RummyBot], locale: str, table: Table, seat: int,
                  stamp: Stamp | None, events: list[Event], watch: ChangeWatch) -> None:
    """The played move answered privately: what happened (with the computers' replies at the instant pace) and
    the player's panel, or the hand as text for an answer to a claim window, or the game's end."""
    bot = bot_of(interaction)
    replies = None
    if stamp is None or stamp.kind != "window":
        replies = await bot.presenter.computers_reply(
            table, seat, watch, events, max(0.0, REPLIES_WAITED_UNTIL - interaction_age(interaction)))
    shown = [*events, *(replies or ())]
    lines = [event_text(e, table.names, locale) for e in shown if e.private_to in (None, seat)]
    turn_told = bool(replies) and bot.presenter.turn_begun(table, seat)
    if turn_told:
        lines.append(t(locale, "panel-your-turn"))
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
                    marked=marked_of(shown, seat), typed_move=stamp is None)
    if turn_told:
        bot.presenter.note_turn_told(table, seat)

def whose_turn(refusal: Refused, table: Table, seat: int, locale: str) -> Refused:
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


