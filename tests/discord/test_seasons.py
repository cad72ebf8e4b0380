"""Seasons through the real bot: set in /settings, a board of their own that starts empty, ended on the bot's
clock with the final standings posted (text and picture) where the settings say, kept for /season show; the
all-time leaderboard and the history never move."""

from __future__ import annotations

from pathlib import Path

from bot.client import create_bot
from tests.discord.conftest import BOTS, settings_for_tests
from tests.discord.test_history import play_short_race
from tests.discord.test_settings import manager

WEEK = 7 * 86400


async def test_a_season_ends_posts_its_standings_and_the_next_starts_with_an_empty_board(world, db_path: Path,
                                                                                          tmp_path: Path):
    boss = manager(world)
    results = world.guild.create_text_channel("results")
    started = await boss.slash(world.channel, "settings season", game="race", length=1, unit="weeks",
                               board="points", channel=results)
    assert started.ephemeral
    assert started.response.content.startswith(
        f"Seasons of Race: 1 week each, board by points, one per player beaten, final standings posted in "
        f"<#{results.id}>. Season 1 starts now with an empty board and ends <t:")
    empty = await world.carol.slash(world.channel, "season show", game="race")
    assert "No game finished in this season yet" in empty.response.embeds[0].description
    await play_short_race(world)
    await play_short_race(world)
    await play_short_race(world, winner=world.carol, loser=world.bob)
    live = (await world.carol.slash(world.channel, "season show")).response.embeds[0]
    assert live.title == "Race · season 1"
    assert live.description.splitlines()[2:] == [
        "1. **alice** · 2 points · 2 wins / 2 games",
        "2. **carol** · 1 point · 1 win / 1 game",
        "3. **bob** · 0 points · 0 wins / 3 games",
    ]
    all_time_before = (await world.carol.slash(world.channel, "leaderboard", game="race")).response.embeds[0]
    assert results.history() == []

    await world.env.advance_time(WEEK + 5)

    [posted] = results.history()
    assert posted.content.splitlines() == [
        "🏆 Champion of Race, season 1: **alice**!",
        posted.content.splitlines()[1],
    ]
    assert posted.content.splitlines()[1].startswith("Season 2 starts now with an empty board; it ends <t:")
    final = posted.embeds[0]
    assert final.title == "Race · season 1 · final standings"
    assert final.description.splitlines()[2:] == live.description.splitlines()[2:]
    [picture] = posted.attachments
    assert picture.filename == "season.png"
    (tmp_path / "season.png").write_bytes(await picture.read())

    # The next season's board is empty; the ended one is kept and shown as it ended.
    now = (await world.carol.slash(world.channel, "season show", game="race")).response.embeds[0]
    assert now.title == "Race · season 2" and "No game finished in this season yet" in now.description
    kept = (await world.carol.slash(world.channel, "season show", game="race", number=1)).response
    assert kept.embeds[0].title == "Race · season 1 · final standings"
    assert kept.embeds[0].description == final.description and kept.attachments[0].filename == "season.png"
    # All time is untouched: same board, same history.
    all_time = (await world.carol.slash(world.channel, "leaderboard", game="race")).response.embeds[0]
    assert all_time.description == all_time_before.description
    history = (await world.carol.slash(world.channel, "history")).response.embeds[0]
    assert "3 games" in history.footer.text

    # A game of season 2 counts on season 2 only; a restart loses nothing, and season 2 ends on time after it.
    await play_short_race(world, winner=world.bob, loser=world.alice)
    assert (await world.carol.slash(world.channel, "season show")).response.embeds[0].description.splitlines()[2:] \
        == ["1. **bob** · 1 point · 1 win / 1 game", "2. **alice** · 0 points · 0 wins / 1 game"]
    restarted = create_bot(settings_for_tests(db_path))
    BOTS.append(restarted)
    await world.env.restart_bot(restarted)
    await world.env.advance_time(WEEK)
    assert len(results.history()) == 2
    assert results.history()[-1].embeds[0].title == "Race · season 2 · final standings"
    assert results.history()[-1].content.startswith("🏆 Champion of Race, season 2: **bob**!")
    again = (await world.carol.slash(world.channel, "season show", game="race", number=1)).response.embeds[0]
    assert again.description == final.description


async def test_season_refusals_are_private_and_change_nothing(world):
    boss = manager(world)
    none = await world.carol.slash(world.channel, "season show")
    assert none.ephemeral and none.response.content.startswith("This server runs no seasons yet.")
    command = world.env.backend.find_command("settings", None)
    world.guild.set_command_permissions(int(command["id"]), {world.bob: True})
    refused = await world.bob.slash(world.channel, "settings season", game="race")
    assert refused.ephemeral and "Manage Server" in refused.response.content
    assert await world.bot.store.season_settings(world.guild.id) == {}
    await boss.slash(world.channel, "settings season", game="race")
    unknown = await world.carol.slash(world.channel, "season show", game="race", number=4)
    assert unknown.ephemeral and unknown.response.content == "Race has had no season 4 on this server."
    other = await world.carol.slash(world.channel, "season show", game="gin")
    assert other.ephemeral and other.response.content == "This server runs no seasons of Gin Rummy now."
    await boss.slash(world.channel, "settings season", game="gin", unit="weeks")
    which = await world.carol.slash(world.channel, "season show")
    assert which.ephemeral and which.response.content == "Say which game: this server runs seasons of Gin Rummy, Race."
    shown = await boss.slash(world.channel, "settings show")
    assert "**Race** seasons: 1 month each, board by rating over the season's games" in \
        shown.response.embeds[0].description
    again = await boss.slash(world.channel, "settings season", game="race", length=3, board="points")
    assert again.response.content.startswith("Saved: seasons of Race last 3 months, board by points")
    assert "Season 1 goes on as it started" in again.response.content
    off = await boss.slash(world.channel, "settings season", game="race", off=True)
    assert off.response.content.startswith("No more seasons of Race on this server.")
    assert await world.bot.store.open_season(world.guild.id, "race") is None


async def test_french_servers_read_seasons_in_french(world):
    boss = manager(world)
    await boss.slash(world.channel, "language me", language="fr")
    started = await boss.slash(world.channel, "settings season", game="race", length=2, unit="weeks")
    assert started.response.content.startswith("Saisons de Course : 2 semaines chacune, classement par cote")
    await play_short_race(world)  # the lobby's buttons speak the server's language: English until now
    await boss.slash(world.channel, "settings language", language="fr")
    await world.env.advance_time(2 * WEEK)
    [posted] = world.channel.history()[-1:]
    assert posted.content.startswith("🏆 Champion de Course, saison 1 : **alice** !\nLa saison 2 commence")
    assert posted.embeds[0].title == "Course · saison 1 · classement final"
    assert "1 victoire / 1 partie" in posted.embeds[0].description


async def test_a_leaderboard_reset_during_a_season_empties_the_season_board_of_the_games_before_it(world):
    boss = manager(world)
    await boss.slash(world.channel, "settings season", game="race", length=1, unit="weeks", board="points",
                     channel=world.channel)
    await play_short_race(world)
    await play_short_race(world)
    board = (await world.carol.slash(world.channel, "season show", game="race")).response.embeds[0]
    assert board.description.splitlines()[2].startswith("1. **alice** · 2 points")
    asked = await boss.slash(world.channel, "settings reset-leaderboard", game="race")
    assert "its boards (all time, month, week, the running season)" in asked.response.content, "it says so first"
    await world.env.advance_time(60)  # the reset comes after those games finished
    await boss.click(asked.response, label="Reset the leaderboard")
    await world.env.advance_time(60)
    emptied = (await world.carol.slash(world.channel, "season show", game="race")).response.embeds[0]
    assert emptied.title == "Race · season 1" and "No game finished in this season yet" in emptied.description
    await play_short_race(world, winner=world.bob, loser=world.alice)  # counts: finished after the reset
    after = (await world.carol.slash(world.channel, "season show", game="race")).response.embeds[0]
    assert after.description.splitlines()[2:] == ["1. **bob** · 1 point · 1 win / 1 game",
                                                  "2. **alice** · 0 points · 0 wins / 1 game"]
    await world.env.advance_time(WEEK + 5)  # the final standings count only the games since the reset too
    kept = (await world.carol.slash(world.channel, "season show", game="race", number=1)).response.embeds[0]
    assert kept.description.splitlines()[2:] == after.description.splitlines()[2:]
