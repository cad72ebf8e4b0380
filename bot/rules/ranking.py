"""The match ranking every game reports in its ``Outcome``: standard competition ranking ("1224")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar


class _Comparable(Protocol):
    def __lt__(self, other: Any, /) -> bool: ...


K = TypeVar("K", bound=_Comparable)


def rank_seats(keys: Sequence[K]) -> tuple[int, ...]:
    """Rank per seat, 1 best, from one key per seat where a greater key is better (a tuple breaks ties in
    order). Seats with equal keys share a rank and the next rank is skipped: keys 9, 7, 7, 3 rank 1, 2, 2, 4.
    Games where the lowest score wins pass negated scores."""
    return tuple(1 + sum(1 for other in keys if mine < other) for mine in keys)
