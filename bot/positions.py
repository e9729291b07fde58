"""Where a tile lies, said the way a player sees it in the picture: "east of the fountain",
"north of the Tower 9". Players never read coordinates.

A cell is named by its neighbour nearest the fountain (the fountain itself when it touches
it), and by the side of that neighbour it lies on. North is up in every picture.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.alhambra.components import TILES

#: (dx, dy) from the neighbour to the cell -> the side of the neighbour.
SIDES = {(0, -1): "north", (1, 0): "east", (0, 1): "south", (-1, 0): "west"}
BUILDING = {"pavilion": "Pavilion", "seraglio": "Seraglio", "arcades": "Arcades",
            "chambers": "Chambers", "garden": "Garden", "tower": "Tower", "fountain": "Fountain"}

Built = tuple[int, int, str]


def tile_name(tile_id: str) -> str:
    """A tile as players call it: its building and price ("Garden 10")."""
    tile = TILES[tile_id]
    if tile.building == "fountain":
        return "fountain"
    return f"{BUILDING[tile.building]} {tile.price}"


def where(alhambra: Iterable[Built], x: int, y: int) -> str:
    """``(x, y)`` in words, next to a tile of ``alhambra`` (the cell itself is ignored)."""
    grid = {(bx, by): tile for bx, by, tile in alhambra if (bx, by) != (x, y)}
    neighbours = [((x - dx, y - dy), side) for (dx, dy), side in SIDES.items()
                  if (x - dx, y - dy) in grid]
    if not neighbours:
        return "away from the other tiles"
    (nx, ny), side = min(neighbours, key=lambda n: (abs(n[0][0]) + abs(n[0][1]),
                                                      list(SIDES.values()).index(n[1])))
    return f"{side} of the {tile_name(grid[(nx, ny)])}"


def tile_at(alhambra: Iterable[Built], x: int, y: int) -> str | None:
    return next((tile for bx, by, tile in alhambra if (bx, by) == (x, y)), None)
