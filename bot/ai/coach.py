"""The coach: after a player's turn, the clearly better move they missed, if any, from their own views alone.

``advise(start, before, legal, action, after)`` looks at one seat's views: at the start of its turn, just before its
last action (with the legal moves then), and after it. It returns a private ``Event`` for that seat, or None when
the move was as good as the coach can tell (it never nags about small differences):

* Gin Rummy and Rummy: a discard that left at least ``DEADWOOD_MARGIN`` more deadwood than the best discard
  ("Discarding K♠ left 17 deadwood; 9♦ would have left 12"); in Gin, a discard when gin was there, or a knock with
  at most ``KNOCK_MISSED`` deadwood.
* Tile Rummy: a turn that laid at least ``TILES_MARGIN`` tiles fewer than the exact solver could place from the
  same rack and table ("You laid 3 tiles (21 points); 7 tiles could go down").

Pure: no clock, no Discord; the table runs it off the event loop and drops its answer when it comes too late.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from bot.ai.tiles import opened, view_options, view_table
from bot.rules import gin, rummy
from bot.rules.base import Event
from bot.rules.cards import Card, format_card, pip_value
from bot.rules.deadwood import deadwood
from bot.rules.tiles import TilesView
from bot.rules.tiles.notation import rack_value
from bot.rules.tiles.solver.plays import best_play

DEADWOOD_MARGIN = 5  # a better discard is worth a word when it leaves this much less deadwood
KNOCK_MISSED = 5  # a knock left unplayed is worth a word when it would have left this little deadwood
TILES_MARGIN = 2  # a better Tile Rummy turn is worth a word when it lays this many more tiles


def advise(start: Any, before: Any, legal: Sequence[Any], action: Any, after: Any) -> Event | None:
    """The coach's line for the seat of these views, or None."""
    if isinstance(before, gin.GinView):
        return _gin(before, legal, action)
    if isinstance(before, rummy.RummyView):
        return _discard(before, legal, action, rummy.Discard)
    if isinstance(start, TilesView) and isinstance(after, TilesView):
        return _tiles(start, after)
    return None


def _left(hand: Sequence[Card], card: Card) -> int:
    rest = list(hand)
    rest.remove(card)
    return deadwood(rest)


def _gin(view: gin.GinView, legal: Sequence[Any], action: Any) -> Event | None:
    if view.phase != "discard" or not isinstance(action, gin.Discard):
        return None
    seat = view.seat
    knocks = [(_left(view.hand, a.card), a.card) for a in legal if isinstance(a, gin.Knock) and a.card is not None]
    if knocks:
        left, card = min(knocks, key=lambda k: (k[0], -pip_value(k[1])))
        if left == 0:
            return Event("coach-gin-missed", {"card": format_card(card)}, private_to=seat)
        if left <= KNOCK_MISSED:
            return Event("coach-knock-missed", {"card": format_card(card), "deadwood": left}, private_to=seat)
    return _discard(view, legal, action, gin.Discard)


def _discard(view: Any, legal: Sequence[Any], action: Any,
             discard_type: type[gin.Discard] | type[rummy.Discard]) -> Event | None:
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
    return Event("coach-discard", {"card": format_card(action.card), "left": left, "better": format_card(better),
                                   "best": best}, private_to=view.seat)


def _tiles(start: TilesView, after: TilesView) -> Event | None:
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
    return Event("coach-tiles", {"laid": len(laid), "points": rack_value(laid), "best": could},
                 private_to=start.seat)
