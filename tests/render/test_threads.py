"""The bot renders from ``asyncio.to_thread``: renderers called from several threads at once give the same bytes."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import render
from render import LeaderboardRow, RenderContext
from render.layout import Column, Row, Text
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


class Gate:
    """A block whose width is only known once every thread has reached it."""

    def __init__(self, barrier: threading.Barrier) -> None:
        self.barrier = barrier

    @property
    def width(self) -> int:
        self.barrier.wait(timeout=5)
        return 1

    height = 1


def test_sizes_worked_out_in_two_threads_at_once_never_wait_for_each_other():
    """Two pictures drawn at once, one a row holding a column, the other a column holding a row: each thread is
    inside its outer block's width when it asks for the inner one's. A lock per size (functools.cached_property
    before Python 3.12) made each wait for the other's for good, and every drawing thread with them."""
    barrier = threading.Barrier(2)
    pictures = [Row([Gate(barrier), Column([Text("a")])]), Column([Gate(barrier), Row([Text("b")])])]
    widths: list[int] = []
    threads = [threading.Thread(target=lambda block=block: widths.append(block.width), daemon=True)
               for block in pictures]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    assert not any(thread.is_alive() for thread in threads)
    assert len(widths) == 2
