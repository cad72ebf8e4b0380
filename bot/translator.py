"""Slash command descriptions, option names' descriptions and choices in French and English, from the catalogs.

Command and option names stay as they are (players type them); ``locale_str`` carries the catalog key.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

from discord import Locale, app_commands

from bot.i18n import has, normalize, t

T_callable = TypeVar("T_callable", bound=Callable[..., Any])


def localized_option_names(*names: str) -> Callable[[T_callable], T_callable]:
    """Option names shown in the user's language (``card`` reads ``carte`` in French); the code keeps its own."""
    return app_commands.rename(**{name: app_commands.locale_str(name, key=f"name-{name}") for name in names})


def T(key: str) -> app_commands.locale_str:
    """A translatable command text whose default (English) wording also comes from the catalog."""
    return app_commands.locale_str(t("en", key), key=key)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        language = normalize(locale.value)
        if key is None or language is None or not has(language, key.split(".")[0]):
            return None
        return t(language, key)


# "/bid cards:" or "/game new game:" inside a text: a command followed by one of its option names.
COMMAND_OPTION = re.compile(r"(/[a-z]+(?: [a-z]+)?)((?: [a-z_]+:)+)")


def with_local_option_names(text: str, locale: str) -> str:
    """Option names in a text as the reader's Discord client shows them (``/bid cartes:`` in French)."""
    def local(match: re.Match[str]) -> str:
        names = [name.strip().rstrip(":") for name in match.group(2).split()]
        shown = [t(locale, f"name-{name}") if has(locale, f"name-{name}") else name for name in names]
        return match.group(1) + "".join(f" {name}:" for name in shown)

    return COMMAND_OPTION.sub(local, text)
