"""RailRoad Rummy played by taps: the buttons and menus of the melds being built, the commands they send, and what
the engine does with them.

The build is kept in the state (``State.building``, a ``MeldBuilder``), so it survives a restart with the game,
and only its player sees it (``RailroadView.building``). A tap is a ``Build`` action that changes the build and
nothing else; **Go down** and **Put the picked cards on meld #n** become the engine's own ``go_down`` and
``lay_off`` actions, judged exactly as a typed ``/meld`` or ``/layoff``. Any move of the engine drops the build.

Controls of the active seat after drawing, besides the ones it always has (the suggested going down, single-card
lay-offs, Discard):

- before going down: "Pick cards" (a tap picks or unpicks; pages by suit past 25 cards, the last option turns the
  page), **New meld** (the picked cards staged as a meld), **Go down** (the staged melds, and the picked cards as
  one more), **Undo** (the last staged meld back into the picked cards), **Reset**, and "Read the wilds" when a
  staged meld's wild cards could stand for other ranks;
- once down, from the next turn: "Pick cards" and "Put the picked cards on meld…" (every meld on the table).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.rules.base import MENU_CHOICES, Command, Control, IllegalMove, Label
from bot.rules.drafts import plain_value
from bot.rules.melds import format_meld
from bot.rules.railroad.actions import Build, GoDown, LayOff, MeldPlan, RailroadAction
from bot.rules.railroad.builder import MeldBuilder, lay_off_low, start
from bot.rules.railroad.phases import PHASE_CLAIMS, PHASE_PLAY
from bot.rules.railroad.play import may_lay_off
from bot.rules.railroad.state import State

COMMANDS = ("rr_pick", "rr_stage", "rr_undo", "rr_reset", "rr_read", "rr_down", "rr_layoff")
PAGE_MARK = "»"  # a pick-menu option that turns the page: "» 2/3"


def current(state: State, seat: int) -> MeldBuilder:
    """The seat's build: the one kept in the state if it was begun from this hand, else a new one."""
    kept = state.building
    if kept is not None and kept.is_for(seat, state.round, state.hands[seat]):
        return kept
    return start(seat, state.round, state.hands[seat])


def may_build(state: State, seat: int) -> bool:
    """The active seat, after drawing, may build melds to go down with, or (down since an earlier turn) to lay off."""
    if state.phase != PHASE_PLAY or seat != state.active:
        return False
    return not state.down[seat] or may_lay_off(state)


def parse(state: State, seat: int, command: Command) -> RailroadAction:
    """A tap: a ``Build`` action, or for Go down and a lay-off of the picked cards, the engine's own action."""
    name, args = command.name, command.args
    if name == "rr_pick":
        return Build("pick", tuple(_values(args.get("cards", ""))))
    if name == "rr_read":
        meld, _, low = args.get("reading", "").partition(":")
        return Build("read", (meld.strip(), low.strip()))
    if name == "rr_down":
        melds = current(state, seat).go_down_melds()
        return GoDown(melds=tuple(MeldPlan(m.cards, m.low) for m in melds))
    if name == "rr_layoff":
        cards = current(state, seat).lay_off_cards()
        number_text = args.get("meld", "").strip().lstrip("#")
        if not number_text.isdigit():
            raise IllegalMove("railroad-no-such-meld", meld=number_text or "?")
        number = int(number_text)
        fits = 1 <= number <= len(state.melds)
        return LayOff(cards=cards, meld=number,
                      low=lay_off_low(state.melds[number - 1].meld, cards) if fits else None)
    return Build(name.removeprefix("rr_"))


def apply(state: State, seat: int, action: Build) -> State:
    """The state with the build changed; IllegalMove, changing nothing, for a tap that cannot be done."""
    if not may_build(state, seat):
        if seat != state.active:
            raise IllegalMove("not-your-turn")
        if state.phase != PHASE_PLAY:
            raise IllegalMove("railroad-claims-open" if state.phase == PHASE_CLAIMS else "railroad-draw-first")
        raise IllegalMove("railroad-lay-off-next-turn" if state.went_down_this_turn else "railroad-already-down")
    build = current(state, seat)
    op, args = action.op, list(action.values)
    if op == "pick":
        picked = [a for a in args if not a.startswith(PAGE_MARK)]
        if picked:
            build = build.toggle(picked)
        if len(picked) < len(args):
            build = build.turn_page()
    elif op == "stage":
        if state.down[seat]:
            raise IllegalMove("railroad-already-down")
        build = build.stage()
    elif op == "undo":
        build = build.undo()
    elif op == "reset":
        build = build.reset()
    elif op == "read" and len(args) == 2 and args[0].isdigit() and args[1].isdigit():
        build = build.read(int(args[0]) - 1, int(args[1]))
    else:
        raise IllegalMove("unknown-command", command=" ".join((action.op, *action.values)))
    return replace(state, building=build)


def arrange(state: State, seat: int, controls: Sequence[Control]) -> list[Control]:
    """The seat's controls with the build's: its buttons first, then the pick menu and the build's menus before the
    other menus. The suggested going down is left out once a build has begun (one row of buttons)."""
    if not may_build(state, seat):
        return list(controls)
    build = current(state, seat)
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


def _values(source: str) -> list[str]:
    """Select values joined by spaces: ``» 2/3`` is one value."""
    words = source.split()
    values: list[str] = []
    index = 0
    while index < len(words):
        if words[index] == PAGE_MARK and index + 1 < len(words):
            values.append(f"{words[index]} {words[index + 1]}")
            index += 2
            continue
        values.append(words[index])
        index += 1
    return values



