"""A table played with options its game declares unrated (Tile Rummy's ``assist`` setting: hints, auto-place)
records its results but rates nobody, and says so in the channel; a table without them is rated as usual. The test
game is declared here with Tile Rummy's rule, so the tables read it from the declaration, not from an option name."""

from __future__ import annotations

import pytest

from bot import games
from tests import spine_game
from tests.tables.test_table_manager import Play, running, world  # noqa: F401  (the fixture)

ASSISTED = games.get("tiles").rated_when


def with_assists(table, monkeypatch, assist: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(table, "game", spine_game.declaration(rated_when=ASSISTED))
    table.record.options["rules"]["assist"] = assist


async def play_out(table) -> None:  # type: ignore[no-untyped-def]
    while table.status == "running":
        seat = table.to_act()[0]
        await table.act(seat, Play(table.state.hands[seat][0]))


@pytest.mark.parametrize("assist", ["hints", "full"])
async def test_a_table_with_assists_is_not_rated(world, assist, monkeypatch):  # noqa: F811
    manager, _clock, store, _ = world
    table = await running(manager, preset="short")
    with_assists(table, monkeypatch, assist)
    await play_out(table)
    assert await store.leaderboard(1, "race") == []
    codes = [c for update in manager.listener.updates for c in update]
    assert codes.count("game-not-rated-assist") == 1


async def test_a_table_without_assists_is_rated(world, monkeypatch):  # noqa: F811
    manager, _clock, store, _ = world
    table = await running(manager, preset="short")
    with_assists(table, monkeypatch, "off")
    await play_out(table)
    assert {r.name for r in await store.leaderboard(1, "race")} == {"alice", "bob"}
    assert "game-not-rated-assist" not in [c for update in manager.listener.updates for c in update]
