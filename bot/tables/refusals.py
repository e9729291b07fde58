"""The engine's reason for refusing a move, in the reader's language.

An engine refusal (``IllegalAction``, ``BadOptions``) carries its English words
(``str(error)``), a stable ``message_id`` and plain-data ``arguments`` (see
:mod:`engine.errors`); a nested :class:`~engine.errors.Reason` among them (a place, the
part after "cannot build there: ") carries its own. :func:`refusal_words` looks each id up
in the catalogues (``i18n/<lang>/engine.ftl``) and lets the game kind turn each argument
into words (tile ids into tile names in the sentence's form, card ids into money, ...).

English readers read the engine's own English; a refusal without a message id, or with one
the catalogues lack, is shown in the engine's English too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.errors import Reason
from i18n import DEFAULT, has_text, text

#: (argument name, value, language) -> the value as the message takes it (None: left out).
Words = Callable[[str, Any, str], Any]
#: (arguments, language) -> more arguments the kind adds (e.g. a building's name).
More = Callable[[Mapping[str, Any], str], dict]
#: (language, message id, arguments) -> the message (a kind's own filler, e.g. one that
#: declines tiles).
Say = Callable[..., str]


def plain(name: str, value: Any, lang: str) -> Any:
    """Strings and numbers as they are; other plain data (cells) is not for words."""
    return value if isinstance(value, str | int | float) else None


def refusal_words(error: Exception, lang: str, *, words: Words = plain,
                  more: More | None = None, say: Say = text) -> str:
    """``error``'s reason in ``lang``."""
    message_id = getattr(error, "message_id", None)
    if lang == DEFAULT or not message_id:
        return str(error)
    try:
        return _reason_words(message_id, getattr(error, "arguments", {}), lang, words, more,
                             say)
    except LookupError:  # an id or a form the catalogues do not know: the engine's English
        return str(error)


def _reason_words(message_id: str, arguments: Mapping[str, Any], lang: str, words: Words,
                  more: More | None, say: Say) -> str:
    if not has_text(DEFAULT, message_id):
        raise LookupError(message_id)
    args: dict[str, Any] = {}
    for name, value in arguments.items():
        if isinstance(value, Reason):
            value = _reason_words(value.message_id, value.arguments, lang, words, more, say) \
                if value.message_id else str(value)
        else:
            value = words(name, value, lang)
        if value is not None:
            args[name] = value
    if more is not None:
        args.update(more(arguments, lang))
    return say(lang, message_id, **args)
