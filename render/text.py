"""Every word in an image comes from the ``render.ftl`` catalogs through ``bot.i18n.t``."""

from __future__ import annotations

from typing import Any

from bot.i18n import t


def tr(locale: str, key: str, /, **params: Any) -> str:
    return t(locale, key, **params)


def clock(seconds: int) -> str:
    """``1:05`` for 65 seconds (digits and a colon read the same in every language)."""
    seconds = max(0, seconds)
    return f"{seconds // 60}:{seconds % 60:02d}"
