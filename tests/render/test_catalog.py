"""Every word in an image comes from render.ftl, in English and in French with the same placeholders."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.i18n import LOCALES_DIR, t

RENDER_DIR = Path(__file__).resolve().parents[2] / "render"

# Keys built at run time from engine values (phases, roles, results).
DYNAMIC_KEYS = (
    [f"render-mu-role-{r}" for r in ("chief", "vice", "partner")]
    + [f"render-mu-last-{a}" for a in ("bid", "pass")]
    + [f"render-mu-colour-{c}" for c in "rbgyk"]
    + [f"render-gin-result-{r}" for r in ("knock", "undercut", "gin", "big-gin")]
    + [f"render-rummy-result-{r}" for r in ("blocked", "wash", "out")]
)


class Variables(Visitor):
    """Collects the names of the variables a message uses."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def messages(locale: str) -> dict[str, set[str]]:
    """Message id -> the variables it uses."""
    resource = FluentParser().parse((LOCALES_DIR / locale / "render.ftl").read_text(encoding="utf-8"))
    found: dict[str, set[str]] = {}
    for entry in resource.body:
        assert not isinstance(entry, ast.Junk), entry.content
        if isinstance(entry, ast.Message):
            variables = Variables()
            variables.visit(entry)
            found[entry.id.name] = variables.names
    return found


def test_english_and_french_have_the_same_messages_and_placeholders() -> None:
    assert messages("en") == messages("fr")


def test_every_key_the_renderers_use_exists() -> None:
    english = messages("en")
    used = set()
    for path in RENDER_DIR.rglob("*.py"):
        used |= set(re.findall(r'"(render-[a-z0-9-]+)"', path.read_text(encoding="utf-8")))
    missing = sorted(key for key in used | set(DYNAMIC_KEYS) if key not in english)
    assert not missing


def test_plurals_and_numbers_follow_the_language() -> None:
    assert t("en", "render-cards-in-hand", count=1) == "1 card"
    assert t("en", "render-cards-in-hand", count=3) == "3 cards"
    assert t("fr", "render-cards-in-hand", count=1) == "1 carte"
    # Ratings are shown as whole points, as in the text board.
    assert t("fr", "render-leaderboard-rating-value", rating=1500.25) == "1\u202f500"
    assert t("en", "render-leaderboard-rating-value", rating=1069.0) == "1,069"
