"""Computer players: anything with ``choose(view, legal) -> action``.

A player sees only its seat's view and the legal actions, never the full state. Players are deterministic for a
given ``random.Random``, so a game can be replayed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Literal, Protocol

Level = Literal["easy", "medium", "hard"]
LEVELS: tuple[Level, ...] = ("easy", "medium", "hard")


class Player(Protocol):
    def choose(self, view: Any, legal: Sequence[Any]) -> Any: ...


PlayerFactory = Callable[[random.Random], Player]

_factories: dict[tuple[str, str], PlayerFactory] = {}


def register_ai(game_id: str, level: str, factory: PlayerFactory) -> None:
    _factories[(game_id, level)] = factory


def make_player(game_id: str, level: str, rng: random.Random) -> Player:
    """A computer player for this game and level; falls back to a random legal mover for games without one."""
    factory = _factories.get((game_id, level))
    if factory is None:
        return RandomPlayer(rng)
    return factory(rng)


def has_ai(game_id: str, level: str) -> bool:
    return (game_id, level) in _factories


class RandomPlayer:
    """Picks uniformly among the legal actions; the baseline every level must beat."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return legal[self.rng.randrange(len(legal))]
