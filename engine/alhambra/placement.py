"""The building rules (Alhambra-Bauregeln, rule book p. 5) on a player's grid.

A grid maps ``(x, y)`` to a :class:`Tile`; the fountain is at ``(0, 0)``, x grows east and
y grows south. A tile may go on an empty cell when (RULES.md, Placement):

1. it touches the Alhambra with at least one full side (never corner-only);
2. every side it shares with a built tile has a wall on both tiles or on neither;
3. it can be walked to from the fountain without crossing a wall ("Fußgänger-Regel");
4. it leaves no hole: every empty cell stays connected to the outside.

Orientation needs no check: tiles are never rotated, so a rotated tile cannot be expressed.

Rebuilding (Umbau) reuses these rules: a tile may be taken out when the rest stays walkable
and hole-free, and a reserve tile may replace a built one at exactly its cell.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .components import OPPOSITE, SIDES, STEP, Tile
from .places import where

Coord = tuple[int, int]
Grid = Mapping[Coord, Tile]
ORIGIN: Coord = (0, 0)


def neighbour(cell: Coord, side: str) -> Coord:
    dx, dy = STEP[side]
    return (cell[0] + dx, cell[1] + dy)


def _bounds(cells: Iterable[Coord]) -> tuple[int, int, int, int]:
    xs, ys = zip(*cells, strict=True)
    return min(xs), min(ys), max(xs), max(ys)


def reachable(grid: Grid) -> set[Coord]:
    """Cells that can be walked to from the fountain through wall-free sides."""
    if ORIGIN not in grid:
        return set()
    seen = {ORIGIN}
    todo = [ORIGIN]
    while todo:
        cell = todo.pop()
        tile = grid[cell]
        for side in SIDES:
            if side in tile.walls:
                continue
            nxt = neighbour(cell, side)
            if nxt in seen:
                continue
            other = grid.get(nxt)
            if other is not None and OPPOSITE[side] not in other.walls:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def _escapes(grid: Grid, start: Coord, blocked: Coord | None, box: tuple) -> bool:
    """Whether empty cell ``start`` connects through empty cells to outside ``box``."""
    x0, y0, x1, y1 = box
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        if x <= x0 or y <= y0 or x >= x1 or y >= y1:
            return True
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            nxt = (x + dx, y + dy)
            if nxt not in seen and nxt not in grid and nxt != blocked:
                seen.add(nxt)
                todo.append(nxt)
    return False


def _makes_hole(grid: Grid, cell: Coord) -> bool:
    """Whether building on empty ``cell`` would enclose an empty area."""
    x0, y0, x1, y1 = _bounds(list(grid) + [cell])
    box = (x0, y0, x1, y1)
    for side in SIDES:
        nxt = neighbour(cell, side)
        if nxt not in grid and not _escapes(grid, nxt, cell, box):
            return True
    return False


def _cell_name(cell: Coord) -> str:
    """For internal checks only (:func:`grid_problems`); players read :func:`_place`."""
    return f"({cell[0]}, {cell[1]})"


def _place(grid: Grid, cell: Coord) -> str:
    """A cell in a player's words (see :mod:`.places`)."""
    return where(grid, cell)


_SIDE_NAME = {"N": "north", "E": "east", "S": "south", "W": "west"}


def placement_problem(
    grid: Grid, tile: Tile, cell: Coord, *, walkable: set[Coord] | None = None
) -> str | None:
    """Why ``tile`` may not go on ``cell`` (in a player's words), or None when it may."""
    if cell in grid:
        return f"the place {_place(grid, cell)} is already built"
    touching = [(side, q) for side in SIDES if (q := neighbour(cell, side)) in grid]
    if not touching:
        return (
            f"the {tile.building} {_place(grid, cell)} must touch your Alhambra with a full "
            "side, not only a corner"
        )
    for side, q in touching:
        mine = side in tile.walls
        theirs = OPPOSITE[side] in grid[q].walls
        if mine != theirs:
            has, lacks = (tile.building, grid[q].building) if mine else (
                grid[q].building, tile.building)
            return (
                f"walls must meet walls: {_place(grid, cell)} the {has} has a wall where the "
                f"{lacks} has none ({_SIDE_NAME[side]} side of the new tile)"
            )
    walkable = reachable(grid) if walkable is None else walkable
    if not any(side not in tile.walls and q in walkable for side, q in touching):
        return (
            f"the {tile.building} {_place(grid, cell)} could not be reached on foot from the "
            "fountain without crossing a wall"
        )
    if _makes_hole(grid, cell):
        return f"a {tile.building} {_place(grid, cell)} would leave an enclosed empty hole"
    return None


def frontier(grid: Grid) -> set[Coord]:
    """The empty cells that share a side with a built cell."""
    cells = set()
    for cell in grid:
        for side in SIDES:
            nxt = neighbour(cell, side)
            if nxt not in grid:
                cells.add(nxt)
    return cells


def legal_positions(grid: Grid, tile: Tile) -> set[Coord]:
    """Every cell where ``tile`` may be built into ``grid``."""
    walkable = reachable(grid)
    return {
        cell
        for cell in frontier(grid)
        if placement_problem(grid, tile, cell, walkable=walkable) is None
    }


def removal_problem(grid: Grid, cell: Coord) -> str | None:
    """Why the tile at ``cell`` may not be taken out to the reserve, or None."""
    if cell == ORIGIN:
        return "the fountain is never moved or removed"
    if cell not in grid:
        return f"there is no tile {_place(grid, cell)}"
    rest = {c: t for c, t in grid.items() if c != cell}
    if len(reachable(rest)) != len(rest):
        return (
            f"without the {grid[cell].building} {_place(grid, cell)} some tiles could no "
            "longer be reached on foot from the fountain"
        )
    if not _escapes(rest, cell, None, _bounds(rest)):
        return (
            f"taking out the {grid[cell].building} {_place(grid, cell)} would leave an "
            "enclosed empty hole"
        )
    return None


def exchange_problem(grid: Grid, tile: Tile, cell: Coord) -> str | None:
    """Why ``tile`` may not replace the built tile at ``cell``, or None.

    The new tile takes exactly the freed cell. On a valid grid only the walls can stop it:
    the cell keeps its neighbours, and matching walls give it the same passages the old
    tile had, so walkability and holes are unchanged.
    """
    if cell == ORIGIN:
        return "the fountain is never moved or removed"
    if cell not in grid:
        return f"there is no tile {_place(grid, cell)}"
    for side in SIDES:
        q = neighbour(cell, side)
        if q in grid and q != cell and (side in tile.walls) != (OPPOSITE[side] in grid[q].walls):
            return (
                f"walls must meet walls: the {tile.building} does not fit "
                f"{_place(grid, cell)} ({_SIDE_NAME[side]} side)"
            )
    return None


def grid_problems(grid: Grid) -> list[str]:
    """Every broken building rule of a whole grid (empty list for a valid Alhambra)."""
    problems = []
    if grid.get(ORIGIN) is None or grid[ORIGIN].building != "fountain":
        problems.append("the fountain is not at (0, 0)")
        return problems
    for cell, tile in grid.items():
        for side in ("E", "S"):
            q = neighbour(cell, side)
            if q in grid and (side in tile.walls) != (OPPOSITE[side] in grid[q].walls):
                problems.append(f"wall mismatch between {_cell_name(cell)} and {_cell_name(q)}")
    walkable = reachable(grid)
    for cell in grid:
        if cell not in walkable:
            problems.append(f"{_cell_name(cell)} cannot be reached from the fountain")
    x0, y0, x1, y1 = _bounds(grid)
    for x in range(x0, x1 + 1):
        for y in range(y0, y1 + 1):
            if (x, y) not in grid and not _escapes(grid, (x, y), None, (x0, y0, x1, y1)):
                problems.append(f"{_cell_name((x, y))} is an enclosed hole")
    return problems
