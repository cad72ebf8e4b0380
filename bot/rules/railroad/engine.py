"""RailRoad Rummy's rules engine (its rules: docs/rules/railroad.md).

A round goes: the active seat draws (``draw_stock`` or ``draw_discard``); drawing from the stock opens the claim
window on the declined top discard; the active seat then may go down (exactly the contract, once per round) or,
from the turn after going down, lay off; the turn ends with a discard or when the hand is empty.

The claim window
----------------
After ``draw_stock`` (when the discard pile is not empty and somebody is eligible) the phase is ``claims``:

- ``to_act`` returns every eligible seat that has not answered yet, in priority order. Each answers with
  ``claim`` (``hmg=True`` to spend an HMG and jump the queue) or ``pass_claim``. Answers stay secret until the
  window closes.
- The window closes by itself when every eligible seat has answered. Otherwise the bot runs the clock and, when the
  window's time is up, applies ``close_claims`` **from the active seat** (the seat whose turn it is; any other seat
  is refused with ``not-your-turn``). Seats that did not answer count as passing. ``close_claims`` is also the
  active seat's ``timeout_action`` and its only legal action during the window; the active seat never appears in
  ``to_act`` while the window is open, so a computer player in that seat is never asked to close it early.
- Resolution: the first HMG claimant in base order (the seats after the active one, round the table), else the
  first claimant; the winner takes the card plus a face-down penalty card from the stock and, if it claimed with
  HMG, spends one HMG. Then the active seat continues its turn.

The rule decisions that are options: ``round7_hand_size`` (10),
``down_players_may_claim`` (true), ``max_claims_per_round`` (0 = unlimited), ``hmg_count`` (1), ``hmg_scope``
(``round`` or ``game``), ``no_discard_taken_card`` (true; the rule gives way when that card is the last one in hand,
so a player can always go out, and when the hand holds a second copy of it, so a turn can never be stuck).
``claim_seconds`` (10) and ``turn_timer`` (120) are for the bot's clocks; the engine does not read them.
Presets: ``standard`` (the defaults) and ``no_claims_after_down`` (Liverpool's rule: once down, no claims).

Typed wild identities: in ``/meld`` and ``/layoff`` a wild may be written ``JK=8`` or ``2♣=A`` to say which rank
it stands for in a run (the shared meld rules otherwise refuse an ambiguous run with ``meld-wild-ambiguous``,
listing the readings in that same notation). ``legal()`` lists every draw, discard and claim answer, one way to go
down (when there is one) and every single-card lay-off; ``apply`` accepts any valid going down or lay-off.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.rules.base import Command, Control, Event, IllegalMove, JSONValue, Outcome, Problem
from bot.rules.cards import (
    ACE,
    RANK_NAMES,
    Card,
    decks,
    format_card,
    format_cards,
    parse_card,
    parse_cards,
    shuffled,
)
from bot.rules.melds import RAILROAD_MELDS, Meld, extend_meld, format_meld, make_meld, meld_options
from bot.rules.railroad import state as st
from bot.rules.railroad.contracts import (
    ACE_HIGH,
    LOWEST_RANK,
    ROUNDS,
    RUN_SIZE,
    SET_SIZE,
    Contract,
    contract_for,
    going_down_options,
    hand_points,
    is_wild,
    railroad_rank,
)
from bot.rules.railroad.state import Action, ClaimResult, ClaimWindow, MeldPlan, RoundResult, State, TableMeld
from bot.rules.railroad.views import (
    PHASE_CLAIMS,
    PHASE_DRAW,
    PHASE_OVER,
    PHASE_PLAY,
    ClaimResultView,
    ClaimWindowView,
    ContractView,
    MeldView,
    PlayerView,
    RailroadView,
    RoundResultView,
)

GAME_ID = "railroad"
DECKS_PER_PILE = 2
JOKERS_PER_DECK = 2

DEFAULT_OPTIONS: dict[str, Any] = {
    "round7_hand_size": 10,
    "down_players_may_claim": True,
    "max_claims_per_round": 0,
    "hmg_count": 1,
    "hmg_scope": "round",
    "no_discard_taken_card": True,
    "claim_seconds": 10,
    "turn_timer": 120,
}
_INT_OPTIONS: dict[str, tuple[int, int]] = {
    "round7_hand_size": (7, 12),
    "max_claims_per_round": (0, 50),
    "hmg_count": (0, 10),
    "claim_seconds": (3, 120),
    "turn_timer": (15, 3600),
}
_BOOL_OPTIONS = ("down_players_may_claim", "no_discard_taken_card")
_CHOICE_OPTIONS: dict[str, tuple[str, ...]] = {"hmg_scope": ("round", "game")}
PRESETS: tuple[str, ...] = ("standard", "no_claims_after_down")
_PRESET_OVERRIDES: dict[str, dict[str, Any]] = {
    "standard": {},
    "no_claims_after_down": {"down_players_may_claim": False},
}


def _meld_ranks(meld: Meld) -> tuple[int, ...]:
    if meld.kind == "run":
        return tuple(range(meld.low, meld.low + len(meld.cards)))
    rank = ACE_HIGH if meld.low == 1 else meld.low
    return (rank,) * len(meld.cards)


def _remove(hand: tuple[Card, ...], cards: Sequence[Card]) -> tuple[Card, ...]:
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return tuple(rest)


def _missing_from_hand(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card]:
    wanted = Counter(cards)
    held = Counter(hand)
    return [c for c, n in wanted.items() for _ in range(n - held[c]) if n > held[c]]


class RailroadRules:
    """``RULES`` for RailRoad Rummy (see the module docstring for the claim window)."""

    id = GAME_ID
    min_players = 3
    max_players = 8
    presets = PRESETS

    # --- options and setup ---------------------------------------------------------------------------------------

    def options(self, preset: str | None, overrides: Mapping[str, str]) -> dict[str, JSONValue]:
        preset = preset or PRESETS[0]
        if preset not in _PRESET_OVERRIDES:
            raise IllegalMove("bad-option", option="preset", value=preset)
        result: dict[str, Any] = {**DEFAULT_OPTIONS, **_PRESET_OVERRIDES[preset]}
        for name, raw in overrides.items():
            result[name] = _option_value(name, raw)
        return result

    def new_game(self, players: int, options: Mapping[str, JSONValue], rng: random.Random) -> State:
        if not self.min_players <= players <= self.max_players:
            raise IllegalMove("bad-option", option="players", value=players)
        full = {**DEFAULT_OPTIONS, **options}
        dealer = rng.randrange(players)
        zeros = (0,) * players
        blank = State(
            options=full,
            players=players,
            round=1,
            dealer=dealer,
            active=dealer,
            phase=PHASE_DRAW,
            hands=((),) * players,
            stock=(),
            reserve=(),
            reserve_used=False,
            discards_reshuffled=False,
            discard=(),
            discarder=None,
            melds=(),
            down=(False,) * players,
            went_down_this_turn=False,
            taken_discard=None,
            window=None,
            last_claim=None,
            hmg=(int(full["hmg_count"]),) * players,
            claims=zeros,
            scores=zeros,
            rounds_won=zeros,
            round_scores=(),
            last_round=None,
        )
        return _deal(blank, 1, dealer, rng)

    # --- whose turn ----------------------------------------------------------------------------------------------

    def claim_window(self, state: State) -> bool:
        """Whether the seats awaited are answering a claim window (the bot runs its shorter clock)."""
        return state.phase == PHASE_CLAIMS

    def to_act(self, state: State) -> tuple[int, ...]:
        if state.phase == PHASE_OVER:
            return ()
        if state.phase == PHASE_CLAIMS and state.window is not None:
            return _waiting(state.window)
        return (state.active,)

    def is_over(self, state: State) -> bool:
        return state.phase == PHASE_OVER

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != PHASE_OVER:
            return None
        # Golf: lowest total first; ties go to more rounds won, then the rank is shared.
        keys = [(state.scores[seat], -state.rounds_won[seat]) for seat in range(state.players)]
        ranking = tuple(1 + sum(1 for other in keys if other < keys[seat]) for seat in range(state.players))
        return Outcome(scores=state.scores, ranking=ranking)

    # --- legal actions -------------------------------------------------------------------------------------------

    def legal(self, state: State, seat: int) -> list[Action]:
        if state.phase == PHASE_OVER:
            return []
        if state.phase == PHASE_CLAIMS:
            window = state.window
            assert window is not None
            if seat == state.active:
                return [Action(st.CLOSE_CLAIMS)]
            if seat not in _waiting(window):
                return []
            actions = [Action(st.CLAIM), Action(st.PASS_CLAIM)]
            if state.hmg[seat] > 0:
                actions.insert(1, Action(st.CLAIM, hmg=True))
            return actions
        if seat != state.active:
            return []
        if state.phase == PHASE_DRAW:
            actions = [Action(st.DRAW_STOCK)]
            if state.discard:
                actions.append(Action(st.DRAW_DISCARD))
            return actions
        hand = state.hands[seat]
        actions = [Action(st.DISCARD, card=c) for c in _distinct(hand) if _may_discard(state, c)]
        if not state.down[seat]:
            for option in going_down_options(hand, _contract(state), limit=1):
                actions.append(
                    Action(
                        st.GO_DOWN,
                        melds=tuple(
                            MeldPlan(m.cards, m.ranks[0] if m.kind == "run" else None) for m in option.melds
                        ),
                    )
                )
        elif _may_lay_off(state):
            actions.extend(_single_lay_offs(state, hand))
        return actions

    def timeout_action(self, state: State, seat: int) -> Action:
        if state.phase == PHASE_CLAIMS:
            return Action(st.CLOSE_CLAIMS) if seat == state.active else Action(st.PASS_CLAIM)
        if state.phase == PHASE_DRAW:
            return Action(st.DRAW_STOCK)
        hand = state.hands[seat]
        # Shed the costliest natural card; wilds are the last thing a player would give away.
        candidates = [c for c in hand if _may_discard(state, c)]
        naturals = [c for c in candidates if not is_wild(c)] or candidates
        return Action(st.DISCARD, card=max(naturals, key=lambda c: (hand_points([c]), c.sort_key())))

    # --- applying --------------------------------------------------------------------------------------------------

    def apply(self, state: State, seat: int, action: Action, rng: random.Random) -> tuple[State, list[Event]]:
        if state.phase == PHASE_OVER:
            raise IllegalMove("railroad-game-over")
        if not 0 <= seat < state.players:
            raise IllegalMove("not-your-turn")
        kind = action.kind
        if kind in (st.CLAIM, st.PASS_CLAIM):
            return _answer_claim(state, seat, action, rng)
        if kind == st.CLOSE_CLAIMS:
            if state.phase != PHASE_CLAIMS:
                raise IllegalMove("railroad-no-claim-window")
            if seat != state.active:
                raise IllegalMove("not-your-turn")
            return _resolve_claims(state, rng)
        if kind not in st.ACTION_KINDS:
            raise IllegalMove("unknown-command", command=kind)
        if seat != state.active:
            raise IllegalMove("not-your-turn")
        if state.phase == PHASE_CLAIMS:
            raise IllegalMove("railroad-claims-open")
        if kind in (st.DRAW_STOCK, st.DRAW_DISCARD):
            if state.phase != PHASE_DRAW:
                raise IllegalMove("railroad-already-drew")
            return _draw_stock(state, rng) if kind == st.DRAW_STOCK else _draw_discard(state)
        if state.phase == PHASE_DRAW:
            raise IllegalMove("railroad-draw-first")
        if kind == st.DISCARD:
            return _discard(state, action, rng)
        if kind == st.GO_DOWN:
            return _go_down(state, action, rng)
        return _lay_off(state, action, rng)

    # --- views -----------------------------------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> RailroadView:
        return _view(state, seat)

    def status(self, view: RailroadView) -> Event:
        if view.phase == PHASE_OVER:
            best = min(view.scores) if view.scores else 0
            winners = [p.seat for p in view.seats if p.total_score == best]
            return Event("railroad-status-over", {"winner_seat": winners[0], "score": best})
        if view.phase == PHASE_CLAIMS and view.claim_window is not None:
            return Event(
                "railroad-status-claims",
                {"card": format_card(view.claim_window.card), "n": len(view.claim_window.waiting_seats)},
                seat=view.active_seat,
            )
        code = "railroad-status-draw" if view.phase == PHASE_DRAW else "railroad-status-play"
        return Event(code, {"round": view.round}, seat=view.active_seat)

    def hand_text(self, view: RailroadView) -> str:
        return format_cards(view.hand) if view.seat is not None else ""

    # --- commands and controls -------------------------------------------------------------------------------------

    def parse(self, state: State, seat: int, command: Command, locale: str) -> Action:
        return _parse(state, seat, command, locale)

    def controls(self, state: State, seat: int) -> list[Control]:
        return _controls(state, seat)

    # --- JSON ------------------------------------------------------------------------------------------------------

    def state_to_json(self, state: State) -> JSONValue:
        return st.state_to_json(state)

    def state_from_json(self, data: JSONValue) -> State:
        return st.state_from_json(data)

    def action_to_json(self, action: Action) -> JSONValue:
        return st.action_to_json(action)

    def action_from_json(self, data: JSONValue) -> Action:
        return st.action_from_json(data)

    def view_to_json(self, view: RailroadView) -> JSONValue:
        return _view_to_json(view)


def _option_value(name: str, raw: str) -> Any:
    text = str(raw).strip().lower()
    if name in _INT_OPTIONS:
        low, high = _INT_OPTIONS[name]
        if not text.isdigit() or not low <= int(text) <= high:
            raise IllegalMove("bad-option", option=name, value=str(raw))
        return int(text)
    if name in _BOOL_OPTIONS:
        if text in ("true", "yes", "on", "1", "oui"):
            return True
        if text in ("false", "no", "off", "0", "non"):
            return False
        raise IllegalMove("bad-option", option=name, value=str(raw))
    if name in _CHOICE_OPTIONS:
        if text not in _CHOICE_OPTIONS[name]:
            raise IllegalMove("bad-option", option=name, value=str(raw))
        return text
    raise IllegalMove("bad-option", option=name, value=str(raw))


# --- rounds ----------------------------------------------------------------------------------------------------------


def _contract(state: State) -> Contract:
    return contract_for(state.round, int(state.options["round7_hand_size"]))


def _deal(state: State, round_number: int, dealer: int, rng: random.Random) -> State:
    """A fresh round: new shuffled stock and reserve (fresh cards), deal from the seat after the dealer."""
    contract = contract_for(round_number, int(state.options["round7_hand_size"]))
    stock = shuffled(decks(DECKS_PER_PILE, JOKERS_PER_DECK), rng)
    reserve = shuffled(decks(DECKS_PER_PILE, JOKERS_PER_DECK), rng)
    hands: list[list[Card]] = [[] for _ in range(state.players)]
    first = (dealer + 1) % state.players
    for _ in range(contract.hand_size):
        for offset in range(state.players):
            hands[(first + offset) % state.players].append(stock.pop())
    upcard = stock.pop()
    hmg = state.hmg
    if state.options["hmg_scope"] == "round":
        hmg = (int(state.options["hmg_count"]),) * state.players
    return replace(
        state,
        round=round_number,
        dealer=dealer,
        active=first,
        phase=PHASE_DRAW,
        hands=tuple(_sorted(hand) for hand in hands),
        stock=tuple(stock),
        reserve=tuple(reserve),
        reserve_used=False,
        discards_reshuffled=False,
        discard=(upcard,),
        discarder=None,
        melds=(),
        down=(False,) * state.players,
        went_down_this_turn=False,
        taken_discard=None,
        window=None,
        last_claim=None,
        hmg=hmg,
        claims=(0,) * state.players,
    )


def _round_start_events(state: State) -> list[Event]:
    return [
        Event(
            "railroad-round-start",
            {"round": state.round, "dealer_seat": state.dealer, "card": format_card(state.discard[-1])},
        )
    ]


def _end_round(state: State, winner: int | None, rng: random.Random) -> tuple[State, list[Event]]:
    """Score the round (golf), reveal the hands, then deal the next round or end the game."""
    points = tuple(0 if seat == winner else hand_points(state.hands[seat]) for seat in range(state.players))
    totals = tuple(total + p for total, p in zip(state.scores, points, strict=True))
    rounds_won = state.rounds_won
    if winner is not None:
        rounds_won = tuple(won + (seat == winner) for seat, won in enumerate(rounds_won))
    result = RoundResult(state.round, winner, state.hands, points, totals)
    events: list[Event] = []
    if winner is None:
        events.append(Event("railroad-round-no-winner", {"round": state.round}))
    else:
        events.append(Event("railroad-went-out", {"round": state.round}, seat=winner))
    for seat in range(state.players):
        events.append(
            Event(
                "railroad-round-score",
                {"round": state.round, "points": points[seat], "total": totals[seat], "cards": format_cards(state.hands[seat])},
                seat=seat,
            )
        )
    scored = replace(
        state,
        scores=totals,
        rounds_won=rounds_won,
        round_scores=(*state.round_scores, points),
        last_round=result,
        window=None,
    )
    if state.round == ROUNDS:
        over = replace(scored, phase=PHASE_OVER, taken_discard=None, went_down_this_turn=False)
        outcome = RULES.outcome(over)
        assert outcome is not None
        champion = outcome.ranking.index(1)
        events.append(Event("railroad-game-over", {"winner_seat": champion, "score": totals[champion]}))
        return over, events
    following = _deal(scored, state.round + 1, (state.dealer + 1) % state.players, rng)
    return following, events + _round_start_events(following)


def _draw_card(state: State, rng: random.Random) -> tuple[State, Card | None, list[Event]]:
    """Top of the stock; the reserve takes over once, then the discards (but the top) are reshuffled once."""
    events: list[Event] = []
    if not state.stock and not state.reserve_used:
        state = replace(state, stock=state.reserve, reserve=(), reserve_used=True)
        events.append(Event("railroad-reserve-used"))
    if not state.stock and not state.discards_reshuffled and len(state.discard) > 1:
        state = replace(
            state,
            stock=tuple(shuffled(state.discard[:-1], rng)),
            discard=state.discard[-1:],
            discards_reshuffled=True,
        )
        events.append(Event("railroad-discards-reshuffled"))
    if not state.stock:
        return state, None, events
    return replace(state, stock=state.stock[:-1]), state.stock[-1], events


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    # The sort key, not Card.__lt__: hands are sorted on every draw and this is the engine's hottest path.
    return tuple(sorted(cards, key=Card.sort_key))


def _distinct(cards: Iterable[Card]) -> tuple[Card, ...]:
    return _sorted(set(cards))


def _give(state: State, seat: int, cards: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
    return tuple(_sorted((*hand, *cards)) if i == seat else hand for i, hand in enumerate(state.hands))


def _set_hand(state: State, seat: int, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    return tuple(hand if i == seat else other for i, other in enumerate(state.hands))


# --- drawing and claiming --------------------------------------------------------------------------------------------


def _eligible_claimants(state: State) -> tuple[int, ...]:
    limit = int(state.options["max_claims_per_round"])
    eligible = []
    for offset in range(1, state.players):
        seat = (state.active + offset) % state.players
        if seat == state.discarder:
            continue
        if state.down[seat] and not state.options["down_players_may_claim"]:
            continue
        if limit and state.claims[seat] >= limit:
            continue
        eligible.append(seat)
    return tuple(eligible)


def _waiting(window: ClaimWindow) -> tuple[int, ...]:
    answered = {seat for seat, _ in window.answers}
    return tuple(seat for seat in window.eligible if seat not in answered)


def _draw_stock(state: State, rng: random.Random) -> tuple[State, list[Event]]:
    state, drawn, events = _draw_card(state, rng)
    if drawn is None:
        ended, end_events = _end_round(state, None, rng)
        return ended, [*events, Event("railroad-stock-exhausted"), *end_events]
    seat = state.active
    state = replace(state, hands=_give(state, seat, [drawn]), phase=PHASE_PLAY, last_claim=None)
    events.append(Event("railroad-drew-stock", {}, seat=seat))
    events.append(Event("railroad-you-drew", {"card": format_card(drawn)}, seat=seat, private_to=seat))
    eligible = _eligible_claimants(state) if state.discard else ()
    if eligible:
        top = state.discard[-1]
        state = replace(state, phase=PHASE_CLAIMS, window=ClaimWindow(top, state.discarder, eligible))
        events.append(Event("railroad-claim-window", {"card": format_card(top), "n": len(eligible)}, seat=seat))
    return state, events


def _draw_discard(state: State) -> tuple[State, list[Event]]:
    if not state.discard:
        raise IllegalMove("railroad-discard-empty")
    seat = state.active
    top = state.discard[-1]
    new = replace(
        state,
        hands=_give(state, seat, [top]),
        discard=state.discard[:-1],
        discarder=None,
        taken_discard=top,
        phase=PHASE_PLAY,
        last_claim=None,
    )
    return new, [Event("railroad-drew-discard", {"card": format_card(top)}, seat=seat)]


def _answer_claim(state: State, seat: int, action: Action, rng: random.Random) -> tuple[State, list[Event]]:
    window = state.window
    if state.phase != PHASE_CLAIMS or window is None:
        raise IllegalMove("railroad-no-claim-window")
    if seat not in window.eligible:
        raise IllegalMove("railroad-not-eligible", card=format_card(window.card))
    if seat not in _waiting(window):
        raise IllegalMove("railroad-already-answered")
    if action.kind == st.CLAIM and action.hmg and state.hmg[seat] <= 0:
        raise IllegalMove("railroad-no-hmg-left")
    if action.kind == st.PASS_CLAIM:
        answer = st.ANSWER_PASS
    else:
        answer = st.ANSWER_HMG if action.hmg else st.ANSWER_CLAIM
    window = replace(window, answers=(*window.answers, (seat, answer)))
    new = replace(state, window=window)
    # The answer itself stays secret until the window closes: the table only learns that this seat answered.
    events = [
        Event("railroad-claim-answered", {}, seat=seat),
        Event(f"railroad-claim-noted-{answer}", {"card": format_card(window.card)}, seat=seat, private_to=seat),
    ]
    if _waiting(window):
        return new, events
    resolved, resolve_events = _resolve_claims(new, rng)
    return resolved, events + resolve_events


def _resolve_claims(state: State, rng: random.Random) -> tuple[State, list[Event]]:
    window = state.window
    assert window is not None
    answers = dict(window.answers)
    claimants = tuple(seat for seat in window.eligible if answers.get(seat) in (st.ANSWER_CLAIM, st.ANSWER_HMG))
    hmg_claimants = tuple(seat for seat in claimants if answers[seat] == st.ANSWER_HMG)
    winner = hmg_claimants[0] if hmg_claimants else (claimants[0] if claimants else None)
    result = ClaimResult(window.card, claimants, hmg_claimants, winner, winner in hmg_claimants)
    state = replace(state, window=None, last_claim=result, phase=PHASE_PLAY)
    if winner is None:
        return state, [Event("railroad-claim-none", {"card": format_card(window.card)})]
    hmg = tuple(n - (seat == winner and result.hmg_spent) for seat, n in enumerate(state.hmg))
    claims = tuple(n + (seat == winner) for seat, n in enumerate(state.claims))
    state = replace(
        state,
        discard=state.discard[:-1],
        discarder=None,
        hands=_give(state, winner, [window.card]),
        hmg=hmg,
        claims=claims,
    )
    events = [
        Event(
            "railroad-claim-won",
            {"card": format_card(window.card), "hmg": int(result.hmg_spent), "n": len(claimants)},
            seat=winner,
        )
    ]
    state, penalty, draw_events = _draw_card(state, rng)
    events.extend(draw_events)
    if penalty is None:
        ended, end_events = _end_round(state, None, rng)
        return ended, [*events, Event("railroad-stock-exhausted"), *end_events]
    state = replace(state, hands=_give(state, winner, [penalty]))
    events.append(Event("railroad-penalty-card", {"card": format_card(penalty)}, seat=winner, private_to=winner))
    return state, events


# --- playing: discard, go down, lay off ------------------------------------------------------------------------------


def _may_discard(state: State, card: Card) -> bool:
    """The card just taken from the discard pile may not go straight back, unless it is the last card (going
    out) or the hand holds another copy of it (multi-deck game): otherwise a hand of only that card could not move."""
    if not state.options["no_discard_taken_card"] or state.taken_discard != card:
        return True
    hand = state.hands[state.active]
    return len(hand) == 1 or hand.count(card) > 1


def _may_lay_off(state: State) -> bool:
    return state.down[state.active] and not state.went_down_this_turn and not _contract(state).all_cards


def _discard(state: State, action: Action, rng: random.Random) -> tuple[State, list[Event]]:
    seat = state.active
    card = action.card
    if card is None or card not in state.hands[seat]:
        raise IllegalMove("railroad-card-not-in-hand", card=format_card(card) if card else "")
    if not _may_discard(state, card):
        raise IllegalMove("railroad-discard-taken-card", card=format_card(card))
    hand = _remove(state.hands[seat], [card])
    new = replace(
        state,
        hands=_set_hand(state, seat, hand),
        discard=(*state.discard, card),
        discarder=seat,
        taken_discard=None,
        went_down_this_turn=False,
        phase=PHASE_DRAW,
        active=(seat + 1) % state.players,
        last_claim=None,
    )
    events = [Event("railroad-discarded", {"card": format_card(card)}, seat=seat)]
    if not hand:
        ended, end_events = _end_round(new, seat, rng)
        return ended, events + end_events
    return new, events


def _build_meld(plan: MeldPlan) -> Meld:
    return make_meld(plan.cards, RAILROAD_MELDS, low=plan.low)


def _go_down(state: State, action: Action, rng: random.Random) -> tuple[State, list[Event]]:
    seat = state.active
    hand = state.hands[seat]
    contract = _contract(state)
    if state.down[seat]:
        raise IllegalMove("railroad-already-down")
    if not action.melds:
        raise IllegalMove("railroad-no-melds")
    every_card = [c for plan in action.melds for c in plan.cards]
    missing = _missing_from_hand(hand, every_card)
    if missing:
        raise IllegalMove("railroad-card-not-in-hand", card=format_cards(missing))
    melds: list[Meld] = []
    problems: list[Problem] = []
    for plan in action.melds:
        try:
            melds.append(_build_meld(plan))
        except IllegalMove as refused:
            problems.extend(refused.problems)
    if problems:
        raise IllegalMove.of(problems)
    _check_contract(melds, contract, len(hand) - len(every_card))
    rest = _remove(hand, every_card)
    numbers_from = len(state.melds) + 1
    new = replace(
        state,
        hands=_set_hand(state, seat, rest),
        melds=(*state.melds, *(TableMeld(seat, meld) for meld in melds)),
        down=tuple(d or i == seat for i, d in enumerate(state.down)),
        went_down_this_turn=True,
    )
    events = [
        Event(
            "railroad-went-down",
            {
                "melds": " | ".join(format_meld(meld) for meld in melds),
                "first": numbers_from,
                "last": numbers_from + len(melds) - 1,
            },
            seat=seat,
        )
    ]
    if not rest:
        ended, end_events = _end_round(new, seat, rng)
        return ended, events + end_events
    return new, events


def _check_contract(melds: Sequence[Meld], contract: Contract, kept: int) -> None:
    """Exactly the contract (rounds 1-6), or three runs using every card but at most one (round 7)."""
    sets = [m for m in melds if m.kind == "set"]
    runs = [m for m in melds if m.kind == "run"]
    problems: list[Problem] = []
    if len(sets) != contract.sets or len(runs) != contract.runs:
        problems.append(
            IllegalMove(
                "railroad-contract-shape",
                sets=contract.sets,
                runs=contract.runs,
                given_sets=len(sets),
                given_runs=len(runs),
            ).problems[0]
        )
    if contract.all_cards:
        if kept > 1:
            problems.append(IllegalMove("railroad-round7-all-cards", n=kept).problems[0])
    else:
        for meld in sets:
            if len(meld.cards) != SET_SIZE:
                problems.append(IllegalMove("railroad-set-size", cards=format_cards(meld.cards)).problems[0])
        for meld in runs:
            if len(meld.cards) != RUN_SIZE:
                problems.append(IllegalMove("railroad-run-size", cards=format_cards(meld.cards)).problems[0])
    if problems:
        raise IllegalMove.of(problems)


def _lay_off(state: State, action: Action, rng: random.Random) -> tuple[State, list[Event]]:
    seat = state.active
    hand = state.hands[seat]
    if _contract(state).all_cards:
        raise IllegalMove("railroad-round7-no-lay-off")
    if not state.down[seat]:
        raise IllegalMove("railroad-not-down")
    if state.went_down_this_turn:
        raise IllegalMove("railroad-lay-off-next-turn")
    if not 1 <= action.meld <= len(state.melds):
        raise IllegalMove("railroad-no-such-meld", meld=action.meld)
    if not action.cards:
        raise IllegalMove("railroad-no-cards")
    missing = _missing_from_hand(hand, action.cards)
    if missing:
        raise IllegalMove("railroad-card-not-in-hand", card=format_cards(missing))
    target = state.melds[action.meld - 1]
    extended = extend_meld(target.meld, action.cards, RAILROAD_MELDS, low=action.low)
    rest = _remove(hand, action.cards)
    melds = tuple(
        replace(m, meld=extended) if number == action.meld else m for number, m in enumerate(state.melds, start=1)
    )
    new = replace(state, hands=_set_hand(state, seat, rest), melds=melds)
    events = [
        Event("railroad-laid-off", {"cards": format_cards(action.cards), "meld": action.meld}, seat=seat)
    ]
    if not rest:
        ended, end_events = _end_round(new, seat, rng)
        return ended, events + end_events
    return new, events


def _single_lay_offs(state: State, hand: Sequence[Card]) -> list[Action]:
    """Every way to lay off one card (the representative subset ``legal`` offers; several cards go one by one)."""
    actions: list[Action] = []
    distinct = _distinct(hand)
    for number, table_meld in enumerate(state.melds, start=1):
        meld = table_meld.meld
        for card in distinct:
            for low in _lay_off_lows(meld, card):
                try:
                    extend_meld(meld, [card], RAILROAD_MELDS, low=low)
                except IllegalMove:
                    continue
                actions.append(Action(st.LAY_OFF, cards=(card,), meld=number, low=low))
    return actions


def _lay_off_lows(meld: Meld, card: Card) -> tuple[int | None, ...]:
    """Cheap pre-filter: where ``card`` could go on ``meld`` (the shared meld rules then decide)."""
    if meld.kind == "set":
        return (None,) if is_wild(card) or card.rank == meld.low else ()
    if is_wild(card):
        lows: list[int | None] = []
        if meld.low > LOWEST_RANK:
            lows.append(meld.low - 1)
        if meld.high < ACE_HIGH:
            lows.append(meld.low)
        return tuple(lows)
    rank = railroad_rank(card)
    if rank == meld.low - 1:
        return (rank,)
    if rank == meld.high + 1:
        return (meld.low,)
    return ()


# --- views -------------------------------------------------------------------------------------------------------------


def _view(state: State, seat: int | None) -> RailroadView:
    contract = _contract(state)
    meld_numbers: dict[int, list[int]] = {i: [] for i in range(state.players)}
    meld_views = []
    for number, table_meld in enumerate(state.melds, start=1):
        meld_numbers[table_meld.owner].append(number)
        meld = table_meld.meld
        meld_views.append(MeldView(number, table_meld.owner, meld.kind, meld.cards, _meld_ranks(meld)))
    seats = tuple(
        PlayerView(
            seat=i,
            hand_count=len(state.hands[i]),
            is_down=state.down[i],
            can_lay_off=state.down[i] and not (i == state.active and state.went_down_this_turn),
            meld_numbers=tuple(meld_numbers[i]),
            hmg_left=state.hmg[i],
            claims_this_round=state.claims[i],
            total_score=state.scores[i],
            rounds_won=state.rounds_won[i],
            is_dealer=i == state.dealer,
        )
        for i in range(state.players)
    )
    window = state.window
    window_view = None
    if window is not None:
        answers = dict(window.answers)
        window_view = ClaimWindowView(
            card=window.card,
            discarder_seat=window.discarder,
            eligible_seats=window.eligible,
            answered_seats=tuple(s for s, _ in window.answers),
            waiting_seats=_waiting(window),
            my_answer=answers.get(seat) if seat is not None else None,
        )
    claim = state.last_claim
    claim_view = (
        None
        if claim is None
        else ClaimResultView(claim.card, claim.claimants, claim.hmg_claimants, claim.winner, claim.hmg_spent)
    )
    last = state.last_round
    last_view = (
        None
        if last is None
        else RoundResultView(last.round, last.winner, last.hands, last.points, last.totals)
    )
    hand = state.hands[seat] if seat is not None else ()
    need_more = (
        seat is not None
        and contract.all_cards
        and state.phase != PHASE_OVER
        and len(hand) + (0 if seat == state.active and state.phase != PHASE_DRAW else 1) < 3 * RUN_SIZE
    )
    return RailroadView(
        seat=seat,
        players=state.players,
        round=state.round,
        contract=ContractView(contract.round, contract.sets, contract.runs, contract.all_cards, contract.hand_size),
        phase=state.phase,
        dealer_seat=state.dealer,
        active_seat=state.active,
        hand=hand,
        seats=seats,
        melds=tuple(meld_views),
        discard_top=state.discard[-1] if state.discard else None,
        discard_size=len(state.discard),
        stock_size=len(state.stock),
        reserve_size=len(state.reserve),
        claim_window=window_view,
        last_claim=claim_view,
        taken_discard=state.taken_discard,
        went_down_this_turn=state.went_down_this_turn,
        round_scores=state.round_scores,
        scores=state.scores,
        last_round=last_view,
        need_more_cards=need_more,
    )


def _codes(cards: Sequence[Card]) -> list[str]:
    return [c.code for c in cards]


def _view_to_json(view: RailroadView) -> JSONValue:
    window = view.claim_window
    claim = view.last_claim
    last = view.last_round
    return {
        "seat": view.seat,
        "players": view.players,
        "round": view.round,
        "contract": {
            "round": view.contract.round,
            "sets": view.contract.sets,
            "runs": view.contract.runs,
            "all_cards": view.contract.all_cards,
            "hand_size": view.contract.hand_size,
        },
        "phase": view.phase,
        "dealer_seat": view.dealer_seat,
        "active_seat": view.active_seat,
        "hand": _codes(view.hand),
        "seats": [
            {
                "seat": p.seat,
                "hand_count": p.hand_count,
                "is_down": p.is_down,
                "can_lay_off": p.can_lay_off,
                "meld_numbers": list(p.meld_numbers),
                "hmg_left": p.hmg_left,
                "claims_this_round": p.claims_this_round,
                "total_score": p.total_score,
                "rounds_won": p.rounds_won,
                "is_dealer": p.is_dealer,
            }
            for p in view.seats
        ],
        "melds": [
            {
                "number": m.number,
                "owner_seat": m.owner_seat,
                "kind": m.kind,
                "cards": _codes(m.cards),
                "ranks": list(m.ranks),
            }
            for m in view.melds
        ],
        "discard_top": view.discard_top.code if view.discard_top else None,
        "discard_size": view.discard_size,
        "stock_size": view.stock_size,
        "reserve_size": view.reserve_size,
        "claim_window": None
        if window is None
        else {
            "card": window.card.code,
            "discarder_seat": window.discarder_seat,
            "eligible_seats": list(window.eligible_seats),
            "answered_seats": list(window.answered_seats),
            "waiting_seats": list(window.waiting_seats),
            "my_answer": window.my_answer,
        },
        "last_claim": None
        if claim is None
        else {
            "card": claim.card.code,
            "claimant_seats": list(claim.claimant_seats),
            "hmg_seats": list(claim.hmg_seats),
            "winner_seat": claim.winner_seat,
            "hmg_spent": claim.hmg_spent,
        },
        "taken_discard": view.taken_discard.code if view.taken_discard else None,
        "went_down_this_turn": view.went_down_this_turn,
        "round_scores": [list(points) for points in view.round_scores],
        "scores": list(view.scores),
        "last_round": None
        if last is None
        else {
            "round": last.round,
            "winner_seat": last.winner_seat,
            "hands": [_codes(hand) for hand in last.hands],
            "points": list(last.points),
            "totals": list(last.totals),
        },
        "need_more_cards": view.need_more_cards,
    }


# --- parsing typed and clicked commands ----------------------------------------------------------------------------

_TRUE_WORDS = ("true", "yes", "oui", "vrai", "1", "hmg")


def _parse(state: State, seat: int, command: Command, locale: str) -> Action:
    name = command.name
    args = command.args
    if name == "draw":
        source = args.get("source", "stock").strip().lower()
        if source in ("stock", "pioche", "deck", "paquet"):
            return Action(st.DRAW_STOCK)
        if source in ("discard", "defausse", "défausse", "pile"):
            return Action(st.DRAW_DISCARD)
        raise IllegalMove("railroad-bad-source", source=source)
    if name == "discard":
        return Action(st.DISCARD, card=parse_card(args.get("card", ""), locale))
    if name == "claim":
        return Action(st.CLAIM, hmg=args.get("hmg", "false").strip().lower() in _TRUE_WORDS)
    if name == "pass":
        return Action(st.PASS_CLAIM)
    if name == "meld":
        if args.get("suggested"):
            return _suggested_go_down(state, seat)
        texts = [part for part in args.get("cards", "").split("|") if part.strip()]
        if not texts:
            raise IllegalMove("railroad-no-melds")
        return Action(st.GO_DOWN, melds=tuple(_parse_meld_plan(text, locale) for text in texts))
    if name == "layoff":
        if "pick" in args:
            card_text, _, number = args["pick"].partition("@")
            cards_text, meld_text = card_text, number
        else:
            cards_text, meld_text = args.get("cards", ""), args.get("meld", "")
        number_text = meld_text.strip().lstrip("#")
        if not number_text.isdigit():
            raise IllegalMove("railroad-no-such-meld", meld=meld_text.strip())
        meld_number = int(number_text)
        plan = _parse_meld_plan(cards_text, locale)
        low = plan.low
        if 1 <= meld_number <= len(state.melds):
            low = _lay_off_low(state.melds[meld_number - 1].meld, cards_text, locale, plan.cards)
        return Action(st.LAY_OFF, cards=plan.cards, meld=meld_number, low=low)
    raise IllegalMove("unknown-command", command=name)


def _split_declared(text: str, locale: str) -> tuple[list[Card], dict[int, int]]:
    """Cards of ``text``; ``JK=8`` or ``2♣=A`` names the rank a wild stands for (index in the list -> rank)."""
    cards: list[Card] = []
    declared: dict[int, int] = {}
    for piece in text.replace(",", " ").split():
        card_text, equals, rank_text = piece.partition("=")
        found = parse_cards(card_text, locale)
        cards.extend(found)
        if equals:
            # The rank is read by the shared card parser, borrowing a suit: "8" -> 8♠.
            try:
                named = parse_card(rank_text.strip() + "♠", locale)
            except IllegalMove as unreadable:
                raise IllegalMove("railroad-bad-wild-rank", card=piece) from unreadable
            if not is_wild(found[-1]) or is_wild(named):
                raise IllegalMove("railroad-bad-wild-rank", card=piece)
            declared[len(cards) - 1] = railroad_rank(named)
    return cards, declared


def _parse_meld_plan(text: str, locale: str) -> MeldPlan:
    cards, declared = _split_declared(text, locale)
    if not declared:
        return MeldPlan(tuple(cards))
    readings = [m for m in meld_options(cards, RAILROAD_MELDS) if _agrees(m, cards, declared)]
    lows = {m.low for m in readings if m.kind == "run"}
    return MeldPlan(tuple(cards), lows.pop() if len(lows) == 1 else None)


def _agrees(meld: Meld, cards: Sequence[Card], declared: Mapping[int, int]) -> bool:
    """Whether every named wild stands for its named rank in this reading."""
    ranks = _meld_ranks(meld)
    wild_ranks = Counter(ranks[i] for i in meld.wild)
    return all(wild_ranks[rank] >= n for rank, n in Counter(declared.values()).items())


def _lay_off_low(meld: Meld, text: str, locale: str, cards: Sequence[Card]) -> int | None:
    _, declared = _split_declared(text, locale)
    if meld.kind != "run":
        return None
    if not declared:
        return None
    for low in range(LOWEST_RANK, ACE_HIGH + 1):
        try:
            extended = extend_meld(meld, cards, RAILROAD_MELDS, low=low)
        except IllegalMove:
            continue
        new_wilds = Counter(_meld_ranks(extended)[i] for i in extended.wild)
        if all(new_wilds[rank] >= n for rank, n in Counter(declared.values()).items()):
            return low
    return None


def _suggested_go_down(state: State, seat: int) -> Action:
    if state.phase != PHASE_PLAY or seat != state.active:
        raise IllegalMove("not-your-turn")
    if state.down[seat]:
        raise IllegalMove("railroad-already-down")
    options = going_down_options(state.hands[seat], _contract(state), limit=1)
    if not options:
        raise IllegalMove("railroad-cannot-go-down")
    return Action(
        st.GO_DOWN,
        melds=tuple(MeldPlan(m.cards, m.ranks[0] if m.kind == "run" else None) for m in options[0].melds),
    )


def _controls(state: State, seat: int) -> list[Control]:
    if state.phase == PHASE_OVER:
        return []
    if state.phase == PHASE_CLAIMS:
        window = state.window
        if window is None or seat not in _waiting(window):
            return []
        card = format_card(window.card)
        controls = [Control("claim", "ctl-railroad-claim", {"hmg": "false"}, {"card": card}, style="primary")]
        if state.hmg[seat] > 0:
            controls.append(
                Control("claim", "ctl-railroad-claim-hmg", {"hmg": "true"}, {"card": card, "n": state.hmg[seat]}, style="success")
            )
        controls.append(Control("pass", "ctl-railroad-pass", {}, {"card": card}))
        return controls
    if seat != state.active:
        return []
    if state.phase == PHASE_DRAW:
        controls = [Control("draw", "ctl-railroad-draw-stock", {"source": "stock"}, style="primary")]
        if state.discard:
            controls.append(
                Control("draw", "ctl-railroad-draw-discard", {"source": "discard"}, {"card": format_card(state.discard[-1])})
            )
        return controls
    hand = state.hands[seat]
    controls = []
    if not state.down[seat] and going_down_options(hand, _contract(state), limit=1):
        controls.append(Control("meld", "ctl-railroad-go-down", {"suggested": "1"}, style="success"))
    if _may_lay_off(state):
        picks = tuple(dict.fromkeys(_lay_off_pick(state, a) for a in _single_lay_offs(state, hand)))[:25]
        if picks:
            controls.append(Control("layoff", "ctl-railroad-lay-off", {}, choices=picks, arg="pick"))
    discardable = tuple(format_card(c) for c in _distinct(hand) if _may_discard(state, c))
    controls.append(Control("discard", "ctl-railroad-discard", {}, choices=discardable[:25], arg="card", style="danger"))
    return controls


def _lay_off_pick(state: State, action: Action) -> str:
    """A lay-off as a select choice: ``5♣@3``; a wild on a run names its rank (``JK=8@3``), as players type it."""
    card = action.cards[0]
    meld = state.melds[action.meld - 1].meld
    text = format_card(card)
    if is_wild(card) and meld.kind == "run":
        rank = meld.low - 1 if action.low == meld.low - 1 else meld.high + 1
        text += "=" + RANK_NAMES[ACE if rank == ACE_HIGH else rank]
    return f"{text}@{action.meld}"


RULES = RailroadRules()
