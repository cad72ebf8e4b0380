"""A Tile Rummy turn built one tap at a time, then ended as the engine's ordinary ``play`` action.

A ``TurnBuilder`` starts from the committed table and the seat's rack. Every operation returns a new builder:
select tiles, lay the selection as a new set, add it to set #n, take tiles out of set #n, read a joker another way,
undo the last step, reset the turn. ``end_turn`` turns the built table into a turn script and checks it with
``check_turn``, the same check as a typed ``/play``, so a build is accepted exactly when its script would be.

The builder keeps only the sets being built (plus the selection and the undo steps); what is on the rack and what
was taken off the table are counted from them, as the engine judges a turn (identical tiles are interchangeable):

- laid = tiles on the table now beyond the start table: they came from the rack;
- held = start table tiles that are not on the table now: taken this turn, they must be placed again;
- rack = start rack minus laid.

So table + rack + held always equals start table + start rack: nothing is created or lost.

Sets keep the numbers of the script: the start table's sets are #1..#k (an emptied one keeps its number), sets
begun this turn continue the numbering in the order they were begun. Operations refuse with the engine's codes
(``tiles-table-before-opening``, ``tiles-no-such-set``, ``tiles-not-in-set``, ``tiles-not-in-rack``) or with
``tiles-build-*`` codes of their own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.rules.base import MENU_CHOICES, IllegalMove, JSONValue, Problem
from bot.rules.drafts import COPY_MARK, plain_value
from bot.rules.paging import Page, pages
from bot.rules.tiles.actions import Play
from bot.rules.tiles.notation import (
    COLOURS,
    HIGHEST,
    JOKER,
    LOWEST,
    colour_of,
    is_joker,
    number_of,
    sort_key,
    sorted_tiles,
    text,
    tile,
    token_declared,
    token_tile,
)
from bot.rules.tiles.options import Options
from bot.rules.tiles.script import Statement, parse_script
from bot.rules.tiles.sets import MIN_SET, TableSet, build_set, identity_text, tokens_of
from bot.rules.tiles.solver.plays import checking_options
from bot.rules.tiles.turn import add_token, check_turn, remove_token, replay_statements
from bot.rules.tiles.views import PreviewSet, SetStatus, TilesView, TurnPreview

MAX_UNDO = 60  # undo steps kept (the builder is stored with the table: it must stay small)

@dataclass(frozen=True)
class BuildSet:
    tokens: tuple[str, ...]  # as the script would state them: "r5", "j", "j=r7"
    origin: int | None  # index of the start table set it is, None for a set begun this turn


@dataclass(frozen=True)
class Step:
    """What an operation changes, kept so that undo restores it exactly."""

    sets: tuple[BuildSet, ...]
    selected: tuple[str, ...]


@dataclass(frozen=True)
class TurnBuilder:
    table: tuple[TableSet, ...]  # the committed table when the turn began
    start_rack: tuple[str, ...]
    opened: bool
    options: Options  # only what ``check_turn`` reads
    sets: tuple[BuildSet, ...]
    selected: tuple[str, ...] = ()  # tiles off the table ("r5", "j") and tiles picked on it ("#3 r8")
    history: tuple[Step, ...] = ()
    page: int = 0  # the page of the tile menu shown (``pick_pages``)

    # ---- what the build holds ----------------------------------------------------------------------------------

    @property
    def may_touch_table(self) -> bool:
        return self.opened or self.options.opening_turn_table_play

    def _on_table(self) -> Counter[str]:
        return Counter(token_tile(t) for s in self.sets for t in s.tokens)

    def laid(self) -> Counter[str]:
        return self._on_table() - Counter(t for s in self.table for t in s.tiles)

    def held(self) -> tuple[str, ...]:
        """Tiles taken off the table this turn that must go back on it."""
        owed = Counter(t for s in self.table for t in s.tiles) - self._on_table()
        return sorted_tiles(owed.elements())

    def rack(self) -> tuple[str, ...]:
        return sorted_tiles((Counter(self.start_rack) - self.laid()).elements())

    def available(self) -> Counter[str]:
        """Tiles that may be placed: the rack's and the ones taken off the table."""
        return Counter(self.rack()) + Counter(self.held())

    def numbers(self) -> tuple[int, ...]:
        """Numbers of the sets on the table now (an emptied set has none)."""
        return tuple(i + 1 for i, s in enumerate(self.sets) if s.tokens)

    def status(self, number: int) -> SetStatus:
        entry = self.sets[number - 1]
        if entry.origin is None:
            return "new"
        return "kept" if self._unchanged(entry) else "changed"

    def changed_numbers(self) -> tuple[int, ...]:
        return tuple(n for n in self.numbers() if self.status(n) != "kept")

    def preview_valid(self, number: int) -> bool:
        """Whether set ``number`` is a valid run or group as it stands."""
        return isinstance(build_set(self.sets[number - 1].tokens), TableSet)

    def is_started(self) -> bool:
        return bool(self.changed_numbers()) or any(
            not s.tokens for s in self.sets if s.origin is not None
        )

    def _unchanged(self, entry: BuildSet) -> bool:
        assert entry.origin is not None
        start = self.table[entry.origin]
        if Counter(token_tile(t) for t in entry.tokens) != Counter(start.tiles):
            return False
        return entry.tokens == tuple(tokens_of(start)) or build_set(entry.tokens) == start

    # ---- operations ---------------------------------------------------------------------------------------------

    def select(self, values: Iterable[str], among: Iterable[str] | None = None) -> TurnBuilder:
        """The selection becomes ``values`` (``tile_choices`` and ``table_choices`` values); with ``among`` (the
        choices of one page of a paged menu), only the selection within ``among`` is replaced, the tiles picked on
        other pages stay selected."""
        chosen = [_normal(v) for v in values]
        kept: list[str] = []
        if among is not None:
            page = {_normal(v) for v in among}
            kept = [v for v in self.selected if v not in page]
        return replace(self, selected=self._checked([*kept, *chosen]))

    def toggle(self, values: Iterable[str]) -> TurnBuilder:
        """Each value picked becomes selected, or unselected if it was (a tap on a tile picks or unpicks it)."""
        selected = list(self.selected)
        for value in values:
            normal = _normal(value)
            copy = int(value.rpartition(COPY_MARK)[2]) if COPY_MARK in value else 1  # "j~2": the second joker
            if selected.count(normal) >= copy:
                selected.remove(normal)
            else:
                selected.append(normal)
        return replace(self, selected=self._checked(selected))

    def put(self, target: int | str) -> TurnBuilder:
        """The selection moved, as one step: the tiles picked on the table are taken out of their sets, then
        every selected tile goes into a new set (``"new"``), onto set ``target``, or, with ``"hold"``, stays off
        the table (still selected) to be placed later this turn."""
        picks = [v for v in self.selected if _is_pick(v)]
        tiles = [v for v in self.selected if not _is_pick(v)]
        if not self.selected:
            raise IllegalMove("tiles-build-select-first")
        after = self.take_chosen(picks) if picks else self
        moving = [*tiles, *(v.partition(" ")[2] for v in picks)]
        if target == "hold":
            if not picks:
                raise IllegalMove("tiles-build-pick-on-table")
            result = replace(after, selected=self._checked(moving, after))
        elif target == "new":
            result = after.new_set(moving)
        else:
            result = after.add_to(int(target), moving)
        return replace(result, history=(*self.history, Step(self.sets, self.selected))[-MAX_UNDO:])

    def turn_page(self, page: int) -> TurnBuilder:
        """The tile menu's page ``page`` (counted on: the menu shows it modulo its number of pages)."""
        return replace(self, page=page)

    def pick_pages(self, apart: Collection[str] = ()) -> tuple[Page, ...]:
        """The tile menu's pages: the tiles off the table by colour, then the table's tiles set by set (once the
        player may touch the table), 24 a page so that one option can turn the page. ``apart``: choices the panel
        offers otherwise (the rack's tiles as buttons), left out of the menu."""
        choices = self.tile_choices() + (self.table_choices() if self.may_touch_table else ())
        return pages([c for c in choices if c not in apart], _pick_group, MENU_CHOICES - 1)

    def rack_choices(self) -> tuple[str, ...]:
        """Each distinct tile on the rack once, in rack order (a joker as ``j``): the tiles a tap picks."""
        return tuple(dict.fromkeys(self.rack()))

    def targets(self) -> tuple[str, ...]:
        """Where the selection may be put: ``new``, ``#n`` (a set begun this turn, or any set once the table may be
        touched), ``hold`` (when tiles were picked on the table, to place them later)."""
        found = ["new", *(f"#{n}" for n in self.numbers() if self.may_touch_table or self.status(n) == "new")]
        if any(_is_pick(v) for v in self.selected):
            found.append("hold")
        return tuple(found)

    def put_outcomes(self) -> tuple[tuple[str, bool], ...]:
        """The targets where the selection makes a valid set (in a new set, or set #n with it added), each with
        whether the turn, so built, could end at once: the panel offers these as one tap each, and the ones that
        complete the turn as "put and end the turn"."""
        found: list[tuple[str, bool]] = []
        for target in self.targets():
            if target == "hold" or all(v.startswith(f"{target} ") for v in self.selected):
                continue  # (tiles picked on set #n, put back on it: nothing done)
            try:
                after = self.put(target if target == "new" else int(target[1:]))
            except IllegalMove:
                continue
            number = len(after.sets) if target == "new" else int(target[1:])
            if not after.preview_valid(number):
                continue
            try:
                after.end_turn()
            except IllegalMove:
                found.append((target, False))
            else:
                found.append((target, True))
        return tuple(found)

    def _checked(self, values: Sequence[str], at: TurnBuilder | None = None) -> tuple[str, ...]:
        """The selection in menu order (table picks first, then tiles), if every value is there to pick."""
        where = at or self
        tiles = [v for v in values if not _is_pick(v)]
        picks = list(dict.fromkeys(v for v in values if _is_pick(v)))
        _require_available(where.available(), tiles)
        table = where.table_choices()
        for value in picks:
            if value not in table:
                number, _, tile_text = value.partition(" ")
                raise IllegalMove("tiles-not-in-set", tile=tile_text, number=number.lstrip("#"))
        return (*sorted(picks, key=table.index), *sorted_tiles(tiles))

    def new_set(self, tiles: Sequence[str] | None = None) -> TurnBuilder:
        """A new set from ``tiles`` (default: the selection). Number tiles go in order, jokers after them, so
        ``build_set`` reads the jokers as a typed script would; ``choose_reading`` puts them elsewhere."""
        if tiles is None and any(_is_pick(v) for v in self.selected):
            return self.put("new")
        wanted = self._wanted(tiles)
        declared = tiles is not None and any(token_declared(t) for t in tiles)
        tokens = tuple(tiles) if tiles is not None and declared else _tokens_in_order(wanted)
        return self._step((*self.sets, BuildSet(tokens, None)), selected=())

    def add_to(self, number: int, tiles: Sequence[str] | None = None) -> TurnBuilder:
        """Add ``tiles`` (default: the selection) to set ``number``. As in a script, the exact tile a joker stands
        for takes the joker's place, and the joker is then held, to be placed again this turn."""
        if tiles is None and any(_is_pick(v) for v in self.selected):
            return self.put(number)
        index = self._index(number)
        self._may_change(index)
        wanted = self._wanted(tiles)
        tokens = list(self.sets[index].tokens)
        for t in wanted:
            add_token(tokens, t)
        sets = _with_set(self.sets, index, replace(self.sets[index], tokens=tuple(tokens)))
        freed = [JOKER] * (Counter(t for t in wanted if is_joker(t))[JOKER] + _jokers(self.sets[index].tokens)
                           - _jokers(tokens))
        return self._step(sets, selected=tuple(freed))

    def take(self, number: int, tiles: Sequence[str]) -> TurnBuilder:
        """Take ``tiles`` out of set ``number``: tiles of the start table are then held and must be placed again
        this turn, tiles laid from the rack this turn go back to the rack. The tiles taken become the selection,
        ready for a new set or another set."""
        index = self._index(number)
        self._may_change(index)
        if not tiles:
            raise IllegalMove("tiles-build-select-first")
        tokens = list(self.sets[index].tokens)
        for t in tiles:
            if not remove_token(tokens, t):
                raise IllegalMove("tiles-not-in-set", tile=token_tile(t), number=number)
        sets = _with_set(self.sets, index, replace(self.sets[index], tokens=tuple(tokens)))
        return self._step(sets, selected=sorted_tiles(token_tile(t) for t in tiles))

    def take_chosen(self, values: Iterable[str]) -> TurnBuilder:
        """Take the tiles named by ``table_choices`` values (``#3 r8``), from whichever sets hold them, as one step."""
        by_set: dict[int, list[str]] = {}
        for value in values:
            number_text, _, tile_text = value.partition(" ")
            if not number_text.startswith("#") or not number_text[1:].isdigit() or not tile_text:
                raise IllegalMove("tiles-no-such-set", number=number_text.lstrip("#") or "?")
            by_set.setdefault(int(number_text[1:]), []).append(token_tile(tile_text))
        if not by_set:
            raise IllegalMove("tiles-build-select-first")
        sets = self.sets
        taken: list[str] = []
        for number, tiles in by_set.items():
            index = self._index(number)
            self._may_change(index)
            tokens = list(sets[index].tokens)
            for t in tiles:
                if not remove_token(tokens, t):
                    raise IllegalMove("tiles-not-in-set", tile=t, number=number)
            sets = _with_set(sets, index, replace(sets[index], tokens=tuple(tokens)))
            taken += tiles
        return self._step(sets, selected=sorted_tiles(taken))

    def choose_reading(self, number: int, reading: int) -> TurnBuilder:
        """Set ``number`` read as its ``reading``-th entry of ``readings(number)`` (what its jokers stand for)."""
        index = self._index(number)
        options = self.readings(number)
        if not 0 <= reading < len(options):
            raise IllegalMove("tiles-build-no-such-reading", number=number)
        self._may_change(index)
        chosen = replace(self.sets[index], tokens=tuple(tokens_of(options[reading])))
        return self._step(_with_set(self.sets, index, chosen), selected=self.selected)

    def undo(self) -> TurnBuilder:
        if not self.history:
            raise IllegalMove("tiles-build-nothing-to-undo")
        last = self.history[-1]
        return replace(self, sets=last.sets, selected=last.selected, history=self.history[:-1])

    def reset(self) -> TurnBuilder:
        """The table as it was at the start of the turn (itself a step that undo takes back)."""
        if not self.is_started() and not self.selected:
            return self
        return self._step(_start_sets(self.table), selected=())

    def play_script(self, statements: Sequence[Statement]) -> TurnBuilder:
        """The turn built as ``statements`` would play it from the start of the turn ("Play this hint"), as one
        step: the player sees it, may change it, and ends the turn."""
        problems: list[Problem] = []
        working = replay_statements(self.table, statements, True, problems)
        if problems:
            raise IllegalMove.of(problems)
        sets = tuple(BuildSet(tuple(ws.tokens), ws.start_index) for ws in working)
        laid = Counter(token_tile(t) for s in sets for t in s.tokens) - Counter(t for s in self.table for t in s.tiles)
        _require_available(Counter(self.start_rack), laid.elements())
        return self._step(sets, selected=())

    # ---- ending the turn -------------------------------------------------------------------------------------------

    def statements(self) -> tuple[Statement, ...]:
        """The turn script of the build: ``#n + tiles`` or ``#n = tiles`` for every changed start set, then the
        new sets in the order they were begun."""
        statements: list[Statement] = []
        new_sets: list[Statement] = []
        for number, entry in enumerate(self.sets, 1):
            if entry.origin is None:
                if entry.tokens:
                    new_sets.append(Statement("new", 0, entry.tokens))
                continue
            if self._unchanged(entry):
                continue
            start = tokens_of(self.table[entry.origin])
            extra = entry.tokens[len(start) :]
            if extra and entry.tokens[: len(start)] == tuple(start) and _added(start, extra) == entry.tokens:
                statements.append(Statement("add", number, extra))
            else:
                statements.append(Statement("set", number, entry.tokens))
        return tuple(statements + new_sets)

    def end_turn(self) -> Play:
        """The ``Play`` action of the build, or IllegalMove with every reason it would be refused: first the sets
        changed this turn (``tiles-build-changed``), then each invalid set's problems, the set named by its number
        (``#7 r5 r6 r8``), then the problems of the turn as a whole."""
        statements = self.statements()
        result = check_turn(self.table, self.start_rack, statements, self.opened, self.options)
        if not isinstance(result, list):
            return Play(statements)
        plain: list[Problem] = []
        numbered: list[Problem] = []
        for number in self.numbers():
            built = build_set(self.sets[number - 1].tokens)
            if isinstance(built, list):
                plain.extend(built)
                numbered.extend(_numbered(p, number, self.sets[number - 1].tokens) for p in built)
        rest = [p for p in result if p not in plain]
        changed = self.changed_numbers()
        lead = [Problem("tiles-build-changed", {"sets": " ".join(f"#{n}" for n in changed), "count": len(changed)})]
        raise IllegalMove.of((lead if changed else []) + numbered + rest)

    # ---- choices for the panel ----------------------------------------------------------------------------------

    def tile_choices(self) -> tuple[str, ...]:
        """The tiles that may be picked, as select values: each distinct tile of the rack and of the tiles held
        once (no set holds the same tile twice), each joker on its own (``j``, ``j~2``: a set may hold both)."""
        available = self.available()
        values = [t for t in sorted_tiles(available) if not is_joker(t)]
        values += [JOKER if n == 1 else f"{JOKER}{COPY_MARK}{n}" for n in range(1, available[JOKER] + 1)]
        return tuple(values)

    def table_choices(self) -> tuple[str, ...]:
        """Every tile on the table now as a select value, set by set: ``#3 r8`` (a tile twice in a set once)."""
        values: list[str] = []
        for number in self.numbers():
            tiles = dict.fromkeys(token_tile(t) for t in self.sets[number - 1].tokens)
            values += [f"#{number} {t}" for t in tiles]
        return tuple(values)

    def readings(self, number: int) -> tuple[TableSet, ...]:
        """Every valid set the tiles of set ``number`` can make by saying what its jokers stand for (nothing for
        a set without a joker): ``r5 r6 j`` reads as ``r5 r6 r7`` or ``r4 r5 r6``, ``r5 j j`` as runs or groups."""
        tokens = self.sets[self._index(number)].tokens
        tiles = [token_tile(t) for t in tokens]
        jokers = sum(1 for t in tiles if is_joker(t))
        real = [t for t in tiles if not is_joker(t)]
        if not jokers or not real:
            return ()
        found: list[TableSet] = []
        for declared in _declarations(real, jokers):
            built = build_set([*real, *(f"{JOKER}={d}" for d in declared)])
            if isinstance(built, TableSet) and built not in found:
                found.append(built)
        return tuple(sorted(found, key=lambda s: (s.kind, [sort_key(t) for t in s.tiles], s.stands_for())))

    def suggested_sets(self) -> tuple[tuple[str, ...], ...]:
        """Sets the rack and the held tiles can make at once, most valuable first (at most 25): the long runs
        and groups, then runs and groups completed by a joker. One tap lays one of them (``new_set``)."""
        available = self.available()
        real = Counter({t: n for t, n in available.items() if not is_joker(t)})
        found: list[TableSet] = []
        for colour in COLOURS:
            number = LOWEST
            while number <= HIGHEST:
                end = number
                while end <= HIGHEST and real[tile(colour, end)]:
                    end += 1
                if end - number >= MIN_SET:
                    found.append(TableSet("run", tuple(tile(colour, n) for n in range(number, end))))
                number = max(end, number + 1)
        for number in range(LOWEST, HIGHEST + 1):
            colours = [tile(c, number) for c in COLOURS if real[tile(c, number)]]
            if len(colours) >= MIN_SET:
                found.append(TableSet("group", tuple(colours)))
                if len(colours) == len(COLOURS):
                    found.extend(TableSet("group", tuple(c for c in colours if c != left)) for left in colours)
        if available[JOKER]:
            found.extend(_joker_completions(real))
        unique = list(dict.fromkeys(found))
        unique.sort(key=lambda s: (-s.value(), -len(s.tiles), [sort_key(t) for t in s.tiles]))
        return tuple(tuple(tokens_of(s)) for s in unique[:MENU_CHOICES])

    def preview(self) -> TurnPreview:
        laid_left = self.laid()
        sets: list[PreviewSet] = []
        for number in self.numbers():
            entry = self.sets[number - 1]
            built = build_set(entry.tokens)
            valid = isinstance(built, TableSet)
            if isinstance(built, TableSet):
                tiles = built.tiles
                stands = tuple(identity_text(c) if c else "" for c in built.stands_for())
            else:
                tiles = tuple(token_tile(t) for t in entry.tokens)
                stands = ("",) * len(tiles)
            before = Counter(self.table[entry.origin].tiles) if entry.origin is not None else Counter[str]()
            extra = Counter(tiles) - before
            laid: list[bool] = []
            for t in tiles:
                mark = bool(extra[t] and laid_left[t])
                if mark:
                    extra[t] -= 1
                    laid_left[t] -= 1
                laid.append(mark)
            sets.append(PreviewSet(number, tiles, stands, self.status(number), valid, tuple(laid)))
        return TurnPreview(
            sets=tuple(sets),
            rack=self.rack(),
            held=self.held(),
            selected=self.selected,
            opening_points=None if self.opened else self._opening_points(),
            opening_minimum=self.options.initial_meld_min,
        )

    def _opening_points(self) -> int:
        available = Counter(self.start_rack)
        points = 0
        for entry in self.sets:
            if entry.origin is not None or not entry.tokens:
                continue
            built = build_set(entry.tokens)
            needed = Counter(token_tile(t) for t in entry.tokens)
            if isinstance(built, TableSet) and not needed - available:
                available -= needed
                points += built.value()
        return points

    # ---- helpers -------------------------------------------------------------------------------------------------

    def _wanted(self, tiles: Sequence[str] | None) -> tuple[str, ...]:
        wanted = self.selected if tiles is None else tuple(token_tile(t) for t in tiles)
        if not wanted:
            raise IllegalMove("tiles-build-select-first")
        _require_available(self.available(), wanted)
        return wanted

    def _index(self, number: int) -> int:
        if not 1 <= number <= len(self.sets) or not self.sets[number - 1].tokens:
            raise IllegalMove("tiles-no-such-set", number=number)
        return number - 1

    def _may_change(self, index: int) -> None:
        if self.sets[index].origin is not None and not self.may_touch_table:
            raise IllegalMove("tiles-table-before-opening")

    def _step(self, sets: tuple[BuildSet, ...], selected: tuple[str, ...]) -> TurnBuilder:
        history = (*self.history, Step(self.sets, self.selected))[-MAX_UNDO:]
        return replace(self, sets=sets, selected=selected, history=history)

    # ---- JSON ------------------------------------------------------------------------------------------------------

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "table": [{"kind": s.kind, "tiles": list(s.tiles)} for s in self.table],
            "start_rack": list(self.start_rack),
            "opened": self.opened,
            "options": self.options.to_json(),
            "sets": _sets_to_json(self.sets),
            "selected": list(self.selected),
            "history": [{"sets": _sets_to_json(s.sets), "selected": list(s.selected)} for s in self.history],
            "page": self.page,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TurnBuilder:
        return cls(
            table=tuple(TableSet(s["kind"], tuple(s["tiles"])) for s in data["table"]),
            start_rack=tuple(data["start_rack"]),
            opened=bool(data["opened"]),
            options=Options.from_json(data["options"]),
            sets=_sets_from_json(data["sets"]),
            selected=tuple(data["selected"]),
            history=tuple(
                Step(_sets_from_json(s["sets"]), tuple(s["selected"])) for s in data["history"]
            ),
            page=int(data.get("page", 0)),
        )

    def is_for(self, table: Sequence[TableSet], rack: Sequence[str], opened: bool) -> bool:
        """Whether this build was begun from this committed position (a stored build of a turn that has ended,
        or of a table that changed since, is stale and a new one must be started)."""
        return self.table == tuple(table) and Counter(self.start_rack) == Counter(rack) and self.opened == opened


def start(table: Sequence[TableSet], rack: Sequence[str], opened: bool, options: Options) -> TurnBuilder:
    """An empty build of a turn from the committed table and the seat's rack."""
    return TurnBuilder(
        table=tuple(table),
        start_rack=sorted_tiles(rack),
        opened=opened,
        options=checking_options(options),
        sets=_start_sets(table),
    )


def start_from_view(view: TilesView) -> TurnBuilder:
    """An empty build from a seat's view (which holds the table, the rack and the rules ``check_turn`` reads)."""
    if view.seat is None:
        raise IllegalMove("not-your-turn")
    options = Options(
        initial_meld_min=view.initial_meld_min,
        opening_turn_table_play=view.opening_turn_table_play,
        joker_replacement_source=view.joker_replacement_source,
        group3_joker_lock=view.group3_joker_lock,
        locked_joker_sets=view.locked_joker_sets,
    )
    table = tuple(TableSet(s.kind, s.tiles) for s in view.sets)
    return start(table, view.rack, view.players[view.seat].opened, options)


def play_hint(builder: TurnBuilder, script: str) -> TurnBuilder:
    """"Play this hint": the hint's script (as ``tiles-hint`` gives it) laid out in the build, ready to end."""
    statements, problems = parse_script(script)
    if problems:
        raise IllegalMove.of(problems)
    return builder.play_script(statements)


def hint_action(script: str) -> Play:
    """The hint's script as the turn action itself (the whole hint played in one tap)."""
    statements, problems = parse_script(script)
    if problems:
        raise IllegalMove.of(problems)
    return Play(statements)


# ---- module helpers ---------------------------------------------------------------------------------------------


def _is_pick(value: str) -> bool:
    """A tile picked on the table (``#3 r8``), as opposed to a tile off the table (``r8``)."""
    return value.startswith("#")


def _normal(value: str) -> str:
    """A select value as the selection keeps it: ``#3 r8`` as is, ``j~2`` as ``j``, ``R5`` as ``r5``."""
    value = value.strip()
    if _is_pick(value):
        number, _, tile_text = value.partition(" ")
        return f"{number} {token_tile(tile_text.strip().lower())}"
    return token_tile(plain_value(value).lower())


def _pick_group(value: str) -> str:
    """The tile menu's page groups: a colour for tiles off the table, a set number for tiles on it."""
    return value.partition(" ")[0] if _is_pick(value) else value[:1]


def _start_sets(table: Sequence[TableSet]) -> tuple[BuildSet, ...]:
    return tuple(BuildSet(tuple(tokens_of(s)), i) for i, s in enumerate(table))


def _with_set(sets: tuple[BuildSet, ...], index: int, new: BuildSet) -> tuple[BuildSet, ...]:
    return (*sets[:index], new, *sets[index + 1 :])


def _jokers(tokens: Iterable[str]) -> int:
    return sum(1 for t in tokens if is_joker(token_tile(t)))


def _require_available(available: Counter[str], wanted: Iterable[str]) -> None:
    missing = Counter(wanted) - available
    if missing:
        raise IllegalMove("tiles-not-in-rack", tiles=text(sorted_tiles(missing.elements())))


def _tokens_in_order(tiles: Sequence[str]) -> tuple[str, ...]:
    real = sorted((t for t in tiles if not is_joker(t)), key=sort_key)
    return (*real, *(JOKER for t in tiles if is_joker(t)))


def _added(start: Sequence[str], extra: Sequence[str]) -> tuple[str, ...]:
    tokens = list(start)
    for t in extra:
        add_token(tokens, t)
    return tuple(tokens)


def _numbered(problem: Problem, number: int, tokens: Sequence[str]) -> Problem:
    """The problem of one set, the set named by its number as on the picture: ``#7 r5 r6 r8``."""
    return Problem(problem.code, {**problem.params, "set": f"#{number} {text(tokens)}"})


def _declarations(real: Sequence[str], jokers: int) -> list[tuple[str, ...]]:
    """Tiles the jokers may be declared as: the run positions around the real tiles' numbers, in their colour,
    and the other colours of their number."""
    colours = sorted({colour_of(t) for t in real})
    numbers = sorted({number_of(t) for t in real})
    candidates: list[str] = []
    if len(colours) == 1:
        low, high = numbers[0], numbers[-1]
        candidates += [
            tile(colours[0], n)
            for n in range(max(LOWEST, low - jokers), min(HIGHEST, high + jokers) + 1)
            if n not in numbers
        ]
    if len(numbers) == 1:
        candidates += [tile(c, numbers[0]) for c in COLOURS if c not in colours]
    found: list[tuple[str, ...]] = []

    def extend(chosen: tuple[str, ...], start_at: int) -> None:
        if len(chosen) == jokers:
            found.append(chosen)
            return
        for i in range(start_at, len(candidates)):
            extend((*chosen, candidates[i]), i + 1)

    extend((), 0)
    return found


def _joker_completions(real: Counter[str]) -> list[TableSet]:
    """Sets of two available tiles and one joker: runs with the joker at a gap or an end, groups of three."""
    found: list[TableSet] = []
    tiles = sorted(real, key=sort_key)
    for i, first in enumerate(tiles):
        for second in tiles[i + 1 :]:
            pair = [first, second]
            if colour_of(first) == colour_of(second) and 1 <= number_of(second) - number_of(first) <= 2:
                for tokens in ([*pair, JOKER], [JOKER, *pair]):
                    built = build_set(tokens)
                    if isinstance(built, TableSet):
                        found.append(built)
            elif number_of(first) == number_of(second) and colour_of(first) != colour_of(second):
                built = build_set([*pair, JOKER])
                if isinstance(built, TableSet):
                    found.append(built)
    return found


def _sets_to_json(sets: Sequence[BuildSet]) -> list[JSONValue]:
    return [{"tokens": list(s.tokens), "origin": s.origin} for s in sets]


def _sets_from_json(data: Sequence[Mapping[str, Any]]) -> tuple[BuildSet, ...]:
    return tuple(
        BuildSet(tuple(s["tokens"]), None if s["origin"] is None else int(s["origin"])) for s in data
    )
