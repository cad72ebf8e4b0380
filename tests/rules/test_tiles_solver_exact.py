"""Cross-check of the Tile Rummy solver against an independent exact method: an integer programme over every valid
set (scipy's HiGHS), on random positions. Also holds the independent set validator and the position generator the
other solver tests use; none of it shares code with the solver."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

import numpy as np
import pytest
from scipy.optimize import Bounds, LinearConstraint, milp

from bench.tiles_positions import random_position
from bot.rules.tiles.solver import solve_initial, solve_max

COLOURS = "rbko"
NUMBERS = range(1, 14)


# An independent validator ---------------------------------------------------------------------------------------


def is_valid_set(tiles: Sequence[str]) -> bool:
    """A run in ascending order (jokers where they stand) or a group of distinct colours; jokers fill anything."""
    if len(tiles) < 3 or all(t == "j" for t in tiles):
        return False
    real = [(t[0], int(t[1:])) for t in tiles if t != "j"]
    numbers = {n for _c, n in real}
    colours = [c for c, _n in real]
    if len(numbers) == 1 and len(set(colours)) == len(colours) and len(tiles) <= 4:
        return True
    if len(set(colours)) != 1:
        return False
    # A run: the first real tile fixes the number of every position.
    first = next(i for i, t in enumerate(tiles) if t != "j")
    start = int(tiles[first][1:]) - first
    if start < 1 or start + len(tiles) - 1 > 13:
        return False
    return all(t == "j" or int(t[1:]) == start + i for i, t in enumerate(tiles))


def check_solution_conserves(
    table: Sequence[Sequence[str]], rack: Sequence[str], sets: Sequence[Sequence[str]], placed: Sequence[str]
) -> None:
    for table_set in sets:
        assert is_valid_set(table_set), table_set
    on_table = Counter(t for s in sets for t in s)
    assert on_table == Counter(t for s in table for t in s) + Counter(placed)
    assert not Counter(placed) - Counter(rack), "placed tiles that are not on the rack"


# Random positions ------------------------------------------------------------------------------------------------


# The reference integer programme --------------------------------------------------------------------------------

TYPES = [f"{c}{n}" for c in COLOURS for n in NUMBERS] + ["j"]
INDEX = {t: i for i, t in enumerate(TYPES)}


def _all_sets() -> list[Counter[str]]:
    found: set[tuple[tuple[str, int], ...]] = set()
    for colour in COLOURS:
        for length in (3, 4, 5):  # longer runs split into these
            for start in range(1, 15 - length):
                tiles = [f"{colour}{n}" for n in range(start, start + length)]
                for k in range(3):
                    for spots in combinations(range(length), k):
                        chosen = ["j" if i in spots else t for i, t in enumerate(tiles)]
                        found.add(tuple(sorted(Counter(chosen).items())))
    for number in NUMBERS:
        for size in (1, 2, 3, 4):
            for colours in combinations(COLOURS, size):
                for jokers in range(3):
                    if size + jokers in (3, 4):
                        chosen = [f"{c}{number}" for c in colours] + ["j"] * jokers
                        found.add(tuple(sorted(Counter(chosen).items())))
    return [Counter(dict(s)) for s in sorted(found)]


SETS = _all_sets()
SET_MATRIX = np.zeros((len(TYPES), len(SETS)))
for _column, _set in enumerate(SETS):
    for _tile, _count in _set.items():
        SET_MATRIX[INDEX[_tile], _column] = _count


def reference_max(table: Sequence[Sequence[str]], rack: Sequence[str]) -> tuple[int, int]:
    """(tiles placed, points placed with jokers 30) of the best play, by integer programming."""
    on_table = Counter(t for s in table for t in s)
    on_rack = Counter(rack)
    n_sets, n_types = len(SETS), len(TYPES)
    # Variables: copies of each set, then rack tiles placed of each type.
    weight = [10_000 + (30 if t == "j" else int(t[1:])) for t in TYPES]
    cost = np.concatenate([np.zeros(n_sets), -np.array(weight, dtype=float)])
    a = np.hstack([SET_MATRIX, -np.eye(n_types)])
    b = np.array([on_table[t] for t in TYPES], dtype=float)
    upper = np.concatenate([np.full(n_sets, 2.0), np.array([on_rack[t] for t in TYPES], dtype=float)])
    result = milp(
        cost,
        constraints=LinearConstraint(a, b, b),
        integrality=np.ones(n_sets + n_types),
        bounds=Bounds(np.zeros(n_sets + n_types), upper),
    )
    assert result.success, "the reference found no arrangement of the table"
    placed = {t: round(result.x[n_sets + i]) for i, t in enumerate(TYPES)}
    count = sum(placed.values())
    points = sum(n * (30 if t == "j" else int(t[1:])) for t, n in placed.items())
    return count, points


def reference_initial_possible(rack: Sequence[str], minimum: int) -> tuple[int, int] | None:
    """(non-joker tiles, jokers) of the best initial meld by integer programming, or None if none reaches it."""
    on_rack = Counter(rack)
    usable = [i for i, s in enumerate(SETS) if all(on_rack[t] >= 1 for t in s)]
    if not usable:
        return None
    points = []
    for i in usable:
        s = SETS[i]
        real = [int(t[1:]) for t in s.elements() if t != "j"]
        jokers = s["j"]
        if len({*real}) == 1 and (len(real) > 1 or jokers):
            group_points = real[0] * (len(real) + jokers)
        else:
            group_points = 0
        # A run's best points: jokers at the high end when they can go there.
        run_points = 0
        colours = {t[0] for t in s if t != "j"}
        if len(colours) == 1:
            numbers = sorted(real)
            length = len(real) + jokers
            low, high = numbers[0], numbers[-1]
            if high - low + 1 <= length:
                top = min(13, low + length - 1)
                start = top - length + 1
                if start <= low:
                    run_points = sum(range(start, top + 1))
        points.append(max(group_points, run_points))
    n = len(usable)
    matrix = SET_MATRIX[:, usable]
    capacity = np.array([on_rack[t] for t in TYPES], dtype=float)
    real_count = matrix[:-1].sum(axis=0)
    joker_count = matrix[-1]
    cost = -(real_count * 1000 - joker_count)
    constraints = [
        LinearConstraint(matrix, np.zeros(len(TYPES)), capacity),
        LinearConstraint(np.array([points], dtype=float), minimum, np.inf),
    ]
    result = milp(cost, constraints=constraints, integrality=np.ones(n), bounds=Bounds(np.zeros(n), np.full(n, 2.0)))
    if not result.success:
        return None
    x = np.round(result.x)
    return int(real_count @ x), int(joker_count @ x)


# The cross-checks ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(32))
def test_max_mode_matches_integer_programme(seed: int) -> None:
    rng = random.Random(seed)
    table, rack = random_position(rng, rng.randint(0, 90), rng.randint(1, 30))
    solution = solve_max(table, rack)
    check_solution_conserves(table, rack, solution.sets, solution.placed)
    assert (len(solution.placed), solution.value) == reference_max(table, rack)


@pytest.mark.parametrize("seed", range(16))
def test_max_mode_matches_integer_programme_on_dense_tables(seed: int) -> None:
    rng = random.Random(1000 + seed)
    table, rack = random_position(rng, rng.randint(75, 90), rng.randint(14, 30))
    solution = solve_max(table, rack)
    check_solution_conserves(table, rack, solution.sets, solution.placed)
    assert (len(solution.placed), solution.value) == reference_max(table, rack)


@pytest.mark.parametrize("seed", range(24))
def test_initial_meld_matches_integer_programme(seed: int) -> None:
    rng = random.Random(2000 + seed)
    _table, rack = random_position(rng, 0, rng.randint(6, 20))
    solution = solve_initial(rack)
    reference = reference_initial_possible(rack, 30)
    if reference is None:
        assert solution is None
        return
    assert solution is not None
    check_solution_conserves([], rack, solution.sets, solution.placed)
    assert solution.value >= 30
    jokers = solution.placed.count("j")
    assert (len(solution.placed) - jokers, jokers) == reference
