"""RailRoad melds being built by taps, in their player's hand picture: the staged melds as numbered groups (a wild
showing the rank it is read as, a group that is no meld outlined in the alert colour), the rest of the hand with
the picked cards outlined; only the player's own view has it, and it reads on a phone like every hand (540 px
wide, no text too small)."""

from __future__ import annotations

import pytest
from PIL import Image

from bot import games
from bot.rules.base import Command
from bot.rules.railroad import PANEL, RULES, State
from bot.rules.railroad.builder import MeldBuilder
from render import gallery, measure, theme
from render.context import RenderContext
from tests.render.helpers import count_close, decode
from tests.rules.test_railroad import table

NAMES = gallery.NAMES[:3]
RAILROAD = games.get("railroad").renderer


Built = tuple[State, MeldBuilder | None]  # the game and seat 0's draft


def tap(built: Built, name: str, **args: str) -> Built:
    state, draft = built
    return state, PANEL.tap(state, 0, draft, Command(name, args)).draft


def picture(built: Built, locale: str = "en", seat: int | None = 0) -> tuple[Image.Image, list[measure.DrawnText]]:
    state, draft = built
    view = RULES.view(state, seat)
    if seat is not None:
        view = PANEL.seat_view(view, state, seat, draft)
    with measure.recording() as texts:
        image = RAILROAD.hand(view, RenderContext(NAMES, locale))
    return image, texts


def start() -> Built:
    return table(players=3, hands=["7h 7d JK 5h 6d 7c 2s 9s Qh Kd 3c"], phase="play"), None


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_picking_and_staging_change_the_hand_picture_which_stays_readable(locale: str) -> None:
    before = start()
    picked = tap(before, "rr_pick", cards="7♥ 7♦ JK")
    staged = tap(picked, "rr_stage")
    run = tap(tap(staged, "rr_pick", cards="5♥ 6♦ 7♣ 2♠"), "rr_stage")
    wrong = tap(tap(run, "rr_pick", cards="9♠ Q♥"), "rr_stage")
    images = [picture(state, locale) for state in (before, picked, staged, run, wrong)]
    for image, texts in images:
        assert image.width == theme.WIDTH
        assert [t for t in texts if t.role == "rank"]
        assert measure.too_small(texts, image.width) == []
    raw = [image.tobytes() for image, _ in images]
    assert len(set(raw)) == len(raw), "every tap shows in the picture"
    # picked cards are outlined as the card just drawn is
    assert count_close(images[1][0], theme.NEW_OUTLINE) > count_close(images[0][0], theme.NEW_OUTLINE) + 150
    texts_run = [t.text for t in images[3][1]]
    assert "=7" in texts_run and "=8" in texts_run, texts_run  # JK read as 7, the 2 as 8 (the engine's choice)
    assert count_close(images[4][0], theme.ALERT) > count_close(images[3][0], theme.ALERT) + 200


def test_nobody_else_sees_the_build() -> None:
    staged = tap(tap(start(), "rr_pick", cards="7♥ 7♦ JK"), "rr_stage")
    for seat in (1, 2):  # another seat's view never shows it, even given the draft
        assert PANEL.seat_view(RULES.view(staged[0], seat), staged[0], seat, staged[1]).building is None
    for seat in (1, 2, None):
        assert picture(staged, seat=seat)[0].tobytes() == picture(start(), seat=seat)[0].tobytes()


def test_the_gallery_draws_melds_in_progress() -> None:
    rules, picks, _ = gallery.samples("railroad")
    view = gallery.sample_build(rules, picks[len(picks) // 2].state)
    assert view.building is not None and len(view.building.melds) == 3 and view.building.picked
    for locale in ("en", "fr"):
        png = RAILROAD.hand_png(view, RenderContext(gallery.NAMES[:5], locale))
        assert decode(png).width == theme.WIDTH
