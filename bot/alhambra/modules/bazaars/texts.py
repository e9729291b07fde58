"""Words for the bazaars of expansion 4 (:mod:`engine.alhambra.modules.bazaars`): what buying one
does, what each event did. The words are in the catalogues (``i18n/<lang>/bazaars.ftl``); a
bazaar is named by its currency and its three colours (:func:`.positions.tile_name`)."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT

from ...money_words import cards_text
from ...positions import Tile, say


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    """A bazaar's choice in words (None: not one of theirs)."""
    if action.kind == "buy_bazaar":
        return say(lang, "alhambra-act-buy-bazaar", tile=Tile(action.bazaar),
                   cards=cards_text(action.cards, lang=lang))
    if action.kind == "buy_bazaar_with_karim":
        return say(lang, "alhambra-act-karim-bazaar", tile=Tile(action.bazaar))
    return None


def event_line(event, names: Sequence[str], who: str, *, extra_unused: bool = False,
               lang: str = DEFAULT) -> str | None:
    """A bazaar's event in words for the public log (None: not one of theirs;
    ``extra_unused``: the purchase's extra action went unused)."""
    if event.kind == "bazaar_waiting":
        return say(lang, "alhambra-log-bazaar-waiting", tile=Tile(event.bazaar))
    if event.kind == "bazaar_bought":
        how = "karim" if event.karim else "vizier" if event.vizier else "plain"
        return say(lang, "alhambra-log-bazaar-bought", how=how, who=who,
                   exact="unused" if extra_unused else "yes",
                   tile=Tile(event.bazaar), price=event.price,
                   cards=cards_text(event.cards, lang=lang) if event.cards else "")
    return None
