"""Mü's panel: the buttons and menus a seat taps (``bot.rules.panel``). Every control is one whole move."""

from __future__ import annotations

from bot.rules.base import Control
from bot.rules.mu.actions import NameTrump
from bot.rules.mu.engine import RULES, distinct_cards, max_bid, partner_choices, playable_cards
from bot.rules.mu.state import MuState
from bot.rules.mu.views import PHASE_AUCTION, PHASE_CHIEF_TRUMP, PHASE_PARTNER, PHASE_VICE_TRUMP, MuView
from bot.rules.panel import MovesOnlyPanel


class MuPanel(MovesOnlyPanel[MuState, MuView]):
    def controls(self, state: MuState, seat: int, draft: None = None) -> list[Control]:
        if seat not in RULES.to_act(state):
            return []
        if state.phase == PHASE_AUCTION:
            # The only top bidder, everyone else having passed since: their pass ends the auction with them Chief.
            top = max_bid(state)
            becomes_chief = (top > 0 and state.passes + 1 == len(state.active)
                             and [s for s in state.active if state.bids[s] == top] == [seat])
            controls = [Control("pass", "ctl-mu-pass-chief" if becomes_chief else "ctl-mu-pass", style="plain")]
            allowed = max_bid(state) + 1 - state.bids[seat]
            if allowed >= 1 and state.hidden[seat]:
                choices = tuple(str(card) for card in distinct_cards(state.hidden[seat]))
                # Showing one more card is the usual bid: a control of its own (one tap on a phone); showing
                # several at once, when allowed, is a second one.
                bids = [Control("bid", "ctl-mu-bid-one", choices=choices, arg="cards", style="main")]
                if allowed > 1 and len(choices) > 1:
                    bids.append(Control("bid", "ctl-mu-bid", {}, {"n": allowed}, choices=choices, arg="cards",
                                        style="main", max_choices=min(allowed, len(choices))))
                controls = [*bids, *controls]
            return controls
        if state.phase in (PHASE_VICE_TRUMP, PHASE_CHIEF_TRUMP):
            choices = tuple(
                action.trump for action in RULES.legal(state, seat) if isinstance(action, NameTrump)
            )
            label = "ctl-mu-vice-trump" if state.phase == PHASE_VICE_TRUMP else "ctl-mu-chief-trump"
            return [Control("trump", label, choices=choices, arg="choice", style="main",
                            choice_label="mu-trump-name", choice_param="trump")]
        if state.phase == PHASE_PARTNER:
            choices = tuple(str(s) for s in partner_choices(state))
            return [Control("partner", "ctl-mu-partner", choices=choices, arg="member", style="main",
                            choices_are_seats=True)]
        choices = tuple(str(card) for card in playable_cards(state, seat))
        return [Control("play", "ctl-mu-play", choices=choices, arg="move", style="main")]

    def ready_controls(self, state: MuState, seat: int) -> list[Control]:
        return []  # a turn's first controls depend on what others play


PANEL = MuPanel()
