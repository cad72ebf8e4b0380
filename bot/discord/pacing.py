"""A cap on how often the bot rewrites messages in one channel, below Discord's per-channel rate limit.

Discord allows about five message edits per channel every five seconds before it answers 429 and makes the bot
wait. The presenter already draws only the newest version of a table, so waiting here costs nothing but time: the
changes that arrive meanwhile are drawn together in the next edit. A channel's history is forgotten once it is
older than the period (it could not hold anything back any more), so the pacer stays as small as the channels
written to in the last few seconds.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

EDITS_PER_PERIOD = 5
PERIOD_SECONDS = 5.0


class EditPacer:
    """At most ``limit`` writes per channel in any ``period`` seconds (``limit`` 0: no cap)."""

    def __init__(self, clock: Callable[[], float], *, limit: int = EDITS_PER_PERIOD,
                 period: float = PERIOD_SECONDS) -> None:
        self.clock = clock
        self.limit = limit
        self.period = period
        self.recent: dict[int, deque[float]] = {}
        self._swept = 0.0  # when channels gone quiet were last forgotten

    def take(self, channel_id: int) -> float:
        """0 if ``channel_id`` may take one more write now (it is counted), else the seconds until it may."""
        if self.limit <= 0:
            return 0.0
        now = self.clock()
        if now - self._swept >= self.period:
            self._forget_quiet(now)
        times = self.recent.setdefault(channel_id, deque())
        while times and times[0] <= now - self.period:
            times.popleft()
        if len(times) < self.limit:
            times.append(now)
            return 0.0
        # (a millisecond more, so that a clock of coarser grain than the timer has surely moved on)
        return times[0] + self.period - now + 0.001

    def _forget_quiet(self, now: float) -> None:
        """Drop the channels whose last write is older than the period (at most once a period: O(channels))."""
        self._swept = now
        for channel_id in [c for c, times in self.recent.items() if not times or times[-1] <= now - self.period]:
            del self.recent[channel_id]

    def forget(self, channel_id: int) -> None:
        self.recent.pop(channel_id, None)
