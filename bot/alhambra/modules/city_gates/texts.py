"""Words for the city gates (expansion 2, :mod:`engine.alhambra.modules.city_gates`): what each
choice does and what each event did, in the catalogues (``i18n/<lang>/expansions2_3.ftl``);
sides are said as the player sees them in the picture ("top", "right", "bottom", "left")."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT, text

from ...positions import Tile, say, side_word, where


def action_label(action, *, alhambra: Sequence = (), cell_number: int | None = None,
                 lang: str = DEFAULT) -> str | None:
    """A choice of the city gates in words (None: not one of theirs)."""
    kind = action.kind
    if kind == "take_gate_card":
        return text(lang, "alhambra-act-take-gate")
    if kind not in ("place_gate", "rebuild_place_gate"):
        return None
    place = where(alhambra, action.x, action.y, lang=lang)
    side = side_word(action.side, lang=lang)
    if kind == "rebuild_place_gate":
        return say(lang, "alhambra-act-rebuild-gate", tile=Tile(action.tile), place=place,
                   side=side)
    if cell_number is not None:
        return say(lang, "alhambra-act-place-gate-numbered", number=cell_number,
                   tile=Tile(action.tile), place=place, side=side)
    return say(lang, "alhambra-act-place-gate", tile=Tile(action.tile), place=place, side=side)


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """One sentence of the public log for a city gates' event (None: not one of theirs)."""
    kind = event.kind
    if kind == "gate_card_shown":
        return text(lang, "alhambra-log-gate-shown",
                    discarded="yes" if event.discarded else "no")
    if kind == "gate_card_taken":
        return text(lang, "alhambra-log-gate-taken", who=who)
    if kind == "gate_built":
        return text(lang, "alhambra-log-gate-built", who=who,
                    side=side_word(event.side, lang=lang))
    if kind == "gate_lost":
        return say(lang, "alhambra-log-gate-lost", who=who, tile=Tile(event.tile),
                   other=Tile(event.other))
    return None
