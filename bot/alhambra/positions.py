"""Where a tile lies, said the way a player sees it in the picture ("east of the fountain",
"north of the Tower 9"), and what a tile is called ("Bath house 3"): the buildings' English
names come from the engine's data, the sides from :mod:`engine.alhambra.places`. Players
never read coordinates or ids."""

from __future__ import annotations

from collections.abc import Iterable

from engine.alhambra.components import TILES, read_data
from engine.alhambra.places import SIDES, tile_words
from engine.alhambra.ruleset import rules_of

Built = tuple[int, int, str]
Coord = tuple[int, int]


def _building_names() -> dict[str, str]:
    data = read_data()
    types = list(data["building_types"]) + list(data.get("granada", {}).get("building_types", ()))
    return {t["id"]: t["name_en"] for t in types if t.get("name_en")}


#: Building id -> its English name in the game's data ("bathhouse" -> "Bath house").
BUILDING_NAME = _building_names()


def building_name(building: str) -> str:
    """A building as players call it ("Bath house", "Residential quarter")."""
    return BUILDING_NAME.get(building) or building.replace("_", " ").capitalize()


def tile_name(tile_id: str) -> str:
    """A tile as players call it: its building and price ("Garden 10", "Bath house 3")."""
    tile = TILES[tile_id]
    if tile.start or tile.building not in BUILDING_NAME:
        return tile_words(tile)
    return f"{building_name(tile.building)} {tile.price}"


def where(alhambra: Iterable[Built], x: int, y: int) -> str:
    """``(x, y)`` in words, next to a tile of ``alhambra`` (the cell's own tile ignored):
    by its built neighbour nearest the start tile, and the side of it the cell lies on."""
    grid = {(bx, by): tile for bx, by, tile in alhambra}
    neighbours = [((x - dx, y - dy), side) for (dx, dy), side in SIDES.items()
                  if (x - dx, y - dy) in grid and (x - dx, y - dy) != (x, y)]
    if not neighbours:
        return "away from the other tiles"
    (nx, ny), side = min(neighbours, key=lambda n: (abs(n[0][0]) + abs(n[0][1]),
                                                      list(SIDES.values()).index(n[1])))
    return f"{side} of the {tile_name(grid[(nx, ny)])}"


def tile_at(alhambra: Iterable[Built], x: int, y: int) -> str | None:
    return next((tile for bx, by, tile in alhambra if (bx, by) == (x, y)), None)


def place_cells(state, seat: int, tile: str) -> list[Coord]:
    """Every cell where ``seat`` may build ``tile`` now, in the order the picture numbers
    them 1..n (north to south, west to east): the engine's own rule set decides, so the
    combination's two cities on one plane are numbered as the engine plays them."""
    cells = rules_of(state).legal_positions(state, seat, tile)
    return sorted(cells, key=lambda c: (c[1], c[0]))
