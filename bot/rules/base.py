"""The contract every game's rules core implements.

A game is a pure state machine in the spirit of OpenSpiel: ``new_game`` builds a state, ``legal`` says what a seat
may do, ``apply`` turns (state, seat, action) into a new state plus events, ``view`` is what one seat (or a
spectator) may see. Nothing here knows about Discord, images or the database. The engine knows moves only: what a
seat is offered to tap, and the turn it builds by taps, are its panel's (``bot.rules.panel.Panel``, one per game in
``bot/rules/<game>/panel.py``).

Texts never appear in this layer: refusals and events carry a stable *code* and parameters, and the bot turns them
into sentences in the player's language (catalog key ``err-<code>`` for problems, ``ev-<code>`` for events).
Parameter values are ints or already-canonical notation (``r5``, ``Q♥``), which is the same in every language.
Parameter names ending in ``_seat`` hold a seat index; the bot shows the seat's display name under the name without
the suffix (``winner_seat`` -> ``{ $winner }``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, Self, TypeVar

ParamValue = str | int
Params = Mapping[str, ParamValue]
JSONValue = Any  # a value json.dumps accepts and json.loads gives back unchanged


@dataclass(frozen=True)
class Problem:
    """One reason a move is refused, e.g. ``Problem("tiles-run-gap", {"set": "r1 r2 r4"})``."""

    code: str
    params: Params = field(default_factory=dict)


class Refused(Exception):
    """Something asked of the bot is refused, for the reasons it carries (``Problem``s: a catalog key ``err-<code>``
    and its parameters); nothing changed. Whoever asked gets the reasons, privately, in their language. A move the
    game does not allow is an ``IllegalMove``; the bot refuses other requests (a lobby, a permission, a table's
    state) with refusals of its own, outside the rules."""

    def __init__(self, code: str, /, **params: ParamValue) -> None:
        self.problems: tuple[Problem, ...] = (Problem(code, dict(params)),)
        super().__init__(code, params)

    @classmethod
    def of(cls, problems: Sequence[Problem]) -> Self:
        if not problems:
            raise ValueError(f"{cls.__name__}.of needs at least one problem")
        error = cls(problems[0].code, **problems[0].params)
        error.problems = tuple(problems)
        return error

    @property
    def code(self) -> str:
        return self.problems[0].code

    @property
    def params(self) -> Params:
        return self.problems[0].params


class IllegalMove(Refused):
    """Raised by ``parse`` and ``apply`` for a move that is not allowed; the state is left unchanged.

    Carries every problem found (a Tile Rummy turn script reports all of its faults at once).
    """


@dataclass(frozen=True)
class Event:
    """Something that happened, told to the channel (or only to ``private_to``)."""

    code: str
    params: Params = field(default_factory=dict)
    seat: int | None = None  # who did it, if anyone; shown as { $player }
    private_to: int | None = None  # None: everyone may know; else only that seat


@dataclass(frozen=True)
class Command:
    """A player's request as typed or clicked: a command name and its raw text options.

    Names are the bot's slash commands (``draw``, ``discard``, ``meld``, ``layoff``, ``claim``,
    ``knock``, ``play``, ``bid``, ``pass``, ``trump``, ``partner``) plus any verb a game's panel offers through
    its controls (buttons and selects, ``bot.rules.panel``). Args are strings exactly as the user gave them.
    """

    name: str
    args: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Label:
    """How one choice of a select is shown: a catalog key and its parameters (``tile-name``, colour ``r``, number 5).
    ``parts``, shown one after the other (joined by commas), fill the parameter ``parts`` (the tiles of a set)."""

    key: str
    params: Params = field(default_factory=dict)
    parts: tuple[Label, ...] = ()


# The most choices one menu (a ``Control`` with ``choices``) offers; a longer list is paged (``bot.rules.paging``).
MENU_CHOICES = 25
# A panel's room: five rows, each of five buttons or one menu. A game that offers many buttons (Tile Rummy's rack)
# plans its panel within it, leaving one button of the first row to the chat side's own Refresh.
PANEL_ROWS, ROW_BUTTONS = 5, 5
# How a button looks, by what it does: the move the turn is about, a move that ends or commits something, one that
# gives up or undoes, or any other. The chat side gives each its colour.
ButtonStyle = Literal["main", "go", "danger", "plain"]


@dataclass(frozen=True)
class Control:
    """A button (no ``choices``) or a select menu offered to one seat.

    Clicking the button runs ``Command(command, args)``. Choosing ``value`` in a select runs
    ``Command(command, {**args, arg: value})``. ``label`` is a catalog key (with ``label_params``);
    choices are shown as given (canonical notation), or through ``choice_label`` or ``choice_labels``. Keep
    ``command`` + args + a choice under 40 characters: they travel inside the id the panel gives the control.
    """

    command: str
    label: str
    args: Mapping[str, str] = field(default_factory=dict)
    label_params: Params = field(default_factory=dict)
    choices: tuple[str, ...] = ()
    arg: str = ""
    style: ButtonStyle = "plain"
    # How a choice is shown: a catalog key formatted with { $<choice_param> } = the choice (e.g. "red" for "r"),
    # or, with choices_are_seats, the name of the player at that seat index.
    choice_label: str = ""
    choice_param: str = "choice"
    choices_are_seats: bool = False
    # A select may let the player pick up to this many choices at once; they arrive joined by spaces.
    max_choices: int = 1
    # How each choice is shown, one ``Label`` per choice in order (wins over ``choice_label``); values stay as given.
    choice_labels: tuple[Label, ...] = ()
    # Choices already picked (a tile picked for the turn being built): as buttons they stand out, and a tap on one
    # unpicks it.
    chosen: tuple[str, ...] = ()


@dataclass(frozen=True)
class SeatSummary:
    """What the public table says of one seat beside its name: its points, and how many cards or tiles it holds
    (None: the game does not show that fact)."""

    score: int | None = None
    cards: int | None = None
    tiles: int | None = None


@dataclass(frozen=True)
class Outcome:
    """The end of a whole game (match): final score per seat and rank per seat (1 = best, ties share a rank)."""

    scores: tuple[int, ...]
    ranking: tuple[int, ...]


S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")


class Rules(Protocol[S, A, V]):
    """What a game module exposes as ``RULES``. Every method is pure and never mutates its arguments."""

    id: str  # "tiles", "rummy", "gin", "railroad", "mu"
    min_players: int
    max_players: int
    presets: tuple[str, ...]  # first one is the default

    def options(self, preset: str | None, overrides: Mapping[str, str]) -> dict[str, JSONValue]:
        """Full validated options from a preset plus user overrides (raw strings); IllegalMove if invalid."""
        ...

    def new_game(self, players: int, options: Mapping[str, JSONValue], rng: random.Random) -> S: ...

    def to_act(self, state: S) -> tuple[int, ...]:
        """Seats whose decision is awaited now (several during a RailRoad claim window); empty when over."""
        ...

    def legal(self, state: S, seat: int) -> Sequence[A]:
        """Actions the seat may take now; may be a representative subset where enumeration is impossible."""
        ...

    def apply(self, state: S, seat: int, action: A, rng: random.Random) -> tuple[S, list[Event]]:
        """The new state and what happened; raises IllegalMove and changes nothing if not allowed."""
        ...

    def timeout_action(self, state: S, seat: int) -> A:
        """What happens when ``seat`` lets its turn clock run out."""
        ...

    def view(self, state: S, seat: int | None) -> V:
        """What ``seat`` (or a spectator, None) may see; hidden cards are absent, not merely flagged."""
        ...

    def is_over(self, state: S) -> bool: ...

    def outcome(self, state: S) -> Outcome | None:
        """Final scores and ranks once the game is over, else None."""
        ...

    def parse(self, state: S, seat: int, command: Command, locale: str) -> A:
        """Turn a typed or clicked command into an action (notation: docs/rules/<game>.md)."""
        ...

    def status(self, view: V) -> Event:
        """One line for the public table message: whose turn and what is expected (catalog key ev-<code>)."""
        ...

    def hand_text(self, view: V) -> str:
        """The viewing seat's private hand in canonical notation, or "" for a spectator."""
        ...

    def seat_summary(self, view: V) -> tuple[SeatSummary, ...]:
        """Per seat, in seat order, the public facts the table message shows beside each name (points so far,
        cards or tiles held), read from any seat's view: they are the same in all of them."""
        ...

    def state_to_json(self, state: S) -> JSONValue:
        """The state as JSON stamped with its format version (``bot.rules.schema``)."""
        ...

    def state_from_json(self, data: JSONValue) -> S:
        """The state from JSON of any format version this code knows, upgraded first."""
        ...

    def action_to_json(self, action: A) -> JSONValue:
        """The action as JSON stamped with its format version."""
        ...

    def action_from_json(self, data: JSONValue) -> A:
        """The action from JSON of any format version this code knows."""
        ...

    def view_to_json(self, view: V) -> JSONValue: ...
