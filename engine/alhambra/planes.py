"""What the building rules allow on one player's plane, worked out once per plane.

Listing a seat's actions asks, for every reserve tile, where it may be built and which
built tile it may replace, and which tiles may be taken out. The answers depend only on the
plane (and, in the combination, on Granada's start), so a :class:`Plane` keeps them: the
cell patterns are found on the first question, and each tile's answer is kept per edge
pattern (tiles with the same walls have the same places). A plane is looked up first by
the identity of its tuple (a state keeps the same tuple until the plane changes, so the
common case costs no hashing), then by value. Pure: nothing here depends on a game.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache

from .components import Tile
from .placement import (
    Coord,
    Grid,
    exchange_candidates,
    exchanges_for,
    position_candidates,
    positions_for,
    reachable,
    removable_cells,
    walk_and_cuts,
)
from .state import Built, grid_of


class Plane:
    """The base game's building rules (rule book p. 5) on one plane."""

    def __init__(self, plane: tuple[Built, ...], start: Hashable = None):
        self.plane = plane
        self.start = start
        self._positions: dict[Hashable, frozenset[Coord]] = {}
        self._exchanges: dict[Hashable, frozenset[Coord]] = {}
        self._removals: frozenset[Coord] | None = None
        self._position_cells = None
        self._exchange_cells = None
        self._grid: Grid | None = None
        self._walk: tuple[set[Coord], set[Coord]] | None = None
        self._walkable: set[Coord] | None = None
        self._order: dict[Coord, int] | None = None
        self._ordered: dict[frozenset[Coord], tuple[Coord, ...]] = {}
        #: What callers derive from these answers, kept with the plane (e.g. the listed
        #: rebuild actions of a tile).
        self.memo: dict[Hashable, object] = {}

    @property
    def grid(self) -> Grid:
        """The plane as a grid (shared: not to be changed)."""
        if self._grid is None:
            self._grid = grid_of(self.plane)
        return self._grid

    @property
    def walk(self) -> tuple[set[Coord], set[Coord]]:
        """The walkable cells and the cut cells (see :func:`.placement.walk_and_cuts`)."""
        if self._walk is None:
            self._walk = self.find_walk()
        return self._walk

    @property
    def walkable(self) -> set[Coord]:
        """The walkable cells alone: where a tile may go needs only these, and finding them
        is cheaper than :attr:`walk`'s cut cells (which only taking a tile out needs)."""
        if self._walk is not None:
            return self._walk[0]
        if self._walkable is None:
            self._walkable = self.find_walkable()
        return self._walkable

    def built_order(self, cells: frozenset[Coord]) -> tuple[Coord, ...]:
        """Built ``cells`` in the order their tiles were built (answers are listed so)."""
        found = self._ordered.get(cells)
        if found is None:
            if self._order is None:
                self._order = {(x, y): index for index, (x, y, _) in enumerate(self.plane)}
            found = self._ordered[cells] = tuple(sorted(cells, key=self._order.__getitem__))
        return found

    def pattern(self, tile: Tile) -> Hashable:
        """What of a tile the answers depend on: its walls."""
        return tile.walls

    def positions(self, tile: Tile) -> frozenset[Coord]:
        """Every empty cell where ``tile`` may be built."""
        key = self.pattern(tile)
        found = self._positions.get(key)
        if found is None:
            if self._position_cells is None:
                self._position_cells = self.find_position_cells()
            found = self._positions[key] = self.positions_of(self._position_cells, tile)
        return found

    def sorted_positions(self, tile: Tile) -> tuple[Coord, ...]:
        """:meth:`positions`, sorted (west to east, then north to south)."""
        key = ("sorted", self.pattern(tile))
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = tuple(sorted(self.positions(tile)))
        return found

    def removals(self) -> frozenset[Coord]:
        """Every cell whose tile may be taken out to the reserve."""
        if self._removals is None:
            self._removals = self.find_removals()
        return self._removals

    def exchanges(self, tile: Tile) -> frozenset[Coord]:
        """Every built cell whose tile ``tile`` (from the reserve) may replace."""
        key = self.pattern(tile)
        found = self._exchanges.get(key)
        if found is None:
            if self._exchange_cells is None:
                self._exchange_cells = self.find_exchange_cells()
            found = self._exchanges[key] = self.exchanges_of(self._exchange_cells, tile)
        return found

    # -- the rules, for a rule set to replace

    def find_walk(self) -> tuple[set[Coord], set[Coord]]:
        return walk_and_cuts(self.grid)

    def find_walkable(self) -> set[Coord]:
        return reachable(self.grid)

    def find_position_cells(self):
        return position_candidates(self.grid, self.walkable)

    def positions_of(self, cells, tile: Tile) -> frozenset[Coord]:
        return frozenset(positions_for(cells, tile.walls))

    def find_removals(self) -> frozenset[Coord]:
        return frozenset(removable_cells(self.grid, self.walk))

    def find_exchange_cells(self):
        return exchange_candidates(self.grid)

    def exchanges_of(self, cells, tile: Tile) -> frozenset[Coord]:
        return frozenset(exchanges_for(cells, tile.walls))


def plane_cache(kind: Callable[[tuple[Built, ...], Hashable], Plane], size: int = 64
                ) -> Callable[[tuple[Built, ...], Hashable], Plane]:
    """A lookup of :class:`Plane` objects of ``kind`` by plane and start: by identity of
    the plane tuple first, by value after."""
    by_value = lru_cache(maxsize=size)(kind)
    recent: dict[int, tuple[tuple[Built, ...], Plane]] = {}

    def lookup(plane: tuple[Built, ...], start: Hashable = None) -> Plane:
        entry = recent.get(id(plane))
        if entry is not None and entry[0] is plane and entry[1].start == start:
            return entry[1]
        found = by_value(plane, start)
        if len(recent) >= size:
            recent.clear()
        recent[id(plane)] = (plane, found)  # kept alive here, so its id stays its own
        return found

    return lookup


base_plane = plane_cache(Plane)
