"""Gin Rummy by determinized search ("hard-search", kept beside hard for the benches): it imagines the cards it cannot see, plays every move it is weighing to
the end of the hand in each imagined deal, and picks the move that scores best on average.

* **What it may imagine** (``Knowledge``): the seat's view gives its own hand, every card that went to the discard
  pile this hand (the upcard, both players' discards) and every card the opponent took from it. A card the
  opponent took and has not thrown back is surely in its hand; every other card the seat has not seen is in the
  opponent's hand or in the stock. ``sample`` deals those unseen cards: the opponent's hidden cards, then the stock
  in a random order. Nothing else is ever dealt, so the search never uses a card the seat could not know.
* **What the opponent's play tells it**: players throw cards they cannot use and refuse discards they cannot meld,
  so an unseen card next to one the opponent threw or refused (same rank, or suit neighbour) is less likely in its
  hand, and so is a card above the opponent's latest discard (players throw their highest unmatched card first).
  The sampler weighs the unseen cards by these reads.
* **Playing forward** (``rollout``): both players then follow a fast policy, the kind of play most players and
  simple bots show: take the discard when it lands in a meld, throw the highest unmatched card, knock as soon as
  the deadwood allows. The hand ends with a knock (scored exactly: the knocker's melds, the defender's lay-offs,
  gin and undercut bonuses of the table's preset) or at the wall (nobody scores).
* **Choosing**: the heuristic hard player (``bot.ai.gin``) proposes its move; the search weighs it against the
  other candidates (the other draw; the discards leaving the least deadwood; each knock), each played out over the
  same imagined deals (common random numbers: the comparison is not drowned by the luck of the deal; a knock is
  scored exactly against each imagined opponent hand). A candidate replaces the proposal only when its average
  gain in points is ``CONFIDENCE`` standard errors above nothing: the rollouts are noisy and a coin-flip override
  loses to the heuristic. The number of deals is fixed (not a clock), so a game replays identically from its seed;
  it keeps a decision within the think budget (``bench.gin_openspiel`` prints p50 and p99).
* **Why it is not hard** (bench/README.md): the rollouts' own averages pick worse moves than the heuristic (trusted
  outright, ``confidence=0``, it won 5% fewer hands than with the threshold): the fast policy plays our side worse
  than hard does after the move weighed, so a move that suits the fast policy looks better than it is. With the
  threshold it gains about 2% of hands against OpenSpiel's simple bot, within the noise, and searching only the
  knock and the draw gains nothing: hard already knocks at once and takes what melds, as the search would.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ai.base import Player
from bot.rules.cards import Card
from bot.rules.deadwood import best_arrangement, best_layoffs, index_of, mask_of, min_deadwood
from bot.rules.gin import PRESET_OPTIONS, Discard, Draw, GinAction, GinView, Knock, Pass
from bot.rules.gin.engine import WALL_SIZE

ALL_CARDS = (1 << 52) - 1
VALUE = tuple(min(index % 13 + 1, 10) for index in range(52))
NEAR_THROWN = 0.7  # an unseen card next to each card the opponent threw or refused is this much less likely held
ABOVE_LATEST = 0.5  # ...and one above the rank of the opponent's latest discard
DEALS = 48  # imagined deals per decision
CONFIDENCE = 2.0  # the default move is overturned only by a gain this many standard errors above nothing
MAX_CANDIDATE_DISCARDS = 4  # discards weighed by search: the ones leaving the least deadwood


def _bits(mask: int) -> list[int]:
    """The card indexes of ``mask``."""
    result = []
    while mask:
        low = mask & -mask
        result.append(low.bit_length() - 1)
        mask ^= low
    return result


def _neighbours(index: int) -> int:
    """Cards that would make a meld-in-waiting with the card at ``index``: same rank, or next in its suit."""
    rank, suit = index % 13, index // 13
    mask = sum(1 << (s * 13 + rank) for s in range(4) if s != suit)
    for step in (-1, 1):
        if 0 <= rank + step < 13:
            mask |= 1 << (suit * 13 + rank + step)
    return mask


NEIGHBOURS = tuple(_neighbours(index) for index in range(52))


def _near(index: int) -> int:
    """Cards that could share a meld with the card at ``index``: its rank, or its suit within two ranks."""
    rank, suit = index % 13, index // 13
    return _neighbours(index) | sum(1 << (suit * 13 + rank + step) for step in (-2, 2) if 0 <= rank + step < 13)


NEAR = tuple(_near(index) for index in range(52))
DISCARD_ORDER = tuple(sorted(range(52), key=lambda i: (-VALUE[i], -i)))  # highest first


@dataclass(frozen=True)
class Knowledge:
    """What one seat knows of the cards it cannot see, from its view alone.

    ``mine``: its own hand; ``seen``: every other card it has seen this hand (discard pile, cards taken from it);
    ``known``: cards the opponent surely holds (taken from the pile, not thrown back); ``pool``: the unseen cards
    (opponent's hidden cards and the stock) with ``weights``, how likely each is to be in the opponent's hand
    relative to the others; ``hidden``: how many of the opponent's cards are unknown; ``stock``: cards in the stock.
    """

    mine: int
    seen: int
    known: int
    pool: tuple[int, ...]
    weights: tuple[float, ...]
    hidden: int
    stock: int


def knowledge(view: GinView) -> Knowledge:
    me = view.seat if view.seat is not None else 0
    other = 1 - me
    mine = mask_of(view.hand)
    public = [*view.discarded[0], *view.discarded[1], *view.picked_up[0], *view.picked_up[1]]
    if view.upcard is not None:
        public.append(view.upcard)
    if view.discard_top is not None:
        public.append(view.discard_top)
    seen = mask_of(public) & ~mine
    thrown = list(view.discarded[other])
    known = 0
    for card in view.picked_up[other]:  # taken, maybe thrown back later (then taken again)
        bit = 1 << index_of(card)
        if thrown.count(card) < view.picked_up[other].count(card):
            known |= bit
    known &= ~mine
    # Cards it let go: thrown, or ours it did not take (every discard of ours it did not pick up); the upcard.
    refused = mask_of(thrown) | (mask_of(view.discarded[me]) & ~mask_of(view.picked_up[other]))
    if view.upcard is not None and view.upcard not in view.picked_up[other]:
        refused |= 1 << index_of(view.upcard)
    latest_rank = view.discarded[other][-1].rank if view.discarded[other] else 13
    hidden = max(0, view.hand_counts[other] - known.bit_count())
    return weighed(mine, seen, known, refused, latest_rank, hidden, view.stock_count)


def weighed(mine: int, seen: int, known: int, refused: int, latest_rank: int, hidden: int, stock: int) -> Knowledge:
    """The ``Knowledge`` of a seat holding ``mine`` that has seen ``seen``, the unseen cards weighed by the reads
    of the module docstring: ``refused``, the cards the opponent threw or let go; ``latest_rank``, the rank of its
    latest discard (13 when none). Shared by every two-player card game searched this way (``bot.ai.rummy_search``)."""
    unseen = ALL_CARDS & ~mine & ~seen
    pool = tuple(_bits(unseen))
    weights = []
    for index in pool:
        weight = NEAR_THROWN ** sum(1 for r in _bits(refused & NEIGHBOURS[index]))
        if index % 13 + 1 > latest_rank:
            weight *= ABOVE_LATEST
        weights.append(weight)
    return Knowledge(mine, seen, known, pool, tuple(weights), hidden, stock)


def sample(know: Knowledge, rng: random.Random) -> tuple[int, list[int]]:
    """One imagined deal of the unseen cards: the opponent's hand (its known cards and ``hidden`` weighted draws
    from the pool) and the stock (the rest of the pool, shuffled; its top card last)."""
    # Weighted draws without replacement (Efraimidis-Spirakis): the ``hidden`` largest keys u ** (1 / w).
    keyed = sorted(((rng.random() ** (1.0 / w), index) for index, w in zip(know.pool, know.weights, strict=True)),
                   reverse=True)
    hand = know.known
    for _key, index in keyed[: know.hidden]:
        hand |= 1 << index
    stock = [index for _key, index in keyed[know.hidden :]]
    rng.shuffle(stock)
    return hand, stock


@dataclass(frozen=True)
class Scoring:
    """The table's numbers a knock is scored with."""

    limit: int
    gin_bonus: int
    undercut_bonus: int
    undercut_on_tie: bool

    @classmethod
    def of(cls, view: GinView) -> Scoring:
        options = PRESET_OPTIONS.get(view.preset, PRESET_OPTIONS["north_american"])
        return cls(view.knock_limit, int(options["gin_bonus"]), int(options["undercut_bonus"]),
                   bool(options["undercut_on_tie"]))


def knock_points(knocker: int, defender: int, scoring: Scoring) -> int:
    """Points of a knock with the 10 cards ``knocker`` against ``defender``, from the knocker's side (negative:
    undercut)."""
    k = min_deadwood(knocker)
    if k == 0:
        return min_deadwood(defender) + scoring.gin_bonus
    melds, _dead = best_arrangement(knocker)
    _order, rest = best_layoffs(melds, defender)
    d = min_deadwood(rest)
    if k < d:
        return d - k
    if d < k or scoring.undercut_on_tie:
        return -(k - d + scoring.undercut_bonus)
    return 0


def takes(hand: int, card: int) -> bool:
    """The rollout policy takes a discard that lands in a meld of its best arrangement."""
    return min_deadwood(hand | 1 << card) < min_deadwood(hand) + VALUE[card]


def policy_discard(grown: int, forbidden: int) -> tuple[int, int]:
    """The rollout policy's discard from 11 cards: its highest unmatched card, the one leaving the least deadwood
    (a card can leave ``total - value`` at best, and does exactly when some best arrangement leaves it unmatched).
    Returns (card index, deadwood left)."""
    total = min_deadwood(grown)
    fallback = (-1, 999)
    allowed = grown & ~forbidden
    for index in DISCARD_ORDER:
        if not allowed >> index & 1:
            continue
        left = min_deadwood(grown ^ 1 << index)
        if left == total - VALUE[index]:
            return index, left
        if left < fallback[1]:
            fallback = (index, left)
    return fallback


def rollout(hands: list[int], stock: list[int], top: int, turn: int, scoring: Scoring,
            drawn: int = -1, stock_only: bool = False) -> int:
    """Play the hand to its end with the rollout policy on both sides; points from seat 0's side (hands[0]).

    ``turn`` is about to draw, or, with ``drawn`` set, has just taken that card from the pile (``top`` is then the
    card below it). ``stock_only``: its draw must come from the stock (the upcard was declined)."""
    stock = list(stock)
    while True:
        hand = hands[turn]
        forbidden = 0
        if drawn >= 0:
            grown, forbidden = hand | 1 << drawn, 1 << drawn
        elif top >= 0 and not stock_only and takes(hand, top):
            grown, forbidden = hand | 1 << top, 1 << top
        else:
            grown = hand | 1 << stock.pop()
        drawn, stock_only = -1, False
        card, left = policy_discard(grown, forbidden)
        hands[turn] = grown ^ 1 << card
        if left <= scoring.limit:
            points = knock_points(hands[turn], hands[1 - turn], scoring)
            return points if turn == 0 else -points
        if len(stock) <= WALL_SIZE:
            return 0
        top = card
        turn = 1 - turn


def lighter_first(hand: int, card: Card) -> tuple[int, int, int]:
    """How the searching players rank a discard from ``hand``: least deadwood left, then the heaviest card thrown."""
    index = index_of(card)
    return min_deadwood(hand ^ 1 << index), -VALUE[index], index


class SearchingPlayer:
    """What the searching players share: their settings and the rule that overturns the default move.

    ``default``: the player whose choice stands unless beaten; ``deals``: imagined deals per decision;
    ``confidence``: how many standard errors a candidate's gain must clear (0 trusts the rollouts' averages
    outright); ``discards``: how many of the discards leaving the least deadwood are weighed."""

    def __init__(self, rng: random.Random, default: Player, deals: int = DEALS, confidence: float = CONFIDENCE,
                 discards: int = MAX_CANDIDATE_DISCARDS) -> None:
        self.rng = rng
        self.default = default
        self.deals = deals
        self.confidence = confidence
        self.discards = discards

    def clearly_best(self, gains: Sequence[Sequence[int]]) -> int:
        """The candidate to play (0: the default move): the one whose mean gain over the default, paired over the
        same imagined deals, is highest among those clearing ``confidence`` standard errors above nothing."""
        best, best_gain = 0, 0.0
        for number in range(1, len(gains)):
            mean = statistics.fmean(gains[number])
            spread = statistics.stdev(gains[number]) / math.sqrt(len(gains[number]))
            if mean - self.confidence * spread > 0 and mean > best_gain:
                best, best_gain = number, mean
        return best


class SearchingGinPlayer(SearchingPlayer):
    """The heuristic hard player's move unless the search finds one clearly better (module docstring); settings as
    ``SearchingPlayer`` (``discards=1`` keeps the search to knocking and the draw, and to throwing the lightest
    card). The benches' variants: bench/README.md."""

    def choose(self, view: GinView, legal: Sequence[GinAction]) -> GinAction:
        if len(legal) == 1:
            return legal[0]
        knocks = [a for a in legal if isinstance(a, Knock)]
        if Knock(None) in knocks:
            return Knock(None)  # big gin: nothing scores more
        hand = mask_of(view.hand)
        for knock in knocks:
            if knock.card is not None and min_deadwood(hand ^ 1 << index_of(knock.card)) == 0:
                return knock  # gin cannot be undercut
        default: GinAction = self.default.choose(view, legal)
        top = view.discard_top
        if view.phase in ("draw", "offer") and (top is None or not NEAR[index_of(top)] & hand):
            return default  # a discard that can meld with nothing in the hand is not worth weighing
        candidates = [default, *(a for a in self._candidates(view, legal, hand) if a != default)]
        if len(candidates) == 1:
            return default
        know = knowledge(view)
        scoring = Scoring.of(view)
        # Paired differences with the default move over the same imagined deals.
        gains: list[list[int]] = [[] for _ in candidates]
        for _ in range(self.deals):
            opponent, stock = sample(know, self.rng)
            base = self._play_out(view, default, hand, opponent, stock, scoring)
            for number, action in enumerate(candidates[1:], start=1):
                gains[number].append(self._play_out(view, action, hand, opponent, stock, scoring) - base)
        return candidates[self.clearly_best(gains)]

    def _candidates(self, view: GinView, legal: Sequence[GinAction], hand: int) -> list[GinAction]:
        discards = [a for a in legal if isinstance(a, Discard)]
        others = [a for a in legal if not isinstance(a, Discard)]
        ranked = sorted(discards, key=lambda a: lighter_first(hand, a.card))
        return others + ranked[: self.discards]

    @staticmethod
    def _play_out(view: GinView, action: GinAction, hand: int, opponent: int, stock: list[int],
                  scoring: Scoring) -> int:
        """The points of one imagined deal when the seat plays ``action`` and both then follow the policy."""
        top = index_of(view.discard_top) if view.discard_top is not None else -1
        if isinstance(action, Knock):
            assert action.card is not None
            return knock_points(hand ^ 1 << index_of(action.card), opponent, scoring)
        if isinstance(action, Discard):
            if len(stock) <= WALL_SIZE:
                return 0
            return rollout([hand ^ 1 << index_of(action.card), opponent], stock, index_of(action.card), 1, scoring)
        if isinstance(action, Draw) and action.source == "discard":
            below = -1  # the card under the taken one is not known to the policy; it draws from the stock
            if view.phase == "wall":
                grown = hand | 1 << top
                card, left = policy_discard(grown, 1 << top)
                return knock_points(grown ^ 1 << card, opponent, scoring) if left <= scoring.limit else 0
            return rollout([hand, opponent], stock, below, 0, scoring, drawn=top)
        if isinstance(action, Draw):  # from the stock
            return rollout([hand, opponent], stock, top, 0, scoring, stock_only=True)
        assert isinstance(action, Pass)
        if view.phase == "wall":
            return 0
        # Declining the upcard: the non-dealer's pass lets the dealer take it; the dealer's pass forces the
        # non-dealer to draw from the stock.
        dealer_passes = view.dealer_seat == view.seat
        return rollout([hand, opponent], stock, top, 1, scoring, stock_only=dealer_passes)
