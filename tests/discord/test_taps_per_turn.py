"""Ten own turns per game, played from where the player is (their panel in the channel, or their newest DM), counted
as a phone counts them: a button is one tap, a menu one to open and one per choice. Each own turn is signalled once
(the panel turns into the turn's controls, or one new DM), nobody scrolls back to the table message, and no DM keeps
buttons that would answer "moved on"."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.discord.items import command_of_custom_id
from bot.games import make_player
from bot.rules.base import IllegalMove
from tests.discord.helpers import dms, table_message
from tests.discord.test_turn_loop import assert_no_dead_buttons

# The most taps an ordinary turn may take, by the kinds of its actions (the goals).
GOALS = {
    ("Draw", "Discard"): 2,  # Rummy, Gin: draw (or take) and discard
    ("DrawStock", "Discard"): 2,  # RailRoad
    ("DrawDiscard", "Discard"): 2,
    ("Play",): 1,  # Mü: a card in a trick
    ("Bid",): 1,  # Mü: one more card shown in the auction (checked when one card is shown)
}
# The moves that end a player's turn (computer players answer at once, so the game may be back to her already).
TURN_ENDS = {"Discard", "Knock", "Play", "Bid", "Pass", "NameTrump", "ChoosePartner"}
SEATS = {"gin": 2, "rummy": 3, "railroad": 3, "mu": 4}


def controls_of(message: Any) -> list[tuple[str, str | None, int]]:
    """(custom_id, value or None, taps) for every move control of a panel: a button 1 tap, a menu's option 2."""
    found: list[tuple[str, str | None, int]] = []

    def walk(components: Any) -> None:
        for component in components or []:
            if not isinstance(component, dict):
                component = component.to_dict()
            walk(component.get("components"))
            custom_id = component.get("custom_id") or ""
            if not custom_id.startswith(("rb:act:", "rb:sel:")):
                continue
            if component.get("type") == 3:
                found.extend((custom_id, option["value"], 2) for option in component.get("options", []))
            else:
                found.append((custom_id, None, 1))

    walk(message.components)
    return found


def action_of(table: Any, seat: int, custom_id: str, value: str | None) -> Any:
    command = command_of_custom_id(custom_id, value)
    try:
        action = table.rules.parse(table.state, seat, command, "en")
        table.rules.apply(table.state, seat, action, random.Random(0))
    except (IllegalMove, ValueError, KeyError):
        return None
    return action


async def open_against_computers(world: Any, game: str) -> Any:
    await world.alice.slash(world.channel, "game new", game=game)
    await world.bot.tables.lobby.configure(world.table(), world.alice.id, preset=None, overrides={}, turn_seconds=None,
                                     ai_pace="instant")
    for _ in range(SEATS[game] - 1):
        await world.alice.slash(world.channel, "game addbot", level="medium")
    await world.alice.slash(world.channel, "game start")
    return world.table()


async def until_alices_turn(world: Any, table: Any, seat: int) -> None:
    for _ in range(200):  # (a RailRoad claim window she may answer is not her turn: she lets it lapse)
        if table.status != "running" or (seat in table.to_act() and not table.in_claim_window()):
            return
        await world.env.advance_time(2)
    raise AssertionError("alice's turn never came")


@pytest.mark.parametrize("where", ["channel", "dm"])
@pytest.mark.parametrize("game", ["gin", "rummy", "railroad", "mu"])
async def test_ten_own_turns_take_the_goal_taps(world: Any, game: str, where: str) -> None:
    table = await open_against_computers(world, game)
    seat = table.seat_of(world.alice.id)
    chooser = make_player(game, "medium", random.Random(1))
    actor = world.alice if where == "channel" else world.alice.user
    opened = None
    if where == "channel":  # she opens her hand once; from then on she plays on that panel, edited in place
        opened = await world.alice.click(table_message(world), label="My hand")

    def where_she_is() -> Any:
        return opened.response if where == "channel" else dms(world.alice)[-1]
    turns: list[tuple[tuple[str, ...], int]] = []
    for _ in range(10):
        await until_alices_turn(world, table, seat)
        if table.status != "running":
            break
        dm_count = len(dms(world.alice))
        kinds: list[str] = []
        taps = 0
        for _step in range(8):  # one turn: her moves until one of them ends it
            for _ in range(20):  # RailRoad: she drew from the stock, the others may claim: her turn goes on after
                if table.status != "running" or not table.in_claim_window():
                    break
                await world.env.advance_time(2)
            if table.status != "running" or seat not in table.to_act():
                break
            panel = where_she_is()
            legal = list(table.rules.legal(table.state, seat))
            wanted = chooser.choose(table.rules.view(table.state, seat), legal)
            candidates = [(cid, value, cost, action) for cid, value, cost in controls_of(panel)
                          if "hint" not in cid and (action := action_of(table, seat, cid, value)) is not None]
            assert candidates, f"nothing to tap on the panel: {panel.content!r}"
            cid, value, cost, action = next((c for c in candidates if c[3] == wanted), candidates[0])
            if value is None:
                result = await actor.click(panel, custom_id=cid)
            else:
                result = await actor.select(panel, [value], custom_id=cid)
            assert result.response is None or result.response.id == panel.id, "answered on the panel itself"
            taps += cost
            kinds.append(type(action).__name__)
            if kinds[-1] in TURN_ENDS:
                break
        turns.append((tuple(kinds), taps))
        assert_no_dead_buttons(world, table, world.alice)
        if table.status != "running":
            break
        log = await world.bot.store.action_log(table.id)
        if seat in table.to_act() and not table.in_claim_window() and log[-1].seat == seat:
            # Mü: she won the trick and leads the next one; the answer to her card already offers that turn.
            assert len(dms(world.alice)) == dm_count and controls_of(where_she_is())
            continue
        await until_alices_turn(world, table, seat)
        if table.status == "running" and seat in table.to_act():  # her next turn is signalled once, where she plays
            if where == "channel":
                assert len(dms(world.alice)) == dm_count and "Your turn." in where_she_is().content
            else:
                assert len(dms(world.alice)) == dm_count + 1, [m.content for m in dms(world.alice)[dm_count:]]
    assert len(turns) >= 5, turns
    ordinary = [(kinds, taps) for kinds, taps in turns if kinds in GOALS]
    assert ordinary, turns
    for kinds, taps in ordinary:
        assert taps <= GOALS[kinds], (kinds, taps, turns)


async def test_tile_rummy_draw_is_one_tap_on_the_panel(world: Any) -> None:
    """Tile Rummy's draw, from the panel she has open: one tap, answered on that panel. (The issue's other Tile Rummy
    goals, a set laid and ended in 2, a tile added in 3, a table tile moved in 5, are not met yet: see
    test_tiles_tapping's per-play counts.)"""
    from tests.discord.test_tiles_panel import deal_chosen

    table = await deal_chosen(world, ["b5", "b6", "o13", "r2", "k9"], [], opened=False)
    panel = (await world.alice.click(table_message(world), label="My hand")).response
    draw = [(cid, cost) for cid, value, cost in controls_of(panel) if ":draw:" in cid]
    assert [cost for _cid, cost in draw] == [1]
    result = await world.alice.click(panel, custom_id=draw[0][0])
    assert result.response is None or result.response.id == panel.id
    assert len(table.state.racks[0]) == 6 and table.state.turn == 1
