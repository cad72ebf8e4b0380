"""Reading game options typed by a host (``target_score = 300``, ``oklahoma = oui``) into typed values.

Every game declares its options the same way, in an ``OptionTable``: whole numbers with their range, words with
their list, and yes/no options (those whose default is a bool). Every refusal is the same ``bad-option`` problem
naming the option and the value as typed; ``OptionTable.read`` reports every bad setting at once.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field

from bot.rules.base import IllegalMove, JSONValue, Problem

# The one yes/no vocabulary of every game's options and yes/no command arguments, in English and French.
TRUE_WORDS = frozenset({"true", "yes", "y", "on", "1", "oui", "o", "vrai"})
FALSE_WORDS = frozenset({"false", "no", "n", "off", "0", "non", "faux"})


def yes_no(raw: str) -> bool | None:
    """True or False for a yes/no word (any case, surrounding spaces ignored), None for anything else."""
    text = str(raw).strip().lower()
    if text in TRUE_WORDS:
        return True
    if text in FALSE_WORDS:
        return False
    return None


def parse_flag(key: str, raw: str) -> bool:
    value = yes_no(raw)
    if value is None:
        raise IllegalMove("bad-option", option=key, value=str(raw))
    return value


def parse_option(
    key: str,
    raw: str,
    defaults: Mapping[str, JSONValue],
    int_ranges: Mapping[str, tuple[int, int]],
    choices: Mapping[str, Collection[str]],
) -> JSONValue:
    """The typed value of one option: a whole number within its range, one of its words, or a yes/no flag
    (for options whose default is a bool). Unknown options and bad values raise ``bad-option``."""
    text = str(raw).strip().lower()
    if key in int_ranges:
        low, high = int_ranges[key]
        if not text.isdigit() or not low <= int(text) <= high:
            raise IllegalMove("bad-option", option=key, value=str(raw))
        return int(text)
    if key in choices:
        if text not in choices[key]:
            raise IllegalMove("bad-option", option=key, value=str(raw))
        return text
    if isinstance(defaults.get(key), bool):
        return parse_flag(key, raw)
    raise IllegalMove("bad-option", option=key, value=str(raw))


@dataclass(frozen=True)
class OptionTable:
    """One game's typed options: ``ranges`` for whole numbers, ``choices`` for words, ``readers`` for an option
    with a notation of its own (the reader gives the value, or None when the text is not one); an option whose value
    in the base is a bool is yes/no. Any other name is not an option."""

    ranges: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    choices: Mapping[str, Collection[str]] = field(default_factory=dict)
    readers: Mapping[str, Callable[[str], JSONValue | None]] = field(default_factory=dict)

    def read(self, base: Mapping[str, JSONValue], overrides: Mapping[str, str]) -> dict[str, JSONValue]:
        """``base`` (a preset's values) with every override typed; IllegalMove listing every bad one."""
        values = dict(base)
        problems: list[Problem] = []
        for key, raw in overrides.items():
            reader = self.readers.get(key)
            if reader is not None:
                value = reader(str(raw).strip())
                if value is None:
                    problems.append(Problem("bad-option", {"option": key, "value": str(raw)}))
                else:
                    values[key] = value
                continue
            try:
                values[key] = parse_option(key, raw, base, self.ranges, self.choices)
            except IllegalMove as refused:
                problems.extend(refused.problems)
        if problems:
            raise IllegalMove.of(problems)
        return values
