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


# Each game's module offers ``PLAYERS``, one factory per level, which the game's declaration (``bot.games``) names.
PlayerFactory = Callable[[random.Random], Player]


class RandomPlayer:
    """Picks uniformly among the legal actions; the baseline every level must beat."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return legal[self.rng.randrange(len(legal))]
