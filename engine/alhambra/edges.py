"""Per-player edge changes on the plane: wooden walls added to tiles and gates opened in walls.

A tile's printed walls are :attr:`.components.Tile.walls`. Two modules change the edges of
the tiles a player owns (see ``Module.edges``):

- a *stick* (wall cards, expansion 3) adds a wall on one side of one tile. It stays with the
  tile wherever it goes and counts as a printed wall for everything. It lies on the edge:
  when the side faces a built neighbour, the edge is a wall for both tiles (an inner wall),
  so a stick on either tile makes that edge a wall whatever the other tile shows there
  (printed walls of an edge without a stick must still match);
- a *gate* (city gates, expansion 2) stands on a double printed wall between two built
  tiles of the player. The edge stays a wall for matching and scoring (an inner wall) but
  is open for the pedestrian rule (and a building yard counts across it).

:class:`Edges` holds one seat's changes: ``sticks``, (tile id, side) of each stick on a tile
the seat owns; ``gates``, (tile id, side) from both tiles of each gate, so a gate is open
only while both of its tiles stand side by side. :func:`edges_of` gathers them from the
active modules; None when there are none (the base game and every game whose modules change
no edge yet: the core then takes the base game's fast paths, unchanged).

:class:`EdgePlane` is :class:`.planes.Plane` with these changes: what the building rules
allow on such a plane. The ``edge_*`` functions give the same answers with the reasons in a
player's words (:mod:`.placement`'s messages, and this module's for gates and sticks).
Pure: nothing here depends on a game.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from collections.abc import Set as AbstractSet
from functools import lru_cache, partial
from typing import TYPE_CHECKING

from engine.errors import Reason

from .components import OPPOSITE, SIDES, Tile
from .edge_changes import Edges
from .modules import Module, modules_named
from .placement import (
    BIT_STEPS,
    ORIGIN,
    SIDE_BIT,
    SIDE_NAMES,
    SIDE_STEPS,
    Coord,
    Grid,
    barrier_reason,
    bounds_of,
    building_of,
    cell_name,
    enclosed_holes,
    frees_enclosed_cell,
    frontier,
    makes_hole,
    neighbour,
    place_words,
    start_tile_id,
    start_words,
    walk_and_cuts,
    wall_bits,
)
from .placement import (
    removal_problem as base_removal_problem,
)
from .planes import Plane, plane_cache
from .state import Built

if TYPE_CHECKING:
    from .state import GameState


@lru_cache(maxsize=256)
def _edge_modules(names: tuple[str, ...]) -> tuple[Module, ...]:
    return tuple(m for m in modules_named(names) if type(m).edges is not Module.edges)


def edges_of(state: GameState, seat: int) -> Edges | None:
    """``seat``'s edge changes from the active modules; None when there are none."""
    found = _edge_modules(state.options.modules)
    if not found:
        return None
    sticks: set[tuple[str, str]] = set()
    gates: set[tuple[str, str]] = set()
    for module in found:
        edges = module.edges(state, seat)
        if edges is not None:
            sticks |= edges.sticks
            gates |= edges.gates
    if not sticks and not gates:
        return None
    return Edges(frozenset(sticks), frozenset(gates))


@lru_cache(maxsize=64)
def stick_map(edges: Edges) -> dict[str, frozenset[str]]:
    """Tile id -> the sides its sticks are on (shared: not to be changed)."""
    found: dict[str, set[str]] = {}
    for tile, side in edges.sticks:
        found.setdefault(tile, set()).add(side)
    return {tile: frozenset(sides) for tile, sides in found.items()}


_NONE: frozenset[str] = frozenset()


@lru_cache(maxsize=1024)
def with_walls(tile: Tile, walls: frozenset[str]) -> Tile:
    """``tile`` with ``walls`` (its own id: the same tile, its edges changed)."""
    return tile if walls == tile.walls else tile.model_copy(update={"walls": walls})


def effective_grid(grid: Grid, edges: Edges) -> dict[Coord, Tile]:
    """``grid`` with every tile's walls as they stand: printed, its own sticks, and the
    sides facing a neighbour's stick."""
    sticks = stick_map(edges)
    out = {}
    for (x, y), tile in grid.items():
        added = set(sticks.get(tile.id, _NONE))
        for side, dx, dy, opposite in SIDE_STEPS:
            other = grid.get((x + dx, y + dy))
            if other is not None and opposite in sticks.get(other.id, _NONE):
                added.add(side)
        out[(x, y)] = with_walls(tile, tile.walls | added) if added else tile
    return out


def gate_open(grid: Grid, gates: frozenset[tuple[str, str]], cell: Coord, side: str) -> bool:
    """Whether a gate stands on ``side`` of ``cell``'s tile (both tiles of its edge built
    side by side)."""
    if not gates:
        return False
    other = grid.get(neighbour(cell, side))
    return other is not None and (grid[cell].id, side) in gates and \
        (other.id, OPPOSITE[side]) in gates


def passable(eff: Grid, gates: frozenset[tuple[str, str]], cell: Coord, side: str) -> bool:
    """Whether one walks from built ``cell`` to its built neighbour on ``side``: no wall on
    either tile (``eff``: the effective grid), or a gate."""
    other = eff.get(neighbour(cell, side))
    if other is None:
        return False
    if side not in eff[cell].walls and OPPOSITE[side] not in other.walls:
        return True
    return gate_open(eff, gates, cell, side)


_NO_CELLS: frozenset[Coord] = frozenset()


def _side_bits(grid: Grid, sticks: dict, cell: Coord, walkable: AbstractSet[Coord]
               ) -> tuple[int, int, int, int, int]:
    """The sides of ``cell`` as bits (:data:`.placement.SIDE_BIT`): touching tiles, facing
    a printed wall, covered by a neighbour's stick, open towards a ``walkable`` tile, and
    facing a printed wall of a ``walkable`` tile (where a gate may go)."""
    x, y = cell
    sides = barriers = wild = openings = gates = 0
    for bit, dx, dy, opposite in BIT_STEPS:
        q = (x + dx, y + dy)
        other = grid.get(q)
        if other is None:
            continue
        sides |= bit
        if opposite in sticks.get(other.id, _NONE):
            wild |= bit
        elif opposite in other.walls:
            barriers |= bit
            if q in walkable:
                gates |= bit
        elif q in walkable:
            openings |= bit
    return sides, barriers, wild, openings, gates


def _steps(eff: Grid, gates: frozenset[tuple[str, str]], cell: Coord) -> list[Coord]:
    """The built cells one walks to from built ``cell`` (see :func:`passable`)."""
    x, y = cell
    walls = eff[cell].walls
    out = []
    for side, dx, dy, opposite in SIDE_STEPS:
        nxt = (x + dx, y + dy)
        other = eff.get(nxt)
        if other is not None and ((side not in walls and opposite not in other.walls)
                                  or gate_open(eff, gates, cell, side)):
            out.append(nxt)
    return out


def walk(eff: Grid, gates: frozenset[tuple[str, str]], origin: Coord = ORIGIN) -> set[Coord]:
    """The cells walkable from ``origin`` on the effective grid, gates open."""
    if origin not in eff:
        return set()
    seen = {origin}
    todo = [origin]
    while todo:
        for nxt in _steps(eff, gates, todo.pop()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


#: Which tiles nobody walks to (camps): the pedestrian rule leaves them out. None: every
#: tile must be walked to.
Unwalked = Callable[[Tile], bool] | None


def _all_walkable(grid: Grid, edges: Edges, unwalked: Unwalked = None) -> bool:
    """Whether every tile of ``grid`` (but the ``unwalked`` ones) is walked to."""
    walked = walk(effective_grid(grid, edges), edges.gates)
    if unwalked is None:
        return len(walked) == len(grid)
    return all(c in walked or unwalked(t) for c, t in grid.items())


# -- building a tile: the rules and their reasons ------------------------------------------


def placement_issue(grid: Grid, edges: Edges, tile: Tile, cell: Coord,
                    walkable: set[Coord], gate: str | None = None,
                    bounds: tuple | None = None) -> tuple | None:
    """The first building rule ``tile`` on ``cell`` breaks (with ``gate``: a gate played on
    that side of it), as a short code; None: none."""
    if cell in grid:
        return ("built",)
    sticks = stick_map(edges)
    mine = sticks.get(tile.id, _NONE)
    x, y = cell
    touching = []
    for side, dx, dy, opposite in SIDE_STEPS:
        q = (x + dx, y + dy)
        other = grid.get(q)
        if other is None:
            continue
        stick = side in mine or opposite in sticks.get(other.id, _NONE)
        if not stick and (side in tile.walls) != (opposite in other.walls):
            return ("barrier", side, q)
        touching.append((side, q, stick))
    if not touching:
        return ("corner",)
    if gate is not None:
        entry = next((t for t in touching if t[0] == gate), None)
        if entry is None:
            return ("gate-nothing", gate)
        if entry[2]:
            return ("gate-stick", gate)
        if gate not in tile.walls:
            return ("gate-open", gate)
        if entry[1] not in walkable:
            return ("walk",)
    elif not any(not stick and side not in tile.walls and q in walkable
                 for side, q, stick in touching):
        return ("walk",)
    if makes_hole(grid, cell, bounds):
        return ("hole",)
    return None


def placement_problem(grid: Grid, edges: Edges, tile: Tile, cell: Coord,
                      walkable: set[Coord], gate: str | None = None) -> Reason | None:
    """Why ``tile`` may not go on ``cell`` (with ``gate``: through a gate on that side), in
    a player's words; None when it may."""
    issue = placement_issue(grid, edges, tile, cell, walkable, gate)
    if issue is None:
        return None
    place = place_words(grid, cell)
    match issue:
        case ("built",):
            return Reason(f"the place {place} is already built", "engine-place-built",
                          place=place)
        case ("corner",):
            return Reason(f"the {building_of(tile)} {place} must touch your Alhambra with a full "
                          "side, not only a corner", "engine-place-corner", tile=tile.id,
                          place=place, city="alhambra")
        case ("barrier", side, q):
            eff = effective_grid(grid, edges)
            mine = with_walls(tile, tile.walls | stick_map(edges).get(tile.id, _NONE))
            return barrier_reason(mine, eff[q], side, place, tile.barrier)
        case ("gate-nothing", side):
            return Reason(f"a gate opens a wall between two tiles: no tile stands on the "
                          f"{SIDE_NAMES[side]} side of the {building_of(tile)} {place}",
                          "engine-gate-no-neighbour", tile=tile.id, place=place, side=side)
        case ("gate-stick", side):
            return Reason("a gate never opens a wooden wall", "engine-gate-wooden-wall",
                          side=side)
        case ("gate-open", side):
            return Reason(f"a gate goes only on a double wall: the {building_of(tile)} has no "
                          f"wall on its {SIDE_NAMES[side]} side", "engine-gate-no-wall",
                          tile=tile.id, side=side)
        case ("walk",):
            return Reason(
                f"the {building_of(tile)} {place} could not be reached on foot from "
                f"{start_words(grid)} without crossing a {tile.barrier}", "engine-place-walk",
                tile=tile.id,
                place=place, start_tile=start_tile_id(grid), barrier=tile.barrier)
    return Reason(f"a {building_of(tile)} {place} would leave an enclosed empty hole",
                  "engine-place-hole", tile=tile.id, place=place)


def removal_problem(grid: Grid, edges: Edges, cell: Coord, unwalked: Unwalked = None
                    ) -> Reason | None:
    """Why the tile at ``cell`` may not be taken out (its sticks go with it, its gates
    leave the game): the base game's reasons, walked through the plane's edges."""
    return base_removal_problem(grid, cell,
                                reaches_all=lambda rest: _all_walkable(rest, edges, unwalked))


def exchange_issue(grid: Grid, edges: Edges, tile: Tile, cell: Coord,
                   unwalked: Unwalked = None, walked_all: bool = False) -> tuple | None:
    """Whether reserve ``tile`` may replace the built tile at ``cell`` (the old tile's
    sticks go with it, its gates leave the game), as a short code; None: it may.
    ``walked_all``: the caller knows that every tile of ``grid`` is walked to now."""
    if cell == ORIGIN:
        return ("start",)
    if cell not in grid:
        return ("empty",)
    sticks = stick_map(edges)
    mine = sticks.get(tile.id, _NONE)
    for side in SIDES:
        other = grid.get(neighbour(cell, side))
        if other is None or side in mine or OPPOSITE[side] in sticks.get(other.id, _NONE):
            continue
        if (side in tile.walls) != (OPPOSITE[side] in other.walls):
            return ("barrier", side)
    if walked_all and (unwalked is None or not unwalked(grid[cell])) and \
            _walls_no_more(grid, sticks, edges.gates, grid[cell], tile, cell):
        return None  # (nearly always: no walk needed; a tile nobody walked to, a camp, may
        # leave its successor cut off)
    after = dict(grid)
    after[cell] = tile
    if not _all_walkable(after, edges, unwalked):
        return ("walk",)
    return None


def _walls_no_more(grid: Grid, sticks: dict, gates: frozenset[tuple[str, str]], old: Tile,
                   new: Tile, cell: Coord) -> bool:
    """Whether ``new`` on ``cell`` closes no side towards a built neighbour that ``old``
    left open, and ``old`` stood in no gate: then everything walked to before still is,
    and on a plane walked everywhere the exchange needs no walk."""
    if any(tile == old.id for tile, _ in gates):
        return False
    mine, theirs = sticks.get(new.id, _NONE), sticks.get(old.id, _NONE)
    for side in SIDES:
        other = grid.get(neighbour(cell, side))
        if other is None:
            continue
        facing = OPPOSITE[side] in sticks.get(other.id, _NONE)
        closed_after = side in new.walls or side in mine or facing
        closed_before = side in old.walls or side in theirs or facing
        if closed_after and not closed_before:
            return False
    return True


def exchange_problem(grid: Grid, edges: Edges, tile: Tile, cell: Coord,
                     unwalked: Unwalked = None) -> Reason | None:
    """:func:`exchange_issue` in a player's words."""
    issue = exchange_issue(grid, edges, tile, cell, unwalked)
    if issue is None:
        return None
    if issue == ("start",):
        return Reason(f"{start_words(grid)} is never moved or removed", "engine-start-fixed",
                      start_tile=start_tile_id(grid))
    place = place_words(grid, cell)
    if issue == ("empty",):
        return Reason(f"there is no tile {place}", "engine-no-tile-there", place=place)
    if issue == ("walk",):
        return Reason(f"with the {building_of(tile)} {place} some tiles could no longer be "
                      f"reached on foot from {start_words(grid)}", "engine-exchange-cuts",
                      tile=tile.id,
                      place=place, start_tile=start_tile_id(grid))
    side = issue[1]
    return Reason(
        f"{tile.barrier}s must meet {tile.barrier}s: the {building_of(tile)} does not fit {place} "
        f"({SIDE_NAMES[side]} side)", "engine-exchange-barrier", barrier=tile.barrier,
        tile=tile.id, place=place, side=side)


def plane_problems(grid: Grid, edges: Edges, unwalked: Unwalked = None) -> list[str]:
    """Every broken building rule of a whole grid with these edge changes."""
    if grid.get(ORIGIN) is None or not grid[ORIGIN].start:
        return ["the start tile is not at (0, 0)"]
    problems = []
    sticks = stick_map(edges)
    for cell, tile in grid.items():
        for side in ("E", "S"):
            q = neighbour(cell, side)
            other = grid.get(q)
            if other is None or side in sticks.get(tile.id, _NONE) or \
                    OPPOSITE[side] in sticks.get(other.id, _NONE):
                continue
            if (side in tile.walls) != (OPPOSITE[side] in other.walls):
                problems.append(f"wall mismatch between {cell_name(cell)} and {cell_name(q)}")
        for side in sticks.get(tile.id, _NONE):
            if side in tile.walls:
                problems.append(f"a stick over the printed wall {side} of {cell_name(cell)}")
    walkable = walk(effective_grid(grid, edges), edges.gates)
    problems += [f"{cell_name(cell)} cannot be reached from the fountain"
                 for cell, tile in grid.items()
                 if cell not in walkable and not (unwalked and unwalked(tile))]
    problems += [f"{cell_name(cell)} is an enclosed hole" for cell in enclosed_holes(grid)]
    return problems


# -- the plane ----------------------------------------------------------------------------


class EdgePlane(Plane):
    """:class:`.planes.Plane` with one seat's edge changes (``start``: the :class:`Edges`)."""

    #: The tiles nobody walks to (a subclass with camps sets it).
    unwalked: Unwalked = None

    def __init__(self, plane: tuple[Built, ...], start: Hashable = None):
        super().__init__(plane, start)
        self.edges: Edges = start
        self.sticks = stick_map(start)
        self._effective: dict[Coord, Tile] | None = None

    @property
    def effective(self) -> dict[Coord, Tile]:
        """The plane with every tile's walls as they stand (shared: not to be changed)."""
        if self._effective is None:
            self._effective = effective_grid(self.grid, self.edges)
        return self._effective

    def pattern(self, tile: Tile) -> Hashable:
        return tile.walls, self.sticks.get(tile.id, _NONE)

    def find_walkable(self) -> set[Coord]:
        return walk(self.effective, self.edges.gates)

    def find_walk(self) -> tuple[set[Coord], set[Coord]]:
        """The walkable cells and the cut cells, on the effective grid with the gates open.
        (The walls a stick on a cell adds to its neighbours face that cell only: with it
        gone they touch nothing, so the effective grid without a cell walks as the
        effective grid of the plane without it would, and its cut cells are the plane's.)"""
        effective = self.effective
        if ORIGIN not in effective:
            return set(), set()
        return walk_and_cuts(effective, paths=partial(_steps, effective, self.edges.gates))

    def find_removals(self) -> frozenset[Coord]:
        walkable, cut = self.walk
        grid = self.grid
        if len(walkable) != len(grid):  # a broken grid: ask the rule cell by cell
            return frozenset(c for c in grid if removal_problem(grid, self.edges, c) is None)
        return frozenset(c for c in grid if c != ORIGIN and c not in cut
                         and not frees_enclosed_cell(grid, c))

    def find_position_cells(self):
        """Each frontier cell that leaves no hole, with bits (:data:`.placement.SIDE_BIT`):
        the sides touching tiles, the printed walls they face, the sides a neighbour's stick
        covers, the open sides towards walkable tiles, and the double printed walls towards
        walkable tiles (where a gate may go)."""
        grid, walkable, sticks = self.grid, self.walkable, self.sticks
        bounds = bounds_of(grid)
        out = []
        for cell in sorted(frontier(grid)):
            sides, barriers, wild, openings, gates = _side_bits(grid, sticks, cell, walkable)
            if (openings or gates) and not makes_hole(grid, cell, bounds):
                out.append((cell, sides, barriers, wild, openings, gates))
        return out

    def _fits(self, tile: Tile) -> Iterable[tuple]:
        """The position cells whose printed walls ``tile`` matches (sticks aside)."""
        if self._position_cells is None:
            self._position_cells = self.find_position_cells()
        printed = wall_bits(tile.walls)
        free = wall_bits(self.sticks.get(tile.id, _NONE))
        for entry in self._position_cells:
            _, sides, barriers, wild, _, _ = entry
            if not (printed ^ barriers) & sides & ~(wild | free):
                yield entry

    def positions_of(self, cells, tile: Tile) -> frozenset[Coord]:
        closed = wall_bits(tile.walls) | wall_bits(self.sticks.get(tile.id, _NONE))
        return frozenset(entry[0] for entry in self._fits(tile) if entry[4] & ~closed)

    def gate_positions(self, tile: Tile) -> frozenset[tuple[int, int, str]]:
        """Every ``(x, y, side)`` where ``tile`` may be built with a gate on that side."""
        key = ("gates", self.pattern(tile))
        found = self.memo.get(key)
        if found is None:
            printed = wall_bits(tile.walls)
            found = self.memo[key] = frozenset(
                (entry[0][0], entry[0][1], side) for entry in self._fits(tile)
                for side in SIDES if entry[5] & printed & SIDE_BIT[side])
        return found

    def find_exchange_cells(self):
        """Each built cell but the fountain with bits (:data:`.placement.SIDE_BIT`): the
        sides touching tiles, the printed walls they face, the sides a neighbour's stick
        covers, and the sides closed now (by the old tile's walls and sticks or a
        neighbour's stick); and whether the old tile stands in a gate. (What
        :func:`exchange_issue` reads, once per plane instead of once per tile and cell.)"""
        grid, sticks = self.grid, self.sticks
        gated = {tile for tile, _ in self.edges.gates}
        out = []
        for cell, old in grid.items():
            if cell == ORIGIN:
                continue
            sides, barriers, wild, _, _ = _side_bits(grid, sticks, cell, _NO_CELLS)
            closed = (wall_bits(old.walls) | wall_bits(sticks.get(old.id, _NONE)) | wild) & sides
            out.append((cell, sides, barriers, wild, closed, old.id in gated))
        return out

    def exchanges_of(self, cells, tile: Tile) -> frozenset[Coord]:
        """The cells :func:`exchange_issue` allows for ``tile``: the walls by bits, and
        on a plane walked everywhere a tile walked to that the new one replaces closing no
        side it left open, and that stood in no gate, needs no walk
        (:func:`_walls_no_more`); the rest walks."""
        walked = self.walkable
        walked_all = all(c in walked or (self.unwalked is not None and self.unwalked(t))
                         for c, t in self.grid.items())
        printed = wall_bits(tile.walls)
        mine = wall_bits(self.sticks.get(tile.id, _NONE))
        found = []
        for cell, sides, barriers, wild, closed, gated in cells:
            if (printed ^ barriers) & sides & ~(wild | mine):
                continue  # a wall against an open side, or the other way round
            no_walk = walked_all and not gated and cell in walked and \
                not (printed | mine | wild) & sides & ~closed
            if no_walk or exchange_issue(self.grid, self.edges, tile, cell, self.unwalked,
                                         walked_all) is None:
                found.append(cell)
        return frozenset(found)


edge_plane = plane_cache(EdgePlane)
