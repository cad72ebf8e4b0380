"""Tables in threads of their own: opened from a channel, played in the thread, linked from the channel by one line."""

from __future__ import annotations

import discord

from bot.store import TableDefaults
from tests.discord.conftest import make_bot
from tests.discord.helpers import button_labels, dms, hand_from, table_text
from tests.discord.test_settings import manager


def table_in(thread):  # type: ignore[no-untyped-def]
    """The newest table message of a thread."""
    for message in reversed(thread.history()):
        if "· #" in table_text(message) or "· n° " in table_text(message):
            return message
    raise AssertionError("no table message in the thread")


async def open_race_in_thread(world, *players, **options):  # type: ignore[no-untyped-def]
    """Alice opens a Race table in a new thread of the channel; the others join it there and she starts it."""
    before = {thread.id for thread in world.channel.threads}
    opened = await world.alice.slash(world.channel, "game new", game="race", place="thread", preset="short",
                                     **options)
    [thread] = [thread for thread in world.channel.threads if thread.id not in before]
    assert thread.mention in opened.response.content
    for player in players:
        await player.click(table_in(thread), label="Join")
    await world.alice.click(table_in(thread), label="Start")
    table = world.bot.tables.get(thread.id)
    assert table is not None and table.status == "running"
    return thread, table


async def test_a_table_opened_in_a_thread_is_played_there_and_the_channel_line_says_who_won(world):
    thread, table = await open_race_in_thread(world, world.bob)
    assert thread.name == f"Race #{table.id}"
    assert table.parent_channel_id == world.channel.id
    # The channel keeps one line linking to the thread; the table, its pings and results live in the thread.
    [line] = [m for m in world.channel.history() if thread.mention in m.content]
    assert "Race" in line.content and world.alice.mention in line.content
    assert not [m for m in world.channel.history() if table_text(m)]
    alice_hand, bob_hand = hand_from(dms(world.alice)[-1].content), hand_from(dms(world.bob)[-1].content)
    await world.alice.slash(thread, "play", move=alice_hand[0])
    await world.bob.slash(thread, "play", move=bob_hand[0])
    await world.alice.slash(thread, "play", move=alice_hand[1])
    assert table.status == "finished"
    assert "final scores" in table_text(table_in(thread))
    [line] = [m for m in world.channel.history() if thread.mention in m.content]
    assert "won by alice" in line.content
    # The channel is free for a table of its own, and a second thread holds a second game meanwhile.
    second, _ = await open_race_in_thread(world, world.carol)
    assert second.id != thread.id


async def test_a_thread_table_survives_a_restart(world, db_path):
    thread, _ = await open_race_in_thread(world, world.bob)
    await world.env.restart_bot(make_bot(db_path))
    restored = world.bot.tables.get(thread.id)
    assert restored is not None and restored.parent_channel_id == world.channel.id
    hand = hand_from(dms(world.alice)[-1].content)
    played = await world.alice.slash(thread, "play", move=hand[0])
    assert f"played {hand[0]}" in played.response.content


async def test_opening_a_thread_table_needs_the_thread_permissions_and_says_which_in_english_and_french(world):
    closed = world.guild.create_text_channel("no-threads", overwrites={
        world.env.bot.user: discord.PermissionOverwrite(create_public_threads=False, send_messages_in_threads=False)})
    refused = await world.alice.slash(closed, "game new", game="race", place="thread")
    text = refused.response.content
    assert refused.ephemeral and "Create Public Threads" in text and "Send Messages in Threads" in text
    assert closed.threads == [] and world.bot.tables.get(closed.id) is None
    await world.alice.slash(world.channel, "language me", language="fr")
    refused = await world.alice.slash(closed, "game new", game="race", place="thread")
    assert "Créer des fils publics" in refused.response.content
    assert "Envoyer des messages dans les fils" in refused.response.content


async def test_a_thread_table_cannot_be_opened_from_inside_a_thread(world):
    thread, _ = await open_race_in_thread(world, world.bob)
    refused = await world.carol.slash(thread, "game new", game="race", place="thread")
    assert refused.ephemeral and "cannot hold another thread" in refused.response.content
    await world.carol.slash(world.channel, "language me", language="fr")
    refused = await world.carol.slash(thread, "game new", game="race", place="thread")
    assert "Un fil ne peut pas contenir un autre fil" in refused.response.content


async def test_three_slow_games_in_threads_with_the_same_two_players_are_listed_right_for_each(world):
    opened = []
    for _ in range(3):
        thread, table = await open_race_in_thread(world, world.bob, pace="relaxed")
        opened.append((thread, table))
    assert len({thread.id for thread, _ in opened}) == 3
    # In the second game Alice plays: it is Bob's turn there, and still Alice's in the others.
    thread, table = opened[1]
    hand = table.rules.hand_text(table.view(0)).split()
    await world.alice.slash(thread, "play", move=hand[0])
    assert table.to_act() == (1,)

    listed = await world.alice.slash(world.channel, "games")
    text = listed.response.content
    assert listed.ephemeral and "Your tables here** (3)" in text
    lines = [line for line in text.splitlines() if "Race #" in line]
    newest_first_mine = [opened[2][1].id, opened[0][1].id]
    assert [f"Race #{i}" in lines[n] for n, i in enumerate(newest_first_mine)] == [True, True]
    assert "your turn" in lines[0] and "your turn" in lines[1]
    assert f"Race #{opened[1][1].id}" in lines[2] and "turn of bob" in lines[2]
    for (thread, table) in opened:
        [line] = [line for line in lines if f"Race #{table.id}" in line]
        assert thread.mention in line and f"<t:{int(table.deadline('turn'))}:R>" in line
        assert f"https://discord.com/channels/{world.guild.id}/{thread.id}" in line
        assert "relaxed" in line

    theirs = (await world.bob.slash(world.channel, "games")).response.content
    bob_lines = [line for line in theirs.splitlines() if "Race #" in line]
    assert f"Race #{opened[1][1].id}" in bob_lines[0] and "your turn" in bob_lines[0]
    assert all("turn of alice" in line for line in bob_lines[1:])
    assert "do not sit at any table" in (await world.carol.slash(world.channel, "games")).response.content
    # Bob's turn DM names the game and its thread: he sits at three tables.
    assert f"Race #{opened[1][1].id}" in dms(world.bob)[-1].content
    assert opened[1][0].mention in dms(world.bob)[-1].content
    assert button_labels(dms(world.bob)[-1]), "the turn's controls come with it"


async def test_games_in_french(world):
    await world.alice.slash(world.channel, "language me", language="fr")
    answer = await world.alice.slash(world.channel, "games")
    assert "Vous n'êtes assis à aucune table" in answer.response.content
    await open_race_in_thread(world, world.bob, pace="correspondence")
    answer = await world.alice.slash(world.channel, "games")
    assert "à vous de jouer" in answer.response.content and "correspondance" in answer.response.content


async def test_a_server_that_plays_in_threads_opens_every_new_table_in_one_at_its_pace(world):
    boss = manager(world)
    command = world.env.backend.find_command("settings", None)
    world.guild.set_command_permissions(int(command["id"]), {world.bob: True})
    refused = await world.bob.slash(world.channel, "settings tables", place="thread")
    assert refused.ephemeral and "Manage Server" in refused.response.content
    assert await world.bot.store.table_defaults(world.guild.id) == TableDefaults(world.guild.id)
    saved = await boss.slash(world.channel, "settings tables", place="thread", pace="relaxed")
    assert "in a new thread" in saved.response.content and "relaxed" in saved.response.content
    shown = await boss.slash(world.channel, "settings show")
    assert "in a new thread" in shown.response.embeds[0].description
    await world.alice.slash(world.channel, "game new", game="race")
    [thread] = world.channel.threads
    table = world.bot.tables.get(thread.id)
    assert table is not None and table.settings.pace == "relaxed" and world.bot.tables.get(world.channel.id) is None
    # Inside that thread the server's default cannot apply: a table opened there is the thread's own.
    await world.alice.slash(thread, "game cancel")
    assert table.status == "cancelled"
    [line] = [m for m in world.channel.history() if thread.mention in m.content]
    assert "cancelled" in line.content
    await world.alice.slash(thread, "game new", game="race")
    assert world.bot.tables.get(thread.id) is not None and len(world.channel.threads) == 1
    # The command's own place comes first; clear goes back to the channel, live.
    await world.alice.slash(world.channel, "game new", game="race", place="channel")
    assert world.bot.tables.get(world.channel.id).settings.pace == "relaxed"
    cleared = await boss.slash(world.channel, "settings tables", clear=True)
    assert "in this channel" in cleared.response.content and "live" in cleared.response.content
    await boss.slash(world.channel, "language me", language="fr")
    french = await boss.slash(world.channel, "settings tables", pace="correspondence")
    assert "au rythme correspondance" in french.response.content


def metadata(thread):  # type: ignore[no-untyped-def]
    """What Discord knows of a thread's state (archived, locked)."""
    return thread._channel.thread_metadata


async def finish_race(world, table, thread, second):  # type: ignore[no-untyped-def]
    """Alice and the second player play the short Race to its end by slash commands in the thread."""
    alice_hand, other_hand = hand_from(dms(world.alice)[-1].content), hand_from(dms(second)[-1].content)
    await world.alice.slash(thread, "play", move=alice_hand[0])
    await second.slash(thread, "play", move=other_hand[0])
    await world.alice.slash(thread, "play", move=alice_hand[1])
    assert table.status == "finished"


async def test_a_rematch_in_a_thread_is_linked_from_the_channel_by_a_new_line_edited_at_its_end(world):
    from bot.discord.threads import ARCHIVE_AFTER_SECONDS

    thread, table = await open_race_in_thread(world, world.bob)
    await finish_race(world, table, thread, world.bob)
    await world.env.advance_time(ARCHIVE_AFTER_SECONDS + 60)
    assert metadata(thread).archived  # the finished table's thread was archived meanwhile
    await world.bob.click(table_in(thread), label="Rematch")
    rematch = world.bot.tables.get(thread.id)
    assert rematch is not None and rematch.id != table.id and rematch.status == "lobby"
    assert not metadata(thread).archived and not metadata(thread).locked  # opened again for the new game
    lines = [m for m in world.channel.history() if thread.mention in m.content]
    assert len(lines) == 2
    assert f"#{table.id}" in lines[0].content and "won by" in lines[0].content
    assert f"#{rematch.id}" in lines[1].content and world.bob.mention in lines[1].content
    # The rematch is played in the same thread; its own line says who won at its end.
    await world.alice.click(table_in(thread), label="Join")
    await world.bob.click(table_in(thread), label="Start")
    assert rematch.status == "running"
    alice_hand, bob_hand = hand_from(dms(world.alice)[-1].content), hand_from(dms(world.bob)[-1].content)
    first, second = (world.alice, world.bob) if rematch.seat_of(world.alice.id) in rematch.to_act() else (
        world.bob, world.alice)
    hands = {world.alice.id: alice_hand, world.bob.id: bob_hand}
    await first.slash(thread, "play", move=hands[first.id][0])
    await second.slash(thread, "play", move=hands[second.id][0])
    await first.slash(thread, "play", move=hands[first.id][1])
    assert rematch.status == "finished"
    lines = [m for m in world.channel.history() if thread.mention in m.content]
    assert len(lines) == 2 and f"#{rematch.id}" in lines[1].content and "won by" in lines[1].content


async def test_a_finished_tables_thread_is_archived_and_locked_a_while_later(world):
    from bot.discord.threads import ARCHIVE_AFTER_SECONDS

    thread, table = await open_race_in_thread(world, world.bob)
    await finish_race(world, table, thread, world.bob)
    await world.env.advance_time(ARCHIVE_AFTER_SECONDS - 60)
    assert not metadata(thread).archived, "players have time to read the result and press Rematch"
    await world.env.advance_time(120)
    assert metadata(thread).archived and metadata(thread).locked


async def test_without_manage_threads_a_finished_tables_thread_is_archived_not_locked(world):
    from bot.discord.threads import ARCHIVE_AFTER_SECONDS

    channel = world.guild.create_text_channel("no-manage-threads", overwrites={
        world.env.bot.user: discord.PermissionOverwrite(manage_threads=False)})
    opened = await world.alice.slash(channel, "game new", game="race", place="thread", preset="short")
    [thread] = channel.threads
    assert thread.mention in opened.response.content
    await world.alice.click(table_in(thread), label="Cancel")
    table = world.bot.tables.by_id(int(thread.name.split("#")[1]))
    assert table is None or table.status == "cancelled"
    await world.env.advance_time(ARCHIVE_AFTER_SECONDS + 60)
    assert metadata(thread).archived and not metadata(thread).locked
