"""Mü, the trick-taking game with an auction by showing cards (seed 003; spec shared/rules/mu.md)."""

from bot.rules.mu.cards import Card
from bot.rules.mu.views import MuHandResult, MuSeatView, MuView, PlayedCard

__all__ = ["Card", "MuHandResult", "MuSeatView", "MuView", "PlayedCard"]
