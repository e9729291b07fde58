"""The Roll & Write engine's reasons for refusing, in the reader's language (see
:mod:`bot.tables.refusals`): a crossed intersection gets its building's name, dice their
colours, player names stay as they are."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.tables.refusals import plain, refusal_words
from engine.rollwrite.data import building_at
from i18n import names_in

from .texts import DIE_EMOJI, building_name


def words(name: str, value: Any, lang: str) -> Any:
    if name in ("yellow_dice", "blue_dice"):
        return f"{DIE_EMOJI[name.split('_')[0]]} {' '.join(map(str, value))}"
    if name == "names":
        return names_in(lang, [str(n) for n in value])
    return plain(name, value, lang)


def more(arguments: Mapping[str, Any], lang: str) -> dict:
    """The building at a crossed intersection (``yellow``, ``blue``)."""
    yellow, blue = arguments.get("yellow"), arguments.get("blue")
    if isinstance(yellow, int) and isinstance(blue, int):
        try:
            return {"building": building_name(building_at(yellow, blue), lang)}
        except (KeyError, IndexError, ValueError):
            return {}
    return {}


def refusal_text(error: Exception, lang: str) -> str:
    """``error``'s reason in ``lang`` (English: the engine's own words)."""
    return refusal_words(error, lang, words=words, more=more)
