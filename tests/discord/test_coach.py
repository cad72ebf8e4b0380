"""The coach (table setting ``coach = on``): after a weak turn the player alone is told the clearly better move,
with a "Show me" that draws it privately (alt text in their language); nothing after the best move, nothing at a
table without the coach, and a coached table is not rated."""

from __future__ import annotations

import asyncio
import io
import os
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from bot.rules.cards import parse_cards
from bot.rules.railroad.views import PHASE_PLAY
from tests.discord.conftest import make_bot
from tests.discord.helpers import button_labels, dms, table_message, table_text

SHOW_ME = "🔍 Show me"
PICTURES = Path(os.environ.get("COACH_PICTURES", "")) if os.environ.get("COACH_PICTURES") else None


async def open_table(world: Any, game: str, *, coach: bool, joining: tuple[str, ...] = ("bob",)) -> Any:
    """Alice opens a ``game`` table (with the coach if asked, through the settings' option lines), Bob (and any
    other of ``joining``) joins."""
    await world.alice.slash(world.channel, "game new", game=game)
    if coach:
        shown = await world.alice.click(table_message(world), label="Settings")
        saved = await world.alice.submit_modal(
            shown, {"preset": "", "turn_seconds": "", "ai_pace": "", "options": "coach = on"})
        assert "saved" in saved.response.content
        assert "Coach: on" in table_text(table_message(world)), "the lobby shows the coach and that it is not rated"
    for name in joining:
        await getattr(world, name).click(table_message(world), label="Join")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    assert table is not None and table.status == "running"
    return table


def member_at(world: Any, table: Any, seat: int) -> Any:
    return next(m for m in (world.alice, world.bob, world.carol) if table.seat_of(m.id) == seat)


async def coach_done(world: Any) -> None:
    """Let the coach's analyses (worker threads, real time) finish and their lines be shown."""
    for _ in range(100):
        if not world.bot.tables.coaching.analyses:
            break
        await asyncio.to_thread(time.sleep, 0.02)
    await world.env.advance_time(3)


def seen_by(member: Any, answer: Any) -> str:
    """Everything private the player has been shown: their DMs and the answer to their move (edited in place)."""
    texts = [str(m.content or "") for m in dms(member)]
    texts.append(str(answer.response.content or ""))
    return "\n".join(texts)


async def gin_discard(world: Any, coach: bool, card: str, language: str = "en") -> tuple[Any, Any, Any]:
    """The player on turn holds 5-6-7♥, 9♠ 9♦ 9♣ and K♣ Q♦ 3♦ 2♣ A♠ (26 deadwood) and discards ``card``."""
    table = await open_table(world, "gin", coach=coach)
    if language != "en":
        for member in (world.alice, world.bob):
            await member.slash(world.channel, "language me", language=language)
    seat = table.to_act()[0]
    hand = tuple(parse_cards("5h 6h 7h 9s 9d 9c Kc Qd 3d 2c As"))
    other = tuple(c for c in table.state.stock if c not in hand)[:10]
    rest = tuple(c for c in table.state.stock + table.state.hands[0] + table.state.hands[1]
                 if c not in hand and c not in other)
    hands = (hand, other) if seat == 0 else (other, hand)
    table.state = replace(table.state, hands=hands, stock=rest[1:], discard=rest[:1], phase="discard", turn=seat)
    player = member_at(world, table, seat)
    answer = await player.slash(world.channel, "discard", card=card)
    assert answer.ephemeral and seat not in table.to_act()
    await coach_done(world)
    return table, player, answer


async def test_a_weak_gin_discard_gets_the_better_one_privately(world):
    table, player, answer = await gin_discard(world, True, "As")
    assert table.settings.coach
    other = world.bob if player is world.alice else world.alice
    line = "Coach: discarding A♤ left 25 deadwood;"
    assert line in seen_by(player, answer)
    assert "would have left 16." in seen_by(player, answer)
    assert line not in table_text(table_message(world)), "never in the channel"
    assert "Coach:" not in "\n".join(str(m.content or "") for m in dms(other)), "never to the other player"


async def shown_picture(shown: Any, name: str) -> tuple[str, Any]:
    """The one picture of a private "Show me" answer: its alt text and the image (kept in $COACH_PICTURES)."""
    from PIL import Image

    assert shown.ephemeral, "the better move is shown to the player alone"
    [attachment] = shown.response.attachments
    data = await attachment.read()
    if PICTURES is not None:
        (PICTURES / f"{name}.png").write_bytes(data)
    return str(attachment.description or ""), Image.open(io.BytesIO(data))


async def test_show_me_draws_the_hand_the_better_discard_kept(world):
    _table, player, answer = await gin_discard(world, True, "As")
    assert SHOW_ME in button_labels(answer.response), "the coach's line carries its Show me"
    shown = await player.click(answer.response, label=SHOW_ME)
    assert shown.response.content == "🎓 Coach: Discard K♧: 16 deadwood left"
    words, image = await shown_picture(shown, "gin-en")
    assert image.width == 540
    assert words.startswith("Discard K♣: 16 deadwood left."), "(the picture's words, as it draws them)"
    assert "Deadwood 16." in words, "the deadwood of the better hand, said"
    assert "Meld 1:" in words and "Meld 2:" in words, "its melds, said"


async def test_show_me_in_french(world):
    _table, player, answer = await gin_discard(world, True, "As", language="fr")
    shown = await player.click(answer.response, label="🔍 Montre-moi")
    assert shown.response.content == "🎓 Coach : Défausser K♧ : 16 de bois mort"
    words, _image = await shown_picture(shown, "gin-fr")
    assert words.startswith("Défausser K♣ : 16 de bois mort.")


async def test_after_a_restart_show_me_says_it_has_expired_and_goes(world, db_path):
    _table, player, answer = await gin_discard(world, True, "As")
    await world.env.restart_bot(make_bot(db_path))
    pressed = await player.click(answer.response, label=SHOW_ME)
    assert "This “Show me” has expired" in pressed.response.content
    assert "Coach: discarding A♤ left 25 deadwood;" in pressed.response.content, "the line itself stays"
    assert SHOW_ME not in button_labels(pressed.response), "the button is gone"
    assert not pressed.response.attachments or pressed.response.attachments[0].filename != "better.png"


async def test_the_coach_speaks_the_players_language(world):
    _table, player, answer = await gin_discard(world, True, "As", language="fr")
    assert "Coach : en défaussant A♤, il vous restait 25 de bois mort ;" in seen_by(player, answer)


async def test_no_word_after_the_best_discard(world):
    _table, player, answer = await gin_discard(world, True, "Kc")
    assert "Coach:" not in seen_by(player, answer)
    assert SHOW_ME not in button_labels(answer.response)


async def test_no_coach_at_a_table_without_it(world):
    _table, player, answer = await gin_discard(world, False, "As")
    assert "Coach:" not in seen_by(player, answer)


async def test_a_tile_rummy_turn_that_laid_too_few_tiles_is_told_how_many_could_go_down(world):
    table = await open_table(world, "tiles", coach=True)
    seat = table.state.turn
    rack = ("r10", "r11", "r12", "b5", "b6", "b7", "k1", "o9")
    pool = list(table.state.pool) + [t for r in table.state.racks for t in r]
    for tile in rack:
        pool.remove(tile)
    racks = tuple(rack if s == seat else tuple(pool.pop() for _ in range(14)) for s in range(table.state.players))
    table.state = replace(table.state, racks=racks, pool=tuple(pool))
    player = member_at(world, table, seat)
    answer = await player.slash(world.channel, "play", move="r10 r11 r12")
    assert answer.ephemeral and table.state.turn != seat, answer.response.content
    await coach_done(world)
    assert "Coach: you laid 3 tiles (33 points); 6 tiles could go down." in seen_by(player, answer)
    shown = await player.click(answer.response, label=SHOW_ME)
    assert shown.response.content == "🎓 Coach: 6 tiles down (outlined: from your rack)"
    words, image = await shown_picture(shown, "tiles-en")
    assert words.startswith("6 tiles down (outlined: from your rack).")
    assert "Red 10, Red 11, Red 12" in words or "red 10" in words.lower(), words
    assert image.width == 540


async def test_a_coached_game_is_not_rated(world):
    table = await open_table(world, "gin", coach=True)
    table.record.options["rules"]["single_hand"] = True  # one hand decides the match
    table.state = replace(table.state, options=replace(table.state.options, single_hand=True))
    seat = table.to_act()[0]
    hand = tuple(parse_cards("5h 6h 7h 9s 9d 9c Kc Qc Jc 2d As"))
    other = tuple(c for c in table.state.stock if c not in hand)[:10]
    rest = tuple(c for c in table.state.stock + table.state.hands[0] + table.state.hands[1]
                 if c not in hand and c not in other)
    hands = (hand, other) if seat == 0 else (other, hand)
    table.state = replace(table.state, hands=hands, stock=rest[1:], discard=rest[:1], phase="discard", turn=seat)
    player = member_at(world, table, seat)
    knocked = await player.slash(world.channel, "knock", card="2d")
    assert knocked.ephemeral and table.status == "finished"
    shown = table_text(table_message(world))
    assert "This table played with the coach: its results are not rated." in shown
    ratings = await world.bot.store.ratings(world.guild.id, "gin", [world.alice.id, world.bob.id])
    assert not ratings, "no rating moved"


async def railroad_holding_the_contract(world: Any, language: str = "en") -> tuple[Any, Any, int]:
    """Alice, Bob and Carol at a coached RailRoad table in round 1 (two sets of three); the player on turn has drawn
    and holds 7♥ 7♦ 7♣ Q♠ Q♦ Q♣ 4♠ 9♥ and has not gone down: the table, that player and their seat."""
    table = await open_table(world, "railroad", coach=True, joining=("bob", "carol"))
    if language != "en":
        for member in (world.alice, world.bob, world.carol):
            await member.slash(world.channel, "language me", language=language)
    seat = table.state.active
    hand = tuple(sorted(parse_cards("7h 7d 7c Qs Qd Qc 4s 9h")))
    others = [c for c in table.state.stock if c not in hand]
    hands = tuple(hand if s == seat else tuple(others[7 * s:7 * s + 7]) for s in range(3))
    table.state = replace(table.state, round=1, phase=PHASE_PLAY, hands=hands, discard=(others[30],), discarder=None,
                          melds=(), down=(False, False, False), taken_discard=None, window=None, last_claim=None)
    return table, member_at(world, table, seat), seat


async def railroad_discard(world: Any, card: str, language: str = "en") -> tuple[Any, Any, Any]:
    """The player holding the contract (``railroad_holding_the_contract``) discards ``card``."""
    table, player, seat = await railroad_holding_the_contract(world, language)
    hand = table.state.hands[seat]
    answer = await player.slash(world.channel, "discard", card=card)
    assert answer.ephemeral and len(table.state.hands[seat]) == len(hand) - 1, answer.response.content
    await coach_done(world)
    return table, player, answer


async def test_railroad_a_discard_while_holding_the_contract_is_named_with_show_me(world):
    _table, player, answer = await railroad_discard(world, "4s")
    seen = seen_by(player, answer)
    assert "Coach: your hand held the contract (" in seen
    assert "you could have gone down before discarding 4♤." in seen
    shown = await player.click(answer.response, label=SHOW_ME)
    assert shown.response.content == "🎓 Coach: Going down with the contract"
    words, image = await shown_picture(shown, "railroad-en")
    assert words.startswith("Going down with the contract. Contract: 2 sets of 3.")
    assert "Your meld 1, not laid yet: 7 of diamonds, 7 of clubs, 7 of hearts." in words
    assert "Your meld 2, not laid yet: queen of diamonds, queen of clubs, queen of spades." in words
    assert words.endswith("Your hand: 4 of spades, 9 of hearts."), "the hand before the discard, beside the melds"
    assert image.width == 540


async def test_railroad_a_discard_that_breaks_the_contract_says_so(world):
    _table, player, answer = await railroad_discard(world, "7h")
    assert "Coach: discarding 7♥ broke your contract; you could have gone down with " in seen_by(player, answer)


async def test_railroad_coach_in_french(world):
    _table, player, answer = await railroad_discard(world, "4s", language="fr")
    assert "Coach : votre main tenait le contrat (" in seen_by(player, answer)
    shown = await player.click(answer.response, label="🔍 Montre-moi")
    words, _image = await shown_picture(shown, "railroad-fr")
    assert words.startswith("Descendre avec le contrat.")


async def test_railroad_no_word_after_going_down(world):
    table, player, seat = await railroad_holding_the_contract(world)
    went_down = await player.slash(world.channel, "meld", cards="7h 7d 7c | Qs Qd Qc")
    assert table.state.down[seat], went_down.response.content
    answer = await player.slash(world.channel, "discard", card="4s")
    await coach_done(world)
    assert "Coach" not in seen_by(player, answer)
    assert SHOW_ME not in button_labels(answer.response)


async def test_once_the_player_moves_again_no_old_show_me_is_left_to_press(world):
    """The better move of a turn gone by is not offered any more: the panel that carried it is replaced by the
    answer to the player's next move (and the table forgets it: a press would say it has expired, as after a
    restart)."""
    table, player, answer = await gin_discard(world, True, "As")
    assert SHOW_ME in button_labels(answer.response)
    other = world.bob if player is world.alice else world.alice
    await other.slash(world.channel, "draw", source="stock")
    await other.slash(world.channel, "discard", card=table.state.hands[table.to_act()[0]][0].code)
    drew = await player.slash(world.channel, "draw", source="stock")
    assert drew.ephemeral and SHOW_ME not in button_labels(drew.response)
    assert answer.response is None or SHOW_ME not in button_labels(answer.response)
    assert all(SHOW_ME not in button_labels(m) for m in dms(player))
