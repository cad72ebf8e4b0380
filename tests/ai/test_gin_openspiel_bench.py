"""The OpenSpiel match of ``bench.gin_openspiel``: OpenSpiel and the engine play the same hand in lockstep."""

from __future__ import annotations

import pyspiel  # a development dependency: the check runs in every test run, it never skips
import pytest

from bench import gin_openspiel
from bot.ai.base import LEVELS


@pytest.fixture(scope="module")
def game() -> object:
    return pyspiel.load_game("gin_rummy", {"knock_card": 10, "gin_bonus": 25, "undercut_bonus": 25})


@pytest.mark.parametrize("level", LEVELS)
def test_both_referees_count_the_same_deadwood_on_every_hand(game: object, level: str) -> None:
    cards = gin_openspiel.Cards(pyspiel.gin_rummy.GinRummyUtils(13, 4, 10))
    knocked = 0
    for deal in range(6):
        for our_player in (0, 1):
            hand = gin_openspiel.play_hand(game, cards, level, deal, our_player)
            assert hand.engine_agrees
            assert hand.state is not None and hand.state.phase == "game_over"
            knocked += hand.state.last_hand is not None and hand.state.last_hand.knocker_seat is not None
            assert hand.points != 0 or hand.state.last_hand is None or hand.state.last_hand.winner_seat is None
    assert knocked >= 8  # most hands end in a knock, by either side


def test_a_deal_is_the_same_cards_from_both_seats(game: object) -> None:
    cards = gin_openspiel.Cards(pyspiel.gin_rummy.GinRummyUtils(13, 4, 10))
    first = gin_openspiel.Lockstep(game, cards, 42)
    second = gin_openspiel.Lockstep(game, cards, 42)
    assert first.state.hands == second.state.hands and first.state.stock == second.state.stock
    spiel_hands = [sorted(cards.to_card[n] for n in hand) for hand in first.spiel.hands()]
    assert spiel_hands == [sorted(first.state.hands[seat]) for seat in first.seat_of_player]


def test_two_levels_are_compared_deal_by_deal(capsys: pytest.CaptureFixture[str]) -> None:
    ours = [(1.0, 10.0), (0.5, 0.0), (0.0, -4.0)]
    theirs = [(0.5, 5.0), (0.5, 0.0), (0.0, -10.0)]
    gin_openspiel.paired("search - hard", ours, theirs)
    line = capsys.readouterr().out
    assert line.startswith("search - hard: +16.7% ± ") and "+3.67 ± " in line
