"""RailRoad Rummy's panel (``bot.rules.panel``): the buttons and menus a seat taps, and the melds it builds by taps.

Every seat has its moves as controls: Draw, Take the discard, Claim and Pass in a claim window, the suggested going
down, single-card lay-offs (``5♣@3``), Discard. The active seat, after drawing, also builds melds one tap at a
time in its draft, a ``MeldBuilder`` (``builder``) kept by the table beside the game, never in the game's state:

- before going down: "Pick cards" (a tap picks or unpicks; pages by suit past 25 cards, the last option turns the
  page), **New meld** (the picked cards staged as a meld), **Go down** (the staged melds, and the picked cards as
  one more), **Undo** (the last staged meld back into the picked cards), **Reset**, and "Read the wilds" when a
  staged meld's wild cards could stand for other ranks;
- once down, from the next turn: "Pick cards" and "Put the picked cards on meld…" (every meld on the table).

A tap changes the draft only; **Go down** and **Put the picked cards on meld #n** send it as the engine's own
``GoDown`` and ``LayOff``, judged exactly as a typed ``/meld`` or ``/layoff``. Only its player sees the build, in
their own view (``RailroadView.building``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.rules.base import MENU_CHOICES, Command, Control, IllegalMove, JSONValue, Label
from bot.rules.cards import ACE, RANK_NAMES, format_card, format_cards
from bot.rules.codec import from_json, to_json
from bot.rules.drafts import plain_value
from bot.rules.melds import format_meld
from bot.rules.paging import PAGE_MARK, picked_and_page_turn
from bot.rules.panel import Tap
from bot.rules.railroad.actions import Build, GoDown, LayOff, MeldPlan
from bot.rules.railroad.builder import MeldBuilder, lay_off_low, start
from bot.rules.railroad.claims import waiting
from bot.rules.railroad.contracts import ACE_HIGH, going_down_options, is_wild
from bot.rules.railroad.hands import distinct_cards, meld_ranks
from bot.rules.railroad.play import may_discard, may_lay_off, single_lay_offs
from bot.rules.railroad.rounds import contract_of
from bot.rules.railroad.state import State
from bot.rules.railroad.views import (
    PHASE_CLAIMS,
    PHASE_DRAW,
    PHASE_OVER,
    PHASE_PLAY,
    MeldsInProgress,
    RailroadView,
    StagedMeldView,
)

TAPS = frozenset({"rr_pick", "rr_stage", "rr_undo", "rr_reset", "rr_read", "rr_down", "rr_layoff"})


class RailroadPanel:
    taps = TAPS

    def controls(self, state: State, seat: int, draft: MeldBuilder | None = None) -> list[Control]:
        return arrange(state, seat, draft, moves(state, seat))

    def ready_controls(self, state: State, seat: int) -> list[Control]:
        if state.phase == PHASE_OVER or seat == state.active:
            return []
        return [Control("draw", "ctl-railroad-draw-stock", {"source": "stock"}, style="main"),
                Control("draw", "ctl-take-discard-ahead", {"source": "discard"})]

    def tap(self, state: State, seat: int, draft: MeldBuilder | None, command: Command) -> Tap[MeldBuilder]:
        """A tap on the build: the build changed, or for Go down and a lay-off of the picked cards, the move."""
        if state.phase == PHASE_OVER:
            raise IllegalMove("railroad-game-over")
        if not may_build(state, seat):
            if seat != state.active:
                raise IllegalMove("not-your-turn")
            if state.phase != PHASE_PLAY:
                raise IllegalMove("railroad-claims-open" if state.phase == PHASE_CLAIMS else "railroad-draw-first")
            raise IllegalMove("railroad-lay-off-next-turn" if state.went_down_this_turn else "railroad-already-down")
        build = self.current(state, seat, draft) or start(seat, state.round, state.hands[seat])
        name, args = command.name, command.args
        if name == "rr_down":
            melds = build.go_down_melds()
            return Tap(None, GoDown(melds=tuple(MeldPlan(m.cards, m.low) for m in melds)))
        if name == "rr_layoff":
            cards = build.lay_off_cards()
            number_text = args.get("meld", "").strip().lstrip("#")
            if not number_text.isdigit():
                raise IllegalMove("railroad-no-such-meld", meld=number_text or "?")
            number = int(number_text)
            fits = 1 <= number <= len(state.melds)
            return Tap(None, LayOff(cards=cards, meld=number,
                                    low=lay_off_low(state.melds[number - 1].meld, cards) if fits else None))
        if name == "rr_pick":
            picked, page_turned = picked_and_page_turn(args.get("cards", ""))
            if picked:
                build = build.toggle(picked)
            if page_turned:
                build = build.turn_page()
        elif name == "rr_stage":
            if state.down[seat]:
                raise IllegalMove("railroad-already-down")
            build = build.stage()
        elif name == "rr_undo":
            build = build.undo()
        elif name == "rr_reset":
            build = build.reset()
        elif name == "rr_read":
            meld, _, low = args.get("reading", "").partition(":")
            if not (meld.strip().isdigit() and low.strip().isdigit()):
                raise IllegalMove("railroad-build-no-such-reading", meld=meld.strip() or "?")
            build = build.read(int(meld) - 1, int(low))
        else:
            raise IllegalMove("unknown-command", command=name)
        return Tap(build)

    def current(self, state: State, seat: int, draft: MeldBuilder | None) -> MeldBuilder | None:
        """The build, while it was begun from this hand in this round by the seat that may build now."""
        if draft is None or not may_build(state, seat) or not draft.is_for(seat, state.round, state.hands[seat]):
            return None
        return draft

    def seat_view(self, view: RailroadView, state: State, seat: int, draft: MeldBuilder | None) -> RailroadView:
        return replace(view, building=in_progress(state, seat, self.current(state, seat, draft)))

    def logged_tap(self, action: Any) -> Command | None:
        """A ``Build`` logged by games played while the build was kept in the state: the tap it was."""
        if not isinstance(action, Build):
            return None
        if action.op == "pick":
            return Command("rr_pick", {"cards": " ".join(action.values)})
        if action.op == "read":
            return Command("rr_read", {"reading": ":".join(action.values)})
        return Command(f"rr_{action.op}")

    def draft_to_json(self, draft: MeldBuilder) -> JSONValue:
        return to_json(draft)

    def draft_from_json(self, data: JSONValue) -> MeldBuilder:
        return from_json(MeldBuilder, data)


def may_build(state: State, seat: int) -> bool:
    """The active seat, after drawing, may build melds to go down with, or (down since an earlier turn) to lay off."""
    if state.phase != PHASE_PLAY or seat != state.active:
        return False
    return not state.down[seat] or may_lay_off(state)


def in_progress(state: State, seat: int, build: MeldBuilder | None) -> MeldsInProgress | None:
    """What the seat sees of its own build (nothing before its first tap)."""
    if build is None or not build.is_started():
        return None
    melds = []
    for index, staged in enumerate(build.staged):
        meld = build.reading(index)
        melds.append(
            StagedMeldView(staged.cards, (), 0) if meld is None
            else StagedMeldView(meld.cards, meld_ranks(meld), len(build.readings(index))))
    return MeldsInProgress(staged=build.staged_texts(), picked=build.selected, melds=tuple(melds), left=build.left())


def moves(state: State, seat: int) -> list[Control]:
    """The seat's moves as controls: each a whole move of the engine."""
    if state.phase == PHASE_OVER:
        return []
    if state.phase == PHASE_CLAIMS:
        window = state.window
        if window is None or seat not in waiting(window):
            return []
        card = format_card(window.card)
        controls = [Control("claim", "ctl-railroad-claim", {"hmg": "false"}, {"card": card}, style="main")]
        if state.hmg[seat] > 0:
            controls.append(
                Control("claim", "ctl-railroad-claim-hmg", {"hmg": "true"}, {"card": card, "n": state.hmg[seat]}, style="go")
            )
        controls.append(Control("pass", "ctl-railroad-pass", {}, {"card": card}))
        return controls
    if seat != state.active:
        return []
    if state.phase == PHASE_DRAW:
        controls = [Control("draw", "ctl-railroad-draw-stock", {"source": "stock"}, style="main")]
        if state.discard:
            controls.append(
                Control("draw", "ctl-railroad-draw-discard", {"source": "discard"}, {"card": format_card(state.discard[-1])})
            )
        return controls
    hand = state.hands[seat]
    controls = []
    if not state.down[seat] and going_down_options(hand, contract_of(state), limit=1):
        controls.append(Control("meld", "ctl-railroad-go-down", {"suggested": "1"}, style="go"))
    if may_lay_off(state):
        picks = tuple(dict.fromkeys(_lay_off_pick(state, a) for a in single_lay_offs(state, hand)))[:25]
        if picks:
            controls.append(Control("layoff", "ctl-railroad-lay-off", {}, choices=picks, arg="pick",
                                    choice_labels=tuple(_lay_off_label(state, pick) for pick in picks)))
    discardable = tuple(format_card(c) for c in distinct_cards(hand) if may_discard(state, c))
    controls.append(Control("discard", "ctl-railroad-discard", {}, choices=discardable[:25], arg="card", style="danger"))
    return controls


def _lay_off_pick(state: State, action: LayOff) -> str:
    """A lay-off as a select choice: ``5♣@3``; a wild on a run names its rank (``JK=8@3``), as players type it."""
    card = action.cards[0]
    meld = state.melds[action.meld - 1].meld
    text = format_card(card)
    if is_wild(card) and meld.kind == "run":
        rank = meld.low - 1 if action.low == meld.low - 1 else meld.high + 1
        text += "=" + RANK_NAMES[ACE if rank == ACE_HIGH else rank]
    return f"{text}@{action.meld}"


def _lay_off_label(state: State, pick: str) -> Label:
    """How a lay-off reads in the menu, as Rummy's do: ``5♣ → onto meld #1: 5♥ 5♦ 5♠``."""
    card, _, number = pick.rpartition("@")
    meld = state.melds[int(number) - 1].meld
    return Label("ctl-railroad-onto-choice", {"card": card, "meld": int(number), "cards": format_cards(meld.cards)})


def arrange(state: State, seat: int, draft: MeldBuilder | None, controls: Sequence[Control]) -> list[Control]:
    """The seat's controls with the build's: its buttons first, then the pick menu and the build's menus before the
    other menus. The suggested going down is left out once a build has begun (one row of buttons)."""
    if not may_build(state, seat):
        return list(controls)
    build = PANEL.current(state, seat, draft) or start(seat, state.round, state.hands[seat])
    down = state.down[seat]
    buttons: list[Control] = []
    menus: list[Control] = []
    if not down and build.is_started():
        melds = len(build.staged) + (1 if build.selected else 0)
        buttons.append(Control("rr_down", "ctl-railroad-down-staged", label_params={"n": melds}, style="go"))
    if not down and build.selected:
        buttons.append(Control("rr_stage", "ctl-railroad-stage", style="main"))
    if build.staged:
        buttons.append(Control("rr_undo", "ctl-railroad-undo"))
    if build.is_started():
        buttons.append(Control("rr_reset", "ctl-railroad-reset", style="danger"))
    if build.choices():  # every card staged (round 7): nothing left to pick
        menus.append(_pick_menu(build))
    if down and build.selected:
        numbers = tuple(str(n) for n in range(1, len(state.melds) + 1))[:MENU_CHOICES]
        labels = tuple(Label("ctl-railroad-put-on-choice", {"meld": int(n), "cards": format_meld(state.melds[int(n) - 1].meld)})
                       for n in numbers)
        menus.append(Control("rr_layoff", "ctl-railroad-put-on", choices=numbers, arg="meld", choice_labels=labels,
                             style="go"))
    readings = _reading_choices(build)
    if readings:
        values = tuple(value for value, _ in readings)
        menus.append(Control("rr_read", "ctl-railroad-read", choices=values, arg="reading",
                             choice_labels=tuple(label for _, label in readings)))
    kept = [c for c in controls if not (build.is_started() and c.command == "meld")]
    return [*buttons, *(c for c in kept if not c.choices), *menus, *(c for c in kept if c.choices)]


def _pick_menu(build: MeldBuilder) -> Control:
    pick_pages = build.pick_pages()
    page = pick_pages[build.page % len(pick_pages)]
    picked = set(build.picked_values())
    choices = page.choices
    labels = tuple(Label("ctl-railroad-pick-choice", {"card": plain_value(value),
                                                      "picked": "yes" if value in picked else "no"})
                   for value in choices)
    if len(pick_pages) > 1:
        following = (build.page + 1) % len(pick_pages) + 1
        choices += (f"{PAGE_MARK} {following}/{len(pick_pages)}",)
        labels += (Label("ctl-pick-page", {"page": following, "pages": len(pick_pages)}),)
    return Control("rr_pick", "ctl-railroad-pick", choices=choices, arg="cards", max_choices=len(choices),
                   choice_labels=labels)


def _reading_choices(build: MeldBuilder) -> list[tuple[str, Label]]:
    """Other readings of the staged melds whose wilds could stand for other ranks: ``2:5`` (meld 2 from rank 5)."""
    found: list[tuple[str, Label]] = []
    for index, staged in enumerate(build.staged):
        for meld in build.readings(index):
            if meld.low != staged.low:
                found.append((f"{index + 1}:{meld.low}",
                              Label("ctl-railroad-read-choice", {"meld": index + 1, "cards": format_meld(meld)})))
    return found[:MENU_CHOICES]


PANEL = RailroadPanel()
