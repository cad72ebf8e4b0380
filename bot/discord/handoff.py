"""Presses for a table another process runs: Discord sends every DM interaction to shard 0, whatever table its
button belongs to, so when several processes share the shards (and one PostgreSQL database), a press on a hand DM
can reach a process that does not hold the table.

That process acknowledges the press at once (a deferred update of the DM clicked on: Discord's 3 seconds are met
on arrival), finds the table's guild in the database, and announces the interaction, as Discord sent it less the
clicked message's text and components, to the process of that guild's shard (PostgreSQL NOTIFY on
``rummy_presses``, which every process of the bot listens to). The owning process dispatches it exactly as if its
own gateway had delivered it, already acknowledged, and the press runs the usual way: checked and committed by the
table, then answered by editing the DM through the interaction's token (a webhook call, which any process may make
while the token lives, 15 minutes). The owning process says it took the press (a receipt on the same channel);
a notification reaches only the processes listening at that moment, so a press handed to a process that is
restarting gets no receipt, and the process that got it tells the player to press again in a moment (the table
is not running meanwhile).

This relies on three discord.py internals, pinned with its version (2.7.1): the connection state's parser table
(``parsers["INTERACTION_CREATE"]``), its view store (``_view_store.dispatch_view``), and the interaction
response's ``_response_type`` (to mark a handed press as already acknowledged).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.discord.locale import user_locale
from bot.i18n import t
from bot.store import PostgresStore, ShardFilter

if TYPE_CHECKING:
    from bot.client import RummyBot

log = logging.getLogger(__name__)

COMPONENT_INTERACTION = 3
# The controls of a hand DM name their table: ``rb:act:<game>:...`` (a button) and ``rb:sel:<game>:...`` (a menu).
TABLE_CONTROL = re.compile(r"rb:(?:act|sel):(\d+):")
# A lost listening connection is opened again, tried this often until it works.
RECONNECT_SECONDS = 5.0
# How long the process that handed a press over waits for the owning process's receipt (it comes within
# milliseconds; with none, the owner is not listening: restarting) before telling the player to press again.
RECEIPT_SECONDS = 10.0
ACTION_ROW = 1
# Of the clicked message, the owning process needs its id, channel, flags and the control pressed (discord.py finds
# the control there): its text, pictures and other controls (the bulk of the payload) are left out, so that the
# press fits in one notification.
EMPTIED_MESSAGE_FIELDS = {"content": "", "embeds": [], "attachments": []}


def pressed_game(data: dict[str, Any]) -> int | None:
    """The game whose control a DM press is on, or None for anything else (guild interactions, commands...)."""
    if data.get("type") != COMPONENT_INTERACTION or data.get("guild_id") is not None:
        return None
    match = TABLE_CONTROL.match(str((data.get("data") or {}).get("custom_id", "")))
    return int(match[1]) if match else None


def find_component(components: list[Any], custom_id: str) -> dict[str, Any] | None:
    """The component of a message payload with ``custom_id``, however deeply nested (rows, containers, sections)."""
    for component in components:
        if not isinstance(component, dict):
            continue
        if component.get("custom_id") == custom_id:
            return component
        nested = [*component.get("components", []), *([component["accessory"]] if component.get("accessory") else [])]
        if found := find_component(nested, custom_id):
            return found
    return None


def handed_payload(data: dict[str, Any], shard: int) -> str:
    """The notification that hands the press ``data`` to the process of ``shard``."""
    message = dict(data.get("message") or {})
    pressed = find_component(message.get("components") or [], str(data["data"]["custom_id"]))
    if pressed is not None:
        message["components"] = [{"type": ACTION_ROW, "components": [pressed]}]
    return json.dumps({"shard": shard, "interaction": {**data, "message": {**message, **EMPTIED_MESSAGE_FIELDS}}})


def shard_of(guild_id: int, shard_count: int) -> int:
    return (guild_id >> 22) % shard_count


class PressHandoff:
    """Hands DM presses for tables of other shards to their process, and plays those handed to this one."""

    def __init__(self, bot: RummyBot, store: PostgresStore, shards: ShardFilter) -> None:
        self.bot, self.store, self.shards = bot, store, shards
        self._state: Any = bot._connection
        self._parse: Callable[[dict[str, Any]], None] | None = None
        self._listener: Any = None  # the store's listening connection
        self._reconnect: asyncio.Task[None] | None = None
        self._closing = False
        self._handing: set[asyncio.Task[None]] = set()
        # The presses handed over and not yet taken, by interaction id: the timer that tells their player to press
        # again (a timer, not a task waiting: nothing waits on the other process).
        self._receipts: dict[int, asyncio.TimerHandle] = {}

    async def start(self) -> None:
        """Listen for presses handed to this process, and look at every interaction Discord sends before
        discord.py does."""
        self._listener = await self.store.listen_for_presses(self.heard, self._lost)
        self._parse = self._state.parsers["INTERACTION_CREATE"]
        self._state.parsers["INTERACTION_CREATE"] = self.receive

    async def close(self) -> None:
        self._closing = True
        if self._parse is not None:
            self._state.parsers["INTERACTION_CREATE"] = self._parse
        for receipt in self._receipts.values():
            receipt.cancel()
        self._receipts.clear()
        for task in (self._reconnect, *self._handing):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        if self._listener is not None:
            await self._listener.close()

    def receive(self, data: dict[str, Any]) -> None:
        """An interaction from the gateway: a DM press for a table this process does not hold is handed over;
        everything else goes to discord.py as usual."""
        assert self._parse is not None
        game_id = pressed_game(data)
        if game_id is None or self.bot.tables.by_id(game_id) is not None:
            self._parse(data)
            return
        self._run(self._hand_over(data, game_id))

    def _run(self, work: Coroutine[Any, Any, None]) -> None:
        """A hand-off's work as a task of its own, cancelled if the process closes first."""
        task = asyncio.get_running_loop().create_task(work)
        self._handing.add(task)
        task.add_done_callback(self._handing.discard)

    async def _hand_over(self, data: dict[str, Any], game_id: int) -> None:
        interaction: discord.Interaction[Any] = discord.Interaction(data=cast(Any, data), state=self._state)
        try:
            await interaction.response.defer()  # an update of the DM clicked on, its edit to come
        except discord.HTTPException:
            log.warning("could not acknowledge the DM press %s to hand it over", interaction.id, exc_info=True)
            return
        try:
            guild_id = await self.store.open_game_guild(game_id)
            if guild_id is not None and not self.shards.owns(guild_id):
                shard = shard_of(guild_id, self.shards.shard_count)
                # (armed first: the receipt may come back before the announcement's own call returns)
                self._receipts[interaction.id] = asyncio.get_running_loop().call_later(
                    RECEIPT_SECONDS, self._not_taken, interaction)
                if await self.store.announce_press(handed_payload(data, shard)):
                    return
                self._taken(interaction.id)
                log.warning("DM press %s is too long to hand over; answering it here", interaction.id)
        except Exception:
            log.exception("could not hand over the DM press %s; answering it here", interaction.id)
        # The game is over, unknown, of this process's own shards, or could not be handed over: answered here as
        # usual ("this game is over"...).
        self._dispatch(interaction)

    def _taken(self, interaction_id: int) -> None:
        receipt = self._receipts.pop(interaction_id, None)
        if receipt is not None:
            receipt.cancel()

    def _not_taken(self, interaction: discord.Interaction[Any]) -> None:
        """No process took the press in time: its table's process is not listening (restarting)."""
        self._receipts.pop(interaction.id, None)
        log.warning("no process took the DM press %s (its table's process is restarting?)", interaction.id)
        self._run(self._press_again(interaction))

    async def _press_again(self, interaction: discord.Interaction[Any]) -> None:
        try:
            locale = await user_locale(interaction)
            await interaction.followup.send(t(locale, "err-press-not-taken"), ephemeral=True)
        except discord.HTTPException:
            log.warning("could not tell the player of DM press %s to press again", interaction.id)

    def heard(self, payload: str) -> None:
        """A notification from some process: a press handed over, played here if its table's shard is one of this
        process's (and its receipt sent), or the receipt of a press this process handed over."""
        try:
            handed = json.loads(payload)
            if "taken" in handed:
                self._taken(int(handed["taken"]))
            elif handed["shard"] in self.shards.shard_ids:
                self.play_handed(handed["interaction"])
                self._run(self._send_receipt(int(handed["interaction"]["id"])))
        except Exception:
            log.exception("could not play a handed press")

    async def _send_receipt(self, interaction_id: int) -> None:
        try:
            await self.store.announce_press(json.dumps({"taken": str(interaction_id)}))
        except Exception:
            log.warning("could not send the receipt of handed press %s", interaction_id, exc_info=True)

    def play_handed(self, data: dict[str, Any]) -> None:
        """Dispatch a press another process acknowledged and handed over, as if it had just arrived here."""
        interaction: discord.Interaction[Any] = discord.Interaction(data=cast(Any, data), state=self._state)
        interaction.response._response_type = discord.InteractionResponseType.deferred_message_update
        self._dispatch(interaction)

    def _dispatch(self, interaction: discord.Interaction[Any]) -> None:
        inner: dict[str, Any] = cast(dict[str, Any], interaction.data or {})  # a component's press
        self._state._view_store.dispatch_view(inner["component_type"], inner["custom_id"], interaction)
        self._state.dispatch("interaction", interaction)

    def _lost(self) -> None:
        if not self._closing and self._reconnect is None:
            log.warning("lost the connection that hears handed presses; opening another")
            self._reconnect = asyncio.get_running_loop().create_task(self._listen_again())

    async def _listen_again(self) -> None:
        try:
            while not self._closing:
                try:
                    self._listener = await self.store.listen_for_presses(self.heard, self._lost)
                    return
                except Exception:
                    log.warning("could not listen for handed presses; trying again", exc_info=True)
                    await asyncio.sleep(RECONNECT_SECONDS)
        finally:
            self._reconnect = None
