"""Leaderboard and final scores."""

from __future__ import annotations

from render import LeaderboardRow, RenderContext, boards, final_scores_png, leaderboard_png, theme
from tests.render.helpers import count_close, decode


def rows(n: int) -> list[LeaderboardRow]:
    return [
        LeaderboardRow(rank, f"Player {rank}", 30.0 - rank, 10 - rank % 10, 12) for rank in range(1, n + 1)
    ]


def test_the_leaderboard_grows_with_its_rows_and_stops_at_the_top_entries() -> None:
    ctx = RenderContext(())
    three, ten = decode(leaderboard_png(rows(3), ctx)), decode(leaderboard_png(rows(10), ctx))
    assert ten.height > three.height
    many = decode(leaderboard_png(rows(boards.MAX_ROWS + 30), ctx))
    capped = decode(leaderboard_png(rows(boards.MAX_ROWS), ctx))
    assert many.size == capped.size


def test_the_podium_gets_gold_silver_and_bronze() -> None:
    image = decode(leaderboard_png(rows(3), RenderContext(())))
    for medal in boards.MEDALS.values():
        assert count_close(image, medal, tolerance=12) > 200


def test_an_empty_leaderboard_still_renders() -> None:
    image = decode(leaderboard_png([], RenderContext((), "fr")))
    assert image.width > 100 and image.height > 40


def test_final_scores_name_every_seat_and_highlight_the_winner() -> None:
    ctx = RenderContext(("Ann", "Bob", "Cy"))
    image = decode(final_scores_png([50, 80, 10], [2, 1, 3], ctx))
    assert count_close(image, theme.ACCENT, tolerance=12) > 150  # trophy, winner line and winner's name
    four = decode(final_scores_png([50, 80, 10, 0], [2, 1, 3, 4], RenderContext(("Ann", "Bob", "Cy", "Di"))))
    assert four.height > image.height


def test_images_fit_a_phone_width() -> None:
    image = decode(leaderboard_png(rows(25), RenderContext(())))
    assert image.width == theme.WIDTH
