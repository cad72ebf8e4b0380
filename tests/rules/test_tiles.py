"""Tile Rummy rules: one test per decision of docs/rules/tiles.md, the worked examples, and helpers
that build positions by hand (also used by the property tests)."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import message_ids
from bot.rules.base import Command, Event, IllegalMove, Outcome
from bot.rules.tiles import PANEL, RULES
from bot.rules.tiles.engine import moved_tiles
from bot.rules.tiles.notation import all_tiles, number_of, parse_tokens, sorted_tiles
from bot.rules.tiles.options import Options
from bot.rules.tiles.rounds import draw_for_first_player
from bot.rules.tiles.scoring import ranking, score_blocked, score_went_out
from bot.rules.tiles.script import parse_script
from bot.rules.tiles.sets import TableSet, build_set
from bot.rules.tiles.state import TilesState
from bot.rules.tiles.turn import check_turn
from bot.rules.tiles.views import TilesPhase


def table_set(source: str) -> TableSet:
    built = build_set(source.split())
    assert isinstance(built, TableSet), built
    return built


def set_problem(source: str) -> str:
    built = build_set(source.split())
    assert isinstance(built, list), built
    return built[0].code


def position(
    table: Sequence[str] = (),
    racks: Sequence[str] = ("", ""),
    opened: Sequence[bool] | None = None,
    turn: int = 0,
    pool: Sequence[str] | None = None,
    preset: str | None = None,
    **overrides: str,
) -> TilesState:
    """A state with these sets on the table and these racks; the pool holds the rest of the tiles unless given."""
    options = RULES.options(preset, overrides)
    state = RULES.new_game(len(racks), options, random.Random(0))
    sets = tuple(table_set(s) for s in table)
    rack_tuples = tuple(sorted_tiles(r.split()) for r in racks)
    if pool is None:
        used = Counter(t for s in sets for t in s.tiles) + Counter(t for r in rack_tuples for t in r)
        pool = list((Counter(all_tiles()) - used).elements())
        random.Random(1).shuffle(pool)
    return replace(
        state,
        table=sets,
        new_marks=tuple((False,) * len(s.tiles) for s in sets),
        racks=rack_tuples,
        opened=tuple(opened) if opened is not None else (True,) * len(racks),
        turn=turn,
        pool=tuple(pool),
    )


def play(state: TilesState, script: str, seat: int | None = None) -> tuple[TilesState, list[Event]]:
    who = state.turn if seat is None else seat
    action = RULES.parse(state, who, Command("play", {"move": script}), "en")
    return RULES.apply(state, who, action, random.Random(2))


def command(state: TilesState, name: str, seat: int | None = None, **args: str) -> tuple[TilesState, list[Event]]:
    who = state.turn if seat is None else seat
    action = RULES.parse(state, who, Command(name, args), "en")
    return RULES.apply(state, who, action, random.Random(2))


def table_text(state: TilesState) -> list[str]:
    return [" ".join(s.tiles) for s in state.table]


def codes(error: Any) -> list[str]:
    return [p.code for p in error.problems]


def refused(state: TilesState, script: str) -> list[str]:
    with pytest.raises(IllegalMove) as caught:
        play(state, script)
    return codes(caught.value)


# ---- components and setup ---------------------------------------------------------------------------------------


def test_the_game_has_106_tiles_two_of_each_number_and_colour_and_two_jokers() -> None:
    tiles = all_tiles()
    assert len(tiles) == 106
    assert Counter(tiles)["j"] == 2
    assert all(n == 2 for t, n in Counter(tiles).items())


def test_two_to_four_players_get_fourteen_tiles_each() -> None:
    for players in (2, 3, 4):
        state = RULES.new_game(players, RULES.options(None, {}), random.Random(players))
        assert [len(r) for r in state.racks] == [14] * players
        assert len(state.pool) == 106 - 14 * players
    for players in (1, 5):
        with pytest.raises(IllegalMove):
            RULES.new_game(players, RULES.options(None, {}), random.Random(0))


def test_first_player_is_the_highest_draw_and_only_tied_players_draw_again() -> None:
    saw_tie = False
    for seed in range(60):
        starter, draws = draw_for_first_player(4, Options(start_draw_joker="redraw"), random.Random(seed))
        if any(t == "j" for _, t in draws):
            continue
        first_round = draws[:4]
        assert [seat for seat, _ in first_round] == [0, 1, 2, 3]
        top = max(number_of(t) for _, t in first_round)
        tied = {seat for seat, t in first_round if number_of(t) == top}
        assert starter in tied
        if len(tied) == 1:
            assert len(draws) == 4
        else:
            saw_tie = True
            assert {seat for seat, _ in draws[4:]} <= tied
    assert saw_tie


def test_start_draw_joker_redraw_draws_again_and_counts_30_beats_every_number() -> None:
    for seed in range(400):
        _, draws = draw_for_first_player(4, Options(start_draw_joker="redraw"), random.Random(seed))
        if any(t == "j" for _, t in draws):
            seat_with_joker = next(seat for seat, t in draws if t == "j")
            position_of_joker = next(i for i, (_, t) in enumerate(draws) if t == "j")
            assert draws[position_of_joker + 1][0] == seat_with_joker  # the same seat draws again at once
            break
    else:
        pytest.fail("no seed drew a joker")
    for seed in range(400):
        starter, draws = draw_for_first_player(4, Options(start_draw_joker="counts_30"), random.Random(seed))
        if [t for _, t in draws[:4]].count("j") == 1:
            assert starter == next(seat for seat, t in draws[:4] if t == "j")
            assert len(draws) == 4
            return
    pytest.fail("no seed drew exactly one joker")


def test_previous_round_winner_starts_the_next_round() -> None:
    state = position(table=["r1 r2 r3"], racks=["k5 k6 k7", "o1 o2"], turn=1, match_end="rounds:2")
    state = replace(state, turn=0)
    after, events = play(state, "k5 k6 k7")
    assert after.round == 2 and after.turn == 0
    assert any(e.code == "tiles-round-started" and e.seat == 0 for e in events)


def test_next_round_starter_redraw_draws_again() -> None:
    state = position(racks=["k5 k6 k7", "o1 o2"], match_end="rounds:2", next_round_starter="redraw")
    after, _ = play(state, "k5 k6 k7")
    assert after.round == 2 and after.start_draws


# ---- sets --------------------------------------------------------------------------------------------------------


def test_runs_are_three_or_more_consecutive_numbers_of_one_colour() -> None:
    assert table_set("r6 r7 r8 r9").kind == "run"
    assert set_problem("r1 r2 r4") == "tiles-run-gap"
    assert set_problem("r1 r2 b3") == "tiles-set-mixed"
    assert set_problem("r1 r2") == "tiles-set-too-short"


def test_groups_are_three_or_four_distinct_colours_of_one_number() -> None:
    assert table_set("r3 b3 k3 o3").kind == "group"
    assert set_problem("r1 r1 b1") == "tiles-group-colour-repeat"
    assert set_problem("r3 b3 k3 o3 j") == "tiles-group-too-long"


def test_one_never_follows_thirteen() -> None:
    assert set_problem("r12 r13 r1") == "tiles-run-wraps"


def test_run_joker_identity_comes_from_its_position_and_the_player_places_an_end_joker() -> None:
    assert table_set("r5 r6 j").stands_for()[2] == {"r7"}
    assert table_set("j r5 r6").stands_for()[0] == {"r4"}
    assert table_set("r5 r6 j=r4").tiles == ("j", "r5", "r6")
    assert set_problem("r5 j r6") == "tiles-joker-ambiguous"


def test_group_joker_stands_for_the_missing_colours_recomputed_when_the_group_changes() -> None:
    assert table_set("b10 j o10").joker_identities() == (frozenset({"r10", "k10"}),)
    assert table_set("b10 j o10 k10").joker_identities() == (frozenset({"r10"}),)


def test_a_joker_never_stands_for_0_or_14_so_its_place_comes_from_the_set_not_the_typed_order() -> None:
    """Typed after a 13 (or before a 1), a joker has one reading only: the other end of the run."""
    assert table_set("r12 r13 j").tiles == ("j", "r12", "r13")
    assert table_set("r12 r13 j").stands_for()[0] == {"r11"}
    assert table_set("j r1 r2").stands_for()[2] == {"r3"}
    assert table_set("r12 r13 j j").stands_for()[:2] == (frozenset({"r10"}), frozenset({"r11"}))
    assert table_set("r1 r2 j").stands_for()[2] == {"r3"}
    assert table_set("j r12 r13").stands_for()[0] == {"r11"}
    _, unknown = parse_tokens("j=r0 j=r14")
    assert unknown == ["j=r0", "j=r14"]


def test_two_jokers_with_one_tile_must_be_declared_group_or_run() -> None:
    assert set_problem("j j r5") == "tiles-joker-ambiguous"
    assert table_set("j=b5 j r5").kind == "group"
    assert table_set("j=r3 j r5").stands_for()[:2] == (frozenset({"r3"}), frozenset({"r4"}))


def test_a_set_cannot_be_jokers_only() -> None:
    assert set_problem("j j j") == "tiles-set-only-jokers"


# ---- turns ---------------------------------------------------------------------------------------------------------


def test_drawing_takes_one_tile_and_ends_the_turn() -> None:
    state = position(racks=["r1", "b1"], pool=["k9", "o4"])
    after, events = command(state, "draw")
    assert after.racks[0] == ("r1", "o4") and after.turn == 1 and after.pool == ("k9",)
    assert [e.private_to for e in events if e.code == "tiles-drew-tile"] == [0]


def test_a_play_needs_at_least_one_tile_from_the_rack() -> None:
    state = position(table=["r1 r2 r3 r4"], racks=["b9", "b1"])
    assert "tiles-no-rack-tile" in refused(state, "#1 = r1 r2 r3 r4")


def test_initial_meld_needs_30_points_from_the_rack() -> None:
    state = position(racks=["r1 r2 r3 k10 b10 o10", "b1"], opened=[False, False])
    assert refused(state, "r1 r2 r3") == ["tiles-initial-meld-too-low"]
    after, events = play(state, "k10 b10 o10")
    assert after.opened[0] and events[0].code == "tiles-initial-meld" and events[0].params["points"] == 30


def test_initial_meld_minimum_is_an_option() -> None:
    state = position(racks=["k10 b10 o10", "b1"], opened=[False, False], initial_meld_min="50")
    assert refused(state, "k10 b10 o10") == ["tiles-initial-meld-too-low"]


def test_a_joker_in_the_initial_meld_counts_what_it_stands_for() -> None:
    state = position(racks=["r9 r10 j b1", "b1"], opened=[False, False])
    after, _ = play(state, "r9 r10 j")
    assert after.opened[0]


def test_no_table_play_on_the_opening_turn() -> None:
    state = position(table=["r1 r2 r3"], racks=["k10 b10 o10 r4", "b1"], opened=[False, False])
    assert refused(state, "k10 b10 o10; #1 + r4") == ["tiles-table-before-opening"]


def test_opening_turn_table_play_option_allows_it_but_points_still_come_from_the_rack() -> None:
    state = position(
        table=["r1 r2 r3"], racks=["k10 b10 o10 r4 k1", "b1"], opened=[False, False], opening_turn_table_play="true"
    )
    after, _ = play(state, "k10 b10 o10; #1 + r4")
    assert table_text(after) == ["r1 r2 r3 r4", "b10 k10 o10"]
    state = position(table=["r10 r11 r12 r13"], racks=["k10 b10", "b1"], opened=[False, False],
                     opening_turn_table_play="true")
    assert refused(state, "#1 - r10; r10 k10 b10") == ["tiles-initial-meld-too-low"]


def test_harvested_tiles_must_be_played_this_turn() -> None:
    state = position(table=["r3 r4 r5"], racks=["r6", "b1"])
    assert refused(state, "#1 + r6; #1 - r3") == ["tiles-harvested-not-used"]


def test_tiles_not_on_the_rack_cannot_be_played() -> None:
    state = position(racks=["r1 r2", "b1"])
    assert "tiles-not-in-rack" in refused(state, "r1 r2 r3")


def test_every_problem_is_reported_at_once_per_set() -> None:
    state = position(table=["r3 r4 r5"], racks=["b1 b2 b4 k7 o7 r9", "b1"])
    with pytest.raises(IllegalMove) as caught:
        play(state, "b1 b2 b4; k7 o7; #1 + r9; #7 + b1")
    found = {(p.code, p.params.get("set", p.params.get("number"))) for p in caught.value.problems}
    assert found == {
        ("tiles-no-such-set", 7),
        ("tiles-run-gap", "b1 b2 b4"),
        ("tiles-set-too-short", "k7 o7"),
        ("tiles-run-gap", "r3 r4 r5 r9"),
    }


def test_a_refused_script_changes_nothing() -> None:
    state = position(table=["r3 r4 r5"], racks=["r6 b9", "b1"])
    before = RULES.state_to_json(state)
    refused(state, "#1 + r6 b9")
    assert RULES.state_to_json(state) == before


def test_acting_out_of_turn_is_refused() -> None:
    state = position(racks=["r1", "b1"])
    with pytest.raises(IllegalMove) as caught:
        command(state, "draw", seat=1)
    assert caught.value.code == "not-your-turn"


# ---- worked examples --------------------------------------------------------------------------------------------------


def test_seed_example_3_4_5_plus_own_2_5_5_gives_2_3_4_and_5_5_5() -> None:
    state = position(table=["r3 r4 r5"], racks=["r2 b5 k5 o9", "b1"])
    after, _ = play(state, "#1 = r2 r3 r4; r5 b5 k5")
    assert table_text(after) == ["r2 r3 r4", "r5 b5 k5"]
    assert after.racks[0] == ("o9",)
    assert after.new_marks == ((True, False, False), (False, True, True))


def test_seed_example_splitting_b6_to_b10_with_an_own_b8() -> None:
    state = position(table=["b6 b7 b8 b9 b10"], racks=["b8 o1", "b1"])
    after, _ = play(state, "#1 - b9 b10; b8 b9 b10")
    assert table_text(after) == ["b6 b7 b8", "b8 b9 b10"]


def test_seed_example_fourth_colour_swapped_into_a_group() -> None:
    state = position(table=["b6 r6 o6", "r7 r8 r9"], racks=["k6 o1", "b1"])
    after, _ = play(state, "#1 + k6; #1 - r6; #2 + r6")
    assert table_text(after) == ["b6 k6 o6", "r6 r7 r8 r9"]


def test_seed_example_joker_replaced_by_b5_and_reused_with_r7_o7() -> None:
    state = position(table=["b3 b4 j"], racks=["b5 r7 o7 k1", "b1"])
    after, events = play(state, "#1 + b5; j r7 o7")
    assert table_text(after) == ["b3 b4 b5", "r7 o7 j"]
    assert any(e.code == "tiles-joker-freed" for e in events)


def test_seed_example_shifting_a_run_harvests_its_end() -> None:
    state = position(table=["r3 r4 r5"], racks=["r6 b3 k3 o9", "b1"])
    after, _ = play(state, "#1 + r6; #1 - r3; r3 b3 k3")
    assert table_text(after) == ["r4 r5 r6", "r3 b3 k3"]


# ---- jokers ----------------------------------------------------------------------------------------------------------


def test_a_freed_joker_must_end_in_a_set_with_two_tiles_from_the_rack() -> None:
    state = position(table=["b3 b4 j", "r8 r9 r10"], racks=["b5 r7", "b1"])
    assert refused(state, "#1 + b5; #2 + r7 j=r11") == ["tiles-freed-joker-needs-rack-tiles"]


def test_moving_a_joker_without_changing_what_it_stands_for_is_free() -> None:
    state = position(table=["r4 r5 j r7 r8"], racks=["r6 k1", "b1"])
    after, events = play(state, "#1 = r4 r5 j; r6 r7 r8")
    assert table_text(after) == ["r4 r5 j", "r6 r7 r8"]
    assert not any(e.code == "tiles-joker-freed" for e in events)


def test_joker_retrieval_only_after_the_initial_meld() -> None:
    state = position(
        table=["b3 b4 j"], racks=["b5 r10 o10 k10", "b1"], opened=[False, False], opening_turn_table_play="true"
    )
    assert "tiles-joker-before-opening" in refused(state, "#1 + b5; j r10 o10 k10")


@pytest.mark.parametrize(
    "script",
    [
        "#1 + b8; #2 - r8; j r8 k8",  # the tile it stands for takes its place
        "#1 - j; #1 + b8; #2 - r8; j r8 k8",  # taken out with -, then replaced
        "#1 = b6 b7 b8; #2 - r8; j r8 k8",  # its set restated without it
        "#2 - r8; j r8 k8; #1 = b6 b7 b8",  # the same in another order
    ],
)
def test_a_replaced_joker_is_freed_even_where_it_could_still_stand_for_the_same_tile(script: str) -> None:
    """In r8 k8 j the joker may be b8 again, but the real b8 took its place: it was freed, so it needs two rack
    tiles beside it, and k8 is the only one."""
    state = position(table=["b6 b7 j", "r8 r9 r10 r11"], racks=["b8 k8 o1", "b1"])
    assert refused(state, script) == ["tiles-freed-joker-needs-rack-tiles"]
    two_from_the_rack = position(table=["b6 b7 j", "r8 r9 r10 r11"], racks=["b8 k8 o8 o1", "b1"])
    after, events = play(two_from_the_rack, script.replace("j r8 k8", "j r8 k8 o8"))
    assert sorted(table_text(after)) == ["b6 b7 b8", "r8 k8 o8 j", "r9 r10 r11"]
    assert any(e.code == "tiles-joker-freed" for e in events)


def test_a_group_joker_replaced_by_either_missing_colour_is_freed() -> None:
    # b10 o10 j: the joker is r10 or k10. k10 completes the group, so the joker (still possibly r10) was freed.
    state = position(table=["b10 o10 j", "k11 r11 o11 b11"], racks=["k10 r12 o1", "b1"])
    assert refused(state, "#1 + k10; #1 - j; #2 - r11; j r11 r12") == ["tiles-freed-joker-needs-rack-tiles"]


def test_a_joker_moved_to_another_set_keeping_its_number_and_colour_is_free() -> None:
    """Seed 002: a joker may be moved on the table without the special conditions as long as its number and
    colour do not change. r3 r4 r5 j: the joker is r6; in j r7 r8 r9 it is r6 still, beside one rack tile."""
    state = position(table=["r3 r4 r5 j", "r7 r8 r9"], racks=["r10 k1", "b1"])
    after, events = play(state, "#1 - j; #2 = j r7 r8 r9 r10")
    assert table_text(after) == ["r3 r4 r5", "j r7 r8 r9 r10"]
    assert not any(e.code == "tiles-joker-freed" for e in events)


def test_a_joker_taken_away_into_a_group_where_it_may_still_be_the_same_tile_is_free() -> None:
    # b5 b6 b7 j: the joker is b8; in r8 k8 j it may be b8 or o8, so it kept its number and colour.
    state = position(table=["b5 b6 b7 j", "r8 r9 r10 r11"], racks=["k8 o1", "b1"])
    after, events = play(state, "#1 - j; #2 - r8; j r8 k8")
    assert sorted(table_text(after)) == ["b5 b6 b7", "r8 k8 j", "r9 r10 r11"]
    assert not any(e.code == "tiles-joker-freed" for e in events)


def test_a_joker_left_without_its_set_by_splitting_keeps_its_tile_and_moves_freely() -> None:
    # r4 j r6: the joker is r5. Its companions go elsewhere; in b5 k5 j it may still be r5, beside one rack tile.
    table = ["r4 j r6", "r1 r2 r3", "r7 r8 r9", "k5 k6 k7 k8"]
    after, events = play(position(table=table, racks=["b5 o1", "b1"]), "#1 = ; #2 + r4; #3 + r6; #4 - k5; j b5 k5")
    assert table_text(after)[-1] == "b5 k5 j" and not any(e.code == "tiles-joker-freed" for e in events)


def test_a_joker_moved_to_stand_for_another_tile_needs_two_rack_tiles_beside_it() -> None:
    # r3 r4 r5 j: the joker is r6; at the end of r7 r8 r9 it would be r10, a change, with one rack tile only.
    state = position(table=["r3 r4 r5 j", "r7 r8 r9"], racks=["r11 r12 k1", "b1"])
    assert refused(state, "#1 - j; #2 + j r11") == ["tiles-freed-joker-needs-rack-tiles"]
    after, events = play(state, "#1 - j; #2 + j r11 r12")
    assert table_text(after) == ["r3 r4 r5", "r7 r8 r9 j r11 r12"]
    assert any(e.code == "tiles-joker-freed" for e in events)


def test_a_joker_moved_with_its_companions_is_not_freed() -> None:
    # Split: r4 r5 j r7 r8 becomes r3 r4 r5 and j r7 r8; the joker still stands for r6 beside r7 and r8.
    state = position(table=["r4 r5 j r7 r8"], racks=["r3 k1", "b1"])
    after, events = play(state, "#1 = r3 r4 r5; j r7 r8")
    assert table_text(after) == ["r3 r4 r5", "j r7 r8"]
    assert not any(e.code == "tiles-joker-freed" for e in events)
    # Shifted: r5 r6 j gains r8 and loses r5 (to a new group); the joker still stands for r7 beside r6.
    shifted = position(table=["r5 r6 j"], racks=["r8 b5 k5 k1", "b1"])
    after, events = play(shifted, "#1 + r8; #1 - r5; r5 b5 k5")
    assert table_text(after) == ["r6 j r8", "r5 b5 k5"]
    assert not any(e.code == "tiles-joker-freed" for e in events)


@pytest.mark.parametrize("script", ["#1 + b5; j r10 o10 k10", "#1 - j; j r10 o10 k10", "#1 = b3 b4 b5; j r10 o10 k10"])
def test_before_the_initial_meld_a_joker_retrieval_gets_its_own_reason_alone(script: str) -> None:
    state = position(table=["b3 b4 j"], racks=["b5 r10 o10 k10", "b1"], opened=[False, False])
    with pytest.raises(IllegalMove) as caught:
        play(state, script)
    assert codes(caught.value) == ["tiles-joker-before-opening"]
    assert caught.value.params == {"set": "b3 b4 j"}


def test_joker_replacement_source_rack_only_refuses_a_table_tile() -> None:
    table = ["b3 b4 j", "b5 b6 b7 b8"]
    strict = position(table=table, racks=["r7 o7", "b1"], joker_replacement_source="rack_only")
    assert refused(strict, "#2 - b5; #1 + b5; j r7 o7") == ["tiles-joker-replaced-from-table"]
    loose = position(table=table, racks=["r7 o7 k1", "b1"], joker_replacement_source="rack_or_table")
    after, _ = play(loose, "#2 - b5; #1 + b5; j r7 o7")
    assert table_text(after) == ["b3 b4 b5", "b6 b7 b8", "r7 o7 j"]


def test_a_joker_freed_by_splitting_its_set_needs_no_replacement() -> None:
    state = position(
        table=["r4 j r6", "r1 r2 r3", "r7 r8 r9"], racks=["b7 k7 o1", "b1"], joker_replacement_source="rack_only"
    )
    after, _ = play(state, "#1 = ; #2 + r4; #3 + r6; j b7 k7")
    assert table_text(after) == ["r1 r2 r3 r4", "r6 r7 r8 r9", "b7 k7 j"]


def test_group3_joker_lock_needs_both_missing_colours() -> None:
    table = ["b10 o10 j"]
    locked = position(table=table, racks=["r10 r3 b3 k1", "b1"], group3_joker_lock="true")
    assert "tiles-joker-group-locked" in refused(locked, "#1 + r10; #1 - j; r3 b3 j")
    unlocked = position(table=table, racks=["r10 r3 b3 k1", "b1"])
    after, _ = play(unlocked, "#1 + r10; #1 - j; r3 b3 j")
    assert table_text(after) == ["r10 b10 o10", "r3 b3 j"]


def test_locked_joker_sets_may_only_be_extended() -> None:
    state = position(table=["r4 j r6 r7"], racks=["r8 r9 r10", "b1"], locked_joker_sets="true")
    after, _ = play(state, "#1 + r8")
    assert table_text(after) == ["r4 j r6 r7 r8"]
    assert refused(state, "#1 - r7; r7 r8 r9 r10") == ["tiles-joker-set-locked"]


def test_adding_the_exact_tile_a_joker_stands_for_in_a_full_group_swaps_the_joker_out() -> None:
    state = position(table=["r5 b5 o5 j"], racks=["k5 r1 r2 o9", "b1"])
    after, _ = play(state, "#1 + k5; r1 r2 j")
    assert table_text(after) == ["r5 b5 k5 o5", "r1 r2 j"]


# ---- must play (options A/B/C) ----------------------------------------------------------------------------------------


def test_must_play_c_always_allows_drawing() -> None:
    state = position(table=["r1 r2 r3"], racks=["r4", "b1"], must_play="C")
    after, _ = command(state, "draw")
    assert len(after.racks[0]) == 2


def test_must_play_b_refuses_a_draw_when_a_play_exists_but_not_everything_must_go() -> None:
    state = position(table=["r1 r2 r3"], racks=["r4 r5 k9", "b1"], must_play="B")
    with pytest.raises(IllegalMove) as caught:
        command(state, "draw")
    assert caught.value.code == "tiles-must-play"
    after, _ = play(state, "#1 + r4")
    assert after.racks[0] == ("r5", "k9")


def test_must_play_b_allows_drawing_when_nothing_can_be_played() -> None:
    state = position(table=["r1 r2 r3"], racks=["k9", "b1"], must_play="B")
    after, _ = command(state, "draw")
    assert len(after.racks[0]) == 2


def test_must_play_a_refuses_a_play_that_places_fewer_tiles_than_possible() -> None:
    state = position(table=["r1 r2 r3"], racks=["r4 r5 k9", "b1"], must_play="A")
    with pytest.raises(IllegalMove) as caught:
        play(state, "#1 + r4")
    assert caught.value.code == "tiles-must-play-more" and caught.value.params["count"] == 2
    after, _ = play(state, "#1 + r4 r5")
    assert after.racks[0] == ("k9",)


# ---- errors, time limit, penalties -------------------------------------------------------------------------------------


def test_invalid_submission_is_refused_without_penalty_by_default() -> None:
    state = position(table=["r3 r4 r5"], racks=["b9", "b1"], preset="ambassador")
    assert refused(state, "#1 + b9") == ["tiles-set-mixed"]
    assert state.racks[0] == ("b9",) and state.turn == 0


def test_strict_invalid_submit_restores_the_table_and_draws_three_penalty_tiles() -> None:
    state = position(table=["r3 r4 r5"], racks=["b9", "b1"], preset="official")
    after, events = play(state, "#1 + b9")
    assert table_text(after) == ["r3 r4 r5"] and len(after.racks[0]) == 4 and after.turn == 1
    assert events[0].code == "tiles-penalty" and events[0].params["count"] == 3


def test_penalty_with_fewer_than_three_tiles_in_the_pool_draws_what_is_left() -> None:
    state = position(table=["r3 r4 r5"], racks=["b9", "b1"], pool=["k2"], strict_invalid_submit="true")
    after, _ = play(state, "#1 + b9")
    assert after.racks[0] == ("b9", "k2") and after.pool == ()


def test_timeout_draws_one_tile() -> None:
    state = position(racks=["r1", "b1"], pool=["k9", "o4"], must_play="B")
    action = RULES.timeout_action(state, 0)
    after, events = RULES.apply(state, 0, action, random.Random(0))
    assert after.racks[0] == ("r1", "o4") and after.turn == 1
    assert events[0].code == "tiles-timed-out"


# ---- end of round, scoring, match ---------------------------------------------------------------------------------------


def test_going_out_scores_losers_minus_their_rack_and_the_winner_the_sum() -> None:
    assert score_went_out(0, [[], ["r5"], ["b3", "k7"], ["o3"]]) == (18, -5, -10, -3)
    assert score_went_out(1, [["j"], []]) == (-30, 30)


def test_emptying_the_rack_ends_the_round_even_on_the_opening_turn() -> None:
    state = position(racks=["r10 r11 r12", "b1 j"], opened=[False, False], match_end="rounds:1")
    after, events = play(state, "r10 r11 r12")
    assert after.over and after.scores == (31, -31)
    assert any(e.code == "tiles-rummikub" for e in events)
    assert RULES.outcome(after) == Outcome(scores=(31, -31), ranking=(1, 2))


def test_with_an_empty_pool_a_draw_is_a_pass_and_a_full_circuit_of_passes_ends_the_round() -> None:
    state = position(racks=["r1 r2", "b9", "k5 k6 k7 k8"], pool=[], match_end="rounds:1")
    for _ in range(2):
        state, events = command(state, "draw")
        assert events[0].code == "tiles-passed" and not state.over
    state, events = command(state, "draw")
    assert state.over and state.last_round is not None and state.last_round.blocked


def test_blocked_round_lowest_points_difference() -> None:
    winners, points = score_blocked([["r1", "r2"], ["b9"], ["k5", "k6", "k7"]], "lowest_points_difference", 0)
    assert winners == (0,) and points == (6 + 15, -6, -15)


def test_blocked_round_fewest_tiles_usual() -> None:
    winners, points = score_blocked([["r1", "r2"], ["b9"], ["k5", "k6", "k7"]], "fewest_tiles_usual", 0)
    assert winners == (1,) and points == (-3, 21, -18)


def test_blocked_round_ties_break_on_the_other_criterion_then_share_the_win() -> None:
    winners, _ = score_blocked([["r1", "r2"], ["b3"], ["k5"]], "lowest_points_difference", 0)
    assert winners == (1,)  # 3 points each for seats 0 and 1: fewer tiles wins
    winners, points = score_blocked([["r3"], ["b3"], ["k5", "k6"]], "lowest_points_difference", 0)
    assert winners == (0, 1) and points == (4, 4, -8)
    winners, points = score_blocked([["r3"], ["b3"], ["k4", "k5"]], "lowest_points_difference", 0)
    assert points == (3, 3, -6)
    winners, points = score_blocked([["r3"], ["b3"], ["k5"]], "fewest_tiles_usual", 0)
    assert winners == (0, 1) and sum(points) == 0 and points[2] == -5 and points[1] == 3  # remainder after seat 0


def test_match_of_n_rounds_and_match_to_a_target() -> None:
    assert Options(match_end="rounds").rounds_or_target(3) == ("rounds", 3)
    state = position(racks=["r10 r11 r12", "b2"], opened=[True, True], match_end="target:100")
    after, _ = play(state, "r10 r11 r12")
    assert not after.over and after.round == 2 and after.scores == (2, -2)
    state = position(racks=["r10 r11 r12", "b2"], opened=[True, True], match_end="target:1")
    after, _ = play(state, "r10 r11 r12")
    assert after.over


def test_match_tie_goes_to_more_rounds_won_then_is_shared() -> None:
    assert ranking((10, 10, -20), (2, 1, 0)) == (1, 2, 3)
    assert ranking((10, 10, -20), (1, 1, 0)) == (1, 1, 3)


# ---- options, notation, commands, views ---------------------------------------------------------------------------------


def test_presets_follow_the_project_decisions() -> None:
    ambassador, official, house = (RULES.options(p, {}) for p in ("ambassador", "official", "house"))
    assert RULES.presets[0] == "ambassador"
    assert (ambassador["blocked_round_scoring"], official["blocked_round_scoring"]) == (
        "fewest_tiles_usual",
        "lowest_points_difference",
    )
    assert (ambassador["joker_replacement_source"], official["joker_replacement_source"]) == (
        "rack_or_table",
        "rack_only",
    )
    assert (ambassador["start_draw_joker"], official["start_draw_joker"]) == ("counts_30", "redraw")
    assert (ambassador["must_play"], official["must_play"], house["must_play"]) == ("C", "C", "B")
    assert (ambassador["strict_invalid_submit"], official["strict_invalid_submit"]) == (False, True)
    assert (ambassador["turn_time_limit_s"], official["turn_time_limit_s"], house["turn_time_limit_s"]) == (120, 60, 120)
    assert not any(o["opening_turn_table_play"] for o in (ambassador, official, house))


def test_options_are_set_one_by_one_over_a_preset_and_bad_ones_are_all_reported() -> None:
    options = RULES.options("official", {"must_play": "a", "initial_meld_min": "50"})
    assert options["must_play"] == "A" and options["initial_meld_min"] == 50
    assert options["joker_replacement_source"] == "rack_only"
    with pytest.raises(IllegalMove) as caught:
        RULES.options(None, {"must_play": "D", "colour": "x"})
    assert [p.params["option"] for p in caught.value.problems] == ["must_play", "colour"]


def test_notation_accepts_n_for_black_jokers_and_colour_words() -> None:
    tokens, unknown = parse_tokens("R5, n13 rouge 7 red8 jk * joker j=b5")
    assert tokens == ["r5", "k13", "r7", "r8", "j", "j", "j", "j=b5"] and unknown == []


def test_script_problems_are_all_reported_when_parsing() -> None:
    state = position(racks=["r1", "b1"])
    with pytest.raises(IllegalMove) as caught:
        RULES.parse(state, 0, Command("play", {"move": "r5 zz; #2 +; x9"}), "en")
    assert codes(caught.value) == ["tiles-script-not-understood", "tiles-script-no-tiles", "tiles-script-not-understood"]


def test_a_command_tiles_does_not_have_is_unknown() -> None:
    with pytest.raises(IllegalMove) as caught:
        RULES.parse(position(), 0, Command("knock", {"card": "r5"}), "en")
    assert caught.value.code == "unknown-command"


def test_view_shows_numbered_sets_new_tiles_counts_and_only_the_own_rack() -> None:
    state = position(table=["r3 r4 r5", "b1 b2 b3"], racks=["r6 k9", "o1 o2 o3"])
    state, _ = play(state, "#1 + r6")
    mine = RULES.view(state, 0)
    theirs = RULES.view(state, 1)
    spectator = RULES.view(state, None)
    assert [s.number for s in mine.sets] == [1, 2] and mine.sets[0].new == (False, False, False, True)
    assert mine.rack == ("k9",) and theirs.rack == ("o1", "o2", "o3") and spectator.rack == ()
    assert [p.tile_count for p in spectator.players] == [1, 3] and spectator.to_act == 1
    assert RULES.hand_text(mine) == "k9" and RULES.hand_text(spectator) == ""
    assert "k9" not in json.dumps(RULES.view_to_json(theirs))


def test_view_tells_what_each_joker_stands_for() -> None:
    view = RULES.view(position(table=["r5 r6 j", "b10 o10 j"]), None)
    assert view.sets[0].stands_for == ("", "", "r7") and view.sets[1].stands_for == ("", "", "r10/k10")


def test_hint_answers_privately_with_a_script_that_plays() -> None:
    state = position(table=["r3 r4 r5"], racks=["r6 r7 k1", "b1"])
    same, events = command(state, "hint")
    assert same == state and events[0].code == "tiles-hint" and events[0].private_to == 0
    after, _ = play(state, str(events[0].params["script"]))
    assert after.racks[0] == ("k1",)


def test_place_lays_down_exactly_the_wanted_tiles() -> None:
    state = position(table=["r3 r4 r5", "b7 k7 o7"], racks=["r6 r7 k1", "b1"])
    after, _ = command(state, "place", tiles="r7 r6")
    assert after.racks[0] == ("k1",)
    with pytest.raises(IllegalMove) as caught:
        command(state, "place", tiles="k1")
    assert caught.value.code == "tiles-cannot-place"
    with pytest.raises(IllegalMove) as caught:
        command(state, "place", tiles="b13")
    assert caught.value.code == "tiles-not-in-rack"


def test_controls_offer_draw_hint_and_auto_place_to_the_seat_to_act_only() -> None:
    state = position(table=["r2 r3 r4"], racks=["r1 b9", "b1"])  # auto-place offers r1 (it fits), not b9

    def offered(state: TilesState) -> list[str]:  # the turn builder's taps are tested in test_tiles_builder.py
        return [c.command for c in PANEL.controls(state, 0) if not c.command.startswith("tile_")]

    assert offered(state) == ["draw", "hint", "place"]
    assert PANEL.controls(state, 0)[-1].choices == ("r1",)
    assert offered(replace(state, opened=(False, False))) == ["draw", "hint"]
    assert PANEL.controls(state, 1) == []
    assert PANEL.controls(replace(state, pool=()), 0)[0].label == "ctl-tiles-pass"


def test_every_code_has_a_message_in_both_languages() -> None:
    source = "".join(p.read_text() for p in Path("bot/rules/tiles").glob("*.py"))
    problems = set(re.findall(r'Problem\(\s*"(tiles-[a-z0-9-]+)"', source))
    problems |= set(re.findall(r'IllegalMove\(\s*"(tiles-[a-z0-9-]+)"', source))
    events = set(re.findall(r'Event\(\s*"(tiles-[a-z0-9-]+)"', source))
    labels = set(re.findall(r'"(ctl-tiles-[a-z-]+)"', source))
    assert len(problems) > 25 and len(events) > 15
    for locale in ("en", "fr"):
        ids = message_ids(locale)
        missing = {f"err-{c}" for c in problems} | {f"ev-{c}" for c in events} | labels | {"rules-tiles"}
        assert missing - ids == set()


def test_meld_and_layoff_commands_work_as_in_the_card_games() -> None:
    state = position(table=["r3 r4 r5"], racks=["r6 b9 k9 o9 k1", "b1"])
    after, _ = command(state, "meld", cards="b9 k9 o9")
    assert table_text(after) == ["r3 r4 r5", "b9 k9 o9"]
    after, _ = command(state, "layoff", cards="r6", meld="1")
    assert table_text(after) == ["r3 r4 r5 r6"]
    after, _ = play(state, "b9 k9 o9 | #1 + r6")
    assert after.racks[0] == ("k1",)
    with pytest.raises(IllegalMove) as caught:
        command(state, "meld", cards="#1 + r6")
    assert caught.value.code == "tiles-meld-new-sets-only"


def test_nothing_is_accepted_once_the_match_is_over() -> None:
    state = position(racks=["r10 r11 r12", "b2"], match_end="rounds:1")
    over, _ = play(state, "r10 r11 r12")
    assert RULES.to_act(over) == () and RULES.legal(over, 1) == [] and PANEL.controls(over, 1) == []
    with pytest.raises(IllegalMove) as caught:
        command(over, "draw", seat=1)
    assert caught.value.code == "tiles-game-over"
    assert RULES.status(RULES.view(over, None)).code == "tiles-status-over"


def test_hint_says_draw_when_nothing_can_be_played() -> None:
    state = position(table=["r3 r4 r5"], racks=["k9 b1", "o1"])
    _, events = command(state, "hint")
    assert events[0].code == "tiles-hint-none" and events[0].private_to == 0


def test_turn_time_limit_is_60_120_or_none_and_the_view_shows_it() -> None:
    for value in ("60", "120", "0"):
        state = position(turn_time_limit_s=value)
        assert RULES.view(state, None).turn_time_limit_s == int(value)
    with pytest.raises(IllegalMove):
        RULES.options(None, {"turn_time_limit_s": "-5"})


def test_a_group_of_one_tile_and_two_jokers_stays_a_group_through_later_turns() -> None:
    state = position(racks=["r10 j j k1 k2 k3 o9", "b1"], opened=[False, False])
    state, _ = play(state, "r10 j=b10 j")
    state = replace(state, turn=0)
    after, _ = play(state, "k1 k2 k3")
    assert table_text(after) == ["r10 j j", "k1 k2 k3"] and after.table[0].kind == "group"


def test_an_opening_turn_that_touches_the_table_and_falls_short_gets_both_reasons() -> None:
    state = position(table=["r1 r2 r3"], racks=["k4 b4 o4 r4 k1", "b1"], opened=[False, False])
    assert sorted(refused(state, "k4 b4 o4; #1 + r4")) == ["tiles-initial-meld-too-low", "tiles-table-before-opening"]


def test_a_drawn_tile_cannot_be_played_the_same_turn() -> None:
    state = position(table=["r3 r4 r5"], racks=["k9", "b1"], pool=["r6"])
    after, _ = command(state, "draw")
    assert after.racks[0] == ("r6", "k9") and after.turn == 1
    with pytest.raises(IllegalMove) as caught:
        play(after, "#1 + r6", seat=0)
    assert caught.value.code == "not-your-turn"


def test_must_play_b_before_opening_means_an_initial_meld_exists() -> None:
    can_open = position(racks=["r10 r11 r12 k1", "b1"], opened=[False, False], must_play="B")
    with pytest.raises(IllegalMove):
        command(can_open, "draw")
    cannot_open = position(racks=["r1 r2 r3 k1", "b1"], opened=[False, False], must_play="B")
    after, _ = command(cannot_open, "draw")
    assert len(after.racks[0]) == 5


def test_a_joker_in_a_three_group_is_freed_by_either_missing_colour() -> None:
    for colour in ("r", "k"):
        state = position(table=["b10 o10 j"], racks=[f"{colour}10 r3 b3 k1", "b1"], joker_replacement_source="rack_only")
        after, _ = play(state, f"#1 + {colour}10; #1 - j; r3 b3 j")
        assert table_text(after)[1] == "r3 b3 j"


def test_the_phase_says_what_the_game_waits_for_and_another_seats_turn_in_progress_stays_hidden() -> None:
    state = RULES.new_game(2, RULES.options(None, {}), random.Random(5))
    seat = state.turn
    assert state.phase is TilesPhase.PLAY and RULES.view(state, seat).phase is TilesPhase.PLAY
    draft = PANEL.tap(state, seat, None, Command("tile_pick", {"tiles": state.racks[seat][0]})).draft
    assert state.phase is TilesPhase.PLAY  # the turn being built is the seat's draft: the game waits as before
    assert PANEL.seat_view(RULES.view(state, seat), state, seat, draft).phase is TilesPhase.BUILDING
    other = 1 - seat
    assert PANEL.seat_view(RULES.view(state, other), state, other, draft).phase is TilesPhase.PLAY, (
        "another seat's build is never shown")
    drawn, _ = RULES.apply(state, seat, RULES.parse(state, seat, Command("draw", {}), "en"), random.Random(1))
    assert drawn.phase is TilesPhase.PLAY and drawn.turn != seat and PANEL.current(drawn, seat, draft) is None


def _result_of(table: Sequence[str], rack: str, script: str) -> Any:
    sets = tuple(build_set(tuple(s.split())) for s in table)
    statements, problems = parse_script(script)
    assert not problems
    return sets, check_turn(sets, tuple(rack.split()), statements, True, Options())


def test_moved_tiles_names_a_table_tile_taken_into_another_set() -> None:
    before, result = _result_of(["k3 k4 k5 k6"], "k7 k8", "#1 - k6 | k6 k7 k8")
    assert moved_tiles(before, result) == ("k6",)


def test_moved_tiles_is_empty_when_rack_tiles_are_only_added() -> None:
    before, result = _result_of(["k3 k4 k5", "r7 b7 o7"], "k6 k7 k8", "#1 + k6")
    assert moved_tiles(before, result) == ()
