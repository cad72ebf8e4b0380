"""RailRoad Rummy melds built one tap at a time: cards picked, staged as melds, then sent as the engine's own
going down (or, once down, laid off on meld #n).

A ``MeldBuilder`` starts from the active seat's hand. Every operation returns a new builder: pick or unpick cards
(``toggle``), stage the picked cards as one meld (``stage``), take the last staged meld back into the picked cards
(``undo``), start again (``reset``), read a staged meld's wild cards another way (``read``). Nothing here judges a
meld or the contract: ``go_down_melds`` and ``lay_off_cards`` give what the engine's ``go_down`` and ``lay_off``
then accept or refuse with their own reasons, exactly as for a typed ``/meld`` or ``/layoff``.

Wild cards (2s and jokers): when the cards of a meld can be read as more than one run (``5♥ 6♥ 7♥ JK``: ``JK=4`` or
``JK=8``), the builder chooses the reading that puts the wilds as high as they go (``JK=8``: the run keeps the
ranks of its natural cards at its bottom, as a player laying ``5 6 7`` then a joker means) and the panel offers the
others. A lay-off follows the same default (a joker laid on ``5 6 7 8`` is the 9, unless only the 4 fits).

The builder holds only what the engine does not: the hand it was begun from, the staged melds, the picked cards
and the page of the pick menu. It is the seat's draft (``bot.rules.railroad.panel``), kept by the table beside the
game so it survives a restart, and only its player's view shows it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from bot.rules.base import MENU_CHOICES, IllegalMove
from bot.rules.cards import Card, format_card, format_cards
from bot.rules.drafts import COPY_MARK, plain_value
from bot.rules.melds import RAILROAD_MELDS, Meld, extend_meld, format_meld, meld_options
from bot.rules.paging import Page, card_group, pages, unique_values
from bot.rules.railroad.contracts import ACE_HIGH, LOWEST_RANK


@dataclass(frozen=True)
class StagedMeld:
    """A meld staged for going down: its cards as picked, and ``low``, the rank its lowest card stands for when the
    wilds could sit elsewhere (None: the only reading there is, or no reading at all)."""

    cards: tuple[Card, ...]
    low: int | None = None


@dataclass(frozen=True)
class MeldBuilder:
    seat: int
    round: int
    hand: tuple[Card, ...]  # the hand when the build began (a build of another hand is stale)
    staged: tuple[StagedMeld, ...] = ()
    selected: tuple[Card, ...] = ()
    page: int = 0  # the page of the pick menu shown

    # ---- what the build holds ----------------------------------------------------------------------------------

    def left(self) -> tuple[Card, ...]:
        """The hand without the staged cards, sorted."""
        rest = Counter(self.hand) - Counter(c for meld in self.staged for c in meld.cards)
        return tuple(sorted(rest.elements(), key=Card.sort_key))

    def is_started(self) -> bool:
        return bool(self.staged or self.selected)

    def is_for(self, seat: int, round_number: int, hand: Sequence[Card]) -> bool:
        return self.seat == seat and self.round == round_number and Counter(self.hand) == Counter(hand)

    def readings(self, index: int) -> tuple[Meld, ...]:
        """The runs staged meld ``index`` (0-based) can be read as, when there is more than one."""
        return _run_readings(self.staged[index].cards)

    def reading(self, index: int) -> Meld | None:
        """Staged meld ``index`` as it reads now (None: not a meld as it stands, the engine will say why)."""
        staged = self.staged[index]
        options = [m for m in meld_options(staged.cards, RAILROAD_MELDS)
                   if staged.low is None or m.kind == "set" or m.low == staged.low]
        return options[0] if len(dict.fromkeys(options)) == 1 else None

    def staged_texts(self) -> tuple[str, ...]:
        """Each staged meld as it reads (``5♥ 6♥ 7♥ JK=8``), or its cards as picked when it is no meld."""
        texts: list[str] = []
        for index, staged in enumerate(self.staged):
            meld = self.reading(index)
            texts.append(format_meld(meld) if meld is not None else format_cards(staged.cards))
        return tuple(texts)

    # ---- operations ---------------------------------------------------------------------------------------------

    def toggle(self, values: Iterable[str]) -> MeldBuilder:
        """Each value picked becomes picked, or unpicked if it was (``7♥~2``: the second 7♥)."""
        by_value = dict(zip(self.choices(), self.left(), strict=True))
        selected = list(self.selected)
        for value in values:
            found = by_value.get(value)
            if found is None:
                raise IllegalMove("draft-not-in-hand", cards=plain_value(value))
            copy = int(value.rpartition(COPY_MARK)[2]) if COPY_MARK in value else 1
            if selected.count(found) >= copy:
                selected.remove(found)
            else:
                selected.append(found)
        return replace(self, selected=tuple(sorted(selected, key=Card.sort_key)))

    def stage(self) -> MeldBuilder:
        """The picked cards become a staged meld (read with the default reading of its wilds)."""
        if not self.selected:
            raise IllegalMove("draft-select-first")
        meld = StagedMeld(self.selected, default_low(self.selected))
        return replace(self, staged=(*self.staged, meld), selected=(), page=0)

    def undo(self) -> MeldBuilder:
        """The last staged meld taken back: its cards are the picked cards again, ready to be changed."""
        if not self.staged:
            raise IllegalMove("draft-nothing-to-undo")
        return replace(self, staged=self.staged[:-1], selected=self.staged[-1].cards, page=0)

    def reset(self) -> MeldBuilder:
        return replace(self, staged=(), selected=(), page=0)

    def read(self, index: int, low: int) -> MeldBuilder:
        """Staged meld ``index`` (0-based) read as the run that starts at rank ``low``."""
        if not 0 <= index < len(self.staged) or all(m.low != low for m in self.readings(index)):
            raise IllegalMove("railroad-build-no-such-reading", meld=index + 1)
        staged = (*self.staged[:index], replace(self.staged[index], low=low), *self.staged[index + 1 :])
        return replace(self, staged=staged)

    def turn_page(self) -> MeldBuilder:
        return replace(self, page=(self.page + 1) % max(1, len(self.pick_pages())))

    def go_down_melds(self) -> tuple[StagedMeld, ...]:
        """The melds to go down with: every staged meld, and the picked cards as one more."""
        melds = self.stage().staged if self.selected else self.staged
        if not melds:
            raise IllegalMove("draft-select-first")
        return melds

    def lay_off_cards(self) -> tuple[Card, ...]:
        if not self.selected:
            raise IllegalMove("draft-select-first")
        return self.selected

    # ---- choices for the panel ----------------------------------------------------------------------------------

    def choices(self) -> tuple[str, ...]:
        """The cards that may be picked, as select values: each card of the hand not staged (``7♥~2``: a second
        copy, RailRoad plays with two decks)."""
        return unique_values([format_card(c) for c in self.left()])

    def picked_values(self) -> tuple[str, ...]:
        """The select values of the picked cards (the first copies of a card are the ones counted as picked)."""
        wanted = Counter(self.selected)
        values: list[str] = []
        for value, c in zip(self.choices(), self.left(), strict=True):
            if wanted[c]:
                wanted[c] -= 1
                values.append(value)
        return tuple(values)

    def pick_pages(self) -> tuple[Page, ...]:
        """The pick menu: one page up to 25 cards, else pages by suit of 24 cards (the last option turns the page)."""
        choices = self.choices()
        if len(choices) <= MENU_CHOICES:
            return pages(choices, card_group)
        return pages(choices, card_group, MENU_CHOICES - 1)


def start(seat: int, round_number: int, hand: Sequence[Card]) -> MeldBuilder:
    return MeldBuilder(seat, round_number, tuple(sorted(hand, key=Card.sort_key)))


def _run_readings(cards: Sequence[Card]) -> tuple[Meld, ...]:
    runs = list(dict.fromkeys(m for m in meld_options(cards, RAILROAD_MELDS) if m.kind == "run"))
    return tuple(runs) if len(runs) > 1 else ()


def default_low(cards: Sequence[Card]) -> int | None:
    """The reading of a new meld's wilds when there are several: the wilds as high as they go."""
    runs = _run_readings(cards)
    return max(m.low for m in runs) if runs else None


def lay_off_low(meld: Meld, cards: Sequence[Card]) -> int | None:
    """The reading of a lay-off on ``meld`` when its wilds could go at either end: as high as they go."""
    if meld.kind != "run":
        return None
    lows: list[int] = []
    for low in range(LOWEST_RANK, ACE_HIGH + 1):
        try:
            extend_meld(meld, cards, RAILROAD_MELDS, low=low)
        except IllegalMove:
            continue
        lows.append(low)
    return max(lows) if len(lows) > 1 else None
