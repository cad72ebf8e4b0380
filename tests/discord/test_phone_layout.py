"""What a player sees on a phone: one table message in Components V2, one private panel edited in place, one new
DM per own turn, pings that tidy up after themselves, and a Rematch button on the final table."""

from __future__ import annotations

from tests.discord.conftest import make_bot
from tests.discord.helpers import (
    button_labels,
    choose,
    custom_ids,
    dms,
    hand_from,
    hand_of,
    open_game,
    open_race,
    seats_text,
    select_options,
    table_message,
    table_text,
    until_turn_of,
)


def _kinds(message) -> list[int]:  # type: ignore[no-untyped-def]
    found = []

    def walk(components):  # type: ignore[no-untyped-def]
        for component in components or []:
            data = component if isinstance(component, dict) else component.to_dict()
            found.append(data["type"])
            walk(data.get("components"))

    walk(message.components)
    return found


async def test_the_table_is_one_v2_message_with_header_picture_seats_and_buttons(world):
    table = await open_game(world, "rummy", world.bob)
    message = table_message(world)
    assert message.flags.components_v2 and not message.embeds and not message.content
    kinds = _kinds(message)
    assert 17 in kinds and 10 in kinds and 12 in kinds and 1 in kinds  # container, text, gallery, buttons
    assert [a.filename for a in message.attachments] == ["table.png"]
    text = table_text(message)
    assert f"<t:{int(table.deadline('turn'))}:R>" in text, "the deadline is a relative time that moves by itself"
    seats = seats_text(message)
    assert "1. **alice**" in seats and "2. **bob**" in seats and "<@" not in seats
    assert "◀" in seats and "▶️" not in seats
    assert "My hand" in button_labels(message)
    assert len([m for m in world.channel.history() if table_text(m) and "· #" in table_text(m)]) == 1


async def test_a_table_message_of_the_old_layout_is_replaced_by_a_new_one(world, db_path):
    table = await open_race(world, world.bob, preset="standard")
    message_id = table.record.message_id
    # A game stored before the current layout: its table message cannot be turned into the new one in place.
    record = table.record
    record.options = {k: v for k, v in record.options.items() if k != "message_layout"}
    await world.env.bot.store.save_game(record)
    await world.env.restart_bot(make_bot(db_path))
    await world.alice.slash(world.channel, "draw")
    assert world.table().record.message_id != message_id
    assert message_id not in [m.id for m in world.channel.history()], "the old table message is deleted"
    assert table_message(world).flags.components_v2


async def test_a_new_panel_replaces_the_old_one_which_goes(world):
    await open_race(world, world.bob, preset="standard")
    first = (await world.alice.click(table_message(world), label="My hand")).response.id
    second = await world.alice.slash(world.channel, "hand")
    assert first not in [m.id for m in world.channel.history(viewer=world.alice)], "no stub above the new panel"
    assert hand_from(second.response.content) and select_options(second.response)


async def test_one_new_dm_per_own_turn_with_the_controls_and_no_user_lookups(world):
    table = await open_race(world, world.bob, preset="standard")
    start = len(world.env.http_requests)
    [first] = dms(world.alice)
    assert select_options(first), "the hand DM is a panel: its menu plays the move"
    await choose(world.alice.user, first, None, select_options(first)[0])
    turns = 0
    for _ in range(3):
        await world.bob.slash(world.channel, "draw")
        turns += 1
        assert table.to_act() == (0,)
        newest = dms(world.alice)[-1]  # she plays from her DMs: each own turn comes as a new one
        await world.alice.user.click(newest, custom_id=next(c for c in custom_ids(newest) if ":draw:" in c))
    assert len(dms(world.alice)) == 1 + turns
    assert not [r for r in world.env.http_requests[start:] if r.method == "GET" and r.path.startswith("/users/")]


async def test_a_player_without_dms_is_pinged_with_a_my_hand_button_and_old_pings_go(world):
    await world.bob.slash(world.channel, "notifications", hand_dms="never")
    table = await open_race(world, world.bob, preset="standard")
    await world.alice.slash(world.channel, "draw")
    pings = [m for m in world.channel.history() if world.bob.mention in m.content]
    assert len(pings) == 1 and "My hand" in button_labels(pings[0])
    shown = await world.bob.click(pings[0], label="My hand")
    assert hand_from(shown.response.content)
    await world.bob.slash(world.channel, "draw")
    await world.alice.slash(world.channel, "draw")
    assert table.to_act() == (1,)
    pings = [m for m in world.channel.history() if world.bob.mention in m.content]
    assert len(pings) == 1, "the previous ping was deleted"


async def test_a_railroad_claim_window_is_shown_by_the_table_message_with_its_end(world):
    table = await open_game(world, "railroad", world.bob, world.carol)
    by_id = {m.id: m for m in (world.alice, world.bob, world.carol)}
    posts = len(world.channel.history())
    drawn = await by_id[table.seats[table.to_act()[0]].user_id].slash(world.channel, "draw", source="stock")
    assert table.in_claim_window()
    assert f"the window closes <t:{int(table.deadline('turn'))}:R>" in drawn.response.content
    shown = table_text(table_message(world))
    assert f"the window closes <t:{int(table.deadline('turn'))}:R>" in shown, shown
    assert "Pass" in button_labels(table_message(world))
    assert len(world.channel.history()) == posts, "no message of its own, none to delete later"


async def test_the_final_table_keeps_the_ranking_and_offers_a_rematch(world):
    await open_race(world, world.bob)
    for member in (world.alice, world.bob, world.alice):
        await member.slash(world.channel, "play", move=hand_of(world, member)[0])
    final = table_message(world)
    assert "final scores" in table_text(final) and "Rematch" in button_labels(final)
    again = await world.bob.click(final, label="Rematch")
    assert again.response.ephemeral and world.table() is not None and world.table().status == "lobby"


async def test_a_move_made_slowly_and_the_computers_replies_are_one_table_edit(world):
    """A person who took their time over a turn sees their move and the computers' answer in one edit, drawn
    when their turn comes back (the chain of computer moves is timed from its start, not from the last picture)."""
    table = await open_game(world, "mu", ai=3)
    await until_turn_of(world, world.alice)
    seat = table.seat_of(world.alice.id)
    table_path = f"/channels/{world.channel.id}/messages/{table.record.message_id}"
    for _ in range(3):
        await world.env.advance_time(20)  # thinking it over
        [first, *_] = table.rules.legal(table.state, seat)
        version = table.version
        await table.act(seat, first)
        assert table.version > version
        start = len(world.env.http_requests)
        await until_turn_of(world, world.alice)
        edits = [r for r in world.env.http_requests[start:] if r.method == "PATCH" and r.path == table_path]
        assert len(edits) == 1, len(edits)


async def test_each_seat_line_shows_what_the_game_summarises_for_it(world):
    """The seat lines come from the game's own ``seat_summary``: here the test game's cards held per seat."""
    await open_race(world, world.bob, preset="standard")
    seats = seats_text(table_message(world))
    assert "1. **alice** · 3 cards" in seats and "2. **bob** · 3 cards" in seats
    await world.alice.slash(world.channel, "draw")
    assert "1. **alice** · 4 cards" in seats_text(table_message(world))
