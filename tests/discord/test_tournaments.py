"""Tournaments the bot runs itself, end to end through the real bot: sign-up on one message, a check-in per round,
each match a table in its own thread, a no-show forfeiting, seats the computer plays after timeouts, a restart
mid-round, the tournament message edited with its picture, the winner announced and recorded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

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
