"""Rummy computer players: legal to the end at every level and player count, deterministic, view-only, ordered."""

from __future__ import annotations

import random
from typing import Any

import pytest

import bot.ai.rummy  # noqa: F401  (registers the players)
from bot import games
from bot.ai import selfplay
from bot.ai.base import LEVELS
from bot.games import make_player
from bot.rules.cards import Card, parse_cards, standard_deck
from bot.rules.melds import RUMMY_MELDS, make_meld
from bot.rules.rummy import RULES, Discard, Draw, LayOff, MeldCards, RummyOptions, RummyState, resolve_options


def play_match(levels: tuple[str, ...], seed: int, target: int = 60) -> tuple[Any, list[Any]]:
    game = selfplay.play("rummy", levels, seed, options={"target_score": str(target)})
    assert RULES.is_over(game.state)
    return RULES.outcome(game.state), game.actions


def test_decision_9_three_ai_levels_are_registered() -> None:
    assert set(games.get("rummy").players) == set(LEVELS)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_seeded_games_with_legal_moves_only(level: str) -> None:
    for seed, players in enumerate((2, 3, 4, 6)):
        outcome, _actions = play_match((level,) * players, seed)
        assert outcome is not None and len(outcome.scores) == players


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level: str) -> None:
    assert play_match((level, "medium", "easy"), 5)[1] == play_match((level, "medium", "easy"), 5)[1]


def _state(hand: str, other: str, discard: str, melds: list[tuple[int, str]] | None = None,
           phase: str = "draw", stock: str | None = None) -> RummyState:
    table = [(owner, make_meld(parse_cards(text), RUMMY_MELDS)) for owner, text in melds or []]
    hands = [parse_cards(hand), parse_cards(other)]
    pile = parse_cards(discard)
    used = {*hands[0], *hands[1], *pile, *(c for _, m in table for c in m.cards)}
    return RummyState(
        options=RummyOptions.of(resolve_options(None, {})), players=2, dealer=1, hands=hands,
        stock=parse_cards(stock) if stock else [c for c in standard_deck() if c not in used],
        discard=pile, phase=phase, turn=0, melds=table, has_placed=[bool(table), False],
        scores=[0, 0], picked_up=[[], []], discarded=[[], []],
    )


@pytest.mark.parametrize("level", LEVELS)
def test_players_decide_from_the_view_only(level: str) -> None:
    first = _state("5h 6h 8h 9s 9d Kc Qd", "Jh Jd Js 4c 4s 8d 8c", "9c", stock="2s 3s 4d")
    second = _state("5h 6h 8h 9s 9d Kc Qd", "2s 3s 4d 4c 4s 8d 8c", "9c", stock="Jh Jd Js")
    choices = []
    for state in (first, second):
        player = make_player("rummy", level, random.Random(3))
        choices.append(player.choose(RULES.view(state, 0), RULES.legal(state, 0)))
    assert choices[0] == choices[1]


def test_take_the_discard_only_when_it_melds() -> None:
    state = _state("5h 6h 8h 9s 9d Kc Qd", "Jh Jd Js 4c 4s 8d 8c", "9c")
    useless = _state("5h 6h 8h 9s 9d Kc Qd", "Jh Jd Js 4c 4s 8d 8c", "2c")
    for level in LEVELS:
        player = make_player("rummy", level, random.Random(0))
        assert player.choose(RULES.view(state, 0), RULES.legal(state, 0)) == Draw("discard")
        assert player.choose(RULES.view(useless, 0), RULES.legal(useless, 0)) == Draw("stock")


def test_medium_melds_lays_off_then_discards_the_worst_card() -> None:
    state = _state("5h 6h 7h 9s 9d 9c Kc Qd 10d 2s", "4c 4s 8d 8c 2h 3h 5c", "3c", melds=[(1, "Js Jh Jd")],
                   phase="play")
    player = make_player("rummy", "medium", random.Random(0))
    chosen = []
    for _ in range(6):
        action = player.choose(RULES.view(state, 0), RULES.legal(state, 0))
        chosen.append(action)
        state = RULES.apply(state, 0, action, random.Random(0))[0]
        if isinstance(action, Discard):
            break
    assert isinstance(chosen[0], MeldCards) and isinstance(chosen[1], MeldCards)
    assert {frozenset(a.melds[0]) for a in chosen[:2]} == {frozenset(parse_cards("5h 6h 7h")),
                                                            frozenset(parse_cards("9s 9d 9c"))}
    assert chosen[-1] == Discard(Card(13, "C"))
    assert not any(isinstance(a, LayOff) for a in chosen)


def test_lays_off_on_an_opponents_meld_once_melded() -> None:
    state = _state("5h 6h 7h 9s 4d", "Jh Jd Js 4c 4s 8d 8c", "3c", melds=[(1, "10s Js Qs")], phase="play")
    player = make_player("rummy", "hard", random.Random(0))
    first = player.choose(RULES.view(state, 0), RULES.legal(state, 0))
    assert first == MeldCards((tuple(parse_cards("5h 6h 7h")),))
    state = RULES.apply(state, 0, first, random.Random(0))[0]
    assert player.choose(RULES.view(state, 0), RULES.legal(state, 0)) == LayOff((Card(9, "S"),), 1)


def test_hard_beats_easy_in_most_seeded_matches() -> None:
    wins = 0
    for seed in range(8):
        levels = ("hard", "easy") if seed % 2 == 0 else ("easy", "hard")
        outcome, _ = play_match(levels, 200 + seed, target=100)
        wins += outcome.ranking[levels.index("hard")] == 1
    assert wins >= 7


def test_easy_lays_down_its_melds_and_never_throws_a_card_of_them() -> None:
    for seed in range(12):
        state = _state("5h 6h 7h 9s 9d 9c Kc Qd 10d 2s", "4c 4s 8d 8c 2h 3h 5c", "3c", phase="play")
        player = make_player("rummy", "easy", random.Random(seed))
        chosen = []
        while not chosen or not isinstance(chosen[-1], Discard):
            chosen.append(player.choose(RULES.view(state, 0), RULES.legal(state, 0)))
            state = RULES.apply(state, 0, chosen[-1], random.Random(0))[0]
        laid = {frozenset(a.melds[0]) for a in chosen if isinstance(a, MeldCards)}
        assert laid == {frozenset(parse_cards("5h 6h 7h")), frozenset(parse_cards("9s 9d 9c"))}
        assert chosen[-1].card in parse_cards("Kc Qd 10d 2s")
