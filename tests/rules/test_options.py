"""Typed game options: numbers in range, words from a list, yes/no in English or French; anything else refused."""

import pytest

from bot.rules.base import IllegalMove
from bot.rules.options import parse_flag, parse_option

DEFAULTS = {"target": 100, "oklahoma": False, "shutout": "double"}
RANGES = {"target": (1, 500)}
CHOICES = {"shutout": ("double", "none")}


def test_values_are_typed():
    assert parse_option("target", " 300 ", DEFAULTS, RANGES, CHOICES) == 300
    assert parse_option("shutout", "NONE", DEFAULTS, RANGES, CHOICES) == "none"
    assert parse_option("oklahoma", "oui", DEFAULTS, RANGES, CHOICES) is True
    assert parse_flag("x", "Off") is False


@pytest.mark.parametrize(("key", "raw"), [("target", "0"), ("target", "lots"), ("shutout", "triple"),
                                          ("oklahoma", "maybe"), ("colour", "red")])
def test_bad_values_name_the_option_and_the_value(key, raw):
    with pytest.raises(IllegalMove) as refused:
        parse_option(key, raw, DEFAULTS, RANGES, CHOICES)
    assert refused.value.code == "bad-option" and dict(refused.value.params) == {"option": key, "value": raw}
