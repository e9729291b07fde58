"""Words for the treasure chamber (expansion 4, module ``treasure_chamber``): what each
choice does, what each event did, the chamber's rooms, and the newcomers' line. The words are
in the catalogues (``i18n/<lang>/chests.ftl``); a chest is said by its colour (the colour of
a building: "🟩 green")."""

from __future__ import annotations

from collections.abc import Sequence

from bot.tables.seats import call_of
from engine.alhambra.modules.treasure_chamber import passing
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
    if action.kind == "pass_chests":
        return text(lang, "alhambra-act-pass-chests")
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
    if kind == "chests_passed":
        return text(lang, "alhambra-log-chests-passed", who=who, buyer=names[event.buyer],
                    count=len(event.chests), chests=chests_words(event.chests, lang=lang))
    if kind == "chests_returned":
        return text(lang, "alhambra-log-chests-returned", count=len(event.chests),
                    chests=chests_short(event.chests))
    return None


def call(game, state, lang: str, until: str) -> str | None:
    """The ping of the receiver of chests passed on who chooses where they go (TC2; None:
    nobody does)."""
    found = passing(state) if MODULE in state.options.modules else None
    if found is None or not state.flow.window_seats:
        return None
    return text(lang, "alhambra-call-chests-passed", user=call_of(game, found["seat"], lang),
                buyer=state.players[found["buyer"]].name,
                chests=chests_words(found["chests"], lang=lang), until=until)


def status(state, lang: str) -> str | None:
    found = passing(state) if MODULE in state.options.modules else None
    if found is None or not state.flow.window_seats:
        return None
    return text(lang, "alhambra-status-chests-passed", turn=state.flow.turn,
                name=state.players[found["seat"]].name,
                buyer=state.players[found["buyer"]].name)
