"""The end of a hand is shown at once, even when the player whose move ended it is also the first to act in the
next one (the Gin knocker who wins deals next; Mü's dealer after an Eklat): the other players see the table, the
end-of-hand picture and their new hand without waiting for that player's next move, and no news of one hand is
told in the next."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.rules.cards import parse_cards
from bot.rules.gin.views import GinPhase
from tests.discord.helpers import dms, open_game, table_message, table_text


def showdowns(world: Any) -> int:
    return sum(1 for message in world.channel.history()
               for attachment in message.attachments if attachment.filename == "showdown.png")


def member_at(world: Any, table: Any, seat: int) -> Any:
    return world.alice if table.seat_of(world.alice.id) == seat else world.bob


async def test_a_gin_knocker_who_deals_next_does_not_hold_back_the_end_of_the_hand(world):
    table = await open_game(world, "gin", world.bob)
    while table.state.phase == GinPhase.OFFER:
        await member_at(world, table, table.to_act()[0]).slash(world.channel, "pass")
    seat = table.to_act()[0]
    knocker, other = member_at(world, table, seat), member_at(world, table, 1 - seat)
    await knocker.slash(world.channel, "draw", source="stock")  # held back: the knocker's own next step follows
    # The knocker's eleven cards make gin with one card to throw.
    gin = tuple(parse_cards("As 2s 3s 4s 5h 6h 7h 9c 9d 9h Kd"))
    rest = [c for c in (*table.state.stock, *table.state.hands[0], *table.state.hands[1]) if c not in gin]
    hands = (gin, tuple(rest[:10])) if seat == 0 else (tuple(rest[:10]), gin)
    table.state = replace(table.state, hands=hands, stock=tuple(rest[10:]))
    table_before = table_text(table_message(world))
    other_dms = len(dms(other))

    await knocker.slash(world.channel, "knock", card="Kd")
    assert table.state.phase == GinPhase.HAND_OVER and table.to_act() == (seat,), "the winner deals next"
    assert showdowns(world) == 1, "the end-of-hand picture is posted at once"
    assert table_text(table_message(world)) != table_before, "the table shows the hand's end at once"
    assert len(dms(other)) > other_dms or "gin" in dms(other)[-1].content.lower()

    await knocker.slash(world.channel, "deal")
    assert table.state.hand_number == 2
    news = [m.content for m in [*dms(knocker), *dms(other)][-4:]]
    assert not any("drew" in text for text in news), "no news of the last hand told with the new one"
    assert showdowns(world) == 1


async def test_an_eklat_whose_last_passer_deals_next_shows_the_new_hand_to_everyone_at_once(world):
    """Mü: two players tie for the top bid and everyone passes; the last to pass is the next dealer and opens the
    new hand's auction. The others see the Eklat and get their new hand without waiting for that player."""
    table = await open_game(world, "mu", world.bob, world.carol)
    members = {table.seat_of(m.id): m for m in (world.alice, world.bob, world.carol)}
    dealer = table.state.dealer
    seats = [(dealer + i) % 3 for i in range(3)]
    answers = {}
    for seat in seats[:2]:  # the dealer and the next player each show one card: a tie at the top
        answers[seat] = await members[seat].slash(world.channel, "bid", cards=str(table.state.hidden[seat][0]))
    for seat in (seats[2], seats[0]):
        answers[seat] = await members[seat].slash(world.channel, "pass")
    table_before = table_text(table_message(world))

    await members[seats[1]].slash(world.channel, "pass")  # ends the auction: an Eklat
    assert table.state.hand_number == 2 and table.to_act() == (seats[1],), "the last passer deals next"
    assert showdowns(world) == 1, "the Eklat is shown at once"
    assert table_text(table_message(world)) != table_before
    for seat in (seats[0], seats[2]):  # they played in the channel: their panel there shows the new hand
        panel_id = answers[seat].response.id
        [panel] = [m for m in world.channel.history(viewer=members[seat]) if m.id == panel_id]
        assert table.rules.hand_text(table.view(seat)) in panel.content, "their new hand, at once"
