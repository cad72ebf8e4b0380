"""RailRoad Rummy's rules engine (its rules: docs/rules/railroad.md).

A round goes: the active seat draws (``DrawStock`` or ``DrawDiscard``); drawing from the stock opens the claim
window on the declined top discard; the active seat then may go down (exactly the contract, once per round) or,
from the turn after going down, lay off; the turn ends with a discard or when the hand is empty.

The claim window
----------------
After ``DrawStock`` (when the discard pile is not empty and somebody is eligible) the phase is ``claims``:

- ``to_act`` returns every eligible seat that has not answered yet, in priority order. Each answers with
  ``Claim`` (``hmg=True`` to spend an HMG and jump the queue) or ``PassClaim``. Answers stay secret until the
  window closes.
- The window closes by itself when every eligible seat has answered. Otherwise the bot runs the clock and, when the
  window's time is up, applies ``CloseClaims`` **from the active seat** (the seat whose turn it is; any other seat
  is refused with ``not-your-turn``). Seats that did not answer count as passing. ``CloseClaims`` is also the
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

The package, by job: ``options`` (defaults, presets, typed values), ``rounds`` (dealing, drawing a card, scoring a
round, the end of the game), ``claims`` (drawing and the claim window), ``play`` (discarding, going down, laying
off), ``commands`` (typed and clicked commands), ``panel`` (the controls, and the melds built by taps, kept beside
the game), ``contracts`` (the seven contracts and finding ways to go down), ``actions`` (one class per action,
their JSON), ``state`` (the state), ``phases`` (a round's phases) and ``views`` (what each seat sees: the view
dataclasses and ``view_of``). This module is the ``Rules`` object that ties them together.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.rules.base import Command, Event, IllegalMove, JSONValue, Outcome, SeatSummary
from bot.rules.cards import format_card, format_cards
from bot.rules.codec import from_json, to_json
from bot.rules.railroad.actions import (
    ACTIONS,
    Build,
    Claim,
    CloseClaims,
    Discard,
    DrawDiscard,
    DrawStock,
    GoDown,
    LayOff,
    PassClaim,
    RailroadAction,
)
from bot.rules.railroad.claims import answer_claim, draw_discard, draw_stock, resolve_claims, waiting
from bot.rules.railroad.commands import parse_command
from bot.rules.railroad.contracts import going_down_options, hand_points, is_wild
from bot.rules.railroad.hands import distinct_cards
from bot.rules.railroad.options import PRESETS, RailroadOptions, resolve_options
from bot.rules.railroad.phases import PHASE_CLAIMS, PHASE_DRAW, PHASE_OVER
from bot.rules.railroad.play import (
    discard_card,
    go_down,
    go_down_action,
    lay_off,
    may_discard,
    may_lay_off,
    single_lay_offs,
)
from bot.rules.railroad.rounds import contract_of, deal, final_ranking
from bot.rules.railroad.state import State
from bot.rules.railroad.views import RailroadView, view_of
from bot.rules.schema import Schema

GAME_ID = "railroad"


class RailroadRules:
    """``RULES`` for RailRoad Rummy (see the module docstring for the claim window)."""

    id = GAME_ID
    min_players = 3
    max_players = 8
    presets = PRESETS

    # --- options and setup ---------------------------------------------------------------------------------------

    def options(self, preset: str | None, overrides: Mapping[str, str]) -> dict[str, JSONValue]:
        return resolve_options(preset, overrides)

    def new_game(self, players: int, options: Mapping[str, JSONValue], rng: random.Random) -> State:
        if not self.min_players <= players <= self.max_players:
            raise IllegalMove("bad-option", option="players", value=players)
        full = RailroadOptions.of(options)
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
            hmg=(full.hmg_count,) * players,
            claims=zeros,
            scores=zeros,
            rounds_won=zeros,
            round_scores=(),
            last_round=None,
        )
        return deal(blank, 1, dealer, rng)

    # --- whose turn ----------------------------------------------------------------------------------------------

    def claim_window(self, state: State) -> bool:
        """Whether the seats awaited are answering a claim window (the bot runs its shorter clock)."""
        return state.phase == PHASE_CLAIMS

    def to_act(self, state: State) -> tuple[int, ...]:
        if state.phase == PHASE_OVER:
            return ()
        if state.phase == PHASE_CLAIMS and state.window is not None:
            return waiting(state.window)
        return (state.active,)

    def is_over(self, state: State) -> bool:
        return state.phase == PHASE_OVER

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != PHASE_OVER:
            return None
        return Outcome(scores=state.scores, ranking=final_ranking(state))

    # --- legal actions -------------------------------------------------------------------------------------------

    def legal(self, state: State, seat: int) -> list[RailroadAction]:
        if state.phase == PHASE_OVER:
            return []
        if state.phase == PHASE_CLAIMS:
            window = state.window
            assert window is not None
            if seat == state.active:
                return [CloseClaims()]
            if seat not in waiting(window):
                return []
            answers: list[RailroadAction] = [Claim(), PassClaim()]
            if state.hmg[seat] > 0:
                answers.insert(1, Claim(hmg=True))
            return answers
        if seat != state.active:
            return []
        if state.phase == PHASE_DRAW:
            draws: list[RailroadAction] = [DrawStock()]
            if state.discard:
                draws.append(DrawDiscard())
            return draws
        hand = state.hands[seat]
        plays: list[RailroadAction] = [Discard(c) for c in distinct_cards(hand) if may_discard(state, c)]
        if not state.down[seat]:
            plays.extend(go_down_action(option) for option in going_down_options(hand, contract_of(state), limit=1))
        elif may_lay_off(state):
            plays.extend(single_lay_offs(state, hand))
        return plays

    def timeout_action(self, state: State, seat: int) -> RailroadAction:
        if state.phase == PHASE_CLAIMS:
            return CloseClaims() if seat == state.active else PassClaim()
        if state.phase == PHASE_DRAW:
            return DrawStock()
        hand = state.hands[seat]
        # Shed the costliest natural card; wilds are the last thing a player would give away.
        candidates = [c for c in hand if may_discard(state, c)]
        naturals = [c for c in candidates if not is_wild(c)] or candidates
        return Discard(max(naturals, key=lambda c: (hand_points([c]), c.sort_key())))

    # --- applying --------------------------------------------------------------------------------------------------

    def apply(
        self, state: State, seat: int, action: RailroadAction, rng: random.Random
    ) -> tuple[State, list[Event]]:
        """A ``Build`` (a tap that older games logged as an action) is the panel's: a replay presses it there
        (``RailroadPanel.logged_tap``); the engine plays moves only."""
        if isinstance(action, Build):
            raise IllegalMove("unknown-command", command="build")
        return self._play(state, seat, action, rng)

    def _play(self, state: State, seat: int, action: RailroadAction, rng: random.Random) -> tuple[State, list[Event]]:
        if state.phase == PHASE_OVER:
            raise IllegalMove("railroad-game-over")
        if not 0 <= seat < state.players:
            raise IllegalMove("not-your-turn")
        if isinstance(action, Claim | PassClaim):
            return answer_claim(state, seat, action, rng)
        if isinstance(action, CloseClaims):
            if state.phase != PHASE_CLAIMS:
                raise IllegalMove("railroad-no-claim-window")
            if seat != state.active:
                raise IllegalMove("not-your-turn")
            return resolve_claims(state, rng)
        if seat != state.active:
            raise IllegalMove("not-your-turn")
        if state.phase == PHASE_CLAIMS:
            raise IllegalMove("railroad-claims-open")
        if isinstance(action, DrawStock | DrawDiscard):
            if state.phase != PHASE_DRAW:
                raise IllegalMove("railroad-already-drew")
            return draw_stock(state, rng) if isinstance(action, DrawStock) else draw_discard(state)
        if state.phase == PHASE_DRAW:
            raise IllegalMove("railroad-draw-first")
        match action:
            case Discard():
                return discard_card(state, action, rng)
            case GoDown():
                return go_down(state, action, rng)
            case LayOff():
                return lay_off(state, action, rng)
        raise IllegalMove("unknown-command", command=type(action).__name__.lower())  # not a RailRoad action

    # --- views -----------------------------------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> RailroadView:
        return view_of(state, seat)

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
        if view.building is not None:  # the viewer's own panel: the melds built so far
            staged = " | ".join(view.building.staged)
            return Event("railroad-status-building", {"round": view.round, "staged": staged or "-",
                                                      "picked": format_cards(view.building.picked) or "-"},
                         seat=view.active_seat)
        code = "railroad-status-draw" if view.phase == PHASE_DRAW else "railroad-status-play"
        return Event(code, {"round": view.round}, seat=view.active_seat)

    def seat_summary(self, view: RailroadView) -> tuple[SeatSummary, ...]:
        return tuple(
            SeatSummary(score=score, cards=seat.hand_count) for score, seat in zip(view.scores, view.seats, strict=True)
        )

    def hand_text(self, view: RailroadView) -> str:
        return format_cards(view.hand) if view.seat is not None else ""

    # --- commands -------------------------------------------------------------------------------------

    def parse(self, state: State, seat: int, command: Command, locale: str) -> RailroadAction:
        return parse_command(state, seat, command, locale)

    # --- JSON ------------------------------------------------------------------------------------------------------

    def state_to_json(self, state: State) -> JSONValue:
        return STATE_SCHEMA.stamp(to_json(state))

    def state_from_json(self, data: JSONValue) -> State:
        return from_json(State, STATE_SCHEMA.upgrade(data))

    def action_to_json(self, action: RailroadAction) -> JSONValue:
        return ACTION_SCHEMA.stamp(ACTIONS.to_json(action))

    def action_from_json(self, data: JSONValue) -> RailroadAction:
        result: RailroadAction = ACTIONS.from_json(ACTION_SCHEMA.upgrade(data))
        return result

    def view_to_json(self, view: RailroadView) -> JSONValue:
        return to_json(view)


def _one_class_per_action(data: dict[str, Any]) -> dict[str, Any]:
    """Actions, version 1 to 2: one class per action, tagged by ``type``, with only its own fields, instead of one
    class whose ``kind`` says which fields count (version 1 may omit fields left at their defaults)."""
    kind = data["kind"]
    own = {
        "discard": ("card",),
        "go_down": ("melds",),
        "lay_off": ("cards", "meld", "low"),
        "claim": ("hmg",),
    }.get(kind, ())
    return {"type": kind, **{name: data[name] for name in own if name in data}}


def _building(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 to 2: the state keeps the melds its active seat is building by taps (none in an older game)."""
    return data | {"building": None}


def _building_beside_the_game(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 to 3: the melds being built by taps are the panel's draft, kept by the table beside the game; a
    build stored inside a state is dropped (its player picks the cards again: the hand and the game are as they
    were)."""
    return {key: value for key, value in data.items() if key != "building"}


STATE_SCHEMA = Schema((_building, _building_beside_the_game))
ACTION_SCHEMA = Schema((_one_class_per_action,))

RULES = RailroadRules()
