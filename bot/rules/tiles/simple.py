"""Plays anyone can see without a solver: sets made from the rack alone, and one tile added to a table set.

They make ``legal()`` varied for random players and tests, and they are the medium computer player's moves.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bot.rules.tiles.notation import COLOURS, HIGHEST, JOKER, LOWEST, is_joker, number_of, tile
from bot.rules.tiles.script import Statement
from bot.rules.tiles.sets import TableSet, build_set, tokens_of


def rack_sets(rack: Sequence[str]) -> list[TableSet]:
    """Disjoint sets from the rack, without jokers: the longest runs first, then groups of what is left."""
    left = Counter(t for t in rack if not is_joker(t))
    found: list[TableSet] = []
    for colour in COLOURS:
        number = LOWEST
        while number <= HIGHEST:
            end = number
            while end <= HIGHEST and left[tile(colour, end)]:
                end += 1
            if end - number >= 3:
                run = tuple(tile(colour, n) for n in range(number, end))
                left -= Counter(run)
                found.append(TableSet("run", run))
                continue  # a second copy may make a second run over the same numbers
            number = end + 1 if end == number else end
    for number in range(LOWEST, HIGHEST + 1):
        for _copy in range(2):
            group = tuple(tile(c, number) for c in COLOURS if left[tile(c, number)])
            if len(group) >= 3:
                left -= Counter(group)
                found.append(TableSet("group", group))
    return found


def joker_sets(rack: Sequence[str]) -> list[TableSet]:
    """Sets of two rack tiles and a joker, most valuable first, one per joker on the rack (pairs must not overlap)."""
    left = [t for t in rack if not is_joker(t)]
    found: list[TableSet] = []
    for _joker in range(sum(1 for t in rack if is_joker(t))):
        best: TableSet | None = None
        for i, first in enumerate(left):
            for second in left[i + 1 :]:
                for tokens in ([first, second, JOKER], [JOKER, first, second], [first, JOKER, second]):
                    built = build_set(tokens)
                    if isinstance(built, TableSet) and (best is None or built.value() > best.value()):
                        best = built
        if best is None:
            break
        found.append(best)
        for t in best.tiles:
            if not is_joker(t):
                left.remove(t)
    return found


def opening_sets(rack: Sequence[str], minimum: int) -> list[TableSet] | None:
    """Rack sets worth at least ``minimum``, using the most valuable first, then sets completed by a joker;
    None if even all of them fall short."""
    plain = rack_sets(rack)
    used = Counter(t for s in plain for t in s.tiles)
    rest = list((Counter(rack) - used).elements())
    sets = sorted(plain, key=lambda s: -s.value()) + joker_sets(rest)
    chosen: list[TableSet] = []
    for table_set in sets:
        if sum(s.value() for s in chosen) >= minimum:
            break
        chosen.append(table_set)
    if not chosen or sum(s.value() for s in chosen) < minimum:
        return None
    return chosen


def layoffs(table: Sequence[TableSet], rack: Sequence[str]) -> list[Statement]:
    """Every ``#N + tile`` that keeps set N valid, for distinct rack tiles (jokers left out)."""
    found: list[Statement] = []
    for t in sorted({t for t in rack if not is_joker(t)}):
        for index, table_set in enumerate(table):
            if _extends(table_set, t):
                found.append(Statement("add", index + 1, (t,)))
    return found


def _extends(table_set: TableSet, t: str) -> bool:
    if table_set.kind == "group":
        real = [x for x in table_set.tiles if not is_joker(x)]
        return len(table_set.tiles) < len(COLOURS) and number_of(real[0]) == number_of(t) and t not in real
    identities = [next(iter(c)) if c else x for x, c in zip(table_set.tiles, table_set.stands_for(), strict=True)]
    if t in identities:
        return False
    built = build_set([*tokens_of(table_set), t])
    return isinstance(built, TableSet) and len(built.tiles) == len(table_set.tiles) + 1
