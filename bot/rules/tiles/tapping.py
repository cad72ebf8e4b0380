"""Tile Rummy played by taps: the buttons and menus of the turn being built, the commands they send, and what the
engine does with them.

The turn being built is kept in the state (``TilesState.building``, a ``TurnBuilder``), so it survives a restart
with the game, and only its player sees it (``TilesView.turn``). Every tap is a ``build`` action that changes the
build and nothing else: the table, the racks and whose turn it is stay as committed, so the public table shows the
turn only once it is ended. **End turn** is the build's ``play``, checked like a typed ``/play``; any other end of
the turn (a draw, the clock, auto-place) drops the build.

Controls, in the order the panel shows them (buttons on one row, then at most four menus):

- buttons: End turn, Undo, Reset the turn (once something was built), Draw (or Pass), Hint and, before anything
  is built, Play the hint (``assist`` not off, and only when the hint has a play: the hint laid out in the build,
  to end with one more tap);
- "Pick tiles": the rack's tiles and those taken off the table, then the table's tiles (``#3 r8``) once the
  player may touch the table; a tap picks or unpicks; 24 a page, the last option turns the page (``» 2/3``);
- "Put the picked tiles": in a new set, on set #n, or off the table to place later;
- "Read a joker": another reading of a set changed this turn whose jokers can stand for other tiles;
- "Lay a set from your rack" (``assist`` not off): one tap lays a set the rack can make;
- "Auto-place a tile" (``assist`` full, after the initial meld): the rack's tiles that fit somewhere; it plays
  that one tile and ends the turn, as its placeholder says.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bot.rules.base import MENU_CHOICES, Command, Control, IllegalMove, Label
from bot.rules.drafts import plain_value
from bot.rules.tiles.actions import Build, Play
from bot.rules.tiles.builder import TurnBuilder, start
from bot.rules.tiles.notation import colour_of, is_joker, number_of, parse_tokens, text
from bot.rules.tiles.script import Statement
from bot.rules.tiles.sets import TableSet, build_set, tokens_of
from bot.rules.tiles.state import TilesState
from bot.rules.tiles.views import TurnPreview

COMMANDS = ("tile_pick", "tile_put", "tile_read", "tile_lay", "tile_undo", "tile_reset", "tile_end", "tile_hint")
PAGE_MARK = "»"  # a tile-menu option that turns the page: "» 2/3"


def current(state: TilesState, seat: int) -> TurnBuilder:
    """The seat's build: the one kept in the state if it was begun from the committed position, else a new one."""
    kept = state.building
    if kept is not None and kept.is_for(state.table, state.racks[seat], state.opened[seat]):
        return kept
    return start(state.table, state.racks[seat], state.opened[seat], state.options)


def preview(state: TilesState, seat: int | None) -> TurnPreview | None:
    """What the seat sees of its own build (nothing of anyone else's, nothing before its first tap)."""
    if seat is None or state.over or seat != state.turn or state.building is None:
        return None
    return current(state, seat).preview()


def parse(command: Command) -> Build:
    """The ``Build`` action of a tap; nothing is checked here, ``apply`` judges it against the build."""
    name, args = command.name, command.args
    if name == "tile_pick":
        return Build("pick", tuple(_values(args.get("tiles", ""))))
    if name == "tile_put":
        return Build("put", (args.get("to", "").strip(),))
    if name == "tile_read":
        return Build("read", (args.get("reading", "").strip(),))
    if name == "tile_lay":
        return Build("lay", (args.get("set", "").strip(),))
    return Build(name.removeprefix("tile_"))


def apply(
    state: TilesState, seat: int, action: Build, hint: Callable[[], tuple[Statement, ...] | None]
) -> TilesState | Play:
    """The state with the build changed, or, for End turn, the build's ``play`` action for the engine to play.
    ``hint`` gives the play a hint suggests ("Play the hint" lays it out, from the start of the turn).
    IllegalMove, changing nothing, for a tap that cannot be done (the reasons say why)."""
    build = current(state, seat)
    op, args = action.op, action.values
    if op == "end":
        return build.end_turn()
    if op == "hint":
        statements = hint()
        if statements is None:
            raise IllegalMove("tiles-build-no-hint")
        return replace(state, building=build.play_script(statements))
    if op == "pick":
        turns = [a for a in args if a.startswith(PAGE_MARK)]
        picked = [a for a in args if not a.startswith(PAGE_MARK)]
        if picked:
            build = build.toggle(picked)
        if turns:
            build = build.turn_page(build.page + 1)
    elif op == "put":
        target = args[0] if args else ""
        if target in ("new", "hold"):
            build = build.put(target)
        elif target.lstrip("#").isdigit():
            build = build.put(int(target.lstrip("#")))
        else:
            raise IllegalMove("tiles-no-such-set", number=target or "?")
    elif op == "read":
        build = _read(build, args[0] if args else "")
    elif op == "lay":
        tokens, unknown = parse_tokens(args[0] if args else "")
        if unknown or not tokens:
            raise IllegalMove("tiles-script-not-understood", text=" ".join(unknown), statement=args[0] if args else "")
        build = build.new_set(tokens)
    elif op == "undo":
        build = build.undo()
    elif op == "reset":
        build = build.reset()
    else:
        raise IllegalMove("unknown-command", command=op)
    return replace(state, building=build)


def controls(state: TilesState, seat: int, draw_label: str, has_hint: Callable[[], bool]) -> list[Control]:
    """The turn panel of the seat on turn: buttons first, then the menus (see the module's docstring).
    ``has_hint``: whether a hint has a play to lay out (asked only when Play the hint could be offered)."""
    build = current(state, seat)
    assist = state.options.assist
    buttons: list[Control] = []
    if build.is_started():
        buttons.append(Control("tile_end", "ctl-tiles-end", style="go"))
    if build.history:
        buttons.append(Control("tile_undo", "ctl-tiles-undo"))
    if build.is_started():
        buttons.append(Control("tile_reset", "ctl-tiles-reset", style="danger"))
    buttons.append(Control("draw", draw_label, style="main"))
    if assist != "off":
        buttons.append(Control("hint", "ctl-tiles-hint"))
        if not build.is_started() and has_hint():  # at most five buttons: one row, room for four menus
            buttons.append(Control("tile_hint", "ctl-tiles-play-hint", style="go"))
    menus: list[Control] = []
    pick_pages = build.pick_pages()
    page = pick_pages[build.page % len(pick_pages)] if pick_pages else None
    if page is not None and page.choices:
        choices = page.choices
        labels = tuple(_pick_label(value) for value in choices)
        if len(pick_pages) > 1:
            following = (build.page + 1) % len(pick_pages) + 1
            choices += (f"{PAGE_MARK} {following}/{len(pick_pages)}",)
            labels += (Label("ctl-pick-page", {"page": following, "pages": len(pick_pages)}),)
        menus.append(Control("tile_pick", "ctl-tiles-pick", choices=choices, arg="tiles", max_choices=len(choices),
                             choice_labels=labels))
    if build.selected:
        targets = ["new", *(f"#{n}" for n in build.numbers() if build.may_touch_table or build.status(n) == "new")]
        if any(v.startswith("#") for v in build.selected):
            targets.append("hold")
        menus.append(
            Control("tile_put", "ctl-tiles-put", choices=tuple(targets[:MENU_CHOICES]), arg="to",
                    choice_label="ctl-tiles-put-choice")
        )
    readings = _reading_choices(build)
    if readings:
        menus.append(Control("tile_read", "ctl-tiles-read", choices=tuple(v for v, _ in readings), arg="reading",
                             choice_labels=tuple(label for _, label in readings)))
    if assist != "off":
        sets = build.suggested_sets()
        if sets:
            menus.append(Control("tile_lay", "ctl-tiles-lay", choices=tuple(text(s) for s in sets), arg="set",
                                 choice_labels=tuple(_tokens_label(s) for s in sets)))
    return buttons + menus


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


def _values(source: str) -> list[str]:
    """Select values joined by spaces, as a multi-select sends them: ``#3 r8`` and ``» 2/3`` are one value each."""
    words = source.split()
    values: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        if (word.startswith("#") or word == PAGE_MARK) and index + 1 < len(words):
            values.append(f"{word} {words[index + 1]}")
            index += 2
            continue
        values.append(word)
        index += 1
    return values
