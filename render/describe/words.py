"""Tiles and cards named in words, in the reader's language: ``red 7``, ``queen of hearts``, ``7 rouge``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.rules.cards import RANK_NAMES, Card
from bot.rules.mu.cards import Card as MuCard
from render.context import RenderContext
from render.text import tr


def card(locale: str, value: Card) -> str:
    """A playing card: ``queen of hearts``, ``dame de cœur``, ``joker``."""
    if value.is_joker:
        return tr(locale, "describe-joker")
    return tr(locale, "describe-card", rank=RANK_NAMES[value.rank], suit=value.suit.lower())


def cards(locale: str, values: Iterable[Card]) -> str:
    return ", ".join(card(locale, value) for value in values) or tr(locale, "describe-none")


def tile(locale: str, text: str, stands_for: str = "") -> str:
    """A tile from its notation (``r7``, a joker ``j``): ``red 7``, ``joker as red 7``."""
    value = text.strip().lower()
    if value[:1] in "rbko" and value[1:].isdigit():
        return tr(locale, "describe-tile", colour=value[0], number=int(value[1:]))
    if stands_for:
        meant = " / ".join(tile(locale, part) for part in stands_for.split("/") if part)
        return tr(locale, "describe-joker-as", tile=meant)
    return tr(locale, "describe-joker")


def tiles(locale: str, values: Iterable[str], stands_for: Sequence[str] = ()) -> str:
    listed = list(values)
    stands = list(stands_for) if len(stands_for) == len(listed) else [""] * len(listed)
    return ", ".join(tile(locale, value, stand) for value, stand in zip(listed, stands, strict=True)) or tr(
        locale, "describe-none"
    )


def mu_card(locale: str, value: MuCard) -> str:
    """A Mü card: ``red 7``, ``7 rouge``."""
    return tr(locale, "describe-mu-card", colour=value.colour, number=value.number)


def mu_cards(locale: str, values: Iterable[MuCard]) -> str:
    return ", ".join(mu_card(locale, value) for value in values) or tr(locale, "describe-none")


def turn(ctx: RenderContext, seats: Iterable[int]) -> str:
    """Whose turn it is (several seats: a claim window, Mü's auction), or nothing when nobody is to act."""
    names = [ctx.name(seat) for seat in seats]
    if not names:
        return ""
    return tr(ctx.locale, "describe-turn", names=", ".join(names), count=len(names))
