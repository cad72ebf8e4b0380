"""Slash command descriptions, option names' descriptions and choices in French and English, from the catalogs.

Command and option names stay as they are (players type them); ``locale_str`` carries the catalog key.
"""

from __future__ import annotations

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
