"""Tile Rummy properties over random play: tiles are conserved, legal actions are accepted, views hide racks,
JSON round-trips, and refused scripts change nothing."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.rules.base import Command, IllegalMove
from bot.rules.tiles import RULES, solver
from bot.rules.tiles.actions import Play, TilesAction
from bot.rules.tiles.notation import COLOURS, all_tiles
from bot.rules.tiles.script import parse_script
from bot.rules.tiles.sets import TableSet, build_set, tokens_of
from bot.rules.tiles.solver.plays import tokens_for
from bot.rules.tiles.state import TilesState
from tests.rules.test_tiles import position

SLOW = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ALL_TILES = Counter(all_tiles())


def every_tile(state: TilesState) -> Counter[str]:
    return Counter(state.pool) + Counter(t for r in state.racks for t in r) + Counter(t for s in state.table for t in s.tiles)


def round_trips(state: TilesState, action: TilesAction) -> None:
    assert RULES.state_from_json(json.loads(json.dumps(RULES.state_to_json(state)))) == state
    assert RULES.action_from_json(json.loads(json.dumps(RULES.action_to_json(action)))) == action


def hidden_shuffled(state: TilesState, seat: int | None, rng: random.Random) -> TilesState:
    """The same position with every tile this seat cannot see dealt again at random (same counts)."""
    others = [s for s in range(state.players) if s != seat]
    hidden = list(state.pool) + [t for s in others for t in state.racks[s]]
    rng.shuffle(hidden)
    racks = list(state.racks)
    for s in others:
        racks[s], hidden = tuple(hidden[: len(racks[s])]), hidden[len(racks[s]) :]
    return replace(state, racks=tuple(racks), pool=tuple(hidden))


def play_out(seed: int, players: int, preset: str, max_actions: int = 400) -> TilesState:
    rng = random.Random(seed)
    options = RULES.options(preset, {"match_end": "rounds:1"})
    state = RULES.new_game(players, options, rng)
    for _ in range(max_actions):
        if RULES.is_over(state):
            break
        (seat,) = RULES.to_act(state)
        legal = RULES.legal(state, seat)
        assert legal
        action = legal[rng.randrange(len(legal))]
        round_trips(state, action)
        for viewer in (seat, None):
            view = RULES.view(state, viewer)
            assert RULES.view(hidden_shuffled(state, viewer, rng), viewer) == view
            json.dumps(RULES.view_to_json(view))
        before = state
        state, _ = RULES.apply(state, seat, action, rng)
        assert every_tile(state) == ALL_TILES
        if isinstance(action, Play) and before.opened[seat]:
            solver_is_at_least_as_good(before, seat, state)
        assert all(s.kind in ("run", "group") for s in state.table)
    return state


def solver_is_at_least_as_good(before: TilesState, seat: int, after: TilesState) -> None:
    """The solver's maximum is never below a play the engine accepted, and its table is made of valid sets."""
    placed = len(before.racks[seat]) - len(after.racks[seat]) if after.round == before.round else len(before.racks[seat])
    solution = solver.solve_max(tuple(s.tiles for s in before.table), before.racks[seat])
    assert len(solution.placed) >= placed
    for solver_set in solution.sets:
        assert isinstance(build_set(tokens_for(solver_set)), TableSet), solver_set


@SLOW
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), preset=st.sampled_from(RULES.presets))
def test_random_legal_games_conserve_tiles_and_every_legal_action_is_accepted(
    seed: int, players: int, preset: str
) -> None:
    state = play_out(seed, players, preset)
    assert RULES.is_over(state)
    outcome = RULES.outcome(state)
    assert outcome is not None and sum(outcome.scores) == 0


tile_text = st.one_of(
    st.builds(lambda c, n: f"{c}{n}", st.sampled_from(COLOURS), st.integers(1, 13)),
    st.sampled_from(["j", "j=r5", "j=b13"]),
)
statement = st.one_of(
    st.lists(tile_text, min_size=1, max_size=5).map(" ".join),
    st.builds(
        lambda n, op, tiles: f"#{n} {op} {' '.join(tiles)}",
        st.integers(1, 6),
        st.sampled_from("+-="),
        st.lists(tile_text, min_size=0, max_size=4),
    ),
)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 200), steps=st.integers(0, 25), script=st.lists(statement, min_size=1, max_size=4))
def test_a_script_is_either_accepted_whole_or_refused_without_changing_anything(
    seed: int, steps: int, script: list[str]
) -> None:
    rng = random.Random(seed)
    state = RULES.new_game(2, RULES.options(None, {"must_play": "C"}), rng)
    state = replace(state, opened=(True, True))
    for _ in range(steps):  # a table with a few sets on it, built by the simple plays only
        (seat,) = RULES.to_act(state)
        legal = RULES.legal(state, seat)
        state, _ = RULES.apply(state, seat, legal[-1], rng)
        if RULES.is_over(state) or state.round > 1:
            return
    before = json.dumps(RULES.state_to_json(state))
    statements, problems = parse_script("; ".join(script))
    if problems:
        return
    (seat,) = RULES.to_act(state)
    try:
        after, _ = RULES.apply(state, seat, Play(statements), rng)
    except IllegalMove as refusal:
        assert refusal.problems
        assert json.dumps(RULES.state_to_json(state)) == before
    else:
        assert every_tile(after) == ALL_TILES
        assert sum(len(r) for r in after.racks) < sum(len(r) for r in state.racks)


@settings(max_examples=150, deadline=None)
@given(
    text=st.text(alphabet=st.sampled_from(list("rbkonj*=()#+-;|\n 0123456789,xRJ")), max_size=40)
    | st.lists(st.sampled_from(["#1", "#2", "#3", "#4", "+", "-", "=", ";", "r1", "r2", "r6", "r8", "r10", "j",
                                "b8", "k8", "o8", "r3", "r9", "r11", "b7"]), max_size=14).map(" ".join),
    opened=st.booleans(),
)
def test_any_typed_move_is_either_a_move_or_a_refusal_with_reasons(text: str, opened: bool) -> None:
    rng = random.Random(5)
    state = position(
        table=["r3 r4 r5", "b7 k7 o7", "r9 j r11"], racks=["r1 r2 r6 r8 j b8 k8 o8 r10", "b1"], opened=[opened, True]
    )
    seat = 0
    try:
        action = RULES.parse(state, seat, Command("play", {"move": text}), "en")
        after, _ = RULES.apply(state, seat, action, rng)
    except IllegalMove as refusal:
        assert refusal.problems
    else:
        assert every_tile(after) == ALL_TILES


@st.composite
def valid_sets(draw: st.DrawFn) -> TableSet:
    if draw(st.booleans()):
        colour = draw(st.sampled_from(COLOURS))
        length = draw(st.integers(3, 13))
        start = draw(st.integers(1, 14 - length))
        tiles = [f"{colour}{n}" for n in range(start, start + length)]
    else:
        number = draw(st.integers(1, 13))
        colours = draw(st.lists(st.sampled_from(COLOURS), min_size=3, max_size=4, unique=True))
        tiles = [f"{c}{number}" for c in colours]
    jokers = draw(st.lists(st.integers(0, len(tiles) - 1), max_size=min(2, len(tiles) - 1), unique=True))
    declared = [f"j={t}" if i in jokers else t for i, t in enumerate(tiles)]
    built = build_set(declared)
    assert isinstance(built, TableSet), declared
    return built


@settings(max_examples=200, deadline=None)
@given(table_set=valid_sets())
def test_a_table_set_rebuilds_unchanged_from_its_tokens(table_set: TableSet) -> None:
    assert build_set(tokens_of(table_set)) == table_set
    from_solver = build_set(tokens_for(table_set.tiles))  # the solver writes sets the same way
    assert isinstance(from_solver, TableSet) and Counter(from_solver.tiles) == Counter(table_set.tiles)
