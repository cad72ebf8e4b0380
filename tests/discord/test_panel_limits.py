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
from dataclasses import dataclass, field
from typing import Any

import pytest
from simcord.components import validate_components

from bot import games
from bot.discord.items import command_of_custom_id
from bot.discord.panels import controls_view
from bot.rules.base import Command
from tests.game_facts import GAMES, facts


@dataclass
class PanelTable:
    """What a panel is drawn from: the game, its state, the seats' names and the turns they are building by taps."""

    id: int
    rules: Any
    state: Any
    names: list[str]
    kind: str = ""  # the game's kind (a card button shows its face's emoji by it)
    drafts: dict[int, Any] = field(default_factory=dict)

    @property
    def seats(self) -> list[str]:
        return self.names

    @property
    def panel(self) -> Any:
        return games.get(self.rules.id).panel

    def draft(self, seat: int) -> Any:
        return self.panel.current(self.state, seat, self.drafts.get(seat))

    def view(self, seat: int | None) -> Any:
        view = self.rules.view(self.state, seat)
        draft = None if seat is None else self.draft(seat)
        return view if draft is None or seat is None else self.panel.seat_view(view, self.state, seat, draft)

    def controls(self, seat: int) -> Any:
        return self.panel.controls(self.state, seat, self.draft(seat))

    def ready_controls(self, seat: int) -> Any:
        return self.panel.ready_controls(self.state, seat)

    def press(self, seat: int, command: Command, rng: random.Random) -> None:
        """A control pressed, as the table runs it: a tap on the seat's draft, or a move (IllegalMove if refused)."""
        if command.name in self.panel.taps:
            tapped = self.panel.tap(self.state, seat, self.draft(seat), command)
            if tapped.move is None:
                self.drafts[seat] = tapped.draft
                return
            action = tapped.move
        else:
            action = self.rules.parse(self.state, seat, command, "en")
        self.state, _events = self.rules.apply(self.state, seat, action, rng)
        self.drafts = {}

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


def panels_along_a_game(kind: str, seed: int, steps: int, names: list[str],
                        tap: Callable[[PanelTable, int, random.Random], bool] | None = None,
                        ) -> Iterator[tuple[PanelTable, int]]:
    """Each seat to act, at every step of a game the easy computer players play (``tap``, when given, may press a
    control of the seat instead, half of the time; it returns whether that changed the game)."""
    declaration = games.get(kind)
    rules = declaration.rules
    rng = random.Random(seed)
    players = [declaration.player("easy", random.Random(seat)) for seat in range(len(names))]
    table = PanelTable(1, rules, rules.new_game(len(names), rules.options(None, {}), rng), names, kind)
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
        table.drafts = {}


@pytest.mark.parametrize("kind", GAMES)
def test_every_panel_along_a_game_is_accepted_by_discord(kind: str) -> None:
    panels = 0
    names = [f"Player {seat}" for seat in range(facts(kind).seats)]
    for table, seat in panels_along_a_game(kind, 5, facts(kind).panel_steps, names):
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
