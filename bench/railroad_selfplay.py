"""RailRoad Rummy benchmarks.

``python -m bench.railroad_selfplay [games] [players]``: random self-play speed. Every seat (claimants included)
picks uniformly among ``legal()``; one action = one ``legal`` call plus one ``apply``. Prints actions per second
over the whole run, per-game rates (median and spread) and per-action latency percentiles. Goal (issue 3): at least
2,000 actions per second on one core.

``python -m bench.railroad_selfplay levels [games]``: the computer players' levels at one table (easy, medium and
hard, every seating order in turn). Prints each level's mean final score per game (golf: lower is better) with a 95%
interval, its win rate, and the p99 think time per decision. Goal (issue 7): hard < medium < easy in points.
"""

from __future__ import annotations

import itertools
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


def levels_table(games: int) -> None:
    import bot.ai.railroad  # noqa: F401  (registers the players)
    from bot.ai.base import LEVELS
    from bot.games import make_player

    scores: dict[str, list[int]] = {level: [] for level in LEVELS}
    wins: dict[str, float] = dict.fromkeys(LEVELS, 0.0)
    think: list[float] = []
    orders = list(itertools.permutations(LEVELS))
    for seed in range(games):
        # Every seating order in turn: who sits after whom matters (the next seat gets first go at a discard).
        seating = list(orders[seed % len(orders)])
        rng = random.Random(seed)
        players = [make_player("railroad", level, random.Random(seed * 31 + i)) for i, level in enumerate(seating)]
        state = RULES.new_game(len(seating), RULES.options(None, {}), rng)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            started = time.perf_counter()
            action = players[seat].choose(RULES.view(state, seat), RULES.legal(state, seat))
            think.append(time.perf_counter() - started)
            state, _events = RULES.apply(state, seat, action, rng)
        outcome = RULES.outcome(state)
        assert outcome is not None
        firsts = [seat for seat, rank in enumerate(outcome.ranking) if rank == 1]
        for seat, level in enumerate(seating):
            scores[level].append(state.scores[seat])
            if seat in firsts:
                wins[level] += 1 / len(firsts)
    print(f"RailRoad Rummy levels: {games} games, one easy, one medium and one hard player, every seating order in turn")
    for level in LEVELS:
        values = scores[level]
        mean = statistics.fmean(values)
        half = 1.96 * statistics.stdev(values) / len(values) ** 0.5
        print(
            f"  {level:6} mean score {mean:6.1f} ± {half:4.1f} (95%), "
            f"wins {100 * wins[level] / games:5.1f}%"
        )
    ms = [value * 1e3 for value in think]
    print(f"  think time per decision: median {statistics.median(ms):.2f} ms, p99 {percentile(ms, 0.99):.1f} ms")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "levels":
        levels_table(int(sys.argv[2]) if len(sys.argv) > 2 else 300)
        return
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
