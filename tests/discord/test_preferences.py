"""Players' and servers' choices: notifications, languages, and a host ending a game."""

from __future__ import annotations

import discord

from tests.discord.helpers import dms, open_race, table_message, table_text


async def test_a_player_who_turns_off_hand_dms_and_pings_gets_neither(world):
    answer = await world.bob.slash(world.channel, "notifications", hand_dms="never", turn_pings=False)
    assert "direct message: never" in answer.response.content and "mentions: no" in answer.response.content
    await open_race(world, world.bob, preset="standard")
    await world.alice.slash(world.channel, "draw")  # now it is Bob's turn
    assert dms(world.bob) == []
    assert not any(world.bob.mention in m.content for m in world.channel.history())
    assert dms(world.alice), "Alice still hears of her turn, by DM"
    shown = await world.bob.slash(world.channel, "hand")
    assert "Your hand" in shown.response.content, "the hand stays available on demand"


async def test_only_server_managers_set_the_server_language(world):
    refused = await world.bob.slash(world.channel, "language server", language="fr")
    assert "permission" in refused.response.content
    assert await world.env.bot.store.guild_locale(world.guild.id) is None
    managers = world.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[managers])
    saved = await boss.slash(world.channel, "language server", language="fr")
    assert saved.ephemeral and await world.env.bot.store.guild_locale(world.guild.id) == "fr"
    await world.alice.slash(world.channel, "game new", game="race")
    assert "**Joueurs**" in table_text(table_message(world))


async def test_the_host_cancels_a_running_game_and_the_channel_is_free_again(world):
    table = await open_race(world, world.bob, preset="standard")
    refused = await world.bob.slash(world.channel, "game cancel")
    assert "Only the host" in refused.response.content and table.status == "running"
    await world.alice.slash(world.channel, "game cancel")
    assert table.status == "cancelled" and world.table() is None
    assert "cancelled" in table_text(table_message(world))
    opened = await world.bob.slash(world.channel, "game new", game="race")
    assert "lobby opened" in opened.response.content


async def test_the_host_kicks_a_seat_from_the_lobby(world):
    await world.alice.slash(world.channel, "game new", game="race")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game addbot", level="easy")
    kicked = await world.alice.slash(world.channel, "game kick", seat=2)
    assert "Seat 2 was removed" in kicked.response.content
    assert [s.user_id for s in world.table().seats] == [world.alice.id, None]
