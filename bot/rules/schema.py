"""Versioned JSON of states and actions, so a stored game survives any later change of its state.

Every game's ``state_to_json`` and ``action_to_json`` stamp the data with ``"schema": N``, the current version of
that game's state (or action) format. ``state_from_json`` and ``action_from_json`` first bring older data up to
date with the game's upgrade functions, one per version step, then read it as usual. JSON without the key is
version 1: the format stored before versions existed.

To change a game's JSON format: freeze a few states and actions of the current format first
(``tests/rules/frozen/<game>_v<N>.json``), then add the upgrade from version N to N + 1 to the game's
``Schema``; ``tests/rules/test_frozen_json.py`` loads every frozen version with the new code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

SCHEMA_KEY = "schema"
Upgrade = Callable[[dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class Schema:
    """One game's JSON format for states or actions: ``upgrades[i]`` turns version ``i + 1`` into ``i + 2``."""

    upgrades: tuple[Upgrade, ...] = ()

    @property
    def version(self) -> int:
        return len(self.upgrades) + 1

    def stamp(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """The data with the current version."""
        return {**data, SCHEMA_KEY: self.version}

    def upgrade(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """The data of any known version brought up to the current one, without the version key."""
        version = data.get(SCHEMA_KEY, 1)
        if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= self.version:
            raise ValueError(f"unknown schema version {version!r} (this code reads 1 to {self.version})")
        current = {key: value for key, value in data.items() if key != SCHEMA_KEY}
        for step in self.upgrades[version - 1 :]:
            current = step(current)
        return current
