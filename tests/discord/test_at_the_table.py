"""A player at the table is not sent a DM for every turn: the answer to their move already offers their next
turn's draw ("Draw from stock", "Take the discard"), which they tap when the table shows their turn. A player whose
turn comes back after a long wait gets their turn DM as before."""

from __future__ import annotations

from bot.rules.cards import format_card
from bot.rules.gin.views import GinPhase
from tests.discord.helpers import button_labels, custom_ids, dms, open_game


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


async def test_a_player_at_the_table_gets_no_dm_per_turn_and_one_after_a_long_wait(world):
    table = await open_game(world, "gin", world.bob)
    for _ in range(6):
        if table.state.phase not in (GinPhase.OFFER,):
            break
        await play_turn(world, world.alice if table.seat_of(world.alice.id) in table.to_act() else world.bob, table)
    first, second = (world.alice, world.bob) if table.seat_of(world.alice.id) in table.to_act() else \
        (world.bob, world.alice)

    answer = await play_turn(world, first, table)
    panel = answer.response
    labels = button_labels(panel)
    assert "Take the discard" in labels and "Draw from stock" in labels  # the next turn's draw, offered ahead
    assert "tap it when the table shows your turn" in panel.content
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

    answer = await play_turn(world, first, table)
    await world.env.advance_time(90)  # the other player thinks it over: the first one may have gone
    dms_before = len(dms(first))
    await play_turn(world, second, table)
    assert len(dms(first)) == dms_before + 1, "a turn that comes back after a long wait is told by DM"
