"""Accessibility through the real bot: every picture it sends carries a description (alt text) within Discord's
limit that names what the picture shows and nothing hidden; a player who chose the text table plays a whole game
without a picture; /display keeps a player's choices and draws their pictures in their colours."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from bot import replay
from render.colours import colours
from render.describe import DESCRIPTION_LIMIT, ELLIPSIS
from tests.describing import hand_shows, named, table_shows
from tests.discord.helpers import _walk, button_labels, custom_ids, dms, select_options, table_message

GAMES = ["tiles", "rummy", "gin", "railroad", "mu"]


def gallery_items(message: Any) -> list[Any]:
    """The media gallery items of a Components V2 message (the table's picture)."""
    items = []
    for component in _walk(message.components):
        found = component.get("items") if isinstance(component, dict) else getattr(component, "items", None)
        if isinstance(found, list):
            items += found
    return items


def item_description(item: Any) -> str | None:
    return item.get("description") if isinstance(item, dict) else getattr(item, "description", None)


def pictures(messages: list[Any]) -> list[tuple[str, str | None]]:
    """(filename, description) of every attachment and media gallery item of these messages."""
    found: list[tuple[str, str | None]] = []
    for message in messages:
        found += [(attachment.filename, attachment.description) for attachment in message.attachments]
        found += [("gallery", item_description(item)) for item in gallery_items(message)]
    return found


async def open_with_computers(world: Any, game: str, **options: Any) -> Any:
    await world.alice.slash(world.channel, "game new", game=game, **options)
    rules = world.table().rules
    for _ in range(max(rules.min_players - 1, 1)):
        choose = await world.alice.click(table_message(world), label="Add AI")
        await world.alice.click(choose.response, label=button_labels(choose.response)[0])
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    assert table.status == "running"
    return table


async def play_one_move(world: Any, table: Any, panels: list[Any]) -> bool:
    """Alice opens her panel and makes the first move it offers that the game takes; computers move meanwhile."""
    seat = table.seat_of(world.alice.id)
    if seat not in table.to_act():
        await world.env.advance_time(3)
        return False
    hand = await world.alice.click(table_message(world), label="My hand")
    panels.append(hand.response)
    version = table.version
    options = select_options(hand.response)
    for custom_id in custom_ids(hand.response):
        if custom_id.startswith("rb:act:"):
            result = await world.alice.click(hand.response, custom_id=custom_id)
        elif custom_id.startswith("rb:sel:") and options:
            result = await world.alice.select(hand.response, [options[0]], custom_id=custom_id)
        else:
            continue
        if result.response is not None:
            panels.append(result.response)
        if table.version != version:
            return True
    await world.env.advance_time(table.settings.turn_seconds + 1)  # nothing worked: let the clock play
    return False


async def check_table_description(world: Any, game: str, table: Any) -> None:
    """The table message's picture is described from the public view it was drawn from (the table may show a
    version a little behind: paced edits, claim windows), so its description names exactly what the public view of
    one of the game's states shows (a part of it when the description had to be cut): never a hidden tile or card."""
    [item] = gallery_items(table_message(world))
    text = item_description(item)
    assert text and len(text) <= DESCRIPTION_LIMIT
    store = world.env.bot.store
    record = await store.load_game(table.id)
    steps = replay.replay(record, await store.action_log(table.id))
    public = [table_shows(game, table.rules.view(step.state, None)) for step in steps]
    found = named(game, text)
    if text.endswith(ELLIPSIS):
        assert any(found <= shown for shown in public), text
    else:
        assert found in public, text


def check_hand_description(game: str, table: Any, seat: int, panel: Any) -> None:
    [attachment] = panel.attachments
    text = attachment.description
    assert text and len(text) <= DESCRIPTION_LIMIT
    must, may = hand_shows(game, table.view(seat))
    assert named(game, text) <= must | may, text
    if not text.endswith(ELLIPSIS):
        assert must <= named(game, text), text


@pytest.mark.parametrize("game", GAMES)
async def test_every_picture_the_bot_sends_is_described(world, game):
    world.locale = "en"
    table = await open_with_computers(world, game)
    seat = table.seat_of(world.alice.id)
    panels: list[Any] = []
    moves = 0
    for _ in range(30):
        if table.status != "running" or moves >= 4:
            break
        await world.env.bot.presenter.drain()
        await check_table_description(world, game, table)
        moves += await play_one_move(world, table, panels)
    assert moves >= 1
    hand = await world.alice.slash(world.channel, "hand")
    check_hand_description(game, table, seat, hand.response)
    world.env.settle_timeout = 300  # the computers finish the game at once, thinking for real (whole games)
    await world.alice.slash(world.channel, "game resign")
    for _ in range(10):
        if table.status == "finished":
            break
        await world.env.advance_time(5)
    assert table.status == "finished"
    await world.env.bot.presenter.drain()
    await check_table_description(world, game, table)
    sent = [*world.channel.history(), *dms(world.alice), *panels]
    shown = pictures(sent)
    assert len(shown) >= 3
    undescribed = [name for name, text in shown if not text or len(text) > DESCRIPTION_LIMIT]
    assert undescribed == []


async def test_a_whole_game_with_the_text_table_sends_no_picture_to_that_player(world):
    world.locale = "en"
    chosen = await world.alice.slash(world.channel, "display", table="text")
    assert chosen.response.content.startswith("Your table and hand: text")
    table = await open_with_computers(world, "gin", target=10)
    panels: list[Any] = []
    for _ in range(400):
        if table.status != "running":
            break
        await play_one_move(world, table, panels)
    assert table.status == "finished"
    private = [*dms(world.alice), *panels]
    assert len(private) >= 5
    assert [m for m in private if m.attachments] == []
    texts = [m.content for m in private]
    assert any("Stock:" in text and "Discard pile" in text and "Your hand:" in text for text in texts)
    assert any("Meld 1:" in text or "Deadwood:" in text for text in texts), "the hand set out line by line"
    assert all(len(text) <= 2000 for text in texts)
    assert pictures([table_message(world)]), "the public table keeps its picture for everyone else"
    board = await world.alice.slash(world.channel, "leaderboard", game="gin")
    [(_name, words)] = pictures([board.response])
    assert words and words.startswith("Leaderboard.") and "alice" in words and len(words) <= DESCRIPTION_LIMIT
    replayed = await world.alice.slash(world.channel, "replay", game=table.id)
    [(_name, words)] = pictures([replayed.response])
    assert words and words.startswith("Gin Rummy: hand 1.") and "To play:" in words


async def test_display_keeps_the_choices_and_draws_the_players_pictures_in_their_colours(world):
    world.locale = "en"
    answer = await world.alice.slash(world.channel, "display", palette="colourblind", four_colour=True)
    assert answer.ephemeral
    assert answer.response.content == ("Your table and hand: pictures · colours: colour-blind safe · four-colour "
                                       "suits: yes. Every picture carries a description for screen readers.")
    prefs = await world.env.bot.store.user_prefs(world.alice.id)
    assert (prefs.shown, prefs.palette, prefs.four_colour) == ("pictures", "colourblind", True)
    table = await open_with_computers(world, "tiles")
    seat = table.seat_of(world.alice.id)
    hand = await world.alice.slash(world.channel, "hand")
    image = Image.open(io.BytesIO(await hand.response.attachments[0].read())).convert("RGB")
    drawn = {colour for _count, colour in image.getcolors(1 << 16) or []}
    rack_colours = {tile[0] for tile in table.view(seat).rack if tile[0] in "rbo"}
    assert rack_colours
    for colour in rack_colours:
        assert colours("colourblind").tiles[colour] in drawn
        assert colours("default").tiles[colour] not in drawn
    public = Image.open(io.BytesIO(await table_message(world).attachments[0].read())).convert("RGB")
    public_colours = {colour for _count, colour in public.getcolors(1 << 16) or []}
    assert not any(colours("colourblind").tiles[c] in public_colours for c in "rbo"), "the table keeps the default"
    await world.bob.slash(world.channel, "language me", language="fr")
    french = await world.bob.slash(world.channel, "display", palette="contrast")
    assert french.response.content.startswith("Votre table et votre jeu : images · couleurs : contraste élevé")


@pytest.mark.parametrize("game", ["rummy", "railroad", "tiles", "mu"])
async def test_the_text_table_gives_the_hand_once(world, game):
    """The message gives the hand in notation; the text table under it does not list it again."""
    world.locale = "en"
    await world.alice.slash(world.channel, "display", table="text")
    table = await open_with_computers(world, game)
    panel = await world.alice.click(table_message(world), label="My hand")
    text = panel.response.content
    assert "To play" in text or "To answer" in text, text  # the text table is there
    assert text.count("Your hand") + text.count("Your rack") == 1, text
    assert table.status == "running"
