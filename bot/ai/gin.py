"""Computer players for Gin Rummy at three levels. They see only their seat's ``GinView`` and the legal actions.

* easy: a beginner. It takes the upcard or the discard only when it makes a meld at once, and misses that one
  time in five; throws its highest unmatched card but holds on to pairs and suited neighbours (often too long),
  or, two times in five, any unmatched card; and knocks late: it notices it may knock only one turn in two
  (it never misses gin). It never breaks its own melds while it has an unmatched card.
* medium: takes a discard only when it ends up in a meld, throws the card that leaves the least deadwood (the
  highest on ties) except one time in five when it throws a random unmelded card, goes gin when it can, and knocks
  with the least deadwood as soon as it may early in the hand; after the opponent's sixth discard, only with 5 or
  less deadwood (an undercut is likelier by then) unless the stock is nearly gone.
* hard: plays the race to knock. It throws the card that leaves the best hand one draw from now (the average,
  over the cards it has not seen, of the least deadwood after drawing each, a draw that lets it knock counting
  for much more), less the risk of feeding the opponent a meld: the chance the opponent holds two cards making a
  meld with it, judged from what it picked up (held), what it let go or threw (what would have melded with those
  it does not hold), and its latest discard (players throw their highest unmatched card first). That risk weighs
  more as the hand goes on. It takes a discard that melds or lets it knock at once, and knocks as soon as it may.
* "hard-search" (``BASELINES``, not a level): hard overruled by determinized search (``bot.ai.gin_search``) where
  the search finds a clearly better move. Measured (bench/README.md) no stronger than hard beyond the noise,
  against OpenSpiel's simple bot (about 2% more hands) and heads-up against hard (47.5% of 200 matches), at a
  hundred times the thinking, so hard stays the heuristic.

The card helpers (``unseen_cards``, ``live_outs``, ``danger``, ``beginner_discard``) are shared with the Rummy
players. Every random
choice comes from the ``random.Random`` given at creation, so a game replays identically.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.ai.base import LEVELS, Player, PlayerFactory
from bot.ai.gin_search import SearchingGinPlayer
from bot.rules.cards import Card, pip_value, standard_deck
from bot.rules.deadwood import ALL_MELDS, deadwood, index_of, mask_of, melded_cards, min_deadwood
from bot.rules.gin import Deal, Discard, Draw, GinAction, GinView, Knock, Pass

DECK = tuple(standard_deck())
EASY_SLIP = 0.4  # share of easy's discards thrown without thinking (a random unmatched card)
EASY_SEES_TAKE = 0.8  # easy notices a discard that melds only this often
EASY_SEES_KNOCK = 0.5  # easy notices it may knock only this often (each turn it could)
MEDIUM_CARELESS = 0.2  # share of medium's discards thrown without thinking (a random unmelded card)
KNOCK_BONUS = 30.0  # hard counts a draw that lets it knock as this much less deadwood: the race is to knock first
GIN_BONUS = 4.0  # ...and a draw that makes gin as this much less again
FEED_COST = 3.0  # hard's price, in deadwood points, of a card the opponent surely melds, at the start of a hand...
FEED_LATE = 20.0  # ...rising by this much over its first turns (late, that meld is often its knock)
FEED_RAMP_TURNS = 5.0
SAFE_KNOCK = 5  # medium knocks with this little deadwood at any time...
LATE_TURNS = 6  # ...and with more only before the opponent's sixth discard...
LAST_STOCK = 6  # ...or once the stock is down to this many cards
HIGH_HELD = 0.35  # an unseen card above the opponent's latest discard is this much less likely in its hand


def best_after_taking(hand: Sequence[Card], card: Card) -> int:
    """Least deadwood after adding ``card`` and throwing another card."""
    grown = [*hand, card]
    return min(deadwood([c for c in grown if c != out]) for out in hand)


def makes_a_meld(hand: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` sits in a meld of the best arrangement once taken."""
    return card in melded_cards([*hand, card])


def beginner_discard(hand: Sequence[Card], discards: Sequence[Card], rng: random.Random, slip: float) -> Card:
    """A beginner's discard: its highest unmatched card, but it holds on to pairs and suited neighbours (often too
    long), and with chance ``slip`` it throws any unmatched card. It never breaks one of its own melds while it
    has an unmatched card."""
    melded = melded_cards(hand)
    loose = [c for c in discards if c not in melded] or list(discards)
    if rng.random() < slip:
        return loose[rng.randrange(len(loose))]

    def hopeful(c: Card) -> bool:
        return any(o != c and (o.rank == c.rank or (o.suit == c.suit and abs(o.rank - c.rank) == 1))
                   for o in hand if o not in melded)

    singles = [c for c in loose if not hopeful(c)] or loose
    return max(singles, key=lambda c: (pip_value(c), c.rank, c.sort_key()))


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


_VALUE = tuple(min(index % 13 + 1, 10) for index in range(52))


def _near(index: int) -> int:
    """Cards that could share a meld with the card at ``index``: its rank in other suits, suit neighbours ±2."""
    rank, suit = index % 13, index // 13
    mask = sum(1 << (s * 13 + rank) for s in range(4) if s != suit)
    for step in (-2, -1, 1, 2):
        if 0 <= rank + step < 13:
            mask |= 1 << (suit * 13 + rank + step)
    return mask


_NEAR = tuple(_near(index) for index in range(52))


def _bits(mask: int) -> list[int]:
    result = []
    while mask:
        low = mask & -mask
        result.append(low)
        mask ^= low
    return result


def best_after_draw(hand: int, card_bit: int) -> int:
    """Least deadwood of a 10-card ``hand`` after adding one card and throwing the worst of the eleven."""
    grown = hand | card_bit
    return min(min_deadwood(grown ^ low) for low in _bits(grown))


@dataclass(frozen=True)
class Reading:
    """What hard knows: the cards it might still draw and how likely each card is to fit the opponent's hand."""

    pool: tuple[int, ...]  # unseen card indexes: in the stock or in the opponent's hand
    known: int  # cards the opponent picked up and still holds
    unseen: int  # mask of ``pool``
    in_their_hand: float  # chance an unseen card is in the opponent's hand
    ruled_out: int  # cards the opponent refused or threw: what would have melded with them it does not hold

    below: int = (1 << 52) - 1  # cards no higher than the opponent's latest discard

    def holds(self, bit: int) -> float:
        """Chance the opponent holds this card. Players throw their highest unmatched card, so an unseen card
        above its latest discard is held only inside a meld: less likely."""
        if self.known & bit:
            return 1.0
        if not self.unseen & bit:
            return 0.0
        return self.in_their_hand * (1.0 if self.below & bit else HIGH_HELD)


def read_table(view: GinView) -> Reading:
    me = view.seat if view.seat is not None else 0
    other = 1 - me
    public = [*view.discarded[0], *view.discarded[1], *view.picked_up[0], *view.picked_up[1]]
    if view.upcard is not None:
        public.append(view.upcard)
    if view.discard_top is not None:
        public.append(view.discard_top)
    known = mask_of(view.picked_up[other]) & ~mask_of(view.discarded[other])
    unseen = ((1 << 52) - 1) & ~mask_of(view.hand) & ~mask_of(public)
    pool = tuple(low.bit_length() - 1 for low in _bits(unseen))
    hidden = max(0, view.hand_counts[other] - known.bit_count())
    refused = set(view.discarded[me]) - set(view.picked_up[other])
    if view.upcard is not None and view.upcard not in view.picked_up[other]:
        refused.add(view.upcard)
    refused |= set(view.discarded[other])
    below = (1 << 52) - 1
    if view.discarded[other]:
        top_rank = view.discarded[other][-1].rank
        below = mask_of(c for c in DECK if c.rank <= top_rank)
    return Reading(pool, known, unseen, hidden / max(1, len(pool)), mask_of(refused), below)


def _meld_partners(index: int) -> list[tuple[int, int]]:
    """Pairs of cards that make a meld with the card at ``index``."""
    rank, suit = index % 13, index // 13
    same = [s * 13 + rank for s in range(4) if s != suit]
    pairs = [(1 << a, 1 << b) for a, b in itertools.combinations(same, 2)]
    for low in (rank - 2, rank - 1, rank):
        run = [suit * 13 + r for r in range(low, low + 3)]
        if low >= 0 and low + 2 < 13:
            a, b = (1 << r for r in run if r != index)
            pairs.append((a, b))
    return pairs


_THREE_CARD_MELDS = tuple(m for m in ALL_MELDS if m.bit_count() == 3)


@lru_cache(maxsize=4096)
def _completing(pair: int) -> int:
    """Every card that makes a three-card meld with the two cards of ``pair``."""
    return sum(m ^ pair for m in _THREE_CARD_MELDS if m & pair == pair)


def feeds(index: int, reading: Reading) -> float:
    """Chance the opponent can meld the card at ``index`` (so would take it): it holds two cards completing it.
    A pair is left out when the opponent let go a card that would have made a meld with it: it did not hold it."""
    miss = 1.0
    for a, b in _meld_partners(index):
        if _completing(a | b) & reading.ruled_out:
            continue
        miss *= 1 - reading.holds(a) * reading.holds(b)
    return 1 - miss


def expected_deadwood(hand: int, reading: Reading, limit: int) -> float:
    """How good a 10-card ``hand`` is one draw from now: the average over the unseen cards of the least deadwood
    after drawing it and throwing the worst card, with a bonus for the draws that allow a knock (or gin)."""
    if not reading.pool:
        return float(min_deadwood(hand))
    base = min_deadwood(hand)
    lightest = -1  # least deadwood of the hand minus one card, for drawn cards that can meld with nothing
    total = 0.0
    for index in reading.pool:
        if _NEAR[index] & hand:
            best = best_after_draw(hand, 1 << index)
        else:
            if lightest < 0:
                lightest = min(min_deadwood(hand ^ low) for low in _bits(hand))
            best = min(base, lightest + _VALUE[index])
        total += best - (KNOCK_BONUS if best <= limit else 0) - (GIN_BONUS if best == 0 else 0)
    return total / len(reading.pool)


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
            return Draw("discard") if makes_a_meld(hand, top) and self.rng.random() < EASY_SEES_TAKE else decline
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
        best_knock = min(knocks, key=lambda a: (self._after(hand, a.card), -pip_value(a.card) if a.card else 0),
                         default=None)
        discards = [a.card for a in legal if isinstance(a, Discard)]
        if best_knock is not None and (not discards or self._knocks(view, hand, best_knock)):
            return best_knock
        if self.level == "easy":
            return Discard(beginner_discard(hand, discards, self.rng, EASY_SLIP))
        if self.level == "medium":
            if self.rng.random() < MEDIUM_CARELESS:
                loose = [c for c in discards if c not in melded_cards(hand)] or discards
                return Discard(loose[self.rng.randrange(len(loose))])
            return Discard(min(discards, key=lambda c: (self._after(hand, c), -pip_value(c), c.sort_key())))
        return Discard(self._hard_discard(view, hand, discards))

    def _knocks(self, view: GinView, hand: list[Card], knock: Knock) -> bool:
        """A beginner notices a knock only now and then (never gin). Hard knocks at once: the race is to knock
        first. Medium knocks at once early in the hand; later, when the opponent has had time to meld and may
        undercut, only with little deadwood, unless the stock is nearly gone."""
        left = self._after(hand, knock.card)
        if self.level == "easy":
            return left == 0 or self.rng.random() < EASY_SEES_KNOCK
        if self.level == "hard" or left <= SAFE_KNOCK:
            return True
        other = 1 - (view.seat or 0)
        return len(view.discarded[other]) < LATE_TURNS or view.stock_count <= LAST_STOCK

    def _hard_discard(self, view: GinView, hand: list[Card], discards: list[Card]) -> Card:
        reading = read_table(view)
        mask = mask_of(hand)
        other = 1 - (view.seat or 0)
        # A card the opponent melds costs more as the hand goes on: late, that meld is often its knock.
        feed_cost = FEED_COST + FEED_LATE * min(1.0, len(view.discarded[other]) / FEED_RAMP_TURNS)

        def cost(c: Card) -> tuple[float, int, tuple[int, int]]:
            index = index_of(c)
            value = expected_deadwood(mask ^ 1 << index, reading, view.knock_limit)
            return value + feed_cost * feeds(index, reading), -pip_value(c), c.sort_key()

        return min(discards, key=cost)

    @staticmethod
    def _after(hand: Sequence[Card], card: Card | None) -> int:
        if card is None:
            return deadwood(hand)
        rest = list(hand)
        rest.remove(card)
        return deadwood(rest)


def _factory(level: str) -> PlayerFactory:
    def make(rng: random.Random) -> Player:
        return GinPlayer(rng, level)

    return make


def _searching_hard(rng: random.Random) -> Player:
    return SearchingGinPlayer(rng, GinPlayer(rng, "hard"))


PLAYERS: dict[str, PlayerFactory] = {level: _factory(level) for level in LEVELS}
# Players kept to measure against hard (``bench.tournament --baseline``, ``bench.gin_openspiel --level``).
BASELINES: dict[str, PlayerFactory] = {"hard-search": _searching_hard}
