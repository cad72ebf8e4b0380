"""RailRoad Rummy computer players (easy, medium, hard), registered at import.

They see only their seat's ``RailroadView`` and the legal actions. The plan is the round's contract: a hand is
measured by how many cards it still lacks to meet it (``shortfall``: a small search over the sets and runs it could
become, wilds filling the gaps they may fill). Every decision compares hands by that measure:

- draw: take the top discard only when the hand is closer to the contract even after the discard that follows
  (or, once down, when a meld can take it);
- claim: when the declined discard brings the contract closer and leaves at most two cards missing (never once
  down: two more cards only make going out harder); in round 7, where only claimed cards make a hand big enough
  to go out, any card that does not hurt;
- go down as soon as possible, with the arrangement that leaves the fewest stranded cards and points; once down,
  lay off everything that fits, naturals first;
- discard the card whose loss hurts the plan least; among equals, a natural before a wild and the costliest first.

Levels (``STYLES``): ``easy`` plays like a beginner: it follows the plan, but about one decision in four it slips
(draws from the stock, claims at random, goes down with the first arrangement offered, misses a lay-off or
discards a random natural), and it claims only what leaves at most one card missing. ``medium`` follows the plan
and spends HMG only on the card that completes its contract. ``hard`` also spends HMG on a card that leaves at
most one missing (and in round 7), keeps the hand with the most *outs* (unseen cards that would help), measures
round-7 hands on every way three runs could hold them, sheds points when an opponent is about to go out, and
chooses its going down by the points left stranded. Each player is deterministic for the ``random.Random`` it is given.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement

from bot.ai.base import LEVELS, PlayerFactory
from bot.rules.cards import ACE, Card
from bot.rules.melds import RAILROAD_MELDS, Meld, can_extend
from bot.rules.railroad import (
    Claim,
    CloseClaims,
    Discard,
    DrawDiscard,
    DrawStock,
    GoDown,
    LayOff,
    MeldPlan,
    PassClaim,
    RailroadAction,
)
from bot.rules.railroad.contracts import (
    ACE_HIGH,
    LOWEST_RANK,
    RUN_SIZE,
    SET_SIZE,
    GoingDown,
    PlannedMeld,
    card_points,
    contract_for,
    going_down_options,
    is_wild,
    railroad_rank,
)
from bot.rules.railroad.views import PHASE_CLAIMS, PHASE_DRAW, ContractView, RailroadView

RANKS = tuple(range(LOWEST_RANK, ACE_HIGH + 1))
CANDIDATES = 6  # set ranks and run windows tried by the shortfall search, best-looking first
ROUND7_MIN_CARDS = 3 * RUN_SIZE


# --- measuring a hand ------------------------------------------------------------------------------------------------


def rank_counts(hand: Sequence[Card]) -> tuple[tuple[int, ...], int]:
    counts = [0] * len(RANKS)
    wilds = 0
    for c in hand:
        if is_wild(c):
            wilds += 1
        else:
            counts[railroad_rank(c) - LOWEST_RANK] += 1
    return tuple(counts), wilds


def shortfall(hand: Sequence[Card], contract: ContractView, exact_round7: bool = False) -> int:
    """How many more cards the hand needs to meet the contract (0: it can go down now, or nearly)."""
    counts, wilds = rank_counts(hand)
    if contract.all_cards and exact_round7:
        return _round7_missing(counts, wilds, len(hand))
    if contract.all_cards:
        missing = _shortfall(counts, wilds, 0, contract.runs)
        # Round 7 uses every card: naturals that fit none of the runs must go, and the hand needs 12 cards or more.
        spare = _round7_spare(counts, wilds)
        return missing + max(0, spare - 1) + max(0, ROUND7_MIN_CARDS - 1 - len(hand))
    return _shortfall(counts, wilds, contract.sets, contract.runs)


# Sized by measurement (RailRoad self-play, three hard and medium players): a whole game fills about 5,600 entries
# and 4,096 are as fast as 65,536 (46% hits either way; 1,024 cost half as much time again), for a sixteenth of
# the memory when full.
@lru_cache(maxsize=4096)
def _shortfall(counts: tuple[int, ...], wilds: int, sets: int, runs: int) -> int:
    set_ranks = sorted(range(len(RANKS)), key=lambda i: (-min(counts[i], SET_SIZE), -i))[:CANDIDATES]
    windows = sorted(
        range(len(RANKS) - RUN_SIZE + 1),
        key=lambda w: (-sum(1 for i in range(w, w + RUN_SIZE) if counts[i]), -w),
    )[:CANDIDATES]
    best = SET_SIZE * sets + RUN_SIZE * runs
    for chosen_sets in combinations_with_replacement(set_ranks, sets):
        left = list(counts)
        missing = 0
        wild_room = 0
        for i in chosen_sets:
            used = min(left[i], SET_SIZE)
            left[i] -= used
            missing += SET_SIZE - used
            wild_room += 1 if used >= 1 else 0  # a set of 3 holds at most one wild
        for chosen_runs in combinations_with_replacement(windows, runs):
            run_left = list(left)
            run_missing = 0
            run_room = 0
            for w in chosen_runs:
                present = 0
                for i in range(w, w + RUN_SIZE):
                    if run_left[i]:
                        run_left[i] -= 1
                        present += 1
                run_missing += RUN_SIZE - present
                run_room += min(2, RUN_SIZE - present)  # a run of 4 holds at most two wilds
            total = missing + run_missing - min(wilds, wild_room + run_room)
            if total < best:
                best = total
    return best


def _round7_spare(counts: tuple[int, ...], wilds: int) -> int:
    """Naturals a round-7 hand cannot fit into three runs: duplicates beyond three of a rank, and ranks with no
    neighbour within reach."""
    spare = sum(max(0, n - 3) for n in counts)
    for i, n in enumerate(counts):
        if n and not any(counts[j] for j in range(max(0, i - 2), min(len(counts), i + 3)) if j != i):
            spare += n if wilds < 2 else 0
    return spare


@lru_cache(maxsize=4096)  # (round 7 only: the same kind of keys as ``_shortfall``, sized alike)
def _round7_missing(counts: tuple[int, ...], wilds: int, size: int) -> int:
    """Round 7, measured on the three runs themselves: the fewest cards still to find over every way three runs
    of 4 or more could hold this hand after the next draw (``size`` or ``size + 1`` cards, at least 12, which
    only claims can bring)."""
    at_least = [sum(1 << i for i, n in enumerate(counts) if n >= k) for k in (1, 2, 3)]
    best = 3 * ACE_HIGH
    for total in sorted({max(ROUND7_MIN_CARDS, size), max(ROUND7_MIN_CARDS, size + 1)}):
        for cover1, cover2, cover3, wild_room in _round7_coverings(total):
            fit = (
                (at_least[0] & cover1).bit_count()
                + (at_least[1] & cover2).bit_count()
                + (at_least[2] & cover3).bit_count()
                + min(wilds, wild_room)
            )
            best = min(best, total - fit)
    return best


@lru_cache(maxsize=64)
def _round7_coverings(total: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every distinct way three runs of at least 4 with ``total`` cards cover the ranks: masks of the ranks
    covered at least once, twice and three times, and how many wilds the runs may hold."""
    spans = [(low, high) for low in RANKS for high in RANKS if high - low + 1 >= RUN_SIZE]
    masks = [sum(1 << (rank - LOWEST_RANK) for rank in range(low, high + 1)) for low, high in spans]
    sizes = [high - low + 1 for low, high in spans]
    found: set[tuple[int, int, int, int]] = set()
    for a in range(len(spans)):
        for b in range(a, len(spans)):
            rest = total - sizes[a] - sizes[b]
            if rest < RUN_SIZE:
                continue
            for c in range(b, len(spans)):
                if sizes[c] != rest:
                    continue
                m1, m2, m3 = masks[a], masks[b], masks[c]
                found.add(
                    (
                        m1 | m2 | m3,
                        (m1 & m2) | (m1 & m3) | (m2 & m3),
                        m1 & m2 & m3,
                        sizes[a] // 2 + sizes[b] // 2 + sizes[c] // 2,
                    )
                )
    return tuple(found)


# --- the table --------------------------------------------------------------------------------------------------------


def table_melds(view: RailroadView) -> list[Meld]:
    return [_as_meld(m.kind, m.cards, m.ranks) for m in view.melds]


def _as_meld(kind: str, cards: Sequence[Card], ranks: Sequence[int]) -> Meld:
    wild = tuple(i for i, c in enumerate(cards) if is_wild(c))
    low = ranks[0] if kind == "run" else (ACE if ranks[0] == ACE_HIGH else ranks[0])
    return Meld("run" if kind == "run" else "set", tuple(cards), wild, low, "")


def fits_somewhere(card: Card, melds: Sequence[Meld]) -> bool:
    return any(can_extend(meld, card, RAILROAD_MELDS) for meld in melds)


def planned_to_table(plan: PlannedMeld) -> Meld:
    return _as_meld(plan.kind, plan.cards, plan.ranks)


def go_down_action(option: GoingDown) -> GoDown:
    return GoDown(tuple(MeldPlan(m.cards, m.ranks[0] if m.kind == "run" else None) for m in option.melds))


# --- the players ------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Style:
    """What distinguishes the levels."""

    careless: float  # share of decisions (claims, draws, going down, lay-offs, discards) made without the plan
    claim_chance: float  # a careless claim decision claims this often, at random
    claim_limit: int  # claim only what leaves at most this many cards missing
    hmg: str  # "never", "complete" (only for the card that completes the contract) or "matter" (see module doc)
    connected_discards: bool  # among equally useful discards, keep the hand with the most outs (unseen cards that help)
    weigh_points: bool  # choose the go-down arrangement and discards by points at risk first
    keep_fitters: bool  # once down, keep (rather than discard) cards that melds on the table could take
    watch_danger: bool  # when an opponent is close to going out, shed points rather than chase the contract
    exact_round7: bool  # measure round-7 hands on every way three runs could hold them (slower, sharper)


STYLES: dict[str, Style] = {
    "easy": Style(0.25, 0.1, 1, "never", False, False, False, False, False),
    "medium": Style(0.0, 0.0, 2, "complete", False, False, False, False, False),
    "hard": Style(0.0, 0.0, 2, "matter", True, True, True, True, True),
}


class RailroadPlayer:
    """One computer player; ``level`` is "easy", "medium" or "hard"."""

    def __init__(self, rng: random.Random, level: str, style: Style | None = None) -> None:
        self.rng = rng
        self.level = level
        self.style = style or STYLES[level]

    def _careless(self) -> bool:
        """A beginner's slip: this decision is made without the plan."""
        return self.style.careless > 0 and self.rng.random() < self.style.careless

    def _shortfall(self, hand: Sequence[Card], contract: ContractView) -> int:
        return shortfall(hand, contract, self.style.exact_round7)

    def choose(self, view: RailroadView, legal: Sequence[RailroadAction]) -> RailroadAction:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        if view.phase == PHASE_CLAIMS:
            return self._claim(view, legal)
        if view.phase == PHASE_DRAW:
            return self._draw(view, legal)
        return self._play(view, legal)

    # claims ------------------------------------------------------------------------------------------------------

    def _claim(self, view: RailroadView, legal: Sequence[RailroadAction]) -> RailroadAction:
        window = view.claim_window
        if window is None or Claim() not in legal:
            return next((a for a in legal if isinstance(a, CloseClaims)), legal[0])
        me = view.seats[view.seat] if view.seat is not None else None
        if me is None or me.is_down:
            return PassClaim()  # once down, two more cards only make going out harder
        hand = list(view.hand)
        before = self._shortfall(hand, view.contract)
        after = self._shortfall([*hand, window.card], view.contract)
        gain = before - after
        if self._careless():
            return Claim() if self.rng.random() < self.style.claim_chance else PassClaim()
        if view.contract.all_cards:
            needs_cards = len(hand) < ROUND7_MIN_CARDS
            if gain < 1 and not (needs_cards and gain >= 0):
                return PassClaim()
            matters = self.style.hmg == "matter"
        else:
            if gain < 1 or after > self.style.claim_limit:
                return PassClaim()
            matters = (self.style.hmg == "matter" and after <= 1) or (self.style.hmg == "complete" and after == 0)
        if matters and Claim(hmg=True) in legal:
            return Claim(hmg=True)
        return Claim()

    # drawing -----------------------------------------------------------------------------------------------------

    def _draw(self, view: RailroadView, legal: Sequence[RailroadAction]) -> RailroadAction:
        top = view.discard_top
        if top is None or DrawDiscard() not in legal or self._careless():
            return DrawStock()
        me = view.seats[view.seat] if view.seat is not None else None
        if me is not None and me.is_down:
            if not view.contract.all_cards and fits_somewhere(top, table_melds(view)):
                return DrawDiscard()
            return DrawStock()
        hand = list(view.hand)
        # Count the improvement after the discard that must follow (never the taken card itself): taking only
        # for a net gain also keeps computer players from passing cards round the table for ever.
        after = min(
            (self._shortfall([*hand[:i], *hand[i + 1 :], top], view.contract) for i in range(len(hand))),
            default=self._shortfall([top], view.contract),
        )
        if after < self._shortfall(hand, view.contract):
            return DrawDiscard()
        return DrawStock()

    # playing -----------------------------------------------------------------------------------------------------

    def _play(self, view: RailroadView, legal: Sequence[RailroadAction]) -> RailroadAction:
        downs = [a for a in legal if isinstance(a, GoDown)]
        if downs:
            return downs[0] if self._careless() else self._best_go_down(view, downs[0])
        lay_offs = [a for a in legal if isinstance(a, LayOff)]
        if lay_offs and not self._careless():
            return self._pick_lay_off(lay_offs)
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:
            return legal[0]
        if self._careless():
            naturals = [a for a in discards if not is_wild(a.card)]
            return self.rng.choice(naturals or discards)
        return self._best_discard(view, discards)

    def _best_go_down(self, view: RailroadView, fallback: GoDown) -> GoDown:
        contract = contract_for(view.contract.round, view.contract.hand_size)
        options = going_down_options(view.hand, contract, limit=64)
        if not options:
            return fallback
        existing = table_melds(view)

        def cost(option: GoingDown) -> tuple[int, int]:
            melds = existing + [planned_to_table(m) for m in option.melds]
            stuck = [c for c in option.kept if not fits_somewhere(c, melds)]
            points = sum(card_points(c) for c in stuck)
            return (points, len(stuck)) if self.style.weigh_points else (len(stuck), points)

        return go_down_action(min(options, key=cost))

    def _pick_lay_off(self, lay_offs: Sequence[LayOff]) -> LayOff:
        # Naturals first (a wild laid early can block a natural later), the costliest first.
        def order(action: LayOff) -> tuple[int, int, int]:
            card = action.cards[0]
            return (int(is_wild(card)), -card_points(card), action.meld)

        return min(lay_offs, key=order)

    def _best_discard(self, view: RailroadView, discards: Sequence[Discard]) -> Discard:
        hand = list(view.hand)
        me = view.seats[view.seat] if view.seat is not None else None
        melds = table_melds(view)
        if me is not None and me.is_down:
            # Shed the costliest card; keep wilds (and, for the careful, cards a meld could take later).
            def down_cost(action: Discard) -> tuple[int, int, int]:
                card = action.card
                keep = self.style.keep_fitters and fits_somewhere(card, melds)
                return (int(is_wild(card)), int(keep), -card_points(card))

            return min(discards, key=down_cost)
        contract = view.contract
        # Close to the end of the round (an opponent down with few cards), a card's points weigh like a missing card.
        points_per_card = 10 if self.style.watch_danger and in_danger(view) else 0
        unseen = unseen_counts(view) if self.style.connected_discards else {}

        def cost(action: Discard) -> tuple[int, int, int, int]:
            card = action.card
            rest = list(hand)
            rest.remove(card)
            partners = -outs(rest, contract, unseen, self.style.exact_round7) if self.style.connected_discards else 0
            lacking = self._shortfall(rest, contract)
            if points_per_card and not is_wild(card):
                return (lacking * points_per_card - card_points(card), 0, partners, -card_points(card))
            return (lacking * max(1, points_per_card), int(is_wild(card)), partners, -card_points(card))

        return min(discards, key=lambda a: (cost(a), a.card.sort_key()))


def in_danger(view: RailroadView) -> bool:
    """Whether an opponent is down with at most three cards: the round may end any moment."""
    return any(p.is_down and p.hand_count <= 3 for p in view.seats if p.seat != view.seat)


# An "out" is a card kind a hand would improve with: a natural rank 3..14, or WILD_KIND for any wild card.
WILD_KIND = 0
NATURALS_PER_RANK = 8  # two decks of four suits
WILDS_IN_STOCK = 12  # eight 2s and four jokers


def unseen_counts(view: RailroadView) -> dict[int, int]:
    """How many cards of each kind the viewer has not seen (own hand, melds on the table, top discard)."""
    unseen = {rank: NATURALS_PER_RANK for rank in RANKS}
    unseen[WILD_KIND] = WILDS_IN_STOCK
    seen = list(view.hand) + [c for meld in view.melds for c in meld.cards]
    if view.discard_top is not None:
        seen.append(view.discard_top)
    for c in seen:
        kind = WILD_KIND if is_wild(c) else railroad_rank(c)
        unseen[kind] = max(0, unseen[kind] - 1)
    return unseen


_KIND_CARDS: dict[int, Card] = {rank: Card(ACE if rank == ACE_HIGH else rank, "S") for rank in RANKS} | {
    WILD_KIND: Card(2, "S")
}


def outs(hand: Sequence[Card], contract: ContractView, unseen: dict[int, int], exact_round7: bool = False) -> int:
    """Unseen cards that would bring ``hand`` closer to the contract if drawn."""
    now = shortfall(hand, contract, exact_round7)
    return sum(
        count
        for kind, count in unseen.items()
        if count and shortfall([*hand, _KIND_CARDS[kind]], contract, exact_round7) < now
    )


def _factory(level: str) -> PlayerFactory:
    def make(rng: random.Random) -> RailroadPlayer:
        return RailroadPlayer(rng, level)

    return make


PLAYERS: dict[str, PlayerFactory] = {level: _factory(level) for level in LEVELS}
