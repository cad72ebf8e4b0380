"""Gin Rummy computer players against OpenSpiel's ``SimpleGinRummyBot``, refereed by OpenSpiel's ``gin_rummy``.

    python -m bench.gin_openspiel [--deals N] [--level LEVEL ...] [--seed S] [--progress N]

Each deal is played twice, once from each seat (duplicate deals: the luck of the cards cancels out). OpenSpiel
plays the hand (knock card 10, gin bonus 25, undercut bonus 25, one hand) and its returns decide who won; the
project's engine runs in lockstep on the same cards with the ``openspiel`` preset, so our player sees its usual
``GinView`` and legal moves (narrowed to what OpenSpiel allows: its knock test looks at fewer arrangements).
Our defender's lay-offs and melds are the engine's, as at a real table; the simple bot never lays off.

Printed per level: hands won, lost and drawn, the share of hands won with its 95% interval (deals are the unit,
so the two seatings of a deal count together), points per hand, and think time; then each level against the first
named, deal by deal on the same deals (a narrower interval than the levels' own). Needs the ``openspiel`` extra.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pyspiel

from bot.ai.base import LEVELS, Player
from bot.ai.gin import BASELINES
from bot.games import make_player
from bot.rules.cards import Card, standard_deck
from bot.rules.gin import RULES, Discard, Draw, GinAction, GinState, Knock, Pass
from bot.rules.melds import Meld

RANKS = "A23456789TJQK"
CARD_ACTIONS = 52
DRAW_UPCARD, DRAW_STOCK, PASS, KNOCK, MELD_BASE = 52, 53, 54, 55, 56
KNOCK_CARD = 10
MAX_STEPS = 2_000  # a safety net: a hand is about 60 OpenSpiel actions


class Cards:
    """Our cards and OpenSpiel's card numbers, both ways."""

    def __init__(self, utils: Any) -> None:
        self.utils = utils
        self.to_int = {c: int(utils.card_strings_to_card_ints([RANKS[c.rank - 1] + c.suit.lower()])[0])
                       for c in standard_deck()}
        self.to_card = {number: c for c, number in self.to_int.items()}

    def meld_actions(self, meld: Meld) -> list[int]:
        """OpenSpiel lays runs of 3 to 5 cards only: a longer run goes down as two pieces (same lay-off spots)."""
        cards = list(meld.cards)
        pieces = [cards] if len(cards) <= 5 else [cards[: len(cards) - 3], cards[len(cards) - 3:]]
        if len(cards) > 8:
            pieces = [cards[:5], cards[5:]]
        return [MELD_BASE + int(self.utils.meld_to_int([self.to_int[c] for c in piece])) for piece in pieces]

    def meld_cards(self, action: int) -> tuple[Card, ...]:
        return tuple(self.to_card[number] for number in self.utils.int_to_meld[action - MELD_BASE])


@dataclass
class Hand:
    """One hand from our player's side: OpenSpiel's return for it, and how long each of its choices took."""

    points: float
    think_ms: list[float] = field(default_factory=list)
    engine_agrees: bool = True  # the engine counted the same deadwood as OpenSpiel (ours; the knocker's)
    state: GinState | None = None  # the engine's state at the end, for looking into single hands
    our_seat: int = 0


class Lockstep:
    """One hand: an OpenSpiel state and our engine's state on the same cards, moved together."""

    def __init__(self, game: Any, cards: Cards, seed: int) -> None:
        self.cards = cards
        self.rng = random.Random(seed)
        self.state: GinState = RULES.new_game(2, RULES.options("openspiel", {}), self.rng)
        self.spiel = game.new_initial_state()
        non_dealer = 1 - self.state.dealer
        self.seat_of_player = (non_dealer, self.state.dealer)  # OpenSpiel's player 0 always starts: our non-dealer
        for c in [*self.state.hands[non_dealer], *self.state.hands[self.state.dealer], self.state.discard[-1]]:
            self.spiel.apply_action(cards.to_int[c])

    def apply(self, seat: int, action: GinAction) -> None:
        self.state, _events = RULES.apply(self.state, seat, action, self.rng)

    def spiel_apply(self, action: int) -> None:
        self.spiel.apply_action(action)
        if self.spiel.is_chance_node():  # a stock draw: the card our engine's stock has on top
            self.spiel.apply_action(self.cards.to_int[self.state.stock[-1]])

    def legal_for(self, seat: int) -> list[GinAction]:
        """The engine's legal moves that OpenSpiel also allows (its knock check misses some arrangements)."""
        legal = RULES.legal(self.state, seat)
        spiel_legal = set(self.spiel.legal_actions())
        if self.state.phase == "discard":
            hand = [self.cards.to_int[c] for c in self.state.hands[seat]]
            allowed = {self.cards.to_card[n] for n in self.cards.utils.legal_discards(hand, KNOCK_CARD)}
            if self.spiel.current_phase() == pyspiel.gin_rummy.Phase.KNOCK:  # knocking at the wall: knock only
                return [a for a in legal if isinstance(a, Knock) and a.card in allowed]
            return [a for a in legal if not isinstance(a, Knock)
                    or (KNOCK in spiel_legal and a.card is not None and a.card in allowed)]
        if self.state.phase == "wall":
            return [a for a in legal if not isinstance(a, Draw) or KNOCK in spiel_legal]
        return legal

    def our_move(self, seat: int, action: GinAction) -> None:
        """Play our player's choice on both sides."""
        phase = self.state.phase
        if not isinstance(action, Knock):  # OpenSpiel first: a stock draw takes the engine's top card
            self.spiel_apply(self.spiel_action(phase, action))
            self.apply(seat, action)
            return
        self.apply(seat, action)
        assert action.card is not None and self.state.last_hand is not None
        if self.spiel.current_phase() != pyspiel.gin_rummy.Phase.KNOCK:
            self.spiel_apply(KNOCK)
        self.spiel_apply(self.cards.to_int[action.card])
        for meld in self.state.last_hand.knocker_melds:
            for meld_action in self.cards.meld_actions(meld):
                self.spiel_apply(meld_action)
        self.spiel_apply(PASS)

    def spiel_action(self, phase: str, action: GinAction) -> int:
        if isinstance(action, Pass):
            return PASS
        if isinstance(action, Draw):
            if phase == "wall":
                return KNOCK
            return DRAW_UPCARD if action.source == "discard" else DRAW_STOCK
        assert isinstance(action, Discard)
        return self.cards.to_int[action.card]

    def their_knock(self, seat: int, bot: Any) -> None:
        """The simple bot knocks (after its knock action): it discards, lays its melds and passes; the engine then
        scores the same spread and our side lays off and melds as the engine decided."""
        discard = self.cards.to_card[bot.step(self.spiel)]
        self.spiel_apply(self.cards.to_int[discard])
        melds: list[tuple[Card, ...]] = []
        while (action := bot.step(self.spiel)) != PASS:
            melds.append(self.cards.meld_cards(action))
            self.spiel_apply(action)
        self.spiel_apply(PASS)
        self.apply(seat, Knock(discard, tuple(melds)))
        result = self.state.last_hand
        assert result is not None
        if result.result != "gin":  # nothing may be laid off on gin
            for layoff in result.layoffs:
                self.spiel_apply(self.cards.to_int[layoff.card])
            self.spiel_apply(PASS)
        for meld in result.defender_melds:
            for meld_action in self.cards.meld_actions(meld):
                self.spiel_apply(meld_action)
        self.spiel_apply(PASS)

    def their_move(self, seat: int, bot: Any) -> None:
        phase = self.spiel.current_phase()
        action = bot.step(self.spiel)
        self.spiel_apply(action)
        if action == KNOCK:
            if phase == pyspiel.gin_rummy.Phase.WALL:
                self.apply(seat, Draw("discard"))
            self.their_knock(seat, bot)
        elif action == PASS:
            self.apply(seat, Pass())
        elif action == DRAW_UPCARD:
            self.apply(seat, Draw("discard"))
        elif action == DRAW_STOCK:
            self.apply(seat, Draw("stock"))
        else:
            self.apply(seat, Discard(self.cards.to_card[action]))


def play_hand(game: Any, cards: Cards, level: str, seed: int, our_player: int) -> Hand:
    """One hand of the deal ``seed``, our ``level`` sitting as OpenSpiel's player ``our_player``."""
    hand = Lockstep(game, cards, seed)
    rng = random.Random(seed * 31 + our_player)
    ours: Player = BASELINES[level](rng) if level in BASELINES else make_player("gin", level, rng)
    bot = pyspiel.make_simple_gin_rummy_bot(game.get_parameters(), 1 - our_player)
    think: list[float] = []
    for _ in range(MAX_STEPS):
        if hand.spiel.is_terminal():
            break
        player = hand.spiel.current_player()
        seat = hand.seat_of_player[player]
        if RULES.is_over(hand.state):
            if hand.spiel.current_phase() != pyspiel.gin_rummy.Phase.LAYOFF or player == our_player:
                break  # the engine ended the hand and OpenSpiel did not (their draw limits differ slightly)
            hand.spiel_apply(bot.step(hand.spiel))  # the simple bot lays its melds after our knock
        elif player == our_player:
            view, legal = RULES.view(hand.state, seat), hand.legal_for(seat)
            started = time.process_time()
            action = ours.choose(view, legal)
            think.append((time.process_time() - started) * 1000)
            hand.our_move(seat, action)
        else:
            hand.their_move(seat, bot)
    if not hand.spiel.is_terminal():
        # The engine ended the hand first (their draw limits differ slightly): a drawn hand.
        return Hand(0.0, think, True, hand.state, hand.seat_of_player[our_player])
    points = float(hand.spiel.returns()[our_player])
    result = hand.state.last_hand
    agrees = True
    if result is not None and result.knocker_seat is not None:  # same spread, same deadwood on both sides
        knocker = hand.seat_of_player.index(result.knocker_seat)
        deadwood = hand.spiel.deadwood()
        agrees = deadwood[knocker] == result.knocker_deadwood
        if knocker != our_player:  # our lay-offs are the engine's; the simple bot never lays off
            agrees = agrees and deadwood[our_player] == result.defender_deadwood
    return Hand(points, think, agrees, hand.state, hand.seat_of_player[our_player])


def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% confidence interval."""
    mean = statistics.fmean(values)
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def match(level: str, deals: int, seed: int, progress: int = 0) -> list[tuple[float, float]]:
    """Play ``deals`` deals from both seats and print the figures; returns each deal's (share of its two hands won,
    points a hand) for comparing levels deal by deal."""
    game = pyspiel.load_game("gin_rummy", {"knock_card": KNOCK_CARD, "gin_bonus": 25, "undercut_bonus": 25})
    cards = Cards(pyspiel.gin_rummy.GinRummyUtils(13, 4, 10))
    started = time.perf_counter()
    hands: list[Hand] = []
    per_deal_wins: list[float] = []
    per_deal_points: list[float] = []
    for number in range(deals):
        pair = [play_hand(game, cards, level, seed + number, our_player) for our_player in (0, 1)]
        hands += pair
        per_deal_wins.append(sum(h.points > 0 for h in pair) / 2)
        per_deal_points.append(sum(h.points for h in pair) / 2)
        if progress and (number + 1) % progress == 0 and number + 1 < deals:
            summary(f"{level} so far", hands, per_deal_wins, per_deal_points, started)
    summary(level, hands, per_deal_wins, per_deal_points, started)
    return list(zip(per_deal_wins, per_deal_points, strict=True))


def paired(label: str, deals: Sequence[tuple[float, float]], reference: Sequence[tuple[float, float]]) -> None:
    """A level against another on the same deals: the difference deal by deal cancels most of the cards' luck, so
    its interval is narrower than the two levels' own."""
    wins, wins_half = interval([a[0] - b[0] for a, b in zip(deals, reference, strict=True)])
    points, points_half = interval([a[1] - b[1] for a, b in zip(deals, reference, strict=True)])
    print(f"{label}: {wins:+.1%} ± {wins_half:.1%} of hands won, {points:+.2f} ± {points_half:.2f} points a hand "
          f"(same deals, 95%)", flush=True)


def summary(label: str, hands: Sequence[Hand], per_deal_wins: Sequence[float], per_deal_points: Sequence[float],
            started: float) -> None:
    won = sum(h.points > 0 for h in hands)
    lost = sum(h.points < 0 for h in hands)
    win_share, win_half = interval(per_deal_wins)
    points, points_half = interval(per_deal_points)
    think = [ms for h in hands for ms in h.think_ms]
    print(f"{label:>14}: won {won}, lost {lost}, drawn {len(hands) - won - lost} of {len(hands)} hands; "
          f"wins {win_share:.1%} ± {win_half:.1%} of hands (95%), {won / max(1, won + lost):.1%} of decided ones; "
          f"{points:+.2f} ± {points_half:.2f} points a hand; think p50 {percentile(think, 0.5):.2f} ms, "
          f"p99 {percentile(think, 0.99):.2f} ms; deadwood counted differently "
          f"in {sum(not h.engine_agrees for h in hands)} hands ({time.perf_counter() - started:.0f} s)", flush=True)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="deals per level, each played from both seats")
    parser.add_argument("--level", action="append", choices=[*LEVELS, *BASELINES],
                        help="only these levels, or players kept for measurement (default: every level)")
    parser.add_argument("--seed", type=int, default=0, help="first deal's seed")
    parser.add_argument("--progress", type=int, default=0, help="print the figures so far every N deals")
    args = parser.parse_args(argv)
    print(f"Gin Rummy against OpenSpiel's SimpleGinRummyBot: {args.deals} deals × 2 seatings per level")
    levels = args.level or list(reversed(LEVELS))
    results = {level: match(level, args.deals, args.seed, args.progress) for level in levels}
    for level in levels[1:]:
        paired(f"{level:>14} - {levels[0]}", results[level], results[levels[0]])


if __name__ == "__main__":
    main()
