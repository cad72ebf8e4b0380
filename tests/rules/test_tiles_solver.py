"""The Tile Rummy solver: worked examples, one test per rule it must respect, and properties on random
positions (valid sets, tiles conserved, never worse than a random legal play)."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.rules.tiles.solver import can_place_anything, search, solve_initial, solve_max, solve_place
from bot.tools.tiles_solve import answers
from tests.rules.test_tiles_solver_exact import check_solution_conserves, is_valid_set, random_position


def as_sets(sets: Sequence[Sequence[str]]) -> Counter[tuple[str, ...]]:
    """Sets compared regardless of order; a group's order does not matter either."""
    return Counter(tuple(sorted(s)) for s in sets)


def identity(tiles: Sequence[str]) -> tuple[str, ...]:
    """A group as its sorted tiles; a run as its tiles in ascending order (a joker's place matters)."""
    real = [t for t in tiles if t != "j"]
    if len({t[1:] for t in real}) == 1 and len({t[0] for t in real}) == len(real):
        return tuple(sorted(tiles))
    return tuple(reversed(tiles)) if int(real[0][1:]) > int(real[-1][1:]) else tuple(tiles)


def changed_count(table: Sequence[Sequence[str]], sets: Sequence[Sequence[str]]) -> int:
    final = Counter(identity(s) for s in sets)
    missing = Counter(identity(s) for s in table) - final
    return sum(missing.values())


# Worked examples --------------------------------------------------------------------------------------------------


def test_seed_example_run_3_4_5_with_own_2_5_5_gives_2_3_4_and_a_group_of_fives() -> None:
    table = [["r3", "r4", "r5"]]
    rack = ["r2", "b5", "k5"]
    solution = solve_max(table, rack)
    assert sorted(solution.placed) == sorted(rack)
    assert as_sets(solution.sets) == as_sets([["r2", "r3", "r4"], ["r5", "b5", "k5"]])
    assert solution.changed_sets == 1


def test_seed_example_splitting_b6_to_b10_with_an_own_b8() -> None:
    solution = solve_max([["b6", "b7", "b8", "b9", "b10"]], ["b8"])
    assert solution.placed == ("b8",)
    assert as_sets(solution.sets) == as_sets([["b6", "b7", "b8"], ["b8", "b9", "b10"]])


def test_seed_example_fourth_colour_swapped_into_a_group_frees_a_tile_for_a_run() -> None:
    # o5 joins r5 b5 k5, which lets k5 leave the group to carry k4 onto k6 k7 k8.
    table = [["r5", "b5", "k5"], ["k6", "k7", "k8"]]
    solution = solve_max(table, ["o5", "k4"])
    assert sorted(solution.placed) == ["k4", "o5"]
    assert as_sets(solution.sets) == as_sets([["r5", "b5", "o5"], ["k4", "k5", "k6", "k7", "k8"]])


def test_seed_example_joker_replaced_by_b5_and_reused_with_r7_o7() -> None:
    solution = solve_max([["b4", "j", "b6"]], ["b5", "r7", "o7"])
    assert sorted(solution.placed) == ["b5", "o7", "r7"]
    assert as_sets(solution.sets) == as_sets([["b4", "b5", "b6"], ["r7", "o7", "j"]])
    assert solution.value == 5 + 7 + 7


# Max mode -----------------------------------------------------------------------------------------------------------


def test_max_keeps_every_table_tile_when_nothing_fits() -> None:
    table = [["r3", "r4", "r5"], ["b9", "k9", "o9"]]
    solution = solve_max(table, ["k1", "o13"])
    assert solution.placed == ()
    assert as_sets(solution.sets) == as_sets(table)
    assert solution.changed_sets == 0
    assert solution.value == 0


def test_max_places_the_most_tiles_even_at_fewer_points() -> None:
    # Either b12 b13 onto the b11 run (2 tiles, 25 points) or r1 r2 r3 + k3 o3 for the group... count wins.
    table = [["b9", "b10", "b11"]]
    rack = ["b12", "b13", "r1", "r2", "r3"]
    solution = solve_max(table, rack)
    assert sorted(solution.placed) == sorted(rack)


def test_max_ties_go_to_more_points() -> None:
    # The run can spare r5 or r8, not both: the group of eights and the group of fives place two tiles each.
    solution = solve_max([["r5", "r6", "r7", "r8"]], ["b5", "k5", "b8", "k8"])
    assert sorted(solution.placed) == ["b8", "k8"]
    assert solution.value == 16


def test_max_ties_go_to_fewer_changed_sets() -> None:
    table = [["r1", "r2", "r3"], ["b7", "b8", "b9"], ["k11", "o11", "r11"]]
    solution = solve_max(table, ["b10"])
    assert solution.changed_sets == 1
    assert ("r1", "r2", "r3") in solution.sets
    assert ("k11", "o11", "r11") in solution.sets


def test_max_counts_a_placed_joker_as_a_tile_worth_30() -> None:
    solution = solve_max([["r5", "r6", "r7"]], ["j"])
    assert solution.placed == ("j",)
    assert solution.value == 30
    assert all(is_valid_set(s) for s in solution.sets)


def test_a_joker_needs_a_set_with_room() -> None:
    # A group of four and a run of thirteen cannot take a joker...
    assert solve_max([["r5", "b5", "k5", "o5"]], ["j"]).placed == ()
    # ...but a full run can be split to make room.
    full = [f"r{n}" for n in range(1, 14)]
    solution = solve_max([full, ["b5", "k5", "o5", "r5"]], ["j"])
    assert solution.placed == ("j",)
    check_solution_conserves([full, ["b5", "k5", "o5", "r5"]], ["j"], solution.sets, solution.placed)
    assert ("b5", "k5", "o5", "r5") in solution.sets


def test_sets_with_a_removable_joker_are_allowed() -> None:
    solution = solve_max([["r5", "b5", "k5"], ["o1", "o2", "o3"]], ["j", "j"])
    assert solution.placed == ("j", "j")
    check_solution_conserves([["r5", "b5", "k5"], ["o1", "o2", "o3"]], ["j", "j"], solution.sets, solution.placed)


def test_one_never_follows_thirteen() -> None:
    assert solve_max([["r11", "r12", "r13"]], ["r1"]).placed == ()
    assert solve_initial(["r12", "r13", "r1", "b12", "b13", "b1"]) is None


def test_a_group_never_repeats_a_colour() -> None:
    assert solve_max([["r5", "b5", "k5"]], ["r5"]).placed == ()


def test_a_joker_never_stands_for_zero_or_fourteen() -> None:
    # j r1 r2 would need r0; r12 r13 j would need r14: only j r12 r13 / r1 r2 j exist.
    solution = solve_max([["b9", "k9", "o9", "r9"]], ["r1", "r2", "j"])
    assert as_sets(solution.sets) == as_sets([["b9", "k9", "o9", "r9"], ["r1", "r2", "j"]])
    assert solution.sets[-1] == ("r1", "r2", "j")


def test_the_table_tiles_always_stay_on_the_table() -> None:
    table = [["r1", "r2", "r3", "r4"], ["b4", "k4", "o4"]]
    solution = solve_max(table, ["r5", "j"])
    check_solution_conserves(table, ["r5", "j"], solution.sets, solution.placed)


def test_too_many_copies_or_unknown_tiles_are_refused() -> None:
    with pytest.raises(ValueError, match="copies"):
        solve_max([["r5", "r6", "r7"]], ["r5", "r5"])
    with pytest.raises(ValueError, match="jokers"):
        solve_max([["r5", "j", "r7"]], ["j", "j"])
    with pytest.raises(ValueError, match="unknown tile"):
        solve_max([], ["x5"])


def test_a_table_that_cannot_be_arranged_is_refused() -> None:
    with pytest.raises(ValueError, match="cannot be arranged"):
        solve_max([["r5", "r6"]], ["b1"])


# Initial meld -----------------------------------------------------------------------------------------------------


def test_initial_meld_accepts_three_twelves_that_rummikub_solver_rejects() -> None:
    solution = solve_initial(["k12", "o12", "r12"])
    assert solution is not None
    assert as_sets(solution.sets) == as_sets([["k12", "o12", "r12"]])
    assert solution.value == 36


def test_initial_meld_needs_thirty_points_from_the_rack() -> None:
    assert solve_initial(["r1", "r2", "r3", "b7", "k7", "o7"]) is None  # 6 + 21
    solution = solve_initial(["r1", "r2", "r3", "b7", "k7", "o7", "r7"])
    assert solution is not None
    assert solution.value == 6 + 28
    assert len(solution.placed) == 7


def test_initial_meld_uses_a_joker_only_when_needed() -> None:
    without = solve_initial(["r10", "b10", "k10", "j"])
    assert without is not None and "j" not in without.placed
    needed = solve_initial(["r9", "b9", "k9", "j"])
    assert needed is not None and needed.placed.count("j") == 1
    assert needed.value == 36


def test_initial_meld_counts_a_joker_at_the_tile_it_stands_for() -> None:
    solution = solve_initial(["r11", "r12", "j"])
    assert solution is not None
    assert solution.value == 11 + 12 + 13


def test_initial_meld_minimum_is_an_option() -> None:
    rack = ["r10", "b10", "k10", "o10"]
    assert solve_initial(rack, minimum=50) is None
    solution = solve_initial(rack, minimum=40)
    assert solution is not None and solution.value == 40


def test_initial_meld_places_the_most_tiles() -> None:
    rack = ["r10", "r11", "r12", "r13", "b13", "k13", "o2"]
    solution = solve_initial(rack)
    assert solution is not None
    assert len(solution.placed) == 6
    check_solution_conserves([], rack, solution.sets, solution.placed)


# Place mode and the cheap check -------------------------------------------------------------------------------


def test_place_lays_exactly_the_wanted_tiles_changing_the_fewest_sets() -> None:
    table = [["r1", "r2", "r3"], ["b7", "b8", "b9"], ["k7", "k8", "k9"]]
    rack = ["b10", "k10", "r4"]
    solution = solve_place(table, rack, ["b10"])
    assert solution is not None
    assert solution.placed == ("b10",)
    assert solution.changed_sets == 1
    check_solution_conserves(table, rack, solution.sets, solution.placed)


def test_place_says_none_when_the_wanted_tiles_cannot_all_go_down() -> None:
    assert solve_place([["r3", "r4", "r5"]], ["r2", "b5", "k9"], ["r2", "k9"]) is None


def test_place_refuses_tiles_not_on_the_rack() -> None:
    with pytest.raises(ValueError, match="not all on the rack"):
        solve_place([["r3", "r4", "r5"]], ["r2"], ["r6"])


def test_can_place_anything() -> None:
    assert can_place_anything([["r3", "r4", "r5"]], ["r6"])
    assert can_place_anything([["r3", "r4", "r5"]], ["j"])
    assert not can_place_anything([["r3", "r4", "r5"]], ["k9", "o1"])
    assert not can_place_anything([], ["j"])


# Internals checked against a brute force --------------------------------------------------------------------------


def _groups_possible(copies: Sequence[int], jokers: int) -> bool:
    if not any(copies):
        return jokers == 0
    first = next(c for c in range(4) if copies[c])
    others = [c for c in range(4) if c != first and copies[c]]
    for k in range(len(others) + 1):
        for chosen in combinations(others, k):
            for size in (3, 4):
                padding = size - 1 - k
                if 0 <= padding <= jokers:
                    rest = list(copies)
                    for c in (first, *chosen):
                        rest[c] -= 1
                    if _groups_possible(rest, jokers - padding):
                        return True
    return False


def test_group_joker_table_matches_a_brute_force() -> None:
    for (ones, twos), jokers_allowed in search.GROUP_JOKERS.items():
        copies = [2] * twos + [1] * ones + [0] * (4 - ones - twos)
        assert jokers_allowed == tuple(j for j in range(3) if _groups_possible(copies, j)), (ones, twos)


# Properties -------------------------------------------------------------------------------------------------------

positions = st.builds(
    lambda seed, table_size, rack_size: random_position(random.Random(seed), table_size, rack_size),
    st.integers(0, 2**32),
    st.integers(0, 60),
    st.integers(1, 20),
)


def random_legal_play(rng: random.Random, table: list[list[str]], rack: list[str]) -> int:
    """Tiles placed by a naive random player: it extends runs at their ends and groups of three, and lays new
    sets drawn at random from its rack. Returns how many rack tiles it placed."""
    sets = [list(s) for s in table]
    hand = list(rack)
    rng.shuffle(hand)
    placed = 0
    for _round in range(3):
        for tile in list(hand):
            for s in rng.sample(sets, len(sets)):
                for candidate in ([*s, tile], [tile, *s]):
                    if is_valid_set(candidate):
                        s[:] = candidate
                        hand.remove(tile)
                        placed += 1
                        break
                else:
                    continue
                break
        for _try in range(30):
            if len(hand) < 3:
                break
            trial = rng.sample(hand, min(len(hand), rng.choice((3, 4))))
            for order in (sorted(trial, key=lambda t: (t[0], int(t[1:]) if t != "j" else 0)), trial):
                if is_valid_set(order):
                    sets.append(list(order))
                    for t in order:
                        hand.remove(t)
                    placed += len(order)
                    break
    assert all(is_valid_set(s) for s in sets)
    return placed


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions, st.integers(0, 1000))
def test_max_is_valid_conserves_tiles_and_beats_any_random_play(
    position: tuple[list[list[str]], list[str]], play_seed: int
) -> None:
    table, rack = position
    solution = solve_max(table, rack)
    check_solution_conserves(table, rack, solution.sets, solution.placed)
    assert solution.changed_sets == changed_count(table, solution.sets)
    assert solution.value == sum(30 if t == "j" else int(t[1:]) for t in solution.placed)
    assert len(solution.placed) >= random_legal_play(random.Random(play_seed), table, rack)
    assert can_place_anything(table, rack) == bool(solution.placed)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions)
def test_fewest_changes_keeps_at_least_the_sets_the_fast_way_keeps(
    position: tuple[list[list[str]], list[str]],
) -> None:
    table, rack = position
    fast = solve_max(table, rack)
    thorough = solve_max(table, rack, fewest_changes=True)
    assert (len(thorough.placed), thorough.value) == (len(fast.placed), fast.value)
    check_solution_conserves(table, rack, thorough.sets, thorough.placed)
    assert thorough.changed_sets == changed_count(table, thorough.sets)
    assert thorough.changed_sets <= fast.changed_sets


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions)
def test_place_mode_can_lay_down_what_max_mode_found(position: tuple[list[list[str]], list[str]]) -> None:
    table, rack = position
    best = solve_max(table, rack)
    solution = solve_place(table, rack, best.placed)
    assert solution is not None
    assert sorted(solution.placed) == sorted(best.placed)
    check_solution_conserves(table, rack, solution.sets, solution.placed)
    assert solution.changed_sets == changed_count(table, solution.sets)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(3, 20))
def test_initial_meld_is_valid_and_reaches_the_minimum(seed: int, rack_size: int) -> None:
    _table, rack = random_position(random.Random(seed), 0, rack_size)
    solution = solve_initial(rack)
    if solution is not None:
        check_solution_conserves([], rack, solution.sets, solution.placed)
        assert solution.value >= 30
        assert solution.changed_sets == 0


# Command line -----------------------------------------------------------------------------------------------------


def test_command_line_answers_each_line_in_order() -> None:
    lines = [
        json.dumps({"id": 1, "table": [["r3", "r4", "r5"]], "rack": ["r2", "b5", "k5"], "mode": "max"}),
        json.dumps({"id": "two", "rack": ["k12", "o12", "r12"], "mode": "initial"}),
        json.dumps({"id": 3, "rack": ["k1", "o1"], "mode": "initial"}),
        "not json",
        json.dumps({"id": 5, "table": [], "rack": ["x1"], "mode": "max"}),
    ]
    out = [json.loads(line) for line in answers(lines)]
    assert [o["id"] for o in out] == [1, "two", 3, None, 5]
    assert sorted(out[0]["placed"]) == ["b5", "k5", "r2"] and out[0]["mode"] == "max"
    assert as_sets(out[0]["sets"]) == as_sets([["r2", "r3", "r4"], ["r5", "b5", "k5"]])
    assert out[1]["sets"] == [["r12", "k12", "o12"]] and out[1]["ms"] >= 0
    assert out[2]["placed"] == [] and out[2]["sets"] == []
    assert "error" in out[3] and "unknown tile" in out[4]["error"]
