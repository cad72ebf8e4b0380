"""Tile Rummy's panel (``bot.rules.panel``): the buttons and menus of the seat on turn, and the turn it builds by taps.

The turn being built is the seat's draft, a ``TurnBuilder`` (``builder``), which the table keeps beside the game in
its record (so it survives a restart), never in the game's state; only its player sees it (``TilesView.turn``,
through ``seat_view``). Every tap but End turn changes the draft and nothing else: the table, the racks and whose
turn it is stay as committed, so the public table shows the turn only once it is ended. **End turn** sends the
draft as the engine's ordinary ``play``, checked like a typed ``/play``; any other end of the turn (a draw, the
clock, auto-place) is a move, which clears the draft.

The panel is planned within a panel's room (``PANEL_ROWS`` rows of ``ROW_BUTTONS``, one button of the first row
left to the panel's Refresh), so that the usual turns take few taps (issue #24: a set laid and ended in 2, a rack
tile added to a set and ended in 3, a table tile and two rack tiles made a new set and ended in 5):

- a first row of buttons, most needed first: before anything is built, Draw (or Pass), Hint, Play the hint (only
  when the hint has a play) and the sets the rack can make ("Lay r3 r4 r5", ``assist`` not off); once something is
  built, End turn, Undo, Reset the turn, Draw; while tiles are picked, the places where they make a valid set
  ("New set", "Add to #2"), first as "… , end turn" when the turn so built may end at once (one tap puts and ends),
  then End turn and Undo. Rows left over hold more of these buttons;
- the rack's tiles as buttons, one tap picking or unpicking a tile (the picked ones stand out, "✓ r5"): four rows
  at most, three when the tile menu is needed too, the rest of a long rack in the tile menu;
- "Pick tiles on the table": the table's tiles (``#3 r8``), the ones held off it, a second joker and the rack's
  tiles that found no room as buttons ("Pick tiles" then); one tile a choice, a tap picks or unpicks it; 24 a page,
  the last option turns the page (``» 2/3``);
- then, while rows are left: "Put the picked tiles" (in a new set, on set #n, or off the table to place later;
  as buttons when there is no row for it), "Read a joker" (another reading of a set changed this turn whose jokers
  can stand for other tiles), the sets of the rack that found no room as buttons, and "Auto-place a tile"
  (``assist`` full, after the initial meld: the rack's tiles that fit somewhere; it plays that one tile and ends
  the turn, as its placeholder says).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from bot.rules.base import (
    MENU_CHOICES,
    PANEL_ROWS,
    ROW_BUTTONS,
    Command,
    Control,
    IllegalMove,
    JSONValue,
    Label,
)
from bot.rules.drafts import plain_value
from bot.rules.paging import PAGE_MARK, picked_and_page_turn
from bot.rules.panel import Tap
from bot.rules.tiles.actions import Build
from bot.rules.tiles.builder import TurnBuilder, start
from bot.rules.tiles.engine import hint_statements
from bot.rules.tiles.notation import colour_of, is_joker, number_of, parse_tokens, text
from bot.rules.tiles.sets import TableSet, build_set, tokens_of
from bot.rules.tiles.solver import plays as solver_plays
from bot.rules.tiles.state import TilesState
from bot.rules.tiles.views import TilesView

TAPS = frozenset({"tile_pick", "tile_put", "tile_finish", "tile_read", "tile_lay", "tile_undo", "tile_reset",
                  "tile_end", "tile_hint"})


class TilesPanel:
    taps = TAPS

    def controls(self, state: TilesState, seat: int, draft: TurnBuilder | None = None) -> list[Control]:
        if state.over or seat != state.turn:
            return []
        draw_label = "ctl-tiles-draw" if state.pool else "ctl-tiles-pass"
        # Draw, Hint and the turn builder's taps; Play the hint only when the hint is a play, not "draw"; auto-place
        # (one tile the solver finds room for, rearranging the table if it must) offers only the tiles that fit (the
        # solver's answers are memoized: the panel asks again and again).
        return turn_controls(
            state, self._build(state, seat, draft), draw_label, lambda: hint_statements(state, seat) is not None,
            lambda: solver_plays.placeable_tiles(state.table, state.racks[seat], state.options),
        )

    def ready_controls(self, state: TilesState, seat: int) -> list[Control]:
        return []  # a turn's first controls depend on what others play

    def tap(self, state: TilesState, seat: int, draft: TurnBuilder | None, command: Command) -> Tap[TurnBuilder]:
        """The draft changed, or, for End turn, the draft as the engine's ``play``; IllegalMove, changing nothing,
        for a tap that cannot be done (the reasons say why)."""
        if state.over:
            raise IllegalMove("tiles-game-over")
        if seat != state.turn:
            raise IllegalMove("not-your-turn")
        build = self._build(state, seat, draft)
        name, args = command.name, command.args
        if name == "tile_end":
            return Tap(None, build.end_turn())
        if name == "tile_finish":  # put, then End turn, in one tap (offered when the put completes a turn that may end)
            return Tap(None, _put(build, args.get("to", "").strip()).end_turn())
        if name == "tile_hint":
            statements = hint_statements(state, seat)
            if statements is None:
                raise IllegalMove("tiles-build-no-hint")
            return Tap(build.play_script(statements))
        if name == "tile_pick":
            picked, page_turned = picked_and_page_turn(args.get("tiles", ""), joined=lambda word: word.startswith("#"))
            if picked:
                build = build.toggle(picked)
            if page_turned:
                build = build.turn_page(build.page + 1)
        elif name == "tile_put":
            build = _put(build, args.get("to", "").strip())
        elif name == "tile_read":
            build = _read(build, args.get("reading", "").strip())
        elif name == "tile_lay":
            source = args.get("set", "").strip()
            tokens, unknown = parse_tokens(source)
            if unknown or not tokens:
                raise IllegalMove("tiles-script-not-understood", text=" ".join(unknown), statement=source)
            build = build.new_set(tokens)
        elif name == "tile_undo":
            build = build.undo()
        elif name == "tile_reset":
            build = build.reset()
        else:
            raise IllegalMove("unknown-command", command=name)
        return Tap(build)

    def current(self, state: TilesState, seat: int, draft: TurnBuilder | None) -> TurnBuilder | None:
        """The draft, while it was begun from the committed position by the seat on turn."""
        if draft is None or state.over or seat != state.turn:
            return None
        return draft if draft.is_for(state.table, state.racks[seat], state.opened[seat]) else None

    def seat_view(self, view: TilesView, state: TilesState, seat: int, draft: TurnBuilder | None) -> TilesView:
        build = self.current(state, seat, draft)
        return view if build is None else replace(view, turn=build.preview())

    def logged_tap(self, action: Any) -> Command | None:
        """A ``Build`` logged by games played while the turn being built was kept in the state: the tap it was."""
        if not isinstance(action, Build):
            return None
        values = action.values
        if action.op == "pick":
            return Command("tile_pick", {"tiles": " ".join(values)})
        if action.op in ("put", "finish"):
            return Command(f"tile_{action.op}", {"to": values[0] if values else ""})
        if action.op == "read":
            return Command("tile_read", {"reading": values[0] if values else ""})
        if action.op == "lay":
            return Command("tile_lay", {"set": values[0] if values else ""})
        return Command(f"tile_{action.op}")

    def draft_to_json(self, draft: TurnBuilder) -> JSONValue:
        return draft.to_json()

    def draft_from_json(self, data: JSONValue) -> TurnBuilder:
        return TurnBuilder.from_json(data)

    def _build(self, state: TilesState, seat: int, draft: TurnBuilder | None) -> TurnBuilder:
        """The seat's draft, or a new one begun from the committed position."""
        kept = self.current(state, seat, draft)
        if kept is not None:
            return kept
        return start(state.table, state.racks[seat], state.opened[seat], state.options)


PANEL = TilesPanel()


def turn_controls(
    state: TilesState, build: TurnBuilder, draw_label: str, has_hint: Callable[[], bool],
    placeable: Callable[[], tuple[str, ...]],
) -> list[Control]:
    """The turn panel of the seat on turn, planned within a panel's room (``PANEL_ROWS`` rows of ``ROW_BUTTONS``):
    a first row of buttons, the rack as tile buttons, then the menus, most needed first (see the module's
    docstring). ``has_hint``: whether a hint has a play to lay out; ``placeable``: the rack's tiles auto-place
    finds room for (each asked only when its control could be offered)."""
    assist = state.options.assist
    rack = build.rack_choices()
    rest = _pick_menu(build, apart=rack)
    if _rows(len(rack)) > PANEL_ROWS - 1 - (1 if rest else 0):  # a long rack: its last tiles go in the tile menu
        rack = rack[: (PANEL_ROWS - 2) * ROW_BUTTONS]
        rest = _pick_menu(build, apart=rack)
    rack_rows = _rows(len(rack))
    menus: list[Control] = []
    rows_left = PANEL_ROWS - 1 - rack_rows - (1 if rest else 0)
    if build.selected:
        menus.append(Control("tile_put", "ctl-tiles-put", choices=build.targets()[:MENU_CHOICES], arg="to",
                             choice_label="ctl-tiles-put-choice"))
    readings = _reading_choices(build)
    if readings:
        menus.append(Control("tile_read", "ctl-tiles-read", choices=tuple(v for v, _ in readings), arg="reading",
                             choice_labels=tuple(label for _, label in readings)))
    menus = menus[:rows_left]
    rows_left -= len(menus)
    outcomes = build.put_outcomes() if build.selected else ()
    if build.selected and not any(c.command == "tile_put" for c in menus):  # no room for the menu: every target
        fitting = {t for t, _ends in outcomes}  # is a button, after the ones where the tiles make a valid set
        outcomes += tuple((t, False) for t in build.targets() if t not in fitting)
    sets = build.suggested_sets() if assist != "off" else ()
    buttons = _buttons(build, draw_label, assist, has_hint, outcomes, sets)
    # Auto-place takes a row left over; the sets the rack can make that do not fit as buttons get a menu, first.
    placing: list[Control] = []
    if rows_left and assist == "full" and build.opened and not build.is_started() and not build.selected \
            and (fitting_tiles := placeable()[:MENU_CHOICES]):
        placing.append(Control("place", "ctl-tiles-place", choices=fitting_tiles, arg="tiles",
                               choice_labels=tuple(tile_label(t, "ctl-tiles-place-choice") for t in fitting_tiles)))
    if placing and rows_left == 1 and _laid_apart(buttons, rows_left - 1):
        placing = []
    rows_left -= len(placing)
    laying = rows_left > 0 and _laid_apart(buttons, rows_left)
    if laying:
        rows_left -= 1
    capacity = _room(rows_left)
    if laying:
        shown = {c.args["set"] for c in buttons[:capacity] if c.command == "tile_lay"}
        left = [s for s in sets if text(s) not in shown]
        menus.append(Control("tile_lay", "ctl-tiles-lay", choices=tuple(text(s) for s in left), arg="set",
                             choice_labels=tuple(_tokens_label(s) for s in left)))
    controls = buttons[:capacity]
    if rack:
        controls.append(Control("tile_pick", "ctl-tiles-pick", choices=rack, arg="tiles", chosen=tuple(
            v for v in rack if v in build.selected), choice_labels=tuple(_rack_label(v, build) for v in rack)))
    if rest is not None:
        controls.append(rest)
    return controls + menus + placing


def _buttons(build: TurnBuilder, draw_label: str, assist: str, has_hint: Callable[[], bool],
             outcomes: tuple[tuple[str, bool], ...], sets: tuple[tuple[str, ...], ...]) -> list[Control]:
    """Every button the panel would offer, most needed first (the panel shows as many as it has room for)."""
    started = build.is_started()
    end = [Control("tile_end", "ctl-tiles-end", style="go")] if started else []
    undo = [Control("tile_undo", "ctl-tiles-undo")] if build.history else []
    draw = [Control("draw", draw_label, style="main")]
    lay = [Control("tile_lay", "ctl-tiles-lay-set", args={"set": text(s)}, label_params={"tiles": text(s)})
           for s in sets]
    if build.selected:
        finishing = [Control("tile_finish", _target_key(t, "-end"), args={"to": t}, style="go",
                             label_params=_target_params(t)) for t, ends in outcomes if ends]
        putting = [Control("tile_put", _target_key(t), args={"to": t}, label_params=_target_params(t))
                   for t, _ends in outcomes]  # (and, with no room for the put menu, every other target)
        return [*finishing, *putting, *end, *undo]
    if started:
        return [*end, *undo, Control("tile_reset", "ctl-tiles-reset", style="danger"), *draw, *lay]
    helps: list[Control] = []
    if assist != "off":
        helps.append(Control("hint", "ctl-tiles-hint"))
        if has_hint():
            helps.append(Control("tile_hint", "ctl-tiles-play-hint", style="go"))
    return [*draw, *helps, *lay]


def _pick_menu(build: TurnBuilder, apart: tuple[str, ...]) -> Control | None:
    """The menu of the tiles to pick that are not buttons: the table's, the ones held off it, a second joker;
    with nothing ``apart``, the rack's too. Paged, the last option turning the page."""
    pick_pages = build.pick_pages(apart)
    page = pick_pages[build.page % len(pick_pages)] if pick_pages else None
    if page is None or not page.choices:
        return None
    choices = page.choices
    labels = tuple(_pick_label(value) for value in choices)
    if len(pick_pages) > 1:
        following = (build.page + 1) % len(pick_pages) + 1
        choices += (f"{PAGE_MARK} {following}/{len(pick_pages)}",)
        labels += (Label("ctl-pick-page", {"page": following, "pages": len(pick_pages)}),)
    # Beside the rack's buttons, one tile a choice (a menu that takes one closes on it: two taps, not three).
    on_table = all(_is_on_table(value, build) for value in page.choices)
    return Control("tile_pick", "ctl-tiles-pick-more" if apart and on_table else "ctl-tiles-pick", choices=choices,
                   arg="tiles", max_choices=1 if apart else len(choices), choice_labels=labels)


def _laid_apart(buttons: list[Control], rows_left: int) -> bool:
    """Whether some of the sets the rack can make would find no room as buttons."""
    return any(c.command == "tile_lay" for c in buttons[_room(rows_left):])


def _room(rows_left: int) -> int:
    """How many buttons the panel has room for: the first row's, but for the panel's own Refresh, and the rows
    left over."""
    return ROW_BUTTONS - 1 + rows_left * ROW_BUTTONS


def _is_on_table(value: str, build: TurnBuilder) -> bool:
    """A tile on the table (``#3 r8``) or taken off it this turn (held), not one of the rack's."""
    return value.startswith("#") or value in build.held()


def _rows(count: int) -> int:
    return -(-count // ROW_BUTTONS)


def _rack_label(value: str, build: TurnBuilder) -> Label:
    return Label("ctl-tiles-rack-tile", {"tile": value, "picked": "yes" if value in build.selected else "no"})


def _target_key(target: str, suffix: str = "") -> str:
    if target == "hold":
        return "ctl-tiles-put-hold"
    return ("ctl-tiles-put-new" if target == "new" else "ctl-tiles-put-on") + suffix


def _target_params(target: str) -> dict[str, str | int]:
    return {"set": int(target[1:])} if target.startswith("#") else {}


def _put(build: TurnBuilder, target: str) -> TurnBuilder:
    if target in ("new", "hold"):
        return build.put(target)
    if target.lstrip("#").isdigit():
        return build.put(int(target.lstrip("#")))
    raise IllegalMove("tiles-no-such-set", number=target or "?")


def _read(build: TurnBuilder, choice: str) -> TurnBuilder:
    number_text, _, reading_text = choice.partition(" ")
    if not number_text.startswith("#") or not number_text[1:].isdigit():
        raise IllegalMove("tiles-no-such-set", number=number_text.lstrip("#") or "?")
    number = int(number_text[1:])
    readings = build.readings(number)
    wanted = reading_text.split()
    for index, reading in enumerate(readings):
        if tokens_of(reading) == wanted:
            return build.choose_reading(number, index)
    raise IllegalMove("tiles-build-no-such-reading", number=number)


def _reading_choices(build: TurnBuilder) -> list[tuple[str, Label]]:
    """Other readings of the sets changed this turn that hold a joker: ``#3 j=r4 r5 r6`` ("Set #3: Red 4–6, Joker
    as Red 4")."""
    choices: list[tuple[str, Label]] = []
    for number in build.changed_numbers():
        readings = build.readings(number)
        if len(readings) < 2 and build.preview_valid(number):
            continue
        as_placed = build_set(build.sets[number - 1].tokens)
        choices += [(f"#{number} {text(tokens_of(reading))}", set_label(reading, number))
                    for reading in readings if reading != as_placed]
    return choices[:MENU_CHOICES]


# ---- readable labels of the choices (the values stay in notation) ------------------------------------------------


def tile_label(tile_text: str, key: str = "tile-name", **params: str | int) -> Label:
    """``r5`` as "Red 5", ``j`` as "Joker" (catalog ``tile-name``; another key may add to it, e.g. the set)."""
    tile_text = plain_value(tile_text)
    if is_joker(tile_text):
        return Label(key, {**params, "colour": "j", "number": 0})
    return Label(key, {**params, "colour": colour_of(tile_text), "number": number_of(tile_text)})


def _pick_label(value: str) -> Label:
    """A tile off the table (``r5``: "Red 5") or on it (``#3 r8``: "Set #3: Red 8")."""
    if value.startswith("#"):
        number, _, tile_text = value.partition(" ")
        return tile_label(tile_text, "ctl-tiles-on-set-choice", set=int(number.lstrip("#") or 0))
    return tile_label(value)


def set_label(table_set: TableSet, number: int = 0) -> Label:
    """A set in words: a run as its colour and numbers ("Red 4–6"), a group as its number and colours ("Group of
    5: Red, Blue"), then each joker with what it stands for ("Joker as Black 5"); ``number``: the set's number."""
    stands = table_set.stands_for()
    jokers = [tile_label(next(iter(c)), "ctl-tiles-joker-as") if len(c) == 1 else tile_label("j")
              for t, c in zip(table_set.tiles, stands, strict=True) if is_joker(t)]
    naturals = [t for t in table_set.tiles if not is_joker(t)]
    if table_set.kind == "run":
        first = number_of(naturals[0]) - table_set.tiles.index(naturals[0])
        head = Label("ctl-tiles-run-part", {"colour": colour_of(naturals[0]), "first": first,
                                            "last": first + len(table_set.tiles) - 1})
    else:
        head = Label("ctl-tiles-group-part", {"number": number_of(naturals[0])},
                     tuple(Label("tiles-colour", {"colour": colour_of(t)}) for t in naturals))
    return Label("ctl-tiles-set-choice", {"set": number}, (head, *jokers))


def _tokens_label(tokens: tuple[str, ...]) -> Label:
    built = build_set(tokens)
    if isinstance(built, TableSet):
        return set_label(built)
    return Label("ctl-tiles-set-choice", {"set": 0}, tuple(tile_label(t.partition("=")[0]) for t in tokens))
