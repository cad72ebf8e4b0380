"""Resigning counts as a loss: a resigned seat ranks after every other seat, even when its computer won."""

from __future__ import annotations

from bot.tables import resigned_last


def test_a_resigned_seat_whose_computer_won_still_ranks_last():
    assert resigned_last([1, 2, 3], resigned=[0]) == [3, 1, 2]


def test_without_resignations_the_ranking_is_the_games_own():
    assert resigned_last([2, 1, 2], resigned=[]) == [2, 1, 2]


def test_several_resigned_seats_keep_their_order_among_themselves_after_the_others():
    assert resigned_last([1, 2, 3, 4], resigned=[0, 2]) == [3, 1, 4, 2]


def test_when_every_seat_resigned_none_of_them_wins():
    assert resigned_last([1, 2], resigned=[0, 1]) == [2, 2]
    assert resigned_last([2, 1, 3], resigned=[0, 1, 2]) == [2, 2, 3]  # the winner only ties the runner-up
