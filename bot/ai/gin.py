"""Computer players for Gin Rummy at three levels. They see only their seat's ``GinView`` and the legal actions.

* easy: takes the upcard or the discard only when it makes a meld at once, throws a random unmelded card, knocks
  as soon as it may.
* medium: takes a discard only when it ends up in a meld, throws the card that leaves the least deadwood (the
  highest on ties) except one time in five when it throws a random unmelded card, knocks as soon as it may with
  the least deadwood, goes gin when it can.
* hard: the same judgement of deadwood, plus what it has seen: it keeps cards with live chances of forming melds
  (counting the cards already discarded or taken), avoids feeding the ranks and suit neighbours the opponent
  picked up, prefers cards next to what the opponent threw away, and takes a discard that lets it knock at once.

The card helpers (``unseen_cards``, ``live_outs``, ``danger``) are shared with the Rummy players. Every random
choice comes from the ``random.Random`` given at creation, so a game replays identically.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

from bot.ai.base import LEVELS, PlayerFactory
from bot.rules.cards import Card, pip_value, standard_deck
from bot.rules.deadwood import deadwood, melded_cards
from bot.rules.gin import Deal, Discard, Draw, GinAction, GinView, Knock, Pass

DECK = tuple(standard_deck())
MEDIUM_CARELESS = 0.2  # share of medium's discards thrown without thinking (a random unmelded card)


def best_after_taking(hand: Sequence[Card], card: Card) -> int:
    """Least deadwood after adding ``card`` and throwing another card."""
    grown = [*hand, card]
    return min(deadwood([c for c in grown if c != out]) for out in hand)


def makes_a_meld(hand: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` sits in a meld of the best arrangement once taken."""
    return card in melded_cards([*hand, card])


def unseen_cards(hand: Iterable[Card], seen: Iterable[Card]) -> set[Card]:
    """Cards that may still come from the stock or sit in an opponent's hand unseen."""
    return set(DECK) - set(hand) - set(seen)


def live_outs(card: Card, hand: Sequence[Card], unseen: set[Card]) -> int:
    """How many unseen cards would turn ``card`` into part of a meld with the hand (pairs and suit neighbours)."""
    outs: set[Card] = set()
    same_rank = [c for c in hand if c.rank == card.rank and c != card]
    if same_rank:
        outs |= {c for c in unseen if c.rank == card.rank}
    suited = {c.rank for c in hand if c.suit == card.suit and c != card}
    for step in (-2, -1, 1, 2):
        if card.rank + step in suited:
            low, high = sorted((card.rank, card.rank + step))
            wanted = {low - 1, high + 1} if high - low == 1 else {low + 1}
            outs |= {c for c in unseen if c.suit == card.suit and c.rank in wanted}
    return len(outs)


def danger(card: Card, taken_by_others: Iterable[Card], thrown_by_others: Iterable[Card]) -> int:
    """How likely ``card`` helps an opponent: it matches a rank or sits next to a suit they picked up; cards
    next to what they threw away are safer."""
    score = 0
    for c in taken_by_others:
        if c.rank == card.rank:
            score += 4
        elif c.suit == card.suit and abs(c.rank - card.rank) <= 2:
            score += 3
    for c in thrown_by_others:
        if c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) == 1):
            score -= 1
    return score


class GinPlayer:
    """One computer seat; ``level`` is "easy", "medium" or "hard"."""

    def __init__(self, rng: random.Random, level: str) -> None:
        self.rng = rng
        self.level = level

    def choose(self, view: GinView, legal: Sequence[GinAction]) -> GinAction:
        if Deal() in legal:
            return Deal()
        if view.phase in ("offer", "draw", "wall"):
            return self._draw(view, legal)
        return self._discard_or_knock(view, legal)

    # --- drawing ------------------------------------------------------------------------------------------

    def _draw(self, view: GinView, legal: Sequence[GinAction]) -> GinAction:
        decline: GinAction = Draw("stock") if Draw("stock") in legal else Pass()
        top = view.discard_top
        if Draw("discard") not in legal or top is None:
            return decline
        if view.phase == "wall":  # taking it is allowed only to knock
            return Draw("discard")
        hand = list(view.hand)
        if self.level == "easy":
            return Draw("discard") if makes_a_meld(hand, top) and self.rng.random() < 0.7 else decline
        after = best_after_taking(hand, top)
        if after < deadwood(hand) and makes_a_meld(hand, top):
            return Draw("discard")
        if self.level == "hard" and after <= view.knock_limit < deadwood(hand):
            return Draw("discard")
        return decline

    # --- discarding and knocking ---------------------------------------------------------------------------

    def _discard_or_knock(self, view: GinView, legal: Sequence[GinAction]) -> GinAction:
        hand = list(view.hand)
        knocks = [a for a in legal if isinstance(a, Knock)]
        if Knock(None) in knocks:
            return Knock(None)
        if knocks:
            return min(knocks, key=lambda a: (self._after(hand, a.card), -pip_value(a.card) if a.card else 0))
        discards = [a.card for a in legal if isinstance(a, Discard)]
        if self.level == "easy":
            loose = [c for c in discards if c not in melded_cards(hand)] or discards
            return Discard(loose[self.rng.randrange(len(loose))])
        if self.level == "medium":
            if self.rng.random() < MEDIUM_CARELESS:
                loose = [c for c in discards if c not in melded_cards(hand)] or discards
                return Discard(loose[self.rng.randrange(len(loose))])
            return Discard(min(discards, key=lambda c: (self._after(hand, c), -pip_value(c), c.sort_key())))
        me = view.seat if view.seat is not None else 0
        other = 1 - me
        seen = [*view.discarded[0], *view.discarded[1], *view.picked_up[0], *view.picked_up[1]]
        unseen = unseen_cards(hand, seen)
        taken = [c for c in view.picked_up[other] if c not in view.discarded[other]]

        def cost(c: Card) -> tuple[float, tuple[int, int]]:
            rest = [x for x in hand if x != c]
            value = self._after(hand, c) + 1.5 * danger(c, taken, view.discarded[other])
            if c not in melded_cards(hand):
                value += 1.2 * live_outs(c, rest, unseen) - 0.2 * pip_value(c)
            return value, c.sort_key()

        return Discard(min(discards, key=cost))

    @staticmethod
    def _after(hand: Sequence[Card], card: Card | None) -> int:
        if card is None:
            return deadwood(hand)
        rest = list(hand)
        rest.remove(card)
        return deadwood(rest)


def _factory(level: str) -> Callable[[random.Random], GinPlayer]:
    def make(rng: random.Random) -> GinPlayer:
        return GinPlayer(rng, level)

    return make


PLAYERS: dict[str, PlayerFactory] = {level: _factory(level) for level in LEVELS}
