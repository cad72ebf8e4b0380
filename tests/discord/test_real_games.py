"""Each of the five games in a channel: lobby with computer seats, the table image, a private hand by DM, and moves
made with the buttons and menus of "My hand", in English and in French without a word of English."""

from __future__ import annotations

import pytest

from tests.discord.helpers import (
    button_labels,
    claim_call,
    custom_ids,
    dms,
    select_options,
    table_message,
    table_text,
)
from tests.discord.test_french import english_only_fragments, seen_texts
from tests.game_facts import GAMES

LABELS = {"en": ("Add AI", "Start", "My hand"), "fr": ("Ajouter une IA", "Lancer", "Mon jeu")}


async def take_turns(world, member, turns: int, seen: list[str]) -> int:  # type: ignore[no-untyped-def]
    """Play up to ``turns`` moves with the first control that the game accepts; returns the moves made."""
    made = 0
    table = world.table()
    for _ in range(turns * 3):
        if table.status != "running" or made >= turns:
            break
        seat = table.seat_of(member.id)
        if seat not in table.to_act():
            await world.env.advance_time(3)  # computer players think, then move
            continue
        hand = await member.click(table_message(world), label=LABELS[world.locale][2])
        seen += seen_texts(hand)
        version = table.version
        ids = custom_ids(hand.response)
        options = select_options(hand.response)
        for custom_id in ids:
            if custom_id.startswith("rb:act:"):
                result = await member.click(hand.response, custom_id=custom_id)
            elif custom_id.startswith("rb:sel:") and options:
                result = await member.select(hand.response, [options[0]], custom_id=custom_id)
            else:
                continue
            seen += seen_texts(result)
            if table.version != version:
                made += 1
                break
        else:
            await world.env.advance_time(table.settings.turn_seconds + 1)  # nothing worked: let the clock play
    return made


@pytest.mark.parametrize("locale", ["en", "fr"])
@pytest.mark.parametrize("kind", GAMES)
async def test_a_real_game_in_the_channel(world, kind, locale):
    world.locale = locale
    add_ai, start, _ = LABELS[locale]
    seen: list[str] = []
    if locale == "fr":
        await world.env.bot.store.set_guild_locale(world.guild.id, "fr")
        await world.alice.slash(world.channel, "language me", language="fr")
    seen += seen_texts(await world.alice.slash(world.channel, "game new", game=kind))
    rules = world.env.bot.tables.get(world.channel.id).rules
    for _ in range(max(rules.min_players - 1, 1)):
        choose = await world.alice.click(table_message(world), label=add_ai)
        await world.alice.click(choose.response, label=button_labels(choose.response)[0])
    await world.alice.click(table_message(world), label=start)
    table = world.table()
    assert table.status == "running"

    message = table_message(world)
    assert message.attachments and message.attachments[0].filename == "table.png"
    [first_dm] = dms(world.alice)[:1]
    assert "`" in first_dm.content and first_dm.attachments, "the hand comes by DM as text and image"

    made = await take_turns(world, world.alice, 3, seen)
    assert made >= 1, "a human could play with the buttons and menus alone"
    if locale == "fr":
        everything = "\n".join(seen + [m.content for m in dms(world.alice)])
        leaks = sorted(fragment for fragment in english_only_fragments() if fragment in everything)
        assert leaks == []


async def test_a_railroad_claim_takes_one_click_on_the_message_calling_the_claimants(world):
    world.locale = "en"
    await world.alice.slash(world.channel, "game new", game="railroad")
    await world.bob.slash(world.channel, "game join")
    await world.carol.slash(world.channel, "game join")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    members = {world.alice.id: world.alice, world.bob.id: world.bob, world.carol.id: world.carol}
    active = table.to_act()[0]
    await members[table.seats[active].user_id].slash(world.channel, "draw", source="stock")
    assert table.in_claim_window()
    claimant = members[table.seats[table.to_act()[0]].user_id]
    public = claim_call(world)
    # The window is one edit of the table message, not a post deleted later.
    assert public.id == table_message(world).id and "the window closes <t:" in table_text(public)
    labels = button_labels(public)
    claim = next(label for label in labels if label.startswith("Claim ") and "HMG" not in label)
    assert "Pass" in labels
    for seat in table.to_act():  # only buttons that every claimant has alike: they tell nothing about a hand
        own = [c for c in table.controls(seat) if not c.choices]
        assert len(labels) - 1 <= len(own)
    answered = await claimant.click(public, label=claim)
    assert answered.ephemeral and table.seat_of(claimant.id) not in table.to_act()
