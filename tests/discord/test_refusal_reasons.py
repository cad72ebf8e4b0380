"""A refused move says the game's own reason, also when the player is not the one the table waits for: a claim
with no discard on offer, by the player whose turn it is, by the one who discarded, or a second answer."""

from __future__ import annotations

from tests.discord.helpers import hand_from, table_message

NO_WINDOW = "There is no discard to claim right now."
NOT_ELIGIBLE = "You cannot claim"


async def railroad_for_three(world):  # type: ignore[no-untyped-def]
    world.locale = "en"
    await world.alice.slash(world.channel, "game new", game="railroad")
    await world.bob.slash(world.channel, "game join")
    await world.carol.slash(world.channel, "game join")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    members = {m.id: m for m in (world.alice, world.bob, world.carol)}
    return table, lambda seat: members[table.seats[seat].user_id]


async def refused(member, world, table, command: str, **options: str) -> str:  # type: ignore[no-untyped-def]
    """Run a command that must be refused: it changes nothing and the answer is private."""
    version, state = table.version, table.state
    result = await member.slash(world.channel, command, **options)
    assert result.ephemeral
    assert (table.version, table.state) == (version, state), "a refused move changed the table"
    return result.response.content


async def test_a_claim_with_no_discard_on_offer_says_so_to_everyone(world):
    table, member = await railroad_for_three(world)
    for seat in range(3):  # the active player and the others alike, before anyone drew
        answer = await refused(member(seat), world, table, "claim")
        assert NO_WINDOW in answer and "not your turn" not in answer, (seat, answer)


async def test_the_player_whose_turn_it_is_and_the_discarder_cannot_claim(world):
    table, member = await railroad_for_three(world)
    active = table.to_act()[0]
    await member(active).slash(world.channel, "draw", source="stock")
    assert table.in_claim_window()
    answer = await refused(member(active), world, table, "claim")
    assert NOT_ELIGIBLE in answer and "not your turn" not in answer

    first_claimant = table.to_act()[0]
    await member(first_claimant).slash(world.channel, "pass")
    again = await refused(member(first_claimant), world, table, "claim")
    assert "already answered" in again
    for seat in table.to_act():
        await member(seat).slash(world.channel, "pass")
    assert not table.in_claim_window()

    hand = hand_from((await member(active).slash(world.channel, "hand")).response.content)
    await member(active).slash(world.channel, "discard", card=hand[-1])
    after = table.to_act()[0]
    assert after != active
    await member(after).slash(world.channel, "draw", source="stock")
    assert table.in_claim_window()
    answer = await refused(member(active), world, table, "claim")  # the discarder of the card on offer
    assert NOT_ELIGIBLE in answer and "not your turn" not in answer


async def test_a_move_out_of_turn_still_says_it_is_not_your_turn(world):
    table, member = await railroad_for_three(world)
    active = table.to_act()[0]
    other = (active + 1) % 3
    answer = await refused(member(other), world, table, "draw", source="stock")
    assert "not your turn" in answer


async def test_a_move_typed_that_the_game_does_not_have_lists_the_moves_it_has(world):
    """``/play`` is Tile Rummy's and Mü's move; in Rummy the answer names Rummy's own moves, in both languages."""
    await world.alice.slash(world.channel, "game new", game="rummy")
    await world.bob.slash(world.channel, "game join")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    to_act = world.alice if table.seat_of(world.alice.id) in table.to_act() else world.bob
    answer = await refused(to_act, world, table, "play", move="discard 7♥")
    assert answer == ("/play is not a move in Rummy. Its moves: /draw, /meld, /layoff, /discard, /deal, or tap them under "
                      "“My hand”.")
    await to_act.slash(world.channel, "language me", language="fr")
    answer = await refused(to_act, world, table, "bid", cards="r5")
    assert answer == ("/bid n'est pas un coup de ce jeu (Rami). Ses coups : /draw, /meld, /layoff, /discard, /deal, ou "
                      "touchez-les sous « Mon jeu ».")
