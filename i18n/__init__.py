"""What the bot says and draws, in English, German and Hungarian: message catalogues in
Project Fluent's format (``i18n/<language>/*.ftl``), read with ``fluent.runtime``, which does
the placeholders and the plurals of each language. Code names a message by its id
(``text("de", "cmd-new.description")``: a message, or one of its attributes after a dot);
the catalogues hold every word. The bot and the pictures (``rendering``) both read them.

Which language: private things (a panel, a refusal, an answer to a command) speak the
language of the user who tapped (:func:`language_of` their Discord locale); public things
(posts, the lobby, reminders, images in the thread) speak the table's language, chosen when
the table is opened. Code that decides a text before it knows for whom (a refusal raised
deep in a handler) holds a :class:`Said` and says it in a language later.

English is the default and the fallback: a message a catalogue lacks is said in English
(tests/bot/test_i18n.py fails when any catalogue lacks one or names other placeholders).
A user's language comes from Discord's locale (:func:`language_of`). To add a language,
see docs/languages.md ("Adding a language").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

#: The languages the bot speaks, English first (the default and the fallback).
LANGUAGES = ("en", "de", "hu")
DEFAULT = "en"
#: Each language in its own words, for choosing one.
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "hu": "Magyar"}

CATALOGUES = Path(__file__).resolve().parent


class MissingText(KeyError):
    """A message id no catalogue has, not even English: a mistake in the code."""


def language_of(locale: object) -> str:
    """The language the bot speaks to a Discord locale (``discord.Locale`` or its value,
    e.g. ``"de"``, ``"en-GB"``, ``"hu"``); English for every other one and for None."""
    if locale is None:
        return DEFAULT
    code = str(getattr(locale, "value", locale)).split("-")[0].lower()
    return code if code in LANGUAGES else DEFAULT


@cache
def bundle(language: str) -> FluentBundle:
    """Every catalogue file of ``language``, in one bundle."""
    found = FluentBundle([language], use_isolating=False)  # Discord shows no bidi marks
    for path in sorted((CATALOGUES / language).glob("*.ftl")):
        found.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return found


def has_text(language: str, message_id: str) -> bool:
    """Whether ``language``'s own catalogue has this message (or attribute)."""
    name, _, attribute = message_id.partition(".")
    found = bundle(language)
    if not found.has_message(name):
        return False
    return not attribute or attribute in found.get_message(name).attributes


def _fluent_args(args: Mapping[str, object]) -> dict[str, object]:
    """Whole numbers are said without grouping ("table #1234", never "#1.234"); they still
    choose the plural form."""
    return {name: fluent_number(value, useGrouping=False)
            if isinstance(value, int) and not isinstance(value, bool) else value
            for name, value in args.items()}


def text(language: str, message_id: str, /, **args: object) -> str:
    """The message ``message_id`` (``"id"`` or ``"id.attribute"``) in ``language``, its
    placeholders filled from ``args``; in English where ``language`` lacks it.

    The same message with the same arguments is formatted once: a picture asks for the
    same few labels hundreds of times while it tries layouts."""
    try:
        return _remembered(language, message_id, tuple(args.items()))
    except TypeError:  # an argument that cannot be remembered (a list): format it anew
        return _formatted(language, message_id, args)


@lru_cache(maxsize=8192)
def _remembered(language: str, message_id: str, args: tuple[tuple[str, object], ...]) -> str:
    return _formatted(language, message_id, dict(args))


def _formatted(language: str, message_id: str, args: Mapping[str, object]) -> str:
    for lang in (language, DEFAULT) if language != DEFAULT else (DEFAULT,):
        if has_text(lang, message_id):
            found = bundle(lang)
            name, _, attribute = message_id.partition(".")
            message = found.get_message(name)
            pattern = message.attributes[attribute] if attribute else message.value
            value, errors = found.format_pattern(pattern, _fluent_args(args))
            if errors:
                raise errors[0]
            return value
    raise MissingText(message_id)


@dataclass(frozen=True)
class Said:
    """A message to be said once the language is known: its id and its arguments (an
    argument may itself be a :class:`Said`, said in the same language)."""

    message_id: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def in_language(self, language: str) -> str:
        args = {name: value.in_language(language) if isinstance(value, Said) else value
                for name, value in self.args.items()}
        return text(language, self.message_id, **args)


def said(message_id: str, /, **args: Any) -> Said:
    """The message ``message_id`` with ``args``, to be said in a language later."""
    return Said(message_id, args)


def names_in(language: str, names: list[str] | tuple[str, ...],
             joined_by: str = "list-and") -> str:
    """Names as one phrase: "Ann", "Ann and Bob", "Ann, Bob and Cy" in ``language``
    (``joined_by``: the message that joins the last two, e.g. one saying "or")."""
    if len(names) <= 1:
        return "".join(names)
    return text(language, joined_by, first=", ".join(names[:-1]), last=names[-1])
