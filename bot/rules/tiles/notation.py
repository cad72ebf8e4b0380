"""Tiles as players type them and as the engine stores them.

A tile is a short canonical string: colour letter + number (``r5``, ``b13``, ``k1``, ``o7``) or ``j`` for a joker.
A joker in a typed set may carry the tile it stands for (``j=r7``), which is how a player declares an ambiguous
joker. Parsing is case-insensitive, accepts ``n`` (noir) for black, ``jk``/``*``/``joker`` for jokers and colour
words in English or French (``red5``, ``rouge 5``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

COLOURS: tuple[str, ...] = ("r", "b", "k", "o")  # red, blue, black, orange: also the display order
JOKER = "j"
JOKER_PENALTY = 30
LOWEST, HIGHEST = 1, 13

_COLOUR_WORDS: dict[str, str] = {
    "rouge": "r", "red": "r", "r": "r",
    "bleu": "b", "blue": "b", "b": "b",
    "noir": "k", "black": "k", "k": "k", "n": "k",
    "orange": "o", "o": "o", "jaune": "o", "yellow": "o", "y": "o", "gold": "o",
}
_COLOUR_RE = "|".join(sorted(_COLOUR_WORDS, key=len, reverse=True))
_JOKER_RE = r"joker|jk|j|\*"
_TOKEN = re.compile(
    rf"(?P<colour>{_COLOUR_RE})\s*(?P<number>\d{{1,2}})(?!\d)"
    rf"|(?P<joker>{_JOKER_RE})(?:\s*(?:=|:|\()\s*(?P<dcolour>{_COLOUR_RE})\s*(?P<dnumber>\d{{1,2}})\s*\)?)?",
    re.IGNORECASE,
)
_SEPARATORS = re.compile(r"[\s,]+")


def tile(colour: str, number: int) -> str:
    return f"{colour}{number}"


def colour_of(t: str) -> str:
    return t[0]


def number_of(t: str) -> int:
    return int(t[1:])


def is_joker(t: str) -> bool:
    return t == JOKER


def all_tiles() -> list[str]:
    """The 106 tiles of the game: two of every colour and number, and two jokers."""
    return [tile(c, n) for _copy in range(2) for c in COLOURS for n in range(LOWEST, HIGHEST + 1)] + [JOKER] * 2


def sort_key(t: str) -> tuple[int, int]:
    if is_joker(t):
        return (len(COLOURS), 0)
    return (COLOURS.index(colour_of(t)), number_of(t))


def sorted_tiles(tiles: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(tiles, key=sort_key))


def rack_value(tiles: Iterable[str]) -> int:
    """Penalty value of tiles left on a rack: face value, jokers 30."""
    return sum(JOKER_PENALTY if is_joker(t) else number_of(t) for t in tiles)


def text(tiles: Iterable[str]) -> str:
    return " ".join(tiles)


def parse_tokens(source: str) -> tuple[list[str], list[str]]:
    """Tokens (``r5``, ``j``, ``j=r7``) found in ``source`` and the pieces of text that are not tiles.

    A number outside 1..13 is reported as not understood rather than clamped.
    """
    tokens: list[str] = []
    unknown: list[str] = []
    position = 0
    for match in _TOKEN.finditer(source):
        _collect_unknown(source[position : match.start()], unknown)
        position = match.end()
        if match.group("joker"):
            declared = ""
            if match.group("dcolour"):
                number = int(match.group("dnumber"))
                if not LOWEST <= number <= HIGHEST:
                    unknown.append(match.group(0).strip())
                    continue
                declared = tile(_COLOUR_WORDS[match.group("dcolour").lower()], number)
            tokens.append(f"{JOKER}={declared}" if declared else JOKER)
            continue
        number = int(match.group("number"))
        if not LOWEST <= number <= HIGHEST:
            unknown.append(match.group(0).strip())
            continue
        tokens.append(tile(_COLOUR_WORDS[match.group("colour").lower()], number))
    _collect_unknown(source[position:], unknown)
    return tokens, unknown


def _collect_unknown(piece: str, unknown: list[str]) -> None:
    unknown.extend(word for word in _SEPARATORS.split(piece) if word)


def token_tile(token: str) -> str:
    """The physical tile of a token: ``j=r7`` is a joker."""
    return JOKER if token.startswith(JOKER) else token


def token_declared(token: str) -> str | None:
    """What a declared joker stands for (``j=r7`` -> ``r7``), else None."""
    return token[2:] if token.startswith(JOKER + "=") else None


def counter(tiles: Iterable[str]) -> Counter[str]:
    return Counter(tiles)
