"""The turn loop as a player meets it: a turn arrives where the player is, once, and no message keeps buttons that
would only answer "this table has moved on"."""

from __future__ import annotations

from bot.discord.hands import panel_controls
from bot.discord.panels import seat_stamp
from bot.rules.cards import format_card
from bot.rules.gin.views import GinPhase
from bot.texts import readable_suits
from tests.discord.helpers import (
    button_labels,
    choice_values,
    choose,
    claim_call,
    custom_ids,
    dms,
    open_game,
    table_message,
    table_text,
)


def panel_stamps(message) -> set[int]:  # type: ignore[no-untyped-def]
    """The stamps the move controls of a panel or DM carry (one per message; none when it has no controls)."""
    return {int(cid.split(":")[3]) for cid in custom_ids(message) if cid.startswith("rb:act:")}


def current_stamps(table, seat: int) -> set[int]:  # type: ignore[no-untyped-def]
    """The stamps a click is not refused as "moved on" for: the seat's controls now, or those offered ahead."""
    shown, _ready = panel_controls(table, seat)
    return {seat_stamp(table, seat), seat_stamp(table, seat, shown)}


def assert_no_dead_buttons(world, table, *members) -> None:  # type: ignore[no-untyped-def]
    """Every DM of these players either has no move buttons or, the newest only, buttons that still work."""
    for member in members:
        seat = table.seat_of(member.id)
        messages = dms(member)
        for index, message in enumerate(messages):
            stamps = panel_stamps(message)
            if not stamps:
                continue
            assert index == len(messages) - 1, f"an older DM of {member.user.name} keeps buttons: {message.content!r}"
            assert table.status == "running", f"a DM of a finished game keeps buttons: {message.content!r}"
            assert stamps <= current_stamps(table, seat), f"dead buttons in {message.content!r}"


async def open_gin_hand(world):  # type: ignore[no-untyped-def]
    """Gin for alice and bob, one hand only (resigning both plays it out quickly)."""
    await world.alice.slash(world.channel, "game new", game="gin")
    await world.bot.tables.lobby.configure(world.table(), world.alice.id, preset=None, overrides={"single_hand": "yes"},
                                     turn_seconds=None, ai_pace="instant")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    return world.table()


async def play_typed(world, table, members, turns: int) -> None:  # type: ignore[no-untyped-def]
    """The players of ``members`` (by seat) play ``turns`` steps by typing in the channel (the first card goes)."""
    for _ in range(turns):
        seat = table.to_act()[0]
        member = members[seat]
        if table.state.phase == GinPhase.OFFER:
            await member.slash(world.channel, "pass")
        elif table.state.phase == GinPhase.DRAW:
            await member.slash(world.channel, "draw", source="stock")
        else:
            await member.slash(world.channel, "discard", card=format_card(table.state.hands[seat][0]))
        assert_no_dead_buttons(world, table, *members.values())


async def test_hand_dms_lose_their_buttons_when_superseded_and_when_the_game_ends(world):
    table = await open_gin_hand(world)
    members = {table.seat_of(m.id): m for m in (world.alice, world.bob)}
    for _ in range(8):  # each plays from the newest DM the bot sent them
        seat = table.to_act()[0]
        member = members[seat]
        newest = dms(member)[-1]
        if table.state.phase == GinPhase.OFFER:
            await member.user.click(newest, custom_id=next(c for c in custom_ids(newest) if ":pass:" in c))
        else:
            await member.user.click(newest, label="Draw from stock")
            await choose(member.user, dms(member)[-1], "discard", format_card(table.state.hands[seat][0]))
        assert_no_dead_buttons(world, table, *members.values())
    for member in members.values():
        await member.slash(world.channel, "game resign")
    assert table.status == "finished"
    assert_no_dead_buttons(world, table, *members.values())


async def test_a_player_who_plays_in_the_channel_keeps_no_dm_with_old_buttons(world):
    table = await open_game(world, "gin", world.bob)
    members = {table.seat_of(m.id): m for m in (world.alice, world.bob)}
    await play_typed(world, table, members, 8)


async def test_a_resigned_seat_gets_no_dms_and_its_player_one_line(world):
    """After resigning, the computer's moves for the seat are not news for its player: no new DM, no DM edit
    beyond taking the buttons off the last one."""
    table = await open_gin_hand(world)
    resigned = await world.alice.slash(world.channel, "game resign")
    assert "computer" in resigned.response.content
    before, requests = len(dms(world.alice)), len(world.env.http_requests)
    await play_typed(world, table, {table.seat_of(world.bob.id): world.bob}, 6)
    await world.bob.slash(world.channel, "game resign")
    assert table.status == "finished"
    assert len(dms(world.alice)) == before, [m.content for m in dms(world.alice)[before:]]
    dm_calls = [r for r in world.env.http_requests[requests:]
                if r.path.startswith(f"/channels/{world.alice.user.dm_channel.id}/")]
    assert len(dm_calls) <= 1, [(r.method, r.path) for r in dm_calls]
    assert_no_dead_buttons(world, table, world.alice)


async def test_a_seat_handed_to_the_computer_tells_its_player_once_then_sends_nothing(world):
    table = await open_gin_hand(world)
    seat = table.seat_of(world.alice.id)
    members = {table.seat_of(world.bob.id): world.bob}
    for _ in range(12):  # alice lets her turns run out; bob plays his at once
        if table.seats[seat].is_ai or table.status != "running":
            break
        if seat in table.to_act():
            await world.env.advance_time(table.settings.turn_seconds + 1)
        else:
            await play_typed(world, table, members, 1)
    assert table.seats[seat].is_ai
    told = [m for m in dms(world.alice) if "computer plays your seat" in m.content]
    assert len(told) == 1 and not custom_ids(told[0]), [m.content for m in dms(world.alice)]
    before, requests = len(dms(world.alice)), len(world.env.http_requests)
    await play_typed(world, table, members, 4)
    assert len(dms(world.alice)) == before
    assert not [r for r in world.env.http_requests[requests:]
                if r.path.startswith(f"/channels/{world.alice.user.dm_channel.id}/")]


async def test_an_older_panel_is_removed_when_a_newer_one_is_opened(world):
    await open_game(world, "gin", world.bob)
    first = (await world.alice.slash(world.channel, "hand")).response.id
    second = (await world.alice.slash(world.channel, "hand")).response.id
    shown = [m.id for m in world.channel.history(viewer=world.alice)]
    assert second in shown and first not in shown, "no stub is left above the newest panel"


async def test_a_player_at_the_table_sees_their_panel_turn_into_their_turn(world):
    """The panel left open after a discard shows the next turn's draw ahead; an early tap says whose turn it is and
    what the table waits for; when the turn comes, that panel is edited into the turn's controls, the discard named
    on its button, and no DM is sent."""
    table = await open_game(world, "gin", world.bob)
    members = {table.seat_of(m.id): m for m in (world.alice, world.bob)}
    await play_typed(world, table, members, 2)  # both pass the first upcard
    while table.state.phase == GinPhase.OFFER:
        await play_typed(world, table, members, 1)
    first = members[table.to_act()[0]]
    second = world.bob if first is world.alice else world.alice
    seat = table.seat_of(first.id)
    panel = (await first.click(table_message(world), label="My hand")).response
    await first.click(panel, label="Draw from stock")
    await choose(first, panel, "discard", format_card(table.state.hands[seat][0]))
    early = await first.click(panel, label="Draw from stock")
    assert early.response.content.startswith("It is not your turn: ")
    assert f"{second.user.name} to draw" in early.response.content, early.response.content

    dms_before = len(dms(first))
    await second.slash(world.channel, "draw", source="stock")
    await second.slash(world.channel, "discard", card=format_card(table.state.hands[1 - seat][0]))
    assert seat in table.to_act()
    assert len(dms(first)) == dms_before, "no DM for a player at the table"
    top = format_card(table.state.discard[-1])
    assert "Your turn." in panel.content
    assert f"Take {readable_suits(top)}" in button_labels(panel), button_labels(panel)


async def test_the_final_table_does_not_name_a_resigned_player_the_winner(world):
    """The computer plays a resigned seat to the end and may score best; the ranking puts that seat after the
    others, and no line below it says the resigned player won."""
    table = await open_gin_hand(world)
    await world.alice.slash(world.channel, "game resign")
    bob = table.seat_of(world.bob.id)
    for _ in range(60):
        if table.status != "running":
            break
        if bob not in table.to_act():
            await world.env.advance_time(1)
            continue
        phase = table.state.phase
        if phase in (GinPhase.OFFER, GinPhase.WALL):
            await world.bob.slash(world.channel, "pass")
        elif phase == GinPhase.DRAW:
            await world.bob.slash(world.channel, "draw", source="stock")
        else:
            await world.bob.slash(world.channel, "discard", card=format_card(table.state.hands[bob][0]))
    assert table.status == "finished"
    outcome = table.rules.outcome(table.state)
    assert outcome.scores[table.seat_of(world.alice.id)] > outcome.scores[bob], "the computer scored best for alice"
    text = table_text(table_message(world))
    assert "1. bob" in text.replace("**", "") and "· resigned" in text, text
    assert "alice wins" not in text, text


async def test_a_claim_window_reads_well_and_keeps_answers_private(world):
    """RailRoad: the drawer is told when the window closes (not "until in 11 seconds"), and a claimant's answer is
    told to them only, not to the table."""
    table = await open_game(world, "railroad", world.bob, world.carol)
    by_id = {m.id: m for m in (world.alice, world.bob, world.carol)}
    drawer = by_id[table.seats[table.to_act()[0]].user_id]
    drawn = await drawer.slash(world.channel, "draw", source="stock")
    assert table.in_claim_window()
    # (<t:…:R> reads "in 11 seconds" on Discord: the sentence must not say "until" before it)
    assert "until <t:" not in drawn.response.content and "the window closes <t:" in drawn.response.content
    assert "until <t:" not in table_text(claim_call(world))
    claimant = by_id[table.seats[table.to_act()[0]].user_id]
    passed = await claimant.click(claim_call(world), label="Pass")
    assert "has answered" not in passed.response.content
    assert "has answered" not in table_text(table_message(world))
    assert not any("has answered" in m.content for m in world.channel.history())


async def test_card_menus_list_the_cards_in_the_hands_order(world):
    table = await open_game(world, "gin", world.bob)
    members = {table.seat_of(m.id): m for m in (world.alice, world.bob)}
    while table.state.phase == GinPhase.OFFER:
        await play_typed(world, table, members, 1)
    seat = table.to_act()[0]
    panel = (await members[seat].click(table_message(world), label="My hand")).response
    await members[seat].click(panel, label="Draw from stock")
    hand = table.rules.hand_text(table.view(seat)).split()
    options = choice_values(panel, "discard")
    assert len(options) > 3 and options == sorted(options, key=hand.index), (options, hand)
