"""English, German and Hungarian: the catalogues agree with each other, and Discord is given
every command in all three (issue 13, first part: the commands)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, visitor
from fluent.syntax import ast as fluent_ast

from i18n import CATALOGUES, LANGUAGES, MissingText, language_of, text

BOT = Path(__file__).resolve().parents[2] / "bot"


class _Placeholders(visitor.Visitor):
    def __init__(self):
        super().__init__()
        self.found: set[str] = set()

    def visit_VariableReference(self, node):  # noqa: N802 (fluent's visitor names)
        self.found.add(node.id.name)


def _messages(language: str) -> dict[str, tuple[set[str], set[str]]]:
    """Message id (and ``id.attribute``) -> the placeholders it uses, and those its comment
    declares besides (``# $count: ...``: given by the code, used by some languages only,
    e.g. for a verb that agrees with a number), over every file."""
    found: dict[str, tuple[set[str], set[str]]] = {}
    for path in sorted((CATALOGUES / language).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, fluent_ast.Junk)]
        assert not junk, f"{path.name} does not parse: {junk[0].content!r}"
        for entry in resource.body:
            if not isinstance(entry, fluent_ast.Message):
                continue
            declared = set(re.findall(r"\$([A-Za-z][\w-]*)", entry.comment.content)) \
                if entry.comment else set()
            for key, pattern in [(entry.id.name, entry.value)] + [
                    (f"{entry.id.name}.{a.id.name}", a.value) for a in entry.attributes]:
                if pattern is None:
                    continue
                assert key not in found, f"{language}: {key} is defined twice"
                placeholders = _Placeholders()
                placeholders.visit(pattern)
                found[key] = (placeholders.found, declared)
    return found


def test_every_language_has_every_message_with_the_same_placeholders():
    """Every language says what English says (no placeholder dropped) and uses nothing the
    code does not give (English's placeholders, and those its comment declares)."""
    english = _messages("en")
    assert len(english) > 50
    for language in LANGUAGES[1:]:
        other = _messages(language)
        assert sorted(set(english) - set(other)) == [], f"{language} lacks these"
        assert sorted(set(other) - set(english)) == [], f"{language} has these beyond English"
        wrong = {key: (english[key][0], other[key][0]) for key in english
                 if not english[key][0] <= other[key][0] <= english[key][0] | english[key][1]}
        assert wrong == {}, f"{language} names other placeholders"


def test_a_discord_locale_picks_the_language_and_anything_else_is_english():
    assert [language_of(x) for x in ("de", "hu", "en-GB", "en-US", "fr", "pt-BR", None)] == \
        ["de", "hu", "en", "en", "en", "en", "en"]
    import discord
    assert language_of(discord.Locale.german) == "de"
    assert language_of(discord.Locale.hungarian) == "hu"


def test_a_message_no_catalogue_has_is_a_mistake_not_a_blank():
    with pytest.raises(MissingText):
        text("de", "cmd-no-such-command")
    assert text("de", "cmd-alhambra-new") == "neu"
    assert text("hu", "cmd-alhambra-new") == "új"
    assert text("en", "cmd-alhambra-new.description") == "Open a new Alhambra table in a thread"


async def test_discord_is_given_every_command_and_option_in_all_three_languages(
        simcord_env):
    """What the bot synced to (simulated) Discord: every command, option and choice has an
    English name (and description), Discord's default, and a German and a Hungarian one of
    its own (issue 40: English was not checked); Discord's limits on them are checked in
    tests/bot/test_limits.py."""
    commands = list(simcord_env.backend.commands[None].values())
    assert {c["name"] for c in commands} == {"alhambra", "rollwrite"}
    seen = 0

    def check(item: dict, *, described: bool = True) -> None:
        nonlocal seen
        seen += 1
        assert item["name"].strip(), item
        if described:  # English's own words, not another language's left in
            assert item["description"].strip(), (item["name"], "en")
            assert item["description"] not in (item["description_localizations"]["de"],
                                               item["description_localizations"]["hu"]), \
                (item["name"], item["description"])
        for language in ("de", "hu"):
            assert item["name_localizations"][language], (item["name"], language)
            if described:
                assert item["description_localizations"][language], (item["name"], language)
        for option in item.get("options", []):
            check(option)
        for choice in item.get("choices", []):
            assert choice["name"].strip(), (item["name"], "en")
            assert choice["name_localizations"]["de"] and choice["name_localizations"]["hu"]

    for command in commands:
        check(command)
    assert seen >= 50  # the walk reached every command and option
    alhambra = next(c for c in commands if c["name"] == "alhambra")
    new = next(o for o in alhambra["options"] if o["name"] == "new")
    assert new["name_localizations"] == {"de": "neu", "hu": "új"}
    players = next(o for o in new["options"] if o["name"] == "max_players")
    assert players["description_localizations"]["de"] == \
        "Wie viele Spieler höchstens mitspielen (2-6)"


_COMMAND_CALLS = {"Command", "Group", "describe", "rename", "Choice"}


def test_no_command_text_is_written_in_the_code():
    """Command names, descriptions, option names and choices come from the catalogues:
    no string written into the code where discord.py takes them."""
    found = []
    for path in sorted(BOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", None))
            if name not in _COMMAND_CALLS:
                continue
            for keyword in node.keywords:
                if keyword.arg in ("name", "description", None) or name in ("describe",
                                                                            "rename"):
                    value = keyword.value
                    if isinstance(value, ast.Constant) and isinstance(value.value, str):
                        found.append(f"{path.relative_to(BOT)}:{node.lineno} {value.value!r}")
    assert found == []


#: What speaks to the people running the bot, not to players: English by design.
_FOR_OPERATORS = {"__main__.py", "settings.py", "app.py", "invite.py",  # read by the host
                  "limits.py",  # what Discord would refuse, read by developers in a test
                  "meetings.py"}  # why two rule modules meet, read by developers
_NOT_FOR_PLAYERS = {"ValueError", "TypeError", "RuntimeError", "KeyError", "AssertionError",
                    "NotImplementedError"}
_WORDS = re.compile(r"[A-Za-z]{2,}[,.;:'!?]? [A-Za-z]{2,}")


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _quiet(tree: ast.AST) -> set[int]:
    """Strings that players never read: log lines and programmer errors (and their parts)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            owner = getattr(func, "value", None)
            if getattr(owner, "id", None) in ("log", "logging") or \
                    getattr(func, "id", None) in _NOT_FOR_PLAYERS:
                found.update(id(part) for part in ast.walk(node))
    return found


def player_texts_in(folder: Path) -> list[str]:
    """Sentence-like strings written into the code of ``folder`` (docstrings, log lines,
    programmer errors and the operators' files aside)."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        if path.name in _FOR_OPERATORS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _docstrings(tree) | _quiet(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                    id(node) not in skip and _WORDS.search(node.value):
                found.append(f"{path.relative_to(folder.parent)}:{node.lineno} {node.value!r}")
    return found


@pytest.mark.parametrize("package", ["bot", "rendering"])
def test_no_player_text_is_written_into_the_bot_or_the_pictures(package):
    """Every word a player reads or sees drawn comes from the catalogues (issue 13): the
    code of the bot and of the pictures holds message ids, never sentences. (The engines
    speak English by design; the bot says their reasons through the catalogues.)"""
    assert player_texts_in(BOT.parent / package) == []
