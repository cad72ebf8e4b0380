"""Gin Rummy computer players: legal to the end at every level, deterministic, view-only, and ordered."""

from __future__ import annotations

import random
from typing import Any

import pytest

import bot.ai.gin  # noqa: F401  (registers the players)
from bot import games
from bot.ai import selfplay
from bot.ai.base import LEVELS
from bot.games import make_player
from bot.rules.cards import Card, parse_cards
from bot.rules.gin import RULES, Discard, Draw, GinState, Knock, resolve_options


def play_match(levels: tuple[str, str], seed: int, target: int = 60) -> tuple[Any, list[Any]]:
    game = selfplay.play("gin", levels, seed, options={"target_score": str(target)})
    assert RULES.is_over(game.state)
    return RULES.outcome(game.state), game.actions


def test_three_levels_are_registered() -> None:
    assert set(games.get("gin").players) == set(LEVELS)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_seeded_games_with_legal_moves_only(level: str) -> None:
    for seed in range(4):
        outcome, _actions = play_match((level, level), seed)
        assert outcome is not None and sorted(outcome.ranking)[0] == 1


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level: str) -> None:
    assert play_match((level, "medium"), 7)[1] == play_match((level, "medium"), 7)[1]


def _state(hand: str, other: str, stock: str, discard: str) -> GinState:
    options = resolve_options(None, {})
    return GinState(options=options, dealer=1, hands=[parse_cards(hand), parse_cards(other)],
                    stock=parse_cards(stock), discard=parse_cards(discard), phase="draw", turn=0,
                    upcard=None, knock_limit=10)


@pytest.mark.parametrize("level", LEVELS)
def test_players_decide_from_the_view_only(level: str) -> None:
    # Same view for seat 0, different hidden cards (opponent hand, stock order): same decision.
    first = _state("5h 6h 7h 9s 9d Kc Qd 2c 3d As", "Jh Jd Js 4c 4s 8d 8c 10s 10d 3s", "Ks Qs 2s 7d", "9c")
    second = _state("5h 6h 7h 9s 9d Kc Qd 2c 3d As", "Ks Qs 2s 7d 4c 4s 8d 8c 10s 10d", "Jh Jd Js 3s", "9c")
    choices = []
    for state in (first, second):
        player = make_player("gin", level, random.Random(3))
        choices.append(player.choose(RULES.view(state, 0), RULES.legal(state, 0)))
    assert choices[0] == choices[1]


def test_medium_and_hard_take_a_discard_that_melds_and_knock_when_they_can() -> None:
    state = _state("5h 6h 7h 9s 9d Kc 4d 2c 3d As", "Jh Jd Js 4c 4s 8d 8c 10s 10d 3s", "Ks Qs 2s 7d", "9c")
    for level in ("medium", "hard"):
        player = make_player("gin", level, random.Random(0))
        assert player.choose(RULES.view(state, 0), RULES.legal(state, 0)) == Draw("discard")
        took = RULES.apply(state, 0, Draw("discard"), random.Random(0))[0]
        # 5-6-7♥ and 9♠ 9♦ 9♣ melded; throwing K♣ leaves 4 + 2 + 3 + 1 = 10: a knock.
        assert player.choose(RULES.view(took, 0), RULES.legal(took, 0)) == Knock(Card(13, "C"))


def test_discard_by_least_deadwood() -> None:
    state = _state("5h 6h 7h 9s 9d Kc Qd 2c 3d As", "Jh Jd Js 4c 4s 8d 8c 10s 10d 3s", "Ks Qs 2s 7d", "4h")
    took = RULES.apply(state, 0, Draw("stock"), random.Random(0))[0]  # 7♦
    for level in ("medium", "hard"):
        player = make_player("gin", level, random.Random(0))  # medium's first draw is not a careless one
        assert player.choose(RULES.view(took, 0), RULES.legal(took, 0)) == Discard(Card(13, "C"))


def test_hard_beats_easy_in_most_seeded_matches() -> None:
    wins = 0
    for seed in range(8):
        levels = ("hard", "easy") if seed % 2 == 0 else ("easy", "hard")
        outcome, _ = play_match(levels, 100 + seed, target=100)
        hard_seat = levels.index("hard")
        wins += outcome.ranking[hard_seat] == 1
    assert wins >= 7
