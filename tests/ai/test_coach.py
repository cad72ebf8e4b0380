"""The coach's analysis, from one seat's views: a word after a clearly weaker move, none after the best one, and
what its "Show me" draws of the better move."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from bot.ai.coach import BetterHand, advise
from bot.rules import gin, rummy
from bot.rules.base import Event
from bot.rules.cards import parse_card, parse_cards, standard_deck
from bot.rules.gin import GinState
from bot.rules.railroad import RULES as RAILROAD
from bot.rules.railroad import actions as railroad
from bot.rules.railroad.views import PHASE_PLAY
from bot.rules.tiles import RULES as TILES


def _gin(hand: str) -> GinState:
    """Seat 0 holds 11 cards and must discard."""
    cards = tuple(parse_cards(hand))
    other = tuple(c for c in standard_deck() if c not in cards)[:10]
    stock = tuple(c for c in standard_deck() if c not in cards and c not in other)
    return GinState(options=gin.GinOptions.of(gin.resolve_options(None, {})), dealer=1, hands=(cards, other), stock=stock[1:],
                    discard=stock[:1], phase="discard", turn=0, upcard=None, knock_limit=10)


def _gin_advice(hand: str, action: gin.GinAction) -> Event | None:
    state = _gin(hand)
    view = gin.RULES.view(state, 0)
    after = gin.RULES.view(gin.RULES.apply(state, 0, action, random.Random(0))[0], 0)
    advice = advise(view, view, gin.RULES.legal(state, 0), action, after)
    return advice.event if advice is not None else None


def test_show_me_of_a_weak_gin_discard_is_the_hand_the_better_discard_kept() -> None:
    hand = "5h 6h 7h 9s 9d 9c Kc Qd 3d 2c As"
    state = _gin(hand)
    view = gin.RULES.view(state, 0)
    action = gin.Discard(parse_card("As"))
    advice = advise(view, view, gin.RULES.legal(state, 0), action, view)
    assert advice is not None and isinstance(advice.shown, BetterHand)
    better = parse_card(str(advice.event.params["better"]))
    assert advice.shown.discard == better
    assert Counter(advice.shown.cards) == Counter(parse_cards(hand)) - Counter([better])


def test_a_gin_discard_leaving_much_more_deadwood_is_told_with_the_better_card() -> None:
    event = _gin_advice("5h 6h 7h 9s 9d 9c Kc Qd 3d 2c As", gin.Discard(parse_card("As")))
    assert event is not None and event.code == "coach-discard" and event.private_to == 0
    assert event.params["left"] == 25 and event.params["best"] == 16 and event.params["better"] in ("K♣", "Q♦")


def test_no_word_after_the_best_discard_or_an_equal_one() -> None:
    assert _gin_advice("5h 6h 7h 9s 9d 9c Kc Qd 3d 2c As", gin.Discard(parse_card("Kc"))) is None
    assert _gin_advice("5h 6h 7h 9s 9d 9c Kc Qd 3d 2c As", gin.Discard(parse_card("Qd"))) is None


def test_a_missed_gin_and_a_missed_knock_are_told() -> None:
    missed_gin = _gin_advice("5h 6h 7h 8h 9s 9d 9c Jc Qc Kc 4d", gin.Discard(parse_card("Kc")))
    assert missed_gin is not None and missed_gin.code == "coach-gin-missed"
    assert missed_gin.params == {"card": "4♦"}
    missed_knock = _gin_advice("5h 6h 7h 9s 9d 9c Jc Qc Kc 2d Ad", gin.Discard(parse_card("Kc")))
    assert missed_knock is not None and missed_knock.code == "coach-knock-missed"
    assert missed_knock.params == {"card": "2♦", "deadwood": 1}


def test_a_weak_rummy_discard_is_told() -> None:
    hand = parse_cards("5h 6h 7h 9s 9d Kc 2c As")
    other = parse_cards("Jh Jd Js 4c 4s 8d 8c")
    used = {*hand, *other}
    state = rummy.RummyState(
        options=rummy.RummyOptions.of(rummy.resolve_options(None, {})), players=2, dealer=1, hands=[hand, other],
        stock=[c for c in standard_deck() if c not in used], discard=[], phase="play", turn=0, melds=[],
        has_placed=[False, False], scores=[0, 0], picked_up=[[], []], discarded=[[], []],
    )
    view = rummy.RULES.view(state, 0)
    legal = rummy.RULES.legal(state, 0)
    weak = rummy.Discard(parse_card("As"))
    assert advise(view, view, legal, weak, view) is not None
    assert advise(view, view, legal, rummy.Discard(parse_card("Kc")), view) is None


def _railroad(hand: str, down: bool = False) -> tuple[object, object]:
    """Round 1 (two sets of three) of a three-seat RailRoad game; seat 0 has drawn and holds ``hand``."""
    state = RAILROAD.new_game(3, {}, random.Random(5))
    cards = tuple(sorted(parse_cards(hand)))
    state = replace(state, round=1, active=0, phase=PHASE_PLAY, hands=(cards, *state.hands[1:]),
                    down=(down, False, False), taken_discard=None, window=None, last_claim=None)
    return state, RAILROAD.view(state, 0)


def test_a_railroad_discard_while_holding_the_contract_is_told_and_shown_laid_out() -> None:
    state, view = _railroad("7h 7d 7c Qs Qd Qc 4s 9h")
    legal = RAILROAD.legal(state, 0)
    missed = advise(view, view, legal, railroad.Discard(parse_card("4s")), view)
    assert missed is not None and missed.event.code == "coach-contract-missed"
    assert missed.event.params["card"] == "4♠"
    building = missed.shown.building
    assert [sorted(m.cards) for m in building.melds] == [sorted(parse_cards("7h 7d 7c")),
                                                         sorted(parse_cards("Qs Qd Qc"))]
    assert sorted(building.left) == sorted(parse_cards("4s 9h"))
    broken = advise(view, view, legal, railroad.Discard(parse_card("7h")), view)
    assert broken is not None and broken.event.code == "coach-contract-broken"


def test_no_railroad_word_without_the_contract_or_once_down() -> None:
    state, view = _railroad("7h 7d 7c Qs Qd 5c 4s 9h")
    assert advise(view, view, RAILROAD.legal(state, 0), railroad.Discard(parse_card("4s")), view) is None
    state, view = _railroad("7h 7d 7c Qs Qd Qc 4s 9h", down=True)
    assert advise(view, view, RAILROAD.legal(state, 0), railroad.Discard(parse_card("4s")), view) is None


def test_show_me_of_a_tile_rummy_turn_lays_the_solvers_play_out_with_the_rack_tiles_marked() -> None:
    state = TILES.new_game(2, {}, random.Random(1))
    seat = state.turn
    rack = ("r10", "r11", "r12", "b5", "b6", "b7", "k1", "o9")
    pool = list(state.pool) + [t for r in state.racks for t in r]
    for tile in rack:
        pool.remove(tile)
    racks = tuple(rack if s == seat else tuple(pool.pop() for _ in range(14)) for s in range(state.players))
    state = replace(state, racks=racks, pool=tuple(pool))
    start = TILES.view(state, seat)
    after = replace(start, rack=("b5", "b6", "b7", "k1", "o9"))
    advice = advise(start, start, (), None, after)
    assert advice is not None and advice.event.params["best"] == 6
    preview = advice.shown.turn
    laid = [tile for s in preview.sets for tile, mark in zip(s.tiles, s.laid, strict=True) if mark]
    assert sorted(laid) == sorted(("r10", "r11", "r12", "b5", "b6", "b7")), "every tile from the rack outlined"
    assert sorted(preview.rack) == ["k1", "o9"]
