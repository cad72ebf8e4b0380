"""``python -m bench`` (``make bench``): run the quick benchmarks one after another and print their figures.

The tournament and the full soak (1,000 games) take much longer; run them on their own:
``python -m bench.tournament``, ``python -m bench.soak``.
"""

from __future__ import annotations

import subprocess
import sys

QUICK = (
    ["bench.cards_selfplay"],
    ["bench.railroad_selfplay"],
    ["bench.mu_selfplay"],
    ["bench.tiles_selfplay"],
    ["bench.gin_best_melds"],
    ["bench.render"],
    ["bench.panel_controls", "--games", "1"],
    ["bench.leaderboard"],
    ["bench.ai_pace", "--games", "1", "--moves", "20"],
    ["bench.tiles_solver", "--random", "150", "--hard", "30", "--initial", "60"],
    ["bench.store", "--seconds", "3"],
    ["bench.soak", "--games", "5", "--window", "5", "--channels", "5"],
    ["bench.scale", "--tables", "25", "--seconds", "15", "--warmup", "3"],
)


def main() -> int:
    failed = 0
    for command in QUICK:
        print(f"\n### python -m {' '.join(command)}", flush=True)
        failed += subprocess.run([sys.executable, "-m", *command], check=False).returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
