"""The one match ranking of every game's outcome."""

from hypothesis import given
from hypothesis import strategies as st

from bot.rules.ranking import rank_seats


def test_competition_ranking_shares_ties_and_skips_the_next_rank():
    assert rank_seats([9, 7, 7, 3]) == (1, 2, 2, 4)
    assert rank_seats([5, 5]) == (1, 1)
    assert rank_seats([(10, 1), (10, 2), (3, 5)]) == (2, 1, 3)  # a tuple breaks ties in order
    assert rank_seats([-s for s in (40, 12, 90)]) == (2, 1, 3)  # lowest score wins: negate


@given(st.lists(st.integers(-50, 50), min_size=1, max_size=8))
def test_rank_one_goes_to_every_best_key_and_better_keys_never_rank_lower(scores):
    ranks = rank_seats(scores)
    assert {s for s, r in zip(scores, ranks, strict=True) if r == 1} == {max(scores)}
    for a, ra in zip(scores, ranks, strict=True):
        for b, rb in zip(scores, ranks, strict=True):
            assert (a > b) == (ra < rb)
