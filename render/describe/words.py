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


def tile_run(locale: str, values: Sequence[str]) -> str | None:
    """A run of one colour without jokers, said short: ``red 4 to 8``; None when the tiles are not one."""
    parsed = [(value[:1].lower(), value[1:]) for value in values]
    if len(parsed) < 3 or any(colour not in "rbko" or not number.isdigit() for colour, number in parsed):
        return None
    numbers = [int(number) for _colour, number in parsed]
    if len({colour for colour, _number in parsed}) != 1 or numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        return None
    return tr(locale, "describe-tile-run", colour=parsed[0][0], first=numbers[0], last=numbers[-1])


def card_run(locale: str, values: Sequence[Card]) -> str | None:
    """A run of one suit without jokers, said short: ``10 to king of diamonds``; None when the cards are not one.
    ``wild`` cards (RailRoad's 2s) are named one by one, so they are never part of a short run."""
    if len(values) < 3 or any(card.is_joker for card in values) or len({card.suit for card in values}) != 1:
        return None
    ranks = [card.rank for card in values]
    high = [14 if rank == 1 else rank for rank in ranks]  # an ace after the king
    if ranks != list(range(ranks[0], ranks[0] + len(ranks))) and high != list(range(high[0], high[0] + len(high))):
        return None
    return tr(locale, "describe-card-run", first=RANK_NAMES[values[0].rank], last=RANK_NAMES[values[-1].rank],
              suit=values[0].suit.lower())


def card_set(locale: str, naturals: Sequence[Card], wilds: Sequence[str] = ()) -> str | None:
    """A set of one rank said short, its suits grouped: ``3 7s: hearts ×2, spades``; ``wilds`` (already named,
    ``joker as 7``) follow the suits. None when the natural cards are not at least two of one rank (or a joker)."""
    if (len(naturals) + len(wilds) < 3 or len(naturals) < 2 or any(card.is_joker for card in naturals)
            or len({card.rank for card in naturals}) != 1):
        return None
    counts: dict[str, int] = {}
    for card in naturals:
        counts[card.suit] = counts.get(card.suit, 0) + 1
    suits = [tr(locale, "describe-suit", suit=suit.lower()) for suit in counts]
    said = [tr(locale, "describe-times", what=suit, count=count) if count > 1 else suit
            for suit, count in zip(suits, counts.values(), strict=True)]
    return tr(locale, "describe-card-set", count=len(naturals) + len(wilds), rank=RANK_NAMES[naturals[0].rank],
              suits=", ".join([*said, *wilds]))


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
