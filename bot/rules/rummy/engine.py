"""The classic Rummy state machine (its rules: docs/rules/rummy.md).

A turn: draw (stock or discard), any melds and lay-offs, then a discard; going out ends the hand at once. The stock
is rebuilt from the discard pile at most ``max_restocks`` times, then the hand is blocked. Hands follow each other
until someone reaches the target (or a fixed number of deals is played).

Options (presets ``standard``, the house rules, and ``pagat``: one meld per turn, lay-offs at any time, the
classic deal sizes): ``target_score`` (100), ``fixed_deals`` (0: play to the target), ``deal_sizes`` (``ten``: ten
cards each for 2-4 players, six for 5-6; ``classic``: 10 for 2 players, 7 for 3-4, 6 for 5-6),
``hand_size_override`` (0: as ``deal_sizes`` says),
``two_player_dealer`` (``alternate`` or ``winner``), ``ace_high_allowed``, ``round_the_corner``,
``max_melds_per_turn`` (0 or ``unlimited``, or 1), ``layoff_requires_own_meld``, ``must_discard_to_go_out``,
``rummy_multiplier`` (2), ``max_restocks`` (2), ``shuffle_on_restock``, ``blocked_hand_scoring``
(``lowest_wins_difference``, ``wash``, ``two_player_opponent_scores``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.rules.base import (
    Command,
    Event,
    IllegalMove,
    JSONValue,
    Outcome,
    Problem,
    SeatSummary,
)
from bot.rules.cards import (
    Card,
    format_card,
    format_cards,
    parse_card,
    parse_cards,
    pip_value,
    shuffled,
    standard_deck,
)
from bot.rules.codec import from_json, to_json
from bot.rules.deadwood import best_discards, index_of, mask_of
from bot.rules.melds import Meld, MeldRules, can_extend, extend_meld, make_meld, meld_options
from bot.rules.ranking import rank_seats
from bot.rules.rummy.actions import (
    ACTIONS,
    Deal,
    Discard,
    Draw,
    LayOff,
    MeldCards,
    RummyAction,
)
from bot.rules.rummy.options import PRESETS, RummyOptions, resolve_options
from bot.rules.rummy.views import RummyHandResult, RummyPhase, RummyView, TableMeld
from bot.rules.schema import Schema

SOURCE_WORDS = {"stock": "stock", "pioche": "stock", "talon": "stock", "s": "stock",
                "discard": "discard", "défausse": "discard", "defausse": "discard", "d": "discard"}


def meld_rules(options: RummyOptions) -> MeldRules:
    return MeldRules(ace="both" if options.ace_high_allowed else "low", wrap=options.round_the_corner)


def hand_size(players: int, options: RummyOptions) -> int:
    """Ten cards each for 2-4 players, as the house rules say, six for 5-6 (ten cannot be dealt to five from one deck);
    ``deal_sizes=classic``: 10 for 2 players, 7 for 3-4, 6 for 5-6. ``hand_size_override`` wins over both."""
    if options.hand_size_override:
        return options.hand_size_override
    if players >= 5:
        return 6
    return 7 if options.deal_sizes == "classic" and players >= 3 else 10


Cards = tuple[Card, ...]


@dataclass(frozen=True)
class RummyState:
    """Everything about a match. Frozen: ``apply`` returns a new state and never changes the one it was given.
    Sequences given as lists (hand-made positions) are stored as tuples."""

    options: RummyOptions
    players: int
    dealer: int
    hands: tuple[Cards, ...]
    stock: Cards  # top card is the last one
    discard: Cards  # top card is the last one
    phase: RummyPhase
    turn: int
    melds: tuple[tuple[int, Meld], ...] = ()  # (owner seat, meld), numbered from 1
    taken: Card | None = None
    restocks_used: int = 0
    has_placed: tuple[bool, ...] = ()  # melded or laid off this hand
    placed_before_turn: bool = False  # the player on turn had placed cards before this turn (no "rummy")
    melds_this_turn: int = 0
    scores: tuple[int, ...] = ()
    hand_number: int = 1
    deals_played: int = 0
    picked_up: tuple[Cards, ...] = ()
    discarded: tuple[Cards, ...] = ()
    last_hand: RummyHandResult | None = None

    def __post_init__(self) -> None:
        for name in ("hands", "picked_up", "discarded"):
            object.__setattr__(self, name, tuple(tuple(cards) for cards in getattr(self, name)))
        for name in ("stock", "discard", "has_placed", "scores"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        object.__setattr__(self, "melds", tuple((owner, meld) for owner, meld in self.melds))
        object.__setattr__(self, "phase", RummyPhase(self.phase))


def _at(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*values[:index], value, *values[index + 1 :])


def _deal(state: RummyState, rng: random.Random) -> tuple[RummyState, list[Event]]:
    deck = shuffled(standard_deck(), rng)
    size = hand_size(state.players, state.options)
    hands: list[list[Card]] = [[] for _ in range(state.players)]
    for _ in range(size):
        for offset in range(1, state.players + 1):  # from the dealer's left, the dealer last
            hands[(state.dealer + offset) % state.players].append(deck.pop())
    upcard = deck.pop()
    nothing: tuple[Cards, ...] = ((),) * state.players
    dealt = replace(
        state, hands=tuple(tuple(h) for h in hands), discard=(upcard,), stock=tuple(deck), melds=(), taken=None,
        restocks_used=0, has_placed=(False,) * state.players, placed_before_turn=False, melds_this_turn=0,
        picked_up=nothing, discarded=nothing, phase=RummyPhase.DRAW, turn=(state.dealer + 1) % state.players,
    )
    return dealt, [Event("rummy-deal", {"hand": dealt.hand_number, "cards": size, "upcard": format_card(upcard)},
                         seat=dealt.dealer)]


def _remove(hand: Sequence[Card], cards: Sequence[Card]) -> Cards:
    """The hand without ``cards``; IllegalMove naming a card that is not there."""
    rest = list(hand)
    for c in cards:
        if c not in rest:
            raise IllegalMove("rummy-card-not-in-hand", card=format_card(c))
        rest.remove(c)
    return tuple(rest)


class RummyRules:
    id = "rummy"
    min_players = 2
    max_players = 6
    presets: tuple[str, ...] = PRESETS

    def options(self, preset: str | None, overrides: Mapping[str, str]) -> dict[str, JSONValue]:
        return resolve_options(preset, overrides)

    def new_game(self, players: int, options: Mapping[str, JSONValue], rng: random.Random) -> RummyState:
        if not self.min_players <= players <= self.max_players:
            raise IllegalMove("rummy-players", players=players)
        full = RummyOptions.of(resolve_options(str(options.get("preset", PRESETS[0])), {}) | dict(options))
        if players * hand_size(players, full) + 1 > 52:
            raise IllegalMove("bad-option", option="hand_size_override", value=str(full.hand_size_override))
        if full.blocked_hand_scoring == "two_player_opponent_scores" and players != 2:
            raise IllegalMove("bad-option", option="blocked_hand_scoring", value=full.blocked_hand_scoring)
        state = RummyState(options=full, players=players, dealer=rng.randrange(players), hands=(), stock=(),
                           discard=(), phase=RummyPhase.DRAW, turn=0, scores=(0,) * players)
        return _deal(state, rng)[0]

    # --- whose turn, what is legal ---------------------------------------------------------------------------

    def to_act(self, state: RummyState) -> tuple[int, ...]:
        if state.phase == RummyPhase.GAME_OVER:
            return ()
        if state.phase == RummyPhase.HAND_OVER:
            return (state.dealer,)
        return (state.turn,)

    def legal(self, state: RummyState, seat: int) -> list[RummyAction]:
        if seat not in self.to_act(state):
            return []
        if state.phase == RummyPhase.HAND_OVER:
            return [Deal()]
        if state.phase == RummyPhase.DRAW:
            actions: list[RummyAction] = [Draw("stock")]
            if state.discard:
                actions.append(Draw("discard"))
            return actions
        hand = state.hands[seat]
        actions = [MeldCards((group,)) for group in self._meld_candidates(state, seat)]
        actions += [LayOff((c,), number) for c, number in self._layoff_candidates(state, seat)]
        actions += [Discard(c) for c in dict.fromkeys(sorted(hand)) if c != state.taken]
        return actions

    def _leaves_a_legal_end(self, state: RummyState, rest: Sequence[Card]) -> bool:
        """A turn ends with an empty hand or a legal discard."""
        if not rest:
            return not state.options.must_discard_to_go_out
        return not (len(rest) == 1 and rest[0] == state.taken)

    def _meld_candidates(self, state: RummyState, seat: int) -> list[tuple[Card, ...]]:
        limit = state.options.max_melds_per_turn
        if limit and state.melds_this_turn >= limit:
            return []
        hand = state.hands[seat]
        rules = meld_rules(state.options)
        groups: list[tuple[Card, ...]] = []
        by_rank: dict[int, list[Card]] = {}
        by_suit: dict[str, list[Card]] = {}
        for c in sorted(set(hand)):  # sorted: legal() lists actions in the same order in every process
            by_rank.setdefault(c.rank, []).append(c)
            by_suit.setdefault(c.suit, []).append(c)
        for cards in by_rank.values():
            if len(cards) >= 3:
                cards.sort()
                groups.append(tuple(cards))
                if len(cards) == 4:
                    groups.extend(tuple(x for x in cards if x != skip) for skip in cards)
        for cards in by_suit.values():
            cards.sort(key=lambda c: c.rank)
            for start in range(len(cards)):
                end = start + 1
                while end < len(cards) and cards[end].rank == cards[end - 1].rank + 1:
                    end += 1
                    if end - start >= 3:
                        groups.append(tuple(cards[start:end]))
            if rules.ace != "low" or rules.wrap:  # runs through the ace: let the validator find them
                for size in range(3, min(len(cards), 13) + 1):
                    for start in range(len(cards)):
                        window = [cards[(start + i) % len(cards)] for i in range(size)]
                        if start + size > len(cards) and meld_options(window, rules, "run"):
                            groups.append(tuple(window))
        result = []
        for group in dict.fromkeys(groups):
            rest = _remove(hand, group)
            if self._leaves_a_legal_end(state, rest):
                result.append(group)
        return result

    def _layoff_candidates(self, state: RummyState, seat: int) -> list[tuple[Card, int]]:
        if state.options.layoff_requires_own_meld and not any(owner == seat for owner, _ in state.melds):
            return []
        hand = state.hands[seat]
        rules = meld_rules(state.options)
        result = []
        for c in dict.fromkeys(sorted(hand)):
            rest = _remove(hand, [c])
            if not self._leaves_a_legal_end(state, rest):
                continue
            for number, (_owner, meld) in enumerate(state.melds, start=1):
                if can_extend(meld, c, rules):
                    result.append((c, number))
        return result

    # --- applying ---------------------------------------------------------------------------------------------

    def apply(
        self, state: RummyState, seat: int, action: RummyAction, rng: random.Random
    ) -> tuple[RummyState, list[Event]]:
        if seat not in self.to_act(state):
            raise IllegalMove("not-your-turn")
        if state.phase == RummyPhase.HAND_OVER:
            fits = isinstance(action, Deal)
        elif state.phase == RummyPhase.DRAW:
            fits = isinstance(action, Draw)
        else:
            fits = not isinstance(action, Deal | Draw)
        if not fits:
            raise self._what_to_do(state)
        if isinstance(action, Deal):
            return _deal(replace(state, hand_number=state.hand_number + 1), rng)
        if isinstance(action, Draw):
            return self._apply_draw(state, seat, action.source, rng)
        if isinstance(action, MeldCards):
            return self._apply_meld(state, seat, action)
        if isinstance(action, LayOff):
            return self._apply_layoff(state, seat, action)
        return self._apply_discard(state, seat, action.card)

    @staticmethod
    def _what_to_do(state: RummyState) -> IllegalMove:
        """The refusal of a move that does not fit the phase, saying what the player may do instead."""
        if state.phase == RummyPhase.DRAW:
            return IllegalMove("rummy-draw-first")
        if state.phase == RummyPhase.PLAY:
            return IllegalMove("rummy-already-drew")
        return IllegalMove("rummy-deal-next")

    def _apply_draw(
        self, state: RummyState, seat: int, source: str, rng: random.Random
    ) -> tuple[RummyState, list[Event]]:
        if source == "discard":
            if not state.discard:
                raise IllegalMove("rummy-discard-empty")
            card = state.discard[-1]
            taken = replace(
                state, discard=state.discard[:-1], hands=_at(state.hands, seat, (*state.hands[seat], card)),
                picked_up=_at(state.picked_up, seat, (*state.picked_up[seat], card)), taken=card,
            )
            return self._start_play(taken, seat), [Event("rummy-take-discard", {"card": format_card(card)}, seat=seat)]
        if source != "stock":
            raise IllegalMove("rummy-bad-source", source=source)
        events: list[Event] = []
        if not state.stock:
            if state.restocks_used >= state.options.max_restocks or not state.discard:
                blocked, more = self._end_blocked(state)
                return blocked, [Event("rummy-stock-out", seat=seat), *more]
            # The pile is turned over: its bottom card becomes the top of the new stock.
            stock = list(reversed(state.discard))
            if state.options.shuffle_on_restock:
                rng.shuffle(stock)
            state = replace(state, stock=tuple(stock), discard=(), restocks_used=state.restocks_used + 1)
            left = state.options.max_restocks - state.restocks_used
            events.append(Event("rummy-restock", {"cards": len(state.stock), "left": left}, seat=seat))
        card = state.stock[-1]
        drawn = replace(state, stock=state.stock[:-1], hands=_at(state.hands, seat, (*state.hands[seat], card)),
                        taken=None)
        return self._start_play(drawn, seat), [
            *events, Event("rummy-draw-stock", seat=seat),
            Event("rummy-drew", {"card": format_card(card)}, seat=seat, private_to=seat)]

    @staticmethod
    def _start_play(state: RummyState, seat: int) -> RummyState:
        return replace(state, phase=RummyPhase.PLAY, melds_this_turn=0, placed_before_turn=state.has_placed[seat])

    def _check_rest(self, state: RummyState, rest: Sequence[Card]) -> None:
        if not rest and state.options.must_discard_to_go_out:
            raise IllegalMove("rummy-must-keep-a-discard")
        if len(rest) == 1 and rest[0] == state.taken:
            raise IllegalMove("rummy-would-strand-taken-card", card=format_card(rest[0]))

    def _apply_meld(self, state: RummyState, seat: int, action: MeldCards) -> tuple[RummyState, list[Event]]:
        if not action.melds or any(not group for group in action.melds):
            raise IllegalMove("rummy-meld-empty")
        limit = state.options.max_melds_per_turn
        if limit and state.melds_this_turn + len(action.melds) > limit:
            raise IllegalMove("rummy-meld-limit", limit=limit)
        rules = meld_rules(state.options)
        rest = _remove(state.hands[seat], [c for group in action.melds for c in group])
        problems: list[Problem] = []
        made: list[Meld] = []
        for group in action.melds:
            try:
                made.append(make_meld(group, rules))
            except IllegalMove as refused:
                problems.extend(refused.problems)
        if problems:
            raise IllegalMove.of(problems)
        self._check_rest(state, rest)
        melded = replace(
            state, hands=_at(state.hands, seat, rest), melds=(*state.melds, *((seat, meld) for meld in made)),
            melds_this_turn=state.melds_this_turn + len(made), has_placed=_at(state.has_placed, seat, True),
        )
        first = len(state.melds) + 1
        events = [Event("rummy-meld", {"cards": format_cards(meld.cards), "meld": first + i}, seat=seat)
                  for i, meld in enumerate(made)]
        return self._after_placing(melded, seat, events)

    def _apply_layoff(self, state: RummyState, seat: int, action: LayOff) -> tuple[RummyState, list[Event]]:
        if not action.cards:
            raise IllegalMove("rummy-meld-empty")
        if action.meld == 0:
            raise IllegalMove("rummy-layoff-one-meld")
        if not 1 <= action.meld <= len(state.melds):
            raise IllegalMove("rummy-no-such-meld", meld=action.meld)
        if state.options.layoff_requires_own_meld and not any(owner == seat for owner, _ in state.melds):
            raise IllegalMove("rummy-layoff-needs-own-meld")
        rest = _remove(state.hands[seat], action.cards)
        owner, meld = state.melds[action.meld - 1]
        grown = extend_meld(meld, action.cards, meld_rules(state.options))
        self._check_rest(state, rest)
        laid = replace(
            state, hands=_at(state.hands, seat, rest), melds=_at(state.melds, action.meld - 1, (owner, grown)),
            has_placed=_at(state.has_placed, seat, True),
        )
        event = Event("rummy-layoff", {"cards": format_cards(action.cards), "meld": action.meld}, seat=seat)
        return self._after_placing(laid, seat, [event])

    def _after_placing(
        self, state: RummyState, seat: int, events: list[Event]
    ) -> tuple[RummyState, list[Event]]:
        if state.hands[seat]:
            return state, events
        out, more = self._go_out(state, seat)
        return out, events + more

    def _apply_discard(self, state: RummyState, seat: int, card: Card) -> tuple[RummyState, list[Event]]:
        if card not in state.hands[seat]:
            raise IllegalMove("rummy-card-not-in-hand", card=format_card(card))
        if card == state.taken:
            raise IllegalMove("rummy-cannot-discard-taken-card", card=format_card(card))
        thrown = replace(
            state, hands=_at(state.hands, seat, _remove(state.hands[seat], [card])), discard=(*state.discard, card),
            discarded=_at(state.discarded, seat, (*state.discarded[seat], card)),
        )
        events = [Event("rummy-discard", {"card": format_card(card)}, seat=seat)]
        if not thrown.hands[seat]:
            out, more = self._go_out(thrown, seat)
            return out, events + more
        return replace(thrown, turn=(seat + 1) % state.players, phase=RummyPhase.DRAW, taken=None), events

    # --- end of a hand --------------------------------------------------------------------------------------

    def _go_out(self, state: RummyState, seat: int) -> tuple[RummyState, list[Event]]:
        values = [sum(pip_value(c) for c in hand) for hand in state.hands]
        rummy = not state.placed_before_turn
        points = sum(values) * (state.options.rummy_multiplier if rummy else 1)
        hand_points = [0] * state.players
        hand_points[seat] = points
        event = Event("rummy-rummy" if rummy and state.options.rummy_multiplier > 1 else "rummy-out",
                      {"points": points}, seat=seat)
        return self._finish(state, "out", seat, rummy, values, hand_points, [event])

    def _end_blocked(self, state: RummyState) -> tuple[RummyState, list[Event]]:
        values = [sum(pip_value(c) for c in hand) for hand in state.hands]
        rule = state.options.blocked_hand_scoring
        hand_points = [0] * state.players
        lowest = min(values)
        if rule == "two_player_opponent_scores":
            hand_points = [values[1], values[0]]
            winner = None if values[0] == values[1] else (0 if values[1] > values[0] else 1)
            return self._finish(state, "blocked", winner, False, values, hand_points,
                                [Event("rummy-blocked-swapped")])
        if rule == "wash" or values.count(lowest) > 1:
            return self._finish(state, "wash", None, False, values, hand_points, [Event("rummy-washed")])
        winner = values.index(lowest)
        hand_points[winner] = sum(v - lowest for v in values)
        return self._finish(state, "blocked", winner, False, values, hand_points,
                            [Event("rummy-blocked-won", {"points": hand_points[winner]}, seat=winner)])

    def _finish(
        self, state: RummyState, reason: str, winner: int | None, rummy: bool, values: list[int],
        hand_points: list[int], events: list[Event],
    ) -> tuple[RummyState, list[Event]]:
        result = RummyHandResult(
            hand_number=state.hand_number, reason=reason, winner_seat=winner, rummy=rummy,
            revealed=tuple(tuple(sorted(hand)) for hand in state.hands), hand_values=tuple(values),
            points=tuple(hand_points),
        )
        scores = tuple(score + points for score, points in zip(state.scores, hand_points, strict=True))
        dealer = state.dealer
        if reason != "wash":
            if state.players == 2 and state.options.two_player_dealer == "winner" and winner is not None:
                dealer = winner
            else:
                dealer = (dealer + 1) % state.players
        finished = replace(state, last_hand=result, scores=scores, deals_played=state.deals_played + 1, taken=None,
                           dealer=dealer)
        fixed = state.options.fixed_deals
        over = finished.deals_played >= fixed if fixed else max(scores) >= state.options.target_score
        if not over:
            return replace(finished, phase=RummyPhase.HAND_OVER), events
        best = max(scores)
        leaders = [s for s in range(state.players) if scores[s] == best]
        if len(leaders) == 1:
            events = [*events, Event("rummy-game-over", {"score": best}, seat=leaders[0])]
        else:
            events = [*events, Event("rummy-game-shared", {"score": best, "winners": len(leaders)})]
        return replace(finished, phase=RummyPhase.GAME_OVER), events

    # --- timeouts, views, outcome ----------------------------------------------------------------------------

    def timeout_action(self, state: RummyState, seat: int) -> RummyAction:
        """Draw from the stock; then throw the card that leaves the least deadwood (highest first); deal."""
        if state.phase == RummyPhase.DRAW:
            return Draw("stock")
        if state.phase == RummyPhase.PLAY:
            hand = state.hands[seat]
            forbidden = 1 << index_of(state.taken) if state.taken is not None else 0
            best = best_discards(mask_of(hand), forbidden)[0][1]
            return Discard(next(c for c in hand if index_of(c) == best))
        return Deal()

    def view(self, state: RummyState, seat: int | None) -> RummyView:
        return RummyView(
            seat=seat,
            players=state.players,
            phase=state.phase,
            turn_seat=None if state.phase == RummyPhase.GAME_OVER else state.dealer if state.phase == RummyPhase.HAND_OVER else state.turn,
            dealer_seat=state.dealer,
            hand=tuple(sorted(state.hands[seat])) if seat is not None else (),
            hand_counts=tuple(len(h) for h in state.hands),
            stock_count=len(state.stock),
            discard_top=state.discard[-1] if state.discard else None,
            discard_count=len(state.discard),
            taken_from_discard=state.taken,
            melds=tuple(TableMeld(number, owner, meld) for number, (owner, meld) in enumerate(state.melds, start=1)),
            has_melded=tuple(any(owner == s for owner, _ in state.melds) for s in range(state.players)),
            picked_up=tuple(tuple(p) for p in state.picked_up),
            discarded=tuple(tuple(d) for d in state.discarded),
            scores=tuple(state.scores),
            target_score=0 if state.options.fixed_deals else state.options.target_score,
            fixed_deals=state.options.fixed_deals,
            hand_number=state.hand_number,
            restocks_used=state.restocks_used,
            max_restocks=state.options.max_restocks,
            melds_this_turn=state.melds_this_turn,
            max_melds_per_turn=state.options.max_melds_per_turn,
            layoff_requires_own_meld=state.options.layoff_requires_own_meld,
            last_hand=state.last_hand,
        )

    def is_over(self, state: RummyState) -> bool:
        return state.phase == RummyPhase.GAME_OVER

    def outcome(self, state: RummyState) -> Outcome | None:
        if state.phase != RummyPhase.GAME_OVER:
            return None
        scores = tuple(state.scores)
        return Outcome(scores=scores, ranking=rank_seats(scores))

    # --- commands and controls -------------------------------------------------------------------------------

    def parse(self, state: RummyState, seat: int, command: Command, locale: str) -> RummyAction:
        name, args = command.name, command.args
        if name == "draw":
            word = args.get("source", "stock").strip().lower() or "stock"
            if word not in SOURCE_WORDS:
                raise IllegalMove("rummy-bad-source", source=word)
            return Draw(SOURCE_WORDS[word])
        if name == "discard":
            return Discard(parse_card(args.get("card", ""), locale, jokers=False))
        if name == "meld":
            groups = [g for g in args.get("cards", "").split("|") if g.strip()]
            if not groups:
                raise IllegalMove("rummy-meld-empty")
            return MeldCards(tuple(tuple(parse_cards(g, locale, jokers=False)) for g in groups))
        if name == "layoff":
            text = args.get("cards", "")
            target = args.get("meld", "").strip().lstrip("#")
            if not target:  # "7♥ #2" or "7♥ 8♥ #2", as the lay-off selects send them
                words = text.split()
                targets = [w.lstrip("#") for w in words if w.startswith("#")]
                text = " ".join(w for w in words if not w.startswith("#"))
                target = targets[0] if len(targets) == 1 else "0"  # meld 0: not exactly one meld picked
            if not target.strip().isdigit():
                raise IllegalMove("rummy-no-such-meld", meld=target.strip() or "?")
            return LayOff(tuple(parse_cards(text, locale, jokers=False)) if text.strip() else (), int(target))
        if name == "deal":
            return Deal()
        raise IllegalMove("unknown-command", command=name)

    def status(self, view: RummyView) -> Event:
        if view.phase == RummyPhase.GAME_OVER:
            best = max(view.scores)
            leaders = [s for s, score in enumerate(view.scores) if score == best]
            if len(leaders) == 1:
                return Event("rummy-status-game-over", {"score": best}, seat=leaders[0])
            return Event("rummy-status-game-shared", {"score": best, "winners": len(leaders)})
        top = format_card(view.discard_top) if view.discard_top else "-"
        params: dict[str, str | int] = {"card": top, "stock": view.stock_count}
        return Event(f"rummy-status-{view.phase.replace('_', '-')}", params, seat=view.turn_seat)

    def seat_summary(self, view: RummyView) -> tuple[SeatSummary, ...]:
        return tuple(
            SeatSummary(score=score, cards=held) for score, held in zip(view.scores, view.hand_counts, strict=True)
        )

    def hand_text(self, view: RummyView) -> str:
        return format_cards(view.hand) if view.seat is not None else ""

    # --- JSON ------------------------------------------------------------------------------------------------

    def state_to_json(self, state: RummyState) -> JSONValue:
        return STATE_SCHEMA.stamp(to_json(state))

    def state_from_json(self, data: JSONValue) -> RummyState:
        return from_json(RummyState, STATE_SCHEMA.upgrade(data))

    def action_to_json(self, action: RummyAction) -> JSONValue:
        return ACTION_SCHEMA.stamp(ACTIONS.to_json(action))

    def action_from_json(self, data: JSONValue) -> RummyAction:
        result: RummyAction = ACTIONS.from_json(ACTION_SCHEMA.upgrade(data))
        return result

    def view_to_json(self, view: RummyView) -> JSONValue:
        return to_json(view)


def _classic_deal_sizes(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 to 2: games stored before the ``deal_sizes`` option were dealt the classic sizes (7 cards for 3-4
    players) and keep them for their next hands."""
    return data | {"options": {"deal_sizes": "classic", **data["options"]}}


def _melds_as_pairs(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 to 3: the melds on the table are ``[owner, meld]`` pairs (the shared codec's form of the state's
    ``(owner seat, meld)`` tuples) instead of ``{"owner", "meld"}`` objects."""
    return data | {"melds": [[m["owner"], m["meld"]] for m in data["melds"]]}


STATE_SCHEMA = Schema((_classic_deal_sizes, _melds_as_pairs))
ACTION_SCHEMA = Schema()

RULES = RummyRules()
