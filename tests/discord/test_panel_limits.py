"""Every private panel of every game is a message Discord accepts.

Discord refuses a whole message whose components break its rules (two controls with one custom_id, more than five
rows, more than 25 options in a menu, a custom_id over 100 characters): the player then gets no panel at all.
Rummy's panel after a draw offered both "Meld" (suggested melds) and "Meld these cards" (pick your own) under the
same custom_id, so Discord refused it. Here each game is played by computer players, and at every step the panel
of each seat to act, in English and French, goes through SimCord's copy of Discord's component checks, and every
control still reads as the move it shows.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from simcord.components import validate_components

from bot import games
from bot.discord.components import command_of_custom_id, controls_view
from bot.rules.base import Command
from tests.game_facts import GAMES, facts


@dataclass
class PanelTable:
    """What a panel is drawn from: the game, its state and the seats' names."""

    id: int
    rules: Any
    state: Any
    names: list[str]
    kind: str = ""  # the game's id (a card button shows its face's emoji by it)

    @property
    def seats(self) -> list[str]:
        return self.names

    def view(self, seat: int | None) -> Any:
        return self.rules.view(self.state, seat)

    def controls(self, seat: int) -> Any:
        return self.rules.controls(self.state, seat)

    def ready_controls(self, seat: int) -> Any:
        return self.rules.ready_controls(self.state, seat)

    @property
    def game(self) -> Any:
        """The game's declaration (how its cards read in a language)."""
        from bot import games

        return games.get(self.rules.id)


def custom_ids(components: list[dict[str, Any]]) -> list[str]:
    found = []
    for row in components:
        for item in row.get("components", []):
            found.append(item["custom_id"])
    return found


def panels_along_a_game(game_id: str, seed: int, steps: int, names: list[str],
                        tap: Callable[[PanelTable, int, random.Random], bool] | None = None,
                        ) -> Iterator[tuple[PanelTable, int]]:
    """Each seat to act, at every step of a game the easy computer players play (``tap``, when given, may press a
    control of the seat instead, half of the time; it returns whether that changed the game)."""
    declaration = games.get(game_id)
    rules = declaration.rules
    rng = random.Random(seed)
    players = [declaration.player("easy", random.Random(seat)) for seat in range(len(names))]
    table = PanelTable(1, rules, rules.new_game(len(names), rules.options(None, {}), rng), names, game_id)
    for _step in range(steps):
        if rules.is_over(table.state):
            return
        waiting = rules.to_act(table.state)
        for seat in waiting:
            yield table, seat
        seat = waiting[0]
        if tap is not None and rng.random() < 0.5 and tap(table, seat, rng):
            continue
        action = players[seat].choose(rules.view(table.state, seat), rules.legal(table.state, seat))
        table.state, _events = rules.apply(table.state, seat, action, rng)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_panel_along_a_game_is_accepted_by_discord(game_id: str) -> None:
    panels = 0
    names = [f"Player {seat}" for seat in range(facts(game_id).seats)]
    for table, seat in panels_along_a_game(game_id, 5, facts(game_id).panel_steps, names):
        for locale in ("en", "fr"):
            components = controls_view(table, seat, locale).to_components()
            validate_components(components)  # raises as Discord would refuse the message
            ids = custom_ids(components)
            assert len(ids) == len(set(ids)), ids
            for custom_id in [i for i in ids if not i.startswith("rb:hand:")]:  # Refresh: not a move
                command = command_of_custom_id(custom_id, "x")
                assert isinstance(command, Command)
                assert not any(name.startswith("_") for name in command.args), command
            panels += 1
    assert panels > 20
