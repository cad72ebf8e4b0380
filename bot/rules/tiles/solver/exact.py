"""Exact Tile Rummy solver: the best play from a rack onto a table, the best initial meld, or a given placement.

Tiles are notation strings: colour ``r`` (red), ``b`` (blue), ``k`` (black), ``o`` (orange) + number 1..13
(``r5``, ``k13``), and ``j`` for a joker. Two copies of each tile and two jokers exist; more raises ``ValueError``,
as does an unknown tile. Sets are runs (3+ consecutive numbers of one colour, 1 never after 13) and groups (3 or 4
distinct colours of one number); a joker stands for any tile. Sets with a joker that could be taken out (``r5 r6 r7
j``) are allowed, as the official rules do.

Public API (all exact; pure; no I/O):

- ``solve_max(table, rack, *, fewest_changes=False) -> Solution``: keeps every table tile on the table and places
  the most rack tiles (jokers count as tiles); ties go to more value placed, then to fewer table sets changed (see
  below for how far that last one goes). ``table`` is a sequence of sets (each a sequence of tiles); its tiles must
  be arrangeable into valid sets, else ``ValueError``.
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

How: ``search`` runs a branch and bound over a dynamic programme on the numbers 1..13 (van Rijn, Takes and
Vis), once from 1 up and once from 13 down, taking turns with growing node budgets until one finishes (a
shortfall is proved far faster from the side where it lies). Jokers are only used where a tile is missing; the
ones left over are added afterwards to a set with room (a search that must place them runs if none has room).
Rack tiles that can never be in a set are dropped before searching.

Fewer changed sets: the search tries first, among equally good choices, the one closest to how the table uses
each tile, and the arrangement it finds is re-cut and regrouped to remake as many table sets as it can; those are
kept. Then the other table sets are tried in batches, each batch kept if the best score is still reachable with
those sets left as they are (halving a batch that fails). ``solve_place`` does this to the end, so no changed set
could also have been kept (a maximal, not proved minimum, collection), and so does ``solve_max`` with
``fewest_changes=True``; by default ``solve_max``, where it is only the last tie-break, stops after
``_MAX_MODE_FREEZE_SEARCHES`` such search, given up past twice the nodes the play itself cost, to stay fast, so
it may change more sets than needed (on 150 random positions: 871 changed sets against 601 the thorough way, of
1,802).

The solver moves table jokers like any table tile; the engine's joker-retrieval rules are the engine's to check.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from bot.rules.tiles.solver.search import CELLS, HIGHEST, MAX_JOKERS, Habit, Path, Search, race

COLOURS = ("r", "b", "k", "o")
JOKER = "j"
JOKER_POINTS = 30
COPIES = 2

# In max mode, fewer changed sets is only the last tie-break: unless asked, keeping more sets stops after this many
# searches, each given up after that many nodes.
_MAX_MODE_FREEZE_SEARCHES = 1
_FREEZE_NODES = 2000
_FREEZE_MIN_NODES = 300
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


# For every cell: its neighbours in the same number, and the pairs of cells that make a run of three with it.
_SAME_NUMBER: list[tuple[int, ...]] = [
    tuple(cell - (cell & 3) + c for c in range(4) if c != cell & 3) for cell in range(CELLS)
]
_RUN_PAIRS: list[tuple[tuple[int, int], ...]] = [
    tuple(
        tuple(cell + 4 * (n - (cell >> 2) - 1) for n in range(low, low + 3) if n != (cell >> 2) + 1)  # type: ignore[misc]
        for low in range((cell >> 2) - 1, (cell >> 2) + 2)
        if low >= 1 and low + 2 <= HIGHEST
    )
    for cell in range(CELLS)
]


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
            missing = sum(1 for other in _SAME_NUMBER[cell] if not (table[other] or rack[other])) - 1
            if missing <= jokers:
                continue
            for first, second in _RUN_PAIRS[cell]:
                if (not (table[first] or rack[first])) + (not (table[second] or rack[second])) <= jokers:
                    break
            else:
                rack[cell] = 0
                changed = True
    return rack


_TABLE_GAIN = [0] + [_TILE_WEIGHT + number for number in range(1, HIGHEST + 1)]
_MELD_GAIN = [0] + [_MELD_TILE_WEIGHT + number for number in range(1, HIGHEST + 1)]
_TABLE_JOKER_GAIN = _TILE_WEIGHT + JOKER_POINTS


def _mirrored(cells: Sequence[int]) -> list[int]:
    """Counts with number ``n`` moved to ``14 - n``: runs read the same backwards, so the search may go 13..1."""
    return [cells[4 * (HIGHEST - 1 - (cell >> 2)) + (cell & 3)] for cell in range(CELLS)]


def _meld_downwards(rack: Sequence[int]) -> bool:
    """For a meld: go from 13 down when the rack leans to high numbers, where the points are."""
    return sum(rack[cell] * ((cell >> 2) - 6) for cell in range(CELLS)) > 0


def _start_high(table: Sequence[int], rack: Sequence[int]) -> bool:
    """For a table search: start from the end with fewer tiles (1-5 against 9-13, then the whole weight): few tiles
    there means few ways to arrange them, so the search branches less before the rest narrows it down. On random
    positions this first guess halves the work of racing both ways."""
    low = sum(table[cell] + rack[cell] for cell in range(20))
    high = sum(table[cell] + rack[cell] for cell in range(32, CELLS))
    if low != high:
        return high < low
    return sum((table[cell] + rack[cell]) * ((cell >> 2) - 6) for cell in range(CELLS)) < 0


# Turning a search path into sets ------------------------------------------------------------------------------------


def _split_groups(copies: tuple[int, ...], jokers: int) -> list[list[int | None]] | None:
    """Groups (colour indexes, None for a joker) holding ``copies[c]`` tiles of each colour and ``jokers`` jokers."""
    if not any(copies):
        return [] if jokers == 0 else None
    first = next(c for c in range(4) if copies[c])
    others = [c for c in range(4) if c != first and copies[c]]
    for size in range(min(3, len(others)), -1, -1):
        for chosen in combinations(others, size):
            members = (first, *chosen)
            for length in (3, 4):
                padding = length - len(members)
                if padding < 0 or padding > jokers:
                    continue
                rest = list(copies)
                for c in members:
                    rest[c] -= 1
                tail = _split_groups(tuple(rest), jokers - padding)
                if tail is not None:
                    return [[*members, *([None] * padding)], *tail]
    return None


_GROUP_SPLITS: dict[tuple[tuple[int, ...], int], list[list[int | None]]] = {}


def _groups(number: int, copies: Sequence[int], jokers: int) -> list[tuple[str, ...]]:
    """Groups of ``number`` holding ``copies[c]`` tiles of each colour and exactly ``jokers`` jokers."""
    key = (tuple(copies), jokers)
    parts = _GROUP_SPLITS.get(key)
    if parts is None:
        found = _split_groups(key[0], jokers)
        if found is None:
            raise AssertionError("the search closed a number whose copies make no groups")
        parts = _GROUP_SPLITS[key] = found
    return [tuple(JOKER if c is None else f"{COLOURS[c]}{number}" for c in part) for part in parts]


@dataclass
class _Arrangement:
    sets: list[tuple[str, ...]]
    used: list[int]  # copies of each cell on the final table
    jokers: int
    meld_points: int


def _arrangement(path: Path, downwards: bool = False) -> _Arrangement:
    """The sets a search path describes. ``downwards``: the search ran on mirrored numbers (see ``_mirrored``)."""
    cell_choices, group_jokers_of = path
    open_runs: list[list[list[str]]] = [[], [], [], []]
    runs_made: list[list[str]] = []
    groups_made: list[tuple[str, ...]] = []
    used = [0] * CELLS
    jokers = 0
    points = 0
    for searched in range(1, HIGHEST + 1):
        number = HIGHEST + 1 - searched if downwards else searched
        to_groups = [0, 0, 0, 0]
        for colour in range(4):
            _after, in_jokers, _bits, _placed, groups, in_runs, continued, new = cell_choices[
                4 * (searched - 1) + colour
            ]
            runs = open_runs[colour]
            if runs or new:
                short = [run for run in runs if len(run) < 3]
                long = [run for run in runs if len(run) >= 3]
                runs_made.extend(long[continued:])
                going = short + long[:continued] + [[] for _ in range(new)]
                tile = _TILE_OF[4 * (number - 1) + colour]
                # Jokers carry runs on first: the search starts a run with a joker only when it must.
                for index, run in enumerate(going):
                    run.append(JOKER if index < in_jokers else tile)
                open_runs[colour] = going
            to_groups[colour] = groups
            used[4 * (number - 1) + colour] = in_runs + groups
            jokers += in_jokers
            points += (in_runs + groups + in_jokers) * number
        group_jokers = group_jokers_of[searched - 1]
        if group_jokers or any(to_groups):
            groups_made.extend(_groups(number, to_groups, group_jokers))
        jokers += group_jokers
        points += group_jokers * number
    for runs in open_runs:
        runs_made.extend(runs)
    # Runs were built in the order searched: from 13 down they read backwards.
    sets = [tuple(reversed(run)) if downwards else tuple(run) for run in runs_made] + groups_made
    return _Arrangement(sets, used, jokers, points)


def _is_group(tiles: Sequence[str]) -> bool:
    """Whether the real tiles share a number and no colour twice (true of a set with one real tile too)."""
    number = ""
    seen = ""
    for tile in tiles:
        if tile == JOKER:
            continue
        if not number:
            number = tile[1:]
        elif tile[1:] != number or tile[0] in seen:
            return False
        seen += tile[0]
    return bool(number)


def _is_valid(tiles: Sequence[str]) -> bool:
    """Whether these tiles make a set: a group, or a run (written in ascending or descending order)."""
    return _is_valid_set(_normalised(tiles))


@lru_cache(maxsize=4096)  # the same table sets are looked at by every search of a solve, and by the next solve
def _is_valid_set(tiles: tuple[str, ...]) -> bool:
    real = [tile for tile in tiles if tile != JOKER]
    if len(tiles) < 3 or not real or any(tile not in _CELL_OF for tile in real):
        return False
    if _is_group(tiles):
        return len(tiles) <= 4
    if len({tile[0] for tile in real}) != 1:
        return False
    first = next(index for index, tile in enumerate(tiles) if tile != JOKER)
    start = int(tiles[first][1:]) - first
    return start >= 1 and start + len(tiles) - 1 <= HIGHEST and all(
        tile == JOKER or int(tile[1:]) == start + index for index, tile in enumerate(tiles)
    )


def _with_joker(tiles: tuple[str, ...]) -> tuple[str, ...] | None:
    """The set with one more joker, if it can take one: a group of three, or a run with room at an end."""
    if _is_group(tiles):
        return (*tiles, JOKER) if len(tiles) == 3 else None
    first = next(index for index, tile in enumerate(tiles) if tile != JOKER)
    start = int(tiles[first][1:]) - first
    if start + len(tiles) <= HIGHEST:
        return (*tiles, JOKER)
    if start > 1:
        return (JOKER, *tiles)
    return None


def _park(sets: list[tuple[str, ...]], jokers: int, wanted: Counter[tuple[str, ...]] | None = None) -> bool:
    """Add ``jokers`` spare jokers to sets that can take them, remaking a ``wanted`` set when one is a joker short
    of it; False if they do not all fit."""
    for _joker in range(jokers):
        if wanted and _park_where_wanted(sets, wanted):
            continue
        for index, table_set in enumerate(sets):
            grown = _with_joker(table_set)
            if grown is not None:
                sets[index] = grown
                break
        else:
            return False
    return True


def _park_where_wanted(sets: list[tuple[str, ...]], wanted: Counter[tuple[str, ...]]) -> bool:
    for index, table_set in enumerate(sets):
        for grown in ((*table_set, JOKER), (JOKER, *table_set)):
            identity = _normalised(grown)
            if wanted[identity] and _is_valid(identity):
                wanted[identity] -= 1
                sets[index] = identity
                return True
    return False


def _habits(table: Sequence[Sequence[str]]) -> tuple[list[Habit], list[Habit]]:
    """Per searched cell, how the table's valid sets use it (copies in runs, in groups, runs starting there), for
    the search from 1 up and for the one from 13 down (where runs start at their high end)."""
    in_runs = [0] * CELLS
    in_groups = [0] * CELLS
    starts = [0] * CELLS
    ends = [0] * CELLS
    for table_set in table:
        run_cells, group_cells, start, end = _set_habit(tuple(table_set))
        for cell in run_cells:
            in_runs[cell] += 1
        for cell in group_cells:
            in_groups[cell] += 1
        if start >= 0:
            starts[start] += 1
            ends[end] += 1
    upwards = [(in_runs[cell], in_groups[cell], starts[cell]) for cell in range(CELLS)]
    downwards = [
        (in_runs[mirror], in_groups[mirror], ends[mirror])
        for mirror in (4 * (HIGHEST - 1 - (cell >> 2)) + (cell & 3) for cell in range(CELLS))
    ]
    return upwards, downwards


@lru_cache(maxsize=4096)
def _set_habit(table_set: tuple[str, ...]) -> tuple[tuple[int, ...], tuple[int, ...], int, int]:
    """A valid set's part in the habits: (cells in a run, cells in a group, run's first cell, run's last cell)."""
    if not _is_valid(table_set):
        return (), (), -1, -1
    cells = tuple(_CELL_OF[tile] for tile in table_set if tile != JOKER)
    if _is_group(table_set):
        return (), cells, -1, -1
    tiles = _normalised(table_set)
    first = next(index for index, tile in enumerate(tiles) if tile != JOKER)
    colour = COLOURS.index(tiles[first][0])
    low = int(tiles[first][1:]) - first
    return cells, (), 4 * (low - 1) + colour, 4 * (low + len(tiles) - 2) + colour


@dataclass
class _Open:
    """The part of the problem that is searched: the table tiles not frozen, and the rack."""

    table: list[int]
    table_jokers: int
    rack: Sequence[int]
    rack_jokers: int
    rack_pruned: bool = False  # rack copies that can never be placed are already left out
    sets: Sequence[Sequence[str]] = ()  # the table sets whose tiles are these, to stay close to


def _rack_bound(rack: Sequence[int], rack_jokers: int) -> int:
    """The score of placing all these rack copies and jokers: no arrangement scores more."""
    return sum(rack[cell] * _TABLE_GAIN[(cell >> 2) + 1] for cell in range(CELLS)) + _TABLE_JOKER_GAIN * rack_jokers


@dataclass
class _Found:
    """A best arrangement found by a search, turned into sets only when asked (most are never asked for)."""

    score: int
    path: Path
    downwards: bool
    built: _Arrangement | None = None
    spare_jokers: int = 0  # jokers the arrangement leaves out, to be added to sets with room
    nodes: int = 0  # what finding it cost

    def arrangement(self) -> _Arrangement:
        if self.built is None:
            self.built = _arrangement(self.path, self.downwards)
        return self.built


def _solve_open(
    problem: _Open, downwards: bool, floor: int, stop_at: int | None, give_up_after: int | None = None
) -> _Found | None:
    """The best arrangement scoring more than ``floor`` (a placed tile ``_TILE_WEIGHT`` + its number, a placed
    rack joker ``_TABLE_JOKER_GAIN``), stopping at the first that reaches ``stop_at`` (default: placing every
    rack tile); None if there is none, or if ``give_up_after`` nodes did not settle it. ``downwards``: which way
    to search first (both are raced)."""
    jokers = problem.table_jokers + problem.rack_jokers
    rack = problem.rack if problem.rack_pruned else _placeable(problem.table, problem.rack, jokers)
    joker_score = _TABLE_JOKER_GAIN * problem.rack_jokers

    habits = _habits(problem.sets) if problem.sets else None
    built: list[Search] = []

    def searches(spare: bool) -> list[Callable[[], Search]]:
        def build(down: bool) -> Search:
            table, placeable = (_mirrored(problem.table), _mirrored(rack)) if down else (problem.table, rack)
            search = Search(
                table, placeable, problem.table_jokers, problem.rack_jokers, _TABLE_GAIN,
                0 if spare else _TABLE_JOKER_GAIN, spare_jokers=spare, downwards=down,
                habits=habits[down] if habits else None,
            )
            built.append(search)
            return search

        return [lambda: build(downwards), lambda: build(not downwards)]

    if stop_at is None:
        stop_at = _rack_bound(rack, problem.rack_jokers)
    # Searching with spare jokers may leave jokers out, so it never scores less than the true best: when it
    # finds nothing above the floor, nothing is.
    found = race(searches(True), floor - joker_score, stop_at - joker_score, give_up_after=give_up_after)
    if found is None:
        return None
    score, path, down = found
    spare = jokers - sum(choice[1] for choice in path[0]) - sum(path[1])
    nodes = sum(search.nodes for search in built)
    if not spare:
        return _Found(score + joker_score, path, down, nodes=nodes)
    arrangement = _arrangement(path, down)
    if _park(list(arrangement.sets), spare):
        return _Found(score + joker_score, path, down, arrangement, spare, nodes)
    # Rare: the spare jokers found no set to join; search again, placing them.
    found = race(searches(False), floor, stop_at, give_up_after=give_up_after)
    if found is None:
        return None
    return _Found(*found, nodes=sum(search.nodes for search in built))


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


def _normalised(tiles: Sequence[str]) -> tuple[str, ...]:
    """A set as the solver writes it: a group in colour order with its jokers last, a run in ascending order."""
    return _normalised_set(tuple(tiles))


@lru_cache(maxsize=4096)
def _normalised_set(tiles: tuple[str, ...]) -> tuple[str, ...]:
    if _is_group(tiles):
        return tuple(sorted(tiles, key=_sort_key))
    real = [tile for tile in tiles if tile != JOKER]
    if len(real) > 1 and int(real[0][1:]) > int(real[-1][1:]):
        return tuple(reversed(tiles))
    return tuple(tiles)


def _split_run(run: tuple[str, ...], wanted: Counter[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The run cut into runs of 3+ so that as many as possible are table sets still wanted (then fewest cuts)."""
    length = len(run)
    if length < 6:
        if wanted[run]:
            wanted[run] -= 1
        return [run]
    best: list[tuple[int, int, list[tuple[str, ...]]] | None] = [None] * (length + 1)
    best[0] = (0, 0, [])
    for end in range(3, length + 1):
        for start in range(0, end - 2):
            before = best[start]
            if before is None:
                continue
            piece = run[start:end]
            score = (before[0] + (1 if wanted[piece] else 0), before[1] - 1)
            current = best[end]
            if current is None or score > (current[0], current[1]):
                best[end] = (score[0], score[1], [*before[2], piece])
    result = best[length]
    if result is None or result[0] == 0:
        return [run]
    for piece in result[2]:
        if wanted[piece]:
            wanted[piece] -= 1
    return result[2]


def _regroup(
    number: int,
    groups: list[tuple[str, ...]],
    candidates: Sequence[tuple[str, ...]],
    wanted: Counter[tuple[str, ...]],
) -> list[tuple[str, ...]]:
    """The same tiles of one number grouped again, remaking as many of the table's ``candidates`` groups of that
    number still ``wanted`` as possible."""
    copies = [0, 0, 0, 0]
    jokers = 0
    for group in groups:
        for tile in group:
            if tile == JOKER:
                jokers += 1
            else:
                copies[COLOURS.index(tile[0])] += 1
    made: list[tuple[str, ...]] = []
    for group in sorted(candidates, key=len, reverse=True):
        while wanted[group]:
            need = [0, 0, 0, 0]
            for tile in group:
                if tile != JOKER:
                    need[COLOURS.index(tile[0])] += 1
            group_jokers = len(group) - sum(need)
            rest = [have - used for have, used in zip(copies, need, strict=True)]
            if min(rest) < 0 or group_jokers > jokers:
                break
            if _split_groups(tuple(rest), jokers - group_jokers) is None:
                break
            made.append(group)
            wanted[group] -= 1
            copies, jokers = rest, jokers - group_jokers
    return made + _groups(number, copies, jokers)


def _preserve(sets: Sequence[tuple[str, ...]], table: Sequence[Sequence[str]]) -> list[tuple[str, ...]]:
    """The same tiles in the same kind of sets, cut and grouped so that as many table sets as possible reappear.

    The search only counts tiles: it runs two touching runs together and groups copies in any order."""
    wanted = Counter(_normalised(table_set) for table_set in table)
    table_groups: dict[int, list[tuple[str, ...]]] = {}
    run_colours: set[str] = set()
    for identity in wanted:
        real = next(tile for tile in identity if tile != JOKER)
        if _is_group(identity):
            table_groups.setdefault(int(real[1:]), []).append(identity)
        else:
            run_colours.add(real[0])
    runs: list[tuple[str, ...]] = []
    groups: dict[int, list[tuple[str, ...]]] = {}
    for table_set in sets:
        if _is_group(table_set):
            number = next(int(tile[1:]) for tile in table_set if tile != JOKER)
            groups.setdefault(number, []).append(table_set)
        else:
            runs.append(table_set)
    result: list[tuple[str, ...]] = []
    for run in runs:
        if next(tile for tile in run if tile != JOKER)[0] in run_colours:
            result.extend(_split_run(run, wanted))
        else:
            result.append(run)
    for number in sorted(groups):
        if number in table_groups:
            result.extend(_regroup(number, groups[number], table_groups[number], wanted))
        else:
            result.extend(groups[number])
    return result


# Keeping as many table sets as possible -----------------------------------------------------------------------------


def _keep_most(
    table: Sequence[Sequence[str]],
    reachable: Callable[[list[int], int, list[Sequence[str]]], _Found | None],
    witness: _Found,
    hint: Sequence[int],
    budget: int | None = None,
) -> tuple[list[bool], list[tuple[str, ...]]]:
    """Which table sets stay as they are, and the sets the other tiles make: (kept flags, new sets).

    ``witness`` is a best arrangement: the table sets it remakes are kept at once. Then the others are tried in
    batches, each kept if ``reachable(counts of the tiles not kept, jokers not kept)`` still finds a best
    arrangement. Keeping sets only restricts the search, so a batch that fails stays failed as more sets are kept:
    halving failed batches gives a maximal collection. ``hint``: rack copies placed per cell; the sets with no
    tile next to those are tried first, together. ``budget``: at most that many searches (then the collection may
    not be maximal)."""
    set_cells: list[list[int]] = []
    set_jokers: list[int] = []
    for table_set in table:
        set_cells.append([_CELL_OF[tile] for tile in table_set if tile != JOKER])
        set_jokers.append(sum(1 for tile in table_set if tile == JOKER))
    valid = [i for i, table_set in enumerate(table) if _is_valid(table_set)]
    identities = [_normalised(table_set) for table_set in table]
    kept = [False] * len(table)

    def settle(found: _Found) -> list[tuple[str, ...]]:
        """Keep the open table sets this arrangement remakes; the sets it makes of everything else."""
        open_sets = [i for i in valid if not kept[i]]
        sets = _preserve(found.arrangement().sets, [identities[i] for i in open_sets])
        if found.spare_jokers:
            wanted = Counter(identities[i] for i in open_sets) - Counter(sets)
            if not _park(sets, found.spare_jokers, wanted):
                # Re-cutting left no room (it rarely can): the sets as searched had room.
                sets = list(found.arrangement().sets)
                _park(sets, found.spare_jokers)
        made = Counter(sets)
        for i in open_sets:
            identity = identities[i]
            if made[identity]:
                made[identity] -= 1
                kept[i] = True
        return list(made.elements())

    new_sets = settle(witness)
    searches = 0

    def attempt(batch: Sequence[int]) -> bool:
        nonlocal new_sets, searches
        if budget is not None and searches >= budget:
            return False
        searches += 1
        cells = [0] * CELLS
        jokers = 0
        batch_set = set(batch)
        open_sets: list[Sequence[str]] = []
        for i in range(len(table)):
            if not kept[i] and i not in batch_set:
                for cell in set_cells[i]:
                    cells[cell] += 1
                jokers += set_jokers[i]
                open_sets.append(table[i])
        found = reachable(cells, jokers, open_sets)
        if found is None:
            return False
        for i in batch:
            kept[i] = True
        new_sets = settle(found)
        return True

    def add(batch: Sequence[int]) -> None:
        batch = [i for i in batch if not kept[i]]
        if budget is not None and searches >= budget:
            return
        if not batch or attempt(batch) or len(batch) == 1:
            return
        half = len(batch) // 2
        add(batch[:half])
        add(batch[half:])

    near_cell = [False] * CELLS
    for cell in range(CELLS):
        if hint[cell]:
            for other in (*_SAME_NUMBER[cell], *(pair for pairs in _RUN_PAIRS[cell] for pair in pairs)):
                near_cell[other] = True
    changed = [i for i in valid if not kept[i]]
    far = [i for i in changed if not any(near_cell[cell] for cell in set_cells[i])]
    add(far)
    add([i for i in changed if not kept[i]])
    return kept, new_sets


def _final_table(
    table: Sequence[Sequence[str]], kept: Sequence[bool], new_sets: Sequence[tuple[str, ...]]
) -> tuple[tuple[str, ...], ...]:
    frozen = [tuple(table_set) for table_set, keep in zip(table, kept, strict=True) if keep]
    return (*frozen, *sorted(new_sets, key=lambda s: _sort_key(next(tile for tile in s if tile != JOKER))))


def _placed(table: Sequence[Sequence[str]], sets: Sequence[Sequence[str]]) -> tuple[str, ...]:
    placed = Counter(tile for table_set in sets for tile in table_set) - Counter(_flatten(table))
    return tuple(sorted(placed.elements(), key=_sort_key))


# Public API ---------------------------------------------------------------------------------------------------------


def solve_max(
    table: Sequence[Sequence[str]], rack: Sequence[str], *, fewest_changes: bool = False
) -> Solution:
    """The valid table that keeps every table tile and places the most rack tiles (see the module docstring).

    ``fewest_changes``: search on until no changed table set could have been kept (slower; for hints)."""
    table_counts = _count(_flatten(table), "table")
    rack_counts = _count(rack, "rack")
    _check_supply(table_counts, rack_counts)
    jokers = table_counts.jokers + rack_counts.jokers
    placeable = _placeable(table_counts.cells, rack_counts.cells, jokers)
    downwards = _start_high(table_counts.cells, placeable)
    problem = _Open(table_counts.cells, table_counts.jokers, placeable, rack_counts.jokers, True, table)
    first = _solve_open(problem, downwards, -1, None)
    if first is None:
        raise ValueError("the table tiles cannot be arranged into valid sets")
    target = first.score
    # A fast-mode freeze may cost about what the play itself cost, within bounds.
    freeze_nodes = min(_FREEZE_NODES, max(_FREEZE_MIN_NODES, 2 * first.nodes))

    def reachable(cells: list[int], jokers: int, sets: list[Sequence[str]]) -> _Found | None:
        # Fewer table tiles strand more rack tiles: often so many that the best is out of reach without a search.
        pruned = _placeable(cells, placeable, jokers + rack_counts.jokers)
        if _rack_bound(pruned, rack_counts.jokers) < target:
            return None
        problem = _Open(cells, jokers, pruned, rack_counts.jokers, True, sets)
        return _solve_open(problem, downwards, target - 1, target, None if fewest_changes else freeze_nodes)

    hint = [used - on_table for used, on_table in zip(first.arrangement().used, table_counts.cells, strict=True)]
    budget = None if fewest_changes else _MAX_MODE_FREEZE_SEARCHES
    kept, new_sets = _keep_most(table, reachable, first, hint, budget)
    sets = _final_table(table, kept, new_sets)
    placed = _placed(table, sets)
    return Solution(placed, sets, kept.count(False), _rack_points(placed))


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
    downwards = _start_high(table_counts.cells, wanted_counts.cells)

    def reachable(cells: list[int], jokers: int, sets: list[Sequence[str]]) -> _Found | None:
        combined = [cells[cell] + wanted_counts.cells[cell] for cell in range(CELLS)]
        problem = _Open(combined, jokers + wanted_counts.jokers, no_rack, 0, False, sets)
        return _solve_open(problem, downwards, -1, 0)

    first = reachable(table_counts.cells, table_counts.jokers, list(table))
    if first is None:
        return None
    kept, new_sets = _keep_most(table, reachable, first, wanted_counts.cells)
    sets = _final_table(table, kept, new_sets)
    placed = tuple(sorted(wanted, key=_sort_key))
    return Solution(placed, sets, kept.count(False), _rack_points(placed))


def solve_initial(rack: Sequence[str], minimum: int = 30) -> Solution | None:
    """The initial meld from the rack alone worth at least ``minimum`` that places the most non-joker tiles."""
    rack_counts = _count(rack, "rack")
    no_table = _Counts([0] * CELLS, 0)
    _check_supply(no_table, rack_counts)
    placeable = _placeable(no_table.cells, rack_counts.cells, rack_counts.jokers)
    def build(down: bool) -> Search:
        return Search(
            no_table.cells,
            _mirrored(placeable) if down else placeable,
            0,
            rack_counts.jokers,
            _MELD_GAIN,
            meld_minimum=max(1, minimum),
            joker_cost=_MELD_JOKER_COST,
            downwards=down,
        )

    first = _meld_downwards(placeable)
    everything = sum(placeable[cell] * _MELD_GAIN[(cell >> 2) + 1] for cell in range(CELLS))
    found = race([lambda: build(first), lambda: build(not first)], -(10**9), everything)
    if found is None:
        return None
    _score, path, downwards = found
    arrangement = _arrangement(path, downwards)
    placed = _placed_tiles(arrangement, no_table)
    return Solution(placed, tuple(arrangement.sets), 0, arrangement.meld_points)


def can_place_anything(table: Sequence[Sequence[str]], rack: Sequence[str]) -> bool:
    """Whether some valid table keeps every table tile and places at least one rack tile."""
    table_counts = _count(_flatten(table), "table")
    rack_counts = _count(rack, "rack")
    _check_supply(table_counts, rack_counts)
    problem = _Open(table_counts.cells, table_counts.jokers, rack_counts.cells, rack_counts.jokers)
    return _solve_open(problem, _start_high(table_counts.cells, rack_counts.cells), 0, 1) is not None
