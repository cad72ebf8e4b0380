"""Select menus past Discord's 25 choices (``bot.rules.paging``) and card melds planned by taps (``bot.rules.drafts``):
a long rack or hand is cut into pages a player can name, and the melds planned on them reach the engines as the
commands a player would type."""

from __future__ import annotations

import random

from bot.rules.base import MENU_CHOICES, Command
from bot.rules.cards import format_card
from bot.rules.paging import card_group, page_of, pages, tile_group, unique_values
from bot.rules.railroad import RULES as RAILROAD
from bot.rules.rummy import RULES as RUMMY
from bot.rules.tiles.notation import COLOURS, JOKER, tile
from tests.rules.test_railroad import table as railroad_table
from tests.rules.test_rummy import state_with


def test_a_short_list_is_one_page() -> None:
    rack = ["r1", "r2", "b5", "j"]
    assert pages(rack, tile_group) == (pages(rack, tile_group)[0],)
    assert pages(rack, tile_group)[0].choices == tuple(rack)
    assert pages(rack, tile_group)[0].groups == ("r", "b", "j")


def test_a_rack_of_more_than_25_distinct_tiles_is_paged_by_colour() -> None:
    rack = [tile(c, n) for c in COLOURS for n in range(1, 9)] + [JOKER]  # 33 distinct tiles
    found = pages(rack, tile_group)
    assert [page.groups for page in found] == [("r", "b", "k"), ("o", "j")]
    assert all(len(page.choices) <= MENU_CHOICES for page in found)
    assert [c for page in found for c in page.choices] == rack  # nothing lost, nothing repeated, in order
    assert page_of(found, "o3") == 1


def test_a_group_longer_than_a_page_is_split_into_parts() -> None:
    many = [f"x{n}" for n in range(30)] + ["y1"]
    found = pages(many, lambda c: c[0])
    assert [(page.groups, page.part, len(page.choices)) for page in found] == [
        (("x",), 1, 25),
        (("x",), 2, 5),
        (("y",), 0, 1),
    ]


def test_a_railroad_round_7_hand_is_paged_by_suit_with_each_copy_its_own_value() -> None:
    state = RAILROAD.new_game(3, RAILROAD.options(None, {"round7_hand_size": "12"}), random.Random(3))
    hand = [format_card(c) for c in state.hands[0]] * 3  # a hand swollen by claims: 36 cards
    values = unique_values(hand)
    assert len(set(values)) == len(values)
    found = pages(values, card_group)
    assert all(len(page.choices) <= MENU_CHOICES for page in found)
    assert sorted(c for page in found for c in page.choices) == sorted(values)
    assert all(len({card_group(c) for c in page.choices}) == len(page.groups) for page in found)


def test_unique_values_mark_second_copies() -> None:
    assert unique_values(["7♥", "8♥", "7♥", "JK", "JK"]) == ("7♥", "8♥", "7♥~2", "JK", "JK~2")
    assert card_group("7♥~2") == "♥" and card_group("JK") == "JK"


# ---- melds planned by taps ----------------------------------------------------------------------------------


def test_railroad_goes_down_with_every_planned_meld_at_once() -> None:
    state = railroad_table(hands=["7h 7d 7c Qs Qd Qc 4h 9s"], phase="play")
    command = Command("meld", {"cards": "7♥ 7♦ 7♣ | Q♠ Q♦ Q♣"})  # as a panel sends every planned meld at once
    action = RAILROAD.parse(state, 0, command, "en")
    after, _ = RAILROAD.apply(state, 0, action, random.Random(0))
    assert after.down[0] and len(after.melds) == 2


def test_rummy_lays_several_cards_off_on_meld_n_from_a_multi_select() -> None:
    state = state_with("8h 9h 2c 3d", "Ks Kd", melds=[(0, "5h 6h 7h")])
    command = Command("layoff", {"cards": "8♥ 9♥", "meld": "1"})  # as a multi-select of cards onto meld #1 sends it
    after, _ = RUMMY.apply(state, 0, RUMMY.parse(state, 0, command, "en"), random.Random(0))
    assert len(after.melds[0][1].cards) == 5
