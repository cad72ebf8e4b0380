"""Typed and clicked RailRoad commands: reading ``/draw``, ``/discard``, ``/claim``, ``/meld`` (with ``JK=8``
wild ranks) and ``/layoff`` into actions (the buttons and menus offered to a seat are its panel's, ``panel``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from bot.rules.base import Command, IllegalMove
from bot.rules.cards import Card, parse_card, parse_cards
from bot.rules.melds import RAILROAD_MELDS, Meld, extend_meld, meld_options
from bot.rules.options import yes_no
from bot.rules.railroad.actions import (
    Claim,
    Discard,
    DrawDiscard,
    DrawStock,
    GoDown,
    LayOff,
    MeldPlan,
    PassClaim,
    RailroadAction,
)
from bot.rules.railroad.contracts import ACE_HIGH, LOWEST_RANK, going_down_options, is_wild, railroad_rank
from bot.rules.railroad.hands import meld_ranks
from bot.rules.railroad.phases import PHASE_PLAY
from bot.rules.railroad.play import go_down_action
from bot.rules.railroad.rounds import contract_of
from bot.rules.railroad.state import State


def parse_command(state: State, seat: int, command: Command, locale: str) -> RailroadAction:
    name = command.name
    args = command.args
    if name == "draw":
        source = args.get("source", "stock").strip().lower()
        if source in ("stock", "pioche", "deck", "paquet"):
            return DrawStock()
        if source in ("discard", "defausse", "défausse", "pile"):
            return DrawDiscard()
        raise IllegalMove("railroad-bad-source", source=source)
    if name == "discard":
        return Discard(parse_card(args.get("card", ""), locale))
    if name == "claim":
        return Claim(hmg=yes_no(args.get("hmg", "false")) is True)
    if name == "pass":
        return PassClaim()
    if name == "meld":
        if args.get("suggested"):
            return _suggested_go_down(state, seat)
        texts = [part for part in args.get("cards", "").split("|") if part.strip()]
        if not texts:
            raise IllegalMove("railroad-no-melds")
        return GoDown(tuple(_parse_meld_plan(text, locale) for text in texts))
    if name == "layoff":
        if "pick" in args:
            card_text, _, number = args["pick"].partition("@")
            cards_text, meld_text = card_text, number
        else:
            cards_text, meld_text = args.get("cards", ""), args.get("meld", "")
        number_text = meld_text.strip().lstrip("#")
        if not number_text.isdigit():
            raise IllegalMove("railroad-no-such-meld", meld=meld_text.strip())
        meld_number = int(number_text)
        plan = _parse_meld_plan(cards_text, locale)
        low = plan.low
        if 1 <= meld_number <= len(state.melds):
            low = _lay_off_low(state.melds[meld_number - 1].meld, cards_text, locale, plan.cards)
        return LayOff(plan.cards, meld_number, low)
    raise IllegalMove("unknown-command", command=name)


def _split_declared(text: str, locale: str) -> tuple[list[Card], dict[int, int]]:
    """Cards of ``text``; ``JK=8`` or ``2♣=A`` names the rank a wild stands for (index in the list -> rank)."""
    cards: list[Card] = []
    declared: dict[int, int] = {}
    for piece in text.replace(",", " ").split():
        card_text, equals, rank_text = piece.partition("=")
        found = parse_cards(card_text, locale)
        cards.extend(found)
        if equals:
            # The rank is read by the shared card parser, borrowing a suit: "8" -> 8♠.
            try:
                named = parse_card(rank_text.strip() + "♠", locale)
            except IllegalMove as unreadable:
                raise IllegalMove("railroad-bad-wild-rank", card=piece) from unreadable
            if not is_wild(found[-1]) or is_wild(named):
                raise IllegalMove("railroad-bad-wild-rank", card=piece)
            declared[len(cards) - 1] = railroad_rank(named)
    return cards, declared


def _parse_meld_plan(text: str, locale: str) -> MeldPlan:
    cards, declared = _split_declared(text, locale)
    if not declared:
        return MeldPlan(tuple(cards))
    readings = [m for m in meld_options(cards, RAILROAD_MELDS) if _agrees(m, cards, declared)]
    lows = {m.low for m in readings if m.kind == "run"}
    return MeldPlan(tuple(cards), lows.pop() if len(lows) == 1 else None)


def _agrees(meld: Meld, cards: Sequence[Card], declared: Mapping[int, int]) -> bool:
    """Whether every named wild stands for its named rank in this reading."""
    ranks = meld_ranks(meld)
    wild_ranks = Counter(ranks[i] for i in meld.wild)
    return all(wild_ranks[rank] >= n for rank, n in Counter(declared.values()).items())


def _lay_off_low(meld: Meld, text: str, locale: str, cards: Sequence[Card]) -> int | None:
    _, declared = _split_declared(text, locale)
    if meld.kind != "run":
        return None
    if not declared:
        return None
    for low in range(LOWEST_RANK, ACE_HIGH + 1):
        try:
            extended = extend_meld(meld, cards, RAILROAD_MELDS, low=low)
        except IllegalMove:
            continue
        new_wilds = Counter(meld_ranks(extended)[i] for i in extended.wild)
        if all(new_wilds[rank] >= n for rank, n in Counter(declared.values()).items()):
            return low
    return None


def _suggested_go_down(state: State, seat: int) -> GoDown:
    if state.phase != PHASE_PLAY or seat != state.active:
        raise IllegalMove("not-your-turn")
    if state.down[seat]:
        raise IllegalMove("railroad-already-down")
    options = going_down_options(state.hands[seat], contract_of(state), limit=1)
    if not options:
        raise IllegalMove("railroad-cannot-go-down")
    return go_down_action(options[0])


# No change of format yet: version 1 (see bot.rules.schema).
