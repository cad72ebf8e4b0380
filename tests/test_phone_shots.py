"""``make phone-shots`` (``bot.demo.phone_shots``): every game reaches each picture the tool takes, and what it
photographs reads on a phone. Chromium is not needed here: a stand-in camera notes what the page would show, and
the messages are checked as SimCord holds them (pictures at most ``theme.WIDTH`` wide, short seat lines, tiles
counted as tiles, black suits readable on the dark theme, the DM's table link short)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image

from bot.demo import phone_shots
from bot.i18n import t
from bot.texts import readable_suits
from render import theme
from tests.game_facts import GAMES, facts

PICTURES = {"tiles": ["table", "panel", "dm", "turn", "turn-built", "showdown", "final"]}
CARD_PICTURES = ["table", "panel", "dm", "table-later", "later", "showdown", "final"]
SEAT_LINE_LIMIT = 48  # characters a phone shows on one line at Discord's text size, about


class Camera:
    """Stands in for Chromium: notes each page it is asked to photograph."""

    def __init__(self) -> None:
        self.taken: list[tuple[str, Path, str]] = []

    async def photograph(self, url: str, path: Path, selector: str) -> tuple[int, int]:
        self.taken.append((url, path, selector))
        return phone_shots.PHONE_WIDTH, 1


def seats_of(text: str) -> list[str]:
    """The seat lines of a table message: numbered lines after its players' heading."""
    return [line for line in text.splitlines() if re.match(r"\d+\. ", line)]


def outside_code(text: str) -> str:
    return "".join(part for index, part in enumerate(text.split("`")) if index % 2 == 0)


def picture_widths(pictures: tuple[bytes, ...]) -> list[int]:
    widths = []
    for data in pictures:
        with Image.open(io.BytesIO(data)) as image:
            widths.append(image.width)
    return widths


@pytest.mark.parametrize(("game", "locale"), [(game, facts(game).phone_shot_locale) for game in GAMES])
async def test_every_picture_of_the_tool_is_taken_and_reads_on_a_phone(tmp_path: Path, game: str,
                                                                       locale: str) -> None:
    camera = Camera()
    shots = await phone_shots.shoot_game(camera, game, locale, tmp_path, tmp_path / "demo.sqlite3")
    assert [shot.what for shot in shots] == PICTURES.get(game, CARD_PICTURES)
    assert [path.name for _, path, _ in camera.taken] == [f"{game}-{locale}-{s.what}.png" for s in shots]
    for shot in shots:
        text = shot.text
        assert picture_widths(shot.pictures) == [theme.WIDTH], f"{shot.what}: one picture, a phone's width"
        assert len(text) <= 2000
        assert not set(outside_code(text)) & {"♠", "♣"}, f"{shot.what}: {text!r}"
    text = shots[0].text
    lines = seats_of(shots[0].text)
    assert lines and all(len(line.replace("**", "")) <= SEAT_LINE_LIMIT for line in lines), lines
    held = "tuiles" if locale == "fr" else "tiles"
    assert all((held in line) == (game == "tiles") for line in lines), "a tile game counts tiles, not cards"
    assert all(re.search(r"\d+ (cards|cartes|tiles|tuiles)", line) for line in lines), "every seat's count"
    [dm] = [shot.text for shot in shots if shot.what == "dm"]
    assert re.search(r"\]\(https://discord\.com/channels/[\d/]+\)", dm), "the table link is a short link"
    [final] = [shot.text for shot in shots if shot.what == "final"]
    assert_final_scores_agree(final, resigned="Sam", locale=locale)


def assert_final_scores_agree(text: str, resigned: str, locale: str) -> None:
    """The final scores rank the player who resigned last, marked so; each seat line shows its final score."""
    ranked = re.findall(r"^(\d+)\. \*\*(.+?)\*\* · (-?\d+)((?: · \D.*)?)$", text, re.M)
    results = {name: score for _rank, name, score, _rest in ranked}
    assert ranked[-1][1] == resigned and ranked[-1][3] == " · " + t(locale, "result-resigned"), ranked
    assert all(rank != ranked[-1][0] for rank, *_ in ranked[:-1]), "nobody shares the last rank"
    seats = {name: int(points) for name, points in re.findall(r"^\d+\. .*?\*\*(.+?)\*\*.* · (-?\d+) pts", text, re.M)}
    assert seats == {name: int(score) for name, score in results.items()}, (seats, results)


def test_black_suits_read_on_the_dark_theme_outside_code() -> None:
    assert readable_suits("Q♠ on the pile, 3♣ 4♥ 5♦: `2♠ 3♣`") == "Q♤ on the pile, 3♧ 4♥ 5♦: `2♠ 3♣`"
    assert readable_suits("r5 b6 `k7`") == "r5 b6 `k7`"
