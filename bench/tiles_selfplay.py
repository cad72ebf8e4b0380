"""Tile Rummy self-play: ``python -m bench.tiles_selfplay [games]``.

Random legal self-play: each action is what a table does for a move (``to_act``, ``legal``, a random choice,
``apply``); prints actions per second over whole one-round games (2 to 4 players, every preset) and the
percentiles of one action's time. ``legal`` asks the solver for the best play, so this also measures the solver
in real positions. Times are CPU time of this process (the machine is shared, so wall time says more about the
neighbours than about the code); wall time is printed too.

``python -m bench.tiles_selfplay match [games] [level] [level]`` instead plays heads-up one-round games between
two computer levels (default hard vs easy, seats alternating) and prints the first level's win share with a 95%
Wilson interval, the average round score, and think time per decision.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time

import bot.ai.tiles  # noqa: F401  (registers the Tile Rummy players)
from bot.games import make_player
from bot.rules.tiles import RULES


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def random_selfplay(games: int) -> None:
    action_times: list[float] = []
    total_actions = 0
    started = time.perf_counter()
    cpu_started = time.process_time()
    for game in range(games):
        rng = random.Random(game)
        preset = RULES.presets[game % len(RULES.presets)]
        state = RULES.new_game(2 + game % 3, RULES.options(preset, {"match_end": "rounds:1"}), rng)
        while not RULES.is_over(state):
            t0 = time.process_time()
            (seat,) = RULES.to_act(state)
            legal = RULES.legal(state, seat)
            state, _ = RULES.apply(state, seat, legal[rng.randrange(len(legal))], rng)
            action_times.append(time.process_time() - t0)
            total_actions += 1
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    ms = [t * 1000 for t in action_times]
    print(f"random self-play: {games} games, {total_actions} actions in {cpu:.1f} s CPU ({elapsed:.1f} s wall)")
    print(f"  {total_actions / cpu:.0f} actions/s of CPU ({total_actions / elapsed:.0f} actions/s wall)")
    print(
        f"  per action: median {statistics.median(ms):.2f} ms, p90 {percentile(ms, 0.9):.2f} ms, "
        f"p99 {percentile(ms, 0.99):.2f} ms, max {max(ms):.1f} ms"
    )


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def match(games: int, first: str, second: str) -> None:
    wins = 0.0
    scores: list[int] = []
    think: dict[str, list[float]] = {first: [], second: []}
    for game in range(games):
        rng = random.Random(10_000 + game)
        levels = [first, second] if game % 2 == 0 else [second, first]
        players = [make_player("tiles", level, random.Random(game * 7 + i)) for i, level in enumerate(levels)]
        state = RULES.new_game(2, RULES.options(None, {"match_end": "rounds:1"}), rng)
        while not RULES.is_over(state):
            (seat,) = RULES.to_act(state)
            t0 = time.process_time()
            view, legal = RULES.view(state, seat), RULES.legal(state, seat)
            action = players[seat].choose(view, legal)
            think[levels[seat]].append(time.process_time() - t0)
            state, _ = RULES.apply(state, seat, action, rng)
        outcome = RULES.outcome(state)
        assert outcome is not None
        me = levels.index(first)
        scores.append(outcome.scores[me])
        if outcome.ranking[me] == 1:
            wins += 0.5 if outcome.ranking[1 - me] == 1 else 1.0
    low, high = wilson(wins, games)
    print(f"{first} vs {second}, {games} heads-up one-round games (default preset, seats alternating)")
    print(f"  {first} wins {wins / games:.1%} (95% CI {low:.1%}-{high:.1%}); average round score {statistics.mean(scores):+.1f}")
    for level, times in think.items():
        ms = [t * 1000 for t in times]
        print(f"  {level} decision time, view + legal + choose (CPU): median {statistics.median(ms):.2f} ms, p99 {percentile(ms, 0.99):.2f} ms")


def main(argv: list[str]) -> None:
    if argv and argv[0] == "match":
        games = int(argv[1]) if len(argv) > 1 else 40
        first = argv[2] if len(argv) > 2 else "hard"
        second = argv[3] if len(argv) > 3 else "easy"
        match(games, first, second)
    else:
        random_selfplay(int(argv[0]) if argv else 12)


if __name__ == "__main__":
    main(sys.argv[1:])
