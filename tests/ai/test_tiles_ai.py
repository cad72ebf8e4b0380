"""Tile Rummy computer players: they finish seeded games without an illegal action, replay identically, and make
the moves their level promises."""

from __future__ import annotations

import random

import pytest

import bot.ai.tiles  # noqa: F401  (registers the players)
from bot import games
from bot.ai import selfplay
from bot.ai.base import LEVELS
from bot.games import make_player
from bot.rules.tiles import RULES, TilesAction
from bot.rules.tiles.actions import DRAW, Play
from bot.rules.tiles.state import TilesState
from tests.rules.test_tiles import position


def play_game(
    levels: list[str], seed: int, preset: str | None = None, max_actions: int = 1000
) -> tuple[list[TilesAction], TilesState]:
    """A seeded one-round game (or its first ``max_actions``); an action apply() refuses fails the test."""
    game = selfplay.play("tiles", levels, seed, preset=preset, options={"match_end": "rounds:1"},
                         max_actions=max_actions)
    return game.actions, game.state


def test_every_level_is_registered() -> None:
    assert set(games.get("tiles").players) == set(LEVELS)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_seeded_games_without_an_illegal_action(level: str) -> None:
    for seed, preset in enumerate(RULES.presets):
        _, state = play_game([level] * (2 + seed), seed, preset)
        assert RULES.is_over(state)


def test_a_mixed_table_of_three_finishes() -> None:
    _, state = play_game(["easy", "medium", "hard"], 7)
    assert RULES.is_over(state)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level: str) -> None:
    first, _ = play_game([level, level], 11, max_actions=30)
    again, _ = play_game([level, level], 11, max_actions=30)
    assert first == again and any(isinstance(a, Play) for a in first)


def test_hard_opens_as_soon_as_it_can_and_places_the_most_tiles() -> None:
    state = position(racks=["r10 r11 r12 b1 b2 b3 k7", "o1"], opened=[False, False])
    hard = make_player("tiles", "hard", random.Random(0))
    action = hard.choose(RULES.view(state, 0), RULES.legal(state, 0))
    after, _ = RULES.apply(state, 0, action, random.Random(0))
    assert after.opened[0] and after.racks[0] == ("k7",)
    state = position(table=["r3 r4 r5", "b6 k6 o6"], racks=["r2 r6 r6 r7 k2 o9", "o1"])
    action = hard.choose(RULES.view(state, 0), RULES.legal(state, 0))
    after, _ = RULES.apply(state, 0, action, random.Random(0))
    assert after.racks[0] == ("k2", "o9")  # r2 r3 r4 r5 r6 r7 and r6 b6 k6 o6


def test_hard_keeps_a_lone_joker_rather_than_lay_it_down_for_nothing() -> None:
    state = position(table=["r3 r4 r5"], racks=["j k9 b1", "o1"])
    hard = make_player("tiles", "hard", random.Random(0))
    assert hard.choose(RULES.view(state, 0), RULES.legal(state, 0)) == DRAW


def test_hard_lays_its_joker_down_when_that_wins_the_round() -> None:
    state = position(table=["r3 r4 r5"], racks=["j", "o1"])
    hard = make_player("tiles", "hard", random.Random(0))
    action = hard.choose(RULES.view(state, 0), RULES.legal(state, 0))
    _, events = RULES.apply(state, 0, action, random.Random(0))
    assert any(e.code == "tiles-rummikub" for e in events)


def test_medium_opens_with_its_own_sets_then_extends_table_sets() -> None:
    medium = make_player("tiles", "medium", random.Random(0))
    state = position(racks=["r10 r11 r12 k9 b1", "o1"], opened=[False, False])
    after, _ = RULES.apply(
        state, 0, medium.choose(RULES.view(state, 0), RULES.legal(state, 0)), random.Random(0)
    )
    assert after.racks[0] == ("b1", "k9")
    state = position(table=["r3 r4 r5", "b9 o9 r9"], racks=["r6 k9 b1", "o1"])
    after, _ = RULES.apply(
        state, 0, medium.choose(RULES.view(state, 0), RULES.legal(state, 0)), random.Random(0)
    )
    assert after.racks[0] == ("b1",)


def test_medium_draws_when_it_sees_nothing() -> None:
    medium = make_player("tiles", "medium", random.Random(0))
    state = position(table=["r3 r4 r5"], racks=["k9 b1", "o1"])
    assert medium.choose(RULES.view(state, 0), RULES.legal(state, 0)) == DRAW


def test_easy_usually_opens_with_its_own_sets_and_sometimes_forgets() -> None:
    opened = 0
    for seed in range(100):
        easy = make_player("tiles", "easy", random.Random(seed))
        state = position(racks=["r10 r11 r12 k9 b1", "o1"], opened=[False, False])
        after, _ = RULES.apply(state, 0, easy.choose(RULES.view(state, 0), RULES.legal(state, 0)), random.Random(0))
        opened += after.racks[0] == ("b1", "k9")
    assert 70 <= opened < 100
