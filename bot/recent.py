"""A map that keeps only its most recently used entries, for what the bot remembers per user or per channel over a
long run (users met, their DM channels, the last finished game of a channel): a lookup that misses costs one call
to Discord or the store, never a wrong answer, so the map can forget the oldest entries instead of growing."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator, MutableMapping
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class RecentMap(MutableMapping[K, V]):
    """At most ``limit`` entries; reading or writing one makes it the newest, and the oldest goes first."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._entries: OrderedDict[K, V] = OrderedDict()

    def __getitem__(self, key: K) -> V:
        value = self._entries[key]
        self._entries.move_to_end(key)
        return value

    def __setitem__(self, key: K, value: V) -> None:
        self._entries[key] = value
        self._entries.move_to_end(key)
        while len(self._entries) > self.limit:
            self._entries.popitem(last=False)

    def __delitem__(self, key: K) -> None:
        del self._entries[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)
