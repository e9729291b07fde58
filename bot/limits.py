"""Discord's documented limits on what a bot sends, named once, and the checks of a payload
against them.

Discord refuses a payload past one of these limits with ``400 Invalid Form Body``: a message
is not sent, an autocomplete shows "Loading options failed", and one command description
over 100 characters refuses the *whole* command upload, so a server shows no slash command
at all. SimCord does not enforce all of them, so the test suite checks every payload the bot
sends with the functions below (``tests/bot/conformance.py``); the bot itself uses the
numbers to page and shorten its texts (:func:`fit`).

Sources: discord.com/developers/docs, "Application Commands" (names, descriptions, options,
choices, the 4,000 characters of a command), "Message Resource" (content, embeds, embed
limits, attachments), "Message Components" (action rows, buttons, selects, text inputs),
"Receiving and Responding" (autocomplete, modals), "Threads" (names). The upload limit is
that of a server without boosts.

To add a limit: name it here, check it in the function that reads that part of a payload,
and add a refused payload to ``tests/bot/test_limits.py`` so the check is seen to fail.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

# -- messages -------------------------------------------------------------------------------
MESSAGE_CONTENT = 2000
EMBEDS_PER_MESSAGE = 10
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
EMBED_FIELD_NAME = 256
EMBED_FIELD_VALUE = 1024
EMBED_FOOTER = 2048
EMBED_AUTHOR = 256
#: Every title, description, field name and value, footer and author of one message's embeds.
EMBEDS_TOTAL = 6000
ATTACHMENTS_PER_MESSAGE = 10
#: The bytes of one message's uploads together, on a server without boosts (10 MiB).
UPLOAD_BYTES = 10 * 1024 * 1024

# -- components -----------------------------------------------------------------------------
ACTION_ROWS = 5
BUTTONS_PER_ROW = 5
BUTTON_LABEL = 80
CUSTOM_ID = 100
SELECT_OPTIONS = 25
SELECT_OPTION_TEXT = 100  # an option's label, value and description each
SELECT_PLACEHOLDER = 150
MODAL_TITLE = 45
MODAL_ROWS = 5
TEXT_INPUT_LABEL = 45
TEXT_INPUT_PLACEHOLDER = 100
TEXT_INPUT_VALUE = 4000

# -- commands, choices and autocomplete ------------------------------------------------------
COMMAND_NAME = 32
COMMAND_DESCRIPTION = 100
#: Options of one level of a command: subcommands and groups count.
COMMAND_OPTIONS = 25
CHOICES = 25
CHOICE_NAME = 100
CHOICE_VALUE = 100
#: The names, descriptions and values of a command with its options, subcommands, groups and
#: choices; Discord counts the longest localization of each field (the default included).
COMMAND_CHARACTERS = 4000

# -- threads --------------------------------------------------------------------------------
THREAD_NAME = 100

#: A chat-input command's (or option's) name: Discord's pattern, lower case where a letter has
#: a lower case.
_NAME = re.compile(r"^[-_\w]{1,32}$")
_BUTTON, _SELECT, _TEXT_INPUT, _ROW = 2, 3, 4, 1
_SELECTS = {3, 5, 6, 7, 8}
_SUBCOMMAND, _GROUP = 1, 2

ELLIPSIS = "…"


def fit(text: str, limit: int) -> str:
    """``text`` as it is when it fits in ``limit`` characters, else cut at the last word that
    fits and ended with "…", so a reader sees that something was left out. The bot's texts are
    written to fit (the tests say so); this is the net under names and words that grow."""
    if len(text) <= limit:
        return text
    room = text[:limit - len(ELLIPSIS)]
    cut = room.rstrip()
    space = cut.rfind(" ")
    if space >= limit // 2:
        cut = cut[:space].rstrip(" ,;:-–(")
    return cut + ELLIPSIS


def last_lines(lines: Sequence[str], limit: int) -> str:
    """``lines`` joined, as many of the last ones as fit in ``limit`` characters, with a
    line "…" first where earlier lines were left out (what happened first goes; the end of a
    post, who is next and the scores, stays)."""
    kept: list[str] = []
    used = len(ELLIPSIS)
    for line in reversed(lines):
        if used + len(line) + 1 > limit:
            break
        kept.append(line)
        used += len(line) + 1
    if len(kept) == len(lines):
        return "\n".join(lines)
    if not kept:
        return fit(lines[-1], limit) if lines else ""
    return "\n".join([ELLIPSIS, *reversed(kept)])


# -- the checks -----------------------------------------------------------------------------

def _length(problems: list[str], where: str, value: Any, most: int, *, least: int = 0) -> int:
    """Check a text's length; its length (0 for none)."""
    if value is None:
        if least:
            problems.append(f"{where} is missing")
        return 0
    if not isinstance(value, str):
        problems.append(f"{where} is not a text")
        return 0
    if not least <= len(value) <= most:
        problems.append(f"{where} has {len(value)} characters (Discord allows {least}-{most}): "
                        f"{value[:120]!r}")
    return len(value)


def message_problems(body: Mapping[str, Any] | None, upload_sizes: Sequence[int] = ()
                     ) -> list[str]:
    """What Discord refuses in a message sent or edited with ``body`` (its JSON) and uploads
    of these sizes in bytes."""
    body = body or {}
    problems: list[str] = []
    _length(problems, "content", body.get("content"), MESSAGE_CONTENT)
    problems += embed_problems(body.get("embeds") or [])
    problems += component_problems(body.get("components") or [])
    attachments = body.get("attachments")
    count = max(len(upload_sizes), len(attachments) if isinstance(attachments, list) else 0)
    if count > ATTACHMENTS_PER_MESSAGE:
        problems.append(f"{count} attachments (Discord allows {ATTACHMENTS_PER_MESSAGE})")
    if sum(upload_sizes) > UPLOAD_BYTES:
        problems.append(f"uploads of {sum(upload_sizes):,} bytes together (Discord allows "
                        f"{UPLOAD_BYTES:,} on a server without boosts)")
    return problems


def embed_problems(embeds: Sequence[Mapping[str, Any]]) -> list[str]:
    problems: list[str] = []
    if len(embeds) > EMBEDS_PER_MESSAGE:
        problems.append(f"{len(embeds)} embeds (Discord allows {EMBEDS_PER_MESSAGE})")
    total = 0
    for e, embed in enumerate(embeds):
        where = f"embed {e + 1}"
        total += _length(problems, f"{where} title", embed.get("title"), EMBED_TITLE)
        total += _length(problems, f"{where} description", embed.get("description"),
                         EMBED_DESCRIPTION)
        fields = embed.get("fields") or []
        if len(fields) > EMBED_FIELDS:
            problems.append(f"{where} has {len(fields)} fields (Discord allows {EMBED_FIELDS})")
        for f, field in enumerate(fields):
            total += _length(problems, f"{where} field {f + 1} name", field.get("name"),
                             EMBED_FIELD_NAME, least=1)
            total += _length(problems, f"{where} field {f + 1} value", field.get("value"),
                             EMBED_FIELD_VALUE, least=1)
        total += _length(problems, f"{where} footer", (embed.get("footer") or {}).get("text"),
                         EMBED_FOOTER)
        total += _length(problems, f"{where} author", (embed.get("author") or {}).get("name"),
                         EMBED_AUTHOR)
    if total > EMBEDS_TOTAL:
        problems.append(f"the embeds hold {total} characters together (Discord allows "
                        f"{EMBEDS_TOTAL})")
    return problems


def component_problems(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    """Action rows of buttons and selects (a message's or a modal's)."""
    problems: list[str] = []
    if len(rows) > ACTION_ROWS:
        problems.append(f"{len(rows)} action rows (Discord allows {ACTION_ROWS})")
    custom_ids: list[str] = []
    for r, row in enumerate(rows):
        items = row.get("components") or [] if row.get("type") == _ROW else [row]
        buttons = [i for i in items if i.get("type") == _BUTTON]
        selects = [i for i in items if i.get("type") in _SELECTS]
        if len(buttons) > BUTTONS_PER_ROW:
            problems.append(f"row {r + 1} has {len(buttons)} buttons (Discord allows "
                            f"{BUTTONS_PER_ROW})")
        if selects and len(items) > 1:
            problems.append(f"row {r + 1} holds a select beside other components")
        for item in items:
            where = f"row {r + 1}"
            if "custom_id" in item:
                custom_ids.append(item["custom_id"])
                _length(problems, f"{where} custom id", item["custom_id"], CUSTOM_ID, least=1)
            if item.get("type") == _BUTTON:
                _length(problems, f"{where} button label", item.get("label"), BUTTON_LABEL)
                if not item.get("label") and not item.get("emoji"):
                    problems.append(f"{where} has a button with neither label nor emoji")
            elif item.get("type") in _SELECTS:
                problems += _select_problems(where, item)
            elif item.get("type") == _TEXT_INPUT:
                _length(problems, f"{where} text input label", item.get("label"),
                        TEXT_INPUT_LABEL, least=1)
                _length(problems, f"{where} text input placeholder", item.get("placeholder"),
                        TEXT_INPUT_PLACEHOLDER)
                _length(problems, f"{where} text input value", item.get("value"),
                        TEXT_INPUT_VALUE)
    repeated = sorted({c for c in custom_ids if custom_ids.count(c) > 1})
    if repeated:
        problems.append(f"custom ids used twice in one message: {repeated}")
    return problems


def _select_problems(where: str, select: Mapping[str, Any]) -> list[str]:
    problems: list[str] = []
    _length(problems, f"{where} select placeholder", select.get("placeholder"),
            SELECT_PLACEHOLDER)
    if select.get("type") == _SELECT:
        options = select.get("options") or []
        if not 1 <= len(options) <= SELECT_OPTIONS:
            problems.append(f"{where} select has {len(options)} options (Discord allows "
                            f"1-{SELECT_OPTIONS})")
        for o, option in enumerate(options):
            for key, least in (("label", 1), ("value", 1), ("description", 0)):
                _length(problems, f"{where} option {o + 1} {key}", option.get(key),
                        SELECT_OPTION_TEXT, least=least)
        values = [option.get("value") for option in options]
        if len(set(values)) < len(values):
            problems.append(f"{where} select repeats an option value")
        most = select.get("max_values", 1)
        if most > max(len(options), 1):
            problems.append(f"{where} select lets pick {most} of {len(options)} options")
    return problems


def modal_problems(modal: Mapping[str, Any]) -> list[str]:
    problems: list[str] = []
    _length(problems, "modal title", modal.get("title"), MODAL_TITLE, least=1)
    _length(problems, "modal custom id", modal.get("custom_id"), CUSTOM_ID, least=1)
    rows = modal.get("components") or []
    if not 1 <= len(rows) <= MODAL_ROWS:
        problems.append(f"a modal of {len(rows)} rows (Discord allows 1-{MODAL_ROWS})")
    return problems + component_problems(rows)


def choices_problems(choices: Sequence[Mapping[str, Any]], where: str = "autocomplete"
                     ) -> list[str]:
    """An autocomplete answer, or an option's fixed choices."""
    problems: list[str] = []
    if len(choices) > CHOICES:
        problems.append(f"{where} has {len(choices)} choices (Discord allows {CHOICES})")
    for c, choice in enumerate(choices):
        _length(problems, f"{where} choice {c + 1} name", choice.get("name"), CHOICE_NAME,
                least=1)
        for locale, name in (choice.get("name_localizations") or {}).items():
            _length(problems, f"{where} choice {c + 1} name ({locale})", name, CHOICE_NAME,
                    least=1)
        if isinstance(choice.get("value"), str):
            _length(problems, f"{where} choice {c + 1} value", choice["value"], CHOICE_VALUE)
    return problems


def thread_name_problems(name: Any) -> list[str]:
    problems: list[str] = []
    _length(problems, "thread name", name, THREAD_NAME, least=1)
    return problems


def command_problems(command: Mapping[str, Any]) -> list[str]:
    """What Discord refuses in one command of an upload (its JSON with the localizations),
    each problem naming the command's path and the locale."""
    problems: list[str] = []
    chat_input = command.get("type", 1) == 1  # a context menu's name may have capitals
    _check_command_level(problems, command, f"/{command.get('name')}", chat_input)
    characters = command_characters(command)
    if characters > COMMAND_CHARACTERS:
        problems.append(f"/{command.get('name')} counts {characters} characters (Discord "
                        f"allows {COMMAND_CHARACTERS}: names, descriptions and values, the "
                        "longest language of each)")
    return problems


def _check_command_level(problems: list[str], item: Mapping[str, Any], path: str,
                         chat_input: bool) -> None:
    for locale, name in _localized(item, "name"):
        where = f"{path} name" + (f" ({locale})" if locale else "")
        if not isinstance(name, str) or not _NAME.match(name):
            problems.append(f"{where} {name!r} is not 1-{COMMAND_NAME} letters, digits, - or _")
        elif chat_input and name != name.lower():
            problems.append(f"{where} {name!r} is not in lower case")
    for locale, description in _localized(item, "description"):
        where = f"{path} description" + (f" ({locale})" if locale else "")
        _length(problems, where, description, COMMAND_DESCRIPTION, least=1)
    options = item.get("options") or []
    if len(options) > COMMAND_OPTIONS:
        problems.append(f"{path} has {len(options)} options (Discord allows {COMMAND_OPTIONS})")
    for locale in {None, *_locales(options)}:
        names = [_in(option, "name", locale) for option in options]
        repeated = sorted({n for n in names if names.count(n) > 1})
        if repeated:
            problems.append(f"{path} has two options named {repeated}"
                            + (f" ({locale})" if locale else ""))
    seen_optional = False
    for option in options:
        if option.get("type") in (_SUBCOMMAND, _GROUP):
            continue
        if option.get("required") and seen_optional:
            problems.append(f"{path}: the required option {option.get('name')!r} follows an "
                            "optional one")
        seen_optional = seen_optional or not option.get("required")
    for option in options:
        _check_command_level(problems, option, f"{path} {option.get('name')}", True)
    problems += choices_problems(item.get("choices") or [], where=path)


def _localized(item: Mapping[str, Any], key: str) -> Iterable[tuple[str | None, Any]]:
    yield None, item.get(key)
    yield from (item.get(f"{key}_localizations") or {}).items()


def _locales(options: Sequence[Mapping[str, Any]]) -> set[str]:
    return {locale for option in options for locale in option.get("name_localizations") or {}}


def _in(item: Mapping[str, Any], key: str, locale: str | None) -> Any:
    """A field in ``locale`` (Discord shows the default where it has none)."""
    return (item.get(f"{key}_localizations") or {}).get(locale, item.get(key)) \
        if locale else item.get(key)


def _longest(item: Mapping[str, Any], key: str) -> int:
    return max(len(str(value or "")) for _, value in _localized(item, key))


def command_characters(item: Mapping[str, Any]) -> int:
    """The characters Discord counts of a command (or one of its options): the longest
    localization of every name and description, and every choice's name and value."""
    total = _longest(item, "name") + _longest(item, "description")
    for choice in item.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value", "")))
    return total + sum(command_characters(option) for option in item.get("options") or [])


def command_characters_in(item: Mapping[str, Any], locale: str | None) -> int:
    """The characters of a command as the users of one locale see it."""
    total = len(str(_in(item, "name", locale) or "")) + \
        len(str(_in(item, "description", locale) or ""))
    for choice in item.get("choices") or []:
        total += len(str(_in(choice, "name", locale) or "")) + len(str(choice.get("value", "")))
    return total + sum(command_characters_in(option, locale)
                       for option in item.get("options") or [])
