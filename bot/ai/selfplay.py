"""Computer players playing a game among themselves, exactly as a table lets them: through views and legal moves.

Used by the tournament benchmark and by every computer player's tests; an illegal choice raises ``IllegalMove``
from ``apply``, so a test that plays through here fails on it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot import games
from bot.ai.base import PlayerFactory


@dataclass
class SelfPlay:
    state: Any
    actions: list[Any] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)  # who made each action
    think_seconds: list[float] = field(default_factory=list)  # CPU time of each turn (view, legal, choice)


def play(
    kind: str,
    levels: Sequence[str],
    seed: int,
    *,
    preset: str | None = None,
    options: Mapping[str, str] | None = None,
    max_actions: int = 20_000,
    clock: Any = None,
    baselines: Mapping[str, PlayerFactory] | None = None,
) -> SelfPlay:
    """A seeded game between players of ``levels`` (seat order), to its end or ``max_actions``.

    The deal comes from ``random.Random(seed)``; seat ``i``'s player from ``random.Random(seed * 31 + i)``.
    ``clock`` (e.g. ``time.process_time``) times each turn as a table runs it off the event loop: the seat's view,
    its legal moves (Tile Rummy's solver search among them) and the player's choice. ``baselines``: players kept
    to measure against (a game module's ``BASELINES``), seated by naming them in ``levels``.
    """
    game_declared = games.get(kind)
    rules = game_declared.rules
    rng = random.Random(seed)
    known = dict(baselines or {})
    players = [known[level](random.Random(seed * 31 + i)) if level in known
               else game_declared.player(level, random.Random(seed * 31 + i)) for i, level in enumerate(levels)]
    game = SelfPlay(rules.new_game(len(levels), rules.options(preset, dict(options or {})), rng))
    while not rules.is_over(game.state) and len(game.actions) < max_actions:
        seat = rules.to_act(game.state)[0]
        started = clock() if clock else 0.0  # a computer seat's turn costs its view and legal moves too
        view, legal = rules.view(game.state, seat), rules.legal(game.state, seat)
        action = players[seat].choose(view, legal)
        if clock:
            game.think_seconds.append(clock() - started)
        game.state, _events = rules.apply(game.state, seat, action, rng)
        game.actions.append(action)
        game.seats.append(seat)
    return game
