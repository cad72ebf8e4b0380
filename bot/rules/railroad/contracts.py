"""RailRoad Rummy's fixed tables and the search for a way to go down.

The seven contracts and hand sizes, the penalty values, and ``going_down_options``: every way a hand can
meet the round's contract (rounds 1-6: exactly the listed sets of 3 and runs of 4; round 7: exactly three runs of
at least 4 using every card, or every card but one). The search works on rank counts, so it is fast enough for
``legal()`` and for the computer players. Whether one meld is valid is the shared ``bot.rules.melds``'s business;
this module only knows the contract's shape.

Ranks here are RailRoad ranks: 3..13 as printed and 14 for the ace (ace high only). 2s and jokers are wild.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.rules.cards import ACE, Card

LOWEST_RANK = 3
ACE_HIGH = 14
SET_SIZE = 3
RUN_SIZE = 4
ROUNDS = 7
ALL_CARDS_ROUND = 7


@dataclass(frozen=True)
class Contract:
    round: int
    hand_size: int
    sets: int
    runs: int
    all_cards: bool  # round 7: three runs of at least 4 using every card (one may be kept to discard)

    @property
    def cards_needed(self) -> int:
        return self.sets * SET_SIZE + self.runs * RUN_SIZE


def contract_for(round_number: int, round7_hand_size: int = 10) -> Contract:
    """The contract of a round (1..7); round 7's hand size is an option."""
    hand_size, sets, runs = _CONTRACTS[round_number - 1]
    if round_number == ALL_CARDS_ROUND:
        return Contract(round_number, round7_hand_size, sets, runs, all_cards=True)
    return Contract(round_number, hand_size, sets, runs, all_cards=False)


_CONTRACTS: tuple[tuple[int, int, int], ...] = (
    (7, 2, 0),
    (7, 1, 1),
    (7, 0, 2),
    (10, 3, 0),
    (10, 2, 1),
    (10, 1, 2),
    (10, 0, 3),
)


def is_wild(card: Card) -> bool:
    return card.is_joker or card.rank == 2


def railroad_rank(card: Card) -> int:
    """The rank a natural card melds as: 3..13, ace 14. Only meaningful for non-wild cards."""
    return ACE_HIGH if card.rank == ACE else card.rank


def card_points(card: Card) -> int:
    """Penalty value of a card left in hand: 3-9 5, 10-K 10, A 15, 2 20, joker 50."""
    if card.is_joker:
        return 50
    if card.rank == 2:
        return 20
    if card.rank == ACE:
        return 15
    if card.rank >= 10:
        return 10
    return 5


def hand_points(cards: Sequence[Card]) -> int:
    return sum(card_points(c) for c in cards)


# --- the search --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlannedMeld:
    """A meld the search proposes: cards in table order and the rank each one stands for."""

    kind: str  # "set" or "run"
    cards: tuple[Card, ...]
    ranks: tuple[int, ...]


@dataclass(frozen=True)
class GoingDown:
    """One way to meet the contract: the melds, and the cards that stay in hand."""

    melds: tuple[PlannedMeld, ...]
    kept: tuple[Card, ...]


def going_down_options(hand: Sequence[Card], contract: Contract, limit: int = 64) -> list[GoingDown]:
    """Up to ``limit`` distinct ways for ``hand`` to meet ``contract`` (empty when it cannot)."""
    naturals: dict[int, list[Card]] = {rank: [] for rank in range(LOWEST_RANK, ACE_HIGH + 1)}
    # Spend jokers before 2s: both are wild, and a joker left in hand costs 50 points.
    wilds = sorted((c for c in hand if is_wild(c)), key=lambda c: not c.is_joker)
    for c in hand:
        if not is_wild(c):
            naturals[railroad_rank(c)].append(c)
    counts = tuple(len(naturals[rank]) for rank in range(LOWEST_RANK, ACE_HIGH + 1))
    if contract.all_cards:
        shapes = _round7_shapes(counts, len(wilds), limit)
    else:
        shapes = _contract_shapes(counts, len(wilds), contract.sets, contract.runs, limit)
    return [_materialise(shape, naturals, wilds, hand) for shape in shapes]


# A shape is a tuple of melds, each a tuple of (rank, uses_natural) per position; materialising picks the cards.
Shape = tuple[tuple[tuple[int, bool], ...], ...]


def _materialise(shape: Shape, naturals: dict[int, list[Card]], wilds: list[Card], hand: Sequence[Card]) -> GoingDown:
    available = {rank: list(cards) for rank, cards in naturals.items()}
    wild_pool = list(wilds)
    melds: list[PlannedMeld] = []
    for meld in shape:
        cards: list[Card] = []
        for rank, natural in meld:
            cards.append(available[rank].pop() if natural else wild_pool.pop(0))
        ranks = tuple(rank for rank, _ in meld)
        kind = "set" if len(set(ranks)) == 1 else "run"
        melds.append(PlannedMeld(kind, tuple(cards), ranks))
    kept = list(hand)
    for meld_ in melds:
        for c in meld_.cards:
            kept.remove(c)
    return GoingDown(tuple(melds), tuple(kept))


def _rank_index(rank: int) -> int:
    return rank - LOWEST_RANK


@lru_cache(maxsize=4096)
def _contract_shapes(counts: tuple[int, ...], wilds: int, sets: int, runs: int, limit: int) -> tuple[Shape, ...]:
    """Rounds 1-6: ``sets`` sets of exactly 3 and ``runs`` runs of exactly 4, each at most half wild."""
    found: list[Shape] = []
    left = list(counts)

    def place_runs(start: int, runs_left: int, wilds_left: int, chosen: list[tuple[tuple[int, bool], ...]]) -> None:
        if len(found) >= limit:
            return
        if runs_left == 0:
            found.append(tuple(chosen))
            return
        for low in range(start, ACE_HIGH - RUN_SIZE + 2):
            window = range(low, low + RUN_SIZE)
            present = [rank for rank in window if left[_rank_index(rank)] > 0]
            missing = RUN_SIZE - len(present)
            if missing > len(present) or missing > wilds_left:
                continue
            for rank in present:
                left[_rank_index(rank)] -= 1
            chosen.append(tuple((rank, rank in present) for rank in window))
            place_runs(low, runs_left - 1, wilds_left - missing, chosen)
            chosen.pop()
            for rank in present:
                left[_rank_index(rank)] += 1

    def place_sets(start: int, sets_left: int, wilds_left: int, chosen: list[tuple[tuple[int, bool], ...]]) -> None:
        if len(found) >= limit:
            return
        if sets_left == 0:
            place_runs(LOWEST_RANK, runs, wilds_left, chosen)
            return
        for rank in range(start, ACE_HIGH + 1):
            have = left[_rank_index(rank)]
            for naturals_used in (3, 2):
                wilds_used = SET_SIZE - naturals_used
                if have < naturals_used or wilds_used > wilds_left:
                    continue
                left[_rank_index(rank)] -= naturals_used
                chosen.append(tuple((rank, i < naturals_used) for i in range(SET_SIZE)))
                place_sets(rank, sets_left - 1, wilds_left - wilds_used, chosen)
                chosen.pop()
                left[_rank_index(rank)] += naturals_used

    place_sets(LOWEST_RANK, sets, wilds, [])
    return tuple(found)


# Every run a round-7 meld can be: (low, high) inclusive, at least 4 long, inside 3..A.
_INTERVALS: tuple[tuple[int, int], ...] = tuple(
    (low, high) for low in range(LOWEST_RANK, ACE_HIGH - RUN_SIZE + 2) for high in range(low + RUN_SIZE - 1, ACE_HIGH + 1)
)


def _mask(low: int, high: int) -> int:
    return sum(1 << _rank_index(rank) for rank in range(low, high + 1))


_INTERVAL_MASKS: tuple[int, ...] = tuple(_mask(low, high) for low, high in _INTERVALS)


@lru_cache(maxsize=4096)
def _round7_shapes(counts: tuple[int, ...], wilds: int, limit: int) -> tuple[Shape, ...]:
    """Round 7: exactly three runs of at least 4 using every card, or every card but one (kept to discard)."""
    total = sum(counts) + wilds
    if total < 3 * RUN_SIZE or max(counts) > 4 or sum(1 for c in counts if c == 4) > 1:
        return ()
    at_least = [sum(1 << i for i, c in enumerate(counts) if c >= k) for k in (1, 2, 3, 4)]
    found: list[Shape] = []
    for used in (total, total - 1):
        for first in range(len(_INTERVALS)):
            first_len = _INTERVALS[first][1] - _INTERVALS[first][0] + 1
            for second in range(first, len(_INTERVALS)):
                third_len = used - first_len - (_INTERVALS[second][1] - _INTERVALS[second][0] + 1)
                if third_len < RUN_SIZE:
                    continue
                for third in range(second, len(_INTERVALS)):
                    low, high = _INTERVALS[third]
                    if high - low + 1 != third_len:
                        continue
                    triple = (first, second, third)
                    shape = _round7_fit(counts, at_least, triple, leftover_allowed=used < total)
                    if shape is not None:
                        found.append(shape)
                        if len(found) >= limit:
                            return tuple(found)
    return tuple(found)


def _round7_fit(
    counts: tuple[int, ...], at_least: list[int], triple: tuple[int, int, int], leftover_allowed: bool
) -> Shape | None:
    m1, m2, m3 = (_INTERVAL_MASKS[i] for i in triple)
    covered = (m1 | m2 | m3, (m1 & m2) | (m1 & m3) | (m2 & m3), m1 & m2 & m3, 0)
    over = 0
    for need, cover in zip(at_least, covered, strict=True):
        over |= need & ~cover
    placed = list(counts)
    if over:
        # Only one natural may stay in hand, so exactly one rank may exceed its coverage, by one card.
        if not leftover_allowed or over & (over - 1):
            return None
        index = over.bit_length() - 1
        coverage = sum(1 for m in (m1, m2, m3) if m >> index & 1)
        if counts[index] != coverage + 1:
            return None
        placed[index] -= 1
    # else: with one card to spare and no natural over, the kept card is a wild (the arithmetic of lengths ensures it)
    return _assign_naturals(placed, triple)


def _assign_naturals(placed: list[int], triple: tuple[int, int, int]) -> Shape | None:
    """Give each rank's naturals to distinct covering runs so that every run is at most half wild."""
    intervals = [_INTERVALS[i] for i in triple]
    demand = [((high - low + 1) + 1) // 2 for low, high in intervals]
    got = [0, 0, 0]
    taken: list[list[bool]] = [[False] * (high - low + 1) for low, high in intervals]
    ranks = [rank for rank in range(LOWEST_RANK, ACE_HIGH + 1) if placed[_rank_index(rank)]]

    def still_possible(position: int) -> list[int]:
        possible = [0, 0, 0]
        for rank in ranks[position:]:
            for run, (low, high) in enumerate(intervals):
                if low <= rank <= high:
                    possible[run] += 1
        return possible

    def place(position: int) -> bool:
        possible = still_possible(position)
        if any(got[run] + possible[run] < demand[run] for run in range(3)):
            return False
        if position == len(ranks):
            return True
        rank = ranks[position]
        covering = [run for run, (low, high) in enumerate(intervals) if low <= rank <= high]
        how_many = placed[_rank_index(rank)]
        for choice in _choose(covering, how_many):
            for run in choice:
                got[run] += 1
                taken[run][rank - intervals[run][0]] = True
            if place(position + 1):
                return True
            for run in choice:
                got[run] -= 1
                taken[run][rank - intervals[run][0]] = False
        return False

    if not place(0):
        return None
    return tuple(
        tuple((low + offset, taken[run][offset]) for offset in range(high - low + 1))
        for run, (low, high) in enumerate(intervals)
    )


def _choose(items: list[int], size: int) -> Iterator[tuple[int, ...]]:
    if size == 0:
        yield ()
        return
    for i in range(len(items) - size + 1):
        for rest in _choose(items[i + 1 :], size - 1):
            yield (items[i], *rest)
