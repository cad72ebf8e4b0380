"""``Refusal``: what the bot refuses that is not a move of a game (a lobby's rules, a permission, a table's state, a
command's input). A move the game does not allow is the rules' ``IllegalMove``; both are ``Refused``, so the
Discord side answers either the same way, privately, from the same catalog keys (``err-<code>``)."""

from __future__ import annotations

from bot.rules.base import Refused


class Refusal(Refused):
    """A request refused for what it is not a move: nothing changed; the reasons go to whoever asked."""
