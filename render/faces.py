"""What a tile or card looks like, independent of how each rules engine stores it.

Each game adapter turns the objects in its engine's view into these faces; the sprites are drawn from faces only.
``label`` is the canonical notation shown under a tile or card in hands (the same text the bot prints).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TileFace:
    colour: str | None  # "r", "b", "k", "o"; None for a joker
    number: int | None  # 1..13; None for a joker
    label: str
    stands_for: str = ""  # a joker on the table: the tile(s) it stands for ("r7", "r10/k10")

    @property
    def is_joker(self) -> bool:
        return self.colour is None


@dataclass(frozen=True)
class CardFace:
    rank: str | None  # "A", "2".."10", "J", "Q", "K"; None for a joker
    suit: str | None  # "s", "h", "d", "c"; None for a joker
    label: str
    wild: bool = False  # RailRoad: 2s and jokers
    stands_for: str = ""  # a wild card in a meld: the rank it stands for ("7", "A")

    @property
    def is_joker(self) -> bool:
        return self.rank is None


@dataclass(frozen=True)
class MuFace:
    colour: str  # "r", "b", "g", "y", "k"
    number: int  # 0..9
    label: str
    trump: bool = False


MU_POINTS: dict[int, int] = {0: 1, 1: 0, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2, 7: 2, 8: 1, 9: 0}

Face = TileFace | CardFace | MuFace
