"""Words for the treasure chamber (expansion 4, module ``treasure_chamber``): what each
choice does, what each event did, the chamber's rooms, and the newcomers' line. The words are
in the catalogues (``i18n/<lang>/chests.ftl``); a chest is said by its colour (the colour of
a building: "🟩 green")."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT, text

from ...money_words import cards_text
from ...positions import COLOUR_EMOJI, Tile, say

MODULE = "treasure_chamber"


def chests_short(colours: Sequence[str]) -> str:
    """Chests as coloured squares: '🟩🟩🟪🟦'."""
    return "".join(COLOUR_EMOJI.get(c, "?") for c in colours)


def chests_words(colours: Sequence[str], *, lang: str = DEFAULT) -> str:
    """Chests in words: '🟩🟩🟪🟦 (2 green, purple, blue)'."""
    counts: dict[str, int] = {}
    for colour in colours:
        counts[colour] = counts.get(colour, 0) + 1
    named = [text(lang, "alhambra-chests-colour", building=c, count=n)
             for c, n in counts.items()]
    return f"{chests_short(colours)} ({', '.join(named)})" if colours else \
        text(lang, "alhambra-chests-none")


def how_to_play_lines(modules: Sequence[str], *, lang: str = DEFAULT) -> list[str]:
    return [text(lang, "alhambra-how-to-play-chests")] if MODULE in modules else []


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    """A choice of the treasure chamber in words (None: not one); a room by the number
    the market picture gives it."""
    if action.kind == "buy_chests":
        return text(lang, "alhambra-act-buy-chests", room=action.room,
                    cards=cards_text(action.cards, lang=lang))
    if action.kind == "place_chest":
        return say(lang, "alhambra-act-place-chest", tile=Tile(action.tile))
    return None


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """One sentence of the public log for a treasure chamber's event (None: not one)."""
    kind = event.kind
    if kind == "chests_bought":
        return text(lang, "alhambra-log-chests-bought", who=who, room=event.room,
                    chests=chests_words(event.chests, lang=lang),
                    cards=cards_text(event.cards, lang=lang),
                    refilled="later" if event.refill is None  # (TC6: as the turn ends)
                    else "yes" if event.refill else "no",
                    refill=chests_short(event.refill or ()))
    if kind == "chest_room_refilled":
        return text(lang, "alhambra-log-chest-room-refilled", room=event.room,
                    refilled="yes" if event.chests else "no",
                    chests=chests_words(event.chests, lang=lang))
    if kind == "chest_placed" and event.passed_from is None:
        return say(lang, "alhambra-log-chest-placed", who=who, tile=Tile(event.tile))
    if kind == "chest_placed":
        return say(lang, "alhambra-log-chest-passed", who=who, tile=Tile(event.tile),
                   buyer=names[event.passed_from])
    if kind == "chests_returned":
        return text(lang, "alhambra-log-chests-returned", count=len(event.chests),
                    chests=chests_short(event.chests))
    return None
