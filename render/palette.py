"""One fixed 256-colour palette for every image, so a canvas is composed directly in palette ("P") mode.

Quantizing a whole table at encoding time costs more than drawing it (about 10 ms for 880x1100 pixels). Instead
every sprite and every piece of text is converted once, when first drawn, and cached; a canvas is then only
pastes of palette indices, and PNG encoding has nothing left to convert.

The palette holds every theme colour exactly, plus colours picked by median cut from a swatch of all sprites and
text samples (the smooth edges between those colours). There is one palette per set of game colours
(``render.colours``): the set in force when a picture is drawn chooses it.
"""

from __future__ import annotations

import threading

from PIL import Image, ImageDraw

from render import theme
from render.colours import current
from render.theme import RGB

_lock = threading.Lock()
_palettes: dict[str, tuple[Image.Image, list[RGB]]] = {}  # game colours' key -> palette image, its colours
_index_cache: dict[tuple[str, RGB], int] = {}


def theme_colours() -> list[RGB]:
    colours: list[RGB] = []
    for value in vars(theme).values():
        if isinstance(value, tuple) and len(value) == 3 and all(isinstance(v, int) for v in value):
            colours.append(value)
        elif isinstance(value, dict):
            colours.extend(v for v in value.values() if isinstance(v, tuple) and len(v) == 3)
    game = current()
    for group in (game.tiles, game.suits, game.mu, game.mu_ink):
        colours.extend(group.values())
    colours.extend([game.joker, game.tile_face, game.tile_edge, game.card_face, game.card_edge])
    colours.extend(
        [(0, 0, 0), (255, 255, 255), (20, 20, 20), (200, 208, 216), (214, 140, 70), (255, 200, 40)]
    )
    unique: list[RGB] = []
    for colour in colours:
        if colour not in unique:
            unique.append(colour)
    return unique


def _swatch() -> Image.Image:
    """Sprites and text in every colour on every background the renderers use."""
    from render import sprites  # sprites convert through this module; import late to build the palette first
    from render.faces import CardFace, MuFace, TileFace
    from render.fonts import font

    pieces: list[Image.Image] = []
    for colour in "rbko":
        for number in (1, 8, 13):
            pieces.append(
                sprites.build_tile(
                    TileFace(colour, number, f"{colour}{number}"), number == 8, True, theme.TABLE_BG
                )
            )
    pieces.append(sprites.build_tile(TileFace(None, None, "j", "r7"), False, True, theme.TABLE_BG))
    for suit in "shdc":
        for rank in ("A", "10", "Q"):
            pieces.append(
                sprites.build_card(
                    CardFace(rank, suit, f"{rank}{suit}", rank == "A"), rank == "Q", True, theme.TABLE_BG
                )
            )
    pieces.append(sprites.build_card(CardFace(None, None, "JK", True), False, True, theme.PANEL_BG))
    for colour in "rbgyk":
        for number in (0, 6, 7):
            pieces.append(
                sprites.build_mu(
                    MuFace(colour, number, f"{colour}{number}", number == 7),
                    number == 0,
                    True,
                    theme.PANEL_BG,
                )
            )
    pieces.append(sprites.build_back(theme.TABLE_BG))
    backgrounds = [
        theme.TABLE_BG,
        theme.PANEL_BG,
        theme.ACCENT,
        theme.GOOD,
        theme.TEXT_DIM,
        theme.NEW_OUTLINE,
        theme.PANEL_EDGE,
        (255, 200, 40),
        (200, 208, 216),
        (214, 140, 70),
    ]
    inks = [
        theme.TEXT,
        theme.TEXT_DIM,
        theme.ACCENT,
        theme.ALERT,
        theme.GOOD,
        theme.TABLE_BG,
        theme.INDEX_TEXT,
    ]
    for bg in backgrounds:
        text = Image.new("RGB", (260, 30 * len(inks)), bg)
        draw = ImageDraw.Draw(text)
        for row, ink in enumerate(inks):
            draw.text((4, 4 + 30 * row), "Agé 10 #4 Wy", font=font(22, row % 2 == 0), fill=ink)  # i18n: never shown to players
        pieces.append(text)
    width = sum(piece.width for piece in pieces)
    height = max(piece.height for piece in pieces)
    swatch = Image.new("RGB", (width, height), theme.TABLE_BG)
    x = 0
    for piece in pieces:
        swatch.paste(piece, (x, 0))
        x += piece.width
    return swatch


def _build() -> tuple[Image.Image, list[RGB]]:
    exact = theme_colours()
    picked = _swatch().quantize(256 - len(exact), method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    raw = picked.getpalette() or []
    colours = list(exact)
    for i in range(0, len(raw), 3):
        colour = (raw[i], raw[i + 1], raw[i + 2])
        if colour not in colours and len(colours) < 256:
            colours.append(colour)
    while len(colours) < 256:
        colours.append(colours[-1])
    image = Image.new("P", (1, 1))
    image.putpalette([channel for colour in colours for channel in colour])
    return image, colours


def _palette() -> tuple[Image.Image, list[RGB]]:
    key = current().key
    found = _palettes.get(key)
    if found is None:
        with _lock:
            found = _palettes.get(key)
            if found is None:
                found = _palettes[key] = _build()
    return found


def palette_image() -> Image.Image:
    """The palette of the game colours in force."""
    return _palette()[0]


def palette_bytes() -> list[int]:
    return palette_image().getpalette() or []


def to_palette(image: Image.Image) -> Image.Image:
    """An RGB image mapped to the shared palette (nearest colour, no dithering: edges stay clean)."""
    return image.quantize(palette=palette_image(), dither=Image.Dither.NONE)


def index(colour: RGB) -> int:
    """The palette index of the colour nearest to ``colour``."""
    cache_key = (current().key, colour)
    found = _index_cache.get(cache_key)
    if found is None:
        rgb = _palette()[1]
        r, g, b = colour
        found = min(
            range(len(rgb)),
            key=lambda i: (rgb[i][0] - r) ** 2 + (rgb[i][1] - g) ** 2 + (rgb[i][2] - b) ** 2,
        )
        _index_cache[cache_key] = found
    return found


def colour_at(canvas: Image.Image, x: int, y: int) -> RGB:
    """The RGB colour of a palette canvas's pixel (what a piece of text is about to be drawn on)."""
    value = canvas.getpixel((x, y))
    assert isinstance(value, int)
    return _palette()[1][value]


def new_canvas(width: int, height: int, bg: RGB) -> Image.Image:
    canvas = Image.new("P", (width, height), index(bg))
    canvas.putpalette(palette_bytes())
    return canvas
