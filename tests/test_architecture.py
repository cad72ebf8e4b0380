"""The layer arrows of docs/architecture.md, checked on the source so that a refactor cannot quietly break them.

The import graph is read with ``ast`` over ``bot/``, ``cogs/`` and ``render/``. Imports inside functions count as
much as imports at the top of a module (a deferred import still ties the two modules together); only imports under
``if TYPE_CHECKING:`` are left out, because they never run. ``from package import name`` points at the submodule
``package.name`` when there is one, else at the package itself.
"""

from __future__ import annotations

import ast
import importlib
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROJECT_PACKAGES = ("bot", "cogs", "render")

# Third-party and standard modules each layer must never import (root names).
DISCORD = {"discord"}
PILLOW = {"PIL"}
DATABASES = {"aiosqlite", "asyncpg", "sqlite3"}
# The rules core is given its randomness and reads no clock, file or standard input (tools live in bot.tools).
FORBIDDEN_IN_RULES = DISCORD | PILLOW | DATABASES | {"asyncio", "time", "datetime", "sys", "os", "pathlib", "io"}
FORBIDDEN_IN_VIEW_READERS = DISCORD | DATABASES  # render and the computer players

# Project modules (and everything under them) a layer must never import.
RULES_MAY_IMPORT = ("bot.rules",)
NOT_FOR_VIEW_READERS = (
    "bot.tables",
    "bot.store",
    "bot.discord",  # the whole Discord side
    "bot.client",
    "bot.translator",
    "cogs",
)
NOT_FOR_COGS = ("bot.store",)  # cogs reach the store through the bot object and change games through the tables


@dataclass(frozen=True)
class Import:
    target: str  # a project module ("bot.rules.cards") or a third-party root ("discord")
    line: int
    deferred: bool  # inside a function


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def project_modules() -> dict[str, Path]:
    modules: dict[str, Path] = {}
    for package in PROJECT_PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            modules[module_name(path)] = path
    return modules


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _targets(node: ast.Import | ast.ImportFrom, importer: str, is_package: bool) -> list[str]:
    modules = project_modules()
    if isinstance(node, ast.Import):
        return [alias.name if alias.name.split(".")[0] in PROJECT_PACKAGES else alias.name.split(".")[0]
                for alias in node.names]
    base = node.module or ""
    if node.level:
        package = importer.split(".") if is_package else importer.split(".")[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join([*package, *([base] if base else [])])
    if base.split(".")[0] not in PROJECT_PACKAGES:
        return [base.split(".")[0]]
    return [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base for alias in node.names]


@cache
def imports_of(module: str) -> tuple[Import, ...]:
    path = project_modules()[module]
    return read_imports(path.read_text(encoding="utf-8"), module, path.name == "__init__.py")


def read_imports(source: str, module: str, is_package: bool) -> tuple[Import, ...]:
    """Every import ``module`` makes (``is_package``: it is a package's ``__init__``), in source order."""
    found: list[Import] = []

    def walk(node: ast.AST, deferred: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for statement in child.orelse:
                    walk_one(statement, deferred)
                continue
            walk_one(child, deferred)

    def walk_one(node: ast.AST, deferred: bool) -> None:
        if isinstance(node, ast.Import | ast.ImportFrom):
            for target in _targets(node, module, is_package):
                found.append(Import(target, node.lineno, deferred))
        walk(node, deferred or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))

    walk(ast.parse(source), False)
    return tuple(found)


def modules_under(prefix: str) -> list[str]:
    return [m for m in project_modules() if m == prefix or m.startswith(prefix + ".")]


def is_under(target: str, prefixes: tuple[str, ...]) -> bool:
    return any(target == p or target.startswith(p + ".") for p in prefixes)


def offences(importers: list[str], forbidden_roots: set[str], forbidden_project: tuple[str, ...],
             allowed_project: tuple[str, ...] | None = None) -> list[str]:
    found = []
    for module in importers:
        for imp in imports_of(module):
            project = imp.target.split(".")[0] in PROJECT_PACKAGES
            bad = (
                (not project and imp.target in forbidden_roots)
                or (project and is_under(imp.target, forbidden_project))
                or (project and allowed_project is not None and not is_under(imp.target, allowed_project))
            )
            if bad:
                found.append(f"{module}:{imp.line} imports {imp.target}")
    return found


def test_the_import_reader_sees_every_kind_of_import() -> None:
    """The checks below are only as good as the reader: a deferred, relative or ``from x import y`` import of a
    project module or a third-party one must be found, and one under TYPE_CHECKING must not."""
    source = """
from typing import TYPE_CHECKING
import discord
from bot import ratings
from . import texts
from .rules.cards import Card
if TYPE_CHECKING:
    from bot.client import RummyBot
else:
    import PIL

def later():
    from bot.discord.presenter import hand_message
    import aiosqlite
"""
    found = {(i.target, i.deferred) for i in read_imports(source, "bot.example", is_package=False)}
    assert found == {
        ("typing", False), ("discord", False), ("bot.ratings", False), ("bot.texts", False),
        ("bot.rules.cards", False), ("PIL", False), ("bot.discord.presenter", True), ("aiosqlite", True),
    }


def test_rules_core_imports_no_discord_pillow_database_or_asyncio() -> None:
    assert offences(modules_under("bot.rules"), FORBIDDEN_IN_RULES, ()) == []


def test_rules_core_imports_nothing_of_the_bot_outside_it() -> None:
    """No store, tables, i18n, AI or renderer: the rules are a library the rest of the bot uses."""
    assert offences(modules_under("bot.rules"), set(), (), allowed_project=RULES_MAY_IMPORT) == []


def test_tournament_formats_are_pure() -> None:
    """Pairings and standings are worked out from what they are given: no Discord, store, clock or other layer."""
    assert modules_under("bot.tournaments")
    assert offences(modules_under("bot.tournaments"), FORBIDDEN_IN_RULES, (),
                    allowed_project=("bot.tournaments",)) == []


def test_renderers_see_views_only() -> None:
    assert offences(modules_under("render"), FORBIDDEN_IN_VIEW_READERS, NOT_FOR_VIEW_READERS) == []


def test_computer_players_see_views_only() -> None:
    assert offences(modules_under("bot.ai"), FORBIDDEN_IN_VIEW_READERS | PILLOW, NOT_FOR_VIEW_READERS) == []


# The one module that joins the layers: each game declared whole, rules with its computer players and pictures.
DECLARATIONS = "bot.games"
# Tools that drive whole declared games: the self-play harness of the computer players, the picture gallery.
WHOLE_GAME_TOOLS = ("bot.ai.selfplay", "render.gallery")


def test_the_declarations_join_rules_players_and_pictures_and_nothing_they_join_imports_them() -> None:
    targets = [i.target for i in imports_of(DECLARATIONS)]
    for layer in ("bot.rules", "bot.ai", "render.games"):
        assert any(is_under(target, (layer,)) for target in targets), f"{DECLARATIONS} declares nothing of {layer}"
    layers = [m for m in modules_under("bot.rules") + modules_under("bot.ai") + modules_under("render")
              if m not in WHOLE_GAME_TOOLS]
    assert offences(layers, set(), (DECLARATIONS,)) == []


def test_cogs_do_not_reach_the_store_module() -> None:
    cogs = modules_under("cogs")
    assert cogs, "no cog found: the layer check would pass on nothing"
    assert offences(cogs, DATABASES, NOT_FOR_COGS) == []


def test_only_the_store_talks_to_the_database_drivers() -> None:
    outside_store = [m for m in project_modules() if not is_under(m, ("bot.store",))]
    assert offences(outside_store, DATABASES, ()) == []


def test_nothing_in_the_bot_imports_the_demo() -> None:
    """``bot.demo`` is a tool around the bot (SimCord in a browser); the bot must run without it."""
    outside_demo = [m for m in project_modules() if not is_under(m, ("bot.demo",))]
    assert outside_demo
    assert offences(outside_demo, set(), ("bot.demo",)) == []


def _cycles(include_deferred: bool) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan), each sorted, in a stable order."""
    modules = project_modules()
    graph = {
        m: sorted({i.target for i in imports_of(m) if i.target in modules and (include_deferred or not i.deferred)})
        for m in modules
    }
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1 or v in graph[v]:
                components.append(sorted(component))

    for module in graph:
        if module not in index:
            connect(module)
    return sorted(components)


# Cycles that exist only through imports deferred into functions. Each one is a design debt: a new cycle, or one
# that grows to more modules, fails; one that shrinks or goes away passes (then shrink or delete its entry here).
KNOWN_DEFERRED_CYCLES = [
    # The palette converts sprites, and the sprites are converted through the palette.
    {"render.notation", "render.palette", "render.raster", "render.sprites"},
]


def test_no_import_cycle_when_modules_load() -> None:
    assert _cycles(include_deferred=False) == []


def test_deferred_imports_hide_no_cycle_but_the_known_ones() -> None:
    unknown = [cycle for cycle in _cycles(include_deferred=True)
               if not any(set(cycle) <= known for known in KNOWN_DEFERRED_CYCLES)]
    assert unknown == []


PATH_IN_BACKTICKS = re.compile(r"`([A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)+/?)`")
WRITTEN_AT_RUN_TIME = ("data/", "gallery/")  # the database and `make gallery`'s pictures


def test_the_documents_name_only_files_that_exist() -> None:
    """A path written in a document (`bot/tables/table.py`, `docs/rules/gin.md`) is a file or folder of the repo, so
    the documents cannot silently fall behind a move or a rename."""
    documents = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    named = {
        (document.relative_to(ROOT).as_posix(), path)
        for document in documents
        for path in PATH_IN_BACKTICKS.findall(document.read_text(encoding="utf-8"))
    }
    assert len(named) > 20, "the pattern finds no paths: the check would pass on nothing"
    missing = [(doc, path) for doc, path in named
               if not path.startswith(WRITTEN_AT_RUN_TIME) and "..." not in path and not (ROOT / path).exists()]
    assert sorted(missing) == []


def test_every_game_has_its_rules_page() -> None:
    from bot.rules import registry

    missing = [game for game in registry.BUILTIN_GAMES if not (ROOT / "docs" / "rules" / f"{game}.md").is_file()]
    assert missing == []


@pytest.mark.parametrize("module", sorted(project_modules()))
def test_every_project_module_imports(module: str) -> None:
    """A module that cannot be imported fails here (no test anywhere may skip it instead)."""
    importlib.import_module(module)  # entry points (__main__, gallery, solve) run only under their main guard


def test_only_the_tables_write_game_records() -> None:
    """A game's record (state, seats, table message, DM failures) is saved by its table and nothing else: the
    Discord side asks the table (``Table.remember_message``, ``Table.mark_dms_closed``)."""
    writers = []
    for module in project_modules():
        if is_under(module, ("bot.tables", "bot.store")):
            continue
        path = ROOT / (module.replace(".", "/") + ".py")
        if not path.exists():
            path = ROOT / module.replace(".", "/") / "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("save_game", "transaction"):
                writers.append(f"{module}:{node.lineno} {node.attr}")
    assert writers == []


# Discord's names for its button colours: the rules speak of what a button does ("main", "go"), never of these.
DISCORD_COLOURS = {"primary", "secondary", "success", "blurple", "greyple", "link", "premium"}


def _rules_sources() -> dict[str, str]:
    return {m: project_modules()[m].read_text(encoding="utf-8") for m in modules_under("bot.rules")}


def test_the_rules_name_no_discord_limit_or_colour() -> None:
    """Discord's shape stays in bot/discord: the rules give a button a style by what it does and a menu at most
    ``MENU_CHOICES`` choices, and the Discord side maps the styles to its colours and checks its own limits."""
    from typing import get_args

    from bot.discord import components
    from bot.discord.components import MAX_SELECT_OPTIONS, STYLES
    from bot.rules.base import MENU_CHOICES, PANEL_ROWS, ROW_BUTTONS, ButtonStyle

    found = []
    for module, source in _rules_sources().items():
        tree = ast.parse(source)
        has_docstring = bool(tree.body) and isinstance(tree.body[0], ast.Expr)
        docstring_end = (tree.body[0].end_lineno or 0) if has_docstring else 0  # may say what the rules are not
        body = tree.body[1:] if has_docstring else tree.body
        for node in ast.walk(ast.Module(body=body, type_ignores=[])):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in DISCORD_COLOURS:
                found.append(f"{module}:{node.lineno} names Discord's colour {node.value!r}")
        for number, line in enumerate(source.splitlines(), start=1):
            if "discord" in line.lower() and number > docstring_end:
                found.append(f"{module}:{number} speaks of Discord: {line.strip()}")
    assert found == []
    assert set(get_args(ButtonStyle)) == set(STYLES), "every style of the rules has its Discord colour"
    assert MENU_CHOICES <= MAX_SELECT_OPTIONS
    assert (PANEL_ROWS, ROW_BUTTONS) == (components.PANEL_ROWS, components.ROW_BUTTONS)  # the room panels plan in


def test_the_menu_size_is_named_once_in_the_rules() -> None:
    """``MENU_CHOICES`` is the rules' one menu size: no module of the rules defines a limit of its own."""
    pattern = re.compile(r"^(MAX_\w*|\w*_MENU\w*|\w*_CHOICES)\s*=\s*25\b", re.MULTILINE)
    assert [m for m, source in _rules_sources().items() if pattern.search(source)] == ["bot.rules.base"]
