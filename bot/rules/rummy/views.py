"""What one seat (or a spectator) sees of a Rummy game. Renderers and computer players only ever get these.

Cards are ``bot.rules.cards.Card`` values (canonical text via ``format_card``); melds are ``bot.rules.melds.Meld``.
Another seat's hand is never here, only its size, except in ``last_hand.revealed`` once that hand is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.rules.cards import Card
from bot.rules.melds import Meld


class RummyPhase(StrEnum):
    """What the game waits for (the JSON form is the value)."""

    DRAW = "draw"
    PLAY = "play"  # drawn: meld, lay off, then discard
    HAND_OVER = "hand_over"  # the dealer deals the next hand
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class TableMeld:
    """A meld on the table. ``number`` is what players type in ``/layoff meld:`` (1, 2, 3... in order laid)."""

    number: int
    owner_seat: int
    meld: Meld


@dataclass(frozen=True)
class RummyHandResult:
    """How a hand ended, shown until the next hand is over.

    ``reason``: ``"out"`` (``winner_seat`` went out), ``"blocked"`` (stock exhausted after the last restock;
    lowest hand value wins), ``"wash"`` (blocked with a tie for lowest, or the ``wash`` option: nobody scores).
    ``revealed``: every seat's cards left in hand at the end (now public). ``hand_values``: their card values.
    ``points``: what each seat scored for this hand. ``rummy``: the winner went out in one turn (score doubled).
    """

    hand_number: int
    reason: str
    winner_seat: int | None
    rummy: bool
    revealed: tuple[tuple[Card, ...], ...]
    hand_values: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True)
class RummyView:
    """One seat's view of the table.

    - ``seat``: the viewer (None: spectator). ``players``: number of seats.
    - ``phase``: ``"draw"`` (``turn_seat`` must draw), ``"play"`` (``turn_seat`` may meld, lay off, then discard),
      ``"hand_over"`` (``dealer_seat`` deals the next hand), ``"game_over"``.
    - ``turn_seat``: whose turn it is (None once the game is over). ``dealer_seat``: dealer of the current hand
      (in ``hand_over``: the dealer of the next hand).
    - ``hand``: the viewer's own cards, sorted; empty for a spectator. ``hand_counts``: cards held by each seat.
    - ``stock_count``, ``discard_top`` (None when empty), ``discard_count``.
    - ``taken_from_discard``: the card the player on turn took from the discard pile this turn (public; it may not
      be discarded again this turn), else None.
    - ``melds``: every meld on the table. ``has_melded``: per seat, owns at least one meld this hand.
    - ``picked_up``: per seat, the cards it took from the discard pile this hand (public knowledge).
      ``discarded``: per seat, the cards it discarded this hand, oldest first.
    - ``scores``: cumulative points per seat. ``target_score``: game ends when someone reaches it (0 with
      ``fixed_deals``). ``fixed_deals``: number of deals for a fixed-length game (0: play to the target).
    - ``hand_number``: 1 for the first hand. ``restocks_used`` / ``max_restocks``: discard pile turned over so far.
    - ``melds_this_turn``: melds laid this turn; ``max_melds_per_turn`` (0: unlimited).
    - ``layoff_requires_own_meld``: the house rule that a player lays off only after melding.
    - ``last_hand``: the result of the latest finished hand, or None before the first one ends.
    """

    seat: int | None
    players: int
    phase: RummyPhase
    turn_seat: int | None
    dealer_seat: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    discard_top: Card | None
    discard_count: int
    taken_from_discard: Card | None
    melds: tuple[TableMeld, ...]
    has_melded: tuple[bool, ...]
    picked_up: tuple[tuple[Card, ...], ...]
    discarded: tuple[tuple[Card, ...], ...]
    scores: tuple[int, ...]
    target_score: int
    fixed_deals: int
    hand_number: int
    restocks_used: int
    max_restocks: int
    melds_this_turn: int
    max_melds_per_turn: int
    layoff_requires_own_meld: bool
    last_hand: RummyHandResult | None
