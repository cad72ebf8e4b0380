"""The contract of ``bot.rules.base.Rules``, checked the same way on every built-in game.

Each game is played to its end with random legal actions (seeded, a few table sizes and presets per game). Along
the way: the state and every legal action survive a JSON round trip, every action ``legal`` lists is accepted by
``apply``, every view is plain JSON, no view depends on a card its viewer may not see, a spectator has no hand,
``apply`` never changes its input, refused actions (a seat acting out of turn, a stale action, junk typed into a
command) raise ``IllegalMove`` and change nothing, and the buttons and menus each game's panel offers
(``bot.rules.panel``) always read as actions or as taps on the turn being built, which never change the game.
The rules of each game are in docs/rules/<game>.md; what a new game must provide is in
docs/adding-a-game.md.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

import pytest

from bot.rules import registry
from bot.rules.base import Command, Control, IllegalMove
from bot.rules.registry import AnyRules
from tests.game_facts import HiddenCards, facts

registry.load_builtin_games()
# The built-in games, whatever else a test may have registered (the bot's own tests add a tiny game of theirs).
GAMES: dict[str, AnyRules] = {kind: registry.get(kind) for kind in registry.BUILTIN_GAMES}


GAMES_PER_KIND = 3
LONG_GAMES_PER_KIND = 2  # games whose random play takes thousands of actions (tests/game_facts.py)
MAX_STEPS = 30_000
FULLY_CHECKED_STEPS = 150
JUNK = ("", "zz", "99", "#0 + q", "x" * 120, "|||", "r0 b14", "🃏🃏🃏")


def as_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def state_json(rules: AnyRules, state: Any) -> str:
    return as_json(rules.state_to_json(state))


def redeal_hidden(state: Any, hidden: HiddenCards, viewer: int | None, rng: random.Random) -> Any:
    """The same position with every card ``viewer`` may not see dealt again at random (same sizes, same types)."""
    values = {name: getattr(state, name) for name in (*hidden.per_seat, *hidden.shared)}
    others = [seat for seat in range(len(values[hidden.per_seat[0]])) if seat != viewer]
    pool = [card for name in hidden.per_seat for seat in others for card in values[name][seat]]
    pool += [card for name in hidden.shared for card in values[name]]
    rng.shuffle(pool)

    def take(like: Any) -> Any:
        nonlocal pool
        taken, pool = pool[: len(like)], pool[len(like) :]
        return type(like)(taken)

    changes: dict[str, Any] = {}
    for name in hidden.per_seat:
        per_seat = values[name]
        changes[name] = type(per_seat)(
            take(cards) if seat in others else type(cards)(cards) for seat, cards in enumerate(per_seat)
        )
    for name in hidden.shared:
        changes[name] = take(values[name])
    assert not pool
    return replace(state, **changes)


def views_json(rules: AnyRules, state: Any, players: int) -> dict[int | None, str]:
    result: dict[int | None, str] = {}
    for viewer in (None, *range(players)):
        data = rules.view_to_json(rules.view(state, viewer))
        text = as_json(data)
        assert json.loads(text) == data, f"view of {viewer} is not plain JSON"
        result[viewer] = text
    return result


def refused_without_change(rules: AnyRules, state: Any, attempt: Callable[[], object]) -> bool:
    """Run ``attempt``; True when it raised IllegalMove (with at least one problem), and the state never changed."""
    before = state_json(rules, state)
    try:
        attempt()
    except IllegalMove as refusal:
        assert refusal.problems and all(p.code for p in refusal.problems)
        refused = True
    else:
        refused = False
    assert state_json(rules, state) == before, "a refused or applied action changed its input state"
    return refused


def press(rules: AnyRules, state: Any, seat: int, draft: Any, command: Command) -> tuple[Any, Any]:
    """A control pressed as the table runs it: (the seat's draft after a tap on it, None) or (None, the move)."""
    panel = registry.panel(rules.id)
    if command.name in panel.taps:
        tapped = panel.tap(state, seat, draft, command)
        return (tapped.draft, None) if tapped.move is None else (None, tapped.move)
    return None, rules.parse(state, seat, command, "en")


def commands_of(control: Control) -> list[Command]:
    """The command of a button, or of the first and last choice of a menu."""
    if not control.choices:
        return [Command(control.command, dict(control.args))]
    picks = [control.choices[0], control.choices[-1]]
    return [Command(control.command, {**control.args, control.arg: pick}) for pick in picks]


def check_controls(rules: AnyRules, state: Any, seat: int, rng: random.Random, draft: Any = None,
                   depth: int = 2) -> int:
    """Every button offered (with the seat's draft), and the first and last choice of every menu, read as a tap or
    an action (the bot built them, so they must): a tap on the draft gives a draft that survives its JSON round
    trip, shows in the seat's view, and whose own controls are checked alike (``depth`` taps deep); a move is
    applied, and either works or is refused without a change (Tile Rummy offers every rack tile to place, and
    says so when one has no room). Returns how many were accepted."""
    panel = registry.panel(rules.id)
    accepted = 0
    for control in panel.controls(state, seat, draft):
        for command in commands_of(control):
            before = state_json(rules, state)
            try:
                after, action = press(rules, state, seat, draft, command)
            except IllegalMove:
                assert state_json(rules, state) == before
                continue
            assert state_json(rules, state) == before, "a tap changed the game's state"
            if action is None:
                if after is not None:
                    data = json.loads(as_json(panel.draft_to_json(after)))
                    assert panel.draft_from_json(data) == after, "the draft does not survive its JSON round trip"
                    assert panel.current(state, seat, after) == after, "a draft just built is already stale"
                    view = panel.seat_view(rules.view(state, seat), state, seat, after)
                    json.loads(as_json(rules.view_to_json(view)))
                accepted += 1
                if depth > 1 and after is not None:
                    accepted += check_controls(rules, state, seat, rng, after, depth - 1)
                continue
            attempt_rng = random.Random(rng.random())
            if not refused_without_change(rules, state, partial(rules.apply, state, seat, action, attempt_rng)):
                accepted += 1
    return accepted


def check_junk_commands(rules: AnyRules, state: Any, seat: int, rng: random.Random) -> None:
    """Typed nonsense is refused with a reason (or read as a move apply refuses), never a crash or a change."""
    assert refused_without_change(
        rules, state, lambda: rules.parse(state, seat, Command("no-such-command", {}), "en")
    )
    panel = registry.panel(rules.id)
    offered = {control.command for control in panel.controls(state, seat, None)}
    names = {name for name in offered if name not in panel.taps} | {"draw", "discard", "meld", "play"}
    for name in sorted(names):
        for text in JUNK[: 1 + rng.randrange(len(JUNK))]:
            args = {key: text for key in ("card", "cards", "move", "source", "meld", "choice", "member", "hmg")}

            def attempt(name: str = name, args: dict[str, str] = args) -> None:
                action = rules.parse(state, seat, Command(name, args), "en")
                rules.apply(state, seat, action, random.Random(0))

            refused_without_change(rules, state, attempt)


@dataclass
class Coverage:
    """What the random game went through, so that a check that never ran is noticed."""

    redeals_changing_state: int = 0
    out_of_turn_refusals: int = 0
    stale_refusals: int = 0
    controls_accepted: int = 0


def check_position(rules: AnyRules, kind: str, state: Any, text: str, players: int, coverage: Coverage,
                   rng: random.Random) -> None:
    """Views are plain JSON, hide what they must, a spectator holds no hand, and the seat summary the table shows is
    one per seat and the same from every seat."""
    views = views_json(rules, state, players)
    assert rules.hand_text(rules.view(state, None)) == ""
    summaries = {rules.seat_summary(rules.view(state, viewer)) for viewer in (None, *range(players))}
    assert len(summaries) == 1, f"{kind}: seats see different seat summaries"
    assert len(summaries.pop()) == players
    for viewer in views:
        other = redeal_hidden(state, facts(kind).hidden, viewer, rng)
        if viewer is None and state_json(rules, other) != text:
            coverage.redeals_changing_state += 1
        assert as_json(rules.view_to_json(rules.view(other, viewer))) == views[viewer], (
            f"{kind}: the view of seat {viewer} shows a card it may not see"
        )


def play_checked(kind: str, seed: int) -> Coverage:
    rules = GAMES[kind]
    rng = random.Random(seed)
    sizes = range(rules.min_players, rules.max_players + 1)
    players = sizes[seed % len(sizes)]
    preset = rules.presets[seed % len(rules.presets)]
    state = rules.new_game(players, rules.options(preset, dict(facts(kind).short_match)), rng)
    coverage = Coverage()
    previous: tuple[int, Any] | None = None
    for step in range(MAX_STEPS):
        text = state_json(rules, state)
        restored = rules.state_from_json(json.loads(text))
        assert restored == state, f"{kind}: the state does not survive its JSON round trip"
        # Long games (Gin and RailRoad take thousands of random actions) get the costly checks on their first
        # steps and then on every tenth step, which still reaches every phase and the end of every hand.
        full = step < FULLY_CHECKED_STEPS or step % 10 == 0 or rules.is_over(state)
        if full:
            assert state_json(rules, restored) == text
            check_position(rules, kind, state, text, players, coverage, rng)
        if rules.is_over(state):
            assert rules.to_act(state) == ()
            outcome = rules.outcome(state)
            assert outcome is not None
            assert len(outcome.scores) == len(outcome.ranking) == players
            assert min(outcome.ranking) == 1
            return coverage
        assert rules.outcome(state) is None

        waiting = rules.to_act(state)
        assert waiting and set(waiting) <= set(range(players))
        seat = rng.choice(waiting)
        legal = list(rules.legal(state, seat))
        assert legal, f"{kind}: seat {seat} is awaited but has no legal action"
        action = legal[rng.randrange(len(legal))]
        if full:
            for candidate in legal:
                encoded = json.loads(as_json(rules.action_to_json(candidate)))
                assert rules.action_from_json(encoded) == candidate
            if step % 5 == 0:  # every action legal() lists is one apply() accepts
                for candidate in legal:
                    rules.apply(state, seat, candidate, random.Random(step))
            idle = [s for s in range(players) if s not in waiting]
            if idle:
                bystander = rng.choice(idle)
                assert refused_without_change(rules, state, partial(rules.apply, state, bystander, action, rng)), (
                    f"{kind}: seat {bystander} acted out of turn"
                )
                coverage.out_of_turn_refusals += 1
            if previous is not None:
                stale_seat, stale_action = previous
                if refused_without_change(
                    rules, state, partial(rules.apply, state, stale_seat, stale_action, random.Random(step))
                ):
                    coverage.stale_refusals += 1
            if step % 3 == 0:
                coverage.controls_accepted += check_controls(rules, state, seat, rng)
            if step % 11 == 0:
                check_junk_commands(rules, state, seat, rng)

        old = state
        state, events = rules.apply(old, seat, action, rng)
        assert old == restored, f"{kind}: apply changed the state it was given"
        assert all(e.code for e in events)
        previous = (seat, action)
    pytest.fail(f"{kind} seed {seed}: not over after {MAX_STEPS} random actions")


def test_every_built_in_game_is_registered_and_described() -> None:
    assert set(GAMES) <= set(registry.all_games())
    assert all(facts(kind).hidden.per_seat for kind in GAMES), "say where each game keeps its hidden cards"


def games_to_play(kind: str) -> int:
    return LONG_GAMES_PER_KIND if facts(kind).long_random_play else GAMES_PER_KIND


@pytest.mark.parametrize(("kind", "seed"), [(g, s) for g in GAMES for s in range(games_to_play(g))])
def test_random_play_keeps_the_rules_contract(kind: str, seed: int) -> None:
    coverage = play_checked(kind, seed)
    assert coverage.redeals_changing_state > 0, "the hidden-card check never hid anything"
    assert coverage.controls_accepted > 0, "no button or menu offered was ever accepted"


@pytest.mark.parametrize("kind", list(GAMES))
def test_the_engine_knows_moves_only_and_the_panel_answers_its_own_taps(kind: str) -> None:
    """Every game has a panel; the commands its panel answers itself (taps on the turn being built) are not the
    engine's: parsing one is refused as a command the game does not have."""
    rules, panel = GAMES[kind], registry.panel(kind)
    state = rules.new_game(rules.min_players, rules.options(None, {}), random.Random(1))
    seat = rules.to_act(state)[0]
    assert panel.controls(state, seat, None), f"{kind}: the seat to act is offered nothing"
    for name in sorted(panel.taps):
        with pytest.raises(IllegalMove) as refused:
            rules.parse(state, seat, Command(name, {}), "en")
        assert refused.value.code == "unknown-command", (kind, name)


@pytest.mark.parametrize("kind", list(GAMES))
def test_the_hidden_card_check_would_catch_a_leak(kind: str) -> None:
    """Redealing what seat 0 may not see changes seat 1's own view, so a view of seat 0 that showed seat 1's hand
    would fail the check above."""
    rules = GAMES[kind]
    rng = random.Random(4)
    state = rules.new_game(rules.min_players, rules.options(None, {}), rng)
    other = redeal_hidden(state, facts(kind).hidden, 0, rng)
    assert as_json(rules.view_to_json(rules.view(other, 0))) == as_json(rules.view_to_json(rules.view(state, 0)))
    assert as_json(rules.view_to_json(rules.view(other, 1))) != as_json(rules.view_to_json(rules.view(state, 1)))
