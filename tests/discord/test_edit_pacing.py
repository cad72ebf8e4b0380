"""Table messages stay under Discord's per-channel edit rate: at most five writes in any five seconds."""

from __future__ import annotations

import asyncio

import discord
import pytest

from bot.discord.pacing import EDITS_PER_PERIOD, PERIOD_SECONDS, EditPacer
from bot.texts import event_text
from tests.discord.conftest import make_bot
from tests.discord.helpers import button_labels, open_race, table_message


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_burst_of_edits_in_one_channel_is_spread_over_time() -> None:
    clock = FakeClock()
    pacer = EditPacer(clock)
    moments = []
    while len(moments) < 12:
        wait = pacer.take(7)
        if wait:
            clock.now += wait
        else:
            moments.append(clock.now)
    for i in range(len(moments) - EDITS_PER_PERIOD):
        assert moments[i + EDITS_PER_PERIOD] - moments[i] >= PERIOD_SECONDS
    assert moments[:EDITS_PER_PERIOD] == [1000.0] * EDITS_PER_PERIOD  # the first ones wait for nothing
    assert moments[-1] - moments[0] < 3 * PERIOD_SECONDS  # and none waits longer than needed


def test_channels_are_paced_apart_and_a_quiet_channel_never_waits() -> None:
    clock = FakeClock()
    pacer = EditPacer(clock)
    assert [pacer.take(1) for _ in range(EDITS_PER_PERIOD)] == [0.0] * EDITS_PER_PERIOD
    assert pacer.take(2) == 0.0
    clock.now += 1.0
    assert pacer.take(1) == pytest.approx(PERIOD_SECONDS - 1.0, abs=0.01)
    clock.now += PERIOD_SECONDS
    assert pacer.take(1) == 0.0


def test_no_cap_when_the_limit_is_zero() -> None:
    pacer = EditPacer(FakeClock(), limit=0)
    assert all(pacer.take(1) == 0.0 for _ in range(100))


@pytest.fixture
def simcord_bot(db_path):  # type: ignore[no-untyped-def]
    return make_bot(db_path, table_edits_per_5s=EDITS_PER_PERIOD)


async def test_many_moves_at_once_edit_the_table_at_most_five_times_in_five_seconds(world, monkeypatch):  # type: ignore[no-untyped-def]
    # The cap runs on the real monotonic clock: the held-back edit comes a few real seconds later, so SimCord is
    # given time to wait for it.
    world.env.settle_timeout = 4 * PERIOD_SECONDS
    table = await open_race(world, world.bob, preset="standard")
    writes: list[float] = []
    clock = world.bot.presenter.pacer.clock  # the real monotonic clock, as Discord's limits count (SimCord's own
    edit = discord.PartialMessage.edit      # clock jumps while it waits for the held-back edit)

    async def timed_edit(message, **kwargs):  # type: ignore[no-untyped-def]
        if message.id == table.record.message_id:
            writes.append(clock())
        return await edit(message, **kwargs)

    monkeypatch.setattr(discord.PartialMessage, "edit", timed_edit)
    await asyncio.sleep(PERIOD_SECONDS)  # the lobby and the start are forgotten
    for _ in range(6):
        await world.alice.slash(world.channel, "draw")
        await world.bob.slash(world.channel, "draw")
    await world.env.settle()
    assert table.version >= 12 and len(writes) > EDITS_PER_PERIOD
    for i in range(len(writes) - EDITS_PER_PERIOD):
        assert writes[i + EDITS_PER_PERIOD] - writes[i] >= PERIOD_SECONDS
    shown = str(table_message(world).components)
    assert table.names[table.to_act()[0]] in shown and f"#{table.id}" in shown
    status = table.rules.status(table.view(None))
    assert event_text(status, table.names, "en") in shown  # in the end, the newest version is shown


async def test_held_back_writes_are_made_whatever_the_table_s_state(world):  # type: ignore[no-untyped-def]
    """A write held back by the channel's cap is made when there is room, whatever the table's state: a lobby
    opened while the channel is at its cap appears (it had never been posted), and a cancelled table's last edit
    is made too."""
    world.env.settle_timeout = 4 * PERIOD_SECONDS
    await asyncio.sleep(PERIOD_SECONDS)
    await world.alice.slash(world.channel, "game new", game="race")  # posted (1)
    first = world.table()
    for label in ("Join", "Leave", "Join"):  # edits (2, 3, 4)
        await world.bob.click(table_message(world, first.id), label=label)
    await world.alice.click(table_message(world, first.id), label="Cancel")  # edit (5)
    opened = await world.alice.slash(world.channel, "game new", game="race")  # held back, then posted
    lobby = world.table()
    assert lobby.status == "lobby" and "lobby opened" in opened.response.content
    await world.env.settle()
    assert lobby.record.message_id is not None, "the lobby message was posted"
    assert "Join" in button_labels(table_message(world, lobby.id))

    await asyncio.sleep(PERIOD_SECONDS)
    for label in ("Join", "Leave", "Join", "Leave"):  # edits (1-4)
        await world.bob.click(table_message(world, lobby.id), label=label)
    await world.bob.click(table_message(world, lobby.id), label="Join")  # edit (5)
    await world.alice.click(table_message(world, lobby.id), label="Cancel")  # held back, then made
    await world.env.settle()
    assert lobby.status == "cancelled"
    assert "Join" not in button_labels(table_message(world, lobby.id)), "the cancelled table's last edit was made"
