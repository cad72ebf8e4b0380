"""Mü random self-play speed: ``python -m bench.mu_selfplay [games]``.

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


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
