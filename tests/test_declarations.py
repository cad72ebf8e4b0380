"""Each game is declared whole in ``bot.games``; a declaration missing a piece stops the bot at start-up, with an
error naming the game and the piece."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

from bot import games
from bot.ai.base import LEVELS
from bot.client import create_bot, load_games
from bot.config import Settings
from bot.games import GameDeclaration, GameDeclarationError, TargetOption
from bot.refusal import Refusal
from bot.rules import registry
from bot.rules.base import Command, IllegalMove
from bot.tables import target_override
from render import RenderContext, Renderer

DECLARED = {declaration.id: declaration for declaration in games.BUILTIN}


def with_builtin(monkeypatch: pytest.MonkeyPatch, *declarations: GameDeclaration) -> None:
    """Start-up as if ``declarations`` were the built-in games (restored after the test)."""
    monkeypatch.setattr(games, "BUILTIN", declarations)
    monkeypatch.setattr(games, "_installed", False)
    monkeypatch.setattr(games, "_declared", {})


def gin_with(**changes: object) -> tuple[GameDeclaration, ...]:
    return tuple(dataclasses.replace(d, **changes) if d.id == "gin" else d for d in games.BUILTIN)


def test_the_games_are_declared_in_the_order_players_see_them() -> None:
    assert list(DECLARED) == list(registry.BUILTIN_GAMES)


@pytest.mark.parametrize("kind", list(DECLARED))
def test_every_declared_game_has_every_piece(kind: str) -> None:
    declaration = DECLARED[kind]
    assert games.missing_pieces(declaration) == []
    assert set(declaration.players) == set(LEVELS)
    rules = declaration.rules
    state = rules.new_game(rules.min_players, rules.options(None, {}), random.Random(1))
    for level in LEVELS:
        seat = rules.to_act(state)[0]
        action = declaration.player(level, random.Random(2)).choose(rules.view(state, seat), rules.legal(state, seat))
        assert action in rules.legal(state, seat), (kind, level)
    ctx = RenderContext(tuple(f"P{seat}" for seat in range(rules.min_players)))
    assert declaration.renderer.table_png(rules.view(state, None), ctx).startswith(b"\x89PNG")
    assert declaration.renderer.hand_png(rules.view(state, 0), ctx).startswith(b"\x89PNG")
    assert declaration.renderer.showdown_png(rules.view(state, 0), ctx) is None  # nothing to show at the deal
    assert not declaration.in_claim_window(state)


@pytest.mark.parametrize("kind", list(DECLARED))
def test_every_typed_move_a_game_lists_is_a_slash_command_its_rules_read(kind: str) -> None:
    """The moves listed to a player who typed one the game does not have all exist, and the game reads each."""
    from cogs.play import PlayCommands

    slash = {command.name for command in PlayCommands.__cog_app_commands__}
    declaration = DECLARED[kind]
    rules = declaration.rules
    state = rules.new_game(rules.min_players, rules.options(None, {}), random.Random(1))
    for name in declaration.typed_moves:
        assert name in slash, name
        try:
            rules.parse(state, rules.to_act(state)[0], Command(name, {}), "en")
        except IllegalMove as refusal:
            assert refusal.code != "unknown-command", (kind, name)


def test_a_computer_level_missing_stops_the_start_up_naming_the_game_and_the_level(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    players = {level: factory for level, factory in DECLARED["gin"].players.items() if level != "hard"}
    with_builtin(monkeypatch, *gin_with(players=players))
    with pytest.raises(GameDeclarationError, match=r"game 'gin' is missing: a computer player for level 'hard'"):
        load_games()


def test_a_picture_that_is_not_a_function_stops_the_start_up(monkeypatch: pytest.MonkeyPatch) -> None:
    renderer = DECLARED["gin"].renderer
    with_builtin(monkeypatch, *gin_with(renderer=Renderer(renderer.table, None, renderer.showdown, renderer.words)))  # type: ignore[arg-type]
    with pytest.raises(GameDeclarationError, match=r"game 'gin' is missing: a callable hand picture"):
        load_games()


def test_pictures_without_their_words_stop_the_start_up(monkeypatch: pytest.MonkeyPatch) -> None:
    renderer = DECLARED["gin"].renderer
    with_builtin(monkeypatch, *gin_with(renderer=Renderer(renderer.table, renderer.hand, renderer.showdown,
                                                          None)))  # type: ignore[arg-type]
    with pytest.raises(GameDeclarationError, match=r"game 'gin' is missing: the words of its pictures"):
        load_games()


def test_an_option_name_the_rules_do_not_have_stops_the_start_up(monkeypatch: pytest.MonkeyPatch) -> None:
    with_builtin(monkeypatch, *gin_with(target_option=TargetOption("points_to_win"), turn_seconds_option="timer"))
    with pytest.raises(GameDeclarationError) as failure:
        load_games()
    message = str(failure.value)
    assert message.startswith("game 'gin' is missing:")
    assert "the target score option 'points_to_win'" in message and "the turn clock option 'timer'" in message


def test_a_game_of_the_rules_left_undeclared_stops_the_start_up(monkeypatch: pytest.MonkeyPatch) -> None:
    with_builtin(monkeypatch, *(d for d in games.BUILTIN if d.id != "mu"))
    with pytest.raises(GameDeclarationError, match="mu"):
        load_games()


def test_a_rated_when_option_the_rules_do_not_have_or_a_showcase_beyond_the_seats_stops_the_start_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rated_when = dataclasses.replace(DECLARED["tiles"].rated_when, option="assist")  # type: ignore[type-var]
    with_builtin(monkeypatch, *gin_with(rated_when=rated_when, showcase_seats=3))
    with pytest.raises(GameDeclarationError) as failure:
        load_games()
    message = str(failure.value)
    assert "the rated-when option 'assist'" in message and "showcase seats between 2 and 2" in message


@pytest.mark.parametrize("kind", [g for g, d in DECLARED.items() if d.rated_when is not None])
def test_the_lobby_and_the_end_of_game_have_words_for_a_game_that_may_be_unrated(kind: str) -> None:
    from bot.i18n import message_ids

    rated_when = DECLARED[kind].rated_when
    assert rated_when is not None
    assert {f"settings-{rated_when.option}", f"ev-{rated_when.unrated_event}"} <= set(message_ids("en"))


def test_a_declaration_must_name_every_piece() -> None:
    """No piece has a default: leaving one out is an error when the declaration is written, not a fallback."""
    with pytest.raises(TypeError, match="claim_window"):
        GameDeclaration(  # type: ignore[call-arg]
            rules=DECLARED["gin"].rules, players=DECLARED["gin"].players, renderer=DECLARED["gin"].renderer,
            target_option=None, turn_seconds_option=None, claim_seconds_option=None, hint=None,
        )


async def test_the_bot_does_not_start_with_an_incomplete_game(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    with_builtin(monkeypatch, *gin_with(players={}))
    bot = create_bot(Settings(token=None, database_path=tmp_path / "bot.sqlite3", shard_count=1))
    try:
        with pytest.raises(GameDeclarationError, match="game 'gin' is missing: a computer player for level 'easy'"):
            await bot.setup_hook()
    finally:
        await bot.store.close()


@pytest.mark.parametrize("kind", [g for g, d in DECLARED.items() if d.target_option is not None])
def test_a_target_score_is_written_as_the_game_declares_and_its_rules_accept_it(kind: str) -> None:
    rules = DECLARED[kind].rules
    overrides = target_override(kind, 250)
    assert overrides == DECLARED[kind].target_option.override(250)  # type: ignore[union-attr]
    assert rules.options(None, overrides) != rules.options(None, {})


def test_a_game_without_a_target_score_refuses_one() -> None:
    assert DECLARED["railroad"].target_option is None
    with pytest.raises(Refusal) as refusal:
        target_override("railroad", 250)
    assert refusal.value.problems[0].code == "no-target-score"


@pytest.mark.parametrize("kind", [g for g, d in DECLARED.items() if d.turn_seconds_option or d.claim_seconds_option])
def test_the_declared_clock_options_hold_seconds(kind: str) -> None:
    declaration = DECLARED[kind]
    defaults = declaration.rules.options(None, {})
    for name in (declaration.turn_seconds_option, declaration.claim_seconds_option):
        if name is not None:
            assert isinstance(defaults[name], int) and defaults[name] > 0, (kind, name)


def test_only_railroad_declares_claim_windows() -> None:
    assert [g for g, d in DECLARED.items() if d.claim_window is not None] == ["railroad"]


def test_a_game_without_a_renderer_stops_the_start_up(monkeypatch: pytest.MonkeyPatch) -> None:
    with_builtin(monkeypatch, *gin_with(renderer=None))
    with pytest.raises(GameDeclarationError, match=r"game 'gin' is missing: a renderer"):
        load_games()
