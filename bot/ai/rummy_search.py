"""Classic Rummy by determinized search ("hard-search", kept beside hard for the benches), Gin's search
(``bot.ai.gin_search``) carried over to Rummy's two-player hands.

* **What it may imagine**: the seat's own hand, the melds on the table, every card discarded or taken from the
  pile this hand are seen. A card the opponent took from the pile, did not throw back and did not lay on the table
  is surely in its hand. Every other card is in the opponent's hand, in the stock or, for the upcard once covered
  (the view does not keep it), buried in the pile. ``knowledge`` reads this from the view and weighs the unseen
  cards with Gin's reads (``gin_search.weighed``); ``sample`` deals them: the opponent's hidden cards, then the
  stock, the buried card left out. After the pile has been turned over into the stock the view no longer tells
  which seen cards went back, so the search stands aside and the heuristic plays.
* **Playing forward**: Gin's rollout (``gin_search.rollout``) with a knock limit of 0 is Rummy's going out: the
  player whose cards all meld goes out and scores the deadwood left in the other hand (the rummy double is left
  to the heuristic, which holds its melds for it). A card that extends a meld on the table counts as melded for a
  seat that may lay off (it has melded, or the table does not ask for a meld first). The hand ends at an empty
  stock with nobody scoring (the pile would be turned over: a rare, long ending the rollout does not follow).
* **Choosing**: the heuristic hard player (``bot.ai.rummy``) proposes; its melds and lay-offs stand. The draw and
  the discard are weighed against the other draw and the discards leaving the least deadwood, over the same
  imagined deals, and a candidate replaces the proposal only ``CONFIDENCE`` standard errors above nothing (as
  Gin's). The number of deals is fixed, so a game replays from its seed; bench/README.md has the measurements.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ai.gin_search import (
    NEAR,
    Knowledge,
    Scoring,
    SearchingPlayer,
    lighter_first,
    rollout,
    sample,
    weighed,
)
from bot.rules.deadwood import card_at, index_of, mask_of, min_deadwood
from bot.rules.melds import RUMMY_MELDS, can_extend
from bot.rules.rummy import Discard, Draw, RummyAction, RummyView

GOING_OUT = Scoring(limit=0, gin_bonus=0, undercut_bonus=0, undercut_on_tie=False)  # all melded: out, no bonus


@dataclass(frozen=True)
class Imagined:
    """One imagined deal: the opponent's hand and the stock (top card last)."""

    opponent: int
    stock: list[int]


def knowledge(view: RummyView) -> Knowledge | None:
    """What the seat knows of the unseen cards, or None where the search does not apply (not two players, a
    second deck, the pile turned over)."""
    if view.players != 2 or view.restocks_used or len(set(view.hand)) != len(view.hand):
        return None
    me = view.seat if view.seat is not None else 0
    other = 1 - me
    mine = mask_of(view.hand)
    table = mask_of(c for meld in view.melds for c in meld.meld.cards)
    public = [*view.discarded[0], *view.discarded[1], *view.picked_up[0], *view.picked_up[1]]
    if view.discard_top is not None:
        public.append(view.discard_top)
    seen = (mask_of(public) | table) & ~mine
    thrown = list(view.discarded[other])
    known = 0
    for card in view.picked_up[other]:  # taken, maybe thrown back later (then taken again)
        if thrown.count(card) < view.picked_up[other].count(card):
            known |= 1 << index_of(card)
    known &= ~mine & ~table
    refused = mask_of(thrown) | (mask_of(view.discarded[me]) & ~mask_of(view.picked_up[other]))
    latest_rank = thrown[-1].rank if thrown else 13
    hidden = max(0, view.hand_counts[other] - known.bit_count())
    return weighed(mine, seen, known, refused, latest_rank, hidden, view.stock_count)


def imagine(know: Knowledge, rng: random.Random) -> Imagined:
    """One deal of the unseen cards (``gin_search.sample``); a buried upcard is what the stock leaves over."""
    opponent, rest = sample(know, rng)
    return Imagined(opponent, rest[len(rest) - know.stock:])


def lay_off_mask(view: RummyView, seat: int) -> int:
    """The cards ``seat`` could lay off on the melds now on the table (none before it may)."""
    if view.layoff_requires_own_meld and not view.has_melded[seat] and not view.melds_this_turn:
        return 0
    return sum(1 << index for index in range(52)
               if any(can_extend(table.meld, card_at(index), RUMMY_MELDS) for table in view.melds))


class SearchingRummyPlayer(SearchingPlayer):
    """The heuristic hard player's move unless the search finds a draw or a discard clearly better (module
    docstring); settings as ``gin_search.SearchingPlayer``."""

    def choose(self, view: RummyView, legal: Sequence[RummyAction]) -> RummyAction:
        default: RummyAction = self.default.choose(view, legal)
        if not isinstance(default, Draw | Discard) or len(legal) == 1 or view.seat is None:
            return default  # melds, lay-offs and the deal stand
        me, other = view.seat, 1 - view.seat
        know = knowledge(view)
        if know is None:
            return default
        fits = (lay_off_mask(view, me), lay_off_mask(view, other))
        hand = mask_of(view.hand) & ~fits[0]
        top = view.discard_top
        if isinstance(default, Draw):
            if top is None or not NEAR[index_of(top)] & hand:
                return default  # a discard that can meld with nothing in the hand is not worth weighing
            candidates: list[RummyAction] = [default, *(a for a in legal if isinstance(a, Draw) and a != default)]
        else:
            candidates = [default, *(a for a in self._discards(legal, hand) if a != default)]
        if len(candidates) == 1:
            return default
        gains: list[list[int]] = [[] for _ in candidates]
        for _ in range(self.deals):
            deal = imagine(know, self.rng)
            opponent = deal.opponent & ~fits[1]
            base = self._play_out(view, default, hand, opponent, deal.stock)
            for number, action in enumerate(candidates[1:], start=1):
                gains[number].append(self._play_out(view, action, hand, opponent, deal.stock) - base)
        return candidates[self.clearly_best(gains)]

    def _discards(self, legal: Sequence[RummyAction], hand: int) -> list[Discard]:
        discards = [a for a in legal if isinstance(a, Discard) and hand >> index_of(a.card) & 1]
        return sorted(discards, key=lambda a: lighter_first(hand, a.card))[: self.discards]

    @staticmethod
    def _play_out(view: RummyView, action: RummyAction, hand: int, opponent: int, stock: list[int]) -> int:
        """The points of one imagined deal when the seat plays ``action`` and both then follow Gin's policy."""
        if not stock:
            return 0
        if isinstance(action, Discard):
            card = index_of(action.card)
            if not hand >> card & 1:  # a card that fits the table: thrown, it leaves the hand as it is
                return rollout([hand, opponent], stock, card, 1, GOING_OUT)
            rest = hand ^ 1 << card
            if min_deadwood(rest) == 0:
                return min_deadwood(opponent)  # out
            return rollout([rest, opponent], stock, card, 1, GOING_OUT)
        assert isinstance(action, Draw)
        top = index_of(view.discard_top) if view.discard_top is not None else -1
        if action.source == "discard":
            return rollout([hand, opponent], stock, -1, 0, GOING_OUT, drawn=top)
        return rollout([hand, opponent], stock, top, 0, GOING_OUT, stock_only=True)
