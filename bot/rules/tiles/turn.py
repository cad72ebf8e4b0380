"""Checking a whole turn script against the table and the rack, atomically, reporting every problem at once.

The script is first replayed on a working copy of the table (statement order matters only for ``-``, which
needs the tile to be in the set at that point). The result is then judged as a whole, independent of order:

- conservation: the final table holds every start-of-turn table tile; what it holds beyond them came from the
  rack, and at least one tile did;
- every set is a valid run or group;
- opening: no table play (unless ``opening_turn_table_play``), new sets from the rack worth ``initial_meld_min``;
- jokers: a joker was freed when what it stands for changed, or when a tile it stood for took its place (a set
  holding its old companions and that tile, while the joker sits elsewhere), whichever statements did it (``+``
  swapping it out, ``-``, ``=``, splitting). A joker that ends anywhere on the table still able to stand for a tile
  it stood for was only moved, which is free (seed 002: it may be repositioned as long as its number and colour do
  not change). A freed joker needs the player to have opened, its replacing tile to
  come from the rack under ``rack_only``, and its final set to hold at least two tiles from the player's rack.
  Before the opening, taking a joker out of its set is answered with that reason alone.

Identical tiles are interchangeable, so "came from the rack" is judged by counts: a set holding an ``r7`` holds a
rack tile when the player played an ``r7`` this turn, whichever copy the script named.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from bot.rules.base import Problem
from bot.rules.tiles.notation import JOKER, is_joker, sorted_tiles, text, token_tile
from bot.rules.tiles.options import Options
from bot.rules.tiles.script import Statement
from bot.rules.tiles.sets import TableSet, build_set, tokens_of


@dataclass(frozen=True)
class TurnResult:
    table: tuple[TableSet, ...]  # the new table, renumbered: kept sets in order, then new sets
    played: tuple[str, ...]  # rack tiles laid down, sorted
    new_marks: tuple[tuple[bool, ...], ...]  # per set and position: a tile laid from the rack this turn
    initial_value: int  # points of the new sets made only of rack tiles
    freed_jokers: int


@dataclass
class WorkingSet:
    """A set while a turn is checked: its tokens so far, and where it came from."""

    tokens: list[str]
    start_index: int | None  # index in the start table, None for a set made by this script


def check_turn(
    table: Sequence[TableSet],
    rack: Sequence[str],
    statements: Sequence[Statement],
    opened: bool,
    options: Options,
) -> TurnResult | list[Problem]:
    problems: list[Problem] = []
    may_touch_table = opened or options.opening_turn_table_play
    working = replay_statements(table, statements, may_touch_table, problems)
    if not may_touch_table:
        taken = _sets_losing_a_joker(table, working)
        if taken:  # the specific reason alone: the other faults only follow from it
            return [Problem("tiles-joker-before-opening", {"set": s.text()}) for s in taken]

    final_sets: list[tuple[TableSet, int | None]] = []
    sets_valid = True
    for ws in working:
        if not ws.tokens:
            continue
        built = build_set(ws.tokens)
        if isinstance(built, list):
            problems.extend(built)
            sets_valid = False
        else:
            final_sets.append((built, ws.start_index))

    start_count = Counter(t for s in table for t in s.tiles)
    final_count = Counter(token_tile(t) for ws in working for t in ws.tokens)
    lost = start_count - final_count
    if lost:
        problems.append(Problem("tiles-harvested-not-used", {"tiles": text(sorted_tiles(lost.elements()))}))
    played = final_count - start_count
    missing = played - Counter(rack)
    if missing:
        problems.append(Problem("tiles-not-in-rack", {"tiles": text(sorted_tiles(missing.elements()))}))
    if not played:
        problems.append(Problem("tiles-no-rack-tile"))
    if not sets_valid or lost or missing or not played:
        return problems  # the checks below need valid sets and a known set of rack tiles

    initial_value = _value_from_rack_only(final_sets, played)
    if not opened and initial_value < options.initial_meld_min:
        problems.append(
            Problem("tiles-initial-meld-too-low", {"value": initial_value, "minimum": options.initial_meld_min})
        )
    joker_problems, freed = _check_jokers(table, final_sets, played, opened, options)
    problems.extend(joker_problems)
    before_opening = [p for p in problems if p.code == "tiles-joker-before-opening"]
    if before_opening:
        return before_opening
    if problems:
        return problems
    return TurnResult(
        table=tuple(s for s, _ in final_sets),
        played=sorted_tiles(played.elements()),
        new_marks=_new_marks(table, final_sets, played),
        initial_value=initial_value,
        freed_jokers=freed,
    )


def replay_statements(
    table: Sequence[TableSet], statements: Sequence[Statement], may_touch_table: bool, problems: list[Problem]
) -> list[WorkingSet]:
    """The table's sets after ``statements`` (also used by the turn builder); what cannot be done goes into
    ``problems``."""
    working = [WorkingSet(tokens_of(s), i) for i, s in enumerate(table)]
    touched_table = False
    for statement in statements:
        if statement.op == "new":
            working.append(WorkingSet(list(statement.tokens), None))
            continue
        index = statement.set_number - 1
        if not 0 <= index < len(working):
            problems.append(Problem("tiles-no-such-set", {"number": statement.set_number}))
            continue
        target = working[index]
        touched_table |= target.start_index is not None
        if statement.op == "add":
            for token in statement.tokens:
                add_token(target.tokens, token)
        elif statement.op == "set":
            target.tokens = list(statement.tokens)
        else:
            for token in statement.tokens:
                if not remove_token(target.tokens, token):
                    problems.append(
                        Problem("tiles-not-in-set", {"tile": token_tile(token), "number": statement.set_number})
                    )
    if touched_table and not may_touch_table:
        problems.append(Problem("tiles-table-before-opening"))
    return working


def _sets_losing_a_joker(table: Sequence[TableSet], working: Sequence[WorkingSet]) -> list[TableSet]:
    """Start sets that hold fewer jokers after the script than before."""
    return [
        table[ws.start_index]
        for ws in working
        if ws.start_index is not None
        and sum(is_joker(token_tile(t)) for t in ws.tokens) < table[ws.start_index].tiles.count(JOKER)
    ]


def add_token(tokens: list[str], token: str) -> None:
    """Add a tile to a set; the exact tile a joker stands for takes the joker's place (the joker leaves the set)."""
    if not is_joker(token_tile(token)):
        stand_in = f"{JOKER}={token}"
        full_group = len(tokens) == 4 and len({t[1:] for t in tokens if not is_joker(token_tile(t))}) == 1
        for position, present in enumerate(tokens):
            if present == stand_in or (full_group and present == JOKER):
                tokens[position] = token
                return
    tokens.append(token)


def remove_token(tokens: list[str], token: str) -> bool:
    """Take a tile out of a set; False if the set does not hold it."""
    wanted = token_tile(token)
    for position, present in enumerate(tokens):
        if token_tile(present) == wanted:
            del tokens[position]
            return True
    return False


def _rack_share(tiles: Sequence[str], available: Counter[str]) -> int:
    """How many of these tiles may be counted as rack tiles, given what was played (not consumed)."""
    return sum(min(n, available[t]) for t, n in Counter(tiles).items())


def _value_from_rack_only(final_sets: Sequence[tuple[TableSet, int | None]], played: Counter[str]) -> int:
    available = Counter(played)
    value = 0
    for table_set, start_index in final_sets:
        if start_index is not None:
            continue
        needed = Counter(table_set.tiles)
        if not needed - available:
            available -= needed
            value += table_set.value()
    return value


def _check_jokers(
    table: Sequence[TableSet],
    final_sets: Sequence[tuple[TableSet, int | None]],
    played: Counter[str],
    opened: bool,
    options: Options,
) -> tuple[list[Problem], int]:
    problems: list[Problem] = []
    if options.locked_joker_sets:
        finals_by_start = {start: s for s, start in final_sets if start is not None}
        for index, start_set in enumerate(table):
            if JOKER not in start_set.tiles:
                continue
            final = finals_by_start.get(index)
            if final is None or Counter(start_set.tiles) - Counter(final.tiles) or not _same_jokers(start_set, final):
                problems.append(Problem("tiles-joker-set-locked", {"set": start_set.text()}))

    start_jokers = [(i, c) for i, s in enumerate(table) for c in s.joker_identities()]
    slots = [(f, c) for f, (s, _) in enumerate(final_sets) for c in s.joker_identities()]
    if not start_jokers:
        return problems, 0
    best: tuple[list[Problem], int] | None = None
    for chosen in itertools.permutations(range(len(slots)), len(start_jokers)):
        attempt = _judge_assignment(table, final_sets, played, opened, options, start_jokers, slots, chosen)
        if best is None or len(attempt[0]) < len(best[0]):
            best = attempt
    assert best is not None  # conservation guarantees at least as many final jokers as start jokers
    return problems + best[0], best[1]


def _same_jokers(before: TableSet, after: TableSet) -> bool:
    return all(any(a & b for b in after.joker_identities()) for a in before.joker_identities())


def _judge_assignment(
    table: Sequence[TableSet],
    final_sets: Sequence[tuple[TableSet, int | None]],
    played: Counter[str],
    opened: bool,
    options: Options,
    start_jokers: Sequence[tuple[int, frozenset[str]]],
    slots: Sequence[tuple[int, frozenset[str]]],
    chosen: Sequence[int],
) -> tuple[list[Problem], int]:
    """Problems if start joker k ended in slot ``chosen[k]``; unchosen slots hold jokers played from the rack."""
    problems: list[Problem] = []
    rack_joker_sets = Counter(slots[i][0] for i in range(len(slots)) if i not in chosen)
    freed = 0
    for (start_index, identity), slot_index in zip(start_jokers, chosen, strict=True):
        final_index, final_identity = slots[slot_index]
        start_set = table[start_index]
        final_set = final_sets[final_index][0]
        companions = Counter(t for t in start_set.tiles if not is_joker(t))
        if identity & final_identity and not _replaced(start_set, identity, final_sets, final_index):
            continue  # moved anywhere on the table still standing for the same tile (seed 002): free
        freed += 1
        if not opened:
            problems.append(Problem("tiles-joker-before-opening", {"set": start_set.text()}))
        real = [t for t in final_set.tiles if not is_joker(t)]
        from_rack = _rack_share(real, played) + rack_joker_sets[final_index]
        if from_rack < 2:
            problems.append(Problem("tiles-freed-joker-needs-rack-tiles", {"set": final_set.text()}))
        if options.joker_replacement_source == "rack_only":
            for candidate_set, _ in final_sets:
                held = Counter(candidate_set.tiles)
                takes_place = [t for t in identity if held[t]]
                if takes_place and sum((companions & held).values()) >= min(2, sum(companions.values())):
                    if not any(played[t] for t in takes_place):
                        problems.append(Problem("tiles-joker-replaced-from-table", {"set": start_set.text()}))
                    break
        if options.group3_joker_lock and start_set.kind == "group" and len(start_set.tiles) == 3:
            completed = any(
                s.kind == "group" and JOKER not in s.tiles and len(s.tiles) == 4 and not companions - Counter(s.tiles)
                for s, _ in final_sets
            )
            if not completed:
                problems.append(Problem("tiles-joker-group-locked", {"set": start_set.text()}))
    return problems, freed


def _replaced(
    start_set: TableSet,
    identity: frozenset[str],
    final_sets: Sequence[tuple[TableSet, int | None]],
    final_index: int,
) -> bool:
    """Whether a tile the joker stood for took its place: a final set other than the joker's holds that tile and
    what is left of the joker's start set (two of its companions, or all of them if fewer), while the joker's own
    set does not (a joker that stays with its companions was only moved: ``r4 r5 j r7 r8`` -> ``r4 r5 j`` and
    ``r6 r7 r8``)."""
    companions = Counter(t for t in start_set.tiles if not is_joker(t))
    needed = min(2, sum(companions.values()))

    def continues_start_set(table_set: TableSet) -> bool:
        return sum((companions & Counter(table_set.tiles)).values()) >= needed

    if continues_start_set(final_sets[final_index][0]):
        return False
    return any(
        index != final_index and any(t in identity for t in candidate.tiles) and continues_start_set(candidate)
        for index, (candidate, _) in enumerate(final_sets)
    )


def _new_marks(
    table: Sequence[TableSet], final_sets: Sequence[tuple[TableSet, int | None]], played: Counter[str]
) -> tuple[tuple[bool, ...], ...]:
    available = Counter(played)
    marks: list[tuple[bool, ...]] = []
    for table_set, start_index in final_sets:
        before = Counter(table[start_index].tiles) if start_index is not None else Counter[str]()
        extra = Counter(table_set.tiles) - before
        row: list[bool] = []
        for t in table_set.tiles:
            if extra[t] and available[t]:
                extra[t] -= 1
                available[t] -= 1
                row.append(True)
            else:
                row.append(False)
        marks.append(tuple(row))
    return tuple(marks)
