"""Words for the falcons of expansion 6 (:mod:`engine.alhambra.modules.falcons`): buying falcons,
the log line of a purchase, the newcomers' line. The words are in the catalogues
(``i18n/<lang>/falcons.ftl``). A falcon is named by its colour and its two building colours;
a point of the Alhambra by its number on the falcons' picture (:func:`point_number`), never
by coordinates."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.modules.falcons import KIND, PAIR, corner_points
from i18n import DEFAULT, names_in, text

from ...brevity import worded
from ...money_words import cards_text
from ...positions import building_name

EMOJI = "🦅"


def falcon_words(falcon: str, *, lang: str = DEFAULT) -> str:
    """"black falcon (Pavilion + Seraglio)"."""
    first, second = PAIR[falcon]
    return text(lang, "alhambra-falcon", colour=KIND[falcon],
                first=building_name(first, lang=lang), second=building_name(second, lang=lang))


def point_number(alhambra, x: int, y: int) -> int:
    """The number of point (x, y) on the falcons' picture: 1..n over every point where four
    tiles of ``alhambra`` meet, north to south, west to east (0: not such a point)."""
    points = corner_points(tuple(tuple(b) for b in alhambra))
    return points.index((x, y)) + 1 if (x, y) in points else 0


def action_label(action, *, alhambra=(), lang: str = DEFAULT) -> str | None:
    """Buying falcons in words (None: not theirs): each by its stack's colour (one top per
    colour, seen in the market picture) and the number of its point."""
    if action.kind != "buy_falcons":
        return None
    picks = [text(lang, worded(lang, "alhambra-falcon-at"), colour=colour,
                  point=point_number(alhambra, x, y)) for colour, x, y in action.falcons]
    return text(lang, worded(lang, "alhambra-act-buy-falcons"), falcons=names_in(lang, picks),
                cards=cards_text(action.cards, lang=lang))


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """A falcon purchase in the public log (None: not theirs)."""
    if event.kind != "falcons_bought":
        return None
    bought = names_in(lang, [falcon_words(f, lang=lang) for f, _, _ in event.falcons])
    line = text(lang, "alhambra-log-falcons-bought", who=who, falcons=bought,
                count=len(event.falcons), cards=cards_text(event.cards, lang=lang))
    if event.revealed:
        line += " " + text(lang, "alhambra-log-falcons-revealed", falcons=names_in(
            lang, [falcon_words(f, lang=lang) for f in event.revealed]))
    return line


def how_to_play_lines(modules: Sequence[str], *, lang: str = DEFAULT) -> list[str]:
    return [text(lang, "alhambra-how-to-play-falcons")] if "falcons" in modules else []

