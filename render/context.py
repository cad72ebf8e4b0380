"""What the bot tells the renderer besides the view: display names, language, optional title, marked cards."""

from __future__ import annotations

from dataclasses import dataclass

from render.fonts import displayable


@dataclass(frozen=True)
class RenderContext:
    names: tuple[str, ...]  # display name per seat, in seat order
    locale: str = "en"
    seconds_left: int | None = None  # accepted for callers that pass it; images never draw the clock
    title: str | None = None  # replaces the default title (the game's name) when given
    # Tiles or cards outlined in a hand picture, e.g. the card just drawn, written as under a tile or card
    # (``format_card`` for cards, ``r5`` for tiles, ``str(card)`` for Mü); one outline per entry.
    marked: tuple[str, ...] = ()
    # The game colours (``render.colours``): the reader's palette and four-colour suits for their own pictures;
    # the public table is always drawn with the default ones.
    palette: str = "default"
    four_colour: bool = False

    def name(self, seat: int | None) -> str:
        """The seat's display name as the font can draw it (emoji and uncovered scripts dropped), else ``#n``."""
        if seat is None:
            return ""
        if 0 <= seat < len(self.names):
            shown = displayable(self.names[seat])
            if shown:
                return shown
        return f"#{seat + 1}"


@dataclass(frozen=True)
class LeaderboardRow:
    rank: int
    name: str
    rating: float
    wins: int
    games: int
