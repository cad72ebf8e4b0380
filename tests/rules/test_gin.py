"""Gin Rummy (docs/rules/gin.md): decisions, worked examples, exact deadwood, random legal play."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.rules.base import Command, IllegalMove
from bot.rules.cards import Card, format_cards, parse_cards, standard_deck
from bot.rules.gin import (
    PANEL,
    RULES,
    Deal,
    Discard,
    Draw,
    GinOptions,
    GinState,
    Knock,
    Pass,
    best_melds,
    resolve_options,
    score_knock,
)
from bot.rules.gin.engine import settle
from bot.rules.melds import GIN_MELDS, make_meld


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def state_with(
    hand0: str, hand1: str, *, discard: str = "", stock: list[Card] | None = None, phase: str = "draw",
    turn: int = 0, preset: str = "north_american", **overrides: str,
) -> GinState:
    """A hand in progress with chosen cards (the stock gets every other card unless given)."""
    options = GinOptions.of(resolve_options(preset, overrides))
    hands = [cards(hand0), cards(hand1)]
    pile = cards(discard) if discard else []
    used = set(hands[0]) | set(hands[1]) | set(pile)
    return GinState(
        options=options, dealer=1 - turn, hands=hands,
        stock=stock if stock is not None else [c for c in standard_deck() if c not in used],
        discard=pile, phase=phase, turn=turn, upcard=pile[0] if pile else None,
        knock_limit=options.knock_limit,
    )


def play(state: GinState, seat: int, action: Any, seed: int = 0) -> GinState:
    return RULES.apply(state, seat, action, random.Random(seed))[0]


# --- decisions ------------------------------------------------------------------------------------------------


def test_decision_1_default_preset_is_north_american() -> None:
    assert RULES.presets[0] == "north_american"
    options = RULES.options(None, {})
    assert (options["gin_bonus"], options["undercut_bonus"], options["box_bonus"], options["big_gin_bonus"]) == (
        25, 25, 25, 31)
    assert (options["game_bonus"], options["target_score"], options["shutout_rule"]) == (
        100, 100, "double_game_bonus")
    pagat = RULES.options("pagat", {})
    assert (pagat["gin_bonus"], pagat["undercut_bonus"], pagat["box_bonus"], pagat["big_gin_bonus"]) == (20, 10, 20, 0)
    assert RULES.options("classic", {})["shutout_rule"] == "flat_100"
    assert RULES.options("classic_bicycle", {})["preset"] == "classic"


def test_decision_2_tie_is_an_undercut_but_openspiel_scores_it_zero() -> None:
    knocker = cards("As 2s 3s 4h 5h 6h 7c 8c 9c 7d")  # deadwood 7
    defender = cards("Kd Kc Kh 10h 10s 10d Ad Ac 2c 3d")  # 1 + 1 + 2 + 3 = 7
    tie = score_knock(knocker, Card(13, "D"), defender)
    assert (tie.knocker_deadwood, tie.defender_deadwood) == (7, 7)
    assert (tie.result, tie.winner_seat, tie.points) == ("undercut", 1, 25)
    openspiel = score_knock(knocker, Card(13, "D"), defender, "openspiel")
    assert (openspiel.result, openspiel.winner_seat, openspiel.points) == ("tie", None, 0)


def test_decision_3_upcard_offer_then_the_taken_card_cannot_be_discarded() -> None:
    state = RULES.new_game(2, RULES.options(None, {}), random.Random(3))
    non_dealer = 1 - state.dealer
    assert state.phase == "offer" and RULES.to_act(state) == (non_dealer,)
    state = play(state, non_dealer, Pass())
    assert RULES.to_act(state) == (state.dealer,) and state.phase == "offer"
    upcard = state.discard[-1]
    taken = play(state, state.dealer, Draw("discard"))
    with pytest.raises(IllegalMove) as refused:
        play(taken, state.dealer, Discard(upcard))
    assert refused.value.code == "gin-cannot-discard-taken-card"
    both_passed = play(state, state.dealer, Pass())
    assert RULES.to_act(both_passed) == (non_dealer,)
    assert RULES.legal(both_passed, non_dealer) == [Draw("stock")]
    with pytest.raises(IllegalMove) as refused:
        play(both_passed, non_dealer, Draw("discard"))
    assert refused.value.code == "gin-stock-only"


@pytest.mark.parametrize("preset", RULES.presets)
def test_after_both_pass_the_upcard_only_the_first_draw_is_from_the_stock(preset: str) -> None:
    """The forced stock draw is the non-dealer's first draw only: every later turn may take the top discard."""
    for seed in range(5):
        rng = random.Random(seed)
        state = RULES.new_game(2, RULES.options(preset, {}), rng)
        non_dealer = 1 - state.dealer
        state = play(play(state, non_dealer, Pass()), state.dealer, Pass())
        assert RULES.legal(state, non_dealer) == [Draw("stock")]
        state = play(state, non_dealer, Draw("stock"))
        for turn in range(6):
            seat = RULES.to_act(state)[0]
            state = play(state, seat, RULES.timeout_action(state, seat))  # discard the worst card
            if state.phase != "draw":
                break
            seat = RULES.to_act(state)[0]
            assert Draw("discard") in RULES.legal(state, seat), (preset, seed, turn)
            assert any(c.args.get("source") == "discard" for c in PANEL.controls(state, seat))
            # Alternate the sources so both paths lead to a later turn.
            source = "discard" if turn % 2 == 0 else "stock"
            state = play(state, seat, RULES.parse(state, seat, Command("draw", {"source": source}), "en"))
            assert state.phase == "discard"


def test_a_stored_game_that_kept_the_stock_only_flag_opens_the_pile_again() -> None:
    state = RULES.new_game(2, RULES.options(None, {}), random.Random(4))
    non_dealer = 1 - state.dealer
    state = play(play(state, non_dealer, Pass()), state.dealer, Pass())
    state = play(state, non_dealer, Draw("stock"))
    state = play(state, non_dealer, RULES.timeout_action(state, non_dealer))
    data = RULES.state_to_json(state)
    data["upcard_declined"] = True  # as saved before the fix, in the first version of the format
    del data["schema"]
    restored = RULES.state_from_json(json.loads(json.dumps(data)))
    assert Draw("discard") in RULES.legal(restored, state.dealer)


def _state_at_the_wall(**overrides: str) -> GinState:
    # Seat 0 holds 11 cards after drawing the 50th card; the stock keeps the last two.
    hand0 = "As 3s 5s 7s 9s Jh Kh 2c 4c 6c 8c"
    hand1 = "2d 4d 6d 8d 10d Qd 2h 4h 6h 8h"
    state = state_with(hand0, hand1, discard="Kd", phase="discard", turn=0, **overrides)
    return replace(state, stock=state.stock[:2])


def test_decision_4_hand_cancelled_when_the_50th_card_is_discarded_without_knocking() -> None:
    state = _state_at_the_wall()
    after, events = RULES.apply(state, 0, Discard(Card(13, "H")), random.Random(0))
    assert after.phase == "hand_over" and after.last_hand is not None
    assert after.last_hand.result == "cancelled" and after.scores == (0, 0) and after.boxes == (0, 0)
    assert after.dealer == state.dealer  # decision 7: same dealer redeals
    assert "gin-hand-cancelled" in [e.code for e in events]


def test_fiftieth_card_rule_allows_taking_the_last_discard_only_to_knock() -> None:
    state = _state_at_the_wall(fiftieth_card_rule="true")
    hand1 = "10h Jh Qh 4d 5d 6d 9c 9s 9h 2c"  # Kh completes 10-J-Q-K of hearts: a knock with 2
    state = replace(state, hands=(tuple(cards("As 3s 5s 7s 9s Kh 3c 4c 6c 8c 10c")), tuple(cards(hand1))))
    wall = play(state, 0, Discard(Card(13, "H")))
    assert wall.phase == "wall" and RULES.to_act(wall) == (1,)
    assert Draw("discard") in RULES.legal(wall, 1)
    taken = play(wall, 1, Draw("discard"))
    assert all(isinstance(a, Knock) for a in RULES.legal(taken, 1))
    with pytest.raises(IllegalMove) as refused:
        play(taken, 1, Discard(Card(2, "C")))
    assert refused.value.code == "gin-wall-must-knock"
    passed = play(wall, 1, Pass())
    assert passed.last_hand is not None and passed.last_hand.result == "cancelled"


def test_decision_5_knock_legality_is_exact_where_openspiel_heuristic_fails() -> None:
    # OpenSpiel's 11-card estimate reports 11 and refuses to knock; discarding 7♣ leaves As Ac 3c 5c = 10.
    state = state_with("As 5s 6s 7s Ac 3c 5c 5h 6h 7h 7c", "2d 4d 6d 8d 10d Qd 2h 4h 9h Jh",
                       discard="Kd", phase="discard", turn=0)
    assert Knock(Card(7, "C")) in RULES.legal(state, 0)
    done = play(state, 0, Knock(Card(7, "C")))
    assert done.last_hand is not None and done.last_hand.knocker_deadwood == 10


def test_decision_6_knocker_chooses_the_arrangement_and_defender_layoffs_are_optimal() -> None:
    knocker = cards("As 2s 3s 5h 6h 7h Jc Qc Kc 2d")  # after discarding K♦
    defender = cards("4s Kd Ks Kh 9d 9c 9h 8d 8c 6d")  # K K K, 9 9 9; 4♠ 8♦ 8♣ 6♦ = 26
    auto = score_knock(knocker, Card(13, "D"), defender)
    assert auto.knocker_deadwood == 2 and [lay.card for lay in auto.layoffs] == [Card(4, "S")]
    assert (auto.defender_deadwood, auto.result, auto.points) == (22, "knock", 20)
    # Keeping A-2-3♠ back (deadwood 2 + 6 = 8 is still within 10) denies the 4♠ lay-off.
    chosen = score_knock(knocker, Card(13, "D"), defender, melds=[cards("5h 6h 7h"), cards("Jc Qc Kc")])
    assert chosen.knocker_deadwood == 8 and chosen.layoffs == ()
    assert (chosen.defender_deadwood, chosen.points) == (26, 18)
    with pytest.raises(IllegalMove) as refused:
        score_knock(knocker, Card(13, "D"), defender, melds=[cards("Jc Qc Kc")])
    assert refused.value.params == {"deadwood": 26, "limit": 10}
    with pytest.raises(IllegalMove) as refused:
        score_knock(knocker, Card(13, "D"), defender, melds=[cards("5h 6h 7h"), cards("5h Jc Qc Kc")])
    assert refused.value.code == "meld-run-mixed-suits"


def test_decision_7_winner_deals_the_next_hand() -> None:
    state = state_with("5h 6h 7h 9s 9d 9c As 2s 3s 4d Kd", "Qc Qd Js 10s 8c 7d 6c 5c 2d 3d",
                       discard="Kc", phase="discard", turn=0)
    state = replace(state, dealer=1)
    done = play(state, 0, Knock(Card(13, "D")))
    assert done.last_hand is not None and done.last_hand.winner_seat == 0
    assert done.phase == "hand_over" and done.dealer == 0 and RULES.to_act(done) == (0,)
    assert RULES.legal(done, 0) == [Deal()]
    next_hand = play(done, 0, Deal())
    assert next_hand.phase == "offer" and RULES.to_act(next_hand) == (1,) and next_hand.hand_number == 2


def test_decision_8_game_to_100_then_box_and_game_bonuses() -> None:
    options = GinOptions.of(resolve_options("north_american", {}))
    final = settle([104, 40], [4, 2], options)
    assert final.box_points == (100, 50) and final.game_bonus == (100, 0)
    assert final.totals == (304, 90) and final.margin == 214 and final.winner_seat == 0 and not final.shutout
    shutout = settle([110, 0], [3, 0], options)
    assert shutout.shutout and shutout.game_bonus == (200, 0)
    pagat = settle([104, 40], [4, 2], GinOptions.of(resolve_options("pagat", {})))
    assert pagat.box_points == (80, 40)


def test_shutout_rule_options() -> None:
    base = resolve_options("north_american", {})
    assert settle([110, 0], [3, 0], GinOptions.of(base | {"shutout_rule": "double_hand_points"})).totals == (220 + 75 + 100, 0)
    assert settle([110, 0], [3, 0], GinOptions.of(base | {"shutout_rule": "double_total"})).totals == (2 * (110 + 75 + 100), 0)
    assert settle([110, 0], [3, 0], GinOptions.of(resolve_options("classic", {}))).game_bonus == (200, 0)


def test_decision_9_openspiel_preset_reproduces_its_constants() -> None:
    options = RULES.options("openspiel", {})
    assert (options["gin_bonus"], options["undercut_bonus"], options["knock_limit"]) == (25, 25, 10)
    assert options["undercut_on_tie"] is False and options["big_gin_bonus"] == 0
    assert options["single_hand"] is True and options["fiftieth_card_rule"] is True
    assert options["oklahoma_ace"] == "gin_only"


# --- scoring worked examples ----------------------------------------------------------------------------------


def test_knock_scores_the_difference() -> None:
    result = score_knock(cards("As 2s 3s 4h 5h 6h 7c 8c 9c 5d"), Card(13, "D"),
                         cards("Kd Kc Kh 9h 9s 9d 10d Jc 6s 2c"))
    assert result.knocker_deadwood == 5
    assert result.defender_deadwood == 10 + 10 + 6 + 2
    assert (result.result, result.winner_seat, result.points) == ("knock", 0, 28 - 5)


def test_undercut_pays_the_defender_the_difference_plus_bonus() -> None:
    result = score_knock(cards("As 2s 3s 4h 5h 6h 7c 8c 9c 9d"), Card(13, "D"),
                         cards("Kd Kc Kh 10h 10s 10d Ad Ac 2c 3d"))
    assert (result.knocker_deadwood, result.defender_deadwood) == (9, 7)
    assert (result.result, result.winner_seat, result.points, result.bonus) == ("undercut", 1, 2 + 25, 25)
    pagat = score_knock(cards("As 2s 3s 4h 5h 6h 7c 8c 9c 9d"), Card(13, "D"),
                        cards("Kd Kc Kh 10h 10s 10d Ad Ac 2c 3d"), "pagat")
    assert pagat.points == 2 + 10


def test_equal_deadwood_is_an_undercut_except_in_openspiel() -> None:
    knocker = cards("As 2s 3s 4h 5h 6h 7c 8c 9c 7d")
    defender = cards("Kd Kc Kh 10h 10s 10d Ad Ac 2c 3d")  # 1 + 1 + 2 + 3 = 7
    tie = score_knock(knocker, Card(13, "D"), defender)
    assert (tie.knocker_deadwood, tie.defender_deadwood) == (7, 7)
    assert (tie.result, tie.winner_seat, tie.points) == ("undercut", 1, 25)
    openspiel = score_knock(knocker, Card(13, "D"), defender, "openspiel")
    assert (openspiel.result, openspiel.winner_seat, openspiel.points) == ("tie", None, 0)


def test_gin_gets_the_bonus_and_allows_no_lay_offs_nor_undercut() -> None:
    knocker = cards("As 2s 3s 4h 5h 6h 7c 8c 9c 10c")
    defender = cards("Js Qs Ks 7h 8h 3h Kd Kc Ad Ac")  # 7h 8h and 3h... would fit the knocker's runs
    result = score_knock(knocker, Card(13, "H"), defender)
    assert result.result == "gin" and result.layoffs == ()
    assert result.defender_deadwood == 7 + 8 + 3 + 10 + 10 + 1 + 1
    assert result.points == result.defender_deadwood + 25 and result.bonus == 25


def test_gin_against_a_gin_hand_is_still_gin() -> None:
    result = score_knock(cards("As 2s 3s 4h 5h 6h 7c 8c 9c 10c"), Card(13, "H"),
                         cards("Js Qs Ks Jh Qh Kh Jd Qd Kd Kc"))
    assert (result.result, result.winner_seat, result.points) == ("gin", 0, 25)


def test_lay_offs_chain_onto_runs_and_fill_sets() -> None:
    knocker = cards("5h 6h 7h 9s 9d 9c As 2s 3s 2d")  # deadwood 2
    defender = cards("4h 3h 8h 9h 4s Qc Qd Qs Kd Kc")
    result = score_knock(knocker, Card(13, "H"), defender)
    laid = [lay.card for lay in result.layoffs]
    assert set(laid) == set(cards("4h 3h 8h 9h 4s"))
    assert laid.index(Card(4, "H")) < laid.index(Card(3, "H"))  # the chain is laid in order
    three = next(lay for lay in result.layoffs if lay.card == Card(3, "H"))
    assert Card(5, "H") in result.knocker_melds[three.meld_index].cards
    assert result.defender_deadwood == 20  # K♦ K♣ left
    assert (result.result, result.points) == ("knock", 18)


def test_laying_off_does_not_break_a_better_defender_meld() -> None:
    # 7♥ could extend the knocker's 4-5-6♥, but it is worth more inside the defender's 7♥ 7♠ 7♦ set.
    knocker = cards("4h 5h 6h Js Jd Jc As 2s 3s 3d")
    defender = cards("7h 7s 7d Qh Qs Qc 8c 9c Kc 2c")
    result = score_knock(knocker, Card(13, "H"), defender)
    assert Card(7, "H") not in {lay.card for lay in result.layoffs}
    assert result.defender_deadwood == 8 + 9 + 10 + 2
    # When the rest melds better without it, the same card is laid off: 7♠ 7♦ leave, 7♦ 8♦ 9♦ forms.
    better = score_knock(knocker, Card(13, "H"), cards("7h 7s 7d Qh Qs Qc 8d 9d Kc 2c"))
    assert Card(7, "H") in {lay.card for lay in better.layoffs}
    assert better.defender_deadwood == 7 + 10 + 2


def test_big_gin_with_eleven_cards() -> None:
    eleven = cards("As 2s 3s 4h 5h 6h 7c 8c 9c 10c Jc")
    result = score_knock(eleven, None, cards("Js Qs Ks Jh Qh Kh Jd Qd Kd 2c"))
    assert (result.result, result.points, result.bonus) == ("big_gin", 2 + 31, 31)
    with pytest.raises(IllegalMove) as refused:
        score_knock(eleven, None, cards("Js Qs Ks Jh Qh Kh Jd Qd Kd 2c"), "pagat")
    assert refused.value.code == "gin-big-gin-off"


def test_knocking_with_too_much_deadwood_is_refused() -> None:
    with pytest.raises(IllegalMove) as refused:
        score_knock(cards("As 2s 3s 4h 5h 6h 7c 8c Qd Jd"), Card(13, "D"), cards("Js Qs Ks 2h 3h"))
    assert refused.value.code == "gin-knock-too-much-deadwood"
    assert refused.value.params == {"deadwood": 35, "limit": 10}
    state = state_with("As 2s 3s 4h 5h 6h 7c 8c Qd Jd Kd", "Js Qs Ks 2h 3h 4c 5c 6d 7d 8d", discard="Kc",
                       phase="discard")
    before = RULES.state_to_json(state)
    with pytest.raises(IllegalMove):
        RULES.apply(state, 0, Knock(Card(13, "D")), random.Random(0))
    assert RULES.state_to_json(state) == before


def test_oklahoma_knock_limit_from_the_upcard() -> None:
    state = RULES.new_game(2, RULES.options(None, {"oklahoma": "true"}), random.Random(11))
    upcard = state.upcard
    assert upcard is not None
    expected = 1 if upcard.rank == 1 else min(upcard.rank, 10)
    assert state.knock_limit == expected
    ace = state_with("As", "Ac", discard="Ah", oklahoma="true")
    from bot.rules.gin.scoring import knock_limit_for
    assert knock_limit_for(ace.options, Card(1, "H")) == 1
    assert knock_limit_for(GinOptions.of(resolve_options("openspiel", {"oklahoma": "true"})), Card(1, "H")) == 0
    assert knock_limit_for(ace.options, Card(12, "H")) == 10
    assert knock_limit_for(ace.options, Card(4, "H")) == 4


def test_oklahoma_spade_upcard_doubles_when_enabled() -> None:
    options = resolve_options("north_american", {"oklahoma": "true", "oklahoma_spades_double": "true"})
    result = score_knock(cards("As 2s 3s 4h 5h 6h 7c 8c 9c 2d"), Card(13, "D"),
                         cards("Kd Kc Kh 9h 9s 9d 10d Jc 6s 2c"), options, upcard=Card(5, "S"))
    assert result.doubled and result.points == 2 * (28 - 2)


def test_straight_gin_option_allows_only_gin() -> None:
    assert RULES.options(None, {"straight_gin": "true"})["knock_limit"] == 0


def test_bad_options_are_refused() -> None:
    for overrides in ({"gin_bonus": "lots"}, {"shutout_rule": "never"}, {"colour": "blue"}):
        with pytest.raises(IllegalMove) as refused:
            RULES.options(None, overrides)
        assert refused.value.code == "bad-option"


# --- exact deadwood -----------------------------------------------------------------------------------------------


def brute_force_deadwood(hand: list[Card]) -> int:
    candidates = []
    for size in range(3, len(hand) + 1):
        for group in itertools.combinations(hand, size):
            ranks = sorted(c.rank for c in group)
            is_set = len(set(ranks)) == 1 and size <= 4
            is_run = len({c.suit for c in group}) == 1 and ranks == list(range(ranks[0], ranks[0] + size))
            if is_set or is_run:
                candidates.append(frozenset(group))
    best = sum(min(c.rank, 10) for c in hand)

    def search(start: int, used: frozenset[Card]) -> None:
        nonlocal best
        best = min(best, sum(min(c.rank, 10) for c in hand if c not in used))
        for i in range(start, len(candidates)):
            if not candidates[i] & used:
                search(i + 1, used | candidates[i])

    search(0, frozenset())
    return best


def test_best_melds_matches_brute_force_on_random_meld_rich_hands() -> None:
    rng = random.Random(2024)
    deck = standard_deck()
    for _ in range(60):
        # Meld-rich: draw from 3 suits and 7 ranks so arrangements compete.
        pool = [c for c in deck if c.suit in "SHC" and 3 <= c.rank <= 9]
        hand = rng.sample(pool, rng.choice([10, 11]))
        melds, deadwood = best_melds(hand)
        assert deadwood == brute_force_deadwood(hand), format_cards(hand)
        used = [c for meld in melds for c in meld.cards]
        assert len(used) == len(set(used)) and set(used) <= set(hand)
        for meld in melds:
            make_meld(meld.cards, GIN_MELDS)
        assert sum(min(c.rank, 10) for c in hand if c not in used) == deadwood


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(standard_deck()), min_size=10, max_size=11, unique=True))
def test_best_melds_matches_brute_force_on_any_hand(hand: list[Card]) -> None:
    assert best_melds(hand)[1] == brute_force_deadwood(hand)


# --- commands, controls, views ------------------------------------------------------------------------------------


def test_commands_parse_to_actions() -> None:
    state = RULES.new_game(2, RULES.options(None, {}), random.Random(1))
    assert RULES.parse(state, 0, Command("draw", {"source": "discard"}), "en") == Draw("discard")
    assert RULES.parse(state, 0, Command("draw", {}), "en") == Draw("stock")
    assert RULES.parse(state, 0, Command("draw", {"source": "pioche"}), "fr") == Draw("stock")
    assert RULES.parse(state, 0, Command("discard", {"card": "Qc"}), "fr") == Discard(Card(12, "H"))
    assert RULES.parse(state, 0, Command("knock", {"card": "10s"}), "en") == Knock(Card(10, "S"))
    assert RULES.parse(state, 0, Command("knock", {}), "en") == Knock(None)
    with pytest.raises(IllegalMove) as refused:
        RULES.parse(state, 0, Command("claim", {}), "en")
    assert refused.value.code == "unknown-command"


def test_a_move_out_of_step_says_what_to_do_instead() -> None:
    from bot.i18n import t

    offer = RULES.new_game(2, RULES.options(None, {}), random.Random(3))
    first = RULES.to_act(offer)[0]
    drawing = state_with("As 2s 3s 4h 5h 6h 7c 8c 9c Kd", "Js Qs Ks Jh Qh Kh Jd Qd 2c 2d", discard="Kc")
    discarding = play(drawing, 0, Draw("stock"))
    king = Card(13, "D")
    over = state_with("As 2s 3s 4h 5h 6h 7c 8c 9c Kd", "Js Qs Ks Jh Qh Kh Jd Qd 2c 2d", discard="Kc",
                      phase="hand_over", turn=1)  # the dealer (seat 0) acts
    hand = offer.hands[first]
    cases = [
        (offer, first, Discard(hand[0]), "gin-upcard-offer"),
        (offer, first, Knock(hand[0]), "gin-upcard-offer"),
        (offer, first, Draw("stock"), "gin-upcard-offer"),
        (offer, first, Deal(), "gin-upcard-offer"),
        (drawing, 0, Discard(king), "gin-draw-first"),
        (drawing, 0, Knock(king), "gin-draw-first"),
        (drawing, 0, Pass(), "gin-draw-first"),
        (discarding, 0, Draw("stock"), "gin-already-drew"),
        (discarding, 0, Draw("discard"), "gin-already-drew"),
        (discarding, 0, Pass(), "gin-already-drew"),
        (discarding, 0, Deal(), "gin-already-drew"),
        (over, 0, Draw("stock"), "gin-deal-next"),
        (over, 0, Discard(king), "gin-deal-next"),
    ]
    for state, seat, action, code in cases:
        with pytest.raises(IllegalMove) as refused:
            play(state, seat, action)
        assert refused.value.code == code, (action, refused.value.code)
        for locale in ("en", "fr"):
            assert t(locale, f"err-{code}") != t(locale, "err-unknown-command")
    assert t("en", "err-gin-draw-first").startswith("Draw first")
    assert "/deal" in t("en", "err-gin-deal-next") and "/deal" in t("fr", "err-gin-deal-next")


def test_big_gin_and_the_next_deal_can_be_typed() -> None:
    state = state_with("As 2s 3s 4s 5h 6h 7h 9c 9d 9h 9s", "Js Qs Ks Jh Qh Kh Jd Qd 2c 2d", discard="Kc",
                       phase="discard")
    for word in ("big", "Big Gin", "big-gin", "grand", "none"):
        assert RULES.parse(state, 0, Command("knock", {"card": word}), "en") == Knock(None)
    done = play(state, 0, RULES.parse(state, 0, Command("knock", {"card": "big"}), "en"))
    assert done.last_hand is not None and done.last_hand.result == "big_gin"
    dealer = RULES.to_act(done)[0]
    assert RULES.parse(done, dealer, Command("deal", {}), "en") == Deal()
    assert play(done, dealer, Deal()).phase == "offer"


def test_card_refusals_never_suggest_a_joker() -> None:
    state = RULES.new_game(2, RULES.options(None, {}), random.Random(1))
    for typed in ("jk", "*", "5x", "jo", "zz"):
        for name in ("discard", "knock"):
            with pytest.raises(IllegalMove) as refused:
                RULES.parse(state, 0, Command(name, {"card": typed}), "en")
            assert refused.value.code in ("cards-no-jokers", "cards-unreadable-no-jokers"), typed
            assert refused.value.params.get("suggestion") != "JK", typed


def test_controls_offer_every_step_of_a_hand_without_typing() -> None:
    rng = random.Random(8)
    state = RULES.new_game(2, RULES.options(None, {}), rng)
    seen_labels: set[str] = set()
    for _ in range(200):
        if RULES.is_over(state):
            break
        seat = RULES.to_act(state)[0]
        controls = PANEL.controls(state, seat)
        assert controls, state.phase
        seen_labels |= {c.label for c in controls}
        control = controls[-1] if state.phase == "discard" and controls[-1].label == "ctl-gin-knock" else controls[0]
        args = dict(control.args)
        if control.choices:
            args[control.arg] = control.choices[0]
            assert len(control.command + "".join(args.values())) < 40
        action = RULES.parse(state, seat, Command(control.command, args), "en")
        state = RULES.apply(state, seat, action, rng)[0]
    assert {"ctl-gin-take-upcard", "ctl-gin-pass", "ctl-gin-draw-stock", "ctl-gin-discard", "ctl-gin-deal"} <= seen_labels


def test_timeout_draws_from_stock_and_throws_the_worst_card() -> None:
    state = state_with("As 2s 3s 4h 5h 6h 7c 8c 9c Kd", "Js Qs Ks Jh Qh Kh Jd Qd 2c 2d", discard="Kc",
                       stock=cards("10d 3d 2h"))
    assert RULES.timeout_action(state, 0) == Draw("stock")
    drawn = play(state, 0, Draw("stock"))
    assert drawn.hands[0][-1] == Card(2, "H")
    assert RULES.timeout_action(drawn, 0) == Discard(Card(13, "D"))
    assert RULES.timeout_action(play(state, 0, Draw("discard")), 0) == Discard(Card(13, "D"))


def test_view_at_the_end_of_a_hand_shows_the_showdown() -> None:
    state = state_with("5h 6h 7h 9s 9d 9c As 2s 3s 2d Kd", "4h 3h 8h 9h 4s Qc Qd Qs Kh Kc",
                       discard="Jc", phase="discard", turn=0)
    done = play(state, 0, Knock(Card(13, "D")))
    view = RULES.view(done, None)
    assert view.last_hand is not None and view.last_hand.knocker_seat == 0
    assert view.last_hand.knocker_melds and view.last_hand.defender_deadwood_cards
    assert view.last_hand.layoffs and view.hand == ()
    assert RULES.status(view).code == "gin-status-hand-over"
    json.dumps(RULES.view_to_json(view))


# --- properties of random legal play --------------------------------------------------------------------------------


def _all_cards(state: GinState) -> Counter[Card]:
    return Counter([*state.hands[0], *state.hands[1], *state.stock, *state.discard])


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["north_american", "pagat", "openspiel"]),
       st.booleans())
def test_random_legal_play_keeps_every_rule(seed: int, preset: str, oklahoma: bool) -> None:
    rng = random.Random(seed)
    overrides = {"target_score": "60", "oklahoma": str(oklahoma).lower()}
    state = RULES.new_game(2, RULES.options(preset, overrides), rng)
    deck = Counter(standard_deck())
    for _ in range(500):
        if RULES.is_over(state):
            break
        assert _all_cards(state) == deck
        seat = RULES.to_act(state)[0]
        legal = RULES.legal(state, seat)
        assert legal and RULES.legal(state, 1 - seat) == []
        spectator = RULES.view(state, None)
        assert spectator.hand == () and spectator.deadwood is None
        if state.phase not in ("hand_over", "game_over"):
            public = {*state.picked_up[0], *state.picked_up[1], state.upcard}
            for viewer in (None, 1 - seat):
                data = RULES.view_to_json(RULES.view(state, viewer))
                data.pop("last_hand")
                text = json.dumps(data)
                assert not any(f'"{c.code}"' in text for c in state.hands[seat] if c not in public)
        before = json.dumps(RULES.state_to_json(state))
        with pytest.raises(IllegalMove):
            RULES.apply(state, 1 - seat, legal[0], rng)
        assert json.dumps(RULES.state_to_json(state)) == before
        action = legal[rng.randrange(len(legal))]
        assert RULES.action_from_json(json.loads(json.dumps(RULES.action_to_json(action)))) == action
        state, _events = RULES.apply(state, seat, action, rng)
        assert json.dumps(RULES.state_to_json(state)) != before or isinstance(action, Pass)
        assert RULES.state_from_json(json.loads(json.dumps(RULES.state_to_json(state)))) == state
    if RULES.is_over(state):
        outcome = RULES.outcome(state)
        assert outcome is not None and sorted(outcome.ranking)[0] == 1


def test_every_code_has_a_message_in_english_and_french() -> None:
    import re
    from pathlib import Path

    from bot.i18n import has, message_ids

    source = "".join(p.read_text(encoding="utf-8") for p in Path("bot/rules/gin").glob("*.py"))
    codes = set(re.findall(r'IllegalMove\("([a-z-]+)"', source))
    events = set(re.findall(r'Event\("([a-z-]+)"', source)) | set(re.findall(r'"(gin-status-[a-z-]+)"', source))
    events |= {f"gin-status-{phase}" for phase in ("offer", "draw", "discard", "wall", "hand-over")}
    controls = set(re.findall(r'"(ctl-gin-[a-z-]+)"', source))
    for locale in ("en", "fr"):
        missing = [f"err-{c}" for c in codes if not has(locale, f"err-{c}")]
        missing += [f"ev-{c}" for c in events if not has(locale, f"ev-{c}")]
        missing += [c for c in controls if not has(locale, c)]
        assert missing == [], locale
        assert "rules-gin" in message_ids(locale)


def test_openspiel_preset_lets_the_taken_card_go_back_and_two_bounces_in_a_row_draw_the_hand() -> None:
    state = state_with("As 3s 5s 7s 9s Jh Kh 2c 4c 6c", "2d 4d 6d 8d 10d Qd 2h 4h 6h 8h", discard="Kd",
                       preset="openspiel")
    took = play(state, 0, Draw("discard"))
    assert Discard(Card(13, "D")) in RULES.legal(took, 0)
    bounced = play(took, 0, Discard(Card(13, "D")))
    assert bounced.phase == "draw" and bounced.bounced
    again = play(play(bounced, 1, Draw("discard")), 1, Discard(Card(13, "D")))
    assert again.last_hand is not None and again.last_hand.result == "cancelled"
    assert again.phase == "game_over" and RULES.outcome(again) is not None  # a single hand in OpenSpiel
    assert again.final is not None and again.final.winner_seat is None


def test_openspiel_preset_draws_the_hand_after_fifty_discard_pile_draws() -> None:
    state = state_with("As 3s 5s 7s 9s Jh Kh 2c 4c 6c", "2d 4d 6d 8d 10d Qd 2h 4h 6h 8h", discard="Kd",
                       preset="openspiel")
    state = replace(state, upcard_draws=49)
    took = play(state, 0, Draw("discard"))
    done = play(took, 0, Discard(Card(2, "C")))
    assert done.last_hand is not None and done.last_hand.result == "cancelled"


def test_every_legal_action_is_accepted() -> None:
    for seed, preset in ((1, "north_american"), (2, "openspiel")):
        rng = random.Random(seed)
        state = RULES.new_game(2, RULES.options(preset, {"target_score": "40"}), rng)
        for _ in range(300):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            legal = RULES.legal(state, seat)
            for action in legal:
                RULES.apply(state, seat, action, random.Random(0))
            state = RULES.apply(state, seat, legal[rng.randrange(len(legal))], rng)[0]


def test_random_play_to_the_end_of_a_match_loses_no_card() -> None:
    rng = random.Random(77)
    state = RULES.new_game(2, RULES.options(None, {"target_score": "100"}), rng)
    for _ in range(20_000):
        if RULES.is_over(state):
            break
        assert _all_cards(state) == Counter(standard_deck())
        seat = RULES.to_act(state)[0]
        legal = RULES.legal(state, seat)
        knocks = [a for a in legal if isinstance(a, Knock)]  # random play, but hands do end
        pool = knocks if knocks and rng.random() < 0.5 else legal
        state = RULES.apply(state, seat, pool[rng.randrange(len(pool))], rng)[0]
    assert RULES.is_over(state) and _all_cards(state) == Counter(standard_deck())
    outcome = RULES.outcome(state)
    assert outcome is not None and state.final is not None and outcome.scores == state.final.totals
    assert state.hand_number > 3


def test_the_state_is_frozen_and_apply_returns_a_new_one() -> None:
    import dataclasses

    state = state_with("As 2s 3s 4h 5h 6h 7c 8c 9c Kd", "Js Qs Ks Jh Qh Kh Jd Qd 2c 2d", discard="Kc")
    assert isinstance(state.hands[0], tuple) and isinstance(state.stock, tuple)  # lists given are stored as tuples
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.turn = 1  # type: ignore[misc]
    before = RULES.state_to_json(state)
    after = play(state, 0, Draw("stock"))
    assert after is not state and RULES.state_to_json(state) == before and len(after.hands[0]) == 11
