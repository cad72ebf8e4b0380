"""``bench.api_calls`` in each way of playing, on a few turns: people who type the README's slash commands play
their turns by typing alone (no turn left to the clock), and the calls counted against Discord's global rate limit
are the channel's and DMs' ones, never the answers to the interactions."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import api_calls
from bot.rules.base import Command


@pytest.mark.parametrize("game", ["tiles", "mu", "gin"])
async def test_typed_turns_are_played_by_slash_commands(tmp_path: Path, game: str) -> None:
    figures = await api_calls.play(game, 3, tmp_path / "bench.sqlite3", "type", "channel")
    assert figures.way == "type"
    assert figures.human_turns >= 3 and figures.clock_plays == 0
    assert figures.typed_moves >= figures.human_turns
    interaction_calls = sum(figures.kinds[kind] for kind in api_calls.INTERACTION_KINDS)
    assert interaction_calls >= figures.typed_moves  # every typed command is answered
    assert 0 < figures.turn_global_calls <= figures.turn_calls - figures.typed_moves


async def test_tapping_in_the_channel_is_measured_as_before(tmp_path: Path) -> None:
    figures = await api_calls.play("gin", 3, tmp_path / "bench.sqlite3", "tap", "channel")
    assert figures.way == "tap-channel" and figures.typed_moves == 0
    assert figures.human_turns >= 3 and figures.clock_plays == 0
    assert 0 < figures.turn_global_calls < figures.turn_calls


def test_ways_of_playing_asked() -> None:
    assert api_calls.ways_of("tap", "dm") == [("tap", "dm")]
    assert api_calls.ways_of("type", "dm") == [("type", "channel")]
    assert api_calls.ways_of("both", "both") == [("tap", "channel"), ("tap", "dm"), ("type", "channel")]


def test_lay_offs_offered_by_menus_are_typed_with_their_meld() -> None:
    assert api_calls.as_typed(Command("layoff", {"cards": "7♥ #2"})) == Command("layoff", {"cards": "7♥", "meld": "2"})
    assert api_calls.as_typed(Command("layoff", {"pick": "2♤@1"})) == Command("layoff", {"cards": "2♤", "meld": "1"})
    assert api_calls.as_typed(Command("meld", {"suggested": "1"})) is None  # no such option: spelled out instead
    assert api_calls.as_typed(Command("build", {"op": "pick"})) is None  # a tap of Tile Rummy's turn builder
    assert api_calls.option_value("meld", "2") == 2 and api_calls.option_value("hmg", "false") is False
