"""Exact minimum deadwood on 11-card hands: ``bot.rules.gin.best_melds`` latency percentiles.

Run: ``.venv/bin/python -m bench.gin_best_melds``. Every hand is timed with an empty memo (the cache is cleared
before each call), so the figures are the full search, not cache hits. Times are the thread's CPU time (what one
core spends, unaffected by other processes taking the CPU); the wall-clock p99 is printed alongside. Two samples: uniformly random hands, and
meld-rich hands (11 cards from 7 consecutive ranks), where arrangements compete most. Also times the knock check
(the best discard among 11). Goal: p99 < 1 ms.
"""

from __future__ import annotations

import gc
import random
import sys
import time
from collections.abc import Callable

from bot.rules.cards import Card, standard_deck
from bot.rules.deadwood import best_discards, mask_of
from bot.rules.gin import best_melds

HANDS = 3000


def timed(hands: list[list[Card]], work: Callable[[list[Card]], object]) -> tuple[list[float], list[float]]:
    cpu, wall = [], []
    gc.disable()  # a collection pause is not the search's cost
    for hand in hands:
        start_wall, start_cpu = time.perf_counter(), time.thread_time()
        work(hand)
        cpu.append(time.thread_time() - start_cpu)
        wall.append(time.perf_counter() - start_wall)
    gc.enable()
    return sorted(cpu), sorted(wall)


def at(durations: list[float], fraction: float) -> float:
    return durations[min(len(durations) - 1, int(fraction * len(durations)))] * 1000


def report(label: str, durations: tuple[list[float], list[float]]) -> None:
    cpu, wall = durations
    print(f"{label:34} CPU p50 {at(cpu, 0.5):.3f} ms  p90 {at(cpu, 0.9):.3f} ms  p99 {at(cpu, 0.99):.3f} ms  "
          f"max {cpu[-1] * 1000:.3f} ms | wall p99 {at(wall, 0.99):.3f} ms")


def main() -> int:
    rng = random.Random(7)
    deck = standard_deck()
    uniform = [rng.sample(deck, 11) for _ in range(HANDS)]
    rich = []
    for _ in range(HANDS):
        low = rng.randint(1, 7)
        rich.append(rng.sample([c for c in deck if low <= c.rank < low + 7], 11))
    print(f"{HANDS} hands of 11 cards per sample, empty memo for every hand")
    report("best_melds, random hands", timed(uniform, best_melds))
    report("best_melds, meld-rich hands", timed(rich, best_melds))
    report("best discard (knock check), random", timed(uniform, lambda hand: best_discards(mask_of(hand))))
    report("best discard (knock check), rich", timed(rich, lambda hand: best_discards(mask_of(hand))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
