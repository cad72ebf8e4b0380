"""Random legal self-play for Rummy and Gin Rummy: actions per second on one core.

Run: ``.venv/bin/python -m bench.cards_selfplay``. Each game plays whole matches with uniformly random legal
actions (``legal`` + ``apply``, as the generic AI and the property tests do) in batches of about one second, and
prints the median and the slowest batch, plus the per-action latency percentiles. Rates and latencies use the
thread's CPU time (one core's work, unaffected by other processes on a shared machine). Goal: >= 2,000 actions/s.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

from bot.rules.gin import RULES as GIN
from bot.rules.rummy import RULES as RUMMY

BATCHES = 5
BATCH_SECONDS = 1.0


def batch(rules: Any, players: int, rng: random.Random, latencies: list[float]) -> float:
    """Actions per second over about one second of random play (new matches as needed)."""
    actions = 0
    start = time.thread_time()
    state = rules.new_game(players, rules.options(None, {}), rng)
    while time.thread_time() - start < BATCH_SECONDS:
        if rules.is_over(state):
            state = rules.new_game(players, rules.options(None, {}), rng)
        seat = rules.to_act(state)[0]
        began = time.thread_time()
        legal = rules.legal(state, seat)
        state, _events = rules.apply(state, seat, legal[rng.randrange(len(legal))], rng)
        latencies.append(time.thread_time() - began)
        actions += 1
    return actions / (time.thread_time() - start)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> int:
    rng = random.Random(1)
    print(f"random legal self-play, {BATCHES} batches of {BATCH_SECONDS:.0f} s of CPU time, one core")
    for name, rules, players in (("rummy (2 players)", RUMMY, 2), ("rummy (4 players)", RUMMY, 4),
                                 ("gin", GIN, 2)):
        latencies: list[float] = []
        rates = [batch(rules, players, rng, latencies) for _ in range(BATCHES)]
        print(f"{name:18} median {statistics.median(rates):8.0f} actions/s  slowest batch {min(rates):8.0f}  "
              f"per action p50 {percentile(latencies, 0.5) * 1e6:6.0f} us  p99 {percentile(latencies, 0.99) * 1e6:6.0f} us")
    return 0


if __name__ == "__main__":
    sys.exit(main())
