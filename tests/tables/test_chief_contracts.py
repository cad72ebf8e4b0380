"""Mü contracts as Chief are indexed from the real engine's scoring events, seat by seat, as games are saved."""

from __future__ import annotations

from bot.rules.mu import CHIEF_CONTRACT_EVENTS
from tests.tables.test_replay import play, world  # noqa: F401  (the fixture)


async def test_every_hand_a_player_led_as_chief_is_counted_with_its_outcome(world):  # noqa: F811
    manager, clock, store = world
    table = await play(manager, clock, "mu", channel=10)
    assert table.status == "finished"
    scored = [event for entry in await store.action_log(table.id) for event in entry.events
              if event["code"] in CHIEF_CONTRACT_EVENTS]
    assert scored, "a Mü game to 10 scores at least one hand with a Chief"
    async with store.db.execute("SELECT seat, made FROM chief_contracts WHERE game_id=? ORDER BY version",
                                (table.id,)) as cursor:
        indexed = [(row["seat"], bool(row["made"])) for row in await cursor.fetchall()]
    assert indexed == [(event["seat"], CHIEF_CONTRACT_EVENTS[event["code"]]) for event in scored]
    mine = [event for event in scored if event["seat"] == 0]
    record = await store.chief_record(1, 1)
    assert record.hands == len(mine)
    assert record.made == sum(1 for event in mine if CHIEF_CONTRACT_EVENTS[event["code"]])
