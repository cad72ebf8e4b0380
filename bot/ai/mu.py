"""Computer players for Mü at three levels. They see only their seat's ``MuView`` and the legal actions.

* easy: a beginner: it plays as medium does but bids more timidly, and about one decision in ten (a bid, a
  trump, the partner, a card) it slips and picks at random.
* medium: estimates the tricks its hand takes under each trump it could name and bids up to what that is worth,
  showing first a card that lets it name that trump; names the trump and picks the partner (the seat whose face-up
  cards fit the trumps) that suit its hand; plays basic tricks: wins as cheaply as it can when an opponent is
  winning, gives points to a winning teammate, and otherwise throws its least useful card, keeping trumps.
* hard: bids and names its trump by expected score (chance of making the target, bonus by trump kind, failure
  penalty); counts the cards (face-up rows, played cards, suits a seat has shown it lacks) to know which cards
  are sure winners, leads those, and keeps away from suits an opponent can trump.

Medium and hard always bid one card above the top bid, so they never tie for Chief late (the Eklat's
provocateur loses 10 points per card). Every random choice comes from the ``random.Random`` given at creation,
so a game replays identically.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ai.base import PlayerFactory
from bot.rules.mu import MU, Bid, Card, ChoosePartner, MuAction, MuView, NameTrump, Pass, Play
from bot.rules.mu.cards import (
    TRUMP_SUIT,
    build_deck,
    colours_for,
    effective_suit,
    matches,
    strength,
    trick_winner_index,
    trump_options,
)
from bot.rules.mu.scoring import (
    FAILURE_CHIEF_PENALTY_PER_CARD,
    TARGET_TABLE,
    success_bonus,
)

NO_TRUMP: str | None = None
PLAIN_ROUND_FADE = (1.0, 0.75, 0.45, 0.25, 0.1)  # chance a plain suit is still followed by everyone, by round


@dataclass(frozen=True)
class Style:
    """What separates the levels."""

    bid_margin: float  # extra card points the estimate must show above a bid's target before bidding it
    counts_cards: bool  # use the public cards to know which cards are the highest still out
    weighs_bonus: bool  # prefer trumps that pay a bigger bonus when the hand is safe anyway
    spread: float = 0.0  # > 0: bid by expected score, the estimate being this many points uncertain
    careless: float = 0.0  # share of decisions (bids, trumps, partner, cards) made at random: a beginner's slips


EASY = Style(bid_margin=2.0, counts_cards=False, weighs_bonus=False, careless=0.1)
MEDIUM = Style(bid_margin=0.0, counts_cards=False, weighs_bonus=False)
HARD = Style(bid_margin=-4.0, counts_cards=True, weighs_bonus=True, spread=7.0)


def success_chance(points: float, needed: int, spread: float) -> float:
    """Chance that the team's card points reach ``needed`` when ``points`` is expected (normal error)."""
    return 0.5 * (1.0 + math.erf((points - needed) / (spread * math.sqrt(2.0))))


def chief_expected_score(active_players: int, points: float, bid: int, trump: str, spread: float) -> float:
    """The Chief's expected bonus or penalty for this bid: bonus when made, -10 per level short otherwise."""
    table = TARGET_TABLE[active_players]
    chance = success_chance(points, table[bid - 1], spread)
    step = table[1] - table[0]
    levels_short = max(1.0, (table[bid - 1] - points) / step + 1.0)
    penalty = FAILURE_CHIEF_PENALTY_PER_CARD * min(float(bid), levels_short)
    return chance * success_bonus(bid, trump, capped=True) - (1.0 - chance) * penalty


def seat_hand_size(view: MuView) -> int:
    """Cards each active seat held at the deal."""
    return len(build_deck(colours_for(view.active_players))) // view.active_players


def estimated_tricks(
    cards: Sequence[Card], chief_trump: str | None, vice_trump: str | None, active_players: int
) -> float:
    """How many tricks this hand should take under these trumps.

    Each card is scored by the cards out against it that beat it (equal cards count half: the first played
    wins). Long plain suits fade quickly: after two rounds the other seats are void and trump them.
    """
    deck = build_deck(colours_for(active_players))
    others = Counter(deck)
    others.subtract(cards)
    by_suit: dict[str, list[Card]] = {}
    for card in cards:
        by_suit.setdefault(effective_suit(card, chief_trump, vice_trump), []).append(card)
    total = 0.0
    for suit, held in by_suit.items():
        held.sort(key=lambda c: strength(c, suit, chief_trump, vice_trump), reverse=True)
        rivals = [
            (strength(other, suit, chief_trump, vice_trump), count)
            for other, count in others.items()
            if count > 0 and effective_suit(other, chief_trump, vice_trump) == suit
        ]
        for position, card in enumerate(held):
            key = strength(card, suit, chief_trump, vice_trump)
            threat = sum(count for rival, count in rivals if rival > key) + 0.5 * sum(
                count for rival, count in rivals if rival == key
            )
            if suit == TRUMP_SUIT:
                total += max(0.1, 0.95 - 0.15 * threat)
            else:
                total += (
                    max(0.03, 0.55 - 0.25 * threat)
                    * PLAIN_ROUND_FADE[min(position, len(PLAIN_ROUND_FADE) - 1)]
                )
    trumps_held = len(by_suit.get(TRUMP_SUIT, ()))
    return min(float(len(cards)), total + max(0, trumps_held - 3) * 0.3)


def estimated_team_points(
    view: MuView, cards: Sequence[Card], chief_trump: str | None, vice_trump: str | None
) -> float:
    """Card points the Chief's team should take if this seat were Chief with these cards and trumps."""
    size = seat_hand_size(view)
    points_per_trick = (36 if view.active_players == 3 else 60) / size
    partner_tricks = 0.0 if view.active_players == 3 else size / view.active_players
    return (
        estimated_tricks(cards, chief_trump, vice_trump, view.active_players) + partner_tricks
    ) * points_per_trick


class MuPlayer:
    """One computer seat of the level ``style`` describes."""

    def __init__(self, rng: random.Random, style: Style) -> None:
        self.rng = rng
        self.style = style

    def _careless(self) -> bool:
        return self.style.careless > 0 and self.rng.random() < self.style.careless

    def choose(self, view: MuView, legal: Sequence[MuAction]) -> MuAction:
        if view.phase == "auction":
            return self._auction(view, legal)
        if view.phase == "vice_trump":
            return self._vice_trump(view, legal)
        if view.phase == "chief_trump":
            return self._chief_trump(view, legal)
        if view.phase == "partner":
            return self._partner(view, legal)
        return self._play(view, legal)

    # ----- auction ------------------------------------------------------------------------------------------

    def _auction(self, view: MuView, legal: Sequence[MuAction]) -> MuAction:
        assert view.seat is not None
        me = view.seats[view.seat]
        room = view.max_bid + 1 - me.bid
        if self._careless():
            singles = [a for a in legal if isinstance(a, Bid) and len(a.cards) == 1]
            if singles and self.rng.random() < 0.3:
                return singles[self.rng.randrange(len(singles))]
            return Pass()
        others_top = max((s.bid for s in view.seats if s.seat != view.seat), default=0)
        if me.bid > others_top or room < 1 or not view.hidden:
            return Pass()  # already the sole leader, or nothing to add
        wanted_trump, wanted_bid = self._ambition(view)
        new_total = view.max_bid + 1  # always take the sole lead: never create a tie for Chief
        if wanted_trump is None or new_total > wanted_bid or new_total - me.bid > len(view.hidden):
            return Pass()
        return Bid(self._cards_to_show(view, wanted_trump, new_total - me.bid))

    def _ambition(self, view: MuView) -> tuple[str | None, int]:
        """The trump this hand would name as Chief and the highest bid it can afford with it (0: none)."""
        best: tuple[float, str | None, int] = (-1.0, None, 0)
        table = TARGET_TABLE[view.active_players]
        for trump in trump_options(view.hand):
            points = estimated_team_points(view, view.hand, trump, NO_TRUMP)
            affordable = 0
            for bid, needed in enumerate(table[: len(view.hand)], start=1):
                if self.style.spread > 0:
                    worth_it = (
                        chief_expected_score(view.active_players, points, bid, trump, self.style.spread) > 0
                    )
                else:
                    worth_it = points >= needed + self.style.bid_margin
                if worth_it:
                    affordable = bid
            if (points, affordable) > (best[0], best[2]):
                best = (points, trump, affordable)
        return best[1], best[2]

    def _cards_to_show(self, view: MuView, trump: str, count: int) -> tuple[Card, ...]:
        """Cards carrying the planned trump first (so it can be named), then the least useful others."""
        hidden = list(view.hidden)
        assert view.seat is not None
        already = view.seats[view.seat].shown
        has_trump_shown = any(matches(trump, card) for card in already)
        chosen: list[Card] = []
        if not has_trump_shown:
            carriers = [card for card in hidden if matches(trump, card)]
            if carriers:
                card = max(carriers, key=lambda c: (c.number, c.colour))
                chosen.append(card)
                hidden.remove(card)
        rest = sorted(hidden, key=lambda c: (not matches(trump, c), -c.number))
        chosen.extend(rest[: count - len(chosen)])
        return tuple(chosen[:count])

    # ----- trumps and partner ---------------------------------------------------------------------------------

    def _vice_trump(self, view: MuView, legal: Sequence[MuAction]) -> MuAction:
        options = [a for a in legal if isinstance(a, NameTrump)]
        if self._careless():
            return options[self.rng.randrange(len(options))]
        chief_shown = view.seats[view.chief].shown if view.chief is not None else ()

        def value(action: NameTrump) -> float:
            mine = estimated_tricks(view.hand, NO_TRUMP, action.trump, view.active_players)
            helps_chief = sum(1 for card in chief_shown if matches(action.trump, card))
            return mine - (0.5 * helps_chief if self.style.counts_cards else 0.0)

        return max(options, key=value)

    def _chief_trump(self, view: MuView, legal: Sequence[MuAction]) -> MuAction:
        options = [a for a in legal if isinstance(a, NameTrump)]
        if self._careless():
            return options[self.rng.randrange(len(options))]
        assert view.seat is not None and view.target_points is not None
        target = view.target_points
        bid = view.seats[view.seat].bid

        def value(action: NameTrump) -> float:
            points = estimated_team_points(
                view, view.hand, None if action.trump == MU else action.trump, view.vice_trump
            )
            margin = points - target
            if self.style.weighs_bonus:
                # Expected bonus or penalty, plus the Chief's own card points (its share of the team's).
                own_share = points * 0.6 if view.active_players > 3 else points
                spread = self.style.spread or 7.0
                return (
                    chief_expected_score(view.active_players, points, bid, action.trump, spread) + own_share
                )
            return margin

        return max(options, key=value)

    def _partner(self, view: MuView, legal: Sequence[MuAction]) -> MuAction:
        options = [a for a in legal if isinstance(a, ChoosePartner)]
        if self._careless():
            return options[self.rng.randrange(len(options))]

        def value(action: ChoosePartner) -> tuple[float, int]:
            seat = view.seats[action.seat]
            trumps = sum(1 for card in seat.shown if view.is_trump(card))
            high = sum(1 for card in seat.shown if card.number >= 8 and not view.is_trump(card))
            return (2.0 * trumps + high + 0.5 * seat.bid, -action.seat)

        return max(options, key=value)

    # ----- trick play ---------------------------------------------------------------------------------------

    def _play(self, view: MuView, legal: Sequence[MuAction]) -> MuAction:
        cards = [a.card for a in legal if isinstance(a, Play)]
        if self._careless():
            return Play(cards[self.rng.randrange(len(cards))])
        return Play(TrickPlanner(view, self.style).choose(cards))


class TrickPlanner:
    """Basic trick-taking sense for one decision."""

    def __init__(self, view: MuView, style: Style) -> None:
        assert view.seat is not None
        self.view = view
        self.style = style
        self.me = view.seat
        chief_team = {s for s in (view.chief, view.partner) if s is not None}
        self.team = (
            chief_team if self.me in chief_team else {s for s in range(view.players) if s not in chief_team}
        )
        self.chief_trump = view.chief_trump
        self.vice_trump = view.vice_trump
        self.unseen = self._unseen_cards() if style.counts_cards else None
        self.voids = self._known_voids()
        shown_elsewhere: Counter[Card] = Counter()
        for seat in view.seats:
            if seat.seat != self.me:
                shown_elsewhere.update(seat.shown)
        self.hidden_pool = (self.unseen - shown_elsewhere) if self.unseen is not None else Counter()

    def _unseen_cards(self) -> Counter[Card]:
        """Cards still out in other seats' hidden hands or their face-up rows (public rows are known though)."""
        view = self.view
        out = Counter(build_deck(colours_for(view.active_players)))
        out.subtract(view.hand)
        out.subtract(view.played_cards)
        out.subtract(played.card for played in view.trick)
        return +out

    def suit(self, card: Card) -> str:
        return effective_suit(card, self.chief_trump, self.vice_trump)

    def key(self, card: Card, led: str) -> tuple[int, int]:
        return strength(card, led, self.chief_trump, self.vice_trump)

    def value(self, card: Card) -> tuple[int, int, int]:
        """How much a card costs to give away: trumps most, then points, then rank."""
        return (1 if self.suit(card) == TRUMP_SUIT else 0, card.points, card.number)

    def spend_cost(self, card: Card, led: str) -> tuple[int, tuple[int, int], int]:
        """How much a card costs to win with: trumps most, then its power (keep the big ones), then points."""
        return (1 if self.suit(card) == TRUMP_SUIT else 0, self.key(card, led), card.points)

    def _known_voids(self) -> dict[int, set[str]]:
        """Suits each seat has shown it lacks: it did not follow them in a trick of this hand."""
        voids: dict[int, set[str]] = {}
        for trick in (*self.view.tricks, self.view.trick):
            if not trick:
                continue
            led = self.suit(trick[0].card)
            for played in trick[1:]:
                if self.suit(played.card) != led:
                    voids.setdefault(played.seat, set()).add(led)
        return voids

    def threatened(self, card: Card, led: str, followers: Sequence[int]) -> bool:
        """Whether one of ``followers`` may still beat ``card`` in this trick (True when not counting cards).

        A follower's face-up cards are known; any hidden card still out may be in its hidden hand. It can only
        play a card off the led suit when it may be void there: not when it shows a card of that suit.
        """
        if self.unseen is None:
            return True
        key = self.key(card, led)
        for follower in followers:
            seat = self.view.seats[follower]
            candidates = Counter(seat.shown)
            if seat.hand_count > len(seat.shown):
                candidates += self.hidden_pool
            must_follow = any(self.suit(shown) == led for shown in seat.shown)
            lacking = self.voids.get(follower, set())
            for other in candidates:
                suit = self.suit(other)
                if suit in lacking or (suit != led and must_follow):
                    continue
                if self.key(other, led) > key:
                    return True
        return False

    def opponents_after_me(self) -> list[int]:
        remaining = self.view.active_players - len(self.view.trick) - 1
        seats = []
        seat = self.me
        for _ in range(remaining):
            seat = self._next_active(seat)
            if seat not in self.team:
                seats.append(seat)
        return seats

    def choose(self, cards: list[Card]) -> Card:
        trick = self.view.trick
        if not trick:
            return self._lead(cards)
        played = [p.card for p in trick]
        led = self.suit(played[0])
        best_index = trick_winner_index(played, self.chief_trump, self.vice_trump)
        best_seat = trick[best_index].seat
        best_key = self.key(played[best_index], led)
        points_in_trick = sum(card.points for card in played)
        remaining = self.view.active_players - len(trick) - 1  # seats still to play after me
        followers_all_friends = remaining == 0 or self._followers_are_team(remaining)
        winners = [card for card in cards if self.key(card, led) > best_key]
        if best_seat in self.team:
            gifts = [card for card in cards if not self._beats_needlessly(card, led, best_key)]
            if gifts and (followers_all_friends or self._teammate_safe(played[best_index], led)):
                return max(gifts, key=lambda c: (c.points, -c.number))
            return min(cards, key=self.value)
        if winners:
            if followers_all_friends:
                return min(winners, key=lambda c: self.spend_cost(c, led))
            opponents = self.opponents_after_me()
            safe = [card for card in winners if not self.threatened(card, led, opponents)]
            if safe:
                return min(safe, key=lambda c: self.spend_cost(c, led))
            if points_in_trick >= 2 or self.suit(played[0]) != TRUMP_SUIT:
                strongest = max(winners, key=lambda c: self.key(c, led))
                if self.suit(strongest) != TRUMP_SUIT or points_in_trick >= 2:
                    return strongest
        return min(cards, key=self.value)

    def _beats_needlessly(self, card: Card, led: str, best_key: tuple[int, int]) -> bool:
        """Overtaking a winning teammate with a trump wastes the trump."""
        return self.suit(card) == TRUMP_SUIT and self.key(card, led) > best_key

    def _followers_are_team(self, remaining: int) -> bool:
        seat = self.me
        for _ in range(remaining):
            seat = self._next_active(seat)
            if seat not in self.team:
                return False
        return True

    def _next_active(self, seat: int) -> int:
        following = (seat + 1) % self.view.players
        while not self.view.seats[following].active:
            following = (following + 1) % self.view.players
        return following

    def _teammate_safe(self, card: Card, led: str) -> bool:
        if self.unseen is not None:
            return not self.threatened(card, led, self.opponents_after_me())
        return self.key(card, led)[0] >= 2

    def _lead(self, cards: list[Card]) -> Card:
        plain = [card for card in cards if self.suit(card) != TRUMP_SUIT]
        trumps = [card for card in cards if self.suit(card) == TRUMP_SUIT]
        if self.unseen is not None:
            opponents = self.opponents_after_me()
            sure = [card for card in cards if not self.threatened(card, self.suit(card), opponents)]
            if sure:
                return max(sure, key=lambda c: (self.suit(c) != TRUMP_SUIT, c.points, c.number))
        in_chief_team = self.me in (self.view.chief, self.view.partner)
        if in_chief_team and len(trumps) >= max(3, len(cards) // 2):
            return max(trumps, key=lambda c: self.key(c, TRUMP_SUIT))  # draw the opponents' trumps
        if self.unseen is not None:
            # Keep away from suits an opponent has shown it lacks: it would trump or discard at will.
            lacking = {suit for seat, suits in self.voids.items() if seat not in self.team for suit in suits}
            plain = [card for card in plain if self.suit(card) not in lacking] or plain
        nines = [card for card in plain if card.number == 9]
        if nines:
            return nines[0]
        pool = plain or cards
        return min(pool, key=self.value)


PLAYERS: dict[str, PlayerFactory] = {
    "easy": lambda rng: MuPlayer(rng, EASY),
    "medium": lambda rng: MuPlayer(rng, MEDIUM),
    "hard": lambda rng: MuPlayer(rng, HARD),
}
