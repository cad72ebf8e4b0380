"""Gin Rummy: the exact optimum arrangement and the scoring of one knock (docs/rules/gin.md); the options are in
``options.py``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.rules.base import IllegalMove
from bot.rules.cards import SPADES, Card, format_card, pip_value
from bot.rules.deadwood import (
    all_best_arrangements,
    best_arrangement,
    best_layoffs,
    card_at,
    cards_of,
    index_of,
    layoff_spot_count,
    mask_of,
    min_deadwood,
)
from bot.rules.gin.options import GinOptions, resolve_options
from bot.rules.gin.views import GinShowdown, LayOff
from bot.rules.melds import GIN_MELDS, Meld, make_meld


def knock_limit_for(options: GinOptions, upcard: Card | None) -> int:
    """The deadwood a knock may leave: the option, or in Oklahoma the upcard's value (ace: 1 or gin only)."""
    if not options.oklahoma or upcard is None:
        return options.knock_limit
    if upcard.rank == 1:
        return 1 if options.oklahoma_ace == "one" else 0
    return pip_value(upcard)


def best_melds(cards: Sequence[Card]) -> tuple[list[Meld], int]:
    """The exact optimum arrangement of any hand: (melds, deadwood value). Ties: the first arrangement found."""
    melds, _deadwood = best_arrangement(mask_of(cards))
    return [_meld(m) for m in melds], min_deadwood(mask_of(cards))


def _meld(mask: int) -> Meld:
    return make_meld(cards_of(mask), GIN_MELDS)


def knocker_arrangement(hand: Sequence[Card]) -> tuple[list[int], int]:
    """Minimum deadwood, then the fewest lay-off spots; it never looks at the defender's hand."""
    options = all_best_arrangements(mask_of(hand))
    return min(options, key=lambda option: layoff_spot_count(option[0]))


def chosen_arrangement(hand: Sequence[Card], groups: Sequence[Sequence[Card]]) -> tuple[list[int], int]:
    """The knocker's own arrangement: every group a valid meld, no card used twice, all from the hand."""
    hand_mask = mask_of(hand)
    used = 0
    melds: list[int] = []
    for group in groups:
        make_meld(group, GIN_MELDS)
        group_mask = mask_of(group)
        for c in group:
            bit = 1 << index_of(c)
            if not hand_mask & bit:
                raise IllegalMove("gin-card-not-in-hand", card=format_card(c))
            if used & bit:
                raise IllegalMove("gin-card-used-twice", card=format_card(c))
            used |= bit
        melds.append(group_mask)
    return melds, hand_mask & ~used


def _doubled(options: GinOptions, upcard: Card | None) -> bool:
    return bool(options.oklahoma and options.oklahoma_spades_double and upcard is not None
                and upcard.suit == SPADES)


def showdown(
    knocker_seat: int,
    knocker_hand: Sequence[Card],
    discard: Card | None,
    defender_hand: Sequence[Card],
    options: GinOptions,
    *,
    knock_limit: int,
    upcard: Card | None = None,
    melds: Sequence[Sequence[Card]] | None = None,
    hand_number: int = 0,
) -> GinShowdown:
    """Score a knock: ``knocker_hand`` is the 10 cards spread (11 for big gin, ``discard`` None)."""
    if melds is None:
        melds_masks, deadwood_mask = knocker_arrangement(knocker_hand)
    else:
        melds_masks, deadwood_mask = chosen_arrangement(knocker_hand, melds)
    k = sum(pip_value(c) for c in cards_of(deadwood_mask))
    big_gin = discard is None
    if big_gin:
        if not options.big_gin_bonus:
            raise IllegalMove("gin-big-gin-off")
        if k:
            raise IllegalMove("gin-not-big-gin", deadwood=k)
    elif k > knock_limit:
        raise IllegalMove("gin-knock-too-much-deadwood", deadwood=k, limit=knock_limit)
    defender_mask = mask_of(defender_hand)
    layoffs: list[LayOff] = []
    if k == 0:
        rest = defender_mask
    else:
        order, rest = best_layoffs(melds_masks, defender_mask)
        layoffs = [LayOff(card_at(index), number) for index, number in order]
    defender_melds, defender_deadwood_mask = best_arrangement(rest)
    d = min_deadwood(rest)
    if big_gin:
        result, winner, points, bonus = "big_gin", knocker_seat, d + options.big_gin_bonus, int(
            options.big_gin_bonus)
    elif k == 0:
        result, winner, points, bonus = "gin", knocker_seat, d + options.gin_bonus, options.gin_bonus
    elif k < d:
        result, winner, points, bonus = "knock", knocker_seat, d - k, 0
    elif d < k or options.undercut_on_tie:
        bonus = options.undercut_bonus
        result, winner, points = "undercut", 1 - knocker_seat, k - d + bonus
    else:
        result, winner, points, bonus = "tie", None, 0, 0
    doubled = _doubled(options, upcard) and points > 0
    if doubled:
        points *= 2
    hands = [tuple(sorted(knocker_hand)), tuple(sorted(defender_hand))]
    if knocker_seat == 1:
        hands.reverse()
    return GinShowdown(
        hand_number=hand_number,
        result=result,
        knocker_seat=knocker_seat,
        defender_seat=1 - knocker_seat,
        discard=discard,
        knocker_melds=tuple(_meld(m) for m in melds_masks),
        knocker_deadwood_cards=tuple(cards_of(deadwood_mask)),
        knocker_deadwood=k,
        defender_melds=tuple(_meld(m) for m in defender_melds),
        defender_deadwood_cards=tuple(cards_of(defender_deadwood_mask)),
        defender_deadwood=d,
        layoffs=tuple(layoffs),
        winner_seat=winner,
        points=points,
        bonus=bonus,
        doubled=doubled,
        hands=(hands[0], hands[1]),
    )


def score_knock(
    knocker_hand: Sequence[Card],
    discard: Card | None,
    defender_hand: Sequence[Card],
    preset: str | Mapping[str, Any] = "north_american",
    *,
    melds: Sequence[Sequence[Card]] | None = None,
    upcard: Card | None = None,
) -> GinShowdown:
    """The result of one knock, standalone (knocker is seat 0, defender seat 1).

    ``knocker_hand`` may hold the 11 cards including ``discard`` or the 10 left after it; ``discard=None`` declares
    big gin with 11 cards. ``preset`` is a preset name or a full options mapping (``resolve_options``).
    ``melds`` is the knocker's own arrangement (default: minimum deadwood, fewest lay-off spots). ``upcard`` only
    matters for Oklahoma. Raises IllegalMove when the knock is not allowed.
    """
    options = GinOptions.of(resolve_options(preset, {}) if isinstance(preset, str) else preset)
    spread = list(knocker_hand)
    if discard is not None and len(spread) == 11 and discard in spread:
        spread.remove(discard)
    return showdown(0, spread, discard, defender_hand, options,
                    knock_limit=knock_limit_for(options, upcard), upcard=upcard, melds=melds)
