"""Every declared game has its row of test facts, and the row fits the game: a new game is tested everywhere the
others are as soon as it is declared, or this fails and says what to add."""

from __future__ import annotations

import random

import pytest

from bot import games
from tests.game_facts import FACTS, GAMES, facts


def test_every_declared_game_has_a_row_of_test_facts_and_no_row_is_left_over() -> None:
    declared = [declaration.id for declaration in games.BUILTIN]
    assert list(GAMES) == declared
    missing = [kind for kind in declared if kind not in FACTS]
    assert missing == [], f"add a row to tests/game_facts.py FACTS for {missing}"
    assert set(FACTS) == set(declared)


def test_a_game_without_a_row_is_named() -> None:
    with pytest.raises(KeyError, match=r"'sixth' has no row in tests/game_facts\.py"):
        facts("sixth")


@pytest.mark.parametrize("kind", GAMES)
def test_each_row_fits_its_game(kind: str) -> None:
    rules = games.get(kind).rules
    row = facts(kind)
    assert rules.min_players <= row.seats <= rules.max_players
    state = rules.new_game(row.seats, rules.options(None, dict(row.short_match)), random.Random(1))
    rules.options(None, dict(row.few_hands))
    for name in (*row.hidden.per_seat, *row.hidden.shared):
        assert hasattr(state, name), f"{kind} state has no field {name!r}"
    assert row.phone_shot_locale in ("en", "fr")
