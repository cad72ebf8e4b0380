"""Tile Rummy's turn panel as a player reads it: no control that can do nothing (Play the hint with no hint, an
auto-place tile that fits nowhere), the auto-place menu saying that it ends the turn, the hand line showing only
what is still on the rack."""

from __future__ import annotations

import io
import random
from collections import Counter
from dataclasses import replace
from typing import Any
from urllib.parse import parse_qsl

from PIL import Image

from bot.discord.hands import render_context
from bot.i18n import t
from bot.rules.tiles.notation import all_tiles
from bot.rules.tiles.options import Options
from bot.rules.tiles.sets import build_set
from bot.rules.tiles.state import TilesState
from tests.discord.helpers import _children, _field, custom_ids, table_message, table_text
from tests.discord.test_tiles_tapping import Phone

BOB_RACK = ["o11", "o12", "j", "r1", "r2", "b1", "b2", "k1", "k2", "o1", "o2", "r3", "b3", "o3"]


async def deal_chosen(world: Any, rack: list[str], table_sets: list[list[str]], opened: bool) -> Any:
    """A two-player table (alice, bob) whose deal is replaced by a chosen one: alice's rack, the sets on the table,
    whether alice has made her initial meld."""
    await world.alice.slash(world.channel, "game new", game="tiles")
    await world.bob.click(table_message(world), label="Join")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    sets = [build_set(tuple(s)) for s in table_sets]
    used = Counter(rack) + Counter(BOB_RACK) + Counter(tile for s in table_sets for tile in s)
    pool = list((Counter(all_tiles()) - used).elements())
    random.Random(5).shuffle(pool)
    options: Options = replace(table.state.options, match_end="rounds:1", assist="full")
    chosen: TilesState = replace(
        table.state, options=options, pool=tuple(pool), racks=(tuple(sorted(rack)), tuple(sorted(BOB_RACK))),
        table=tuple(sets), new_marks=(), opened=(opened, True), turn=0,
    )
    async with table.lock, table.transaction(chosen) as record:
        record.state = table.rules.state_to_json(chosen)
        record.options = {**record.options, "rules": options.to_json()}
        await world.bot.store.save_game(record)
    return table


def place_choices(message: Any) -> list[str]:
    """The tiles auto-place offers: a menu's options, or the tile of each button."""
    found: list[str] = []
    for child in _children(message):
        custom_id = _field(child, "custom_id") or ""
        if ":place:" not in custom_id:
            continue
        options = _field(child, "options")
        if options:
            found += [o["value"] if isinstance(o, dict) else o.value for o in options]
        else:
            found += [value for name, value in parse_qsl(custom_id.split(":", 5)[5]) if name == "tiles"]
    return found


def option_labels(message: Any, command: str) -> list[str]:
    for child in _children(message):
        if f":{command}:" in (_field(child, "custom_id") or "") + ":":
            return [o["label"] if isinstance(o, dict) else o.label for o in _field(child, "options") or []]
    raise AssertionError(f"no {command} menu")  # pragma: no cover


def label_of(message: Any, command: str) -> str:
    for child in _children(message):
        if f":{command}:" in (_field(child, "custom_id") or "") + ":":
            return str(_field(child, "label") or _field(child, "placeholder"))
    raise AssertionError(f"no {command} menu")  # pragma: no cover


async def test_play_the_hint_is_offered_only_when_there_is_a_hint(world):  # type: ignore[no-untyped-def]
    await deal_chosen(world, ["b5", "b6", "o13", "r2", "k9"], [], opened=False)  # no 30-point opening
    alice = Phone(world, world.alice)
    await alice.open_panel()
    assert alice.offers("hint") and not alice.offers("tile_hint")
    assert t("en", "ev-tiles-hint-none") in await alice.press("hint")
    assert not alice.offers("tile_hint")


async def test_play_the_hint_is_offered_when_the_rack_can_open(world):  # type: ignore[no-untyped-def]
    await deal_chosen(world, ["r10", "r11", "r12", "b5", "k9"], [], opened=False)
    alice = Phone(world, world.alice)
    await alice.open_panel()
    assert alice.offers("tile_hint")


async def test_auto_place_lists_only_tiles_that_fit_and_says_it_ends_the_turn(world):  # type: ignore[no-untyped-def]
    await deal_chosen(world, ["k6", "r1", "b9", "o13"], [["k3", "k4", "k5"]], opened=True)
    alice = Phone(world, world.alice)
    await alice.open_panel()
    assert place_choices(alice.panel) == ["k6"]  # r1, b9 and o13 fit nowhere
    assert label_of(alice.panel, "place") == "Auto-place a tile (ends your turn)"
    assert option_labels(alice.panel, "place") == ["Auto-place Black 6 (ends turn)"]


async def test_the_hand_line_leaves_out_the_tiles_laid_this_turn(world):  # type: ignore[no-untyped-def]
    await deal_chosen(world, ["r10", "r11", "r12", "b5", "k9"], [], opened=False)
    alice = Phone(world, world.alice)
    await alice.open_panel()
    assert "`r10 r11 r12 b5 k9`" in alice.panel.content
    await alice.choose("tile_pick", "r10", "r11", "r12")
    await alice.choose("tile_put", "new")
    assert "`b5 k9`" in alice.panel.content, alice.panel.content


async def picture(message: Any) -> Image.Image:
    return Image.open(io.BytesIO(await message.attachments[0].read()))


async def test_the_panel_at_the_start_of_a_turn_shows_the_table(world):  # type: ignore[no-untyped-def]
    table = await deal_chosen(world, ["k6", "r1", "b9", "o13"], [["k3", "k4", "k5"], ["r7", "b7", "o7"]], opened=True)
    alice = Phone(world, world.alice)
    await alice.open_panel()
    shown = await picture(alice.panel)
    view = table.view(0)
    rack_only = Image.open(io.BytesIO(table.game.renderer.hand_png(replace(view, sets=()), render_context(table, "en"))))
    assert shown.height > rack_only.height + 40  # the two sets of the table above the rack


async def test_a_tile_picked_from_a_table_set_is_marked_in_the_picture(world):  # type: ignore[no-untyped-def]
    await deal_chosen(world, ["k6", "r1", "b9", "o13"], [["k3", "k4", "k5", "k6"]], opened=True)
    alice = Phone(world, world.alice)
    await alice.open_panel()
    await alice.choose("tile_pick", "r1")
    before = (await picture(alice.panel)).tobytes()
    await alice.choose("tile_pick", "#1 k6")
    assert set(world.table().draft(0).selected) == {"r1", "#1 k6"}
    assert (await picture(alice.panel)).tobytes() != before  # the picked k6 of set #1 is outlined


async def test_the_public_log_names_a_table_tile_moved_into_another_set(world):  # type: ignore[no-untyped-def]
    table = await deal_chosen(world, ["k7", "k8", "b9", "o13"], [["k3", "k4", "k5", "k6"]], opened=True)
    alice = Phone(world, world.alice)
    await alice.open_panel()
    await alice.choose("tile_pick", "#1 k6", "k7", "k8")
    await alice.choose("tile_put", "new")
    await alice.press("tile_end")
    assert [s.tiles for s in table.state.table] == [("k3", "k4", "k5"), ("k6", "k7", "k8")]
    log = table_text(table_message(world))
    assert "alice played 2 tiles: k7 k8." in log
    assert t("en", "ev-tiles-moved", player="alice", count=1, tiles="k6") in log, log


async def test_the_opening_count_says_it_is_the_initial_meld_from_the_rack(world):  # type: ignore[no-untyped-def]
    table = await deal_chosen(world, ["r10", "r11", "r12", "b5", "k9"], [], opened=False)
    alice = Phone(world, world.alice)
    await alice.open_panel()
    await alice.choose("tile_pick", "r10")
    assert table.draft(table.state.turn).preview().opening_points == 0
    line = t("en", "render-tiles-turn-opening", points=0, minimum=30)
    assert "Initial meld" in line and "from your rack" in line  # why 30 points: the initial meld, from the rack


async def test_a_refusal_while_building_is_shown_at_the_top_of_the_panel(world):  # type: ignore[no-untyped-def]
    table = await deal_chosen(world, ["r10", "r11", "r12", "b5", "k9"], [], opened=False)
    alice = Phone(world, world.alice)
    await alice.open_panel()
    panel_id = alice.panel.id
    await alice.choose("tile_pick", "r10", "r11")
    await alice.choose("tile_put", "new")
    end = next(cid for cid in custom_ids(alice.panel) if ":tile_end:" in cid)
    result = await world.alice.click(alice.panel, custom_id=end)
    assert table.state.turn == 0 and table.draft(table.state.turn) is not None  # refused, the build kept
    assert result.response.id == panel_id and custom_ids(result.response)  # the panel itself, still to play on
    first_line = result.response.content.splitlines()[0]
    assert "#1" in first_line and "Tile Rummy" not in first_line  # the refusal comes first
    assert "Tile Rummy" in result.response.content  # then the panel as before
