"""The coach over a finished game: each turn a player played themselves, rebuilt by ``bot.replay``, with the
better move ``bot.ai.coach`` finds from that seat's views, and what those turns left on the table in all.

A turn runs from the seat's first action to the action after which it no longer has to act (as at the table,
``bot.tables.coaching``); only turns the person played count (not the computer's after a resign or a timeout). Each
analysis keeps the table coach's time budget (``COACH_SECONDS``): one that takes longer says nothing for that turn,
and once the whole game has taken ``GAME_SECONDS`` the turns left are not looked at (the viewer is waiting). Pure:
no store, no Discord; the caller runs it in a worker thread.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.ai import coach
from bot.replay import Step
from bot.rules.base import Event, Rules
from bot.tables.coaching import COACH_SECONDS

GAME_SECONDS = 60.0  # the whole game's analysis: the viewer waits for it


@dataclass(frozen=True)
class CoachedTurn:
    step: int  # the replay step of the turn's last action
    actions: tuple[int, ...]  # the replay steps of all its actions
    advice: Event | None  # the coach's line about the better move, or None
    in_time: bool = True  # False: no answer within the budget, so nothing is said about this turn
    better: coach.Advice | None = None  # the line with what its "Show me" draws


@dataclass(frozen=True)
class CoachSummary:
    turns: int
    better: int  # turns where a clearly better move existed
    deadwood: int  # Gin and Rummy: deadwood left above the best discard, over all turns
    knocks: int  # Gin: knocks missed
    gins: int  # Gin: gin missed
    tiles: int  # Tile Rummy: tiles that could have gone down besides those laid
    contracts: int  # RailRoad: turns that ended without going down while the hand held the contract
    unanswered: int  # turns the coach had no answer for in time


def own_turns(rules: Rules[Any, Any, Any], steps: Sequence[Step], seat: int) -> list[tuple[int, ...]]:
    """The replay steps of each turn ``seat`` played itself, in order."""
    turns: list[tuple[int, ...]] = []
    current: list[int] = []
    for number, step in enumerate(steps):
        if step.seat != seat:
            current = []
            continue
        current.append(number)
        if seat not in rules.to_act(step.state):
            if all(steps[n].cause == "player" for n in current):
                turns.append(tuple(current))
            current = []
    return turns


def coach_game(rules: Rules[Any, Any, Any], steps: Sequence[Step], seat: int, budget: float = COACH_SECONDS,
               game_budget: float = GAME_SECONDS) -> list[CoachedTurn]:
    """Every turn ``seat`` played itself, with the coach's better move where it finds one within ``budget``."""
    coached = []
    began = time.monotonic()
    for actions in own_turns(rules, steps, seat):
        first, last = actions[0], actions[-1]
        if time.monotonic() - began > game_budget:
            coached.append(CoachedTurn(last, actions, None, in_time=False))
            continue
        start, before, after = steps[first - 1].state, steps[last - 1].state, steps[last].state
        started = time.monotonic()
        advice = coach.advise(rules.view(start, seat), rules.view(before, seat), rules.legal(before, seat),
                              steps[last].action, rules.view(after, seat))
        in_time = time.monotonic() - started <= budget
        if advice is None or not in_time:
            coached.append(CoachedTurn(last, actions, None, in_time))
        else:
            coached.append(CoachedTurn(last, actions, advice.event, in_time, advice))
    return coached


def summarize(turns: Sequence[CoachedTurn]) -> CoachSummary:
    found = [turn.advice for turn in turns if turn.advice is not None]

    def total(code: str, more: str, less: str) -> int:
        return sum(int(e.params[more]) - int(e.params[less]) for e in found if e.code == code)

    return CoachSummary(turns=len(turns), better=len(found), deadwood=total("coach-discard", "left", "best"),
                        knocks=sum(1 for e in found if e.code == "coach-knock-missed"),
                        gins=sum(1 for e in found if e.code == "coach-gin-missed"),
                        tiles=total("coach-tiles", "best", "laid"),
                        contracts=sum(1 for e in found if e.code in ("coach-contract-missed", "coach-contract-broken")),
                        unanswered=sum(1 for turn in turns if not turn.in_time))
