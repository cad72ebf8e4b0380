"""A player at the table is not sent a DM for every turn: their panel, after their move, already offers their next
turn's draw ("Draw from stock", "Take the discard"), which they tap when the table shows their turn. A player whose
turn comes back after a long wait gets their turn DM as before."""

from __future__ import annotations

import pytest

from bot.rules.cards import format_card
from bot.rules.gin.views import GinPhase
from tests.discord.helpers import (
    button_labels,
    choice_values,
    choose,
    claim_call,
    custom_ids,
    dms,
    open_game,
    table_message,
)


async def play_turn(world, member, table) -> object:  # type: ignore[no-untyped-def]
    """``member`` plays a whole turn by commands (take or pass the first upcard, draw, discard); the last answer."""
    seat = table.seat_of(member.id)
    answer = None
    while table.status == "running" and seat in table.to_act():
        phase = table.state.phase
        if phase == GinPhase.OFFER:
            answer = await member.slash(world.channel, "pass")
        elif phase == GinPhase.DRAW:
            answer = await member.slash(world.channel, "draw", source="stock")
        else:
            answer = await member.slash(world.channel, "discard", card=format_card(table.state.hands[seat][0]))
    return answer


async def gin_past_the_upcard(world):  # type: ignore[no-untyped-def]
    """Alice and Bob at Gin, the first upcard passed by commands: the table, the player to draw and the other."""
    table = await open_game(world, "gin", world.bob)
    for _ in range(6):
        if table.state.phase not in (GinPhase.OFFER,):
            break
        await play_turn(world, world.alice if table.seat_of(world.alice.id) in table.to_act() else world.bob, table)
    first, second = (world.alice, world.bob) if table.seat_of(world.alice.id) in table.to_act() else \
        (world.bob, world.alice)
    return table, first, second


async def tap_turn(world, member, table) -> object:  # type: ignore[no-untyped-def]
    """``member`` opens their panel in the channel and draws and discards on it; the panel, as it is left."""
    seat = table.seat_of(member.id)
    panel = (await member.click(table_message(world), label="My hand")).response
    await member.click(panel, label="Draw from stock")
    await choose(member, panel, "discard", format_card(table.state.hands[seat][0]))
    assert seat not in table.to_act()
    return panel


async def test_a_player_at_the_table_gets_no_dm_per_turn_and_one_after_a_long_wait(world):
    table, first, second = await gin_past_the_upcard(world)

    panel = await tap_turn(world, first, table)
    labels = button_labels(panel)
    assert "Take the discard" in labels and "Draw from stock" in labels  # the next turn's draw, offered ahead
    assert "tap it when your turn comes" in panel.content
    early = await first.click(panel, label="Draw from stock")
    assert "not your turn" in early.response.content

    dms_before = len(dms(first))
    await play_turn(world, second, table)  # quickly: the first player is still at the table
    assert table.seat_of(first.id) in table.to_act()
    assert len(dms(first)) == dms_before, "no new DM for a player at the table"
    version = table.version
    drawn = await first.click(panel, label="Draw from stock")  # the panel offered ahead works now
    assert table.version == version + 1 and "draws" in drawn.response.content.lower()
    assert any(":discard:" in cid for cid in custom_ids(drawn.response))

    await play_turn(world, first, table)
    await world.env.advance_time(90)  # the other player thinks it over: the first one may have gone
    dms_before = len(dms(first))
    await play_turn(world, second, table)
    assert len(dms(first)) == dms_before + 1, "a turn that comes back after a long wait is told by DM"


async def test_a_player_who_plays_in_their_dm_is_told_by_dm_when_their_turn_comes_back(world):
    """Someone playing from their hand DM does not see the table's redraw: however quickly their turn comes back,
    it comes with a new DM (its controls are that turn's)."""
    table = await open_game(world, "gin", world.bob)
    for _ in range(6):  # both pass the first upcard, each from their DM
        if table.state.phase not in (GinPhase.OFFER,):
            break
        member = world.alice if table.seat_of(world.alice.id) in table.to_act() else world.bob
        offer = dms(member)[-1]
        await member.user.click(offer, custom_id=next(cid for cid in custom_ids(offer) if ":pass:" in cid))
    first, second = (world.alice, world.bob) if table.seat_of(world.alice.id) in table.to_act() else \
        (world.bob, world.alice)
    seat = table.seat_of(first.id)
    panel = dms(first)[-1]
    await first.user.click(panel, label="Draw from stock")  # played where the bot sent the hand
    await choose(first.user, dms(first)[-1], "discard", format_card(table.state.hands[seat][0]))
    assert seat not in table.to_act()

    dms_before = len(dms(first))
    await play_turn(world, second, table)  # at once: the first player answered moments ago, in their DM
    assert seat in table.to_act()
    assert len(dms(first)) == dms_before + 1, "their turn is told where they play"
    version = table.version
    await first.user.click(dms(first)[-1], label="Draw from stock")
    assert table.version == version + 1


async def a_window_opens(world):  # type: ignore[no-untyped-def]
    """RailRoad for alice, bob and carol; whoever is to act draws from the stock: (table, members by id, the first
    claimant's seat, that claimant)."""
    table = await open_game(world, "railroad", world.bob, world.carol)
    by_id = {m.id: m for m in (world.alice, world.bob, world.carol)}
    await by_id[table.seats[table.to_act()[0]].user_id].slash(world.channel, "draw", source="stock")
    claimant_seat = table.to_act()[0]
    return table, by_id, claimant_seat, by_id[table.seats[claimant_seat].user_id]


async def claim_last(world, table, by_id, claimant, *, hmg: bool = False) -> None:  # type: ignore[no-untyped-def]
    """The other claimants pass on the call first, then ``claimant`` claims: the claim itself closes the window."""
    call = claim_call(world)
    for seat in table.to_act()[1:]:
        await by_id[table.seats[seat].user_id].click(call, label="Pass")
    claim = next(label for label in button_labels(call) if label.startswith("Claim ") and ("HMG" in label) == hmg)
    await claimant.click(call, label=claim)
    assert not table.in_claim_window()


@pytest.mark.parametrize("hmg", [False, True], ids=["claim", "claim-with-hmg"])
async def test_a_claim_keeps_the_claimants_dm_current_and_its_draw_works_when_their_turn_comes(world, hmg):
    """The answer to a claim (on the message calling the claimants) shows the new hand but no controls: the hand DM
    is brought up to date (with no buttons: none are offered ahead in a DM), and the claimant's turn brings a new DM
    whose "Draw from the stock" works."""
    table, by_id, claimant_seat, claimant = await a_window_opens(world)
    await claim_last(world, table, by_id, claimant, hmg=hmg)
    assert table.seat_of(claimant.id) not in table.to_act()

    hand = table.rules.hand_text(table.view(claimant_seat))
    dm = dms(claimant)[-1]
    assert f"`{hand}`" in dm.content, "the DM shows the hand with the claimed cards"
    assert not custom_ids(dm), "no buttons that would only answer that it is not the claimant's turn"

    for _ in range(6):  # the others play on (drawing from the discard pile opens no window) to the claimant's turn
        if claimant_seat in table.to_act():
            break
        member = by_id[table.seats[table.to_act()[0]].user_id]
        await member.slash(world.channel, "draw", source="discard")
        panel = (await member.slash(world.channel, "hand")).response
        await choose(member, panel, "discard", choice_values(panel, "discard")[0])
    assert claimant_seat in table.to_act() and not table.in_claim_window()
    version = table.version
    drawn = await claimant.user.click(dms(claimant)[-1], label="Draw from the stock")
    assert table.version > version, drawn.response.content


async def test_a_drawer_playing_in_the_channel_has_their_panel_come_alive_when_the_claim_window_closes(world):
    """Whoever drew from the stock waits while the others may claim; when the window closes their controls come
    back on the panel they are looking at, in the channel: no DM is sent or edited for it."""
    table = await open_game(world, "railroad", world.bob, world.carol)
    by_id = {m.id: m for m in (world.alice, world.bob, world.carol)}
    drawer_seat = table.to_act()[0]
    drawer = by_id[table.seats[drawer_seat].user_id]
    panel = (await drawer.click(table_message(world), label="My hand")).response
    await drawer.click(panel, label="Draw from the stock")
    assert table.in_claim_window()
    assert not any(":discard:" in cid for cid in custom_ids(panel)), "the drawer waits for the window"
    dm_count, requests = len(dms(drawer)), len(world.env.http_requests)
    call = claim_call(world)
    for seat in table.to_act():
        await by_id[table.seats[seat].user_id].click(call, label="Pass")
    assert not table.in_claim_window() and table.to_act() == (drawer_seat,)
    assert any(":discard:" in cid for cid in custom_ids(panel)), "the panel offers the discard"
    dm_channel = f"/channels/{drawer.user.dm_channel.id}/"
    assert len(dms(drawer)) == dm_count
    assert not [r for r in world.env.http_requests[requests:] if r.path.startswith(dm_channel)], "no DM call"
    version = table.version
    await choose(drawer, panel, "discard", choice_values(panel, "discard")[0])
    assert table.version > version


async def test_a_claimant_playing_in_the_channel_has_their_panel_brought_up_to_date_not_their_dm(world):
    """Someone who plays from their panel in the channel claims the discard: their panel shows the new hand and the
    next turn's draw (refused only as early until the turn), and their DM is left alone."""
    table, by_id, claimant_seat, claimant = await a_window_opens(world)
    panel = await claimant.slash(world.channel, "hand")  # the claimant looks at their hand in the channel
    dm_calls = f"/channels/{claimant.user.dm_channel.id}/"
    requests = len(world.env.http_requests)
    await claim_last(world, table, by_id, claimant)

    hand = table.rules.hand_text(table.view(claimant_seat))
    assert f"`{hand}`" in panel.response.content, "the panel shows the hand with the claimed cards"
    assert not [r for r in world.env.http_requests[requests:] if r.path.startswith(dm_calls)], "no DM call"
    early = await claimant.click(panel.response, label="Draw from the stock")
    assert early.response.content.startswith("It is not your turn: ")


async def test_a_player_who_types_their_turns_gets_answers_without_buttons_and_nothing_deleted(world):
    """Typed moves are answered with what happened and the hand, with no buttons: nothing on them goes stale, so no
    answer is deleted when the next comes, and the last one turns into "Your turn." when the turn is back. A typed
    draw and discard cost what two taps cost: two answers, the table's edit and the turn's signal."""
    table, first, second = await gin_past_the_upcard(world)
    seat = table.seat_of(first.id)
    requests = len(world.env.http_requests)
    drawn = await first.slash(world.channel, "draw", source="stock")
    assert "You drew" in drawn.response.content and not custom_ids(drawn.response), "a typed answer has no button"
    answer = await first.slash(world.channel, "discard", card=format_card(table.state.hands[seat][0]))
    assert not custom_ids(answer.response)
    await play_turn(world, second, table)
    assert seat in table.to_act()
    calls = world.env.http_requests[requests:]
    assert not [r for r in calls if r.method == "DELETE"], "no typed answer is deleted"
    assert "Your turn." in answer.response.content and not custom_ids(answer.response)
    assert "You drew" in drawn.response.content, "the earlier answer stays as it was"
