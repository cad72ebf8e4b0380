"""REST calls per turn (issue 24): a player who types their moves costs no more calls than one who taps. The answer
to a typed move that offers nothing to press stays as it is (no buttons to go stale, nothing to delete), and their
turn turns the newest answer into "Your turn."; a new deal is drawn with the computers' first moves."""

from __future__ import annotations

from dataclasses import replace

from bench.api_calls import INTERACTION_KINDS, classify
from bot.rules.cards import format_card, parse_cards
from bot.rules.gin.views import GinPhase
from bot.texts import readable_suits
from tests.discord.helpers import button_labels, choose, custom_ids, dms, table_message, until_turn_of


async def open_with_computer(world, kind: str, **overrides: str):  # type: ignore[no-untyped-def]
    """Alice and one computer at the normal pace (its reply comes after the answer to Alice's move)."""
    await world.alice.slash(world.channel, "game new", game=kind)
    table = world.table()
    await world.bot.tables.lobby.configure(table, world.alice.id, preset=None, overrides=overrides, turn_seconds=None,
                                     ai_pace="normal")
    await world.alice.slash(world.channel, "game addbot", level="easy")
    await world.alice.slash(world.channel, "game start")
    return table


async def draw_when_asked(world, table):  # type: ignore[no-untyped-def]
    """Alice types /draw once it is her turn; her answer."""
    seat = table.seat_of(world.alice.id)
    for _ in range(20):
        if seat in table.to_act():
            break
        await world.env.advance_time(1)
    assert seat in table.to_act()
    return await world.alice.slash(world.channel, "draw")


async def test_a_typed_turn_costs_three_calls_and_its_answer_turns_into_the_next_turn(world):
    table = await open_with_computer(world, "tiles")
    await draw_when_asked(world, table)  # (the first one retires the start DM's buttons)
    answers = [await draw_when_asked(world, table)]
    start = len(world.env.http_requests)
    answers.append(await draw_when_asked(world, table))
    calls = [classify(r, {str(world.alice.user.dm_channel.id)}) for r in world.env.http_requests[start:]]
    # the answer, the table's edit, the previous answer turned into "Your turn."; nothing deleted
    assert len(calls) <= 3 and "reply-delete" not in calls, calls
    assert sum(1 for kind in calls if kind not in INTERACTION_KINDS) <= 1, calls
    shown = [m.id for m in world.channel.history(viewer=world.alice)]
    assert answers[0].response.id in shown
    assert "Your turn." in answers[0].response.content
    assert not custom_ids(answers[0].response), "an older answer keeps no button"
    await until_turn_of(world, world.alice)
    await world.env.advance_time(1)
    assert "Your turn." in answers[1].response.content, answers[1].response.content
    assert not [cid for cid in custom_ids(answers[1].response) if cid.startswith("rb:")]


async def gin_with_a_computer(world, pace: str, *, from_dm: bool = False):  # type: ignore[no-untyped-def]
    """Alice and a computer at ``pace``, past the first upcard (passed by command, or on her newest DM), Alice to
    draw."""
    await world.alice.slash(world.channel, "game new", game="gin")
    table = world.table()
    await world.bot.tables.lobby.configure(table, world.alice.id, preset=None, overrides={}, turn_seconds=None,
                                     ai_pace=pace)
    await world.alice.slash(world.channel, "game addbot", level="easy")
    await world.alice.slash(world.channel, "game start")
    seat = table.seat_of(world.alice.id)
    for _ in range(40):
        if seat in table.to_act() and table.state.phase == GinPhase.DRAW:
            break
        if seat in table.to_act() and from_dm:
            await world.alice.user.click(dms(world.alice)[-1], label="Pass")
        elif seat in table.to_act():
            await world.alice.slash(world.channel, "pass")
        else:
            await world.env.advance_time(2)
    assert seat in table.to_act() and table.state.phase == GinPhase.DRAW
    return table, seat


async def draw_and_discard(world, actor, where, table, seat):  # type: ignore[no-untyped-def]
    """Draw from the stock and discard the first card, both tapped on the message ``where()`` gives (read again
    after each tap); the discard's result."""
    await actor.click(where(), label="Draw from stock")
    return await choose(actor, where(), "discard", format_card(table.state.hands[seat][0]))


async def test_a_new_deal_is_drawn_with_the_computers_first_moves_in_one_edit(world):
    table, seat = await gin_with_a_computer(world, "normal")
    await world.alice.slash(world.channel, "draw", source="stock")
    gin = tuple(parse_cards("As 2s 3s 4s 5h 6h 7h 9c 9d 9h Kd"))
    rest = [c for c in (*table.state.stock, *table.state.hands[0], *table.state.hands[1]) if c not in gin]
    hands = (gin, tuple(rest[:10])) if seat == 0 else (tuple(rest[:10]), gin)
    table.state = replace(table.state, hands=hands, stock=tuple(rest[10:]))
    await world.alice.slash(world.channel, "knock", card="Kd")
    assert table.state.phase == GinPhase.HAND_OVER and table.to_act() == (seat,), "the winner deals next"
    await world.env.advance_time(1)

    start = len(world.env.http_requests)
    await world.alice.slash(world.channel, "deal")
    for _ in range(20):
        if seat in table.to_act():
            break
        await world.env.advance_time(1)
    assert seat in table.to_act()
    await world.env.advance_time(1)
    message_id = table.record.message_id
    edits = [r for r in world.env.http_requests[start:] if r.method == "PATCH" and r.path.endswith(f"/{message_id}")]
    assert len(edits) == 1, "the new deal and the computer's first move are one edit of the table"


async def test_at_the_instant_pace_the_answer_to_a_discard_shows_the_reply_and_the_turn_three_calls(world):
    """The computer's reply comes at once: the answer to her discard waits for it, shows it and her next turn (the
    discard she may take named on its button), and is that turn's signal: two answers and the table's edit, no
    "Your turn." edit afterwards."""
    table, seat = await gin_with_a_computer(world, "instant")
    panel = (await world.alice.click(table_message(world), label="My hand")).response  # (retires the start DM)
    start = len(world.env.http_requests)
    await draw_and_discard(world, world.alice, lambda: panel, table, seat)
    await world.env.advance_time(1)
    assert seat in table.to_act() and table.state.phase == GinPhase.DRAW, "the computer replied"
    calls = [classify(r, {str(world.alice.user.dm_channel.id)}) for r in world.env.http_requests[start:]]
    assert calls.count("reply") == 2 and len(calls) == 3, calls
    assert "Your turn." in panel.content and "AI 1 discards" in panel.content, panel.content
    top = readable_suits(format_card(table.state.discard[-1]))
    assert f"Take {top}" in button_labels(panel), button_labels(panel)
    drawn = await world.alice.click(panel, label="Draw from stock")
    assert "draws" in drawn.response.content.lower(), "the turn it told works"


async def test_at_the_instant_pace_a_player_in_their_dm_is_told_their_turn_by_the_answer_not_a_new_dm(world):
    table, seat = await gin_with_a_computer(world, "instant", from_dm=True)
    dm_count = len(dms(world.alice))
    start = len(world.env.http_requests)
    await draw_and_discard(world, world.alice.user, lambda: dms(world.alice)[-1], table, seat)
    await world.env.advance_time(1)
    assert seat in table.to_act()
    calls = [classify(r, {str(world.alice.user.dm_channel.id)}) for r in world.env.http_requests[start:]]
    assert len(dms(world.alice)) == dm_count, "no new DM: the answer in her DM told her turn"
    dm = dms(world.alice)[-1]
    assert "Your turn." in dm.content and any(":draw:" in cid for cid in custom_ids(dm))
    assert calls.count("reply") == 2 and len(calls) == 3, calls
    await world.alice.user.click(dm, label="Draw from stock")
    assert table.state.phase != GinPhase.DRAW, "its controls work"


async def test_at_the_instant_pace_a_railroad_draw_is_answered_once_the_computers_let_the_discard_go(world):
    """Her draw from the stock opens a claim window only the computers may answer: the answer waits for them and
    shows her discard controls, her turn going on (no "Your turn.", which is for a new turn), and her panel is not
    edited again when the window closes."""
    await world.alice.slash(world.channel, "game new", game="railroad")
    table = world.table()
    await world.bot.tables.lobby.configure(table, world.alice.id, preset=None, overrides={}, turn_seconds=None,
                                     ai_pace="instant")
    for _ in range(2):
        await world.alice.slash(world.channel, "game addbot", level="easy")
    await world.alice.slash(world.channel, "game start")
    seat = table.seat_of(world.alice.id)
    await until_turn_of(world, world.alice)
    while table.in_claim_window():
        await world.env.advance_time(1)
    assert seat in table.to_act()
    panel = (await world.alice.click(table_message(world), label="My hand")).response
    start = len(world.env.http_requests)
    await world.alice.click(panel, label="Draw from the stock")
    await world.env.advance_time(1)
    assert not table.in_claim_window() and table.to_act() == (seat,), "the computers let the discard go"
    assert any(":discard:" in cid for cid in custom_ids(panel)), "the answer offers her discard"
    assert "Your turn." not in panel.content, panel.content
    calls = [classify(r, {str(world.alice.user.dm_channel.id)}) for r in world.env.http_requests[start:]]
    assert "reply-edit" not in calls, calls
