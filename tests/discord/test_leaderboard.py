"""Leaderboards that read well: whole-number ratings from 1000, provisional at first, the channel's game by
default; /stats with best scores and Mü Chief contracts; resigning a running game counts as a loss."""

from __future__ import annotations

import re

from bot.store import ActionLog, GameRecord, ResultRow, SeatRecord
from tests.discord.helpers import open_race, table_message, table_text
from tests.discord.test_history import play_short_race


async def test_ratings_are_whole_numbers_from_1000_marked_provisional_until_five_games(world):
    await play_short_race(world)
    board = await world.carol.slash(world.channel, "leaderboard", game="race")
    embed = board.response.embeds[0]
    first, second = embed.description.splitlines()
    assert re.fullmatch(r"1\. \*\*alice\*\* · 1,0\d\d \(provisional\) · 1 win / 1 game", first), first
    assert re.fullmatch(r"2\. \*\*bob\*\* · 9\d\d \(provisional\) · 0 wins / 1 game", second), second
    assert embed.footer.text == "Everyone starts at 1000. A rating is provisional until 5 games are played."
    for _ in range(4):
        await play_short_race(world)
    lines = (await world.carol.slash(world.channel, "leaderboard", game="race")).response.embeds[0].description
    alice = lines.splitlines()[0]
    assert re.fullmatch(r"1\. \*\*alice\*\* · 1,\d\d\d · 5 wins / 5 games", alice), alice
    week = (await world.carol.slash(world.channel, "leaderboard", game="race", period="week")).response.embeds[0]
    assert "(provisional)" not in week.description.splitlines()[0], "five games in all, even on a period board"


async def test_without_a_game_the_board_is_the_channels_game_or_every_games(world):
    quiet = world.guild.create_text_channel("quiet")
    nothing = await world.alice.slash(quiet, "leaderboard")
    assert nothing.response.content == "Nobody has finished a game on this server yet."
    await play_short_race(world)
    here = await world.alice.slash(world.channel, "leaderboard")
    assert here.response.embeds[0].title == "Race leaderboard (all time)"
    assert here.response.attachments[0].filename == "leaderboard.png"
    everywhere = await world.alice.slash(quiet, "leaderboard")
    embed = everywhere.response.embeds[0]
    assert embed.title == "Leaderboards of this server (all time)"
    assert [f.name for f in embed.fields] == ["Race"] and "**alice**" in embed.fields[0].value
    await world.bob.slash(world.channel, "game new", game="race")
    assert (await world.alice.slash(world.channel, "leaderboard")).response.embeds[0].title.startswith("Race")


async def test_stats_show_the_rating_the_best_score_and_mu_chief_contracts(world):
    await play_short_race(world)
    store = world.bot.store
    seats = [SeatRecord(seat=0, user_id=world.alice.id, name="alice"), SeatRecord(seat=1, user_id=None, name="AI 1",
             ai_level="easy"), SeatRecord(seat=2, user_id=None, name="AI 2", ai_level="easy")]
    record = GameRecord(guild_id=world.guild.id, channel_id=world.channel.id + 1, kind="mu", host_id=world.alice.id,
                        options={}, seats=seats)
    await store.create_game(record)
    record.status = "running"
    for version, code, seat in ((1, "mu-hand-made", 0), (2, "mu-hand-failed", 1), (3, "mu-hand-made", 0),
                                (4, "mu-hand-failed", 0), (5, "mu-hand-made", 0)):
        record.version = version
        await store.save_game(record, ActionLog(version, seat, {}, [{"code": code, "params": {}, "seat": seat}]))
    record.status, record.version, record.finished_at = "finished", 6, 1_000_000.0
    await store.save_game(record, ActionLog(6, 0, {}, []), [ResultRow(0, world.alice.id, 212, 1),
                                                             ResultRow(1, None, 150, 2), ResultRow(2, None, 90, 3)])
    stats = await world.alice.slash(world.channel, "stats")
    lines = stats.response.embeds[0].description.splitlines()
    assert lines[0] == ("**Mü**: 1 win in 1 game · rating 1,000 (provisional) · best score 212"
                        " · Chief 4 times, 3 contracts made (75 %)")
    race = next(line for line in lines if line.startswith("**Race**"))
    assert re.fullmatch(r"\*\*Race\*\*: 1 win in 1 game · rating 1,0\d\d \(provisional\) · best score -?\d+", race)
    bob = (await world.alice.slash(world.channel, "stats", member=world.bob)).response.embeds[0].description
    assert "Chief" not in bob, "only Mü lines speak of Chiefs"


async def test_a_player_who_resigns_hands_the_seat_to_the_computer_and_loses(world):
    table = await open_race(world, world.bob, preset="standard")
    resigned = await world.alice.slash(world.channel, "game resign")
    assert resigned.ephemeral and resigned.response.content.startswith("You resigned.")
    assert table.seats[0].ai_level == "medium"
    assert "alice resigned: a computer player takes the seat to the end." in table_text(table_message(world))
    refused = await world.alice.slash(world.channel, "draw")
    assert "You resigned this game" in refused.response.content
    again = await world.alice.slash(world.channel, "game resign")
    assert again.response.content == "You have already resigned this game."
    for _ in range(20):
        if table.status != "running":
            break
        if table.to_act() == (1,):
            await world.bob.slash(world.channel, "play", move=str(table.view(1).hand[0]))
        else:
            await world.env.advance_time(5)
    assert table.status == "finished"
    final = table_text(table_message(world))
    assert re.search(r"^1\. \*\*bob\*\* · -?\d+$", final, re.M), final
    assert re.search(r"^2\. \*\*alice\*\* · -?\d+ · resigned$", final, re.M), "last, whatever the computer did"
    alice = (await world.alice.slash(world.channel, "stats")).response.embeds[0].description
    bob = (await world.bob.slash(world.channel, "stats")).response.embeds[0].description
    assert alice.startswith("**Race**: 0 wins in 1 game") and bob.startswith("**Race**: 1 win in 1 game")
    outsider = await world.carol.slash(world.channel, "game resign")
    assert "no game" in outsider.response.content.lower() or "not playing" in outsider.response.content


async def test_when_every_person_resigns_the_computers_finish_the_game_at_once(world):
    table = await open_race(world, world.bob, preset="standard")
    await world.alice.slash(world.channel, "game resign")
    assert table.status == "running"  # Bob still plays
    await world.bob.slash(world.channel, "game resign")
    await world.env.advance_time(1)  # nobody waits for the computers: no pace between their moves
    assert table.status == "finished"
    for member in (world.alice, world.bob):
        stats = (await member.slash(world.channel, "stats")).response.embeds[0].description
        assert stats.startswith("**Race**: 0 wins in 1 game"), stats
    final = table_text(table_message(world))
    assert "final scores" in final and not re.search(r"^1\. \*\*", final, re.M), "nobody wins a game all gave up"
    assert len(re.findall(r"^\d\. \*\*(alice|bob)\*\* · -?\d+ · resigned$", final, re.M)) == 2, final
