"""Stored games survive changes of the code: states and actions frozen as JSON by earlier versions of the rules
(``tests/rules/frozen/<game>_v<N>.json``: a few states of a seeded game at different phases, and its first actions)
still load, round-trip, and play on to more legal moves; whole games stored by an earlier build
(``<game>_actions_v<N>.json``) replay their upgraded actions to the same end."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.rules import registry
from bot.rules.base import Command
from tests.game_facts import GAMES

FROZEN = Path(__file__).parent / "frozen"


def frozen(game: str) -> list[tuple[str, dict[str, Any]]]:
    files = sorted(FROZEN.glob(f"{game}_v*.json"))
    assert files, game
    return [(path.stem, json.loads(path.read_text(encoding="utf-8"))) for path in files]


def rules_of(game: str) -> Any:
    registry.load_builtin_games()
    return registry.get(game)


@pytest.mark.parametrize("game", GAMES)
def test_frozen_states_load_round_trip_and_play_on(game: str) -> None:
    rules = rules_of(game)
    for name, data in frozen(game):
        for index, stored in enumerate(data["states"]):
            state = rules.state_from_json(json.loads(json.dumps(stored)))
            again = json.loads(json.dumps(rules.state_to_json(state)))
            assert rules.state_to_json(rules.state_from_json(again)) == again, (name, index)
            rng = random.Random(index)
            for _ in range(30):
                if rules.is_over(state):
                    assert rules.outcome(state) is not None
                    break
                seat = rules.to_act(state)[0]
                legal = list(rules.legal(state, seat))
                assert legal, (name, index)
                rules.view(state, seat), rules.view(state, None)
                state, _ = rules.apply(state, seat, legal[rng.randrange(len(legal))], rng)


@pytest.mark.parametrize("game", GAMES)
def test_frozen_actions_load_and_round_trip(game: str) -> None:
    rules = rules_of(game)
    for name, data in frozen(game):
        for stored in data["actions"]:
            action = rules.action_from_json(json.loads(json.dumps(stored)))
            assert rules.action_from_json(json.loads(json.dumps(rules.action_to_json(action)))) == action, name


@pytest.mark.parametrize("game", GAMES)
def test_states_and_actions_carry_the_version_of_their_format(game: str) -> None:
    from bot.rules.schema import SCHEMA_KEY

    rules = rules_of(game)
    rng = random.Random(0)
    players = max(rules.min_players, 3 if rules.max_players >= 3 else 2)
    state = rules.new_game(players, rules.options(None, {}), rng)
    state_json = rules.state_to_json(state)
    action_json = rules.action_to_json(rules.legal(state, rules.to_act(state)[0])[0])
    assert isinstance(state_json[SCHEMA_KEY], int) and isinstance(action_json[SCHEMA_KEY], int)
    versions = sorted(int(name.rsplit("_v", 1)[1]) for name, _ in frozen(game))
    assert versions[-1] <= state_json[SCHEMA_KEY]
    with pytest.raises(ValueError):
        rules.state_from_json(state_json | {SCHEMA_KEY: state_json[SCHEMA_KEY] + 1})


def test_a_frozen_rummy_game_keeps_its_classic_deal_for_the_next_hands() -> None:
    rules = rules_of("rummy")
    stored = next(s for s in frozen("rummy")[0][1]["states"] if s["phase"] == "hand_over")
    assert stored["players"] == 3 and "deal_sizes" not in stored["options"]
    state = rules.state_from_json(stored)
    dealer = rules.to_act(state)[0]
    dealt, _ = rules.apply(state, dealer, rules.parse(state, dealer, Command("deal", {}), "en"), random.Random(0))
    assert [len(hand) for hand in dealt.hands] == [7, 7, 7]


def test_a_frozen_gin_hand_where_both_passed_the_upcard_opens_the_discard_pile_again() -> None:
    rules = rules_of("gin")
    stored = frozen("gin")[0][1]["states"][-1]
    assert stored["upcard_declined"] and any(stored["discarded"])  # as the older code saved it
    state = rules.state_from_json(stored)
    seat = rules.to_act(state)[0]
    assert rules.parse(state, seat, Command("draw", {"source": "discard"}), "en") in rules.legal(state, seat)


# Whole games as an older build stored them (``<game>_actions_v<N>.json``, N: the action format): the start state,
# every action with its seat (each applied with ``random.Random(<its index>)``), the end state, and ``samples``: one
# action of every kind and shape. Taps, hints, auto-place and timeouts are in the games too.
STORED_GAMES = (("tiles", "tiles_actions_v2"), ("railroad", "railroad_actions_v1"))


def stored_game(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FROZEN / f"{name}.json").read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(("game", "name"), STORED_GAMES)
def test_a_whole_stored_game_replays_its_actions_to_the_same_end(game: str, name: str) -> None:
    rules = rules_of(game)
    data = stored_game(name)
    panel = registry.panel(game)
    state = rules.state_from_json(data["start"])
    drafts: dict[int, Any] = {}
    taps = 0
    for index, step in enumerate(data["steps"]):
        seat, action = step["seat"], rules.action_from_json(step["action"])
        tap = panel.logged_tap(action)
        if tap is not None:  # a tap the older build logged as an action: pressed again on the panel, as bot.replay does
            taps += 1
            tapped = panel.tap(state, seat, panel.current(state, seat, drafts.get(seat)), tap)
            if tapped.move is None:
                drafts[seat] = tapped.draft
                continue
            action = tapped.move
        state, _ = rules.apply(state, seat, action, random.Random(index))
        drafts = {}
    assert rules.is_over(state) and (taps > 0) == (game == "tiles")
    assert rules.state_to_json(state) == rules.state_to_json(rules.state_from_json(data["end"]))


def test_stored_tiles_actions_of_one_class_with_a_kind_read_as_one_class_per_action() -> None:
    from bot.rules.tiles.actions import Build, Draw, Hint, Place, Play, Timeout
    from bot.rules.tiles.script import Statement

    expected = [
        Draw(),
        Hint(),
        Timeout(),
        Play((Statement("new", 0, ("r5", "r6", "j=r7")), Statement("add", 2, ("b9",)), Statement("set", 3, ("k1", "k2", "k3")))),
        Place(("r6", "j")),
        Build("pick", ("r5", "#2 b7", "» 2/3")),
        Build("put", ("#3",)),
        Build("put", ("new",)),
        Build("put", ("hold",)),
        Build("read", ("2",)),
        Build("lay", ("r5 r6 r7",)),
        Build("undo"),
        Build("reset"),
        Build("end"),
        Build("hint"),
    ]
    rules = rules_of("tiles")
    assert [rules.action_from_json(stored) for stored in stored_game("tiles_actions_v2")["samples"]] == expected
    assert rules.action_from_json({"kind": "build", "statements": []}) == Build("")  # refused as before: no tap


def test_stored_railroad_actions_of_one_class_with_a_kind_read_as_one_class_per_action() -> None:
    from bot.rules.cards import parse_cards
    from bot.rules.railroad import (
        Claim,
        CloseClaims,
        Discard,
        DrawDiscard,
        DrawStock,
        GoDown,
        LayOff,
        MeldPlan,
        PassClaim,
    )

    def cards(text: str) -> tuple[Any, ...]:
        return tuple(parse_cards(text, "en"))

    expected = [
        DrawStock(),
        DrawDiscard(),
        Discard(cards("QH")[0]),
        Discard(cards("JK")[0]),
        GoDown((MeldPlan(cards("7H 7S 2C")), MeldPlan(cards("JK 4D 5D 6D"), low=3))),
        LayOff(cards("8D"), meld=2),
        LayOff(cards("2H 9D"), meld=1, low=2),
        Claim(),
        Claim(hmg=True),
        PassClaim(),
        CloseClaims(),
    ]
    rules = rules_of("railroad")
    assert [rules.action_from_json(stored) for stored in stored_game("railroad_actions_v1")["samples"]] == expected
    # Version 1 as the first builds wrote it: fields left at their defaults were not written.
    assert rules.action_from_json({"kind": "claim"}) == Claim()
    assert rules.action_from_json({"kind": "lay_off", "cards": ["8D"], "meld": 2}) == LayOff(cards("8D"), meld=2)


@pytest.mark.parametrize(("game", "name"), STORED_GAMES)
def test_actions_are_written_one_class_per_action_tagged_by_type(game: str, name: str) -> None:
    from bot.rules.schema import SCHEMA_KEY

    rules = rules_of(game)
    for stored in stored_game(name)["samples"]:
        written = rules.action_to_json(rules.action_from_json(stored))
        assert written["type"] == stored["kind"] and written[SCHEMA_KEY] == stored[SCHEMA_KEY] + 1
        assert len(written) < len(stored)  # an action no longer carries the other kinds' fields


def test_stored_mu_actions_tagged_by_kind_read_and_are_written_tagged_by_type() -> None:
    from bot.rules.mu.actions import Bid, ChoosePartner, NameTrump, Pass, Play
    from bot.rules.schema import SCHEMA_KEY

    rules = rules_of("mu")
    older = [{"kind": "bid", "cards": ["r7", "b7"]}, {"kind": "pass"}, {"kind": "trump", "trump": "mu"},
             {"kind": "partner", "seat": 2}, {"kind": "play", "card": "g5"}]
    read = [rules.action_from_json(stored) for stored in older]
    assert [type(action) for action in read] == [Bid, Pass, NameTrump, ChoosePartner, Play]
    for stored, action in zip(older, read, strict=True):
        written = rules.action_to_json(action)
        assert written["type"] == stored["kind"] and "kind" not in written and written[SCHEMA_KEY] == 2
        assert rules.action_from_json(written) == action


@pytest.mark.parametrize("game", ["tiles", "railroad"])
def test_frozen_states_with_a_turn_built_by_taps_inside_load_without_it(game: str) -> None:
    """Older formats kept the turn being built by taps inside the state (``building``): such states load with the
    build dropped (it is the panel's draft now, kept beside the game), the game as it was, and play on above."""
    rules = rules_of(game)
    stored = [s for _name, data in frozen(game) for s in data["states"] if s.get("building")]
    assert stored, f"no frozen {game} state with a build inside"
    for data in stored:
        state = rules.state_from_json(json.loads(json.dumps(data)))
        again = rules.state_to_json(state)
        assert "building" not in again
        assert {k: v for k, v in data.items() if k not in ("building", "schema")} == {
            k: v for k, v in again.items() if k != "schema"}
