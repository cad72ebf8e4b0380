"""What the tests and benchmarks need to know of each built-in game, in one table: one row per game.

Every test or benchmark that runs each game takes the games from the registry (``GAMES``) and what it needs of one
game from its row here, so a new game is tested everywhere as soon as it is declared and has its row; a declared
game without a row fails ``tests/test_game_facts.py``. A row holds facts about the game (where its state hides
cards, which options make a short match) and the sizes the tests chose for it (seats, steps of a random walk).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.rules import registry


@dataclass(frozen=True)
class HiddenCards:
    """Where a game's state keeps the cards some seat may not see.

    ``per_seat``: fields holding one sequence of cards per seat, private to that seat (hands, racks, Mü's unshown
    cards). ``shared``: fields holding cards nobody sees (stock, pool, reserve). Redealing these among the seats a
    viewer is not must leave that viewer's view exactly as it was.
    """

    per_seat: tuple[str, ...]
    shared: tuple[str, ...]


@dataclass(frozen=True)
class GameFacts:
    hidden: HiddenCards
    short_match: Mapping[str, str]  # options that end the match after about one round or hand
    few_hands: Mapping[str, str]  # options for a match of a few hands, the end of a hand included
    seats: int  # a usual table for tests and benchmarks that play whole games
    picture_seats: int  # seats of the positions the picture tests draw (tests/render)
    panel_steps: int  # steps of computer play along which every panel is checked (tests/discord/test_panel_limits)
    label_steps: int  # steps along which every control label is read (tests/discord/test_control_labels)
    long_random_play: bool  # random legal play takes thousands of actions: the contract runs fewer games
    card_game: bool  # played with cards (a hand, a stock, showdowns), not tiles
    controls_ahead: bool  # a seat waiting for its turn knows the controls it will get (draw, take the discard)
    phone_shot_locale: str  # the language its phone screenshots are checked in


FACTS: dict[str, GameFacts] = {
    "tiles": GameFacts(
        hidden=HiddenCards(per_seat=("racks",), shared=("pool",)),
        short_match={"match_end": "rounds:1"}, few_hands={"match_end": "rounds:1"},
        seats=3, picture_seats=4, panel_steps=60, label_steps=150, long_random_play=False, card_game=False, controls_ahead=False,
        phone_shot_locale="en",
    ),
    "rummy": GameFacts(
        hidden=HiddenCards(per_seat=("hands",), shared=("stock",)),
        short_match={"target_score": "1"}, few_hands={"target_score": "50"},
        seats=3, picture_seats=3, panel_steps=400, label_steps=500, long_random_play=False, card_game=True, controls_ahead=True,
        phone_shot_locale="en",
    ),
    "gin": GameFacts(
        hidden=HiddenCards(per_seat=("hands",), shared=("stock",)),
        short_match={"target_score": "1"}, few_hands={"target_score": "25"},
        seats=2, picture_seats=2, panel_steps=400, label_steps=400, long_random_play=True, card_game=True, controls_ahead=True,
        phone_shot_locale="fr",
    ),
    "railroad": GameFacts(
        hidden=HiddenCards(per_seat=("hands",), shared=("stock", "reserve")),
        short_match={}, few_hands={},
        seats=4, picture_seats=4, panel_steps=600, label_steps=800, long_random_play=True, card_game=True, controls_ahead=True,
        phone_shot_locale="en",
    ),
    "mu": GameFacts(
        hidden=HiddenCards(per_seat=("hidden",), shared=()),
        short_match={"hands": "1"}, few_hands={"target": "10"},
        seats=4, picture_seats=4, panel_steps=400, label_steps=400, long_random_play=False, card_game=True, controls_ahead=False,
        phone_shot_locale="fr",
    ),
}

# The built-in games, in the order players see them (whatever else a test may have registered).
GAMES: tuple[str, ...] = tuple(registry.BUILTIN_GAMES)


def facts(kind: str) -> GameFacts:
    """The row of a built-in game; a game without one fails here, naming what to add."""
    try:
        return FACTS[kind]
    except KeyError:
        raise KeyError(f"{kind!r} has no row in tests/game_facts.py FACTS: add one") from None


def card_games() -> tuple[str, ...]:
    return tuple(g for g in GAMES if facts(g).card_game)
