"""/replay's coach view: a player steps through their own turns of a finished game with the better move the coach
finds beside each, then a summary; only those who sat at the game may open it; in the player's language."""

from __future__ import annotations

from typing import Any

from bot.rules import gin
from bot.rules.cards import format_card, pip_value
from bot.rules.deadwood import deadwood
from bot.texts import DARK_SUITS
from tests.discord.helpers import button_labels, select_options

LIGHT_SUITS = {ord(dark): plain for plain, dark in zip("♠♣", "♤♧", strict=True)}  # the pictures' words: plain suits


def left_after(hand: list[Any], card: Any) -> int:
    rest = list(hand)
    rest.remove(card)
    return deadwood(rest)


async def finished_gin_with_a_weak_discard(world: Any) -> tuple[Any, str, int, str, int]:
    """Alice plays one Gin turn herself, taking the upcard and throwing away the card that leaves the most deadwood
    (a deliberately weak discard), then resigns; the computer finishes the game. Returns the table, the card she
    threw, the deadwood it left, the better card and the deadwood that one would have left."""
    await world.alice.slash(world.channel, "game new", game="gin", target=1)
    await world.alice.slash(world.channel, "game addbot", level="easy")
    await world.alice.slash(world.channel, "game start")
    table = world.table()
    seat = table.seat_of(world.alice.id)
    for _ in range(200):
        if seat in table.to_act():
            break
        await world.env.advance_time(5)
    assert table.state.phase in (gin.GinPhase.OFFER, gin.GinPhase.DRAW)
    taken = await world.alice.slash(world.channel, "draw", source="discard")
    assert table.state.phase == gin.GinPhase.DISCARD, taken.response.content
    hand = list(table.state.hands[seat])
    allowed = [a.card for a in table.rules.legal(table.state, seat) if isinstance(a, gin.Discard)]  # not the upcard
    options = sorted(allowed, key=lambda c: (left_after(hand, c), -pip_value(c), c.sort_key()))
    better, weak = options[0], options[-1]
    left, best = left_after(hand, weak), left_after(hand, better)
    assert left - best >= 5, "a deal where no discard is clearly weak (the coach's margin is 5)"
    await world.alice.slash(world.channel, "discard", card=weak.code)
    await world.alice.slash(world.channel, "game resign")  # the computer now plays her seat to the end
    for _ in range(3000):
        if table.status != "running":
            break
        await world.env.advance_time(5)
    assert table.status == "finished"
    # sentences show the black suits outlined, as everywhere in the bot's texts
    return table, format_card(weak).translate(DARK_SUITS), left, format_card(better).translate(DARK_SUITS), best


async def test_the_coach_view_names_the_weak_discard_and_the_better_card_then_sums_up(world):
    table, weak, left, better, best = await finished_gin_with_a_weak_discard(world)
    shown = await world.alice.slash(world.channel, "replay", game=table.id)
    coached = await world.alice.click(shown.response, label="🎓 Coach")
    assert coached.response.id == shown.response.id and coached.response.ephemeral, "the same private message"
    page = coached.response.embeds[0]
    assert page.title == f"Coach · #{table.id} · Gin Rummy"
    assert page.footer.text.startswith("Your turn 1 of 1 · step ")
    assert f"Coach: discarding {weak} left {left} deadwood; {better} would have left {best}." in page.description
    assert not coached.response.attachments, "the coach's page is words only"
    assert button_labels(coached.response) == ["⏮ First", "◀ Back", "Next ▶", "Summary ⏭", "🔍 Show me",
                                               "Back to the replay"]
    assert select_options(coached.response) == ["0"], "the one turn with a better move can be jumped to"

    shown = await world.alice.click(coached.response, label="🔍 Show me")
    assert shown.ephemeral and shown.response.id != coached.response.id, "a private answer of its own"
    [picture] = shown.response.attachments
    assert picture.filename == "better.png"
    assert picture.description.startswith(f"Discard {better.translate(LIGHT_SUITS)}: {best} deadwood left.")
    assert f"Deadwood {best}." in picture.description
    assert coached.response.embeds[0].title == f"Coach · #{table.id} · Gin Rummy", "the coach's page stays"

    summary = await world.alice.click(coached.response, label="Summary ⏭")
    text = summary.response.embeds[0].description
    assert "1 of your 1 turns had a clearly better move." in text
    assert f"Deadwood left above the best discard: {left - best} in all." in text

    back = await world.alice.click(summary.response, label="Back to the replay")
    assert back.response.embeds[0].title.startswith(f"Replay of #{table.id}")
    assert back.response.attachments[0].filename == "replay.png"


async def test_someone_who_did_not_sit_at_the_game_is_refused_privately(world):
    table, *_ = await finished_gin_with_a_weak_discard(world)
    shown = await world.carol.slash(world.channel, "replay", game=table.id)
    refused = await world.carol.click(shown.response, label="🎓 Coach")
    assert refused.ephemeral
    assert refused.response.content == (
        f"The coach view of game #{table.id} is for the people who played it; you did not sit at it.")
    assert shown.response.embeds[0].title.startswith("Replay of"), "the replay is left as it was"


async def test_the_coach_view_in_french(world):
    table, weak, left, better, best = await finished_gin_with_a_weak_discard(world)
    await world.alice.slash(world.channel, "language me", language="fr")
    shown = await world.alice.slash(world.channel, "replay", game=table.id)
    coached = await world.alice.click(shown.response, label="🎓 Coach")
    page = coached.response.embeds[0]
    assert page.footer.text.startswith("Votre tour 1 sur 1 · étape ")
    assert (f"Coach : en défaussant {weak}, il vous restait {left} de bois mort ; {better} en aurait laissé {best}."
            in page.description)
    summary = await world.alice.click(coached.response, label="Bilan ⏭")
    assert "1 de vos 1 tours avaient un coup nettement meilleur." in summary.response.embeds[0].description
