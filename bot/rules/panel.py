"""The contract of a game's panel: the buttons and menus a seat is offered, and the turn it builds by taps.

The engine (``bot.rules.base.Rules``) knows moves only. Each game's panel (``bot/rules/<game>/panel.py``, exposed
as ``PANEL`` beside ``RULES``) knows what a seat taps: its controls now and ahead of its turn, and, in the games
where a turn is put together over several taps (RailRoad's melds to go down with, Tile Rummy's sets), the seat's
*draft*, the turn being built. A tap on a draft is answered by the panel alone, as a pure function of the draft and
of what the seat may see: either a new draft, or the finished turn as the engine's ordinary action, which the table
then applies like any typed move.

The table keeps each seat's draft beside the game in its record (``GameRecord.drafts``), never inside the game's
state, so a change of panel never changes the game's stored format; any move of the game clears every draft. Like
the rules, a panel is pure: no Discord, no I/O, and it never mutates its arguments. How its controls look (colours,
rows of buttons) is the chat side's business (``bot.discord``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from bot.rules.base import Command, Control, IllegalMove, JSONValue

S = TypeVar("S")
S_contra = TypeVar("S_contra", contravariant=True)  # a panel only reads states
V = TypeVar("V")
D = TypeVar("D")


@dataclass(frozen=True)
class Tap(Generic[D]):
    """What a tap on the draft does: the seat's draft after it (None: no draft any more), and, when the tap sends
    the turn, the engine's action to apply (None: only the draft changed, the game did not)."""

    draft: D | None
    move: Any = None


class Panel(Protocol[S_contra, V, D]):
    """What a game module exposes as ``PANEL``. Every method is pure and never mutates its arguments."""

    # The commands the panel answers itself (taps on the draft); every other command of a control is a move the
    # rules parse (``Rules.parse``), exactly as if it were typed.
    taps: frozenset[str]

    def controls(self, state: S_contra, seat: int, draft: D | None) -> list[Control]:
        """Buttons and menus worth offering this seat now (may be empty), with its draft's own."""
        ...

    def ready_controls(self, state: S_contra, seat: int) -> list[Control]:
        """For a seat waiting for its turn: the controls it will be offered when its turn comes back, as far as they
        are known now, with labels that name nothing that may change meanwhile ("Take the discard"); empty when
        they are not known. A panel carries them ahead, so a player at the table taps them when their turn comes
        without a new message; they count only while ``controls`` then offers the same commands."""
        ...

    def tap(self, state: S_contra, seat: int, draft: D | None, command: Command) -> Tap[D]:
        """The seat's draft after ``command`` (one of ``taps``), or the turn it sends; IllegalMove, changing nothing,
        for a tap that cannot be done now."""
        ...

    def current(self, state: S_contra, seat: int, draft: D | None) -> D | None:
        """The draft as it stands for this state: None when there is none, or when it was begun from another hand
        or turn (stale)."""
        ...

    def seat_view(self, view: V, state: S_contra, seat: int, draft: D | None) -> V:
        """The seat's view with the turn it is building shown in it (its hand picture and status line); the view
        unchanged when it builds nothing."""
        ...

    def logged_tap(self, action: Any) -> Command | None:
        """For an action read from a game's log: the tap it was, when an older format of the game logged its taps
        as actions (a replay presses it again on this panel), else None (a move)."""
        ...

    def draft_to_json(self, draft: D) -> JSONValue: ...

    def draft_from_json(self, data: JSONValue) -> D: ...


class MovesOnlyPanel(ABC, Generic[S, V]):
    """A panel whose every control is one whole move (Gin, Rummy, Mü): no draft, no taps of its own. A game's panel
    subclasses it and writes ``controls`` and ``ready_controls``."""

    taps: frozenset[str] = frozenset()

    @abstractmethod
    def controls(self, state: S, seat: int, draft: None) -> list[Control]:
        """The seat's moves now, each control one whole move."""

    def ready_controls(self, state: S, seat: int) -> list[Control]:
        return []

    def tap(self, state: S, seat: int, draft: None, command: Command) -> Tap[None]:
        raise IllegalMove("unknown-command", command=command.name)

    def current(self, state: S, seat: int, draft: None) -> None:
        return None

    def seat_view(self, view: V, state: S, seat: int, draft: None) -> V:
        return view

    def logged_tap(self, action: Any) -> Command | None:
        return None

    def draft_to_json(self, draft: None) -> JSONValue:
        return None

    def draft_from_json(self, data: JSONValue) -> None:
        return None
