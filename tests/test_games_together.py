"""The five real games plugged into the bot: registered, worded in both languages, playable by tables to the end."""

from __future__ import annotations

import random

import pytest

from bot import games
from bot.ai.base import LEVELS
from bot.client import load_games
from bot.games import make_player
from bot.i18n import SUPPORTED, has
from bot.rules import registry
from bot.rules.base import Command, IllegalMove
from bot.store import SQLiteStore
from bot.tables import TableManager

load_games()
GAMES = list(registry.BUILTIN_GAMES)
# Tile Rummy's legal() runs the solver; a shorter sample keeps the suite quick.
MAX_ACTIONS = {"tiles": 60}


def test_every_builtin_game_and_its_computer_players_are_registered():
    for kind in GAMES:
        assert registry.get(kind) is games.get(kind).rules
        assert set(games.get(kind).players) == set(LEVELS), kind


def missing_keys(keys: set[str]) -> list[str]:
    return sorted(f"{locale}:{key}" for key in keys for locale in SUPPORTED if not has(locale, key))


@pytest.mark.parametrize("kind", GAMES)
def test_everything_a_game_says_has_words_in_both_languages(kind):
    rules = registry.get(kind)
    keys = {f"game-{kind}", f"rules-{kind}"}
    rng = random.Random(5)
    players = [make_player(kind, LEVELS[i % 3], random.Random(i)) for i in range(rules.max_players)]
    state = rules.new_game(rules.min_players + (1 if rules.max_players > rules.min_players else 0),
                           rules.options(None, {}), rng)
    for _ in range(MAX_ACTIONS.get(kind, 400)):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        view = rules.view(state, seat)
        keys.add(f"ev-{rules.status(view).code}")
        keys |= {control.label for control in registry.panel(kind).controls(state, seat, None)}
        for command in (Command("discard", {"card": "zz9"}), Command("play", {"move": "???"}),
                        Command("meld", {"cards": "banana"}), Command("fly")):
            try:
                rules.parse(state, seat, command, "en")
            except IllegalMove as refusal:
                keys |= {f"err-{p.code}" for p in refusal.problems}
        action = players[seat].choose(view, rules.legal(state, seat))
        state, events = rules.apply(state, seat, action, rng)
        keys |= {f"ev-{e.code}" for e in events}
    assert missing_keys(keys) == []


@pytest.mark.parametrize("kind", GAMES)
async def test_a_table_of_computer_players_plays_on_without_a_hitch(kind, tmp_path):
    clock = [1_000_000.0]
    store = SQLiteStore(tmp_path / "db.sqlite3", clock=lambda: clock[0])
    await store.open()
    manager = TableManager(store, clock=lambda: clock[0], rng_seed=11, run_timers=False)
    try:
        rules = registry.get(kind)
        table = await manager.lobby.open_lobby(guild_id=1, channel_id=5, kind=kind, host_id=9, host_name="host")
        table.seats[0].ai_level = "hard"  # the host hands their seat over at once
        for level in LEVELS[: rules.min_players - 1]:
            await manager.lobby.add_ai(table, 9, level)
        await manager.lobby.start(table, 9)
        started_at = table.version
        for _ in range(MAX_ACTIONS.get(kind, 3000)):
            if table.status != "running":
                break
            version = table.version
            clock[0] += 5
            await manager.clocks.fire_due()
            assert table.version > version or table.status != "running", "the table stalled"
        log = await store.action_log(table.id)
        assert len(log) == table.version - started_at + 1, "every action is in the log, after the start"
        if kind not in MAX_ACTIONS:
            assert table.status == "finished"
        if table.status == "finished":
            outcome = rules.outcome(table.state)
            assert outcome is not None and 1 in outcome.ranking
    finally:
        await manager.close()
        await store.close()


async def test_a_railroad_claim_window_runs_on_its_own_short_clock(tmp_path):
    from bot.rules.railroad import DrawStock

    clock = [1_000_000.0]
    store = SQLiteStore(tmp_path / "db.sqlite3", clock=lambda: clock[0])
    await store.open()
    manager = TableManager(store, clock=lambda: clock[0], rng_seed=4, run_timers=False)
    try:
        table = await manager.lobby.open_lobby(guild_id=1, channel_id=5, kind="railroad", host_id=1, host_name="a")
        await manager.lobby.join(table, 2, "b")
        await manager.lobby.join(table, 3, "c")
        await manager.lobby.start(table, 1)
        active = table.to_act()[0]
        await table.act(active, DrawStock())
        assert table.in_claim_window() and active not in table.to_act()
        claim_seconds = table.settings.claim_seconds
        assert table.deadline("turn") == clock[0] + claim_seconds
        clock[0] += claim_seconds + 1
        await manager.clocks.fire_due()
        assert not table.in_claim_window() and table.to_act() == (active,)
        assert all(seat.timeouts == 0 for seat in table.seats), "letting a claim lapse is not a missed turn"
    finally:
        await manager.close()
        await store.close()


async def test_a_timed_out_gin_turn_is_played_to_its_end_and_counts_once(tmp_path):
    clock = [1_000_000.0]
    store = SQLiteStore(tmp_path / "db.sqlite3", clock=lambda: clock[0])
    await store.open()
    manager = TableManager(store, clock=lambda: clock[0], rng_seed=2, run_timers=False, timeouts_before_ai=3)
    try:
        table = await manager.lobby.open_lobby(guild_id=1, channel_id=5, kind="gin", host_id=1, host_name="a")
        await manager.lobby.join(table, 2, "b")
        await manager.lobby.start(table, 1)
        first = table.to_act()[0]
        clock[0] += table.settings.turn_seconds + 1
        await manager.clocks.fire_due()
        while table.to_act() == (first,) and table.status == "running":  # the upcard offer is its own turn
            clock[0] += table.settings.turn_seconds + 1
            await manager.clocks.fire_due()
        assert table.seats[first].timeouts >= 1
        for _ in range(4):  # let each seat miss turns; every missed turn counts exactly one
            seat = table.to_act()[0]
            before = table.seats[seat].timeouts
            clock[0] += table.settings.turn_seconds + 1
            await manager.clocks.fire_due()
            assert table.seats[seat].timeouts == min(before + 1, 3)
            assert seat not in table.to_act() or table.status != "running", "the whole turn was played"
    finally:
        await manager.close()
        await store.close()
