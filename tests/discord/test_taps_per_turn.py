"""Ten own turns per game, played from where the player is (their panel in the channel, or their newest DM), counted
as a phone counts them: a button is one tap, a menu one to open and one per choice. Each own turn is signalled once
(the panel turns into the turn's controls, or one new DM; at the instant pace these computers play, the answer to
her move already shows the computers' replies and her turn), nobody scrolls back to the table message, and no DM keeps
buttons that would answer "moved on"."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from bot.discord.items import command_of_custom_id
from bot.games import make_player
from bot.rules.base import IllegalMove
from bot.rules.tiles.notation import all_tiles, sorted_tiles
from bot.rules.tiles.sets import build_set
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
            elif len(dms(world.alice)) == dm_count:  # the computers replied at once: the answer in her DM told it
                assert "Your turn." in where_she_is().content and controls_of(where_she_is())
            else:
                assert len(dms(world.alice)) == dm_count + 1, [m.content for m in dms(world.alice)[dm_count:]]
    assert len(turns) >= 5, turns
    ordinary = [(kinds, taps) for kinds, taps in turns if kinds in GOALS]
    assert ordinary, turns
    for kinds, taps in ordinary:
        assert taps <= GOALS[kinds], (kinds, taps, turns)


# Tile Rummy's ordinary turns and the most taps each may take (issue #24's goals).
TILE_GOALS = {"draw": 1, "lay": 2, "add": 3, "move": 5}
# Each kind's own tiles on alice's rack, and the table it is played on (the rest of her 14 tiles is drawn at random).
TILE_TURNS = {
    "draw": ((), (("k3", "k4", "k5"),)),
    "lay": (("b7", "b8", "b9"), (("k3", "k4", "k5"),)),  # a set from the rack, then End turn
    "add": (("r13",), (("r10", "r11", "r12"), ("k3", "k4", "k5"))),  # r13 onto set #1, then End turn
    "move": (("b10", "k10"), (("r10", "r11", "r12", "r13"), ("k3", "k4", "k5"))),  # r10 off #1 with b10 k10
}
BOB_TILES = ("o1", "o2", "o3", "r1", "r2", "r3", "b1", "b2", "b3", "k1", "k2", "o11", "o12", "j")


async def set_up_tile_turn(world: Any, table: Any, kind: str, rng: random.Random) -> None:
    """While bob is on turn: alice's rack holds the tiles of a turn of ``kind`` and 14 in all, the table is that
    turn's, both have made their initial meld (test setup, saved as the table saves every state)."""
    own, sets = TILE_TURNS[kind]
    free = Counter(all_tiles()) - Counter(BOB_TILES) - Counter(own) - Counter(t for s in sets for t in s)
    free -= Counter({t: 2 for t in ("r9", "r10", "r11", "r12", "r13", "b10", "k10", "o10", "j")})  # keep it plain
    filler = rng.sample(sorted(free.elements()), 14 - len(own))
    rack = sorted_tiles([*own, *filler])
    pool = list((Counter(all_tiles()) - Counter(rack) - Counter(BOB_TILES)
                 - Counter(t for s in sets for t in s)).elements())
    rng.shuffle(pool)
    chosen = replace(table.state, pool=tuple(pool), racks=(rack, sorted_tiles(BOB_TILES)),
                     table=tuple(build_set(s) for s in sets), new_marks=(), opened=(True, True))
    async with table.lock, table.transaction(chosen) as record:
        record.state = table.rules.state_to_json(chosen)
        await world.bot.store.save_game(record)


class TileTaps:
    """Alice's taps on the panel where she is (her panel in the channel, or her newest DM), counted."""

    def __init__(self, world: Any, actor: Any, where_she_is: Any) -> None:
        self.world, self.actor, self.where_she_is = world, actor, where_she_is
        self.taps = 0

    async def press(self, command: str, **args: str) -> bool:
        """Tap the button of ``command`` whose arguments hold ``args``; False if the panel has none."""
        panel = self.where_she_is()
        for custom_id, value, _cost in controls_of(panel):
            command_of = command_of_custom_id(custom_id, value)
            if value is None and command_of is not None and command_of.name == command \
                    and args.items() <= command_of.args.items():
                result = await self.actor.click(panel, custom_id=custom_id)
                assert result.response is None or result.response.id == panel.id, "answered on the panel itself"
                self.taps += 1
                return True
        return False

    async def pick(self, command: str, arg: str, value: str) -> None:
        """``value`` picked for ``command``: its button, else in a menu (one tap to open it, one to choose)."""
        if await self.press(command, **{arg: value}):
            return
        panel = self.where_she_is()
        menu = next(cid for cid, option, _cost in controls_of(panel)
                    if option == value and f":{command}:" in cid and cid.startswith("rb:sel:"))
        result = await self.actor.select(panel, [value], custom_id=menu)
        assert result.response is None or result.response.id == panel.id, "answered on the panel itself"
        self.taps += 2

    async def put_and_end(self, target: str) -> None:
        """The picked tiles put at ``target`` and the turn ended: one button when it does both, else the put
        (its button, or the menu) and End turn."""
        if await self.press("tile_finish", to=target):
            return
        await self.pick("tile_put", "to", target)
        assert await self.press("tile_end"), "no End turn"


async def play_tile_turn(taps: TileTaps, kind: str) -> None:
    """One turn of ``kind`` played by taps, as a player reading the panel would play it."""
    if kind == "draw":
        assert await taps.press("draw")
    elif kind == "lay":  # the first set the panel offers to lay, then End turn
        panel = taps.where_she_is()
        offered = [value if value is not None else command_of_custom_id(cid).args["set"]  # type: ignore[union-attr]
                   for cid, value, _cost in controls_of(panel) if ":tile_lay:" in cid]
        assert offered, "no set to lay"
        await taps.pick("tile_lay", "set", offered[0])
        assert await taps.press("tile_end")
    elif kind == "add":
        await taps.pick("tile_pick", "tiles", "r13")
        await taps.put_and_end("#1")
    else:
        await taps.pick("tile_pick", "tiles", "#1 r10")
        await taps.pick("tile_pick", "tiles", "b10")
        await taps.pick("tile_pick", "tiles", "k10")
        await taps.put_and_end("new")


@pytest.mark.parametrize("where", ["channel", "dm"])
async def test_ten_own_tile_rummy_turns_take_the_goal_taps(world: Any, where: str) -> None:
    """Ten of alice's Tile Rummy turns, of the four ordinary kinds in turn (draw; a set laid from the rack; a rack
    tile added to a table set; a table tile and two rack tiles made a new set), each ended, played from where she
    is, each signalled once; bob draws (typed) in between."""
    from tests.discord.test_tiles_panel import deal_chosen

    table = await deal_chosen(world, ["r1"], [], opened=True)  # (her rack and the table: set before each turn)
    rng = random.Random(7)
    actor = world.alice if where == "channel" else world.alice.user
    async with table.lock, table.transaction(replace(table.state, turn=1)) as record:  # bob first
        record.state = table.rules.state_to_json(replace(table.state, turn=1))
        await world.bot.store.save_game(record)
    opened = None
    if where == "channel":  # she opens her hand once; from then on she plays on that panel, edited in place
        opened = await world.alice.click(table_message(world), label="My hand")

    def where_she_is() -> Any:
        return opened.response if opened is not None else dms(world.alice)[-1]
    kinds = list(TILE_GOALS) * 3
    taken: list[tuple[str, int]] = []
    for kind in kinds[:10]:
        await set_up_tile_turn(world, table, kind, rng)
        dm_count = len(dms(world.alice))
        await world.bob.slash(world.channel, "draw")
        assert table.state.turn == 0
        if where == "channel":  # her turn is signalled once, where she plays
            assert len(dms(world.alice)) == dm_count and "Your turn." in where_she_is().content
        else:
            assert len(dms(world.alice)) == dm_count + 1, [m.content for m in dms(world.alice)[dm_count:]]
        before = [s.tiles for s in table.state.table]
        taps = TileTaps(world, actor, where_she_is)
        await play_tile_turn(taps, kind)
        assert table.state.turn == 1, (kind, where_she_is().content)  # her turn ended
        after = [s.tiles for s in table.state.table]
        assert {"draw": after == before, "lay": len(after) == len(before) + 1,
                "add": after[0] == ("r10", "r11", "r12", "r13"),
                "move": ("r10", "b10", "k10") in after and after[0] == ("r11", "r12", "r13")}[kind], (kind, after)
        assert_no_dead_buttons(world, table, world.alice)
        taken.append((kind, taps.taps))
    assert all(taps <= TILE_GOALS[kind] for kind, taps in taken), taken  # (measured: draw 1, lay 2, add 2, move 5)


async def test_tile_rummy_draw_is_one_tap_on_the_panel(world: Any) -> None:
    """Tile Rummy's draw, from the panel she has open: one tap, answered on that panel."""
    from tests.discord.test_tiles_panel import deal_chosen

    table = await deal_chosen(world, ["b5", "b6", "o13", "r2", "k9"], [], opened=False)
    panel = (await world.alice.click(table_message(world), label="My hand")).response
    draw = [(cid, cost) for cid, value, cost in controls_of(panel) if ":draw:" in cid]
    assert [cost for _cid, cost in draw] == [1]
    result = await world.alice.click(panel, custom_id=draw[0][0])
    assert result.response is None or result.response.id == panel.id
    assert len(table.state.racks[0]) == 6 and table.state.turn == 1
