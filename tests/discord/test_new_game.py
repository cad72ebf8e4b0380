"""A new game needs its own package and its declaration, nothing else: the test game of ``tests/spine_game.py`` (the
template ``docs/adding-a-game.md`` walks through) is in no list of the bot, the rules or the tests, yet it is offered
by ``/game new``, played to its end by taps and typed moves, shown on the table by its own seat summary, and
counted on the leaderboard and in ``/stats``."""

from __future__ import annotations

from bot import games
from bot.rules import registry
from tests.discord.helpers import (
    button_labels,
    choose,
    open_race,
    seats_text,
    select_options,
    table_message,
    table_text,
)
from tests.game_facts import FACTS


async def test_a_game_declared_only_in_its_own_module_is_played_through_the_bot(world):
    assert "race" not in registry.BUILTIN_GAMES and "race" not in [d.id for d in games.BUILTIN]
    assert "race" not in FACTS
    table = await open_race(world, world.bob)
    assert "1. **alice** · 2 cards" in seats_text(table_message(world))
    while table.status == "running":
        player = world.alice if table.to_act() == (0,) else world.bob
        shown = await player.click(table_message(world), label="My hand")
        await choose(player, shown.response, None, select_options(shown.response)[0])  # a card button or a menu
    final = table_message(world)
    assert "final scores" in table_text(final) and "Rematch" in button_labels(final)
    board = await world.bob.slash(world.channel, "leaderboard", game="race")
    assert "1 win" in board.response.embeds[0].description
    stats = await world.bob.slash(world.channel, "stats")
    assert "in 1 game" in stats.response.embeds[0].description
