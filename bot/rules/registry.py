"""The rules of the games, by id. Each game module exposes ``RULES`` (see ``bot.rules.base.Rules``); the whole
game (rules, computer players, pictures, table settings) is declared in ``bot.games``."""

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


def unregister(kind: str) -> None:
    _games.pop(kind, None)


def load_builtin_games() -> None:
    """Register the rules of every built-in game (the bot registers them with the rest of each game's declaration,
    ``bot.games``; the rules-only tools and tests call this). A game whose module fails to import fails here."""
    for module_name in BUILTIN_GAMES.values():
        rules: AnyRules = importlib.import_module(module_name).RULES
        register(rules)


def get(kind: str) -> AnyRules:
    return _games[kind]


def all_games() -> dict[str, AnyRules]:
    return dict(_games)
