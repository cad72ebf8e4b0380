"""RailRoad Rummy: one test per decision of docs/rules/railroad.md, the worked examples, and the
claim window the bot drives."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.i18n import t
from bot.rules.base import Command, IllegalMove
from bot.rules.cards import Card, parse_cards
from bot.rules.melds import RAILROAD_MELDS, make_meld
from bot.rules.railroad import (
    PANEL,
    RULES,
    Claim,
    CloseClaims,
    Discard,
    DrawDiscard,
    DrawStock,
    GoDown,
    LayOff,
    MeldPlan,
    PassClaim,
    RailroadAction,
    State,
)
from bot.rules.railroad.contracts import card_points, contract_for, going_down_options, hand_points
from bot.rules.railroad.options import RailroadOptions
from bot.rules.railroad.state import TableMeld


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def one(text: str) -> Card:
    return parse_cards(text)[0]


FILLER = cards("3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks As " * 6)


def table(
    players: int = 4,
    round_: int = 1,
    hands: list[str] | None = None,
    stock: str | None = None,
    discard: str = "9h",
    active: int = 0,
    phase: str = "draw",
    options: dict[str, object] | None = None,
    discarder: int | None = None,
    **changes: object,
) -> State:
    """A table set up by hand: seat ``active`` is to play; the dealer sits just before it."""
    opts = RULES.options(None, {})
    opts.update(options or {})
    base = RULES.new_game(players, opts, random.Random(0))
    given = [cards(h) for h in (hands or [])]
    given += [cards("3c 4c 5c 6c 7c 8c 9c")] * (players - len(given))
    state = replace(
        base,
        round=round_,
        dealer=(active - 1) % players,
        active=active,
        phase=phase,
        hands=tuple(tuple(sorted(h)) for h in given),
        stock=FILLER if stock is None else cards(stock) if stock else (),
        discard=cards(discard) if discard else (),
        discarder=discarder,
    )
    return replace(state, **changes)  # type: ignore[arg-type]


def play(state: State, seat: int, action: RailroadAction, seed: int = 0) -> State:
    new, _events = RULES.apply(state, seat, action, random.Random(seed))
    return new


def refused(state: State, seat: int, action: RailroadAction) -> IllegalMove:
    before = RULES.state_to_json(state)
    with pytest.raises(IllegalMove) as info:
        RULES.apply(state, seat, action, random.Random(0))
    assert RULES.state_to_json(state) == before
    return info.value


def go_down(*melds: str, lows: tuple[int | None, ...] = ()) -> RailroadAction:
    plans = []
    for i, text in enumerate(melds):
        plans.append(MeldPlan(cards(text), lows[i] if i < len(lows) else None))
    return GoDown(melds=tuple(plans))


def with_melds(state: State, owner: int, *texts: str) -> State:
    melds = tuple(TableMeld(owner, make_meld(cards(text), RAILROAD_MELDS)) for text in texts)
    return replace(state, melds=state.melds + melds, down=tuple(d or s == owner for s, d in enumerate(state.down)))


# --- decisions, one test each ----------------------------------------------------------------------------------------


def test_decision_01_hmg_label_kept_and_explained_as_priority_claim_token() -> None:
    assert "HMG" in t("en", "ctl-railroad-claim-hmg", card="9♥", n=1)
    assert "priority" in t("en", "rules-railroad").lower()
    assert "HMG" in t("fr", "rules-railroad")


def test_decision_02_three_to_eight_players() -> None:
    assert (RULES.min_players, RULES.max_players) == (3, 8)
    with pytest.raises(IllegalMove):
        RULES.new_game(2, RULES.options(None, {}), random.Random(1))
    eight = RULES.new_game(8, RULES.options(None, {}), random.Random(1))
    assert all(len(hand) == 7 for hand in eight.hands)


def test_decision_03_fresh_stock_and_reserve_every_round() -> None:
    state = table(hands=["5h"], phase="play")
    state = replace(state, stock=(), reserve=(), reserve_used=True)
    new = play(state, 0, Discard(one("5h")))  # goes out: round 2 is dealt from new decks
    assert new.round == 2
    in_play = sum(len(h) for h in new.hands) + len(new.stock) + len(new.discard)
    assert in_play == 108 and len(new.reserve) == 108 and not new.reserve_used


def test_decision_04_two_is_always_wild_never_natural() -> None:
    state = table(round_=3, hands=["2h 3s 4d 5c 7h 8h 9h 10h Kd"], phase="play")
    # "2 3 4 5" is not a run from 2: the 2 is wild and stands for 6.
    new = play(state, 0, go_down("2h 3s 4d 5c", "7h 8h 9h 10h"))
    assert [m.meld.low for m in new.melds] == [3, 7]
    state = table(hands=["2h 2s 2d 5c 5h 5d 9c 9d"], phase="play")
    error = refused(state, 0, go_down("2h 2s 2d", "5c 5h 5d"))
    assert error.code == "meld-only-wilds"


def test_decision_05_no_wrap_and_ace_high_only() -> None:
    state = table(round_=3, hands=["Kh As 3d 4c 7h 8h 9h 10h"], phase="play")
    refused(state, 0, go_down("Kh As 3d 4c", "7h 8h 9h 10h"))
    state = table(round_=3, hands=["Ah 3s 4d 5c 7h 8h 9h 10h"], phase="play")
    assert refused(state, 0, go_down("Ah 3s 4d 5c", "7h 8h 9h 10h")).code.startswith("meld-run")
    state = table(round_=3, hands=["Jh Qd Ks Ac 7h 8h 9h 10h"], phase="play")
    out = play(state, 0, go_down("Jh Qd Ks Ac", "7h 8h 9h 10h"))
    assert out.last_round is not None and out.last_round.winner == 0


def test_decision_06_duplicate_suits_allowed_in_sets() -> None:
    state = table(hands=["5h 5h 5d 9c 9c 9s Kd Qd"], phase="play")
    assert play(state, 0, go_down("5h 5h 5d", "9c 9c 9s")).down[0]


def test_decision_07_wild_limit_at_going_down_and_after_every_lay_off() -> None:
    state = table(hands=["5h 2s jk 9c 9d 9s Kd Qd"], phase="play")
    assert refused(state, 0, go_down("5h 2s jk", "9c 9d 9s")).code == "meld-too-many-wilds"
    state = with_melds(table(hands=["2c 2d Kd"], phase="play"), 0, "5h 5d 2s")
    after_one = play(state, 0, LayOff(cards=cards("2c"), meld=1))  # 2 wilds, 2 naturals: fine
    assert len(after_one.melds[0].meld.cards) == 4
    assert refused(after_one, 0, LayOff(cards=cards("2d"), meld=1)).code == "meld-too-many-wilds"


def test_decision_08_wild_identity_fixed_when_placed() -> None:
    state = table(round_=3, hands=["5h 6d 7c jk 9h 10h Jh Qh Kd"], phase="play")
    assert refused(state, 0, go_down("5h 6d 7c jk", "9h 10h Jh Qh")).code == "meld-wild-ambiguous"
    down = play(state, 0, go_down("5h 6d 7c jk", "9h 10h Jh Qh", lows=(5, None)))
    assert RULES.view(down, 0).melds[0].ranks == (5, 6, 7, 8)
    # Next turn: the joker is an 8 for good, so a natural 8 does not fit; a 4 does.
    later = replace(down, went_down_this_turn=False, hands=((one("8s"), one("4s"), one("Ks")), *down.hands[1:]))
    refused(later, 0, LayOff(cards=cards("8s"), meld=1))
    assert RULES.view(play(later, 0, LayOff(cards=cards("4s"), meld=1)), 0).melds[0].ranks[0] == 4


def test_decision_08_typed_wild_identity_with_equals() -> None:
    state = table(round_=3, hands=["5h 6d 7c jk 9h 10h Jh Qh Kd"], phase="play")
    action = RULES.parse(state, 0, Command("meld", {"cards": "jk=4 5h 6d 7c | 9h 10h Jh Qh"}), "en")
    assert RULES.view(play(state, 0, action), 0).melds[0].ranks == (4, 5, 6, 7)


def test_decision_09_contract_melds_may_share_a_rank_or_be_adjacent_runs() -> None:
    state = table(hands=["7h 7d 7c 7s 7h 2c Kd Qd"], phase="play")
    assert len(play(state, 0, go_down("7h 7d 7c", "7s 7h 2c")).melds) == 2
    state = table(round_=3, hands=["3h 4d 5c 6s 7h 8h 9h 10h"], phase="play")
    assert play(state, 0, go_down("3h 4d 5c 6s", "7h 8h 9h 10h")).round == 4  # all 8 down: out


def test_decision_10_no_new_melds_after_going_down() -> None:
    state = with_melds(table(hands=["9c 9d 9s Kd Kh Ks"], phase="play"), 0, "5h 5d 5s", "6h 6d 6s")
    assert refused(state, 0, go_down("9c 9d 9s", "Kd Kh Ks")).code == "railroad-already-down"
    assert not any(isinstance(a, GoDown) for a in RULES.legal(state, 0))


def test_decision_11_lay_off_own_melds_from_the_next_turn_only() -> None:
    state = table(hands=["5h 5d 5s 6h 6d 6s 5c Kd"], phase="play")
    down = play(state, 0, go_down("5h 5d 5s", "6h 6d 6s"))
    assert refused(down, 0, LayOff(cards=cards("5c"), meld=1)).code == "railroad-lay-off-next-turn"
    assert not any(isinstance(a, LayOff) for a in RULES.legal(down, 0))
    next_turn = replace(down, went_down_this_turn=False)
    assert any(isinstance(a, LayOff) and a.meld == 1 for a in RULES.legal(next_turn, 0))
    assert len(play(next_turn, 0, LayOff(cards=cards("5c"), meld=1)).melds[0].meld.cards) == 4
    not_down = table(hands=["5c Kd"], phase="play")
    not_down = replace(with_melds(not_down, 1, "5h 5d 5s"), down=(False, True, False, False))
    assert refused(not_down, 0, LayOff(cards=cards("5c"), meld=1)).code == "railroad-not-down"


def test_decision_12_going_out_by_going_down_or_going_down_and_discarding() -> None:
    state = table(round_=3, hands=["3h 4d 5c 6s 7h 8h 9h 10h"], phase="play")
    new, events = RULES.apply(state, 0, go_down("3h 4d 5c 6s", "7h 8h 9h 10h"), random.Random(0))
    assert new.last_round is not None and new.last_round.winner == 0 and new.last_round.points[0] == 0
    assert any(e.code == "railroad-went-out" for e in events)
    state = table(round_=2, hands=["5h 5d 5s 7h 8h 9h 10h Kd"], phase="play")
    down = play(state, 0, go_down("5h 5d 5s", "7h 8h 9h 10h"))
    assert play(down, 0, Discard(one("Kd"))).round == 3


def test_decision_13_round7_needs_a_claim_and_hand_size_is_configurable() -> None:
    rng = random.Random(3)
    state = RULES.new_game(4, RULES.options(None, {}), rng)
    state = replace(state, round=6)
    state = replace(state, phase="play", hands=((one("5h"),), *state.hands[1:]), active=0)
    round7 = play(state, 0, Discard(one("5h")))
    assert round7.round == 7 and all(len(h) == 10 for h in round7.hands)
    assert RULES.view(round7, round7.active).need_more_cards
    after_draw = play(round7, round7.active, DrawStock())
    hand = after_draw.hands[round7.active]
    assert len(hand) == 11 and going_down_options(hand, contract_for(7)) == []
    eleven = RULES.options(None, {"round7_hand_size": "11"})
    roomy = play(replace(state, options=RailroadOptions.of(eleven)), 0, Discard(one("5h")))
    assert all(len(h) == 11 for h in roomy.hands)
    assert not RULES.view(roomy, roomy.active).need_more_cards  # 11 + the draw = 12: no claim needed


def test_decision_14_round7_exactly_three_runs_using_every_card() -> None:
    hand = "3h 4d 5c 6s 7h 8h 9h 10h Jd Qd Kd Ad 5s"
    state = table(round_=7, hands=[hand], phase="play")
    # A single discard may be kept back: three runs of 12 cards, then the 5♠ goes out as the discard.
    down = play(state, 0, go_down("3h 4d 5c 6s", "7h 8h 9h 10h", "Jd Qd Kd Ad"))
    assert down.hands[0] == cards("5s") and not RULES.legal(down, 0)[1:]
    assert play(down, 0, Discard(one("5s"))).last_round is not None
    # Keeping two cards back is refused; so are sets and a fourth run.
    state2 = table(round_=7, hands=[hand + " 9d"], phase="play")
    assert refused(state2, 0, go_down("3h 4d 5c 6s", "7h 8h 9h 10h", "Jd Qd Kd Ad")).code == "railroad-round7-all-cards"
    state3 = table(round_=7, hands=["3h 4d 5c 6s 7h 8h 9h 10h 5d 5h 5s Kd"], phase="play")
    error = refused(state3, 0, go_down("3h 4d 5c 6s", "7h 8h 9h 10h", "5d 5h 5s"))
    assert error.code == "railroad-contract-shape" and error.params["given_sets"] == 1
    state4 = table(round_=7, hands=["3h 4d 5c 6s 7h 8h 9h 10h Jd Qd Kd Ad 3s 4s 5s 6s"], phase="play")
    error = refused(state4, 0, go_down("3h 4d 5c 6s", "7h 8h 9h 10h", "Jd Qd Kd Ad", "3s 4s 5s 6s"))
    assert error.code == "railroad-contract-shape"
    # Longer runs are fine in round 7 only.
    state5 = table(round_=7, hands=["3h 4d 5c 6s 7h 8h 9h 10h Jd Qd Kd Ad 6d"], phase="play")
    out = play(state5, 0, go_down("3h 4d 5c 6s", "6d 7h 8h 9h", "10h Jd Qd Kd Ad"))
    assert out.last_round is not None and out.last_round.winner == 0


def test_decision_14_round7_going_down_is_offered_when_possible() -> None:
    state = table(round_=7, hands=["3h 4d 5c 6s 7h 8h 9h 10h Jd Qd Kd Ad 2c"], phase="play")
    options = [a for a in RULES.legal(state, 0) if isinstance(a, GoDown)]
    assert options
    new = play(state, 0, options[0])
    assert new.last_round is not None and new.last_round.winner == 0


def test_decision_15_play_to_the_next_seat_and_dealer_moves_one_seat_per_round() -> None:
    state = RULES.new_game(5, RULES.options(None, {}), random.Random(11))
    assert state.active == (state.dealer + 1) % 5
    first_dealer = state.dealer
    nearly = replace(state, phase="play", hands=((one("5h"),),) * 5, active=2)
    nxt = play(nearly, 2, Discard(one("5h")))
    assert nxt.round == 2 and nxt.dealer == (first_dealer + 1) % 5 and nxt.active == (nxt.dealer + 1) % 5
    ongoing = table(hands=["5h 6h"], phase="play")
    assert play(ongoing, 0, Discard(one("5h"))).active == 1


def test_decision_16_claim_window_only_after_drawing_from_the_stock() -> None:
    state = table(discard="9h", discarder=3, stock="3s 4s Kc")
    taken = play(state, 0, DrawDiscard())
    assert taken.phase == "play" and taken.window is None and one("9h") in taken.hands[0]
    drew = play(state, 0, DrawStock())
    assert drew.phase == "claims" and one("Kc") in drew.hands[0]  # the active card comes first
    assert RULES.to_act(drew) == (1, 2)
    claimed = play(play(drew, 1, Claim()), 2, PassClaim())
    assert claimed.phase == "play" and one("9h") in claimed.hands[1] and one("4s") in claimed.hands[1]


def test_decision_17_eligible_claimants_exclude_active_and_discarder_and_may_include_down_players() -> None:
    state = replace(table(discarder=2), down=(False, True, False, False))
    drew = play(state, 0, DrawStock())
    assert drew.window is not None and drew.window.eligible == (1, 3)
    strict = replace(state, options=replace(state.options, down_players_may_claim=False))
    assert play(strict, 0, DrawStock()).window.eligible == (3,)  # type: ignore[union-attr]
    assert refused(drew, 2, Claim()).code == "railroad-not-eligible"
    assert refused(drew, 0, Claim()).code == "railroad-not-eligible"


def test_decision_18_no_claim_limit_by_default_and_a_configurable_cap() -> None:
    state = replace(table(discarder=2), claims=(0, 5, 0, 0))
    assert play(state, 0, DrawStock()).window.eligible == (1, 3)  # type: ignore[union-attr]
    capped = replace(state, options=replace(state.options, max_claims_per_round=3))
    assert play(capped, 0, DrawStock()).window.eligible == (3,)  # type: ignore[union-attr]


def test_decision_19_one_hmg_per_player_per_round_or_per_game() -> None:
    state = replace(table(hands=["5h"], phase="play"), hmg=(0, 0, 1, 0))
    assert play(state, 0, Discard(one("5h"))).hmg == (1, 1, 1, 1)
    per_game = replace(state, options=replace(state.options, hmg_scope="game"))
    assert play(per_game, 0, Discard(one("5h"))).hmg == (0, 0, 1, 0)
    two = RULES.new_game(3, RULES.options(None, {"hmg_count": "2"}), random.Random(0))
    assert two.hmg == (2, 2, 2)


def test_decision_20_hmg_spent_on_success_even_when_it_made_no_difference() -> None:
    drew = play(table(discarder=3), 0, DrawStock())
    new = play(play(drew, 1, Claim(hmg=True)), 2, PassClaim())
    assert new.hmg == (1, 0, 1, 1) and new.last_claim is not None and new.last_claim.hmg_spent


def test_decision_21_penalty_card_from_the_stock_then_the_reserve() -> None:
    state = replace(table(discarder=3, stock="Kc"), reserve=cards("Qd 8s"))
    drew = play(state, 0, DrawStock())
    assert drew.stock == ()
    won = play(play(drew, 1, Claim()), 2, PassClaim())
    assert won.reserve_used and one("8s") in won.hands[1] and won.stock == cards("Qd")


def test_decision_22_initial_upcard_claimable_by_everyone_but_the_first_player() -> None:
    state = RULES.new_game(4, RULES.options(None, {}), random.Random(5))
    drew = play(state, state.active, DrawStock())
    assert drew.window is not None and len(drew.window.eligible) == 3
    assert set(RULES.to_act(drew)) == set(range(4)) - {state.active}


def test_decision_23_cannot_discard_the_card_taken_from_the_discard_pile() -> None:
    taken = play(table(hands=["5h 6h"], discard="9c"), 0, DrawDiscard())
    assert refused(taken, 0, Discard(one("9c"))).code == "railroad-discard-taken-card"
    assert Discard(one("9c")) not in RULES.legal(taken, 0)
    empty = replace(table(discard="9c"), hands=((), *table().hands[1:]))
    last = play(empty, 0, DrawDiscard())
    assert play(last, 0, Discard(one("9c"))).round == 2  # the last card may go: out
    twin = play(table(hands=["9c 5h"], discard="9c"), 0, DrawDiscard())
    assert Discard(one("9c")) in RULES.legal(twin, 0)  # a second copy may go
    free = replace(taken, options=replace(taken.options, no_discard_taken_card=False))
    assert play(free, 0, Discard(one("9c"))).discard[-1] == one("9c")


def test_decision_24_stock_and_reserve_empty_reshuffle_once_then_no_winner() -> None:
    state = replace(table(hands=["5h", "Ks", "jk", "2c 3c"], stock="", discard="4c 6c 8c"), reserve=(), reserve_used=True)
    drew, events = RULES.apply(state, 0, DrawStock(), random.Random(0))
    assert any(e.code == "railroad-discards-reshuffled" for e in events)
    assert drew.discard == cards("8c") and len(drew.hands[0]) == 2 and len(drew.stock) == 1
    dry = replace(drew, phase="draw", stock=(), window=None)
    ended, events = RULES.apply(dry, 0, DrawStock(), random.Random(0))
    assert any(e.code == "railroad-round-no-winner" for e in events)
    assert ended.last_round is not None and ended.last_round.winner is None
    assert ended.last_round.points == (hand_points(dry.hands[0]), 10, 50, 25)


def test_decision_25_taking_the_discard_after_going_down_is_allowed() -> None:
    state = with_melds(table(hands=["Kd Qd"]), 0, "5h 5d 5s", "6h 6d 6s")
    assert DrawDiscard() in RULES.legal(state, 0)
    assert one("9h") in play(state, 0, DrawDiscard()).hands[0]


def test_decision_26_tie_goes_to_more_rounds_won_then_shared() -> None:
    over = replace(table(), phase="over", scores=(100, 100, 100, 90), rounds_won=(1, 2, 2, 0))
    outcome = RULES.outcome(over)
    assert outcome is not None and outcome.ranking == (4, 2, 2, 1)


# --- worked examples --------------------------------------------------------------------------------------------------


def test_example_contracts_and_hand_sizes() -> None:
    table_ = [(7, 2, 0), (7, 1, 1), (7, 0, 2), (10, 3, 0), (10, 2, 1), (10, 1, 2), (10, 0, 3)]
    assert [(c.hand_size, c.sets, c.runs) for c in map(contract_for, range(1, 8))] == table_
    assert contract_for(7).all_cards and not contract_for(6).all_cards


def test_example_card_values_and_the_105_point_hand() -> None:
    assert [card_points(c) for c in cards("3c 9d 10h Jh Qh Kh Ah 2s jk")] == [5, 5, 10, 10, 10, 10, 15, 20, 50]
    assert hand_points(cards("3c 9d Ks Ah 2c jk")) == 105


def test_example_set_and_suitless_run_from_the_seed() -> None:
    state = table(round_=2, hands=["5h 5d 5c Jh Qd Ks Ac 9s"], phase="play")
    new = play(state, 0, go_down("5h 5d 5c", "Jh Qd Ks Ac"))
    assert [m.meld.kind for m in new.melds] == ["set", "run"]


def test_example_exact_going_down_refuses_bigger_melds() -> None:
    state = table(round_=4, hands=["5h 5d 5c 5s 6h 6d 6c 7h 7d 7c Kd"], phase="play")
    error = refused(state, 0, go_down("5h 5d 5c 5s", "6h 6d 6c", "7h 7d 7c"))
    assert error.code == "railroad-set-size"
    state = table(round_=2, hands=["5h 5d 5c 6h 7h 8h 9h 10h"], phase="play")
    assert refused(state, 0, go_down("5h 5d 5c", "6h 7h 8h 9h 10h")).code == "railroad-run-size"
    assert refused(state, 0, go_down("5h 5d 5c")).code == "railroad-contract-shape"


def _claim_example(answers: dict[int, RailroadAction]) -> State:
    """Claim example: seats A..E are 0..4; B (1) discarded 9♥; C (2) is active and draws from the stock."""
    state = table(players=5, discard="9h", discarder=1, active=2)
    drew = play(state, 2, DrawStock())
    assert drew.window is not None and drew.window.eligible == (3, 4, 0)
    for seat in (3, 4, 0):
        drew = play(drew, seat, answers.get(seat, PassClaim()))
    assert drew.phase == "play"
    return drew


def test_example_7_7_hmg_claimant_beats_an_earlier_plain_claim() -> None:
    after = _claim_example({4: Claim(), 0: Claim(hmg=True)})
    assert after.last_claim is not None and after.last_claim.winner == 0
    assert len(after.hands[0]) == 9 and one("9h") in after.hands[0] and after.hmg[0] == 0


def test_example_7_7_without_hmg_base_order_decides() -> None:
    after = _claim_example({4: Claim(), 0: Claim()})
    assert after.last_claim is not None and after.last_claim.winner == 4 and after.hmg == (1,) * 5


def test_example_7_7_two_hmg_claimants_base_order_decides_and_only_the_winner_spends() -> None:
    after = _claim_example({4: Claim(hmg=True), 0: Claim(hmg=True)})
    assert after.last_claim is not None and after.last_claim.winner == 4
    assert after.hmg[4] == 0 and after.hmg[0] == 1


# --- the claim window as the bot drives it --------------------------------------------------------------------------


def test_close_claims_is_applied_from_the_active_seat_and_unanswered_seats_pass() -> None:
    drew = play(table(discarder=3), 0, DrawStock())
    answered = play(drew, 2, Claim())
    assert RULES.to_act(answered) == (1,)
    assert RULES.legal(answered, 0) == [CloseClaims()]
    assert RULES.timeout_action(answered, 0) == CloseClaims()
    assert RULES.timeout_action(answered, 1) == PassClaim()
    assert refused(answered, 1, CloseClaims()).code == "not-your-turn"
    closed = play(answered, 0, CloseClaims())
    assert closed.last_claim is not None and closed.last_claim.winner == 2 and RULES.to_act(closed) == (0,)


def test_claim_answers_stay_secret_until_the_window_closes() -> None:
    drew = play(table(discarder=3), 0, DrawStock())
    claimed = play(drew, 1, Claim(hmg=True))
    passed = play(drew, 1, PassClaim())
    for viewer in (None, 0, 2):
        assert RULES.view_to_json(RULES.view(claimed, viewer)) == RULES.view_to_json(RULES.view(passed, viewer))
    own = RULES.view(claimed, 1).claim_window
    assert own is not None and own.my_answer == "hmg" and own.answered_seats == (1,)


def test_the_active_player_waits_while_the_window_is_open() -> None:
    drew = play(table(discarder=3, hands=["5h 6h"]), 0, DrawStock())
    assert refused(drew, 0, Discard(one("5h"))).code == "railroad-claims-open"
    spent = replace(drew, hmg=(1, 0, 1, 1))
    assert refused(spent, 1, Claim(hmg=True)).code == "railroad-no-hmg-left"
    assert Claim(hmg=True) not in RULES.legal(spent, 1)
    assert refused(play(drew, 1, PassClaim()), 1, Claim()).code == "railroad-already-answered"


def test_controls_offer_claim_buttons_draw_buttons_and_a_discard_select() -> None:
    state = table(discarder=3, hands=["5h 6h 7h"])
    assert {c.label for c in PANEL.controls(state, 0)} == {"ctl-railroad-draw-stock", "ctl-railroad-draw-discard"}
    drew = play(state, 0, DrawStock())
    labels = [c.label for c in PANEL.controls(drew, 1)]
    assert labels == ["ctl-railroad-claim", "ctl-railroad-claim-hmg", "ctl-railroad-pass"]
    assert PANEL.controls(drew, 0) == [] and PANEL.controls(drew, 3) == []
    played = play(play(drew, 1, PassClaim()), 2, PassClaim())
    [discard] = [c for c in PANEL.controls(played, 0) if c.command == "discard"]
    assert set(discard.choices) == {"5♥", "6♥", "7♥", "A♠"}  # A♠ is the stock card just drawn
    for control in PANEL.controls(played, 0):
        for choice in control.choices or ("",):
            command = Command(control.command, {**control.args, control.arg: choice} if control.arg else control.args)
            if command.name in PANEL.taps:  # a tap on the melds being built: the panel's, never the game's
                assert PANEL.tap(played, 0, None, command).draft is not None
                continue
            RULES.apply(played, 0, RULES.parse(played, 0, command, "en"), random.Random(0))


def test_go_down_and_lay_off_controls_round_trip_through_parse() -> None:
    state = table(hands=["5h 5d 5s 6h 6d 6s 9c Kd"], phase="play")
    [button] = [c for c in PANEL.controls(state, 0) if c.command == "meld"]
    down = play(state, 0, RULES.parse(state, 0, Command(button.command, button.args), "en"))
    assert down.down[0]
    later = replace(down, went_down_this_turn=False, hands=((one("5c"), one("2c"), one("Kd")), *down.hands[1:]))
    later = with_melds(later, 1, "8h 9d 10c Jh")
    [select] = [c for c in PANEL.controls(later, 0) if c.command == "layoff"]
    assert {"5♣@1", "2♣@1", "2♣=7@3", "2♣=Q@3"} <= set(select.choices)
    labels = dict(zip(select.choices, select.choice_labels, strict=True))
    five = labels["5♣@1"]  # read as Rummy reads it: the card, then the meld it goes onto, with its cards
    assert five.key == "ctl-railroad-onto-choice" and five.params["card"] == "5♣" and five.params["meld"] == 1
    assert sorted(five.params["cards"].split()) == sorted(["5♥", "5♦", "5♠"])
    for choice in select.choices:
        action = RULES.parse(later, 0, Command("layoff", {select.arg: choice}), "en")
        play(later, 0, action)


def test_typed_commands_parse_in_english_and_french() -> None:
    state = table(hands=["5h 5d 5s 6h 6d 6s 9c Kd"], phase="play")
    typed = RULES.parse(state, 0, Command("meld", {"cards": "5h 5d 5s | 6h 6d 6s"}), "en")
    assert isinstance(typed, GoDown) and len(typed.melds) == 2
    assert RULES.parse(state, 0, Command("discard", {"card": "Rk"}), "fr") == Discard(one("Kd"))
    assert RULES.parse(state, 0, Command("claim", {"hmg": "true"}), "en") == Claim(hmg=True)
    assert RULES.parse(state, 0, Command("draw", {"source": "discard"}), "en") == DrawDiscard()
    with pytest.raises(IllegalMove) as info:
        RULES.parse(state, 0, Command("knock", {"card": "5h"}), "en")
    assert info.value.code == "unknown-command"
    for bad in ("jk=zz 5h 6h 7h", "5h=6 6h 7h 8h", "jk=2 5h 6h 7h"):
        with pytest.raises(IllegalMove) as info:
            RULES.parse(state, 0, Command("meld", {"cards": bad}), "en")
        assert info.value.code == "railroad-bad-wild-rank"


# --- catalogs ----------------------------------------------------------------------------------------------------------


def _messages(language: str) -> dict[str, set[str]]:
    """Message id -> the variables it uses, read from the railroad catalog file."""
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "bot/i18n/locales" / language / "railroad.ftl").read_text("utf-8")
    messages: dict[str, set[str]] = {}
    current = ""
    for line in text.splitlines():
        match = re.match(r"^([a-z][a-z0-9-]*) =", line)
        if match:
            current = match.group(1)
            messages[current] = set()
        if current:
            messages[current] |= set(re.findall(r"\$([a-z_]+)", line))
    return messages


def test_every_code_the_engine_uses_has_a_message_in_both_languages_with_the_same_placeholders() -> None:
    import re
    from pathlib import Path

    english, french = _messages("en"), _messages("fr")
    assert english == french
    source = "".join(p.read_text("utf-8") for p in (Path(__file__).resolve().parents[2] / "bot/rules/railroad").glob("*.py"))
    codes = set(re.findall(r'"(railroad-[a-z0-9-]+)"', source)) | {f"railroad-claim-noted-{a}" for a in ("claim", "hmg", "pass")}
    for code in codes:
        assert f"err-{code}" in english or f"ev-{code}" in english, code
    for label in set(re.findall(r'"(ctl-railroad-[a-z0-9-]+)"', source)):
        assert label in english, label
    assert "rules-railroad" in english
    for language in ("en", "fr"):
        assert len(t(language, "rules-railroad")) < 1800
        assert t(language, "rules-railroad") != "rules-railroad"


def test_timeouts_draw_from_the_stock_pass_claims_and_shed_the_costliest_natural() -> None:
    state = table(discarder=3, hands=["5h Kd jk 2c"])
    assert RULES.timeout_action(state, 0) == DrawStock()
    playing = replace(state, phase="play")
    assert RULES.timeout_action(playing, 0) == Discard(one("Kd"))
    only_wilds = replace(playing, hands=(cards("jk 2c"), *playing.hands[1:]))
    assert RULES.timeout_action(only_wilds, 0) == Discard(one("jk"))
    for seat in range(4):
        action = RULES.timeout_action(play(state, 0, DrawStock()), seat)
        assert isinstance(action, CloseClaims | PassClaim)


def test_spectators_see_counts_and_the_table_but_no_hand() -> None:
    state = with_melds(table(hands=["Kd Qd 9s"]), 0, "5h 5d 5s")
    spectator = RULES.view(state, None)
    assert spectator.hand == () and RULES.hand_text(spectator) == ""
    assert [p.hand_count for p in spectator.seats] == [3, 7, 7, 7]
    assert spectator.melds[0].number == 1 and spectator.seats[0].meld_numbers == (1,)
    assert spectator.stock_size == len(state.stock) and spectator.discard_top == one("9h")
    assert sorted(RULES.hand_text(RULES.view(state, 0)).split()) == ["9♠", "K♦", "Q♦"]
    status = RULES.status(spectator)
    assert status.code == "railroad-status-draw" and status.seat == 0
