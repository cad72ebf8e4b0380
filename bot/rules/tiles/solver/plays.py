"""The engine's bridge to the exact solver (``exact.py``): plays it finds, turned into turn scripts.

The solver rearranges the table freely; the joker rules (a freed joker needs two rack tiles, the
replacing tile may have to come from the rack) are the engine's. So every play found here is checked with
``check_turn`` and, when the best arrangement breaks a joker rule, the search is repeated with the sets that hold
a joker kept as they are, which can never free one.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence

from bot.rules.tiles.notation import JOKER, colour_of, is_joker, number_of, tile
from bot.rules.tiles.options import Options
from bot.rules.tiles.script import Statement
from bot.rules.tiles.sets import TableSet
from bot.rules.tiles.solver import exact
from bot.rules.tiles.turn import TurnResult, check_turn


def tokens_for(solver_set: Sequence[str]) -> tuple[str, ...]:
    """Tokens that ``build_set`` reads as the set the solver meant: jokers next to a single number tile, the only
    ambiguous case, are declared (as a run when the positions allow it, else as a group)."""
    real = [(i, t) for i, t in enumerate(solver_set) if not is_joker(t)]
    if len(real) != 1:
        return tuple(solver_set)
    index, only = real[0]
    start = number_of(only) - index
    if start >= 1 and start + len(solver_set) - 1 <= 13:
        return tuple(
            f"{JOKER}={tile(colour_of(only), start + i)}" if is_joker(t) else t for i, t in enumerate(solver_set)
        )
    others = [tile(c, number_of(only)) for c in "rbko" if c != colour_of(only)]
    return tuple(f"{JOKER}={others.pop()}" if is_joker(t) else t for t in solver_set)


def statements_for_table(table: Sequence[TableSet], final: Sequence[Sequence[str]]) -> tuple[Statement, ...]:
    """A script turning ``table`` into ``final`` (a whole table): unchanged sets are left alone, changed sets are
    restated under the number of the old set they share most tiles with, the rest are new sets."""
    remaining = list(range(len(table)))
    pending: list[Sequence[str]] = []
    for final_set in final:
        same = next((i for i in remaining if Counter(table[i].tiles) == Counter(final_set)), None)
        if same is None:
            pending.append(final_set)
        else:
            remaining.remove(same)
    statements: list[Statement] = []
    new_sets: list[Statement] = []
    for final_set in pending:
        overlap = [(sum((Counter(table[i].tiles) & Counter(final_set)).values()), i) for i in remaining]
        best = max(overlap, default=(0, -1))
        if best[0] > 0:
            remaining.remove(best[1])
            statements.append(Statement("set", best[1] + 1, tokens_for(final_set)))
        else:
            new_sets.append(Statement("new", 0, tokens_for(final_set)))
    statements.extend(Statement("set", i + 1, ()) for i in remaining)
    return tuple(statements + new_sets)


def new_set_statements(sets: Sequence[Sequence[str]]) -> tuple[Statement, ...]:
    return tuple(Statement("new", 0, tokens_for(s)) for s in sets)


def table_lists(table: Sequence[TableSet]) -> tuple[tuple[str, ...], ...]:
    return tuple(s.tiles for s in table)


def best_play(
    table: Sequence[TableSet], rack: Sequence[str], opened: bool, options: Options
) -> tuple[tuple[Statement, ...], TurnResult] | None:
    """The solver's play placing the most rack tiles that the engine accepts (the best initial meld before
    opening), or None when there is none or no solver."""
    return _best_play(tuple(table), tuple(sorted(rack)), opened, checking_options(options))


def checking_options(options: Options) -> Options:
    """Only the options ``check_turn`` reads, so callers with other settings share the memo."""
    return Options(
        initial_meld_min=options.initial_meld_min,
        opening_turn_table_play=options.opening_turn_table_play,
        joker_replacement_source=options.joker_replacement_source,
        group3_joker_lock=options.group3_joker_lock,
        locked_joker_sets=options.locked_joker_sets,
    )


@functools.lru_cache(maxsize=256)  # legal(), the must-play check, hints and the computer players ask the same
def _best_play(
    table: tuple[TableSet, ...], rack: tuple[str, ...], opened: bool, options: Options
) -> tuple[tuple[Statement, ...], TurnResult] | None:
    if not rack:
        return None
    if not opened:
        solution = exact.solve_initial(tuple(rack), minimum=options.initial_meld_min)
        if solution is None or not solution.placed:
            return None
        return _accepted(table, rack, new_set_statements(solution.sets), opened, options)
    solution = exact.solve_max(table_lists(table), tuple(rack))
    if not solution.placed:
        return None
    found = _accepted(table, rack, statements_for_table(table, solution.sets), opened, options)
    if found is not None or not any(JOKER in s.tiles for s in table):
        return found
    loose = [s for s in table if JOKER not in s.tiles]
    kept = [s for s in table if JOKER in s.tiles]
    solution = exact.solve_max(table_lists(loose), tuple(rack))
    if not solution.placed:
        return None
    final = [s.tiles for s in kept] + [tuple(s) for s in solution.sets]
    return _accepted(table, rack, statements_for_table(table, final), opened, options)


def place_play(
    table: Sequence[TableSet], rack: Sequence[str], wanted: Sequence[str], opened: bool, options: Options
) -> tuple[Statement, ...] | None:
    """A script laying down exactly ``wanted`` (new sets only before opening), or None when none exists."""
    if not opened and not options.opening_turn_table_play:
        solution = exact.solve_place((), tuple(wanted), tuple(wanted))
        return None if solution is None else new_set_statements(solution.sets)
    solution = exact.solve_place(table_lists(table), tuple(rack), tuple(wanted))
    return None if solution is None else statements_for_table(table, solution.sets)


def placeable_tiles(table: Sequence[TableSet], rack: Sequence[str], options: Options) -> tuple[str, ...]:
    """The rack's distinct tiles, in rack order, that an opened player could lay down alone (``place_play``)."""
    return _placeable_tiles(tuple(table), tuple(rack), options.opening_turn_table_play)


@functools.lru_cache(maxsize=64)  # every build of a panel asks for the same position
def _placeable_tiles(table: tuple[TableSet, ...], rack: tuple[str, ...], table_play: bool) -> tuple[str, ...]:
    options = Options(opening_turn_table_play=table_play)
    return tuple(t for t in dict.fromkeys(rack) if place_play(table, rack, (t,), True, options) is not None)


def _accepted(
    table: Sequence[TableSet],
    rack: Sequence[str],
    statements: tuple[Statement, ...],
    opened: bool,
    options: Options,
) -> tuple[tuple[Statement, ...], TurnResult] | None:
    result = check_turn(table, rack, statements, opened, options)
    return None if isinstance(result, list) else (statements, result)
