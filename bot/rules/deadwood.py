"""Exact minimum deadwood of a hand of one 52-card deck (ace low, no jokers), shared by Gin Rummy (knocks,
showdowns, lay-offs) and Rummy (the timed-out discard), and by their computer players.

Cards are bits of a 52-bit mask (``index = suit * 13 + rank - 1``), so every set and run of the deck is a
precomputed mask. ``min_deadwood(mask)`` tries every way of melding the ranks held three or four times into sets
(few: most hands have none); what is left of each suit can then only form runs, and the best runs of every
13-card suit pattern are worked out once, at import, and looked up. The optimum is exact, never a greedy heuristic.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

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


def _runs_only(suit: int) -> int:
    """Least deadwood of one suit's cards (a 13-bit mask, bit ``rank - 1``) arranged into runs alone."""
    if not suit:
        return 0
    low = (suit & -suit).bit_length() - 1
    best = _VALUE[low] + _runs_only(suit & ~(1 << low))
    length = 3
    while low + length <= KING and suit >> low & (1 << length) - 1 == (1 << length) - 1:
        best = min(best, _runs_only(suit & ~((1 << length) - 1 << low)))
        length += 1
    return best


_SUIT = (1 << KING) - 1
# Every suit's cards arranged into runs, looked up: a hand's melds are its sets plus runs within each suit.
_RUNS_ONLY: tuple[int, ...] = tuple(_runs_only(suit) for suit in range(1 << KING))


def _set_choices(rank_suits: int) -> tuple[int, ...]:
    """For a rank held in the suits of ``rank_suits`` (4 bits), the ways to meld it in a set: none, or 3 or 4 of
    its cards (as suit bits)."""
    choices = [0]
    if rank_suits.bit_count() >= 3:
        choices.append(rank_suits)
    if rank_suits.bit_count() == 4:
        choices += [rank_suits & ~(1 << suit) for suit in range(4)]
    return tuple(choices)


_SET_CHOICES = tuple(_set_choices(rank_suits) for rank_suits in range(16))


def min_deadwood(mask: int) -> int:
    """The smallest total value of unmelded cards over every arrangement of the cards in ``mask``: every choice of
    sets among the ranks held three or four times, then the best runs of each suit, looked up."""
    a, b, c, d = mask & _SUIT, mask >> KING & _SUIT, mask >> 2 * KING & _SUIT, mask >> 3 * KING & _SUIT
    triples = (a & b & (c | d)) | (c & d & (a | b))
    if not triples:
        return _RUNS_ONLY[a] + _RUNS_ONLY[b] + _RUNS_ONLY[c] + _RUNS_ONLY[d]
    return _with_sets(a, b, c, d, triples)


def _with_sets(a: int, b: int, c: int, d: int, triples: int) -> int:
    """``min_deadwood`` of the suits ``a`` to ``d`` (13-bit masks), trying each set of the ranks in ``triples``."""
    low = triples & -triples
    rest = triples ^ low
    best = _with_sets(a, b, c, d, rest) if rest else _RUNS_ONLY[a] + _RUNS_ONLY[b] + _RUNS_ONLY[c] + _RUNS_ONLY[d]
    held = (1 if a & low else 0) | (2 if b & low else 0) | (4 if c & low else 0) | (8 if d & low else 0)
    keep = ~low
    for chosen in _SET_CHOICES[held][1:]:
        a2 = a & keep if chosen & 1 else a
        b2 = b & keep if chosen & 2 else b
        c2 = c & keep if chosen & 4 else c
        d2 = d & keep if chosen & 8 else d
        value = (_with_sets(a2, b2, c2, d2, rest) if rest
                 else _RUNS_ONLY[a2] + _RUNS_ONLY[b2] + _RUNS_ONLY[c2] + _RUNS_ONLY[d2])
        if value < best:
            best = value
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
    reachable = reachable_layoffs(melds, hand)
    candidates = [1 << i for i in range(52) if reachable >> i & 1]
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
