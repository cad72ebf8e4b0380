"""RailRoad Rummy computer players: legal, deterministic, view-only, and sensible where a player would notice."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import bot.ai.railroad  # noqa: F401  (registers the players)
from bot import games
from bot.ai import selfplay
from bot.ai.base import LEVELS
from bot.ai.railroad import RailroadPlayer, shortfall
from bot.games import make_player
from bot.rules.cards import Card, parse_cards
from bot.rules.railroad import (
    RULES,
    Claim,
    Discard,
    DrawDiscard,
    DrawStock,
    GoDown,
    LayOff,
    PassClaim,
    RailroadAction,
    State,
)
from bot.rules.railroad.views import RailroadView


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def play_game(levels: list[str], seed: int) -> tuple[list[RailroadAction], State]:
    """A whole seeded game between computer players that only ever get views; apply() raising fails the test."""
    game = selfplay.play("railroad", levels, seed)
    return game.actions, game.state


def test_every_level_is_registered() -> None:
    assert set(games.get("railroad").players) == set(LEVELS)
    assert all(isinstance(make_player("railroad", level, random.Random(0)), RailroadPlayer) for level in LEVELS)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_many_seeded_games_without_an_illegal_action(level: str) -> None:
    for seed in range(6):
        players = 3 + seed % 4
        _actions, state = play_game([level] * players, seed)
        assert RULES.is_over(state) and len(state.round_scores) == 7


def test_mixed_tables_finish_and_rounds_are_won_by_going_out() -> None:
    winners = []
    for seed in range(4):
        _actions, state = play_game(["easy", "medium", "hard", "hard"], seed)
        winners.append(sum(state.rounds_won))
    assert sum(winners) > 0


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level: str) -> None:
    first, _ = play_game([level] * 4, 42)
    second, _ = play_game([level] * 4, 42)
    assert first == second


def _view(**changes: object) -> RailroadView:
    state = RULES.new_game(4, RULES.options(None, {}), random.Random(0))
    state = replace(state, **changes)  # type: ignore[arg-type]
    return RULES.view(state, state.active)


def test_the_shortfall_counts_missing_cards_for_the_contract() -> None:
    round1 = _view(round=1).contract
    assert shortfall(cards("5h 5d 5c 7s 7h 2c 9d"), round1) == 0
    assert shortfall(cards("5h 5d 7s 7h Kd Qd 9d"), round1) == 2
    assert shortfall(cards("5h 5d 7s Kd Qd 9d 3c"), round1) > shortfall(cards("5h 5d 7s 7h Kd Qd 9d"), round1)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_takes_the_discard_that_completes_a_set_and_ignores_a_useless_one(level: str) -> None:
    hand = cards("5h 5d 7s 7h Kd Qd 9d")
    player = RailroadPlayer(random.Random(0), level)
    useful = _view(hands=(hand,) * 4, discard=cards("7c"), active=0, phase="draw")
    legal = [DrawStock(), DrawDiscard()]
    assert player.choose(useful, legal) == DrawDiscard()
    useless = _view(hands=(hand,) * 4, discard=cards("3c"), active=0, phase="draw")
    assert player.choose(useless, legal) == DrawStock()


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_goes_down_lays_off_and_discards_the_useless_high_card(level: str) -> None:
    player = RailroadPlayer(random.Random(0), level)
    state = RULES.new_game(4, RULES.options(None, {}), random.Random(0))
    hand = cards("5h 5d 5c 7s 7h 2c Kd 4h")
    state = replace(state, hands=(hand, *state.hands[1:]), active=0, phase="play", round=1)
    action = player.choose(RULES.view(state, 0), RULES.legal(state, 0))
    assert isinstance(action, GoDown)
    state, _ = RULES.apply(state, 0, action, random.Random(0))
    discard = player.choose(RULES.view(state, 0), RULES.legal(state, 0))
    assert discard == Discard(cards("Kd")[0])
    later = replace(state, went_down_this_turn=False, hands=(cards("5s Kd 4h"), *state.hands[1:]))
    assert isinstance(player.choose(RULES.view(later, 0), RULES.legal(later, 0)), LayOff)


def test_hard_spends_hmg_on_the_card_that_completes_the_contract_and_passes_on_junk() -> None:
    player = RailroadPlayer(random.Random(0), "hard")
    state = RULES.new_game(4, RULES.options(None, {}), random.Random(0))
    hand = cards("5h 5d 5c 7s 7h Kd Qd")
    state = replace(state, hands=(state.hands[0], hand, *state.hands[2:]), active=0, discard=cards("7c"), discarder=3)
    state, _ = RULES.apply(state, 0, DrawStock(), random.Random(0))
    legal = RULES.legal(state, 1)
    assert player.choose(RULES.view(state, 1), legal) == Claim(hmg=True)
    junk = replace(state, window=replace(state.window, card=cards("3c")[0]))  # type: ignore[type-var]
    assert player.choose(RULES.view(junk, 1), legal) == PassClaim()
