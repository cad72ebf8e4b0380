"""Computer players for classic Rummy at three levels (docs/rules/rummy.md), seeing only their ``RummyView``.

* easy: a beginner. It draws from the stock unless the discard makes a meld at once, lays down its melds as soon as
  it has them, misses a useful lay-off about one time in five, and throws its highest unmatched card, holding on
  to pairs and suited neighbours (often too long) and, about one time in eight, throwing any unmatched card.
* medium: takes the discard only when it ends up in a meld (or, once it has melded, can be laid off); lays down
  the melds of its best arrangement and lays off every card that does not break one; throws the card that leaves
  the least deadwood, the highest on ties.
* hard: the same, plus what it has seen: it keeps cards with live chances of forming melds, avoids throwing cards
  that fit the melds on the table or the ranks and suits opponents picked up, and holds its melds back to try for
  a rummy (double score) while every opponent still holds many cards.
* "hard-search" (``BASELINES``, not a level): hard overruled by determinized search (``bot.ai.rummy_search``)
  where the search is confident; kept to measure against hard (bench/README.md).

Every random choice comes from the ``random.Random`` given at creation, so a game replays identically.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from bot.ai.base import LEVELS, Player, PlayerFactory
from bot.ai.gin import beginner_discard, danger, live_outs, makes_a_meld, unseen_cards
from bot.ai.rummy_search import SearchingRummyPlayer
from bot.rules.cards import Card, pip_value
from bot.rules.deadwood import deadwood, melded_cards
from bot.rules.melds import RUMMY_MELDS, can_extend
from bot.rules.rummy import Deal, Discard, Draw, LayOff, MeldCards, RummyAction, RummyView

EASY_SEES_LAYOFF = 0.8  # easy notices a useful lay-off only this often
EASY_SLIP = 0.12  # share of easy's discards thrown without thinking (a random unmatched card)
HOLD_WHILE_OPPONENTS_HOLD = 6  # hard keeps melds in hand for a rummy while every opponent has this many cards


def fits_table(card: Card, view: RummyView) -> bool:
    return any(can_extend(table.meld, card, RUMMY_MELDS) for table in view.melds)


class RummyPlayer:
    """One computer seat; ``level`` is "easy", "medium" or "hard"."""

    def __init__(self, rng: random.Random, level: str) -> None:
        self.rng = rng
        self.level = level

    def choose(self, view: RummyView, legal: Sequence[RummyAction]) -> RummyAction:
        if Deal() in legal:
            return Deal()
        if view.phase == "draw":
            return self._draw(view, legal)
        melds = [a for a in legal if isinstance(a, MeldCards)]
        layoffs = [a for a in legal if isinstance(a, LayOff)]
        discards = [a.card for a in legal if isinstance(a, Discard)]
        hand = list(view.hand)
        meld = self._meld(view, hand, melds)
        if meld is not None:
            return meld
        layoff = self._layoff(hand, layoffs)
        if layoff is not None and (self.level != "easy" or self.rng.random() < EASY_SEES_LAYOFF):
            return layoff
        if self.level == "easy":
            return Discard(beginner_discard(hand, discards, self.rng, EASY_SLIP))
        return Discard(self._discard(view, hand, discards))

    # --- drawing ------------------------------------------------------------------------------------------

    def _draw(self, view: RummyView, legal: Sequence[RummyAction]) -> RummyAction:
        top = view.discard_top
        if Draw("discard") not in legal or top is None:
            return Draw("stock")
        hand = list(view.hand)
        me = view.seat if view.seat is not None else 0
        if makes_a_meld(hand, top):
            return Draw("discard")
        if self.level != "easy" and view.has_melded[me] and fits_table(top, view) and len(hand) >= 2:
            return Draw("discard")
        return Draw("stock")

    # --- melding and laying off -------------------------------------------------------------------------------

    def _meld(self, view: RummyView, hand: list[Card], melds: list[MeldCards]) -> MeldCards | None:
        """A meld of the best arrangement (it leaves the rest's deadwood unchanged), the longest first."""
        current = deadwood(hand)
        keep = [m for m in melds if deadwood([c for c in hand if c not in m.melds[0]]) == current]
        if not keep:
            return None
        if self.level == "hard" and self._hold_for_rummy(view, hand):
            return None
        return max(keep, key=lambda m: (len(m.melds[0]), sum(pip_value(c) for c in m.melds[0])))

    def _hold_for_rummy(self, view: RummyView, hand: list[Card]) -> bool:
        """Keep melds in hand while going out in one turn stays plausible and nobody is close to going out."""
        me = view.seat if view.seat is not None else 0
        if view.has_melded[me] or view.melds_this_turn:
            return False
        # Cards that fit the table go too once a meld of ours is down.
        kept = [c for c in hand if not fits_table(c, view)]
        can_go_out_now = deadwood(kept) == 0 or any(
            deadwood([c for c in kept if c != out]) == 0 for out in kept if out != view.taken_from_discard)
        if can_go_out_now:
            return False
        others = [count for seat, count in enumerate(view.hand_counts) if seat != me]
        return min(others) >= HOLD_WHILE_OPPONENTS_HOLD and deadwood(hand) <= 15

    def _layoff(self, hand: list[Card], layoffs: list[LayOff]) -> LayOff | None:
        """A lay-off that does not raise the deadwood of what stays in hand (a deadwood card, usually)."""
        current = deadwood(hand)
        useful = []
        for action in layoffs:
            card = action.cards[0]
            rest = list(hand)
            rest.remove(card)
            after = deadwood(rest)
            if after <= current:
                useful.append((after, -pip_value(card), action.meld, action))
        return min(useful, key=lambda item: item[:3])[3] if useful else None

    # --- discarding -------------------------------------------------------------------------------------------

    def _discard(self, view: RummyView, hand: list[Card], discards: list[Card]) -> Card:
        def after(c: Card) -> int:
            rest = list(hand)
            rest.remove(c)
            return deadwood(rest)

        if self.level == "medium":
            return min(discards, key=lambda c: (after(c), -pip_value(c), c.sort_key()))
        me = view.seat if view.seat is not None else 0
        seen = [c for seat_cards in view.discarded for c in seat_cards]
        seen += [c for seat_cards in view.picked_up for c in seat_cards]
        seen += [c for table in view.melds for c in table.meld.cards]
        unseen = unseen_cards(hand, seen)
        taken = [c for seat, cards in enumerate(view.picked_up) if seat != me for c in cards]
        thrown = [c for seat, cards in enumerate(view.discarded) if seat != me for c in cards]
        threatened = min(count for seat, count in enumerate(view.hand_counts) if seat != me) <= 3
        melded = melded_cards(hand)

        def cost(c: Card) -> tuple[float, tuple[int, int]]:
            value = after(c) + 1.5 * danger(c, taken, thrown) + (6 if fits_table(c, view) else 0)
            if c not in melded:
                rest = [x for x in hand if x != c]
                value += 1.2 * live_outs(c, rest, unseen)
                # Near the end, dumping high cards matters more than keeping chances.
                value -= (0.8 if threatened else 0.2) * pip_value(c)
            return value, c.sort_key()

        return min(discards, key=cost)


def _factory(level: str) -> Callable[[random.Random], RummyPlayer]:
    def make(rng: random.Random) -> RummyPlayer:
        return RummyPlayer(rng, level)

    return make


def _searching_hard(rng: random.Random) -> Player:
    return SearchingRummyPlayer(rng, RummyPlayer(rng, "hard"))


PLAYERS: dict[str, PlayerFactory] = {level: _factory(level) for level in LEVELS}
# Players kept to measure against hard (``bench.tournament --baseline``).
BASELINES: dict[str, PlayerFactory] = {"hard-search": _searching_hard}
