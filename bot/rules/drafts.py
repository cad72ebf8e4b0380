"""Select values of cards when a hand holds two of the same card (the double decks of RailRoad and Rummy): a menu
needs a value per option, so the second copy is ``7♥~2``; ``plain_value`` gives the card back."""

from __future__ import annotations

COPY_MARK = "~"  # "7♥~2": the second 7♥ of a hand, as a select value (``bot.rules.paging.unique_values``)


def plain_value(value: str) -> str:
    """The card of a select value (``7♥~2`` -> ``7♥``)."""
    return value.split(COPY_MARK)[0]
