"""Scoring of a Mü hand: the Chief team's target, the success bonus, failure penalties and the Eklat.

The tables are data so they can be corrected against a printed rulebook without touching the logic
(the classic tables of stgrue's MueClassicApp; docs/rules/mu.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.rules.mu.cards import MU, is_colour_trump

# Card points the Chief's team needs, by number of active players, for bids 1, 2, 3, ...
TARGET_TABLE: dict[int, tuple[int, ...]] = {
    3: tuple(10 + 2 * bid for bid in range(1, 13)),
    4: tuple(28 + 2 * bid for bid in range(1, 16)),
    5: tuple(21 + 3 * bid for bid in range(1, 13)),
    6: tuple(16 + 4 * bid for bid in range(1, 11)),
}

# Success bonus = 10 x (bid + extra); the extra grows as the Chief's trump makes fewer cards trump.
BONUS_EXTRA_BY_TRUMP_KIND: dict[str, int] = {"colour": 0, "one-or-seven": 1, "number": 2, "mu": 3}
BONUS_CAP = 100
FAILURE_CHIEF_PENALTY_PER_CARD = 10
FAILURE_OPPONENT_REWARD_PER_CARD = 5
EKLAT_TIED_REWARD_PER_CARD = 5
EKLAT_PROVOCATEUR_PENALTY_PER_CARD = 10


def target(active_players: int, bid: int) -> int:
    return TARGET_TABLE[active_players][bid - 1]


def level_reached(active_players: int, bid: int, team_points: int) -> int:
    """The highest level <= bid whose target the team reached, 0 if not even level 1."""
    reached = 0
    for level in range(1, bid + 1):
        if team_points >= target(active_players, level):
            reached = level
    return reached


def trump_kind(chief_trump: str) -> str:
    if chief_trump == MU:
        return "mu"
    if is_colour_trump(chief_trump):
        return "colour"
    return "one-or-seven" if chief_trump in ("1", "7") else "number"


def success_bonus(bid: int, chief_trump: str, capped: bool) -> int:
    bonus = 10 * (bid + BONUS_EXTRA_BY_TRUMP_KIND[trump_kind(chief_trump)])
    return min(bonus, BONUS_CAP) if capped else bonus


def played_hand_bonuses(
    *,
    players: int,
    active: Sequence[int],
    chief: int,
    partner: int | None,
    bid: int,
    chief_trump: str,
    card_points: Sequence[int],
    capped: bool,
) -> tuple[int, int, int, bool, tuple[int, ...]]:
    """(team_points, target, level, success, bonus per seat) of a hand that was played out."""
    team = {chief} if partner is None else {chief, partner}
    team_points = sum(card_points[seat] for seat in team)
    needed = target(len(active), bid)
    level = level_reached(len(active), bid, team_points)
    bonus = [0] * players
    success = team_points >= needed
    if success:
        for seat in team:
            bonus[seat] = success_bonus(bid, chief_trump, capped)
    else:
        short = bid - level
        bonus[chief] = -FAILURE_CHIEF_PENALTY_PER_CARD * short
        for seat in active:
            if seat not in team:
                bonus[seat] = FAILURE_OPPONENT_REWARD_PER_CARD * short
    return team_points, needed, level, success, tuple(bonus)


def eklat_bonuses(players: int, tied: Sequence[int], provocateur: int, bid: int) -> tuple[int, ...]:
    """Chief tie: the provocateur loses 10 x bid, the other tied players gain 5 x bid, the rest 0."""
    bonus = [0] * players
    for seat in tied:
        bonus[seat] = EKLAT_TIED_REWARD_PER_CARD * bid
    bonus[provocateur] = -EKLAT_PROVOCATEUR_PENALTY_PER_CARD * bid
    return tuple(bonus)
