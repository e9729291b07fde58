"""Words for the street trader (expansion 3, :mod:`engine.alhambra.modules.street_trader`), in
the catalogues (``i18n/<lang>/expansions2_3.ftl``): its residents (by their colour and
building), refilling, swapping and moving the trader, what each event did; and its start
(compendium setup 8): the players choose their residents and the trader's side at once,
before the first turn (see :mod:`.residents`): the thread's ping, the status, the log and the
choice in words."""

from __future__ import annotations

from bot.tables.seats import call_of
from engine.alhambra.modules.street_trader import choosing
from i18n import DEFAULT, names_in, text
from storage import Game

from ...positions import COLOUR_EMOJI, Tile, building_name, say, side_word, where

KIND = "choose_residents"


def resident_words(building: str, *, lang: str = DEFAULT) -> str:
    """A resident of the street trader: '🟦 blue (Pavilion)'."""
    return (f"{COLOUR_EMOJI.get(building, '')} "
            + text(lang, "alhambra-resident", building=building,
                   name=building_name(building, lang=lang))).strip()


def choosing_now(state) -> bool:
    """Whether the players are choosing their residents (the first turn waits)."""
    return "street_trader" in state.options.modules and bool(choosing(state))


def call(game: Game, lang: str, until: str) -> str | None:
    """The thread's ping while the players choose their residents (None: they do not)."""
    state = game.state
    if not choosing_now(state):
        return None
    users = [call_of(game, s, lang) for s in choosing(state)
             if game.computer_of(s) is None]  # (a computer has chosen at once: CS1)
    if not users:
        return None
    return text(lang, "alhambra-call-residents", users=names_in(lang, users),
                count=len(users), until=until)


def status(state, lang: str = DEFAULT) -> str | None:
    if not choosing_now(state):
        return None
    names = [state.players[s].name for s in choosing(state)]
    return text(lang, "alhambra-status-residents", names=names_in(lang, names),
                count=len(names))


def event_line(event, names, who: str, before=None, *, lang: str = DEFAULT) -> str | None:
    """One sentence of the public log for a street trader's event (None: not one of its)."""
    kind = event.kind
    if kind == "residents_chosen":
        if event.squares:
            return text(lang, "alhambra-log-residents-all", who=who)
        return text(lang, "alhambra-log-residents", who=who)
    if kind == "trader_displaced":
        resident = resident_words(event.resident, lang=lang) if event.resident else ""
        return say(lang, "alhambra-log-trader-displaced", who=who, tile=Tile(event.tile),
                   matched="yes" if event.resident else "no", resident=resident)
    if kind == "trader_detached":
        return text(lang, "alhambra-log-trader-detached", who=who)
    if kind == "trader_refilled":
        return text(lang, "alhambra-log-trader-refilled", who=who,
                    resident=resident_words(event.building, lang=lang))
    if kind == "trader_swapped":
        return text(lang, "alhambra-log-trader-swapped", who=who,
                    give=resident_words(event.give, lang=lang),
                    take=resident_words(event.take, lang=lang))
    if kind == "trader_moved":
        seat = event.seat
        alhambra = before.players[seat].alhambra if before is not None else ()
        place = where(alhambra, event.x, event.y, lang=lang) if alhambra else ""
        return text(lang, "alhambra-log-trader-moved", who=who, place=place,
                    known="yes" if place else "no")
    return None


def action_label(action, *, alhambra=(), cell_number: int | None = None,
                 lang: str = DEFAULT) -> str | None:
    """A street trader's choice in words (None: not one of its)."""
    kind = action.kind
    if kind == "refill_trader":
        return text(lang, "alhambra-act-refill",
                    resident=resident_words(action.building, lang=lang))
    if kind == "swap_trader":
        return text(lang, "alhambra-act-swap", give=resident_words(action.give, lang=lang),
                    take=resident_words(action.take, lang=lang))
    if kind == "move_trader":
        place = where(alhambra, action.x, action.y, lang=lang)
        if cell_number is not None:
            return text(lang, "alhambra-act-move-numbered", number=cell_number, place=place)
        return text(lang, "alhambra-act-move", place=place)
    if kind != KIND:
        return None
    return text(lang, "alhambra-act-residents",  # (a label: short, colours in words)
                residents=", ".join(f"{COLOUR_EMOJI.get(b, '')} "
                                    + text(lang, "alhambra-resident-colour", building=b)
                                    for b in action.residents),
                side=side_word(action.side, lang=lang))
