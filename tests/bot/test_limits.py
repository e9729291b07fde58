"""Issue 36: Discord's own limits, held by the bot's payloads and checked by the tests.

The command tree as the bot syncs it, in English, German and Hungarian; the conformance check
that every SimCord test runs under (``tests/bot/conformance.py``), seen to refuse what Discord
refuses; and every command a text names, in the reader's language.
"""

import re
import subprocess
import sys
from pathlib import Path

import discord
import pytest

from bot.limits import (
    COMMAND_CHARACTERS,
    choices_problems,
    command_characters,
    command_characters_in,
    command_problems,
    fit,
    message_problems,
    modal_problems,
    thread_name_problems,
)
from i18n import LANGUAGES, text

from .conformance import INVALID_FORM_BODY, problems_of

CATALOGUES = Path(__file__).resolve().parents[2] / "i18n"


def _synced(env) -> list[dict]:
    """The commands exactly as the bot uploaded them (its last global bulk overwrite)."""
    uploads = [r.json for r in env.backend.http_requests
               if r.method == "PUT" and r.path.endswith("/commands")]
    assert uploads, "the bot synced no command"
    return uploads[-1]


async def test_the_synced_command_tree_keeps_every_limit_in_english_german_and_hungarian(
        simcord_env):
    """Names 1-32 characters in lower case, descriptions 1-100, at most 25 options on each
    level and 25 choices, choice names 1-100, and at most 4,000 characters a command, counted
    as Discord counts them (the longest language of each field) and so in each locale."""
    commands = _synced(simcord_env)
    assert {c["name"] for c in commands} == {"alhambra", "rollwrite"}
    for command in commands:
        assert command_problems(command) == []
        per_locale = [command_characters_in(command, locale) for locale in (None, "de", "hu")]
        assert max(per_locale) <= command_characters(command) <= COMMAND_CHARACTERS
    # the check reads the German and Hungarian texts, not only the English defaults
    alhambra = next(c for c in commands if c["name"] == "alhambra")
    expansion = next(o for o in alhambra["options"] if o["name"] == "expansion")
    assert set(expansion["description_localizations"]) == {"de", "hu"}


async def test_the_expansion_command_is_described_within_100_characters_in_every_language(
        simcord_env):
    """The description that stopped every command from registering (106 characters in
    English) now fits in all three languages."""
    alhambra = next(c for c in _synced(simcord_env) if c["name"] == "alhambra")
    expansion = next(o for o in alhambra["options"] if o["name"] == "expansion")
    descriptions = [expansion["description"], *expansion["description_localizations"].values()]
    assert len(descriptions) == 3 and all(1 <= len(d) <= 100 for d in descriptions)


def test_a_command_past_any_limit_is_refused():
    ok = {"name": "alhambra", "description": "Play", "options": [
        {"type": 1, "name": "take", "description": "d" * 100, "options": [
            {"type": 3, "name": "choice", "description": "Which", "required": True,
             "choices": [{"name": "n" * 100, "value": "v" * 100}]}]}]}
    assert command_problems(ok) == []

    def changed(**where):
        command = {**ok, "options": [{**ok["options"][0], **where}]}
        return command_problems(command)

    assert changed(description="d" * 101)  # the 106-character description of issue 36
    assert changed(description="")
    assert changed(name="Take")  # lower case
    assert changed(name="t" * 33)
    assert changed(name="take it")  # no spaces
    assert changed(description_localizations={"de": "d" * 101})
    assert changed(name_localizations={"hu": "Vétel"})
    assert changed(options=[{"type": 3, "name": f"o{n}", "description": "x"}
                            for n in range(26)])
    assert changed(options=[{"type": 3, "name": "o", "description": "x"}] * 2)  # twice
    assert changed(options=[{"type": 3, "name": "a", "description": "x"},
                            {"type": 3, "name": "b", "description": "x", "name_localizations":
                             {"de": "a"}}])  # twice in German
    assert changed(options=[{"type": 3, "name": "a", "description": "x"},
                            {"type": 3, "name": "b", "description": "x", "required": True}])
    assert changed(options=[{"type": 3, "name": "c", "description": "x", "choices": [
        {"name": f"{n}", "value": f"{n}"} for n in range(26)]}])
    assert changed(options=[{"type": 3, "name": "c", "description": "x", "choices": [
        {"name": "n" * 101, "value": "v"}]}])
    assert changed(options=[{"type": 3, "name": "c", "description": "x", "choices": [
        {"name": "n", "value": "v" * 101}]}])
    many = [{"type": 1, "name": f"s{n}", "description": "d" * 100} for n in range(25)]
    assert command_characters({**ok, "options": many}) > 2500
    many[0]["description_localizations"] = {"de": "d" * 100}  # the longest counts once
    assert command_characters({**ok, "options": many}) == command_characters(
        {**ok, "options": [{**many[0], "description_localizations": {}}, *many[1:]]})
    assert [p for p in command_problems({**ok, "options": many * 2}) if "4000" in p]


@pytest.mark.parametrize(("payload", "fits"), [
    ({"content": "x" * 2000}, True),
    ({"content": "x" * 2001}, False),
    ({"embeds": [{"title": "t" * 256}]}, True),
    ({"embeds": [{"title": "t" * 257}]}, False),
    ({"embeds": [{"description": "d" * 4097}]}, False),
    ({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}, False),
    ({"embeds": [{"fields": [{"name": "n" * 257, "value": "v"}]}]}, False),
    ({"embeds": [{"fields": [{"name": "n", "value": "v" * 1025}]}]}, False),
    ({"embeds": [{"fields": [{"name": "n", "value": ""}]}]}, False),
    ({"embeds": [{"footer": {"text": "f" * 2049}}]}, False),
    ({"embeds": [{"author": {"name": "a" * 257}}]}, False),
    ({"embeds": [{"description": "d" * 3000}, {"description": "d" * 3000}]}, True),
    ({"embeds": [{"description": "d" * 3000}, {"description": "d" * 3001}]}, False),
    ({"embeds": [{}] * 11}, False),
    ({"components": [{"type": 1, "components": [
        {"type": 2, "label": "l" * 80, "custom_id": "c" * 100}]}]}, True),
    ({"components": [{"type": 1, "components": [
        {"type": 2, "label": "l" * 81, "custom_id": "c"}]}]}, False),
    ({"components": [{"type": 1, "components": [
        {"type": 2, "label": "l", "custom_id": "c" * 101}]}]}, False),
    ({"components": [{"type": 1, "components": [
        {"type": 2, "label": "l", "custom_id": f"c{n}"} for n in range(6)]}]}, False),
    ({"components": [{"type": 1, "components": [
        {"type": 2, "label": "l", "custom_id": f"c{n}"}]} for n in range(6)]}, False),
    ({"components": [{"type": 1, "components": [
        {"type": 2, "label": "l", "custom_id": "same"}]}] * 2}, False),
    ({"components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "s", "placeholder": "p" * 151,
         "options": [{"label": "a", "value": "a"}]}]}]}, False),
    ({"components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "s", "options": []}]}]}, False),
    ({"components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "s", "options": [{"label": f"{n}", "value": f"{n}"}
                                                  for n in range(26)]}]}]}, False),
    ({"components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "s", "options": [{"label": "l" * 101, "value": "v"}]}]}]},
     False),
    ({"components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "s", "options": [
            {"label": "l", "value": "v", "description": "d" * 101}]}]}]}, False),
    ({"attachments": [{"id": n} for n in range(11)]}, False),
])
def test_a_message_past_any_limit_is_refused(payload, fits):
    assert (message_problems(payload) == []) is fits, message_problems(payload)


def test_uploads_past_ten_mebibytes_or_ten_files_are_refused():
    assert message_problems({}, [5 * 2**20, 5 * 2**20]) == []
    assert message_problems({}, [5 * 2**20, 5 * 2**20 + 1])
    assert message_problems({}, [1] * 11)


def test_autocomplete_modal_and_thread_limits():
    assert choices_problems([{"name": "n" * 100, "value": "v" * 100}] * 25) == []
    assert choices_problems([{"name": "n", "value": "v"}] * 26)
    assert choices_problems([{"name": "n" * 101, "value": "v"}])
    assert choices_problems([{"name": "", "value": "v"}])
    assert choices_problems([{"name": "n", "value": "v" * 101}])
    row = {"type": 1, "components": [{"type": 4, "custom_id": "i", "label": "l", "style": 1}]}
    assert modal_problems({"title": "t" * 45, "custom_id": "m", "components": [row]}) == []
    assert modal_problems({"title": "t" * 46, "custom_id": "m", "components": [row]})
    assert thread_name_problems("t" * 100) == [] and thread_name_problems("t" * 101)
    assert thread_name_problems("")


def test_each_request_is_read_by_the_check_of_its_route():
    long = "x" * 2001
    assert problems_of("POST", "/channels/1/messages", {"content": long}, [])
    assert problems_of("PATCH", "/channels/1/messages/2", {"content": long}, [])
    assert problems_of("POST", "/interactions/1/tok/callback",
                       {"type": 4, "data": {"content": long}}, [])
    assert problems_of("POST", "/interactions/1/tok/callback",
                       {"type": 7, "data": {"content": long}}, [])
    assert problems_of("POST", "/interactions/1/tok/callback",
                       {"type": 8, "data": {"choices": [{"name": "n", "value": "v"}] * 26}}, [])
    assert problems_of("POST", "/interactions/1/tok/callback",
                       {"type": 9, "data": {"title": "t" * 46, "custom_id": "m"}}, [])
    assert problems_of("POST", "/webhooks/1/tok", {"content": long}, [])
    assert problems_of("PATCH", "/webhooks/1/tok/messages/@original", {"content": long}, [])
    assert problems_of("PATCH", "/webhooks/1/tok/messages/5", {"content": long}, [])
    assert problems_of("PUT", "/applications/1/commands",
                       [{"name": "x", "description": "d" * 101}], [])
    assert problems_of("PUT", "/applications/1/guilds/2/commands",
                       [{"name": "X", "description": "d"}], [])
    assert problems_of("POST", "/channels/1/threads", {"name": "t" * 101}, [])
    assert problems_of("POST", "/channels/1/messages/2/threads", {"name": "t" * 101}, [])
    assert problems_of("PATCH", "/channels/1", {"name": "t" * 101}, [])
    assert problems_of("POST", "/interactions/1/tok/callback", {"type": 5}, []) == []
    assert problems_of("GET", "/channels/1/messages", None, []) == []


async def test_the_conformance_check_refuses_an_over_long_message_as_discord_does(
        simcord_env, discord_limits):
    """The check every SimCord test runs under: a message of 2,001 characters is refused with
    Discord's own error, and recorded, so that the test fails even where the bot catches the
    refusal. (The refusal is expected here, so it is taken off the record at the end.)"""
    channel = simcord_env.create_guild().create_text_channel("general")
    bot_channel = simcord_env.bot.get_channel(channel.id)
    with pytest.raises(discord.HTTPException) as refused:
        await bot_channel.send("x" * 2001)
    assert refused.value.status == 400 and refused.value.code == INVALID_FORM_BODY
    assert len(discord_limits.refused) == 1 and "2001 characters" in discord_limits.refused[0]
    await bot_channel.send("x" * 2000)  # at the limit it is sent
    assert len(discord_limits.refused) == 1
    with pytest.raises(discord.HTTPException):  # an autocomplete's 26 choices would be too
        await bot_channel.send(embeds=[discord.Embed(description="d" * 4097)])
    assert len(discord_limits.refused) == 2
    discord_limits.refused.clear()


def test_fit_keeps_what_fits_and_marks_what_it_cuts():
    assert fit("Take 5 Dirham", 80) == "Take 5 Dirham"
    cut = fit("Buy the garden for 7 Dirham, then build it next to the pavilion", 30)
    assert len(cut) <= 30 and cut.endswith("…") and cut.startswith("Buy the garden")
    assert not cut[:-1].endswith(" ")
    assert len(fit("x" * 300, 100)) == 100


_SLASH = re.compile(r"`/([^`]+)`")
_REFERENCE = re.compile(r"\{ *(cmd-[a-z0-9_-]+) *\}")


async def test_every_command_a_text_names_exists_in_the_readers_language(simcord_env):
    """A text that tells the reader to type a command (`/alhambra table cancel`) names it as
    Discord shows it in the reader's language, and that command exists: German readers are
    told `/alhambra tisch abbrechen`."""
    commands = _synced(simcord_env)

    def paths(items, language, before=()):
        for item in items:
            name = (item.get("name_localizations") or {}).get(language, item["name"]) \
                if language != "en" else item["name"]
            yield (*before, name)
            yield from paths(item.get("options") or [], language, (*before, name))

    named = 0
    for language in LANGUAGES:
        known = {" ".join(p) for p in paths(commands, language)}
        for path in sorted((CATALOGUES / language).glob("*.ftl")):
            for span in _SLASH.findall(path.read_text(encoding="utf-8")):
                spoken = _REFERENCE.sub(lambda m, lang=language: text(lang, m.group(1)), span)
                for kind in ("alhambra", "rollwrite") if "$command" in spoken else (None,):
                    command = spoken.replace("{ $command }", kind or "")
                    words = [w for w in command.split() if ":" not in w]
                    assert " ".join(words) in known, (language, path.name, span)
                    named += 1
    assert named >= 60  # the scan found the texts that name commands


SWALLOWED = '''
import discord


async def test_a_bot_that_swallows_a_refusal(simcord_env):
    channel = simcord_env.create_guild().create_text_channel("general")
    try:  # as a handler that catches Discord's error and carries on
        await simcord_env.bot.get_channel(channel.id).send("x" * 2001)
    except discord.HTTPException:
        pass
'''


def test_a_test_whose_bot_swallows_the_refusal_still_fails(tmp_path):
    """The check fails the test, not only the request: a test of a bot that catches
    Discord's refusal and carries on is failed by the fixture (run here as its own pytest,
    with this package's fixtures)."""
    inner = tmp_path / "test_swallowed.py"
    inner.write_text(SWALLOWED)
    (tmp_path / "conftest.py").write_text("from tests.bot.conftest import *  # noqa: F403\n")
    root = Path(__file__).resolve().parents[2]
    ran = subprocess.run(
        [sys.executable, "-m", "pytest", str(inner), "-q", "-p", "no:cacheprovider",
         "-o", "asyncio_mode=auto", "-o", "asyncio_default_fixture_loop_scope=function",
         "--rootdir", str(tmp_path)],
        cwd=root, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert re.search(r"\b1 passed, .*1 error", ran.stdout), ran.stdout  # failed at teardown
    assert "Discord would refuse what the bot sent" in ran.stdout
    assert "content has 2001 characters" in ran.stdout
