"""Words for the wall cards (expansion 3, :mod:`engine.alhambra.modules.wall_cards`): what a
card shows, what using one does and what each event did, in the catalogues
(``i18n/<lang>/expansions2_3.ftl``); sides as the player sees them in the picture."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.modules.wall_cards import CARD_SIDES
from i18n import DEFAULT, text

from ...positions import Tile, say, sides_words


def walls_words(card: str, *, lang: str = DEFAULT) -> str:
    """What a wall card shows: 'wall on the top side', 'walls on the top and right
    sides'."""
    sides = CARD_SIDES[card]
    return text(lang, "alhambra-walls", count=len(sides), sides=sides_words(sides, lang=lang))


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    """Using a wall card in words (None: not one of theirs)."""
    if action.kind != "use_wall_card":
        return None
    return say(lang, "alhambra-act-wall", walls=walls_words(action.card, lang=lang),
               tile=Tile(action.tile))


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """One sentence of the public log for a wall cards' event (None: not one of theirs)."""
    if event.kind == "wall_card_shown":
        return text(lang, "alhambra-log-wall-shown", walls=walls_words(event.card, lang=lang))
    if event.kind == "walls_built":
        return say(lang, "alhambra-log-walls-built", who=who,
                   walls=walls_words(event.card, lang=lang), tile=Tile(event.tile))
    return None
