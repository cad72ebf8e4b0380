"""Players who press anything they can see: no press goes unanswered, no answer is too long for Discord, nothing
reaches a player that shows another's hand, and the game the bot holds is always the game it stored.

In each game two people (and computer players) sit at a table, and a third person watches. At every step one of
them presses a control chosen at random among every control they could press on Discord: the table message and
any other message in the channel, every DM the bot ever sent them, and every private answer they were ever given
(old panels included), or types a command with words that mean nothing; sometimes the clock runs on instead
(computer players move, turn clocks run out), the bot restarts, or Discord fails the next edit, post or DM. The
rng is seeded: a failure replays.
"""

from __future__ import annotations

import os
import random
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from simcord import SetupError
from simcord.backend.errors import BackendError

from tests.discord.conftest import make_bot
from tests.discord.helpers import _walk, button_labels, table_message
from tests.game_facts import GAMES, facts

STEPS = 150
EXPLORE = os.environ.get("PRESSES_SEED", "")  # set to play other random games than the suite's (a search for bugs)
JUNK = ["", "zz", "99", "draw draw", "<@1>", "@everyone", "\u200b", "x" * 300, "meld 1 2 3", "discard 52",
        "play 13", "claim", "bid 0", "r1 r2 r3", "joker", "A♠ K♠ Q♠", "-1", "take 99 1"]


def controls(message: Any) -> list[dict[str, Any]]:
    """The buttons and menus of a message a person can use (not disabled, not links)."""
    found = []
    for component in _walk(message.components):
        data = component if isinstance(component, dict) else component.to_dict()
        if data.get("type") in (2, 3) and data.get("custom_id") and not data.get("disabled"):
            found.append(data)
    return found


def long_hand(text: str) -> str | None:
    """A hand's text when it is long enough to be unmistakable (five pieces or more)."""
    return text if len(text.split()) >= 5 else None


UNKNOWN_MESSAGE = 10008  # Discord's error code for a message that no longer exists


class Monkey:
    def __init__(self, world: Any, rng: random.Random, restart: Callable[[], Awaitable[None]]) -> None:
        self.world = world
        self.rng = rng
        self.restart = restart
        self.people = [world.alice, world.bob, world.carol]
        self.answers: dict[int, list[Any]] = {member.id: [] for member in self.people}  # private answers seen
        self.presses = 0

    def sources(self, member: Any) -> list[tuple[Any, Any]]:
        """(who clicks, message) for every message the member can see that carries controls."""
        found = [(member, m) for m in self.world.channel.history() if controls(m)]
        dm = member.user.dm_channel
        if dm is not None:
            found += [(member.user, m) for m in dm.history() if controls(m)]
        found += [(member, m) for m in self.answers[member.id] if controls(m)]
        return found

    async def step(self) -> None:
        world, rng = self.world, self.rng
        table = world.table()
        roll = rng.random()
        if roll < 0.02:
            await self.restart()
            return
        if roll < 0.05:
            self.fail_next_call()
            return
        if roll < 0.12:
            await world.env.advance_time(rng.choice([1, 3, 10, table.settings.turn_seconds + 1]))
            return
        # Mostly whoever the game waits for, on what they saw last, so that games go deep (melds, claims, the end
        # of a hand); but also the others, the watcher, and old messages.
        waiting = [m for m in self.people if table.seat_of(m.id) in table.to_act()]
        member = rng.choice(waiting) if waiting and rng.random() < 0.6 else rng.choice(self.people)
        if roll < 0.2:
            command = rng.choice(["play", "hand", "play"])
            options = {"move": rng.choice(JUNK)} if command == "play" else {}
            self.check(member, await member.slash(world.channel, command, **options), "/" + command)
            return
        sources = self.sources(member)
        if not sources:
            return
        actor, message = max(sources, key=lambda source: source[1].id) if rng.random() < 0.5 else rng.choice(sources)
        control = rng.choice(controls(message))
        try:
            if control["type"] == 2:
                result = await actor.click(message, custom_id=control["custom_id"])
            else:
                values = [option["value"] for option in control.get("options", [])]
                low = control.get("min_values", 1)
                high = min(control.get("max_values", 1), len(values))
                chosen = rng.sample(values, rng.randint(low, high)) if values else []
                result = await actor.select(message, chosen, custom_id=control["custom_id"])
        except SetupError:
            return  # Discord would not have let a person do it (a control gone since, a message out of sight)
        except BackendError as gone:
            if gone.code != UNKNOWN_MESSAGE:
                raise
            return  # an older panel, deleted when a newer one was opened: nothing left to press
        self.check(member, result, control.get("label") or control.get("placeholder") or control["custom_id"])

    def fail_next_call(self) -> None:
        """Discord fails the next table edit, channel post or DM (never the answer to a press: without it Discord
        itself shows "This interaction failed")."""
        channel = self.world.channel.id
        dm_channels = [m.user.dm_channel.id for m in self.people if m.user.dm_channel is not None]
        method, path = self.rng.choice([("PATCH", f"/channels/{channel}/messages/*"),
                                        ("POST", f"/channels/{channel}/messages"),
                                        *[("POST", f"/channels/{dm}/messages") for dm in dm_channels],
                                        *[("PATCH", f"/channels/{dm}/messages/*") for dm in dm_channels]])
        self.world.env.inject_error(method, path, status=self.rng.choice([500, 503]))

    def check(self, member: Any, result: Any, what: str) -> None:
        self.presses += 1
        assert result.acknowledged, f"{member.user.name} pressed {what!r} and got no answer"
        for message in [result.response, *result.followups]:
            if message is None:
                continue
            assert len(message.content or "") <= 2000, what
            if message.ephemeral:
                self.answers[member.id].append(message)
        self.check_no_hand_leaks()

    def check_no_hand_leaks(self) -> None:
        """No one's private messages show the (long enough) hand of another seat."""
        table = self.world.table()
        if table is None or table.state is None:
            return
        hands = {seat.user_id: long_hand(table.rules.hand_text(table.view(seat.seat))) for seat in table.seats}
        for member in self.people:
            private = [m.content or "" for m in self.answers[member.id][-3:]]
            if member.user.dm_channel is not None:
                private += [m.content or "" for m in member.user.dm_channel.history()[-2:]]
            seen = "\n".join(private)
            for owner, hand in hands.items():
                if owner != member.id and hand is not None:
                    assert f"`{hand}`" not in seen, f"{member.user.name} was shown the hand of seat of {owner}"


async def open_table(world: Any, game: str) -> Any:
    await world.alice.slash(world.channel, "game new", game=game)
    # Computer players move at once (the pace is waited out in real time inside a press's answer).
    await world.bot.tables.lobby.configure(world.table(), world.alice.id, preset=None, overrides={}, turn_seconds=None,
                                     ai_pace="instant")
    await world.bob.click(table_message(world), label="Join")
    for _ in range(facts(game).seats - 2):
        choose = await world.alice.click(table_message(world), label="Add AI")
        await world.alice.click(choose.response, label=button_labels(choose.response)[0])
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    assert table.status == "running"
    return table


@pytest.mark.parametrize("game", GAMES)
async def test_whatever_anyone_presses_is_answered_and_the_game_stays_whole(world, db_path, game):
    table = await open_table(world, game)

    async def restart() -> None:
        await world.env.restart_bot(make_bot(db_path))

    monkey = Monkey(world, random.Random(f"presses-{game}{EXPLORE}"), restart)
    versions = [table.version]
    for _ in range(STEPS):
        if world.table() is None or world.table().status != "running":
            break
        await monkey.step()
        now = world.table()
        if now is not None:
            assert now.id == table.id and now.version >= versions[-1], "a game never goes back"
            versions.append(now.version)
    assert monkey.presses >= 50
    assert len(set(versions)) > 3, "the game moved on under the presses"
    stored = await world.bot.store.load_game(table.id)
    assert stored is not None and stored.version >= versions[-1]
    if world.table() is not None:
        assert (stored.version, stored.state) == (world.table().version, world.table().record.state), (
            "the game the bot holds is the game it stored")
