"""What one seat (or a spectator) may see of a Mü game. Renderers and computer players only ever get these.

Nobody else's hidden cards appear here, only how many cards each seat holds. Face-up bid cards ("shown" cards)
are public: they stay in their owner's hand until played, and everyone sees them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.rules.mu.cards import Card, matches


class MuPhase(StrEnum):
    """Phases of a hand, in order; ``OVER`` once the whole game has ended (the JSON form is the value)."""

    AUCTION = "auction"
    VICE_TRUMP = "vice_trump"
    CHIEF_TRUMP = "chief_trump"
    PARTNER = "partner"
    PLAY = "play"
    OVER = "over"


# Short names of the members, as the engine, the renderer and the computer players write them.
PHASE_AUCTION, PHASE_VICE_TRUMP, PHASE_CHIEF_TRUMP, PHASE_PARTNER, PHASE_PLAY, PHASE_OVER = tuple(MuPhase)


@dataclass(frozen=True)
class PlayedCard:
    """One card in a trick."""

    seat: int  # who played it
    card: Card
    trump: bool  # True when the card belongs to the trump suit of this hand (draw a star on it)


@dataclass(frozen=True)
class MuSeatView:
    """Public facts about one seat."""

    seat: int
    active: bool  # False for the dealer who sits out this hand (6 players, "dealer sits out" option)
    role: str  # "chief", "vice", "partner" or "" (known after the auction; partner once chosen)
    hand_count: int  # cards this seat still holds (hidden + shown)
    shown: tuple[Card, ...]  # its face-up bid cards still in its hand (public)
    bid: int  # how many cards it showed in this hand's auction (its bid; does not drop when they are played)
    last_action: str  # during the auction: "bid", "pass" or "" (not acted yet this hand)
    tricks_won: int  # tricks this seat won personally in this hand
    card_points: int  # card points (triangles) in those tricks
    score: int  # running game total


@dataclass(frozen=True)
class MuHandResult:
    """How the previous hand ended and scored (shown until the next one ends)."""

    hand_number: int  # 1 for the first hand of the game
    kind: str  # "played", "eklat" (chief tie, not played) or "all-pass" (nobody bid, not played)
    chief: int | None
    vice: int | None
    partner: int | None
    provocateur: int | None  # eklat only: the tied player who reached the top bid last (loses 10 x bid)
    bid: int  # the Chief's bid (eklat: the tied bid; all-pass: 0)
    vice_trump: str | None  # "r".."k", "0".."9" or None
    chief_trump: str | None  # as vice_trump, or "mu" when the Chief declined
    team_points: int  # card points of the Chief's team
    target: int  # card points the Chief's team needed (0 when not played)
    level: int  # highest bid level the team's points reached
    success: bool
    card_points: tuple[int, ...]  # per seat
    bonus: tuple[int, ...]  # per seat: success bonus, failure penalty/reward, eklat points
    total: tuple[int, ...]  # per seat: card_points + bonus, added to the scores


@dataclass(frozen=True)
class MuView:
    """Everything ``seat`` may know; ``seat`` None is a spectator (no hand at all)."""

    seat: int | None
    players: int  # seats at the table
    active_players: int  # seats dealt in this hand (players - 1 when the dealer sits out)
    phase: MuPhase
    to_act: tuple[int, ...]  # seats whose decision is awaited now (empty when over)
    dealer: int
    hand_number: int  # 1 for the first hand
    hand: tuple[Card, ...]  # the viewer's cards, hidden and shown, sorted; () for a spectator
    hidden: tuple[Card, ...]  # the viewer's cards nobody else has seen; () for a spectator
    seats: tuple[MuSeatView, ...]
    max_bid: int  # most cards shown by one seat so far in this hand
    chief: int | None
    vice: int | None
    partner: int | None
    vice_trump: str | None  # "r".."k" (a colour) or "0".."9" (a number) once named
    chief_trump: str | None  # as vice_trump, or "mu" (no chief trump) once named
    target_points: int | None  # card points the Chief's team needs, once the Chief is known
    team_points: int  # card points the Chief's team (Chief + partner) has won so far in this hand
    trick: tuple[PlayedCard, ...]  # the trick being played, in playing order
    leader: int | None  # who leads / led the current trick
    last_trick: tuple[PlayedCard, ...]  # the previous complete trick of this hand
    last_trick_winner: int | None
    played_cards: tuple[Card, ...]  # every card of this hand's complete tricks (public knowledge)
    last_hand: MuHandResult | None
    scores: tuple[int, ...]
    game_target: int  # the game ends when someone reaches this total (0 when playing a number of hands)
    hands_limit: int  # the game ends after this many hands (0 when playing to a target)
    winners: tuple[int, ...]  # seats sharing the best total once the game is over
    tricks: tuple[
        tuple[PlayedCard, ...], ...
    ] = ()  # this hand's complete tricks in order (last_trick is the last)

    def is_trump(self, card: Card) -> bool:
        return matches(self.chief_trump, card) or matches(self.vice_trump, card)
