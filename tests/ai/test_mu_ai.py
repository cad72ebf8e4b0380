"""Mü computer players: legal, deterministic, and sensible in the situations a player would notice."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import bot.ai.mu  # noqa: F401  (registers the players)
from bot import games
from bot.ai import selfplay
from bot.ai.base import LEVELS
from bot.games import make_player
from bot.rules.mu import RULES, Bid, Card, MuAction, MuState, NameTrump, Pass, Play
from bot.rules.mu.cards import parse_cards


def play_game(levels: list[str], seed: int, hands: int) -> tuple[list[MuAction], MuState]:
    """A whole seeded game between computer players; apply() raising would fail the test."""
    game = selfplay.play("mu", levels, seed, options={"hands": str(hands)})
    return game.actions, game.state


def test_every_level_is_registered() -> None:
    assert set(games.get("mu").players) == set(LEVELS)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_many_seeded_games_without_an_illegal_action(level: str) -> None:
    for seed in range(12):
        players = 3 + seed % 4
        _actions, state = play_game([level] * players, seed, hands=2)
        assert RULES.is_over(state)


def test_mixed_tables_finish_and_some_hands_are_played_out() -> None:
    kinds = []
    for seed in range(6):
        _actions, state = play_game(["easy", "medium", "hard", "medium", "hard"], seed, hands=2)
        assert state.last_hand is not None
        kinds.append(state.last_hand.kind)
    assert "played" in kinds


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level: str) -> None:
    first, _ = play_game([level] * 5, 42, hands=2)
    second, _ = play_game([level] * 5, 42, hands=2)
    assert first == second


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def auction_state(hand: str) -> MuState:
    """Five players; seat 0 deals, opens and holds ``hand``; the others hold weak filler."""
    state = RULES.new_game(5, RULES.options(None, {}), random.Random(1))
    hidden = (cards(hand), *state.hidden[1:])
    return replace(state, dealer=0, turn=0, hidden=hidden)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_strong_hand_bids_and_shows_its_trump_weak_hand_does_not_raise(level: str) -> None:
    strong = auction_state("r9 r8 r7 r7 r6 r5 r4 r3 r2 b9 g9 y9")
    player = make_player("mu", level, random.Random(0))
    action = player.choose(RULES.view(strong, 0), RULES.legal(strong, 0))
    assert isinstance(action, Bid) and len(action.cards) == 1 and action.cards[0].colour == "r"
    # Facing a bid of 2, a weak hand does not raise to 3 (a 30-point target at five players).
    weak = auction_state("r0 r2 b3 b4 g1 g5 y2 y6 k3 k4 y0 b1")
    weak = replace(weak, bids=(0, 2, 0, 0, 0), shown=((), weak.hidden[1][:2], (), (), ()))
    weak = replace(weak, hidden=(weak.hidden[0], weak.hidden[1][2:], *weak.hidden[2:]))
    assert player.choose(RULES.view(weak, 0), RULES.legal(weak, 0)) == Pass()


def play_state(hand: str, trick: list[tuple[int, str]], chief: int, partner: int) -> MuState:
    """Four players, red is the chief trump, seat 3 to play after ``trick``."""
    state = RULES.new_game(4, RULES.options(None, {}), random.Random(2))
    hidden = list(state.hidden)
    hidden[3] = cards(hand)
    played = tuple((seat, Card.from_text(text)) for seat, text in trick)
    return replace(
        state, phase="play", hidden=tuple(hidden), chief=chief, partner=partner, vice=None,
        chief_trump="r", vice_trump=None, bids=(0,) * 4, trick=played, turn=3, leader=played[0][0],
    )  # fmt: skip


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_last_to_play_gives_points_when_the_partner_wins(level: str) -> None:
    state = play_state("b7 b1 g3", [(0, "b2"), (1, "b9"), (2, "b3")], chief=1, partner=3)
    player = make_player("mu", level, random.Random(0))
    assert player.choose(RULES.view(state, 3), RULES.legal(state, 3)) == Play(Card("b", 7))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_last_to_play_wins_cheaply_when_an_opponent_wins(level: str) -> None:
    state = play_state("g1 r9 r2 k5", [(0, "g6"), (1, "g7"), (2, "g9")], chief=3, partner=0)
    player = make_player("mu", level, random.Random(0))
    # No green to follow: the lowest trump (r2) takes the 5 points; the r9 is saved.
    state = replace(state, hidden=(*state.hidden[:3], cards("r9 r2 k5")))
    assert player.choose(RULES.view(state, 3), RULES.legal(state, 3)) == Play(Card("r", 2))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_chief_names_the_trump_its_hand_is_long_in(level: str) -> None:
    state = auction_state("r9 r8 r7 r6 r5 r4 b1 b2 g1 g3 y0 k1")
    state = replace(
        state, phase="chief_trump", chief=0, vice=None, bids=(3, 0, 0, 0, 0),
        hidden=(cards("r7 r6 r5 b2 g1 g3 y0 k1 r4"), *state.hidden[1:]),
        shown=(cards("r9 r8 b1"), (), (), (), ()),
    )  # fmt: skip
    player = make_player("mu", level, random.Random(0))
    assert player.choose(RULES.view(state, 0), RULES.legal(state, 0)) == NameTrump("r")


def lead_state(history: list[list[tuple[int, str]]]) -> MuState:
    """Four players, red chief trump, seat 3 (Chief, partner seat 1) to lead holding k9 and g2."""
    state = play_state("k9 g2", [(0, "b2")], chief=3, partner=1)
    tricks = tuple(tuple((seat, Card.from_text(text)) for seat, text in trick) for trick in history)
    return replace(state, trick=(), leader=3, tricks=tricks)


def test_hard_leads_its_nine_but_not_into_a_suit_an_opponent_lacks() -> None:
    hard = make_player("mu", "hard", random.Random(0))
    open_board = lead_state([])
    assert hard.choose(RULES.view(open_board, 3), RULES.legal(open_board, 3)) == Play(Card("k", 9))
    # Seat 0 (an opponent) did not follow black earlier: it may trump the k9 now.
    void_board = lead_state([[(3, "k1"), (0, "g5"), (1, "k3"), (2, "k4")]])
    assert hard.choose(RULES.view(void_board, 3), RULES.legal(void_board, 3)) == Play(Card("g", 2))


def test_six_players_with_the_dealer_sitting_out() -> None:
    for seed in range(4):
        rng = random.Random(seed)
        players = [make_player("mu", LEVELS[(seed + seat) % 3], random.Random(seat)) for seat in range(6)]
        options = RULES.options(None, {"dealer_sits_out": "true", "hands": "3"})
        state = RULES.new_game(6, options, rng)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            assert seat != state.dealer
            action = players[seat].choose(RULES.view(state, seat), RULES.legal(state, seat))
            state, _events = RULES.apply(state, seat, action, rng)
        assert state.last_hand is not None
