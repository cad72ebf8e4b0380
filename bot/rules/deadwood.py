"""Exact minimum deadwood of a hand of one 52-card deck (ace low, no jokers), shared by Gin Rummy (knocks,
showdowns, lay-offs) and Rummy (the timed-out discard), and by their computer players.

Cards are bits of a 52-bit mask (``index = suit * 13 + rank - 1``), so every set and run of the deck is a
precomputed mask. ``min_deadwood(mask)`` branches on the lowest card of the mask: either it is deadwood, or it
belongs to one of the melds containing it that fit in the mask (every sub-run and every 3-subset of a 4-set is a
candidate), and the result is memoised on the mask. The optimum is exact, never a greedy heuristic.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from bot.rules.cards import KING, SUITS, Card

_VALUE = [min(rank, 10) for _suit in SUITS for rank in range(1, KING + 1)]


def index_of(c: Card) -> int:
    return SUITS.index(c.suit) * KING + c.rank - 1


def card_at(index: int) -> Card:
    return Card(index % KING + 1, SUITS[index // KING])


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << index_of(c)
    return mask


def deadwood(cards: Iterable[Card]) -> int:
    """The least deadwood of these cards over every arrangement into sets and runs."""
    return min_deadwood(mask_of(cards))


def melded_cards(cards: Iterable[Card]) -> set[Card]:
    """The cards inside melds of one optimal arrangement."""
    held = list(cards)
    melds, _dead = best_arrangement(mask_of(held))
    bits = 0
    for meld in melds:
        bits |= meld
    return {c for c in held if bits >> index_of(c) & 1}


def cards_of(mask: int) -> list[Card]:
    result = []
    while mask:
        low = mask & -mask
        result.append(card_at(low.bit_length() - 1))
        mask ^= low
    return result


def _all_melds() -> list[int]:
    melds: list[int] = []
    for rank in range(KING):
        four = [suit * KING + rank for suit in range(len(SUITS))]
        melds.append(sum(1 << i for i in four))
        for skip in four:
            melds.append(sum(1 << i for i in four if i != skip))
    for suit in range(len(SUITS)):
        for low in range(KING):
            for high in range(low + 2, KING):
                melds.append(sum(1 << (suit * KING + r) for r in range(low, high + 1)))
    return melds


ALL_MELDS: tuple[int, ...] = tuple(_all_melds())
# For each card, the melds it belongs to, longest first (finds good arrangements early).
_MELDS_WITH: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted((m for m in ALL_MELDS if m >> i & 1), key=lambda m: -m.bit_count())) for i in range(52)
)


# Sized by measurement (Gin self-play, hard against medium): 16,384 entries give the same speed as 262,144 (about
# 1.2 s of CPU a game either way, 46% hits) for a sixteenth of the memory (about 2.5 MB when full instead of 40 MB);
# 4,096 cost a fifth more time, 1,024 twice as much. One 11-card search visits at most 2,048 subsets.
@lru_cache(maxsize=1 << 14)
def min_deadwood(mask: int) -> int:
    """The smallest total value of unmelded cards over every arrangement of the cards in ``mask``."""
    if not mask:
        return 0
    low = mask & -mask
    index = low.bit_length() - 1
    best = _VALUE[index] + min_deadwood(mask ^ low)
    for meld in _MELDS_WITH[index]:
        if meld & mask == meld:
            rest = min_deadwood(mask & ~meld)
            if rest < best:
                best = rest
                if best == 0:
                    break
    return best


def best_arrangement(mask: int) -> tuple[list[int], int]:
    """One optimal arrangement: meld masks and the deadwood mask."""
    melds: list[int] = []
    deadwood = 0
    while mask:
        target = min_deadwood(mask)
        low = mask & -mask
        index = low.bit_length() - 1
        chosen = 0
        for meld in _MELDS_WITH[index]:
            if meld & mask == meld and min_deadwood(mask & ~meld) == target:
                chosen = meld
                break
        if chosen:
            melds.append(chosen)
            mask &= ~chosen
        else:
            deadwood |= low
            mask ^= low
    return melds, deadwood


def all_best_arrangements(mask: int, limit: int = 64) -> list[tuple[list[int], int]]:
    """Every optimal arrangement (up to ``limit``), for choosing among equals (e.g. fewest lay-off spots)."""
    results: list[tuple[list[int], int]] = []
    target = min_deadwood(mask)

    def walk(rest: int, melds: list[int], deadwood: int, deadwood_value: int) -> None:
        if len(results) >= limit:
            return
        if not rest:
            results.append((list(melds), deadwood))
            return
        low = rest & -rest
        index = low.bit_length() - 1
        if deadwood_value + _VALUE[index] + min_deadwood(rest ^ low) == target:
            walk(rest ^ low, melds, deadwood | low, deadwood_value + _VALUE[index])
        for meld in _MELDS_WITH[index]:
            if meld & rest == meld and deadwood_value + min_deadwood(rest & ~meld) == target:
                melds.append(meld)
                walk(rest & ~meld, melds, deadwood, deadwood_value)
                melds.pop()

    walk(mask, [], 0, 0)
    return results


def best_discards(mask: int, forbidden: int = 0) -> list[tuple[int, int]]:
    """For an 11-card hand: (deadwood after discarding, card index) for every allowed discard, best first."""
    options = []
    rest = mask & ~forbidden
    while rest:
        low = rest & -rest
        options.append((min_deadwood(mask ^ low), low.bit_length() - 1))
        rest ^= low
    options.sort(key=lambda item: (item[0], -_VALUE[item[1]], item[1]))
    return options


# --- lay-offs --------------------------------------------------------------------------------------------------


def _is_run(meld: int) -> bool:
    lowest = (meld & -meld).bit_length() - 1
    return meld >> lowest == (1 << meld.bit_count()) - 1 and (meld.bit_length() - 1) // KING == lowest // KING


def extension_spots(meld: int) -> int:
    """Cards (as a mask) that could be laid off on ``meld`` right now: run ends of the suit, a set's missing suit."""
    if _is_run(meld):
        lowest = (meld & -meld).bit_length() - 1
        highest = meld.bit_length() - 1
        spots = 0
        if lowest % KING > 0:
            spots |= 1 << (lowest - 1)
        if highest % KING < KING - 1:
            spots |= 1 << (highest + 1)
        return spots
    rank = ((meld & -meld).bit_length() - 1) % KING
    full = sum(1 << (suit * KING + rank) for suit in range(len(SUITS)))
    return full & ~meld


def layoff_spot_count(melds: Sequence[int]) -> int:
    """How many distinct cards an opponent could lay off on these melds (before chains)."""
    spots = 0
    for meld in melds:
        spots |= extension_spots(meld)
    return spots.bit_count()


def _attach_order(melds: Sequence[int], cards: int) -> list[tuple[int, int]] | None:
    """An order in which every card of ``cards`` can be laid off (card index, meld number), or None."""
    grown = list(melds)
    left = cards
    order: list[tuple[int, int]] = []
    progress = True
    while left and progress:
        progress = False
        for number, meld in enumerate(grown):
            fits = extension_spots(meld) & left
            while fits:
                low = fits & -fits
                order.append((low.bit_length() - 1, number))
                grown[number] |= low
                left ^= low
                fits = extension_spots(grown[number]) & left
                progress = True
    return order if not left else None


def reachable_layoffs(melds: Sequence[int], hand: int) -> int:
    """Every card of ``hand`` that could be laid off, counting chains (a card next to another laid-off card)."""
    grown = list(melds)
    laid = 0
    progress = True
    while progress:
        progress = False
        for number, meld in enumerate(grown):
            fits = extension_spots(meld) & hand & ~laid
            if fits:
                grown[number] |= fits
                laid |= fits
                progress = True
    return laid


def best_layoffs(melds: Sequence[int], hand: int) -> tuple[list[tuple[int, int]], int]:
    """The lay-offs minimising the defender's deadwood: ([(card index, meld number)...], remaining hand mask).

    Laying a card off can break one of the defender's own melds, so every subset of the reachable cards is tried;
    among equal deadwood, fewer lay-offs win (the defender keeps its melds intact).
    """
    candidates = [1 << i for i in range(52) if reachable_layoffs(melds, hand) >> i & 1]
    best_order: list[tuple[int, int]] = []
    best_rest = hand
    best_value = min_deadwood(hand)
    for subset_bits in range(1, 1 << len(candidates)):
        subset = 0
        for position, bit in enumerate(candidates):
            if subset_bits >> position & 1:
                subset |= bit
        value = min_deadwood(hand & ~subset)
        if value > best_value or (value == best_value and subset.bit_count() >= (hand ^ best_rest).bit_count()):
            continue
        order = _attach_order(melds, subset)
        if order is not None:
            best_order, best_rest, best_value = order, hand & ~subset, value
    return best_order, best_rest
