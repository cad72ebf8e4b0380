"""What the Discord side works out for every seat at every change of a table: ``python -m bench.panel_controls``.

After each committed move the presenter decides, seat by seat, whether that player's hand DM has news: it works
out the controls the seat's panel offers now (or ahead of its turn) and their stamp (``seat_stamp``). That runs on
the event loop, so it must stay well under a millisecond or two for a whole table. Here games of each kind are
played by easy computer players, and at every step the controls and stamps of all seats are timed (CPU time).
Goal: p95 <= 2 ms per update for the whole table.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass
from typing import Any

from bot import games
from bot.discord.hands import panel_controls
from bot.discord.panels import seat_stamp


@dataclass
class TableAtStep:
    """The part of a ``Table`` that the controls and their stamp read."""

    rules: Any
    state: Any
    status: str = "running"

    def view(self, seat: int | None) -> Any:
        return self.rules.view(self.state, seat)

    def controls(self, seat: int) -> Any:
        return games.get(self.rules.id).panel.controls(self.state, seat, None)

    def ready_controls(self, seat: int) -> Any:
        return games.get(self.rules.id).panel.ready_controls(self.state, seat)


def update_times(kind: str, games_played: int, steps: int) -> list[float]:
    """CPU milliseconds to work out every seat's controls and stamp, once per step of each game."""
    declaration = games.get(kind)
    rules, seats = declaration.rules, declaration.showcase_seats
    times: list[float] = []
    for number in range(games_played):
        rng = random.Random(number)
        state = rules.new_game(seats, rules.options(None, {}), rng)
        players = [declaration.player("easy", random.Random(f"{number}:{seat}")) for seat in range(seats)]
        for _ in range(steps):
            if rules.is_over(state):
                break
            table = TableAtStep(rules, state)
            started = time.process_time()
            for seat in range(seats):
                shown, _ready = panel_controls(table, seat)  # type: ignore[arg-type]
                seat_stamp(table, seat, shown)  # type: ignore[arg-type]
            times.append((time.process_time() - started) * 1000)
            seat = rules.to_act(state)[0]
            action = players[seat].choose(rules.view(state, seat), rules.legal(state, seat))
            state, _events = rules.apply(state, seat, action, rng)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per kind")
    parser.add_argument("--steps", type=int, default=300, help="steps per game at most")
    arguments = parser.parse_args()
    for declaration in games.BUILTIN:
        kind, seats = declaration.id, declaration.showcase_seats
        times = sorted(update_times(kind, arguments.games, arguments.steps))
        p95 = times[int(len(times) * 0.95)]
        print(f"{kind:9} {seats} seats, {len(times):5} updates: every seat's controls and stamp p50 "
              f"{statistics.median(times):.2f} ms, p95 {p95:.2f} ms, worst {times[-1]:.2f} ms (goal p95 <= 2 ms)")


if __name__ == "__main__":
    main()
