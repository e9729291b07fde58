"""The Alhambra engine's reasons for refusing, in the reader's language (see
:mod:`bot.tables.refusals`): tile ids become tile names in the form each sentence asks for
(:func:`.positions.say`), card ids money ("8 + 2 Dirham") or exchange offices
("Exchange office Denar/Guilder"), currencies and rule modules
their names in the language; places come from the engine as reasons of their own
(``alhambra-place``). Player names and numbers stay as they are."""

from __future__ import annotations

from typing import Any

from bot.tables.refusals import plain, refusal_words
from engine.alhambra.components import CARDS, TILES
from i18n import names_in

from .options import module_name_title
from .positions import Tile, say
from .texts import CURRENCY_ORDER, cards_text, currency_name


def _currency(value: Any, lang: str) -> Any:
    return currency_name(value, lang=lang) if value in CURRENCY_ORDER else value


def words(name: str, value: Any, lang: str) -> Any:
    """One argument of a refusal as its message takes it."""
    if name.endswith("tile") and isinstance(value, str):
        return Tile(value) if value in TILES else value
    if name in ("cards", "aids"):  # money, and exchange offices (payment aids)
        cards = list(value)
        return cards_text(cards, lang=lang) if all(c in CARDS for c in cards) \
            else ", ".join(cards)
    if name == "card" and isinstance(value, str):
        return cards_text([value], lang=lang) if value in CARDS else value
    if name == "currency":
        return _currency(value, lang)
    if name == "currencies":
        return names_in(lang, [_currency(c, lang) for c in value])
    if name == "modules":
        return names_in(lang, [module_name_title(m, lang) for m in value])
    if name == "module":
        return module_name_title(value, lang)
    if name == "needs":
        return names_in(lang, [module_name_title(m, lang) for m in value], "engine-list-or")
    if name == "names":
        return names_in(lang, [str(n) for n in value])
    return plain(name, value, lang)


def refusal_text(error: Exception, lang: str) -> str:
    """``error``'s reason in ``lang`` (English: the engine's own words)."""
    return refusal_words(error, lang, words=words, say=say)
