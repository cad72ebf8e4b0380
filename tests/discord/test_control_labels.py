"""Every control label fits a phone: Discord cuts a long button label or menu placeholder with an ellipsis, so what
the control does must be said in what a phone shows, in English and in French.

The limits, in characters (as ``control_label`` gives them, ♠ and ♣ included):

- a button: at most ``BUTTON_MAX``. On a phone (360-412 px wide) Discord cuts a button's label at about 30 to 35
  characters; the longest labels the games give are 31 characters (French "Réclamer 10♤ avec HMG (reste 1)").
- a menu's placeholder: at most ``PLACEHOLDER_MAX``. At 400 px a placeholder shows about 40 characters before its
  ellipsis and its arrow; the longest today are 38 (French "Cartes à ajouter, et leur combinaison…").
- a menu option: at most ``PLACEHOLDER_MAX`` too (it has the menu's whole width, less its check mark), unless it
  carries a list of cards or tiles (a meld, a set): those may be longer, but lead with what matters, the list
  starting within its first ``LIST_LEAD`` characters (``Meld #3: 5♥ 6♥ 7♥…``, ``→ combinaison n° 3 : …``).

Each game is played by its computer players, with random taps on the seat's own controls mixed in (so the melds
and turns built by taps show their menus too); every control of every seat to act is checked at every step.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.discord.panels import choice_label, control_label
from bot.rules.base import Command, Control, IllegalMove
from bot.texts import label_text, readable_suits
from tests.discord.test_panel_limits import PanelTable, panels_along_a_game
from tests.game_facts import GAMES, facts

BUTTON_MAX = 32
PLACEHOLDER_MAX = 40
LIST_LEAD = 24
LOCALES = ("en", "fr")


def list_start(control: Control, index: int, label: str, locale: str) -> int | None:
    """Where the list of cards or tiles starts in an option's label, or None when it carries no list."""
    if not control.choice_labels:
        return None
    shown = control.choice_labels[index]
    if "cards" in shown.params:
        listed = readable_suits(str(shown.params["cards"]))
    elif shown.parts:
        listed = readable_suits(label_text(shown.parts[0], locale))
    else:
        return None
    start = label.find(listed.split()[0] if listed.split() else listed)
    assert start >= 0, (label, listed)
    return start


def problems_of(table: PanelTable, seat: int) -> list[str]:
    found = []
    for control in table.controls(seat):
        for locale in LOCALES:
            label = control_label(control, locale)
            limit = PLACEHOLDER_MAX if control.choices else BUTTON_MAX
            if len(label) > limit:
                found.append(f"{locale} {control.label}: {label!r} ({len(label)} > {limit})")
            for index, choice in enumerate(control.choices):
                option = choice_label(table, control, choice, locale)
                start = list_start(control, index, option, locale)
                if start is not None and start > LIST_LEAD:
                    found.append(f"{locale} option of {control.label}: list starts at {start}: {option!r}")
                elif start is None and len(option) > PLACEHOLDER_MAX:
                    found.append(f"{locale} option of {control.label}: {option!r} ({len(option)})")
    return found


def random_tap(table: PanelTable, seat: int, rng: random.Random) -> bool:
    """A random control of the seat pressed (a random choice, or a few, in a menu); False if it was refused."""
    controls = table.controls(seat)
    if not controls:
        return False
    control = rng.choice(controls)
    args: dict[str, Any] = dict(control.args)
    if control.choices:
        count = rng.randint(1, max(1, min(4, control.max_choices, len(control.choices))))
        args[control.arg or "value"] = " ".join(rng.sample(list(control.choices), count))
    try:
        table.press(seat, Command(control.command, args), rng)
    except IllegalMove:
        return False
    return True


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("kind", GAMES)
def test_every_control_label_fits_a_phone(kind: str, seed: int) -> None:
    problems: set[str] = set()
    checked = 0
    names = [f"Esmeralda-Longname {seat}" for seat in range(facts(kind).seats)]
    for table, seat in panels_along_a_game(kind, seed, facts(kind).label_steps, names, tap=random_tap):
        problems.update(problems_of(table, seat))
        checked += 1
    assert checked > 20
    assert sorted(problems) == []
