"""Colours and sizes shared by every image.

Sizes are chosen for a phone: Discord shows an image about 360 px wide there, so every image is drawn
``WIDTH`` = 540 px wide (shown at 2/3 of its size) and no text is smaller than what stays legible after that
scaling (``render.measure``: 23 px fonts at least, 33 px for card ranks and tile numbers).
"""

from __future__ import annotations

RGB = tuple[int, int, int]

WIDTH = 540  # every image, so a picture never changes size as its content does
PAD = 12
CONTENT_WIDTH = WIDTH - 2 * PAD
GAP = 8

TABLE_BG: RGB = (24, 58, 44)  # dark felt: cream tiles and white cards stand out on it
PANEL_BG: RGB = (34, 76, 58)
PANEL_EDGE: RGB = (58, 108, 84)
TEXT: RGB = (245, 245, 240)
TEXT_DIM: RGB = (196, 214, 202)  # secondary, still high contrast on the felt
ACCENT: RGB = (255, 206, 64)  # whose turn, new tiles, open claim window
ALERT: RGB = (255, 120, 96)
GOOD: RGB = (130, 230, 150)

NEW_OUTLINE: RGB = (255, 214, 0)

# Tile Rummy
TILE_FACE: RGB = (252, 245, 228)
TILE_EDGE: RGB = (170, 156, 128)
# The default palette (``render.colours`` holds the others): red and orange apart in lightness too, so they stay
# apart for red-green colour blindness (``render.vision``).
TILE_COLOURS: dict[str, RGB] = {
    "r": (170, 10, 20),
    "b": (22, 86, 200),
    "k": (20, 20, 20),
    "o": (209, 126, 0),
}
JOKER_COLOUR: RGB = (170, 30, 120)
# A shape per colour besides the colour itself, for colour-blind players (circle, square, triangle, diamond).
TILE_MARKS: dict[str, str] = {"r": "circle", "b": "square", "k": "triangle", "o": "diamond"}
TILE_W, TILE_H = 42, 58

# Playing cards
CARD_FACE: RGB = (255, 255, 255)
CARD_EDGE: RGB = (120, 120, 120)
SUIT_COLOURS: dict[str, RGB] = {"s": (20, 20, 20), "c": (20, 20, 20), "h": (204, 20, 36), "d": (204, 20, 36)}
WILD_MARK: RGB = (232, 160, 0)
CARD_W, CARD_H = 40, 58
CARD_BACK: RGB = (44, 74, 160)

# Mü
MU_COLOURS: dict[str, RGB] = {  # green lighter and blue bluer than usual: apart from red in every colour vision
    "r": (203, 20, 10),
    "b": (80, 72, 212),
    "g": (40, 180, 120),
    "y": (246, 196, 0),
    "k": (28, 28, 28),
}
MU_INK: dict[str, RGB] = {
    "r": (255, 255, 255),
    "b": (255, 255, 255),
    "g": (20, 20, 20),
    "y": (20, 20, 20),
    "k": (255, 255, 255),
}
MU_MARKS: dict[str, str] = {"r": "circle", "b": "square", "g": "diamond", "y": "triangle", "k": "cross"}
TRUMP_MARK: RGB = (255, 214, 0)

INDEX_TEXT: RGB = (236, 240, 236)  # notation under a tile or card
