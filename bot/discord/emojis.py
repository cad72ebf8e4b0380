"""Card and tile faces as the application's own Discord emojis, so that a card button reads the same on every
phone, whatever its font does with ♠ and ♣.

At start-up ``sync`` lists the application's emojis and creates only the missing ones (one per face: ``rb_Qs``,
``rb_10h``, ``rb_jk`` for cards, ``rb_t_r7``, ``rb_t_j`` for tiles, ``rb_m_g6`` for Mü cards), drawn off the event
loop from the sprites of the hand pictures. Anything failing is logged and the buttons keep their text alone: the
emojis are a nicety and never stop the bot. ``emoji_for`` gives a button, or a menu option, the emoji of the card or tile it plays;
``hand_line`` shows a hand in emojis under its notation (which stays, for screen readers and for typing moves).
"""

from __future__ import annotations

import asyncio
import functools
import logging
from typing import TYPE_CHECKING

import discord

import render
from bot.discord import limits
from render.faces import CardFace, Face, MuFace, TileFace

if TYPE_CHECKING:
    from discord import Client

log = logging.getLogger(__name__)

PREFIX = "rb_"
CARD_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUIT_LETTERS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}
TILE_COLOURS = "rbko"
MU_COLOURS = "rbgyk"
HAND_LINE_LIMIT = limits.MESSAGE_CHARS // 2  # characters of emojis (about 30 faces), the rest for the message
TILE_GAMES, MU_GAMES = frozenset({"tiles"}), frozenset({"mu"})

# The emojis of the application, by name, as the last ``sync`` found or made them (one application per process).
KNOWN: dict[str, discord.PartialEmoji] = {}


def all_faces() -> dict[str, Face]:
    """Every face the games show, by its emoji name."""
    faces: dict[str, Face] = {}
    for suit, letter in SUIT_LETTERS.items():
        for rank in CARD_RANKS:
            faces[f"{PREFIX}{rank}{letter}"] = CardFace(rank, letter, rank + suit)
    faces[f"{PREFIX}jk"] = CardFace(None, None, "JK", wild=True)
    for colour in TILE_COLOURS:
        for number in range(1, 14):
            faces[f"{PREFIX}t_{colour}{number}"] = TileFace(colour, number, f"{colour}{number}")
    faces[f"{PREFIX}t_j"] = TileFace(None, None, "j")
    for colour in MU_COLOURS:
        for number in range(10):
            faces[f"{PREFIX}m_{colour}{number}"] = MuFace(colour, number, f"{colour}{number}")
    return faces


def emoji_name(kind: str, value: str) -> str | None:
    """The emoji name of one card or tile in canonical notation (``Q♠``, ``JK``, ``r7``, ``j``) of the game
    ``kind``, or None when ``value`` is not a single face."""
    text = value.strip()
    if kind in TILE_GAMES:
        lowered = text.lower()
        if lowered == "j" or lowered.startswith("j="):
            return f"{PREFIX}t_j"
        if lowered[:1] in TILE_COLOURS and lowered[1:].isdigit() and 1 <= int(lowered[1:]) <= 13:
            return f"{PREFIX}t_{lowered}"
        return None
    if kind in MU_GAMES:
        lowered = text.lower()
        if len(lowered) == 2 and lowered[0] in MU_COLOURS and lowered[1].isdigit():
            return f"{PREFIX}m_{lowered}"
        return None
    if text.upper() == "JK":
        return f"{PREFIX}jk"
    if text[-1:] in SUIT_LETTERS and text[:-1] in CARD_RANKS:
        return f"{PREFIX}{text[:-1]}{SUIT_LETTERS[text[-1]]}"
    return None


def emoji_for(kind: str, value: str) -> discord.PartialEmoji | None:
    """The application emoji of one card or tile, or None (not a single face, or no emoji: text alone then)."""
    name = emoji_name(kind, value)
    return KNOWN.get(name) if name is not None else None


def hand_line(kind: str, hand: str) -> str:
    """The hand in emojis, one per card or tile, or "" when one of them has none (no emojis, or a part that is not
    a face, such as Mü's face-up cards in brackets) or the line would be long: the notation then reads alone."""
    found = [emoji_for(kind, value) for value in hand.split()]
    if not found or any(emoji is None for emoji in found):
        return ""
    line = "".join(str(emoji) for emoji in found)
    return line if len(line) <= HAND_LINE_LIMIT else ""


@functools.cache
def _image(face: Face) -> bytes:
    """A face's emoji image, drawn once per process (about 7 ms each, 150 faces)."""
    return render.emoji_png(face)


def _draw(faces: dict[str, Face]) -> dict[str, bytes]:
    return {name: _image(face) for name, face in faces.items()}


async def sync(client: Client, *, enabled: bool = True) -> int:
    """Make sure the application has one emoji per face (creating only the missing ones) and remember them for the
    buttons; the number created. Never raises: on any failure the buttons keep their text alone."""
    KNOWN.clear()
    if not enabled:
        return 0
    created = 0
    try:
        existing = {emoji.name: emoji for emoji in await client.fetch_application_emojis()}
        wanted = all_faces()
        missing = {name: face for name, face in wanted.items() if name not in existing}
        images = await asyncio.to_thread(_draw, missing) if missing else {}
        for name, image in images.items():
            existing[name] = await client.create_application_emoji(name=name, image=image)
            created += 1
    except (discord.HTTPException, discord.DiscordException, OSError, ValueError):
        log.warning("application emojis unavailable (%d created): card buttons show text only", created, exc_info=True)
        return created
    KNOWN.update({name: discord.PartialEmoji(name=name, id=emoji.id)
                  for name, emoji in existing.items() if name in wanted})
    log.info("application emojis ready: %d faces, %d created", len(KNOWN), created)
    return created
