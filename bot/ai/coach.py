"""The coach: after a player's turn, the clearly better move they missed, if any, from their own views alone.

``advise(start, before, legal, action, after)`` looks at one seat's views: at the start of its turn, just before its
last action (with the legal moves then), and after it. It returns ``Advice``: a private ``Event`` for that seat and
what "Show me" draws of the better move, or None when the move was as good as the coach can tell (it never nags
about small differences):

* Gin Rummy and Rummy: a discard that left at least ``DEADWOOD_MARGIN`` more deadwood than the best discard
  ("Discarding K♠ left 17 deadwood; 9♦ would have left 12"); in Gin, a discard when gin was there, or a knock with
  at most ``KNOCK_MISSED`` deadwood.
* Tile Rummy: a turn that laid at least ``TILES_MARGIN`` tiles fewer than the exact solver could place from the
  same rack and table ("You laid 3 tiles (21 points); 7 tiles could go down").
* RailRoad: a discard made while the hand held the round's contract and the seat had not gone down ("you could
  have gone down"; "discarding 7♥ broke your contract" when the discard took a card the contract needed).

What "Show me" draws (``Advice.shown``): in Gin and Rummy a ``BetterHand`` (the cards kept after the better
discard, drawn by ``render.coach`` with their melds and deadwood); in Tile Rummy the seat's view at the start of the
turn with the solver's play laid out as a turn being built (the game's own turn picture outlines the rack's tiles);
in RailRoad the seat's view before the discard with the contract's melds laid out as melds being built.

Pure: no clock, no Discord; the table runs it off the event loop and drops its answer when it comes too late.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.ai.tiles import opened, view_options, view_table
from bot.rules import gin, rummy
from bot.rules.base import Event
from bot.rules.cards import Card, format_card, format_cards, pip_value
from bot.rules.deadwood import deadwood
from bot.rules.railroad import actions as railroad
from bot.rules.railroad.contracts import contract_for, going_down_options, hand_points
from bot.rules.railroad.views import MeldsInProgress, RailroadView, StagedMeldView
from bot.rules.tiles import TilesView
from bot.rules.tiles.builder import start_from_view
from bot.rules.tiles.notation import rack_value
from bot.rules.tiles.solver.plays import best_play

DEADWOOD_MARGIN = 5  # a better discard is worth a word when it leaves this much less deadwood
KNOCK_MISSED = 5  # a knock left unplayed is worth a word when it would have left this little deadwood
TILES_MARGIN = 2  # a better Tile Rummy turn is worth a word when it lays this many more tiles


CONTRACT_OPTIONS = 64  # ways of going down compared for the one "Show me" lays out


@dataclass(frozen=True)
class BetterHand:
    """Gin and Rummy's "Show me": the cards the better discard would have kept, and that discard."""

    cards: tuple[Card, ...]
    discard: Card


@dataclass(frozen=True)
class Advice:
    """The coach's line (a private event) and what "Show me" draws: a ``BetterHand``, or a view of the seat that
    the game's own hand picture draws (Tile Rummy's turn laid out, RailRoad's melds laid out)."""

    event: Event
    shown: Any


def advise(start: Any, before: Any, legal: Sequence[Any], action: Any, after: Any) -> Advice | None:
    """The coach's line for the seat of these views, with its "Show me", or None."""
    if isinstance(before, gin.GinView):
        return _gin(before, legal, action)
    if isinstance(before, rummy.RummyView):
        return _discard(before, legal, action, rummy.Discard)
    if isinstance(before, RailroadView):
        return _railroad(before, legal, action)
    if isinstance(start, TilesView) and isinstance(after, TilesView):
        return _tiles(start, after)
    return None


def _left(hand: Sequence[Card], card: Card) -> int:
    rest = list(hand)
    rest.remove(card)
    return deadwood(rest)


def _kept(hand: Sequence[Card], card: Card) -> BetterHand:
    rest = list(hand)
    rest.remove(card)
    return BetterHand(tuple(sorted(rest)), card)


def _gin(view: gin.GinView, legal: Sequence[Any], action: Any) -> Advice | None:
    if view.phase != "discard" or not isinstance(action, gin.Discard):
        return None
    seat = view.seat
    knocks = [(_left(view.hand, a.card), a.card) for a in legal if isinstance(a, gin.Knock) and a.card is not None]
    if knocks:
        left, card = min(knocks, key=lambda k: (k[0], -pip_value(k[1])))
        if left == 0:
            return Advice(Event("coach-gin-missed", {"card": format_card(card)}, private_to=seat),
                          _kept(view.hand, card))
        if left <= KNOCK_MISSED:
            return Advice(Event("coach-knock-missed", {"card": format_card(card), "deadwood": left}, private_to=seat),
                          _kept(view.hand, card))
    return _discard(view, legal, action, gin.Discard)


def _discard(view: Any, legal: Sequence[Any], action: Any,
             discard_type: type[gin.Discard] | type[rummy.Discard]) -> Advice | None:
    """A discard that left clearly more deadwood than the best one."""
    if not isinstance(action, discard_type) or view.seat is None:
        return None
    hand = list(view.hand)
    options = [(_left(hand, a.card), -pip_value(a.card), a.card) for a in legal if isinstance(a, discard_type)]
    if not options or action.card not in hand:
        return None
    best, _value, better = min(options, key=lambda o: (o[0], o[1], o[2].sort_key()))
    left = _left(hand, action.card)
    if left - best < DEADWOOD_MARGIN:
        return None
    return Advice(Event("coach-discard", {"card": format_card(action.card), "left": left,
                                          "better": format_card(better), "best": best}, private_to=view.seat),
                  _kept(hand, better))


def _railroad(view: RailroadView, legal: Sequence[Any], action: Any) -> Advice | None:
    """A discard made while the hand met the round's contract (going down was among the legal moves)."""
    if (not isinstance(action, railroad.Discard) or view.seat is None or view.seats[view.seat].is_down
            or not any(isinstance(a, railroad.GoDown) for a in legal)):
        return None
    contract = contract_for(view.contract.round, view.contract.hand_size)
    options = going_down_options(view.hand, contract, limit=CONTRACT_OPTIONS)
    if not options or action.card not in view.hand:
        return None
    best = min(options, key=lambda option: (hand_points(option.kept), len(option.kept)))
    rest = list(view.hand)
    rest.remove(action.card)
    broken = not going_down_options(rest, contract, limit=1)
    melds = " | ".join(format_cards(meld.cards) for meld in best.melds)
    event = Event("coach-contract-broken" if broken else "coach-contract-missed",
                  {"card": format_card(action.card), "melds": melds}, private_to=view.seat)
    laid_out = MeldsInProgress(staged=tuple(format_cards(meld.cards) for meld in best.melds), picked=(),
                               melds=tuple(StagedMeldView(meld.cards, meld.ranks) for meld in best.melds),
                               left=best.kept)
    return Advice(event, replace(view, building=laid_out))


def _tiles(start: TilesView, after: TilesView) -> Advice | None:
    """A turn that laid clearly fewer tiles than the solver could from the same rack and table."""
    if start.seat is None or not start.rack:
        return None
    laid = list((Counter(start.rack) - Counter(after.rack)).elements())
    best = best_play(view_table(start), list(start.rack), opened(start), view_options(start))
    if best is None:
        return None
    could = len(best[1].played)
    if could - len(laid) < TILES_MARGIN:
        return None
    event = Event("coach-tiles", {"laid": len(laid), "points": rack_value(laid), "best": could},
                  private_to=start.seat)
    shown = replace(start, turn=start_from_view(start).play_script(best[0]).preview())
    return Advice(event, shown)
