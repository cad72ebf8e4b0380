"""Computer players against each other: win rates, ordering of levels with 95% intervals, think time.

    python -m bench.tournament [--games N] [--game ID ...] [--jobs J]
    python -m bench.tournament --baseline gin:hard-search [--games N]   (hard against a player kept for measurement;
                                                                         rummy:hard-search too)

Heads-up games (Tile Rummy, Rummy, Gin) play every pairing of levels, seats alternating; RailRoad Rummy and Mü seat
one player of each level at three seats, going through every seating order (who sits after whom matters there: the
player after a weak one picks up its gifts). A game's "result" for a player is
1 for first place, 0 for last, linear in between (ties share), so averages compare across player counts.
Each game runs a whole match to the end, only through views and legal actions, as the bot's tables do.
Think time is a computer seat's whole turn as a table runs it off the event loop: its view, its legal moves (Tile
Rummy's solver search among them) and its choice. Printed, never asserted: these machines are shared and noisy.
"""

from __future__ import annotations

import argparse
import itertools
import math
import statistics
import time
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from bot import games as games_declared
from bot.ai import gin as gin_players
from bot.ai import rummy as rummy_players
from bot.ai import selfplay
from bot.ai.base import LEVELS, PlayerFactory
from bot.rules import registry

MAX_ACTIONS = 20_000  # a safety net: no real match comes near it


@dataclass
class Match:
    kind: str
    levels: tuple[str, ...]
    results: tuple[float, ...] = ()
    finished: bool = True
    think_ms: dict[str, list[float]] = field(default_factory=dict)


BASELINES: dict[str, dict[str, PlayerFactory]] = {"gin": gin_players.BASELINES, "rummy": rummy_players.BASELINES}


def play(kind: str, levels: Sequence[str], seed: int) -> Match:
    game = selfplay.play(kind, levels, seed, max_actions=MAX_ACTIONS, clock=time.process_time,
                         baselines=BASELINES.get(kind))
    rules = registry.get(kind)
    match = Match(kind, tuple(levels), think_ms=defaultdict(list))
    for seat, seconds in zip(game.seats, game.think_seconds, strict=True):
        match.think_ms[levels[seat]].append(seconds * 1000)
    match.think_ms = dict(match.think_ms)
    outcome = rules.outcome(game.state)
    if outcome is None:
        match.finished = False
        return match
    worst = len(levels)
    match.results = tuple((worst - rank) / (worst - 1) for rank in outcome.ranking)
    return match


def heads_up(kind: str) -> bool:
    """Games two can play are played level against level; the others with the three levels at one table."""
    return games_declared.get(kind).rules.min_players == 2


def schedule(kind: str, games: int) -> list[tuple[str, tuple[str, ...], int]]:
    tables = list(itertools.combinations(LEVELS, 2)) if heads_up(kind) else [tuple(LEVELS)]
    jobs: list[tuple[str, tuple[str, ...], int]] = []
    for table in tables:
        orders = list(itertools.permutations(table))
        for number in range(games):
            jobs.append((kind, orders[number % len(orders)], 1000 * number + len(jobs)))
    return jobs


def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% confidence interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, float("nan")
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def ahead_of(match: Match, level: str, other: str) -> float:
    mine, theirs = match.results[match.levels.index(level)], match.results[match.levels.index(other)]
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def report(kind: str, matches: Sequence[Match]) -> None:
    unfinished = sum(1 for m in matches if not m.finished)
    done = [m for m in matches if m.finished]
    print(f"\n== {kind}: {len(done)} matches ({unfinished} unfinished)")
    for pair in itertools.combinations(LEVELS, 2):
        # Heads-up: who won; at three seats: who finished ahead of whom (a tie counts half).
        games = [m for m in done if set(pair) <= set(m.levels)]
        ahead = [ahead_of(m, pair[1], pair[0]) for m in games]
        if ahead:
            mean, half = interval(ahead)
            verb = "wins" if heads_up(kind) else "finishes ahead"
            print(f"   {pair[1]:>6} vs {pair[0]:<6}: {pair[1]} {verb} {mean:6.1%} ± {half:.1%} over {len(ahead)} games")
    per_level: dict[str, list[float]] = defaultdict(list)
    think: dict[str, list[float]] = defaultdict(list)
    for m in done:
        for level, result in zip(m.levels, m.results, strict=True):
            per_level[level].append(result)
        for level, times in m.think_ms.items():
            think[level].extend(times)
    for level in reversed(LEVELS):
        if per_level[level]:
            mean, half = interval(per_level[level])
            print(f"   {level:>6}: average result {mean:.3f} ± {half:.3f} (95%), "
                  f"think p50 {percentile(think[level], 0.5):.2f} ms, p99 {percentile(think[level], 0.99):.2f} ms, "
                  f"max {max(think[level], default=float('nan')):.1f} ms")
    means = {lvl: interval(per_level[lvl]) for lvl in LEVELS if per_level[lvl]}
    if len(means) == 3:
        ordered = means["hard"][0] > means["medium"][0] > means["easy"][0]
        separated = (means["hard"][0] - means["hard"][1] > means["medium"][0] + means["medium"][1]
                     and means["medium"][0] - means["medium"][1] > means["easy"][0] + means["easy"][1])
        print(f"   ordered hard > medium > easy: {ordered}; intervals apart: {separated}")


def against_baseline(kind: str, baseline: str, games: int, jobs: int) -> None:
    """Hard against a player kept for measurement, seats alternating, on the same seeds both ways round."""
    jobs_list = [(kind, ("hard", baseline) if n % 2 == 0 else (baseline, "hard"), 1000 * (n // 2)) for n in
                 range(games)]
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        matches = [m for m in pool.map(play, *zip(*jobs_list, strict=True), chunksize=2) if m.finished]
    mean, half = interval([ahead_of(m, "hard", baseline) for m in matches])
    think = [ms for m in matches for ms in m.think_ms.get("hard", [])]
    theirs = [ms for m in matches for ms in m.think_ms.get(baseline, [])]
    print(f"\n== {kind}: hard vs {baseline}: hard wins {mean:6.1%} ± {half:.1%} over {len(matches)} matches; "
          f"hard think p50 {percentile(think, 0.5):.2f} ms, p99 {percentile(think, 0.99):.2f} ms; "
          f"{baseline} think p50 {percentile(theirs, 0.5):.2f} ms, p99 {percentile(theirs, 0.99):.2f} ms, "
          f"max {max(theirs, default=float('nan')):.1f} ms ({time.perf_counter() - started:.0f} s with {jobs} processes)")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="matches per pairing (default 500)")
    parser.add_argument("--game", action="append", choices=list(registry.BUILTIN_GAMES), help="only these games")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--baseline", action="append", default=[],
                        choices=[f"{g}:{name}" for g, names in BASELINES.items() for name in names],
                        help="play hard against this player kept for measurement instead")
    args = parser.parse_args(argv)
    if args.baseline:
        for choice in args.baseline:
            kind, baseline = choice.split(":")
            against_baseline(kind, baseline, args.games, args.jobs)
        return
    games = args.game or list(registry.BUILTIN_GAMES)
    for kind in games:
        jobs = schedule(kind, args.games)
        started = time.perf_counter()
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            matches = list(pool.map(play, *zip(*jobs, strict=True), chunksize=4))
        report(kind, matches)
        print(f"   ({time.perf_counter() - started:.0f} s with {args.jobs} processes)")


if __name__ == "__main__":
    main()
