"""Tables without Discord: the lock, versions, timers on a fake clock, computer seats, restart recovery."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.refusal import Refusal
from bot.rules.base import IllegalMove, Refused
from bot.store import SQLiteStore
from bot.store import sqlite as sqlite_store
from bot.tables import TableManager
from tests import spine_game
from tests.spine_game import Play

spine_game.install()


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


class Recorder:
    def __init__(self) -> None:
        self.updates: list[list[str]] = []
        self.reminders: list[int] = []

    async def on_update(self, table, events) -> None:  # type: ignore[no-untyped-def]
        self.updates.append([e.code for e in events])

    async def on_reminder(self, table, seat) -> None:  # type: ignore[no-untyped-def]
        self.reminders.append(seat)


@pytest.fixture
async def world(tmp_path):
    clock = FakeClock()
    store = SQLiteStore(tmp_path / "db.sqlite3", clock=clock)
    await store.open()
    manager = TableManager(store, clock=clock, rng_seed=3, timeouts_before_ai=2, run_timers=False)
    manager.listener = Recorder()
    yield manager, clock, store, tmp_path
    await manager.close()
    await store.close()


async def running(manager, *, kind: str = "race", preset: str | None = "standard", ai: str | None = None,  # type: ignore[no-untyped-def]
                  channel: int = 10):
    """A running ``kind`` table of alice (100) and bob (200), or of alice and an ``ai`` computer player."""
    table = await manager.lobby.open_lobby(guild_id=1, channel_id=channel, kind=kind, host_id=100, host_name="alice",
                                     preset=preset)
    if ai:
        await manager.lobby.add_ai(table, 100, ai)
    else:
        await manager.lobby.join(table, 200, "bob")
    await manager.lobby.start(table, 100)
    return table


async def test_every_change_bumps_the_version_and_is_announced(world):
    manager, _clock, _store, _ = world
    table = await running(manager)
    assert table.version == 2
    card = table.state.hands[0][0]
    events = await table.act(0, Play(card))
    assert table.version == 3 and [e.code for e in events] == ["race-played"]
    assert manager.listener.updates[-1] == ["race-played"]


async def test_an_outdated_version_is_refused_and_changes_nothing(world):
    manager, *_ = world
    table = await running(manager)
    with pytest.raises(Refusal) as refused:
        await table.act(0, Play(None), expected_version=table.version - 1)
    assert refused.value.code == "table-moved-on" and table.version == 2


async def test_simultaneous_clicks_apply_once(world):
    manager, *_ = world
    table = await running(manager)
    version = table.version
    results = await asyncio.gather(
        table.act(0, Play(None), expected_version=version),
        table.act(0, Play(None), expected_version=version),
        return_exceptions=True,
    )
    assert sum(isinstance(r, Refusal) for r in results) == 1
    assert table.version == version + 1


async def test_an_illegal_move_changes_nothing_in_memory_or_in_the_store(world):
    manager, _clock, store, _ = world
    table = await running(manager)
    before = (table.record.state, table.version)
    with pytest.raises(IllegalMove):
        await table.act(0, Play(99))
    with pytest.raises(IllegalMove):
        await table.act(1, Play(None))
    assert (table.record.state, table.version) == before
    [stored] = await store.load_open_games()
    assert (stored.state, stored.version) == before


async def test_what_is_not_a_move_is_refused_as_a_refusal_not_an_illegal_move(world):
    """A lobby's rules, a permission and a table's state are refused by the tables (``Refusal``); only the game
    refuses moves (``IllegalMove``); both are ``Refused``, which the Discord side answers the same way."""
    manager, *_ = world
    table = await running(manager)
    refusals = []
    for attempt in (manager.lobby.join(table, 300, "carol"), manager.lobby.kick(table, 200, 0),
                    table.act(0, Play(None), expected_version=table.version - 1)):
        with pytest.raises(Refused) as refused:
            await attempt
        refusals.append(refused.value)
    assert [(type(r), r.code) for r in refusals] == [
        (Refusal, "game-already-started"), (Refusal, "game-already-started"), (Refusal, "table-moved-on")]
    with pytest.raises(Refused) as refused:
        await table.act(0, Play(99))
    assert type(refused.value) is IllegalMove
    assert not isinstance(refusals[0], IllegalMove)


async def test_a_store_failure_rolls_the_table_back(world, monkeypatch):
    manager, _clock, store, _ = world
    table = await running(manager)
    before = (table.record.state, table.version, table.state)

    async def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise OSError("disk full")

    monkeypatch.setattr(store, "save_game", broken)
    with pytest.raises(OSError):
        await table.act(0, Play(None))
    assert (table.record.state, table.version, table.state) == before


async def test_turn_reminder_at_half_time_then_timeout_action(world):
    manager, clock, *_ = world
    table = await running(manager)
    seconds = table.settings.turn_seconds
    clock.now += seconds / 2 + 1
    await manager.clocks.fire_due()
    assert manager.listener.reminders == [0] and table.to_act() == (0,)
    clock.now += seconds / 2
    await manager.clocks.fire_due()
    assert table.to_act() == (1,)
    assert manager.listener.updates[-1][:2] == ["turn-timed-out", "race-you-drew"]
    assert table.seats[0].timeouts == 1


async def test_repeated_timeouts_hand_the_seat_to_a_computer_player(world):
    manager, clock, *_ = world
    table = await running(manager)
    for _ in range(2):
        clock.now += table.settings.turn_seconds + 1
        await manager.clocks.fire_due()  # Alice times out
        await table.act(1, Play(None))  # Bob plays
    assert table.seats[0].ai_level == "medium"
    assert any("seat-handed-to-ai" in update for update in manager.listener.updates)


async def test_a_computer_seat_moves_after_its_pace_delay_not_before(world):
    manager, clock, *_ = world
    table = await running(manager, ai="hard")
    await table.act(0, Play(None))
    assert table.to_act() == (1,)
    await manager.clocks.fire_due()
    assert table.to_act() == (1,), "the computer waits for its pace delay"
    clock.now += 2
    await manager.clocks.fire_due()
    assert table.to_act() == (0,) or table.status == "finished"


async def test_lobby_expires_after_idle_minutes(world):
    manager, clock, *_ = world
    table = await manager.lobby.open_lobby(guild_id=1, channel_id=10, kind="race", host_id=100, host_name="alice")
    clock.now += 14 * 60
    await manager.clocks.fire_due()
    assert manager.get(10) is table
    clock.now += 2 * 60
    await manager.clocks.fire_due()
    assert manager.get(10) is None and table.status == "cancelled"


async def test_restore_brings_back_games_with_their_deadlines(world):
    manager, clock, store, _ = world
    table = await running(manager)
    deadline = table.deadline("turn")
    fresh = TableManager(store, clock=clock, rng_seed=3, run_timers=False)
    assert await fresh.restore() == 1
    restored = fresh.get(10)
    assert restored.state == table.state and restored.deadline("turn") == deadline
    clock.now = deadline + 1
    await fresh.clocks.fire_due()
    assert restored.to_act() == (1,)


async def test_finishing_records_results_and_ratings(world):
    manager, _clock, store, _ = world
    table = await running(manager, preset="short")
    while table.status == "running":
        seat = table.to_act()[0]
        hand = table.state.hands[seat]
        await table.act(seat, Play(hand[0]))
    board = await store.leaderboard(1, "race")
    assert {r.name for r in board} == {"alice", "bob"}
    winner = next(r for r in board if r.wins == 1)
    assert winner.mu > 25


async def test_a_store_failure_in_the_lobby_changes_nothing(world, monkeypatch):
    manager, _clock, store, _ = world
    table = await manager.lobby.open_lobby(guild_id=1, channel_id=10, kind="race", host_id=100, host_name="alice")
    before = (list(table.seats), table.version)

    async def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise OSError("disk full")

    monkeypatch.setattr(store, "save_game", broken)
    with pytest.raises(OSError):
        await manager.lobby.join(table, 200, "bob")
    assert ([s.user_id for s in table.seats], table.version) == ([s.user_id for s in before[0]], before[1])


async def test_zero_timeouts_before_ai_never_hands_the_seat_to_the_computer(world):
    manager, clock, *_ = world
    manager.timeouts_before_ai = 0
    table = await running(manager)
    for _ in range(4):
        clock.now += table.settings.turn_seconds + 1
        await manager.clocks.fire_due()  # Alice times out
        if table.status != "running":
            break
        await table.act(1, Play(None))  # Bob plays
    assert table.seats[0].ai_level is None and table.seats[0].timeouts >= 2


async def test_an_unreadable_game_is_set_aside_and_the_others_restore(world, caplog):
    manager, clock, store, _ = world
    good = await running(manager)
    other = await manager.lobby.open_lobby(guild_id=1, channel_id=11, kind="race", host_id=300, host_name="carol")
    await manager.lobby.join(other, 400, "dan")
    await manager.lobby.start(other, 300)
    await store.db.execute("UPDATE games SET state=? WHERE id=?", ('{"hands": [[1]]}', other.id))  # keys missing

    fresh = TableManager(store, clock=clock, rng_seed=3, run_timers=False)
    assert await fresh.restore() == 1
    assert fresh.get(10).state == good.state and fresh.get(11) is None
    assert any(f"game {other.id}" in r.getMessage() and r.levelno >= 40 for r in caplog.records)
    broken = await store.load_game(other.id)
    assert broken is not None and broken.status == "cancelled" and broken.broken
    assert await TableManager(store, clock=clock, run_timers=False).restore() == 1, "set aside for good"
    again = await fresh.lobby.open_lobby(guild_id=1, channel_id=11, kind="race", host_id=300, host_name="carol")
    assert again.status == "lobby", "the channel of the broken game is free again"


async def test_out_of_turn_nothing_changes_even_if_the_game_would_allow_it(world, monkeypatch):
    manager, _clock, store, _ = world
    table = await running(manager)
    lenient = table.rules.apply

    def accepts_anyone(state, seat, action, rng):  # type: ignore[no-untyped-def]
        return lenient(type(state)(state.hands, state.stock, seat, state.winner), seat, action, rng)

    monkeypatch.setattr(table.rules, "apply", accepts_anyone)
    before = (table.version, table.state)
    with pytest.raises(IllegalMove) as refused:
        await table.act(1, Play(None))  # a game that would allow it still cannot move out of turn
    assert refused.value.code == "not-your-turn" and (table.version, table.state) == before
    [stored] = await store.load_open_games()
    assert stored.version == before[0]


async def hand_alice_to_the_computer(manager, clock, table):  # type: ignore[no-untyped-def]
    """Alice misses her turn twice (Bob draws in between): her seat goes to a computer player."""
    for _ in range(2):
        clock.now += table.settings.turn_seconds + 1
        await manager.clocks.fire_due()
        await table.act(1, Play(None))
    assert table.seats[0].ai_level == "medium"


async def test_turns_are_counted_by_who_played_them_and_survive_a_restart(world):
    manager, clock, store, _ = world
    table = await running(manager)
    await hand_alice_to_the_computer(manager, clock, table)
    clock.now += 2
    await manager.clocks.fire_due()  # the computer plays Alice's turn
    assert (table.seats[0].turns_by_player, table.seats[0].turns_by_computer) == (0, 3)
    assert (table.seats[1].turns_by_player, table.seats[1].turns_by_computer) == (2, 0)
    fresh = TableManager(store, clock=clock, run_timers=False)
    await fresh.restore()
    seats = fresh.get(10).seats
    assert [(s.turns_by_player, s.turns_by_computer) for s in seats] == [(0, 3), (2, 0)]


async def play_to_the_end(manager, clock, table, *, bob_plays_cards: bool) -> None:  # type: ignore[no-untyped-def]
    for _ in range(500):
        if table.status != "running":
            return
        if table.to_act() == (1,):
            hand = table.state.hands[1]
            await table.act(1, Play(hand[0] if bob_plays_cards else None))
        else:
            clock.now += 2
            await manager.clocks.fire_due()
    raise AssertionError("the game did not end")


async def test_a_win_the_computer_played_for_is_not_a_rated_win_for_the_absent_human(world):
    manager, clock, store, _ = world
    table = await running(manager)
    await hand_alice_to_the_computer(manager, clock, table)
    await play_to_the_end(manager, clock, table, bob_plays_cards=False)
    outcome = table.rules.outcome(table.state)
    assert outcome.ranking[0] == 1, "the computer won for Alice"
    board = {row.name: row for row in await store.leaderboard(1, "race")}
    assert "alice" not in board, "no rating and no win for Alice"
    assert board["bob"].wins == 0 and board["bob"].games == 1
    assert [s.name for s in await store.player_stats(1, 100)] == []
    assert [c for update in manager.listener.updates for c in update if c == "win-not-rated"] == ["win-not-rated"]


async def test_a_loss_the_computer_played_for_still_counts(world):
    manager, clock, store, _ = world
    table = await running(manager)
    await hand_alice_to_the_computer(manager, clock, table)
    await play_to_the_end(manager, clock, table, bob_plays_cards=True)
    outcome = table.rules.outcome(table.state)
    assert outcome.ranking[1] == 1, "Bob won"
    board = {row.name: row for row in await store.leaderboard(1, "race")}
    assert board["alice"].games == 1 and board["alice"].wins == 0 and board["alice"].mu < 25
    assert board["bob"].wins == 1
    assert not [c for update in manager.listener.updates for c in update if c == "win-not-rated"]


async def test_a_claim_window_left_to_lapse_is_not_a_turn_played_by_the_computer(world, monkeypatch):
    manager, clock, *_ = world
    table = await running(manager)
    monkeypatch.setattr(table, "game", spine_game.declaration(claim_window=lambda state: True))
    clock.now += table.settings.turn_seconds + 1
    await manager.clocks.fire_due()  # the "window" lapses for Alice
    assert (table.seats[0].turns_by_player, table.seats[0].turns_by_computer) == (0, 0)
    assert table.seats[0].timeouts == 0, "a lapsed window is not a missed turn either"


async def test_a_move_cancelled_while_its_save_commits_is_still_the_tables_own(world, monkeypatch):
    """A cancellation that reaches a move just as the database commits it (a table closing, a shutdown) leaves the
    table showing the stored game, so the next move is not refused as if another process had written it."""
    manager, _clock, store, _ = world
    table = await running(manager)
    commit_batch = sqlite_store._commit_batch

    def slow_after_commit(db, writes):  # type: ignore[no-untyped-def]
        outcomes = commit_batch(db, writes)
        time.sleep(0.05)  # in the connection's thread: committed; the caller has not heard yet
        return outcomes

    monkeypatch.setattr(sqlite_store, "_commit_batch", slow_after_commit)
    move = asyncio.create_task(table.act(0, Play(table.state.hands[0][0])))
    await asyncio.sleep(0.02)
    assert not move.done()
    move.cancel()
    with pytest.raises(asyncio.CancelledError):
        await move
    stored = await store.load_game(table.id)
    assert stored is not None and (table.version, table.record.revision) == (stored.version, stored.revision)
    assert table.version == 3
    await table.act(1, Play(table.state.hands[1][0]))  # the next move goes through
    assert table.version == 4



async def test_a_reset_while_a_game_finishes_leaves_ratings_that_count_from_the_reset(world):
    """The board is reset between the moment a finishing game reads the players' ratings and its save: the save is
    refused, the ratings are worked out again from what is stored, and they count from the reset."""
    manager, clock, store, _ = world
    await play_to_the_end(manager, clock, await running(manager), bob_plays_cards=True)
    assert sorted(r.games for r in await store.leaderboard(1, "race")) == [1, 1]
    table = await running(manager)
    clock.now += 60
    read = store.ratings

    async def ratings_then_a_reset(*args):  # type: ignore[no-untyped-def]
        rows = await read(*args)
        store.ratings = read
        await store.reset_leaderboard(1, "race")  # an admin, at that very moment
        return rows

    store.ratings = ratings_then_a_reset
    await play_to_the_end(manager, clock, table, bob_plays_cards=True)
    assert table.status == "finished"
    board = await store.leaderboard(1, "race")
    assert sorted(r.games for r in board) == [1, 1], "the game before the reset does not count"
    assert sum(r.wins for r in board) == 1


async def test_two_games_of_the_same_players_finishing_at_once_both_count(world):
    """Another game of the same players finishes between the moment this one reads their ratings and its save:
    this save is refused and worked out again, so neither game's rating change is lost."""
    manager, clock, store, _ = world
    first, second = await running(manager), await running(manager, channel=11)
    read = store.ratings

    async def ratings_then_the_other_game_ends(*args):  # type: ignore[no-untyped-def]
        rows = await read(*args)
        store.ratings = read
        while second.status == "running":  # both players play their cards, one after the other
            seat = second.to_act()[0]
            hand = second.state.hands[seat]
            await second.act(seat, Play(hand[0] if hand else None))
        return rows

    store.ratings = ratings_then_the_other_game_ends
    await play_to_the_end(manager, clock, first, bob_plays_cards=True)
    assert first.status == second.status == "finished"
    board = await store.leaderboard(1, "race")
    assert sorted(r.games for r in board) == [2, 2], "both games count"
    assert sum(r.wins for r in board) == 2
