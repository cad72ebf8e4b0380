"""Meld validation shared by the card rummies: sets, runs, aces, wilds and the reasons given for refusals."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.rules.base import IllegalMove
from bot.rules.cards import JOKER, Card, card, parse_cards, standard_deck
from bot.rules.melds import (
    GIN_MELDS,
    RAILROAD_MELDS,
    RUMMY_MELDS,
    Meld,
    MeldRules,
    can_extend,
    extend_meld,
    format_meld,
    make_meld,
    meld_options,
)


def refusal(text: str, rules: MeldRules = RUMMY_MELDS) -> IllegalMove:
    with pytest.raises(IllegalMove) as refused:
        make_meld(parse_cards(text), rules)
    return refused.value


def codes(error: IllegalMove) -> list[str]:
    return [p.code for p in error.problems]


def test_run_of_three_same_suit() -> None:
    meld = make_meld(parse_cards("5h 7h 6h"), RUMMY_MELDS)
    assert meld.kind == "run" and meld.cards == tuple(parse_cards("5h 6h 7h")) and meld.suit == "H"


def test_set_of_three_and_four() -> None:
    assert make_meld(parse_cards("7h 7s 7c"), RUMMY_MELDS).kind == "set"
    assert make_meld(parse_cards("7h 7s 7c 7d"), RUMMY_MELDS).low == 7


def test_gap_names_the_missing_card_between_its_neighbours() -> None:
    error = refusal("5h 6h 8h")
    assert error.code == "meld-run-gap"
    assert error.params == {"cards": "5♥ 6♥ 8♥", "missing": "7♥", "n": 1, "after": "6♥", "before": "8♥"}


def test_every_gap_is_reported() -> None:
    error = refusal("4h 6h 9h")
    assert [p.params["missing"] for p in error.problems] == ["5♥", "7♥ 8♥"]


def test_ace_low_only_in_rummy_and_gin() -> None:
    assert make_meld(parse_cards("Ah 2h 3h"), GIN_MELDS).low == 1
    assert refusal("Qh Kh Ah").code == "meld-run-ace-high"
    assert refusal("Kh Ah 2h").code == "meld-run-wraps"


def test_ace_both_ends_without_wrapping() -> None:
    both = MeldRules(ace="both")
    assert make_meld(parse_cards("Qh Kh Ah"), both).low == 12
    assert make_meld(parse_cards("Ah 2h 3h"), both).low == 1
    assert refusal("Kh Ah 2h", both).code == "meld-run-wraps"


def test_round_the_corner_option() -> None:
    meld = make_meld(parse_cards("Kh Ah 2h"), MeldRules(wrap=True))
    assert [meld.stands_for(i) for i in range(3)] == ["K♥", "A♥", "2♥"]


def test_ace_high_only_in_railroad() -> None:
    assert make_meld(parse_cards("Jh Qd Ks Ac"), RAILROAD_MELDS).low == 11
    assert refusal("Ah 3h 4h 5h", RAILROAD_MELDS).code == "meld-run-gap"  # the ace sits above the king only
    with pytest.raises(IllegalMove):
        make_meld(parse_cards("Kh Ad 3s 4c"), RAILROAD_MELDS)


def test_mixed_suits_name_the_odd_card() -> None:
    error = refusal("5h 6s 7h")
    assert error.code == "meld-run-mixed-suits" and error.params["odd"] == "6♠"


def test_suitless_runs_for_railroad() -> None:
    assert make_meld(parse_cards("5h 6s 7d 8c"), RAILROAD_MELDS).suit == ""


def test_set_with_another_rank_names_it() -> None:
    error = refusal("5h 5s 6h")
    assert error.code == "meld-set-mixed-ranks" and error.params["odd"] == "6♥"


def test_too_short_and_set_too_big() -> None:
    assert refusal("5h 6h").code == "meld-too-short"
    many = [card("5H"), card("5S"), card("5C"), card("5D"), card("5H")]
    with pytest.raises(IllegalMove) as refused:
        make_meld(many, RUMMY_MELDS, kind="set")
    assert "meld-set-too-big" in codes(refused.value)


def test_jokers_are_refused_where_not_wild() -> None:
    assert refusal("5h 6h jk").code == "meld-wild-not-allowed"


def test_wild_in_a_set_stands_for_the_set_rank() -> None:
    meld = make_meld(parse_cards("5h 5s 2c"), RAILROAD_MELDS)
    assert meld.wild == (2,) and meld.stands_for(2) == "5"
    assert format_meld(meld) == "5♥ 5♠ 2♣=5"


def test_at_most_half_wild() -> None:
    error = refusal("5h 2s 2c", RAILROAD_MELDS)
    assert error.code == "meld-too-many-wilds" and error.params == {"cards": "5♥ 2♠ 2♣", "wilds": 2, "naturals": 1}
    assert make_meld(parse_cards("5h 6s jk 2c"), RAILROAD_MELDS, low=5).wild == (2, 3)


def test_only_wilds_is_not_a_set_of_twos() -> None:
    assert refusal("2h 2s 2c", RAILROAD_MELDS).code == "meld-only-wilds"


def test_wild_fills_an_inner_gap_without_asking() -> None:
    meld = make_meld(parse_cards("3h 4h jk 6s"), RAILROAD_MELDS)
    assert meld.stands_for(2) == "5"


def test_wild_at_either_end_must_be_named() -> None:
    error = refusal("5h 6s 7d jk", RAILROAD_MELDS)
    assert error.code == "meld-wild-ambiguous"
    assert error.params["options"] == "JK=4 5♥ 6♠ 7♦ | 5♥ 6♠ 7♦ JK=8"
    assert make_meld(parse_cards("5h 6s 7d jk"), RAILROAD_MELDS, low=4).stands_for(0) == "4"


def test_wild_cannot_run_past_the_ace() -> None:
    meld = make_meld(parse_cards("Jh Qs Kd jk"), RAILROAD_MELDS, low=11)
    assert meld.stands_for(3) == "A"
    only = make_meld(parse_cards("Qh Ks Ad jk"), RAILROAD_MELDS)  # JK must be J: nothing above the ace
    assert only.stands_for(0) == "J"


def test_placed_wild_keeps_its_identity_on_lay_off() -> None:
    meld = make_meld(parse_cards("5h 6s 7d jk"), RAILROAD_MELDS, low=5)  # JK = 8
    longer = extend_meld(meld, [card("9C")], RAILROAD_MELDS)
    assert format_meld(longer) == "5♥ 6♠ 7♦ JK=8 9♣"
    with pytest.raises(IllegalMove):
        extend_meld(meld, [card("8C")], RAILROAD_MELDS)  # 8 is taken by the joker for good


def test_lay_off_keeps_the_wild_limit() -> None:
    meld = make_meld(parse_cards("5h 6s 7d jk"), RAILROAD_MELDS, low=5)
    assert extend_meld(meld, [card("2C")], RAILROAD_MELDS, low=4).wild == (0, 4)
    with pytest.raises(IllegalMove) as refused:
        extend_meld(meld, [card("2C"), card("2D"), card("2H")], RAILROAD_MELDS)
    assert refused.value.code == "meld-too-many-wilds"


def test_lay_off_on_runs_and_sets() -> None:
    run = make_meld(parse_cards("5h 6h 7h"), RUMMY_MELDS)
    assert can_extend(run, card("4H"), RUMMY_MELDS) and can_extend(run, card("8H"), RUMMY_MELDS)
    assert not can_extend(run, card("9H"), RUMMY_MELDS) and not can_extend(run, card("8S"), RUMMY_MELDS)
    group = make_meld(parse_cards("7h 7s 7c"), RUMMY_MELDS)
    assert extend_meld(group, [card("7D")], RUMMY_MELDS).cards[-1] == card("7D")
    assert not can_extend(group, card("8D"), RUMMY_MELDS)


def test_king_cannot_be_extended_past_in_ace_low_games() -> None:
    run = make_meld(parse_cards("Jh Qh Kh"), RUMMY_MELDS)
    assert not can_extend(run, card("AH"), RUMMY_MELDS)


def test_meld_json_round_trip() -> None:
    meld = make_meld(parse_cards("5h 6s 7d jk"), RAILROAD_MELDS, low=4)
    assert Meld.from_json(meld.to_json()) == meld


DECK = standard_deck()


@settings(max_examples=80)
@given(st.lists(st.sampled_from(DECK), min_size=3, max_size=5, unique=True))
def test_rummy_meld_iff_set_or_consecutive_suited_run(cards: list[Card]) -> None:
    ranks = sorted(c.rank for c in cards)
    is_set = len(set(ranks)) == 1
    is_run = len({c.suit for c in cards}) == 1 and ranks == list(range(ranks[0], ranks[0] + len(ranks)))
    valid = bool(meld_options(cards, RUMMY_MELDS))
    assert valid == (is_set or is_run)
    if not valid:
        with pytest.raises(IllegalMove) as refused:
            make_meld(cards, RUMMY_MELDS)
        assert all(p.params.get("cards") for p in refused.value.problems)


@settings(max_examples=60)
@given(st.lists(st.sampled_from([*DECK, JOKER]), min_size=3, max_size=6))
def test_railroad_melds_never_more_wilds_than_naturals(cards: list[Card]) -> None:
    for meld in meld_options(cards, RAILROAD_MELDS):
        assert len(meld.wild) <= meld.naturals
        assert sorted(meld.cards) == sorted(cards)
