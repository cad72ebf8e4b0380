"""Pillow images of the games: public tables, private hands, showdowns, leaderboards and final scores.

Every image is drawn from a rules *view* (``RULES.view(state, seat)``), never from a full state, so an image can
never show a card its viewer may not see. Every word comes from the ``render.ftl`` catalogs; tiles and cards carry
the canonical notation players type. All functions are synchronous and thread-safe: the bot calls them through
``asyncio.to_thread``. Sprites and fonts are built once and cached.

API (what the bot calls):

- ``RenderContext(names, locale="en", seconds_left=None, title=None)``: display name per seat, the language of the
  words, the turn clock (None hides it), a title replacing the game's name.
- ``supports(game_id) -> bool``: a renderer exists for this game and its rules engine imports.
- ``table_png(game_id, view, ctx) -> bytes``: the public table. Any seat's view is accepted; only public
  information is drawn (a spectator view, ``seat=None``, gives the same picture).
- ``hand_png(game_id, view, ctx) -> bytes``: the viewer's private hand (Gin: best melds, then deadwood).
- ``showdown_png(game_id, view, ctx) -> bytes | None``: the end-of-hand showdown when the view holds one, else None.
- ``leaderboard_png(rows, ctx) -> bytes`` with ``LeaderboardRow(rank, name, rating, wins, games)``.
- ``final_scores_png(scores, ranking, ctx) -> bytes``: ``scores`` and ``ranking`` per seat (``Outcome``'s fields).
- ``warm_up()``: optional, builds the palette, fonts and common sprites (about half a second) so the first image
  a player asks for is as fast as the others; call it once at start-up, in a thread.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import Any

from PIL import Image

from render import boards
from render.context import LeaderboardRow, RenderContext
from render.encode import png_bytes

__all__ = [
    "LeaderboardRow",
    "RenderContext",
    "final_scores_png",
    "hand_png",
    "leaderboard_png",
    "showdown_png",
    "supports",
    "table_png",
    "warm_up",
]

GAME_RENDERERS: dict[str, str] = {
    "tiles": "render.games.tiles",
    "rummy": "render.games.rummy",
    "gin": "render.games.gin",
    "railroad": "render.games.railroad",
    "mu": "render.games.mu",
}


def _renderer(game_id: str) -> ModuleType:
    module_name = GAME_RENDERERS.get(game_id)
    if module_name is None:
        raise ValueError(f"no renderer for game {game_id!r}")
    return importlib.import_module(module_name)


def supports(game_id: str) -> bool:
    if game_id not in GAME_RENDERERS:
        return False
    try:
        _renderer(game_id)
    except ImportError:
        return False
    return True


def table_image(game_id: str, view: Any, ctx: RenderContext) -> Image.Image:
    image: Image.Image = _renderer(game_id).table(view, ctx)
    return image


def hand_image(game_id: str, view: Any, ctx: RenderContext) -> Image.Image:
    image: Image.Image = _renderer(game_id).hand(view, ctx)
    return image


def showdown_image(game_id: str, view: Any, ctx: RenderContext) -> Image.Image | None:
    image: Image.Image | None = _renderer(game_id).showdown(view, ctx)
    return image


def table_png(game_id: str, view: Any, ctx: RenderContext) -> bytes:
    return png_bytes(table_image(game_id, view, ctx))


def hand_png(game_id: str, view: Any, ctx: RenderContext) -> bytes:
    return png_bytes(hand_image(game_id, view, ctx))


def showdown_png(game_id: str, view: Any, ctx: RenderContext) -> bytes | None:
    image = showdown_image(game_id, view, ctx)
    return None if image is None else png_bytes(image)


def leaderboard_png(rows: Sequence[LeaderboardRow], ctx: RenderContext) -> bytes:
    return png_bytes(boards.leaderboard(rows, ctx))


def final_scores_png(scores: Sequence[int], ranking: Sequence[int], ctx: RenderContext) -> bytes:
    return png_bytes(boards.final_scores(scores, ranking, ctx))


def warm_up() -> None:
    """Build the shared palette, the fonts and every tile and card sprite once."""
    from render import sprites, theme
    from render.faces import CardFace, TileFace
    from render.palette import palette_image

    palette_image()
    for colour in theme.TILE_COLOURS:
        for number in range(1, 14):
            sprites.tile(TileFace(colour, number, f"{colour}{number}"))
    symbols = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
    for suit in theme.SUIT_COLOURS:
        for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"):
            sprites.card(CardFace(rank, suit, rank + symbols[suit]))
    sprites.card_back()
