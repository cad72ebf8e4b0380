"""Rummy and Gin Rummy through typed commands: a move out of step says what to do instead, and the next deal and
big gin can be typed (``/deal``, ``/knock card:big``), not only clicked."""

from __future__ import annotations

from typing import Any

from tests.discord.helpers import table_message


async def open_table(world: Any, game: str) -> Any:
    await world.alice.slash(world.channel, "game new", game=game)
    await world.bob.click(table_message(world), label="Join")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    assert table is not None and table.status == "running"
    return table


def member_at(world: Any, table: Any, seat: int) -> Any:
    return world.alice if table.seat_of(world.alice.id) == seat else world.bob


async def test_gin_refusals_out_of_step_say_what_to_do(world):
    table = await open_table(world, "gin")
    first = member_at(world, table, table.to_act()[0])
    card = table.state.hands[table.to_act()[0]][0]
    knock = await first.slash(world.channel, "knock", card=card.code)
    assert knock.ephemeral and "First turn: take the face-up card or pass." in knock.response.content
    await first.slash(world.channel, "pass")
    second = member_at(world, table, table.to_act()[0])
    await second.slash(world.channel, "pass")
    drawing = member_at(world, table, table.to_act()[0])
    early = await drawing.slash(world.channel, "discard", card=card.code)
    assert "You both passed the face-up card: draw from the stock." in early.response.content
    await drawing.slash(world.channel, "draw", source="stock")
    again = await drawing.slash(world.channel, "draw", source="stock")
    assert "You have already drawn: discard a card, or knock." in again.response.content
    joker = await drawing.slash(world.channel, "discard", card="jk")
    assert "played without jokers" in joker.response.content and "JK" not in joker.response.content
    assert "not possible now" not in early.response.content + again.response.content


async def test_rummy_refusals_out_of_step_say_what_to_do_and_the_next_deal_is_typed(world):
    table = await open_table(world, "rummy")
    seat = table.to_act()[0]
    player = member_at(world, table, seat)
    card = table.state.hands[seat][0]
    early = await player.slash(world.channel, "discard", card=card.code)
    assert early.ephemeral and "Draw first: take the top discard or a card from the stock." in early.response.content
    await player.slash(world.channel, "draw")
    again = await player.slash(world.channel, "draw")
    assert "You have already drawn this turn" in again.response.content
    assert len(table.state.hands[1 - seat]) == 10  # the user's rules: ten cards each
    not_over = await player.slash(world.channel, "deal")
    assert "already drawn" in not_over.response.content


async def test_gin_next_deal_and_big_gin_are_typed(world):
    from dataclasses import replace

    from bot.rules.cards import parse_cards

    table = await open_table(world, "gin")
    # A position where the player on turn holds eleven cards all in melds: big gin with /knock card:big.
    seat = table.to_act()[0]
    big = tuple(parse_cards("As 2s 3s 4s 5h 6h 7h 9c 9d 9h 9s"))
    other = tuple(c for c in table.state.stock if c not in big)[:10]
    rest = tuple(c for c in table.state.stock + table.state.hands[0] + table.state.hands[1]
                 if c not in big and c not in other)
    hands = (big, other) if seat == 0 else (other, big)
    table.state = replace(table.state, hands=hands, stock=rest[1:], discard=rest[:1], phase="discard", turn=seat)
    player = member_at(world, table, seat)
    done = await player.slash(world.channel, "knock", card="big")
    assert done.ephemeral and table.state.last_hand is not None and table.state.last_hand.result == "big_gin"
    dealer = member_at(world, table, table.to_act()[0])
    deal = await dealer.slash(world.channel, "deal")
    assert deal.ephemeral and table.state.phase == "offer" and table.state.hand_number == 2
