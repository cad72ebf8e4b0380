"""Playing cards shared by Rummy, Gin Rummy and RailRoad Rummy: cards, decks and the notation players type.

Three forms of a card, each used in one place:

- ``Card``: the value the engines work with. Frozen, hashable, ordered for display (by suit ♠ ♥ ♣ ♦, then rank,
  jokers last). Several decks may hold equal cards; hands are lists, so duplicates are simply repeated.
- ``card.code``: the compact JSON form, ASCII, rank + suit letter: ``"QH"``, ``"10S"``, ``"AC"``, ``"JK"`` for a
  joker. ``Card.from_code`` reads it back. States and actions store cards this way.
- ``format_card(card)``: the canonical text shown to players in every language and in images: rank + suit
  symbol, ``"10♥"``, ``"Q♠"``, ``"A♣"``. **The canonical joker is ``"JK"``** (plain letters render in every font,
  unlike the 🃏 emoji, which is still accepted as input).

``parse_cards(text, locale)`` reads what players type (docs/rules/*.md): case-insensitive, spaces and commas
ignored between cards, cards may also be run together (``5h6h7h``). Ranks ``A 2..10 J Q K`` plus the French
``V D R`` (and ``1`` for ace, ``T`` for ten); suits ``s h d c`` or the symbols ``♠ ♥ ♦ ♣``; the French suit letters
``p`` (pique) ``c`` (coeur) ``k`` (carreau) ``t`` (trèfle) only when ``locale`` is French, because ``c`` is clubs in
English and hearts in French; jokers ``jk``, ``joker`` or ``*``. Anything unreadable raises
``IllegalMove("cards-unreadable", piece=..., suggestion=...)`` naming the piece and the closest valid card.
Games without jokers parse with ``jokers=False``: a joker is refused as ``cards-no-jokers``, and an unreadable
piece is ``cards-unreadable-no-jokers``, whose suggestion is never a joker.
"""

from __future__ import annotations

import difflib
import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property, total_ordering

from bot.rules.base import IllegalMove

SPADES, HEARTS, CLUBS, DIAMONDS = "S", "H", "C", "D"
SUITS: tuple[str, ...] = (SPADES, HEARTS, CLUBS, DIAMONDS)  # display order: colours alternate
SUIT_SYMBOLS: dict[str, str] = {SPADES: "♠", HEARTS: "♥", CLUBS: "♣", DIAMONDS: "♦"}
RED_SUITS: frozenset[str] = frozenset({HEARTS, DIAMONDS})

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
RANKS: tuple[int, ...] = tuple(range(ACE, KING + 1))
JOKER_RANK = 0
RANK_NAMES: dict[int, str] = {ACE: "A", JACK: "J", QUEEN: "Q", KING: "K"} | {n: str(n) for n in range(2, 11)}
JOKER_TEXT = "JK"

_SUIT_ORDER = {suit: index for index, suit in enumerate(SUITS)}


@total_ordering
@dataclass(frozen=True)
class Card:
    """One playing card. ``rank`` 1 (ace) .. 13 (king), ``suit`` one of ``SUITS``; a joker is rank 0, suit ""."""

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if self.rank == JOKER_RANK:
            if self.suit:
                raise ValueError("a joker has no suit")
        elif self.rank not in RANK_NAMES or self.suit not in _SUIT_ORDER:
            raise ValueError(f"no such card: rank {self.rank!r}, suit {self.suit!r}")

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @cached_property  # (every saved move writes each card of the state: worked out once per card)
    def code(self) -> str:
        """Compact ASCII form for JSON: ``"QH"``, ``"10S"``, ``"JK"``."""
        return JOKER_TEXT if self.is_joker else RANK_NAMES[self.rank] + self.suit

    def to_json(self) -> str:
        return self.code

    @classmethod
    def from_json(cls, data: object) -> Card:
        if not isinstance(data, str):
            raise ValueError(f"not a card code: {data!r}")
        return cls.from_code(data)

    @classmethod
    def from_code(cls, code: str) -> Card:
        if code == JOKER_TEXT:
            return JOKER
        rank = _RANK_BY_NAME.get(code[:-1])
        if rank is None or code[-1:] not in _SUIT_ORDER:
            raise ValueError(f"not a card code: {code!r}")
        return cls(rank, code[-1])

    def sort_key(self) -> tuple[int, int]:
        if self.is_joker:
            return (len(SUITS), 0)
        return (_SUIT_ORDER[self.suit], self.rank)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.sort_key() < other.sort_key()

    def __str__(self) -> str:
        return format_card(self)

    def __repr__(self) -> str:
        return f"Card({self.code})"


JOKER = Card(JOKER_RANK, "")
_RANK_BY_NAME = {name: rank for rank, name in RANK_NAMES.items()}


def card(code: str) -> Card:
    """Shorthand for ``Card.from_code`` (tests, examples): ``card("10H")``."""
    return Card.from_code(code)


def cards_from_codes(codes: Iterable[str]) -> list[Card]:
    return [Card.from_code(code) for code in codes]


def codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


def pip_value(c: Card) -> int:
    """Rummy and Gin card value: ace 1, 2-10 face value, J Q K 10 (jokers are not used by those games)."""
    return min(c.rank, 10)


# --- decks -----------------------------------------------------------------------------------------------------


def standard_deck(jokers: int = 0) -> list[Card]:
    """One 52-card deck in display order, plus ``jokers`` jokers (2 for a 54-card deck)."""
    return [Card(rank, suit) for suit in SUITS for rank in RANKS] + [JOKER] * jokers


def decks(count: int, jokers_per_deck: int = 0) -> list[Card]:
    """``count`` decks mixed together (RailRoad: ``decks(2, jokers_per_deck=2)`` for 108 cards)."""
    result: list[Card] = []
    for _ in range(count):
        result.extend(standard_deck(jokers_per_deck))
    return result


def shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    result = list(cards)
    rng.shuffle(result)
    return result


# --- canonical text --------------------------------------------------------------------------------------------


def format_card(c: Card) -> str:
    """Canonical text, the same in every language and in images: ``"10♥"``, ``"Q♠"``, ``"JK"``."""
    return JOKER_TEXT if c.is_joker else RANK_NAMES[c.rank] + SUIT_SYMBOLS[c.suit]


def format_cards(cards: Iterable[Card], sep: str = " ") -> str:
    return sep.join(format_card(c) for c in cards)


# --- parsing ---------------------------------------------------------------------------------------------------

_RANK_TOKENS: dict[str, int] = {
    "10": 10,
    "a": ACE,
    "1": ACE,
    "t": 10,
    "j": JACK,
    "q": QUEEN,
    "k": KING,
    "v": JACK,  # valet
    "d": QUEEN,  # dame
    "r": KING,  # roi
} | {str(n): n for n in range(2, 10)}
_SUIT_SYMBOL_TOKENS: dict[str, str] = {
    "♠": SPADES, "♤": SPADES, "♥": HEARTS, "♡": HEARTS, "♦": DIAMONDS, "♢": DIAMONDS, "♣": CLUBS, "♧": CLUBS,
}
_SUIT_LETTERS_EN: dict[str, str] = {"s": SPADES, "h": HEARTS, "d": DIAMONDS, "c": CLUBS}
# French: c is coeur (hearts); s, h and d mean nothing else in French, so they keep working.
_SUIT_LETTERS_FR: dict[str, str] = {"p": SPADES, "c": HEARTS, "k": DIAMONDS, "t": CLUBS, "s": SPADES,
                                    "h": HEARTS, "d": DIAMONDS}
_JOKER_TOKENS: tuple[str, ...] = ("joker", "jk", "*", "🃏")
_SEPARATORS = re.compile(r"[\s,;]+")
_INVISIBLE = str.maketrans("", "", "\ufe0f\ufe0e\u200b")


def _is_french(locale: str) -> bool:
    return locale.replace("_", "-").split("-")[0].lower() == "fr"


def parse_cards(text: str, locale: str = "en", jokers: bool = True) -> list[Card]:
    """Every card in ``text``; IllegalMove ``cards-empty`` or ``cards-unreadable`` (piece, suggestion), and with
    ``jokers=False`` ``cards-no-jokers`` or ``cards-unreadable-no-jokers``."""
    suits = {**(_SUIT_LETTERS_FR if _is_french(locale) else _SUIT_LETTERS_EN), **_SUIT_SYMBOL_TOKENS}
    result: list[Card] = []
    for chunk in _SEPARATORS.split(text.translate(_INVISIBLE).lower()):
        position = 0
        while position < len(chunk):
            # A joker token first where jokers exist; elsewhere a card reading wins ("jk" is J♦ in French).
            parsed = (_read_joker(chunk, position) if jokers else None) or _read_card(chunk, position, suits)
            if parsed is None:
                piece = chunk[position:]
                if not jokers and _read_joker(chunk, position) is not None:
                    raise IllegalMove("cards-no-jokers")
                code = "cards-unreadable" if jokers else "cards-unreadable-no-jokers"
                raise IllegalMove(code, piece=piece, suggestion=suggest_card(piece, locale, jokers))
            found, position = parsed
            result.append(found)
    if not result:
        raise IllegalMove("cards-empty")
    return result


def parse_card(text: str, locale: str = "en", jokers: bool = True) -> Card:
    """Exactly one card; IllegalMove ``cards-not-one`` when the text holds several."""
    found = parse_cards(text, locale, jokers)
    if len(found) != 1:
        raise IllegalMove("cards-not-one", cards=format_cards(found))
    return found[0]


def _read_joker(chunk: str, position: int) -> tuple[Card, int] | None:
    for token in _JOKER_TOKENS:
        if chunk.startswith(token, position):
            return JOKER, position + len(token)
    return None


def _read_card(chunk: str, position: int, suits: dict[str, str]) -> tuple[Card, int] | None:
    for length in (2, 1):
        rank = _RANK_TOKENS.get(chunk[position : position + length])
        if rank is None:
            continue
        suit = suits.get(chunk[position + length : position + length + 1])
        if suit is not None:
            return Card(rank, suit), position + length + 1
    return None


def _all_spellings(locale: str, jokers: bool) -> dict[str, Card]:
    """The usual typed spelling of every card in this locale (aliases left out so suggestions look natural)."""
    french = _is_french(locale)
    suit_letters = _SUIT_LETTERS_FR if french else _SUIT_LETTERS_EN
    faces = {JACK: "v", QUEEN: "d", KING: "r"} if french else {JACK: "j", QUEEN: "q", KING: "k"}
    rank_tokens = {rank: faces.get(rank, RANK_NAMES[rank].lower()) for rank in RANKS}
    spellings: dict[str, Card] = {}
    for rank, rank_token in rank_tokens.items():
        for suit_token, suit in suit_letters.items():
            spellings[rank_token + suit_token] = Card(rank, suit)
    if jokers:
        for token in _JOKER_TOKENS:
            spellings[token] = JOKER
    return spellings


def suggest_card(piece: str, locale: str = "en", jokers: bool = True) -> str:
    """The canonical text of the valid card whose spelling is closest to ``piece`` (never a joker without
    ``jokers``)."""
    spellings = _all_spellings(locale, jokers)
    # Compare with the start of the piece: in "5x6h" the reader stopped at "5x".
    head = piece[:3]
    matches = difflib.get_close_matches(head, list(spellings), n=1, cutoff=0.0)
    if not matches:
        return format_card(Card(ACE, SPADES))
    return format_card(spellings[matches[0]])
