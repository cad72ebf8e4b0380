"""The bot renders from ``asyncio.to_thread``: renderers called from several threads at once give the same bytes."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import render
from render import LeaderboardRow, RenderContext
from tests.render.references import REFERENCES


def test_concurrent_renders_match_sequential_ones() -> None:
    jobs = list(REFERENCES.values()) * 4
    rows = [LeaderboardRow(rank, f"Joueur n°{rank} é", 20.5 - rank, rank, 30) for rank in range(1, 16)]
    jobs += [
        lambda rank=rank: render.leaderboard_png(rows[:rank], RenderContext((), "fr"))
        for rank in range(1, 16)
    ]
    expected = [job() for job in jobs]
    with ThreadPoolExecutor(max_workers=8) as pool:
        actual = list(pool.map(lambda job: job(), jobs))
    assert actual == expected
