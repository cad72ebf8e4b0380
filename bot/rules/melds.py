"""Sets and runs, shared by Rummy, Gin Rummy and RailRoad Rummy: validation, wild cards, lay-offs, and reasons.

API
---
``MeldRules`` says what a game accepts (presets ``RUMMY_MELDS``, ``GIN_MELDS``, ``RAILROAD_MELDS``):

- ``ace``: ``"low"`` (A-2-3 only), ``"high"`` (Q-K-A only) or ``"both"`` (either end, never wrapping K-A-2);
  ``wrap=True`` allows round-the-corner runs (K-A-2); the ace still counts once in a run.
- ``suited_runs``: runs need one suit (False: RailRoad, ranks only, J♥ Q♦ K♠ A♣).
- ``min_set``/``max_set`` (None: no maximum, several decks), ``min_run``/``max_run``, ``set_distinct_suits``.
- ``wild_ranks`` (RailRoad: ``{2}``) and ``jokers_wild``: such cards are always wild, never natural. A meld holds
  at most as many wilds as naturals (the "at most half wild" rule), checked at creation and after every lay-off.

``make_meld(cards, rules, kind=None, low=None) -> Meld`` validates new cards as one meld. ``kind`` forces
``"set"`` or ``"run"``; ``low`` picks the lowest position of a run when wilds could sit at either end
(``5♥ 6♥ 7♥ JK``: ``low=4`` or ``low=5``). With no ``low`` and several readings it raises
``meld-wild-ambiguous`` (``options`` lists them); ``meld_options`` returns every valid reading instead.

``extend_meld(meld, cards, rules, low=None) -> Meld`` lays cards off onto a meld already on the table. Wilds in it
keep the identity they were given (``Meld.stands_for``), new wilds get one, and the result must still be valid.
``can_extend(meld, card, rules)`` is the yes/no form.

A ``Meld`` is frozen: ``kind``, ``cards`` (runs in ascending order), ``wild`` (indexes of the wild cards),
``low`` (a run's first position; a set's rank) and ``suit`` (a suited run's suit, else ""). Positions are ranks,
except that a high ace is 14 and a wrapped run continues past the king (14 = A, 15 = 2...). ``meld.stands_for(i)``
is the canonical text of what card ``i`` stands for (``"6♥"``, or ``"6"`` in a suit-less run);
``format_meld(meld)`` shows wilds as ``JK=6♥``. ``meld.to_json()`` / ``Meld.from_json`` round-trip.

Every refusal is an ``IllegalMove`` listing all problems found, with ``cards`` (canonical text of the cards
considered) among the params: ``meld-too-short`` (min), ``meld-set-too-big`` (max), ``meld-run-too-long`` (max),
``meld-wild-not-allowed`` (card), ``meld-only-wilds``, ``meld-too-many-wilds`` (wilds, naturals),
``meld-set-mixed-ranks`` (odd), ``meld-set-duplicate-suit`` (card), ``meld-run-mixed-suits`` (odd),
``meld-run-duplicate-rank`` (card), ``meld-run-gap`` (missing, after, before, n: "5♥ 6♥ 8♥: 7♥ is missing
between 6♥ and 8♥"), ``meld-run-ace-high`` (the ace is low only), ``meld-run-ace-low`` (the ace is high only),
``meld-run-wraps``, ``meld-run-out-of-range`` (wilds would run past the ends), ``meld-wild-ambiguous`` (options).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from itertools import pairwise
from typing import Literal

from bot.rules.base import IllegalMove, Problem
from bot.rules.cards import ACE, KING, RANK_NAMES, SUIT_SYMBOLS, Card, format_card, format_cards

MeldKind = Literal["set", "run"]
AceRule = Literal["low", "high", "both"]


@dataclass(frozen=True)
class MeldRules:
    ace: AceRule = "low"
    wrap: bool = False
    suited_runs: bool = True
    min_set: int = 3
    max_set: int | None = 4
    min_run: int = 3
    max_run: int | None = None
    wild_ranks: frozenset[int] = field(default_factory=frozenset)
    jokers_wild: bool = False
    set_distinct_suits: bool = False

    def is_wild(self, c: Card) -> bool:
        return (c.is_joker and self.jokers_wild) or (not c.is_joker and c.rank in self.wild_ranks)

    def natural_positions(self, c: Card) -> tuple[int, ...]:
        """Where a natural card may sit in a run."""
        if self.wrap:
            return (c.rank, c.rank + KING)
        if c.rank == ACE:
            return {"low": (1,), "high": (14,), "both": (1, 14)}[self.ace]
        return (c.rank,)

    def allowed_positions(self) -> frozenset[int]:
        """Run positions a card (natural or wild) may stand for; wild ranks are never natural, so never a position."""
        if self.wrap:
            ranks = {r for r in range(1, 2 * KING + 1)}
        else:
            ranks = set(range(2, KING + 1))
            if self.ace in ("low", "both"):
                ranks.add(1)
            if self.ace in ("high", "both"):
                ranks.add(14)
        return frozenset(p for p in ranks if _rank_of(p) not in self.wild_ranks)


RUMMY_MELDS = MeldRules()
GIN_MELDS = MeldRules()
RAILROAD_MELDS = MeldRules(
    ace="high", suited_runs=False, min_run=4, max_set=None, wild_ranks=frozenset({2}), jokers_wild=True
)


def _rank_of(position: int) -> int:
    return (position - 1) % KING + 1


def _position_text(position: int, suit: str) -> str:
    return RANK_NAMES[_rank_of(position)] + (SUIT_SYMBOLS[suit] if suit else "")


@dataclass(frozen=True)
class Meld:
    kind: MeldKind
    cards: tuple[Card, ...]
    wild: tuple[int, ...] = ()
    low: int = 0  # run: position of cards[0]; set: the set's rank
    suit: str = ""

    @property
    def high(self) -> int:
        return self.low + len(self.cards) - 1 if self.kind == "run" else self.low

    def position(self, index: int) -> int:
        return self.low + index if self.kind == "run" else self.low

    def stands_for(self, index: int) -> str:
        """Canonical text of the card that ``cards[index]`` stands for (itself when natural)."""
        if index not in self.wild:
            return format_card(self.cards[index])
        return _position_text(self.position(index), self.suit)

    @property
    def naturals(self) -> int:
        return len(self.cards) - len(self.wild)

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"kind": self.kind, "cards": [c.code for c in self.cards], "low": self.low}
        if self.wild:
            data["wild"] = list(self.wild)
        if self.suit:
            data["suit"] = self.suit
        return data

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Meld:
        kind = data["kind"]
        if kind not in ("set", "run"):
            raise ValueError(f"not a meld kind: {kind!r}")
        cards = data["cards"]
        wild = data.get("wild", [])
        low = data["low"]
        suit = data.get("suit", "")
        assert isinstance(cards, list) and isinstance(wild, list) and isinstance(low, int)
        assert isinstance(suit, str)
        return cls(kind, tuple(Card.from_code(str(c)) for c in cards), tuple(int(i) for i in wild), low, suit)


def format_meld(meld: Meld) -> str:
    """``5♥ JK=6♥ 7♥``: naturals as themselves, wilds with what they stand for."""
    parts = []
    for index, c in enumerate(meld.cards):
        parts.append(f"{format_card(c)}={meld.stands_for(index)}" if index in meld.wild else format_card(c))
    return " ".join(parts)


# --- building melds --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Item:
    card: Card
    wild: bool
    fixed: tuple[int, ...] | None  # run positions it may take; None: a free wild (goes anywhere empty)


def meld_options(cards: Sequence[Card], rules: MeldRules, kind: MeldKind | None = None) -> list[Meld]:
    """Every valid reading of ``cards`` as one new meld (empty when none)."""
    items = [_Item(c, rules.is_wild(c), None if rules.is_wild(c) else rules.natural_positions(c)) for c in cards]
    if any(c.is_joker and not rules.jokers_wild for c in cards):
        return []
    options: list[Meld] = []
    if kind in (None, "set"):
        options.extend(_set_readings(items, rules))
    if kind in (None, "run"):
        options.extend(_run_readings(items, rules, suit=None))
    return options


def make_meld(
    cards: Sequence[Card], rules: MeldRules, kind: MeldKind | None = None, low: int | None = None
) -> Meld:
    """The one valid meld made of ``cards``, or IllegalMove with every reason it is not one."""
    options = meld_options(cards, rules, kind)
    return _choose(options, low, lambda: _diagnose(list(cards), rules, kind))


def extend_meld(meld: Meld, new_cards: Sequence[Card], rules: MeldRules, low: int | None = None) -> Meld:
    """``meld`` with ``new_cards`` laid off on it; placed wilds keep their identity."""
    combined = [*meld.cards, *new_cards]
    return _choose(_extensions(meld, new_cards, rules), low, lambda: _diagnose(combined, rules, meld.kind))


def _extensions(meld: Meld, new_cards: Sequence[Card], rules: MeldRules) -> list[Meld]:
    if any(c.is_joker and not rules.jokers_wild for c in new_cards):
        return []
    new_items = [_Item(c, rules.is_wild(c), None if rules.is_wild(c) else rules.natural_positions(c))
                 for c in new_cards]
    if meld.kind == "set":
        old = [_Item(c, i in meld.wild, (meld.low,)) for i, c in enumerate(meld.cards)]
        return _set_readings(old + new_items, rules)
    old = [_Item(c, i in meld.wild, (meld.position(i),)) for i, c in enumerate(meld.cards)]
    return _run_readings(old + new_items, rules, suit=meld.suit or None)


def can_extend(meld: Meld, c: Card, rules: MeldRules) -> bool:
    """Whether ``c`` alone may be laid off on ``meld`` (wherever it would go)."""
    if not rules.is_wild(c) and not c.is_joker:
        # Quick refusals before building readings: a set takes its rank only, a suited run its suit only.
        if meld.kind == "set" and c.rank != meld.low:
            return False
        if meld.kind == "run" and meld.suit and c.suit != meld.suit:
            return False
    return bool(_extensions(meld, [c], rules))


def _choose(options: list[Meld], low: int | None, diagnose: Callable[[], list[Problem]]) -> Meld:
    if low is not None:
        options = [m for m in options if m.low == low or (m.kind == "set")]
    unique = list(dict.fromkeys(options))
    if len(unique) == 1:
        return unique[0]
    if unique:
        raise IllegalMove(
            "meld-wild-ambiguous",
            cards=format_cards(unique[0].cards),
            options=" | ".join(format_meld(m) for m in unique),
        )
    raise IllegalMove.of(diagnose())


def _set_readings(items: list[_Item], rules: MeldRules) -> list[Meld]:
    naturals = [item.card for item in items if not item.wild]
    wilds = len(items) - len(naturals)
    if not naturals or wilds > len(naturals) or len(items) < rules.min_set:
        return []
    if rules.max_set is not None and len(items) > rules.max_set:
        return []
    ranks = {c.rank for c in naturals} | {p for item in items if item.wild and item.fixed for p in item.fixed}
    if len(ranks) != 1:
        return []
    if rules.set_distinct_suits and len({c.suit for c in naturals}) != len(naturals):
        return []
    return [Meld("set", tuple(item.card for item in items), _wild_indexes(items), ranks.pop(), "")]


def _wild_indexes(items: Sequence[_Item]) -> tuple[int, ...]:
    return tuple(i for i, item in enumerate(items) if item.wild)


def _run_readings(items: list[_Item], rules: MeldRules, suit: str | None) -> list[Meld]:
    """Every window of consecutive positions the items fill exactly (naturals and placed wilds at their spots)."""
    length = len(items)
    naturals = [item for item in items if not item.wild]
    if length < rules.min_run or (rules.max_run is not None and length > rules.max_run):
        return []
    if not naturals or length - len(naturals) > len(naturals):
        return []
    if rules.suited_runs:
        suits = {item.card.suit for item in naturals}
        if suit is not None:
            suits.add(suit)
        if len(suits) != 1:
            return []
        run_suit = suits.pop()
    else:
        run_suit = ""
    allowed = rules.allowed_positions()
    starts = sorted(p for p in allowed if not rules.wrap or p <= KING)
    readings: list[Meld] = []
    for start in starts:
        window = range(start, start + length)
        if any(p not in allowed for p in window) or (rules.wrap and length > KING):
            continue
        slots: dict[int, _Item] = {}
        free: list[_Item] = []
        fits = True
        for item in items:
            if item.fixed is None:
                free.append(item)
                continue
            spots = [p for p in item.fixed if p in window]
            if not spots or spots[0] in slots:
                fits = False
                break
            slots[spots[0]] = item
        if not fits:
            continue
        ordered: list[_Item] = []
        for p in window:
            ordered.append(slots[p] if p in slots else free.pop(0))
        readings.append(Meld("run", tuple(i.card for i in ordered), _wild_indexes(ordered), start, run_suit))
    return readings


# --- explaining why cards are not a meld -----------------------------------------------------------------------


def _diagnose(cards: list[Card], rules: MeldRules, kind: MeldKind | None) -> list[Problem]:
    text = format_cards(cards)
    problems: list[Problem] = []
    for c in cards:
        if c.is_joker and not rules.jokers_wild:
            problems.append(Problem("meld-wild-not-allowed", {"cards": text, "card": format_card(c)}))
    if problems:
        return problems
    naturals = [c for c in cards if not rules.is_wild(c)]
    wilds = len(cards) - len(naturals)
    if not naturals:
        return [Problem("meld-only-wilds", {"cards": text})]
    if wilds > len(naturals):
        problems.append(Problem("meld-too-many-wilds", {"cards": text, "wilds": wilds, "naturals": len(naturals)}))
    if kind is None:
        most_common = Counter(c.rank for c in naturals).most_common(1)[0][1]
        set_like = (most_common >= 2 and 2 * most_common >= len(naturals)) or len(naturals) == 1
        kind = "set" if set_like else "run"
    if kind == "set":
        problems.extend(_set_problems(cards, naturals, rules, text))
    else:
        problems.extend(_run_problems(cards, naturals, wilds, rules, text))
    if not problems:  # every separate check passed, yet no reading fits: wilds run past the ends
        problems.append(Problem("meld-run-out-of-range", {"cards": text}))
    return problems


def _set_problems(cards: list[Card], naturals: list[Card], rules: MeldRules, text: str) -> list[Problem]:
    problems: list[Problem] = []
    if len(cards) < rules.min_set:
        problems.append(Problem("meld-too-short", {"cards": text, "min": rules.min_set}))
    if rules.max_set is not None and len(cards) > rules.max_set:
        problems.append(Problem("meld-set-too-big", {"cards": text, "max": rules.max_set}))
    rank = Counter(c.rank for c in naturals).most_common(1)[0][0]
    odd = [c for c in naturals if c.rank != rank]
    if odd:
        problems.append(Problem("meld-set-mixed-ranks", {"cards": text, "odd": format_cards(odd)}))
    if rules.set_distinct_suits:
        seen: set[str] = set()
        for c in naturals:
            if c.suit in seen:
                problems.append(Problem("meld-set-duplicate-suit", {"cards": text, "card": format_card(c)}))
            seen.add(c.suit)
    return problems


def _run_problems(
    cards: list[Card], naturals: list[Card], wilds: int, rules: MeldRules, text: str
) -> list[Problem]:
    problems: list[Problem] = []
    if len(cards) < rules.min_run:
        problems.append(Problem("meld-too-short", {"cards": text, "min": rules.min_run}))
    if rules.max_run is not None and len(cards) > rules.max_run:
        problems.append(Problem("meld-run-too-long", {"cards": text, "max": rules.max_run}))
    suit = ""
    if rules.suited_runs:
        suit = Counter(c.suit for c in naturals).most_common(1)[0][0]
        odd = [c for c in naturals if c.suit != suit]
        if odd:
            problems.append(Problem("meld-run-mixed-suits", {"cards": text, "odd": format_cards(odd)}))
            naturals = [c for c in naturals if c.suit == suit]
    seen: set[int] = set()
    distinct: list[Card] = []
    for c in naturals:
        if c.rank in seen:
            problems.append(Problem("meld-run-duplicate-rank", {"cards": text, "card": format_card(c)}))
        else:
            seen.add(c.rank)
            distinct.append(c)
    if problems:
        return problems
    gaps = _best_gaps(distinct, rules)
    if gaps is None or sum(len(missing) for _, missing, _ in gaps) > wilds:
        relaxed = _relaxation_problem(cards, rules, text)
        if relaxed is not None:
            return [relaxed]
    if gaps is None:
        return [Problem("meld-run-out-of-range", {"cards": text})]
    if sum(len(missing) for _, missing, _ in gaps) > wilds:
        for after, missing, before in gaps:
            problems.append(
                Problem(
                    "meld-run-gap",
                    {
                        "cards": text,
                        "missing": " ".join(_position_text(p, suit) for p in missing),
                        "n": len(missing),
                        "after": _position_text(after, suit),
                        "before": _position_text(before, suit),
                    },
                )
            )
    return problems


def _best_gaps(naturals: list[Card], rules: MeldRules) -> list[tuple[int, list[int], int]] | None:
    """Holes between consecutive naturals for the ace reading that leaves the fewest; None if none is allowed."""
    allowed = rules.allowed_positions()
    best: list[tuple[int, list[int], int]] | None = None
    readings: list[list[int]] = [[]]
    for c in naturals:
        readings = [[*r, p] for r in readings for p in rules.natural_positions(c) if p in allowed]
    for positions in readings:
        ordered = sorted(positions)
        gaps = [
            (a, list(range(a + 1, b)), b) for a, b in pairwise(ordered) if b - a > 1
        ]
        if best is None or sum(len(g[1]) for g in gaps) < sum(len(g[1]) for g in best):
            best = gaps
    return best


def _relaxation_problem(cards: list[Card], rules: MeldRules, text: str) -> Problem | None:
    """Name the ace or wrap rule when that alone is what makes the cards fail."""
    if rules.ace == "low" and meld_options(cards, replace(rules, ace="high"), "run"):
        return Problem("meld-run-ace-high", {"cards": text})
    if rules.ace == "high" and meld_options(cards, replace(rules, ace="low"), "run"):
        return Problem("meld-run-ace-low", {"cards": text})
    if not rules.wrap and meld_options(cards, replace(rules, wrap=True), "run"):
        return Problem("meld-run-wraps", {"cards": text})
    return None
