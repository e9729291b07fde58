"""Words for the change (expansion 3, :mod:`engine.alhambra.modules.change`): the coins an
overpayment brought back and the coins returned to the bag, in the catalogues
(``i18n/<lang>/expansions2_3.ftl``)."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT, text

from ...money_words import cards_text


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """One sentence of the public log for the change (None: not one of its events)."""
    if event.kind == "change_given":
        got = "none" if not event.coins else "all" if len(event.coins) == event.owed \
            else "some"
        return text(lang, "alhambra-log-change", who=who, overpaid=event.overpaid,
                    owed=event.owed, got=got,
                    coins=cards_text(event.coins, lang=lang) if event.coins else "")
    if event.kind == "coins_returned":
        return text(lang, "alhambra-log-coins-returned", who=who,
                    coins=cards_text(event.coins, lang=lang))
    return None
