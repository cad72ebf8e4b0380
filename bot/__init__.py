"""The rummy bot. ``bot.create_bot(settings)`` builds the Discord client; ``python -m bot`` runs it.

``create_bot`` is imported lazily so that ``bot.rules`` (pure, fast to import) never pulls in discord.py.
"""

from typing import Any

__all__ = ["create_bot"]


def __getattr__(name: str) -> Any:
    if name == "create_bot":
        from bot.client import create_bot

        return create_bot
    raise AttributeError(name)
