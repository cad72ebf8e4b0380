"""Writes that finish even when their caller is cancelled.

A game's save may be cancelled by its caller (a table closing, a process shutting down) just as the database
commits it. Cancelled at that await, the caller would never learn that the write went through, and the table's
copy of the game would stay one revision behind the stored one. Run to its end, the write leaves the record it was
given up to date, and the caller is cancelled right after.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


async def finish_even_if_cancelled(work: Coroutine[Any, Any, T]) -> T:
    task = asyncio.ensure_future(work)
    try:
        return await asyncio.shield(task)
    except asyncio.CancelledError:
        with contextlib.suppress(Exception):  # its own failure is not the caller's news: the caller is cancelled
            await task
        raise
