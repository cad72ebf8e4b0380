"""Slow tables: a correspondence game of Gin played in its thread over days, with reminders, a missed turn, a
restart, and a table message that Discord keeps letting the bot edit (it is posted again before an hour old)."""

from __future__ import annotations

from bot.rules.gin.actions import Discard
from bot.rules.gin.engine import GinPhase
from tests.discord.conftest import make_bot
from tests.discord.helpers import button_labels, dms, table_text

HOUR = 3600


def table_in(thread):  # type: ignore[no-untyped-def]
    for message in reversed(thread.history()):
        if "· #" in table_text(message):
            return message
    raise AssertionError("no table message in the thread")


async def open_gin_in_thread(world, pace="correspondence"):  # type: ignore[no-untyped-def]
    before = {thread.id for thread in world.channel.threads}
    await world.alice.slash(world.channel, "game new", game="gin", place="thread", pace=pace)
    [thread] = [thread for thread in world.channel.threads if thread.id not in before]
    await world.bob.click(table_in(thread), label="Join")
    await world.alice.click(table_in(thread), label="Start")
    return thread


async def play_turn(world, member, thread) -> None:  # type: ignore[no-untyped-def]
    """The member plays their whole turn by slash commands in the thread: pass the first upcard, draw from the
    stock, discard the first card the rules allow."""
    table = world.bot.tables.get(thread.id)
    seat = table.seat_of(member.id)
    for _ in range(4):
        if seat not in table.to_act():
            return
        version = table.version
        phase = table.state.phase
        if phase == GinPhase.OFFER:
            await member.slash(thread, "pass")
        elif phase == GinPhase.DRAW:
            await member.slash(thread, "draw", source="stock")
        else:
            card = next(a.card for a in table.rules.legal(table.state, seat) if isinstance(a, Discard))
            await member.slash(thread, "discard", card=str(card))
        assert table.version > version, f"the move of {member.user.name} in phase {phase} was refused"
    raise AssertionError("the turn never ended")


def mentions_of(thread, member, words):  # type: ignore[no-untyped-def]
    return [m for m in thread.history() if member.mention in m.content and words in m.content]


async def test_a_correspondence_gin_game_in_a_thread_over_three_days(world, db_path):
    thread = await open_gin_in_thread(world)
    table = world.bot.tables.get(thread.id)
    assert table.settings.turn_seconds == 24 * HOUR and table.settings.pace == "correspondence"
    first_table_message = table_in(thread).id
    began = world.bot.tables.clock()
    waiting = table.seats[table.to_act()[0]].user_id
    first, second = (world.alice, world.bob) if waiting == world.alice.id else (world.bob, world.alice)

    # Day 1: both play in the morning; the second player's turn is then left for half a day: reminded half-way.
    await play_turn(world, first, thread)
    turn_dm = dms(second)[-1]  # a slow table's turn DM: the game, its thread, a link there, and the controls
    assert f"Gin Rummy #{table.id}" in turn_dm.content and thread.mention in turn_dm.content
    assert f"https://discord.com/channels/{world.guild.id}/{thread.id})" in turn_dm.content
    assert "Pass" in button_labels(turn_dm)  # (the first upcard is offered to the second player too)
    await world.env.advance_time(2 * HOUR)
    await play_turn(world, second, thread)
    await world.env.advance_time(12 * HOUR + 60)
    assert mentions_of(thread, first, "your turn ends"), "the half-way reminder"
    # The table message is now hours old: the next change posts it again and deletes the old one.
    await play_turn(world, first, thread)
    await world.env.advance_time(60)
    reposted = table_in(thread).id
    assert reposted != first_table_message
    assert first_table_message not in [m.id for m in thread.history()]

    # The bot restarts in the middle of the game; the clocks and the thread come back.
    await world.env.restart_bot(make_bot(db_path))
    table = world.bot.tables.get(thread.id)
    assert table is not None and table.parent_channel_id == world.channel.id

    # Day 2: the second player forgets their turn: reminded half-way and an hour before the end, then it times out.
    await world.env.advance_time(12 * HOUR + 60)
    await world.env.advance_time(11 * HOUR)
    assert len(mentions_of(thread, second, "your turn ends")) >= 2, "half-way and one hour before the end"
    assert table.seat_of(second.id) in table.to_act()
    await world.env.advance_time(HOUR)
    assert table.seat_of(second.id) not in table.to_act(), "the turn clock ran out: the timeout move was played"
    assert table.seats[table.seat_of(second.id)].timeouts == 1
    assert table.seats[table.seat_of(second.id)].ai_level is None  # one timeout: still the player's seat

    # Day 3: the first player takes most of their day, then plays; Discord refuses an edit with 30046 and the table
    # is posted again, not lost.
    await world.env.advance_time(20 * HOUR)
    assert world.bot.tables.clock() - began > 2 * 24 * HOUR
    await play_turn(world, first, thread)
    await world.env.advance_time(10 * 60)
    before = table_in(thread).id
    world.env.inject_error("PATCH", f"/channels/{thread.id}/messages/{before}", status=400, code=30046,
                           message="Maximum number of edits to messages older than 1 hour reached")
    await play_turn(world, second, thread)
    await world.env.advance_time(60)
    after = table_in(thread)
    assert after.id != before and before not in [m.id for m in thread.history()]
    assert table.status == "running" and f"#{table.id}" in table_text(after)
    assert world.bot.tables.get(thread.id).record.message_id == after.id


async def test_a_private_panel_older_than_fifteen_minutes_is_never_edited_and_my_hand_gives_a_fresh_one(world):
    from tests.discord.helpers import open_game, table_message

    await open_game(world, "race", world.bob, preset="standard", pace="relaxed")  # no clock runs out meanwhile

    async def panel_touches_when_replaced(after_minutes: float) -> int:
        """How many times the older panel was deleted or edited (to say it was replaced) when a fresh one came."""
        await world.alice.click(table_message(world), label="My hand")
        await world.env.advance_time(after_minutes * 60)
        before = len(world.env.http_requests)
        fresh = await world.alice.click(table_message(world), label="My hand")
        assert fresh.ephemeral and "Draw" in str(fresh.response.components)
        return sum(1 for r in world.env.http_requests[before:]
                   if r.method in ("PATCH", "DELETE") and r.path.startswith("/webhooks/") and "@original" in r.path)

    assert await panel_touches_when_replaced(1) == 1  # a recent panel is removed (or says it was replaced)
    assert await panel_touches_when_replaced(16) == 0  # an old one is left alone: Discord would refuse


async def test_at_a_relaxed_railroad_table_every_claimant_is_called_by_dm_and_has_a_quarter_hour(world):
    """A claim window at a slow pace: fifteen minutes (relaxed), and each claimant gets a DM with its buttons."""
    from tests.discord.helpers import button_labels, dms, open_game

    table = await open_game(world, "railroad", world.bob, world.carol, pace="relaxed")
    assert table.settings.claim_seconds == 15 * 60
    by_id = {m.id: m for m in (world.alice, world.bob, world.carol)}
    before = {member.id: len(dms(member)) for member in by_id.values()}
    await by_id[table.seats[table.to_act()[0]].user_id].slash(world.channel, "draw", source="stock")
    assert table.in_claim_window()
    assert table.deadline("turn") - world.bot.tables.clock() == 15 * 60
    claimants = [by_id[table.seats[seat].user_id] for seat in table.to_act()]
    assert claimants
    calls = {}
    for claimant in claimants:
        call = dms(claimant)[-1]
        assert len(dms(claimant)) > before[claimant.id] and "can be claimed until" in call.content
        assert f"#{table.id}" in call.content and "Pass" in button_labels(call)
        calls[claimant.id] = call
    for claimant in claimants:  # every claimant answers from their DM: the window closes at once
        await claimant.user.click(calls[claimant.id], label="Pass")
    assert not table.in_claim_window()


async def test_a_slow_lobby_shows_its_pace_and_clocks_and_refuses_a_clock_outside_them(world):
    from tests.discord.helpers import table_message

    await world.alice.slash(world.channel, "game new", game="railroad", pace="relaxed")
    assert "Pace: relaxed · 2 h per turn · claims 15 min" in table_text(table_message(world))
    refused = await world.bob.slash(world.channel, "game new", game="gin", pace="correspondence", turn_timer=60,
                                    place="thread")
    assert refused.ephemeral and "between 60 minutes and 72 hours" in refused.response.content
    await world.bob.slash(world.channel, "language me", language="fr")
    refused = await world.bob.slash(world.channel, "game new", game="gin", pace="correspondence", turn_timer=60,
                                    place="thread")
    assert "entre 60 minutes et 72 heures" in refused.response.content
    assert not [r for r in world.env.http_requests if r.method == "POST" and r.path.endswith("/threads")]


async def test_at_a_slow_table_a_reminder_comes_by_dm_too_unless_the_player_wants_no_dms(world):
    thread = await open_gin_in_thread(world, pace="correspondence")
    table = world.bot.tables.get(thread.id)
    waiting = table.seats[table.to_act()[0]].user_id
    first, second = (world.alice, world.bob) if waiting == world.alice.id else (world.bob, world.alice)
    await first.slash(world.channel, "notifications", hand_dms="never")
    await play_turn(world, first, thread)
    before = len(dms(second))
    await world.env.advance_time(12 * HOUR + 60)
    [reminder] = [m for m in dms(second)[before:] if "Your turn ends" in m.content]
    assert f"Gin Rummy #{table.id}" in reminder.content and thread.mention in reminder.content
    assert f"https://discord.com/channels/{world.guild.id}/{thread.id})" in reminder.content
    assert mentions_of(thread, second, "your turn ends"), "the thread's mention stays"
    # The first player chose no DMs: reminded in the thread only.
    await play_turn(world, second, thread)
    before = len(dms(first))
    await world.env.advance_time(12 * HOUR + 60)
    assert mentions_of(thread, first, "your turn ends")
    assert not [m for m in dms(first)[before:] if "Your turn ends" in m.content]

