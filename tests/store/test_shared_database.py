"""Several bot processes on one database, without Discord: each restores only its shards' tables, and a write
from a stale copy of a table is refused, reloads that copy, and leaves the stored game as the other wrote it.

Runs on SQLite and on PostgreSQL (``-k postgres``); SQLite shows that a leftover second process is caught too.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.refusal import Refusal
from bot.store import PostgresStore, ShardFilter, SQLiteStore
from bot.tables import TableManager
from tests import spine_game
from tests.spine_game import Play

spine_game.install()

Processes = Callable[[ShardFilter | None], TableManager]


def guild_on_shard(shard: int, count: int = 2, serial: int = 1) -> int:
    return ((1_200_000_000_000 + serial * count + shard) << 22) | serial


@pytest.fixture(params=["sqlite", "postgres"])
async def process(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Processes]:
    """Starts "processes" (a store and a table manager each) on one database of the backend under test."""
    if request.param == "sqlite":
        def new_store() -> SQLiteStore | PostgresStore:
            return SQLiteStore(tmp_path / "db.sqlite3", clock=lambda: 1000.0)
    else:
        url = request.getfixturevalue("postgres_url")

        def new_store() -> SQLiteStore | PostgresStore:
            return PostgresStore(url, clock=lambda: 1000.0)

    started: list[TableManager] = []

    async def start(shards: ShardFilter | None = None) -> TableManager:
        store = new_store()
        await store.open()
        manager = TableManager(store, clock=lambda: 1000.0, rng_seed=3, run_timers=False)
        await manager.restore(shards)
        started.append(manager)
        return manager

    yield start  # type: ignore[misc]
    for manager in started:
        await manager.close()
        await manager.store.close()


async def running(manager: TableManager, guild_id: int = 1, channel_id: int = 10):  # type: ignore[no-untyped-def]
    table = await manager.lobby.open_lobby(guild_id=guild_id, channel_id=channel_id, kind="race", host_id=100,
                                     host_name="alice")
    await manager.lobby.join(table, 200, "bob")
    await manager.lobby.start(table, 100)
    return table


async def test_a_process_restores_only_the_tables_of_its_shards(process):
    first = await process()
    for serial in (1, 2):
        for shard in (0, 1):
            await running(first, guild_on_shard(shard, serial=serial), channel_id=10 * serial + shard)
    shard_one = await process(ShardFilter(2, (1,)))
    assert sorted(t.guild_id for t in shard_one.tables.values()) == sorted(
        guild_on_shard(1, serial=s) for s in (1, 2))
    everything = await process(None)
    assert len(everything.tables) == 4


async def test_a_stale_copy_is_refused_and_reloaded_and_the_store_keeps_the_other_write(process):
    owner = await process()
    table = await running(owner)
    leftover = await process()  # a second process restored the same table (say, an old one still running)
    stale = leftover.get(10)
    assert stale is not None and stale.version == table.version
    await table.act(0, Play(None))  # the owner moves on
    with pytest.raises(Refusal) as refused:
        await stale.act(0, Play(stale.state.hands[0][0]))
    assert refused.value.code == "table-changed-elsewhere"
    # The refusal reloaded the copy: it now shows the owner's move, and it is bob's turn there too.
    assert stale.version == table.version and stale.state == table.state and stale.to_act() == (1,)
    stored = await owner.store.load_game(table.id)
    assert stored is not None and stored.state == table.record.state
    assert [e.action["cause"] for e in await owner.store.action_log(table.id)] == ["start", "player"]
    # Having reloaded, the copy may write again; now the owner's copy is the stale one.
    await stale.act(1, Play(None))
    with pytest.raises(Refusal, match="table-changed-elsewhere"):
        await table.act(1, Play(None))
    assert table.version == stale.version


async def test_a_stale_lobby_change_is_refused_too(process):
    owner = await process()
    table = await owner.lobby.open_lobby(guild_id=1, channel_id=10, kind="race", host_id=100, host_name="alice")
    leftover = await process()
    await owner.lobby.join(table, 200, "bob")
    stale = leftover.get(10)
    assert stale is not None
    with pytest.raises(Refusal, match="table-changed-elsewhere"):
        await leftover.lobby.join(stale, 300, "carol")
    assert [s.name for s in stale.seats] == ["alice", "bob"]
    stored = await owner.store.load_game(table.id)
    assert stored is not None and [s.name for s in stored.seats] == ["alice", "bob"]


async def test_a_stale_copy_of_a_game_cancelled_elsewhere_is_dropped(process):
    owner = await process()
    table = await running(owner)
    leftover = await process()
    await owner.lobby.cancel(table, 100)
    stale = leftover.get(10)
    assert stale is not None
    with pytest.raises(Refusal, match="table-changed-elsewhere"):
        await stale.act(0, Play(None))
    assert leftover.get(10) is None and stale.status == "cancelled"


async def test_a_stale_copy_of_a_computer_seat_does_not_play_over_the_stored_game(process, caplog):
    owner = await process()
    table = await owner.lobby.open_lobby(guild_id=1, channel_id=10, kind="race", host_id=100, host_name="alice")
    await owner.lobby.add_ai(table, 100, "easy")
    await owner.lobby.start(table, 100)
    await table.act(0, Play(None))  # now the computer's turn
    leftover = await process()
    stale = leftover.get(10)
    assert stale is not None and stale.to_act() == (1,)
    table.record.timers["ai"] = 0.0
    await owner.clocks.fire_due(table)  # the owner's computer player moves
    assert table.to_act() == (0,)
    stale.record.timers["ai"] = 0.0  # the leftover copy's computer player is due too
    await leftover.clocks.fire_due(stale)
    assert not [r for r in caplog.records if r.levelname == "ERROR"], [r.getMessage() for r in caplog.records]
    assert stale.version == table.version and stale.state == table.state
    assert [e.action["cause"] for e in await owner.store.action_log(table.id)] == ["start", "player", "ai"]
