"""Gin Rummy (docs/rules/gin.md): upcard offer, draw and discard, knock and gin, the wall, the match."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.rules.base import Command, Event, IllegalMove, JSONValue, Outcome, SeatSummary
from bot.rules.cards import Card, format_card, format_cards, parse_card, parse_cards, shuffled, standard_deck
from bot.rules.codec import from_json, to_json
from bot.rules.deadwood import best_discards, index_of, mask_of, min_deadwood
from bot.rules.gin.actions import (
    ACTIONS,
    Deal,
    Discard,
    Draw,
    GinAction,
    Knock,
    Pass,
)
from bot.rules.gin.options import PRESETS, GinOptions, resolve_options
from bot.rules.gin.scoring import knock_limit_for, showdown
from bot.rules.gin.views import GinFinal, GinPhase, GinShowdown, GinView
from bot.rules.ranking import rank_seats
from bot.rules.schema import Schema

HAND_SIZE = 10
WALL_SIZE = 2  # the hand stops when a discard leaves this many cards in the stock
SOURCE_WORDS = {"stock": "stock", "pioche": "stock", "talon": "stock", "s": "stock",
                "discard": "discard", "défausse": "discard", "defausse": "discard", "d": "discard",
                "upcard": "discard"}
# Typed in /knock's card option instead of a discard: big gin (all eleven cards melded, nothing discarded).
BIG_GIN_WORDS = frozenset({"big", "big gin", "biggin", "grand", "grand gin", "none", "aucune"})


Hands = tuple[tuple[Card, ...], tuple[Card, ...]]  # one entry per seat


def _pair(values: Sequence[Any]) -> tuple[Any, Any]:
    first, second = values
    return (first, second)


def _cards_pair(lists: Sequence[Sequence[Card]]) -> Hands:
    first, second = lists
    return (tuple(first), tuple(second))


@dataclass(frozen=True)
class GinState:
    """Everything about a match. Frozen: ``apply`` returns a new state and never changes the one it was given.
    Sequences given as lists (hand-made positions) are stored as tuples."""

    options: GinOptions
    dealer: int
    hands: Hands
    stock: tuple[Card, ...]  # top card is the last one
    discard: tuple[Card, ...]  # top card is the last one
    phase: GinPhase
    turn: int
    upcard: Card | None
    knock_limit: int
    taken: Card | None = None  # taken from the discard pile this turn
    offer_passes: int = 0
    upcard_declined: bool = False  # both passed the upcard: the non-dealer's first draw is from the stock
    upcard_draws: int = 0  # cards taken from the discard pile this hand (OpenSpiel's limit)
    bounced: bool = False  # the last turn took the top discard and threw it straight back
    scores: tuple[int, int] = (0, 0)
    boxes: tuple[int, int] = (0, 0)
    hand_number: int = 1
    picked_up: Hands = ((), ())
    discarded: Hands = ((), ())
    last_hand: GinShowdown | None = None
    final: GinFinal | None = None

    def __post_init__(self) -> None:
        for name in ("hands", "picked_up", "discarded"):
            object.__setattr__(self, name, _cards_pair(getattr(self, name)))
        for name in ("stock", "discard"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        for name in ("scores", "boxes"):
            object.__setattr__(self, name, _pair(getattr(self, name)))
        object.__setattr__(self, "phase", GinPhase(self.phase))


def _with_seat(values: tuple[Any, Any], seat: int, value: Any) -> tuple[Any, Any]:
    return (value, values[1]) if seat == 0 else (values[0], value)


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """The cards less one copy of ``card``."""
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


def _deal(state: GinState, rng: random.Random) -> tuple[GinState, list[Event]]:
    deck = shuffled(standard_deck(), rng)
    non_dealer = 1 - state.dealer
    hands: list[list[Card]] = [[], []]
    for _ in range(HAND_SIZE):  # one at a time, non-dealer first
        hands[non_dealer].append(deck.pop())
        hands[state.dealer].append(deck.pop())
    upcard = deck.pop()
    dealt = replace(
        state, hands=_cards_pair(hands), stock=tuple(deck), discard=(upcard,), upcard=upcard,
        knock_limit=knock_limit_for(state.options, upcard), phase=GinPhase.OFFER, turn=non_dealer, taken=None,
        offer_passes=0, upcard_declined=False, upcard_draws=0, bounced=False, picked_up=((), ()),
        discarded=((), ()),
    )
    return dealt, [Event("gin-deal", {"hand": dealt.hand_number, "upcard": format_card(upcard),
                                      "limit": dealt.knock_limit}, seat=dealt.dealer)]


def _forbidden(state: GinState) -> Card | None:
    """The card that may not be discarded now: the one just taken from the pile (unless the rules allow it)."""
    return None if state.options.may_discard_taken_card else state.taken


def _can_knock_with(hand: Sequence[Card], forbidden: Card | None, limit: int) -> list[Card]:
    """Discards after which the hand's deadwood is within the limit."""
    mask = mask_of(hand)
    forbidden_mask = 1 << index_of(forbidden) if forbidden is not None else 0
    result = []
    for c in dict.fromkeys(hand):
        bit = 1 << index_of(c)
        if bit & forbidden_mask:
            continue
        if min_deadwood(mask ^ bit) <= limit:
            result.append(c)
    return result


class GinRules:
    id = "gin"
    min_players = 2
    max_players = 2
    presets: tuple[str, ...] = PRESETS

    # --- setup ---------------------------------------------------------------------------------------------

    def options(self, preset: str | None, overrides: Mapping[str, str]) -> dict[str, JSONValue]:
        return resolve_options(preset, overrides)

    def new_game(self, players: int, options: Mapping[str, JSONValue], rng: random.Random) -> GinState:
        if players != 2:
            raise IllegalMove("gin-two-players", players=players)
        full = GinOptions.of(resolve_options(str(options.get("preset", PRESETS[0])), {}) | dict(options))
        state = GinState(options=full, dealer=rng.randrange(2), hands=((), ()), stock=(), discard=(),
                         phase=GinPhase.OFFER, turn=0, upcard=None, knock_limit=full.knock_limit)
        return _deal(state, rng)[0]

    # --- whose turn, what is legal ---------------------------------------------------------------------------

    def to_act(self, state: GinState) -> tuple[int, ...]:
        if state.phase == GinPhase.GAME_OVER:
            return ()
        if state.phase == GinPhase.HAND_OVER:
            return (state.dealer,)
        return (state.turn,)

    def legal(self, state: GinState, seat: int) -> list[GinAction]:
        if seat not in self.to_act(state):
            return []
        if state.phase == GinPhase.OFFER:
            return [Draw("discard"), Pass()]
        if state.phase == GinPhase.DRAW:
            actions: list[GinAction] = [Draw("stock")]
            if state.discard and not state.upcard_declined:
                actions.append(Draw("discard"))
            return actions
        if state.phase == GinPhase.WALL:
            actions = [Pass()]
            if _can_knock_with([*state.hands[seat], state.discard[-1]], state.discard[-1], state.knock_limit):
                actions.insert(0, Draw("discard"))
            return actions
        if state.phase == GinPhase.DISCARD:
            hand = state.hands[seat]
            forbidden = _forbidden(state)
            knocks: list[GinAction] = [Knock(c) for c in _can_knock_with(hand, forbidden, state.knock_limit)]
            if state.options.big_gin_bonus and min_deadwood(mask_of(hand)) == 0:
                knocks.append(Knock(None))
            if self._must_knock(state):
                return knocks
            discards: list[GinAction] = [Discard(c) for c in dict.fromkeys(hand) if c != forbidden]
            return discards + knocks
        return [Deal()]

    @staticmethod
    def _must_knock(state: GinState) -> bool:
        """At the wall, the last discard may be taken only to knock."""
        return state.phase == GinPhase.DISCARD and len(state.stock) <= WALL_SIZE and state.taken is not None

    # --- applying ---------------------------------------------------------------------------------------------

    def apply(self, state: GinState, seat: int, action: GinAction, rng: random.Random) -> tuple[GinState, list[Event]]:
        if seat not in self.to_act(state):
            raise IllegalMove("not-your-turn")
        if isinstance(action, Deal):
            return self._apply_deal(state, rng)
        if isinstance(action, Pass):
            return self._apply_pass(state, seat)
        if isinstance(action, Draw):
            return self._apply_draw(state, seat, action.source)
        if isinstance(action, Discard):
            return self._apply_discard(state, seat, action.card)
        if isinstance(action, Knock):
            return self._apply_knock(state, seat, action)
        raise IllegalMove("unknown-command", command=type(action).__name__.lower())

    def _what_to_do(self, state: GinState) -> IllegalMove:
        """The refusal of a move that does not fit the phase, saying what the player may do instead."""
        if state.phase == GinPhase.OFFER:
            return IllegalMove("gin-upcard-offer")
        if state.phase == GinPhase.DRAW:
            return IllegalMove("gin-stock-only" if state.upcard_declined else "gin-draw-first")
        if state.phase == GinPhase.WALL:
            return IllegalMove("gin-wall-take-or-pass")
        if state.phase == GinPhase.DISCARD:
            return IllegalMove("gin-wall-must-knock" if self._must_knock(state) else "gin-already-drew")
        return IllegalMove("gin-deal-next")

    def _apply_deal(self, state: GinState, rng: random.Random) -> tuple[GinState, list[Event]]:
        if state.phase != GinPhase.HAND_OVER:
            raise self._what_to_do(state)
        return _deal(replace(state, hand_number=state.hand_number + 1), rng)

    def _apply_pass(self, state: GinState, seat: int) -> tuple[GinState, list[Event]]:
        if state.phase == GinPhase.OFFER:
            events = [Event("gin-pass-upcard", {"card": format_card(state.discard[-1])}, seat=seat)]
            if state.offer_passes == 0:
                return replace(state, offer_passes=1, turn=state.dealer), events
            passed = replace(state, offer_passes=state.offer_passes + 1, turn=1 - state.dealer,
                             phase=GinPhase.DRAW, upcard_declined=True)
            return passed, events
        if state.phase == GinPhase.WALL:
            cancelled, events = self._cancel(state)
            return cancelled, [Event("gin-wall-pass", seat=seat), *events]
        raise self._what_to_do(state)

    def _apply_draw(self, state: GinState, seat: int, source: str) -> tuple[GinState, list[Event]]:
        if source not in ("stock", "discard"):
            raise IllegalMove("gin-bad-source", source=source)
        if state.phase not in (GinPhase.OFFER, GinPhase.DRAW, GinPhase.WALL):
            raise self._what_to_do(state)
        if source == "stock":
            if state.phase != GinPhase.DRAW:
                raise self._what_to_do(state)
            card = state.stock[-1]
            drawn = replace(
                state, stock=state.stock[:-1], hands=_with_seat(state.hands, seat, (*state.hands[seat], card)),
                taken=None,
                upcard_declined=False,  # only the first draw was forced: the pile is open again
                phase=GinPhase.DISCARD,
            )
            return drawn, [Event("gin-draw-stock", seat=seat),
                           Event("gin-drew", {"card": format_card(card)}, seat=seat, private_to=seat)]
        if not state.discard:
            raise IllegalMove("gin-discard-empty")
        if state.phase == GinPhase.DRAW and state.upcard_declined:
            raise IllegalMove("gin-stock-only")
        card = state.discard[-1]
        if state.phase == GinPhase.WALL and not _can_knock_with([*state.hands[seat], card], card, state.knock_limit):
            raise IllegalMove("gin-wall-no-knock", card=format_card(card))
        taken = replace(
            state, discard=state.discard[:-1], hands=_with_seat(state.hands, seat, (*state.hands[seat], card)),
            picked_up=_with_seat(state.picked_up, seat, (*state.picked_up[seat], card)), taken=card,
            upcard_draws=state.upcard_draws + 1, phase=GinPhase.DISCARD,
        )
        return taken, [Event("gin-take-discard", {"card": format_card(card)}, seat=seat)]

    def _check_card(self, state: GinState, seat: int, card: Card) -> None:
        if state.phase != GinPhase.DISCARD:
            raise self._what_to_do(state)
        if card not in state.hands[seat]:
            raise IllegalMove("gin-card-not-in-hand", card=format_card(card))
        if card == _forbidden(state):
            raise IllegalMove("gin-cannot-discard-taken-card", card=format_card(card))

    def _apply_discard(self, state: GinState, seat: int, card: Card) -> tuple[GinState, list[Event]]:
        self._check_card(state, seat, card)
        if self._must_knock(state):
            raise IllegalMove("gin-wall-must-knock")
        bounced = card == state.taken
        repeated = bounced and state.bounced  # both players threw the taken card straight back, in turn
        thrown = replace(
            state, hands=_with_seat(state.hands, seat, _without(state.hands[seat], card)),
            discard=(*state.discard, card), discarded=_with_seat(state.discarded, seat, (*state.discarded[seat], card)),
            bounced=bounced, taken=None,
        )
        events = [Event("gin-discard", {"card": format_card(card)}, seat=seat)]
        limit = state.options.max_upcard_draws
        if repeated or (limit and thrown.upcard_draws >= limit) or (
            len(thrown.stock) <= WALL_SIZE and not state.options.fiftieth_card_rule
        ):
            cancelled, more = self._cancel(thrown)
            return cancelled, events + more
        if len(thrown.stock) <= WALL_SIZE:
            wall = replace(thrown, phase=GinPhase.WALL, turn=1 - seat)
            return wall, [*events, Event("gin-wall", {"card": format_card(card)}, seat=1 - seat)]
        return replace(thrown, phase=GinPhase.DRAW, turn=1 - seat), events

    def _apply_knock(self, state: GinState, seat: int, action: Knock) -> tuple[GinState, list[Event]]:
        if state.phase != GinPhase.DISCARD:
            raise self._what_to_do(state)
        hand = state.hands[seat]
        if action.card is not None:
            self._check_card(state, seat, action.card)
            hand = _without(hand, action.card)
        elif not state.options.big_gin_bonus:
            raise IllegalMove("gin-big-gin-off")
        result = showdown(
            seat, hand, action.card, state.hands[1 - seat], state.options,
            knock_limit=state.knock_limit, upcard=state.upcard,
            melds=action.melds, hand_number=state.hand_number,
        )
        knocked = replace(state, hands=_with_seat(state.hands, seat, hand), taken=None)
        if action.card is not None:
            knocked = replace(knocked, discard=(*state.discard, action.card),
                              discarded=_with_seat(state.discarded, seat, (*state.discarded[seat], action.card)))
        declared = {"gin": "gin-gin", "big_gin": "gin-big-gin"}.get(result.result, "gin-knock")
        finished, events = self._finish_hand(knocked, result)
        return finished, [Event(declared, {"deadwood": result.knocker_deadwood}, seat=seat), *events]

    def _cancel(self, state: GinState) -> tuple[GinState, list[Event]]:
        result = GinShowdown(
            hand_number=state.hand_number, result="cancelled", knocker_seat=None, defender_seat=None, discard=None,
            knocker_melds=(), knocker_deadwood_cards=(), knocker_deadwood=0, defender_melds=(),
            defender_deadwood_cards=(), defender_deadwood=0, layoffs=(), winner_seat=None, points=0, bonus=0,
            doubled=False, hands=(tuple(sorted(state.hands[0])), tuple(sorted(state.hands[1]))),
        )
        return self._finish_hand(state, result)

    def _finish_hand(self, state: GinState, result: GinShowdown) -> tuple[GinState, list[Event]]:
        events: list[Event] = []
        scores, boxes, dealer = state.scores, state.boxes, state.dealer
        winner = result.winner_seat
        if winner is not None:
            scores = _with_seat(scores, winner, scores[winner] + result.points)
            boxes = _with_seat(boxes, winner, boxes[winner] + 1)
            events.append(Event("gin-hand-won", {"result": result.result, "points": result.points,
                                                 "knocker_deadwood": result.knocker_deadwood,
                                                 "defender_deadwood": result.defender_deadwood},
                                seat=winner))
            rule = state.options.next_dealer
            dealer = winner if rule == "winner" else 1 - winner if rule == "loser" else 1 - dealer
        elif result.result == "tie":
            events.append(Event("gin-hand-tie", {"deadwood": result.knocker_deadwood}))
        else:
            events.append(Event("gin-hand-cancelled"))
        scored = replace(state, last_hand=result, scores=scores, boxes=boxes, dealer=dealer)
        options = state.options
        if not options.single_hand and max(scores) < options.target_score:
            return replace(scored, phase=GinPhase.HAND_OVER, turn=dealer), events
        final = settle(scores, boxes, options)
        if final.winner_seat is None:
            events.append(Event("gin-game-drawn"))
        else:
            events.append(Event("gin-game-over", {"margin": final.margin}, seat=final.winner_seat))
        return replace(scored, final=final, phase=GinPhase.GAME_OVER), events

    # --- timeouts, views, outcome ----------------------------------------------------------------------------

    def timeout_action(self, state: GinState, seat: int) -> GinAction:
        """Pass the upcard, draw from the stock, throw the card that leaves the least deadwood, deal."""
        if state.phase in (GinPhase.OFFER, GinPhase.WALL):
            return Pass()
        if state.phase == GinPhase.DRAW:
            return Draw("stock")
        if state.phase == GinPhase.DISCARD:
            legal = self.legal(state, seat)
            if self._must_knock(state):
                return legal[0]
            taken = _forbidden(state)
            forbidden = 1 << index_of(taken) if taken is not None else 0
            best = best_discards(mask_of(state.hands[seat]), forbidden)[0][1]
            card = next(c for c in state.hands[seat] if index_of(c) == best)
            return Discard(card)
        return Deal()

    def view(self, state: GinState, seat: int | None) -> GinView:
        hand: tuple[Card, ...] = ()
        deadwood: int | None = None
        can_knock = False
        if seat is not None:
            hand = tuple(sorted(state.hands[seat]))
            mask = mask_of(hand)
            if len(hand) > HAND_SIZE:
                taken = _forbidden(state)
                forbidden = 1 << index_of(taken) if taken is not None else 0
                deadwood = best_discards(mask, forbidden)[0][0] if mask & ~forbidden else min_deadwood(mask)
                can_knock = state.phase == GinPhase.DISCARD and state.turn == seat and any(
                    isinstance(a, Knock) for a in self.legal(state, seat))
            else:
                deadwood = min_deadwood(mask)
        playing = state.phase not in (GinPhase.HAND_OVER, GinPhase.GAME_OVER)
        return GinView(
            seat=seat,
            phase=state.phase,
            turn_seat=None if state.phase == GinPhase.GAME_OVER else (state.turn if playing else state.dealer),
            dealer_seat=state.dealer,
            hand=hand,
            hand_counts=(len(state.hands[0]), len(state.hands[1])),
            deadwood=deadwood,
            can_knock=can_knock,
            stock_count=len(state.stock),
            discard_top=state.discard[-1] if state.discard else None,
            discard_count=len(state.discard),
            upcard=state.upcard,
            taken_from_discard=state.taken,
            knock_limit=state.knock_limit,
            picked_up=(tuple(state.picked_up[0]), tuple(state.picked_up[1])),
            discarded=(tuple(state.discarded[0]), tuple(state.discarded[1])),
            scores=(state.scores[0], state.scores[1]),
            boxes=(state.boxes[0], state.boxes[1]),
            target_score=state.options.target_score,
            hand_number=state.hand_number,
            preset=state.options.preset,
            last_hand=state.last_hand,
            final=state.final,
        )

    def is_over(self, state: GinState) -> bool:
        return state.phase == GinPhase.GAME_OVER

    def outcome(self, state: GinState) -> Outcome | None:
        if state.final is None:
            return None
        totals = state.final.totals
        return Outcome(scores=totals, ranking=rank_seats(totals))

    # --- commands and controls -------------------------------------------------------------------------------

    def parse(self, state: GinState, seat: int, command: Command, locale: str) -> GinAction:
        name, args = command.name, command.args
        if name == "draw":
            word = args.get("source", "stock").strip().lower() or "stock"
            if word not in SOURCE_WORDS:
                raise IllegalMove("gin-bad-source", source=word)
            return Draw(SOURCE_WORDS[word])
        if name == "pass":
            return Pass()
        if name == "discard":
            return Discard(parse_card(args.get("card", ""), locale, jokers=False))
        if name == "knock":
            text = args.get("card", "").strip()
            melds_text = args.get("melds", "").strip()
            melds = None
            if melds_text:
                melds = tuple(tuple(parse_cards(group, locale, jokers=False))
                              for group in melds_text.split("|") if group.strip())
            if not text or " ".join(text.lower().replace("-", " ").split()) in BIG_GIN_WORDS:
                return Knock(None, melds)
            return Knock(parse_card(text, locale, jokers=False), melds)
        if name == "deal":
            return Deal()
        raise IllegalMove("unknown-command", command=name)

    def status(self, view: GinView) -> Event:
        top = format_card(view.discard_top) if view.discard_top else ""
        if view.phase == GinPhase.GAME_OVER:
            if view.final is None or view.final.winner_seat is None:
                return Event("gin-status-game-drawn")
            return Event("gin-status-game-over", {"margin": view.final.margin}, seat=view.final.winner_seat)
        params: dict[str, str | int] = {"card": top, "stock": view.stock_count, "limit": view.knock_limit}
        return Event(f"gin-status-{view.phase.replace('_', '-')}", params, seat=view.turn_seat)

    def seat_summary(self, view: GinView) -> tuple[SeatSummary, ...]:
        return tuple(
            SeatSummary(score=score, cards=held) for score, held in zip(view.scores, view.hand_counts, strict=True)
        )

    def hand_text(self, view: GinView) -> str:
        return format_cards(view.hand) if view.seat is not None else ""

    # --- JSON ------------------------------------------------------------------------------------------------

    def state_to_json(self, state: GinState) -> JSONValue:
        return STATE_SCHEMA.stamp(to_json(state))

    def state_from_json(self, data: JSONValue) -> GinState:
        return from_json(GinState, STATE_SCHEMA.upgrade(data))

    def action_to_json(self, action: GinAction) -> JSONValue:
        return ACTION_SCHEMA.stamp(ACTIONS.to_json(action))

    def action_from_json(self, data: JSONValue) -> GinAction:
        result: GinAction = ACTIONS.from_json(ACTION_SCHEMA.upgrade(data))
        return result

    def view_to_json(self, view: GinView) -> JSONValue:
        return to_json(view)


def _reopen_the_discard_pile(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 to 2: the flag that forces the first draw to the stock was kept for the whole hand; it now ends
    with that draw, so a hand where someone has discarded since no longer carries it."""
    return data | {"upcard_declined": bool(data["upcard_declined"]) and not any(data["discarded"])}


STATE_SCHEMA = Schema((_reopen_the_discard_pile,))
ACTION_SCHEMA = Schema()


def settle(scores: Sequence[int], boxes: Sequence[int], options: GinOptions) -> GinFinal:
    """End-of-game bonuses: boxes for each hand won, the game bonus and the shutout rule."""
    hand_points = list(scores)
    if hand_points[0] == hand_points[1]:
        winner: int | None = None  # only possible in a single-hand game ending without a score
    else:
        winner = 0 if hand_points[0] > hand_points[1] else 1
    box_points = [b * options.box_bonus for b in boxes]
    game_bonus = [0, 0]
    shutout = False
    if winner is not None and not options.single_hand:
        loser = 1 - winner
        shutout = hand_points[loser] == 0
        bonus = options.game_bonus
        rule = options.shutout_rule
        if shutout and rule == "double_game_bonus":
            bonus *= 2
        elif shutout and rule == "flat_100":
            bonus += 100
        elif shutout and rule == "double_hand_points":
            hand_points[winner] *= 2
        game_bonus[winner] = bonus
    totals = [hand_points[s] + box_points[s] + game_bonus[s] for s in (0, 1)]
    if winner is not None and shutout and options.shutout_rule == "double_total" and not options.single_hand:
        totals[winner] *= 2
    return GinFinal(
        hand_points=(hand_points[0], hand_points[1]),
        boxes=(boxes[0], boxes[1]),
        box_points=(box_points[0], box_points[1]),
        game_bonus=(game_bonus[0], game_bonus[1]),
        shutout=shutout,
        totals=(totals[0], totals[1]),
        winner_seat=winner,
        margin=abs(totals[0] - totals[1]),
    )


RULES = GinRules()
