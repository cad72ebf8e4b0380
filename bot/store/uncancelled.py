"""Writes that finish even when their caller is cancelled.

A game's save may be cancelled by its caller (a table closing, a process shutting down) just as the database
commits it. Cancelled at that await, the caller would never learn that the write went through, and the table's
copy of the game would stay one revision behind the stored one. Run to its end, the write leaves the record it was
given up to date, and the caller is cancelled right after.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, TypeVar

T = TypeVar("T")
P = ParamSpec("P")


async def finish_even_if_cancelled(work: Coroutine[Any, Any, T]) -> T:
    task = asyncio.ensure_future(work)
    try:
        return await asyncio.shield(task)
    except asyncio.CancelledError:
        with contextlib.suppress(Exception):  # its own failure is not the caller's news: the caller is cancelled
            await task
        raise


def runs_to_its_end(method: Callable[P, Coroutine[Any, Any, T]]) -> Callable[P, Coroutine[Any, Any, T]]:
    """A store method whose write finishes even when its caller is cancelled (``finish_even_if_cancelled``)."""

    @functools.wraps(method)
    async def run(*args: P.args, **kwargs: P.kwargs) -> T:
        return await finish_even_if_cancelled(method(*args, **kwargs))

    return run
