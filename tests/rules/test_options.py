"""Typed game options: numbers in range, words from a list, yes/no in English or French; anything else refused."""

import pytest

from bot.rules.base import IllegalMove
from bot.rules.options import parse_flag, parse_option
from tests.game_facts import GAMES

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


def _games():  # type: ignore[no-untyped-def]
    from bot.rules import registry

    registry.load_builtin_games()
    return registry.all_games()


@pytest.mark.parametrize("game", GAMES)
def test_every_game_reads_yes_and_no_options_with_the_same_words(game):
    from bot.rules.options import FALSE_WORDS, TRUE_WORDS

    rules = _games()[game]
    flags = [key for key, value in rules.options(None, {}).items() if isinstance(value, bool)]
    assert flags, game
    for key in flags:
        for word in TRUE_WORDS:
            assert rules.options(None, {key: f" {word.upper()} "})[key] is True, (game, key, word)
        for word in FALSE_WORDS:
            assert rules.options(None, {key: word})[key] is False, (game, key, word)
        with pytest.raises(IllegalMove) as refused:
            rules.options(None, {key: "maybe"})
        assert refused.value.code == "bad-option"


def test_vocabulary_holds_english_and_french():
    from bot.rules.options import FALSE_WORDS, TRUE_WORDS

    assert {"true", "yes", "on", "1", "oui", "vrai"} <= TRUE_WORDS
    assert {"false", "no", "off", "0", "non", "faux"} <= FALSE_WORDS
    assert not TRUE_WORDS & FALSE_WORDS


def test_railroad_claims_with_hmg_read_the_same_yes_words():
    import random

    from bot.rules.base import Command
    from bot.rules.options import FALSE_WORDS, TRUE_WORDS

    rules = _games()["railroad"]
    state = rules.new_game(3, rules.options(None, {}), random.Random(0))
    for word in TRUE_WORDS:
        assert rules.parse(state, 1, Command("claim", {"hmg": word}), "fr").hmg is True, word
    for word in FALSE_WORDS:
        assert rules.parse(state, 1, Command("claim", {"hmg": word}), "en").hmg is False, word
    assert rules.parse(state, 1, Command("claim", {}), "en").hmg is False


@pytest.mark.parametrize(
    ("game", "bad"),
    [
        ("tiles", {"initial_meld_min": "lots", "must_play": "D"}),
        ("rummy", {"target_score": "0", "deal_sizes": "seven"}),
        ("gin", {"knock_limit": "11", "shutout_rule": "triple"}),
        ("railroad", {"hmg_count": "-1", "hmg_scope": "week"}),
        ("mu", {"target": "5", "colour": "red"}),
    ],
)
def test_every_game_reports_every_bad_setting_at_once(game, bad):
    with pytest.raises(IllegalMove) as refused:
        _games()[game].options(None, bad)
    assert [dict(p.params) for p in refused.value.problems] == [{"option": k, "value": v} for k, v in bad.items()]
