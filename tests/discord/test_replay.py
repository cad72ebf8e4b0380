"""/replay: a finished game step by step in one private message, showing what was public then and the viewer's
own hand; to its end, also after a restart; refused clearly for games it cannot show exactly."""

from __future__ import annotations

from typing import Any

from bot.store import ActionLog, GameRecord, SeatRecord
from tests.discord.conftest import make_bot
from tests.discord.helpers import _children, button_labels, dms, hand_from, select_options
from tests.discord.test_history import play_short_race


def disabled(message: Any) -> dict[str, bool]:
    found = {}
    for child in _children(message):
        label = child.get("label") if isinstance(child, dict) else getattr(child, "label", None)
        if label:
            found[label] = bool(child.get("disabled") if isinstance(child, dict) else child.disabled)
    return found


async def test_a_finished_game_replays_step_by_step_to_its_end_also_after_a_restart(world, db_path):
    table = await play_short_race(world)
    alice_start = hand_from(dms(world.alice)[0].content)  # her hand as dealt, sent when the game started
    shown = await world.alice.slash(world.channel, "replay", game=table.id)
    assert shown.ephemeral
    embed = shown.response.embeds[0]
    assert embed.title == f"Replay of #{table.id} · Race"
    assert embed.footer.text.startswith("Step 0 of 3")
    assert f"Your hand then: `{' '.join(alice_start)}`" in embed.description
    assert button_labels(shown.response) == ["⏮ First", "◀ Back", "Next ▶", "Last ⏭", "🎓 Coach"]
    assert disabled(shown.response) == {"⏮ First": True, "◀ Back": True, "Next ▶": False, "Last ⏭": False,
                                        "🎓 Coach": False}

    step = await world.alice.click(shown.response, label="Next ▶")
    assert step.response.id == shown.response.id, "the same message is edited"
    assert step.response.embeds[0].footer.text.startswith("Step 1 of 3")
    assert "alice played" in step.response.embeds[0].description

    await world.env.restart_bot(make_bot(db_path))
    end = await world.alice.click(step.response, label="Last ⏭")
    final = end.response.embeds[0]
    assert final.footer.text.startswith("Step 3 of 3") and "won the race" in final.description
    assert disabled(end.response) == {"⏮ First": False, "◀ Back": False, "Next ▶": True, "Last ⏭": True,
                                      "🎓 Coach": False}
    back = await world.alice.click(end.response, label="◀ Back")
    assert back.response.embeds[0].footer.text.startswith("Step 2 of 3")
    assert "bob played" in back.response.embeds[0].description


async def test_someone_who_did_not_play_sees_only_what_was_public(world):
    table = await play_short_race(world)
    shown = await world.carol.slash(world.channel, "replay", game=table.id)
    assert "Your hand then" not in shown.response.embeds[0].description
    alice = (await world.alice.slash(world.channel, "replay", game=table.id)).response.embeds[0].description
    assert alice.count("Your hand then") == 1, "a player sees their own hand, and no one else's"
    assert shown.response.embeds[0].description == alice.rsplit("\n", 1)[0], "otherwise the same public step"


async def test_games_that_cannot_be_shown_are_refused_clearly(world):
    missing = await world.alice.slash(world.channel, "replay", game=999)
    assert missing.ephemeral
    assert missing.response.content == "There is no finished game #999 on this server. /history lists them."
    await world.alice.slash(world.channel, "game new", game="race")
    running = world.table()
    refused = await world.alice.slash(world.channel, "replay", game=running.id)
    assert refused.response.content.startswith(f"There is no finished game #{running.id}")
    await world.alice.slash(world.channel, "game cancel")

    store = world.bot.store
    old = GameRecord(guild_id=world.guild.id, channel_id=world.channel.id, kind="race", host_id=world.alice.id,
                     options={"rules": {"hand": 2}}, seats=[SeatRecord(0, world.alice.id, "alice"),
                                                            SeatRecord(1, world.bob.id, "bob")])
    await store.create_game(old)
    old.status, old.version, old.finished_at = "finished", 1, 1_000_000.0
    await store.save_game(old, ActionLog(1, None, {"cause": "start"}, []))
    unseeded = await world.alice.slash(world.channel, "replay", game=old.id)
    assert unseeded.response.content == (
        f"Game #{old.id} cannot be replayed: it was played before games kept what a replay needs.")


async def test_a_real_game_replays_with_its_picture_and_jumps_to_each_hand(world):
    await world.alice.slash(world.channel, "game new", game="gin", target=100)
    await world.alice.slash(world.channel, "game addbot", level="easy")
    await world.alice.slash(world.channel, "game start")
    table = world.table()
    await world.alice.slash(world.channel, "game resign")  # the computer now plays both seats
    for _ in range(3000):
        if table.status != "running":
            break
        await world.env.advance_time(5)
    assert table.status == "finished"
    shown = await world.alice.slash(world.channel, "replay", game=table.id)
    assert shown.response.attachments[0].filename == "replay.png"
    steps = int(shown.response.embeds[0].footer.text.split(" of ")[1].split(" ")[0])
    assert steps == len(await world.bot.store.action_log(table.id)) - 1, "every stored action is a step"
    jumps = select_options(shown.response)
    assert jumps and jumps[0] == "0", "the first hand starts at the deal"
    end = await world.alice.click(shown.response, label="Last ⏭")
    assert end.response.embeds[0].footer.text.startswith(f"Step {steps} of {steps}")
    assert end.response.attachments[0].filename == "replay.png"
    assert len(jumps) > 1, "a game to 100 takes several hands"
    second = await world.alice.select(end.response, [jumps[1]])
    assert second.response.embeds[0].footer.text.startswith(f"Step {jumps[1]} of {steps} · hand or round 2")
