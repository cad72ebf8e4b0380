"""Rendering speed, PNG sizes and picture sizes: ``python -m bench.render``.

Goals: a full Tile Rummy table (106 tiles in play) rendered and PNG-encoded with p95 <= 15 ms on one core and
<= 60 KB; a 14-tile or 14-card hand with p95 <= 8 ms. Every picture is 540 px wide (drawn for a phone's 360). Sprites and fonts are warmed up first: they are
built once per process. CPU time is the goal's measure (the machine is shared: wall time includes waiting).
"""

from __future__ import annotations

import dataclasses
import io
import random
import statistics
import time
from collections.abc import Callable

from PIL import Image

import render
from bot import games
from bot.rules.cards import standard_deck
from bot.rules.railroad import RULES as RAILROAD
from bot.rules.tiles import RULES as TILES
from bot.rules.tiles.views import SetView, TilesView
from render.context import LeaderboardRow, RenderContext

NAMES = ("Alice", "Bérénice", "Chen", "Dmitri")
RUNS = ((1, 4), (5, 8), (9, 13))


def full_tiles_table() -> TilesView:
    """Every one of the 106 tiles on the table: 24 runs (two copies of 1-13 in four colours) plus both jokers."""
    base = TILES.view(TILES.new_game(4, TILES.options(None, {}), random.Random(1)), None)
    sets: list[SetView] = []
    for copy in range(2):
        for colour in "rbko":
            for low, high in RUNS:
                tiles = [f"{colour}{n}" for n in range(low, high + 1)]
                stands = [""] * len(tiles)
                if copy == 1 and colour == "r" and low == 1:
                    tiles.append("j")
                    stands.append("r5")
                if copy == 1 and colour == "b" and low == 9:
                    tiles.insert(0, "j")
                    stands.insert(0, "b8")
                new = tuple(copy == 1 and colour == "o" for _ in tiles)
                sets.append(SetView(len(sets) + 1, "run", tuple(tiles), tuple(stands), new))
    return dataclasses.replace(base, sets=tuple(sets), pool_size=0, last_play_seat=2, to_act=3)


def rack_view(tiles: int = 14) -> TilesView:
    state = TILES.new_game(4, TILES.options(None, {}), random.Random(2))
    view = TILES.view(state, 0)
    return dataclasses.replace(view, rack=view.rack[:tiles])


def card_hand_view(cards: int = 14) -> object:
    view = RAILROAD.view(RAILROAD.new_game(4, RAILROAD.options(None, {}), random.Random(3)), 0)
    deck = standard_deck()
    random.Random(4).shuffle(deck)
    return dataclasses.replace(view, hand=tuple(sorted(deck[:cards])))


def measure(label: str, make: Callable[[], bytes], runs: int = 60) -> None:
    """CPU time of this thread (what one core spends, whatever else the machine runs) and wall time."""
    make()  # warm-up: builds sprites and fonts once
    cpu: list[float] = []
    wall: list[float] = []
    png = b""
    for _ in range(runs):
        start_cpu, start_wall = time.thread_time(), time.perf_counter()
        png = make()
        cpu.append((time.thread_time() - start_cpu) * 1000)
        wall.append((time.perf_counter() - start_wall) * 1000)
    cpu.sort()
    wall.sort()
    p95 = int(len(cpu) * 0.95) - 1
    with Image.open(io.BytesIO(png)) as image:
        width, height = image.size
    print(
        f"{label:<34} cpu p50 {statistics.median(cpu):6.2f} ms  p95 {cpu[p95]:6.2f} ms   "
        f"wall p50 {statistics.median(wall):6.2f} ms  p95 {wall[p95]:6.2f} ms   {len(png) / 1024:5.1f} KB"
        f"  {width}x{height}"
    )


def main() -> None:
    ctx = RenderContext(NAMES, "en")
    table = full_tiles_table()
    assert sum(len(s.tiles) for s in table.sets) == 106
    start = time.perf_counter()
    games.get("tiles").renderer.table_png(table, ctx)
    print(
        f"first table in a fresh process (palette, fonts, sprites built): {(time.perf_counter() - start) * 1000:.0f} ms"
    )
    measure("tiles table, 106 tiles in play", lambda: games.get("tiles").renderer.table_png(table, ctx))
    rack = rack_view()
    measure("tiles rack, 14 tiles", lambda: games.get("tiles").renderer.hand_png(rack, ctx))
    hand = card_hand_view()
    measure("card hand (RailRoad), 14 cards", lambda: games.get("railroad").renderer.hand_png(hand, ctx))
    rows = [
        LeaderboardRow(rank, f"Player {rank}", 30 - rank / 2, 20 - rank // 2, 40) for rank in range(1, 26)
    ]
    measure("leaderboard, 25 rows", lambda: render.leaderboard_png(rows, ctx))
    measure(
        "final scores, 4 players", lambda: render.final_scores_png([40, -10, -20, -10], [1, 2, 4, 2], ctx)
    )


if __name__ == "__main__":
    main()
