"""Shared claim buttons (on the message that calls the claimants) count for everyone, a hint changes nothing, members and option names are named as the
player knows them."""

from __future__ import annotations

from tests.discord.helpers import (
    button_labels,
    choice_values,
    choose,
    claim_call,
    custom_ids,
    dms,
    open_game,
    table_message,
    until_turn_of,
)


async def test_every_claimant_clicking_the_same_public_claim_button_is_counted(world):
    dave = world.guild.add_member(world.env.create_user("dave"))
    members = [world.alice, world.bob, world.carol, dave]
    table = await open_game(world, "railroad", world.bob, world.carol, dave)
    by_id = {m.id: m for m in members}
    active = table.to_act()[0]
    await by_id[table.seats[active].user_id].slash(world.channel, "draw", source="stock")
    assert table.in_claim_window()
    claimants = [by_id[table.seats[seat].user_id] for seat in table.to_act()]
    assert len(claimants) == 3
    public = claim_call(world)
    claim = next(label for label in button_labels(public) if label.startswith("Claim ") and "HMG" not in label)
    # The clicks arrive at once, all on the same message: they all count.
    answers = [await claimant.click(public, label=claim) for claimant in claimants]
    assert all("moved on" not in a.response.content for a in answers), [a.response.content for a in answers]
    assert not any(table.seat_of(c.id) in table.to_act() for c in claimants if table.in_claim_window())


async def test_a_stale_claim_button_of_an_earlier_window_is_refused(world):
    table = await open_game(world, "railroad", world.bob, world.carol)
    by_id = {m.id: m for m in (world.alice, world.bob, world.carol)}
    await by_id[table.seats[table.to_act()[0]].user_id].slash(world.channel, "draw", source="stock")
    call = claim_call(world)
    window_ids = [cid for cid in custom_ids(call) if ":claim:" in cid]
    assert window_ids
    for seat in table.to_act():
        await by_id[table.seats[seat].user_id].click(call, label="Pass")
    assert not table.in_claim_window()
    # Whoever plays on, the next claim window has buttons of its own.
    active = by_id[table.seats[table.to_act()[0]].user_id]
    hand = await active.slash(world.channel, "hand")
    await choose(active, hand.response, "discard", choice_values(hand.response, "discard")[0])
    if table.in_claim_window():
        assert not set(window_ids) & set(custom_ids(claim_call(world)))


async def test_a_hint_is_answered_privately_and_changes_nothing(world):
    table = await open_game(world, "tiles", world.bob)
    first = next(m for m in (world.alice, world.bob) if table.seat_of(m.id) in table.to_act())
    await until_turn_of(world, first)
    panel = await first.click(table_message(world), label="My hand")
    version, dm_count = table.version, len(dms(first))
    before = len(world.env.http_requests)
    hint = await first.click(panel.response, label="Hint")
    assert hint.response.ephemeral and ("Try:" in hint.response.content or "Nothing to play" in hint.response.content)
    assert table.version == version and len(dms(first)) == dm_count
    calls = world.env.http_requests[before:]
    assert not [c for c in calls if c.path.startswith(f"/channels/{world.channel.id}/")]
    drawn = await first.click(panel.response, label=next(b for b in button_labels(panel.response)
                                                         if b.startswith(("Draw", "Pass"))))
    assert "moved on" not in drawn.response.content and table.version > version


async def test_partner_outside_the_table_is_named(world):
    await open_game(world, "mu", world.bob, ai=1)
    refused = await world.alice.slash(world.channel, "partner", member=world.carol)
    assert "carol is not playing at this table" in refused.response.content
    assert "-1" not in refused.response.content


async def test_french_rules_show_the_option_names_of_a_french_client(world):
    await world.alice.slash(world.channel, "language me", language="fr")
    shown = await world.alice.slash(world.channel, "game rules", game="mu")
    text = shown.response.embeds[0].description
    assert "/bid cartes:" in text and "/bid cards:" not in text
