"""Tile Rummy's exact solver: the best play from a rack onto a table, the best initial meld, or a given placement.

- ``exact``: the solver itself on plain tile lists (``solve_max``, ``solve_initial``, ``solve_place``,
  ``can_place_anything``), knowing nothing of the engine; its docstring says what each answers and how;
- ``search``: the branch and bound over the numbers 1..13 that ``exact`` runs;
- ``plays``: the engine's bridge, which turns what the solver finds into turn scripts and keeps only plays the
  engine's joker rules accept (hints, must-play, auto-place, the hard computer player).
"""

from bot.rules.tiles.solver.exact import Solution, can_place_anything, solve_initial, solve_max, solve_place
from bot.rules.tiles.solver.plays import best_play, checking_options, place_play, tokens_for

__all__ = [
    "Solution",
    "best_play",
    "can_place_anything",
    "checking_options",
    "place_play",
    "solve_initial",
    "solve_max",
    "solve_place",
    "tokens_for",
]
