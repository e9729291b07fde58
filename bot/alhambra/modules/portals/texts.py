"""Words for the portals of expansion 6 (:mod:`engine.alhambra.modules.portals`): what buying one
does, what each event did. The words are in the catalogues (``i18n/<lang>/portals.ftl``); a
portal is named by its building type ("Garden portal")."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.modules.portals import TYPE_OF
from i18n import DEFAULT, text

from ...money_words import cards_text


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    """A portal's choice in words (None: not one of theirs)."""
    if action.kind == "buy_portal":
        return text(lang, "alhambra-act-buy-portal", cards=cards_text(action.cards, lang=lang))
    return None


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """A portal's event in words for the public log (None: not one of theirs)."""
    if event.kind == "portal_bought":
        return text(lang, "alhambra-log-portal-bought", who=who,
                    building=TYPE_OF[event.portal], price=event.price,
                    cards=cards_text(event.cards, lang=lang))
    return None
