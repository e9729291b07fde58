"""Issue 10: following the README works. ``.env.example`` copied with only the token filled
in starts; server ids may be given with commas or spaces; whatever keeps the bot from
starting ends with one line saying what to do, never a traceback."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot import BotSettings

ROOT = Path(__file__).resolve().parents[2]


def settings_from(tmp_path, text: str) -> BotSettings:
    env = tmp_path / ".env"
    env.write_text(text)
    return BotSettings(_env_file=env)


def test_the_example_env_with_only_the_token_filled_in_reads(tmp_path, monkeypatch):
    monkeypatch.delenv("DEV_GUILD_IDS", raising=False)
    example = (ROOT / ".env.example").read_text()
    settings = settings_from(tmp_path, example.replace("DISCORD_TOKEN=", "DISCORD_TOKEN=abc", 1))
    assert settings.discord_token.get_secret_value() == "abc"
    assert settings.dev_guild_ids == []


@pytest.mark.parametrize(("written", "ids"), [("", []), ("1,2", [1, 2]), ("1 2", [1, 2]),
                                              ("1, 2", [1, 2]), ("  7 ", [7])])
def test_server_ids_take_commas_or_spaces(tmp_path, monkeypatch, written, ids):
    monkeypatch.delenv("DEV_GUILD_IDS", raising=False)
    assert settings_from(tmp_path, f"DEV_GUILD_IDS={written}\n").dev_guild_ids == ids
    monkeypatch.setenv("DEV_GUILD_IDS", written)
    assert BotSettings(_env_file=None).dev_guild_ids == ids


def run_bot(tmp_path, env_text: str) -> subprocess.CompletedProcess:
    (tmp_path / ".env").write_text(env_text)
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISCORD_TOKEN", "DEV_GUILD_IDS", "DATABASE_PATH")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, text=True,
                          capture_output=True, timeout=120)


def test_a_token_discord_refuses_or_cannot_check_ends_with_one_clear_line(tmp_path):
    """Offline (as here) the bot cannot reach Discord; online, Discord refuses the made-up
    token. Either way: one line that says what to do, exit code 2, no traceback."""
    done = run_bot(tmp_path, f"DISCORD_TOKEN=not.a.token\nDATABASE_PATH={tmp_path}/g.db\n"
                             "DEV_GUILD_IDS=\n")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr + done.stdout
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith(("Cannot reach Discord", "Discord refused the token"))
    assert "voice" not in done.stderr


def test_a_setting_that_does_not_read_ends_with_one_clear_line(tmp_path):
    done = run_bot(tmp_path, "DISCORD_TOKEN=x\nDEV_GUILD_IDS=12,abc\n")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines() == [
        "A setting in .env (or the environment) does not read: DEV_GUILD_IDS: Value error, "
        "DEV_GUILD_IDS takes server ids (numbers) separated by commas or spaces, not '12,abc'"]


def test_no_token_says_where_to_get_one(tmp_path):
    done = run_bot(tmp_path, "DEV_GUILD_IDS=\n")
    assert done.returncode == 2
    assert done.stderr.strip().startswith("No Discord token: set DISCORD_TOKEN in .env")
