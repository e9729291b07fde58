"""Words for the Discord messages: tiles, money, actions and what happened in a turn.

Everything here is what a player reads, in the game's words: a tile is its building and price
("Garden 10"), money is its values and currency ("8 + 2 Dirham"), a place in an Alhambra is
said as it looks in the picture ("east of the Tower 7", see :mod:`bot.positions`), and the
turn log reads as sentences in the third person. No coordinates, ids or internal names.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.components import CARDS, TILES

from .positions import tile_at, tile_name, where

CURRENCY_NAME = {"denar": "Denar", "dirham": "Dirham", "ducat": "Ducat", "guilder": "Guilder"}
CURRENCY_EMOJI = {"denar": "🟦", "dirham": "🟩", "ducat": "🟧", "guilder": "🟨"}
HOW_TO_PLAY = (
    "On your turn do one thing: **take money** (one card, or several worth at most 5 "
    "together), **buy** a tile (pay at least its price in its currency; pay *exactly* and "
    "you may act once more), or **rebuild** your Alhambra. Then build what you bought. "
    "The whole player aid: `/alhambra rules`."
)

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


# -- what a choice does (buttons, menus, autocomplete) -----------------------------------

def action_label(action, *, market: dict[str, str | None] | None = None,
                 alhambra: Sequence = (), cell_number: int | None = None) -> str:
    """A choice, in words (at most 100 characters): what it does and to which tile.

    ``alhambra`` is the acting seat's Alhambra (to say where a tile goes), ``cell_number``
    the number the cell carries in the panel's picture."""
    kind = action.kind
    if kind == "take_money":
        return f"Take {cards_text(action.cards)}"
    if kind == "buy":
        tile = (market or {}).get(action.slot)
        what = f"the {tile_name(tile)}" if tile else f"the {CURRENCY_NAME[action.slot]} tile"
        return f"Buy {what} for {cards_text(action.cards)}"
    if kind == "place":
        place = where(alhambra, action.x, action.y)
        if cell_number is not None:
            return f"{cell_number}: build the {tile_name(action.tile)} {place}"
        return f"Build the {tile_name(action.tile)} {place}"
    if kind == "reserve":
        return f"Put the {tile_name(action.tile)} on your reserve"
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

def event_line(event, names: Sequence[str], before=None) -> str | None:
    """One sentence of the public log for an engine event (None: not worth a line).

    ``before`` is the game state just before the event's action (to say where a tile went);
    without it, places are left out."""
    kind = event.kind
    who = names[event.seat] if getattr(event, "seat", None) is not None else ""
    alhambra = before.players[event.seat].alhambra if before is not None and hasattr(
        event, "seat") else ()
    if kind == "money_taken":
        return f"{who} took {cards_text(event.cards)}."
    if kind == "tile_bought":
        extra = " (exact: another action)" if event.exact else ""
        return f"{who} bought the {tile_name(event.tile)} for {cards_text(event.cards)}{extra}."
    if kind == "tile_placed":
        place = f" {where(alhambra, event.x, event.y)}" if alhambra else ""
        return f"{who} built the {tile_name(event.tile)}{place}."
    if kind == "tile_reserved":
        return f"{who} put the {tile_name(event.tile)} on the reserve."
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
        return scoring_lines(event, names)
    if kind == "dirk_received":
        return f"Dirk received {len(event.tiles)} tiles from the bag."
    if kind == "final_tiles_awarded":
        parts = []
        for currency, tile in event.tiles.items():
            seat = event.awards.get(currency)
            owner = names[seat] if seat is not None else "nobody (a tie)"
            parts.append(f"the {tile_name(tile)} to {owner}")
        return ("The bag is empty! The tiles left on the market go to whoever holds the most "
                "money of their currency: " + "; ".join(parts) + ".")
    if kind == "seat_retired":
        return (f"{who} left the game: their Alhambra stays and keeps scoring; they take no "
                "more turns.")
    if kind == "game_ended":
        best = " and ".join(names[s] for s in event.winners)
        return f"**Game over!** {'Winners' if len(event.winners) > 1 else 'Winner'}: {best}."
    return None


def scoring_lines(event, names: Sequence[str]) -> str:
    record = event.record
    lines = [f"**Scoring round {event.round}!**"]
    for seat, name in enumerate(names):
        buildings = sum(record.points[b][seat] for b in record.points)
        wall = record.walls[seat]
        lines.append(f"{name}: +{buildings + wall} ({buildings} points for buildings + {wall} "
                     f"for the wall) = {record.totals[seat]} points")
    return "\n".join(lines)

