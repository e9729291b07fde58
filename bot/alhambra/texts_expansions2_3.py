"""Words for the modules of expansions 2 and 3: city gates, wall cards, camps, the street
trader, thieves, diamonds and the change (money in :mod:`.money_words`, camps' names in
:mod:`.positions`): what each choice does, what each event did, what a seat holds, and
what the window between two turns waits for. The words are in the catalogues
(``i18n/<lang>/expansions2_3.ftl``); sides are said as the player sees them in the picture
("top", "right", "bottom", "left"), colours of the street trader's residents by their
colour and building."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.modules import REGISTRY
from engine.alhambra.modules.wall_cards import CARD_SIDES
from i18n import DEFAULT, names_in, text

from .money_words import CURRENCY_MARK, cards_text, currency_name
from .positions import Tile, building_name, say, side_word, sides_words, where

#: The modules of expansions 2 and 3, in the order the player aid tells them.
EXPANSIONS2_3 = ("city_gates", "diamonds", "camps", "thieves", "wall_cards", "street_trader",
                 "change")
#: The residents' colours by the building of that colour.
COLOUR_EMOJI = {"pavilion": "🟦", "seraglio": "🟥", "arcades": "🟫", "chambers": "⬜",
                "garden": "🟩", "tower": "🟪"}


def resident_words(building: str, *, lang: str = DEFAULT) -> str:
    """A resident of the street trader: '🟦 blue (Pavilion)'."""
    return (f"{COLOUR_EMOJI.get(building, '')} "
            + text(lang, "alhambra-resident", building=building,
                   name=building_name(building, lang=lang))).strip()


def walls_words(card: str, *, lang: str = DEFAULT) -> str:
    """What a wall card shows: 'wall on the top side', 'walls on the top and right
    sides'."""
    sides = CARD_SIDES[card]
    return text(lang, "alhambra-walls", count=len(sides), sides=sides_words(sides, lang=lang))


def window_what(state) -> str:
    """What the window between two turns waits for: "vizier", "thieves" or "both"."""
    modules = state.options.modules
    vizier = thieves = False
    for seat in state.flow.window_seats:
        vizier |= "vizier" in modules and REGISTRY["vizier"].window_able(state, seat)
        thieves |= "thieves" in modules and REGISTRY["thieves"].window_able(state, seat)
    return "both" if vizier and thieves else "thieves" if thieves else "vizier"


#: The window's events (named when only the vizier used it), said otherwise when thieves
#: may act in it.
WINDOW_EVENTS = ("vizier_window_opened", "vizier_passed", "vizier_window_closed")


def window_line(event, names: Sequence[str], who: str, modules: Sequence[str], *,
                lang: str = DEFAULT) -> str:
    """The window between two turns when thieves play (with the vizier or without)."""
    what = "both" if "vizier" in modules else "thieves"
    if event.kind == "vizier_window_opened":
        return text(lang, "alhambra-log-window-opened", count=len(event.seats), what=what,
                    names=names_in(lang, [names[s] for s in event.seats]))
    if event.kind == "vizier_passed":
        return text(lang, "alhambra-log-window-passed", who=who)
    return text(lang, "alhambra-log-window-closed")


def how_to_play_lines(modules: Sequence[str], *, lang: str = DEFAULT) -> list[str]:
    """One line for newcomers for each of these modules played."""
    return [text(lang, "alhambra-how-to-play-expansions2-3", module=module)
            for module in EXPANSIONS2_3 if module in modules]


def holdings_text(fields: dict, seat: int, *, lang: str = DEFAULT) -> str:
    """What a seat holds besides money (its own view's module fields): gate cards, thieves,
    the residents on its street trader."""
    parts = []
    gates = (fields.get("city_gates") or {}).get("held") or []
    if seat < len(gates) and gates[seat]:
        parts.append("🚪 " + text(lang, "alhambra-hold-gates", count=gates[seat]))
    thieves = (fields.get("thieves") or {}).get("hand") or []
    if thieves:
        currencies = [t.split("-")[1] for t in thieves]
        parts.append("🦹 " + text(lang, "alhambra-hold-thieves", count=len(thieves),
                                   currencies=" ".join(CURRENCY_MARK[c] for c in currencies)))
    trader = (fields.get("street_trader") or {}).get("trader")
    if trader is not None:
        parts.append("🧺 " + text(lang, "alhambra-hold-trader", count=len(trader),
                                   residents=names_in(lang, [resident_words(b, lang=lang)
                                                             for b in trader])))
    return " · ".join(parts)


def action_label(action, *, alhambra: Sequence = (), cell_number: int | None = None,
                 lang: str = DEFAULT) -> str | None:
    """A choice of these modules in words (None: not one of theirs)."""
    kind = action.kind
    if kind == "take_gate_card":
        return text(lang, "alhambra-act-take-gate")
    if kind in ("place_gate", "rebuild_place_gate"):
        place = where(alhambra, action.x, action.y, lang=lang)
        side = side_word(action.side, lang=lang)
        if kind == "rebuild_place_gate":
            return say(lang, "alhambra-act-rebuild-gate", tile=Tile(action.tile), place=place,
                       side=side)
        if cell_number is not None:
            return say(lang, "alhambra-act-place-gate-numbered", number=cell_number,
                       tile=Tile(action.tile), place=place, side=side)
        return say(lang, "alhambra-act-place-gate", tile=Tile(action.tile), place=place,
                   side=side)
    if kind == "use_wall_card":
        return say(lang, "alhambra-act-wall", walls=walls_words(action.card, lang=lang),
                   tile=Tile(action.tile))
    if kind == "refill_trader":
        return text(lang, "alhambra-act-refill",
                    resident=resident_words(action.building, lang=lang))
    if kind == "swap_trader":
        return text(lang, "alhambra-act-swap", give=resident_words(action.give, lang=lang),
                    take=resident_words(action.take, lang=lang))
    if kind == "move_trader":
        if cell_number is not None:
            return text(lang, "alhambra-act-move-numbered", number=cell_number,
                        place=where(alhambra, action.x, action.y, lang=lang))
        return text(lang, "alhambra-act-move", place=where(alhambra, action.x, action.y,
                                                          lang=lang))
    if kind == "play_thief":
        return text(lang, "alhambra-act-thief", cards=cards_text([action.card], lang=lang))
    if kind == "pass_window":
        return text(lang, "alhambra-act-window-pass")
    if kind == "thieves_always_pass":
        return text(lang, "alhambra-act-thieves-always", on="yes" if action.on else "no")
    return None


def event_line(event, names: Sequence[str], who: str, before, *,
               lang: str = DEFAULT) -> str | None:
    """One sentence of the public log for an event of these modules (None: not one of
    theirs)."""
    kind = event.kind
    seat = getattr(event, "seat", None)
    alhambra = before.players[seat].alhambra if before is not None and seat is not None \
        else ()
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
    if kind == "wall_card_shown":
        return text(lang, "alhambra-log-wall-shown", walls=walls_words(event.card, lang=lang))
    if kind == "walls_built":
        return say(lang, "alhambra-log-walls-built", who=who,
                   walls=walls_words(event.card, lang=lang), tile=Tile(event.tile))
    if kind == "change_given":
        got = "none" if not event.coins else "all" if len(event.coins) == event.owed \
            else "some"
        return text(lang, "alhambra-log-change", who=who, overpaid=event.overpaid,
                    owed=event.owed, got=got,
                    coins=cards_text(event.coins, lang=lang) if event.coins else "")
    if kind == "coins_returned":
        return text(lang, "alhambra-log-coins-returned", who=who,
                    coins=cards_text(event.coins, lang=lang))
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
        place = where(alhambra, event.x, event.y, lang=lang) if alhambra else ""
        return text(lang, "alhambra-log-trader-moved", who=who, place=place,
                    known="yes" if place else "no")
    if kind == "thief_played":
        return text(lang, "alhambra-log-thief", who=who,
                    currency=currency_name(event.currency, lang=lang),
                    cards=cards_text([event.card], lang=lang))
    return None
