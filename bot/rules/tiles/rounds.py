"""Starting a round: the draw for the first player, the shuffle and the deal."""

from __future__ import annotations

import random

from bot.rules.tiles.notation import JOKER_PENALTY, all_tiles, is_joker, number_of
from bot.rules.tiles.options import Options

RACK_SIZE = 14


def draw_for_first_player(players: int, options: Options, rng: random.Random) -> tuple[int, tuple[tuple[int, str], ...]]:
    """Every contender draws one tile; the highest starts, tied players draw again.

    A joker is drawn again (``start_draw_joker=redraw``) or counts 30 (``counts_30``, two jokers then tie).
    Returns the starter and every draw in order, for the table to show.
    """
    pool = all_tiles()
    rng.shuffle(pool)
    draws: list[tuple[int, str]] = []
    contenders = list(range(players))
    while True:
        values: dict[int, int] = {}
        if len(pool) < 3 * len(contenders):  # endless ties: every drawn tile goes back
            pool = all_tiles()
            rng.shuffle(pool)
        for seat in contenders:
            drawn = pool.pop()
            draws.append((seat, drawn))
            while is_joker(drawn) and options.start_draw_joker == "redraw":
                drawn = pool.pop()
                draws.append((seat, drawn))
            values[seat] = JOKER_PENALTY if is_joker(drawn) else number_of(drawn)
        best = max(values.values())
        contenders = [seat for seat in contenders if values[seat] == best]
        if len(contenders) == 1:
            return contenders[0], tuple(draws)


def deal(players: int, rng: random.Random) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """(pool, racks): every drawn tile went back, the 106 tiles are shuffled and 14 dealt to each seat."""
    pool = all_tiles()
    rng.shuffle(pool)
    racks = []
    for _seat in range(players):
        racks.append(tuple(pool[-RACK_SIZE:]))
        del pool[-RACK_SIZE:]
    return tuple(pool), tuple(racks)
