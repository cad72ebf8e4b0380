"""Computer players for Tile Rummy at three levels. They see only their seat's ``TilesView`` and the legal actions.

* easy: a beginner: it plays as medium does, but it forgets to play (and draws) about one turn in seven, and looks
  at the table sets for places to add its tiles only two turns in five.
* medium: simple, good moves a careful human sees: the initial meld made of its own runs and groups (a joker
  completing a pair when short) as soon as it has one, then every set it can make from its rack, a joker with its
  best pair, and every tile that extends a table set; otherwise it draws.
* hard: the exact solver. It opens as soon as it can, then places the most tiles the whole table allows; it keeps
  its jokers back when laying one down does not win the round and costs the play at most one other tile, because a
  joker left on the rack is a free wildcard later (and a joker on the table can be taken by anyone).

Each play is built from the view and checked with the engine's own turn check and the options the view shows,
so ``apply`` accepts it. Every random choice comes from the ``random.Random`` given at creation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.ai.base import PlayerFactory
from bot.rules.tiles import TilesAction, TilesView
from bot.rules.tiles.actions import DRAW, Play
from bot.rules.tiles.notation import JOKER, is_joker
from bot.rules.tiles.options import Options
from bot.rules.tiles.script import Statement
from bot.rules.tiles.sets import TableSet
from bot.rules.tiles.simple import joker_sets, layoffs, opening_sets, rack_sets
from bot.rules.tiles.solver.plays import best_play
from bot.rules.tiles.turn import check_turn


def view_options(view: TilesView) -> Options:
    """The options that decide whether a play is accepted, as far as the view tells them."""
    return Options(
        initial_meld_min=view.initial_meld_min,
        opening_turn_table_play=view.opening_turn_table_play,
        joker_replacement_source=view.joker_replacement_source,
        group3_joker_lock=view.group3_joker_lock,
        locked_joker_sets=view.locked_joker_sets,
        must_play=view.must_play,
    )


def view_table(view: TilesView) -> tuple[TableSet, ...]:
    return tuple(TableSet(s.kind, s.tiles) for s in view.sets)


def opened(view: TilesView) -> bool:
    assert view.seat is not None
    return view.players[view.seat].opened


def fallback(legal: Sequence[TilesAction]) -> TilesAction:
    """Draw when allowed, else the first play the engine offers (must-play B or A)."""
    return DRAW if DRAW in legal else legal[0]


EASY_DRAW_CHANCE = 0.15  # easy forgets to play and draws this often
EASY_SEES_EXTENSIONS = 0.4  # easy looks at the table sets for its tiles only this often


class MediumTilesPlayer:
    """Medium, and easy as a medium that now and then forgets to play or to look at the table."""

    def __init__(self, rng: random.Random, draw_chance: float = 0.0, sees_extensions: float = 1.0) -> None:
        self.rng = rng
        self.draw_chance = draw_chance
        self.sees_extensions = sees_extensions

    def choose(self, view: TilesView, legal: Sequence[TilesAction]) -> TilesAction:
        if self.draw_chance and DRAW in legal and self.rng.random() < self.draw_chance:
            return DRAW
        rack = list(view.rack)
        table = view_table(view)
        options = view_options(view)
        statements: list[Statement] = []
        if not opened(view):
            sets = opening_sets(rack, view.initial_meld_min)
            if sets is None:
                return fallback(legal)
            statements = [Statement("new", 0, s.tiles) for s in sets]
        else:
            sets = rack_sets(rack)
            used = [t for s in sets for t in s.tiles]
            rest = list(rack)
            for t in used:
                rest.remove(t)
            sets += joker_sets(rest)
            statements = [Statement("new", 0, s.tiles) for s in sets]
            if self.sees_extensions >= 1.0 or self.rng.random() < self.sees_extensions:
                statements += self._extensions(table, rack, statements, options)
        if not statements:
            return fallback(legal)
        action = Play(tuple(statements))
        if view.must_play == "A" and action not in legal:
            return fallback(legal)
        return action

    @staticmethod
    def _extensions(
        table: tuple[TableSet, ...], rack: list[str], new_sets: list[Statement], options: Options
    ) -> list[Statement]:
        """Single tiles added to table sets, one after the other, each kept only if the whole play still holds."""
        left = list(rack)
        for s in new_sets:
            for t in s.tokens:
                left.remove(t)
        chosen: list[Statement] = []
        current = table
        for _ in range(len(left)):
            options_now = layoffs(current, left)
            for statement in options_now:
                trial = [*new_sets, *chosen, statement]
                result = check_turn(table, rack, trial, True, options)
                if not isinstance(result, list):
                    chosen.append(statement)
                    left.remove(statement.tokens[0])
                    current = _after(current, statement)
                    break
            else:
                break
        return chosen


def _after(table: tuple[TableSet, ...], statement: Statement) -> tuple[TableSet, ...]:
    result = check_turn(table, list(statement.tokens), [statement], True, Options())
    if isinstance(result, list):
        return table
    return result.table


class HardTilesPlayer:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: TilesView, legal: Sequence[TilesAction]) -> TilesAction:
        rack = list(view.rack)
        table = view_table(view)
        options = view_options(view)
        is_open = opened(view)
        best = best_play(table, rack, is_open, options)
        if best is None:
            return fallback(legal)
        statements, result = best
        jokers_played = result.played.count(JOKER)
        goes_out = len(result.played) == len(rack)
        if not is_open or goes_out or not jokers_played or view.must_play == "A":
            return Play(statements)
        without_jokers = [t for t in rack if not is_joker(t)]
        kept = best_play(table, without_jokers, is_open, options) if without_jokers else None
        if kept is not None and len(kept[1].played) >= len(result.played) - jokers_played - 1:
            return Play(kept[0])
        if kept is None and len(result.played) - jokers_played <= 1 and DRAW in legal and view.pool_size > 0:
            return DRAW
        return Play(statements)


PLAYERS: dict[str, PlayerFactory] = {
    "easy": lambda rng: MediumTilesPlayer(rng, EASY_DRAW_CHANCE, EASY_SEES_EXTENSIONS),
    "medium": MediumTilesPlayer,
    "hard": HardTilesPlayer,
}
