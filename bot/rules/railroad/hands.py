"""Small helpers on RailRoad hands and melds: sorting, giving and removing cards, the ranks a meld covers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from bot.rules.cards import Card
from bot.rules.melds import Meld
from bot.rules.railroad.contracts import ACE_HIGH
from bot.rules.railroad.state import State


def meld_ranks(meld: Meld) -> tuple[int, ...]:
    if meld.kind == "run":
        return tuple(range(meld.low, meld.low + len(meld.cards)))
    rank = ACE_HIGH if meld.low == 1 else meld.low
    return (rank,) * len(meld.cards)


def remove_cards(hand: tuple[Card, ...], cards: Sequence[Card]) -> tuple[Card, ...]:
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return tuple(rest)


def missing_from_hand(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card]:
    wanted = Counter(cards)
    held = Counter(hand)
    return [c for c, n in wanted.items() for _ in range(n - held[c]) if n > held[c]]


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    # The sort key, not Card.__lt__: hands are sorted on every draw and this is the engine's hottest path.
    return tuple(sorted(cards, key=Card.sort_key))


def distinct_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return sorted_cards(set(cards))


def give(state: State, seat: int, cards: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
    return tuple(sorted_cards((*hand, *cards)) if i == seat else hand for i, hand in enumerate(state.hands))


def set_hand(state: State, seat: int, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    return tuple(hand if i == seat else other for i, other in enumerate(state.hands))
