"""Rummy's panel: the buttons and menus a seat taps (``bot.rules.panel``). Every control is one whole move.

After drawing, a seat sees at most three menus, one per job: **Lay down a meld** (the melds its hand holds, each one
choice, then its cards to pick a meld of its own), **Add cards to a meld** (each card that extends a meld, onto
that meld, as one choice; then its cards and the melds to pick several cards onto one), and **Discard**. The two
melding menus are multi-selects: one choice alone is the quick move, several picked together make the player's own.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.rules.base import MENU_CHOICES, Control, Label
from bot.rules.cards import format_card, format_cards
from bot.rules.panel import MovesOnlyPanel
from bot.rules.rummy.actions import Discard, LayOff, MeldCards, RummyAction
from bot.rules.rummy.engine import RULES, RummyState
from bot.rules.rummy.views import RummyPhase, RummyView

# A suggested meld travels as one menu value (its cards, ``8♥ 9♥ 10♥``): longer ones are left to picking the cards.
LONGEST_SUGGESTION = 30


class RummyPanel(MovesOnlyPanel[RummyState, RummyView]):
    def controls(self, state: RummyState, seat: int, draft: None = None) -> list[Control]:
        legal = RULES.legal(state, seat)
        if not legal:
            return []
        if state.phase == RummyPhase.HAND_OVER:
            return [Control("deal", "ctl-rummy-deal", style="main")]
        if state.phase == RummyPhase.DRAW:
            label = "ctl-rummy-draw-stock" if state.stock else "ctl-rummy-turn-pile"
            controls = [Control("draw", label, {"source": "stock"}, style="main")]
            if state.discard:
                controls.append(Control("draw", "ctl-rummy-draw-discard", {"source": "discard"},
                                        {"card": format_card(state.discard[-1])}))
            return controls
        controls = []
        hand = [format_card(c) for c in sorted(state.hands[seat])]
        meld_menu = _meld_menu(hand, legal)
        if meld_menu is not None:
            controls.append(meld_menu)
        if any(isinstance(a, LayOff) for a in legal):
            controls.append(_layoff_menu(state, hand, legal))
        discards = tuple(format_card(a.card) for a in legal if isinstance(a, Discard))
        if discards:
            controls.append(Control("discard", "ctl-rummy-discard", choices=discards, arg="card", style="main"))
        return controls

    def ready_controls(self, state: RummyState, seat: int) -> list[Control]:
        if state.phase not in (RummyPhase.DRAW, RummyPhase.PLAY) or seat in RULES.to_act(state):
            return []
        return [Control("draw", "ctl-rummy-draw-stock", {"source": "stock"}, style="main"),
                Control("draw", "ctl-take-discard-ahead", {"source": "discard"})]


def _meld_menu(hand: Sequence[str], legal: Sequence[RummyAction]) -> Control | None:
    """The melds the hand holds (largest first), then its cards to pick one's own; None when no meld can be laid."""
    suggested = [format_cards(a.melds[0]) for a in legal if isinstance(a, MeldCards)]
    if not suggested:
        return None
    cards = list(hand[:MENU_CHOICES])
    melds = sorted((m for m in suggested if len(m) <= LONGEST_SUGGESTION), key=lambda m: -len(m))
    melds = melds[: MENU_CHOICES - len(cards)]
    labels = [Label("ctl-rummy-meld-choice", {"cards": meld}) for meld in melds]
    labels += [Label("ctl-rummy-card-choice", {"card": card}) for card in cards]
    choices = (*melds, *cards)
    return Control("meld", "ctl-rummy-meld", choices=choices, arg="cards", max_choices=len(choices),
                   choice_labels=tuple(labels), style="go")


def _layoff_menu(state: RummyState, hand: Sequence[str], legal: Sequence[RummyAction]) -> Control:
    """Each card that extends a meld, onto it (``7♥ #2``), then the hand's cards and the melds a card extends, to
    pick several cards onto one meld (``7♥ 8♥ #2``). The melds offered are those some card of the hand extends: no
    card could extend any other meld, even with others."""
    singles = [(format_card(a.cards[0]), a.meld) for a in legal if isinstance(a, LayOff)]
    targets = sorted({meld for _card, meld in singles})
    cards = list(hand[: MENU_CHOICES - min(len(targets), MENU_CHOICES // 2)])
    melds = [f"#{n}" for n in targets][: MENU_CHOICES - len(cards)]
    singles = singles[: MENU_CHOICES - len(cards) - len(melds)]

    def meld_cards(number: int) -> str:
        return format_cards(state.melds[number - 1][1].cards)

    labels = [Label("ctl-rummy-card-onto-choice", {"card": card, "meld": n, "cards": meld_cards(n)})
              for card, n in singles]
    labels += [Label("ctl-rummy-card-choice", {"card": card}) for card in cards]
    labels += [Label("ctl-rummy-onto-choice", {"meld": n, "cards": meld_cards(n)}) for n in targets[: len(melds)]]
    choices = (*(f"{card} #{n}" for card, n in singles), *cards, *melds)
    return Control("layoff", "ctl-rummy-layoff", choices=choices, arg="cards", max_choices=len(choices),
                   choice_labels=tuple(labels))


PANEL = RummyPanel()
