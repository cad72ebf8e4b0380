"""Reading picture descriptions back (tests): which tiles and cards an English description names, and which ones the
picture of a view shows, game by game."""

from __future__ import annotations

import re
from typing import Any

from bot.rules.cards import RANK_NAMES, Card, format_card
from render.games.gin import known_cards

CARD_WORDS = re.compile(r"\b(ace|10|[2-9]|jack|queen|king) of (spades|hearts|diamonds|clubs)\b")
TILE_WORDS = re.compile(r"\b(red|blue|black|orange) (1[0-3]|[1-9])\b")
# Runs said short: ``red 4 to 8``, ``10 to king of diamonds`` (an ace after a king is the high ace).
TILE_RUN = re.compile(r"\b(red|blue|black|orange) (1[0-3]|[1-9]) to (1[0-3]|[1-9])\b")
CARD_RUN = re.compile(r"\b(ace|10|[2-9]|jack|queen|king) to (ace|10|[2-9]|jack|queen|king) of "
                      r"(spades|hearts|diamonds|clubs)\b")
RANK_VALUES = {"ace": 1, "jack": 11, "queen": 12, "king": 13}
MU_WORDS = re.compile(r"\b(red|blue|green|yellow|black) ([0-9])\b")
JOKER_AS = re.compile(r"joker as [^,.:;]+")  # a joker's reading names a tile that is not there
RANKS = {"ace": "A", "jack": "J", "queen": "Q", "king": "K"}
SUITS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
SUIT_WORDS = {symbol: word for word, symbol in SUITS.items()}
RANK_WORDS = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}
# Said short: a set, ``3 7s: hearts ×2, spades, joker as 7`` (or, at a crowded RailRoad table, ``♥ ×2, ♠, JK``);
# a run at a crowded RailRoad table, its ranks then each card's suit in order, a wild by its notation
# (``7 to 10: ♥ ♥ 2♣ ♠``).
SUIT_TOKEN = r"(?:spades|hearts|diamonds|clubs|[♠♥♦♣])(?: ×\d+)?"
NOTATION = r"(?:JK|(?:10|[2-9AJQK])[♠♥♦♣])"
CARD_SET = re.compile(rf"\b\d+ (aces|jacks|queens|kings|10s|[2-9]s): ({SUIT_TOKEN}(?:, {SUIT_TOKEN})*)")
RANK_RUN = re.compile(rf"\b(10|[2-9AJQK]) to (?:10|[2-9AJQK]): ((?:[♠♥♦♣]|{NOTATION})(?: (?:[♠♥♦♣]|{NOTATION}))*)")

RANK_ORDER = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def _notation_in_words(token: str) -> str:
    if token == "JK":
        return "joker"
    return f"{RANK_WORDS.get(token[:-1], token[:-1])} of {SUIT_WORDS[token[-1]]}"


def _sets_and_crowded_runs_spelled_out(text: str) -> str:
    def card_set(match: re.Match[str]) -> str:
        rank = match.group(1)[:-1]  # "7s": 7, "queens": queen
        named = []
        for token in match.group(2).split(", "):
            suit, _, count = token.partition(" ×")
            named += [f"{rank} of {SUIT_WORDS.get(suit, suit)}"] * int(count or 1)
        return ", ".join(named)

    def rank_run(match: re.Match[str]) -> str:
        start = RANK_ORDER.index(match.group(1))
        named = []
        for position, token in enumerate(match.group(2).split(" ")):
            rank = RANK_ORDER[(start + position) % 13]
            named.append(f"{RANK_WORDS.get(rank, rank)} of {SUIT_WORDS[token]}" if token in SUIT_WORDS
                         else _notation_in_words(token))
        return ", ".join(named)

    text = CARD_SET.sub(card_set, RANK_RUN.sub(rank_run, text))
    return re.sub(NOTATION, lambda match: _notation_in_words(match.group(0)), text)


def _runs_spelled_out(text: str) -> str:
    """``red 4 to 6`` as ``red 4, red 5, red 6``; ``queen to ace of spades`` as each card of it."""
    def tiles(match: re.Match[str]) -> str:
        colour, first, last = match.group(1), int(match.group(2)), int(match.group(3))
        return ", ".join(f"{colour} {number}" for number in range(first, last + 1))

    def cards(match: re.Match[str]) -> str:
        first, last = (RANK_VALUES.get(word) or int(word) for word in (match.group(1), match.group(2)))
        if last < first:
            last += 13  # the ace after the king
        words = {value: word for word, value in RANK_VALUES.items()}
        return ", ".join(f"{words.get((rank - 1) % 13 + 1, str((rank - 1) % 13 + 1))} of {match.group(3)}"
                         for rank in range(first, last + 1))

    return CARD_RUN.sub(cards, TILE_RUN.sub(tiles, _sets_and_crowded_runs_spelled_out(text)))


def named(game: str, text: str) -> set[str]:
    """The tiles (``r7``, ``j``) or cards (``Q♠``, ``JK``; Mü ``r7``) an English description names."""
    text = _runs_spelled_out(text)
    if game == "tiles":
        jokers = len(JOKER_AS.findall(text)) + len(re.findall(r"\bjoker\b(?! as)", text))
        found = {f"{colour[0] if colour != 'black' else 'k'}{number}"
                 for colour, number in TILE_WORDS.findall(JOKER_AS.sub("joker", text))}
        return found | ({"j"} if jokers else set())
    if game == "mu":
        return {f"{colour[0] if colour != 'black' else 'k'}{number}" for colour, number in MU_WORDS.findall(text)}
    found = {RANKS.get(rank, rank) + SUITS[suit] for rank, suit in CARD_WORDS.findall(text)}
    return found | ({"JK"} if re.search(r"\bjoker\b", text) else set())


def code(card: Any) -> str:
    if isinstance(card, Card):
        return format_card(card)
    return str(card).lower() if isinstance(card, str) else str(card)


def tile_code(tile: str) -> str:
    text = tile.strip().lower()
    return text if text[:1] in "rbko" and text[1:].isdigit() else "j"


def table_shows(game: str, view: Any) -> set[str]:
    """Every tile or card the public table picture shows."""
    shown: list[Any] = []
    if game == "tiles":
        return {tile_code(tile) for tile_set in view.sets for tile in tile_set.tiles}
    if game == "mu":
        for seat in view.seats:
            shown += seat.shown
        shown += [played.card for played in (view.trick or view.last_trick)]
        return {str(card) for card in shown}
    if view.discard_top is not None:
        shown.append(view.discard_top)
    if game == "gin":
        for seat in range(len(view.hand_counts)):
            shown += known_cards(view, seat)
    if game == "rummy":
        shown += [card for meld in view.melds for card in meld.meld.cards]
    if game == "railroad":
        shown += [card for meld in view.melds for card in meld.cards]
        if view.claim_window is not None:
            shown.append(view.claim_window.card)
        if view.last_claim is not None:
            shown.append(view.last_claim.card)
    return {code(card) for card in shown}


def hand_shows(game: str, view: Any) -> tuple[set[str], set[str]]:
    """What the seat's hand picture must name (every tile or card of the hand), and what it may name besides:
    Tile Rummy's turn in progress shows the table as the turn would leave it."""
    if game == "tiles":
        if view.turn is None:
            return {tile_code(tile) for tile in view.rack}, set()
        rack = {tile_code(tile) for tile in (*view.turn.rack, *view.turn.held)}
        return rack, {tile_code(tile) for tile_set in view.turn.sets for tile in tile_set.tiles}
    if game == "mu":
        return {str(card) for card in view.hand}, set()
    return {code(card) for card in view.hand}, set()


__all__ = ["RANK_NAMES", "hand_shows", "named", "table_shows"]
