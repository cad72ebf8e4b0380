"""The exact search behind the solver (``exact.py``): a depth-first dynamic programme over the tile numbers 1..13.

It follows van Rijn, Takes and Vis, "The complexity of Rummikub problems" (arXiv:1604.07553): numbers are taken in
increasing order and, for every colour, the only thing the future needs to know is how many runs are open and how
long each is, capped at 3 (a run of 3 or more may stop at any time; a shorter one must go on). Copies of a number
that do not go into runs must form groups of that number. Jokers are extra copies of whatever tile they fill, so
the state also carries the number of jokers used.

The search works on one *cell* (a number and a colour) at a time; cells are numbered ``4 * (number - 1) + colour``.
For each cell it chooses how many runs go on, how many start, how many real copies and jokers fill them, and how
many copies go to groups; after the fourth colour of a number it checks that the copies set aside can make groups
and decides how many jokers those groups take. The whole state is packed in one integer:

- bits ``6c .. 6c+5``: the open runs of colour ``c`` (an index into ``RUN_STATES``),
- bits 24-26 and 27-29: how many colours of the current number sent one copy / two copies to groups,
- bits 30-31: jokers used so far,
- bits 32 and up (meld search only): points laid so far, capped at the minimum asked for.

It is a branch and bound: children that place the most tiles are tried first, a node is cut when its score plus an
upper bound on what is left cannot beat the best complete arrangement found, and every explored node leaves in a
memo the bound it proved (``best - score``), so a state reached again with no better score is cut at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

CELLS = 52
HIGHEST = 13
MAX_JOKERS = 2

# (runs of length 1, runs of length 2, runs of length 3 or more) for one colour; at most 4 runs can pass through a
# number: two real copies and two jokers.
RUN_STATES: tuple[tuple[int, int, int], ...] = tuple(
    (a1, a2, a3) for a1 in range(5) for a2 in range(5 - a1) for a3 in range(5 - a1 - a2)
)
_RUN_STATE_INDEX = {runs: index for index, runs in enumerate(RUN_STATES)}
CLOSED = _RUN_STATE_INDEX[(0, 0, 0)]

# Numbers of jokers that can join the groups of one number, given how many colours put one copy (n1) and two
# copies (n2) into groups. Checked against a brute force in the tests.
GROUP_JOKERS: dict[tuple[int, int], tuple[int, ...]] = {
    (0, 0): (0,), (1, 0): (2,), (2, 0): (1, 2), (3, 0): (0, 1), (4, 0): (0, 2),
    (0, 1): (), (1, 1): (), (2, 1): (2,), (3, 1): (1, 2),
    (0, 2): (2,), (1, 2): (1, 2), (2, 2): (0, 1, 2),
    (0, 3): (0, 1, 2), (1, 3): (0, 1, 2),
    (0, 4): (0, 1, 2),
}
# The same, indexed by the packed bits 24-29 of the state.
_GROUP_JOKERS_PACKED: list[tuple[int, ...]] = [
    GROUP_JOKERS.get((packed & 7, packed >> 3), ()) for packed in range(64)
]
# With spare jokers, groups take the fewest jokers they need.
_GROUP_JOKERS_FEWEST: list[tuple[int, ...]] = [options[:1] for options in _GROUP_JOKERS_PACKED]
_GROUP_FIELD = 63 << 24
_JOKER_SHIFT = 30
_VALUE_SHIFT = 32
_GROUP_ADD = (0, 1 << 24, 1 << 27)

# A cell choice: (next run state, jokers in runs, state bits to add for the jokers and the group copies, rack
# copies placed, copies to groups, copies in runs, runs continued from 3+, runs started).
Choice = tuple[int, int, int, int, int, int, int, int]
# The choices made along a search: one per cell, and the jokers given to the groups of each number.
Path = tuple[list[Choice], list[int]]
_NO_CHOICE: Choice = (0, 0, 0, 0, 0, 0, 0, 0)

_CHOICES: dict[tuple[int, int, int, bool, Habit, bool], list[list[Choice]]] = {}


# How the table uses a cell now: (copies in runs, copies in groups, runs starting there). The search tries the
# choices closest to it first, so that among equally good arrangements it finds one that moves few table sets.
Habit = tuple[int, int, int]
NO_HABIT: Habit = (0, 0, 0)


def _choices_for(
    available: int, mandatory: int, phase: int, spare_jokers: bool, habit: Habit = NO_HABIT, meld: bool = False
) -> list[list[Choice]]:
    """For every run state, the choices at a cell holding ``available`` real copies of which ``mandatory`` are on
    the table. ``phase`` 0: numbers 1..10; 3: number 11; 1: number 12 (no run can start); 2: number 13 (every run
    closes); numbers as searched.

    ``spare_jokers``: a joker fills a run here only when every copy of the tile is used, and starts a run only at
    number 11. That loses nothing when a joker left over can always be added to some set (or, in a meld, is
    better left on the rack): swap it with the unused copy; and a joker starting a run is either not needed (the
    run is long enough without it) or can go to the other end (``j r5 r6`` is ``r5 r6 j``), unless that end is
    13 (``j r12 r13``, ``j j r13``, ``j r12 j``: runs starting at 11). Not in a ``meld``, where the joker's end
    changes the points (and the search may run from 13 down)."""
    key = (available, mandatory, phase, spare_jokers, habit, meld)
    cached = _CHOICES.get(key)
    if cached is not None:
        return cached
    table: list[list[Choice]] = []
    for a1, a2, a3 in RUN_STATES:
        choices: list[tuple[int, Choice]] = []
        if phase == 2 and a1:
            table.append([])
            continue
        for continued in range(a3 + 1):
            # Starting a run while a run of 3+ stops is never better than letting that run go on.
            max_new = 0 if phase in (1, 2) or continued < a3 else 4
            for new in range(max_new + 1):
                slots = a1 + a2 + continued + new
                if slots > available + MAX_JOKERS or new + a1 + a2 + continued > 4:
                    break
                after = CLOSED if phase == 2 else _RUN_STATE_INDEX[(new, a1, a2 + continued)]
                for in_runs in range(min(slots, available), max(0, slots - MAX_JOKERS) - 1, -1):
                    jokers = slots - in_runs
                    for to_groups in range(min(2, available - in_runs), -1, -1):
                        used = in_runs + to_groups
                        if used < mandatory:
                            break
                        if spare_jokers and jokers and used < available:
                            continue
                        if spare_jokers and phase == 0 and jokers > a1 + a2 + continued and not meld:
                            continue
                        if continued < a3 and used < available:
                            # Letting the unused copy carry the run on places one more tile and keeps more open.
                            continue
                        bits = _GROUP_ADD[to_groups] + (jokers << _JOKER_SHIFT)
                        choice = (after, jokers, bits, used - mandatory, to_groups, in_runs, continued, new)
                        choices.append((used, choice))
        runs, groups, starts = habit
        choices.sort(
            key=lambda item: (
                -item[0],
                abs(item[1][5] - runs) + abs(item[1][4] - groups) + abs(item[1][7] - starts),
                item[1][1],
            )
        )
        table.append([choice for _used, choice in choices])
    _CHOICES[key] = table
    return table


# A choice as the table search loops over it: (next run state, jokers in runs, state bits to add, score gained by
# the rack copies placed, the choice itself).
Entry = tuple[int, int, int, int, Choice]
_ENTRIES: dict[tuple[int, int, int, bool, Habit, int], list[tuple[list[Entry], ...]]] = {}


def _entries_for(
    available: int, mandatory: int, phase: int, spare_jokers: bool, habit: Habit, gain: int
) -> list[tuple[list[Entry], ...]]:
    """``_choices_for`` ready for the table search: per run state, then per number of jokers still free (0 to 2),
    the choices that fit, with the score of the copies they place at ``gain`` each."""
    key = (available, mandatory, phase, spare_jokers, habit, gain)
    cached = _ENTRIES.get(key)
    if cached is not None:
        return cached
    table = [
        tuple(
            [(choice[0], choice[1], choice[2], choice[3] * gain, choice) for choice in choices if choice[1] <= left]
            for left in range(MAX_JOKERS + 1)
        )
        for choices in _choices_for(available, mandatory, phase, spare_jokers, habit)
    ]
    _ENTRIES[key] = table
    return table


# _CAPPED[limit][state]: the run state once runs that cannot go on are dropped, when at most ``limit`` runs of the
# colour can pass through the next number (its copies plus the jokers left); -1 when a short run would be stranded.
_CAPPED: list[list[int]] = [
    [
        -1 if a1 + a2 > limit else _RUN_STATE_INDEX[(a1, a2, min(a3, limit - a1 - a2))]
        for a1, a2, a3 in RUN_STATES
    ]
    for limit in range(9)
]


class _Stop(Exception):
    """Raised to unwind the search once a score that cannot be improved on is reached."""


class _OutOfNodes(Exception):
    """Raised to unwind the search when it has used the nodes it was given."""


class Search:
    """One branch-and-bound run. ``table[i]`` / ``rack[i]``: copies of cell ``i`` that must / may be placed.

    Scores: each rack copy placed at number ``v`` earns ``tile_gain[v]``.

    Table mode (``meld_minimum == 0``): with ``spare_jokers`` off, every table joker must be used and each joker
    used beyond ``table_jokers`` earns ``joker_gain``. With ``spare_jokers`` on, jokers are used only where a tile
    is missing and earn nothing: the caller adds the jokers left over to some set afterwards (and counts the rack
    jokers as placed), or falls back to a search without it when no set can take them.

    Meld mode (``meld_minimum > 0``, no table): a joker earns ``v - joker_cost`` at the number it fills and the
    points laid (jokers at the tile they fill) must reach ``meld_minimum``.
    """

    def __init__(
        self,
        table: Sequence[int],
        rack: Sequence[int],
        table_jokers: int,
        rack_jokers: int,
        tile_gain: Sequence[int],
        joker_gain: int = 0,
        meld_minimum: int = 0,
        joker_cost: int = 0,
        spare_jokers: bool = False,
        downwards: bool = False,
        habits: Sequence[Habit] | None = None,
    ) -> None:
        self.table = table
        self.rack = rack
        self.habits = habits
        self.table_jokers = table_jokers
        self.jokers = table_jokers + rack_jokers
        # Cells are searched in order; with ``downwards`` the caller mirrored the counts, so cell number ``n``
        # holds the tiles numbered ``14 - n``, which is what gains and points are counted on.
        self.numbers = [0, *range(HIGHEST, 0, -1)] if downwards else list(range(HIGHEST + 1))
        self.tile_gain = [tile_gain[number] for number in self.numbers]
        self.joker_gain = joker_gain
        self.meld_minimum = meld_minimum
        self.joker_cost = joker_cost
        self.spare_jokers = spare_jokers or meld_minimum > 0
        self.downwards = downwards
        self.best = 0
        self.best_path: Path | None = None
        self.nodes = 0
        self.node_limit = 1 << 62

    def upper_bound(self) -> int:
        """Score of placing every rack tile: no arrangement scores more."""
        bound = sum(self.rack[i] * self.tile_gain[i // 4 + 1] for i in range(CELLS))
        if not self.spare_jokers:
            bound += self.joker_gain * (self.jokers - self.table_jokers)
        return bound

    def run(self, floor: int, stop_at: int) -> bool:
        """Look for an arrangement scoring more than ``floor``; stop early at ``stop_at``. True if one was found:
        then ``best`` is the best score and ``best_path`` its choices (one tuple per cell, one per number)."""
        self.explore(floor, stop_at)
        return self.best_path is not None

    def explore(self, floor: int, stop_at: int, nodes: int | None = None) -> bool:
        """Like ``run``, but gives up after ``nodes`` more nodes: True if the search finished (``best_path`` is
        then the best above ``floor``, or None), False if it gave up (``best_path`` is the best found so far, if
        any). Runs on one instance share what they proved, so a search given up can be resumed cheaply."""
        self.best = floor
        self.best_path = None
        self._stop_at = stop_at
        self.node_limit = self.nodes + nodes if nodes is not None else 1 << 62
        if not hasattr(self, "_memo"):
            self._prepare()
        try:
            if self.meld_minimum:
                self._explore_meld()
            else:
                self._explore_table()
        except _Stop:
            return True
        except _OutOfNodes:
            return False
        return True

    def _prepare(self) -> None:
        """Tables for the search. The memo holds upper bounds, true whatever the floor: runs share it."""
        tile_gain = self.tile_gain
        table, rack = self.table, self.rack
        remaining = [0] * (CELLS + 1)
        for i in range(CELLS - 1, -1, -1):
            remaining[i] = remaining[i + 1] + rack[i] * tile_gain[(i >> 2) + 1]
        self._remaining = remaining
        if self.meld_minimum:
            remaining_points = [0] * (CELLS + 1)
            for i in range(CELLS - 1, -1, -1):
                remaining_points[i] = remaining_points[i + 1] + rack[i] * self.numbers[(i >> 2) + 1]
            self._remaining_points = remaining_points
        self._memo: list[dict[int, int]] = [{} for _ in range(CELLS)]
        spare = self.spare_jokers
        habits = self.habits if self.habits is not None else [NO_HABIT] * CELLS
        phases = [2 if i >= 48 else 1 if i >= 44 else 3 if i >= 40 else 0 for i in range(CELLS)]
        if self.meld_minimum:
            self._cell_choices = [
                _choices_for(table[i] + rack[i], table[i], phases[i], spare, habits[i], meld=True)
                for i in range(CELLS)
            ]
        else:
            self._cell_entries = [
                _entries_for(table[i] + rack[i], table[i], phases[i], spare, habits[i], tile_gain[(i >> 2) + 1])
                for i in range(CELLS)
            ]
        # Runs of a colour that can pass through the next number: its copies (the jokers are added per node).
        self._next_copies = [table[i + 4] + rack[i + 4] if i + 4 < CELLS else 6 for i in range(CELLS)]
        jokers, table_jokers, gain = self.jokers, self.table_jokers, self.joker_gain
        if spare:
            self._required_jokers = 0
            self._joker_score = [[0, 0, 0] for _u in range(3)]
            self._joker_bound = [0, 0, 0]
        else:
            self._required_jokers = table_jokers
            # _joker_score[u][k]: score for using k more jokers when u are used.
            self._joker_score = [
                [gain * (max(0, u + k - table_jokers) - max(0, u - table_jokers)) for k in range(3)]
                for u in range(3)
            ]
            self._joker_bound = [gain * (jokers - max(u, table_jokers)) for u in range(3)]

    # Table mode ---------------------------------------------------------------------------------------------------

    def _explore_table(self) -> None:
        memo_of = self._memo
        remaining = self._remaining
        joker_bound = self._joker_bound
        joker_score = self._joker_score
        cell_entries = self._cell_entries
        next_copies = self._next_copies
        capped = _CAPPED
        total_jokers = self.jokers
        required_jokers = self._required_jokers
        stop_at = self._stop_at
        node_limit = self.node_limit
        group_jokers = _GROUP_JOKERS_FEWEST if self.spare_jokers else _GROUP_JOKERS_PACKED
        group_field = _GROUP_FIELD
        cell_path: list[Choice] = [_NO_CHOICE] * CELLS
        close_path = [0] * HIGHEST
        best = self.best
        nodes = self.nodes

        def cell(pos: int, state: int, score: int) -> None:
            nonlocal best, nodes
            memo = memo_of[pos]
            used = state >> _JOKER_SHIFT
            bound = memo.get(state)
            if bound is None:
                bound = remaining[pos] + joker_bound[used]
            if score + bound <= best:
                return
            nodes += 1
            if nodes > node_limit:
                raise _OutOfNodes
            colour = pos & 3
            shift = 6 * colour
            code = (state >> shift) & 63
            scores = joker_score[used]
            left = total_jokers - used
            limit = next_copies[pos] + left
            base = state - (code << shift)
            entries = cell_entries[pos][code][left]
            if colour != 3:
                following = pos + 1
                for after, jokers, bits, gained, choice in entries:
                    after = capped[limit - jokers][after]
                    if after < 0:
                        continue
                    cell_path[pos] = choice
                    cell(following, base + (after << shift) + bits, score + gained + scores[jokers])
            else:
                number = pos >> 2
                last = pos == CELLS - 1
                for after, jokers, bits, gained, choice in entries:
                    after = capped[limit - jokers][after]
                    if after < 0:
                        continue
                    child = base + (after << shift) + bits
                    options = group_jokers[(child & group_field) >> 24]
                    if not options:
                        continue
                    cell_path[pos] = choice
                    child -= child & group_field
                    child_score = score + gained + scores[jokers]
                    child_used = used + jokers
                    closing_scores = joker_score[child_used]
                    for extra in options:
                        if child_used + extra > total_jokers:
                            break
                        close_path[number] = extra
                        final = child_score + closing_scores[extra]
                        if not last:
                            cell(pos + 1, child + (extra << _JOKER_SHIFT), final)
                        elif final > best and child_used + extra >= required_jokers:
                            best = self.best = final
                            self.best_path = (cell_path[:], close_path[:])
                            if final >= stop_at:
                                raise _Stop
            memo[state] = best - score

        try:
            cell(0, 0, 0)
        finally:
            self.nodes = nodes

    # Initial meld mode (no table tiles, points tracked) ------------------------------------------------------------

    def _explore_meld(self) -> None:
        memo_of = self._memo
        remaining = self._remaining
        remaining_points = self._remaining_points
        cell_choices = self._cell_choices
        next_copies = self._next_copies
        tile_gain = self.tile_gain
        numbers = self.numbers
        capped = _CAPPED
        total_jokers = self.jokers
        minimum = self.meld_minimum
        joker_cost = self.joker_cost
        stop_at = self._stop_at
        node_limit = self.node_limit
        group_field = _GROUP_FIELD
        cell_path: list[Choice] = [_NO_CHOICE] * CELLS
        close_path = [0] * HIGHEST
        best = self.best
        nodes = self.nodes

        def cell(pos: int, state: int, score: int) -> None:
            nonlocal best, nodes
            points = state >> _VALUE_SHIFT
            used = (state >> _JOKER_SHIFT) & 3
            if points + remaining_points[pos] + (total_jokers - used) * HIGHEST < minimum:
                return
            memo = memo_of[pos]
            bound = memo.get(state)
            if bound is None:
                bound = remaining[pos]
            if score + bound <= best:
                return
            nodes += 1
            if nodes > node_limit:
                raise _OutOfNodes
            colour = pos & 3
            shift = 6 * colour
            code = (state >> shift) & 63
            number = numbers[(pos >> 2) + 1]
            gain = tile_gain[(pos >> 2) + 1]
            joker_worth = number - joker_cost
            left = total_jokers - used
            limit = next_copies[pos] + left
            base = state - (code << shift) - (points << _VALUE_SHIFT)
            for choice in cell_choices[pos][code]:
                jokers = choice[1]
                if jokers > left:
                    continue
                after = capped[limit - jokers][choice[0]]
                if after < 0:
                    continue
                placed = choice[3]
                child_points = min(minimum, points + (placed + jokers) * number)
                child = base + (after << shift) + choice[2]
                child_score = score + placed * gain + jokers * joker_worth
                cell_path[pos] = choice
                if colour != 3:
                    cell(pos + 1, child + (child_points << _VALUE_SHIFT), child_score)
                    continue
                child_used = used + jokers
                options = _GROUP_JOKERS_PACKED[(child & group_field) >> 24]
                child -= child & group_field
                for extra in options:
                    if child_used + extra > total_jokers:
                        break
                    close_path[pos >> 2] = extra
                    final_points = min(minimum, child_points + extra * number)
                    final = child_score + extra * joker_worth
                    if pos != CELLS - 1:
                        cell(pos + 1, child + (extra << _JOKER_SHIFT) + (final_points << _VALUE_SHIFT), final)
                    elif final_points >= minimum and final > best:
                        best = self.best = final
                        self.best_path = (cell_path[:], close_path[:])
                        if final >= stop_at:
                            raise _Stop
            memo[state] = best - score

        try:
            cell(0, 0, 0)
        finally:
            self.nodes = nodes


def race(
    searches: Sequence[Callable[[], Search]],
    floor: int,
    stop_at: int,
    first_budget: int = 1000,
    give_up_after: int | None = None,
) -> tuple[int, Path, bool] | None:
    """The best arrangement above ``floor`` (stopping at ``stop_at``), as (score, path, downwards).

    The same problem searched from 1 up and from 13 down can differ in cost a hundredfold: a shortfall is proved
    quickly from the side where it lies. So the searches take turns, each with a node budget that doubles every
    round (the first, the caller's better guess, gets twice as many), the best score found so far serving as
    every next floor, until one of them finishes. ``searches`` builds each search the first time it is needed.
    ``give_up_after``: once the searches have used that many nodes together, answer None."""
    built: list[Search | None] = [None] * len(searches)
    best: tuple[int, Path, bool] | None = None
    budget = first_budget
    used = 0
    while True:
        for index, build in enumerate(searches):
            search = built[index]
            if search is None:
                search = built[index] = build()
            # The first search is the caller's better guess: it gets twice the nodes.
            nodes = budget * (2 if index == 0 else 1)
            if give_up_after is not None:
                nodes = min(nodes, give_up_after - used)
            before = search.nodes
            finished = search.explore(floor if best is None else best[0], stop_at, nodes)
            used += search.nodes - before
            if search.best_path is not None:
                best = (search.best, search.best_path, search.downwards)
            if finished:
                return best
            if give_up_after is not None and used >= give_up_after:
                return None
        budget *= 2
