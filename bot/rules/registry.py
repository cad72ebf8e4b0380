"""The rules of the games, by id. Each game module exposes ``RULES`` (see ``bot.rules.base.Rules``) and ``PANEL``
(its buttons, menus and the turn built by taps, ``bot.rules.panel.Panel``); the whole game (rules, panel, computer
players, pictures, table settings) is declared in ``bot.games``."""

from __future__ import annotations

import importlib
from typing import Any

from bot.rules.base import Rules
from bot.rules.panel import Panel

AnyRules = Rules[Any, Any, Any]
AnyPanel = Panel[Any, Any, Any]

# Game id -> module that defines RULES, in the order players see them.
BUILTIN_GAMES: dict[str, str] = {
    "tiles": "bot.rules.tiles",
    "rummy": "bot.rules.rummy",
    "gin": "bot.rules.gin",
    "railroad": "bot.rules.railroad",
    "mu": "bot.rules.mu",
}

_games: dict[str, AnyRules] = {}
_panels: dict[str, AnyPanel] = {}


def register(rules: AnyRules, panel: AnyPanel) -> None:
    """Make a game available (also used by tests for a small game of their own)."""
    _games[rules.id] = rules
    _panels[rules.id] = panel


def unregister(kind: str) -> None:
    _games.pop(kind, None)
    _panels.pop(kind, None)


def load_builtin_games() -> None:
    """Register the rules of every built-in game (the bot registers them with the rest of each game's declaration,
    ``bot.games``; the rules-only tools and tests call this). A game whose module fails to import fails here."""
    for module_name in BUILTIN_GAMES.values():
        module = importlib.import_module(module_name)
        register(module.RULES, module.PANEL)


def get(kind: str) -> AnyRules:
    return _games[kind]


def panel(kind: str) -> AnyPanel:
    """The game's panel: the controls a seat taps and the turn it builds by taps."""
    return _panels[kind]


def all_games() -> dict[str, AnyRules]:
    return dict(_games)
