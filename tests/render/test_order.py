"""Hands are drawn sorted by colour or suit, then rank."""

from __future__ import annotations

from bot.rules.cards import card
from render.games import railroad, tiles


def test_a_tile_rack_is_sorted_by_colour_then_number_with_jokers_last() -> None:
    rack = ["o2", "j", "r13", "b1", "r2", "k7", "b10"]
    assert sorted(rack, key=tiles.rack_order) == ["r2", "r13", "b1", "b10", "k7", "o2", "j"]


def test_a_railroad_hand_puts_the_ace_high_and_the_wilds_last() -> None:
    hand = [card("2H"), card("AS"), card("KS"), card("JK"), card("3S"), card("5D")]
    ordered = sorted(hand, key=railroad.hand_order)
    assert [c.code for c in ordered] == ["3S", "KS", "AS", "5D", "2H", "JK"]
