"""The games the bot runs, each declared whole in one place: its rules, a computer player per level, its pictures,
the options that hold the table's settings (target score, clocks) and its claim windows.

``BUILTIN`` lists the five games in the order players see them. ``install()`` (called once at start-up) checks
every declaration and stops the bot with an error naming the game and the missing piece, so a game is either
complete or the bot does not start: nothing falls back to a random player, a text-only table or a default clock.
It also registers each game's rules in ``bot.rules.registry``, the rules-only list the pure tools read.

This is the one module that joins the rules, the computer players and the renderers; nothing under ``bot.rules``,
``bot.ai`` or ``render.games`` imports it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import render.describe.gin as gin_words
import render.describe.mu as mu_words
import render.describe.railroad as railroad_words
import render.describe.rummy as rummy_words
import render.describe.tiles as tiles_words
import render.games.gin as gin_pictures
import render.games.mu as mu_pictures
import render.games.railroad as railroad_pictures
import render.games.rummy as rummy_pictures
import render.games.tiles as tiles_pictures
from bot.ai import gin as gin_players
from bot.ai import mu as mu_players
from bot.ai import railroad as railroad_players
from bot.ai import rummy as rummy_players
from bot.ai import tiles as tiles_players
from bot.ai.base import LEVELS, Player, PlayerFactory
from bot.rules import gin, mu, railroad, registry, rummy, tiles
from bot.rules.base import Event
from bot.rules.registry import AnyPanel, AnyRules
from render import Describer, Renderer


class GameDeclarationError(RuntimeError):
    """A declared game lacks a piece the bot needs; raised at start-up, naming the game and the piece."""


@dataclass(frozen=True)
class TargetOption:
    """How ``/game new target:N`` is written in the game's options: option ``name`` set to ``template`` with N."""

    name: str
    template: str = "{}"

    def override(self, target: int) -> dict[str, str]:
        return {self.name: self.template.format(target)}


@dataclass(frozen=True)
class RatedWhen:
    """A table of the game is rated only while its rules option ``option`` holds one of ``values`` (Tile Rummy: no
    assists); a game stored before the option existed counts as ``stored_default``. The lobby shows the option
    (catalog key ``settings-<option>``, its value as ``$<option>``) and the end of an unrated game says so
    (``ev-<unrated_event>``)."""

    option: str
    values: frozenset[str]
    stored_default: str
    unrated_event: str

    def rated(self, rules_options: Mapping[str, Any]) -> bool:
        return str(rules_options.get(self.option, self.stored_default)) in self.values


@dataclass(frozen=True)
class ContractRecord:
    """Contracts a seat plays and makes or fails (Mü's Chief): the events that score one (the event's seat played
    it) with whether it was made, which the store indexes as they are saved, and the lines ``/stats`` adds for a
    player who played some (``stats_key``: ``$hands``, ``$made``, ``$rate`` in %) or none (``never_key``)."""

    events: Mapping[str, bool]
    stats_key: str
    never_key: str


@dataclass(frozen=True)
class Query:
    """A question a seat may ask without moving (Tile Rummy's hint): the command that asks it and its answer,
    ``answer(state, seat) -> Event``, told to that seat alone and worked out off the event loop."""

    command: str
    answer: Callable[[Any, int], Event]


@dataclass(frozen=True)
class GameDeclaration:
    """Everything the bot needs of one game. Every field is given explicitly; ``None`` says the game has no such
    thing (no target score: ``/game new target:`` is refused; no clock option: the table's default clock; no claim
    windows: a lapse is always a missed turn)."""

    rules: AnyRules
    panel: AnyPanel  # the buttons and menus a seat taps, and the turn it builds by taps (``bot.rules.panel``)
    players: Mapping[str, PlayerFactory]  # one factory per level of bot.ai.base.LEVELS
    renderer: Renderer
    target_option: TargetOption | None
    turn_seconds_option: str | None  # the option a preset uses to set the turn clock, in seconds
    claim_seconds_option: str | None  # the option holding the claim window's clock, in seconds
    claim_window: Callable[[Any], bool] | None  # whether the seats awaited in a state answer an out-of-turn window
    hint: Query | None  # a private hint, answered without a move; None: the game offers no hint
    # The move commands a player types in this game (``/draw``...), listed to whoever types one it does not have.
    typed_moves: tuple[str, ...]
    # The game's notation as a player of a language reads it (text, locale -> text), where it differs from the stored
    # one (Mü's colour letters in French); None: the same in every language.
    notation: Callable[[str, str], str] | None
    rated_when: RatedWhen | None  # None: every table of the game is rated
    contracts: ContractRecord | None  # None: the game has no contracts a player's record counts
    # Seats of a table that shows the game well filled: the picture gallery draws it, the demo seats that many
    # (at most four, so your turn comes quickly).
    showcase_seats: int

    @property
    def id(self) -> str:
        kind: str = self.rules.id
        return kind

    def player(self, level: str, rng: random.Random) -> Player:
        return self.players[level](rng)

    def in_claim_window(self, state: Any) -> bool:
        return self.claim_window is not None and self.claim_window(state)

    def rated(self, rules_options: Mapping[str, Any]) -> bool:
        """Whether a table with these rules options is rated."""
        return self.rated_when is None or self.rated_when.rated(rules_options)


BUILTIN: tuple[GameDeclaration, ...] = (
    GameDeclaration(
        rules=tiles.RULES,
        panel=tiles.PANEL,
        players=tiles_players.PLAYERS,
        renderer=Renderer(tiles_pictures.table, tiles_pictures.hand, tiles_pictures.showdown,
                          Describer(tiles_words.table, tiles_words.hand, tiles_words.showdown)),
        target_option=TargetOption("match_end", "target:{}"),
        turn_seconds_option="turn_time_limit_s",
        claim_seconds_option=None,
        claim_window=None,
        hint=Query("hint", tiles.RULES.hint),
        typed_moves=("play", "draw"),
        notation=None,
        # A hint is the exact solver's best play: a rating that took assisted games in would rate the solver.
        rated_when=RatedWhen("assist", frozenset({"off"}), stored_default="off", unrated_event="game-not-rated-assist"),
        contracts=None,
        showcase_seats=4,
    ),
    GameDeclaration(
        rules=rummy.RULES,
        panel=rummy.PANEL,
        players=rummy_players.PLAYERS,
        renderer=Renderer(rummy_pictures.table, rummy_pictures.hand, rummy_pictures.showdown,
                          Describer(rummy_words.table, rummy_words.hand, rummy_words.showdown)),
        target_option=TargetOption("target_score"),
        turn_seconds_option=None,
        claim_seconds_option=None,
        claim_window=None,
        hint=None,
        typed_moves=("draw", "meld", "layoff", "discard", "deal"),
        notation=None,
        rated_when=None,
        contracts=None,
        showcase_seats=4,
    ),
    GameDeclaration(
        rules=gin.RULES,
        panel=gin.PANEL,
        players=gin_players.PLAYERS,
        renderer=Renderer(gin_pictures.table, gin_pictures.hand, gin_pictures.showdown,
                          Describer(gin_words.table, gin_words.hand, gin_words.showdown)),
        target_option=TargetOption("target_score"),
        turn_seconds_option=None,
        claim_seconds_option=None,
        claim_window=None,
        hint=None,
        typed_moves=("draw", "pass", "discard", "knock", "deal"),
        notation=None,
        rated_when=None,
        contracts=None,
        showcase_seats=2,
    ),
    GameDeclaration(
        rules=railroad.RULES,
        panel=railroad.PANEL,
        players=railroad_players.PLAYERS,
        renderer=Renderer(railroad_pictures.table, railroad_pictures.hand, railroad_pictures.showdown,
                          Describer(railroad_words.table, railroad_words.hand, railroad_words.showdown)),
        target_option=None,  # seven contracts, always: there is no score to play to
        turn_seconds_option="turn_timer",
        claim_seconds_option="claim_seconds",
        claim_window=railroad.RULES.claim_window,
        hint=None,
        typed_moves=("draw", "meld", "layoff", "discard", "claim", "pass"),
        notation=None,
        rated_when=None,
        contracts=None,
        showcase_seats=5,
    ),
    GameDeclaration(
        rules=mu.RULES,
        panel=mu.PANEL,
        players=mu_players.PLAYERS,
        renderer=Renderer(mu_pictures.table, mu_pictures.hand, mu_pictures.showdown,
                          Describer(mu_words.table, mu_words.hand, mu_words.showdown)),
        target_option=TargetOption("target"),
        turn_seconds_option="turn_timer",
        claim_seconds_option=None,
        claim_window=None,
        hint=None,
        typed_moves=("bid", "pass", "trump", "partner", "play"),
        notation=mu.cards_in_language,
        rated_when=None,
        contracts=ContractRecord(mu.CHIEF_CONTRACT_EVENTS, stats_key="stats-mu-chief", never_key="stats-mu-never-chief"),
        showcase_seats=5,
    ),
)

_declared: dict[str, GameDeclaration] = {}
_installed = False


def missing_pieces(declaration: GameDeclaration) -> list[str]:
    """What the declaration lacks, in words a maintainer can act on (empty when it is complete)."""
    missing = []
    levels = set(declaration.players)
    missing += [f"a computer player for level {level!r}" for level in LEVELS if level not in levels]
    missing += [f"a known level for its player {level!r} (levels: {', '.join(LEVELS)})"
                for level in sorted(levels - set(LEVELS))]
    missing += [f"a callable computer player factory for level {level!r}"
                for level, factory in declaration.players.items() if not callable(factory)]
    renderer = declaration.renderer
    if isinstance(renderer, Renderer):
        pictures = {"table": renderer.table, "hand": renderer.hand, "showdown": renderer.showdown}
        missing += [f"a callable {name} picture" for name, draw in pictures.items() if not callable(draw)]
        words = getattr(renderer, "words", None)
        if isinstance(words, Describer):
            described = {"table": words.table, "hand": words.hand, "showdown": words.showdown}
            missing += [f"callable words for its {name} picture" for name, say in described.items() if not callable(say)]
        else:
            missing.append("the words of its pictures (render.Describer)")
    else:
        missing.append("a renderer (render.Renderer)")
    if declaration.claim_window is not None and not callable(declaration.claim_window):
        missing.append("a callable claim window")
    defaults = declaration.rules.options(None, {})
    options = {
        "target score": declaration.target_option.name if declaration.target_option else None,
        "turn clock": declaration.turn_seconds_option,
        "claim clock": declaration.claim_seconds_option,
    }
    missing += [f"the {role} option {name!r} among its rules' options" for role, name in options.items()
                if name is not None and name not in defaults]
    if declaration.rated_when is not None and declaration.rated_when.option not in defaults:
        missing.append(f"the rated-when option {declaration.rated_when.option!r} among its rules' options")
    if declaration.hint is not None and not callable(declaration.hint.answer):
        missing.append("a callable hint answer")
    if not declaration.typed_moves:
        missing.append("the move commands a player types (typed_moves)")
    if not declaration.rules.min_players <= declaration.showcase_seats <= declaration.rules.max_players:
        missing.append(f"showcase seats between {declaration.rules.min_players} and {declaration.rules.max_players}")
    return missing


def check(declaration: GameDeclaration) -> None:
    missing = missing_pieces(declaration)
    if missing:
        raise GameDeclarationError(f"game {declaration.id!r} is missing: " + "; ".join(missing))


def register(declaration: GameDeclaration) -> None:
    """Check a declaration and make its game available (start-up for the built-in games; tests for their own)."""
    check(declaration)
    _declared[declaration.id] = declaration
    registry.register(declaration.rules, declaration.panel)


def unregister(kind: str) -> None:
    _declared.pop(kind, None)
    registry.unregister(kind)


def install() -> None:
    """Check and register every built-in game; raises GameDeclarationError on the first incomplete one."""
    declared = [declaration.id for declaration in BUILTIN]
    if declared != list(registry.BUILTIN_GAMES):
        raise GameDeclarationError(
            f"the declared games {declared} are not the rules' built-in games {list(registry.BUILTIN_GAMES)}"
        )
    global _installed
    for declaration in BUILTIN:
        register(declaration)
    _installed = True


def _declarations() -> dict[str, GameDeclaration]:
    # Tools and tests that never went through start-up get the built-in games, checked alike, on first use.
    if not _installed:
        install()
    return _declared


def get(kind: str) -> GameDeclaration:
    return _declarations()[kind]


def is_declared(kind: str) -> bool:
    return kind in _declarations()


def contract_events(kind: str) -> Mapping[str, bool]:
    """The events the store indexes for a game's contract records (empty for a game without contracts)."""
    contracts = get(kind).contracts if is_declared(kind) else None
    return contracts.events if contracts is not None else {}


def make_player(kind: str, level: str, rng: random.Random) -> Player:
    """The declared computer player of this game and level."""
    return get(kind).player(level, rng)
