"""Words for the building sites of expansion 6 (:mod:`engine.alhambra.modules.building_sites`):
what buying or completing a site does, what each event did. The words are in the
catalogues (``i18n/<lang>/building_sites.ftl``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.alhambra.components import TILES
from i18n import DEFAULT, text

from ...money_words import cards_text
from ...positions import Tile, say


def action_label(action, *, market: Mapping[str, str | None] | None = None,
                 lang: str = DEFAULT) -> str | None:
    """A building site's choice in words (None: not one of theirs)."""
    if action.kind == "buy_site":
        tile = (market or {}).get(action.slot)
        cards = cards_text(action.cards, lang=lang)
        if tile:
            return say(lang, "alhambra-act-buy-site", tile=Tile(tile), cards=cards)
        return say(lang, "alhambra-act-buy-site-slot", currency=action.slot, cards=cards)
    if action.kind == "complete_site":
        return say(lang, "alhambra-act-complete-site", tile=Tile(action.tile),
                   cards=cards_text(action.cards, lang=lang))
    return None


def event_line(event, names: Sequence[str], who: str, *, extra_unused: bool = False,
               lang: str = DEFAULT) -> str | None:
    """A building site's event in words for the public log (None: not one of theirs)."""
    if event.kind not in ("site_bought", "site_completed"):
        return None
    exact = ("unused" if extra_unused else "yes") if event.exact else "no"
    if event.kind == "site_bought":
        return say(lang, "alhambra-log-site-bought", who=who, tile=Tile(event.tile),
                   cards=cards_text(event.cards, lang=lang), price=event.price,
                   full=TILES[event.tile].price, currency=event.currency, exact=exact)
    return say(lang, "alhambra-log-site-completed", who=who, tile=Tile(event.tile),
               cards=cards_text(event.cards, lang=lang), exact=exact)


def how_to_play_lines(modules: Sequence[str], *, lang: str = DEFAULT) -> list[str]:
    return [text(lang, "alhambra-how-to-play-building-sites")] \
        if "building_sites" in modules else []
