"""/history: the server's finished games, newest first, paged in one private message, also after a restart."""

from __future__ import annotations

import re
from typing import Any

from bot.store import ActionLog, GameRecord, ResultRow, SeatRecord
from tests.discord.conftest import make_bot
from tests.discord.helpers import button_labels, dms, hand_from, table_message


async def play_short_race(world: Any, winner: Any = None, loser: Any = None) -> Any:
    """Two players race with two cards each to the end: the host (seat 1, who moves first) wins."""
    winner, loser = winner or world.alice, loser or world.bob
    await winner.slash(world.channel, "game new", game="race", preset="short")
    await loser.click(table_message(world), label="Join")
    await winner.click(table_message(world), label="Start")
    table = world.table()
    first, second = hand_from(dms(winner)[-1].content), hand_from(dms(loser)[-1].content)
    await winner.slash(world.channel, "play", move=first[0])
    await loser.slash(world.channel, "play", move=second[0])
    await winner.slash(world.channel, "play", move=first[1])
    assert table.status == "finished"
    return table


async def stored_finished_game(store: Any, guild_id: int, channel_id: int, kind: str,
                               players: list[tuple[int | None, str, int, int]], started: float,
                               minutes: float) -> int:
    """A finished game written straight to the store: (user id or None for a computer, name, score, rank)."""
    clock = store.clock
    record = GameRecord(guild_id=guild_id, channel_id=channel_id, kind=kind, host_id=players[0][0] or 0,
                        options={}, seats=[SeatRecord(seat=i, user_id=u, name=n, ai_level=None if u else "easy")
                                           for i, (u, n, _, _) in enumerate(players)])
    game_id = await store.create_game(record)
    store.clock = lambda: started
    record.status, record.version = "running", 1
    await store.save_game(record, ActionLog(1, None, {"cause": "start"}, []))
    store.clock = lambda: started + minutes * 60
    record.status, record.version, record.finished_at = "finished", 2, started + minutes * 60
    await store.save_game(record, ActionLog(2, 0, {}, []),
                          [ResultRow(seat=i, user_id=u, score=s, rank=r) for i, (u, _, s, r) in enumerate(players)])
    store.clock = clock
    return game_id


async def test_a_finished_game_is_listed_with_players_scores_date_and_length_also_after_a_restart(world, db_path):
    table = await play_short_race(world)
    shown = await world.carol.slash(world.channel, "history")
    assert shown.ephemeral
    [embed] = shown.response.embeds
    assert embed.title == "Finished games on this server"
    match = embed.description
    assert f"#{table.id} · Race" in match
    assert re.search(r"<t:\d+:f>", match), "the date is a Discord timestamp, shown in each reader's time zone"
    assert "0 min" in match
    assert "1. **alice**" in match and "**bob**" in match
    assert embed.footer.text == "Page 1 of 1 · 1 game"
    assert match.endswith(f"Watch one again, step by step: `/replay game:{table.id}`")

    await world.env.restart_bot(make_bot(db_path))
    again = await world.carol.slash(world.channel, "history", game="race")
    assert f"#{table.id} · Race" in again.response.embeds[0].description
    assert again.response.embeds[0].title == "Finished games of Race on this server"


async def test_pages_turn_in_the_same_private_message_and_filters_keep_to_one_member(world):
    store = world.bot.store
    alice, bob = world.alice.id, world.bob.id
    for number in range(7):
        await stored_finished_game(store, world.guild.id, world.channel.id, "race",
                                   [(alice, "alice", 10 + number, 1), (None, "AI 1", 0, 2)],
                                   started=1_000_000 + number * 3600, minutes=12 + number)
    await stored_finished_game(store, world.guild.id, world.channel.id, "race",
                               [(bob, "bob", 5, 1), (None, "AI 1", 0, 2)], started=2_000_000, minutes=75)
    first = await world.alice.slash(world.channel, "history")
    text = first.response.embeds[0].description
    assert text.index("**bob**") < text.index("**alice**"), "newest first"
    assert "1 h 15" in text and "AI 1 (computer)" in text
    assert first.response.embeds[0].footer.text == "Page 1 of 2 · 8 games"
    assert button_labels(first.response) == ["◀ Newer", "Older ▶"]

    older = await world.alice.click(first.response, label="Older ▶")
    assert older.response.id == first.response.id, "the same message is edited, not a new one sent"
    page_two = older.response.embeds[0]
    assert page_two.footer.text == "Page 2 of 2 · 8 games"
    assert page_two.description.count("**alice**") == 3 and "bob" not in page_two.description
    back = await world.alice.click(older.response, label="◀ Newer")
    assert back.response.embeds[0].footer.text == "Page 1 of 2 · 8 games"

    only_bob = await world.alice.slash(world.channel, "history", member=world.bob)
    assert only_bob.response.embeds[0].footer.text == "Page 1 of 1 · 1 game"
    assert only_bob.response.embeds[0].title.endswith("· bob")


async def test_an_unknown_game_gets_a_clear_private_refusal(world):
    refused = await world.alice.slash(world.channel, "history", game="poker")
    assert refused.ephemeral and 'no game called "poker"' in refused.response.content
    empty = await world.alice.slash(world.channel, "history")
    assert empty.response.embeds[0].description == "No finished game matches yet."


async def test_the_history_speaks_the_players_language(world):
    table = await play_short_race(world)
    await world.carol.slash(world.channel, "language me", language="fr")
    shown = (await world.carol.slash(world.channel, "history")).response.embeds[0]
    assert shown.title == "Parties terminées sur ce serveur"
    assert shown.footer.text == "Page 1 sur 1 · 1 partie"
    assert f"n° {table.id} · Course" in shown.description
