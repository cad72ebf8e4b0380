"""Tournaments the bot runs itself, end to end through the real bot: sign-up on one message, a check-in per round,
each match a table in its own thread, a no-show forfeiting, seats the computer plays after timeouts, a restart
mid-round, the tournament message edited with its picture, the winner announced and recorded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord

from bot.tournaments.results import MatchResult, half_points
from tests.discord.conftest import make_bot
from tests.discord.helpers import button_labels
from tests.discord.test_settings import manager


def players(world: Any, count: int) -> list[Any]:
    cast = [world.alice, world.bob, world.carol]
    for name in ("dan", "eve", "frank", "gus", "hana", "ivy")[: max(0, count - 3)]:
        cast.append(world.guild.add_member(world.env.create_user(name)))
    return cast[:count]


def tournament_message(world: Any) -> Any:
    return next(m for m in world.channel.history() if m.embeds and "#1" in (m.embeds[0].title or "").replace(" n° ", " #"))


def round_calls(world: Any) -> list[Any]:
    return [m for m in world.channel.history() if "I'm here" in button_labels(m)]


async def play_out(world: Any, tournament_id: int, members: list[Any], *, absent: Any = None,
                   restart_in_round: int | None = None, db_path: Path | None = None) -> Any:
    """Let the tournament run: everyone but ``absent`` checks in when called; nobody moves, so seats time out and
    the computer plays them; the bot is restarted once in round ``restart_in_round``."""
    answered: set[int] = set()
    restarted = False
    for _ in range(400):
        record = await world.bot.store.tournament(tournament_id)
        if record.status != "running":
            return record
        calls = round_calls(world)
        if len(calls) not in answered:
            answered.add(len(calls))
            called = calls[-1].content
            for member in members:
                if member is not absent and f"<@{member.id}>" in called:
                    await member.click(calls[-1], label="I'm here")
        if restart_in_round == len(calls) and not restarted and any(
                m.get("game") for m in record.state["rounds"][-1]["matches"]):
            restarted = True
            # The old process stops (its table clocks and tournament runner), as a real restart would.
            await world.bot.tables.close()
            await world.bot.get_cog("TournamentCommands").runner.stop()
            await world.env.restart_bot(make_bot(db_path))
        await world.env.advance_time(20)
    raise AssertionError("the tournament never ended")


async def test_an_eight_player_gin_elimination_with_a_no_show_and_a_restart(world, db_path: Path, tmp_path: Path):
    boss = manager(world)
    members = players(world, 8)
    opened = await boss.slash(world.channel, "tournament new", game="gin", format="elimination", size=8, start=30,
                              target=1, turn_timer=15)
    assert opened.ephemeral and opened.response.content == "Gin Rummy tournament #1 is open for sign-up."
    message = tournament_message(world)
    assert message.embeds[0].title == "Gin Rummy tournament #1 · single elimination"
    assert button_labels(message) == ["Sign up", "Leave"]
    for member in members[:7]:
        answer = await member.click(message, label="Sign up")
        assert answer.response.content == "You are signed up for Gin Rummy tournament #1."
    again = await members[0].click(message, label="Sign up")
    assert again.ephemeral and again.response.content == "You are already signed up."
    assert "Sign-up open: 7 of 8 players." in tournament_message(world).embeds[0].description
    await members[7].click(message, label="Sign up")  # full: it starts at once

    [call] = round_calls(world)
    assert call.content.startswith("**Round 1** of Gin Rummy tournament #1: ")
    assert all(f"<@{m.id}>" in call.content for m in members)
    late = members[7]
    outsider = world.guild.add_member(world.env.create_user("zed"))
    refused = await outsider.click(call, label="I'm here")
    assert refused.ephemeral and refused.response.content == "You do not play in this round."

    record = await play_out(world, 1, members, absent=late, restart_in_round=1, db_path=db_path)

    assert record.status == "finished" and record.winner_id in {m.id for m in members if m is not late}
    first = record.state["rounds"][0]["matches"]
    assert len(first) == 4 and len(record.state["rounds"]) == 3
    forfeit = next(m for m in first if late.id in m["players"])
    assert forfeit["game"] is None and forfeit["result"]["forfeited"] == [late.id]
    played = [m for m in first if m["game"] is not None]
    assert len(played) == 3
    threads = {thread.id: thread for thread in world.channel.threads}
    assert len(threads) == 3 + 2 + 1, "every match of every round in a thread of its own"
    for match in played:  # each in its own thread, its players pinged there, played out by the computer
        table = await world.bot.store.load_game(match["game"])
        assert table.status == "finished"
        assert any(seat.turns_by_computer for seat in table.seats)
        pings = [m.content for m in threads[table.channel_id].history()]
        assert any(all(f"<@{p}>" in text for p in match["players"]) and "round 1" in text for text in pings)
    won = world.channel.history()[-1]
    assert won.content == f"🏆 <@{record.winner_id}> wins Gin Rummy tournament #1!"
    final = tournament_message(world)
    assert final.embeds[0].description.startswith(f"Finished: <@{record.winner_id}> won it. Final standings:")
    assert final.attachments[0].filename == "tournament.png"
    (tmp_path / "tournament.png").write_bytes(await final.attachments[0].read())
    status = await world.carol.slash(world.channel, "tournament status")
    assert status.response.embeds[0].title == "Gin Rummy tournament #1 · single elimination"
    assert status.response.embeds[0].description == final.embeds[0].description
    winner = next(m for m in members if m.id == record.winner_id)
    stats = (await winner.slash(world.channel, "stats")).response.embeds[0].description
    assert stats.splitlines()[-1] == "Tournaments won: Gin Rummy 1"


async def sign_up(world: Any, members: list[Any]) -> None:
    message = tournament_message(world)
    for member in members:
        await member.click(message, label="Sign up")


async def test_a_six_player_swiss_gin_of_three_rounds_has_no_rematch(world, db_path: Path):
    boss = manager(world)
    members = players(world, 6)
    await boss.slash(world.channel, "tournament new", game="gin", format="swiss", size=6, rounds=3, target=1,
                     turn_timer=15)
    assert tournament_message(world).embeds[0].title == "Gin Rummy tournament #1 · Swiss"
    await sign_up(world, members)
    record = await play_out(world, 1, members)
    rounds = record.state["rounds"]
    assert len(rounds) == 3 and all(len(r["matches"]) == 3 for r in rounds)
    pairs = [frozenset(m["players"]) for r in rounds for m in r["matches"]]
    assert len(set(pairs)) == 9, "nobody met the same opponent twice"
    for played in rounds:
        assert sorted(p for m in played["matches"] for p in m["players"]) == sorted(m.id for m in members)
    lines = tournament_message(world).embeds[0].description.splitlines()
    assert lines[0] == f"Finished: <@{record.winner_id}> won it. Final standings:"
    assert len(lines) == 7 and lines[1].startswith("1. **")
    points = [float(line.split(" · ")[1].removesuffix(" pts").replace("½", ".5")) for line in lines[1:]]
    assert points == sorted(points, reverse=True) and sum(points) == 9, "one point per match, best first"


async def test_the_organiser_cancels_a_running_tournament_cleanly(world):
    boss = manager(world)
    members = players(world, 4)
    await boss.slash(world.channel, "tournament new", game="gin", format="elimination", size=4, target=1)
    await sign_up(world, members)
    [call] = round_calls(world)
    for member in members:
        await member.click(call, label="I'm here")
    record = await world.bot.store.tournament(1)
    games = [m["game"] for m in record.state["rounds"][0]["matches"]]
    assert all(games) and all(world.bot.tables.by_id(g).status == "running" for g in games)
    refused = await members[0].slash(world.channel, "tournament cancel")
    assert refused.ephemeral and refused.response.content.startswith("Only the tournament's organiser")
    done = await boss.slash(world.channel, "tournament cancel")
    assert done.response.content == "Tournament #1 is cancelled."
    assert world.channel.history()[-1].content.startswith("Gin Rummy tournament #1 was cancelled by its organiser")
    record = await world.bot.store.tournament(1)
    assert record.status == "cancelled" and record.winner_id is None
    for game in games:
        assert (await world.bot.store.load_game(game)).status == "cancelled"
    assert tournament_message(world).embeds[0].description.startswith("Cancelled: nobody won it.")
    again = await boss.slash(world.channel, "tournament cancel")
    assert again.ephemeral and again.response.content == (
        "There is no tournament signing up or running on this server.")


async def test_tournament_refusals_are_private(world):
    boss = manager(world)
    refused = await world.alice.slash(world.channel, "tournament new", game="gin", format="elimination")
    assert refused.ephemeral and refused.response.content == (
        "Only members with the Manage Server permission can open a tournament.")
    wrong = await boss.slash(world.channel, "tournament new", game="gin", format="tables")
    assert wrong.ephemeral and wrong.response.content == "Gin Rummy can be played as single elimination, Swiss."
    mu = await boss.slash(world.channel, "tournament new", game="mu", format="swiss")
    assert mu.ephemeral and mu.response.content == "Mü can be played as rounds of tables."
    assert await world.bot.store.open_tournaments() == []
    await boss.slash(world.channel, "tournament new", game="gin", format="elimination", size=2, start=1)
    assert tournament_message(world).embeds[0].description.startswith("Sign-up open")
    await world.alice.click(tournament_message(world), label="Sign up")
    await world.env.advance_time(61)  # one player when the start comes: too few, cancelled
    assert (await world.bot.store.tournament(1)).status == "cancelled"
    late = await world.bob.click(tournament_message(world), label="Sign up") if button_labels(
        tournament_message(world)) else None
    assert late is None, "the sign-up buttons are gone"


async def test_nine_railroad_players_in_tables_of_three_carry_their_points_to_a_final_table(world, db_path: Path):
    boss = manager(world)
    members = players(world, 9)
    await boss.slash(world.channel, "tournament new", game="railroad", format="tables", size=9, table_size=3,
                     turn_timer=15)
    await sign_up(world, members)
    record = await play_out(world, 1, members)
    first, final = record.state["rounds"]
    assert [len(m["players"]) for m in first["matches"]] == [3, 3, 3]
    assert len(final["matches"]) == 1 and len(final["matches"][0]["players"]) == 3
    winners_of_tables = set()
    for match in first["matches"]:
        ranks = match["result"]["ranks"]
        best = min(ranks)
        winners_of_tables |= {p for p, r in zip(match["players"], ranks, strict=True) if r == best}
    assert set(final["matches"][0]["players"]) <= winners_of_tables, "the best of each table went on"
    assert record.winner_id in final["matches"][0]["players"]
    lines = tournament_message(world).embeds[0].description.splitlines()
    assert len(lines) == 10, "every player in the standings"
    winner = next(m for m in members if m.id == record.winner_id)
    name = next(p["name"] for p in record.state["players"] if p["id"] == winner.id)
    # Points are carried over: the champion's line adds up what they scored at both of their tables.
    carried = sum(half_points(MatchResult(tuple(m["players"]), tuple(m["result"]["ranks"])), winner.id)
                  for played in (first, final) for m in played["matches"] if winner.id in m["players"])
    shown = f"{carried // 2}½" if carried % 2 else str(carried // 2)
    assert lines[1] == f"1. **{name}** · {shown} pts · " + lines[1].split(" pts · ")[1]


async def test_a_french_server_reads_its_tournament_in_french(world):
    boss = manager(world)
    await world.bot.store.set_guild_locale(world.guild.id, "fr")
    await boss.slash(world.channel, "language me", language="fr")
    opened = await boss.slash(world.channel, "tournament new", game="gin", format="swiss", size=4)
    assert opened.response.content == "Le tournoi de Gin-rami n° 1 est ouvert aux inscriptions."
    message = tournament_message(world)
    assert message.embeds[0].title == "Tournoi de Gin-rami n° 1 · système suisse"
    assert message.embeds[0].description.startswith("Inscriptions ouvertes : 0 joueurs sur 4.")
    assert button_labels(message) == ["S'inscrire", "Se désinscrire"]


async def test_a_role_the_server_names_may_open_and_run_tournaments(world):
    boss = manager(world)
    organisers = world.guild.create_role("Tournament crew", permissions=discord.Permissions.none())
    crew = world.guild.add_member(world.env.create_user("crew"), roles=[organisers])
    refused = await crew.slash(world.channel, "tournament new", game="gin", format="swiss", size=4)
    assert refused.ephemeral and refused.response.content == (
        "Only members with the Manage Server permission can open a tournament.")
    named = await boss.slash(world.channel, "settings tournaments", role=organisers)
    assert named.ephemeral and named.response.content == (
        f"Members with <@&{organisers.id}> may now open and run tournaments, as well as those with Manage Server.")
    shown = (await boss.slash(world.channel, "settings show")).response.embeds[0].description
    assert f"Tournaments: opened and run by members with Manage Server or <@&{organisers.id}>" in shown

    opened = await crew.slash(world.channel, "tournament new", game="gin", format="swiss", size=4)
    assert opened.response.content == "Gin Rummy tournament #1 is open for sign-up."
    outsider = await world.alice.slash(world.channel, "tournament new", game="gin", format="swiss", size=4)
    assert outsider.ephemeral and outsider.response.content == (
        f"Only members with the Manage Server permission or the role <@&{organisers.id}> can open a tournament.")
    not_theirs = await world.alice.slash(world.channel, "tournament cancel")
    assert not_theirs.ephemeral and not_theirs.response.content.startswith("Only the tournament's organiser")
    assert [t.id for t in await world.bot.store.open_tournaments()] == [1]
    # Another member of the crew runs the crew's tournament: starts it (too few: cancelled), no Manage Server.
    second = world.guild.add_member(world.env.create_user("crew2"), roles=[organisers])
    await sign_up(world, [world.alice])
    started = await second.slash(world.channel, "tournament start")
    assert started.response.content == "Tournament #1 starts now."

    cleared = await boss.slash(world.channel, "settings tournaments", clear=True)
    assert cleared.response.content == "Only members with Manage Server may now open and run tournaments."
    again = await crew.slash(world.channel, "tournament new", game="gin", format="swiss", size=4)
    assert again.ephemeral and again.response.content == (
        "Only members with the Manage Server permission can open a tournament.")
    missing = await boss.slash(world.channel, "settings tournaments")
    assert missing.ephemeral and missing.response.content == "Name a role, or choose clear to stop naming one."
    everyone = await boss.slash(world.channel, "settings tournaments", role=world.guild.default_role)
    assert everyone.ephemeral and everyone.response.content.startswith("Name a role of its own")
    assert await world.bot.store.tournament_role(world.guild.id) is None


async def test_a_french_server_names_its_tournament_role_in_french(world):
    boss = manager(world)
    await boss.slash(world.channel, "language me", language="fr")
    organisers = world.guild.create_role("Arbitres", permissions=discord.Permissions.none())
    named = await boss.slash(world.channel, "settings tournaments", role=organisers)
    assert named.response.content == (f"Les membres ayant <@&{organisers.id}> peuvent désormais ouvrir et mener des"
                                      " tournois, comme ceux ayant Gérer le serveur.")
    await world.alice.slash(world.channel, "language me", language="fr")
    refused = await world.alice.slash(world.channel, "tournament new", game="gin", format="swiss", size=4)
    assert refused.ephemeral and refused.response.content == (
        f"Seuls les membres ayant la permission Gérer le serveur ou le rôle <@&{organisers.id}> peuvent ouvrir"
        " un tournoi.")


async def test_too_many_swiss_rounds_are_refused_at_once(world):
    boss = manager(world)
    refused = await boss.slash(world.channel, "tournament new", game="gin", format="swiss", size=5, rounds=5)
    assert refused.ephemeral and refused.response.content == (
        "A Swiss tournament of 5 players can have at most 4 rounds (you asked for 5): after that everyone would"
        " have met everyone.")
    assert await world.bot.store.open_tournaments() == []


async def test_a_five_player_swiss_gives_each_player_at_most_one_bye(world, db_path: Path):
    boss = manager(world)
    members = players(world, 5)
    await boss.slash(world.channel, "tournament new", game="gin", format="swiss", size=5, rounds=3, target=1,
                     turn_timer=15)
    await sign_up(world, members)
    record = await play_out(world, 1, members)
    rounds = record.state["rounds"]
    assert len(rounds) == 3
    byes = []
    for played in rounds:
        assert sorted(p for m in played["matches"] for p in m["players"]) == sorted(m.id for m in members)
        [bye] = [m for m in played["matches"] if len(m["players"]) == 1]
        assert bye["game"] is None and bye["result"] == {"ranks": [1], "forfeited": []}, "a bye is not played"
        byes.append(bye["players"][0])
    assert len(set(byes)) == 3, "nobody has a second bye while others have had none"
    pairs = [frozenset(m["players"]) for r in rounds for m in r["matches"] if len(m["players"]) == 2]
    assert len(pairs) == 6 and len(set(pairs)) == 6, "no rematch"
    # A bye is worth a win (1 point): the standings' points add up to one per match and one per bye.
    lines = tournament_message(world).embeds[0].description.splitlines()[1:]
    points = [float(line.split(" · ")[1].removesuffix(" pts").replace("½", ".5")) for line in lines]
    assert len(points) == 5 and sum(points) == 6 + 3
    names = {p["id"]: p["name"] for p in record.state["players"]}
    for member in members:  # each line's points: its matches' results, a bye counting as a win
        results = [MatchResult(tuple(m["players"]), tuple(m["result"]["ranks"]))
                   for r in rounds for m in r["matches"] if member.id in m["players"]]
        expected = sum(half_points(result, member.id) for result in results)
        assert sum(half_points(result, member.id) for result in results if len(result.players) == 1) == (
            2 if member.id in byes else 0), "a bye is worth a whole point"
        line = next(line for line in lines if f"**{names[member.id]}**" in line)
        shown = f"{expected // 2}½" if expected % 2 else str(expected // 2)
        assert f" · {shown.replace('0½', '½')} pts · " in line, line
    # The bye is drawn in the picture of every round.
    assert tournament_message(world).attachments[0].filename == "tournament.png"


async def test_forget_me_takes_a_player_out_of_a_finished_tournament(world, db_path: Path):
    boss = manager(world)
    members = players(world, 4)
    await boss.slash(world.channel, "tournament new", game="gin", format="elimination", size=4, target=1,
                     turn_timer=15)
    await sign_up(world, members)
    record = await play_out(world, 1, members)
    leaver = members[1]
    name = next(p["name"] for p in record.state["players"] if p["id"] == leaver.id)
    asked = await leaver.slash(world.channel, "privacy forget-me")
    await leaver.click(asked.response, label="Forget me")
    kept = await world.bot.store.tournament(1)
    assert str(leaver.id) not in str(kept.state) and name not in str(kept.state)
    assert len(kept.state["rounds"]) == len(record.state["rounds"]), "the rounds are all still there"
    status = (await world.carol.slash(world.channel, "tournament status")).response.embeds[0].description
    assert name not in status and "a former player" in status
