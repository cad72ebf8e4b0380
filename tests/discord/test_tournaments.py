"""Tournaments the bot runs itself, end to end through the real bot: sign-up on one message, a check-in per round,
each match a table in its own thread, a no-show forfeiting, seats the computer plays after timeouts, a restart
mid-round, the tournament message edited with its picture, the winner announced and recorded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.discord.conftest import make_bot
from tests.discord.helpers import button_labels
from tests.discord.test_settings import manager


def players(world: Any, count: int) -> list[Any]:
    cast = [world.alice, world.bob, world.carol]
    for name in ("dan", "eve", "frank", "gus", "hana", "ivy")[: max(0, count - 3)]:
        cast.append(world.guild.add_member(world.env.create_user(name)))
    return cast[:count]


def tournament_message(world: Any) -> Any:
    return next(m for m in world.channel.history() if m.embeds and "tournament #" in (m.embeds[0].title or ""))


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
