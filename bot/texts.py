"""Words for the Discord messages: tiles, cards, actions and what happened in a turn."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.components import CARDS, TILES

BUILDING_NAME = {
    "pavilion": "Pavilion",
    "seraglio": "Seraglio",
    "arcades": "Arcades",
    "chambers": "Chambers",
    "garden": "Garden",
    "tower": "Tower",
    "fountain": "Fountain",
}
CURRENCY_NAME = {"denar": "Denar", "dirham": "Dirham", "ducat": "Ducat", "guilder": "Guilder"}
CURRENCY_EMOJI = {"denar": "🟦", "dirham": "🟩", "ducat": "🟧", "guilder": "🟨"}


def tile_name(tile_id: str) -> str:
    tile = TILES[tile_id]
    walls = "".join(s for s in "NESW" if s in tile.walls)
    wall_text = f", walls {walls}" if walls else ", no walls"
    return f"{BUILDING_NAME[tile.building]} {tile.price}{wall_text}"


def card_name(card_id: str) -> str:
    card = CARDS[card_id]
    return f"{card.value} {CURRENCY_NAME[card.currency]}"


def cards_text(cards: Sequence[str]) -> str:
    return " + ".join(card_name(c) for c in cards)


def money_text(hand: Sequence[str]) -> str:
    """A hand by currency: '🟦 Denar 7 (5+2) · 🟩 Dirham 3 (3)'."""
    parts = []
    for currency, name in CURRENCY_NAME.items():
        values = sorted((CARDS[c].value for c in hand if CARDS[c].currency == currency),
                        reverse=True)
        if values:
            parts.append(f"{CURRENCY_EMOJI[currency]} {name} {sum(values)} "
                         f"({'+'.join(map(str, values))})")
    return " · ".join(parts) if parts else "no money"


def cell_text(x: int, y: int) -> str:
    return f"({x}, {y})"


def action_label(action, market: dict[str, str | None] | None = None) -> str:
    """A short label for a button or select option (at most 100 characters)."""
    kind = action.kind
    if kind == "take_money":
        return f"Take {cards_text(action.cards)}"
    if kind == "buy":
        tile = (market or {}).get(action.slot)
        what = tile_name(tile) if tile else f"the {CURRENCY_NAME[action.slot]} tile"
        return f"Buy {what} for {cards_text(action.cards)}"
    if kind == "place":
        return f"Build {tile_name(action.tile)} at {cell_text(action.x, action.y)}"
    if kind == "reserve":
        return f"Reserve {tile_name(action.tile)}"
    if kind == "give_to_dirk":
        return f"Give {tile_name(action.tile)} to Dirk"
    if kind == "rebuild_place":
        return f"Build {tile_name(action.tile)} from reserve at {cell_text(action.x, action.y)}"
    if kind == "rebuild_remove":
        return f"Take the tile at {cell_text(action.x, action.y)} to the reserve"
    if kind == "rebuild_exchange":
        return f"Swap in {tile_name(action.tile)} at {cell_text(action.x, action.y)}"
    if kind == "restart_turn":
        return "Undo: restart my turn"
    if kind == "end_turn":
        return "End my turn"
    return str(action)


def event_line(event, names: Sequence[str]) -> str | None:
    """One line of the public turn log for an engine event (None: not worth a line)."""
    kind = event.kind
    who = names[event.seat] if hasattr(event, "seat") and event.seat is not None else ""
    if kind == "money_taken":
        return f"{who} took {cards_text(event.cards)}."
    if kind == "tile_bought":
        extra = " (exact: another action)" if event.exact else ""
        return (f"{who} bought the {tile_name(event.tile)} for {cards_text(event.cards)}"
                f"{extra}.")
    if kind == "tile_placed":
        return f"{who} built the {tile_name(event.tile)} at {cell_text(event.x, event.y)}."
    if kind == "tile_reserved":
        return f"{who} put the {tile_name(event.tile)} on the reserve."
    if kind == "tile_given_to_dirk":
        return f"{who} gave the {tile_name(event.tile)} to Dirk."
    if kind == "rebuilt":
        if event.into and event.out:
            return (f"{who} rebuilt: {tile_name(event.into)} replaces {tile_name(event.out)} "
                    f"at {cell_text(event.x, event.y)}.")
        if event.into:
            return (f"{who} rebuilt: {tile_name(event.into)} from the reserve to "
                    f"{cell_text(event.x, event.y)}.")
        return f"{who} rebuilt: {tile_name(event.out)} to the reserve."
    if kind == "deck_reshuffled":
        return f"The money deck ran out: {event.cards} discarded cards were shuffled."
    if kind == "scoring_round":
        record = event.record
        lines = [f"**Scoring round {event.round}!**"]
        for seat, name in enumerate(names):
            building_points = sum(record.points[b][seat] for b in record.points)
            gained = building_points + record.walls[seat]
            lines.append(f"{name}: +{gained} ({building_points} buildings, "
                         f"{record.walls[seat]} wall) = {record.totals[seat]}")
        return "\n".join(lines)
    if kind == "dirk_received":
        return f"Dirk received {len(event.tiles)} tiles from the bag."
    if kind == "final_tiles_awarded":
        parts = []
        for currency, tile in event.tiles.items():
            seat = event.awards.get(currency)
            owner = names[seat] if seat is not None else "nobody (tie)"
            parts.append(f"{tile_name(tile)} → {owner}")
        return "The bag is empty! Left-over market tiles: " + "; ".join(parts) + "."
    if kind == "seat_retired":
        return (f"{who} left the game: their Alhambra stays and keeps scoring; they take no "
                "more turns.")
    if kind == "game_ended":
        best = ", ".join(names[s] for s in event.winners)
        return f"**Game over!** Winner: {best}."
    return None
