"""Rummy options: presets, reading the host's typed values, and the typed options a game keeps
(docs/rules/rummy.md)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.rules.base import IllegalMove
from bot.rules.codec import from_json
from bot.rules.options import OptionTable

PRESETS: tuple[str, ...] = ("standard", "pagat")
BLOCKED_SCORING = ("lowest_wins_difference", "wash", "two_player_opponent_scores")
DEAL_SIZES = ("ten", "classic")


@dataclass(frozen=True)
class RummyOptions:
    """The options a game is played with (the standard preset's values by default)."""

    preset: str = PRESETS[0]
    target_score: int = 100
    fixed_deals: int = 0
    deal_sizes: str = "ten"  # one of DEAL_SIZES
    hand_size_override: int = 0
    two_player_dealer: str = "alternate"
    ace_high_allowed: bool = False
    round_the_corner: bool = False
    max_melds_per_turn: int = 0  # 0: unlimited
    layoff_requires_own_meld: bool = True
    must_discard_to_go_out: bool = False
    rummy_multiplier: int = 2
    max_restocks: int = 2
    shuffle_on_restock: bool = False
    blocked_hand_scoring: str = "lowest_wins_difference"  # one of BLOCKED_SCORING

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> RummyOptions:
        """The typed options from the mapping ``resolve_options`` gives (or any part of it: the rest default)."""
        return from_json(cls, dict(options))


_DEFAULTS: dict[str, Any] = {name: value for name, value in dataclasses.asdict(RummyOptions()).items() if name != "preset"}
PRESET_OPTIONS: dict[str, dict[str, Any]] = {
    "standard": dict(_DEFAULTS),  # the user's rules
    "pagat": _DEFAULTS | {"max_melds_per_turn": 1, "layoff_requires_own_meld": False, "deal_sizes": "classic"},
}
_INT_RANGES = {"target_score": (1, 5000), "fixed_deals": (0, 100), "hand_size_override": (0, 25),
               "rummy_multiplier": (1, 4), "max_restocks": (0, 10), "max_melds_per_turn": (0, 1)}
OPTIONS = OptionTable(
    ranges=_INT_RANGES,
    choices={"two_player_dealer": ("alternate", "winner"), "blocked_hand_scoring": BLOCKED_SCORING,
             "deal_sizes": DEAL_SIZES},
)


def resolve_options(preset: str | None, overrides: Mapping[str, str]) -> dict[str, Any]:
    name = preset or PRESETS[0]
    if name not in PRESET_OPTIONS:
        raise IllegalMove("bad-option", option="preset", value=str(preset))
    typed = {key: "0" if key == "max_melds_per_turn" and str(raw).strip().lower() == "unlimited" else raw
             for key, raw in overrides.items()}
    return OPTIONS.read(dict(PRESET_OPTIONS[name]) | {"preset": name}, typed)
