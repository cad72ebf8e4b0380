"""The coach (table setting ``coach = on``): after a weak turn the player alone is told the clearly better move;
nothing after the best move, nothing at a table without the coach, and a coached table is not rated."""

from __future__ import annotations

import asyncio
import time
from dataclasses import replace
from typing import Any

from bot.rules.cards import parse_cards
from tests.discord.helpers import dms, table_message, table_text


async def open_table(world: Any, game: str, *, coach: bool) -> Any:
    """Alice opens a ``game`` table (with the coach if asked, through the settings' option lines), Bob joins."""
    await world.alice.slash(world.channel, "game new", game=game)
    if coach:
        shown = await world.alice.click(table_message(world), label="Settings")
        saved = await world.alice.submit_modal(
            shown, {"preset": "", "turn_seconds": "", "ai_pace": "", "options": "coach = on"})
        assert "saved" in saved.response.content
        assert "Coach: on" in table_text(table_message(world)), "the lobby shows the coach and that it is not rated"
    await world.bob.click(table_message(world), label="Join")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    assert table is not None and table.status == "running"
    return table


def member_at(world: Any, table: Any, seat: int) -> Any:
    return world.alice if table.seat_of(world.alice.id) == seat else world.bob


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


async def test_the_coach_speaks_the_players_language(world):
    _table, player, answer = await gin_discard(world, True, "As", language="fr")
    assert "Coach : en défaussant A♤, il vous restait 25 de bois mort ;" in seen_by(player, answer)


async def test_no_word_after_the_best_discard(world):
    _table, player, answer = await gin_discard(world, True, "Kc")
    assert "Coach:" not in seen_by(player, answer)


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
