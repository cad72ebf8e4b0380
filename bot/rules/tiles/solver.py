"""Exact Tile Rummy solver: the best play from a rack onto a table, the best initial meld, or a given placement.

Tiles are notation strings: colour ``r`` (red), ``b`` (blue), ``k`` (black), ``o`` (orange) + number 1..13
(``r5``, ``k13``), and ``j`` for a joker. Two copies of each tile and two jokers exist; more raises ``ValueError``,
as does an unknown tile. Sets are runs (3+ consecutive numbers of one colour, 1 never after 13) and groups (3 or 4
distinct colours of one number); a joker stands for any tile. Sets with a joker that could be taken out (``r5 r6 r7
j``) are allowed, as the official rules do.

Public API (all exact; pure; no I/O):

- ``solve_max(table, rack) -> Solution``: keeps every table tile on the table and places the most rack tiles
  (jokers count as tiles); ties go to more value placed, then to fewer table sets changed. ``table`` is a sequence
  of sets (each a sequence of tiles); it must be arrangeable into valid sets, else ``ValueError``.
- ``solve_initial(rack, minimum=30) -> Solution | None``: new sets from the rack alone worth at least ``minimum``
  (a joker worth the tile it stands for), placing the most non-joker tiles, then the fewest jokers, then the most
  points; ``None`` when no initial meld exists.
- ``solve_place(table, rack, wanted) -> Solution | None``: an arrangement of the table plus exactly the ``wanted``
  rack tiles, changing as few table sets as possible; ``None`` when there is none. ``ValueError`` if ``wanted`` is
  not part of ``rack``.
- ``can_place_anything(table, rack) -> bool``: whether some valid table places at least one rack tile (cheaper
  than ``solve_max``: it stops at the first such arrangement).

``Solution`` fields: ``placed`` (rack tiles placed, sorted by colour then number, jokers last); ``sets`` (in max and
place mode the whole final table: the unchanged table sets first, as given, then the new or changed ones; in
initial mode only the new sets; runs in ascending order with each joker where it stands, groups in colour order
r b k o with jokers last); ``changed_sets`` (table sets that do not appear unchanged in ``sets``); ``value`` (max
and place mode: the rack points the play removes, number tiles at face value and jokers 30 as in scoring; initial
mode: the points of the meld, a joker worth the tile it stands for, which is what the minimum is checked on).

How: ``_solver_search`` runs a branch and bound over a dynamic programme on the numbers 1..13 (van Rijn, Takes and
Vis). Fewer changed sets: once the best score is known, whole table sets are frozen (kept as they are) in
batches, halving a batch that cannot be kept, and each freeze is accepted only if the best score is still
reachable. The result keeps a maximal collection of table sets (no changed set could also have been kept), which
is the minimum in the positions the tests cover but is not proved to be the minimum in general.

The solver moves table jokers like any table tile; the engine's joker-retrieval rules are the engine's to check.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from bot.rules.tiles._solver_search import CELLS, HIGHEST, MAX_JOKERS, Search

COLOURS = ("r", "b", "k", "o")
JOKER = "j"
JOKER_POINTS = 30
COPIES = 2

_TILE_WEIGHT = 10_000  # a tile placed always outweighs any difference in points
_MELD_TILE_WEIGHT = 1_000_000
_MELD_JOKER_COST = 1_000  # in a meld, a joker is used only when no meld with fewer jokers places as many tiles

_CELL_OF: dict[str, int] = {
    f"{colour}{number}": 4 * (number - 1) + index
    for index, colour in enumerate(COLOURS)
    for number in range(1, HIGHEST + 1)
}
_TILE_OF: list[str] = [f"{COLOURS[cell & 3]}{(cell >> 2) + 1}" for cell in range(CELLS)]


@dataclass(frozen=True)
class Solution:
    placed: tuple[str, ...]
    sets: tuple[tuple[str, ...], ...]
    changed_sets: int
    value: int


@dataclass
class _Counts:
    cells: list[int]
    jokers: int


def _count(tiles: Sequence[str], what: str) -> _Counts:
    counts = _Counts([0] * CELLS, 0)
    for tile in tiles:
        if tile == JOKER:
            counts.jokers += 1
            continue
        cell = _CELL_OF.get(tile)
        if cell is None:
            raise ValueError(f"unknown tile {tile!r} in {what}")
        counts.cells[cell] += 1
    return counts


def _check_supply(table: _Counts, rack: _Counts) -> None:
    if table.jokers + rack.jokers > MAX_JOKERS:
        raise ValueError("more than two jokers")
    for cell in range(CELLS):
        if table.cells[cell] + rack.cells[cell] > COPIES:
            raise ValueError(f"more than two copies of {_TILE_OF[cell]}")


def _flatten(table: Sequence[Sequence[str]]) -> list[str]:
    return [tile for table_set in table for tile in table_set]


def _placeable(table: Sequence[int], rack: Sequence[int], jokers: int) -> list[int]:
    """The rack copies that could be in some set, given every other tile is around: the rest can never be placed.

    Dropping a copy can strand another, so this repeats until nothing changes."""
    rack = list(rack)
    changed = True
    while changed:
        changed = False
        for cell in range(CELLS):
            if not rack[cell]:
                continue
            colour, number = cell & 3, (cell >> 2) + 1
            base = cell - colour

            def there(other: int) -> bool:
                return table[other] + rack[other] > 0

            others = sum(1 for c in range(4) if c != colour and there(base + c))
            fits = others + jokers >= 2
            if not fits:
                for low in (number - 2, number - 1, number):
                    if low < 1 or low + 2 > HIGHEST:
                        continue
                    missing = sum(
                        1 for n in range(low, low + 3) if n != number and not there(cell + 4 * (n - number))
                    )
                    if missing <= jokers:
                        fits = True
                        break
            if not fits:
                rack[cell] = 0
                changed = True
    return rack


_TABLE_GAIN = [0] + [_TILE_WEIGHT + number for number in range(1, HIGHEST + 1)]
_MELD_GAIN = [0] + [_MELD_TILE_WEIGHT + number for number in range(1, HIGHEST + 1)]
_TABLE_JOKER_GAIN = _TILE_WEIGHT + JOKER_POINTS


def _table_search(table: Sequence[int], rack: Sequence[int], table_jokers: int, rack_jokers: int) -> Search:
    placeable = _placeable(table, rack, table_jokers + rack_jokers)
    return Search(table, placeable, table_jokers, rack_jokers, _TABLE_GAIN, _TABLE_JOKER_GAIN)


# Turning a search path into sets ------------------------------------------------------------------------------------


def _groups(number: int, copies: Sequence[int], jokers: int) -> list[tuple[str, ...]]:
    """Groups of ``number`` holding ``copies[c]`` tiles of each colour and exactly ``jokers`` jokers."""

    def split(left: list[int], jokers_left: int) -> list[list[int | None]] | None:
        if not any(left):
            return [] if jokers_left == 0 else None
        first = next(c for c in range(4) if left[c])
        others = [c for c in range(4) if c != first and left[c]]
        for size in range(min(3, len(others)), -1, -1):
            for chosen in combinations(others, size):
                members = (first, *chosen)
                for length in (3, 4):
                    padding = length - len(members)
                    if padding < 0 or padding > jokers_left:
                        continue
                    rest = left[:]
                    for c in members:
                        rest[c] -= 1
                    tail = split(rest, jokers_left - padding)
                    if tail is not None:
                        return [[*members, *([None] * padding)], *tail]
        return None

    parts = split(list(copies), jokers)
    if parts is None:
        raise AssertionError("the search closed a number whose copies make no groups")
    return [
        tuple(JOKER if c is None else f"{COLOURS[c]}{number}" for c in part)
        for part in parts
    ]


@dataclass
class _Arrangement:
    sets: list[tuple[str, ...]]
    used: list[int]  # copies of each cell on the final table
    jokers: int
    meld_points: int


def _arrangement(path: Sequence[tuple[int, ...]]) -> _Arrangement:
    open_runs: list[list[list[str]]] = [[], [], [], []]
    sets: list[tuple[str, ...]] = []
    used = [0] * CELLS
    jokers = 0
    points = 0
    step = 0
    for number in range(1, HIGHEST + 1):
        to_groups = [0, 0, 0, 0]
        for colour in range(4):
            _after, in_jokers, groups, in_runs, continued, new = path[step]
            step += 1
            runs = open_runs[colour]
            short = [run for run in runs if len(run) < 3]
            long = [run for run in runs if len(run) >= 3]
            sets.extend(tuple(run) for run in long[continued:])
            going = short + long[:continued] + [[] for _ in range(new)]
            tile = f"{COLOURS[colour]}{number}"
            for index, run in enumerate(going):
                run.append(tile if index < in_runs else JOKER)
            open_runs[colour] = going
            to_groups[colour] = groups
            used[4 * (number - 1) + colour] = in_runs + groups
            jokers += in_jokers
            points += (in_runs + groups + in_jokers) * number
        (group_jokers,) = path[step]
        step += 1
        sets.extend(_groups(number, to_groups, group_jokers))
        jokers += group_jokers
        points += group_jokers * number
    for runs in open_runs:
        sets.extend(tuple(run) for run in runs)
    return _Arrangement(sets, used, jokers, points)


def _sort_key(tile: str) -> tuple[int, int]:
    if tile == JOKER:
        return (len(COLOURS), 0)
    return (COLOURS.index(tile[0]), int(tile[1:]))


def _placed_tiles(arrangement: _Arrangement, table: _Counts) -> tuple[str, ...]:
    placed: list[str] = []
    for cell in range(CELLS):
        placed.extend([_TILE_OF[cell]] * (arrangement.used[cell] - table.cells[cell]))
    placed.extend([JOKER] * (arrangement.jokers - table.jokers))
    return tuple(sorted(placed, key=_sort_key))


def _rack_points(tiles: Sequence[str]) -> int:
    return sum(JOKER_POINTS if tile == JOKER else int(tile[1:]) for tile in tiles)


def _set_identity(tiles: Sequence[str]) -> tuple[str, ...]:
    """Two sets are the same set if they hold the same tiles and, in a run, the jokers stand in the same places."""
    real = [tile for tile in tiles if tile != JOKER]
    is_group = len({tile[1:] for tile in real}) == 1 and len({tile[0] for tile in real}) == len(real) > 1
    return tuple(sorted(tiles, key=_sort_key)) if is_group else tuple(tiles)


def _changed(original: Sequence[Sequence[str]], final: Sequence[Sequence[str]]) -> int:
    remaining: dict[tuple[str, ...], int] = {}
    for table_set in final:
        identity = _set_identity(table_set)
        remaining[identity] = remaining.get(identity, 0) + 1
    changed = 0
    for table_set in original:
        identity = _set_identity(table_set)
        if remaining.get(identity, 0):
            remaining[identity] -= 1
        else:
            changed += 1
    return changed


# Keeping as many table sets as possible -----------------------------------------------------------------------------


def _keep_most(
    table: Sequence[Sequence[str]],
    rack: _Counts,
    reachable: Callable[[list[int], int], list[tuple[int, ...]] | None],
    hint: Sequence[int],
) -> tuple[list[bool], list[tuple[int, ...]] | None]:
    """Freeze the most table sets while ``reachable(open table counts, open table jokers)`` still finds a path.

    ``hint``: copies per cell the best arrangement places from the rack; sets far from those are tried first."""
    set_cells: list[list[int]] = []
    set_jokers: list[int] = []
    for table_set in table:
        set_cells.append([_CELL_OF[tile] for tile in table_set if tile != JOKER])
        set_jokers.append(sum(1 for tile in table_set if tile == JOKER))

    near = [False] * CELLS
    for cell in range(CELLS):
        if hint[cell]:
            for other in range(max(0, cell - 8), min(CELLS, cell + 9), 4):
                near[other] = True
            for other in range(cell - (cell & 3), cell - (cell & 3) + 4):
                near[other] = True
    order = sorted(range(len(table)), key=lambda i: (any(near[cell] for cell in set_cells[i]), i))

    kept = [False] * len(table)
    best_path: list[tuple[int, ...]] | None = None

    def attempt(batch: Sequence[int]) -> bool:
        nonlocal best_path
        trial = kept[:]
        for i in batch:
            trial[i] = True
        cells = [0] * CELLS
        jokers = 0
        for i, frozen in enumerate(trial):
            if not frozen:
                for cell in set_cells[i]:
                    cells[cell] += 1
                jokers += set_jokers[i]
        path = reachable(cells, jokers)
        if path is None:
            return False
        kept[:] = trial
        best_path = path
        return True

    def add(batch: Sequence[int]) -> None:
        if not batch or attempt(batch) or len(batch) == 1:
            return
        half = len(batch) // 2
        add(batch[:half])
        add(batch[half:])

    add(order)
    return kept, best_path


def _final_table(
    table: Sequence[Sequence[str]], kept: Sequence[bool], arrangement: _Arrangement
) -> tuple[tuple[str, ...], ...]:
    frozen = [tuple(table_set) for table_set, keep in zip(table, kept, strict=True) if keep]
    return (*frozen, *arrangement.sets)


# Public API ---------------------------------------------------------------------------------------------------------


def solve_max(table: Sequence[Sequence[str]], rack: Sequence[str]) -> Solution:
    """The valid table that keeps every table tile and places the most rack tiles (see the module docstring)."""
    table_counts = _count(_flatten(table), "table")
    rack_counts = _count(rack, "rack")
    _check_supply(table_counts, rack_counts)
    search = _table_search(table_counts.cells, rack_counts.cells, table_counts.jokers, rack_counts.jokers)
    if not search.run(-1, search.upper_bound()) or search.best_path is None:
        raise ValueError("the table tiles cannot be arranged into valid sets")
    target = search.best
    if target == 0:
        return Solution((), tuple(tuple(table_set) for table_set in table), 0, 0)
    first = _arrangement(search.best_path)
    hint = [first.used[cell] - table_counts.cells[cell] for cell in range(CELLS)]

    def reachable(cells: list[int], jokers: int) -> list[tuple[int, ...]] | None:
        trial = _table_search(cells, rack_counts.cells, jokers, rack_counts.jokers)
        if trial.run(target - 1, target):
            return trial.best_path
        return None

    kept, path = _keep_most(table, rack_counts, reachable, hint)
    arrangement = _arrangement(path) if path is not None else first
    sets = _final_table(table, kept, arrangement)
    open_table = _count(_flatten([s for s, keep in zip(table, kept, strict=True) if not keep]), "table")
    placed = _placed_tiles(arrangement, open_table)
    return Solution(placed, sets, _changed(table, sets), _rack_points(placed))


def solve_place(
    table: Sequence[Sequence[str]], rack: Sequence[str], wanted: Sequence[str]
) -> Solution | None:
    """A valid table holding the table tiles and exactly ``wanted`` from the rack, changing the fewest sets."""
    table_counts = _count(_flatten(table), "table")
    rack_counts = _count(rack, "rack")
    wanted_counts = _count(wanted, "wanted tiles")
    _check_supply(table_counts, rack_counts)
    if wanted_counts.jokers > rack_counts.jokers or any(
        wanted_counts.cells[cell] > rack_counts.cells[cell] for cell in range(CELLS)
    ):
        raise ValueError("the wanted tiles are not all on the rack")
    no_rack = [0] * CELLS

    def reachable(cells: list[int], jokers: int) -> list[tuple[int, ...]] | None:
        combined = [cells[cell] + wanted_counts.cells[cell] for cell in range(CELLS)]
        trial = Search(combined, no_rack, jokers + wanted_counts.jokers, 0, _TABLE_GAIN, _TABLE_JOKER_GAIN)
        return trial.best_path if trial.run(-1, 0) else None

    first = reachable(table_counts.cells, table_counts.jokers)
    if first is None:
        return None
    kept, path = _keep_most(table, rack_counts, reachable, wanted_counts.cells)
    arrangement = _arrangement(path if path is not None else first)
    sets = _final_table(table, kept, arrangement)
    placed = tuple(sorted(wanted, key=_sort_key))
    return Solution(placed, sets, _changed(table, sets), _rack_points(placed))


def solve_initial(rack: Sequence[str], minimum: int = 30) -> Solution | None:
    """The initial meld from the rack alone worth at least ``minimum`` that places the most non-joker tiles."""
    rack_counts = _count(rack, "rack")
    no_table = _Counts([0] * CELLS, 0)
    _check_supply(no_table, rack_counts)
    placeable = _placeable(no_table.cells, rack_counts.cells, rack_counts.jokers)
    search = Search(
        no_table.cells,
        placeable,
        0,
        rack_counts.jokers,
        _MELD_GAIN,
        meld_minimum=max(1, minimum),
        joker_cost=_MELD_JOKER_COST,
    )
    if not search.run(-(10**9), search.upper_bound()) or search.best_path is None:
        return None
    arrangement = _arrangement(search.best_path)
    placed = _placed_tiles(arrangement, no_table)
    return Solution(placed, tuple(arrangement.sets), 0, arrangement.meld_points)


def can_place_anything(table: Sequence[Sequence[str]], rack: Sequence[str]) -> bool:
    """Whether some valid table keeps every table tile and places at least one rack tile."""
    table_counts = _count(_flatten(table), "table")
    rack_counts = _count(rack, "rack")
    _check_supply(table_counts, rack_counts)
    search = _table_search(table_counts.cells, rack_counts.cells, table_counts.jokers, rack_counts.jokers)
    if not any(search.rack) and not rack_counts.jokers:
        return False
    return search.run(0, 1)
