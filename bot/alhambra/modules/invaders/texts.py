"""Words for the invaders and scouts (expansion 4, :mod:`engine.alhambra.modules.invaders`): the
public log (a scout taken, never the card it showed; the invaders' attack at a scoring; new
scouts), the private note to the seat that took a scout, what its panel says it knows, and
the line for newcomers. The words are in ``i18n/<lang>/invaders.ftl``; a direction is said
as a compass point and as the side of the picture ("the north (top)")."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.modules.invaders import direction, scout_building
from i18n import DEFAULT, names_in, text

from ...positions import building_name

NAME = "invaders"


def from_words(card: str, *, lang: str = DEFAULT) -> str:
    """Where an invader card's invaders come from: 'the north (top)'."""
    return text(lang, "alhambra-invaders-from", side=direction(card))


def scout_words(scout: str, *, lang: str = DEFAULT) -> str:
    """A scout as the object of 'took': 'the green scout (Garden)'."""
    building = scout_building(scout)
    return text(lang, "alhambra-scout-taken-object", building=building,
                name=building_name(building, lang=lang))


def scouts_list(scouts: Sequence[str], *, lang: str = DEFAULT) -> str:
    """Face-up scouts: 'green (Garden) and purple (Tower)'."""
    return names_in(lang, [text(lang, "alhambra-resident", building=scout_building(s),
                                name=building_name(scout_building(s), lang=lang))
                           for s in scouts])


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """One public log sentence for an event of the invaders (None: not one of theirs)."""
    kind = event.kind
    if kind == "scout_taken":
        return text(lang, "alhambra-log-scout-taken", who=who,
                    scout=scout_words(event.scout, lang=lang))
    if kind == "invaders_attacked":
        side = direction(event.card)
        lost = [text(lang, "alhambra-log-invaders-seat", name=names[seat], points=points)
                for seat, points in enumerate(event.lost) if seat < len(names) and points]
        beside = "none" if event.round < 3 else "both"
        return text(lang, "alhambra-log-invaders", side=side,
                    where=from_words(event.card, lang=lang), points=event.round,
                    beside=beside,
                    lost=", ".join(lost) or text(lang, "alhambra-log-invaders-nobody"))
    if kind == "scouts_turned_up":
        return text(lang, "alhambra-log-scouts-up", count=len(event.scouts),
                    scouts=scouts_list(event.scouts, lang=lang))
    return None


def private_note(fields: dict, seat: int, events: Sequence, *,
                 lang: str = DEFAULT) -> str | None:
    """To the seat alone, after it took a scout: the card it looked at (its own view's
    fields, ``modules_view``)."""
    seen = (fields.get(NAME) or {}).get("seen")
    if seen is None or not any(e.kind == "scout_taken" and e.seat == seat for e in events):
        return None
    return text(lang, "alhambra-next-scout", where=from_words(seen, lang=lang))


def holdings_text(fields: dict, *, lang: str = DEFAULT) -> str:
    """For the seat's panel: where the next invaders come from, when it looked ('' when it
    knows nothing)."""
    seen = (fields.get(NAME) or {}).get("seen")
    if seen is None:
        return ""
    return text(lang, "alhambra-hold-invaders", where=from_words(seen, lang=lang))


def how_to_play_lines(modules: Sequence[str], *, lang: str = DEFAULT) -> list[str]:
    return [text(lang, "alhambra-how-to-play-invaders")] if NAME in modules else []
