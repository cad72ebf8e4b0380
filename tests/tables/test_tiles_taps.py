"""A Tile Rummy turn built by taps at a real table: taps do not push the turn clock back, and when the clock runs
out the seat draws as usual and its half-built turn is dropped."""

from __future__ import annotations

import threading

from bot.rules import registry
from bot.rules.base import Command
from tests.tables.test_table_manager import running, world  # noqa: F401  (world: the fixture)

registry.load_builtin_games()


async def test_taps_keep_the_turn_clock_and_a_timeout_drops_the_build(world):  # noqa: F811
    manager, clock, _store, _ = world
    table = await running(manager, kind="tiles", preset=None, channel=10)
    seat = table.to_act()[0]
    deadline = table.deadline("turn")
    rack = table.state.racks[seat]
    clock.now += 5
    version = table.version
    await table.tap(seat, Command("tile_pick", {"tiles": rack[0]}))
    assert table.draft(seat) is not None and table.draft(seat).selected
    assert table.version == version, "a tap is not a move: the game does not change"
    assert table.deadline("turn") == deadline, "a tap is not a new turn"
    reloaded = await manager.store.load_game(table.id)
    assert reloaded is not None and reloaded.drafts == table.record.drafts != {}  # saved beside the game
    clock.now = deadline + 1
    await manager.clocks.fire_due()
    assert table.to_act() != (seat,)
    assert table.draft(seat) is None and table.record.drafts == {} and len(table.state.racks[seat]) == len(rack) + 1


async def test_a_draft_the_panel_cannot_read_is_dropped_and_the_game_plays_on(world):  # noqa: F811
    manager, _clock, _store, _ = world
    table = await running(manager, kind="tiles", preset=None, channel=11)
    seat = table.to_act()[0]
    async with table.lock, table.transaction() as record:
        record.drafts = {str(seat): {"not": "a turn"}}
        await manager.store.save_game(record)
    assert table.draft(seat) is None and table.controls(seat)  # the panel starts afresh
    await table.tap(seat, Command("tile_pick", {"tiles": table.state.racks[seat][0]}))
    assert table.draft(seat) is not None


async def test_a_player_who_taps_is_present_and_is_not_handed_to_the_computer(world):  # noqa: F811
    # Two turns run out in a row hand a seat to the computer (the world's timeouts_before_ai); a player who missed
    # one and is now building a turn by taps is at the table: the next run-out turn does not hand them over.
    manager, clock, _store, _ = world
    table = await running(manager, kind="tiles", preset=None, channel=12)
    seat = table.to_act()[0]
    async with table.lock, table.transaction() as record:
        record.seats[seat].timeouts = manager.timeouts_before_ai - 1  # one turn missed already
        await manager.store.save_game(record)
    await table.tap(seat, Command("tile_pick", {"tiles": table.state.racks[seat][0]}))
    assert table.record.seats[seat].timeouts == 0
    clock.now = table.deadline("turn") + 1
    await manager.clocks.fire_due()
    assert table.to_act() != (seat,), "the turn ran out"
    assert not table.seats[seat].is_ai and table.record.seats[seat].ai_level is None
    assert table.record.seats[seat].timeouts == 1
    reloaded = await manager.store.load_game(table.id)
    assert reloaded is not None and reloaded.seats[seat].ai_level is None


async def test_the_next_players_controls_are_worked_out_off_the_event_loop(world, monkeypatch):  # noqa: F811
    """Tile Rummy's controls ask the solver (tens of milliseconds): after a move, those of the player now on turn
    are worked out in a worker thread before the Discord side hears of the change, so drawing their panel does not
    stall every other table."""
    manager, _clock, _store, _ = world
    table = await running(manager, kind="tiles", preset=None, channel=12)
    worked_out: list[tuple[int, bool]] = []
    real = type(table.panel).controls

    def controls(panel, state, seat, draft=None):  # type: ignore[no-untyped-def]
        worked_out.append((seat, threading.current_thread() is threading.main_thread()))
        return real(panel, state, seat, draft)

    monkeypatch.setattr(type(table.panel), "controls", controls)
    heard: list[bool] = []

    async def on_update(changed, events) -> None:  # type: ignore[no-untyped-def]
        heard.append(bool(changed.controls(changed.to_act()[0])))

    monkeypatch.setattr(manager.listener, "on_update", on_update)
    seat = table.to_act()[0]
    await table.act(seat, table.rules.parse(table.state, seat, Command("draw", {}), "en"))
    following = table.to_act()[0]
    assert following != seat and heard == [True], "the listener finds the new turn's controls"
    assert worked_out == [(following, False)], "worked out once, off the event loop's thread"
