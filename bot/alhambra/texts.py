"""Words for the Discord messages: tiles, money, actions and what happened in a turn, in the
player's language (the catalogues ``i18n/<lang>/alhambra.ftl`` hold every word).

Everything here is what a player reads, in the game's words: a tile is its building and price
("Garden 10"), money is its values and currency ("8 + 2 Dirham"), a place in an Alhambra is
said as it looks in the picture ("east of the Tower 7", see :mod:`.positions`), and the
turn log reads as sentences in the third person. No coordinates, ids or internal names.
Each function takes ``lang`` (English when not given).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.limits import fit
from engine.alhambra.components import TILES, other_face
from engine.alhambra.modules.alhambra_granada import NAME as COMBINATION
from engine.alhambra.modules.granada import FLIP_COST, MULTIPLIERS
from engine.alhambra.modules.vizier import WINDOW as VIZIER_WINDOW
from i18n import DEFAULT, names_in, text

from . import window_words
from .brevity import STEPS, briefly
from .modules.art_of_the_moors import texts as moors
from .modules.bazaars import texts as bazaars
from .modules.building_sites import texts as building_sites
from .modules.caravanserai import texts as caravanserai
from .modules.change import texts as change
from .modules.characters import texts as characters
from .modules.city_gates import texts as city_gates
from .modules.exchange_certificate import texts as certificates
from .modules.falcons import texts as falcons
from .modules.invaders import texts as invaders
from .modules.magic_buildings import texts as magic_buildings
from .modules.master_builders import texts as master_builders
from .modules.new_scoring_tiles import texts as new_scoring_tiles
from .modules.portals import texts as portals
from .modules.street_trader import texts as residents
from .modules.sultan import texts as sultan
from .modules.thieves import texts as thieves
from .modules.treasure_chamber import texts as chests
from .modules.wall_cards import texts as wall_cards
from .money_words import (
    CURRENCY_EMOJI,
    CURRENCY_MARK,
    CURRENCY_ORDER,
    DIAMOND,
    cards_short,
    cards_text,
    currency_name,
    money_text,
    office_name,
    shaped,
)
from .options import module_name_title
from .positions import Tile, building_name, say, tile_at, tile_name, where

#: Expansion 1's rule modules ("Die Gunst des Wesirs"), in the rule book's order.
EXPANSION1 = ("vizier", "exchange_offices", "bonus_cards", "building_yards")

__all__ = ["CURRENCY_EMOJI", "CURRENCY_MARK", "CURRENCY_ORDER", "DIAMOND", "cards_short",
           "cards_text", "currency_name", "money_text", "office_name", "shaped", "tile_name",
           "where"]


def how_to_play(modules: Sequence[str] = (), *, lang: str = DEFAULT) -> str:
    """The few lines for newcomers; Granada's or the combination's beside the base game's."""
    how = text(lang, "alhambra-how-to-play")
    if is_combination(modules):
        how += "\n" + text(lang, "alhambra-how-to-play-combination", cost=FLIP_COST)
    elif is_granada(modules):
        how += "\n" + text(lang, "alhambra-how-to-play-granada", cost=FLIP_COST)
    for module in EXPANSION1:
        if module in modules:
            how += "\n" + text(lang, "alhambra-how-to-play-expansion1", module=module)
    for line in expansions_2_3_lines(modules, lang=lang):
        how += "\n" + line
    for line in characters.how_to_play_lines(modules, lang=lang):
        how += "\n" + line
    for line in invaders.how_to_play_lines(modules, lang=lang):
        how += "\n" + line
    if "master_builders" in modules:
        how += "\n" + text(lang, "alhambra-how-to-play-master-builders")
    for line in chests.how_to_play_lines(modules, lang=lang):
        how += "\n" + line
    if "bazaars" in modules:  # expansion 4
        how += "\n" + text(lang, "alhambra-how-to-play-bazaars")
    for line in new_scoring_tiles.how_to_play_lines(modules, lang=lang):  # expansion 5
        how += "\n" + line
    if "caravanserai" in modules:  # expansion 5
        how += "\n" + text(lang, "alhambra-how-to-play-caravanserai")
    for line in moors.how_to_play_lines(modules, lang=lang):  # expansion 5
        how += "\n" + line
    if "sultan" in modules:  # expansion 5
        how += "\n" + text(lang, "alhambra-how-to-play-sultan")
    if "medina" in modules:  # promo
        how += "\n" + text(lang, "alhambra-how-to-play-medina")
    if "magic_buildings" in modules:  # promo
        how += "\n" + text(lang, "alhambra-how-to-play-magic-buildings")
    if "exchange_certificate" in modules:  # expansion 6
        how += "\n" + text(lang, "alhambra-how-to-play-certificates")
    for line in building_sites.how_to_play_lines(modules, lang=lang):  # expansion 6
        how += "\n" + line
    if "portals" in modules:  # expansion 6
        how += "\n" + text(lang, "alhambra-how-to-play-portals")
    for line in falcons.how_to_play_lines(modules, lang=lang):  # expansion 6
        how += "\n" + line
    return how


def is_granada(modules: Sequence[str]) -> bool:
    """Whether a game with these rule modules is standalone Granada (Granada's tiles only)."""
    return "granada" in modules


def is_combination(modules: Sequence[str]) -> bool:
    """Whether a game with these rule modules is the Alhambra + Granada combination (two
    cities per player on one plane, two tiles per market slot)."""
    return COMBINATION in modules


def hands_out_one_by_one(modules: Sequence[str]) -> bool:
    """Whether the left-over tiles go out one by one at the end, each built as it lies or
    declined (Granada's end, which the combination keeps)."""
    return is_granada(modules) or is_combination(modules)


def flip_cost(public) -> int:
    """What turning a two-faced tile over costs, from the view's module fields."""
    for fields in public.modules_view.values():
        if "flip_cost" in fields:
            return fields["flip_cost"]
    return FLIP_COST


def buy_words(tile_id: str, second: bool = False, *, lang: str = DEFAULT) -> str:
    """A buy button: "Buy Pavilion 8"; a slot's second tile (the combination's Granada
    tile) says so: "Buy Granada Market 8"."""
    return say(lang, "alhambra-button-buy-second" if second else "alhambra-button-buy",
               tile=Tile(tile_id))


def barrier_word(modules: Sequence[str]) -> str:
    """What the tiles' edges carry: "moat" in Granada, else "wall" (a key of the
    catalogues' selectors)."""
    return "moat" if is_granada(modules) else "wall"


def two_sided(tile_id: str | None) -> bool:
    return tile_id is not None and other_face(tile_id) is not None


def side_word(tile_id: str) -> str:
    """Which side of a two-sided tile shows: "even" or "odd" (its price; a key of the
    catalogues' selectors)."""
    return "odd" if TILES[tile_id].price % 2 else "even"


# -- what a choice does (buttons, menus, autocomplete) -----------------------------------

def action_label(action, *, market: dict[str, str | None] | None = None,
                 alhambra: Sequence = (), cell_number: int | None = None,
                 bought: Sequence[str] = (),
                 second_market: dict[str, str | None] | None = None,
                 lang: str = DEFAULT, most: int | None = None) -> str:
    """A choice, in words: what it does and to which tile, in at most ``most`` characters
    (an autocomplete suggestion holds 100, a button 80): said in full where it fits, else
    one step briefer at a time (:mod:`.brevity`), cut with "…" only after the last step.

    ``alhambra`` is the acting seat's Alhambra (to say where a tile goes), ``cell_number``
    the number the cell carries in the panel's picture, ``bought`` the seat's waiting tiles
    (to say that a tile is reserved turned over); ``second_market`` the slots' second tiles
    (the combination's Granada tiles)."""
    def said() -> str:
        return _action_label(action, market=market, alhambra=alhambra,
                             cell_number=cell_number, bought=bought,
                             second_market=second_market, lang=lang)

    words = said()
    for step in STEPS:
        if most is None or len(words) <= most:
            return words
        with briefly(step):
            words = said()
    return words if most is None else fit(words, most)


def _action_label(action, *, market, alhambra, cell_number, bought, second_market,
                  lang: str) -> str:
    kind = action.kind

    def place() -> str:
        return where(alhambra, action.x, action.y, lang=lang)

    if kind == "take_money":
        return say(lang, "alhambra-act-take", cards=cards_text(action.cards, lang=lang))
    if kind in ("buy", "buy_second"):
        second = kind == "buy_second"
        tile = ((second_market if second else market) or {}).get(action.slot)
        message = "alhambra-act-buy-second" if second else "alhambra-act-buy"
        cards = cards_text(action.cards, lang=lang)
        if tile:
            return say(lang, message, tile=Tile(tile), cards=cards)
        return say(lang, message + "-slot", currency=action.slot, cards=cards)
    if kind == "place":
        if cell_number is not None:
            return say(lang, "alhambra-act-place-numbered", number=cell_number,
                       tile=Tile(action.tile), place=place())
        return say(lang, "alhambra-act-place", tile=Tile(action.tile), place=place())
    if kind == "reserve":
        if action.tile not in bought and other_face(action.tile) in bought:
            return say(lang, "alhambra-act-reserve-turned", tile=Tile(other_face(action.tile)),
                       other=Tile(action.tile))
        return say(lang, "alhambra-act-reserve", tile=Tile(action.tile))
    if kind == "flip":
        return say(lang, "alhambra-act-flip", tile=Tile(action.tile),
                   cards=cards_text(action.cards, lang=lang), other=Tile(other_face(action.tile)))
    if kind == "give_to_dirk":
        return say(lang, "alhambra-act-give", tile=Tile(action.tile))
    if kind == "rebuild_place":
        return say(lang, "alhambra-act-rebuild-place", tile=Tile(action.tile), place=place())
    if kind == "rebuild_remove":
        old = tile_at(alhambra, action.x, action.y)
        return say(lang, "alhambra-act-rebuild-remove", tile=Tile(old), place=place())
    if kind == "rebuild_exchange":
        old = tile_at(alhambra, action.x, action.y)
        return say(lang, "alhambra-act-rebuild-exchange", tile=Tile(action.tile),
                   old=Tile(old), place=place())
    if kind == "turn_vizier_up":
        return text(lang, "alhambra-act-vizier-up")
    if kind == "use_vizier":
        return _vizier_label(action, market, second_market, alhambra, lang)
    if kind == "pass_vizier":
        return text(lang, "alhambra-act-vizier-pass")
    if kind == "vizier_always_pass":
        return text(lang, "alhambra-act-vizier-always", on="yes" if action.on else "no")
    if kind == "reveal_bonus_card":
        return say(lang, "alhambra-act-reveal-bonus", tile=_bonus_tile(action.card))
    if kind == "keep_bonus_cards_hidden":
        return text(lang, "alhambra-act-bonus-keep-hidden", on="yes" if action.on else "no")
    if kind == "take_yard":
        return text(lang, "alhambra-act-take-yard",
                    building=building_name(action.building, lang=lang))
    found = city_gates.action_label(action, alhambra=alhambra, cell_number=cell_number,
                                    lang=lang)
    if found is None:
        found = wall_cards.action_label(action, lang=lang)
    if found is None:
        found = residents.action_label(action, alhambra=alhambra, cell_number=cell_number,
                                       lang=lang)
    if found is None:
        found = thieves.action_label(action, lang=lang)
    if found is None:
        found = window_words.action_label(action, lang=lang)
    if found is None:
        found = bazaars.action_label(action, lang=lang)
    if found is None:
        found = building_sites.action_label(action, market=market, lang=lang)
    if found is None:
        found = moors.action_label(action, lang=lang)
    if found is None:
        found = characters.action_label(action, market=market, lang=lang)
    if found is None:
        found = master_builders.action_label(action, lang=lang)
    if found is None:
        found = chests.action_label(action, lang=lang)
    if found is None:
        found = caravanserai.action_label(action, lang=lang)
    if found is None:  # expansion 5 (a magic building claimed turned: its position)
        found = sultan.action_label(action, alhambra=alhambra, lang=lang)
        if found is not None:
            found += magic_buildings.position_words(action, lang=lang)
    if found is None:  # promo
        found = magic_buildings.action_label(action, lang=lang)
    if found is None:  # expansion 6
        found = certificates.action_label(action, lang=lang)
    if found is None:  # expansion 6
        found = portals.action_label(action, lang=lang)
    if found is None:  # expansion 6
        found = falcons.action_label(action, alhambra=alhambra, lang=lang)
    if found is not None:
        return found
    if kind == "restart_turn":
        return text(lang, "alhambra-act-undo")
    if kind == "end_turn":
        return text(lang, "alhambra-act-end")
    return text(lang, "alhambra-act-other")


def _vizier_label(action, market, second_market, alhambra, lang: str) -> str:
    """"Vizier: buy the Garden 10 for 5 Denar and build it east of the Tower 7", or put it
    on the reserve."""
    tile = action.bazaar or ((second_market if action.second else market) or {}).get(
        action.slot)  # (a waiting bazaar, expansion 4)
    cards = cards_text(action.cards, lang=lang)
    second = "yes" if action.second else "no"
    if not tile:
        return say(lang, "alhambra-act-vizier-slot", currency=action.slot, cards=cards,
                   second=second)
    position = magic_buildings.position_words(action, lang=lang)  # a magic building's turn
    if action.reserve:
        return say(lang, "alhambra-act-vizier-reserve", tile=Tile(tile), cards=cards,
                   second=second, position=position)
    return say(lang, "alhambra-act-vizier", tile=Tile(tile), cards=cards, second=second,
               place=where(alhambra, action.x, action.y, lang=lang), position=position)


def _bonus_tile(card: str) -> Tile | str:
    """The tile a bonus card shows: ``bonus-garden-10`` stands for the wall-less
    ``garden-10-none`` (its name, should the tile be unknown)."""
    building, _, price = card.removeprefix("bonus-").rpartition("-")
    tile = f"{building}-{price}-none"
    return Tile(tile) if tile in TILES else card


def _vizier_purchase(before) -> bool:
    """Whether an action taken in ``before`` happened in the vizier window (a tile bought
    then is a vizier's purchase, out of turn)."""
    return before is not None and VIZIER_WINDOW in before.modules_state


# -- what happened (the turn log and /alhambra log) ----------------------------------------

#: The events of dealing with a bought tile: taken while an exact payment's extra action
#: is still open, they give it up (the engine's ``_declined_extra_action``).
PLACING_EVENTS = ("tile_placed", "tile_reserved", "tile_flipped", "tile_given_to_dirk")


def gives_up_extra_action(event, before) -> bool:
    """Whether ``event`` (with the state ``before`` its action) dealt with a bought tile
    while the extra action of an exact payment was still open: that action is lost."""
    return (event.kind in PLACING_EVENTS and before is not None
            and before.flow.phase == "action" and before.flow.extra_action
            and getattr(event, "seat", None) == before.flow.active_seat)


def unused_extra_actions(happened: Sequence[tuple[object, object]]) -> set[int]:
    """The positions in ``happened`` ((event, state before its action) pairs, in order) of
    the exact purchases whose extra action went unused: given up by placing a tile, or
    impossible from the start. Their log line says "exact", not "another action"."""
    unused: set[int] = set()
    open_at: int | None = None
    for n, (event, before) in enumerate(happened):
        if (event.kind == "tile_bought" and event.exact
                or event.kind == "bazaar_bought" and not event.vizier
                or event.kind in ("site_bought", "site_completed") and event.exact) \
                and not _vizier_purchase(before):
            open_at = n
            after = next((b for _, b in happened[n + 1:] if b is not before), None)
            if after is not None and after.flow.phase != "action":
                unused.add(n)  # no action at all was possible: the turn went on placing
        elif open_at is not None and gives_up_extra_action(event, before):
            unused.add(open_at)
            open_at = None
    return unused


def event_line(event, names: Sequence[str], before=None, *,
               modules: Sequence[str] = (), brief: bool = False, extra_unused: bool = False,
               lang: str = DEFAULT) -> str | None:
    """One sentence of the public log for an engine event (None: not worth a line).

    ``before`` is the game state just before the event's action (to say where a tile went);
    without it, places are left out. ``modules``: the game's rule modules; ``brief``: a
    scoring round without its line per building (when a post runs out of room);
    ``extra_unused``: an exact purchase whose extra action went unused (see
    :func:`unused_extra_actions`)."""
    line = _event_line(event, names, before, modules=modules, brief=brief,
                       extra_unused=extra_unused, lang=lang)
    if line is not None and gives_up_extra_action(event, before):
        line += " " + text(lang, "phone-log-extra-action-lost")
    return line


def _event_line(event, names: Sequence[str], before, *, modules: Sequence[str], brief: bool,
                extra_unused: bool, lang: str) -> str | None:
    kind = event.kind
    who = names[event.seat] if getattr(event, "seat", None) is not None else ""
    alhambra = before.players[event.seat].alhambra if before is not None and hasattr(
        event, "seat") else ()

    def place(x: int, y: int) -> str:
        """" east of the Tower 7" (a leading blank), or "" without the state before."""
        return " " + where(alhambra, x, y, lang=lang) if alhambra else ""

    if kind == "money_taken":
        return say(lang, "alhambra-log-money", who=who, cards=cards_text(event.cards, lang=lang))
    if kind == "tile_bought" and _vizier_purchase(before):
        return say(lang, "alhambra-log-vizier-bought", who=who, tile=Tile(event.tile),
                   cards=cards_text(event.cards, lang=lang),
                   second="yes" if getattr(event, "second", False) else "no")
    if kind == "tile_bought":
        second = getattr(event, "second", False)
        return say(lang, "alhambra-log-bought-second" if second else "alhambra-log-bought",
                   who=who, tile=Tile(event.tile), cards=cards_text(event.cards, lang=lang),
                   exact="unused" if event.exact and extra_unused
                   else "yes" if event.exact else "no")
    if kind == "tile_placed":
        if before is not None and _begins_granada(before, event.seat, event.tile):
            return say(lang, "alhambra-log-began-granada", who=who, tile=Tile(event.tile),
                       place=place(event.x, event.y))
        return say(lang, "alhambra-log-built", who=who, tile=Tile(event.tile),
                   place=place(event.x, event.y))
    if kind == "tile_reserved":
        if before is not None and before.flow.phase == "final_placing":
            return say(lang, "alhambra-log-declined", who=who, tile=Tile(event.tile))
        if getattr(event, "turned", False):
            return say(lang, "alhambra-log-reserved-turned", who=who,
                       tile=Tile(other_face(event.tile)), other=Tile(event.tile))
        return say(lang, "alhambra-log-reserved", who=who, tile=Tile(event.tile))
    if kind == "tile_flipped":
        return say(lang, "alhambra-log-flipped", who=who, tile=Tile(event.tile),
                   other=Tile(event.to), cards=cards_text(event.cards, lang=lang))
    if kind == "market_refilled":
        shown = [t for t in event.tiles.values() if two_sided(t)]
        if not shown:
            return None
        side = side_word(shown[0])
        which = "granada" if any(k.endswith("_second") for k in event.tiles) else "market"
        return text(lang, "alhambra-log-marker", which=which, side=side,
                    after="even" if side == "odd" else "odd")
    if kind == "tile_given_to_dirk":
        return say(lang, "alhambra-log-given-dirk", who=who, tile=Tile(event.tile))
    if kind == "rebuilt":
        where_ = place(event.x, event.y)
        if event.into and event.out:
            return say(lang, "alhambra-log-rebuilt-exchange", who=who, tile=Tile(event.into),
                       old=Tile(event.out), place=where_)
        if event.into:
            return say(lang, "alhambra-log-rebuilt-in", who=who, tile=Tile(event.into),
                       place=where_)
        return say(lang, "alhambra-log-rebuilt-out", who=who, tile=Tile(event.out),
                   place=where_)
    if kind == "turn_restarted":
        return None
    if kind == "deck_reshuffled":
        return text(lang, "alhambra-log-reshuffled", count=event.cards)
    if kind == "scoring_round":
        return scoring_lines(event, names, modules=modules, brief=brief, lang=lang)
    if kind == "dirk_received":
        return text(lang, "alhambra-log-dirk-received", count=len(event.tiles))
    if kind == "final_tiles_awarded":
        return _awarded(event, names, lang)
    if kind == "final_tile_given":
        return say(lang, "alhambra-log-final-given", who=who, tile=Tile(event.tile),
                   currency=event.slot)
    if kind == "seat_retired":
        return text(lang, "alhambra-log-retired", who=who)
    if kind in ("window_answered", "vizier_waiting"):  # a pass and a waiting act alike (WS1)
        return text(lang, "alhambra-log-window-answered", who=who)
    if kind.startswith(("vizier_", "bonus_card_", "yard_")):
        if "thieves" in modules and event.kind in window_words.WINDOW_EVENTS:
            return window_words.window_line(event, names, who, modules, lang=lang)
        return _expansion1_line(event, names, who, lang)
    found = city_gates.event_line(event, names, who, lang=lang)
    if found is None:
        found = wall_cards.event_line(event, names, who, lang=lang)
    if found is None:
        found = change.event_line(event, names, who, lang=lang)
    if found is None:
        found = residents.event_line(event, names, who, before, lang=lang)
    if found is None:
        found = thieves.event_line(event, names, who, lang=lang)
    if found is None:
        found = bazaars.event_line(event, names, who, extra_unused=extra_unused, lang=lang)
    if found is None:
        found = building_sites.event_line(event, names, who, extra_unused=extra_unused,
                                          lang=lang)
    if found is None:
        found = moors.event_line(event, names, who, lang=lang)
    if found is None:
        found = characters.event_line(event, names, who, lang=lang)
    if found is None:
        found = invaders.event_line(event, names, who, lang=lang)
    if found is None:
        found = master_builders.event_line(event, names, who, lang=lang)
    if found is None:
        found = chests.event_line(event, names, who, lang=lang)
    if found is None:
        found = caravanserai.event_line(event, names, who, lang=lang)
    if found is None:  # expansion 5
        found = sultan.event_line(event, names, who, lang=lang)
    if found is None:  # expansion 6
        found = certificates.event_line(event, names, who, lang=lang)
    if found is None:  # expansion 6
        found = portals.event_line(event, names, who, lang=lang)
    if found is None:  # expansion 6
        found = falcons.event_line(event, names, who, lang=lang)
    if found is not None:
        return found
    if kind == "game_ended":
        return text(lang, "alhambra-log-game-over", count=len(event.winners),
                    winners=names_in(lang, [names[s] for s in event.winners]))
    return None


def _expansion1_line(event, names: Sequence[str], who: str, lang: str) -> str | None:
    """The vizier's window, bonus cards and building yards (expansion 1)."""
    kind = event.kind
    if kind == "vizier_turned_up":
        return text(lang, "alhambra-log-vizier-up", who=who)
    if kind == "vizier_window_opened":
        return text(lang, "alhambra-log-vizier-window", count=len(event.seats),
                    names=names_in(lang, [names[s] for s in event.seats]))
    if kind == "vizier_passed":
        return text(lang, "alhambra-log-vizier-passed", who=who)
    if kind == "vizier_used":
        return text(lang, "alhambra-log-vizier-used", who=who)
    if kind == "vizier_window_closed":
        return text(lang, "alhambra-log-vizier-closed")
    if kind == "bonus_card_revealed":
        return say(lang, "alhambra-log-bonus-revealed", who=who, tile=_bonus_tile(event.card),
                   automatic="yes" if event.automatic else "no")
    if kind == "bonus_card_returned":
        return say(lang, "alhambra-log-bonus-returned", who=who, tile=_bonus_tile(event.card))
    if kind == "yard_taken":
        return text(lang, "alhambra-log-yard-taken", who=who,
                    building=building_name(event.building, lang=lang))
    return None


def _awarded(event, names: Sequence[str], lang: str) -> str:
    """The end: which left-over tile goes to whom (the most money of its currency)."""
    parts = []
    seconds = getattr(event, "second_tiles", {}) or {}
    for currency in [c for c in CURRENCY_ORDER if c in event.tiles or c in seconds]:
        seat = event.awards.get(currency)
        owner = names[seat] if seat is not None else text(lang, "alhambra-nobody-tie")
        tiles = [t for t in (event.tiles.get(currency), seconds.get(currency)) if t]
        if len(tiles) == 2:
            parts.append(say(lang, "alhambra-log-award-two", tile=Tile(tiles[0]),
                             second=Tile(tiles[1]), owner=owner))
        else:
            parts.append(say(lang, "alhambra-log-award", tile=Tile(tiles[0]), owner=owner))
    line = text(lang, "alhambra-log-awarded", parts="; ".join(parts))
    if seconds or any(two_sided(t) for t in event.tiles.values()):
        line += " " + text(lang, "alhambra-log-awarded-one-by-one")
    return line


def scoring_lines(event, names: Sequence[str], *, modules: Sequence[str] = (),
                  brief: bool = False, lang: str = DEFAULT) -> str:
    """A scoring round: in Granada a line per building (who placed, and why; left out when
    ``brief``), then each player's points for buildings and for the wall (or moat). The
    combination: the lines of Granada's buildings (the Alhambra's pay by the base table as
    always), and each player's longest wall, longest moat and wall beside moat."""
    record = event.record
    combined = is_combination(modules) or "moat" in record.extra
    granada = bool(record.visible) or is_granada(modules) or combined
    lines = [text(lang, "alhambra-score-heading", round=event.round)]
    lines += new_scoring_tiles.scoring_tile_lines(record, lang=lang)
    said: set[tuple[str, int]] = set()  # (building, participant) whose additions are said
    if granada and brief:
        lines.append(text(lang, "alhambra-score-see-table"))
    elif granada:
        simplified = "granada_simplified" in modules
        if not simplified:
            table = ", ".join(f"×{m}" for m in MULTIPLIERS.get(event.round, ()))
            lines.append(text(lang, "alhambra-score-multipliers", table=table,
                              whose="combined" if combined else "granada"))
        if combined:
            lines.append(text(lang, "alhambra-score-base-table"))
        scored = [b for b in record.points if not combined or b in record.best_prices]
        lines += [line for b in scored
                  if (line := _building_line(record, b, names, event.round, simplified, lang,
                                             said))]
    lines += _added_lines(record, names, said, lang)
    lines += characters.hakim_lines(record, names, lang=lang)
    barrier = "longest-wall" if combined else "moat" if granada else "wall"
    for seat, name in enumerate(names):
        buildings = sum(record.points[b][seat] for b in record.points)
        wall = record.walls[seat]
        extras = [(term, values[seat]) for term, values in record.extra.items()
                  if seat < len(values)]
        gained = buildings + wall + sum(v for _, v in extras)
        said_parts = text(lang, "alhambra-score-buildings", points=buildings) + " + " + \
            text(lang, "alhambra-score-barrier", points=wall, barrier=barrier)
        for term, v in extras:  # a penalty (the invaders) is taken away: "− 7 lost to ..."
            said_parts += (" − " if v < 0 else " + ") + text(
                lang, "alhambra-score-term", points=abs(v), term=term,
                words=term.replace("_", " "))
        lines.append(text(lang, "alhambra-score-line", name=name, gained=f"{gained:+d}",
                          parts=said_parts, total=record.totals[seat]))
    return "\n".join(lines)


def _begins_granada(before, seat: int, tile: str) -> bool:
    """Whether building ``tile`` begins the seat's Granada (the combination: its first
    Granada tile, which stands in for Granada's start tile)."""
    if not is_combination(before.options.modules) or TILES[tile].city != "granada":
        return False
    return not any(city == "granada" for city, _, _ in before.players[seat].cities)


def _added_words(record, building: str, participant: int, lang: str) -> str:
    """What expansion 1's modules added to a participant's count of ``building``: '1 from
    bonus cards, 2 from building yards' ('' when nothing)."""
    parts = []
    for module, by_building in record.added.items():
        added = by_building.get(building, ())
        if participant < len(added) and added[participant]:
            parts.append(text(lang, "alhambra-score-added-from", count=added[participant],
                              module=module, words=module_name_title(module, lang)))
    return ", ".join(parts)


def _added_lines(record, names: Sequence[str], said: set[tuple[str, int]],
                 lang: str) -> list[str]:
    """'Counted for Ana: Garden 3 (1 from bonus cards)', for each participant whose counts
    a module added to (bonus cards, building yards) where no building line said it."""
    lines = []
    participants = max((len(c) for c in record.counts.values()), default=0)
    for i in range(participants):
        parts = []
        for building, counts in record.counts.items():
            words = _added_words(record, building, i, lang) if (building, i) not in said else ""
            if words:
                parts.append(text(lang, "alhambra-score-added-building", count=counts[i],
                                  building=building_name(building, lang=lang), added=words))
        if parts:
            name = names[i] if i < len(names) else text(lang, "alhambra-dirk")
            lines.append(text(lang, "alhambra-score-added", name=name, parts=", ".join(parts)))
    return lines


def _building_line(record, building: str, names: Sequence[str], round_number: int,
                   simplified: bool, lang: str = DEFAULT,
                   said: set[tuple[str, int]] | None = None) -> str | None:
    """'Arena: Ana first (×3 of 7 built = 21), Ben second (×2 of 7 built = 14)', with the
    price tie-break said when it decided a paid place, and what bonus cards or building
    yards added to a paid count (noted in ``said``)."""
    counts, points = record.counts[building], record.points[building]
    best = record.best_prices.get(building, (0,) * len(counts))
    visible = record.visible.get(building, 0)
    who = [names[i] if i < len(names) else text(lang, "alhambra-dirk")
           for i in range(len(counts))]
    ranked = sorted((i for i in range(len(counts)) if counts[i] > 0),
                    key=lambda i: (-counts[i], -best[i]))
    paid = [i for i in ranked if points[i] > 0]
    if not paid:
        return None
    multipliers = MULTIPLIERS.get(round_number, ())
    parts = []
    for place, i in enumerate(ranked):
        if points[i] <= 0:
            continue
        m = multipliers[place] if place < len(multipliers) else 0
        if not simplified and visible and m * visible == points[i]:
            how = text(lang, "alhambra-score-how-multiplied", times=m, built=visible,
                       points=points[i])
        else:
            how = text(lang, "alhambra-score-how-points", points=points[i])
        added = _added_words(record, building, i, lang)
        if added:
            how = text(lang, "alhambra-score-how-added", how=how, added=added)
            if said is not None:
                said.add((building, i))
        parts.append(text(lang, "alhambra-score-rank", who=who[i], rank=min(place + 1, 7),
                          how=how))
    line = text(lang, "alhambra-score-building", name=building_name(building, lang=lang),
                parts=", ".join(parts))
    ties = []
    for count in sorted({counts[i] for i in paid}, reverse=True):
        tied = [i for i in ranked if counts[i] == count]
        if len(tied) > 1 and any(points[i] > 0 for i in tied):
            prices = ", ".join(f"{who[i]} {best[i]}" for i in tied)
            ties.append(text(lang, "alhambra-score-tie", count=count, prices=prices))
    if ties:
        line += " (" + "; ".join(ties) + ")"
    return line


#: The modules of expansions 2 and 3 whose newcomers' line is one shared message, in the
#: order the player aid tells them.
EXPANSIONS2_3 = ("city_gates", "diamonds", "camps", "thieves", "wall_cards", "street_trader",
                 "change")
#: The residents' colours by the building of that colour.
COLOUR_EMOJI = {"pavilion": "🟦", "seraglio": "🟥", "arcades": "🟫", "chambers": "⬜",
                "garden": "🟩", "tower": "🟪"}


def expansions_2_3_lines(modules: Sequence[str], *, lang: str = DEFAULT) -> list[str]:
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
                                   residents=names_in(lang, [residents.resident_words(b, lang=lang)
                                                             for b in trader])))
    return " · ".join(parts)
