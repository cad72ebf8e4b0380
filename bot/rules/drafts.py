"""Card melds built by taps before they are sent: pick cards, plan them as a meld, send every planned meld at once.

Rummy lays melds one at a time and lays several cards off at once with its ordinary ``meld`` and ``layoff``
commands, so a multi-select of cards is enough there. RailRoad goes down with every meld of its contract in one
action, so the panel keeps the melds planned so far in a ``MeldDraft`` and sends them together as the ``meld``
command a player would type (``5♥ 6♥ 7♥ | Q♠ Q♦ Q♣``). The draft knows cards only as the hand text writes them, so
it serves every card game alike; the engine's ``parse`` and ``apply`` judge what it sends.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.rules.base import Command, IllegalMove, JSONValue

COPY_MARK = "~"  # "7♥~2": the second 7♥ of a hand, as a select value (``bot.rules.paging.unique_values``)


@dataclass(frozen=True)
class MeldDraft:
    hand: tuple[str, ...]  # the cards as the hand text writes them ("7♥", "JK")
    melds: tuple[tuple[str, ...], ...] = ()  # planned, not sent yet
    selected: tuple[str, ...] = ()

    def left(self) -> tuple[str, ...]:
        """The hand without the cards already planned in a meld, in hand order."""
        planned = Counter(c for meld in self.melds for c in meld)
        kept: list[str] = []
        for card in self.hand:
            if planned[card]:
                planned[card] -= 1
            else:
                kept.append(card)
        return tuple(kept)

    def select(self, values: Iterable[str], among: Iterable[str] | None = None) -> MeldDraft:
        """The selection becomes these select values (``7♥~2`` is a second 7♥); with ``among``, the choices of one
        page of a paged menu, the cards picked on other pages stay picked."""
        chosen = [plain_value(v) for v in values]
        kept: list[str] = []
        if among is not None:
            page = Counter(plain_value(v) for v in among)
            kept = [c for c in self.selected if not page[c]]
        wanted = (*kept, *chosen)
        missing = Counter(wanted) - Counter(self.left())
        if missing:
            raise IllegalMove("draft-not-in-hand", cards=" ".join(missing.elements()))
        return replace(self, selected=wanted)

    def plan_meld(self) -> MeldDraft:
        """The selection becomes a planned meld."""
        if not self.selected:
            raise IllegalMove("draft-select-first")
        return replace(self, melds=(*self.melds, self.selected), selected=())

    def undo(self) -> MeldDraft:
        if not self.melds:
            raise IllegalMove("draft-nothing-to-undo")
        return replace(self, melds=self.melds[:-1], selected=())

    def meld_command(self) -> Command:
        """Every planned meld (and the selection, if any, as one more) as the ``meld`` command."""
        melds = (*self.melds, self.selected) if self.selected else self.melds
        if not melds:
            raise IllegalMove("draft-select-first")
        return Command("meld", {"cards": " | ".join(" ".join(meld) for meld in melds)})

    def layoff_command(self, meld_number: int) -> Command:
        """The selected cards laid off on meld ``meld_number`` (a ``layoff`` command with several cards)."""
        if not self.selected:
            raise IllegalMove("draft-select-first")
        return Command("layoff", {"cards": " ".join(self.selected), "meld": str(meld_number)})

    def is_for(self, hand: Sequence[str]) -> bool:
        """Whether the draft was begun from this hand (else it is stale: the hand changed)."""
        return tuple(self.hand) == tuple(hand)

    def to_json(self) -> dict[str, JSONValue]:
        return {"hand": list(self.hand), "melds": [list(m) for m in self.melds], "selected": list(self.selected)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MeldDraft:
        return cls(
            hand=tuple(data["hand"]),
            melds=tuple(tuple(m) for m in data["melds"]),
            selected=tuple(data["selected"]),
        )


def plain_value(value: str) -> str:
    """The card of a select value (``7♥~2`` -> ``7♥``)."""
    return value.split(COPY_MARK)[0]
