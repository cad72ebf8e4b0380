"""Reading game options typed by a host (``target_score = 300``, ``oklahoma = oui``) into typed values.

Shared by the games whose options are whole numbers in a range, one of a few words, or yes/no; every refusal is
the same ``bad-option`` problem naming the option and the value as typed.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from bot.rules.base import IllegalMove, JSONValue

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
