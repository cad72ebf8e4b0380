"""Mü cards, the deck, card points, notation and trumps.

Mü cards are not playing cards: each has a colour (``r b g y k``) and a number 0-9. Every colour holds
0,1,1,2,3,4,5,6,7,7,8,9, so two physically identical cards exist (two red 7s). They are equal in every respect,
so hands are multisets of ``Card`` values rather than sets of numbered objects.

A trump is written as a string: a colour letter (``"r"``) or a number digit (``"7"``). ``MU`` is the Chief's
"no trump" choice, which makes no card trump.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

COLOURS: tuple[str, ...] = ("r", "b", "g", "y", "k")
THREE_PLAYER_COLOURS: tuple[str, ...] = ("r", "b", "g")  # decision: yellow and black leave a 3-player game
NUMBERS_PER_COLOUR: tuple[int, ...] = (0, 1, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9)
POINTS_BY_NUMBER: tuple[int, ...] = (1, 0, 1, 1, 1, 1, 2, 2, 1, 0)  # the triangles printed on the cards
MU = "mu"

_COLOUR_ORDER = {colour: index for index, colour in enumerate(COLOURS)}

# Letters and words a player may type for a colour, English and French (they never collide).
COLOUR_ALIASES: dict[str, str] = {
    "r": "r", "red": "r", "rouge": "r",
    "b": "b", "blue": "b", "bleu": "b",
    "g": "g", "green": "g", "v": "g", "vert": "g",
    "y": "y", "yellow": "y", "j": "y", "jaune": "y",
    "k": "k", "black": "k", "n": "k", "noir": "k",
}  # fmt: skip
# The colour letters a player reads in their language, where they differ from the stored ones (``COLOURS``): French
# players read vert, jaune, noir (and may type them: ``COLOUR_ALIASES``). Stored cards and menu values never change.
LETTERS_BY_LANGUAGE: dict[str, dict[str, str]] = {"fr": {"g": "v", "y": "j", "k": "n"}}
_CARD_IN_TEXT = re.compile(r"\b([rbgyk])(\d)\b")
MU_ALIASES: frozenset[str] = frozenset({"mu", "mü", "mue", "none", "no", "aucun", "aucune", "rien", "sans"})


@dataclass(frozen=True, slots=True)
class Card:
    """One Mü card: ``colour`` is a letter of ``COLOURS``, ``number`` is 0-9. ``str(card)`` is ``r7``."""

    colour: str
    number: int

    def __str__(self) -> str:
        return f"{self.colour}{self.number}"

    @property
    def points(self) -> int:
        return POINTS_BY_NUMBER[self.number]

    def to_json(self) -> str:
        return str(self)

    @classmethod
    def from_json(cls, data: object) -> Card:
        if not isinstance(data, str):
            raise ValueError(f"not a Mü card: {data!r}")
        return cls.from_text(data)

    @classmethod
    def from_text(cls, text: str) -> Card:
        """The canonical form ``r7`` (used by JSON); ``parse_cards`` is the forgiving parser for players."""
        colour, number = text[0], int(text[1:])
        if colour not in _COLOUR_ORDER or not 0 <= number <= 9:
            raise ValueError(f"not a Mü card: {text!r}")
        return cls(colour, number)


def sort_key(card: Card) -> tuple[int, int]:
    return (_COLOUR_ORDER[card.colour], card.number)


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=sort_key))


def colours_for(active_players: int) -> tuple[str, ...]:
    return THREE_PLAYER_COLOURS if active_players == 3 else COLOURS


def build_deck(colours: Iterable[str]) -> list[Card]:
    return [Card(colour, number) for colour in colours for number in NUMBERS_PER_COLOUR]


def total_points(cards: Iterable[Card]) -> int:
    return sum(POINTS_BY_NUMBER[card.number] for card in cards)


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


_CARD_TOKEN = re.compile(r"([^\W\d_]+)\s*(\d)")


class NotationError(ValueError):
    """The text holds something that is not a card; ``fragment`` is the part not understood."""

    def __init__(self, fragment: str) -> None:
        super().__init__(fragment)
        self.fragment = fragment


def parse_cards(text: str) -> list[Card]:
    """``"r7 b1, vert 0"`` -> cards. Case-insensitive; spaces and commas between cards are ignored."""
    cleaned = text.strip().lower()
    cards: list[Card] = []
    position = 0
    for match in _CARD_TOKEN.finditer(cleaned):
        gap = cleaned[position : match.start()]
        if gap.strip(" ,;"):
            raise NotationError(gap.strip(" ,;"))
        colour = COLOUR_ALIASES.get(match.group(1))
        if colour is None:
            raise NotationError(match.group(1))  # the word that is no colour ("discard" of "discard 52")
        cards.append(Card(colour, int(match.group(2))))
        position = match.end()
    rest = cleaned[position:].strip(" ,;")
    if rest:
        raise NotationError(rest)
    return cards


def parse_trump(text: str) -> str:
    """``"red"``, ``"r"``, ``"7"``, ``"7s"``, ``"mu"`` -> ``"r"``, ``"7"`` or ``MU``; NotationError otherwise."""
    word = text.strip().lower()
    if word in MU_ALIASES:
        return MU
    if word in COLOUR_ALIASES:
        return COLOUR_ALIASES[word]
    number = word.removesuffix("s")
    if len(number) == 1 and number.isdigit():
        return number
    raise NotationError(text.strip())


def is_colour_trump(trump: str) -> bool:
    return trump in _COLOUR_ORDER


def matches(trump: str | None, card: Card) -> bool:
    """Whether ``trump`` (colour letter, digit, ``MU`` or None) makes ``card`` a trump."""
    if trump is None or trump == MU:
        return False
    if trump in _COLOUR_ORDER:
        return card.colour == trump
    return card.number == int(trump)


def trump_options(shown: Iterable[Card]) -> list[str]:
    """The colours and numbers a player may name: those printed on its own face-up bid cards."""
    colours = {card.colour for card in shown}
    numbers = {card.number for card in shown}
    return [colour for colour in COLOURS if colour in colours] + [str(n) for n in range(10) if n in numbers]


TRUMP_SUIT = "trump"


def effective_suit(card: Card, chief_trump: str | None, vice_trump: str | None) -> str:
    """``TRUMP_SUIT`` for a trump card (it leaves its printed colour), else the card's colour."""
    if matches(chief_trump, card) or matches(vice_trump, card):
        return TRUMP_SUIT
    return card.colour


def strength(card: Card, led_suit: str, chief_trump: str | None, vice_trump: str | None) -> tuple[int, int]:
    """Comparison key inside one trick: the highest key wins, ties go to the card played first.

    Double trumps beat chief trumps beat vice trumps beat the led colour; a trump named by number makes all its
    cards equal, a trump named by colour ranks them by number. Off-suit discards can never win.
    """
    chief = matches(chief_trump, card)
    vice = matches(vice_trump, card)
    if chief and vice:
        return (3, 0)
    if chief:
        return (2, card.number if chief_trump is not None and is_colour_trump(chief_trump) else 0)
    if vice:
        return (1, card.number if vice_trump is not None and is_colour_trump(vice_trump) else 0)
    if card.colour == led_suit:
        return (0, card.number)
    return (-1, 0)


def trick_winner_index(cards: list[Card], chief_trump: str | None, vice_trump: str | None) -> int:
    """Index (in playing order) of the card that wins a complete or partial trick."""
    led_suit = effective_suit(cards[0], chief_trump, vice_trump)
    best_index = 0
    best_key = strength(cards[0], led_suit, chief_trump, vice_trump)
    for index in range(1, len(cards)):
        key = strength(cards[index], led_suit, chief_trump, vice_trump)
        if key > best_key:  # strictly greater: an equal card played later never wins
            best_index, best_key = index, key
    return best_index


def cards_in_language(text: str, locale: str) -> str:
    """``text`` with every card written with the colour letters of ``locale`` (``g1 y1 k2`` reads ``v1 j1 n2`` in
    French); other words are left alone (a card is a letter and a digit standing alone)."""
    letters = LETTERS_BY_LANGUAGE.get(locale.split("-")[0].lower())
    if not letters:
        return text
    return _CARD_IN_TEXT.sub(lambda match: letters.get(match[1], match[1]) + match[2], text)
