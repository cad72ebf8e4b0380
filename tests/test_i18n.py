"""Catalogs: English and French hold the same messages with the same placeholders; no sentence bypasses them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from bot.i18n import LOCALES_DIR, SUPPORTED, resolve_locale, t

ROOT = Path(__file__).resolve().parents[1]


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.names.add(node.id.name)


def catalog(locale: str) -> dict[str, set[str]]:
    """Message id (and id.attribute) -> the variables it uses, over every .ftl file of a locale."""
    found: dict[str, set[str]] = {}
    for path in sorted((LOCALES_DIR / locale).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, fluent_ast.Junk)]
        assert not junk, f"{path}: unparsable entries {[j.content[:60] for j in junk]}"
        for entry in resource.body:
            if isinstance(entry, fluent_ast.Message):
                visitor = _Variables()
                visitor.visit(entry)
                assert entry.id.name not in found, f"{path}: {entry.id.name} is defined twice"
                found[entry.id.name] = visitor.names
    return found


def test_every_message_exists_in_every_language_with_the_same_placeholders():
    catalogs = {locale: catalog(locale) for locale in SUPPORTED}
    english = catalogs["en"]
    for locale, messages in catalogs.items():
        assert set(messages) == set(english), (
            locale, sorted(set(english) - set(messages)), sorted(set(messages) - set(english)))
        for key, variables in messages.items():
            assert variables == english[key], (locale, key, variables, english[key])


def test_catalog_files_pair_up():
    names = {locale: {p.name for p in (LOCALES_DIR / locale).glob("*.ftl")} for locale in SUPPORTED}
    assert names["fr"] == names["en"]


def test_language_choice_order():
    assert resolve_locale("fr", "en-US", "en") == "fr"
    assert resolve_locale(None, "fr", "en") == "fr"
    assert resolve_locale(None, "de", "fr") == "fr"
    assert resolve_locale(None, "de", "ja") == "en"
    assert resolve_locale(None, "en-GB", "fr") == "en"


def test_french_plurals_and_numbers():
    assert t("fr", "stats-line", game="Rami", games=1, wins=0, rating=2.5) == "**Rami** : 0 victoire en 1 partie, cote 2,5"
    assert t("en", "stats-line", game="Rummy", games=2, wins=1, rating=2.5) == "**Rummy**: 1 win in 2 games, rating 2.5"


@pytest.mark.parametrize(("key", "arg", "words"), [
    ("seat-held", "count", ("carte", "cartes")), ("seat-held-tiles", "count", ("tuile", "tuiles")),
    ("history-page", "total", ("partie", "parties")), ("server-board-reset", "players", ("cote", "cotes")),
    ("stats-mu-chief", "hands", ("fois", "fois")),
])
def test_french_singular_is_for_zero_and_one_and_says_the_number(key: str, arg: str, words: tuple[str, str]) -> None:
    """French uses the singular for 0 and 1 ("0 carte"): a count that can be 0 must say its own number there,
    never a written "1" (a player with no cards left read "1 carte")."""
    args = {"page": 1, "pages": 1, "game": "Mü", "made": 0}
    for count, word in ((0, words[0]), (1, words[0]), (2, words[1])):
        text = t("fr", key, **args, **{arg: count})
        assert f"{count} {word}" in text, text


# Calls whose text reaches a user, and the keyword arguments that carry it.
USER_FACING_CALLS = {
    "send": {"content"}, "send_message": {"content"}, "edit": {"content"}, "edit_message": {"content"},
    "reply": {"content"}, "Embed": {"title", "description"}, "add_field": {"name", "value"},
    "set_footer": {"text"}, "Button": {"label", "placeholder"}, "SelectOption": {"label", "description"},
    "Select": {"placeholder"}, "TextInput": {"label", "placeholder"}, "Modal": {"title"},
    "Choice": {"name"}, "text": set(),
}


def _literal_text(node: ast.AST) -> bool:
    """A string literal (or f-string with literal words) that reads like language, not an id or a symbol."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        words = [w for w in node.value.replace("_", " ").split() if w.isalpha() and len(w) > 1]
        return len(words) >= 1 and not node.value.startswith(("rb:", "attachment://", "https://"))
    if isinstance(node, ast.JoinedStr):
        return any(_literal_text(v) for v in node.values if isinstance(v, ast.Constant))
    return False


NOT_SHOWN = "# i18n: never shown to players"


def test_no_user_facing_literal_bypasses_the_catalogs():
    """Text drawn or sent must come from the catalogs; a line may opt out with NOT_SHOWN (e.g. a calibration
    sample that no player ever sees)."""
    offenders = []
    for folder in ("bot", "cogs", "render"):
        for path in (ROOT / folder).rglob("*.py"):
            if "rules" in path.parts or path.name == "__main__.py":
                continue  # the rules core has no text; __main__ talks to the operator in a terminal, not to players
            source = path.read_text(encoding="utf-8")
            lines = source.splitlines()
            tree = ast.parse(source)
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call):
                    continue
                name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                if name not in USER_FACING_CALLS:
                    continue
                carriers = [k.value for k in node.keywords if k.arg in USER_FACING_CALLS[name]]
                if name in {"send", "send_message", "reply", "edit_message", "text"} and node.args:
                    carriers.append(node.args[-1] if name == "text" else node.args[0])
                if NOT_SHOWN in lines[node.lineno - 1]:
                    continue
                for value in carriers:
                    if _literal_text(value):
                        offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []
