"""A tiny game used to test the bot's spine (lobby, tables, timers, hands), independent of the real games, and the
template a new game starts from: every piece the bot needs of a game, in one file (docs/adding-a-game.md walks
through it).

"Race to zero": each seat holds three number cards; on your turn play one (`/play move:N`) or draw (`/draw`).
The first to empty their hand wins; a timeout draws. Hands are hidden, the stock is in the state.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from bot.ai.base import LEVELS, RandomPlayer
from bot.games import GameDeclaration
from bot.rules.base import Command, Control, Event, IllegalMove, Outcome, SeatSummary
from bot.rules.panel import MovesOnlyPanel
from render import Describer, RenderContext, Renderer

CATALOG_EN = """
rules-race = Play all your cards to win.
ev-race-turn = { $player }'s turn.
ev-race-over = { $winner } won the race.
ev-race-played = { $player } played { $card }.
ev-race-drew = { $player } drew a card.
ev-race-you-drew = You drew { $card }.
err-race-no-card = You do not hold { $card }.
err-race-bad-number = { $text } is not a number.
ctl-race-draw = Draw
ctl-race-play = Play a card
game-race = Race
"""
CATALOG_FR = """
rules-race = Jouez toutes vos cartes pour gagner.
ev-race-turn = Au tour de { $player }.
ev-race-over = { $winner } a gagné la course.
ev-race-played = { $player } a joué { $card }.
ev-race-drew = { $player } a pioché une carte.
ev-race-you-drew = Vous avez pioché { $card }.
err-race-no-card = Vous n'avez pas de { $card }.
err-race-bad-number = { $text } n'est pas un nombre.
ctl-race-draw = Piocher
ctl-race-play = Jouer une carte
game-race = Course
"""


@dataclass(frozen=True)
class RaceState:
    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    turn: int
    winner: int | None = None


@dataclass(frozen=True)
class RaceView:
    seat: int | None
    hand: tuple[int, ...] | None
    hand_sizes: tuple[int, ...]
    stock_size: int
    turn: int
    winner: int | None


@dataclass(frozen=True)
class Play:
    card: int | None  # None: draw


class RaceRules:
    id = "race"
    min_players = 2
    max_players = 4
    presets = ("standard", "short")

    def options(self, preset: str | None, overrides: Mapping[str, str]) -> dict[str, Any]:
        hand = 2 if preset == "short" else 3
        for name, value in overrides.items():
            if name != "hand" or not value.isdigit():
                raise IllegalMove("bad-option", option=name, value=value)
            hand = int(value)
        return {"hand": hand}

    def new_game(self, players: int, options: Mapping[str, Any], rng: random.Random) -> RaceState:
        deck = list(range(1, 10)) * 4
        rng.shuffle(deck)
        size = int(options["hand"])
        hands = tuple(tuple(sorted(deck[i * size:(i + 1) * size])) for i in range(players))
        return RaceState(hands=hands, stock=tuple(deck[players * size:]), turn=0)

    def to_act(self, state: RaceState) -> tuple[int, ...]:
        return () if state.winner is not None else (state.turn,)

    def legal(self, state: RaceState, seat: int) -> Sequence[Play]:
        if seat not in self.to_act(state):
            return []
        return [Play(None), *(Play(c) for c in sorted(set(state.hands[seat])))]

    def apply(self, state: RaceState, seat: int, action: Play, rng: random.Random) -> tuple[RaceState, list[Event]]:
        if seat not in self.to_act(state):
            raise IllegalMove("not-your-turn")
        hands = [list(h) for h in state.hands]
        stock = list(state.stock)
        events: list[Event] = []
        if action.card is None:
            if stock:
                card = stock.pop()
                hands[seat].append(card)
                hands[seat].sort()
                events.append(Event("race-you-drew", {"card": str(card)}, seat=seat, private_to=seat))
            events.append(Event("race-drew", seat=seat))
        else:
            if action.card not in hands[seat]:
                raise IllegalMove("race-no-card", card=str(action.card))
            hands[seat].remove(action.card)
            events.append(Event("race-played", {"card": str(action.card)}, seat=seat))
        winner = seat if not hands[seat] else None
        if winner is not None:
            events.append(Event("race-over", {"winner_seat": seat}))
        return RaceState(tuple(tuple(h) for h in hands), tuple(stock), (seat + 1) % len(hands), winner), events

    def timeout_action(self, state: RaceState, seat: int) -> Play:
        return Play(None)

    def view(self, state: RaceState, seat: int | None) -> RaceView:
        return RaceView(seat, None if seat is None else state.hands[seat], tuple(len(h) for h in state.hands),
                        len(state.stock), state.turn, state.winner)

    def is_over(self, state: RaceState) -> bool:
        return state.winner is not None

    def outcome(self, state: RaceState) -> Outcome | None:
        if state.winner is None:
            return None
        scores = tuple(-sum(h) for h in state.hands)
        ranking = tuple(1 + sum(1 for other in scores if other > s) for s in scores)
        return Outcome(scores=scores, ranking=ranking)

    def parse(self, state: RaceState, seat: int, command: Command, locale: str) -> Play:
        if command.name == "draw":
            return Play(None)
        if command.name == "play":
            text = command.args.get("move", "").strip()
            if not text.isdigit():
                raise IllegalMove("race-bad-number", text=text)
            return Play(int(text))
        raise IllegalMove("unknown-command", command=command.name)

    def status(self, view: RaceView) -> Event:
        if view.winner is not None:
            return Event("race-over", {"winner_seat": view.winner})
        return Event("race-turn", seat=view.turn)

    def seat_summary(self, view: RaceView) -> tuple[SeatSummary, ...]:
        return tuple(SeatSummary(cards=held) for held in view.hand_sizes)

    def hand_text(self, view: RaceView) -> str:
        return " ".join(str(c) for c in view.hand) if view.hand is not None else ""

    def state_to_json(self, state: RaceState) -> Any:
        return {"hands": [list(h) for h in state.hands], "stock": list(state.stock), "turn": state.turn,
                "winner": state.winner}

    def state_from_json(self, data: Any) -> RaceState:
        return RaceState(tuple(tuple(h) for h in data["hands"]), tuple(data["stock"]), data["turn"], data["winner"])

    def action_to_json(self, action: Play) -> Any:
        return {"card": action.card}

    def action_from_json(self, data: Any) -> Play:
        return Play(data["card"])

    def view_to_json(self, view: RaceView) -> Any:
        return {"seat": view.seat, "hand": None if view.hand is None else list(view.hand)}


RULES = RaceRules()


class RacePanel(MovesOnlyPanel[RaceState, RaceView]):
    """What a seat taps (``bot.rules.panel``): every control is one whole move, so the panel keeps no draft."""

    def controls(self, state: RaceState, seat: int, draft: None = None) -> list[Control]:
        if seat not in RULES.to_act(state):
            return []
        return [
            Control("draw", "ctl-race-draw", style="main"),
            Control("play", "ctl-race-play", choices=tuple(str(c) for c in sorted(set(state.hands[seat]))),
                    arg="move"),
        ]


PANEL = RacePanel()


def picture(view: RaceView, ctx: RenderContext) -> Image.Image:
    """A plain strip: the tests read the text, a picture only has to be there."""
    return Image.new("RGB", (540, 40), "white")


def no_showdown(view: RaceView, ctx: RenderContext) -> None:
    return None


def words(view: RaceView, ctx: RenderContext) -> list[str]:
    """What the plain strip shows: the viewer's cards, if any."""
    return [" ".join(str(card) for card in view.hand or ()) or "-"]


WORDS = Describer(words, words, no_showdown)


def declaration(**changes: Any) -> GameDeclaration:
    """The race, declared as the bot needs every game: random movers at every level, plain pictures, no target
    score, the table's default clocks and no claim windows (``changes`` replaces pieces, for tests of the table)."""
    pieces: dict[str, Any] = {
        "rules": RULES, "panel": PANEL, "players": {level: RandomPlayer for level in LEVELS},
        "renderer": Renderer(picture, picture, no_showdown, WORDS), "target_option": None,
        "turn_seconds_option": None, "claim_seconds_option": None, "claim_window": None, "hint": None,
        "typed_moves": ("play", "draw"), "notation": None, "rated_when": None, "contracts": None, "showcase_seats": 2,
    }
    return GameDeclaration(**{**pieces, **changes})


def install() -> None:
    """Register the game and its texts (tests only)."""
    from fluent.runtime import FluentResource

    from bot import games, i18n

    games.register(declaration())
    for locale, text in (("en", CATALOG_EN), ("fr", CATALOG_FR)):
        bundle = i18n.bundle(locale)
        if not bundle.has_message("rules-race"):
            bundle.add_resource(FluentResource(text))
