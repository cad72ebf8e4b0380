"""Where the bot finds the games. Each game module exposes ``RULES`` (see ``bot.rules.base.Rules``)."""

from __future__ import annotations

import importlib
from typing import Any

from bot.rules.base import Rules

AnyRules = Rules[Any, Any, Any]

# Game id -> module that defines RULES, in the order players see them.
BUILTIN_GAMES: dict[str, str] = {
    "tiles": "bot.rules.tiles",
    "rummy": "bot.rules.rummy",
    "gin": "bot.rules.gin",
    "railroad": "bot.rules.railroad",
    "mu": "bot.rules.mu",
}

_games: dict[str, AnyRules] = {}


def register(rules: AnyRules) -> None:
    """Make a game available (also used by tests for a small game of their own)."""
    _games[rules.id] = rules


def unregister(game_id: str) -> None:
    _games.pop(game_id, None)


def load_builtin_games() -> list[str]:
    """Register every built-in game whose module is present; returns the ids of those that are missing."""
    missing = []
    for game_id, module_name in BUILTIN_GAMES.items():
        if game_id in _games:
            continue
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name != module_name:
                raise
            missing.append(game_id)
            continue
        rules = getattr(module, "RULES", None)
        if rules is None:
            missing.append(game_id)
            continue
        register(rules)
    return missing


def get(game_id: str) -> AnyRules:
    return _games[game_id]


def all_games() -> dict[str, AnyRules]:
    return dict(_games)
