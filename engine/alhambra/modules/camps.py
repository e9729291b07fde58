"""Camps (Feldlager), a module of expansion 2 "Die Tore der Stadt" (shared/EXPANSIONS.md "CA
Camps"; the compendium of expansions, "8. Feldlager"). Module name ``camps``.

A camp is a tile (:data:`~.components.TILES`) of building ``"camp"``: no building type, so it
never counts in a majority, and no colour (CA4), so no resident of the street trader goes on
it. Its ``walls`` are its bastions (the fortified sides with an arrow): one on a cheap camp,
two on adjacent sides on a dear one. Ids and prices (``data/camps.json``, default CA1):
``camp-N`` 3, ``camp-E`` 4, ``camp-S`` 3, ``camp-W`` 4, ``camp-NE`` 6, ``camp-ES`` 7,
``camp-SW`` 6, ``camp-WN`` 7.

- Setup: the camps go into the bag ("Die Feldlager kommen zu den Gebäudekarten in den
  Beutel"; ``Module.bag_tiles``). So they reach the market, the final distribution and, with
  two players, Dirk, who scores only majorities (EXPANSIONS §0.5): a camp of his scores
  nothing.
- A camp is bought like a building (an exact payment gives the extra action; the vizier may
  buy one, compendium §8), may go to the reserve and is never rotated (no tile is).
- Building rules (``CampRules``, mixed into the base game's rule set by
  :func:`~.ruleset.rules_of`; :class:`CampPlane` answers the listings, and
  :class:`CampEdgePlane` where the city gates or the wall cards change edges):

  - every bastion lies against a city wall: the tile beside the bastion is no camp and has
    a wall on the side facing the camp (printed, or on a building yard, or a wooden wall of
    the wall cards: "Ein Feldlager darf an die Mauer einer Bauhütte und auch an eine
    (hölzerne) Mauer gesetzt werden", compendium §8);
  - CA2: a camp touches other tiles only with its bastions; its other sides face empty
    cells or the bastion-free sides of other camps ("Camps touch each other only with sides
    that have no bastion"). So no tile is ever built against a camp's other sides, and a
    building never takes a camp's place (it could not be walked to);
  - the pedestrian rule does not apply to camps (nobody walks into a camp, and a camp
    walked over to no tile; through gates, along wooden walls); the hole rule does: a
    camp counts as occupied;
  - a rebuild that breaks this is illegal (CA2): the tile a bastion lies against is never
    taken out, and only a wall can replace it (walls must meet bastions, as walls meet
    walls).

- Scoring, every round (an extra term ``camps``, EXPANSIONS §0.4 step 2): each bastion
  scores 1 point per tile of the unbroken straight line that starts behind it (the cell it
  faces, across the wall) and runs on in the arrow's direction, away from the camp. Inner
  walls do not stop the line; an empty cell, a camp or a portal (expansion 6) does, and
  counts no more than an empty cell (CA3: "A line stops at an empty cell, a camp or a
  portal"); the fountain and building yards count (CA3, compendium §2 "Bei der Wertung des
  Feldlagers zählen Bauhütten mit"). A tile may count for several lines.
- The longest outer wall: "A wall with a bastion against it still scores as outer wall"
  [SAP]: the wall is measured as if no camp were built (a camp's cell counts as empty; the
  bastions themselves are no city wall).
- End: camps are distributed like other left-over tiles (compendium §8).
- Not with Granada or the combination (X1).

Decisions of this engine, beyond the shared defaults CA1-CA4:

- CA5: *every* bastion of a dear camp must lie against a wall (so a dear camp fits an inner
  corner of the wall), not only one of them.
- CA6: for the rule that walls meet walls, a bastion is a wall side of the camp and its
  other sides have none: a tile built later beside a camp would have to match, but CA2
  forbids it anyway; a reserve tile exchanged for the tile behind a bastion must carry a
  wall there.
- CA7: the outer wall is measured with the camps taken away (above); the camp's own sides
  never count as wall.
- With the city gates and the wall cards: CE1, a camp takes no wooden walls
  (:mod:`.wall_cards`); CE2, no gate on a camp's side (:mod:`.city_gates`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

from engine.errors import Reason

from ..components import OPPOSITE, SIDES, STEP, TILES, Tile, read_data, register_tiles
from ..kit import (
    ORIGIN,
    SIDE_STEPS,
    Coord,
    EdgePlane,
    Edges,
    Grid,
    Plane,
    RuleSet,
    bounds_of,
    building_of,
    edge_exchange_problem,
    edge_placement_problem,
    edge_plane_problems,
    edges_of,
    effective_grid,
    enclosed_holes,
    exchange_problem,
    frees_enclosed_cell,
    frontier,
    longest_outer_wall,
    makes_hole,
    place_words,
    placement_problem,
    plane_cache,
    reachable,
    removal_problem,
    start_tile_id,
    start_words,
    stick_map,
    walk,
    with_walls,
)
from ..state import Built, GameState, grid_of
from . import seam as modules

_DATA = read_data("camps.json")

#: A camp's own building: none of the scored ones.
CAMP = "camp"

#: The 8 camps, in data order; ``walls`` are the bastions.
CAMPS: tuple[Tile, ...] = tuple(
    Tile(id=entry["id"], building=CAMP, price=entry["price"],
         walls=frozenset(entry["bastions"]))
    for entry in _DATA["tiles"]
)
register_tiles(CAMPS)
CAMP_IDS: frozenset[str] = frozenset(t.id for t in CAMPS)

_SIDE_NAME = {"N": "north", "E": "east", "S": "south", "W": "west"}


#: A portal's building (:mod:`.portals`, expansion 6): a camp's line stops there (CA3).
PORTAL = "portal"


def is_camp(tile: Tile) -> bool:
    return tile.building == CAMP


def _ends_a_line(tile: Tile | None) -> bool:
    """CA3: a line stops at an empty cell, a camp or a portal (none of them counts)."""
    return tile is None or tile.building in (CAMP, PORTAL)


# -- the building rules ---------------------------------------------------------------------


def _camp_issue(grid: Grid, tile: Tile, cell: Coord, *, hole: bool = True,
                bounds: tuple | None = None) -> tuple | None:
    """The first rule the camp ``tile`` on empty ``cell`` breaks, as a short code (None:
    none). ``hole``: also the hole rule (not for a camp that takes a built cell's place)."""
    if cell in grid:
        return ("built",)
    x, y = cell
    for side, dx, dy, opposite in SIDE_STEPS:
        q = (x + dx, y + dy)
        other = grid.get(q)
        if side in tile.walls:
            if other is None:
                return ("open", side, q)
            if is_camp(other) or opposite not in other.walls:
                return ("no-wall", side, q)
        elif other is not None and (not is_camp(other) or opposite in other.walls):
            return ("touch", side, q)
    if hole and makes_hole(grid, cell, bounds):
        return ("hole",)
    return None


def _camp_reason(grid: Grid, tile: Tile, cell: Coord, issue: tuple) -> Reason:
    place = place_words(grid, cell)
    match issue:
        case ("built",):
            return Reason(f"the place {place} is already built", "engine-place-built",
                          place=place)
        case ("open", side, _):
            return Reason(
                f"the {_SIDE_NAME[side]} bastion of the camp {place} must lie against a city "
                "wall, but no tile lies there", "engine-camp-bastion-open", tile=tile.id,
                place=place, side=side)
        case ("no-wall", side, q):
            return Reason(
                f"the {_SIDE_NAME[side]} bastion of the camp {place} must lie against a city "
                f"wall, but the {building_of(grid[q])} has no wall there",
                "engine-camp-bastion-no-wall",
                tile=tile.id, place=place, side=side, other_tile=grid[q].id)
        case ("touch", side, q):
            return Reason(
                f"a camp touches other tiles only with a bastion against a wall: {place} its "
                f"{_SIDE_NAME[side]} side would touch the {building_of(grid[q])}",
                "engine-camp-touches",
                tile=tile.id, place=place, side=side, other_tile=grid[q].id)
    return Reason(f"a {building_of(tile)} {place} would leave an enclosed empty hole",
                  "engine-place-hole", tile=tile.id, place=place)


def _camp_beside(grid: Grid, cell: Coord) -> tuple[str, Coord] | None:
    """A camp beside ``cell`` (the side of ``cell`` it lies on, and its cell), or None."""
    x, y = cell
    for side, dx, dy, _ in SIDE_STEPS:
        other = grid.get((x + dx, y + dy))
        if other is not None and is_camp(other):
            return side, (x + dx, y + dy)
    return None


def _blocked_reason(grid: Grid, tile: Tile, cell: Coord, side: str, q: Coord) -> Reason:
    place = place_words(grid, cell)
    return Reason(
        f"nothing is built against a camp's side without a bastion: the {building_of(tile)} "
        f"{place} would touch the camp on its {_SIDE_NAME[side]} side", "engine-camp-blocks",
        tile=tile.id, place=place, side=side, other_tile=grid[q].id)


def _effective(grid: Grid, edges: Edges | None) -> Grid:
    """``grid`` with its wooden walls (the wall cards'), when a module changes edges."""
    return grid if edges is None else effective_grid(grid, edges)


def _walked(grid: Grid, edges: Edges | None) -> set[Coord]:
    """The cells walked to from the fountain (through gates, along wooden walls)."""
    return reachable(grid) if edges is None else walk(effective_grid(grid, edges), edges.gates)


def camp_placement_problem(grid: Grid, tile: Tile, cell: Coord, edges: Edges | None = None,
                           walkable: set[Coord] | None = None) -> Reason | None:
    """Why ``tile`` (a camp or any other tile) may not be built on empty ``cell`` of a grid
    that may hold camps, or None. ``edges``: the seat's gates and wooden walls (a bastion
    may lean on a wooden wall, compendium §8), with ``walkable`` the cells walked to."""
    if is_camp(tile):
        eff = _effective(grid, edges)
        issue = _camp_issue(eff, tile, cell)
        return None if issue is None else _camp_reason(eff, tile, cell, issue)
    if edges is None:
        problem = placement_problem(grid, tile, cell)
    else:
        problem = edge_placement_problem(grid, edges, tile, cell,
                                         _walked(grid, edges) if walkable is None else walkable)
    if problem is not None:
        return problem
    beside = _camp_beside(grid, cell)
    return None if beside is None else _blocked_reason(grid, tile, cell, *beside)


def _held(grid: Grid) -> frozenset[Coord]:
    """The cells of the tiles a bastion lies against."""
    return frozenset((x + STEP[side][0], y + STEP[side][1])
                     for (x, y), tile in grid.items() if is_camp(tile) for side in tile.walls)


def _reaches_all(rest: Grid, edges: Edges | None) -> bool:
    """Whether every tile of ``rest`` but the camps is walked to."""
    walkable = _walked(rest, edges)
    return all(c in walkable or is_camp(t) for c, t in rest.items())


def camp_removal_problem(grid: Grid, cell: Coord, edges: Edges | None = None
                         ) -> Reason | None:
    """Why the tile at ``cell`` may not be taken out to the reserve, or None."""
    if cell == ORIGIN or cell not in grid:
        return removal_problem(grid, cell)
    tile = grid[cell]
    place = place_words(grid, cell)
    if not is_camp(tile):
        x, y = cell
        for _, dx, dy, opposite in SIDE_STEPS:
            other = grid.get((x + dx, y + dy))
            if other is not None and is_camp(other) and opposite in other.walls:
                return Reason(
                    f"the bastion of a camp lies against the {building_of(tile)} {place}: it "
                    "must keep its wall", "engine-camp-remove-wall", tile=tile.id, place=place,
                    other_tile=other.id)
    # a camp is never walked through, so taking one out cuts nobody off
    return removal_problem(grid, cell, reaches_all=lambda rest: is_camp(tile)
                           or _reaches_all(rest, edges))


def camp_exchange_problem(grid: Grid, tile: Tile, cell: Coord, edges: Edges | None = None
                          ) -> Reason | None:
    """Why the reserve tile ``tile`` may not replace the built tile at ``cell``, or None."""
    if cell == ORIGIN or cell not in grid:
        return exchange_problem(grid, tile, cell)
    old = grid[cell]
    if is_camp(tile):
        rest = {c: t for c, t in grid.items() if c != cell}
        eff = _effective(rest, edges)
        issue = _camp_issue(eff, tile, cell, hole=False)
        if issue is not None:
            return _camp_reason(eff, tile, cell, issue)
        if not is_camp(old) and not _reaches_all(rest, edges):
            place = place_words(grid, cell)
            return Reason(
                f"without the {building_of(old)} {place} some tiles could no longer be reached on "
                f"foot from {start_words(grid)}", "engine-remove-cuts", tile=old.id, place=place,
                start_tile=start_tile_id(grid))
        return None
    if is_camp(old):
        place = place_words(grid, cell)
        return Reason(
            f"the {building_of(tile)} {place} could not be reached on foot from "
            f"{start_words(grid)} without crossing a {tile.barrier}", "engine-place-walk",
            tile=tile.id,
            place=place, start_tile=start_tile_id(grid), barrier=tile.barrier)
    if edges is None:
        return exchange_problem(grid, tile, cell)
    return edge_exchange_problem(grid, edges, tile, cell, is_camp)


def camp_grid_problems(grid: Grid, edges: Edges | None = None) -> list[str]:
    """Every broken building rule of a whole grid that may hold camps."""
    if grid.get(ORIGIN) is None or not grid[ORIGIN].start:
        return ["the start tile is not at (0, 0)"]
    if edges is not None:
        problems = edge_plane_problems(grid, edges, is_camp)
    else:
        problems = []
        for (x, y), tile in grid.items():
            for side in ("E", "S"):
                q = (x + STEP[side][0], y + STEP[side][1])
                if q in grid and (side in tile.walls) != (OPPOSITE[side] in grid[q].walls):
                    problems.append(f"wall mismatch between ({x}, {y}) and {q}")
        walkable = reachable(grid)
        problems += [f"({x}, {y}) cannot be reached from the fountain" for (x, y), tile in
                     grid.items() if (x, y) not in walkable and not is_camp(tile)]
        problems += [f"{cell} is an enclosed hole" for cell in enclosed_holes(grid)]
    eff = _effective(grid, edges)
    for cell, tile in grid.items():
        if not is_camp(tile):
            continue
        rest = {c: t for c, t in eff.items() if c != cell}
        issue = _camp_issue(rest, tile, cell, hole=False)
        if issue is not None:
            problems.append(f"the camp at {cell} breaks a camp rule: {issue}")
    return problems


class _CampRules:
    """The camps' building rules over a plane's own (mixed in front of :class:`.planes.Plane`
    or, with gates and wooden walls, :class:`.edges.EdgePlane`)."""

    grid: Grid
    edges: Edges | None = None
    memo: dict

    @property
    def effective(self) -> Grid:
        return self.grid

    def pattern(self, tile: Tile):
        return (CAMP, tile.walls) if is_camp(tile) else super().pattern(tile)

    @property
    def camps(self) -> frozenset[Coord]:
        found = self.memo.get("camps")
        if found is None:
            found = self.memo["camps"] = frozenset(c for c, t in self.grid.items()
                                                   if is_camp(t))
        return found

    def find_position_cells(self):
        """The plane's own candidates, less the cells beside a camp (CA2)."""
        camps = self.camps
        cells = super().find_position_cells()
        if not camps:
            return cells
        return [c for c in cells
                if not any((c[0][0] + dx, c[0][1] + dy) in camps for _, dx, dy, _ in SIDE_STEPS)]

    def positions_of(self, cells, tile: Tile) -> frozenset[Coord]:
        if not is_camp(tile):
            return super().positions_of(cells, tile)
        grid, eff = self.grid, self.effective
        bounds = bounds_of(grid)
        return frozenset(c for c in frontier(grid)
                         if _camp_issue(eff, tile, c, bounds=bounds) is None)

    def find_removals(self) -> frozenset[Coord]:
        grid = self.grid
        walkable, cut = self.walk
        if len(walkable) + len(self.camps) != len(grid):  # a broken grid: rule by rule
            return frozenset(c for c in grid
                             if camp_removal_problem(grid, c, self.edges) is None)
        held = _held(grid)
        return frozenset(c for c in grid if c != ORIGIN and c not in cut and c not in held
                         and not frees_enclosed_cell(grid, c))

    def exchanges_of(self, cells, tile: Tile) -> frozenset[Coord]:
        grid = self.grid
        if not is_camp(tile):
            camps = self.camps
            return frozenset(c for c in super().exchanges_of(cells, tile) if c not in camps)
        _, cut = self.walk
        sticks = stick_map(self.edges) if self.edges else {}
        found = []
        for cell in grid:
            if cell == ORIGIN or cell in cut:
                continue
            # the camp meets only its neighbours' sides facing it: their printed walls and
            # their own sticks (the old tile's sticks go with it)
            x, y = cell
            near = {}
            for _, dx, dy, _ in SIDE_STEPS:
                other = grid.get((x + dx, y + dy))
                if other is not None:
                    near[(x + dx, y + dy)] = with_walls(other, other.walls | sticks[other.id]) \
                        if other.id in sticks else other
            if _camp_issue(near, tile, cell, hole=False) is None:
                found.append(cell)
        return frozenset(found)


class CampPlane(_CampRules, Plane):
    """The building rules with camps (see the module doc) on one plane."""


class CampEdgePlane(_CampRules, EdgePlane):
    """The building rules with camps on a plane with gates and wooden walls: a bastion may
    lean on a wooden wall (compendium §8); CE2: no gate is built on a camp."""

    unwalked = staticmethod(is_camp)

    @property
    def effective(self) -> Grid:
        return EdgePlane.effective.fget(self)

    def gate_positions(self, tile: Tile) -> frozenset[tuple[int, int, str]]:
        return frozenset() if is_camp(tile) else super().gate_positions(tile)


camp_plane = plane_cache(CampPlane)
camp_edge_plane = plane_cache(CampEdgePlane)


class CampRules(RuleSet):
    """The base game's building rules with camps (mixed in by :func:`.ruleset.rules_of`;
    the module plays with the base game only, so these need no ``super()`` for a plane),
    with the gates' and wall cards' edge changes when those modules are played."""

    def placement_problem(self, state: GameState, seat: int, tile: str, cell: Coord
                          ) -> Reason | None:
        edges = edges_of(state, seat)
        walkable = None if edges is None else self.plane(state, seat).walkable
        return camp_placement_problem(state.players[seat].grid, TILES[tile], cell, edges,
                                      walkable)

    def plane(self, state: GameState, seat: int) -> Plane:
        edges = edges_of(state, seat)
        if edges is None:
            return camp_plane(state.players[seat].alhambra)
        return camp_edge_plane(state.players[seat].alhambra, edges)

    def gate_plane(self, state: GameState, seat: int) -> EdgePlane:
        return camp_edge_plane(state.players[seat].alhambra, edges_of(state, seat) or Edges())

    def removal_problem(self, state: GameState, seat: int, cell: Coord) -> Reason | None:
        return camp_removal_problem(state.players[seat].grid, cell, edges_of(state, seat))

    def exchange_problem(self, state: GameState, seat: int, tile: str, cell: Coord
                         ) -> Reason | None:
        return camp_exchange_problem(state.players[seat].grid, TILES[tile], cell,
                                     edges_of(state, seat))

    def plane_problems(self, state: GameState, seat: int) -> list[str]:
        return camp_grid_problems(state.players[seat].grid, edges_of(state, seat))

    def barrier_points(self, state: GameState, seat: int) -> int:
        """CA7: the longest outer wall as if no camp were built (wooden walls count)."""
        edges = edges_of(state, seat)
        if edges is None:
            return outer_wall_with_camps(state.players[seat].alhambra)
        return longest_outer_wall(wall_plane(state.players[seat].grid, stick_map(edges)))


# -- scoring --------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def outer_wall_with_camps(alhambra: tuple[Built, ...]) -> int:
    return longest_outer_wall(wall_plane(grid_of(alhambra)))


def wall_plane(grid: Grid, sticks: Mapping[str, Iterable[str]] | None = None) -> Grid:
    """The plane the longest outer wall is measured on: with the wooden walls ``sticks``
    (tile id -> sides) as walls, and without its camps (CA7). The pictures measure it so
    too, from the public view."""
    if sticks:
        grid = effective_grid(grid, Edges(sticks=frozenset(
            (tile, side) for tile, sides in sticks.items() for side in sides)))
    if not any(is_camp(t) for t in grid.values()):
        return grid
    return {c: t for c, t in grid.items() if not is_camp(t)}


def bastion_lines(grid: Mapping[Coord, Tile]) -> dict[tuple[Coord, str], int]:
    """(camp cell, bastion side) -> the tiles of that bastion's line: from the cell the
    bastion faces on in the arrow's direction, up to the first empty cell, camp or portal
    (CA3)."""
    lines = {}
    for (x, y), tile in grid.items():
        if not is_camp(tile):
            continue
        for side in SIDES:
            if side not in tile.walls:
                continue
            dx, dy = STEP[side]
            count, cx, cy = 0, x + dx, y + dy
            while not _ends_a_line(grid.get((cx, cy))):
                count += 1
                cx, cy = cx + dx, cy + dy
            lines[((x, y), side)] = count
    return lines


@lru_cache(maxsize=256)
def camp_points(alhambra: tuple[Built, ...]) -> int:
    """What the camps of an Alhambra score in a scoring round: 1 per tile of each line."""
    return sum(bastion_lines(grid_of(alhambra)).values())


class Camps(modules.Module):
    name = "camps"
    title = "Camps"
    description = ("Camps from the bag lie outside the city wall: each bastion scores a point "
                   "for every tile in the straight line behind it.")
    rule_sets = ("alhambra",)
    bag_tiles = tuple(t.id for t in CAMPS)
    rules_mixin = CampRules

    def extra_scoring(self, state: GameState, round_number: int) -> dict[str, tuple[int, ...]]:
        return {"camps": tuple(camp_points(p.alhambra) for p in state.players)}


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Camps()
