"""/settings: only Manage Server members change them; defaults and channels apply to the next /game new."""

from __future__ import annotations

from typing import Any

import discord

from tests.discord.helpers import button_labels, table_message, table_text
from tests.discord.test_history import play_short_race


def manager(world: Any) -> Any:
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("boss"), roles=[admins])


def visible(world: Any, member: Any) -> set[str]:
    return {c["name"] for c in world.env.backend.visible_commands(user_id=member.id, channel_id=world.channel.id)}


async def test_members_without_manage_server_are_refused_privately_and_nothing_changes(world):
    boss = manager(world)
    assert "settings" in visible(world, boss) and "settings" not in visible(world, world.bob), (
        "Discord hides /settings from members without Manage Server")
    # A server may still show it to others (Server Settings > Integrations): the bot refuses them itself.
    command = world.env.backend.find_command("settings", None)
    world.guild.set_command_permissions(int(command["id"]), {world.bob: True})
    for command, options in (("settings game", {"game": "race", "turn_timer": 300}),
                             ("settings channel", {"channel": world.channel, "allowed": True}),
                             ("settings reset-leaderboard", {"game": "race"}),
                             ("settings language", {"language": "fr"}),
                             ("settings show", {})):
        refused = await world.bob.slash(world.channel, command, **options)
        assert refused.ephemeral, command
        assert refused.response.content == (
            "Only members with the Manage Server permission can change this server's settings."), command
    store = world.bot.store
    assert await store.game_defaults(world.guild.id) == {}
    assert await store.allowed_channels(world.guild.id) == []
    assert await store.guild_locale(world.guild.id) is None


async def test_a_games_defaults_apply_to_the_next_lobby_unless_the_command_says_otherwise(world):
    boss = manager(world)
    saved = await boss.slash(world.channel, "settings game", game="race", preset="standard", turn_timer=300)
    assert saved.ephemeral and "**Race**: preset standard · 300 s per turn" in saved.response.content
    await world.alice.slash(world.channel, "game new", game="race")
    table = world.table()
    assert table.preset == "standard" and table.settings.turn_seconds == 300
    shown = table_text(table_message(world))
    assert "Preset: `standard` · 300 s per turn" in shown, "the lobby shows the server's defaults"
    await world.alice.slash(world.channel, "game cancel")

    await world.alice.slash(world.channel, "game new", game="race", turn_timer=60)
    assert world.table().preset == "standard" and world.table().settings.turn_seconds == 60
    await world.alice.slash(world.channel, "game cancel")

    shown = await boss.slash(world.channel, "settings show")
    assert "**Race**: preset standard · 300 s per turn" in shown.response.embeds[0].description
    cleared = await boss.slash(world.channel, "settings game", game="race", clear=True)
    assert cleared.response.content == "Race opens with its own defaults again."
    await world.alice.slash(world.channel, "game new", game="race")
    assert world.table().preset == "standard" and world.table().settings.turn_seconds == 120


async def test_bad_defaults_are_refused_clearly_and_not_saved(world):
    boss = manager(world)
    bad_preset = await boss.slash(world.channel, "settings game", game="race", preset="huge")
    assert "huge" in bad_preset.response.content and "standard, short" in bad_preset.response.content
    no_target = await boss.slash(world.channel, "settings game", game="race", target=100)
    assert no_target.ephemeral and "target" in no_target.response.content.lower()
    nothing = await boss.slash(world.channel, "settings game", game="race")
    assert nothing.response.content.startswith("Give a preset, a target or a turn timer")
    assert await world.bot.store.game_defaults(world.guild.id) == {}


async def test_games_open_only_in_allowed_channels_and_the_refusal_names_them(world):
    boss = manager(world)
    games = world.guild.create_text_channel("games")
    allowed = await boss.slash(world.channel, "settings channel", channel=games, allowed=True)
    assert allowed.response.content == f"Games may now be opened only in <#{games.id}>."
    refused = await world.alice.slash(world.channel, "game new", game="race")
    assert refused.ephemeral
    assert refused.response.content == f"Games can't be opened in this channel. On this server, play in <#{games.id}>."
    assert world.table() is None
    opened = await world.alice.slash(games, "game new", game="race")
    assert "lobby opened" in opened.response.content
    again = await boss.slash(world.channel, "settings channel", channel=games, allowed=False)
    assert again.response.content == "Games may be opened in every channel again."
    assert "lobby opened" in (await world.alice.slash(world.channel, "game new", game="race")).response.content


async def test_a_leaderboard_is_reset_only_after_the_confirmation_button(world):
    await play_short_race(world)
    boss = manager(world)
    asked = await boss.slash(world.channel, "settings reset-leaderboard", game="race")
    assert asked.ephemeral and asked.response.content.startswith("Reset the Race leaderboard?")
    assert button_labels(asked.response) == ["Reset the leaderboard"]
    assert len(await world.bot.store.leaderboard(world.guild.id, "race")) > 0, "nothing happens before the click"
    done = await boss.click(asked.response, label="Reset the leaderboard")
    assert done.response.content.startswith("The Race leaderboard was reset (")
    board = await world.alice.slash(world.channel, "leaderboard", game="race")
    assert "Nobody has finished a game of Race" in board.response.content
    history = await world.alice.slash(world.channel, "history")
    assert "· Race**" in history.response.embeds[0].description, "finished games stay in the history"


async def test_the_servers_language_is_set_from_settings_as_with_language_server(world):
    boss = manager(world)
    saved = await boss.slash(world.channel, "settings language", language="fr")
    assert saved.ephemeral and await world.bot.store.guild_locale(world.guild.id) == "fr"
    await world.alice.slash(world.channel, "game new", game="race")
    assert "**Joueurs**" in table_text(table_message(world))
    shown = await boss.slash(world.channel, "settings show")
    assert "Language: Français" in shown.response.embeds[0].description


async def test_after_a_reset_the_weeks_board_and_stats_count_only_the_games_since(world):
    for _ in range(2):  # alice wins twice this week, before the reset
        await play_short_race(world)
        await world.env.advance_time(60)
    boss = manager(world)
    asked = await boss.slash(world.channel, "settings reset-leaderboard", game="race")
    await boss.click(asked.response, label="Reset the leaderboard")
    await world.env.advance_time(60)
    await play_short_race(world, winner=world.bob, loser=world.alice)  # both rated again, from this game only

    for period in ("week", "month", "all"):
        board = await world.carol.slash(world.channel, "leaderboard", game="race", period=period)
        lines = board.response.embeds[0].description.splitlines()
        assert len(lines) == 2 and lines[0].startswith("1. **bob**") and lines[1].startswith("2. **alice**"), lines
        assert lines[0].endswith("1 win / 1 game") and lines[1].endswith("0 wins / 1 game"), (period, lines)
    stats = await world.alice.slash(world.channel, "stats")
    assert "**Race**: 0 wins" in stats.response.embeds[0].description
    assert "1 game" in stats.response.embeds[0].description and "3 games" not in stats.response.embeds[0].description
    history = await world.alice.slash(world.channel, "history", game="race")
    assert history.response.embeds[0].description.count("· Race**") == 3, "every game stays in the history"
