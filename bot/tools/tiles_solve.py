"""Command line for the Tile Rummy solver: ``python -m bot.tools.tiles_solve < positions.jsonl``.

Reads one JSON object per line::

    {"id": 1, "table": [["r5", "r6", "r7"]], "rack": ["b13", "j"], "mode": "max"}

``mode`` is ``max`` (default), ``initial`` (optional ``minimum``, default 30) or ``place`` (with ``wanted``, the rack
tiles to lay down). Writes one JSON line per input line, in order::

    {"id": 1, "mode": "max", "placed": [...], "sets": [[...], ...], "ms": 0.42}

``sets`` is the whole final table in ``max`` and ``place`` mode and only the new sets in ``initial`` mode; when no
initial meld (or no placement of the wanted tiles) exists, ``placed`` and ``sets`` are empty. ``ms`` is the solve
time. A line that cannot be solved (bad JSON, unknown tile, too many copies, a table that cannot be arranged)
gets ``{"id": ..., "mode": ..., "error": "..."}`` and the next lines are still answered.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterable, Iterator
from typing import Any

from bot.rules.tiles.solver import Solution, solve_initial, solve_max, solve_place

MODES = ("max", "initial", "place")


def _solve(request: dict[str, Any], mode: str) -> Solution | None:
    table = request.get("table", [])
    rack = request.get("rack", [])
    if mode == "max":
        return solve_max(table, rack)
    if mode == "initial":
        return solve_initial(rack, int(request.get("minimum", 30)))
    return solve_place(table, rack, request.get("wanted", []))


def answer(line: str) -> dict[str, Any]:
    """The JSON object answering one input line."""
    request_id: Any = None
    mode = "max"
    try:
        request = json.loads(line)
        if not isinstance(request, dict):
            raise ValueError("each line must be a JSON object")
        request_id = request.get("id")
        mode = request.get("mode", "max")
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r} (expected one of {', '.join(MODES)})")
        started = time.perf_counter()
        solution = _solve(request, mode)
        elapsed = (time.perf_counter() - started) * 1000
    except (ValueError, TypeError, AttributeError) as error:
        return {"id": request_id, "mode": mode, "error": str(error)}
    placed = list(solution.placed) if solution else []
    sets = [list(table_set) for table_set in solution.sets] if solution else []
    return {"id": request_id, "mode": mode, "placed": placed, "sets": sets, "ms": round(elapsed, 3)}


def answers(lines: Iterable[str]) -> Iterator[str]:
    for line in lines:
        if line.strip():
            yield json.dumps(answer(line))


def main() -> None:
    for output in answers(sys.stdin):
        sys.stdout.write(output + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
