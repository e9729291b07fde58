"""Words for the sultan's cards of expansion 5 (:mod:`engine.alhambra.modules.sultan`): what a
choice does, what each event did. The words are in the catalogues (``i18n/<lang>/sultan.ftl``); a
sultan card is named by its currency, its rolled type by the building's name."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.modules.sultan import CURRENCY_OF, PRICE
from i18n import DEFAULT, text

from ...money_words import cards_text
from ...positions import Tile, building_name, say, where

EMOJI = "👳"


def action_label(action, *, alhambra: Sequence = (), tile: str | None = None,
                 lang: str = DEFAULT) -> str | None:
    """A sultan card's choice in words (None: not one of theirs); ``tile``: the tile a claim
    takes, when known."""
    if action.kind == "buy_sultan_card":
        return text(lang, "alhambra-act-buy-sultan", currency=CURRENCY_OF[action.card],
                    price=PRICE, cards=cards_text(action.cards, lang=lang))
    if action.kind == "pass_sultan":
        return text(lang, "alhambra-act-sultan-pass")
    if action.kind == "claim_with_sultan":
        how = "dirk" if action.dirk else "reserve" if action.reserve else "build"
        place = where(alhambra, action.x, action.y, lang=lang) \
            if how == "build" and alhambra else ""
        if tile is not None:
            return say(lang, "alhambra-act-sultan-claim-tile", tile=Tile(tile), how=how,
                       place=place)
        return text(lang, "alhambra-act-sultan-claim", currency=CURRENCY_OF[action.card],
                    how=how, place=place)
    return None


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """A sultan card's event for the public log (None: not one of theirs)."""
    kind = event.kind
    if kind == "sultan_card_shown":
        return text(lang, "alhambra-log-sultan-shown", currency=CURRENCY_OF[event.card])
    if kind == "sultan_card_bought":
        return text(lang, "alhambra-log-sultan-bought", who=who,
                    currency=CURRENCY_OF[event.card], cards=cards_text(event.cards, lang=lang),
                    exact="yes" if event.exact else "no",
                    building=building_name(event.building, lang=lang))
    if kind == "sultan_claim_opened":
        return say(lang, "alhambra-log-sultan-asked", tile=Tile(event.tile),
                   names=", ".join(names[s] for s in event.seats), count=len(event.seats))
    if kind == "sultan_answered":
        return text(lang, "alhambra-log-sultan-answered", who=who)
    if kind == "sultan_claimed":
        return say(lang, "alhambra-log-sultan-claimed", who=who, tile=Tile(event.tile))
    if kind == "sultan_claim_closed":
        return say(lang, "alhambra-log-sultan-closed", tile=Tile(event.tile))
    return None


def held_line(owned: Sequence[dict], *, lang: str = DEFAULT) -> str:
    """A seat's sultan cards with their types: "👳 Sultan cards: Denar → Garden"."""
    cards = ", ".join(text(lang, "alhambra-sultan-card-type", currency=CURRENCY_OF[c["card"]],
                           building=building_name(c["building"], lang=lang)) for c in owned)
    return text(lang, "alhambra-sultan-held", cards=cards)
