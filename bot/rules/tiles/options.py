"""Options of Tile Rummy and its three presets (docs/rules/tiles.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from bot.rules.base import IllegalMove, JSONValue
from bot.rules.options import OptionTable

PRESETS: tuple[str, ...] = ("ambassador", "official", "house")

_CHOICES: dict[str, tuple[str, ...]] = {
    "start_draw_joker": ("redraw", "counts_30"),
    "next_round_starter": ("winner", "redraw"),
    "joker_replacement_source": ("rack_only", "rack_or_table"),
    "blocked_round_scoring": ("lowest_points_difference", "fewest_tiles_usual"),
}
_BOUNDS: dict[str, tuple[int, int]] = {
    "initial_meld_min": (0, 200),
    "turn_time_limit_s": (0, 3600),
    "timeout_penalty_tiles": (0, 10),
}


@dataclass(frozen=True)
class Options:
    start_draw_joker: str = "redraw"  # a joker drawn to choose the first player: drawn again, or worth 30
    next_round_starter: str = "winner"  # who starts the next round: the last winner, or a new draw
    initial_meld_min: int = 30  # points the opening play must reach, from the rack alone
    opening_turn_table_play: bool = False  # may the opening turn also add to or rearrange the table
    joker_replacement_source: str = "rack_only"  # where the tile that replaces a table joker may come from
    group3_joker_lock: bool = False  # a joker in a 3-group is freed only by completing the group to 4 real tiles
    locked_joker_sets: bool = False  # a set holding a joker may only be extended
    strict_invalid_submit: bool = False  # an invalid play costs restore + penalty tiles instead of a refusal
    turn_time_limit_s: int = 60
    timeout_penalty_tiles: int = 3
    blocked_round_scoring: str = "lowest_points_difference"
    must_play: str = "C"  # A play as much as possible, B play when able, C may always draw
    match_end: str = "rounds"  # "rounds" (one round per player), "rounds:N" or "target:S"

    def to_json(self) -> dict[str, JSONValue]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, JSONValue]) -> Options:
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})

    def rounds_or_target(self, players: int) -> tuple[str, int]:
        """("rounds", N) or ("target", S) for a game of ``players``."""
        kind, _, amount = self.match_end.partition(":")
        if kind == "rounds" and not amount:
            return ("rounds", players)
        return (kind, int(amount))


_PRESET_VALUES: dict[str, dict[str, Any]] = {
    "ambassador": {
        "blocked_round_scoring": "fewest_tiles_usual",
        "joker_replacement_source": "rack_or_table",
        "start_draw_joker": "counts_30",
        "must_play": "C",
        "strict_invalid_submit": False,
        "turn_time_limit_s": 120,
    },
    "official": {
        "blocked_round_scoring": "lowest_points_difference",
        "joker_replacement_source": "rack_only",
        "start_draw_joker": "redraw",
        "must_play": "C",
        "strict_invalid_submit": True,
        "turn_time_limit_s": 60,
    },
    "house": {
        "blocked_round_scoring": "fewest_tiles_usual",
        "joker_replacement_source": "rack_or_table",
        "start_draw_joker": "counts_30",
        "must_play": "B",
        "strict_invalid_submit": False,
        "turn_time_limit_s": 120,
    },
}


def preset_options(preset: str | None) -> Options:
    name = preset or PRESETS[0]
    if name not in _PRESET_VALUES:
        raise IllegalMove("bad-option", option="preset", value=name)
    return replace(Options(), **_PRESET_VALUES[name])


def build_options(preset: str | None, overrides: Mapping[str, str]) -> Options:
    """A preset with options overridden one by one from raw strings; every bad setting is reported at once."""
    return Options(**_OPTIONS.read(preset_options(preset).to_json(), overrides))


def _parse_must_play(value: str) -> str | None:
    return value.upper() if value.upper() in ("A", "B", "C") else None


def _parse_match_end(value: str) -> str | None:
    kind, _, amount = value.partition(":")
    if kind == "rounds" and not amount:
        return "rounds"
    if kind in ("rounds", "target") and amount.isdigit() and int(amount) >= 1:
        return f"{kind}:{int(amount)}"
    return None


_OPTIONS = OptionTable(
    ranges=_BOUNDS,
    choices=_CHOICES,
    readers={"must_play": _parse_must_play, "match_end": lambda text: _parse_match_end(text.lower())},
)
