"""What one seat (or a spectator) sees of a Gin Rummy game. Renderers and computer players only ever get these.

Cards are ``bot.rules.cards.Card`` values; melds are ``bot.rules.melds.Meld``. The opponent's hand is never here
during play, only its size; at the end of a hand ``last_hand`` holds the showdown, which both players have seen.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.rules.cards import Card
from bot.rules.melds import Meld


class GinPhase(StrEnum):
    """What the game waits for (the JSON form is the value)."""

    OFFER = "offer"  # the first upcard is offered: take it or pass
    DRAW = "draw"
    DISCARD = "discard"  # 11 cards held: discard, knock or go gin
    WALL = "wall"  # 50th-card rule: take the last discard to knock, or pass and cancel the hand
    HAND_OVER = "hand_over"  # the dealer deals the next hand
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class LayOff:
    """A defender's card laid off on the knocker's meld ``meld_index`` (0-based in ``knocker_melds``)."""

    card: Card
    meld_index: int


@dataclass(frozen=True)
class GinShowdown:
    """The end of a hand: both arrangements, lay-offs and the result line.

    - ``result``: ``"knock"`` (knocker had less deadwood), ``"undercut"`` (defender had less or equal),
      ``"tie"`` (equal deadwood when ties are not undercuts: nobody scores), ``"gin"``, ``"big_gin"``,
      ``"cancelled"`` (stock down to two cards without a knock: nobody scores, same dealer redeals).
    - ``knocker_seat`` / ``defender_seat``: None for a cancelled hand.
    - ``discard``: the knocker's face-down discard (None for big gin and cancelled hands).
    - ``knocker_melds`` and ``knocker_deadwood_cards``: the knocker's arrangement as spread (after the discard);
      ``knocker_deadwood``: its value. ``knocker_melds`` are the melds before any lay-off.
    - ``defender_melds`` / ``defender_deadwood_cards`` / ``defender_deadwood``: the defender's arrangement after
      laying off (the engine picks the lay-offs and melds that minimise the defender's deadwood).
    - ``layoffs``: the defender's cards laid off on the knocker's melds, in the order laid (chains allowed).
    - ``winner_seat``: who scores this hand (None for a tie or cancelled hand); ``points``: how much, bonuses
      included; ``bonus``: the gin, big gin or undercut bonus inside ``points``; ``doubled``: Oklahoma spade
      upcard doubled the hand.
    - ``hands``: both seats' full hands at the end (public now), for drawing the spread.
    """

    hand_number: int
    result: str
    knocker_seat: int | None
    defender_seat: int | None
    discard: Card | None
    knocker_melds: tuple[Meld, ...]
    knocker_deadwood_cards: tuple[Card, ...]
    knocker_deadwood: int
    defender_melds: tuple[Meld, ...]
    defender_deadwood_cards: tuple[Card, ...]
    defender_deadwood: int
    layoffs: tuple[LayOff, ...]
    winner_seat: int | None
    points: int
    bonus: int
    doubled: bool
    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class GinFinal:
    """End-of-game settlement: per seat ``hand_points`` (sum of hand scores), ``boxes`` (hands won),
    ``box_points``, ``game_bonus`` (to the winner), ``shutout`` (the loser never scored), ``totals`` (final),
    and ``margin``: the difference of totals, the match result."""

    hand_points: tuple[int, ...]
    boxes: tuple[int, ...]
    box_points: tuple[int, ...]
    game_bonus: tuple[int, ...]
    shutout: bool
    totals: tuple[int, ...]
    winner_seat: int | None
    margin: int


@dataclass(frozen=True)
class GinView:
    """One seat's view of the table.

    - ``seat``: the viewer (None: spectator). Two seats, 0 and 1.
    - ``phase``: ``"offer"`` (``turn_seat`` may take the upcard or pass), ``"draw"``, ``"discard"`` (``turn_seat``
      holds 11 cards: discard, knock or go gin), ``"wall"`` (50th-card rule: ``turn_seat`` may take the last
      discard only to knock, or pass and cancel the hand), ``"hand_over"`` (``dealer_seat`` deals the next hand),
      ``"game_over"``.
    - ``turn_seat``: whose decision it is (None when the game is over). ``dealer_seat``: dealer of this hand
      (in ``hand_over``: of the next hand).
    - ``hand``: the viewer's own cards, sorted (empty for a spectator). ``hand_counts``: cards held per seat.
    - ``deadwood``: the viewer's minimum deadwood for the cards held (10 cards), or the best after a discard
      (11 cards); None for a spectator. ``can_knock``: the viewer may knock now.
    - ``stock_count``, ``discard_top``, ``discard_count``. ``upcard``: the first upcard of this hand (Oklahoma).
    - ``taken_from_discard``: the card the player on turn just took from the discard pile (may not be discarded
      this turn, except with the ``openspiel`` preset), else None.
    - ``knock_limit``: the deadwood a knock may leave this hand (Oklahoma: from the upcard).
    - ``picked_up`` / ``discarded``: per seat, cards taken from / thrown to the discard pile this hand (public).
    - ``scores``: hand points so far per seat. ``boxes``: hands won per seat. ``target_score``.
    - ``hand_number``: 1 for the first hand. ``preset``: the scoring preset's name.
    - ``last_hand``: the showdown of the latest finished hand (None before the first one ends).
    - ``final``: the end-of-game settlement once the game is over, else None.
    """

    seat: int | None
    phase: GinPhase
    turn_seat: int | None
    dealer_seat: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    deadwood: int | None
    can_knock: bool
    stock_count: int
    discard_top: Card | None
    discard_count: int
    upcard: Card | None
    taken_from_discard: Card | None
    knock_limit: int
    picked_up: tuple[tuple[Card, ...], ...]
    discarded: tuple[tuple[Card, ...], ...]
    scores: tuple[int, ...]
    boxes: tuple[int, ...]
    target_score: int
    hand_number: int
    preset: str
    last_hand: GinShowdown | None
    final: GinFinal | None
