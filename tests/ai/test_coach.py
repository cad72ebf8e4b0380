"""The coach's analysis, from one seat's views: a word after a clearly weaker move, none after the best one."""

from __future__ import annotations

import random

from bot.ai.coach import advise
from bot.rules import gin, rummy
from bot.rules.base import Event
from bot.rules.cards import parse_card, parse_cards, standard_deck
from bot.rules.gin import GinState


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
    return advise(view, view, gin.RULES.legal(state, 0), action, after)


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
