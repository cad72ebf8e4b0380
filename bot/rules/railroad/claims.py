"""Drawing and the claim window: drawing from the stock opens the window on the declined discard; answers stay
secret until it closes; the first HMG claimant (else the first claimant) in seat order takes the card and a
penalty card (see ``bot.rules.railroad.engine`` for the whole window)."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.rules.base import Event, IllegalMove
from bot.rules.cards import format_card
from bot.rules.railroad import state as st
from bot.rules.railroad.actions import Claim, PassClaim
from bot.rules.railroad.hands import give
from bot.rules.railroad.phases import PHASE_CLAIMS, PHASE_PLAY
from bot.rules.railroad.rounds import draw_card, end_round
from bot.rules.railroad.state import ClaimResult, ClaimWindow, State


def _eligible_claimants(state: State) -> tuple[int, ...]:
    limit = state.options.max_claims_per_round
    eligible = []
    for offset in range(1, state.players):
        seat = (state.active + offset) % state.players
        if seat == state.discarder:
            continue
        if state.down[seat] and not state.options.down_players_may_claim:
            continue
        if limit and state.claims[seat] >= limit:
            continue
        eligible.append(seat)
    return tuple(eligible)


def waiting(window: ClaimWindow) -> tuple[int, ...]:
    answered = {seat for seat, _ in window.answers}
    return tuple(seat for seat in window.eligible if seat not in answered)


def draw_stock(state: State, rng: random.Random) -> tuple[State, list[Event]]:
    state, drawn, events = draw_card(state, rng)
    if drawn is None:
        ended, end_events = end_round(state, None, rng)
        return ended, [*events, Event("railroad-stock-exhausted"), *end_events]
    seat = state.active
    state = replace(state, hands=give(state, seat, [drawn]), phase=PHASE_PLAY, last_claim=None)
    events.append(Event("railroad-drew-stock", {}, seat=seat))
    events.append(Event("railroad-you-drew", {"card": format_card(drawn)}, seat=seat, private_to=seat))
    eligible = _eligible_claimants(state) if state.discard else ()
    if eligible:
        top = state.discard[-1]
        state = replace(state, phase=PHASE_CLAIMS, window=ClaimWindow(top, state.discarder, eligible))
        events.append(Event("railroad-claim-window", {"card": format_card(top), "n": len(eligible)}, seat=seat))
    return state, events


def draw_discard(state: State) -> tuple[State, list[Event]]:
    if not state.discard:
        raise IllegalMove("railroad-discard-empty")
    seat = state.active
    top = state.discard[-1]
    new = replace(
        state,
        hands=give(state, seat, [top]),
        discard=state.discard[:-1],
        discarder=None,
        taken_discard=top,
        phase=PHASE_PLAY,
        last_claim=None,
    )
    return new, [Event("railroad-drew-discard", {"card": format_card(top)}, seat=seat)]


def answer_claim(state: State, seat: int, action: Claim | PassClaim, rng: random.Random) -> tuple[State, list[Event]]:
    window = state.window
    if state.phase != PHASE_CLAIMS or window is None:
        raise IllegalMove("railroad-no-claim-window")
    if seat not in window.eligible:
        raise IllegalMove("railroad-not-eligible", card=format_card(window.card))
    if seat not in waiting(window):
        raise IllegalMove("railroad-already-answered")
    if isinstance(action, Claim) and action.hmg and state.hmg[seat] <= 0:
        raise IllegalMove("railroad-no-hmg-left")
    if isinstance(action, PassClaim):
        answer = st.ANSWER_PASS
    else:
        answer = st.ANSWER_HMG if action.hmg else st.ANSWER_CLAIM
    window = replace(window, answers=(*window.answers, (seat, answer)))
    new = replace(state, window=window)
    # The answer itself stays secret until the window closes; only the claimant hears of it.
    events = [Event(f"railroad-claim-noted-{answer}", {"card": format_card(window.card)}, seat=seat, private_to=seat)]
    if waiting(window):
        return new, events
    resolved, resolve_events = resolve_claims(new, rng)
    return resolved, events + resolve_events


def resolve_claims(state: State, rng: random.Random) -> tuple[State, list[Event]]:
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
        hands=give(state, winner, [window.card]),
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
    state, penalty, draw_events = draw_card(state, rng)
    events.extend(draw_events)
    if penalty is None:
        ended, end_events = end_round(state, None, rng)
        return ended, [*events, Event("railroad-stock-exhausted"), *end_events]
    state = replace(state, hands=give(state, winner, [penalty]))
    events.append(Event("railroad-penalty-card", {"card": format_card(penalty)}, seat=winner, private_to=winner))
    return state, events
