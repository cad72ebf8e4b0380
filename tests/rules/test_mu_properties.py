"""Mü properties over random legal play: conservation, hidden information, JSON, illegal actions, legal()."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n import bundle, has
from bot.rules.base import IllegalMove
from bot.rules.mu import PANEL, RULES, Bid, Card, ChoosePartner, MuAction, MuState, NameTrump, Pass, Play
from bot.rules.mu.cards import COLOURS, build_deck, colours_for, total_points

SETTINGS = settings(max_examples=20, deadline=None)


def random_choice(state: MuState, seat: int, rng: random.Random) -> MuAction:
    """A random legal action; passes half the time in the auction so that hands reach the trick play."""
    legal = RULES.legal(state, seat)
    if state.phase == "auction" and rng.random() < 0.5:
        return Pass()
    return legal[rng.randrange(len(legal))]


def random_game(
    players: int, dealer_out: bool, seed: int, hands: int = 3
) -> Iterator[tuple[MuState, int, MuAction]]:
    """Every (state, seat, action) of one random game, the final state last with seat -1."""
    rng = random.Random(seed)
    options = RULES.options(None, {"hands": str(hands), "dealer_sits_out": str(dealer_out).lower()})
    state = RULES.new_game(players, options, rng)
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        action = random_choice(state, seat, rng)
        yield state, seat, action
        state, _events = RULES.apply(state, seat, action, rng)
    yield state, -1, Pass()


def all_cards(state: MuState) -> Counter[Card]:
    held: Counter[Card] = Counter()
    for seat in range(state.players):
        held.update(state.hidden[seat])
        held.update(state.shown[seat])
        held.update(state.won[seat])
    held.update(card for _seat, card in state.trick)
    return held


games = st.tuples(st.integers(3, 6), st.booleans(), st.integers(0, 2**32))


@SETTINGS
@given(games)
def test_random_play_conserves_cards_and_a_played_hand_shares_out_all_card_points(
    game: tuple[int, bool, int],
) -> None:
    players, dealer_out, seed = game
    for state, _seat, _action in random_game(players, dealer_out, seed):
        deck = build_deck(colours_for(len(state.active)))
        assert all_cards(state) == Counter(deck)
        won = Counter(card for seat in range(state.players) for card in state.won[seat])
        assert Counter(card for trick in state.tricks for _seat, card in trick) == won
        result = state.last_hand
        if result is not None and result.kind == "played":
            assert sum(result.card_points) == total_points(deck) == (36 if len(state.active) == 3 else 60)
        elif result is not None:
            assert sum(result.card_points) == 0  # an Eklat or an all-pass hand scores no card points
    assert RULES.outcome(state) is not None


@SETTINGS
@given(games)
def test_every_legal_action_is_accepted_and_json_round_trips(game: tuple[int, bool, int]) -> None:
    for state, seat, _action in random_game(*game, hands=1):
        data = json.loads(json.dumps(RULES.state_to_json(state)))
        assert RULES.state_from_json(data) == state
        if seat < 0:
            continue
        for action in RULES.legal(state, seat):
            action_data = json.loads(json.dumps(RULES.action_to_json(action)))
            assert RULES.action_from_json(action_data) == action
            RULES.apply(state, seat, action, random.Random(0))
        for viewer in (seat, None):
            encoded = json.dumps(RULES.view_to_json(RULES.view(state, viewer)))
            assert json.loads(encoded) == RULES.view_to_json(RULES.view(state, viewer))


def shuffle_others_hidden(state: MuState, viewer: int | None, rng: random.Random) -> MuState:
    """The same public situation with the other seats' hidden cards dealt differently (same counts)."""
    others = [seat for seat in state.active if seat != viewer]
    pool = [card for seat in others for card in state.hidden[seat]]
    rng.shuffle(pool)
    hidden = list(state.hidden)
    for seat in others:
        count = len(state.hidden[seat])
        hidden[seat], pool = tuple(pool[:count]), pool[count:]
    return replace(state, hidden=tuple(hidden))


@SETTINGS
@given(games)
def test_views_do_not_depend_on_anyone_elses_hidden_cards(game: tuple[int, bool, int]) -> None:
    rng = random.Random(game[2])
    for state, seat, _action in random_game(*game, hands=1):
        for viewer in (None, *range(state.players)):
            other = shuffle_others_hidden(state, viewer, rng)
            assert RULES.view(other, viewer) == RULES.view(state, viewer)
        spectator = RULES.view(state, None)
        assert spectator.hand == () and spectator.hidden == () and RULES.hand_text(spectator) == ""
        if seat >= 0:
            assert Counter(RULES.view(state, seat).hand) == Counter(state.hidden[seat] + state.shown[seat])


def random_action(state: MuState, rng: random.Random) -> MuAction:
    deck = build_deck(COLOURS)
    kind = rng.randrange(5)
    if kind == 0:
        return Bid(tuple(rng.sample(deck, rng.randint(0, 3))))
    if kind == 1:
        return Pass()
    if kind == 2:
        return NameTrump(rng.choice([*COLOURS, *"0123456789", "mu"]))
    if kind == 3:
        return ChoosePartner(rng.randrange(-1, state.players + 1))
    return Play(rng.choice(deck))


@SETTINGS
@given(games)
def test_illegal_actions_change_nothing_and_are_explained(game: tuple[int, bool, int]) -> None:
    rng = random.Random(game[2] + 1)
    for state, _seat, _action in random_game(*game, hands=1):
        before = json.dumps(RULES.state_to_json(state))
        for _ in range(4):
            seat = rng.randrange(state.players)
            action = random_action(state, rng)
            try:
                RULES.apply(state, seat, action, random.Random(0))
            except IllegalMove as error:
                assert json.dumps(RULES.state_to_json(state)) == before
                for problem in error.problems:
                    for locale in ("en", "fr"):
                        catalog = bundle(locale)
                        assert has(locale, f"err-{problem.code}"), (locale, problem)
                        pattern = catalog.get_message(f"err-{problem.code}").value
                        assert pattern is not None
                        _text, errors = catalog.format_pattern(
                            pattern, catalog_arguments(dict(problem.params), None)
                        )
                        assert errors == [], (locale, problem)
            else:
                if not (isinstance(action, Bid) and len(action.cards) > 1):
                    assert action in RULES.legal(state, seat)
        assert json.dumps(RULES.state_to_json(state)) == before


@SETTINGS
@given(games)
def test_every_control_choice_parses_to_an_accepted_action(game: tuple[int, bool, int]) -> None:
    from bot.rules.base import Command

    for state, seat, _action in random_game(*game, hands=1):
        if seat < 0:
            continue
        for control in PANEL.controls(state, seat):
            for choice in control.choices or (None,):
                args = dict(control.args) if choice is None else {**control.args, control.arg: choice}
                action = RULES.parse(state, seat, Command(control.command, args), "en")
                RULES.apply(state, seat, action, random.Random(0))


def catalog_arguments(params: dict[str, object], seat: int | None) -> dict[str, object]:
    """What the bot passes to Fluent: ``*_seat`` params lose the suffix and ``Event.seat`` becomes ``player``."""
    arguments = {key.removesuffix("_seat"): value for key, value in params.items()}
    if seat is not None:
        arguments["player"] = f"seat {seat}"
    return arguments


@SETTINGS
@given(games)
def test_every_event_and_status_formats_without_missing_placeholders(game: tuple[int, bool, int]) -> None:
    rng = random.Random(game[2])
    state = RULES.new_game(game[0], RULES.options(None, {"hands": "2"}), rng)
    while True:
        status = RULES.status(RULES.view(state, None))
        events = [status]
        if RULES.is_over(state):
            break
        seat = RULES.to_act(state)[0]
        state, new_events = RULES.apply(state, seat, random_choice(state, seat, rng), rng)
        events += new_events
        for event in events:
            for locale in ("en", "fr"):
                catalog = bundle(locale)
                message = catalog.get_message(f"ev-{event.code}")
                assert message.value is not None
                _text, errors = catalog.format_pattern(
                    message.value, catalog_arguments(dict(event.params), event.seat)
                )
                assert errors == [], (locale, event)
