"""A sleep that another coroutine can end early without touching the task that sleeps: the clocks of tables,
seasons and tournaments sleep until their next deadline, and any change wakes them to look again. Waking only
ever ends a sleep, never work, so one path can never cancel what another just started."""

from __future__ import annotations

import asyncio


class WakeableSleep:
    def __init__(self) -> None:
        self._sleeper: asyncio.Task[None] | None = None

    async def sleep(self, seconds: float) -> None:
        """Sleep ``seconds`` (at least 0), or until ``wake``; a cancellation of the sleeping task itself is raised."""
        # The sleep is a task of its own, so that ``wake`` ends it and not the task that awaits it.
        sleeper = self._sleeper = asyncio.get_running_loop().create_task(asyncio.sleep(max(0.0, seconds)))
        try:
            await sleeper
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if not sleeper.cancelled() or (current is not None and current.cancelling()):
                raise  # the sleeping task itself is being stopped
        finally:
            sleeper.cancel()
            if self._sleeper is sleeper:
                self._sleeper = None

    def wake(self) -> None:
        """End the current sleep, if any (the sleeper wakes and looks again)."""
        if self._sleeper is not None and not self._sleeper.done():
            self._sleeper.cancel()
