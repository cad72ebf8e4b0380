"""A game again from its record and action log: every state it went through, exactly.

Each game keeps its own random seed (``options["seed"]``, set when it starts), and every change draws its random
numbers from ``rng(seed, version it changed from)``; the action log holds every action with the version it produced.
So the deal and every later shuffle come out the same, and applying the logged actions in order gives back each
state the players saw. Pure: no store, no clock, no Discord.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from bot.rules import registry
from bot.store.records import ActionLog, GameRecord


class NotReplayable(ValueError):
    """The record has no seed (a game started before games kept one) or its log does not start with the start."""


def rng(seed: str, version: int) -> random.Random:
    """The random source of the change a game makes from ``version``."""
    return random.Random(f"{seed}:{version}")


@dataclass(frozen=True)
class Step:
    version: int  # the table version this step produced
    seat: int | None  # who acted (None: the start)
    cause: str  # "start", "player", "ai", "timeout" or "timeout-rest"
    action: Any  # the rules' action (None for the start)
    state: Any  # the state after this step


def replay(record: GameRecord, log: Sequence[ActionLog]) -> Iterator[Step]:
    """The start, then the state after each logged action, in order."""
    seed = record.options.get("seed")
    if seed is None:
        raise NotReplayable(f"game {record.id} has no seed")
    rules = registry.get(record.kind)
    entries = sorted(log, key=lambda entry: entry.version)
    if not entries or _cause(entries[0]) != "start":
        raise NotReplayable(f"the log of game {record.id} does not begin with its start")
    start = entries[0]
    state = rules.new_game(len(record.seats), record.options.get("rules", {}), rng(str(seed), start.version - 1))
    yield Step(start.version, None, "start", None, state)
    panel = registry.panel(record.kind)
    drafts: dict[int, Any] = {}  # the turns being built by taps, in the logs of older formats that logged taps
    for entry in entries[1:]:
        if entry.seat is None:
            raise NotReplayable(f"entry {entry.version} of game {record.id} names no seat")
        action = rules.action_from_json(entry.action["action"])
        tap = panel.logged_tap(action)
        if tap is not None:  # pressed again on the panel: it changed the seat's draft, or sent the turn built
            tapped = panel.tap(state, entry.seat, panel.current(state, entry.seat, drafts.get(entry.seat)), tap)
            if tapped.move is None:
                drafts[entry.seat] = tapped.draft
                yield Step(entry.version, entry.seat, _cause(entry), action, state)
                continue
            action = tapped.move
        state, _events = rules.apply(state, entry.seat, action, rng(str(seed), entry.version - 1))
        drafts = {}
        yield Step(entry.version, entry.seat, _cause(entry), action, state)


def final_state(record: GameRecord, log: Sequence[ActionLog]) -> Any:
    """The state after the last logged action."""
    last = None
    for step in replay(record, log):
        last = step.state
    return last


def _cause(entry: ActionLog) -> str:
    return str(entry.action.get("cause", "")) if isinstance(entry.action, dict) else ""
