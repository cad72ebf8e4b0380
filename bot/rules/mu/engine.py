"""The Mü state machine: deal, auction, Chief/Vice, trumps, partner, tricks, scoring, game end.

A hand goes AUCTION -> (Eklat | all pass: scored at once) or VICE_TRUMP (if there is a Vice) -> CHIEF_TRUMP ->
PARTNER (4+ active players) -> PLAY -> scored; then the deal passes one seat on and the next hand is dealt in the
same ``apply`` call, until the game ends. Rules: docs/rules/mu.md.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.rules.base import Command, Event, IllegalMove, JSONValue, Outcome, SeatSummary
from bot.rules.codec import from_json, to_json
from bot.rules.mu import scoring
from bot.rules.mu.actions import (
    ACTIONS,
    Bid,
    ChoosePartner,
    MuAction,
    NameTrump,
    Pass,
    Play,
)
from bot.rules.mu.cards import (
    MU,
    TRUMP_SUIT,
    Card,
    NotationError,
    build_deck,
    cards_text,
    colours_for,
    effective_suit,
    parse_cards,
    parse_trump,
    sort_key,
    sorted_cards,
    total_points,
    trick_winner_index,
    trump_options,
)
from bot.rules.mu.state import MuOptions, MuState, Trick
from bot.rules.mu.views import (
    PHASE_AUCTION,
    PHASE_CHIEF_TRUMP,
    PHASE_OVER,
    PHASE_PARTNER,
    PHASE_PLAY,
    PHASE_VICE_TRUMP,
    MuHandResult,
    MuSeatView,
    MuView,
    PlayedCard,
)
from bot.rules.options import OptionTable
from bot.rules.ranking import rank_seats
from bot.rules.schema import Schema

PRESETS: dict[str, MuOptions] = {
    "classic": MuOptions(),
    "quick": MuOptions(target=100),
    "uncapped": MuOptions(bonus_cap=False),
}
# target, hands and turn_timer are whole numbers; bonus_cap and dealer_sits_out (bools in MuOptions) are yes/no.
# A turn clock under 15 s is refused here rather than by the table, so the refusal names the option.
_OPTIONS = OptionTable(ranges={"target": (10, 2000), "hands": (0, 100), "turn_timer": (15, 3600)})

# The events that score a hand played with a Chief (the event's seat), and whether the contract was made: a
# player's Chief record is counted from them (bot.games declares them for the store and /stats).
CHIEF_CONTRACT_EVENTS: dict[str, bool] = {"mu-hand-made": True, "mu-hand-failed": False}

# What each phase waits for, named after the command that does it (used by the "not now" refusal).
_EXPECTED_COMMAND = {
    PHASE_AUCTION: "bid",
    PHASE_VICE_TRUMP: "trump",
    PHASE_CHIEF_TRUMP: "trump",
    PHASE_PARTNER: "partner",
    PHASE_PLAY: "play",
}


def _replace_at(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*values[:index], value, *values[index + 1 :])


def _without(cards: tuple[Card, ...], removed: Iterable[Card]) -> tuple[Card, ...]:
    remaining = list(cards)
    for card in removed:
        remaining.remove(card)
    return tuple(remaining)


def _missing(cards: Sequence[Card], held: Sequence[Card]) -> list[Card]:
    """Cards of ``cards`` not covered by ``held`` (as multisets)."""
    available = Counter(held)
    missing: list[Card] = []
    for card in cards:
        if available[card] > 0:
            available[card] -= 1
        else:
            missing.append(card)
    return missing


def distinct_cards(cards: Iterable[Card]) -> list[Card]:
    return sorted(set(cards), key=sort_key)


def next_active(state: MuState, seat: int) -> int:
    following = (seat + 1) % state.players
    while following not in state.active:
        following = (following + 1) % state.players
    return following


def _deal(
    players: int, options: MuOptions, scores: tuple[int, ...], hand_number: int, dealer: int,
    last_hand: MuHandResult | None, rng: random.Random,
) -> MuState:  # fmt: skip
    """A fresh hand: shuffle, deal everything evenly to the active seats, the dealer opens the auction."""
    dealer_out = options.dealer_sits_out and players == 6
    active = tuple(seat for seat in range(players) if not (dealer_out and seat == dealer))
    deck = build_deck(colours_for(len(active)))
    rng.shuffle(deck)
    size = len(deck) // len(active)
    hidden: list[tuple[Card, ...]] = [() for _ in range(players)]
    for index, seat in enumerate(active):
        hidden[seat] = sorted_cards(deck[index * size : (index + 1) * size])
    empty: tuple[tuple[Card, ...], ...] = tuple(() for _ in range(players))
    state = MuState(
        players=players,
        options=options,
        scores=scores,
        hand_number=hand_number,
        dealer=dealer,
        active=active,
        phase=PHASE_AUCTION,
        turn=dealer,
        hidden=tuple(hidden),
        shown=empty,
        bids=(0,) * players,
        last_action=("",) * players,
        passes=0,
        bid_order=(-1,) * players,
        bid_count=0,
        chief=None,
        vice=None,
        partner=None,
        vice_trump=None,
        chief_trump=None,
        trick=(),
        leader=None,
        last_trick=(),
        last_trick_winner=None,
        won=empty,
        tricks_won=(0,) * players,
        last_hand=last_hand,
    )
    if dealer_out:
        state = replace(state, turn=next_active(state, dealer))
    return state


def vice_tiebreak_key(shown: Iterable[Card]) -> tuple[int, ...]:
    """Shown numbers, highest first: compared lexicographically to break a tie for Vice."""
    return tuple(sorted((card.number for card in shown), reverse=True))


def find_vice(state: MuState, chief: int) -> int | None:
    """The non-Chief with the most bid cards (at least one); ties by shown numbers; still tied: no Vice."""
    others = [seat for seat in state.active if seat != chief and state.bids[seat] > 0]
    if not others:
        return None
    most = max(state.bids[seat] for seat in others)
    tied = [seat for seat in others if state.bids[seat] == most]
    keys = {seat: vice_tiebreak_key(state.shown[seat]) for seat in tied}
    best = max(keys.values())
    leaders = [seat for seat in tied if keys[seat] == best]
    return leaders[0] if len(leaders) == 1 else None


def hand_cards(state: MuState, seat: int) -> tuple[Card, ...]:
    return state.hidden[seat] + state.shown[seat]


def playable_cards(state: MuState, seat: int) -> list[Card]:
    """Distinct cards the seat may play now: follow the effective suit of the led card if it can."""
    cards = hand_cards(state, seat)
    if state.trick:
        led = effective_suit(state.trick[0][1], state.chief_trump, state.vice_trump)
        following = [c for c in cards if effective_suit(c, state.chief_trump, state.vice_trump) == led]
        if following:
            cards = tuple(following)
    return distinct_cards(cards)


def chief_trump_choices(state: MuState) -> list[str]:
    """What the Chief may name: its own bid cards' colours and numbers except the vice trump, or Mü."""
    assert state.chief is not None
    return [t for t in trump_options(state.shown[state.chief]) if t != state.vice_trump] + [MU]


def partner_choices(state: MuState) -> list[int]:
    return [seat for seat in state.active if seat not in (state.chief, state.vice)]


def max_bid(state: MuState) -> int:
    return max(state.bids)


class MuRules:
    """``RULES`` for Mü (implements ``bot.rules.base.Rules``)."""

    id = "mu"
    min_players = 3
    max_players = 6
    presets: tuple[str, ...] = tuple(PRESETS)

    # ----- set-up -------------------------------------------------------------------------------------------

    def options(self, preset: str | None, overrides: Mapping[str, str]) -> dict[str, JSONValue]:
        name = preset or self.presets[0]
        if name not in PRESETS:
            raise IllegalMove("bad-option", option="preset", value=name)
        return _OPTIONS.read(PRESETS[name].to_json(), overrides)

    def new_game(self, players: int, options: Mapping[str, JSONValue], rng: random.Random) -> MuState:
        if not self.min_players <= players <= self.max_players:
            raise IllegalMove("bad-option", option="players", value=str(players))
        parsed = MuOptions.from_json(options)
        return _deal(players, parsed, (0,) * players, 1, rng.randrange(players), None, rng)

    # ----- whose turn and what is allowed ----------------------------------------------------------------------

    def to_act(self, state: MuState) -> tuple[int, ...]:
        if state.phase in (PHASE_AUCTION, PHASE_PLAY):
            return (state.turn,)
        if state.phase == PHASE_VICE_TRUMP:
            assert state.vice is not None
            return (state.vice,)
        if state.phase in (PHASE_CHIEF_TRUMP, PHASE_PARTNER):
            assert state.chief is not None
            return (state.chief,)
        return ()

    def legal(self, state: MuState, seat: int) -> list[MuAction]:
        """Complete except for the auction, where bids of 2+ cards are represented by one bid per size."""
        if seat not in self.to_act(state):
            return []
        if state.phase == PHASE_AUCTION:
            actions: list[MuAction] = [Pass()]
            hidden = state.hidden[seat]
            allowed = min(max_bid(state) + 1 - state.bids[seat], len(hidden))
            if allowed >= 1:
                actions.extend(Bid((card,)) for card in distinct_cards(hidden))
            for size in range(2, allowed + 1):
                actions.append(Bid(hidden[:size]))
            return actions
        if state.phase == PHASE_VICE_TRUMP:
            return [NameTrump(t) for t in trump_options(state.shown[seat])]
        if state.phase == PHASE_CHIEF_TRUMP:
            return [NameTrump(t) for t in chief_trump_choices(state)]
        if state.phase == PHASE_PARTNER:
            return [ChoosePartner(s) for s in partner_choices(state)]
        return [Play(card) for card in playable_cards(state, seat)]

    def timeout_action(self, state: MuState, seat: int) -> MuAction:
        """Pass in the auction; otherwise the first legal choice (a real trump for the Chief, the lowest card)."""
        return self.legal(state, seat)[0]

    # ----- applying actions ---------------------------------------------------------------------------------

    def apply(
        self, state: MuState, seat: int, action: MuAction, rng: random.Random
    ) -> tuple[MuState, list[Event]]:
        if state.phase == PHASE_OVER:
            raise IllegalMove("mu-game-over")
        if seat not in self.to_act(state):
            raise IllegalMove("not-your-turn")
        phase = state.phase
        if phase == PHASE_AUCTION and isinstance(action, Bid):
            return self._bid(state, seat, action.cards)
        if phase == PHASE_AUCTION and isinstance(action, Pass):
            return self._pass(state, seat, rng)
        if phase == PHASE_VICE_TRUMP and isinstance(action, NameTrump):
            return self._vice_trump(state, seat, action.trump)
        if phase == PHASE_CHIEF_TRUMP and isinstance(action, NameTrump):
            return self._chief_trump(state, seat, action.trump)
        if phase == PHASE_PARTNER and isinstance(action, ChoosePartner):
            return self._partner(state, seat, action.seat)
        if phase == PHASE_PLAY and isinstance(action, Play):
            return self._play(state, seat, action.card, rng)
        raise IllegalMove("mu-not-now", expected=_EXPECTED_COMMAND[phase])

    def _bid(self, state: MuState, seat: int, cards: tuple[Card, ...]) -> tuple[MuState, list[Event]]:
        if not cards:
            raise IllegalMove("mu-bid-empty")
        missing = _missing(cards, state.hidden[seat])
        if missing:
            card = missing[0]
            if card in state.shown[seat]:
                raise IllegalMove("mu-card-already-shown", card=str(card))
            raise IllegalMove("mu-card-not-in-hand", card=str(card))
        allowed = max_bid(state) + 1 - state.bids[seat]  # the new total may be at most the maximum + 1
        if len(cards) > allowed:
            raise IllegalMove("mu-bid-too-many", allowed=allowed, limit=max_bid(state) + 1)
        shown_cards = sorted_cards(state.shown[seat] + cards)
        total = state.bids[seat] + len(cards)
        new_state = replace(
            state,
            hidden=_replace_at(state.hidden, seat, _without(state.hidden[seat], cards)),
            shown=_replace_at(state.shown, seat, shown_cards),
            bids=_replace_at(state.bids, seat, total),
            last_action=_replace_at(state.last_action, seat, "bid"),
            passes=0,
            bid_order=_replace_at(state.bid_order, seat, state.bid_count),
            bid_count=state.bid_count + 1,
        )
        new_state = replace(new_state, turn=next_active(new_state, seat))
        return new_state, [
            Event("mu-bid", {"cards": cards_text(sorted_cards(cards)), "total": total}, seat=seat)
        ]

    def _pass(self, state: MuState, seat: int, rng: random.Random) -> tuple[MuState, list[Event]]:
        new_state = replace(
            state,
            passes=state.passes + 1,
            last_action=_replace_at(state.last_action, seat, "pass"),
            turn=next_active(state, seat),
        )
        events = [Event("mu-pass", seat=seat)]
        if new_state.passes < len(state.active):
            return new_state, events
        final_state, end_events = self._end_auction(new_state, rng)
        return final_state, events + end_events

    def _end_auction(self, state: MuState, rng: random.Random) -> tuple[MuState, list[Event]]:
        """Everyone passed in a row: all pass (void hand), Eklat (chief tie), or a Chief and maybe a Vice."""
        top = max_bid(state)
        if top == 0:
            result = self._unplayed_result(state, "all-pass", None, 0, (0,) * state.players)
            return self._finish_hand(state, result, [Event("mu-all-passed")], rng)
        tied = [seat for seat in state.active if state.bids[seat] == top]
        if len(tied) > 1:
            provocateur = max(tied, key=lambda seat: state.bid_order[seat])
            bonus = scoring.eklat_bonuses(state.players, tied, provocateur, top)
            result = self._unplayed_result(state, "eklat", provocateur, top, bonus)
            events = [Event("mu-eklat", {"provocateur_seat": provocateur, "bid": top, "tied": len(tied)})]
            return self._finish_hand(state, result, events, rng)
        chief = tied[0]
        vice = find_vice(state, chief)
        target = scoring.target(len(state.active), top)
        events = [Event("mu-chief", {"chief_seat": chief, "bid": top, "target": target}, seat=chief)]
        events.append(
            Event("mu-no-vice") if vice is None else Event("mu-vice", {"vice_seat": vice}, seat=vice)
        )
        phase = PHASE_CHIEF_TRUMP if vice is None else PHASE_VICE_TRUMP
        return replace(state, chief=chief, vice=vice, phase=phase, passes=0), events

    def _unplayed_result(
        self, state: MuState, kind: str, provocateur: int | None, bid: int, bonus: tuple[int, ...]
    ) -> MuHandResult:
        return MuHandResult(
            hand_number=state.hand_number,
            kind=kind,
            chief=None,
            vice=None,
            partner=None,
            provocateur=provocateur,
            bid=bid,
            vice_trump=None,
            chief_trump=None,
            team_points=0,
            target=0,
            level=0,
            success=False,
            card_points=(0,) * state.players,
            bonus=bonus,
            total=bonus,
        )

    def _vice_trump(self, state: MuState, seat: int, trump: str) -> tuple[MuState, list[Event]]:
        if trump == MU:
            raise IllegalMove("mu-vice-must-name")
        if trump not in trump_options(state.shown[seat]):
            raise IllegalMove("mu-trump-not-shown", trump=trump)
        events = [Event("mu-vice-trump", {"trump": trump}, seat=seat)]
        return replace(state, vice_trump=trump, phase=PHASE_CHIEF_TRUMP), events

    def _chief_trump(self, state: MuState, seat: int, trump: str) -> tuple[MuState, list[Event]]:
        if trump == state.vice_trump:
            raise IllegalMove("mu-trump-same-as-vice", trump=trump)
        if trump != MU and trump not in trump_options(state.shown[seat]):
            raise IllegalMove("mu-trump-not-shown", trump=trump)
        events = [Event("mu-chief-trump", {"trump": trump}, seat=seat)]
        if len(state.active) >= 4:
            return replace(state, chief_trump=trump, phase=PHASE_PARTNER), events
        return replace(state, chief_trump=trump, phase=PHASE_PLAY, turn=seat, leader=seat), events

    def _partner(self, state: MuState, seat: int, partner: int) -> tuple[MuState, list[Event]]:
        if partner == seat:
            raise IllegalMove("mu-partner-self")
        if partner == state.vice:
            raise IllegalMove("mu-partner-vice")
        if not 0 <= partner < state.players:
            raise IllegalMove("mu-partner-unknown", member=str(partner))
        if partner not in state.active:
            raise IllegalMove("mu-partner-sits-out", member_seat=partner)
        events = [Event("mu-partner", {"partner_seat": partner}, seat=seat)]
        return replace(state, partner=partner, phase=PHASE_PLAY, turn=seat, leader=seat), events

    def _play(self, state: MuState, seat: int, card: Card, rng: random.Random) -> tuple[MuState, list[Event]]:
        in_shown = card in state.shown[seat]
        if not in_shown and card not in state.hidden[seat]:
            raise IllegalMove("mu-card-not-in-hand", card=str(card))
        if state.trick:
            led = effective_suit(state.trick[0][1], state.chief_trump, state.vice_trump)
            suit = effective_suit(card, state.chief_trump, state.vice_trump)
            if suit != led and any(
                effective_suit(held, state.chief_trump, state.vice_trump) == led
                for held in hand_cards(state, seat)
            ):
                raise IllegalMove("mu-must-follow", suit=led, card=str(card))
        # A face-up copy goes first: playing it reveals nothing new about the hidden hand.
        if in_shown:
            new_state = replace(
                state, shown=_replace_at(state.shown, seat, _without(state.shown[seat], (card,)))
            )
        else:
            new_state = replace(
                state, hidden=_replace_at(state.hidden, seat, _without(state.hidden[seat], (card,)))
            )
        is_trump = effective_suit(card, state.chief_trump, state.vice_trump) == TRUMP_SUIT
        events = [Event("mu-play", {"card": str(card), "trump": "yes" if is_trump else "no"}, seat=seat)]
        trick: Trick = (*state.trick, (seat, card))
        if len(trick) < len(state.active):
            return replace(new_state, trick=trick, turn=next_active(state, seat)), events
        winner_index = trick_winner_index([c for _, c in trick], state.chief_trump, state.vice_trump)
        winner = trick[winner_index][0]
        taken = tuple(c for _, c in trick)
        new_state = replace(
            new_state,
            trick=(),
            last_trick=trick,
            last_trick_winner=winner,
            leader=winner,
            turn=winner,
            won=_replace_at(state.won, winner, state.won[winner] + taken),
            tricks_won=_replace_at(state.tricks_won, winner, state.tricks_won[winner] + 1),
            tricks=(*state.tricks, trick),
        )
        events.append(Event("mu-trick", {"winner_seat": winner, "points": total_points(taken)}, seat=winner))
        if any(hand_cards(new_state, s) for s in new_state.active):
            return new_state, events
        final_state, end_events = self._score_played_hand(new_state, rng)
        return final_state, events + end_events

    def _score_played_hand(self, state: MuState, rng: random.Random) -> tuple[MuState, list[Event]]:
        """Card points for everyone, then the Chief team's bonus or the failure penalties."""
        assert state.chief is not None and state.chief_trump is not None
        bid = state.bids[state.chief]
        card_points = tuple(total_points(cards) for cards in state.won)
        team_points, needed, level, success, bonus = scoring.played_hand_bonuses(
            players=state.players,
            active=state.active,
            chief=state.chief,
            partner=state.partner,
            bid=bid,
            chief_trump=state.chief_trump,
            card_points=card_points,
            capped=state.options.bonus_cap,
        )
        result = MuHandResult(
            hand_number=state.hand_number,
            kind="played",
            chief=state.chief,
            vice=state.vice,
            partner=state.partner,
            provocateur=None,
            bid=bid,
            vice_trump=state.vice_trump,
            chief_trump=state.chief_trump,
            team_points=team_points,
            target=needed,
            level=level,
            success=success,
            card_points=card_points,
            bonus=bonus,
            total=tuple(points + extra for points, extra in zip(card_points, bonus, strict=True)),
        )
        params = {"chief_seat": state.chief, "team_points": team_points, "target": needed, "bid": bid}
        if success:
            event = Event("mu-hand-made", {**params, "bonus": bonus[state.chief]}, seat=state.chief)
        else:
            event = Event("mu-hand-failed", {**params, "short": bid - level}, seat=state.chief)
        return self._finish_hand(state, result, [event], rng)

    def _finish_hand(
        self, state: MuState, result: MuHandResult, events: list[Event], rng: random.Random
    ) -> tuple[MuState, list[Event]]:
        """Add the hand's totals, then end the game or deal the next hand (the deal passes on)."""
        scores = tuple(score + gained for score, gained in zip(state.scores, result.total, strict=True))
        events = list(events)
        for seat in state.active:
            if result.total[seat] or result.kind == "played":
                params = {
                    "card_points": result.card_points[seat],
                    "bonus": result.bonus[seat],
                    "total": result.total[seat],
                    "score": scores[seat],
                }
                events.append(Event("mu-hand-score", params, seat=seat))
        options = state.options
        over = state.hand_number >= options.hands if options.hands > 0 else max(scores) >= options.target
        if over:
            best = max(scores)
            for seat in range(state.players):
                if scores[seat] == best:
                    events.append(Event("mu-game-won", {"winner_seat": seat, "score": best}, seat=seat))
            return replace(state, scores=scores, last_hand=result, phase=PHASE_OVER), events
        dealer = (state.dealer + 1) % state.players
        next_hand = _deal(state.players, options, scores, state.hand_number + 1, dealer, result, rng)
        events.append(Event("mu-new-hand", {"dealer_seat": dealer, "hand": next_hand.hand_number}))
        return next_hand, events

    # ----- what players see ---------------------------------------------------------------------------------

    def view(self, state: MuState, seat: int | None) -> MuView:
        roles: dict[int, str] = {}
        if state.vice is not None:
            roles[state.vice] = "vice"
        if state.partner is not None:
            roles[state.partner] = "partner"
        if state.chief is not None:
            roles[state.chief] = "chief"
        seats = tuple(
            MuSeatView(
                seat=s,
                active=s in state.active,
                role=roles.get(s, ""),
                hand_count=len(state.hidden[s]) + len(state.shown[s]),
                shown=state.shown[s],
                bid=state.bids[s],
                last_action=state.last_action[s],
                tricks_won=state.tricks_won[s],
                card_points=total_points(state.won[s]),
                score=state.scores[s],
            )
            for s in range(state.players)
        )
        own_hidden = state.hidden[seat] if seat is not None else ()
        own_hand = sorted_cards(state.hidden[seat] + state.shown[seat]) if seat is not None else ()
        team = [s for s in (state.chief, state.partner) if s is not None]
        target = (
            scoring.target(len(state.active), state.bids[state.chief]) if state.chief is not None else None
        )

        def played(trick: Trick) -> tuple[PlayedCard, ...]:
            return tuple(
                PlayedCard(s, c, effective_suit(c, state.chief_trump, state.vice_trump) == TRUMP_SUIT)
                for s, c in trick
            )

        best = max(state.scores)
        return MuView(
            seat=seat,
            players=state.players,
            active_players=len(state.active),
            phase=state.phase,
            to_act=self.to_act(state),
            dealer=state.dealer,
            hand_number=state.hand_number,
            hand=own_hand,
            hidden=own_hidden,
            seats=seats,
            max_bid=max_bid(state),
            chief=state.chief,
            vice=state.vice,
            partner=state.partner,
            vice_trump=state.vice_trump,
            chief_trump=state.chief_trump,
            target_points=target,
            team_points=sum(total_points(state.won[s]) for s in team),
            trick=played(state.trick),
            leader=state.leader,
            last_trick=played(state.last_trick),
            last_trick_winner=state.last_trick_winner,
            played_cards=tuple(card for cards in state.won for card in cards),
            last_hand=state.last_hand,
            scores=state.scores,
            game_target=0 if state.options.hands > 0 else state.options.target,
            hands_limit=state.options.hands,
            winners=tuple(s for s in range(state.players) if state.scores[s] == best)
            if state.phase == PHASE_OVER
            else (),
            tricks=tuple(played(trick) for trick in state.tricks),
        )

    def is_over(self, state: MuState) -> bool:
        return state.phase == PHASE_OVER

    def outcome(self, state: MuState) -> Outcome | None:
        if state.phase != PHASE_OVER:
            return None
        return Outcome(scores=state.scores, ranking=rank_seats(state.scores))

    # ----- commands, buttons, status lines ----------------------------------------------------------------------

    def parse(self, state: MuState, seat: int, command: Command, locale: str) -> MuAction:
        name = command.name
        if name == "pass":
            return Pass()
        if name == "bid":
            cards = self._parse_cards(command.args.get("cards", ""))
            if not cards:
                raise IllegalMove("mu-bid-empty")
            return Bid(tuple(cards))
        if name == "play":
            cards = self._parse_cards(command.args.get("move", ""))
            if len(cards) != 1:
                raise IllegalMove("mu-play-one-card", count=len(cards))
            return Play(cards[0])
        if name == "trump":
            text = command.args.get("choice", "")
            try:
                return NameTrump(parse_trump(text))
            except NotationError as error:
                raise IllegalMove("mu-bad-trump", text=error.fragment) from error
        if name == "partner":
            text = command.args.get("member", "").strip()
            if not text.isdigit():
                raise IllegalMove("mu-partner-unknown", member=text)
            return ChoosePartner(int(text))
        raise IllegalMove("unknown-command", command=name)

    @staticmethod
    def _parse_cards(text: str) -> list[Card]:
        try:
            return parse_cards(text)
        except NotationError as error:
            raise IllegalMove("mu-bad-card", text=error.fragment) from error

    def status(self, view: MuView) -> Event:
        acting = view.to_act[0] if view.to_act else None
        if view.phase == PHASE_AUCTION:
            return Event("mu-status-auction", {"max_bid": view.max_bid}, seat=acting)
        if view.phase == PHASE_VICE_TRUMP:
            return Event("mu-status-vice-trump", seat=acting)
        if view.phase == PHASE_CHIEF_TRUMP:
            return Event("mu-status-chief-trump", seat=acting)
        if view.phase == PHASE_PARTNER:
            return Event("mu-status-partner", seat=acting)
        if view.phase == PHASE_PLAY:
            return Event("mu-status-play", {"trick": sum(s.tricks_won for s in view.seats) + 1}, seat=acting)
        return Event("mu-status-over", {"winners": len(view.winners)})

    def seat_summary(self, view: MuView) -> tuple[SeatSummary, ...]:
        return tuple(SeatSummary(score=seat.score, cards=seat.hand_count) for seat in view.seats)

    def hand_text(self, view: MuView) -> str:
        """Hidden cards, then the face-up bid cards in brackets: ``b3 g0 r7 [k9 y9]``."""
        if view.seat is None:
            return ""
        hidden = cards_text(view.hidden)
        shown = view.seats[view.seat].shown
        return f"{hidden} [{cards_text(shown)}]".strip() if shown else hidden

    # ----- JSON ---------------------------------------------------------------------------------------------

    def state_to_json(self, state: MuState) -> JSONValue:
        return STATE_SCHEMA.stamp(to_json(state))

    def state_from_json(self, data: JSONValue) -> MuState:
        return from_json(MuState, STATE_SCHEMA.upgrade(data))

    def action_to_json(self, action: MuAction) -> JSONValue:
        return ACTION_SCHEMA.stamp(ACTIONS.to_json(action))

    def action_from_json(self, data: JSONValue) -> MuAction:
        result: MuAction = ACTIONS.from_json(ACTION_SCHEMA.upgrade(data))
        return result

    def view_to_json(self, view: MuView) -> JSONValue:
        return to_json(view)


def _tagged_by_type(data: dict[str, Any]) -> dict[str, Any]:
    """Actions, version 1 to 2: tagged by ``type``, as every game's actions are, instead of ``kind``."""
    fields = {name: value for name, value in data.items() if name != "kind"}
    return {"type": data["kind"], **fields}


# The state's format has not changed: version 1 (see bot.rules.schema).
STATE_SCHEMA = Schema()
ACTION_SCHEMA = Schema((_tagged_by_type,))

RULES = MuRules()
