"""Issue 24: the README's invite link asks for exactly the permissions the bot uses (named once,
in bot/invite.py) and the scopes ``bot applications.commands``, and says how to develop with
``DEV_GUILD_IDS``."""

import logging
import re
from pathlib import Path

import discord
import pytest

from bot.invite import PERMISSIONS, SCOPES, invite_url, permissions

README = (Path(__file__).resolve().parents[2] / "README.md").read_text()


def flat(text: str) -> str:
    return " ".join(text.split())


def test_the_readme_link_carries_the_integer_of_the_named_permissions():
    value = discord.Permissions(**dict.fromkeys(PERMISSIONS, True)).value
    assert permissions().value == value == 309237763072
    assert invite_url("CLIENT_ID") in README
    assert re.findall(r"permissions=(\d+)", README) == [str(value)]
    assert f"Permissions** `{value}`" in README


def test_the_readme_names_every_permission_and_no_other():
    named = flat(README).split("Permissions** `309237763072`: ", 1)[1].split(". ", 1)[0]
    assert named.split(", ") == list(PERMISSIONS.values())


def test_every_named_permission_is_a_discord_permission_and_the_scopes_are_the_two():
    assert set(PERMISSIONS) <= set(discord.Permissions.VALID_FLAGS)
    assert SCOPES == ("bot", "applications.commands")
    assert "`bot applications.commands`" in README


def test_the_readme_is_the_short_path():
    assert len(README.splitlines()) <= 120
    head = "\n".join(README.splitlines()[:40])
    assert "Invite the bot" in head
    assert "make run" in README and "make test" in README and "DEV_GUILD_IDS" in README
    for page in re.findall(r"\]\((docs/[^)#]+)", README):
        assert (Path(__file__).resolve().parents[2] / page).exists(), page


@pytest.fixture
def simcord_bot(make_bot, caplog):
    caplog.set_level(logging.INFO, logger="bot.app")
    return make_bot()


async def test_the_bot_logs_its_own_invite_link_when_it_starts(simcord_env, caplog):
    told = [r.getMessage() for r in caplog.get_records("setup") if r.name == "bot.app"]
    link = invite_url(simcord_env.bot.application_id)
    assert f"invite the bot to a server: {link}" in told
    assert f"permissions={permissions().value}" in link
    assert "scope=bot+applications.commands" in link
