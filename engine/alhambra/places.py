"""Where a cell of an Alhambra lies, in a player's words: "east of the fountain", "north of
the Tower 9". Refusals and logs never show coordinates.

A cell is named by its built neighbour nearest the fountain (the fountain, or Granada's
start tile, itself when it touches it) and by the side of that neighbour it lies on; north
is up in every picture.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.errors import Reason

from .components import Tile, building_words

Coord = tuple[int, int]

#: (dx, dy) from the neighbour to the cell -> the side of the neighbour it lies on.
SIDES = {(0, -1): "north", (1, 0): "east", (0, 1): "south", (-1, 0): "west"}


def tile_words(tile: Tile) -> str:
    """A tile as players call it: its building and price ("Garden 10", "Residential
    quarter 13"), "fountain", "start tile" (Granada's, which shows the Alhambra), or a
    building yard by its colour's building ("Garden yard")."""
    if tile.counts_as is not None:
        return f"{building_words(tile.counts_as)} yard"
    if tile.building == "fountain":
        return "fountain"
    if tile.start:
        return "start tile"
    return f"{building_words(tile.building)} {tile.price}"


def where(grid: Mapping[Coord, Tile], cell: Coord) -> Reason:
    """``cell`` in words, next to a tile of ``grid`` (the cell's own tile is ignored); as a
    :class:`~engine.errors.Reason` (``alhambra-place``: the side and the tile's id)."""
    x, y = cell
    neighbours = [((x - dx, y - dy), side) for (dx, dy), side in SIDES.items()
                  if (x - dx, y - dy) in grid and (x - dx, y - dy) != cell]
    if not neighbours:
        return Reason("away from the other tiles", "alhambra-place-alone")
    (nx, ny), side = min(neighbours, key=lambda n: (abs(n[0][0]) + abs(n[0][1]),
                                                      list(SIDES.values()).index(n[1])))
    return Reason(f"{side} of the {tile_words(grid[(nx, ny)])}", "alhambra-place", side=side,
                  tile=grid[(nx, ny)].id)
