"""Every game keeps its own seed, so its action log replays it exactly: finished games of every kind, read back
from the store, replay to the same final state; so does a running game after a restart."""

from __future__ import annotations

import random

import pytest

from bot import replay
from bot.games import make_player
from bot.store import SQLiteStore
from bot.tables import TableManager
from tests.game_facts import GAMES, facts
from tests.tables.test_table_manager import FakeClock, Recorder


async def play(manager, clock, kind: str, channel: int, *, actions: int = 100_000):  # type: ignore[no-untyped-def]
    """A game between a human (who plays like the easy computer) and easy computer seats, to its end."""
    table = await manager.lobby.open_lobby(guild_id=1, channel_id=channel, kind=kind, host_id=1, host_name="human")
    for _ in range(table.rules.min_players - 1):
        await manager.lobby.add_ai(table, 1, "easy")
    await manager.lobby.configure(table, 1, preset=None, overrides=dict(facts(kind).few_hands), turn_seconds=3600, ai_pace="instant")
    await manager.lobby.start(table, 1)
    human = make_player(kind, "easy", random.Random(channel))
    for _ in range(actions):
        if table.status != "running":
            break
        if 0 in table.to_act():
            state = table.state
            await table.act(0, human.choose(table.rules.view(state, 0), list(table.rules.legal(state, 0))))
        else:
            clock.now += 1
            await manager.clocks.fire_due()
    return table


@pytest.fixture
async def world(tmp_path):  # type: ignore[no-untyped-def]
    clock = FakeClock()
    store = SQLiteStore(tmp_path / "db.sqlite3", clock=clock)
    await store.open()
    manager = TableManager(store, clock=clock, run_timers=False, timeouts_before_ai=0)  # production seeds
    manager.listener = Recorder()
    yield manager, clock, store
    await manager.close()
    await store.close()


@pytest.mark.parametrize("kind", GAMES)
async def test_a_finished_game_replays_from_the_store_to_the_same_final_state(world, kind):
    manager, clock, store = world
    table = await play(manager, clock, kind, channel=10)
    assert table.status == "finished"
    record = await store.load_game(table.id)
    assert record is not None and record.options.get("seed")
    steps = list(replay.replay(record, await store.action_log(table.id)))
    assert steps[-1].version == record.version
    rules = table.rules
    assert rules.state_to_json(steps[-1].state) == record.state
    assert rules.is_over(steps[-1].state)
    assert {step.cause for step in steps} >= {"start", "player", "ai"}


async def test_two_games_get_different_seeds(world):
    manager, clock, _store = world
    first = await play(manager, clock, "gin", channel=10, actions=3)
    second = await play(manager, clock, "gin", channel=11, actions=3)
    assert first.record.options["seed"] != second.record.options["seed"]


async def test_a_running_game_replays_after_a_restart(world):
    manager, clock, store = world
    table = await play(manager, clock, "railroad", channel=10, actions=40)
    assert table.status == "running"
    fresh = TableManager(store, clock=clock, run_timers=False)
    await fresh.restore()
    restored = fresh.get(10)
    record = await store.load_game(table.id)
    assert replay.final_state(record, await store.action_log(table.id)) == restored.state


def test_a_game_without_a_seed_is_not_replayable():
    from bot.store import GameRecord

    record = GameRecord(guild_id=1, channel_id=1, kind="gin", host_id=1, options={}, id=5)
    with pytest.raises(replay.NotReplayable):
        list(replay.replay(record, []))
