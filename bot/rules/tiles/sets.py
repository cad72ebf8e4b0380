"""Runs and groups: checking a set, placing its jokers, and saying what each joker stands for.

A set on the table is a ``TableSet``: its kind and its tiles in display order with jokers as ``j``. A run is stored
in ascending order, so a joker's position is its identity; a group's jokers stand for the colours it lacks.
``build_set`` turns typed tokens (``r5 r6 j``, ``j=r4``) into a ``TableSet`` or the problems that prevent it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bot.rules.base import Problem
from bot.rules.tiles.notation import (
    COLOURS,
    HIGHEST,
    JOKER,
    LOWEST,
    colour_of,
    is_joker,
    number_of,
    sort_key,
    text,
    tile,
    token_declared,
    token_tile,
)

Kind = Literal["run", "group"]
MIN_SET = 3


@dataclass(frozen=True)
class TableSet:
    kind: Kind
    tiles: tuple[str, ...]

    def joker_identities(self) -> tuple[frozenset[str], ...]:
        """For each joker, in order of appearance, the tiles it may stand for."""
        return tuple(candidates for t, candidates in zip(self.tiles, self.stands_for(), strict=True) if is_joker(t))

    def stands_for(self) -> tuple[frozenset[str], ...]:
        """Per position: empty for a number tile, the tiles a joker stands for otherwise."""
        if self.kind == "run":
            first = self._run_start()
            colour = next(colour_of(t) for t in self.tiles if not is_joker(t))
            return tuple(
                frozenset({tile(colour, first + i)}) if is_joker(t) else frozenset() for i, t in enumerate(self.tiles)
            )
        real = [t for t in self.tiles if not is_joker(t)]
        number = number_of(real[0])
        missing = frozenset(tile(c, number) for c in COLOURS) - set(real)
        return tuple(missing if is_joker(t) else frozenset() for t in self.tiles)

    def value(self) -> int:
        """Points of the set, each joker worth the number it stands for."""
        if self.kind == "run":
            first = self._run_start()
            return sum(range(first, first + len(self.tiles)))
        real = next(t for t in self.tiles if not is_joker(t))
        return number_of(real) * len(self.tiles)

    def _run_start(self) -> int:
        index, real = next((i, t) for i, t in enumerate(self.tiles) if not is_joker(t))
        return number_of(real) - index

    def text(self) -> str:
        return text(self.tiles)


def identity_text(candidates: frozenset[str]) -> str:
    return "/".join(sorted(candidates, key=sort_key))


def build_set(tokens: Sequence[str]) -> TableSet | list[Problem]:
    """The set these typed tokens make, or why they make none. Token order places undeclared jokers in a run only
    where the set leaves a choice: ``r5 r6 j`` is r5 r6 r7, but ``r12 r13 j`` is r11 r12 r13."""
    shown = {"set": text(tokens)}
    tiles = [token_tile(t) for t in tokens]
    real = [t for t in tiles if not is_joker(t)]
    if len(tiles) < MIN_SET:
        return [Problem("tiles-set-too-short", shown)]
    if not real:
        return [Problem("tiles-set-only-jokers", shown)]
    declared = [d for d in (token_declared(t) for t in tokens) if d is not None]
    same_number = len({number_of(t) for t in real}) == 1
    same_colour = len({colour_of(t) for t in real}) == 1
    if same_number and same_colour and len(real) == 1:
        if not declared:
            return [Problem("tiles-joker-ambiguous", shown)]
        # One number tile and two jokers: a declaration in the number's colour makes a run, another colour a group.
        if colour_of(declared[0]) == colour_of(real[0]) and declared[0] != real[0]:
            return _build_run(tokens, shown)
        return _build_group(tokens, shown)
    if same_number and not (same_colour and len(set(real)) > 1):
        return _build_group(tokens, shown)
    if same_colour:
        return _build_run(tokens, shown)
    return [Problem("tiles-set-mixed", shown)]


def _build_group(tokens: Sequence[str], shown: dict[str, str]) -> TableSet | list[Problem]:
    tiles = [token_tile(t) for t in tokens]
    real = [t for t in tiles if not is_joker(t)]
    number = number_of(real[0])
    problems: list[Problem] = []
    if len(tiles) > len(COLOURS):
        problems.append(Problem("tiles-group-too-long", shown))
    repeated = sorted({t for t, n in Counter(real).items() if n > 1}, key=sort_key)
    if repeated:
        problems.append(Problem("tiles-group-colour-repeat", {**shown, "tile": text(repeated)}))
    for declared in (d for d in (token_declared(t) for t in tokens) if d is not None):
        if number_of(declared) != number or declared in real:
            problems.append(Problem("tiles-joker-declaration-wrong", {**shown, "tile": declared}))
    if problems:
        return problems
    ordered = sorted(real, key=sort_key) + [JOKER] * (len(tiles) - len(real))
    return TableSet("group", tuple(ordered))


def _build_run(tokens: Sequence[str], shown: dict[str, str]) -> TableSet | list[Problem]:
    tiles = [token_tile(t) for t in tokens]
    real = [t for t in tiles if not is_joker(t)]
    colour = colour_of(real[0])
    if len(tiles) > HIGHEST - LOWEST + 1:
        return [Problem("tiles-run-too-long", shown)]
    repeated = sorted({t for t, n in Counter(real).items() if n > 1}, key=sort_key)
    if repeated:
        return [Problem("tiles-run-repeat", {**shown, "tile": text(repeated)})]
    fixed: dict[int, str] = {number_of(t): t for t in real}
    floating = 0
    for token in tokens:
        declared = token_declared(token)
        if declared is None:
            floating += token == JOKER
            continue
        if colour_of(declared) != colour or number_of(declared) in fixed:
            return [Problem("tiles-joker-declaration-wrong", {**shown, "tile": declared})]
        fixed[number_of(declared)] = JOKER
    typed_start = _typed_start(tokens)
    if typed_start is not None and typed_start >= LOWEST and typed_start + len(tokens) - 1 <= HIGHEST:
        return TableSet("run", tuple(tiles))
    # Not in place as typed (a joker typed after a 13 or before a 1 included): the set alone places the jokers.
    low, high = min(fixed), max(fixed)
    if LOWEST in fixed and HIGHEST in fixed and any(n not in fixed for n in range(low, high + 1)):
        return [Problem("tiles-run-wraps", shown)]
    gaps = [n for n in range(low, high + 1) if n not in fixed]
    if len(gaps) > floating:
        return [Problem("tiles-run-gap", shown)]
    for n in gaps:
        fixed[n] = JOKER
    spare = floating - len(gaps)
    if spare:
        room_below, room_above = low - LOWEST, HIGHEST - high
        if room_below and room_above:
            return [Problem("tiles-joker-ambiguous", shown)]
        if spare > room_below + room_above:
            return [Problem("tiles-run-too-long", shown)]
        for step in range(1, spare + 1):
            fixed[high + step if room_above else low - step] = JOKER
    first = min(fixed)
    return TableSet("run", tuple(fixed[n] for n in range(first, first + len(fixed))))


def _typed_start(tokens: Sequence[str]) -> int | None:
    """The number of the first position if the tiles, as typed, sit at their places of one ascending run (jokers
    where they were typed), else None."""
    start: int | None = None
    for index, token in enumerate(tokens):
        tile_here = token_declared(token) or token_tile(token)
        if is_joker(tile_here):
            continue
        position_start = number_of(tile_here) - index
        if start is None:
            start = position_start
        elif start != position_start:
            return None
    return start


def tokens_of(table_set: TableSet) -> list[str]:
    """Tokens that rebuild this set unchanged: run jokers carry their identity; group jokers stay plain, except
    beside a single number tile, where they are declared so the set still reads as a group."""
    if table_set.kind == "group":
        real = [t for t in table_set.tiles if not is_joker(t)]
        if len(real) > 1:
            return list(table_set.tiles)
        missing = sorted(table_set.joker_identities()[0], key=sort_key)
        return real + [f"{JOKER}={t}" for t in missing[: len(table_set.tiles) - 1]]
    return [
        f"{JOKER}={next(iter(candidates))}" if candidates else t
        for t, candidates in zip(table_set.tiles, table_set.stands_for(), strict=True)
    ]
