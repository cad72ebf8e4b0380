"""The tournaments part of the store contract, on SQLite and on a real PostgreSQL server."""

from __future__ import annotations

from bot.store import ResultRow, SeatRecord, ShardFilter, Store, TournamentRecord
from tests.store.test_store_contract import backend, finished_game, guild_on_shard, store

__all__ = ["backend", "store"]  # the fixtures, run on both drivers


def signup(guild: int = 1) -> TournamentRecord:
    return TournamentRecord(guild_id=guild, channel_id=10, kind="gin", format="elimination", organiser_id=100,
                            size=8, starts_at=2000.0, state={"players": [{"id": 100, "name": "alice"}]})


async def test_a_tournament_round_trips_with_its_whole_state(store: Store) -> None:
    tournament = signup()
    tournament_id = await store.create_tournament(tournament)
    assert tournament.id == tournament_id and tournament.created_at == 1000.0
    assert await store.tournament(tournament_id) == tournament
    tournament.status, tournament.message_id = "running", 555
    tournament.state["rounds"] = [[{"players": [100, 200], "game": 7, "result": {"ranks": [1, 2]}}]]
    await store.save_tournament(tournament)
    assert await store.tournament(tournament_id) == tournament
    assert await store.tournament(tournament_id + 1) is None
    later = signup()
    await store.create_tournament(later)
    assert (await store.last_tournament(1, 10)) == later and await store.last_tournament(1, 11) is None


async def test_open_tournaments_are_those_signing_up_or_running_of_the_shards_served(store: Store) -> None:
    mine, theirs = guild_on_shard(0, 2), guild_on_shard(1, 2)
    first, second, done = signup(mine), signup(theirs), signup(mine)
    for tournament in (first, second, done):
        await store.create_tournament(tournament)
    done.status, done.winner_id = "finished", 100
    await store.save_tournament(done)
    assert [t.id for t in await store.open_tournaments()] == [first.id, second.id]
    assert [t.id for t in await store.open_tournaments(ShardFilter(2, (0,)))] == [first.id]
    assert await store.tournaments_won(mine, 100) == {"gin": 1}
    assert await store.tournaments_won(mine, 200) == {}
    await store.forget_user(100)
    assert await store.tournaments_won(mine, 100) == {}


async def test_a_games_ranks_by_seat(store: Store) -> None:
    seats = [SeatRecord(seat=0, user_id=100, name="alice"), SeatRecord(seat=1, user_id=200, name="bob")]
    game = await finished_game(store, 150.0, seats, [ResultRow(0, None, 10, 1), ResultRow(1, 200, 3, 2)])
    assert await store.game_ranks(game.id or 0) == {0: 1, 1: 2}
    assert await store.game_ranks(9999) == {}


async def test_a_server_names_and_clears_its_tournament_organisers_role(store: Store) -> None:
    assert await store.tournament_role(1) is None
    await store.set_tournament_role(1, 777)
    await store.set_tournament_role(2, 888)
    assert (await store.tournament_role(1), await store.tournament_role(2)) == (777, 888)
    await store.set_tournament_role(1, None)
    assert (await store.tournament_role(1), await store.tournament_role(2)) == (None, 888)


async def test_forget_me_takes_a_player_out_of_kept_tournaments_and_sign_ups_but_not_running_ones(store: Store) -> None:
    alice, bob = 123456789012345678, 223456789012345678
    kept, running = signup(), signup()
    for tournament in (kept, running):
        tournament.organiser_id = alice
        tournament.state = {"players": [{"id": alice, "name": "alice"}, {"id": bob, "name": "bob"}],
                            "seeds": [alice, bob],
                            "rounds": [{"matches": [{"players": [alice, bob], "game": 7,
                                                     "result": {"ranks": [1, 2], "forfeited": [alice]}}],
                                        "check_in": {"here": [bob, alice], "deadline": 5.0}}]}
        await store.create_tournament(tournament)
    kept.status, kept.winner_id = "finished", alice
    running.status = "running"
    await store.save_tournament(kept)
    await store.save_tournament(running)
    signing_up = signup()
    signing_up.state = {"players": [{"id": bob, "name": "bob"}, {"id": alice, "name": "alice"}]}
    await store.create_tournament(signing_up)
    await store.forget_user(alice)
    forgotten = await store.tournament(kept.id or 0)
    assert forgotten is not None
    assert str(alice) not in str(forgotten.state) and "alice" not in str(forgotten.state)
    assert forgotten.state["players"] == [{"id": -1, "name": ""}, {"id": bob, "name": "bob"}]
    assert forgotten.state["seeds"] == [-1, bob]
    assert forgotten.state["rounds"][0]["matches"][0]["players"] == [-1, bob]
    assert forgotten.state["rounds"][0]["matches"][0]["result"]["forfeited"] == [-1]
    assert forgotten.state["rounds"][0]["check_in"]["here"] == [bob, -1]
    assert (forgotten.winner_id, forgotten.organiser_id) == (None, 0)
    assert await store.tournament(running.id or 0) == running  # a running tournament still needs its players
    left = await store.tournament(signing_up.id or 0)
    assert left is not None and left.state == {"players": [{"id": bob, "name": "bob"}]}, "their sign-up is gone"
