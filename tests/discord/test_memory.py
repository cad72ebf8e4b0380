"""What the bot remembers stays bounded over a long run: a finished or cancelled table leaves nothing behind in the
presenter's and the table manager's per-table maps, and what is kept per user or channel expires."""

from __future__ import annotations

from typing import Any

from bot.discord.pacing import EditPacer
from bot.recent import RecentMap
from tests.discord.helpers import hand_of, open_race

# Maps that hold something per user or per channel, not per table: they expire rather than go with a table.
NOT_PER_TABLE = {"users", "dm_channels", "pacer"}


def per_table_entries(bot: Any, game_id: int) -> dict[str, int]:
    """Entries about ``game_id`` in every map of the presenter (keys ``game id`` or ``(game id, seat)``)."""
    found: dict[str, int] = {}
    for name, value in vars(bot.presenter).items():
        if name in NOT_PER_TABLE or not isinstance(value, dict | set | list):
            continue
        keys = list(value)
        count = sum(1 for key in keys if key == game_id or (isinstance(key, tuple) and key[0] == game_id))
        if count:
            found[name] = count
    return found


async def play_race_to_its_end(world: Any) -> Any:
    table = await open_race(world, world.bob)
    while world.table() is not None:
        member = world.alice if table.to_act() == (0,) else world.bob
        await member.slash(world.channel, "play", move=hand_of(world, member)[0])
    await world.bot.presenter.drain()
    return table


async def test_a_finished_table_leaves_nothing_behind_in_the_presenter(world):
    table = await play_race_to_its_end(world)
    assert table.status == "finished"
    assert per_table_entries(world.bot, table.id) == {}
    assert table.id not in world.bot.presenter.memories  # its one memory, with its seats', is gone


async def test_a_cancelled_table_leaves_nothing_behind_in_the_presenter(world):
    await world.alice.slash(world.channel, "game new", game="race")
    table = world.table()
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game cancel")
    await world.bot.presenter.drain()
    assert table.status == "cancelled" and per_table_entries(world.bot, table.id) == {}


async def test_a_table_ended_by_another_process_leaves_nothing_behind_in_the_presenter(world):
    """Another process (or a broken-game sweep) ended the game: this copy's next move is refused, the table is
    reloaded from the store and dropped, and the presenter keeps nothing of it."""
    table = await open_race(world, world.bob)
    player = world.alice if table.to_act() == (0,) else world.bob
    await player.slash(world.channel, "play", move=hand_of(world, player)[0])  # a DM, a panel, a drawn table
    await world.bot.presenter.drain()
    assert per_table_entries(world.bot, table.id) != {}, "the check has something to find"
    await world.bot.store.mark_broken(table.id, "ended elsewhere")
    player = world.alice if table.to_act() == (0,) else world.bob
    refused = await player.slash(world.channel, "play", move=hand_of(world, player)[0])
    assert refused.response.content.startswith("Another instance of the bot has just changed this table")
    await world.bot.presenter.drain()
    assert world.table() is None
    assert per_table_entries(world.bot, table.id) == {}


async def test_the_manager_keeps_a_bounded_number_of_finished_games(world):
    manager = world.bot.tables
    assert isinstance(manager.finished, RecentMap)
    table = await play_race_to_its_end(world)
    assert manager.finished[world.channel.id] is table.record  # for a rematch
    for channel in range(manager.finished.limit + 10):
        manager.finished[channel] = table.record
    assert len(manager.finished) == manager.finished.limit


def test_the_edit_pacer_forgets_channels_that_went_quiet() -> None:
    now = [0.0]
    pacer = EditPacer(lambda: now[0], limit=5, period=5.0)
    for channel in range(1000):
        pacer.take(channel)
        now[0] += 0.01
    now[0] += 10.0
    pacer.take(5000)
    assert len(pacer.recent) == 1


def test_a_recent_map_keeps_its_most_recently_used_entries() -> None:
    recent: RecentMap[int, str] = RecentMap(3)
    for key in range(3):
        recent[key] = str(key)
    assert recent.get(0) == "0"  # used: kept
    recent[3] = "3"
    assert sorted(recent) == [0, 2, 3] and len(recent) == 3
