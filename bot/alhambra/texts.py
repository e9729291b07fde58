"""Words for the Discord messages: tiles, money, actions and what happened in a turn.

Everything here is what a player reads, in the game's words: a tile is its building and price
("Garden 10"), money is its values and currency ("8 + 2 Dirham"), a place in an Alhambra is
said as it looks in the picture ("east of the Tower 7", see :mod:`bot.positions`), and the
turn log reads as sentences in the third person. No coordinates, ids or internal names.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.combination import NAME as COMBINATION
from engine.alhambra.components import CARDS, TILES, other_face
from engine.alhambra.granada import FLIP_COST, MULTIPLIERS

from .positions import building_name, tile_at, tile_name, where

CURRENCY_NAME = {"denar": "Denar", "dirham": "Dirham", "ducat": "Ducat", "guilder": "Guilder"}
CURRENCY_EMOJI = {"denar": "🟦", "dirham": "🟩", "ducat": "🟧", "guilder": "🟨"}
HOW_TO_PLAY = (
    "On your turn do one thing: **take money** (one card, or several worth at most 5 "
    "together), **buy** a tile (pay at least its price in its currency; pay *exactly* and "
    "you may act once more), or **rebuild** your Alhambra. Then build what you bought. "
    "The whole player aid: `/alhambra rules`."
)
HOW_TO_PLAY_GRANADA = (
    f"**Granada**: every tile has two sides. Build a bought tile as it shows for free, or "
    f"**turn it over** first (at least {FLIP_COST} in one currency, no change); the reserve "
    "takes either side for free. Moats are built like walls."
)
HOW_TO_PLAY_COMBINATION = (
    "**Alhambra + Granada**: every market slot holds an Alhambra tile and a Granada tile "
    "(with moats); buy either. Both cities grow on one plane: your first Granada tile "
    "must touch your Alhambra with a moat against a wall, and the two cities touch only "
    f"wall against moat. A Granada tile may be **turned over** (at least {FLIP_COST} in one "
    "currency). Walls beside moats score extra."
)
PLACES = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")

__all__ = ["cards_text", "money_text", "tile_name", "where"]


def _by_currency(cards: Sequence[str]) -> dict[str, list[int]]:
    values: dict[str, list[int]] = {}
    for card in cards:
        values.setdefault(CARDS[card].currency, []).append(CARDS[card].value)
    return {c: sorted(v, reverse=True) for c, v in values.items()}


def cards_text(cards: Sequence[str]) -> str:
    """'8 + 2 Dirham', '2 Denar + 3 Dirham'."""
    groups = _by_currency(cards)
    return " + ".join(f"{' + '.join(map(str, values))} {CURRENCY_NAME[currency]}"
                      for currency, values in groups.items())


def cards_short(cards: Sequence[str]) -> str:
    """For a button: '🟩 8+2', '🟦 2 · 🟩 3'."""
    groups = _by_currency(cards)
    return " · ".join(f"{CURRENCY_EMOJI[currency]} {'+'.join(map(str, values))}"
                      for currency, values in groups.items())


def money_text(hand: Sequence[str]) -> str:
    """A hand by currency: '🟦 Denar 7 (5+2) · 🟩 Dirham 3 (3)'."""
    parts = []
    for currency, values in sorted(_by_currency(hand).items(),
                                   key=lambda item: list(CURRENCY_NAME).index(item[0])):
        parts.append(f"{CURRENCY_EMOJI[currency]} {CURRENCY_NAME[currency]} {sum(values)} "
                     f"({'+'.join(map(str, values))})")
    return " · ".join(parts) if parts else "no money"


def price_text(tile_id: str, currency: str) -> str:
    return f"{TILES[tile_id].price} {CURRENCY_NAME[currency]}"


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


def buy_words(tile_id: str, second: bool = False) -> str:
    """A buy button: "Buy Pavilion 8"; a slot's second tile (the combination's Granada
    tile) says so: "Buy Granada Market 8"."""
    return f"Buy {'Granada ' if second else ''}{tile_name(tile_id)}"


def barrier_word(modules: Sequence[str]) -> str:
    """What the tiles' edges carry: "moat" in Granada, else "wall"."""
    return "moat" if is_granada(modules) else "wall"


def two_sided(tile_id: str | None) -> bool:
    return tile_id is not None and other_face(tile_id) is not None


def side_word(tile_id: str) -> str:
    """Which side of a two-sided tile shows: "even" or "odd" (its price)."""
    return "odd" if TILES[tile_id].price % 2 else "even"


# -- what a choice does (buttons, menus, autocomplete) -----------------------------------

def action_label(action, *, market: dict[str, str | None] | None = None,
                 alhambra: Sequence = (), cell_number: int | None = None,
                 bought: Sequence[str] = (),
                 second_market: dict[str, str | None] | None = None) -> str:
    """A choice, in words (at most 100 characters): what it does and to which tile.

    ``alhambra`` is the acting seat's Alhambra (to say where a tile goes), ``cell_number``
    the number the cell carries in the panel's picture, ``bought`` the seat's waiting tiles
    (to say that a tile is reserved turned over); ``second_market`` the slots' second tiles
    (the combination's Granada tiles)."""
    kind = action.kind
    if kind == "take_money":
        return f"Take {cards_text(action.cards)}"
    if kind == "buy":
        tile = (market or {}).get(action.slot)
        what = f"the {tile_name(tile)}" if tile else f"the {CURRENCY_NAME[action.slot]} tile"
        return f"Buy {what} for {cards_text(action.cards)}"
    if kind == "buy_second":
        tile = (second_market or {}).get(action.slot)
        what = (f"the Granada tile {tile_name(tile)}" if tile
                else f"the {CURRENCY_NAME[action.slot]} Granada tile")
        return f"Buy {what} for {cards_text(action.cards)}"
    if kind == "place":
        place = where(alhambra, action.x, action.y)
        if cell_number is not None:
            return f"{cell_number}: build the {tile_name(action.tile)} {place}"
        return f"Build the {tile_name(action.tile)} {place}"
    if kind == "reserve":
        if action.tile not in bought and other_face(action.tile) in bought:
            return (f"Turn the {tile_name(other_face(action.tile))} over and put it on your "
                    f"reserve as the {tile_name(action.tile)} (free)")
        return f"Put the {tile_name(action.tile)} on your reserve"
    if kind == "flip":
        return (f"Turn the {tile_name(action.tile)} over for {cards_text(action.cards)}: "
                f"the {tile_name(other_face(action.tile))}")
    if kind == "give_to_dirk":
        return f"Give the {tile_name(action.tile)} to Dirk"
    if kind == "rebuild_place":
        return (f"Build the {tile_name(action.tile)} from your reserve "
                f"{where(alhambra, action.x, action.y)}")
    if kind == "rebuild_remove":
        old = tile_at(alhambra, action.x, action.y)
        return (f"Take the {tile_name(old)} {where(alhambra, action.x, action.y)} "
                "to your reserve")
    if kind == "rebuild_exchange":
        old = tile_at(alhambra, action.x, action.y)
        return (f"Swap the {tile_name(action.tile)} from your reserve for the "
                f"{tile_name(old)} {where(alhambra, action.x, action.y)}")
    if kind == "restart_turn":
        return "Undo turn"
    if kind == "end_turn":
        return "End turn"
    return "Another choice"


# -- what happened (the turn log and /alhambra log) ----------------------------------------

def event_line(event, names: Sequence[str], before=None, *,
               modules: Sequence[str] = (), brief: bool = False) -> str | None:
    """One sentence of the public log for an engine event (None: not worth a line).

    ``before`` is the game state just before the event's action (to say where a tile went);
    without it, places are left out. ``modules``: the game's rule modules; ``brief``: a
    scoring round without its line per building (when a post runs out of room)."""
    kind = event.kind
    who = names[event.seat] if getattr(event, "seat", None) is not None else ""
    alhambra = before.players[event.seat].alhambra if before is not None and hasattr(
        event, "seat") else ()
    if kind == "money_taken":
        return f"{who} took {cards_text(event.cards)}."
    if kind == "tile_bought":
        extra = " (exact: another action)" if event.exact else ""
        what = "the Granada tile " if getattr(event, "second", False) else "the "
        return f"{who} bought {what}{tile_name(event.tile)} for {cards_text(event.cards)}{extra}."
    if kind == "tile_placed":
        place = f" {where(alhambra, event.x, event.y)}" if alhambra else ""
        if before is not None and _begins_granada(before, event.seat, event.tile):
            return (f"{who} began their Granada: the {tile_name(event.tile)}{place}, moat "
                    "against wall.")
        return f"{who} built the {tile_name(event.tile)}{place}."
    if kind == "tile_reserved":
        if before is not None and before.flow.phase == "final_placing":
            return (f"{who} declined the {tile_name(event.tile)}: it lies on the reserve, "
                    "where it never scores.")
        if getattr(event, "turned", False):
            return (f"{who} turned the {tile_name(other_face(event.tile))} over and put it on "
                    f"the reserve as the {tile_name(event.tile)} (free).")
        return f"{who} put the {tile_name(event.tile)} on the reserve."
    if kind == "tile_flipped":
        return (f"{who} turned the {tile_name(event.tile)} over: the {tile_name(event.to)} "
                f"(paid {cards_text(event.cards)}).")
    if kind == "market_refilled":
        shown = [t for t in event.tiles.values() if two_sided(t)]
        if not shown:
            return None
        side = side_word(shown[0])
        after = "even" if side == "odd" else "odd"
        which = "Granada" if any(k.endswith("_second") for k in event.tiles) else "market"
        return (f"New {which} tiles lie {side} side up; the marker turns: the next {which} "
                f"tiles show {after} sides.")
    if kind == "tile_given_to_dirk":
        return f"{who} gave the {tile_name(event.tile)} to Dirk."
    if kind == "rebuilt":
        place = f" {where(alhambra, event.x, event.y)}" if alhambra else ""
        if event.into and event.out:
            return (f"{who} rebuilt: the {tile_name(event.into)} from the reserve replaces "
                    f"the {tile_name(event.out)}{place}.")
        if event.into:
            return f"{who} rebuilt: the {tile_name(event.into)} from the reserve{place}."
        return f"{who} rebuilt: the {tile_name(event.out)}{place} went to the reserve."
    if kind == "turn_restarted":
        return None
    if kind == "deck_reshuffled":
        return f"The money deck ran out: {event.cards} discarded cards were shuffled."
    if kind == "scoring_round":
        return scoring_lines(event, names, modules=modules, brief=brief)
    if kind == "dirk_received":
        return f"Dirk received {len(event.tiles)} tiles from the bag."
    if kind == "final_tiles_awarded":
        parts = []
        seconds = getattr(event, "second_tiles", {}) or {}
        for currency in [c for c in CURRENCY_NAME if c in event.tiles or c in seconds]:
            seat = event.awards.get(currency)
            owner = names[seat] if seat is not None else "nobody (a tie)"
            tiles = [t for t in (event.tiles.get(currency), seconds.get(currency)) if t]
            parts.append(" and ".join(f"the {tile_name(t)}" for t in tiles) + f" to {owner}")
        text = ("The bag is empty! The tiles left on the market go to whoever holds the most "
                "money of their currency: " + "; ".join(parts) + ".")
        if seconds or any(two_sided(t) for t in event.tiles.values()):
            text += (" One by one: each is built at once as it lies (it cannot be turned "
                     "over), or declined to the reserve.")
        return text
    if kind == "final_tile_given":
        return (f"{who} receives the {tile_name(event.tile)} (the most "
                f"{CURRENCY_NAME[event.slot]}) and builds it now as it lies, or declines it.")
    if kind == "seat_retired":
        return (f"{who} left the game: their Alhambra stays and keeps scoring; they take no "
                "more turns.")
    if kind == "game_ended":
        best = " and ".join(names[s] for s in event.winners)
        return f"**Game over!** {'Winners' if len(event.winners) > 1 else 'Winner'}: {best}."
    return None


#: The combination's extra scoring terms in words (rule book p. 13).
TERM_WORDS = {"moat": "for the longest moat",
              "wall_and_moat": "for wall beside moat (2 points per side)"}


def scoring_lines(event, names: Sequence[str], *, modules: Sequence[str] = (),
                  brief: bool = False) -> str:
    """A scoring round: in Granada a line per building (who placed, and why; left out when
    ``brief``), then each player's points for buildings and for the wall (or moat). The
    combination: the lines of Granada's buildings (the Alhambra's pay by the base table as
    always), and each player's longest wall, longest moat and wall beside moat."""
    record = event.record
    combined = is_combination(modules) or "moat" in record.extra
    granada = bool(record.visible) or is_granada(modules) or combined
    lines = [f"**Scoring round {event.round}!**"]
    if granada and brief:
        lines.append("Who placed for each building, and why: see the scoring table.")
    elif granada:
        simplified = "granada_simplified" in modules
        whose = "Granada's buildings: places" if combined else "Places"
        if not simplified:
            table = ", ".join(f"×{m}" for m in MULTIPLIERS.get(event.round, ()))
            lines.append(f"{whose} pay {table} the number of such buildings in all cities; "
                         "equal counts: the highest-priced tile ranks higher.")
        if combined:
            lines.append("The Alhambra's buildings pay by the base game's table (equal counts "
                         "share).")
        scored = [b for b in record.points if not combined or b in record.best_prices]
        lines += [line for b in scored
                  if (line := _building_line(record, b, names, event.round, simplified))]
    barrier = "longest wall" if combined else "moat" if granada else "wall"
    for seat, name in enumerate(names):
        buildings = sum(record.points[b][seat] for b in record.points)
        wall = record.walls[seat]
        extras = [(term, values[seat]) for term, values in record.extra.items()
                  if seat < len(values)]
        gained = buildings + wall + sum(v for _, v in extras)
        points = "point" if buildings == 1 else "points"
        parts = [f"{buildings} {points} for buildings", f"{wall} for the {barrier}"]
        parts += [f"{v} {TERM_WORDS.get(term, 'for ' + term.replace('_', ' '))}"
                  for term, v in extras]
        lines.append(f"{name}: +{gained} ({' + '.join(parts)}) = {record.totals[seat]} points")
    return "\n".join(lines)


def _begins_granada(before, seat: int, tile: str) -> bool:
    """Whether building ``tile`` begins the seat's Granada (the combination: its first
    Granada tile, which stands in for Granada's start tile)."""
    if not is_combination(before.options.modules) or TILES[tile].city != "granada":
        return False
    return not any(city == "granada" for city, _, _ in before.players[seat].cities)


def _building_line(record, building: str, names: Sequence[str], round_number: int,
                   simplified: bool) -> str | None:
    """'Arena: Ana first (×3 of 7 built = 21), Ben second (×2 of 7 built = 14)', with the
    price tie-break said when it decided a paid place."""
    counts, points = record.counts[building], record.points[building]
    best = record.best_prices.get(building, (0,) * len(counts))
    visible = record.visible.get(building, 0)
    who = [names[i] if i < len(names) else "Dirk" for i in range(len(counts))]
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
            how = f"×{m} of {visible} built = {points[i]}"
        else:
            how = f"{points[i]} points"
        parts.append(f"{who[i]} {PLACES[min(place, len(PLACES) - 1)]} ({how})")
    name = building_name(building)
    line = f"{name}: " + ", ".join(parts)
    ties = []
    for count in sorted({counts[i] for i in paid}, reverse=True):
        tied = [i for i in ranked if counts[i] == count]
        if len(tied) > 1 and any(points[i] > 0 for i in tied):
            prices = ", ".join(f"{who[i]} {best[i]}" for i in tied)
            ties.append(f"tie at {count}, broken by the highest price: {prices}")
    if ties:
        line += " (" + "; ".join(ties) + ")"
    return line

