"""The phases a RailRoad round goes through: the state keeps one, a view shows it (``RailroadView.phase``)."""

from __future__ import annotations

from enum import StrEnum


class RailroadPhase(StrEnum):
    """Phases a round goes through (``RailroadView.phase``; the JSON form is the value)."""

    DRAW = "draw"  # the active seat must draw (stock or discard)
    CLAIMS = "claims"  # the claim window on the declined discard is open; the active seat waits
    PLAY = "play"  # the active seat may go down or lay off, then discards (or has gone out)
    OVER = "over"  # the whole game (7 rounds) is over


# Short names of the members, as the engine, the renderer and the computer players write them.
PHASE_DRAW, PHASE_CLAIMS, PHASE_PLAY, PHASE_OVER = (
    RailroadPhase.DRAW, RailroadPhase.CLAIMS, RailroadPhase.PLAY, RailroadPhase.OVER)
