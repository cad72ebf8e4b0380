"""How a player's hand comes by direct message, as chosen with ``/notifications hand_dms``."""

from __future__ import annotations

from typing import Literal

# every_turn: a new DM whenever any turn begins, so the player follows the game;
# my_turn: a new DM when their own turn begins, other changes of the hand edit it (the default);
# never: no hand DM (the hand stays available with /hand and the "My hand" button).
HandDms = Literal["every_turn", "my_turn", "never"]
HAND_DMS: tuple[HandDms, ...] = ("every_turn", "my_turn", "never")
