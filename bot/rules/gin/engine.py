"""The Gin Rummy state machine (gin.md): upcard offer, draw and discard, knock and gin, the wall, the match."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.rules.base import Command, Control, Event, IllegalMove, JSONValue, Outcome
from bot.rules.cards import Card, format_card, format_cards, parse_card, parse_cards, shuffled, standard_deck
from bot.rules.gin.actions import (
    Deal,
    Discard,
    Draw,
    GinAction,
    Knock,
    Pass,
    action_from_json,
    action_to_json,
)
from bot.rules.gin.deadwood import best_discards, index_of, mask_of, min_deadwood
from bot.rules.gin.scoring import PRESETS, knock_limit_for, resolve_options, showdown
from bot.rules.gin.views import GinFinal, GinShowdown, GinView, LayOff
from bot.rules.melds import Meld
from bot.rules.melds import to_json_value as to_json

OFFER, DRAW, DISCARD, WALL, HAND_OVER, GAME_OVER = "offer", "draw", "discard", "wall", "hand_over", "game_over"
HAND_SIZE = 10
WALL_SIZE = 2  # the hand stops when a discard leaves this many cards in the stock
SOURCE_WORDS = {"stock": "stock", "pioche": "stock", "talon": "stock", "s": "stock",
                "discard": "discard", "défausse": "discard", "defausse": "discard", "d": "discard",
                "upcard": "discard"}


@dataclass
class GinState:
    """Everything about a match; ``clone`` copies what ``apply`` changes (cards are immutable values)."""

    options: dict[str, Any]
    dealer: int
    hands: list[list[Card]]
    stock: list[Card]  # top card is the last one
    discard: list[Card]  # top card is the last one
    phase: str
    turn: int
    upcard: Card | None
    knock_limit: int
    taken: Card | None = None  # taken from the discard pile this turn
    offer_passes: int = 0
    upcard_declined: bool = False  # both passed the upcard: the non-dealer must draw from the stock
    upcard_draws: int = 0  # cards taken from the discard pile this hand (OpenSpiel's limit)
    bounced: bool = False  # the last turn took the top discard and threw it straight back
    scores: list[int] = field(default_factory=lambda: [0, 0])
    boxes: list[int] = field(default_factory=lambda: [0, 0])
    hand_number: int = 1
    picked_up: list[list[Card]] = field(default_factory=lambda: [[], []])
    discarded: list[list[Card]] = field(default_factory=lambda: [[], []])
    last_hand: GinShowdown | None = None
    final: GinFinal | None = None

    def clone(self) -> GinState:
        return GinState(
            options=self.options,
            dealer=self.dealer,
            hands=[list(h) for h in self.hands],
            stock=list(self.stock),
            discard=list(self.discard),
            phase=self.phase,
            turn=self.turn,
            upcard=self.upcard,
            knock_limit=self.knock_limit,
            taken=self.taken,
            offer_passes=self.offer_passes,
            upcard_declined=self.upcard_declined,
            upcard_draws=self.upcard_draws,
            bounced=self.bounced,
            scores=list(self.scores),
            boxes=list(self.boxes),
            hand_number=self.hand_number,
            picked_up=[list(p) for p in self.picked_up],
            discarded=[list(d) for d in self.discarded],
            last_hand=self.last_hand,
            final=self.final,
        )


def _deal(state: GinState, rng: random.Random) -> list[Event]:
    deck = shuffled(standard_deck(), rng)
    non_dealer = 1 - state.dealer
    state.hands = [[], []]
    for _ in range(HAND_SIZE):  # one at a time, non-dealer first
        state.hands[non_dealer].append(deck.pop())
        state.hands[state.dealer].append(deck.pop())
    upcard = deck.pop()
    state.stock = deck
    state.discard = [upcard]
    state.upcard = upcard
    state.knock_limit = knock_limit_for(state.options, upcard)
    state.phase = OFFER
    state.turn = non_dealer
    state.taken = None
    state.offer_passes = 0
    state.upcard_declined = False
    state.upcard_draws = 0
    state.bounced = False
    state.picked_up = [[], []]
    state.discarded = [[], []]
    return [Event("gin-deal", {"hand": state.hand_number, "upcard": format_card(upcard),
                               "limit": state.knock_limit}, seat=state.dealer)]


def _forbidden(state: GinState) -> Card | None:
    """The card that may not be discarded now: the one just taken from the pile (unless the rules allow it)."""
    return None if state.options.get("may_discard_taken_card", False) else state.taken


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
        full = resolve_options(str(options.get("preset", PRESETS[0])), {}) | dict(options)
        state = GinState(options=full, dealer=rng.randrange(2), hands=[[], []], stock=[], discard=[],
                         phase=OFFER, turn=0, upcard=None, knock_limit=int(full["knock_limit"]))
        _deal(state, rng)
        return state

    # --- whose turn, what is legal ---------------------------------------------------------------------------

    def to_act(self, state: GinState) -> tuple[int, ...]:
        if state.phase == GAME_OVER:
            return ()
        if state.phase == HAND_OVER:
            return (state.dealer,)
        return (state.turn,)

    def legal(self, state: GinState, seat: int) -> list[GinAction]:
        if seat not in self.to_act(state):
            return []
        if state.phase == OFFER:
            return [Draw("discard"), Pass()]
        if state.phase == DRAW:
            actions: list[GinAction] = [Draw("stock")]
            if state.discard and not state.upcard_declined:
                actions.append(Draw("discard"))
            return actions
        if state.phase == WALL:
            actions = [Pass()]
            if _can_knock_with([*state.hands[seat], state.discard[-1]], state.discard[-1], state.knock_limit):
                actions.insert(0, Draw("discard"))
            return actions
        if state.phase == DISCARD:
            hand = state.hands[seat]
            forbidden = _forbidden(state)
            knocks: list[GinAction] = [Knock(c) for c in _can_knock_with(hand, forbidden, state.knock_limit)]
            if state.options["big_gin_bonus"] and min_deadwood(mask_of(hand)) == 0:
                knocks.append(Knock(None))
            if self._must_knock(state):
                return knocks
            discards: list[GinAction] = [Discard(c) for c in dict.fromkeys(hand) if c != forbidden]
            return discards + knocks
        return [Deal()]

    @staticmethod
    def _must_knock(state: GinState) -> bool:
        """At the wall, the last discard may be taken only to knock."""
        return state.phase == DISCARD and len(state.stock) <= WALL_SIZE and state.taken is not None

    # --- applying ---------------------------------------------------------------------------------------------

    def apply(self, state: GinState, seat: int, action: GinAction, rng: random.Random) -> tuple[GinState, list[Event]]:
        if seat not in self.to_act(state):
            raise IllegalMove("not-your-turn")
        new = state.clone()
        if isinstance(action, Deal):
            return new, self._apply_deal(new, rng)
        if isinstance(action, Pass):
            return new, self._apply_pass(new, seat)
        if isinstance(action, Draw):
            return new, self._apply_draw(new, seat, action.source)
        if isinstance(action, Discard):
            return new, self._apply_discard(new, seat, action.card)
        if isinstance(action, Knock):
            return new, self._apply_knock(new, seat, action)
        raise IllegalMove("unknown-command", command=type(action).__name__.lower())

    def _wrong_phase(self, state: GinState) -> IllegalMove:
        return IllegalMove("gin-wrong-phase", phase=state.phase)

    def _apply_deal(self, state: GinState, rng: random.Random) -> list[Event]:
        if state.phase != HAND_OVER:
            raise self._wrong_phase(state)
        state.hand_number += 1
        return _deal(state, rng)

    def _apply_pass(self, state: GinState, seat: int) -> list[Event]:
        if state.phase == OFFER:
            state.offer_passes += 1
            events = [Event("gin-pass-upcard", {"card": format_card(state.discard[-1])}, seat=seat)]
            if state.offer_passes == 1:
                state.turn = state.dealer
            else:
                state.turn = 1 - state.dealer
                state.phase = DRAW
                state.upcard_declined = True
            return events
        if state.phase == WALL:
            return [Event("gin-wall-pass", seat=seat), *self._cancel(state)]
        raise self._wrong_phase(state)

    def _apply_draw(self, state: GinState, seat: int, source: str) -> list[Event]:
        if source not in ("stock", "discard"):
            raise IllegalMove("gin-bad-source", source=source)
        if state.phase not in (OFFER, DRAW, WALL):
            raise self._wrong_phase(state)
        if source == "stock":
            if state.phase != DRAW:
                raise IllegalMove("gin-upcard-offer" if state.phase == OFFER else "gin-wall-take-or-pass")
            card = state.stock.pop()
            state.hands[seat].append(card)
            state.taken = None
            state.upcard_declined = False  # only the first draw after both passed the upcard is forced
            state.phase = DISCARD
            return [Event("gin-draw-stock", seat=seat), Event("gin-drew", {"card": format_card(card)}, seat=seat,
                                                                 private_to=seat)]
        if not state.discard:
            raise IllegalMove("gin-discard-empty")
        if state.phase == DRAW and state.upcard_declined:
            raise IllegalMove("gin-stock-only")
        card = state.discard[-1]
        if state.phase == WALL and not _can_knock_with([*state.hands[seat], card], card, state.knock_limit):
            raise IllegalMove("gin-wall-no-knock", card=format_card(card))
        state.discard.pop()
        state.hands[seat].append(card)
        state.picked_up[seat].append(card)
        state.taken = card
        state.upcard_draws += 1
        state.phase = DISCARD
        return [Event("gin-take-discard", {"card": format_card(card)}, seat=seat)]

    def _check_card(self, state: GinState, seat: int, card: Card) -> None:
        if state.phase != DISCARD:
            raise self._wrong_phase(state)
        if card not in state.hands[seat]:
            raise IllegalMove("gin-card-not-in-hand", card=format_card(card))
        if card == _forbidden(state):
            raise IllegalMove("gin-cannot-discard-taken-card", card=format_card(card))

    def _apply_discard(self, state: GinState, seat: int, card: Card) -> list[Event]:
        self._check_card(state, seat, card)
        if self._must_knock(state):
            raise IllegalMove("gin-wall-must-knock")
        state.hands[seat].remove(card)
        state.discard.append(card)
        state.discarded[seat].append(card)
        bounced = card == state.taken
        repeated = bounced and state.bounced  # both players threw the taken card straight back, in turn
        state.bounced = bounced
        state.taken = None
        events = [Event("gin-discard", {"card": format_card(card)}, seat=seat)]
        limit = int(state.options.get("max_upcard_draws", 0))
        if repeated or (limit and state.upcard_draws >= limit):
            return events + self._cancel(state)
        if len(state.stock) <= WALL_SIZE:
            if state.options["fiftieth_card_rule"]:
                state.phase = WALL
                state.turn = 1 - seat
                return [*events, Event("gin-wall", {"card": format_card(card)}, seat=1 - seat)]
            return events + self._cancel(state)
        state.phase = DRAW
        state.turn = 1 - seat
        return events

    def _apply_knock(self, state: GinState, seat: int, action: Knock) -> list[Event]:
        if state.phase != DISCARD:
            raise self._wrong_phase(state)
        hand = list(state.hands[seat])
        if action.card is not None:
            self._check_card(state, seat, action.card)
            hand.remove(action.card)
        elif not state.options["big_gin_bonus"]:
            raise IllegalMove("gin-big-gin-off")
        result = showdown(
            seat, hand, action.card, state.hands[1 - seat], state.options,
            knock_limit=state.knock_limit, upcard=state.upcard,
            melds=action.melds, hand_number=state.hand_number,
        )
        if action.card is not None:
            state.discard.append(action.card)
            state.discarded[seat].append(action.card)
        state.hands[seat] = hand
        state.taken = None
        declared = {"gin": "gin-gin", "big_gin": "gin-big-gin"}.get(result.result, "gin-knock")
        events = [Event(declared, {"deadwood": result.knocker_deadwood}, seat=seat)]
        return events + self._finish_hand(state, result)

    def _cancel(self, state: GinState) -> list[Event]:
        result = GinShowdown(
            hand_number=state.hand_number, result="cancelled", knocker_seat=None, defender_seat=None, discard=None,
            knocker_melds=(), knocker_deadwood_cards=(), knocker_deadwood=0, defender_melds=(),
            defender_deadwood_cards=(), defender_deadwood=0, layoffs=(), winner_seat=None, points=0, bonus=0,
            doubled=False, hands=(tuple(sorted(state.hands[0])), tuple(sorted(state.hands[1]))),
        )
        return self._finish_hand(state, result)

    def _finish_hand(self, state: GinState, result: GinShowdown) -> list[Event]:
        state.last_hand = result
        events: list[Event] = []
        if result.winner_seat is not None:
            state.scores[result.winner_seat] += result.points
            state.boxes[result.winner_seat] += 1
            events.append(Event("gin-hand-won", {"result": result.result, "points": result.points,
                                                 "knocker_deadwood": result.knocker_deadwood,
                                                 "defender_deadwood": result.defender_deadwood},
                                seat=result.winner_seat))
        elif result.result == "tie":
            events.append(Event("gin-hand-tie", {"deadwood": result.knocker_deadwood}))
        else:
            events.append(Event("gin-hand-cancelled"))
        options = state.options
        if result.winner_seat is not None:
            rule = options["next_dealer"]
            if rule == "winner":
                state.dealer = result.winner_seat
            elif rule == "loser":
                state.dealer = 1 - result.winner_seat
            else:
                state.dealer = 1 - state.dealer
        reached = max(state.scores) >= int(options["target_score"])
        if options["single_hand"] or reached:
            state.final = settle(state.scores, state.boxes, options)
            state.phase = GAME_OVER
            if state.final.winner_seat is None:
                events.append(Event("gin-game-drawn"))
            else:
                events.append(Event("gin-game-over", {"margin": state.final.margin}, seat=state.final.winner_seat))
        else:
            state.phase = HAND_OVER
            state.turn = state.dealer
        return events

    # --- timeouts, views, outcome ----------------------------------------------------------------------------

    def timeout_action(self, state: GinState, seat: int) -> GinAction:
        """Pass the upcard, draw from the stock, throw the card that leaves the least deadwood, deal."""
        if state.phase in (OFFER, WALL):
            return Pass()
        if state.phase == DRAW:
            return Draw("stock")
        if state.phase == DISCARD:
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
                can_knock = state.phase == DISCARD and state.turn == seat and any(
                    isinstance(a, Knock) for a in self.legal(state, seat))
            else:
                deadwood = min_deadwood(mask)
        playing = state.phase not in (HAND_OVER, GAME_OVER)
        return GinView(
            seat=seat,
            phase=state.phase,
            turn_seat=None if state.phase == GAME_OVER else (state.turn if playing else state.dealer),
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
            target_score=int(state.options["target_score"]),
            hand_number=state.hand_number,
            preset=str(state.options["preset"]),
            last_hand=state.last_hand,
            final=state.final,
        )

    def is_over(self, state: GinState) -> bool:
        return state.phase == GAME_OVER

    def outcome(self, state: GinState) -> Outcome | None:
        if state.final is None:
            return None
        totals = state.final.totals
        ranking = tuple(1 + sum(1 for other in totals if other > mine) for mine in totals)
        return Outcome(scores=totals, ranking=ranking)

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
            return Discard(parse_card(args.get("card", ""), locale))
        if name == "knock":
            text = args.get("card", "").strip()
            melds_text = args.get("melds", "").strip()
            melds = None
            if melds_text:
                melds = tuple(tuple(parse_cards(group, locale)) for group in melds_text.split("|") if group.strip())
            if not text:
                return Knock(None, melds)
            return Knock(parse_card(text, locale), melds)
        if name == "deal":
            return Deal()
        raise IllegalMove("unknown-command", command=name)

    def controls(self, state: GinState, seat: int) -> list[Control]:
        legal = self.legal(state, seat)
        if not legal:
            return []
        top = format_card(state.discard[-1]) if state.discard else ""
        if state.phase == OFFER:
            return [Control("draw", "ctl-gin-take-upcard", {"source": "discard"}, {"card": top}, style="primary"),
                    Control("pass", "ctl-gin-pass")]
        if state.phase == WALL:
            controls = [Control("pass", "ctl-gin-wall-pass")]
            if Draw("discard") in legal:
                controls.insert(0, Control("draw", "ctl-gin-wall-take", {"source": "discard"}, {"card": top},
                                           style="primary"))
            return controls
        if state.phase == DRAW:
            controls = [Control("draw", "ctl-gin-draw-stock", {"source": "stock"}, style="primary")]
            if Draw("discard") in legal:
                controls.append(Control("draw", "ctl-gin-draw-discard", {"source": "discard"}, {"card": top}))
            return controls
        if state.phase == DISCARD:
            controls = []
            discards = tuple(format_card(a.card) for a in legal if isinstance(a, Discard))
            if discards:
                controls.append(Control("discard", "ctl-gin-discard", choices=discards, arg="card", style="primary"))
            knocks = tuple(format_card(a.card) for a in legal if isinstance(a, Knock) and a.card is not None)
            if knocks:
                controls.append(Control("knock", "ctl-gin-knock", choices=knocks, arg="card", style="success"))
            if Knock(None) in legal:
                controls.append(Control("knock", "ctl-gin-big-gin", style="success"))
            return controls
        return [Control("deal", "ctl-gin-deal", style="primary")]

    def status(self, view: GinView) -> Event:
        top = format_card(view.discard_top) if view.discard_top else ""
        if view.phase == GAME_OVER:
            if view.final is None or view.final.winner_seat is None:
                return Event("gin-status-game-drawn")
            return Event("gin-status-game-over", {"margin": view.final.margin}, seat=view.final.winner_seat)
        params: dict[str, str | int] = {"card": top, "stock": view.stock_count, "limit": view.knock_limit}
        return Event(f"gin-status-{view.phase.replace('_', '-')}", params, seat=view.turn_seat)

    def hand_text(self, view: GinView) -> str:
        return format_cards(view.hand) if view.seat is not None else ""

    # --- JSON ------------------------------------------------------------------------------------------------

    def state_to_json(self, state: GinState) -> JSONValue:
        return {
            "options": dict(state.options),
            "dealer": state.dealer,
            "hands": [[c.code for c in h] for h in state.hands],
            "stock": [c.code for c in state.stock],
            "discard": [c.code for c in state.discard],
            "phase": state.phase,
            "turn": state.turn,
            "upcard": state.upcard.code if state.upcard else None,
            "knock_limit": state.knock_limit,
            "taken": state.taken.code if state.taken else None,
            "offer_passes": state.offer_passes,
            "upcard_declined": state.upcard_declined,
            "upcard_draws": state.upcard_draws,
            "bounced": state.bounced,
            "scores": list(state.scores),
            "boxes": list(state.boxes),
            "hand_number": state.hand_number,
            "picked_up": [[c.code for c in p] for p in state.picked_up],
            "discarded": [[c.code for c in d] for d in state.discarded],
            "last_hand": to_json(state.last_hand),
            "final": to_json(state.final),
        }

    def state_from_json(self, data: JSONValue) -> GinState:
        def cards(codes: list[str]) -> list[Card]:
            return [Card.from_code(c) for c in codes]

        return GinState(
            options=dict(data["options"]),
            dealer=data["dealer"],
            hands=[cards(h) for h in data["hands"]],
            stock=cards(data["stock"]),
            discard=cards(data["discard"]),
            phase=data["phase"],
            turn=data["turn"],
            upcard=Card.from_code(data["upcard"]) if data["upcard"] else None,
            knock_limit=data["knock_limit"],
            taken=Card.from_code(data["taken"]) if data["taken"] else None,
            offer_passes=data["offer_passes"],
            upcard_declined=data["upcard_declined"],
            upcard_draws=data.get("upcard_draws", 0),
            bounced=data.get("bounced", False),
            scores=list(data["scores"]),
            boxes=list(data["boxes"]),
            hand_number=data["hand_number"],
            picked_up=[cards(p) for p in data["picked_up"]],
            discarded=[cards(d) for d in data["discarded"]],
            last_hand=showdown_from_json(data["last_hand"]),
            final=final_from_json(data["final"]),
        )

    def action_to_json(self, action: GinAction) -> JSONValue:
        return action_to_json(action)

    def action_from_json(self, data: JSONValue) -> GinAction:
        return action_from_json(data)

    def view_to_json(self, view: GinView) -> JSONValue:
        return to_json(view)


def settle(scores: Sequence[int], boxes: Sequence[int], options: Mapping[str, Any]) -> GinFinal:
    """End-of-game bonuses: boxes for each hand won, the game bonus and the shutout rule (gin.md §1 Game)."""
    hand_points = list(scores)
    if hand_points[0] == hand_points[1]:
        winner: int | None = None  # only possible in a single-hand game ending without a score
    else:
        winner = 0 if hand_points[0] > hand_points[1] else 1
    box_points = [b * int(options["box_bonus"]) for b in boxes]
    game_bonus = [0, 0]
    shutout = False
    if winner is not None and not options["single_hand"]:
        loser = 1 - winner
        shutout = hand_points[loser] == 0
        bonus = int(options["game_bonus"])
        rule = options["shutout_rule"]
        if shutout and rule == "double_game_bonus":
            bonus *= 2
        elif shutout and rule == "flat_100":
            bonus += 100
        elif shutout and rule == "double_hand_points":
            hand_points[winner] *= 2
        game_bonus[winner] = bonus
    totals = [hand_points[s] + box_points[s] + game_bonus[s] for s in (0, 1)]
    if winner is not None and shutout and options["shutout_rule"] == "double_total" and not options["single_hand"]:
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


def final_from_json(data: Any) -> GinFinal | None:
    if data is None:
        return None
    return GinFinal(
        hand_points=tuple(data["hand_points"]),
        boxes=tuple(data["boxes"]),
        box_points=tuple(data["box_points"]),
        game_bonus=tuple(data["game_bonus"]),
        shutout=bool(data["shutout"]),
        totals=tuple(data["totals"]),
        winner_seat=data["winner_seat"],
        margin=int(data["margin"]),
    )


def showdown_from_json(data: Any) -> GinShowdown | None:
    if data is None:
        return None

    def card(code: str | None) -> Card | None:
        return Card.from_code(code) if code else None

    def cards(codes: list[str]) -> tuple[Card, ...]:
        return tuple(Card.from_code(c) for c in codes)

    return GinShowdown(
        hand_number=data["hand_number"],
        result=data["result"],
        knocker_seat=data["knocker_seat"],
        defender_seat=data["defender_seat"],
        discard=card(data["discard"]),
        knocker_melds=tuple(Meld.from_json(m) for m in data["knocker_melds"]),
        knocker_deadwood_cards=cards(data["knocker_deadwood_cards"]),
        knocker_deadwood=data["knocker_deadwood"],
        defender_melds=tuple(Meld.from_json(m) for m in data["defender_melds"]),
        defender_deadwood_cards=cards(data["defender_deadwood_cards"]),
        defender_deadwood=data["defender_deadwood"],
        layoffs=tuple(LayOff(Card.from_code(x["card"]), x["meld_index"]) for x in data["layoffs"]),
        winner_seat=data["winner_seat"],
        points=data["points"],
        bonus=data["bonus"],
        doubled=data["doubled"],
        hands=(cards(data["hands"][0]), cards(data["hands"][1])),
    )


RULES = GinRules()
