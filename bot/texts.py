"""Sentences from the rules core's codes: events (``ev-<code>``) and refusals (``err-<code>``), in a language.

Parameters named ``<x>_seat`` become ``<x>`` holding that seat's display name; ``Event.seat`` becomes ``player``.
Discord draws ♠ and ♣ in text as emoji, black on its dark theme where they all but vanish (♥ and ♦ stay red), so
sentences show the outlined suits ♤ and ♧ instead, in the text's own colour (``readable_suits``); code spans (the
hand players copy from, an echoed input) keep them, since Discord draws no emoji there.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.i18n import t
from bot.rules.base import Event, Label, Problem, Refused

# What a player typed is shown back at most this long, and a refusal lists at most this many problems.
ECHO_LIMIT = 60
PROBLEMS_SHOWN = 5
DARK_SUITS = str.maketrans({"♠": "♤", "♣": "♧"})


def readable_suits(text: str) -> str:
    """``text`` with ♠ and ♣ outside code spans written so that they read on Discord's dark theme."""
    return "`".join(part if index % 2 else part.translate(DARK_SUITS) for index, part in enumerate(text.split("`")))


def _params(params: Mapping[str, Any], names: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in params.items():
        if key.endswith("_seat") and isinstance(value, int):
            out[key[: -len("_seat")]] = names[value] if 0 <= value < len(names) else f"#{value + 1}"
        out[key] = value if not isinstance(value, str) or len(value) <= ECHO_LIMIT else value[: ECHO_LIMIT - 1] + "…"
    return out


def event_text(event: Event, names: Sequence[str], locale: str) -> str:
    params = _params(event.params, names)
    if event.seat is not None:
        params["player"] = names[event.seat] if 0 <= event.seat < len(names) else f"#{event.seat + 1}"
    return readable_suits(t(locale, f"ev-{event.code}", **params))


def label_text(label: Label, locale: str) -> str:
    """A choice's label (``bot.rules.base.Label``), its parts formatted first and joined by commas."""
    params: dict[str, Any] = dict(label.params)
    if label.parts:
        params["parts"] = t(locale, "label-parts-separator").join(label_text(part, locale) for part in label.parts)
    return t(locale, label.key, **params)


def problem_text(problem: Problem, names: Sequence[str], locale: str) -> str:
    return readable_suits(t(locale, f"err-{problem.code}", **_params(problem.params, names)))


def refusal_text(error: Refused, names: Sequence[str], locale: str) -> str:
    """The problems of a refused move, one per line: the same one once, the first few of a long list."""
    lines = list(dict.fromkeys(problem_text(p, names, locale) for p in error.problems))
    if len(lines) == 1:
        return lines[0]
    shown = [f"• {line}" for line in lines[:PROBLEMS_SHOWN]]
    if len(lines) > PROBLEMS_SHOWN:
        shown.append(t(locale, "err-more-problems", count=len(lines) - PROBLEMS_SHOWN))
    return "\n".join(shown)
