"""Mü random self-play speed: ``python -m bench.mu_selfplay [games]``.

``python -m bench.mu_selfplay levels [games per player count]`` instead pits the computer players against each
other (seats rotate easy, medium, hard) and prints each level's average final score with a 95% interval, its
share of wins and its think time per decision.

Each action is what a table does for a move: ``to_act``, ``legal``, a random choice, ``apply``. A second pass adds
the acting seat's ``view`` per action, as the bot renders after every move. Random players pass half the time in
the auction; uniform choices would almost never pass there, so nearly every hand would end in an Eklat and the
trick play would go unmeasured.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from bot.ai import mu as _mu_players  # noqa: F401  (registers the Mü players)
from bot.ai.base import LEVELS
from bot.games import make_player
from bot.rules.mu import RULES, MuAction, MuState, Pass

PLAYER_COUNTS = (3, 4, 5, 6)


def choose(state: MuState, seat: int, rng: random.Random) -> MuAction:
    legal = RULES.legal(state, seat)
    if state.phase == "auction" and rng.random() < 0.5:
        return Pass()
    return legal[rng.randrange(len(legal))]


def play_game(players: int, seed: int, with_views: bool) -> tuple[int, float, int]:
    """(actions, seconds, hands played) for one game to the default 200-point target."""
    rng = random.Random(seed)
    state = RULES.new_game(players, RULES.options(None, {}), rng)
    actions = 0
    start = time.perf_counter()
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        state, _events = RULES.apply(state, seat, choose(state, seat, rng), rng)
        if with_views:
            RULES.view(state, seat)
        actions += 1
    return actions, time.perf_counter() - start, state.hand_number


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main(games: int) -> None:
    for with_views in (False, True):
        rates: list[float] = []
        total_actions = 0
        total_seconds = 0.0
        hands: list[int] = []
        for index in range(games):
            actions, seconds, hand_count = play_game(
                PLAYER_COUNTS[index % len(PLAYER_COUNTS)], index, with_views
            )
            rates.append(actions / seconds)
            total_actions += actions
            total_seconds += seconds
            hands.append(hand_count)
        label = "apply + legal + view" if with_views else "apply + legal"
        print(
            f"{label:22} {games} games, {total_actions} actions, {total_actions / total_seconds:,.0f} actions/s overall;"
            f" per game actions/s median {statistics.median(rates):,.0f}, p10 {percentile(rates, 0.1):,.0f},"
            f" p90 {percentile(rates, 0.9):,.0f}; hands per game median {statistics.median(hands):.0f}"
        )


def levels_game(players: int, seed: int, think: dict[str, list[float]]) -> list[tuple[str, int, bool]]:
    """One game to 200 points; (level, final score, shares the win) per seat."""
    rng = random.Random(seed)
    seat_levels = [LEVELS[(seed + seat) % len(LEVELS)] for seat in range(players)]
    bots = [
        make_player("mu", level, random.Random(seed * 100 + seat)) for seat, level in enumerate(seat_levels)
    ]
    state = RULES.new_game(players, RULES.options(None, {}), rng)
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        view, legal = RULES.view(state, seat), RULES.legal(state, seat)
        start = time.perf_counter()
        action = bots[seat].choose(view, legal)
        think[seat_levels[seat]].append(time.perf_counter() - start)
        state, _events = RULES.apply(state, seat, action, rng)
    best = max(state.scores)
    return [(level, score, score == best) for level, score in zip(seat_levels, state.scores, strict=True)]


def levels(games: int) -> None:
    think: dict[str, list[float]] = {level: [] for level in LEVELS}
    for players in PLAYER_COUNTS:
        scores: dict[str, list[int]] = {level: [] for level in LEVELS}
        wins: dict[str, int] = dict.fromkeys(LEVELS, 0)
        for seed in range(games):
            for level, score, won in levels_game(players, seed, think):
                scores[level].append(score)
                wins[level] += won
        parts = []
        for level in LEVELS:
            values = scores[level]
            half_width = 1.96 * statistics.stdev(values) / len(values) ** 0.5
            parts.append(
                f"{level} {statistics.mean(values):6.1f} ± {half_width:4.1f} (wins {wins[level] / len(values):4.0%})"
            )
        print(f"{players} players, {games} games: " + "; ".join(parts))
    for level in LEVELS:
        times = think[level]
        print(
            f"think time {level:6}: median {statistics.median(times) * 1000:.2f} ms,"
            f" p99 {percentile(times, 0.99) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms"
        )


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments and arguments[0] == "levels":
        levels(int(arguments[1]) if len(arguments) > 1 else 30)
    else:
        main(int(arguments[0]) if arguments else 40)
