"""Gin Rummy options: presets, reading the host's typed values, and the typed options a game keeps (docs/rules/gin.md).

Options (``/game new`` settings; presets ``north_american`` (default), ``pagat``, ``classic``, ``openspiel``):
``knock_limit`` (10; ``straight_gin=true`` sets 0), ``gin_bonus``, ``undercut_bonus``, ``undercut_on_tie``,
``big_gin_bonus`` (0: big gin not played), ``box_bonus``, ``game_bonus``, ``target_score``, ``shutout_rule``
(``double_game_bonus``, ``double_hand_points``, ``double_total``, ``flat_100``), ``single_hand`` (the match is one
hand, as in OpenSpiel), ``fiftieth_card_rule``, ``oklahoma``, ``oklahoma_ace`` (``one`` or ``gin_only``),
``oklahoma_spades_double``, ``next_dealer`` (``winner``, ``loser``, ``alternate``), ``may_discard_taken_card``
and ``max_upcard_draws`` (OpenSpiel's loop guards).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.rules.base import IllegalMove
from bot.rules.codec import from_json
from bot.rules.options import OptionTable, parse_flag

PRESETS: tuple[str, ...] = ("north_american", "pagat", "classic", "openspiel")
PRESET_ALIASES = {"classic_bicycle": "classic", "na": "north_american"}
SHUTOUT_RULES = ("double_game_bonus", "double_hand_points", "double_total", "flat_100")
NEXT_DEALER = ("winner", "loser", "alternate")
OKLAHOMA_ACE = ("one", "gin_only")


@dataclass(frozen=True)
class GinOptions:
    """The options a game is played with (the North American preset's values by default). A game stored before an
    option existed reads that option's default."""

    preset: str = PRESETS[0]
    knock_limit: int = 10
    gin_bonus: int = 25
    undercut_bonus: int = 25
    undercut_on_tie: bool = True
    big_gin_bonus: int = 31  # 0: big gin is not played
    box_bonus: int = 25
    game_bonus: int = 100
    target_score: int = 100
    shutout_rule: str = "double_game_bonus"  # one of SHUTOUT_RULES
    single_hand: bool = False
    fiftieth_card_rule: bool = False
    oklahoma: bool = False
    oklahoma_ace: str = "one"  # one of OKLAHOMA_ACE
    oklahoma_spades_double: bool = False
    next_dealer: str = "winner"  # one of NEXT_DEALER
    may_discard_taken_card: bool = False
    max_upcard_draws: int = 0  # 0: no limit

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> GinOptions:
        """The typed options from the mapping ``resolve_options`` gives (or any part of it: the rest default)."""
        return from_json(cls, dict(options))


_BASE: dict[str, Any] = {name: value for name, value in dataclasses.asdict(GinOptions()).items() if name != "preset"}
PRESET_OPTIONS: dict[str, dict[str, Any]] = {
    "north_american": dict(_BASE),
    "pagat": _BASE | {"gin_bonus": 20, "undercut_bonus": 10, "big_gin_bonus": 0, "box_bonus": 20},
    "classic": _BASE | {"gin_bonus": 20, "undercut_bonus": 10, "big_gin_bonus": 0, "box_bonus": 20,
                        "shutout_rule": "flat_100"},
    # OpenSpiel gin_rummy: one hand, 25/25, a tie scores nothing, no big gin, the wall (50th-card rule),
    # Oklahoma ace means gin only.
    # The taken card may go straight back; two such bounces in a row, or 50 draws from the pile, end the hand drawn.
    "openspiel": _BASE | {"undercut_on_tie": False, "big_gin_bonus": 0, "box_bonus": 0, "game_bonus": 0,
                          "single_hand": True, "fiftieth_card_rule": True, "oklahoma_ace": "gin_only",
                          "may_discard_taken_card": True, "max_upcard_draws": 50},
}
_INT_RANGES = {
    "knock_limit": (0, 10),
    "gin_bonus": (0, 100),
    "undercut_bonus": (0, 100),
    "big_gin_bonus": (0, 100),
    "box_bonus": (0, 100),
    "game_bonus": (0, 500),
    "target_score": (1, 1000),
    "max_upcard_draws": (0, 100),
}
OPTIONS = OptionTable(
    ranges=_INT_RANGES, choices={"shutout_rule": SHUTOUT_RULES, "next_dealer": NEXT_DEALER, "oklahoma_ace": OKLAHOMA_ACE}
)


def resolve_options(preset: str | None, overrides: Mapping[str, str]) -> dict[str, Any]:
    name = PRESET_ALIASES.get(preset or PRESETS[0], preset or PRESETS[0])
    if name not in PRESET_OPTIONS:
        raise IllegalMove("bad-option", option="preset", value=str(preset))
    typed = dict(overrides)
    straight = parse_flag("straight_gin", typed.pop("straight_gin")) if "straight_gin" in typed else False
    options = OPTIONS.read(dict(PRESET_OPTIONS[name]) | {"preset": name}, typed)
    return options | {"knock_limit": 0} if straight else options
