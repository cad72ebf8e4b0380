"""Paces of a table without Discord: the clocks they give a turn and a claim window, their reminders, their bounds."""

from __future__ import annotations

import pytest

from bot.refusal import Refusal
from bot.tables import TableManager
from tests.tables.test_table_manager import Recorder, world  # noqa: F401  (the fixture)

HOUR = 3600


async def slow_table(manager, pace="correspondence", **options):  # type: ignore[no-untyped-def]
    table = await manager.lobby.open_lobby(guild_id=1, channel_id=10, kind="race", host_id=100, host_name="alice",
                                     preset="standard", pace=pace, **options)
    await manager.lobby.join(table, 200, "bob")
    await manager.lobby.start(table, 100)
    return table


async def test_a_correspondence_turn_lasts_a_day_with_reminders_half_way_and_an_hour_before_the_end(world):  # noqa: F811
    manager, clock, _store, _ = world
    table = await slow_table(manager)
    assert table.settings.turn_seconds == 24 * HOUR
    clock.now += 12 * HOUR
    await manager.clocks.fire_due()
    assert manager.listener.reminders == [0]
    clock.now += 11 * HOUR
    await manager.clocks.fire_due()
    assert manager.listener.reminders == [0, 0]
    assert table.to_act() == (0,)
    clock.now += HOUR
    await manager.clocks.fire_due()
    assert table.to_act() == (1,) and table.seats[0].timeouts == 1


async def test_a_slow_tables_reminder_is_not_said_again_after_a_restart(world):  # noqa: F811
    manager, clock, store, _ = world
    table = await slow_table(manager, pace="relaxed")
    assert table.settings.turn_seconds == 2 * HOUR and table.settings.claim_seconds == 15 * 60
    clock.now += HOUR
    await manager.clocks.fire_due()
    assert manager.listener.reminders == [0]
    again = TableManager(store, clock=clock, rng_seed=3, timeouts_before_ai=2, run_timers=False)
    again.listener = Recorder()
    await again.restore()
    await again.clocks.fire_due()
    assert again.listener.reminders == []
    await again.close()


async def test_a_live_turn_keeps_one_reminder_half_way(world):  # noqa: F811
    manager, clock, _store, _ = world
    table = await slow_table(manager, pace="live", turn_seconds=3600)
    assert "reminder_last" not in table.record.timers
    clock.now += 1800
    await manager.clocks.fire_due()
    assert manager.listener.reminders == [0]


@pytest.mark.parametrize(("pace", "seconds"), [("live", 4000), ("relaxed", 60), ("relaxed", 7 * HOUR),
                                                ("correspondence", 73 * HOUR)])
async def test_a_turn_clock_outside_the_paces_bounds_is_refused(world, pace, seconds):  # noqa: F811
    manager, *_ = world
    with pytest.raises(Refusal):
        await manager.lobby.open_lobby(guild_id=1, channel_id=10, kind="race", host_id=100, host_name="alice",
                                 pace=pace, turn_seconds=seconds)
    assert manager.get(10) is None


async def test_an_unknown_pace_is_refused(world):  # noqa: F811
    manager, *_ = world
    with pytest.raises(Refusal) as refused:
        await manager.lobby.open_lobby(guild_id=1, channel_id=10, kind="race", host_id=100, host_name="alice",
                                 pace="glacial")
    assert refused.value.problems[0].code == "unknown-table-pace"


@pytest.mark.parametrize("shard", [0, 1])
async def test_a_table_in_a_thread_comes_back_with_its_parent_on_the_shard_of_its_guild_only(world, shard):  # noqa: F811
    from bot.store import ShardFilter

    manager, clock, store, _ = world
    guild = (1_200_000_000 * 2 + 1) << 22  # on shard 1 of 2
    table = await manager.lobby.open_lobby(guild_id=guild, channel_id=77, kind="race", host_id=100, host_name="alice",
                                     pace="correspondence", parent_channel_id=10)
    await table.remember_link(555)
    again = TableManager(store, clock=clock, rng_seed=3, run_timers=False)
    await again.restore(ShardFilter(2, (shard,)))
    restored = again.get(77)
    if shard == 0:
        assert restored is None
    else:
        assert restored is not None and restored.parent_channel_id == 10 and restored.link_message_id == 555
        assert restored.settings.pace == "correspondence"
    await again.close()
