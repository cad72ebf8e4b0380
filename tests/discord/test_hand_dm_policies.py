"""How hand DMs come, as each player chose with /notifications hand_dms: every turn, only my turn, or never."""

from __future__ import annotations

from bot.translator import CatalogTranslator
from tests.discord.helpers import dms, open_race


def dm_edits(world, member, since: int) -> int:  # type: ignore[no-untyped-def]
    """Edits of what ``member``'s DMs say (the bot's PATCH calls on their DM channel that change the text) since
    request number ``since``; taking the buttons off a DM a newer one replaced is not news."""
    prefix = f"/channels/{member.user.dm_channel.id}/messages/"
    return len([r for r in world.env.http_requests[since:] if r.method == "PATCH" and r.path.startswith(prefix)
                and "content" in (r.json or {})])


async def carol_chooses_and_five_turns_pass(world, policy: str):  # type: ignore[no-untyped-def]
    """Carol (third seat) chooses ``policy``; alice, bob, carol, alice, bob each draw; it is carol's turn again."""
    answer = await world.carol.slash(world.channel, "notifications", hand_dms=policy)
    assert answer.ephemeral
    start = len(world.env.http_requests)
    table = await open_race(world, world.bob, world.carol, preset="standard")
    for member in (world.alice, world.bob, world.carol, world.alice, world.bob):
        assert table.seat_of(member.id) in table.to_act()
        await member.slash(world.channel, "draw")
        if member is world.carol:
            await world.env.advance_time(61)  # carol leaves the table: her turn comes as she chose
    assert table.to_act() == (table.seat_of(world.carol.id),)
    return answer, table, start


async def test_every_turn_sends_a_new_dm_whenever_any_turn_begins(world):
    answer, table, start = await carol_chooses_and_five_turns_pass(world, "every_turn")
    assert "Hand by direct message: every turn" in answer.response.content
    assert len(dms(world.carol)) == 1 + 5, "one at the start, then one per turn, whoever plays it"
    assert dm_edits(world, world.carol, start) == 0
    # Her turn runs out: the draw made for her and alice's new turn come as one more new DM.
    await world.env.advance_time(table.settings.turn_seconds + 1)
    assert len(dms(world.carol)) == 7 and dm_edits(world, world.carol, start) == 0
    newest = dms(world.carol)[-1].content
    assert "alice's turn" in newest and "You drew" in newest


async def test_only_my_turn_sends_a_new_dm_at_my_own_turns_and_edits_it_otherwise(world):
    answer, table, start = await carol_chooses_and_five_turns_pass(world, "my_turn")
    assert "Hand by direct message: only my turn" in answer.response.content
    assert len(dms(world.carol)) == 1 + 2, "one at the start, then one per own turn; others' turns send nothing"
    assert dm_edits(world, world.carol, start) == 0
    # Her turn runs out: the draw made for her edits this turn's DM instead of sending a new one.
    await world.env.advance_time(table.settings.turn_seconds + 1)
    assert len(dms(world.carol)) == 3 and dm_edits(world, world.carol, start) == 1
    assert "You drew" in dms(world.carol)[-1].content


async def test_never_sends_no_hand_dm_and_mentions_the_player_at_their_turn(world):
    answer, table, start = await carol_chooses_and_five_turns_pass(world, "never")
    assert "Hand by direct message: never" in answer.response.content
    assert dms(world.carol) == [] and dm_edits(world, world.carol, start) == 0
    assert any(world.carol.mention in m.content for m in world.channel.history()), "her turn is told in the channel"
    await world.env.advance_time(table.settings.turn_seconds + 1)
    assert dms(world.carol) == []
    shown = await world.carol.slash(world.channel, "hand")
    assert "Your hand" in shown.response.content, "the hand stays available on demand"


async def test_only_my_turn_is_the_default(world):
    answer = await world.carol.slash(world.channel, "notifications", turn_pings=True)
    assert "Hand by direct message: only my turn" in answer.response.content


async def test_the_choices_read_in_french(world):
    command = world.env.bot.tree.get_command("notifications")
    payload = await command.get_translated_payload(world.env.bot.tree, CatalogTranslator())
    [option] = [o for o in payload["options"] if o["name"] == "hand_dms"]
    assert [c["name"] for c in option["choices"]] == ["every turn", "only my turn", "never"]
    assert [c["name_localizations"]["fr"] for c in option["choices"]] == [
        "à chaque tour", "seulement à mon tour", "jamais"]
    await world.carol.slash(world.channel, "language me", language="fr")
    answer = await world.carol.slash(world.channel, "notifications", hand_dms="every_turn")
    assert "Jeu en message privé : à chaque tour" in answer.response.content
