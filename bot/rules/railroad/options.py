"""RailRoad Rummy options: defaults, presets and reading the host's typed values (docs/rules/railroad.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.rules.base import IllegalMove
from bot.rules.options import OptionTable

DEFAULT_OPTIONS: dict[str, Any] = {
    "round7_hand_size": 10,
    "down_players_may_claim": True,
    "max_claims_per_round": 0,
    "hmg_count": 1,
    "hmg_scope": "round",
    "no_discard_taken_card": True,
    "claim_seconds": 10,
    "turn_timer": 120,
}
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
