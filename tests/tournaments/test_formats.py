"""Tournament formats as pure functions: pairings, byes, who goes on and tie-breaks (docs/tournaments.md)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments import progress
from bot.tournaments.pairing import (
    bracket_order,
    elimination_first_round,
    elimination_next_round,
    seat_tables,
    swiss_round,
    table_sizes,
)
from bot.tournaments.results import (
    MatchResult,
    Pairing,
    bye_result,
    forfeit_result,
    from_game_ranks,
    half_points,
)
from bot.tournaments.standings import (
    advancing_from_tables,
    elimination_standings,
    match_winner,
    swiss_standings,
    table_standings,
    totals,
)


def seeds_of(players: list[int]) -> dict[int, int]:
    return {player: i + 1 for i, player in enumerate(players)}


def each_once(pairings: list[Pairing], players: list[int]) -> bool:
    seated = [p for pairing in pairings for p in pairing.players]
    return sorted(seated) == sorted(players)


# -- single elimination ----------------------------------------------------------------------------------------

def test_seeds_one_and_two_meet_only_in_the_final() -> None:
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert bracket_order(4) == [1, 4, 2, 3]


def test_six_players_give_byes_to_the_two_best_seeds() -> None:
    pairings = elimination_first_round([10, 20, 30, 40, 50, 60])
    assert [p.players for p in pairings] == [(10,), (40, 50), (20,), (30, 60)]


@settings(deadline=None)  # a machine shared by many sessions: time is not what this checks
@given(st.integers(min_value=2, max_value=70), st.randoms(use_true_random=False))
def test_a_bracket_seats_everyone_once_with_byes_for_the_best_seeds(count: int, rng: random.Random) -> None:
    players = rng.sample(range(1000), count)
    size = 1 << (count - 1).bit_length()
    first = elimination_first_round(players)
    assert len(first) == size // 2 and each_once(first, players)
    byes = [p.players[0] for p in first if p.is_bye]
    assert sorted(byes) == sorted(players[: size - count]), "the best seeds get the byes"
    # Played out with random winners, the bracket ends with one champion after log2(size) rounds.
    rounds, current = 1, first
    while True:
        winners = [rng.choice(p.players) if p.players else None for p in current]
        if len(winners) == 1:
            break
        current = elimination_next_round(winners)
        assert each_once(current, winners)
        rounds += 1
    assert 1 << rounds == size


def test_a_match_nobody_showed_up_for_gives_the_next_opponent_a_bye() -> None:
    assert [p.players for p in elimination_next_round([1, None, 3, 4])] == [(1,), (3, 4)]
    # Nobody from either match: an empty place, so 3-4's winner still meets 1's side in the final.
    assert elimination_next_round([None, None, 3, 4]) == [Pairing(()), Pairing((3, 4))]
    assert elimination_next_round([None, None]) == [Pairing(())]


def test_elimination_standings_share_the_rank_of_a_round() -> None:
    seeds = seeds_of([1, 2, 3, 4])
    semis = [MatchResult((1, 4), (1, 2)), MatchResult((2, 3), (2, 1))]
    final = [MatchResult((1, 3), (2, 1))]
    standings = elimination_standings([semis, final], seeds)
    assert [(s.rank, s.player) for s in standings] == [(1, 3), (2, 1), (3, 2), (3, 4)]


def test_a_drawn_match_goes_to_the_better_seed_and_a_no_show_loses() -> None:
    seeds = seeds_of([7, 8])
    assert match_winner(MatchResult((8, 7), (1, 1)), seeds) == 7
    assert match_winner(forfeit_result((7, 8), [7]), seeds) == 8
    assert match_winner(forfeit_result((7, 8), [7, 8]), seeds) is None


# -- Swiss -----------------------------------------------------------------------------------------------------

def rematch_free_pairing_exists(players: list[int], met: set[frozenset[int]]) -> bool:
    if not players:
        return True
    first, rest = players[0], players[1:]
    return any(frozenset((first, other)) not in met
               and rematch_free_pairing_exists([p for p in rest if p != other], met) for other in rest)


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=2, max_value=12), st.integers(min_value=1, max_value=7), st.randoms(use_true_random=False))
def test_swiss_pairs_everyone_once_without_rematch_while_avoidable(count: int, rounds: int, rng: random.Random
                                                                    ) -> None:
    players = list(range(1, count + 1))
    seeds = seeds_of(players)
    results: list[MatchResult] = []
    met: set[frozenset[int]] = set()
    had_bye: set[int] = set()
    for _ in range(rounds):
        standings = swiss_standings(players, results, seeds)
        ranked = [s.player for s in standings]
        pairings = swiss_round(ranked, {s.player: s.points for s in standings}, met, had_bye)
        assert each_once(pairings, players)
        byes = [p.players[0] for p in pairings if p.is_bye]
        assert len(byes) == count % 2
        if byes:
            eligible = [p for p in players if p not in had_bye] or players
            assert byes[0] in eligible, "one bye per player while anyone has not had one"
        rematches = [p for p in pairings if not p.is_bye and frozenset(p.players) in met]
        if rematches:
            choices = [[p for p in players if p != bye] for bye in (eligible if byes else [None])]
            assert not any(rematch_free_pairing_exists(rest, met) for rest in choices), "an avoidable rematch"
        for pairing in pairings:
            if pairing.is_bye:
                had_bye.add(pairing.players[0])
                results.append(bye_result(pairing.players[0]))
                continue
            met.add(frozenset(pairing.players))
            results.append(MatchResult(pairing.players, rng.choice([(1, 2), (2, 1), (1, 1)])))


def test_swiss_pairs_equal_scores_together_first() -> None:
    scores = {1: 2, 2: 2, 3: 0, 4: 0}
    assert [p.players for p in swiss_round([1, 2, 3, 4], scores, set(), set())] == [(1, 2), (3, 4)]
    # 1 and 2 met: 1 takes the nearest other, 3; 2 then plays 4.
    assert [p.players for p in swiss_round([1, 2, 3, 4], scores, {frozenset((1, 2))}, set())] == [(1, 3), (2, 4)]


def test_a_swiss_search_out_of_steps_still_pairs_everyone_once_avoiding_rematches_greedily(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.tournaments.pairing as pairing

    monkeypatch.setattr(pairing, "SWISS_SEARCH_STEPS", 1)
    met = {frozenset((1, 2)), frozenset((3, 4))}
    pairings = swiss_round([1, 2, 3, 4, 5, 6, 7], {}, met, set())
    seated = sorted(p for pairing_ in pairings for p in pairing_.players)
    assert seated == [1, 2, 3, 4, 5, 6, 7]
    assert Pairing((7,)) in pairings  # the bye rule holds even then
    assert not any(frozenset(p.players) in met for p in pairings)  # greedy found none here
    assert [p.players for p in pairings if len(p.players) == 2] == [(1, 3), (2, 4), (5, 6)]


def test_swiss_rounds_are_capped_at_one_fewer_than_the_players() -> None:
    assert progress.max_swiss_rounds(5) == 4
    assert progress.swiss_rounds(5, 12) == 4  # asked for more than the field can play
    assert progress.swiss_rounds(5, 3) == 3
    assert progress.swiss_rounds(6, None) == 3  # ⌈log₂ 6⌉
    assert progress.swiss_rounds(2, None) == 1


def test_the_swiss_bye_goes_to_the_lowest_ranked_player_who_has_not_had_one() -> None:
    pairings = swiss_round([1, 2, 3, 4, 5], {}, set(), {5})
    assert Pairing((4,)) in pairings


def test_swiss_tie_breaks_are_points_then_buchholz_then_wins_then_seed() -> None:
    players = [1, 2, 3, 4]
    results = [MatchResult((1, 2), (1, 2)), MatchResult((3, 4), (1, 2)),
               MatchResult((1, 3), (2, 1)), MatchResult((2, 4), (1, 2))]
    standings = swiss_standings(players, results, seeds_of(players))
    # 3 has two wins; 1 and 2 have one each, 1's opponents (2 and 3) scored more than 2's (1 and 4).
    assert [(s.player, s.points, s.tiebreak) for s in standings] == [(3, 4, 2), (1, 2, 6), (2, 2, 2), (4, 0, 6)]


def test_what_a_match_is_worth() -> None:
    assert half_points(MatchResult((1, 2), (1, 2)), 1) == 2 and half_points(MatchResult((1, 2), (1, 2)), 2) == 0
    assert half_points(MatchResult((1, 2), (1, 1)), 2) == 1  # a draw is half a point
    assert half_points(bye_result(5), 5) == 2
    assert half_points(forfeit_result((1, 2), [2]), 1) == 2 and half_points(forfeit_result((1, 2), [2]), 2) == 0
    table = from_game_ranks((1, 2, 3, 4), (2, 1, 2, 1), no_shows=[4])
    assert table.ranks == (2, 1, 2, 4) and [half_points(table, p) for p in (1, 2, 3, 4)] == [3, 6, 3, 0]


# -- rounds of tables ------------------------------------------------------------------------------------------

@settings(deadline=None)
@given(st.integers(min_value=3, max_value=60), st.integers(min_value=3, max_value=8))
def test_tables_seat_everyone_once_at_tables_one_seat_apart(count: int, preferred: int) -> None:
    players = list(range(count))
    tables = seat_tables(players, preferred, 3, 8)
    assert each_once(tables, players)
    sizes = [len(t.players) for t in tables]
    assert all(3 <= size <= 8 for size in sizes) and max(sizes) - min(sizes) <= 1


def test_nine_players_in_tables_of_three_snake_seated() -> None:
    assert table_sizes(9, 3, 3, 8) == [3, 3, 3]
    assert [t.players for t in seat_tables(list(range(1, 10)), 3, 3, 8)] == [(1, 6, 7), (2, 5, 8), (3, 4, 9)]
    assert table_sizes(10, 3, 3, 8) == [4, 3, 3]
    with pytest.raises(ValueError):
        table_sizes(2, 3, 3, 8)


def test_the_best_of_each_table_go_on_then_the_best_totals_fill_a_table() -> None:
    seeds = seeds_of(list(range(1, 7)))
    round_one = [MatchResult((1, 4, 5), (2, 1, 3)), MatchResult((2, 3, 6), (1, 3, 2))]
    carried = totals(round_one)
    # Two winners (4 and 2) cannot fill a table of three: the best total of the others (1 or 6, 2 half points
    # each: 1 has the better seed) goes on too.
    assert advancing_from_tables(round_one, carried, seeds, 3) == [2, 4, 1]


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=3, max_value=40), st.randoms(use_true_random=False))
def test_rounds_of_tables_end_with_one_final_table_and_a_champion(count: int, rng: random.Random) -> None:
    players = list(range(1, count + 1))
    seeds = seeds_of(players)
    field, rounds = players, []
    for _ in range(20):
        tables = seat_tables(field, 3, 3, 8)
        played = []
        for table in tables:
            ranks = list(range(1, len(table.players) + 1))
            rng.shuffle(ranks)
            played.append(MatchResult(table.players, tuple(ranks)))
        rounds.append(played)
        if len(tables) == 1:
            break
        going = advancing_from_tables(played, totals([r for done in rounds for r in done]), seeds, 3)
        assert len(going) >= 3 and len(going) < len(field)
        field = going
    assert len(rounds[-1]) == 1
    standings = table_standings(rounds, seeds)
    assert sorted(s.player for s in standings) == players
    assert standings[0].player == rounds[-1][0].winners()[0]
    assert [s.rank for s in standings] == list(range(1, count + 1))


def test_no_player_is_paired_twice_in_any_format() -> None:
    for count in range(2, 10):
        players = list(range(count))
        assert each_once(elimination_first_round(players), players)
        assert each_once(swiss_round(players, {}, set(), set()), players)
        if count >= 3:
            assert each_once(seat_tables(players, 3, 3, 8), players)
