"""RailRoad Rummy options: defaults, presets, reading the host's typed values, and the typed options a game keeps
(docs/rules/railroad.md)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.rules.base import IllegalMove
from bot.rules.codec import from_json
from bot.rules.options import OptionTable


@dataclass(frozen=True)
class RailroadOptions:
    """The options a game is played with (the standard preset's values by default)."""

    round7_hand_size: int = 10
    down_players_may_claim: bool = True
    max_claims_per_round: int = 0  # 0: no limit
    hmg_count: int = 1
    hmg_scope: str = "round"  # "round" or "game"
    no_discard_taken_card: bool = True
    claim_seconds: int = 10
    turn_timer: int = 120

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> RailroadOptions:
        """The typed options from the mapping ``resolve_options`` gives (or any part of it: the rest default)."""
        return from_json(cls, dict(options))


DEFAULT_OPTIONS: dict[str, Any] = dataclasses.asdict(RailroadOptions())
_INT_OPTIONS: dict[str, tuple[int, int]] = {
    "round7_hand_size": (7, 12),
    "max_claims_per_round": (0, 50),
    "hmg_count": (0, 10),
    "claim_seconds": (3, 120),
    "turn_timer": (15, 3600),
}
OPTIONS = OptionTable(ranges=_INT_OPTIONS, choices={"hmg_scope": ("round", "game")})
PRESETS: tuple[str, ...] = ("standard", "no_claims_after_down")
_PRESET_OVERRIDES: dict[str, dict[str, Any]] = {
    "standard": {},
    "no_claims_after_down": {"down_players_may_claim": False},
}


def resolve_options(preset: str | None, overrides: Mapping[str, str]) -> dict[str, Any]:
    """A preset's options with the host's typed overrides; ``bad-option`` for each bad one."""
    preset = preset or PRESETS[0]
    if preset not in _PRESET_OVERRIDES:
        raise IllegalMove("bad-option", option="preset", value=preset)
    return OPTIONS.read({**DEFAULT_OPTIONS, **_PRESET_OVERRIDES[preset]}, overrides)
