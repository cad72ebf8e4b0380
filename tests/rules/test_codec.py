"""The one JSON codec of the rules core: every kind of field a state holds goes to plain JSON and back."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

import pytest

from bot.rules.cards import Card
from bot.rules.codec import from_json, to_json
from bot.rules.melds import GIN_MELDS, Meld, make_meld
from bot.rules.mu.cards import Card as MuCard


class Phase(StrEnum):
    DRAW = "draw"
    OVER = "over"


@dataclass(frozen=True)
class Result:
    winner_seat: int | None
    points: tuple[int, ...]


@dataclass(frozen=True)
class Sample:
    phase: Phase
    hands: tuple[tuple[Card, ...], ...]
    pair: tuple[int, str]
    melds: tuple[tuple[int, Meld], ...]
    trick: tuple[tuple[int, MuCard], ...]
    options: dict[str, Any]
    kind: Literal["run", "group"]
    taken: Card | None
    last: Result | None
    marks: frozenset[str] = frozenset()
    later: int = 7  # a field added after the data was stored keeps its default
    seen: tuple[str, ...] = field(default_factory=tuple)


def sample() -> Sample:
    run = make_meld([Card(5, "H"), Card(6, "H"), Card(7, "H")], GIN_MELDS)
    return Sample(
        phase=Phase.OVER, hands=((Card(1, "S"), Card(13, "D")), ()), pair=(3, "x"), melds=((1, run),),
        trick=((0, MuCard("r", 7)),), options={"target": 100, "oklahoma": True}, kind="group", taken=None,
        last=Result(None, (4, -4)), marks=frozenset({"r5", "b5"}),
    )


def test_a_value_goes_to_plain_json_and_back_unchanged():
    value = sample()
    data = json.loads(json.dumps(to_json(value)))
    assert data["phase"] == "over" and data["hands"] == [["AS", "KD"], []] and data["trick"] == [[0, "r7"]]
    assert data["marks"] == ["b5", "r5"] and data["melds"][0][1]["cards"] == ["5H", "6H", "7H"]
    assert from_json(Sample, data) == value


def test_a_field_missing_from_older_data_keeps_its_default():
    data = to_json(sample())
    del data["later"], data["seen"]
    assert from_json(Sample, data) == sample()


@pytest.mark.parametrize(
    ("key", "bad"),
    [("phase", "lost"), ("pair", [3]), ("kind", "set"), ("taken", "ZZ"), ("hands", "AS"), ("last", {"points": []})],
)
def test_data_that_does_not_fit_the_types_is_refused(key, bad):
    data = to_json(sample()) | {key: bad}
    with pytest.raises((ValueError, KeyError, TypeError)):
        from_json(Sample, data)


def test_a_value_without_a_json_form_is_refused():
    with pytest.raises(TypeError):
        to_json(object())
