"""/privacy: what is stored and why, in English and French; forget-me removes a player everywhere after a click,
and everyone else's standings stay exactly as they were."""

from __future__ import annotations

from typing import Any

from tests.discord.helpers import button_labels
from tests.discord.test_history import play_short_race


def board_lines(answer: Any) -> list[str]:
    return answer.response.embeds[0].description.splitlines()


async def test_privacy_says_what_is_stored_and_why_in_the_players_language(world):
    shown = await world.alice.slash(world.channel, "privacy info")
    assert shown.ephemeral
    text = shown.response.embeds[0].description
    assert "What is stored, and why" in text and "/privacy forget-me" in text and "Not stored: your messages" in text
    await world.bob.slash(world.channel, "language me", language="fr")
    french = await world.bob.slash(world.channel, "privacy info")
    assert "Ce qui est enregistré, et pourquoi" in french.response.embeds[0].description


async def test_forget_me_removes_the_player_everywhere_and_others_boards_stay_the_same(world):
    await play_short_race(world, world.bob, world.alice)
    await play_short_race(world, world.carol, world.alice)
    await world.alice.slash(world.channel, "notifications", hand_dms="never")
    boards = {period: await world.carol.slash(world.channel, "leaderboard", game="race", period=period)
              for period in ("all", "week")}
    before = {period: board_lines(answer) for period, answer in boards.items()}
    assert all(any("alice" in line for line in lines) for lines in before.values())
    stats_before = (await world.bob.slash(world.channel, "stats")).response.embeds[0].description

    asked = await world.alice.slash(world.channel, "privacy forget-me")
    assert asked.ephemeral and asked.response.content.startswith("Forget you?")
    assert button_labels(asked.response) == ["Forget me"]
    assert (await world.bot.store.user_prefs(world.alice.id)).dm_opt_out, "nothing happens before the click"
    done = await world.alice.click(asked.response, label="Forget me")
    assert done.response.content.startswith("Done: your choices, ratings and name are deleted")

    for period, lines in before.items():
        after = board_lines(await world.carol.slash(world.channel, "leaderboard", game="race", period=period))
        assert not any("alice" in line for line in after), period
        assert after == [line for line in lines if "alice" not in line], "others' rows and ranks are unchanged"
    assert (await world.bob.slash(world.channel, "stats")).response.embeds[0].description == stats_before
    gone = await world.carol.slash(world.channel, "stats", member=world.alice)
    assert gone.response.content == "alice has not finished a game on this server yet."
    prefs = await world.bot.store.user_prefs(world.alice.id)
    assert not prefs.dm_opt_out and prefs.locale is None, "preferences are deleted"
    history = (await world.carol.slash(world.channel, "history")).response.embeds[0].description
    assert "alice" not in history and history.count("a former player") == 2
    assert "**bob**" in history and "**carol**" in history
    rematch = await world.carol.slash(world.channel, "game rematch")
    assert "rematch" in rematch.response.content.lower()
    assert [s.user_id for s in world.table().seats] == [world.carol.id], "a rematch does not bring her back"


async def test_forget_me_is_refused_while_seated_and_its_button_is_only_for_the_asker(world):
    await world.alice.slash(world.channel, "game new", game="race")
    refused = await world.alice.slash(world.channel, "privacy forget-me")
    assert refused.ephemeral
    assert refused.response.content == (
        f"You are still seated at a table in <#{world.channel.id}>: leave it or finish the game first, then ask again.")
    await world.alice.slash(world.channel, "game cancel")
    asked = await world.alice.slash(world.channel, "privacy forget-me")
    assert button_labels(asked.response) == ["Forget me"]
