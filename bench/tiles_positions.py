"""Random realistic Tile Rummy positions: a table of valid sets (jokers sometimes filling a gap) and a rack from
what is left. Shared by the solver benchmark and the solver's exact cross-check test."""

from __future__ import annotations

import random
from collections import Counter

COLOURS = "rbko"
ALL_TILES = [f"{c}{n}" for c in COLOURS for n in range(1, 14)] * 2 + ["j", "j"]
Position = tuple[list[list[str]], list[str]]


def random_set(rng: random.Random, pool: Counter[str]) -> list[str] | None:
    """A random valid set drawn from the pool (jokers sometimes fill a gap), or None if this draw failed."""
    if rng.random() < 0.5:
        colour = rng.choice(COLOURS)
        length = rng.choice((3, 3, 4, 4, 5, 6, 7))
        start = rng.randint(1, 14 - length)
        tiles = [f"{colour}{n}" for n in range(start, start + length)]
    else:
        number = rng.randint(1, 13)
        tiles = [f"{c}{number}" for c in rng.sample(COLOURS, rng.choice((3, 3, 4)))]
    need = Counter(tiles)
    missing = [t for t in tiles if pool[t] < need[t] or rng.random() < 0.03]
    if len(missing) > min(pool["j"], len(tiles) - 1):
        return None
    chosen = ["j" if t in missing else t for t in tiles]
    for t in chosen:
        pool[t] -= 1
    return chosen


def random_position(rng: random.Random, table_size: int, rack_size: int) -> Position:
    """About ``table_size`` tiles of valid sets on the table and ``rack_size`` other tiles in the rack."""
    pool = Counter(ALL_TILES)
    table: list[list[str]] = []
    size = failures = 0
    while size < table_size and failures < 200:
        table_set = random_set(rng, pool)
        if table_set is None or size + len(table_set) > table_size + 2:
            if table_set is not None:
                pool.update(table_set)
            failures += 1
            continue
        table.append(table_set)
        size += len(table_set)
    rest = list(pool.elements())
    rng.shuffle(rest)
    return table, rest[:rack_size]
