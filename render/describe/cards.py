"""Words shared by the three playing-card games: the piles, a player's cards held, melds by number."""

from __future__ import annotations

from collections.abc import Sequence

from bot.rules.cards import Card
from render.context import RenderContext
from render.describe import HandListing
from render.describe import words as w
from render.text import tr


def piles(ctx: RenderContext, stock_count: int, discard_top: Card | None, discard_count: int) -> list[str]:
    loc = ctx.locale
    lines = [tr(loc, "describe-stock", count=stock_count)]
    if discard_top is None:
        lines.append(tr(loc, "describe-discard-empty"))
    else:
        lines.append(tr(loc, "describe-discard", card=w.card(loc, discard_top), count=discard_count))
    return lines


def held(ctx: RenderContext, seat: int, count: int, *, dealer: bool = False) -> str:
    return tr(ctx.locale, "describe-cards-player", name=ctx.name(seat), count=count,
              dealer="yes" if dealer else "no")


def meld(ctx: RenderContext, number: int, owner: int, cards: Sequence[Card], readings: Sequence[str] = ()) -> str:
    """``Meld 3 (Alice): 5 of hearts, 6 of hearts, joker as 7``: ``readings`` says what each wild stands for; a run
    of natural cards is said short, ``5 to 8 of hearts``, and so is a set, ``3 7s: hearts ×2, joker as 7``."""
    loc = ctx.locale
    readings = readings if len(readings) == len(cards) else [""] * len(cards)
    named = [tr(loc, "describe-wild-as", card=w.card(loc, card), rank=reading) if reading else w.card(loc, card)
             for card, reading in zip(cards, readings, strict=True)]
    naturals = [card for card, reading in zip(cards, readings, strict=True) if not reading]
    wilds = [name for name, reading in zip(named, readings, strict=True) if reading]
    short = (None if any(readings) else w.card_run(loc, cards)) or w.card_set(loc, naturals, wilds)
    return tr(loc, "describe-meld", number=number, name=ctx.name(owner), cards=short or ", ".join(named))


def hand_line(ctx: RenderContext, cards: Sequence[Card]) -> str:
    """The reader's whole hand (a ``HandListing``: the text table's message gives it already)."""
    return HandListing(tr(ctx.locale, "describe-hand", cards=w.cards(ctx.locale, cards)))
