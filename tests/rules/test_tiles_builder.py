"""Building a Tile Rummy turn by taps (``bot.rules.tiles.builder``): each operation as a player meets it, the
refusals and their explanations, and properties: nothing is created or lost, undo restores exactly, a build the
engine accepts leaves the same state as the script of the same moves typed."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.rules.base import Command, Control, IllegalMove
from bot.rules.tiles import PANEL, RULES
from bot.rules.tiles import builder as tb
from bot.rules.tiles.actions import HINT, Place, Play
from bot.rules.tiles.builder import TurnBuilder
from bot.rules.tiles.notation import all_tiles, token_tile
from bot.rules.tiles.script import Statement, parse_script
from bot.rules.tiles.sets import TableSet, build_set
from bot.rules.tiles.simple import layoffs, rack_sets
from bot.rules.tiles.state import TilesState
from bot.rules.tiles.turn import check_turn
from bot.texts import label_text
from tests.rules.test_tiles import play, position


def builder_of(state: TilesState, seat: int | None = None) -> TurnBuilder:
    who = state.turn if seat is None else seat
    return tb.start_from_view(RULES.view(state, who))


def ended(state: TilesState, build: TurnBuilder) -> TilesState:
    after, _ = RULES.apply(state, state.turn, build.end_turn(), random.Random(2))
    return after


def refusal(build: TurnBuilder) -> list[tuple[str, dict[str, object]]]:
    with pytest.raises(IllegalMove) as refused:
        build.end_turn()
    return [(p.code, dict(p.params)) for p in refused.value.problems]


def everything(build: TurnBuilder) -> Counter[str]:
    on_table = Counter(token_tile(t) for s in build.sets for t in s.tokens)
    return on_table + Counter(build.rack()) + Counter(build.held())


# ---- one play of each kind -------------------------------------------------------------------------------------


def test_an_opening_of_30_built_by_selecting_then_new_set_is_the_typed_opening() -> None:
    state = position(racks=("r10 r11 r12 k1 k5", "o1 o2"), opened=(False, False))
    build = builder_of(state).select(["r12", "r10", "r11"]).new_set()
    assert build.rack() == ("k1", "k5")
    assert build.preview().opening_points == 33
    assert ended(state, build) == play(state, "r10 r11 r12")[0]


def test_an_opening_below_the_minimum_is_refused_with_its_points() -> None:
    state = position(racks=("r7 r8 r9 k1", "o1 o2"), opened=(False, False))
    build = builder_of(state).new_set(["r7", "r8", "r9"])
    assert refusal(build) == [
        ("tiles-build-changed", {"sets": "#1", "count": 1}),
        ("tiles-initial-meld-too-low", {"value": 24, "minimum": 30}),
    ]


def test_tiles_added_to_a_table_set_extend_it() -> None:
    state = position(table=["b3 b4 b5", "r9 k9 o9"], racks=("b6 b9 k2", "o1 o2"))
    build = builder_of(state).select(["b6"]).add_to(1).add_to(2, ["b9"])
    assert build.changed_numbers() == (1, 2)
    assert [s.text() for s in build.statements()] == ["#1 + b6", "#2 + b9"]
    assert ended(state, build) == play(state, "#1 + b6; #2 + b9")[0]


def test_a_tile_taken_from_a_run_goes_into_a_new_set() -> None:
    state = position(table=["r3 r4 r5 r6"], racks=("b6 k6 o1", "o2 o3"))
    build = builder_of(state).take(1, ["r6"])
    assert build.held() == ("r6",)
    assert build.selected == ("r6",)  # ready to be joined by rack tiles
    build = build.select(["r6", "b6", "k6"]).new_set()
    assert build.held() == ()
    assert ended(state, build) == play(state, "#1 - r6; r6 b6 k6")[0]


def test_a_joker_retrieved_by_its_tile_is_held_then_reused() -> None:
    state = position(table=["r5 j r7"], racks=("r6 b9 k9 o1", "o2 o3"))
    build = builder_of(state).select(["r6"]).add_to(1)
    assert build.held() == ("j",)
    assert build.selected == ("j",)
    build = build.select(["j", "b9", "k9"]).new_set()
    assert [s.text() for s in build.statements()] == ["#1 = r5 r6 r7", "b9 k9 j"]
    assert ended(state, build) == play(state, "#1 + r6; b9 k9 j")[0]


def test_tiles_taken_must_be_used_this_turn() -> None:
    state = position(table=["r3 r4 r5 r6"], racks=("b6 k1", "o2 o3"))
    build = builder_of(state).take(1, ["r6"]).select(["b6"]).new_set()
    problems = refusal(build)
    assert ("tiles-harvested-not-used", {"tiles": "r6"}) in problems


def test_every_invalid_set_is_explained_by_its_number_after_the_sets_changed() -> None:
    state = position(table=["r3 r4 r5 r6", "b9 k9 o9"], racks=("r8 k7 o7 o2", "o3 o4"))
    build = builder_of(state).add_to(1, ["r8"]).new_set(["k7", "o7"])
    assert refusal(build) == [
        ("tiles-build-changed", {"sets": "#1 #3", "count": 2}),
        ("tiles-run-gap", {"set": "#1 r3 r4 r5 r6 r8"}),
        ("tiles-set-too-short", {"set": "#3 k7 o7"}),
    ]
    shown = {s.number: (s.status, s.valid) for s in build.preview().sets}
    assert shown == {1: ("changed", False), 2: ("kept", True), 3: ("new", False)}


def test_a_refused_build_is_kept_so_the_player_can_fix_it() -> None:
    state = position(table=["r3 r4 r5 r6"], racks=("r8 r7", "o3 o4"))
    build = builder_of(state).add_to(1, ["r8"])
    refusal(build)
    fixed = build.add_to(1, ["r7"])
    assert ended(state, fixed) == play(state, "#1 + r7 r8")[0]


def test_before_the_initial_meld_the_table_cannot_be_touched() -> None:
    state = position(table=["r3 r4 r5"], racks=("r6 k1", "o3 o4"), opened=(False, True))
    build = builder_of(state)
    for attempt in (lambda: build.add_to(1, ["r6"]), lambda: build.take(1, ["r3"])):
        with pytest.raises(IllegalMove) as refused:
            attempt()
        assert refused.value.code == "tiles-table-before-opening"


def test_the_opening_turn_may_touch_the_table_when_the_option_says_so() -> None:
    state = position(
        table=["r3 r4 r5"], racks=("r6 k10 o10 b10", "o3 o4"), opened=(False, True), opening_turn_table_play="yes"
    )
    build = builder_of(state).add_to(1, ["r6"]).new_set(["k10", "o10", "b10"])
    assert ended(state, build) == play(state, "#1 + r6; b10 k10 o10")[0]


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda b: b.new_set(), "tiles-build-select-first"),
        (lambda b: b.select(["r9"]), "tiles-not-in-rack"),
        (lambda b: b.new_set(["r6", "r6"]), "tiles-not-in-rack"),
        (lambda b: b.add_to(4, ["r6"]), "tiles-no-such-set"),
        (lambda b: b.take(1, ["k3"]), "tiles-not-in-set"),
        (lambda b: b.undo(), "tiles-build-nothing-to-undo"),
        (lambda b: b.choose_reading(1, 0), "tiles-build-no-such-reading"),
    ],
)
def test_an_impossible_tap_is_refused_and_changes_nothing(make: object, code: str) -> None:
    state = position(table=["r3 r4 r5"], racks=("r6 k1", "o3 o4"))
    build = builder_of(state)
    with pytest.raises(IllegalMove) as refused:
        make(build)  # type: ignore[operator]
    assert refused.value.code == code


def test_a_joker_at_the_free_end_of_a_run_can_be_read_at_either_end() -> None:
    state = position(racks=("r5 r6 j k1", "o3 o4"))
    build = builder_of(state).new_set(["j", "r5", "r6"])
    assert {s.tiles for s in build.readings(1)} == {("r5", "r6", "j"), ("j", "r5", "r6")}
    before = next(i for i, s in enumerate(build.readings(1)) if s.tiles[0] == "j")
    build = build.choose_reading(1, before)
    assert build.preview().sets[0].stands_for == ("r4", "", "")
    assert ended(state, build) == play(state, "j=r4 r5 r6")[0]


def test_a_joker_moved_by_taps_to_another_set_keeping_its_tile_needs_no_two_rack_tiles() -> None:
    # r3 r4 r5 j: the joker is r6; tapped onto r7 r8 r9 with one rack tile and read as r6 there, it only moved.
    state = position(table=["r3 r4 r5 j", "r7 r8 r9"], racks=("r10 k1", "o3 o4"))
    build = builder_of(state).take(1, ["j"]).add_to(2, ["j", "r10"])
    as_r6 = next(i for i, s in enumerate(build.readings(2)) if s.tiles[0] == "j")
    build = build.choose_reading(2, as_r6)
    assert ended(state, build) == play(state, "#1 - j; #2 = j r7 r8 r9 r10")[0]


def test_a_joker_tapped_after_a_13_stands_before_the_run() -> None:
    state = position(table=["r11 r12 r13"], racks=("r12 r13 j k1", "o3 o4"))
    build = builder_of(state).select(["r12", "r13", "j"]).new_set()
    assert build.preview().sets[1].stands_for == ("r11", "", "")
    assert ended(state, build) == play(state, "j=r11 r12 r13")[0]
    extended = builder_of(state).add_to(1, ["j"])
    assert ended(state, extended) == play(state, "#1 = j=r10 r11 r12 r13")[0]


def test_one_tile_with_two_jokers_is_refused_until_read_as_a_run_or_a_group() -> None:
    state = position(racks=("r5 j j k1", "o3 o4"))
    build = builder_of(state).new_set(["r5", "j", "j"])
    assert ("tiles-joker-ambiguous", {"set": "#1 r5 j j"}) in refusal(build)
    kinds = {s.kind for s in build.readings(1)}
    assert kinds == {"run", "group"}
    group = next(i for i, s in enumerate(build.readings(1)) if s.kind == "group")
    assert ended(state, build.choose_reading(1, group)) == play(state, "r5 j=b5 j")[0]


# ---- undo, reset, selection, JSON ---------------------------------------------------------------------------------


def test_undo_takes_back_one_step_at_a_time_and_reset_the_whole_turn() -> None:
    state = position(table=["r3 r4 r5 r6"], racks=("b6 k6 o1", "o2 o3"))
    first = builder_of(state)
    second = first.take(1, ["r6"])
    third = second.select(["r6", "b6", "k6"]).new_set()
    assert third.undo() == second.select(["r6", "b6", "k6"])
    assert third.undo().undo() == first  # selecting is not a step: it changes nothing on the table
    reset = third.reset()
    assert reset.sets == first.sets and reset.rack() == first.rack()
    assert reset.undo() == third  # a reset by mistake is taken back too


def test_a_selection_made_on_one_page_stays_when_another_page_is_chosen() -> None:
    state = position(racks=("r1 r2 b1 b2 k1", "o3 o4"))
    build = builder_of(state).select(["r1"], among=["r1", "r2"]).select(["b1", "b2"], among=["b1", "b2"])
    assert build.selected == ("r1", "b1", "b2")
    assert build.select(["r2"], among=["r1", "r2"]).selected == ("r2", "b1", "b2")


def test_a_build_survives_a_restart_through_json() -> None:
    state = position(table=["r5 j r7", "b3 b4 b5"], racks=("r6 b9 k9 b6", "o2 o3"))
    build = builder_of(state).add_to(1, ["r6"]).select(["j", "b9"])
    again = TurnBuilder.from_json(json.loads(json.dumps(build.to_json())))
    assert again == build
    assert again.undo() == build.undo()


def test_a_stored_build_knows_when_the_position_moved_on() -> None:
    state = position(table=["b3 b4 b5"], racks=("b6 k1", "o2 o3"))
    build = builder_of(state).add_to(1, ["b6"])
    assert build.is_for(state.table, state.racks[0], True)
    after = ended(state, build)
    assert not build.is_for(after.table, after.racks[0], True)


# ---- suggestions and hints ------------------------------------------------------------------------------------


def test_sets_the_rack_can_make_are_offered_most_valuable_first() -> None:
    state = position(racks=("r1 r2 r3 r4 b9 k9 o9 j k1", "o3 o4"))
    suggested = builder_of(state).suggested_sets()
    assert suggested[0] == ("b9", "k9", "o9")
    assert ("r1", "r2", "r3", "r4") in suggested
    assert any("j" in s for s in suggested)  # a pair completed by the joker
    assert len(suggested) <= 25


def test_a_suggested_set_is_laid_in_one_tap() -> None:
    state = position(racks=("r10 r11 r12 k1", "o3 o4"), opened=(False, False))
    build = builder_of(state)
    build = build.new_set(build.suggested_sets()[0])
    assert ended(state, build) == play(state, "r10 r11 r12")[0]


def test_play_this_hint_lays_the_hint_out_for_the_player_to_end() -> None:
    state = position(table=["r3 r4 r5 r6", "b9 k9 o9"], racks=("r7 r6 b6 k6 o1", "o2 o3"))
    _, events = RULES.apply(state, 0, HINT, random.Random(0))
    script = next(e for e in events if e.code == "tiles-hint").params["script"]
    build = tb.play_hint(builder_of(state), str(script))
    assert build.is_started()
    assert ended(state, build) == RULES.apply(state, 0, tb.hint_action(str(script)), random.Random(2))[0]
    assert build.undo() == builder_of(state)


def test_a_hint_that_no_longer_fits_the_rack_is_refused() -> None:
    state = position(table=["r3 r4 r5"], racks=("k1 k2", "o2 o3"))
    with pytest.raises(IllegalMove) as refused:
        tb.play_hint(builder_of(state), "#1 + r6")
    assert refused.value.code == "tiles-not-in-rack"


# ---- properties ------------------------------------------------------------------------------------------------


def random_position(seed: int) -> TilesState:
    rng = random.Random(seed)
    tiles = all_tiles()
    rng.shuffle(tiles)
    table = rack_sets(tiles[:45])
    used = Counter(t for s in table for t in s.tiles)
    rest = list((Counter(tiles) - used).elements())
    rng.shuffle(rest)
    rack = " ".join(rest[: rng.randint(6, 20)])
    return position(table=[s.text() for s in table], racks=(rack, "o1"), opened=(True, True))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.lists(st.tuples(st.sampled_from([0, 1, 2, 3, 4, 5, 5, 5]), st.integers(0, 999)), max_size=12))
def test_any_taps_conserve_tiles_undo_exactly_and_end_as_the_typed_script(
    seed: int, taps: list[tuple[int, int]]
) -> None:
    state = random_position(seed)
    start = builder_of(state)
    total = everything(start)
    build = start
    scripts: list[tuple[Statement, ...]] = [()]  # the typed script of each step, alongside the builder's undo
    for kind, pick in taps:
        rng = random.Random(pick)
        before = build
        available = sorted(build.available().elements())
        numbers = build.numbers()
        script = scripts[-1]
        try:
            if kind == 0 and available:
                chosen = rng.sample(available, min(len(available), rng.randint(1, 4)))
                build = build.new_set(chosen)
                script += (Statement("new", 0, build.sets[-1].tokens),)
            elif kind == 1 and available and numbers:
                number = rng.choice(numbers)
                chosen = rng.sample(available, min(len(available), rng.randint(1, 2)))
                build = build.add_to(number, chosen)
                script += (Statement("add", number, tuple(chosen)),)
            elif kind == 2 and numbers:
                number = rng.choice(numbers)
                tokens = build.sets[number - 1].tokens
                chosen = [token_tile(t) for t in rng.sample(tokens, min(len(tokens), rng.randint(1, 2)))]
                build = build.take(number, chosen)
                script += (Statement("remove", number, tuple(chosen)),)
            elif kind == 5 and build.suggested_sets():
                build = build.new_set(rng.choice(build.suggested_sets()))
                script += (Statement("new", 0, build.sets[-1].tokens),)
            elif kind == 3 and build.history:
                build = build.undo()
                scripts.pop()
                assert build.sets == scripts_sets(start, scripts[-1])
                continue
            elif kind == 4:
                build = build.reset()
                if build is not before:
                    scripts.append(())
                continue
            else:
                continue
        except IllegalMove:
            assert build is before
            continue
        scripts.append(script)
        assert build.undo() == before
        assert everything(build) == total
    assert everything(build) == total
    typed = check_turn(state.table, state.racks[0], scripts[-1], True, state.options)
    try:
        action = build.end_turn()
    except IllegalMove:
        assert isinstance(typed, list)
        return
    assert not isinstance(typed, list)
    mine, _ = RULES.apply(state, 0, action, random.Random(2))
    theirs, _ = RULES.apply(state, 0, Play(scripts[-1]), random.Random(2))
    assert mine == theirs
    assert parse_script(action.script())[0] == action.statements


def scripts_sets(start: TurnBuilder, script: tuple[Statement, ...]) -> tuple[tb.BuildSet, ...]:
    return start.play_script(script).sets if script else start.sets


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.lists(st.tuples(st.booleans(), st.integers(0, 999)), min_size=1, max_size=6))
def test_sensible_taps_are_accepted_and_end_as_the_typed_script(seed: int, taps: list[tuple[bool, int]]) -> None:
    """Sets the builder suggests and tiles that extend a set: every such build is a play the engine accepts."""
    state = random_position(seed)
    build = builder_of(state)
    script: tuple[Statement, ...] = ()
    for new, pick in taps:
        rng = random.Random(pick)
        numbers = build.numbers()
        table_now = [build_set(build.sets[n - 1].tokens) for n in numbers]
        extensions = layoffs([s for s in table_now if isinstance(s, TableSet)], build.rack())
        if new and build.suggested_sets():
            build = build.new_set(rng.choice(build.suggested_sets()))
            script += (Statement("new", 0, build.sets[-1].tokens),)
        elif extensions and len(table_now) == len(numbers):
            extension = rng.choice(extensions)
            number = numbers[extension.set_number - 1]
            build = build.add_to(number, extension.tokens)
            script += (Statement("add", number, extension.tokens),)
    if not script:
        return
    mine, _ = RULES.apply(state, 0, build.end_turn(), random.Random(2))
    theirs, _ = RULES.apply(state, 0, Play(script), random.Random(2))
    assert mine == theirs


# ---- the assist setting ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("assist", "buttons"), [("off", ["draw"]), ("hints", ["draw", "hint"]), ("full", ["draw", "hint", "place"])]
)
def test_the_assist_setting_decides_which_helps_are_offered(assist: str, buttons: list[str]) -> None:
    state = position(table=["r3 r4 r5"], racks=("r6 k1 b7 k7 o7", "o3 o4"), assist=assist)
    commands = [c.command for c in PANEL.controls(state, 0)]
    assert [c for c in commands if not c.startswith("tile_")] == buttons
    assert ("tile_lay" in commands) == (assist != "off")  # the sets the rack can make are an assist too
    assert "tile_pick" in commands  # building the turn is not
    assert RULES.view(state, 0).assist == assist


def test_a_table_without_assists_refuses_hints_and_auto_place() -> None:
    for assist, refused_kinds in (("off", ["hint", "place"]), ("hints", ["place"])):
        state = position(table=["r3 r4 r5"], racks=("r6 k1", "o3 o4"), assist=assist)
        for kind in refused_kinds:
            action = HINT if kind == "hint" else Place(("r6",))
            with pytest.raises(IllegalMove) as refused:
                RULES.apply(state, 0, action, random.Random(0))
            assert refused.value.code == "tiles-assist-off"


def test_the_official_preset_plays_without_assists_and_the_others_with_all() -> None:
    assert [RULES.options(p, {})["assist"] for p in RULES.presets] == ["full", "off", "full"]
    with pytest.raises(IllegalMove) as refused:
        RULES.options(None, {"assist": "some"})
    assert refused.value.code == "bad-option"


def test_a_game_saved_before_the_assist_setting_keeps_every_help() -> None:
    state = position(racks=("r6 k1", "o3 o4"))
    data = RULES.state_to_json(state)
    del data["options"]["assist"]
    assert RULES.state_from_json(data).options.assist == "full"


# ---- select values for the panel -----------------------------------------------------------------------------


def test_the_tile_menu_offers_each_distinct_tile_once_and_each_joker() -> None:
    state = position(table=["r3 r4 r5 r6"], racks=("b6 b6 k6 j j", "o2 o3"))
    build = builder_of(state).take(1, ["r6"])
    assert build.tile_choices() == ("r6", "b6", "k6", "j", "j~2")
    both = build.select(["j", "j~2", "b6"])
    assert both.selected == ("b6", "j", "j")


def test_tiles_picked_anywhere_on_the_table_are_taken_in_one_step() -> None:
    state = position(table=["r3 r4 r5 r6", "b7 b8 b9 b10"], racks=("k6 o6", "o2 o3"))
    build = builder_of(state)
    assert build.table_choices()[:4] == ("#1 r3", "#1 r4", "#1 r5", "#1 r6")
    taken = build.take_chosen(["#1 r6", "#2 b10"])
    assert taken.held() == ("r6", "b10") and taken.selected == ("r6", "b10")
    assert taken.undo() == build
    for bad in (["#9 r6"], ["#1 k6"], ["r6"], []):
        with pytest.raises(IllegalMove):
            build.take_chosen(bad)


# ---- the turn built by taps, inside the game ------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Built:
    """The game and the draft of the seat on turn, as the table keeps them; reads as the game's state otherwise, and
    equals a state when no turn is being built on it."""

    state: TilesState
    draft: TurnBuilder | None = None

    @property
    def building(self) -> TurnBuilder | None:
        return PANEL.current(self.state, self.state.turn, self.draft)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.state, name)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Built):
            return (self.state, self.draft) == (other.state, other.draft)
        return isinstance(other, TilesState) and self.draft is None and self.state == other

    __hash__ = None  # type: ignore[assignment]


def built(game: TilesState | Built) -> Built:
    return game if isinstance(game, Built) else Built(game)


def tap(game: TilesState | Built, name: str, **args: str) -> Built:
    """One tap of the seat on turn, as the table runs it: on its draft, or the move (which drops the draft)."""
    state, draft = built(game).state, built(game).draft
    command = Command(name, args)
    if name in PANEL.taps:
        tapped = PANEL.tap(state, state.turn, draft, command)
        if tapped.move is None:
            return Built(state, tapped.draft)
        action = tapped.move
    else:
        action = RULES.parse(state, state.turn, command, "en")
    after, _ = RULES.apply(state, state.turn, action, random.Random(2))
    return Built(after)


def view(game: TilesState | Built, seat: int | None) -> Any:
    """What ``seat`` sees, the turn it builds shown in its own view."""
    state, draft = built(game).state, built(game).draft
    seen = RULES.view(state, seat)
    return seen if seat is None else PANEL.seat_view(seen, state, seat, draft)


def controls(game: TilesState | Built) -> list[Control]:
    return PANEL.controls(built(game).state, built(game).state.turn, built(game).draft)


def offered(game: TilesState | Built) -> dict[str, Control]:
    return {c.command: c for c in controls(game)}


def pickable(game: TilesState | Built) -> tuple[str, ...]:
    """Every tile the panel offers to pick: the rack's tile buttons and the tile menu's options."""
    return tuple(v for c in controls(game) if c.command == "tile_pick" for v in c.choices)


def buttons(game: TilesState | Built) -> list[Control]:
    return [c for c in controls(game) if not c.choices]


def test_taps_change_only_the_build_and_only_its_player_sees_it() -> None:
    state = position(table=["b3 b4 b5"], racks=("b6 k2", "o1 o2"))
    after = tap(tap(state, "tile_pick", tiles="b6"), "tile_put", to="#1")
    assert (after.table, after.racks, after.turn, after.pool) == (state.table, state.racks, state.turn, state.pool)
    assert after.state == state  # the game never changes: the turn is the seat's draft, kept beside it
    assert view(after, 0).turn is not None
    assert view(after, 0).turn.sets[0].tiles == ("b3", "b4", "b5", "b6")
    assert view(after, 1).turn is None and view(after, None).turn is None
    assert view(after, None) == RULES.view(state, None)  # the public table shows nothing of it
    assert after.draft is not None
    draft = PANEL.draft_from_json(json.loads(json.dumps(PANEL.draft_to_json(after.draft))))
    assert draft == after.draft and view(Built(state, draft), 0) == view(after, 0)


def test_end_turn_plays_the_build_and_the_next_player_starts_afresh() -> None:
    state = position(table=["b3 b4 b5"], racks=("b6 k2", "o1 o2"))
    built = tap(tap(state, "tile_pick", tiles="b6"), "tile_put", to="#1")
    ended_state = tap(built, "tile_end")
    assert ended_state == play(state, "#1 + b6")[0]
    assert ended_state.building is None and ended_state.turn == 1


@pytest.mark.parametrize("finish", ["draw", "timeout"])
def test_drawing_or_running_out_of_time_drops_the_build(finish: str) -> None:
    state = position(table=["b3 b4 b5"], racks=("b6 k2", "o1 o2"))
    built = tap(state, "tile_pick", tiles="b6")
    action = RULES.timeout_action(built.state, 0) if finish == "timeout" else RULES.parse(built.state, 0, Command("draw"), "en")
    after, _ = RULES.apply(built.state, 0, action, random.Random(2))
    assert PANEL.current(after, 0, built.draft) is None and after.table == state.table and len(after.racks[0]) == 3


def test_a_refused_end_turn_keeps_the_build_and_costs_no_penalty_even_under_strict_rules() -> None:
    state = position(table=["b3 b4 b5"], racks=("b7 k2", "o1 o2"), preset="official")
    built = tap(tap(state, "tile_pick", tiles="b7"), "tile_put", to="#1")
    with pytest.raises(IllegalMove) as refused:
        tap(built, "tile_end")
    assert [p.code for p in refused.value.problems] == ["tiles-build-changed", "tiles-run-gap"]
    assert refused.value.problems[1].params["set"] == "#1 b3 b4 b5 b7"


def test_the_panel_offers_end_undo_and_reset_once_something_is_built() -> None:
    state = position(table=["b3 b4 b5"], racks=("b6 k2", "o1 o2"))
    assert [c for c in offered(state) if c.startswith("tile_")] == ["tile_hint", "tile_pick"]
    picked = tap(state, "tile_pick", tiles="b6")
    assert offered(picked)["tile_put"].choices == ("new", "#1")
    put = tap(picked, "tile_put", to="#1")
    assert {"tile_end", "tile_undo", "tile_reset"} <= set(offered(put))
    assert tap(put, "tile_undo").building is not None and tap(put, "tile_undo").building.sets == builder_of(state).sets


def test_a_tap_on_a_picked_tile_unpicks_it() -> None:
    state = position(racks=("b6 k6 o6 k2", "o1 o2"))
    picked = tap(state, "tile_pick", tiles="b6 k6 o6")
    assert picked.building is not None and picked.building.selected == ("b6", "k6", "o6")
    again = tap(picked, "tile_pick", tiles="k6")
    assert again.building is not None and again.building.selected == ("b6", "o6")


def test_table_tiles_are_picked_like_rack_tiles_and_moved_in_one_put() -> None:
    state = position(table=["r3 r4 r5 r6"], racks=("b6 k6 o1", "o2 o3"))
    choices = pickable(state)
    assert "#1 r6" in choices and "b6" in choices
    moved = tap(tap(state, "tile_pick", tiles="#1 r6 b6 k6"), "tile_put", to="new")
    assert tap(moved, "tile_end") == play(state, "#1 - r6; r6 b6 k6")[0]
    assert tap(moved, "tile_undo").building is not None
    assert tap(moved, "tile_undo").building.selected == ("#1 r6", "b6", "k6")  # one undo takes the move back


def test_a_tile_menu_of_more_than_24_choices_turns_pages() -> None:
    rack = " ".join(f"{c}{n}" for c in "rbk" for n in range(1, 10))  # 27 distinct tiles: 15 buttons, 12 in the menu
    table = ["r10 r11 r12 r13", "b10 b11 b12 b13", "k10 k11 k12 k13", "o4 o5 o6 o7"]  # and 16 on the table
    state = position(table=table, racks=(rack, "o1 o2"))
    first = offered(state)["tile_pick"]
    assert len(first.choices) <= 25 and first.choices[-1] == "» 2/2"
    turned = tap(state, "tile_pick", tiles="» 2/2")
    second = offered(turned)["tile_pick"]
    assert second.choices[-1] == "» 1/2" and set(first.choices[:-1]).isdisjoint(second.choices[:-1])
    picked = tap(tap(turned, "tile_pick", tiles=second.choices[0]), "tile_pick", tiles="» 1/2")
    assert picked.building is not None and picked.building.selected == (second.choices[0],)


def test_a_joker_set_can_be_read_another_way_from_the_panel() -> None:
    state = position(racks=("r5 r6 j k1", "o3 o4"))
    laid = tap(tap(state, "tile_pick", tiles="r5 r6 j"), "tile_put", to="new")
    [other] = offered(laid)["tile_read"].choices
    assert other == "#1 j=r4 r5 r6"
    read = tap(laid, "tile_read", reading=other)
    assert read.building is not None and read.building.preview().sets[0].stands_for == ("r4", "", "")


def test_an_opening_of_30_in_two_taps_with_the_sets_the_rack_can_make() -> None:
    state = position(racks=("r10 r11 r12 k1 k5", "o1 o2"), opened=(False, False))
    [suggested] = [c for c in buttons(state) if c.command == "tile_lay"]
    assert suggested.args == {"set": "r10 r11 r12"} and suggested.label_params == {"tiles": "r10 r11 r12"}
    after = tap(tap(state, "tile_lay", **suggested.args), "tile_end")  # two buttons
    assert after == play(state, "r10 r11 r12")[0]


def test_junk_taps_are_refused_and_change_nothing() -> None:
    state = position(table=["b3 b4 b5"], racks=("b6 k2", "o1 o2"))
    for name, args in [
        ("tile_pick", {"tiles": "r13"}),
        ("tile_pick", {"tiles": "#7 b3"}),
        ("tile_put", {"to": "#1"}),
        ("tile_put", {"to": "sideways"}),
        ("tile_read", {"reading": "#1 nonsense"}),
        ("tile_lay", {"set": "banana"}),
        ("tile_undo", {}),
        ("tile_end", {}),
    ]:
        with pytest.raises(IllegalMove):
            tap(state, name, **args)
    with pytest.raises(IllegalMove) as refused:
        PANEL.tap(state, 1, None, Command("tile_pick", {"tiles": "o1"}))
    assert refused.value.code == "not-your-turn"


def test_play_the_hint_lays_it_out_and_end_turn_plays_it() -> None:
    state = position(table=["r3 r4 r5 r6", "b9 k9 o9"], racks=("r7 r6 b6 k6 o1", "o2 o3"))
    assert "tile_hint" in offered(state)
    _, events = RULES.apply(state, 0, HINT, random.Random(0))
    script = str(next(e for e in events if e.code == "tiles-hint").params["script"])
    laid = tap(state, "tile_hint")
    assert laid.table == state.table  # laid out, not played
    assert tap(laid, "tile_end") == RULES.apply(state, 0, tb.hint_action(script), random.Random(2))[0]
    assert "tile_hint" not in offered(laid)  # five buttons at most: End, Undo, Reset, Draw, Hint


def test_play_the_hint_is_refused_without_assists_or_without_a_play() -> None:
    off = position(table=["r3 r4 r5"], racks=("r6 k1", "o3 o4"), assist="off")
    assert "tile_hint" not in offered(off)
    with pytest.raises(IllegalMove) as refused:
        tap(off, "tile_hint")
    assert refused.value.code == "tiles-assist-off"
    nothing = position(racks=("r1 k5", "o3 o4"), opened=(False, False))
    with pytest.raises(IllegalMove) as refused:
        tap(nothing, "tile_hint")
    assert refused.value.code == "tiles-build-no-hint"


def test_the_tapping_menus_label_tiles_and_sets_in_words_and_keep_their_values() -> None:
    state = position(table=("r5 r6 r7",), racks=("r8 b8 k8 o11 o12 j", "o1 o2"))
    rack, table = [c for c in controls(state) if c.command == "tile_pick"]
    tiles = {value: label_text(label, "en") for value, label in zip(rack.choices, rack.choice_labels, strict=True)}
    assert tiles["r8"] == "r8" and tiles["j"] == "j"  # tile buttons: the face, and the notation under it
    shown = {value: label_text(label, "en") for value, label in zip(table.choices, table.choice_labels, strict=True)}
    assert shown["#1 r5"] == "Set #1: Red 5"
    assert label_text(table.choice_labels[table.choices.index("#1 r5")], "fr") == "Ensemble n° 1 : Rouge 5"
    crowded = position(racks=("r8 b8 k8 o8 o11 o12 b1 b2 b3 b5 j", "o1 o2"), opened=(False, False))
    [lay] = [c for c in PANEL.controls(crowded, 0) if c.command == "tile_lay" and c.choices]  # the sets left over
    words = {value: label_text(label, "en") for value, label in zip(lay.choices, lay.choice_labels, strict=True)}
    assert words["r8 b8 k8"] == "Group of 8: Red, Blue, Black"
    assert words["j=o10 o11 o12"] == "Orange 10–12, Joker as Orange 10"
    assert label_text(lay.choice_labels[lay.choices.index("j=o10 o11 o12")], "fr") == "Orange 10–12, Joker pour Orange 10"


# ---- the panel planned for few taps (issue #24) -----------------------------------------------------------------


def panel_rows(controls: list[Control], hand: list[str]) -> int:
    """The rows the panel takes as the chat side lays it out: the buttons and Refresh, the first menu of single
    tiles of the hand as a row of buttons per five, one row per other menu."""
    buttons = [c for c in controls if not c.choices]
    menus = [c for c in controls if c.choices]
    tiles = next((c for c in menus if c.max_choices == 1 and all(v in hand for v in c.choices)), None)
    rows = -(-(len(buttons) + 1) // 5)
    if tiles is not None:
        rows += -(-len(tiles.choices) // 5) + len(menus) - 1
    else:
        rows += len(menus)
    return rows


def test_a_rack_tile_picked_by_its_button_then_put_and_ended_in_one_more_tap() -> None:
    state = position(table=["b3 b4 b5", "k7 o7 r7"], racks=("b6 k2 o9", "o1 o2"))
    [tiles] = [c for c in PANEL.controls(state, 0) if c.command == "tile_pick" and c.label == "ctl-tiles-pick"]
    assert tiles.choices == ("b6", "k2", "o9") and tiles.chosen == ()
    picked = tap(state, "tile_pick", tiles="b6")
    [tiles] = [c for c in controls(picked) if c.command == "tile_pick" and c.label == "ctl-tiles-pick"]
    assert tiles.chosen == ("b6",) and label_text(tiles.choice_labels[0], "en") == "✓ b6"
    offered_buttons = [(c.command, dict(c.args)) for c in buttons(picked)]
    assert offered_buttons[:2] == [("tile_finish", {"to": "#1"}), ("tile_put", {"to": "#1"})]  # b6 fits #1 only
    assert tap(picked, "tile_finish", to="#1") == play(state, "#1 + b6")[0]  # put and ended: one tap
    assert tap(picked, "tile_put", to="#1").turn == 0  # put only: the turn goes on


def test_put_and_end_is_offered_only_when_the_turn_so_built_may_end() -> None:
    state = position(table=["r10 r11 r12 r13"], racks=("b10 k10 o1", "o2 o3"))
    picked = tap(tap(tap(state, "tile_pick", tiles="#1 r10"), "tile_pick", tiles="b10"), "tile_pick", tiles="k10")
    assert [dict(c.args) for c in buttons(picked) if c.command == "tile_finish"] == [{"to": "new"}]
    assert tap(picked, "tile_finish", to="new") == play(state, "#1 - r10; r10 b10 k10")[0]
    one = tap(tap(state, "tile_pick", tiles="#1 r13"), "tile_pick", tiles="b10")  # r13 b10: no set anywhere
    assert not [c for c in buttons(one) if c.command == "tile_finish"]
    with pytest.raises(IllegalMove):
        tap(one, "tile_finish", to="new")  # (a stale tap: refused, nothing changed)


def test_a_rack_too_long_for_buttons_has_its_last_tiles_in_the_tile_menu() -> None:
    rack = " ".join(f"{c}{n}" for c in "rb" for n in range(1, 9))  # 16 distinct tiles: three rows, and the table
    state = position(table=["k3 k4 k5"], racks=(rack, "o1 o2"))
    tiles, menu = [c for c in PANEL.controls(state, 0) if c.command == "tile_pick"]
    assert tiles.choices == tuple(rack.split()[:15]) and tiles.max_choices == 1
    assert menu.choices == ("b8", "#1 k3", "#1 k4", "#1 k5") and menu.label == "ctl-tiles-pick"
    assert tap(state, "tile_pick", tiles="b8").building.selected == ("b8",)  # type: ignore[union-attr]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(1, 24), st.booleans(), st.integers(0, 6))
def test_every_tile_panel_fits_in_five_rows(seed: int, rack_size: int, opened: bool, taps: int) -> None:
    rng = random.Random(seed)
    table = [s for s in ("r3 r4 r5", "b9 k9 o9", "k10 k11 k12 k13", "o1 o2 o3") if rng.random() < 0.7]
    free = list((Counter(all_tiles()) - Counter(t for s in table for t in s.split()) - Counter(["o12", "o13"]))
                .elements())
    rack = rng.sample(free, rack_size)
    state = position(table=table, racks=(" ".join(rack), "o12 o13"), opened=(opened, True))
    game = Built(state)
    for _ in range(taps):  # a few taps on what the panel offers
        shown = controls(game)
        assert panel_rows(shown, RULES.hand_text(view(game, 0)).split()) <= 5, shown
        control = rng.choice(shown)
        if control.command in ("draw", "hint", "place", "tile_end", "tile_finish"):
            continue
        args = dict(control.args)
        if control.choices:
            args[control.arg] = rng.choice(control.choices)
        try:
            game = tap(game, control.command, **args)
        except IllegalMove:
            continue
    shown = controls(game)
    assert panel_rows(shown, RULES.hand_text(view(game, 0)).split()) <= 5, shown


def test_with_no_row_for_the_put_menu_every_place_is_a_button() -> None:
    rack = "r1 r3 r5 r7 b1 b3 b5 b7 k1 k9 k11 o1 o5 o9"  # 14 distinct tiles: three rows, and the table's menu
    state = position(table=["b9 b10 b11", "k3 k4 k5"], racks=(rack, "o2 o3"))
    picked = tap(state, "tile_pick", tiles="r1")  # fits nowhere
    assert not any(c.command == "tile_put" and c.choices for c in controls(picked))
    assert [c.args["to"] for c in buttons(picked)] == ["new", "#1", "#2"]
    assert panel_rows(controls(picked), rack.split()) == 5
