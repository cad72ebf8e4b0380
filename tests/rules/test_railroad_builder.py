"""RailRoad melds built by taps (``bot/rules/railroad/builder.py``, ``panel.py``): one test per decision. Every
tap goes through the panel as the table sends it: a tap on the build changes the seat's draft, kept beside the game
(the game's state never changes); Go down and a lay-off send the draft as the engine's ordinary move."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace
from typing import Any

import pytest

from bot.rules.base import MENU_CHOICES, Command, Control, IllegalMove
from bot.rules.cards import format_cards
from bot.rules.railroad import PANEL, RULES, State
from bot.rules.railroad.actions import Build
from bot.rules.railroad.builder import MeldBuilder
from bot.rules.railroad.engine import STATE_SCHEMA
from tests.rules.test_railroad import cards, table, with_melds

TWO_SETS = "7h 7d 7c Qs Qd Qc 9h 4s"


@dataclass(frozen=True)
class Built:
    """The game and seat 0's draft, as the table keeps them; reads as the game's state otherwise."""

    state: State
    draft: MeldBuilder | None = None

    @property
    def building(self) -> MeldBuilder | None:
        return PANEL.current(self.state, 0, self.draft)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.state, name)


def built(game: State | Built) -> Built:
    return game if isinstance(game, Built) else Built(game)


def tap(game: State | Built, name: str, seat: int = 0, **args: str) -> Built:
    """A control pressed as the table runs it: a tap on the draft, or the move (which drops every draft)."""
    state, draft = built(game).state, built(game).draft if seat == 0 else None
    command = Command(name, args)
    if name in PANEL.taps:
        tapped = PANEL.tap(state, seat, draft, command)
        if tapped.move is None:
            return Built(state, tapped.draft)
        action = tapped.move
    else:
        action = RULES.parse(state, seat, command, "en")
    new, _events = RULES.apply(state, seat, action, random.Random(0))
    return Built(new)


def tap_refused(game: State | Built, name: str, seat: int = 0, **args: str) -> IllegalMove:
    """A tap refused (by the panel, ``parse`` or ``apply``), the game and the draft unchanged."""
    before = RULES.state_to_json(built(game).state), built(game).draft
    with pytest.raises(IllegalMove) as info:
        tap(game, name, seat, **args)
    assert (RULES.state_to_json(built(game).state), built(game).draft) == before
    return info.value


def view(game: State | Built, seat: int | None) -> Any:
    """What ``seat`` sees, its own build shown in its own view."""
    state, draft = built(game).state, built(game).draft
    seen = RULES.view(state, seat)
    return seen if seat is None else PANEL.seat_view(seen, state, seat, draft if seat == 0 else None)


def control(game: State | Built, command: str, seat: int = 0) -> Control:
    found = [c for c in controls(game, seat) if c.command == command]
    assert found, [c.command for c in controls(game, seat)]
    return found[0]


def controls(game: State | Built, seat: int = 0) -> list[Control]:
    return PANEL.controls(built(game).state, seat, built(game).draft if seat == 0 else None)


def commands(game: State | Built, seat: int = 0) -> list[str]:
    return [c.command for c in controls(game, seat)]


def start(hand: str = TWO_SETS, **changes: Any) -> State:
    return table(players=3, hands=[hand], phase="play", **changes)


def test_picked_cards_are_staged_as_a_meld_and_leave_the_pick_menu() -> None:
    state = tap(start(), "rr_pick", cards="7♥ 7♦ 7♣")
    assert commands(state)[:3] == ["rr_down", "rr_stage", "rr_reset"]
    staged = tap(state, "rr_stage")
    assert staged.building is not None and staged.building.staged[0].cards == cards("7h 7c 7d")
    assert "7♥" not in control(staged, "rr_pick").choices and "Q♠" in control(staged, "rr_pick").choices
    assert staged.state == state.state  # nothing is played until Go down: the game never changes
    assert view(staged, 0).building is not None
    assert view(staged, 0).building.staged == ("7♥ 7♣ 7♦",)  # type: ignore[union-attr]


def test_a_second_tap_on_a_card_unpicks_it() -> None:
    state = tap(tap(start(), "rr_pick", cards="7♥ 7♦"), "rr_pick", cards="7♦")
    assert state.building is not None and state.building.selected == cards("7h")
    assert control(state, "rr_pick").choice_labels[control(state, "rr_pick").choices.index("7♥")].params["picked"] == "yes"


def test_go_down_sends_the_staged_melds_and_the_picked_cards_as_the_engines_going_down() -> None:
    state = tap(tap(tap(start(), "rr_pick", cards="7♥ 7♦ 7♣"), "rr_stage"), "rr_pick", cards="Q♠ Q♦ Q♣")
    assert control(state, "rr_down").label_params == {"n": 2}
    down = tap(state, "rr_down")
    assert down.down[0] and [format_cards(m.meld.cards) for m in down.melds] == ["7♥ 7♣ 7♦", "Q♠ Q♣ Q♦"]
    assert down.hands[0] == cards("4s 9h") and down.building is None


def test_undo_takes_the_last_staged_meld_back_into_the_picked_cards() -> None:
    state = tap(tap(start(), "rr_pick", cards="7♥ 7♦ 7♣"), "rr_stage")
    undone = tap(state, "rr_undo")
    assert undone.building is not None and undone.building.staged == ()
    assert undone.building.selected == cards("7h 7c 7d")
    assert tap_refused(tap(undone, "rr_reset"), "rr_undo").code == "draft-nothing-to-undo"


def test_reset_forgets_the_staged_melds_and_the_picks() -> None:
    state = tap(tap(tap(start(), "rr_pick", cards="7♥ 7♦ 7♣"), "rr_stage"), "rr_pick", cards="Q♠")
    reset = tap(state, "rr_reset")
    assert reset.building is not None and not reset.building.is_started()
    assert view(reset, 0).building is None and "rr_reset" not in commands(reset)


def test_a_refused_go_down_gives_the_engines_reasons_and_changes_nothing() -> None:
    one_set = tap(tap(start(), "rr_pick", cards="7♥ 7♦ 7♣"), "rr_stage")
    error = tap_refused(one_set, "rr_down")
    assert error.code == "railroad-contract-shape" and error.params["given_sets"] == 1
    not_a_meld = tap(tap(one_set, "rr_pick", cards="Q♠ Q♦ 9♥"), "rr_stage")
    error = tap_refused(not_a_meld, "rr_down")
    assert error.code == "meld-set-mixed-ranks"
    assert view(not_a_meld, 0).building.staged == ("7♥ 7♣ 7♦", "Q♠ 9♥ Q♦")  # type: ignore[union-attr]


def test_nothing_picked_nothing_to_send() -> None:
    assert tap_refused(start(), "rr_stage").code == "draft-select-first"
    assert tap_refused(start(), "rr_down").code == "draft-select-first"


def test_a_long_hand_is_paged_by_suit_and_picks_on_other_pages_stay_picked() -> None:
    hand = " ".join(f"{rank}{suit}" for suit in "shdc" for rank in ("3", "4", "5", "6", "7", "8", "9", "10"))
    state = start(hand, round_=7)
    menu = control(state, "rr_pick")
    assert len(menu.choices) == MENU_CHOICES and menu.choices[-1].startswith("»")
    assert {c[-1] for c in menu.choices[:-1]} == set("♠♥♣")  # whole suits, 24 cards
    picked = tap(state, "rr_pick", cards=f"3♠ 4♠ {menu.choices[-1]}")
    second = control(picked, "rr_pick")
    assert {c[-1] for c in second.choices[:-1]} == {"♦"} and second.choice_labels[-1].key == "ctl-pick-page"
    both = tap(picked, "rr_pick", cards="5♦ 6♦")
    assert both.building is not None and both.building.selected == cards("3s 4s 5d 6d")


def test_second_copies_of_a_card_have_their_own_choice() -> None:
    state = start("7h 7h 7d Qs Qd Qc 9h")
    assert control(state, "rr_pick").choices[:3] == ("Q♠", "7♥", "7♥~2")
    picked = tap(state, "rr_pick", cards="7♥ 7♥~2 7♦")
    assert picked.building is not None and picked.building.selected == cards("7h 7h 7d")


def test_wilds_read_as_high_as_they_go_and_the_other_readings_are_offered() -> None:
    state = start("5h 6d 7c JK Qs Qd Qc 9h", round_=2)
    staged = tap(tap(state, "rr_pick", cards="5♥ 6♦ 7♣ JK"), "rr_stage")
    assert view(staged, 0).building.staged == ("5♥ 6♦ 7♣ JK=8",)  # type: ignore[union-attr]
    read = control(staged, "rr_read")
    assert read.choices == ("1:4",) and read.choice_labels[0].params["cards"] == "JK=4 5♥ 6♦ 7♣"
    low = tap(staged, "rr_read", reading="1:4")
    assert view(low, 0).building.staged == ("JK=4 5♥ 6♦ 7♣",)  # type: ignore[union-attr]
    down = tap(tap(low, "rr_pick", cards="Q♠ Q♦ Q♣"), "rr_down")
    assert down.melds[0].meld.low == 4
    assert tap_refused(staged, "rr_read", reading="1:9").code == "railroad-build-no-such-reading"


def test_several_picked_cards_go_onto_meld_n_as_one_lay_off() -> None:
    state = with_melds(start("9h 10d JK Kd 4s", round_=2), 0, "5h 6h 7h 8c")
    assert "rr_stage" not in commands(tap(state, "rr_pick", cards="9♥"))  # down: no new melds
    picked = tap(state, "rr_pick", cards="9♥ 10♦ JK")
    target = control(picked, "rr_layoff")
    assert target.choices == ("1",) and target.choice_labels[0].params == {"meld": 1, "cards": "5♥ 6♥ 7♥ 8♣"}
    laid = tap(picked, "rr_layoff", meld="1")
    meld = laid.melds[0].meld
    assert len(meld.cards) == 7 and meld.low == 5  # the joker is the jack, as high as it goes
    assert laid.hands[0] == cards("4s Kd") and laid.building is None


def test_a_refused_lay_off_says_why() -> None:
    state = with_melds(start("Kd 4s", round_=2), 0, "5h 6h 7h 8c")
    error = tap_refused(tap(state, "rr_pick", cards="K♦"), "rr_layoff", meld="1")
    assert error.code.startswith("meld-")


def test_only_the_active_seat_builds_after_drawing() -> None:
    assert tap_refused(start(), "rr_pick", seat=1, cards="7♣").code == "not-your-turn"
    assert tap_refused(replace(start(), phase="draw"), "rr_pick", cards="7♥").code == "railroad-draw-first"
    assert "rr_pick" not in commands(replace(start(), phase="draw"))
    down_this_turn = replace(with_melds(start(), 0, "5h 5d 5s"), went_down_this_turn=True)
    assert "rr_pick" not in commands(down_this_turn)


def test_the_view_hides_the_build_from_the_others_and_spectators() -> None:
    state = tap(tap(start(), "rr_pick", cards="7♥ 7♦ 7♣"), "rr_stage")
    assert view(state, 0).building is not None
    assert view(state, 1).building is None and view(state, None).building is None
    assert RULES.status(view(state, 0)).code == "railroad-status-building"
    assert RULES.status(view(state, None)).code == "railroad-status-play"


def test_any_move_of_the_engine_drops_the_build() -> None:
    state = tap(tap(start(), "rr_pick", cards="7♥ 7♦ 7♣"), "rr_stage")
    after = tap(state, "discard", card="4♠")
    assert after.building is None


def test_a_build_of_another_hand_is_not_shown() -> None:
    state = tap(start(), "rr_pick", cards="7♥")
    other = Built(replace(state.state, hands=(cards("7d 8d"), *state.hands[1:])), state.draft)
    assert view(other, 0).building is None and "rr_reset" not in commands(other)
    assert other.building is None


def test_the_build_is_a_draft_beside_the_game_and_round_trips_through_json() -> None:
    state = tap(tap(tap(start("5h 6d 7c JK Qs Qd Qc 9h", round_=2), "rr_pick", cards="5♥ 6♦ 7♣ JK"), "rr_stage"),
                "rr_pick", cards="Q♠")
    assert state.state == start("5h 6d 7c JK Qs Qd Qc 9h", round_=2)
    data = json.loads(json.dumps(RULES.state_to_json(state.state)))
    assert data["schema"] == STATE_SCHEMA.version == 3 and "building" not in data
    assert state.draft is not None
    draft = json.loads(json.dumps(PANEL.draft_to_json(state.draft)))
    assert PANEL.draft_from_json(draft) == state.draft
    assert view(Built(state.state, PANEL.draft_from_json(draft)), 0) == view(state, 0)


def test_a_stored_game_with_a_build_inside_its_state_loads_without_it_and_plays_on() -> None:
    """Games stored while the build was kept in the state (format 2): the build is dropped, the game is as it was,
    and the old taps in its log are pressed again on the panel when it is replayed."""
    game = start("5h 6d 7c JK Qs Qd Qc 9h", round_=2)
    data = RULES.state_to_json(game)
    stored = data | {"schema": 2, "building": {
        "seat": 0, "round": 2, "hand": ["5H", "6D", "7C", "QS", "QD", "QC", "9H", "JK"], "page": 0,
        "selected": ["QS"], "staged": [{"cards": ["5H", "6D", "7C", "JK"], "low": 5}]}}
    loaded = RULES.state_from_json(json.loads(json.dumps(stored)))
    assert loaded == game and PANEL.controls(loaded, 0)[0].command != "rr_down"
    old_tap = RULES.action_from_json({"schema": 2, "type": "build", "op": "pick", "values": ["Q♦"]})
    assert isinstance(old_tap, Build) and PANEL.logged_tap(old_tap) == Command("rr_pick", {"cards": "Q♦"})
    with pytest.raises(IllegalMove):  # a tap is the panel's, never a move of the game
        RULES.apply(loaded, 0, old_tap, random.Random(0))
    assert sorted(tap(loaded, "discard", card="9♥").hands[0]) == sorted(cards("5h 6d 7c JK Qs Qd Qc"))


def test_a_version_1_state_loads_without_a_build() -> None:
    data = RULES.state_to_json(start())
    old = {key: value for key, value in data.items() if key != "building"} | {"schema": 1}
    assert RULES.state_from_json(old) == start()
