"""REST calls the bot makes per human turn, game by game, through SimCord (the in-memory Discord).

    python -m bench.api_calls [--turns N] [--game ID ...] [--where dm|channel|both] [--how tap|type|both] [--calls]
                              [--ai-pace instant|normal|slow]

Each game is played in a channel by people who click what the bot shows them: the controls of their hand DM, else
of their private panel (opened with "My hand" when they have no usable one) and, during RailRoad's claim windows,
the shared buttons of the message that calls the claimants. With ``--where channel`` they sit in the channel and
play from the private panel only, never from their DMs (a player at the table is sent no DM when their turn comes
back). With ``--how type`` they tap nothing: they type the README's slash commands in the channel (``/draw``,
``/discard card:``, ``/play move:``, ``/bid cards:``, ``/pass``, ``/claim``...). Computer players fill the other seats
at the normal pace (``--ai-pace``: another). A person picks, among the controls
the rules would accept, the move a medium computer player would make, so games move on as they would at a table.

Printed per game and way of playing: human turns played, REST calls per human turn (claim windows in their own
figure), of them the calls that count against Discord's global rate limit (channel posts, edits, deletes, DMs: all
but the interaction callbacks and the webhook calls on the interaction's own messages), and per player per turn
each kind of call (``--calls``: every call listed under the human move it followed). Goal: at most 3 REST calls
per ordinary human turn.
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
from bot.discord.items import command_of_custom_id
from bot.games import make_player
from bot.rules import registry
from bot.rules.base import Command, IllegalMove
from bot.rules.cards import format_card
from bot.rules.railroad.actions import GoDown
from bot.rules.tiles.actions import Play as TilesPlay
from bot.tables import AI_PACE_SECONDS
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
    way: str = "tap-dm"
    turn_calls: int = 0
    turn_global_calls: int = 0
    window_calls: int = 0
    typed_moves: int = 0  # slash commands that changed the table (typing only)
    clock_plays: int = 0  # times nothing offered was accepted and the turn clock played
    kinds: Counter[str] = field(default_factory=Counter)
    finished: bool = False
    listing: list[str] = field(default_factory=list)  # every call in order, with the human moves between them

    def line(self, humans: int) -> str:
        per_turn = self.turn_calls / max(1, self.human_turns)
        window = (f"{self.window_calls / self.window_answers:.2f} per claim answer ({self.window_answers})"
                  if self.window_answers else "-")
        per_player_turn = max(1, self.human_turns)
        parts = ", ".join(f"{kind} {count / per_player_turn:.2f}" for kind, count in sorted(self.kinds.items()))
        global_per_turn = self.turn_global_calls / max(1, self.human_turns)
        return (f"{self.game:9} {self.way:11} humans {humans}  turns {self.human_turns:3}  REST/turn {per_turn:5.2f}  "
                f"global/turn {global_per_turn:5.2f}  "
                f"claim windows {window}  per human turn: {parts}  {'finished' if self.finished else 'capped'}"
                f"{f'  left to the clock {self.clock_plays}' if self.clock_plays else ''}")


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


# Calls on the interaction's own messages: not counted against the global rate limit.
INTERACTION_KINDS = {"reply", "reply-edit", "reply-delete", "followup"}


def acceptable(table: Any, seat: int, custom_id: str, value: str | None) -> Any:
    """The action a control would make, or None if the rules would refuse it."""
    return accepted(table, seat, command_of_custom_id(custom_id, value))


def accepted(table: Any, seat: int, command: Command | None) -> Any:
    """The action a command would make, or None if the rules would refuse it."""
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


async def let_the_clock_play(env: Any, table: Any, figures: Figures) -> bool:
    """Nothing the person could click or type was accepted: their turn clock runs out and plays for them."""
    version = table.version
    figures.clock_plays += 1
    await env.advance_time(table.settings.turn_seconds + 1)
    return table.version != version


async def human_move(env: Any, member: Any, channel: Any, table: Any, seat: int, panels: dict[int, Any],
                     chooser: Any, where: str, figures: Figures) -> bool:
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
    return await let_the_clock_play(env, table, figures)


# The README's move commands and their options (``/partner`` takes a member, which a computer seat is not: left
# to the clock).
TYPED = {"draw": {"source"}, "discard": {"card"}, "meld": {"cards"}, "layoff": {"cards", "meld"}, "claim": {"hmg"},
         "knock": {"card", "melds"}, "deal": set(), "play": {"move"}, "bid": {"cards"}, "pass": set(),
         "trump": {"choice"}}


def as_typed(command: Command) -> Command | None:
    """The slash command a control's command is typed as (a lay-off's "7♥ #2" or "7♥@2" split into its cards and
    its meld), or None if it cannot be typed."""
    args = dict(command.args)
    if command.name == "layoff" and "meld" not in args:
        cards, _, meld = args.pop("pick", "").partition("@")
        words = (args.pop("cards", "") or cards).split()
        numbers = [w.lstrip("#") for w in words if w.startswith("#")] or [meld]
        args = {"cards": " ".join(w for w in words if not w.startswith("#")), "meld": numbers[0]}
        if not args["meld"].isdigit():
            return None
    if command.name not in TYPED or not set(args) <= TYPED[command.name]:
        return None
    return Command(command.name, args)


def option_value(name: str, text: str) -> Any:
    """A command's argument as its slash option takes it (a meld number, a yes or no)."""
    if name == "meld":
        return int(text)
    if name == "hmg":
        return text.strip().lower() in ("1", "true", "yes")
    return text


def spelled_out(wanted: Any) -> list[Command]:
    """A whole move the controls only offer in steps or as a suggestion, written out as typed: a Tile Rummy turn
    as its script, RailRoad's going down as its melds."""
    if isinstance(wanted, TilesPlay):
        return [Command("play", {"move": "; ".join(s.text() for s in wanted.statements)})]
    if isinstance(wanted, GoDown):
        return [Command("meld", {"cards": " | ".join(" ".join(format_card(c) for c in m.cards) for m in wanted.melds)})]
    return []


def typed_commands(table: Any, seat: int, wanted: Any) -> list[tuple[Command, Any]]:
    """(command, action) for every slash command the rules would accept now: the seat's controls as they are typed,
    a few bare commands, and the wanted move written out."""
    commands = [*spelled_out(wanted), Command("draw", {"source": "stock"}), Command("draw", {"source": "discard"}),
                Command("pass", {}), Command("claim", {}), Command("deal", {})]
    for control in table.controls(seat):
        for value in control.choices or (None,):
            args = dict(control.args) if value is None else {**control.args, control.arg: value}
            typed = as_typed(Command(control.command, args))
            if typed is not None:
                commands.append(typed)
    found = [(command, accepted(table, seat, command)) for command in commands]
    return [(command, action) for command, action in found if action is not None]


async def typed_move(env: Any, member: Any, channel: Any, table: Any, seat: int, chooser: Any,
                     figures: Figures) -> bool:
    """One slash command typed in the channel by the person at ``seat``; returns whether it changed the table."""
    version = table.version
    legal = list(table.rules.legal(table.state, seat))
    wanted = chooser.choose(table.rules.view(table.state, seat), legal) if legal else None
    candidates = typed_commands(table, seat, wanted)
    if candidates:
        command, _action = next((c for c in candidates if c[1] == wanted), candidates[0])
        options = {k: option_value(k, v) for k, v in command.args.items()}
        await member.slash(channel, command.name, **options)
        if table.version != version:
            figures.typed_moves += 1
            return True
    return await let_the_clock_play(env, table, figures)


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


async def play(game: str, max_turns: int, db: Path, how: str, where: str, pace: str = "normal") -> Figures:
    # No cap on table edits: SimCord time stands still during a human's clicks; a cap could only lower the counts.
    bot = create_bot(Settings(token=None, database_path=db, rng_seed=11, timeouts_before_ai=0, shard_count=1,
                              table_edits_per_5s=0))
    figures = Figures(game, way="type" if how == "type" else f"tap-{where}")
    try:  # (the store closed whatever happens: its thread would keep the process alive)
        async with simcord.run(bot) as env:
            guild = env.create_guild("Bench")
            channel = guild.create_text_channel(game)
            members = [guild.add_member(env.create_user(f"player{i}")) for i in range(HUMANS.get(game, 1))]
            options = {"game": game}
            if game in TARGETS:
                options["target"] = TARGETS[game]
            await members[0].slash(channel, "game new", **options)
            table = bot.tables.get(channel.id)
            await bot.tables.lobby.configure(table, members[0].id, preset=None, overrides={}, turn_seconds=None,
                                       ai_pace=pace)
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
            window_calls: list[int] = []  # indexes of the requests made while answering claim windows
            marks: list[tuple[int, str]] = []  # (index of the first request, what the person did then)
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
                marks.append((before, f"-- {by_seat[seat].user.name} (seat {seat}) {'claim answer' if window else 'moves'}"))
                if how == "type":
                    moved = await typed_move(env, by_seat[seat], channel, table, seat, choosers[seat], figures)
                else:
                    moved = await human_move(env, by_seat[seat], channel, table, seat, panels, choosers[seat], where,
                                             figures)
                if window:
                    figures.window_answers += 1
                    figures.window_calls += len(env.http_requests) - before
                    window_calls.extend(range(before, len(env.http_requests)))
                    window_versions.add(table.version)
                stalls = 0 if moved else stalls + 1
            figures.human_turns = await human_turns(bot, table, set(by_seat), window_versions)
            figures.turn_calls = len(env.http_requests) - start - figures.window_calls
            dm_channels = {str(m.user.dm_channel.id) for m in members if m.user.dm_channel is not None}
            kinds = [classify(e, dm_channels) for e in env.http_requests]
            figures.kinds.update(kinds[start:])
            in_window = set(window_calls)
            figures.turn_global_calls = sum(1 for index in range(start, len(kinds))
                                            if index not in in_window and kinds[index] not in INTERACTION_KINDS)
            figures.finished = table.status != "running"
            figures.listing = call_listing(env.http_requests, kinds, start, marks)
            await bot.tables.close()
    finally:
        await bot.store.close()
    return figures


def call_listing(requests: list[Any], kinds: list[str], start: int, marks: list[tuple[int, str]]) -> list[str]:
    """Every call from ``start`` on, one a line (its kind, method and path), under the human move it followed."""
    lines: list[str] = []
    pending = list(marks)
    for index in range(start, len(requests)):
        while pending and pending[0][0] <= index:
            lines.append(pending.pop(0)[1])
        lines.append(f"   {kinds[index]:12} {requests[index].method:6} {requests[index].path}")
    return lines


def ways_of(how: str, where: str) -> list[tuple[str, str]]:
    """(how, where) for each way of playing asked: taps from each place asked, and typing (always in the channel)."""
    taps = [("tap", w) for w in (("channel", "dm") if where == "both" else (where,))]
    return taps if how == "tap" else [("type", "channel")] if how == "type" else [*taps, ("type", "channel")]


async def main(games: list[str], turns: int, how: str, where: str, calls: bool = False, pace: str = "normal") -> None:
    # The same private settle override as the SimCord tests (checked against simcord 3.2.1 only).
    if simcord.__version__ == "3.2.1":
        simcord.Env._settle_internal.__kwdefaults__["idle"] = 0.001
    results: dict[str, list[Figures]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for game in games:
            for way_how, way_where in ways_of(how, where):
                try:
                    figures = await play(game, turns, Path(folder) / f"{game}-{way_how}-{way_where}.sqlite3",
                                         way_how, way_where, pace)
                except TimeoutError:  # SimCord's settling (its window of 5 s is also virtual time: kept as it is)
                    print(f"{game:9} {way_how}-{way_where}: the bot did not settle (machine too loaded); not measured",
                          flush=True)
                    continue
                results.setdefault(figures.way, []).append(figures)
                print(figures.line(HUMANS.get(game, 1)), flush=True)
                if calls:
                    print("\n".join(figures.listing), flush=True)
    for way, figures_of_way in results.items():
        ordinary = [f.turn_calls / max(1, f.human_turns) for f in figures_of_way]
        global_ = [f.turn_global_calls / max(1, f.human_turns) for f in figures_of_way]
        print(f"{way}: REST calls per ordinary human turn mean {statistics.mean(ordinary):.2f}, "
              f"max {max(ordinary):.2f} (goal <= 3); against the global rate limit mean "
              f"{statistics.mean(global_):.2f}, max {max(global_):.2f}")


if __name__ == "__main__":
    logging.basicConfig(level=logging.ERROR)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=30, help="human turns per game at most")
    parser.add_argument("--game", action="append", choices=GAMES, help="only these games (repeatable)")
    parser.add_argument("--where", choices=[*sorted(SOURCES), "both"], default="dm",
                        help="where people tap: their hand DM (default), the panel in the channel, or both in turn")
    parser.add_argument("--how", choices=["tap", "type", "both"], default="tap",
                        help="people tap the bot's controls (default), type slash commands in the channel, or both")
    parser.add_argument("--calls", action="store_true", help="list every call, under the human move it followed")
    parser.add_argument("--ai-pace", choices=sorted(AI_PACE_SECONDS), default="normal",
                        help="the computers' pace (default normal; at instant, the answer to a move carries their replies)")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.game or list(GAMES), arguments.turns, arguments.how, arguments.where, arguments.calls,
                     arguments.ai_pace))
    sys.exit(0)
