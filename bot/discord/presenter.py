"""The Discord side of the tables: the public table message, private hands by DM, turn pings, final scores.

Called by ``TableManager`` after every committed change. The player who acted is answered first (by the
interaction); everything public follows from one drawing task per table that always draws the newest version, so
a chain of changes becomes one edit. Anything failing here (Discord down, DMs closed) never loses a game: the next
update edits or re-posts the table message again, and hands stay available through "My hand" and ``/hand``.

REST budget per turn: the acting player's answer, one table edit, and one new DM per player per own turn (other
changes of a hand edit that DM). Users and DM channels are remembered, so a DM is one call.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Iterator, Sequence, Set
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.hands import hand_message, in_language, marked_of, panel_controls, png, render_context
from bot.discord.items import HandButton
from bot.discord.layout import TABLE_IMAGE, table_layout
from bot.discord.memory import ChangeWatch, SeatMemory, TableMemory
from bot.discord.message_age import is_old_message_refusal, panel_editable, too_old_to_edit
from bot.discord.pacing import PERIOD_SECONDS, EditPacer
from bot.discord.panels import PLAIN_ANSWER, controls_view, seat_stamp
from bot.discord.places import call_claimants_by_dm, dm_place_line, remind_by_dm
from bot.discord.replies import clip
from bot.discord.show_me import with_show_me
from bot.discord.threads import ThreadLinks
from bot.i18n import resolve_locale, t
from bot.recent import RecentMap
from bot.refusal import Refusal
from bot.rules.base import Event
from bot.tables import is_slow
from bot.texts import event_text

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.store.records import UserPrefs
    from bot.tables import Table

log = logging.getLogger(__name__)
LAYOUT_V2 = 2  # the table message's layout, stored with its id: an older message is replaced, not edited
# While only computer players are to act, the table is redrawn at most this often (their chain becomes one edit).
# A player whose last answer in the channel came at most this long before their turn came back is at the table:
# their turn edits the panel they have (while Discord allows), not a new DM.
AT_THE_TABLE_SECONDS = 60.0
AI_CHAIN_REDRAW_SECONDS = 8.0  # (two computer turns of draw, meld and discard at the normal pace fit in it)
# Users (and their DM channels) remembered so that a DM is one call; the least recently seen are forgotten first
# (then their next DM first looks them up again).
USERS_KEPT = 5000


class Presenter:
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot
        # What is remembered of each table and its seats while it is shown: forgetting a table is one removal.
        self.memories: dict[int, TableMemory] = {}  # game id -> what is remembered of it
        self.drawing: set[asyncio.Task[None]] = set()  # the tables' drawing tasks under way (``drain`` waits for them)
        self.users: RecentMap[int, discord.abc.User] = RecentMap(USERS_KEPT)  # users met: DMs need no lookup
        self.dm_channels: RecentMap[int, int] = RecentMap(USERS_KEPT)  # user id -> DM channel id
        # Table messages stay under Discord's per-channel edit rate.
        # (On the monotonic clock that Discord's rate limits run on, not the tables' clock.)
        self.thread_links = ThreadLinks(bot)  # lines in parent channels linking to tables played in threads
        self.pacer = EditPacer(time.monotonic, limit=bot.settings.table_edits_per_5s,
                                period=PERIOD_SECONDS)

    def memory(self, table: Table) -> TableMemory:
        """What is remembered of ``table`` (an empty memory the first time it is asked for)."""
        return self.memories.setdefault(table.id, TableMemory())

    def seat_memory(self, table: Table, seat: int) -> SeatMemory:
        return self.memory(table).seat(seat)

    def window_id(self, table: Table) -> int | None:
        """The open claim window's id, the same for every claimant until it closes; None outside windows."""
        if table.status != "running" or not table.in_claim_window():
            known = self.memories.get(table.id)  # (not remembered anew for a table that is over)
            if known is not None:
                known.window = None
            return None
        memory = self.memory(table)
        if memory.window is None:
            memory.window = table.version
        return memory.window

    async def prime(self, table: Table) -> None:
        """After a restart: what was shown before it (hands sent, the last showdown) is not sent again."""
        if table.state is None:
            return
        self.window_id(table)
        waiting = table.to_act()
        for seat in table.seats:
            if seat.user_id is not None:
                remembered = self.seat_memory(table, seat.seat)
                remembered.sent_hand = self.panel_contents(table, seat.seat)
                remembered.turn_seen = seat.seat in waiting
        showdown = await png("showdown_png", table, table.view(None), await self.channel_locale(table), "x.png")
        if showdown is not None:
            memory = self.memory(table)
            memory.last_showdown = hash(showdown.fp.getvalue())  # type: ignore[attr-defined]
            memory.showdown_drawn = True

    def panel_contents(self, table: Table, seat: int, view: Any = None) -> tuple[str, int]:
        """What a player's panel or hand DM shows: the hand, and the stamp of its controls (``seat_stamp``). During a
        claim window the claimants answer on the message that calls them and the drawer waits, so their panels keep
        what they showed; when the window closes, the drawer's controls come back (with no new card) and that is
        news for their DM. Controls offered ahead of a turn are the same moves as those the turn then offers."""
        view = table.view(seat) if view is None else view
        hand = table.rules.hand_text(view)
        if table.status == "running" and table.in_claim_window():
            return hand, (self.seat_memory(table, seat).sent_hand or (hand, 0))[1]
        return hand, self._controls_stamp(table, seat)

    @staticmethod
    def _controls_stamp(table: Table, seat: int) -> int:
        shown, _ready = panel_controls(table, seat)
        return seat_stamp(table, seat, shown) if shown else 0

    def note_shown(self, table: Table, seat: int, *, with_controls: bool = True) -> None:
        """The player was just shown their hand (by the answer to their own move, or on their panel): their DM need
        not repeat it. An answer without
        controls (to a claim, on the message calling the claimants) leaves the DM's controls those of the old
        hand, refused as out of date: then the DM (or panel) is brought up to date."""
        remembered = self.seat_memory(table, seat)
        hand = table.rules.hand_text(table.view(seat))
        if not with_controls:
            shown = remembered.sent_hand
            if shown is not None and shown[0] == hand:
                return  # the hand did not change (a pass): what the DM shows, controls included, still holds
            remembered.sent_hand = (hand, 0)
            return
        remembered.sent_hand = (hand, self._controls_stamp(table, seat))

    def note_answer(self, table: Table, seat: int, *, in_channel: bool) -> None:
        """The player pressed or typed a move: in the channel they see the table message (they are at the table for
        a while); in their DM they do not, and their turn brings them a DM."""
        self.seat_memory(table, seat).answered_in_channel = self.bot.tables.clock() if in_channel else None

    def _at_the_table(self, remembered: SeatMemory) -> bool:
        """The player answered in the channel moments ago: they see the table's redraw and the panel they play on."""
        answered_at = remembered.answered_in_channel
        return answered_at is not None and self.bot.tables.clock() - answered_at <= AT_THE_TABLE_SECONDS

    def remember_user(self, user: discord.abc.User) -> None:
        self.users[user.id] = user

    async def channel_locale(self, table: Table) -> str:
        chosen = await self.bot.store.guild_locale(table.guild_id)
        guild = self.bot.get_guild(table.guild_id)
        return resolve_locale(None, None, chosen or (str(guild.preferred_locale) if guild else None))

    def channel(self, table: Table) -> discord.TextChannel | discord.Thread | discord.VoiceChannel | None:
        channel = self.bot.get_channel(table.channel_id)
        if isinstance(channel, discord.TextChannel | discord.Thread | discord.VoiceChannel):
            return channel
        return None

    # -- answering first ---------------------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def answer_first(self, table: Table, seat: int) -> AsyncIterator[None]:
        """Around a player's own move and its answer: the public updates wait until the answer is out, and the
        player's hand DM is not edited for a change they are being shown right now."""
        done = asyncio.Event()
        memory = self.memory(table)
        memory.answering.append(done)
        memory.actor = seat
        try:
            yield
        finally:
            done.set()
            memory.answering.remove(done)
            if memory.actor == seat:
                memory.actor = None

    @contextlib.contextmanager
    def watching(self, table: Table) -> Iterator[ChangeWatch]:
        """Around a person's move and its answer: the table's changes meanwhile, for ``computers_reply``."""
        watch = ChangeWatch()
        memory = self.memory(table)
        memory.watches.append(watch)
        try:
            yield watch
        finally:
            memory.watches.remove(watch)

    async def computers_reply(self, table: Table, seat: int, watch: ChangeWatch, own: Sequence[Event],
                              seconds: float) -> list[Event] | None:
        """At the instant pace, the computers' replies to a person's move come within a moment: the answer to the
        move waits for them (at most ``seconds``), so that it shows them and, when the turn is back with the
        person, is their turn's signal (``note_turn_told``): one answer instead of an answer and an edit of it. The
        events of the replies (``own``: the move's, left out), or None if the table was not waiting for computers
        only or they were not done in time (the turn is then signalled when it comes, as at every other pace)."""
        if table.settings.ai_pace != "instant":
            return None
        deadline = asyncio.get_running_loop().time() + seconds
        while self._waits_for_computers(table):
            watch.changed.clear()
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                return None
            try:
                await asyncio.wait_for(watch.changed.wait(), remaining)
            except TimeoutError:
                return None
        replies = [event for event in watch.events if not any(event is mine for mine in own)]
        return replies or None  # (none: the person's own turn goes on, or it was not the computers' to answer)

    @staticmethod
    def _waits_for_computers(table: Table) -> bool:
        """Only computers are to act (their turns, or a claim window only they may answer)."""
        waiting = table.to_act()
        return table.status == "running" and bool(waiting) and all(table.seats[s].is_ai for s in waiting)

    def turn_begun(self, table: Table, seat: int) -> bool:
        """A new turn of the seat began (not the same turn going on after a claim window) and was not told yet."""
        return (table.status == "running" and seat in table.to_act() and not table.in_claim_window()
                and self.seat_memory(table, seat).turn_begun)

    def note_turn_told(self, table: Table, seat: int) -> None:
        """The answer to the person's move showed their next turn, which has begun: it is that turn's one signal
        (no "Your turn." edit of it, no new DM)."""
        self.seat_memory(table, seat).turn_begun = False

    # -- TableListener ---------------------------------------------------------------------------------------

    async def on_update(self, table: Table, events: Sequence[Event]) -> None:
        """Note what changed and let the table's drawing task show it; returns without drawing (a move that could be
        held back is first checked for the end of a hand, off the event loop)."""
        memory = self.memory(table)
        for watch in memory.watches:
            watch.events.extend(events)
            watch.changed.set()
        window_was_open = memory.window is not None
        self.window_id(table)  # seen after every change, so two windows in a row never share an id
        memory.pending.extend(events)
        actor = memory.actor
        if actor is not None:
            memory.acted.add(actor)
        self._note_turns(table)
        # The player's own next step (a draw, then the discard) follows their own move; a computer's move made while
        # the player's answer is still going out (it hands the turn back to them) is no step of theirs.
        mover = next((event.seat for event in events if event.seat is not None), None)
        own_next_step = actor is not None and mover == actor and table.to_act() == (actor,)
        chain = table.status == "running" and self._ai_chain_under_way(table)
        if table.status == "running" and (chain or own_next_step):
            turned = await self._hand_turned(table)
            if not turned or (turned == "dealt" and chain):
                # more moves follow soon (computer players, or the player's own next step): drawn with them (a new
                # deal with the computers' first moves of that hand: one edit, and no news of two hands in one)
                return
        if not (table.status == "running" and self._table_waits(table, window_was_open)):
            memory.table_due = True
        self._start_drawing(table, memory)

    def _start_drawing(self, table: Table, memory: TableMemory) -> None:
        """The table's drawing task shows what is pending; one runs per table at a time."""
        if memory.drawer is None or memory.drawer.done():
            memory.drawer = asyncio.get_running_loop().create_task(self._draw_newest(table))
            self.drawing.add(memory.drawer)
            memory.drawer.add_done_callback(self.drawing.discard)

    async def _hand_turned(self, table: Table) -> str:
        """A hand ended or a new one was dealt since the table was last drawn: its end-of-hand picture came or went.
        Then nothing is held back, even if the same player acts next (the Gin knocker who wins deals next, Mü's
        dealer after an Eklat): everyone sees the hand's end and their new hand at once, and the news of one hand
        is never told with the next. (The picture is drawn only to know whether there is one: a hand's end is what
        each game's renderer shows as one.) "ended" (the picture came), "dealt" (it went), or "" (neither)."""
        try:
            shown = await asyncio.to_thread(table.game.renderer.showdown, table.view(None),
                                            render_context(table, "en"))
        except Exception:
            log.exception("rendering the showdown failed for game %s", table.id)
            return "ended"  # (drawn now rather than risk holding back a hand's end)
        if (shown is not None) == self.memory(table).showdown_drawn:
            return ""
        return "ended" if shown is not None else "dealt"

    def _table_waits(self, table: Table, window_was_open: bool) -> bool:
        """The public table message need not change for this: an answer within an open claim window (the window
        opened with an edit that shows its buttons, which stay until it closes), or a window closed and the
        drawer, a person, plays on (their discard redraws the table, as any turn's end does)."""
        if table.in_claim_window():
            return window_was_open
        waiting = table.to_act()
        return window_was_open and len(waiting) == 1 and not table.seats[waiting[0]].is_ai

    def _note_turns(self, table: Table) -> None:
        """Whose own turn began with this change (seen at every change, so none is missed when drawing lags)."""
        if table.status == "running" and table.in_claim_window():
            return  # a claim window pauses the drawer's turn: when it closes, that turn goes on, no new one begins
        waiting = set(table.to_act()) if table.status == "running" else set()
        memory = self.memory(table)
        some_turn_began = False
        for seat in table.seats:
            remembered = memory.seat(seat.seat)
            if seat.seat in waiting and not remembered.turn_seen:
                remembered.turn_begun = True
                some_turn_began = True
            remembered.turn_seen = seat.seat in waiting
        if some_turn_began:
            for seat in table.seats:
                memory.seat(seat.seat).turn_passed = True

    def _ai_chain_under_way(self, table: Table) -> bool:
        """Only computer players are to act, and their chain (or the last picture) is recent: hold the redraw. It
        counts from the chain's start, not the last picture, so a person who took their time still sees their move
        and the computers' replies in one edit."""
        waiting = table.to_act()
        memory = self.memory(table)
        if not waiting or not all(table.seats[s].is_ai for s in waiting) or not memory.drawn_running:
            memory.chain_started = None
            return False  # (the first picture of a running game is never held back)
        now = self.bot.tables.clock()
        if memory.chain_started is None:
            memory.chain_started = now
        return now - max(memory.chain_started, memory.last_draw) < AI_CHAIN_REDRAW_SECONDS

    async def _draw_newest(self, table: Table) -> None:
        """Show every pending change, newest version only; changes arriving meanwhile are shown in the next round."""
        memory = self.memory(table)
        while memory.pending or memory.redraw_owed:
            edit_table = memory.table_due or memory.redraw_owed
            memory.redraw_owed = memory.table_due = False
            for answer in list(memory.answering):
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(answer.wait(), timeout=5)
            events, memory.pending = memory.pending, []
            acted, memory.acted = memory.acted, set()
            try:
                await self.show(table, events, acted, edit_table=edit_table)
            except Exception:
                log.exception("showing game %s failed", table.id)
        if table.status in ("finished", "cancelled") and memory.redraw_timer is None:
            self.forget(table)

    def _redraw_later(self, table: Table, seconds: float) -> None:
        """The table message could not be edited now (the channel is at its edit cap): draw it again then."""
        memory = self.memory(table)
        if memory.redraw_timer is None:
            memory.redraw_timer = asyncio.get_running_loop().call_later(seconds, self._redraw, table)

    def _redraw(self, table: Table) -> None:
        """The channel has room again: the held-back post or edit is made, whatever the table's state (a lobby
        never posted yet, a cancelled table's last edit): it shows the table as it is now."""
        memory = self.memory(table)
        memory.redraw_timer = None
        memory.redraw_owed = True
        self._start_drawing(table, memory)

    async def drain(self) -> None:
        """Wait until every table's pending changes are shown (shutdown, tests)."""
        while tasks := [task for task in self.drawing if not task.done()]:
            await asyncio.gather(*tasks, return_exceptions=True)

    def forget(self, table: Table) -> None:
        """The table is over and shown, or dropped (another process ended it: ``TableManager.reload``): everything
        remembered of it goes (a long run keeps nothing per old game). A drawing or an answer still under way
        finishes with the memory it holds."""
        memory = self.memories.pop(table.id, None)
        if memory is not None and memory.redraw_timer is not None:
            memory.redraw_timer.cancel()

    def on_dropped(self, table: Table) -> None:
        """``TableListener``: this process no longer runs the table; nothing more is shown of it."""
        self.forget(table)

    async def show(self, table: Table, events: Sequence[Event], acted: Set[int] = frozenset(), *,
                   edit_table: bool = True) -> None:
        locale = await self.channel_locale(table)
        if any(event.code == "rematch-opened" for event in events):
            await self.thread_links.reopen(table, locale)  # (before the lobby is posted in the thread)
        memory = self.memory(table)
        memory.last_draw = self.bot.tables.clock()
        if table.status == "running":
            memory.drawn_running = True
        if table.state is not None:
            await self.post_showdown(table, locale)
        if edit_table or table.record.message_id is None:
            await self.sync_table_message(table, locale)
        if table.status in ("running", "finished"):
            await self.send_hands(table, events, locale, acted)
        if table.status == "running":
            await self.ping_turn(table, locale)
        else:
            await self.clear_pings(table)
            await self.thread_links.close(table, locale)
            self.thread_links.archive_later(table)

    async def on_reminder(self, table: Table, seat: int) -> None:
        user_id = table.seats[seat].user_id
        channel = self.channel(table)
        if user_id is None or channel is None:
            return
        await remind_by_dm(self, table, seat)
        prefs = await self.bot.store.user_prefs(user_id)
        if not prefs.turn_pings:
            return
        locale = await self.channel_locale(table)
        deadline = table.deadline("turn")
        try:
            message = await channel.send(
                t(locale, "turn-reminder-at", mention=f"<@{user_id}>",
                  when=f"<t:{int(deadline or self.bot.tables.clock())}:R>"),
                view=self._hand_view(table, locale), allowed_mentions=discord.AllowedMentions(users=True))
        except discord.HTTPException:
            log.warning("could not send a turn reminder in game %s", table.id)
            return
        memory = self.memory(table)
        pinged, ids = memory.ping or (seat, [])
        memory.ping = (pinged, [*ids, message.id])

    # -- the public table message ----------------------------------------------------------------------------

    async def table_message(self, table: Table, locale: str) -> tuple[discord.ui.LayoutView, discord.File | None]:
        """The table message as it should look now: its layout and its picture."""
        file = None
        if table.status in ("running", "finished") and table.state is not None:
            file = await png("table_png", table, table.view(None), locale, TABLE_IMAGE)
        deadline = table.deadline("turn") if table.status == "running" else None
        layout = table_layout(table, locale, has_image=file is not None, deadline=deadline,
                              image_description=file.description if file is not None else None,
                              window_id=self.window_id(table))
        return layout, file

    async def sync_table_message(self, table: Table, locale: str) -> None:
        """Edit the table message in place, or post it again if it is gone, from before the current layout, or
        near an hour old (Discord's stricter quota on older messages, error 30046: ``bot.discord.message_age``)."""
        channel = self.channel(table)
        if channel is None:
            return
        layout, file = await self.table_message(table, locale)
        wait = self.pacer.take(channel.id)  # counted as late as possible: right before the request
        if wait > 0:
            self._redraw_later(table, wait)
            return
        message_id = table.record.message_id
        memory = self.memory(table)
        current = (table.record.options.get("message_layout") == LAYOUT_V2
                   or (message_id is not None and memory.posted == message_id))
        replace = message_id is not None and (not current or too_old_to_edit(message_id) or memory.repost_due)
        if message_id is not None and not replace:
            try:
                await channel.get_partial_message(message_id).edit(
                    view=layout, attachments=[file] if file is not None else [])
                return
            except discord.NotFound:
                pass  # deleted by someone: post the table again below
            except discord.HTTPException as error:
                if not is_old_message_refusal(error):
                    log.warning("could not edit the table message of game %s; will retry", table.id)
                    return
                replace = True  # the edits of old messages are spent: the table is posted again below
                wait = self.pacer.take(channel.id)  # the re-post is a write of its own
                if wait > 0:
                    memory.repost_due = True
                    self._redraw_later(table, wait)
                    return
            if file is not None:
                file.reset()
        try:
            kwargs: dict[str, Any] = {"view": layout}
            if file is not None:
                kwargs["file"] = file
            message = await channel.send(**kwargs)
        except discord.HTTPException:
            log.warning("could not post the table message of game %s; will retry", table.id)
            return
        memory.posted = message.id
        memory.repost_due = False
        if message_id is not None and replace:
            with contextlib.suppress(discord.HTTPException):  # the old message goes: one table per game
                await channel.get_partial_message(message_id).delete()
        try:
            await table.remember_message(message.id, LAYOUT_V2)
        except Refusal:
            log.info("game %s changed elsewhere; its table message is posted again from there", table.id)

    # -- private hands ---------------------------------------------------------------------------------------

    async def send_hands(self, table: Table, events: Sequence[Event], channel_locale: str,
                         acted: Set[int]) -> None:
        """A new DM when the player's own turn begins (or, for players who chose every turn, when any turn
        begins); other changes of a hand edit that DM, except the changes a player made themselves (their
        answer showed them). Players who chose never get no hand DM."""
        for seat in table.seats:
            if seat.user_id is None:
                continue
            remembered = self.seat_memory(table, seat.seat)
            if table.status != "running":
                await self.retire_dm(table, seat.seat)  # a finished game's DMs keep no buttons
            if seat.is_ai:
                await self._computer_plays(table, seat.seat, events, channel_locale)
                continue
            view = table.view(seat.seat)
            hand = self.panel_contents(table, seat.seat, view)
            private = [e for e in events if e.private_to == seat.seat]
            turn_begins = remembered.turn_begun and seat.seat in table.to_act()
            turn_passed = remembered.turn_passed and table.status == "running"
            remembered.turn_begun = remembered.turn_passed = False
            # News for the player: their hand or controls differ from what they were last shown (by this DM or by
            # the answer to their own move), or something happened to them privately that no answer told them.
            # The coach's line comes after the answer to the player's move, never in it.
            unanswered = seat.seat not in acted or any(e.code.startswith("coach-") for e in private)
            news = remembered.sent_hand != hand or (bool(private) and unanswered)
            remembered.sent_hand = hand
            if not turn_begins and not turn_passed and not news:
                continue  # nothing to send whatever the player chose: no preferences lookup
            prefs = await self.bot.store.user_prefs(seat.user_id)
            if turn_begins and prefs.hand_dms != "every_turn" and await self.edit_channel_panel(table, seat.seat, view, private, channel_locale, prefs,
                                                             your_turn=True):
                continue  # at the table: the panel they have turns into their turn's controls, no DM
            new = turn_begins or (prefs.hand_dms == "every_turn" and turn_passed)
            if not new and not news:
                continue
            if not new and await self.edit_channel_panel(table, seat.seat, view, private, channel_locale, prefs):
                continue
            await self.send_hand_dm(table, seat.seat, view, private, channel_locale, prefs, new=new)

    async def _computer_plays(self, table: Table, seat: int, events: Sequence[Event], channel_locale: str) -> None:
        """A seat the computer plays (its player resigned, or missed turns): its moves are no news for its player,
        who gets one line when the seat was handed over (a resignation was answered already); the DM of their
        last turn loses its buttons."""
        remembered = self.seat_memory(table, seat)
        remembered.turn_begun = remembered.turn_passed = False
        remembered.sent_hand = None
        if not any(e.code == "seat-handed-to-ai" and e.seat == seat for e in events):
            await self.retire_dm(table, seat)
            return
        user_id = table.seats[seat].user_id
        assert user_id is not None
        prefs = await self.bot.store.user_prefs(user_id)
        await self.send_hand_dm(table, seat, table.view(seat), [], channel_locale, prefs, new=True,
                                extra=("dm-seat-handed-to-ai",))

    def note_dm(self, table: Table, seat: int, message_id: int, *, with_controls: bool) -> None:
        """The player was answered in this DM of theirs (it is their hand DM now), with or without controls."""
        remembered = self.seat_memory(table, seat)
        remembered.hand_dm = message_id
        remembered.dm_controls = with_controls

    async def retire_dm(self, table: Table, seat: int) -> None:
        """The player's hand DM loses its controls (they play elsewhere, a newer DM came, the game is over): a
        button there would only answer that the table has moved on."""
        remembered = self.memories.get(table.id, TableMemory()).seats.get(seat)  # (nothing remembered anew)
        user_id = table.seats[seat].user_id if seat < len(table.seats) else None
        if remembered is None or not remembered.dm_controls or remembered.hand_dm is None or user_id is None:
            return
        message_id = remembered.hand_dm
        remembered.dm_controls = False
        try:
            channel = await self.dm_channel(user_id)
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.info("could not take the buttons off a hand DM of seat %s in game %s", seat, table.id)

    async def edit_channel_panel(self, table: Table, seat: int, view: Any, private: Sequence[Event],
                                 channel_locale: str, prefs: UserPrefs, *, your_turn: bool = False) -> bool:
        """News for a player at the table who plays from their panel in the channel goes to that panel, edited in
        place (their turn begins, their controls come back when a claim window closes, a claim changed their
        hand): they see it where they are, and their DM is left alone. False when they play from their DM, have
        not answered for a while (a turn that ran out: they are away, the DM tells them), or the panel can no
        longer be edited (Discord lets an answer be edited for 15 minutes): the DM gets the news then."""
        remembered = self.seat_memory(table, seat)
        interaction = remembered.panel
        if interaction is None or not self._at_the_table(remembered):
            return False
        if not panel_editable(interaction):
            return False
        locale = resolve_locale(prefs.locale, None, channel_locale)
        content, file = await self._private_news(table, seat, view, private, locale, prefs=prefs)
        if your_turn:
            content = clip(f"{t(locale, 'panel-your-turn')}\n{content}")
        # The answer to a typed move keeps no buttons: its player types (their "My hand" brings the buttons)
        controls = with_show_me(None if interaction.extras.get(PLAIN_ANSWER) else controls_view(table, seat, locale),
                                table, seat, private, locale)
        try:
            await interaction.edit_original_response(content=content, attachments=[file] if file is not None else [],
                                                     view=controls)
        except discord.HTTPException:
            log.info("could not edit the panel of seat %s in game %s; its news goes by DM", seat, table.id)
            return False
        self.note_shown(table, seat)
        return True

    @staticmethod
    async def _private_news(table: Table, seat: int, view: Any, private: Sequence[Event],
                            locale: str, *extra: str, prefs: UserPrefs | None = None) -> tuple[str, discord.File | None]:
        """A player's hand as their DM or panel shows it (as they chose to see it: ``prefs``), with what happened to
        them privately (and ``extra``)."""
        content, file = await hand_message(table, seat, locale, view, marked_of(private, seat), prefs=prefs)
        lines = [in_language(table, event_text(e, table.names, locale), locale) for e in private]
        return clip("\n".join([content, *lines, *extra])), file

    async def send_hand_dm(self, table: Table, seat: int, view: Any, private: Sequence[Event],
                           channel_locale: str, prefs: UserPrefs, *, new: bool, extra: Sequence[str] = ()) -> None:
        """The player's hand DM: a new one (the one before loses its buttons), or the current one edited. It
        carries the seat's controls while the seat is the player's and the game runs (none offered ahead: the
        turn brings a new DM); ``extra``: keys of lines added below the news."""
        seat_record = table.seats[seat]
        assert seat_record.user_id is not None
        if prefs.hand_dms == "never" or seat_record.dm_failed:
            return
        locale = resolve_locale(prefs.locale, None, channel_locale)
        link = [dm_place_line(self.bot.tables, table, seat_record.user_id, locale)] if table.record.message_id else []
        content, file = await self._private_news(table, seat, view, private, locale,
                                                 *(t(locale, key) for key in extra), *link, prefs=prefs)
        if new:
            await self.retire_dm(table, seat)
        previous = self.seat_memory(table, seat).hand_dm
        playing = table.status == "running" and not seat_record.is_ai
        controls = controls_view(table, seat, locale, ahead=False) if playing else None
        controls = with_show_me(controls, table, seat, private, locale)  # (a coach's line's "Show me")
        with_controls = controls is not None and bool(controls.children)
        for attempt in range(2):  # a server error or rate limit is tried once more; a refusal (403) is final
            try:
                if file is not None:
                    file.reset()
                if previous is not None and not new:
                    channel = await self.dm_channel(seat_record.user_id)
                    await channel.get_partial_message(previous).edit(
                        content=content, attachments=[file] if file is not None else [], view=controls)
                    self.note_dm(table, seat, previous, with_controls=with_controls)
                    return
                channel = await self.dm_channel(seat_record.user_id)
                kwargs: dict[str, Any] = {"content": content, "view": controls}
                if file is not None:
                    kwargs["file"] = file
                message = await channel.send(**kwargs)
                self.note_dm(table, seat, message.id, with_controls=with_controls)
                return
            except discord.NotFound:
                previous = None  # the DM was deleted: send a new one
            except discord.Forbidden:
                await self.tell_dms_closed(table, seat, channel_locale)
                return
            except discord.HTTPException:
                log.warning("could not DM the hand of seat %s in game %s (attempt %d)", seat, table.id, attempt + 1)
        await self.tell_dms_failing(table, seat, channel_locale)

    async def dm_channel(self, user_id: int) -> discord.PartialMessageable:
        """The user's DM channel: opened once, then remembered (no user lookup before each DM)."""
        channel_id = self.dm_channels.get(user_id)
        if channel_id is None:
            user = self.users.get(user_id) or self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            self.users[user_id] = user
            dm = user.dm_channel or await user.create_dm()  # type: ignore[attr-defined]
            channel_id = self.dm_channels[user_id] = dm.id
        return self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    async def tell_dms_closed(self, table: Table, seat: int, locale: str) -> None:
        """Once per game: the player learns (by a mention in the channel) to use "My hand" instead."""
        try:
            newly = await table.mark_dms_closed(seat)
        except Refusal:
            return  # this copy of the game was out of date; the next DM tells again
        if not newly:
            return
        await self.mention_in_channel(table, t(locale, "dm-closed", mention=f"<@{table.seats[seat].user_id}>"))

    async def tell_dms_failing(self, table: Table, seat: int, locale: str) -> None:
        """Once per game and seat: DMs that Discord keeps failing (not refusing) are announced, not flagged."""
        remembered = self.seat_memory(table, seat)
        if remembered.told_dms_failing:
            return
        remembered.told_dms_failing = True
        await self.mention_in_channel(table, t(locale, "dm-failing", mention=f"<@{table.seats[seat].user_id}>"))

    async def mention_in_channel(self, table: Table, content: str) -> None:
        channel = self.channel(table)
        if channel is None:
            return
        try:
            await channel.send(content, allowed_mentions=discord.AllowedMentions(users=True))
        except discord.HTTPException:
            log.warning("could not post a notice in game %s", table.id)

    # -- turns and results -----------------------------------------------------------------------------------

    def _hand_view(self, table: Table, locale: str) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        view.add_item(HandButton(table.id, t(locale, "button-my-hand")))
        return view

    async def _reached_by_dm(self, table: Table, seat: int) -> bool:
        """The player hears of their turn by a new DM, so a mention in the channel would only repeat it."""
        record = table.seats[seat]
        if record.user_id is None or record.dm_failed or self.seat_memory(table, seat).told_dms_failing:
            return False
        prefs = await self.bot.store.user_prefs(record.user_id)
        return prefs.hand_dms != "never"

    async def ping_turn(self, table: Table, locale: str) -> None:
        """Mention whoever must act, once per turn, with a "My hand" button; the previous ping and reminders go.
        A claim window is no turn: the table message shows it with its shared buttons (Claim, Pass), no post."""
        waiting = table.to_act()
        window_id = self.window_id(table)
        memory = self.memory(table)
        previous = memory.ping
        if window_id is not None:
            # At a slow pace nobody watches the table: each claimant is also called by DM, once per window.
            marker = -1 - window_id
            if is_slow(table.settings.pace) and not (previous and previous[0] == marker):
                memory.ping = (marker, previous[1] if previous else [])
                await call_claimants_by_dm(self, table, window_id)
            return
        if not waiting or len(waiting) != 1 or table.in_claim_window():
            return
        marker = waiting[0]  # a turn is pinged once
        if previous and previous[0] == marker:
            return
        channel = self.channel(table)
        if channel is None:
            return
        called: list[str] = []  # the human claimants (a window) or the player to act: mentioned, or named
        mentioned = False
        for seat in waiting:
            record = table.seats[seat]
            if record.is_ai or record.user_id is None:
                continue
            prefs = await self.bot.store.user_prefs(record.user_id)
            if prefs.turn_pings and not await self._reached_by_dm(table, seat):
                called.append(f"<@{record.user_id}>")
                mentioned = True
        await self.clear_pings(table)
        if not mentioned:
            memory.ping = (marker, [])
            return
        content = t(locale, "turn-ping", mention=called[0])
        view = self._hand_view(table, locale)
        try:
            message = await channel.send(content, view=view, allowed_mentions=discord.AllowedMentions(users=True))
        except discord.HTTPException:
            return
        memory.ping = (marker, [message.id])

    async def clear_pings(self, table: Table) -> None:
        """Delete the last turn ping and its reminders (they are about a turn that is over)."""
        memory = self.memories.get(table.id)
        previous, channel = (memory.ping if memory else None), self.channel(table)
        if memory is not None:
            memory.ping = None
        if previous is None or channel is None:
            return
        for message_id in previous[1]:
            with contextlib.suppress(discord.HTTPException):
                await channel.get_partial_message(message_id).delete()

    async def post_showdown(self, table: Table, locale: str) -> None:
        """The end-of-hand picture (revealed hands, points), posted once per hand as a message of its own."""
        channel = self.channel(table)
        file = await png("showdown_png", table, table.view(None), locale, "showdown.png")
        memory = self.memory(table)
        memory.showdown_drawn = file is not None
        if channel is None or file is None:
            return
        digest = hash(file.fp.getvalue())  # type: ignore[attr-defined]
        if memory.last_showdown == digest:
            return
        memory.last_showdown = digest
        try:
            await channel.send(file=file)
        except discord.HTTPException:
            log.warning("could not post the showdown of game %s", table.id)
