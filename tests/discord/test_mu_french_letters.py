"""Mü in French: cards read with French colour letters (vert ``v``, jaune ``j``, noir ``n``) in the panel, the hand
DM, the card buttons and menus; what is stored and what the controls send keep the game's letters, and a French
player may type either."""

from __future__ import annotations

import re
from dataclasses import replace

from bot.rules.mu.cards import parse_cards, sorted_cards
from tests.discord.helpers import button_labels, choice_values, dms, open_game

ENGLISH_ONLY = re.compile(r"\b[gyk]\d\b")  # a green, yellow or black card written with its English letter


async def test_a_french_player_reads_french_colour_letters_and_types_either(world):
    await world.env.bot.store.set_guild_locale(world.guild.id, "fr")
    for member in (world.alice, world.bob, world.carol):
        await member.slash(world.channel, "language me", language="fr")
    table = await open_game(world, "mu", world.bob, world.carol, ai=1)  # four players: all five colours
    people = {table.seat_of(m.id): m for m in (world.alice, world.bob, world.carol)}
    for _ in range(20):
        if table.to_act()[0] in people:
            break
        await world.env.advance_time(2)
    seat = table.to_act()[0]
    member = people[seat]
    hidden = list(table.state.hidden)
    hidden[seat] = sorted_cards(parse_cards("g1 g3 y2 y5 k0 k7 r4 b6"))
    table.state = replace(table.state, hidden=tuple(hidden))

    panel = (await member.slash(world.channel, "hand")).response
    assert "`r4 b6 v1 v3 j2 j5 n0 n7`" in panel.content, panel.content
    assert not ENGLISH_ONLY.search(panel.content), panel.content
    labels = " ".join(button_labels(panel))
    assert "v1" in labels and "n7" in labels and not ENGLISH_ONLY.search(labels), labels
    offered = choice_values(panel, "bid")
    assert "g1" in offered and "v1" not in offered, "the controls send the stored letters"

    shown = await member.slash(world.channel, "bid", cards="v3")  # a French letter, typed
    assert "g3" in table.rules.hand_text(table.view(seat)).split("[")[1], "the green 3 is shown"
    assert "v3" in shown.response.content and not ENGLISH_ONLY.search(shown.response.content), shown.response.content
    for message in dms(member):
        assert not ENGLISH_ONLY.search(message.content), message.content
