"""Classic Rummy (docs/rules/rummy.md): decisions, turn rules, scoring, random legal play."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.rules.base import Command, IllegalMove
from bot.rules.cards import Card, parse_cards, standard_deck
from bot.rules.melds import make_meld
from bot.rules.rummy import (
    PANEL,
    RULES,
    Deal,
    Discard,
    Draw,
    LayOff,
    MeldCards,
    RummyOptions,
    RummyState,
    resolve_options,
)
from bot.rules.rummy.engine import meld_rules


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def state_with(
    *hands: str, discard: str = "Kc", stock: str | None = None, phase: str = "play", turn: int = 0,
    melds: list[tuple[int, str]] | None = None, preset: str = "standard", **overrides: str,
) -> RummyState:
    options = RummyOptions.of(resolve_options(preset, overrides))
    held = [cards(h) for h in hands]
    pile = cards(discard) if discard else []
    table = [(owner, make_meld(cards(text), meld_rules(options))) for owner, text in melds or []]
    used = {c for h in held for c in h} | set(pile) | {c for _, m in table for c in m.cards}
    return RummyState(
        options=options, players=len(hands), dealer=len(hands) - 1, hands=held,
        stock=(cards(stock) if stock else []) if stock is not None else [c for c in standard_deck() if c not in used],
        discard=pile, phase=phase, turn=turn, melds=table, has_placed=[bool(table)] * len(hands),
        scores=[0] * len(hands), picked_up=[[] for _ in hands], discarded=[[] for _ in hands],
        placed_before_turn=bool(table),
    )


def play(state: RummyState, seat: int, action: Any) -> RummyState:
    return RULES.apply(state, seat, action, random.Random(0))[0]


def refused(state: RummyState, seat: int, action: Any) -> IllegalMove:
    before = RULES.state_to_json(state)
    with pytest.raises(IllegalMove) as error:
        RULES.apply(state, seat, action, random.Random(0))
    assert RULES.state_to_json(state) == before
    return error.value


def meld(text: str) -> MeldCards:
    return MeldCards((tuple(cards(text)),))


# --- decisions -------------------------------------------------------------------------------------------------


def test_decision_1_no_jokers_and_ace_low_only() -> None:
    state = RULES.new_game(2, RULES.options(None, {}), random.Random(1))
    everything = [*state.hands[0], *state.hands[1], *state.stock, *state.discard]
    assert Counter(everything) == Counter(standard_deck())
    game = state_with("Ah 2h 3h Qs Ks As 5c", "4d 5d 6d 7d")
    assert play(game, 0, meld("Ah 2h 3h")).melds[-1][1].low == 1
    assert refused(game, 0, meld("Qs Ks As")).code == "meld-run-ace-high"
    wrap = state_with("Kh Ah 2h 5c", "4d 5d 6d 7d")
    assert refused(wrap, 0, meld("Kh Ah 2h")).code == "meld-run-wraps"


def test_ace_high_and_round_the_corner_options() -> None:
    game = state_with("Qs Ks As 5c", "4d 5d 6d 7d", ace_high_allowed="true")
    assert play(game, 0, meld("Qs Ks As")).melds[-1][1].low == 12
    assert MeldCards((tuple(cards("Qs Ks As")),)) in RULES.legal(game, 0)
    wrap = state_with("Kh Ah 2h 5c", "4d 5d 6d 7d", round_the_corner="true")
    assert play(wrap, 0, meld("Kh Ah 2h")).melds[-1][1].cards == tuple(cards("Kh Ah 2h"))
    assert any(isinstance(a, MeldCards) and set(a.melds[0]) == set(cards("Kh Ah 2h")) for a in RULES.legal(wrap, 0))


@pytest.mark.parametrize(("players", "size"), [(2, 10), (3, 10), (4, 10), (5, 6), (6, 6)])
def test_decision_2_ten_cards_each_for_two_to_four_players_six_for_five_or_six(players: int, size: int) -> None:
    """The seed: "Chaque joueur reçoit une main de dix cartes"; ten cannot be dealt to five from one deck."""
    state = RULES.new_game(players, RULES.options(None, {}), random.Random(players))
    assert [len(h) for h in state.hands] == [size] * players
    assert len(state.discard) == 1 and len(state.stock) == 52 - players * size - 1
    assert RULES.to_act(state) == ((state.dealer + 1) % players,)


@pytest.mark.parametrize(("players", "size"), [(2, 10), (3, 7), (4, 7), (5, 6), (6, 6)])
def test_classic_deal_sizes_are_an_option_and_the_pagat_preset(players: int, size: int) -> None:
    for options in (RULES.options(None, {"deal_sizes": "classic"}), RULES.options("pagat", {})):
        state = RULES.new_game(players, options, random.Random(players))
        assert [len(h) for h in state.hands] == [size] * players
    with pytest.raises(IllegalMove):
        RULES.options(None, {"deal_sizes": "seven"})


def test_a_game_stored_before_the_deal_sizes_option_keeps_its_classic_deal() -> None:
    state = RULES.new_game(3, RULES.options(None, {"deal_sizes": "classic"}), random.Random(0))
    data = RULES.state_to_json(state)
    del data["options"]["deal_sizes"], data["schema"]  # as saved by the first version of the format
    data["phase"], data["turn"] = "hand_over", data["dealer"]
    restored = RULES.state_from_json(data)
    dealt = play(restored, restored.dealer, Deal())
    assert [len(h) for h in dealt.hands] == [7, 7, 7]


def test_hand_size_override_and_impossible_deals() -> None:
    assert len(RULES.new_game(3, RULES.options(None, {"hand_size_override": "10"}), random.Random(0)).hands[0]) == 10
    with pytest.raises(IllegalMove):
        RULES.new_game(6, RULES.options(None, {"hand_size_override": "10"}), random.Random(0))


def test_decision_3_draw_first_then_melds_lay_offs_and_a_discard_not_the_taken_card() -> None:
    state = state_with("5h 6h 7h 9c Jd", "2s 3s 4s 8d", discard="Kc 8h", phase="draw")
    assert refused(state, 0, Discard(Card(9, "C"))).code == "rummy-draw-first"
    assert refused(state, 1, Draw("stock")).code == "not-your-turn"
    took = play(state, 0, Draw("discard"))
    assert took.taken == Card(8, "H") and took.picked_up[0] == (Card(8, "H"),)
    assert refused(took, 0, Discard(Card(8, "H"))).code == "rummy-cannot-discard-taken-card"
    melded = play(took, 0, meld("5h 6h 7h 8h"))
    after = play(melded, 0, Discard(Card(9, "C")))
    assert after.phase == "draw" and RULES.to_act(after) == (1,) and after.discard[-1] == Card(9, "C")


def test_a_move_out_of_step_says_what_to_do_instead() -> None:
    from bot.i18n import t

    drawing = state_with("5h 6h 7h 9c Jd", "2s 3s 4s 8d", discard="Kc 8h", phase="draw")
    playing = play(drawing, 0, Draw("stock"))
    over = RULES.state_from_json(RULES.state_to_json(drawing) | {"phase": "hand_over", "dealer": 0})
    cases = [
        (drawing, Discard(Card(9, "C")), "rummy-draw-first", "Draw first"),
        (drawing, meld("5h 6h 7h"), "rummy-draw-first", "Draw first"),
        (drawing, Deal(), "rummy-draw-first", "Draw first"),
        (playing, Draw("stock"), "rummy-already-drew", "already drawn"),
        (playing, Draw("discard"), "rummy-already-drew", "already drawn"),
        (playing, Deal(), "rummy-already-drew", "already drawn"),
        (over, Discard(Card(9, "C")), "rummy-deal-next", "/deal"),
        (over, Draw("stock"), "rummy-deal-next", "/deal"),
    ]
    for state, action, code, words in cases:
        error = refused(state, 0, action)
        assert error.code == code, (action, error.code)
        assert words in t("en", f"err-{code}") and t("fr", f"err-{code}") != t("en", f"err-{code}")
    assert RULES.parse(over, 0, Command("deal", {}), "en") == Deal()


def test_card_refusals_never_mention_jokers_in_a_game_without_them() -> None:
    from bot.i18n import t
    from bot.texts import problem_text

    state = state_with("5h 6h 7h 9c", "2s")
    for typed in ("jk", "joker", "*", "🃏", "5x", "j0", "jo", "kj", "zz", "11h", "q"):
        for name, arg in (("discard", "card"), ("meld", "cards"), ("layoff", "cards")):
            args = {arg: typed} | ({"meld": "1"} if name == "layoff" else {})
            with pytest.raises(IllegalMove) as error:
                RULES.parse(state, 0, Command(name, args), "en")
            assert error.value.code in ("cards-no-jokers", "cards-unreadable-no-jokers"), (typed, error.value.code)
            assert error.value.params.get("suggestion") != "JK", typed
            for locale in ("en", "fr"):
                text = problem_text(error.value.problems[0], [], locale)
                assert "JK" not in text and " jk" not in text, (typed, text)
    assert t("en", "err-cards-no-jokers").startswith("This game is played without jokers")
    # In French "jk" reads as the jack of diamonds (k = carreau), as before.
    assert RULES.parse(state, 0, Command("discard", {"card": "jk"}), "fr") == Discard(Card(11, "D"))


def test_several_melds_per_turn_by_default_and_one_with_the_option() -> None:
    state = state_with("5h 6h 7h 9c 9d 9s Jd Qd", "2s 3s 4s 8d")
    both = play(state, 0, MeldCards((tuple(cards("5h 6h 7h")), tuple(cards("9c 9d 9s")))))
    assert len(both.melds) == 2
    one = state_with("5h 6h 7h 9c 9d 9s Jd Qd", "2s 3s 4s 8d", max_melds_per_turn="1")
    first = play(one, 0, meld("5h 6h 7h"))
    assert refused(first, 0, meld("9c 9d 9s")).code == "rummy-meld-limit"
    assert not any(isinstance(a, MeldCards) for a in RULES.legal(first, 0))


def test_decision_4_lay_off_only_after_an_own_meld_made_this_turn_or_before() -> None:
    state = state_with("8h 2c 2d 2s Kd", "4d 5d 6d", melds=[(1, "5h 6h 7h")])
    state = replace(state, has_placed=[False, True])
    assert refused(state, 0, LayOff((Card(8, "H"),), 1)).code == "rummy-layoff-needs-own-meld"
    assert not any(isinstance(a, LayOff) for a in RULES.legal(state, 0))
    melded = play(state, 0, meld("2c 2d 2s"))
    laid = play(melded, 0, LayOff((Card(8, "H"),), 1))
    assert laid.melds[0][1].cards == tuple(cards("5h 6h 7h 8h")) and laid.melds[0][0] == 1
    free = state_with("8h 2c 2d 2s Kd", "4d 5d 6d", melds=[(1, "5h 6h 7h")], layoff_requires_own_meld="false")
    assert play(free, 0, LayOff((Card(8, "H"),), 1)).hands[0] == tuple(cards("2c 2d 2s Kd"))


def test_lay_off_extends_either_run_end_and_completes_sets_but_checks_validity() -> None:
    state = state_with("4h 9h 7d 8s Kd", "3c", melds=[(0, "5h 6h 7h"), (1, "7c 7s 7h")])
    assert play(state, 0, LayOff((Card(4, "H"),), 1)).melds[0][1].low == 4
    assert play(state, 0, LayOff((Card(7, "D"),), 2)).melds[1][1].cards[-1] == Card(7, "D")
    error = refused(state, 0, LayOff((Card(9, "H"),), 1))
    assert error.code == "meld-run-gap" and error.params["missing"] == "8♥"
    assert refused(state, 0, LayOff((Card(8, "S"),), 2)).code == "meld-set-mixed-ranks"
    assert refused(state, 0, LayOff((Card(4, "H"),), 5)).code == "rummy-no-such-meld"


def test_decision_5_going_out_by_meld_lay_off_or_discard_without_a_final_discard() -> None:
    by_meld = play(state_with("5h 6h 7h", "2s 3s 4s 9d", melds=[(0, "Jc Qc Kc")]), 0, meld("5h 6h 7h"))
    assert by_meld.phase == "hand_over" and by_meld.last_hand is not None
    assert by_meld.last_hand.reason == "out" and by_meld.last_hand.winner_seat == 0
    by_layoff = play(state_with("10c", "2s 3s 4s 9d", melds=[(0, "Jc Qc Kc")]), 0, LayOff((Card(10, "C"),), 1))
    assert by_layoff.last_hand is not None and by_layoff.last_hand.winner_seat == 0
    by_discard = play(state_with("9d", "2s 3s", melds=[(0, "Jc Qc Kc")]), 0, Discard(Card(9, "D")))
    assert by_discard.last_hand is not None and by_discard.last_hand.points == (5, 0)


def test_must_discard_to_go_out_option() -> None:
    state = state_with("5h 6h 7h", "2s 3s 4s 9d", melds=[(0, "Jc Qc Kc")], must_discard_to_go_out="true")
    assert refused(state, 0, meld("5h 6h 7h")).code == "rummy-must-keep-a-discard"


def test_the_taken_card_cannot_be_left_alone_in_hand() -> None:
    state = state_with("5h 6h 7h 2c", "2s 3s 4s 9d", discard="Kc 2c", phase="draw")
    state = replace(state, hands=(tuple(cards("5h 6h 7h")), *state.hands[1:]))
    took = play(state, 0, Draw("discard"))
    error = refused(took, 0, meld("5h 6h 7h"))
    assert error.code == "rummy-would-strand-taken-card" and error.params == {"card": "2♣"}
    assert all(not isinstance(a, MeldCards) for a in RULES.legal(took, 0))


def test_decision_6_winner_collects_card_values_and_rummy_doubles() -> None:
    opponent = "Kd Qs As 7c"  # 10 + 10 + 1 + 7 = 28
    out = state_with("5h 6h 7h 9c 9d 9s 2d", opponent)
    out = play(out, 0, MeldCards((tuple(cards("5h 6h 7h")), tuple(cards("9c 9d 9s")))))
    done = play(out, 0, Discard(Card(2, "D")))
    assert done.last_hand is not None and done.last_hand.rummy and done.scores == (56, 0)
    assert done.last_hand.revealed[1] == tuple(sorted(cards(opponent))) and done.last_hand.hand_values == (0, 28)
    earlier = state_with("5h 6h 7h 2d", opponent, melds=[(0, "Jc Qc Kc")])
    earlier = replace(earlier, has_placed=[True, False], placed_before_turn=True)
    finished = play(play(earlier, 0, meld("5h 6h 7h")), 0, Discard(Card(2, "D")))
    assert finished.last_hand is not None and not finished.last_hand.rummy and finished.scores == (28, 0)
    single = state_with("5h 6h 7h 9c 9d 9s 2d", opponent, rummy_multiplier="1")
    single = play(play(single, 0, MeldCards((tuple(cards("5h 6h 7h")), tuple(cards("9c 9d 9s"))))), 0,
                  Discard(Card(2, "D")))
    assert single.scores == (28, 0)


def test_melding_before_this_turn_is_remembered_across_turns() -> None:
    state = state_with("5h 6h 7h 9c 2d", "Kd Qs As 7c 8c", phase="draw", stock="4c 3c")
    state = play(state, 0, Draw("stock"))  # 3♣
    state = play(state, 0, meld("5h 6h 7h"))
    state = play(state, 0, Discard(Card(3, "C")))
    state = play(state, 1, Draw("stock"))  # 4♣
    state = play(state, 1, Discard(Card(4, "C")))
    assert state.placed_before_turn is False
    state = play(state, 0, Draw("discard"))
    assert state.placed_before_turn is True  # a rummy is no longer possible for seat 0 this hand


def _exhausted(**overrides: str) -> RummyState:
    state = state_with("5h 9c", "2s Kd", discard="3d 4d 8s", stock="", phase="draw", **overrides)
    return state


def test_decision_7_discard_pile_turned_over_unshuffled_at_most_twice_then_blocked() -> None:
    state = _exhausted()
    restocked = play(state, 0, Draw("stock"))
    assert restocked.restocks_used == 1 and restocked.discard == ()
    assert restocked.hands[0][-1] == Card(3, "D")  # the old bottom card is the new top
    assert restocked.stock == (Card(8, "S"), Card(4, "D"))  # 4♦ is drawn next, 8♠ last
    state = replace(state, restocks_used=2)
    blocked = play(state, 0, Draw("stock"))
    assert blocked.last_hand is not None and blocked.last_hand.reason == "blocked"
    assert blocked.last_hand.hand_values == (14, 12)  # 5 + 9 against 2 + 10
    assert blocked.last_hand.winner_seat == 1 and blocked.scores == (0, 2)


def test_taking_the_discard_when_the_stock_is_empty_is_still_allowed() -> None:
    state = _exhausted()
    state = replace(state, restocks_used=2)
    took = play(state, 0, Draw("discard"))
    assert took.hands[0][-1] == Card(8, "S") and took.phase == "play"


def test_blocked_hand_tie_for_lowest_is_a_wash_and_the_same_dealer_deals() -> None:
    state = state_with("5h 9c", "4s Qd", discard="3d", stock="", phase="draw")
    state = replace(state, restocks_used=2)
    washed = play(state, 0, Draw("stock"))
    assert washed.last_hand is not None and washed.last_hand.reason == "wash" and washed.scores == (0, 0)
    assert washed.dealer == state.dealer


def test_blocked_hand_other_scorings() -> None:
    state = _exhausted(blocked_hand_scoring="two_player_opponent_scores")
    state = replace(state, restocks_used=2)
    swapped = play(state, 0, Draw("stock"))
    assert swapped.scores == (12, 14)
    wash = _exhausted(blocked_hand_scoring="wash")
    wash = replace(wash, restocks_used=2)
    assert play(wash, 0, Draw("stock")).scores == (0, 0)
    none = _exhausted(max_restocks="0")
    assert play(none, 0, Draw("stock")).last_hand is not None


def test_shuffle_on_restock_option_uses_the_rng() -> None:
    state = state_with("5h 9c", "2s Kd", discard=" ".join(c.code for c in standard_deck()[13:40]), stock="",
                       phase="draw", shuffle_on_restock="true")
    plain = state_with("5h 9c", "2s Kd", discard=" ".join(c.code for c in standard_deck()[13:40]), stock="",
                       phase="draw")
    assert play(state, 0, Draw("stock")).stock != play(plain, 0, Draw("stock")).stock


def test_decision_8_game_to_100_by_default_and_300_or_500_as_options() -> None:
    assert RULES.options(None, {})["target_score"] == 100
    assert RULES.options(None, {"target_score": "500"})["target_score"] == 500
    state = state_with("9d", "Kd Qd Jd Ks Qs Js Kh Qh Jh 2c")
    state = replace(state, scores=[10, 50])
    over = play(state, 0, Discard(Card(9, "D")))
    assert over.phase == "game_over" and over.scores == (10 + 2 * 92, 50)
    outcome = RULES.outcome(over)
    assert outcome is not None and outcome.ranking == (1, 2)
    assert RULES.legal(over, 0) == [] and RULES.to_act(over) == ()


def test_fixed_deals_option_ends_after_n_deals_with_shared_wins() -> None:
    state = state_with("9d", "2c", fixed_deals="1")
    state = replace(state, scores=[0, 4])
    over = play(state, 0, Discard(Card(9, "D")))
    assert over.phase == "game_over"
    outcome = RULES.outcome(over)
    assert outcome is not None and outcome.scores == (4, 4) and outcome.ranking == (1, 1)


def test_dealer_rotation() -> None:
    two = state_with("9d", "2c")
    two = replace(two, dealer=1)
    assert play(two, 0, Discard(Card(9, "D"))).dealer == 0
    winner = state_with("9d", "2c", two_player_dealer="winner")
    winner = replace(winner, dealer=0)
    assert play(winner, 0, Discard(Card(9, "D"))).dealer == 0
    three = state_with("9d", "2c", "3c")
    three = replace(three, dealer=2)
    after = play(three, 0, Discard(Card(9, "D")))
    assert after.dealer == 0 and RULES.to_act(after) == (0,) and RULES.legal(after, 0) == [Deal()]
    dealt = play(after, 0, Deal())
    assert dealt.phase == "draw" and RULES.to_act(dealt) == (1,) and dealt.hand_number == 2


# --- commands, controls, timeouts, views ---------------------------------------------------------------------


def test_commands() -> None:
    state = state_with("5h 6h 7h 9c", "2s", melds=[(1, "Jc Qc Kc")])
    assert RULES.parse(state, 0, Command("draw", {"source": "défausse"}), "fr") == Draw("discard")
    assert RULES.parse(state, 0, Command("meld", {"cards": "5h 6h 7h | 9c 9d 9s"}), "en") == MeldCards(
        (tuple(cards("5h 6h 7h")), tuple(cards("9c 9d 9s"))))
    assert RULES.parse(state, 0, Command("layoff", {"cards": "10c", "meld": "1"}), "en") == LayOff((Card(10, "C"),), 1)
    assert RULES.parse(state, 0, Command("layoff", {"cards": "10♣ #1"}), "en") == LayOff((Card(10, "C"),), 1)
    assert RULES.parse(state, 0, Command("discard", {"card": "9t"}), "fr") == Discard(Card(9, "C"))
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, 0, Command("knock", {"card": "9c"}), "en")
    assert error.value.code == "unknown-command"


def test_a_rummy_panel_shows_one_menu_per_job() -> None:
    """Laying down a meld, adding to one and discarding: one menu each, never two menus doing the same job (a
    suggested meld and a meld of one's own picking share one menu, as do one card and several onto a meld)."""
    state = state_with("5c 6c 7c 8h 9h 10c 7d Kd", "4d 5d 6d", melds=[(0, "5h 6h 7h"), (1, "Jc Qc Kc")])
    controls = PANEL.controls(state, 0)
    menus = [c.command for c in controls if c.choices]
    assert menus == ["meld", "layoff", "discard"]
    [meld] = [c for c in controls if c.command == "meld"]
    # The meld the hand holds, then its cards to pick a meld of one's own.
    assert meld.choices == ("5♣ 6♣ 7♣", "8♥", "9♥", "5♣", "6♣", "7♣", "10♣", "7♦", "K♦")
    assert meld.max_choices == len(meld.choices)
    for chosen in ("5♣ 6♣ 7♣", "7♣ 5♣ 6♣"):  # the suggestion alone, or its cards picked one by one
        after = play(state, 0, RULES.parse(state, 0, Command("meld", {"cards": chosen}), "en"))
        assert after.melds[-1][1].cards == tuple(cards("5c 6c 7c"))


def test_controls_let_a_player_finish_a_hand_without_typing() -> None:
    rng = random.Random(4)
    state = RULES.new_game(2, RULES.options(None, {}), rng)
    labels: set[str] = set()
    for _ in range(400):
        if state.phase != "draw" and state.phase != "play":
            break
        seat = RULES.to_act(state)[0]
        controls = PANEL.controls(state, seat)
        assert controls
        labels |= {c.label for c in controls}
        control = controls[0]
        args = dict(control.args)
        if control.choices:
            args[control.arg] = control.choices[0]
            assert len(control.command + "".join(args.values())) < 40 and len(control.choices) <= 25
        state = RULES.apply(state, seat, RULES.parse(state, seat, Command(control.command, args), "en"), rng)[0]
    assert state.phase in ("hand_over", "game_over")
    assert {"ctl-rummy-draw-stock", "ctl-rummy-meld", "ctl-rummy-discard"} <= labels


def test_timeout_draws_from_stock_then_discards_the_worst_card() -> None:
    state = state_with("5h 6h 7h Kd 2c", "2s", phase="draw")
    assert RULES.timeout_action(state, 0) == Draw("stock")
    state = replace(state, phase="play")
    assert RULES.timeout_action(state, 0) == Discard(Card(13, "D"))
    state = replace(state, taken=Card(13, "D"))
    assert RULES.timeout_action(state, 0) == Discard(Card(2, "C"))


def test_end_of_hand_view_reveals_the_hands_and_points() -> None:
    done = play(state_with("9d", "Kd Qs", "3c"), 0, Discard(Card(9, "D")))
    view = RULES.view(done, None)
    assert view.last_hand is not None and view.last_hand.revealed == ((), tuple(cards("Qs Kd")), (Card(3, "C"),))
    assert view.last_hand.points == (46, 0, 0) and view.hand == ()  # nothing placed before: a rummy
    assert RULES.status(view).code == "rummy-status-hand-over"
    assert json.loads(json.dumps(RULES.view_to_json(view)))["last_hand"]["points"] == [46, 0, 0]


def test_every_code_has_a_message_in_english_and_french() -> None:
    import re
    from pathlib import Path

    from bot.i18n import has

    source = "".join(p.read_text(encoding="utf-8") for p in Path("bot/rules/rummy").glob("*.py"))
    keys = {f"err-{c}" for c in re.findall(r'IllegalMove\("([a-z-]+)"', source)}
    keys |= {f"ev-{c}" for c in re.findall(r'"(rummy-[a-z-]+)"', source) if not c.startswith("rummy-status-")}
    keys |= {f"ev-rummy-status-{p}" for p in ("draw", "play", "hand-over", "game-over", "game-shared")}
    keys |= set(re.findall(r'"(ctl-rummy-[a-z-]+)"', source)) | {"rules-rummy"}
    keys -= {f"ev-{c}" for c in re.findall(r'IllegalMove\("([a-z-]+)"', source)}
    for locale in ("en", "fr"):
        assert sorted(k for k in keys if not has(locale, k)) == [], locale


# --- properties -------------------------------------------------------------------------------------------------


VARIANTS = [
    {},
    {"ace_high_allowed": "true", "must_discard_to_go_out": "true"},
    {"round_the_corner": "true", "max_restocks": "0", "blocked_hand_scoring": "wash"},
    {"two_player_dealer": "winner", "shuffle_on_restock": "true", "fixed_deals": "3"},
]


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 6), st.sampled_from(["standard", "pagat"]), st.sampled_from(VARIANTS))
def test_random_legal_play_keeps_every_rule(seed: int, players: int, preset: str, variant: dict[str, str]) -> None:
    rng = random.Random(seed)
    state = RULES.new_game(players, RULES.options(preset, {"target_score": "60", **variant}), rng)
    deck = Counter(standard_deck())
    for _ in range(250):
        if RULES.is_over(state):
            break
        on_table = [c for _, m in state.melds for c in m.cards]
        assert Counter([*on_table, *state.stock, *state.discard, *(c for h in state.hands for c in h)]) == deck
        seat = RULES.to_act(state)[0]
        legal = RULES.legal(state, seat)
        assert legal
        if state.phase in ("draw", "play"):
            # Cards seen taken or thrown earlier are public history; where they are now is not shown.
            public = {c for p in state.picked_up for c in p} | {c for d in state.discarded for c in d}
            for viewer in (None, (seat + 1) % players):
                data = RULES.view_to_json(RULES.view(state, viewer))
                data.pop("last_hand")
                text = json.dumps(data)
                assert not any(f'"{c.code}"' in text for c in state.hands[seat] if c not in public)
        before = json.dumps(RULES.state_to_json(state))
        with pytest.raises(IllegalMove):
            RULES.apply(state, (seat + 1) % players, legal[0], rng)
        assert json.dumps(RULES.state_to_json(state)) == before
        action = legal[rng.randrange(len(legal))]
        assert RULES.action_from_json(json.loads(json.dumps(RULES.action_to_json(action)))) == action
        state, _events = RULES.apply(state, seat, action, rng)
        assert RULES.state_from_json(json.loads(json.dumps(RULES.state_to_json(state)))) == state


def test_legal_actions_come_in_the_same_order_in_every_process() -> None:
    # Computer players and replays pick from legal() by position: the order must not depend on hash seeds.
    import subprocess
    import sys

    script = (
        "import json, random\n"
        "from bot.rules.rummy import RULES\n"
        "rng = random.Random(3)\n"
        "state = RULES.new_game(2, RULES.options(None, {'hand_size_override': '20'}), rng)\n"
        "seat = RULES.to_act(state)[0]\n"
        "state = RULES.apply(state, seat, RULES.legal(state, seat)[0], rng)[0]\n"
        "print(json.dumps([RULES.action_to_json(a) for a in RULES.legal(state, seat)]))\n"
    )
    outputs = {
        subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                       env={"PYTHONHASHSEED": seed, "PATH": ""}).stdout
        for seed in ("1", "2")
    }
    assert len(outputs) == 1 and '"meld"' in next(iter(outputs))


def test_every_legal_action_is_accepted() -> None:
    for seed, players in ((1, 2), (2, 4)):
        rng = random.Random(seed)
        state = RULES.new_game(players, RULES.options(None, {"target_score": "40"}), rng)
        for _ in range(300):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            legal = RULES.legal(state, seat)
            for action in legal:
                RULES.apply(state, seat, action, random.Random(0))
            state = RULES.apply(state, seat, legal[rng.randrange(len(legal))], rng)[0]


def test_melds_are_never_rearranged_pagat_example() -> None:
    # Melds are never rearranged: ♠2 may not move from its set into ♠3-4-5 so that ♠A can be laid off.
    state = state_with("As 9d Kd", "4c", melds=[(0, "2s 2h 2d"), (1, "3s 4s 5s")])
    error = refused(state, 0, LayOff((Card(1, "S"),), 2))
    assert error.code == "meld-run-gap" and error.params["missing"] == "2♠"
    assert not any(isinstance(a, LayOff) and a.cards == (Card(1, "S"),) for a in RULES.legal(state, 0))


def test_random_play_to_the_end_of_a_match_loses_no_card() -> None:
    for seed, players in ((5, 2), (6, 5)):
        rng = random.Random(seed)
        state = RULES.new_game(players, RULES.options(None, {"target_score": "30"}), rng)
        for _ in range(20_000):
            if RULES.is_over(state):
                break
            on_table = [c for _, m in state.melds for c in m.cards]
            everything = [*on_table, *state.stock, *state.discard, *(c for h in state.hands for c in h)]
            assert Counter(everything) == Counter(standard_deck())
            seat = RULES.to_act(state)[0]
            legal = RULES.legal(state, seat)
            state = RULES.apply(state, seat, legal[rng.randrange(len(legal))], rng)[0]
        assert RULES.is_over(state) and max(state.scores) >= 30


def test_the_state_is_frozen_and_apply_returns_a_new_one() -> None:
    import dataclasses

    state = state_with("5h 6h 7h 9c Jd", "2s 3s 4s 8d", discard="Kc 8h", phase="draw")
    assert isinstance(state.hands[0], tuple) and isinstance(state.melds, tuple)  # lists given are stored as tuples
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.turn = 1  # type: ignore[misc]
    before = RULES.state_to_json(state)
    after = play(state, 0, Draw("discard"))
    assert after is not state and RULES.state_to_json(state) == before and after.taken == Card(8, "H")


def test_several_picked_cards_go_onto_meld_n_from_one_menu() -> None:
    state = state_with("8h 9h 10c 7c Kd", "4d 5d 6d", melds=[(0, "5h 6h 7h"), (1, "Jc Qc Kc"), (1, "3s 3d 3c")])
    menu = next(c for c in PANEL.controls(state, 0) if c.command == "layoff")
    # Each card that fits, onto its meld, as one choice; then the cards and the melds to pick several at once.
    assert menu.choices == ("8♥ #1", "10♣ #2", "8♥", "9♥", "7♣", "10♣", "K♦", "#1", "#2")  # no card fits #3
    assert menu.max_choices == len(menu.choices)
    assert menu.choice_labels[0].params == {"card": "8♥", "meld": 1, "cards": "5♥ 6♥ 7♥"}
    assert menu.choice_labels[-2].params == {"meld": 1, "cards": "5♥ 6♥ 7♥"}
    assert RULES.parse(state, 0, Command("layoff", {"cards": "10♣ #2"}), "en") == LayOff((Card(10, "C"),), 2)
    action = RULES.parse(state, 0, Command("layoff", {"cards": "8♥ 9♥ #1"}), "en")
    assert action == LayOff((Card(8, "H"), Card(9, "H")), 1)
    assert play(state, 0, action).melds[0][1].cards == tuple(cards("5h 6h 7h 8h 9h"))
    for picked in ("8♥ 9♥", "8♥ #1 #2"):  # a pick without exactly one meld is refused with its reason
        assert refused(state, 0, RULES.parse(state, 0, Command("layoff", {"cards": picked}), "en")).code == (
            "rummy-layoff-one-meld")
    assert refused(state, 0, RULES.parse(state, 0, Command("layoff", {"cards": "#1"}), "en")).code == "rummy-meld-empty"
