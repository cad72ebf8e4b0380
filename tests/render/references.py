"""Reference images, compared by ``test_reference.py`` with a tolerance.

Regenerate after a deliberate change of look, then LOOK at them before committing:
``.venv/bin/python -m tests.render.references``
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from pathlib import Path

from PIL import Image

import render
from render import LeaderboardRow, RenderContext, sprites
from render.encode import png_bytes
from render.faces import CardFace, MuFace, TileFace
from render.palette import new_canvas
from tests.render.helpers import pictures

REFERENCE_DIR = Path(__file__).with_name("reference")
NAMES = ("Ann", "Bérénice", "Chen", "Dmitri")


def sprite_strip() -> bytes:
    faces = [
        TileFace("r", 1, "r1"),
        TileFace("b", 13, "b13"),
        TileFace("k", 7, "k7"),
        TileFace("o", 10, "o10"),
        TileFace(None, None, "j"),
        CardFace("A", "s", "A♠"),
        CardFace("10", "h", "10♥"),
        CardFace("Q", "d", "Q♦"),
        CardFace("7", "c", "7♣"),
        CardFace("2", "h", "2♥", wild=True),
        CardFace(None, None, "JK", wild=True),
        MuFace("r", 7, "r7", trump=True),
        MuFace("b", 0, "b0"),
        MuFace("g", 6, "g6"),
        MuFace("y", 9, "y9"),
        MuFace("k", 3, "k3"),
    ]
    images = [sprites.face_sprite(face, index=True, new=i in (1, 7)) for i, face in enumerate(faces)]
    canvas = new_canvas(
        sum(image.width for image in images), max(image.height for image in images), render.theme.TABLE_BG
    )
    x = 0
    for image in images:
        canvas.paste(image, (x, 0))
        x += image.width
    return png_bytes(canvas)


def leaderboard() -> bytes:
    rows = [LeaderboardRow(rank, name, 31.25 - rank, 9 - rank, 12) for rank, name in enumerate(NAMES, 1)]
    return render.leaderboard_png(rows, RenderContext((), "fr"))


def final_scores() -> bytes:
    return render.final_scores_png([64, -20, -30, -14], [1, 3, 4, 2], RenderContext(NAMES))


def tiles_table() -> bytes:
    from bench.render import full_tiles_table

    view = full_tiles_table()
    view = dataclasses.replace(view, sets=view.sets[-7:])
    return pictures("tiles").table_png(view, RenderContext(NAMES, "en"))


def railroad_hand() -> bytes:
    from bot.rules.cards import standard_deck
    from bot.rules.railroad import RULES

    view = RULES.view(RULES.new_game(4, RULES.options(None, {}), random.Random(3)), 0)
    deck = standard_deck(jokers=2)
    random.Random(4).shuffle(deck)
    return pictures("railroad").hand_png(dataclasses.replace(view, hand=tuple(sorted(deck[:14]))), RenderContext(NAMES)
    )


REFERENCES: dict[str, Callable[[], bytes]] = {
    "sprites": sprite_strip,
    "leaderboard": leaderboard,
    "final-scores": final_scores,
    "tiles-table": tiles_table,
    "railroad-hand": railroad_hand,
}


def main() -> None:
    REFERENCE_DIR.mkdir(exist_ok=True)
    for name, make in REFERENCES.items():
        path = REFERENCE_DIR / f"{name}.png"
        path.write_bytes(make())
        with Image.open(path) as image:
            print(f"{path}: {image.size[0]}x{image.size[1]}, {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
