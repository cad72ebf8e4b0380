"""REST calls the bot makes per human turn, game by game, through SimCord (the in-memory Discord).

    python -m bench.api_calls [--turns N] [--game ID ...] [--where dm|channel]

Each game is played in a channel by people who click what the bot shows them: the controls of their hand DM, else
of their private panel (opened with "My hand" when they have no usable one) and, during RailRoad's claim windows,
the shared buttons of the message that calls the claimants. With ``--where channel`` they sit in the channel and
play from the private panel only, never from their DMs (a player at the table is sent no DM when their turn comes
back). Computer players fill the other seats at the normal pace. A person picks, among the controls
the rules would accept, the move a medium computer player would make, so games move on as they would at a table.

Printed per game: human turns played, REST calls per human turn (claim windows in their own figure), and per
player per turn the channel posts, message edits and DMs. Goal: at most 3 REST calls per ordinary human turn.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import simcord

from bot.client import create_bot
from bot.config import Settings
from bot.discord.components import command_of_custom_id
from bot.games import make_player
from bot.rules import registry
from bot.rules.base import IllegalMove
from tests.game_facts import facts

GAMES = tuple(registry.BUILTIN_GAMES)
# Humans per game: RailRoad gets three so that claim windows are answered by people.
HUMANS = {"railroad": 3}  # one in every other game
TARGETS = {"tiles": 1, "rummy": 100, "gin": 100, "mu": 50}  # several hands of the card games, their ends included


@dataclass
class Figures:
    game: str
    human_turns: int = 0
    window_answers: int = 0
    turn_calls: int = 0
    window_calls: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    finished: bool = False

    def line(self, humans: int) -> str:
        per_turn = self.turn_calls / max(1, self.human_turns)
        window = (f"{self.window_calls / self.window_answers:.2f} per claim answer ({self.window_answers})"
                  if self.window_answers else "-")
        per_player_turn = max(1, self.human_turns)
        parts = ", ".join(f"{kind} {count / per_player_turn:.2f}" for kind, count in sorted(self.kinds.items()))
        return (f"{self.game:9} humans {humans}  turns {self.human_turns:3}  REST/turn {per_turn:5.2f}  "
                f"claim windows {window}  per human turn: {parts}  {'finished' if self.finished else 'capped'}")


def classify(entry: Any, dm_channels: set[str]) -> str:
    path, method = entry.path, entry.method
    if "/interactions/" in path:
        return "reply"
    if path.startswith("/webhooks/"):
        return "reply-edit" if method == "PATCH" else ("reply-delete" if method == "DELETE" else "followup")
    if path.startswith("/users/@me/channels"):
        return "open-dm"
    if path.startswith("/users/"):
        return "fetch-user"
    if path.startswith("/channels/"):
        channel = path.split("/")[2]
        dm = channel in dm_channels
        if method == "POST" and path.endswith("/messages"):
            return "dm" if dm else "post"
        if method == "PATCH":
            return "dm-edit" if dm else "edit"
        if method == "DELETE":
            return "delete"
    return f"{method.lower()}-other"


def acceptable(table: Any, seat: int, custom_id: str, value: str | None) -> Any:
    """The action a control would make, or None if the rules would refuse it."""
    command = command_of_custom_id(custom_id, value)
    if command is None:
        return None
    try:
        action = table.rules.parse(table.state, seat, command, "en")
        table.rules.apply(table.state, seat, action, random.Random(0))
    except (IllegalMove, ValueError, KeyError):
        return None
    return action


def options_of(message: Any) -> list[tuple[str, str | None]]:
    """(custom_id, select value or None) for every game control of a message or response."""
    found: list[tuple[str, str | None]] = []

    def walk(components: Any) -> None:
        for component in components or []:
            if not isinstance(component, dict):
                component = component.to_dict()
            walk(component.get("components"))
            if component.get("accessory"):
                walk([component["accessory"]])
            custom_id = component.get("custom_id") or ""
            if not custom_id.startswith(("rb:act:", "rb:sel:", "rb:win:")):
                continue
            if component.get("type") == 3:
                found.extend((custom_id, option["value"]) for option in component.get("options", []))
            else:
                found.append((custom_id, None))

    walk(message.components)
    return found


def claim_call(channel: Any) -> Any:
    """The newest channel message carrying a claim window's shared buttons (the one calling the claimants)."""
    for message in reversed(channel.history()):
        if any(custom_id.startswith("rb:win:") for custom_id, _value in options_of(message)):
            return message
    return None


def table_message(channel: Any, table: Any) -> Any:
    message_id = table.record.message_id
    for message in reversed(channel.history()):
        if message.id == message_id:
            return message
    raise RuntimeError("no table message")


SOURCES = {
    # People who play where the bot sends their hand: their DM (the panel in the channel if no DM works).
    "dm": ("dm", "panel", "call", "fresh"),
    # People who sit in the channel: the private panel of "My hand", never their DMs.
    "channel": ("panel", "call", "fresh"),
}


async def human_move(env: Any, member: Any, channel: Any, table: Any, seat: int, panels: dict[int, Any],
                     chooser: Any, where: str) -> bool:
    """One click by the person at ``seat``; returns whether it changed the table."""
    version = table.version
    legal = list(table.rules.legal(table.state, seat))
    wanted = chooser.choose(table.rules.view(table.state, seat), legal) if legal else None
    for source in SOURCES[where]:
        if source == "fresh":
            shown = await member.click(table_message(channel, table), label="My hand")
            panels[seat] = shown.response
        if source == "dm":
            history = member.user.dm_channel.history() if member.user.dm_channel is not None else []
            message = history[-1] if history else None
        else:
            message = panels.get(seat) if source in ("panel", "fresh") else claim_call(channel)
        if message is None:
            continue
        candidates = [(cid, value, acceptable(table, seat, cid, value)) for cid, value in options_of(message)]
        candidates = [c for c in candidates if c[2] is not None and "hint" not in c[0]]
        if not candidates:
            continue
        chosen = next((c for c in candidates if c[2] == wanted), candidates[0])
        custom_id, value, _action = chosen
        actor = member.user if source == "dm" else member  # a DM is clicked as the user, outside the guild
        if value is None:
            result = await actor.click(message, custom_id=custom_id)
        else:
            result = await actor.select(message, [value], custom_id=custom_id)
        if source != "dm" and result.response is not None and result.response.components:
            panels[seat] = result.response  # (an answer in the DM is the DM itself: found there next time)
        if table.version != version:
            return True
    await env.advance_time(table.settings.turn_seconds + 1)  # nothing could be clicked: the clock plays
    return table.version != version


async def human_turns(bot: Any, table: Any, humans: set[int], window_versions: set[int]) -> int:
    """Ordinary turns played by people so far: runs of their moves in the game's log, claim answers left out."""
    turns, current = 0, None
    for entry in await bot.store.action_log(table.id):
        if entry.version in window_versions:
            continue
        if entry.seat in humans and entry.seat != current:
            turns += 1
        current = entry.seat
    return turns


async def play(game: str, max_turns: int, db: Path, where: str) -> Figures:
    # No cap on table edits: SimCord time stands still during a human's clicks; a cap could only lower the counts.
    bot = create_bot(Settings(token=None, database_path=db, rng_seed=11, timeouts_before_ai=0, shard_count=1,
                              table_edits_per_5s=0))
    figures = Figures(game)
    async with simcord.run(bot) as env:
        guild = env.create_guild("Bench")
        channel = guild.create_text_channel(game)
        members = [guild.add_member(env.create_user(f"player{i}")) for i in range(HUMANS.get(game, 1))]
        options = {"game": game}
        if game in TARGETS:
            options["target"] = TARGETS[game]
        await members[0].slash(channel, "game new", **options)
        table = bot.tables.get(channel.id)
        await bot.tables.configure(table, members[0].id, preset=None, overrides={}, turn_seconds=None,
                                   ai_pace="normal")
        for member in members[1:]:
            await member.slash(channel, "game join")
        for _ in range(facts(game).seats - len(members)):
            await members[0].slash(channel, "game addbot", level="medium")
        await members[0].slash(channel, "game start")
        by_seat = {table.seat_of(m.id): m for m in members}
        choosers = {seat: make_player(game, "medium", random.Random(seat)) for seat in by_seat}
        panels: dict[int, Any] = {}
        start = len(env.http_requests)
        window_versions: set[int] = set()
        stalls = 0
        while table.status == "running" and stalls < 20:
            if await human_turns(bot, table, set(by_seat), window_versions) >= max_turns:
                break
            waiting = [s for s in table.to_act() if s in by_seat]
            if not waiting:
                version = table.version
                await env.advance_time(0.5)
                stalls = 0 if table.version != version else stalls + 1
                continue
            window = table.in_claim_window()
            seat = waiting[0]
            before = len(env.http_requests)
            moved = await human_move(env, by_seat[seat], channel, table, seat, panels, choosers[seat], where)
            if window:
                figures.window_answers += 1
                figures.window_calls += len(env.http_requests) - before
                window_versions.add(table.version)
            stalls = 0 if moved else stalls + 1
        figures.human_turns = await human_turns(bot, table, set(by_seat), window_versions)
        figures.turn_calls = len(env.http_requests) - start - figures.window_calls
        dm_channels = {str(m.user.dm_channel.id) for m in members if m.user.dm_channel is not None}
        figures.kinds.update(classify(e, dm_channels) for e in env.http_requests[start:])
        figures.finished = table.status != "running"
        await bot.tables.close()
    await bot.store.close()
    return figures


async def main(games: list[str], turns: int, where: str) -> None:
    # The same private settle override as the SimCord tests (checked against simcord 3.2.1 only).
    if simcord.__version__ == "3.2.1":
        simcord.Env._settle_internal.__kwdefaults__["idle"] = 0.001
    results = []
    with tempfile.TemporaryDirectory() as folder:
        for game in games:
            figures = await play(game, turns, Path(folder) / f"{game}.sqlite3", where)
            results.append(figures)
            print(figures.line(HUMANS.get(game, 1)), flush=True)
    ordinary = [f.turn_calls / max(1, f.human_turns) for f in results]
    print(f"REST calls per ordinary human turn, people playing from {'their DMs' if where == 'dm' else 'the channel'}: "
          f"mean {statistics.mean(ordinary):.2f}, max {max(ordinary):.2f} (goal <= 3)")


if __name__ == "__main__":
    logging.basicConfig(level=logging.ERROR)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=30, help="human turns per game at most")
    parser.add_argument("--game", action="append", choices=GAMES, help="only these games (repeatable)")
    parser.add_argument("--where", choices=sorted(SOURCES), default="dm",
                        help="where people play: from their hand DM (default) or from the panel in the channel")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.game or list(GAMES), arguments.turns, arguments.where))
    sys.exit(0)
