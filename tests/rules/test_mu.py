"""Mü rules: worked examples and one test per rule decision of docs/rules/mu.md."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import replace

import pytest

from bot.i18n import message_ids, t
from bot.rules.base import Command, IllegalMove
from bot.rules.mu import MU, PANEL, RULES, Bid, Card, ChoosePartner, MuState, NameTrump, Pass, Play
from bot.rules.mu.cards import NotationError, parse_cards, parse_trump, trick_winner_index
from bot.rules.mu.scoring import TARGET_TABLE, played_hand_bonuses, success_bonus

RNG_SEED = 7


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def make_state(players: int, deal: Sequence[str], dealer: int = 0, **options: str) -> MuState:
    """A fresh hand with chosen hidden cards (deal[i] for seat i) and dealer."""
    state = RULES.new_game(players, RULES.options(None, options), random.Random(RNG_SEED))
    state = replace(state, dealer=dealer, turn=dealer)
    if state.options.dealer_sits_out and players == 6:
        active = tuple(s for s in range(players) if s != dealer)
        state = replace(state, active=active, turn=(dealer + 1) % players)
    return replace(state, hidden=tuple(cards(text) for text in deal))


def act(state: MuState, seat: int, action: object) -> MuState:
    new_state, _events = RULES.apply(state, seat, action, random.Random(RNG_SEED))  # type: ignore[arg-type]
    return new_state


def act_events(state: MuState, seat: int, action: object) -> tuple[MuState, list[str]]:
    new_state, events = RULES.apply(state, seat, action, random.Random(RNG_SEED))  # type: ignore[arg-type]
    return new_state, [event.code for event in events]


def run(state: MuState, moves: Sequence[tuple[int, object]]) -> MuState:
    for seat, action in moves:
        state = act(state, seat, action)
    return state


def refused(state: MuState, seat: int, action: object) -> str:
    with pytest.raises(IllegalMove) as error:
        RULES.apply(state, seat, action, random.Random(RNG_SEED))  # type: ignore[arg-type]
    return error.value.code


def everyone_passes(state: MuState, first: int) -> list[tuple[int, object]]:
    order = [(first + i) % state.players for i in range(state.players)]
    return [(seat, Pass()) for seat in order if seat in state.active]


FIVE_HANDS = [
    "r6 r2 b6 g5 r0 r1 b1 g1 y1 k1 y2 k2",
    "b9 y3 r3 b3 g3 k3 r4 b4 g4 y4 k4 r5",
    "g8 k8 b5 y5 k5 g6 y6 k6 r7 b7 g7 y7",
    "k7 r8 b8 y8 r9 g9 y9 k9 g0 b0 y0 k0",
    "r7 b7 g7 y7 k7 r1 b1 g1 y1 k1 g2 b2",
]


def worked_example_auction() -> MuState:
    """Worked example 1: A=4 cards, B=2 (9, 3), C=2 (8, 8), D=1, E=0 (seats 0-4, A deals and opens)."""
    state = make_state(5, FIVE_HANDS, dealer=0)
    moves: list[tuple[int, object]] = [
        (0, Bid(cards("r6"))),
        (1, Bid(cards("b9 y3"))),
        (2, Bid(cards("g8 k8"))),
        (3, Bid(cards("k7"))),
        (4, Pass()),
        (0, Bid(cards("r2 b6"))),
        (1, Pass()),
        (2, Pass()),
        (3, Pass()),
        (4, Pass()),
        (0, Bid(cards("g5"))),
        (1, Pass()),
        (2, Pass()),
        (3, Pass()),
        (4, Pass()),
        (0, Pass()),
    ]
    assert run(state, moves[:-1]).phase == "auction"
    return run(state, moves)


# ----- worked examples ------------------------------------------------------------------------------------------


def test_worked_example_1_chief_vice_trumps_and_partner_choices() -> None:
    state = worked_example_auction()
    assert (state.chief, state.vice, state.bids[0]) == (0, 1, 4)
    assert RULES.view(state, None).target_points == 33
    assert state.phase == "vice_trump" and RULES.to_act(state) == (1,)
    state = act(state, 1, NameTrump("9"))
    chief_options = [a.trump for a in RULES.legal(state, 0) if isinstance(a, NameTrump)]
    assert chief_options == ["r", "b", "g", "2", "5", "6", MU]
    state = act(state, 0, NameTrump("6"))
    assert sorted(a.seat for a in RULES.legal(state, 0) if isinstance(a, ChoosePartner)) == [2, 3, 4]
    # All 6s (equal, the first played wins) beat all 9s (equal); no doubles with two numbers.
    assert trick_winner_index(list(cards("b9 g6 r6 k9")), "6", "9") == 1
    assert trick_winner_index(list(cards("g9 r9 b1")), "6", "9") == 0


def test_worked_example_1_scoring_success_and_failure() -> None:
    def score(team_points: int) -> tuple[int, int, int, bool, tuple[int, ...]]:
        return played_hand_bonuses(
            players=5, active=range(5), chief=0, partner=2, bid=4, chief_trump="6",
            card_points=[team_points - 10, 0, 10, 0, 0], capped=True,
        )  # fmt: skip

    assert score(35) == (35, 33, 4, True, (60, 0, 60, 0, 0))
    assert score(31) == (31, 33, 3, False, (-10, 5, 0, 5, 5))


def test_worked_example_2_eklat_four_players() -> None:
    hands = ["r1 r2 r3", "b1 b2 b3", "g1 g2 g3", "y1 y2 y3"]
    state = make_state(4, hands, dealer=0)
    state = run(state, [(0, Bid(cards("r1"))), (1, Pass()), (2, Pass()), (3, Pass())])
    state = run(state, [(0, Bid(cards("r2"))), (1, Pass()), (2, Bid(cards("g1 g2"))), (3, Pass())])
    state = run(state, [(0, Pass()), (1, Pass())])
    assert state.phase == "auction" and state.hand_number == 1
    state, codes = act_events(state, 2, Pass())
    assert "mu-eklat" in codes and "mu-new-hand" in codes
    assert state.scores == (10, 0, -20, 0)
    assert (
        state.last_hand is not None and state.last_hand.kind == "eklat" and state.last_hand.provocateur == 2
    )
    assert state.hand_number == 2 and state.dealer == 1 and state.phase == "auction"


def test_seed_example_red_vice_seven_chief_trump_order() -> None:
    """Red 7s (double) > other 7s (equal) > red 9 > red 8 > red 6 > ... > red 0; red 1s equal."""
    order = ["r7", "b7", "r9", "r8", "r6", "r5", "r4", "r3", "r2", "r1", "r0"]
    for higher, lower in itertools.pairwise(order):
        assert trick_winner_index(list(cards(f"{lower} {higher}")), "7", "r") == 1, (higher, lower)
        assert trick_winner_index(list(cards(f"{higher} {lower}")), "7", "r") == 0, (higher, lower)
    for equal in ("r7 r7", "b7 k7", "r1 r1"):
        assert trick_winner_index(list(cards(equal)), "7", "r") == 0


def test_red_seven_is_not_red_when_sevens_are_trump() -> None:
    state = make_state(3, ["r3 k1", "r7 b2", "g4 g5"], dealer=0)
    state = replace(state, phase="play", chief=0, chief_trump="7", turn=0, leader=0, bids=(1, 0, 0))
    state = act(state, 0, Play(Card("r", 3)))
    assert {a.card for a in RULES.legal(state, 1) if isinstance(a, Play)} == set(cards("b2 r7"))
    assert refused(
        replace(state, hidden=(state.hidden[0], cards("r7 r2"), state.hidden[2])), 1, Play(Card("r", 7))
    ) == ("mu-must-follow")


def test_bid_cards_count_for_following_suit() -> None:
    state = make_state(3, ["r3 k1", "b2", "g4 g5"], dealer=0)
    state = replace(
        state, shown=((), cards("r9"), ()), phase="play", chief=0, chief_trump=MU, turn=0, leader=0
    )
    state = act(state, 0, Play(Card("r", 3)))
    assert refused(state, 1, Play(Card("b", 2))) == "mu-must-follow"
    state = act(state, 1, Play(Card("r", 9)))
    assert state.shown[1] == ()


# ----- decisions, one test each ---------------------------------------------------------------------------------


def test_decision_01_dealer_opens_the_auction() -> None:
    state = make_state(4, ["r1", "r2", "r3", "r4"], dealer=2)
    assert RULES.to_act(state) == (2,)
    assert refused(state, 3, Pass()) == "not-your-turn"


def test_decision_01_dealer_sits_out_next_player_opens() -> None:
    rng = random.Random(3)
    state = RULES.new_game(6, RULES.options(None, {"dealer_sits_out": "true"}), rng)
    assert RULES.to_act(state) == ((state.dealer + 1) % 6,)
    assert state.dealer not in state.active


def test_decision_02_raise_limit_is_one_above_the_current_maximum() -> None:
    state = make_state(
        4, ["r1 r2 r3 r4 r5 r6", "b1 b2 b3 b4 b5", "g1 g2 g3 g4 g5", "y1 y2 y3 y4 y5"], dealer=0
    )
    assert refused(state, 0, Bid(cards("r1 r2"))) == "mu-bid-too-many"  # opening bid: one card only
    state = act(state, 0, Bid(cards("r1")))
    state = act(state, 1, Bid(cards("b1 b2")))  # jump from 0 to M + 1 = 2
    assert refused(state, 2, Bid(cards("g1 g2 g3 g4"))) == "mu-bid-too-many"
    state = act(state, 2, Bid(cards("g1 g2 g3")))
    state = act(state, 3, Pass())
    assert refused(state, 0, Bid(cards("r2 r3 r4 r5"))) == "mu-bid-too-many"  # 1 + 4 > 3 + 1
    state = act(state, 0, Bid(cards("r2 r3 r4")))  # 1 + 3 = M + 1
    assert state.bids == (4, 2, 3, 0)
    # The sole leader may add only one card.
    state = run(state, [(1, Pass()), (2, Pass()), (3, Pass())])
    assert refused(state, 0, Bid(cards("r5 r6"))) == "mu-bid-too-many"


def test_decision_03_the_last_bidder_must_also_pass() -> None:
    state = make_state(3, ["r1 r2", "b1 b2", "g1 g2"], dealer=0)
    state = run(state, [(0, Bid(cards("r1"))), (1, Pass()), (2, Pass())])
    assert state.phase == "auction" and RULES.to_act(state) == (0,)
    state = act(state, 0, Pass())
    assert state.phase == "chief_trump" and state.chief == 0


def test_decision_03_the_last_bidder_is_told_that_passing_makes_them_chief() -> None:
    state = make_state(3, ["r1 r2", "b1 b2", "g1 g2"], dealer=0)
    state = run(state, [(0, Bid(cards("r1"))), (1, Pass())])
    assert [c.label for c in PANEL.controls(state, 2) if c.command == "pass"] == ["ctl-mu-pass"]
    state = act(state, 2, Pass())
    assert [c.label for c in PANEL.controls(state, 0) if c.command == "pass"] == ["ctl-mu-pass-chief"]


def test_decision_03_a_player_who_passed_may_bid_again() -> None:
    state = make_state(3, ["r1 r2", "b1 b2", "g1 g2"], dealer=0)
    state = run(state, [(0, Pass()), (1, Bid(cards("b1"))), (2, Pass()), (0, Bid(cards("r1 r2")))])
    assert state.bids == (2, 1, 0) and state.passes == 0


def test_decision_04_everyone_passes_void_hand_and_deal_moves_on() -> None:
    state = make_state(4, ["r1", "r2", "r3", "r4"], dealer=1)
    state, codes = act_events(run(state, [(1, Pass()), (2, Pass()), (3, Pass())]), 0, Pass())
    assert "mu-all-passed" in codes
    assert state.scores == (0, 0, 0, 0) and state.hand_number == 2 and state.dealer == 2
    assert state.last_hand is not None and state.last_hand.kind == "all-pass"


def test_decision_05_three_way_eklat_provocateur_loses_others_tied_gain() -> None:
    state = make_state(5, ["r1", "b1", "g1", "y1", "k1"], dealer=0)
    state = run(
        state, [(0, Bid(cards("r1"))), (1, Pass()), (2, Bid(cards("g1"))), (3, Bid(cards("y1"))), (4, Pass())]
    )
    state = run(state, [(0, Pass()), (1, Pass()), (2, Pass()), (3, Pass())])
    assert state.scores == (5, 0, 5, -10, 0)


def test_decision_06_vice_tie_broken_by_highest_shown_numbers() -> None:
    """8-6-6-1 beats 8-6-5-4 (everything2's example), colours ignored."""
    hands = ["r1 r2 r3 r4 r5", "b8 b6 y6 b1", "g8 g6 g5 g4", "y0", "k0"]
    state = make_state(5, hands, dealer=0)
    state = run(state, [(0, Bid(cards("r1"))), (1, Bid(cards("b8 b6"))), (2, Bid(cards("g8 g6")))])
    state = run(state, [(3, Pass()), (4, Pass()), (0, Bid(cards("r2 r3")))])
    state = run(state, [(1, Bid(cards("y6 b1"))), (2, Bid(cards("g5 g4"))), (3, Pass()), (4, Pass())])
    state = run(state, [(0, Bid(cards("r4 r5"))), (1, Pass()), (2, Pass()), (3, Pass()), (4, Pass())])
    state, codes = act_events(state, 0, Pass())
    assert state.bids == (5, 4, 4, 0, 0) and (state.chief, state.vice) == (0, 1)
    assert codes[-2:] == ["mu-chief", "mu-vice"]


def test_decision_06_vice_tiebreak_ordering_and_identical_numbers() -> None:
    from bot.rules.mu.engine import find_vice

    base = make_state(4, ["", "", "", ""], dealer=0)
    base = replace(base, bids=(3, 2, 2, 0))
    assert find_vice(replace(base, shown=(cards("r1 r2 r3"), cards("b9 b0"), cards("g8 g8"), ())), 0) == 1
    four = replace(base, bids=(5, 4, 4, 0))
    assert find_vice(replace(four, shown=((), cards("b8 b6 b6 b1"), cards("g8 g6 g5 g4"), ())), 0) == 1
    assert find_vice(replace(base, shown=(cards("r1 r2 r3"), cards("b9 b2"), cards("g9 r2"), ())), 0) is None
    assert find_vice(replace(base, bids=(1, 0, 0, 0), shown=(cards("r1"), (), (), ())), 0) is None


def test_decision_07_trumps_only_from_own_bid_cards() -> None:
    state = make_state(3, ["r6 r2 b1", "g9 g1", "y3"], dealer=0)
    state = run(state, [(0, Bid(cards("r6"))), (1, Bid(cards("g9"))), (2, Pass()), (0, Bid(cards("r2")))])
    state = run(state, [(1, Pass()), (2, Pass()), (0, Pass())])
    assert (state.chief, state.vice) == (0, 1)
    assert refused(state, 1, NameTrump("b")) == "mu-trump-not-shown"
    assert [a.trump for a in RULES.legal(state, 1) if isinstance(a, NameTrump)] == ["g", "9"]
    state = act(state, 1, NameTrump("g"))
    assert refused(state, 0, NameTrump("1")) == "mu-trump-not-shown"  # r1 is hidden, not shown


def test_decision_08_chief_cannot_repeat_vice_trump_and_mu_leaves_only_the_vice_trump() -> None:
    state = make_state(3, ["r6 r2 r9", "r3 g1", "y3"], dealer=0)
    state = run(state, [(0, Bid(cards("r6"))), (1, Bid(cards("r3"))), (2, Pass()), (0, Bid(cards("r2")))])
    state = run(state, [(1, Pass()), (2, Pass()), (0, Pass()), (1, NameTrump("r"))])
    assert refused(state, 0, NameTrump("r")) == "mu-trump-same-as-vice"
    state = act(state, 0, NameTrump(MU))
    assert state.chief_trump == MU and state.vice_trump == "r"
    view = RULES.view(state, 0)
    assert view.is_trump(Card("r", 0)) and not view.is_trump(Card("g", 1))


def test_decision_09_vice_cannot_decline() -> None:
    state = make_state(3, ["r6 r2", "g3", "y3"], dealer=0)
    state = run(state, [(0, Bid(cards("r6"))), (1, Bid(cards("g3"))), (2, Pass()), (0, Bid(cards("r2")))])
    state = run(state, [(1, Pass()), (2, Pass()), (0, Pass())])
    assert refused(state, 1, NameTrump(MU)) == "mu-vice-must-name"
    assert NameTrump(MU) not in RULES.legal(state, 1)


def test_decision_10_partner_is_not_the_vice_and_anyone_else_without_vice() -> None:
    state = worked_example_auction()
    state = run(state, [(1, NameTrump("9")), (0, NameTrump("6"))])
    assert refused(state, 0, ChoosePartner(1)) == "mu-partner-vice"
    assert refused(state, 0, ChoosePartner(0)) == "mu-partner-self"
    assert refused(state, 0, ChoosePartner(9)) == "mu-partner-unknown"
    state = act(state, 0, ChoosePartner(2))
    assert state.partner == 2 and state.phase == "play"
    no_vice = make_state(4, ["r1 r2", "b1", "g1", "y1"], dealer=0)
    no_vice = run(no_vice, [(0, Bid(cards("r1"))), (1, Pass()), (2, Pass()), (3, Pass()), (0, Pass())])
    no_vice = act(no_vice, 0, NameTrump("r"))
    assert [a.seat for a in RULES.legal(no_vice, 0) if isinstance(a, ChoosePartner)] == [1, 2, 3]


def test_decision_11_chief_leads_the_first_trick() -> None:
    state = worked_example_auction()
    state = run(state, [(1, NameTrump("9")), (0, NameTrump("6")), (0, ChoosePartner(3))])
    assert RULES.to_act(state) == (0,) and state.leader == 0


def test_decision_12_target_table() -> None:
    assert TARGET_TABLE[3][:3] == (12, 14, 16) and TARGET_TABLE[3][-1] == 34
    assert TARGET_TABLE[4][:3] == (30, 32, 34) and TARGET_TABLE[4][-1] == 58
    assert TARGET_TABLE[5][:3] == (24, 27, 30) and TARGET_TABLE[5][-1] == 57
    assert TARGET_TABLE[6][:3] == (20, 24, 28) and TARGET_TABLE[6][-1] == 56
    assert [len(TARGET_TABLE[n]) for n in (3, 4, 5, 6)] == [
        12,
        15,
        12,
        10,
    ]  # the maximum bid is the hand size


def test_decision_13_bonus_cap_at_100_is_an_option() -> None:
    assert success_bonus(9, "5", capped=True) == 100
    assert success_bonus(9, "5", capped=False) == 110
    assert success_bonus(12, MU, capped=False) == 150
    assert RULES.options("uncapped", {})["bonus_cap"] is False
    assert RULES.options(None, {"bonus_cap": "false"})["bonus_cap"] is False
    assert RULES.options(None, {})["bonus_cap"] is True


def test_decision_14_bonus_uses_the_bid_not_the_level_reached() -> None:
    exceeded = played_hand_bonuses(
        players=5, active=range(5), chief=0, partner=1, bid=2, chief_trump="r",
        card_points=[30, 20, 5, 3, 2], capped=True,
    )  # fmt: skip
    # 50 points would reach level 9's target (48), but the bonus is the bid's: 10 x 2 for a colour.
    assert exceeded[1] == 27 and exceeded[2] == 2 and exceeded[4][:2] == (20, 20)


def test_decision_15_bonus_depends_on_the_chief_trump_kind_only() -> None:
    assert [success_bonus(3, trump, capped=True) for trump in ("k", "1", "7", "0", "9", MU)] == [
        30,
        40,
        40,
        50,
        50,
        60,
    ]


def test_decision_16_three_players_have_a_vice_and_no_partner() -> None:
    state = make_state(3, ["r6 r2", "g3", "y3"], dealer=0)
    state = run(state, [(0, Bid(cards("r6"))), (1, Bid(cards("g3"))), (2, Pass()), (0, Bid(cards("r2")))])
    state = run(state, [(1, Pass()), (2, Pass()), (0, Pass())])
    assert state.vice == 1 and state.phase == "vice_trump"
    state = run(state, [(1, NameTrump("g")), (0, NameTrump("6"))])
    assert state.phase == "play" and state.partner is None


def test_decision_16_three_players_use_three_colours() -> None:
    state = RULES.new_game(3, RULES.options(None, {}), random.Random(1))
    held = [card for hand in state.hidden for card in hand]
    assert len(held) == 36 and {card.colour for card in held} == {"r", "b", "g"}
    assert [len(hand) for hand in state.hidden] == [12, 12, 12]


def test_decision_17_dealer_sits_out_gets_nothing_and_cannot_be_chosen() -> None:
    state = RULES.new_game(6, RULES.options(None, {"dealer_sits_out": "true"}), random.Random(5))
    dealer = state.dealer
    assert state.hidden[dealer] == () and sorted(len(h) for h in state.hidden) == [0, 12, 12, 12, 12, 12]
    assert RULES.view(state, None).seats[dealer].active is False
    opener = RULES.to_act(state)[0]
    state = act(state, opener, Bid(state.hidden[opener][:1]))
    seat = opener
    while state.phase == "auction":
        seat = RULES.to_act(state)[0]
        assert seat != dealer
        state = act(state, seat, Pass())
    assert state.chief == opener and RULES.view(state, None).target_points == 24  # the 5-player table
    state = act(state, opener, RULES.legal(state, opener)[0])
    assert dealer not in [a.seat for a in RULES.legal(state, opener) if isinstance(a, ChoosePartner)]
    assert refused(state, opener, ChoosePartner(dealer)) == "mu-partner-sits-out"


def test_decision_17_without_the_option_six_players_hold_ten_cards() -> None:
    state = RULES.new_game(6, RULES.options(None, {}), random.Random(5))
    assert [len(h) for h in state.hidden] == [10] * 6


def test_decision_18_no_obligation_to_trump() -> None:
    state = make_state(3, ["r3 k1", "b2 g7", "g4 g5"], dealer=0)
    state = replace(state, phase="play", chief=0, chief_trump="g", turn=0, leader=0)
    state = act(state, 0, Play(Card("r", 3)))
    assert {a.card for a in RULES.legal(state, 1) if isinstance(a, Play)} == {Card("b", 2), Card("g", 7)}


def last_trick_state(chief_points_cards: str, partner: int | None, bid: int, chief_trump: str) -> MuState:
    """Four players, one card each left; the won piles are preloaded so the team's total is chosen."""
    state = make_state(4, ["r0", "b1", "g1", "y1"], dealer=0)
    won = (cards(chief_points_cards), (), (), ())
    return replace(
        state, phase="play", chief=0, vice=1, partner=partner, chief_trump=chief_trump, vice_trump="b",
        bids=(bid, 1, 0, 0), turn=0, leader=0, won=won,
    )  # fmt: skip


def test_decision_19_partner_gets_no_bonus_when_the_chief_fails() -> None:
    state = last_trick_state("r6 r7 r7 g6", partner=2, bid=1, chief_trump="r")  # 8 + r0's 1 + ... < 30
    state = run(state, [(0, Play(Card("r", 0))), (1, Play(Card("b", 1))), (2, Play(Card("g", 1)))])
    state, codes = act_events(state, 3, Play(Card("y", 1)))
    assert "mu-hand-failed" in codes
    assert state.last_hand is not None and state.last_hand.bonus == (-10, 5, 0, 5)
    assert state.scores == (-10 + 9, 5, 0, 5)


def test_chief_team_success_scores_bonus_for_chief_and_partner() -> None:
    many = (
        " ".join(f"{c}{n}" for c in "rbgyk" for n in (6, 7)) + " r0 b0 g0 y0 k0 r2 b2 g2 y2 k2"
    )  # 30 points
    state = last_trick_state(many, partner=2, bid=1, chief_trump="7")
    state = run(state, [(0, Play(Card("r", 0))), (1, Play(Card("b", 1))), (2, Play(Card("g", 1)))])
    state, codes = act_events(state, 3, Play(Card("y", 1)))
    assert "mu-hand-made" in codes
    result = state.last_hand
    # The Vice's b1 (vice trump) takes the last trick and its point.
    assert result is not None and result.team_points == 30 and result.target == 30
    assert result.bonus == (20, 0, 20, 0) and state.scores == (50, 1, 20, 0)


def test_decision_20_game_ends_at_the_target_and_ties_share_the_win() -> None:
    state = make_state(4, ["r1", "r2", "r3", "r4"], dealer=0, target="10")
    state = replace(state, scores=(5, 5, 0, 0))
    state = run(state, [(0, Bid(cards("r1"))), (1, Pass()), (2, Bid(cards("r3"))), (3, Pass())])
    state = run(state, [(0, Pass()), (1, Pass())])
    state, codes = act_events(state, 2, Pass())
    assert codes[-1] == "mu-game-won" and "mu-new-hand" not in codes
    # Eklat: seat 0 +5 (10), seat 2 provocateur -10.
    assert RULES.is_over(state) and state.scores == (10, 5, -10, 0)
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.ranking == (1, 2, 4, 3)
    tied = replace(state, scores=(10, 10, 0, 0))
    assert RULES.outcome(tied) is not None and RULES.outcome(tied).ranking == (1, 1, 3, 3)  # type: ignore[union-attr]
    assert RULES.view(tied, None).winners == (0, 1)


def test_decision_20_fixed_number_of_hands() -> None:
    state = make_state(3, ["r1", "r2", "r3"], dealer=0, hands="2")
    state = run(state, everyone_passes(state, 0))
    assert not RULES.is_over(state) and state.hand_number == 2
    state = run(state, everyone_passes(state, state.turn))
    assert RULES.is_over(state) and RULES.to_act(state) == ()
    assert refused(state, 0, Pass()) == "mu-game-over"


def test_decision_21_vice_names_first_then_chief_then_partner() -> None:
    state = worked_example_auction()
    assert RULES.to_act(state) == (1,) and refused(state, 0, NameTrump("6")) == "not-your-turn"
    state = act(state, 1, NameTrump("9"))
    assert RULES.to_act(state) == (0,) and state.phase == "chief_trump"
    assert refused(state, 0, ChoosePartner(2)) == "mu-not-now"
    state = act(state, 0, NameTrump("r"))
    assert state.phase == "partner"


def test_decision_22_colour_letters_and_words_in_both_languages() -> None:
    assert parse_cards("r7 b1, g0 y9 k5") == parse_cards("rouge7 bleu 1 v0 j9 n5")
    assert parse_cards("R7 red 7") == [Card("r", 7), Card("r", 7)]
    assert [parse_trump(word) for word in ("noir", "k", "7s", "7", "Mü", "none")] == [
        "k",
        "k",
        "7",
        "7",
        MU,
        MU,
    ]


@pytest.mark.parametrize(("text", "fragment"), [("discard 52", "discard"), ("x7", "x"), ("r7 ?", "?"), ("zz", "zz")])
def test_a_card_not_understood_is_named_by_the_word_that_is_not_a_card(text: str, fragment: str) -> None:
    with pytest.raises(NotationError) as error:
        parse_cards(text)
    assert error.value.fragment == fragment


# ----- rest of the contract --------------------------------------------------------------------------------------


def test_card_points_and_deck() -> None:
    from bot.rules.mu.cards import COLOURS, build_deck, total_points

    deck = build_deck(COLOURS)
    assert len(deck) == 60 and total_points(deck) == 60
    assert [Card("r", n).points for n in range(10)] == [1, 0, 1, 1, 1, 1, 2, 2, 1, 0]
    assert sorted(len(hand) for hand in RULES.new_game(4, {}, random.Random(0)).hidden) == [15] * 4
    assert sorted(len(hand) for hand in RULES.new_game(5, {}, random.Random(0)).hidden) == [12] * 5


def test_parse_commands_and_refusals() -> None:
    state = make_state(4, ["r1 r2", "b1", "g1", "y1"], dealer=0)
    assert RULES.parse(state, 0, Command("bid", {"cards": "r1, rouge 2"}), "fr") == Bid(cards("r1 r2"))
    assert RULES.parse(state, 0, Command("pass"), "en") == Pass()
    assert RULES.parse(state, 0, Command("trump", {"choice": "Mü"}), "en") == NameTrump(MU)
    assert RULES.parse(state, 0, Command("partner", {"member": "2"}), "en") == ChoosePartner(2)
    assert RULES.parse(state, 0, Command("play", {"move": "k9"}), "en") == Play(Card("k", 9))
    for command, code in [
        (Command("draw", {"source": "stock"}), "unknown-command"),
        (Command("bid", {"cards": "x7"}), "mu-bad-card"),
        (Command("bid", {"cards": ""}), "mu-bid-empty"),
        (Command("play", {"move": "r1 r2"}), "mu-play-one-card"),
        (Command("trump", {"choice": "purple"}), "mu-bad-trump"),
        (Command("partner", {"member": "bob"}), "mu-partner-unknown"),
    ]:
        with pytest.raises(IllegalMove) as error:
            RULES.parse(state, 0, command, "en")
        assert error.value.code == code


def test_bid_refusals_explain_which_card() -> None:
    state = make_state(4, ["r1 r2", "b1", "g1", "y1"], dealer=0)
    with pytest.raises(IllegalMove) as error:
        RULES.apply(state, 0, Bid(cards("k9")), random.Random(0))
    assert error.value.code == "mu-card-not-in-hand" and error.value.params == {"card": "k9"}
    state = run(state, [(0, Bid(cards("r1"))), (1, Pass()), (2, Pass()), (3, Pass())])
    assert refused(state, 0, Bid(cards("r1"))) == "mu-card-already-shown"
    assert refused(state, 0, Play(Card("r", 2))) == "mu-not-now"


def test_controls_cover_every_decision_without_typing() -> None:
    state = worked_example_auction()
    [trump_select] = PANEL.controls(state, 1)
    assert trump_select.command == "trump" and trump_select.choices == ("b", "y", "3", "9")
    assert PANEL.controls(state, 0) == []
    state = run(state, [(1, NameTrump("9")), (0, NameTrump("6"))])
    [partner_select] = PANEL.controls(state, 0)
    assert partner_select.arg == "member" and partner_select.choices == ("2", "3", "4")
    state = act(state, 0, ChoosePartner(2))
    [play_select] = PANEL.controls(state, 0)
    assert play_select.command == "play" and "r6" in play_select.choices
    fresh = make_state(4, ["r1 r2 r2", "b1", "g1", "y1"], dealer=0)
    bid_select, pass_button = PANEL.controls(fresh, 0)
    assert bid_select.choices == ("r1", "r2") and pass_button.command == "pass"
    for control in (trump_select, partner_select, play_select, bid_select, pass_button):
        for choice in control.choices or ("",):
            assert len(control.command) + sum(len(v) for v in control.args.values()) + len(choice) < 40


def test_views_show_public_bid_cards_and_hide_hidden_cards() -> None:
    state = worked_example_auction()
    spectator = RULES.view(state, None)
    assert spectator.hand == () and spectator.hidden == ()
    assert spectator.seats[1].shown == cards("b9 y3") and spectator.seats[0].bid == 4
    assert spectator.seats[0].hand_count == 12
    own = RULES.view(state, 2)
    assert own.hidden == state.hidden[2] and len(own.hand) == 12 and Card("g", 8) in own.hand
    assert RULES.hand_text(own).endswith("[g8 k8]")
    assert RULES.hand_text(spectator) == ""


def test_status_line_names_who_acts() -> None:
    state = worked_example_auction()
    status = RULES.status(RULES.view(state, None))
    assert status.code == "mu-status-vice-trump" and status.seat == 1


def every_code_reachable() -> set[tuple[str, str]]:
    """(prefix, code) of every refusal and event this engine can produce, gathered from the source."""
    import re
    from pathlib import Path

    import bot.rules.mu.engine as engine

    source = Path(engine.__file__).read_text(encoding="utf-8")
    errors = set(re.findall(r'IllegalMove\("([a-z-]+)"', source))
    events = set(re.findall(r'Event\("([a-z-]+)"', source))
    labels = set(re.findall(r'"(ctl-mu-[a-z-]+)"', source))
    return {("err", c) for c in errors} | {("ev", c) for c in events} | {("", c) for c in labels}


def test_every_code_has_a_message_in_both_languages_with_the_same_placeholders() -> None:
    import re

    codes = every_code_reachable()
    assert ("err", "mu-must-follow") in codes and ("ev", "mu-trick") in codes
    for prefix, code in codes:
        key = f"{prefix}-{code}" if prefix else code
        for locale in ("en", "fr"):
            assert key in message_ids(locale), (locale, key)
    from pathlib import Path

    import bot.i18n as i18n

    def placeholders(locale: str) -> dict[str, set[str]]:
        text = (Path(i18n.__file__).with_name("locales") / locale / "mu.ftl").read_text(encoding="utf-8")
        found: dict[str, set[str]] = {}
        key = ""
        for line in text.splitlines():
            match = re.match(r"^([a-z][a-z0-9-]*) =", line)
            if match:
                key = match.group(1)
                found[key] = set()
            if key:
                found[key] |= set(re.findall(r"\$([a-z_]+)", line))
        return found

    assert placeholders("en") == placeholders("fr")
    assert len(t("en", "rules-mu")) < 1800 and len(t("fr", "rules-mu")) < 1800


def test_timeout_passes_in_the_auction_and_otherwise_takes_a_real_choice() -> None:
    state = worked_example_auction()
    assert RULES.timeout_action(make_state(4, ["r1", "r2", "r3", "r4"]), 0) == Pass()
    assert RULES.timeout_action(state, 1) == NameTrump("b")  # the vice's first option
    state = act(state, 1, NameTrump("9"))
    assert RULES.timeout_action(state, 0) == NameTrump("r")  # a real trump, not Mü
    state = act(state, 0, NameTrump("6"))
    assert RULES.timeout_action(state, 0) == ChoosePartner(2)
    state = act(state, 0, ChoosePartner(2))
    timeout = RULES.timeout_action(state, 0)
    assert isinstance(timeout, Play) and timeout in RULES.legal(state, 0)


def test_options_presets_and_refusals() -> None:
    assert RULES.presets[0] == "classic"
    assert RULES.options(None, {}) == {
        "target": 200, "hands": 0, "bonus_cap": True, "dealer_sits_out": False, "turn_timer": 120,
    }  # fmt: skip
    assert RULES.options("quick", {"hands": "10"})["target"] == 100
    assert RULES.options(None, {"dealer_sits_out": "oui"})["dealer_sits_out"] is True
    assert RULES.options(None, {"turn_timer": "15"})["turn_timer"] == 15
    for preset, overrides in [
        ("classic", {"target": "abc"}),
        ("classic", {"target": "5"}),
        ("classic", {"colour": "red"}),
        ("classic", {"bonus_cap": "maybe"}),
        ("classic", {"turn_timer": "12"}),  # the table runs no clock under 15 s: the option says so itself
        ("nonsense", {}),
    ]:
        with pytest.raises(IllegalMove) as error:
            RULES.options(preset, overrides)
        assert error.value.code == "bad-option"
    with pytest.raises(IllegalMove):
        RULES.new_game(7, RULES.options(None, {}), random.Random(0))


def test_the_bid_menu_lets_a_player_show_as_many_cards_as_the_raise_limit_allows() -> None:
    state = make_state(
        4, ["r1 r2 r3 r4 r5 r6", "b1 b2 b3 b4 b5", "g1 g2 g3 g4 g5", "y1 y2 y3 y4 y5"], dealer=0
    )
    [bid, _pass] = PANEL.controls(state, 0)
    assert bid.command == "bid" and bid.max_choices == 1  # opening bid: one card
    state = act(state, 0, Bid(cards("r1")))
    [one, bid, _pass] = PANEL.controls(state, 1)
    assert one.command == "bid" and one.max_choices == 1  # one more card: its own control, one tap
    assert bid.max_choices == 2 and dict(bid.label_params) == {"n": 2}
    picked = " ".join(bid.choices[:2])  # the bot joins the picked values with spaces
    action = RULES.parse(state, 1, Command("bid", {"cards": picked}), "en")
    assert act(state, 1, action).bids[1] == 2
