"""Card melds built by taps through the real bot's private panel ("My hand"): RailRoad going down (a refused try
with its reason, then two sets of three), a restart half way through, the others' turns, several cards laid onto
meld #n and going out; Rummy several picked cards onto meld #n; Tile Rummy's menus in words, in English and
French. The deals are chosen (test setup), every move is a tap, counted as on a phone
(``tests/discord/test_tiles_tapping.py``'s ``Phone``)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from simcord.components import validate_components

from bot.discord.panels import controls_view
from bot.i18n import t
from bot.rules.base import Command
from bot.rules.cards import parse_cards
from bot.rules.melds import RUMMY_MELDS, make_meld
from bot.rules.railroad import RULES
from bot.rules.railroad.state import State
from bot.rules.railroad.views import PHASE_PLAY
from bot.rules.rummy.engine import RummyState
from bot.rules.rummy.views import RummyPhase
from bot.texts import readable_suits
from tests.discord.conftest import make_bot
from tests.discord.helpers import custom_ids, table_message
from tests.discord.test_panel_limits import PanelTable
from tests.discord.test_tiles_tapping import Phone
from tests.discord.test_tiles_tapping import deal as tiles_deal
from tests.rules.test_railroad import table as railroad_table
from tests.rules.test_railroad import with_melds

ALICE = "7h 7d 7c 7s Qs Qd Qc 4s 9h"
BOB = "3c 5d 6h 8s 10c Jd Kh Ah"
CAROL = "7d 3h 5c 6s 8d 10h Js Kc"


class CardPhone(Phone):
    """A phone that finds a control by its command and any of its fixed args (``draw:source=discard``; a second
    menu of the same command: ``<command>:<arg>:_slot=1``) and reads the labels of a menu."""

    def _control(self, command: str) -> str:
        found = [cid for cid in custom_ids(self.panel) if f":{command}:" in cid + ":"]
        assert found, f"no {command} in the panel: {custom_ids(self.panel)}"
        return found[0]

    def labels(self, command: str) -> dict[str, str]:
        """The options of ``command``'s menu (its first one, past any buttons of the same command), by value."""
        cid = next((c for c in custom_ids(self.panel) if c.startswith("rb:sel:") and f":{command}:" in c + ":"),
                   self._control(command))
        for row in self.panel.components:
            for child in row.get("components", [row]) if isinstance(row, dict) else []:
                if child.get("custom_id") == cid:
                    return {o["value"]: o["label"] for o in child.get("options", [])}
        raise AssertionError(f"no options for {command}")

    def buttons(self) -> list[str]:
        return [child["label"] for row in self.panel.components if isinstance(row, dict)
                for child in row.get("components", []) if child.get("type") == 2]


def cards(text: str) -> tuple[Any, ...]:
    return tuple(sorted(parse_cards(text)))


async def save(world: Any, table: Any, chosen: Any) -> None:
    async with table.lock, table.transaction(chosen) as record:
        record.state = table.rules.state_to_json(chosen)
        await world.bot.store.save_game(record)


async def railroad_deal(world: Any) -> Any:
    """Alice, Bob and Carol at a RailRoad table in round 1 (two sets of three); Alice has drawn and plays."""
    await world.alice.slash(world.channel, "game new", game="railroad")
    await world.bob.slash(world.channel, "game join")
    await world.carol.slash(world.channel, "game join")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    assert [table.seat_of(m.id) for m in (world.alice, world.bob, world.carol)] == [0, 1, 2]
    state: State = table.state
    chosen = replace(state, round=1, dealer=2, active=0, phase=PHASE_PLAY,
                     hands=(cards(ALICE), cards(BOB), cards(CAROL)), discard=cards("5h"), discarder=None,
                     melds=(), down=(False, False, False), taken_discard=None, window=None, last_claim=None)
    await save(world, table, chosen)
    return table


async def test_railroad_going_down_and_laying_off_by_taps_alone(world, db_path):  # type: ignore[no-untyped-def]
    table = await railroad_deal(world)
    alice, bob, carol = CardPhone(world, world.alice), CardPhone(world, world.bob), CardPhone(world, world.carol)
    per_play: dict[str, int] = {}

    # Alice stages one set and goes down: refused, with the engine's reason; nothing is played.
    await alice.open_panel()
    labels = alice.labels("rr_pick")
    assert labels["7♥"] == "7♥" and labels["4♠"] == "4♤" and "4♠" in alice.options("rr_pick")
    start = alice.taps
    await alice.choose("rr_pick", "7♥", "7♦", "7♣")
    assert alice.labels("rr_pick")["7♥"] == t("en", "ctl-railroad-pick-choice", card="7♥", picked="yes")
    answer = await alice.press("rr_stage")
    first_set = alice.taps - start
    assert readable_suits(t("en", "ev-railroad-status-building", round=1, staged="7♥ 7♣ 7♦", picked="-")) in answer
    refusal = await alice.press("rr_down")
    assert t("en", "err-railroad-contract-shape", sets=2, runs=0, given_sets=1, given_runs=0) in refusal
    assert table.state.melds == () and not table.state.down[0]
    per_play["a refused going down (one set staged)"] = alice.taps - start

    # The build is hers alone, and it survives a restart.
    await bob.open_panel()
    assert "7♣" not in bob.answers[-1]  # nothing of hers
    # Not his turn: only his next turn's draw, offered ahead; nothing to build with.
    moves = [cid for cid in custom_ids(bob.panel or {}) if cid.startswith(("rb:act:", "rb:sel:"))]
    assert moves and all(":draw:" in cid for cid in moves)
    await world.env.restart_bot(make_bot(db_path))
    table = world.table()
    assert table.draft(0) is not None and len(table.draft(0).staged) == 1  # kept beside the game, not in it
    assert table.state.melds == () and table.state.hands[0] == cards(ALICE)

    # The second set, picked, and Go down sends both: the staged set and the picked cards.
    start = alice.taps
    await alice.choose("rr_pick", "Q♠", "Q♦", "Q♣")
    assert t("en", "ctl-railroad-down-staged", n=2) in alice.buttons()
    answer = await alice.press("rr_down")
    assert table.state.down[0] and len(table.state.melds) == 2
    per_play["going down with two sets of three"] = first_set + alice.taps - start
    assert readable_suits("7♥ 7♣ 7♦ | Q♠ Q♣ Q♦") in answer
    await alice.choose("discard", "4♠")

    # Bob and Carol take the discard and throw a card, by taps too.
    await bob.open_panel()
    await bob.press("draw:source=discard")
    await bob.choose("discard", "3♣")
    await carol.open_panel()
    await carol.press("draw:source=discard")
    await carol.choose("discard", "7♦")

    # Alice, in French now: takes the 7♦, lays it with her 7♠ on meld 1 in one lay-off, and goes out.
    await world.alice.slash(world.channel, "language me", language="fr")
    await alice.open_panel()
    await alice.press("draw:source=discard")
    start = alice.taps
    await alice.choose("rr_pick", "7♠", "7♦")
    assert alice.labels("rr_layoff")["1"] == readable_suits(
        t("fr", "ctl-railroad-put-on-choice", meld=1, cards="7♥ 7♣ 7♦"))
    assert alice.labels("rr_layoff")["1"] == "Combinaison n° 1 : 7♥ 7♧ 7♦"
    assert alice.labels("rr_pick")["7♠"] == "✓ 7♤ (choisie)"
    answer = await alice.choose("rr_layoff", "1")
    per_play["two cards onto meld #1"] = alice.taps - start
    assert len(table.state.melds[0].meld.cards) == 5 and table.state.hands[0] == cards("9h")
    assert readable_suits(t("fr", "ev-railroad-laid-off", player=table.names[0], cards="7♠ 7♦", meld=1)) in answer
    await alice.choose("discard", "9♥")
    assert table.state.round == 2 and table.state.last_round.winner == 0

    assert per_play == {
        "a refused going down (one set staged)": 7,
        "going down with two sets of three": 12,
        "two cards onto meld #1": 6,
    }


async def test_rummy_several_picked_cards_onto_meld_n(world):  # type: ignore[no-untyped-def]
    await world.alice.slash(world.channel, "game new", game="rummy")
    await world.bob.slash(world.channel, "game join")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    state: RummyState = table.state
    chosen = replace(state, hands=(cards("8h 9h 10h Kd 3c"), cards("4d 5d 6d 2s Jc")), turn=0,
                     phase=RummyPhase.PLAY, melds=((0, make_meld(parse_cards("5h 6h 7h"), RUMMY_MELDS)),),
                     has_placed=(True, False), taken=None)
    await save(world, table, chosen)
    alice = CardPhone(world, world.alice)
    await alice.open_panel()
    labels = alice.labels("layoff:cards")
    assert labels["#1"] == "→ onto meld #1: 5♥ 6♥ 7♥" and labels["8♥"] == "8♥"
    refusal = await alice.choose("layoff:cards", "8♥", "9♥")  # no meld picked
    assert t("en", "err-rummy-layoff-one-meld") in refusal and len(table.state.hands[0]) == 5
    start = alice.taps
    answer = await alice.choose("layoff:cards", "8♥", "9♥", "10♥", "#1")
    assert alice.taps - start == 6  # open the menu, three cards, the meld, close it
    assert table.state.melds[0][1].cards == tuple(parse_cards("5h 6h 7h 8h 9h 10h"))
    assert readable_suits(t("en", "ev-rummy-layoff", player=table.names[0], cards="8♥ 9♥ 10♥", meld=1)) in answer


def test_railroad_build_panels_are_accepted_by_discord() -> None:
    """A round-7 hand of 32 cards being built (a page turned, melds staged, one with wilds read another way), and
    a lay-off being picked: every panel passes Discord's component checks, in English and French."""
    hand = " ".join(f"{rank}{suit}" for suit in "shdc" for rank in ("3", "4", "5", "6", "7", "8", "9", "10")) + " JK 2c"
    round7 = railroad_table(players=3, round_=7, hands=[hand], phase=PHASE_PLAY)
    down = with_melds(railroad_table(players=3, round_=2, hands=["9h 10d JK Kd 4s"], phase=PHASE_PLAY), 0,
                      "5h 6h 7h 8c", "Qs Qd Qc")
    taps = {id(round7): [("rr_pick", "cards", "5♠ 6♠ 7♠ JK"), ("rr_stage", "", ""), ("rr_pick", "cards", "» 2/2"),
                         ("rr_pick", "cards", "3♦")],
            id(down): [("rr_pick", "cards", "9♥ 10♦ JK")]}
    panels = 0
    offered: set[str] = set()
    for start in (round7, down):
        table = PanelTable(1, RULES, start, ["a", "b", "c"], "railroad")
        for name, arg, value in [("", "", ""), *taps[id(start)]]:
            if name:
                table.press(0, Command(name, {arg: value} if arg else {}), random.Random(0))
            for locale in ("en", "fr"):
                view = controls_view(table, 0, locale)  # type: ignore[arg-type]
                validate_components(view.to_components())
                panels += 1
            offered |= {c.command for c in table.controls(0)}
    assert panels == 14
    assert {"rr_pick", "rr_stage", "rr_down", "rr_undo", "rr_reset", "rr_read", "rr_layoff", "layoff"} <= offered


async def test_tile_rummy_menus_read_in_words_in_english_and_french(world):  # type: ignore[no-untyped-def]
    await tiles_deal(world)
    alice = CardPhone(world, world.alice)
    await alice.open_panel()
    # The rack's tiles are buttons, their notation under their faces (as the picture writes it); the sets the rack
    # can make, buttons too (a menu of the ones that find no room names them in words, tests/rules).
    assert {"r10", "k3"} <= set(alice.buttons())
    assert {"Lay r10 r11 r12 r13", "Lay r10 b10 k10", "Lay k3 k4 k5 k6 k7"} <= set(alice.buttons())
    await world.alice.slash(world.channel, "language me", language="fr")
    await alice.open_panel()
    assert {"Poser r10 b10 k10", "Piocher"} <= set(alice.buttons())
    await alice.choose("tile_pick", "r10", "r11", "r12")
    await alice.choose("tile_put", "new")
    await alice.press("tile_end")
    await world.alice.slash(world.channel, "language me", language="en")
    bob = CardPhone(world, world.bob)
    await bob.open_panel()
    await bob.press("tile_lay")  # his first set, a button: o11 o12 j=o13
    await bob.press("tile_end")
    await alice.open_panel()
    assert alice.labels("tile_pick")["#2 o12"] == "Set #2: Orange 12"
