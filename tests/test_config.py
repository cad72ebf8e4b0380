"""Settings: environment over .env, clear errors, and a token that never shows up in logs or reprs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import ConfigError, Settings

ROOT = Path(__file__).resolve().parents[1]


def test_environment_wins_over_the_env_file(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=from-file\nDATABASE_PATH=file.db\nDEV_GUILD_ID=5\n")
    settings = Settings.load(env_file, {"DISCORD_TOKEN": "from-env", "SHARD_COUNT": "3", "SHARD_IDS": "0, 2"})
    assert settings.token == "from-env"
    assert settings.database_path == Path("file.db") and settings.dev_guild_id == 5
    assert settings.shard_ids == (0, 2)


def test_defaults_without_anything(tmp_path):
    settings = Settings.load(tmp_path / "missing.env", {})
    assert settings.token is None and settings.database_path == Path("data/bot.sqlite3")
    assert settings.log_level == "INFO" and settings.shard_count is None


def test_a_malformed_number_names_the_variable(tmp_path):
    with pytest.raises(ConfigError, match="DEV_GUILD_ID"):
        Settings.load(None, {"DEV_GUILD_ID": "my server"})


def test_the_token_is_not_in_the_settings_repr():
    assert "s3cret" not in repr(Settings(token="s3cret"))


def test_without_a_token_the_bot_explains_and_exits_with_2(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env={**env, "PYTHONPATH": str(ROOT)},
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "DISCORD_TOKEN" in done.stderr and "applications.commands" in done.stderr
    assert "Attach Files" in done.stderr


def test_env_example_lists_every_setting():
    text = (ROOT / ".env.example").read_text()
    for name in ("DISCORD_TOKEN", "DATABASE_PATH", "DEV_GUILD_ID", "LOG_LEVEL", "SHARD_COUNT", "SHARD_IDS"):
        assert f"{name}=" in text


def test_database_url_picks_the_store(tmp_path):
    assert Settings.load(None, {}).database_url is None
    sqlite = Settings.load(None, {"DATABASE_URL": "sqlite:///var/games.db", "DATABASE_PATH": "ignored.db"})
    assert sqlite.database_url is None and sqlite.database_path == Path("var/games.db")
    absolute = Settings.load(None, {"DATABASE_URL": "sqlite:////srv/bot/games.db"})
    assert absolute.database_path == Path("/srv/bot/games.db")
    postgres = Settings.load(None, {"DATABASE_URL": "postgresql://bot:pw@db.example/rummy"})
    assert postgres.database_url == "postgresql://bot:pw@db.example/rummy"
    assert "pw" not in repr(postgres)


def test_a_database_url_of_another_kind_is_refused_without_echoing_it():
    with pytest.raises(ConfigError, match="DATABASE_URL") as refused:
        Settings.load(None, {"DATABASE_URL": "mysql://root:hunter2@localhost/db"})
    assert "hunter2" not in str(refused.value)


@pytest.mark.parametrize(
    ("environ", "named"),
    [
        ({"SHARD_IDS": "0"}, "SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0,2"}, "SHARD_IDS"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "-1"}, "SHARD_IDS"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT"),
    ],
)
def test_shard_settings_that_would_run_guilds_twice_or_never_are_refused(environ, named):
    with pytest.raises(ConfigError, match=named):
        Settings.load(None, environ)


def test_shard_settings_of_one_process_among_several():
    settings = Settings.load(None, {"SHARD_COUNT": "4", "SHARD_IDS": "1,3"})
    assert settings.shard_count == 4 and settings.shard_ids == (1, 3)


def test_timeouts_before_ai_zero_means_never_and_unset_means_three(tmp_path):
    assert Settings.load(None, {"TIMEOUTS_BEFORE_AI": "0"}).timeouts_before_ai == 0
    assert Settings.load(None, {"TIMEOUTS_BEFORE_AI": "5"}).timeouts_before_ai == 5
    assert Settings.load(None, {}).timeouts_before_ai == 3
    with pytest.raises(ConfigError, match="TIMEOUTS_BEFORE_AI"):
        Settings.load(None, {"TIMEOUTS_BEFORE_AI": "-1"})


def test_the_cap_on_table_edits_defaults_to_discords_rate_and_refuses_a_negative(tmp_path):
    assert Settings.load(tmp_path / "missing.env", {}).table_edits_per_5s == 5
    assert Settings.load(None, {"TABLE_EDITS_PER_5S": "0"}).table_edits_per_5s == 0
    with pytest.raises(ConfigError, match="TABLE_EDITS_PER_5S"):
        Settings.load(None, {"TABLE_EDITS_PER_5S": "-1"})
