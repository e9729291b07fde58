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

Granada's moats follow the same rules as walls (rule book p. 9) and are stored in
``Tile.walls``; only the words differ ("moats must meet moats"), taken from the tile.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import cache

from engine.errors import Reason

from .components import OPPOSITE, SIDES, STEP, Tile, building_words
from .places import tile_words, where

Coord = tuple[int, int]
Grid = Mapping[Coord, Tile]
ORIGIN: Coord = (0, 0)


def neighbour(cell: Coord, side: str) -> Coord:
    dx, dy = STEP[side]
    return (cell[0] + dx, cell[1] + dy)


#: (side, dx, dy, the neighbour's facing side) for each side of a cell.
SIDE_STEPS = tuple((side, *STEP[side], OPPOSITE[side]) for side in SIDES)
#: Each side as a bit, for edge patterns held as numbers in the hot loops.
SIDE_BIT = {"N": 1, "E": 2, "S": 4, "W": 8}
#: (bit of the side, dx, dy, the neighbour's facing side) for each side of a cell.
BIT_STEPS = tuple((SIDE_BIT[side], dx, dy, opposite) for side, dx, dy, opposite in SIDE_STEPS)


@cache
def wall_bits(walls: frozenset[str]) -> int:
    """A tile's barriers as bits (see :data:`SIDE_BIT`)."""
    return sum(SIDE_BIT[side] for side in walls)


def bounds_of(cells: Iterable[Coord]) -> tuple[int, int, int, int]:
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return min(xs), min(ys), max(xs), max(ys)


def reachable(grid: Grid, origin: Coord = ORIGIN, *, city: str | None = None) -> set[Coord]:
    """Cells that can be walked to from ``origin`` (the fountain) through wall-free sides;
    with ``city``, only over that city's tiles (the combination walks each city apart)."""
    if origin not in grid:
        return set()
    seen = {origin}
    todo = [origin]
    while todo:
        x, y = todo.pop()
        walls = grid[(x, y)].walls
        for side, dx, dy, opposite in SIDE_STEPS:
            if side in walls:
                continue
            nxt = (x + dx, y + dy)
            if nxt in seen:
                continue
            other = grid.get(nxt)
            if other is not None and opposite not in other.walls and \
                    (city is None or other.city == city):
                seen.add(nxt)
                todo.append(nxt)
    return seen


def escapes(grid: Grid, start: Coord, blocked: Coord | None, box: tuple) -> bool:
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


#: The eight cells around a cell, clockwise from north: sides at even places, corners at odd.
_RING = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))


def makes_hole(grid: Grid, cell: Coord, bounds: tuple | None = None) -> bool:
    """Whether building on empty ``cell`` would enclose an empty area (``bounds``: the
    grid's own, when the caller knows them).

    Most cells are answered by looking around them: when the empty cells beside the cell
    stay joined through the empty cells at its corners, they still reach the outside the
    way they did before. Only otherwise are they followed outwards."""
    x, y = cell
    n, ne, e, se, s, sw, w, nw = [(x + dx, y + dy) not in grid for dx, dy in _RING]
    # the runs of empty side cells joined through empty corners (0: the ring is all empty)
    runs = (n and not (nw and w)) + (e and not (ne and n)) + (s and not (se and e)) + \
        (w and not (sw and s))
    if runs <= 1:
        return False
    x0, y0, x1, y1 = bounds_of(grid) if bounds is None else bounds
    box = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
    for _, dx, dy, _ in SIDE_STEPS:
        nxt = (x + dx, y + dy)
        if nxt not in grid and not escapes(grid, nxt, cell, box):
            return True
    return False


def cell_name(cell: Coord) -> str:
    """For internal checks only (:func:`grid_problems`); players read :func:`place_words`."""
    return f"({cell[0]}, {cell[1]})"


def place_words(grid: Grid, cell: Coord) -> str:
    """A cell in a player's words (see :mod:`.places`)."""
    return where(grid, cell)


SIDE_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}
_CITY = {"alhambra": "your Alhambra"}


def barrier_reason(tile: Tile, other: Tile, side: str, place: str, barrier: str,
                   words: Callable[[Tile], str] | None = None) -> Reason:
    """Why ``tile`` may not stand beside ``other`` (on its ``side``): one carries a barrier
    where the other has none. ``words``: how a building is said (default :func:`building_of`)."""
    words = words or building_of
    mine = side in tile.walls
    has, lacks = (words(tile), words(other)) if mine else (words(other), words(tile))
    has_tile, lacks_tile = (tile.id, other.id) if mine else (other.id, tile.id)
    return Reason(
        f"{barrier}s must meet {barrier}s: {place} the {has} has a "
        f"{barrier} where the {lacks} has none ({SIDE_NAMES[side]} side of the new tile)",
        "engine-place-barrier", barrier=barrier, place=place, has_tile=has_tile,
        lacks_tile=lacks_tile, side=side)


def building_of(tile: Tile) -> str:
    """The building of ``tile`` inside a sentence: "garden", "residential quarter",
    "fountain", "start tile"."""
    if tile.start and tile.building != "fountain":
        return tile_words(tile)
    return building_words(tile.building).lower()


def start_words(grid: Grid) -> str:
    """The start tile in words: "the fountain", "the start tile"."""
    start = grid.get(ORIGIN)
    return f"the {tile_words(start)}" if start is not None and start.start else "the fountain"


def start_tile_id(grid: Grid) -> str:
    """The start tile's id, for the words of another language (see :func:`start_words`)."""
    start = grid.get(ORIGIN)
    return start.id if start is not None and start.start else "fountain"


def _placement_issue(grid: Grid, tile: Tile, cell: Coord, walkable: set[Coord] | None,
                     bounds: tuple | None = None) -> tuple | None:
    """The first building rule ``tile`` on ``cell`` breaks, as a short code (None: none).
    Kept apart from the words so :func:`legal_positions` never builds a message."""
    if cell in grid:
        return ("built",)
    x, y = cell
    walls = tile.walls
    touching = []
    for side, dx, dy, opposite in SIDE_STEPS:
        q = (x + dx, y + dy)
        other = grid.get(q)
        if other is not None:
            if (side in walls) != (opposite in other.walls):
                return ("barrier", side, q)
            touching.append((side, q))
    if not touching:
        return ("corner",)
    walkable = reachable(grid) if walkable is None else walkable
    if not any(side not in walls and q in walkable for side, q in touching):
        return ("walk",)
    if makes_hole(grid, cell, bounds):
        return ("hole",)
    return None


def placement_problem(
    grid: Grid, tile: Tile, cell: Coord, *, walkable: set[Coord] | None = None
) -> Reason | None:
    """Why ``tile`` may not go on ``cell`` (in a player's words), or None when it may."""
    issue = _placement_issue(grid, tile, cell, walkable)
    if issue is None:
        return None
    barrier = tile.barrier
    place = place_words(grid, cell)
    match issue:
        case ("built",):
            return Reason(f"the place {place} is already built", "engine-place-built",
                          place=place)
        case ("corner",):
            return Reason(
                f"the {building_of(tile)} {place} must touch "
                f"{_CITY.get(tile.city, 'your city')} with a full side, not only a corner",
                "engine-place-corner", tile=tile.id, place=place,
                city="alhambra" if tile.city in _CITY else "other")
        case ("barrier", side, q):
            return barrier_reason(tile, grid[q], side, place, barrier)
        case ("walk",):
            return Reason(
                f"the {building_of(tile)} {place} could not be reached on foot from "
                f"{start_words(grid)} without crossing a {barrier}",
                "engine-place-walk", tile=tile.id, place=place, start_tile=start_tile_id(grid),
                barrier=barrier)
    return Reason(f"a {building_of(tile)} {place} would leave an enclosed empty hole",
                  "engine-place-hole", tile=tile.id, place=place)


def frontier(grid: Grid) -> set[Coord]:
    """The empty cells that share a side with a built cell."""
    cells = set()
    for x, y in grid:
        for _, dx, dy, _ in SIDE_STEPS:
            nxt = (x + dx, y + dy)
            if nxt not in grid:
                cells.add(nxt)
    return cells


def legal_positions(grid: Grid, tile: Tile) -> set[Coord]:
    """Every cell where ``tile`` may be built into ``grid``."""
    walkable = reachable(grid)
    bounds = bounds_of(grid)
    return {
        cell
        for cell in frontier(grid)
        if _placement_issue(grid, tile, cell, walkable, bounds) is None
    }


def removal_problem(grid: Grid, cell: Coord, *,
                    reaches_all: Callable[[Grid], bool] | None = None) -> Reason | None:
    """Why the tile at ``cell`` may not be taken out to the reserve, or None.
    ``reaches_all(rest)``: whether every tile of the plane without it can still be reached
    on foot (by default through the tiles' own walls; a module with other rules of walking,
    gates and wooden walls or camps, gives its own)."""
    if cell == ORIGIN:
        return Reason(f"{start_words(grid)} is never moved or removed", "engine-start-fixed",
                      start_tile=start_tile_id(grid))
    if cell not in grid:
        place = place_words(grid, cell)
        return Reason(f"there is no tile {place}", "engine-no-tile-there", place=place)
    rest = {c: t for c, t in grid.items() if c != cell}
    if not (reaches_all(rest) if reaches_all is not None else
            len(reachable(rest)) == len(rest)):
        place = place_words(grid, cell)
        return Reason(
            f"without the {building_of(grid[cell])} {place} some tiles could no "
            f"longer be reached on foot from {start_words(grid)}",
            "engine-remove-cuts", tile=grid[cell].id, place=place, start_tile=start_tile_id(grid))
    if not escapes(rest, cell, None, bounds_of(rest)):
        place = place_words(grid, cell)
        return Reason(
            f"taking out the {building_of(grid[cell])} {place} would leave an "
            "enclosed empty hole",
            "engine-remove-hole", tile=grid[cell].id, place=place)
    return None


#: A cell and the edge pattern a tile needs there, as bits (:data:`SIDE_BIT`): the sides
#: that touch built tiles and, among them, those that must carry a barrier (a tile fits
#: exactly when ``wall_bits(tile.walls) & sides == barriers``).
Candidate = tuple[Coord, int, int]


def position_candidates(grid: Grid, walkable: set[Coord] | None = None) -> list[Candidate]:
    """What :func:`legal_positions` needs of a grid whatever the tile: the frontier cells
    that leave no hole and open onto a walkable tile through a side without walls on either
    tile, each with the edge pattern a tile needs there; with them, :func:`positions_for`
    answers for any tile without walking the grid again. ``walkable``: the grid's
    :func:`reachable` cells, when the caller has them."""
    walkable = reachable(grid) if walkable is None else walkable
    bounds = bounds_of(grid)
    out = []
    for cell in sorted(frontier(grid)):
        x, y = cell
        sides = barriers = 0
        opening = False
        for bit, dx, dy, opposite in BIT_STEPS:
            q = (x + dx, y + dy)
            other = grid.get(q)
            if other is not None:
                sides |= bit
                if opposite in other.walls:
                    barriers |= bit
                elif q in walkable:
                    opening = True
        if opening and not makes_hole(grid, cell, bounds):
            out.append((cell, sides, barriers))
    return out


def positions_for(candidates: list[Candidate], walls: frozenset[str]) -> set[Coord]:
    """The cells of ``candidates`` where a tile with barriers on ``walls`` may be built
    (the same rules as :func:`placement_problem`)."""
    bits = wall_bits(walls)
    return {cell for cell, sides, barriers in candidates if bits & sides == barriers}


def removable_cells(grid: Grid, walk: tuple[set[Coord], set[Coord]] | None = None
                    ) -> list[Coord]:
    """Every built cell whose tile may be taken out to the reserve (no message built):
    the same answers as :func:`removal_problem`, found with one walk of the grid (a cell
    whose removal would cut tiles off from the fountain is a cut vertex of the walkable
    graph; see :func:`frees_enclosed_cell` for holes). ``walk``: the grid's
    :func:`walk_and_cuts`, when the caller has it."""
    walkable, cut = walk_and_cuts(grid) if walk is None else walk
    if len(walkable) != len(grid):  # a broken grid: ask the rule cell by cell
        return [cell for cell in grid if removal_problem(grid, cell) is None]
    return [cell for cell in grid
            if cell != ORIGIN and cell not in cut and not frees_enclosed_cell(grid, cell)]


def frees_enclosed_cell(grid: Grid, cell: Coord) -> bool:
    """Whether taking the tile at ``cell`` out of a hole-free grid leaves an enclosed hole:
    only when all four neighbours are built (an empty neighbour already reaches the
    outside, and the freed cell reaches it through that neighbour)."""
    x, y = cell
    return (x, y - 1) in grid and (x + 1, y) in grid and (x, y + 1) in grid and \
        (x - 1, y) in grid


def _paths(grid: Grid, cell: Coord, city: str | None = None) -> list[Coord]:
    """The built neighbours one can walk to from ``cell`` (with ``city``: of that city)."""
    x, y = cell
    walls = grid[cell].walls
    out = []
    for side, dx, dy, opposite in SIDE_STEPS:
        q = (x + dx, y + dy)
        other = grid.get(q)
        if other is not None and side not in walls and opposite not in other.walls and \
                (city is None or other.city == city):
            out.append(q)
    return out


def walk_and_cuts(grid: Grid, origin: Coord = ORIGIN, city: str | None = None,
                  paths: Callable[[Coord], list[Coord]] | None = None
                  ) -> tuple[set[Coord], set[Coord]]:
    """The cells walkable from ``origin``, and those among them other than ``origin`` whose
    removal would leave some of them unreachable (the cut vertices of the walkable graph,
    by Tarjan's depth-first search; with ``city``, of that city's tiles only). ``paths``:
    the cells one walks to from a cell, when the printed walls are not all that count (the
    expansions' gates and wooden walls); the way between two cells must be the same both
    ways."""
    if paths is None:
        def paths(cell: Coord) -> list[Coord]:
            return _paths(grid, cell, city)
    order = {origin: 0}
    low = {origin: 0}
    cut: set[Coord] = set()
    stack = [(origin, None, iter(paths(origin)))]
    while stack:
        cell, parent, todo = stack[-1]
        for nxt in todo:
            if nxt == parent:
                continue
            if nxt in order:
                if order[nxt] < low[cell]:
                    low[cell] = order[nxt]
            else:
                order[nxt] = low[nxt] = len(order)
                stack.append((nxt, cell, iter(paths(nxt))))
                break
        else:
            stack.pop()
            if parent is not None:
                if low[cell] < low[parent]:
                    low[parent] = low[cell]
                if parent != origin and low[cell] >= order[parent]:
                    cut.add(parent)
    return set(order), cut


def exchange_candidates(grid: Grid) -> list[Candidate]:
    """Each built cell but the fountain with the edge pattern its neighbours demand (see
    :data:`Candidate`)."""
    out = []
    for cell in grid:
        if cell == ORIGIN:
            continue
        x, y = cell
        sides = barriers = 0
        for bit, dx, dy, opposite in BIT_STEPS:
            other = grid.get((x + dx, y + dy))
            if other is not None:
                sides |= bit
                if opposite in other.walls:
                    barriers |= bit
        out.append((cell, sides, barriers))
    return out


def exchanges_for(candidates: list[Candidate], walls: frozenset[str]) -> list[Coord]:
    """The cells of ``candidates`` a tile with barriers on ``walls`` may be exchanged into."""
    bits = wall_bits(walls)
    return [cell for cell, sides, barriers in candidates if bits & sides == barriers]


def exchange_cells(grid: Grid, tile: Tile) -> list[Coord]:
    """Every built cell whose tile ``tile`` may replace (no message built)."""
    return exchanges_for(exchange_candidates(grid), tile.walls)


def exchange_problem(grid: Grid, tile: Tile, cell: Coord) -> Reason | None:
    """Why ``tile`` may not replace the built tile at ``cell``, or None.

    The new tile takes exactly the freed cell. On a valid grid only the walls can stop it:
    the cell keeps its neighbours, and matching walls give it the same passages the old
    tile had, so walkability and holes are unchanged.
    """
    if cell == ORIGIN:
        return Reason(f"{start_words(grid)} is never moved or removed", "engine-start-fixed",
                      start_tile=start_tile_id(grid))
    if cell not in grid:
        place = place_words(grid, cell)
        return Reason(f"there is no tile {place}", "engine-no-tile-there", place=place)
    for side in SIDES:
        q = neighbour(cell, side)
        if q in grid and q != cell and (side in tile.walls) != (OPPOSITE[side] in grid[q].walls):
            place = place_words(grid, cell)
            return Reason(
                f"{tile.barrier}s must meet {tile.barrier}s: the {building_of(tile)} does not fit "
                f"{place} ({SIDE_NAMES[side]} side)",
                "engine-exchange-barrier", barrier=tile.barrier, tile=tile.id, place=place,
                side=side)
    return None


def grid_problems(grid: Grid) -> list[str]:
    """Every broken building rule of a whole grid (empty list for a valid Alhambra)."""
    problems = []
    if grid.get(ORIGIN) is None or not grid[ORIGIN].start:
        problems.append("the start tile is not at (0, 0)")
        return problems
    for cell, tile in grid.items():
        for side in ("E", "S"):
            q = neighbour(cell, side)
            if q in grid and (side in tile.walls) != (OPPOSITE[side] in grid[q].walls):
                problems.append(f"wall mismatch between {cell_name(cell)} and {cell_name(q)}")
    walkable = reachable(grid)
    for cell in grid:
        if cell not in walkable:
            problems.append(f"{cell_name(cell)} cannot be reached from the fountain")
    problems += [f"{cell_name(cell)} is an enclosed hole" for cell in enclosed_holes(grid)]
    return problems


def enclosed_holes(grid: Grid) -> list[Coord]:
    """The empty cells inside the grid's bounds that cannot reach the outside."""
    box = x0, y0, x1, y1 = bounds_of(grid)
    return [(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)
            if (x, y) not in grid and not escapes(grid, (x, y), None, box)]
