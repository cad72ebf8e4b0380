"""RailRoad melds built by taps (``bot/rules/railroad/builder.py``, ``tapping.py``): one test per decision. Every
tap goes through the rules as the bot sends it: ``parse`` of the control's command, then ``apply``."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from bot.rules.base import MENU_CHOICES, Command, Control, IllegalMove
from bot.rules.cards import format_cards
from bot.rules.railroad import PANEL, RULES, State
from bot.rules.railroad.actions import Build
from bot.rules.railroad.engine import STATE_SCHEMA
from tests.rules.test_railroad import cards, table, with_melds

TWO_SETS = "7h 7d 7c Qs Qd Qc 9h 4s"


def tap(state: State, name: str, seat: int = 0, **args: str) -> State:
    action = RULES.parse(state, seat, Command(name, args), "en")
    new, _events = RULES.apply(state, seat, action, random.Random(0))
    return new


def tap_refused(state: State, name: str, seat: int = 0, **args: str) -> IllegalMove:
    """A tap refused (by ``parse`` or by ``apply``), the state unchanged."""
    before = RULES.state_to_json(state)
    with pytest.raises(IllegalMove) as info:
        tap(state, name, seat, **args)
    assert RULES.state_to_json(state) == before
    return info.value


def control(state: State, command: str, seat: int = 0) -> Control:
    found = [c for c in PANEL.controls(state, seat) if c.command == command]
    assert found, [c.command for c in PANEL.controls(state, seat)]
    return found[0]


def commands(state: State, seat: int = 0) -> list[str]:
    return [c.command for c in PANEL.controls(state, seat)]


def start(hand: str = TWO_SETS, **changes: Any) -> State:
    return table(players=3, hands=[hand], phase="play", **changes)


def test_picked_cards_are_staged_as_a_meld_and_leave_the_pick_menu() -> None:
    state = tap(start(), "rr_pick", cards="7♥ 7♦ 7♣")
    assert commands(state)[:3] == ["rr_down", "rr_stage", "rr_reset"]
    staged = tap(state, "rr_stage")
    assert staged.building is not None and staged.building.staged[0].cards == cards("7h 7c 7d")
    assert "7♥" not in control(staged, "rr_pick").choices and "Q♠" in control(staged, "rr_pick").choices
    assert staged.hands == state.hands and staged.melds == ()  # nothing is played until Go down
    assert RULES.view(staged, 0).building is not None
    assert RULES.view(staged, 0).building.staged == ("7♥ 7♣ 7♦",)  # type: ignore[union-attr]


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
    assert RULES.view(reset, 0).building is None and "rr_reset" not in commands(reset)


def test_a_refused_go_down_gives_the_engines_reasons_and_changes_nothing() -> None:
    one_set = tap(tap(start(), "rr_pick", cards="7♥ 7♦ 7♣"), "rr_stage")
    error = tap_refused(one_set, "rr_down")
    assert error.code == "railroad-contract-shape" and error.params["given_sets"] == 1
    not_a_meld = tap(tap(one_set, "rr_pick", cards="Q♠ Q♦ 9♥"), "rr_stage")
    error = tap_refused(not_a_meld, "rr_down")
    assert error.code == "meld-set-mixed-ranks"
    assert RULES.view(not_a_meld, 0).building.staged == ("7♥ 7♣ 7♦", "Q♠ 9♥ Q♦")  # type: ignore[union-attr]


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
    assert RULES.view(staged, 0).building.staged == ("5♥ 6♦ 7♣ JK=8",)  # type: ignore[union-attr]
    read = control(staged, "rr_read")
    assert read.choices == ("1:4",) and read.choice_labels[0].params["cards"] == "JK=4 5♥ 6♦ 7♣"
    low = tap(staged, "rr_read", reading="1:4")
    assert RULES.view(low, 0).building.staged == ("JK=4 5♥ 6♦ 7♣",)  # type: ignore[union-attr]
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
    assert RULES.view(state, 0).building is not None
    assert RULES.view(state, 1).building is None and RULES.view(state, None).building is None
    assert RULES.status(RULES.view(state, 0)).code == "railroad-status-building"
    assert RULES.status(RULES.view(state, None)).code == "railroad-status-play"


def test_any_move_of_the_engine_drops_the_build() -> None:
    state = tap(tap(start(), "rr_pick", cards="7♥ 7♦ 7♣"), "rr_stage")
    after = tap(state, "discard", card="4♠")
    assert after.building is None


def test_a_build_of_another_hand_is_not_shown() -> None:
    state = tap(start(), "rr_pick", cards="7♥")
    other = replace(state, hands=(cards("7d 8d"), *state.hands[1:]))
    assert RULES.view(other, 0).building is None and "rr_reset" not in commands(other)


def test_the_build_and_its_taps_round_trip_through_json() -> None:
    state = tap(tap(tap(start("5h 6d 7c JK Qs Qd Qc 9h", round_=2), "rr_pick", cards="5♥ 6♦ 7♣ JK"), "rr_stage"),
                "rr_pick", cards="Q♠")
    data = json.loads(json.dumps(RULES.state_to_json(state)))
    assert data["schema"] == STATE_SCHEMA.version == 2
    assert RULES.state_from_json(data) == state
    action = RULES.parse(state, 0, Command("rr_pick", {"cards": "Q♦ Q♣"}), "en")
    assert isinstance(action, Build)
    assert RULES.action_from_json(json.loads(json.dumps(RULES.action_to_json(action)))) == action


def test_a_version_1_state_loads_without_a_build() -> None:
    data = RULES.state_to_json(start())
    old = {key: value for key, value in data.items() if key != "building"} | {"schema": 1}
    assert RULES.state_from_json(old) == start()
