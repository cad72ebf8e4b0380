"""Card and tile faces as the application's emojis: made once at start-up, shown on the card buttons beside their
text, and never a reason for the bot not to start."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.discord import emojis
from tests.discord.conftest import make_bot
from tests.discord.helpers import _card_button_value, _children, _field, hand_from, table_message
from tests.discord.test_taps_per_turn import open_against_computers, until_alices_turn


@pytest.fixture
def simcord_bot(db_path: Any, request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    """The bot of the test, making the emojis unless the test says otherwise (``indirect`` parameter False)."""
    return make_bot(db_path, application_emojis=getattr(request, "param", True))


def application_emojis(world: Any) -> dict[str, int]:
    return {emoji.name: emoji.id for emoji in world.env.backend.application_emojis.values()}


async def alices_panel_with_card_buttons(world: Any) -> tuple[Any, list[Any]]:
    """Alice's panel once she has drawn in a game of Gin against the computer, and its card buttons."""
    table = await open_against_computers(world, "gin")
    seat = table.seat_of(world.alice.id)
    await until_alices_turn(world, table, seat)
    panel = (await world.alice.click(table_message(world), label="My hand")).response
    for _ in range(3):
        buttons = [child for child in _children(panel) if _card_button_value(child) is not None]
        if buttons:
            return panel, buttons
        draw = next(cid for child in _children(panel) if (cid := _field(child, "custom_id") or "").count(":draw"))
        panel = (await world.alice.click(panel, custom_id=draw)).response
    raise AssertionError("no card buttons on Alice's panel")


def emoji_name_of(button: Any) -> str | None:
    emoji = _field(button, "emoji")
    if emoji is None:
        return None
    return emoji.get("name") if isinstance(emoji, dict) else emoji.name


async def test_start_up_makes_each_face_once_and_a_restart_makes_none(world: Any, db_path: Any) -> None:
    await world.bot.emoji_sync
    made = application_emojis(world)
    assert set(made) == set(emojis.all_faces())
    assert {"rb_Qs", "rb_10h", "rb_jk", "rb_t_r7", "rb_t_j", "rb_m_g6"} <= set(made)
    await world.env.restart_bot(make_bot(db_path, application_emojis=True))
    assert await world.bot.emoji_sync == 0, "a restart finds every emoji there already"
    assert application_emojis(world) == made


async def test_a_card_button_shows_its_cards_emoji_beside_its_label(world: Any) -> None:
    await world.bot.emoji_sync
    _panel, buttons = await alices_panel_with_card_buttons(world)
    for button in buttons:
        value = _card_button_value(button)
        assert _field(button, "label"), "the text stays for screen readers"
        assert emoji_name_of(button) == emojis.emoji_name("gin", value), value


async def test_the_hand_shows_its_cards_as_emojis_under_its_notation(world: Any) -> None:
    await world.bot.emoji_sync
    panel, _buttons = await alices_panel_with_card_buttons(world)
    hand = hand_from(panel.content)
    shown = re.findall(r"<:(rb_\w+):(\d+)>", panel.content)
    assert [name for name, _id in shown] == [emojis.emoji_name("gin", card) for card in hand]
    assert all(int(emoji_id) == application_emojis(world)[name] for name, emoji_id in shown)


@pytest.mark.parametrize("simcord_bot", [False], indirect=True)
async def test_without_emojis_the_bot_starts_and_buttons_keep_their_text(world: Any, db_path: Any) -> None:
    world.env.inject_error("POST", "/applications/*/emojis", times=None)
    await world.env.restart_bot(make_bot(db_path, application_emojis=True))
    assert await world.bot.emoji_sync == 0
    assert application_emojis(world) == {}
    panel, buttons = await alices_panel_with_card_buttons(world)
    assert all(_field(button, "label") and emoji_name_of(button) is None for button in buttons)
    assert "<:rb_" not in panel.content and hand_from(panel.content), "the hand in notation alone"


def test_every_card_and_tile_of_the_hands_has_an_emoji_name() -> None:
    names = set(emojis.all_faces())
    assert emojis.emoji_name("rummy", "10♥") == "rb_10h"
    assert emojis.emoji_name("railroad", "JK") == "rb_jk"
    assert emojis.emoji_name("tiles", "r7") == "rb_t_r7"
    assert emojis.emoji_name("mu", "r7") == "rb_m_r7"
    assert emojis.emoji_name("gin", "draw") is None
    assert len(names) <= 2000 and all(2 <= len(name) <= 32 for name in names)


def faces_in_menus(panel: Any, kind: str) -> list[tuple[str, str | None]]:
    """(value, emoji name) of every menu option of the panel that stands for one card or tile."""
    found = []
    for child in _children(panel):
        for option in _field(child, "options") or []:
            option = option if isinstance(option, dict) else option.to_dict()
            if emojis.emoji_name(kind, option["value"]) is not None:
                emoji = option.get("emoji")
                found.append((option["value"], emoji.get("name") if emoji else None))
    return found


@pytest.mark.parametrize("simcord_bot", [True, False], indirect=True)
async def test_a_menu_of_tiles_shows_their_emojis_or_their_text_alone(world: Any) -> None:
    made = await world.bot.emoji_sync
    await world.alice.slash(world.channel, "game new", game="tiles")
    table = world.table()
    await world.bot.tables.lobby.configure(table, world.alice.id, preset=None, overrides={}, turn_seconds=None,
                                     ai_pace="normal")
    await world.alice.slash(world.channel, "game addbot", level="easy")
    await world.alice.slash(world.channel, "game start")
    await until_alices_turn(world, table, table.seat_of(world.alice.id))
    panel = (await world.alice.click(table_message(world), label="My hand")).response
    options = faces_in_menus(panel, "tiles")
    assert options, "a menu of the rack's tiles"
    if made:
        assert all(name == emojis.emoji_name("tiles", value) for value, name in options), options
    else:
        assert all(name is None for _value, name in options), options
