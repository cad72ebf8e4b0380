"""Every word in an image comes from the ``render.ftl`` catalogs through ``bot.i18n.t``."""

from __future__ import annotations

from typing import Any

from bot.i18n import t


def tr(locale: str, key: str, /, **params: Any) -> str:
    return t(locale, key, **params)
