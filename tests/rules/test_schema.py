"""Versioned JSON: stamping, upgrading step by step, refusing versions this code does not know."""

import pytest

from bot.rules.schema import SCHEMA_KEY, Schema


def _rename(data):
    data = dict(data)
    data["hand"] = data.pop("cards")
    return data


def _add_score(data):
    return {**data, "score": 0}


SCHEMA = Schema((_rename, _add_score))


def test_the_current_version_counts_the_upgrades_and_stamps_the_data():
    assert Schema().version == 1 and SCHEMA.version == 3
    assert SCHEMA.stamp({"hand": []}) == {"hand": [], SCHEMA_KEY: 3}


def test_data_of_every_older_version_is_brought_up_to_date():
    current = {"hand": ["r5"], "score": 0}
    assert SCHEMA.upgrade({"cards": ["r5"]}) == current  # no key: version 1
    assert SCHEMA.upgrade({"cards": ["r5"], SCHEMA_KEY: 1}) == current
    assert SCHEMA.upgrade({"hand": ["r5"], SCHEMA_KEY: 2}) == current
    assert SCHEMA.upgrade(SCHEMA.stamp(current)) == current


@pytest.mark.parametrize("version", [0, 4, "2", True, None])
def test_an_unknown_version_is_refused(version):
    with pytest.raises(ValueError):
        SCHEMA.upgrade({"hand": [], SCHEMA_KEY: version})
