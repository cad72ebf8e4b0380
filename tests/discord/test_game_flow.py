"""A whole game as players live it: hands by DM, moves by command and button, timers, restarts, failures."""

from __future__ import annotations

import pytest

from tests.discord.conftest import make_bot
from tests.discord.helpers import (
    button_labels,
    choose,
    custom_ids,
    dms,
    hand_from,
    hand_of,
    open_race,
    select_options,
    table_message,
    table_text,
)


async def test_a_game_is_played_to_its_end_and_reaches_the_leaderboard(world):
    table = await open_race(world, world.bob)
    [alice_dm] = dms(world.alice)
    [bob_dm] = dms(world.bob)
    alice_hand, bob_hand = hand_from(alice_dm.content), hand_from(bob_dm.content)
    assert len(alice_hand) == 2 and len(bob_hand) == 2
    # Hands are private: nothing in the channel shows them.
    public = " ".join(m.content + table_text(m) for m in world.channel.history())
    assert f"`{' '.join(alice_hand)}`" not in public

    first = await world.alice.slash(world.channel, "play", move=alice_hand[0])
    assert first.ephemeral and f"played {alice_hand[0]}" in first.response.content
    await world.bob.slash(world.channel, "play", move=bob_hand[0])
    last = await world.alice.slash(world.channel, "play", move=alice_hand[1])
    assert "won the race" in last.response.content

    assert table.status == "finished" and world.table() is None
    final = table_message(world)
    assert "final scores" in table_text(final) and "1. **alice**" in table_text(final)
    assert "Rematch" in button_labels(final)
    board = await world.bob.slash(world.channel, "leaderboard", game="race")
    assert "alice" in board.response.embeds[0].description and "1 win" in board.response.embeds[0].description
    assert board.response.attachments[0].filename == "leaderboard.png"
    stats = await world.alice.slash(world.channel, "stats")
    assert "1 win in 1 game" in stats.response.embeds[0].description


async def test_my_hand_shows_the_hand_and_controls_only_to_its_owner(world):
    await open_race(world, world.bob)
    shown = await world.alice.click(table_message(world), label="My hand")
    assert shown.ephemeral
    assert hand_from(shown.response.content) == hand_from(dms(world.alice)[-1].content)
    assert "Draw" in button_labels(shown.response)
    assert select_options(shown.response) == hand_from(shown.response.content)
    outsider = await world.carol.click(table_message(world), label="My hand")
    assert "not playing at this table" in outsider.response.content


async def test_buttons_play_and_a_stale_or_double_click_changes_nothing(world):
    table = await open_race(world, world.bob, preset="standard")
    shown = await world.alice.click(table_message(world), label="My hand")
    card = select_options(shown.response)[0]
    played = await choose(world.alice, shown.response, None, card)
    # The panel itself is updated: the move is told there and its controls are gone until Alice's next turn.
    assert played.response.id == shown.response.id and f"played {card}" in shown.response.content
    assert select_options(shown.response) == []
    version = table.version
    not_yours = await world.alice.slash(world.channel, "draw")
    assert "not your turn" in not_yours.response.content
    assert table.version == version


async def test_bad_input_is_explained_and_changes_nothing(world):
    table = await open_race(world, world.bob, preset="standard")
    version = table.version
    for move, reason in (("seven", "is not a number"), ("99", "You do not hold 99")):
        refused = await world.alice.slash(world.channel, "play", move=move)
        assert reason in refused.response.content
    other_game = await world.alice.slash(world.channel, "knock", card="Qh")
    assert other_game.response.content == "/knock is not a move in Race. Its moves: /play, /draw, or tap them under “My hand”."
    outsider = await world.carol.slash(world.channel, "draw")
    assert "not playing at this table" in outsider.response.content
    assert table.version == version


async def test_restart_in_the_lobby_keeps_the_lobby_and_its_buttons(world, db_path):
    await world.alice.slash(world.channel, "game new", game="race")
    lobby = table_message(world)
    await world.env.restart_bot(make_bot(db_path))
    joined = await world.bob.click(lobby, label="Join")
    assert "You joined" in joined.response.content
    await world.alice.click(table_message(world), label="Start")
    assert world.table().status == "running"


async def test_restart_mid_game_keeps_hands_buttons_and_timers(world, db_path):
    table = await open_race(world, world.bob, preset="standard")
    before = table.record.state
    await world.env.restart_bot(make_bot(db_path))
    restored = world.table()
    assert restored is not table and restored.record.state == before
    shown = await world.alice.click(table_message(world), label="My hand")
    card = select_options(shown.response)[0]
    played = await choose(world.alice, shown.response, None, card)
    assert f"played {card}" in played.response.content
    # The turn clock was rearmed from the stored deadline: Bob's turn times out without anyone acting.
    await world.env.advance_time(restored.settings.turn_seconds + 1)
    assert any("ran out of time" in e for e in _recent(world))


async def test_turn_reminder_then_timeout_then_the_seat_goes_to_the_computer(world):
    table = await open_race(world, world.bob, preset="standard")
    seconds = table.settings.turn_seconds
    await world.env.advance_time(seconds / 2 + 1)
    assert any("your turn ends" in m.content and world.alice.mention in m.content
               for m in world.channel.history())
    await world.env.advance_time(seconds / 2)
    assert table.seats[0].timeouts == 1 and table.to_act() == (1,)
    await world.bob.slash(world.channel, "draw")
    await world.env.advance_time(seconds + 1)  # second timeout in a row: handed to the computer
    assert table.seats[0].ai_level == "medium"
    assert any("computer player takes over" in e for e in _recent(world))
    # The computer now plays Alice's turns at its own pace, without waiting for the turn clock.
    if table.status == "running" and table.to_act() == (1,):
        await world.bob.slash(world.channel, "draw")
        await world.env.advance_time(3)
        assert table.status == "finished" or table.to_act() == (1,)


async def test_a_returning_player_takes_the_seat_back(world):
    table = await open_race(world, world.bob, preset="standard")
    await world.alice.slash(world.channel, "draw")
    assert table.to_act() == (1,)
    table.seats[1].ai_level = "medium"  # as after repeated timeouts
    back = await world.bob.slash(world.channel, "draw")
    assert "back and plays again" in back.response.content
    assert table.seats[1].ai_level is None


async def test_lobby_expires_after_fifteen_idle_minutes(world):
    await world.alice.slash(world.channel, "game new", game="race")
    await world.env.advance_time(14 * 60)
    assert world.table() is not None
    await world.bob.slash(world.channel, "game join")  # activity restarts the clock
    await world.env.advance_time(14 * 60)
    assert world.table() is not None
    await world.env.advance_time(2 * 60)
    assert world.table() is None
    assert "15 minutes without activity" in table_text(table_message(world))


async def test_computer_players_finish_a_game_alone_with_a_human(world):
    await world.alice.slash(world.channel, "game new", game="race", preset="short")
    await world.alice.slash(world.channel, "game addbot", level="easy")
    await world.alice.slash(world.channel, "game addbot", level="hard")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    for _ in range(40):
        if table.status != "running":
            break
        if table.to_act() == (0,):
            await world.alice.slash(world.channel, "draw")
        await world.env.advance_time(2)
    assert table.status == "finished"


async def test_closed_dms_are_told_once_and_the_game_goes_on(world):
    world.env.inject_error("POST", f"/channels/{world.bob.user.dm_channel.id}/messages", status=403, code=50007,
                           message="Cannot send messages to this user", times=None)
    table = await open_race(world, world.bob, preset="standard")
    notices = [m for m in world.channel.history() if "cannot send you direct messages" in m.content]
    assert len(notices) == 1 and world.bob.mention in notices[0].content
    await world.alice.slash(world.channel, "draw")
    shown = await world.bob.slash(world.channel, "hand")
    assert shown.ephemeral and hand_from(shown.response.content)
    await world.bob.slash(world.channel, "draw")
    notices = [m for m in world.channel.history() if "cannot send you direct messages" in m.content]
    assert len(notices) == 1 and table.status == "running"


async def test_a_failed_table_message_edit_loses_no_move(world):
    table = await open_race(world, world.bob, preset="standard")
    version, shown = table.version, table_text(table_message(world))
    world.env.inject_error("PATCH", f"/channels/{world.channel.id}/messages/*", status=500)
    played = await world.alice.slash(world.channel, "draw")
    assert "drew a card" in played.response.content
    assert table.to_act() == (1,) and table.version == version + 1
    assert table_text(table_message(world)) == shown
    await world.bob.slash(world.channel, "draw")  # the next update edits the message again
    assert "bob drew a card" in table_text(table_message(world))


async def test_a_deleted_table_message_is_posted_again(world):
    table = await open_race(world, world.bob, preset="standard")
    old = table_message(world)
    world.env.inject_error("PATCH", f"/channels/{world.channel.id}/messages/{old.id}", status=404, code=10008,
                           message="Unknown Message")
    await world.alice.slash(world.channel, "draw")
    assert table.record.message_id != old.id
    assert "My hand" in button_labels(table_message(world))


async def test_only_the_players_own_hand_is_ever_sent_to_them(world):
    await open_race(world, world.bob, world.carol, preset="standard")
    for member in (world.alice, world.bob, world.carol):
        for message in dms(member):
            assert message.channel.recipient.id == member.id
    ids = custom_ids(table_message(world))
    assert all(not cid.startswith("rb:sel") for cid in ids), "no card list on the public message"


def _recent(world) -> list[str]:
    return table_text(table_message(world)).splitlines()


@pytest.mark.expected_errors
async def test_an_unexpected_failure_gets_an_error_id_and_changes_nothing(world, monkeypatch, caplog):
    table = await open_race(world, world.bob, preset="standard")
    version = table.version

    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise RuntimeError("a bug")

    monkeypatch.setattr(table.rules, "parse", broken)
    answer = await world.alice.slash(world.channel, "draw")
    assert "Something went wrong" in answer.response.content
    error_id = answer.response.content.split("error id ")[1][:6]
    assert any(error_id in record.getMessage() for record in caplog.records)
    assert table.version == version


async def test_a_failed_reply_does_not_undo_or_repeat_the_move(world, caplog):
    table = await open_race(world, world.bob, preset="standard")
    version = table.version
    world.env.inject_error("POST", "/interactions/*", status=500, times=2)  # the answer fails, and its second try
    await world.alice.slash(world.channel, "draw")
    assert any("could not reply" in record.getMessage() for record in caplog.records)
    assert table.version == version + 1 and table.to_act() == (1,)


async def test_after_a_restart_only_changed_hands_are_sent_again(world, db_path):
    table = await open_race(world, world.bob, world.carol, preset="standard")
    carol_before, bob_before = len(dms(world.carol)), len(dms(world.bob))
    await world.env.restart_bot(make_bot(db_path))
    await world.alice.slash(world.channel, "draw")
    assert len(dms(world.carol)) == carol_before, "Carol's hand did not change: no second copy after the restart"
    assert len(dms(world.bob)) == bob_before + 1, "Bob's turn begins: one new DM"
    assert hand_from(dms(world.alice)[-1].content) != [] and world.table().version == table.version + 1


async def test_rematch_after_a_restart_seats_the_same_players(world, db_path):
    await open_race(world, world.bob, preset="short")
    while world.table() is not None:
        table = world.table()
        member = world.alice if table.to_act() == (0,) else world.bob
        await member.slash(world.channel, "play", move=hand_of(world, member)[0])
    await world.env.restart_bot(make_bot(db_path))
    again = await world.bob.slash(world.channel, "game rematch")
    assert "rematch lobby is open" in again.response.content
    lobby = world.table()
    assert [s.user_id for s in lobby.seats] == [world.bob.id, world.alice.id]
    assert lobby.rules_options == {"hand": 2}
