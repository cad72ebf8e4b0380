"""RailRoad Rummy random self-play speed: ``python -m bench.railroad_selfplay [games] [players]``.

Every seat (claimants included) picks uniformly among ``legal()``; one action = one ``legal`` call plus one
``apply``. Prints actions per second over the whole run, per-game rates (median and spread) and per-action latency
percentiles. Goal (issue 3): at least 2,000 actions per second on one core.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from bot.rules.railroad import RULES


def play_one(seed: int, players: int, latencies: list[float]) -> int:
    rng = random.Random(seed)
    state = RULES.new_game(players, RULES.options(None, {}), rng)
    actions = 0
    while not RULES.is_over(state):
        started = time.perf_counter()
        seats = RULES.to_act(state)
        seat = seats[rng.randrange(len(seats))]
        legal = RULES.legal(state, seat)
        state, _events = RULES.apply(state, seat, legal[rng.randrange(len(legal))], rng)
        latencies.append(time.perf_counter() - started)
        actions += 1
    return actions


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    latencies: list[float] = []
    rates: list[float] = []
    total_actions = 0
    started = time.perf_counter()
    for seed in range(games):
        before = time.perf_counter()
        actions = play_one(seed, players, latencies)
        rates.append(actions / (time.perf_counter() - before))
        total_actions += actions
    elapsed = time.perf_counter() - started
    micro = [value * 1e6 for value in latencies]
    print(f"RailRoad Rummy random self-play: {games} games of {players} players, {total_actions} actions")
    print(f"  overall: {total_actions / elapsed:,.0f} actions/s (goal >= 2,000)")
    print(
        f"  per game: median {statistics.median(rates):,.0f} actions/s, "
        f"min {min(rates):,.0f}, max {max(rates):,.0f}"
    )
    print(
        f"  per action (legal + apply): median {statistics.median(micro):.0f} us, "
        f"p90 {percentile(micro, 0.9):.0f} us, p99 {percentile(micro, 0.99):.0f} us, max {max(micro):.0f} us"
    )


if __name__ == "__main__":
    main()
