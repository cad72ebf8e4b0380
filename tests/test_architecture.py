"""Structural promises of ARCHITECTURE.md that a refactor must not break."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN_IN_RULES = {"discord", "PIL", "aiosqlite", "asyncio"}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_rules_core_imports_no_discord_pillow_sqlite_or_asyncio() -> None:
    offenders = {
        str(path.relative_to(ROOT)): sorted(imported_roots(path) & FORBIDDEN_IN_RULES)
        for path in (ROOT / "bot" / "rules").rglob("*.py")
        if imported_roots(path) & FORBIDDEN_IN_RULES
    }
    assert offenders == {}
