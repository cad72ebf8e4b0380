"""Lobbies as players meet them: opening, joining, computer seats, host controls, bad input."""

from __future__ import annotations

from tests.discord.helpers import button_labels, seats_text, table_message


async def test_lobby_with_three_users_and_an_ai_seat(world):
    opened = await world.alice.slash(world.channel, "game new", game="race")
    assert opened.ephemeral and "lobby opened" in opened.response.content
    lobby = table_message(world)
    assert button_labels(lobby) == ["Join", "Leave", "Add AI", "Settings", "Start", "Cancel"]

    joined = await world.bob.click(lobby, label="Join")
    assert joined.ephemeral and "You joined" in joined.response.content
    await world.carol.slash(world.channel, "game join")
    choose = await world.alice.click(table_message(world), label="Add AI")
    assert [b for b in button_labels(choose.response)] == ["easy", "medium", "hard"]
    await world.alice.click(choose.response, label="hard")

    players = seats_text(table_message(world))
    # Display names, numbered, with no raw mention that a phone would show as <@id>.
    assert "1. **alice**" in players and "2. **bob**" in players and "3. **carol**" in players
    assert "<@" not in players and "AI 1" in players and "hard" in players
    assert len(world.table().seats) == 4


async def test_only_the_host_may_start_cancel_kick_or_change_settings(world):
    await world.alice.slash(world.channel, "game new", game="race")
    lobby = table_message(world)
    await world.bob.click(lobby, label="Join")

    for attempt in (
        world.bob.click(table_message(world), label="Start"),
        world.bob.click(table_message(world), label="Cancel"),
        world.bob.click(table_message(world), label="Settings"),
        world.bob.slash(world.channel, "game kick", seat=1),
        world.bob.slash(world.channel, "game addbot"),
    ):
        refused = await attempt
        assert refused.ephemeral and "Only the host" in refused.response.content
    assert world.table().status == "lobby" and len(world.table().seats) == 2


async def test_host_settings_modal_changes_options_and_refuses_nonsense(world):
    await world.alice.slash(world.channel, "game new", game="race")
    shown = await world.alice.click(table_message(world), label="Settings")
    assert shown.modal is not None
    saved = await world.alice.submit_modal(
        shown, {"preset": "short", "turn_seconds": "60", "ai_pace": "slow", "options": "hand = 4"})
    assert "saved" in saved.response.content
    table = world.table()
    assert table.rules_options == {"hand": 4} and table.settings.turn_seconds == 60
    assert table.settings.ai_pace == "slow"

    shown = await world.alice.click(table_message(world), label="Settings")
    refused = await world.alice.submit_modal(shown, {"preset": "", "turn_seconds": "5", "ai_pace": "", "options": ""})
    assert "between 15 and 3600" in refused.response.content
    assert world.table().settings.turn_seconds == 60


async def test_a_move_in_a_channel_without_a_game_is_explained(world):
    for name, options in (("draw", {}), ("hand", {}), ("game start", {}), ("play", {"move": "3"})):
        result = await world.alice.slash(world.channel, name, **options)
        assert result.ephemeral
        assert "no game in this channel" in result.response.content


async def test_two_clicks_on_join_seat_the_player_once(world):
    await world.alice.slash(world.channel, "game new", game="race")
    lobby = table_message(world)
    first = await world.bob.click(lobby, label="Join")
    second = await world.bob.click(lobby, label="Join")
    assert "You joined" in first.response.content
    assert "already at this table" in second.response.content
    assert [s.user_id for s in world.table().seats] == [world.alice.id, world.bob.id]


async def test_a_second_game_in_a_busy_channel_is_refused_with_a_link(world):
    await world.alice.slash(world.channel, "game new", game="race")
    refused = await world.bob.slash(world.channel, "game new", game="race")
    assert "already has a Race table" in refused.response.content
    assert f"/{world.channel.id}/" in refused.response.content


async def test_unknown_game_and_unknown_preset_are_explained(world):
    unknown = await world.alice.slash(world.channel, "game new", game="chess")
    assert 'no game called "chess"' in unknown.response.content
    preset = await world.alice.slash(world.channel, "game new", game="race", preset="marathon")
    assert 'no preset "marathon"' in preset.response.content and "standard, short" in preset.response.content
    assert world.table() is None


async def test_starting_alone_asks_for_more_players(world):
    await world.alice.slash(world.channel, "game new", game="race")
    refused = await world.alice.click(table_message(world), label="Start")
    assert "at least 2 players" in refused.response.content
    assert world.table().status == "lobby"


async def test_game_autocomplete_lists_games_in_the_users_language(world):
    choices = await world.alice.autocomplete(world.channel, "game new", "game", "")
    values = [c["value"] if isinstance(c, dict) else c.value for c in choices]
    assert "race" in values


async def test_rules_summary(world):
    shown = await world.alice.slash(world.channel, "game rules", game="race")
    assert shown.response.embeds[0].description == "Play all your cards to win."


async def test_leaving_the_lobby_passes_the_host_role_on(world):
    await world.alice.slash(world.channel, "game new", game="race")
    await world.bob.click(table_message(world), label="Join")
    await world.alice.click(table_message(world), label="Leave")
    table = world.table()
    assert table.host_id == world.bob.id and [s.user_id for s in table.seats] == [world.bob.id]


async def test_a_discord_failure_on_the_lobby_message_does_not_lose_the_join(world):
    await world.alice.slash(world.channel, "game new", game="race")
    lobby = table_message(world)
    world.env.inject_error("PATCH", f"/channels/{world.channel.id}/messages/*", status=500)
    joined = await world.bob.click(lobby, label="Join")
    assert "You joined" in joined.response.content
    assert len(world.table().seats) == 2
    await world.carol.click(lobby, label="Join")  # the next update brings the message up to date
    players = seats_text(table_message(world))
    assert "bob" in players and "carol" in players
