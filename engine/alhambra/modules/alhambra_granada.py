"""The combination "Der Palast von Alhambra + Granada" (family box rule book p. 12-13).

Module name ``alhambra_granada``; ``granada_simplified`` may be added (the combination keeps
Granada's rules, p. 12: "Die Regeln dieser Kombination ... bleiben zu den Regeln zu
„Granada“ unverändert", and the simplified scoring is one of them; it then pays Granada's
buildings fixed points, the Alhambra's by the base table as always). Page 12 holds the
material, setup and the actions; page 13 the building rules with the example of the marked
place, the scoring and the end.

How it sits on the seam (:mod:`.ruleset`):

- Tiles: the bag holds both sets, shuffled together (54 one-faced Alhambra tiles, 54
  two-faced Granada tiles); every player starts with the fountain only (p. 12).
- Market (p. 12): ``GameState.market`` holds an Alhambra tile per slot,
  ``GameState.second_market`` a Granada tile (faces by Granada's black marker; the first
  market shows even sides, each with at least one moat: a tile without one goes back into
  the bag at a random place and another is drawn). A refill takes the next tile of the
  needed kind from the bag. Buying the Granada tile of a slot is its own action
  (:class:`~.actions.BuySecond`), paid like any buy, so a turn may hold up to 9 actions.
- The plane: both cities lie on ``PlayerState.alhambra``; ``Tile.city`` tells them apart
  and ``PlayerState.cities`` holds ``("granada", x, y)``, the first Granada tile built,
  which stands in for Granada's start tile (p. 13) and, like a start tile, is never moved.
  Building rules (p. 13): within a city the usual rules (moats like walls); an Alhambra
  and a Granada tile may touch only wall against moat; every tile must be walkable from
  its own city's start (the fountain, or the first Granada tile), which also means it
  touches its own city with a full side; the first Granada tile must touch the Alhambra
  (wall against moat); no enclosed empty area on the plane.
- Scoring (p. 13): Alhambra buildings by the base table, Granada buildings by Granada's
  multipliers (or the simplified table) with the price tie-break; the longest Alhambra
  wall (``ScoringRecord.walls``) and the longest Granada moat (extra term ``moat``), each
  measured with the other city's tiles as empty ground, so walls and moats running
  together count for both; and 2 points per side of the longest stretch where walls and
  moats run together (extra term ``wall_and_moat``).
- Money deck (p. 12-13): only scoring card A is shuffled in, into the 3rd stack; B waits
  out of the game until the deck runs out for the first time, then the shuffled discard
  pile is split into five stacks and B is shuffled into the 2nd.
- End (p. 13): the game ends when a slot can hold neither kind of tile after the refill;
  the left-over tiles are handed out one by one as in Granada, and the most money in a
  currency wins both tiles of that slot.

Decisions where the book is silent (listed so they can be checked against the print):

- C1: the two tile sets are drawn from one bag, shuffled together; a refill takes the next
  tile of each needed kind. Dirk (two players) draws the next tiles whatever their kind
  (his first six and later ones as in Granada: even sides first, then by the marker).
- C2: the black marker moves after a refill that laid out at least one Granada tile (p.
  12: "Wurde ein Granadaplättchen gekauft, wird der schwarze Markierungsstein wie gewohnt
  ... versetzt"); a refill of Alhambra tiles alone leaves it.
- C3: at the end, the left-over tiles go out in slot order, the Alhambra tile of a slot
  before its Granada tile; the receiver of both is decided once per slot (the same money).
- C4: an enclosed empty area is a hole whichever city's tiles enclose it.
- C5: an exchange (Umbau) may put a tile of the other city on a cell when the whole plane
  keeps every building rule afterwards; the first Granada tile is never exchanged or
  removed (it stands in for a start tile, which is never moved), and a Granada tile
  exchanged in before Granada began becomes its start.
- C6: the wall-and-moat stretch is measured like the longest wall: the longest trail of
  tile sides (no side twice) where an Alhambra wall and a Granada moat touch; each side is
  one "Abschnitt" and scores 2.
- C7: Dirk's tiles count in the majorities of their own city's buildings; he scores no
  walls, moats or stretches.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from functools import lru_cache

from engine.errors import Reason

from ..actions import BuySecond, Place, RebuildExchange, RebuildPlace
from ..components import BASE_TILES, CURRENCIES, OPPOSITE, STEP, TILES, Tile, physical
from ..events import FinalTileGiven, FinalTilesAwarded, MarketRefilled, TurnEnded
from ..kit import (
    BASE_RULES,
    BIT_STEPS,
    ORIGIN,
    SIDE_STEPS,
    Coord,
    Grid,
    Later,
    Majorities,
    Plane,
    barrier_reason,
    begin_turn,
    bounds_of,
    buy_group,
    enclosed_holes,
    escapes,
    final_scoring,
    frees_enclosed_cell,
    handle_buy_second,
    handle_place,
    handle_rebuild_exchange,
    handle_rebuild_place,
    left_over_awards,
    longest_outer_wall,
    longest_trail_sides,
    makes_hole,
    plane_cache,
    reachable,
    side_edge,
    split_stacks,
    tile_words,
    walk_and_cuts,
    wall_bits,
    where,
    with_player,
)
from ..state import GameState
from . import seam as modules
from .granada import (
    EVEN,
    GRANADA_RULES,
    MARKER,
    ODD,
    TILE_IDS,
    Granada,
    GranadaRules,
    face,
    marker,
)

NAME = "alhambra_granada"
ALHAMBRA, GRANADA = "alhambra", "granada"
#: Points per side of the longest stretch of wall beside moat (p. 13).
STRETCH_POINTS = 2
_ALHAMBRA_IDS = frozenset(t.id for t in BASE_TILES)
_GRANADA_IDS = frozenset(TILE_IDS)
_CITY_WORDS = {ALHAMBRA: "your Alhambra", GRANADA: "your Granada"}
_SIDE_NAME = {"N": "north", "E": "east", "S": "south", "W": "west"}


def granada_start(cities: Sequence[tuple[str, int, int]]) -> Coord | None:
    """Granada's start cell from ``PlayerState.cities`` (None: not begun yet)."""
    for city, x, y in cities:
        if city == GRANADA:
            return (x, y)
    return None


def _b(tile: Tile) -> str:
    return tile_words(tile) if tile.start else tile.building.replace("_", " ")


def _walkable(grid: Grid, start: Coord | None) -> set[Coord]:
    """Cells walkable from their own city's start: from the fountain through Alhambra
    tiles, from Granada's first tile through Granada tiles; never across the cities."""
    seen: set[Coord] = set()
    for origin in (ORIGIN, start):
        if origin is not None and origin in grid:
            seen |= reachable(grid, origin, city=grid[origin].city)
    return seen


def _issue(grid: Grid, tile: Tile, cell: Coord, start: Coord | None,
           walkable: set[Coord] | None = None) -> tuple | None:
    """The first building rule ``tile`` on ``cell`` breaks (p. 13), as a short code."""
    if cell in grid:
        return ("built",)
    x, y = cell
    walls = tile.walls
    own = False
    opening = False
    walkable = _walkable(grid, start) if walkable is None else walkable
    for side, dx, dy, opposite in SIDE_STEPS:
        q = (x + dx, y + dy)
        other = grid.get(q)
        if other is None:
            continue
        mine, theirs = side in walls, opposite in other.walls
        if other.city == tile.city:
            if mine != theirs:
                return ("barrier", side, q)
            own = True
            opening = opening or (not mine and q in walkable)
        elif not (mine and theirs):
            return ("cross", side, q)
    first_granada = tile.city == GRANADA and start is None
    if first_granada:
        if not any((x + dx, y + dy) in grid for _, dx, dy, _ in SIDE_STEPS):
            return ("corner",)
    elif not own:
        return ("own",)
    elif not opening:
        return ("walk",)
    if makes_hole(grid, cell):
        return ("hole",)
    return None


def _start_words(grid: Grid, city: str, start: Coord | None) -> str:
    if city == GRANADA and start is not None and start in grid:
        return f"the {tile_words(grid[start])}, where your Granada began"
    return "the fountain"


def _start_tile(grid: Grid, city: str, start: Coord | None) -> str:
    """The id of the tile :func:`_start_words` names, for the words of another language."""
    if city == GRANADA and start is not None and start in grid:
        return grid[start].id
    return "fountain"


def placement_problem(grid: Grid, tile: Tile, cell: Coord, start: Coord | None
                      ) -> Reason | None:
    """Why ``tile`` may not go on ``cell`` of a combined plane, in a player's words."""
    issue = _issue(grid, tile, cell, start)
    if issue is None:
        return None
    place = where(grid, cell)
    barrier = tile.barrier
    match issue:
        case ("built",):
            return Reason(f"the place {place} is already built", "engine-place-built",
                          place=place)
        case ("barrier", side, q):
            return barrier_reason(tile, grid[q], side, place, barrier, _b)
        case ("cross", side, q):
            return Reason(
                f"an Alhambra tile and a Granada tile may touch only wall against moat: "
                f"{place} the {_b(tile)} would meet the {_b(grid[q])} "
                f"({_SIDE_NAME[side]} side of the new tile) without a "
                f"{'wall' if tile.city == ALHAMBRA else 'moat'} and a "
                f"{grid[q].barrier} on both sides",
                "engine-combi-cross", place=place, tile=tile.id, other_tile=grid[q].id,
                side=side, city=tile.city)
        case ("corner",):
            return Reason(
                f"the first tile of your Granada {place} must touch your Alhambra with a "
                "full side, moat against wall", "engine-combi-first-granada", place=place)
        case ("own",):
            return Reason(
                f"the {_b(tile)} {place} must touch {_CITY_WORDS[tile.city]} with a full "
                "side", "engine-combi-own", tile=tile.id, place=place, city=tile.city)
        case ("walk",):
            return Reason(
                f"the {_b(tile)} {place} could not be reached on foot from "
                f"{_start_words(grid, tile.city, start)} without crossing a {barrier}",
                "engine-combi-walk", tile=tile.id, place=place,
                start_tile=_start_tile(grid, tile.city, start),
                city=tile.city if tile.city == GRANADA and start is not None and start in grid
                else ALHAMBRA, barrier=barrier)
    return Reason(f"a {_b(tile)} {place} would leave an enclosed empty hole",
                  "engine-place-hole", tile=tile.id, place=place)


def _fountain_fixed() -> Reason:
    return Reason("the fountain is never moved or removed", "engine-start-fixed",
                  start_tile="fountain")


def _granada_start_fixed(tile: Tile) -> Reason:
    return Reason(f"the {tile_words(tile)}, where your Granada began, stands in for its "
                  "start tile and is never moved or removed", "engine-combi-start-fixed",
                  tile=tile.id)


def _no_tile(grid: Grid, cell: Coord) -> Reason:
    place = where(grid, cell)
    return Reason(f"there is no tile {place}", "engine-no-tile-there", place=place)


def removal_problem(grid: Grid, cell: Coord, start: Coord | None) -> Reason | None:
    if cell == ORIGIN:
        return _fountain_fixed()
    if cell not in grid:
        return _no_tile(grid, cell)
    if cell == start:
        return _granada_start_fixed(grid[cell])
    rest = {c: t for c, t in grid.items() if c != cell}
    if len(_walkable(rest, start)) != len(rest):
        place = where(grid, cell)
        return Reason(f"without the {_b(grid[cell])} {place} some tiles could no longer "
                      "be reached on foot from the start of their city",
                      "engine-combi-remove-cuts", tile=grid[cell].id, place=place)
    if not escapes(rest, cell, None, bounds_of(rest)):
        place = where(grid, cell)
        return Reason(f"taking out the {_b(grid[cell])} {place} would leave an "
                      "enclosed empty hole", "engine-remove-hole", tile=grid[cell].id,
                      place=place)
    return None


def _exchange_issue(grid: Grid, tile: Tile, cell: Coord, start: Coord | None) -> tuple | None:
    if cell == ORIGIN:
        return ("origin",)
    if cell not in grid:
        return ("empty",)
    if cell == start:
        return ("start",)
    x, y = cell
    for side, dx, dy, opposite in SIDE_STEPS:
        other = grid.get((x + dx, y + dy))
        if other is None:
            continue
        mine, theirs = side in tile.walls, opposite in other.walls
        if (mine != theirs) if other.city == tile.city else not (mine and theirs):
            return ("barrier", side)
    if grid[cell].city != tile.city:  # C5: both cities must stay walkable
        after = dict(grid)
        after[cell] = tile
        new_start = cell if tile.city == GRANADA and start is None else start
        if len(_walkable(after, new_start)) != len(after):
            return ("walk",)
    return None


def exchange_problem(grid: Grid, tile: Tile, cell: Coord, start: Coord | None
                     ) -> Reason | None:
    issue = _exchange_issue(grid, tile, cell, start)
    if issue is None:
        return None
    match issue:
        case ("origin",):
            return _fountain_fixed()
        case ("empty",):
            return _no_tile(grid, cell)
        case ("start",):
            return _granada_start_fixed(grid[cell])
        case ("barrier", side):
            place = where(grid, cell)
            return Reason(
                f"the {_b(tile)} does not fit {place} ({_SIDE_NAME[side]} "
                "side): walls meet walls and moats meet moats within a city, and an "
                "Alhambra tile meets a Granada tile only wall against moat",
                "engine-combi-exchange-barrier", tile=tile.id, place=place, side=side)
    place = where(grid, cell)
    return Reason(f"with the {_b(tile)} {place} some tiles could no longer be reached "
                  "on foot from the start of their city", "engine-combi-exchange-cuts",
                  tile=tile.id, place=place)


def plane_problems(grid: Grid, start: Coord | None) -> list[str]:
    """Every broken building rule of a combined plane (internal words: coordinates)."""
    found = []
    if grid.get(ORIGIN) is None or grid[ORIGIN].id != "fountain":
        return ["the fountain is not at (0, 0)"]
    granada = [c for c, t in grid.items() if t.city == GRANADA]
    if start is None and granada:
        found.append("Granada tiles stand on the plane but Granada's start is not recorded")
    if start is not None and (start not in grid or grid[start].city != GRANADA):
        found.append(f"Granada's start {start} holds no Granada tile")
    for cell, tile in grid.items():
        for side in ("E", "S"):
            q = (cell[0] + STEP[side][0], cell[1] + STEP[side][1])
            other = grid.get(q)
            if other is None:
                continue
            mine, theirs = side in tile.walls, OPPOSITE[side] in other.walls
            if other.city == tile.city and mine != theirs:
                found.append(f"barrier mismatch between {cell} and {q}")
            elif other.city != tile.city and not (mine and theirs):
                found.append(f"{cell} and {q} of different cities touch without wall and moat")
    walkable = _walkable(grid, start)
    found += [f"{cell} cannot be reached from its city's start" for cell in grid
              if cell not in walkable]
    found += [f"{cell} is an enclosed hole" for cell in enclosed_holes(grid)]
    return found


# -- fast listing (the same rules, answered per edge pattern) ---------------------------------


def _position_cells(grid: Grid, start: Coord | None, walkable: set[Coord]
                    ) -> dict[str, tuple]:
    """Per city, each empty cell where some tile of that city may go, with the edge pattern
    it needs there: (cell, the sides touching built tiles, those that must carry a barrier,
    as bits); a tile fits exactly when ``wall_bits(walls) & sides == barriers`` (the rules
    of :func:`_issue`:
    within a city barriers meet barriers, across the cities both sides carry one, so the
    pattern is the same for both cities; a city may be shut out by a neighbour of the other
    city without a barrier, and needs an opening onto its own walkable tiles).
    ``walkable``: the cells :func:`_walkable` finds."""
    bounds = bounds_of(grid)
    cells = {(x + dx, y + dy) for x, y in grid for dx, dy in _STEPS} - grid.keys()
    first_granada = start is None
    alhambra, granada = [], []
    for cell in cells:
        x, y = cell
        sides = barriers = 0
        # whether a tile of the city may touch every neighbour, and opens onto its city
        alhambra_fits = granada_fits = True
        alhambra_opens, granada_opens = False, first_granada
        for bit, dx, dy, opposite in BIT_STEPS:
            q = (x + dx, y + dy)
            other = grid.get(q)
            if other is None:
                continue
            sides |= bit
            if opposite in other.walls:
                barriers |= bit
            elif other.city == ALHAMBRA:
                granada_fits = False
                alhambra_opens = alhambra_opens or q in walkable
            else:
                alhambra_fits = False
                granada_opens = granada_opens or q in walkable
        for_alhambra = alhambra_fits and alhambra_opens
        for_granada = granada_fits and granada_opens
        if not (for_alhambra or for_granada) or makes_hole(grid, cell, bounds):
            continue
        entry = (cell, sides, barriers)
        if for_alhambra:
            alhambra.append(entry)
        if for_granada:
            granada.append(entry)
    return {ALHAMBRA: tuple(alhambra), GRANADA: tuple(granada)}


#: The four steps to a cell's neighbours.
_STEPS = tuple((dx, dy) for _, dx, dy, _ in SIDE_STEPS)


def _walk(grid: Grid, start: Coord | None) -> tuple[set[Coord], set[Coord]]:
    """The cells walkable from their own city's start and the cut cells of each city's walk
    (a tile whose removal would cut tiles of its city off from the city's start)."""
    walkable, cut = walk_and_cuts(grid, ORIGIN, grid[ORIGIN].city)
    if start is not None and start in grid:
        more, more_cut = walk_and_cuts(grid, start, GRANADA)
        walkable |= more
        cut |= more_cut
    return walkable, cut


def _removable(grid: Grid, start: Coord | None, walk: tuple[set[Coord], set[Coord]]
               ) -> frozenset[Coord]:
    """The cells :func:`removal_problem` allows, found from the plane's :func:`_walk`."""
    walkable, cut = walk
    if len(walkable) != len(grid):  # a broken plane: ask cell by cell
        return frozenset(c for c in grid if removal_problem(grid, c, start) is None)
    return frozenset(c for c in grid if c != ORIGIN and c != start and c not in cut
                     and not frees_enclosed_cell(grid, c))


def _exchange_cells(grid: Grid, start: Coord | None) -> tuple:
    """Each built cell that may be exchanged at all: (cell, its city, the sides touching
    built tiles and those that must carry a barrier as bits, and the city the new tile must
    belong to because a neighbour of that city has no barrier facing it)."""
    out = []
    for cell, tile in grid.items():
        if cell in (ORIGIN, start):
            continue
        x, y = cell
        sides = barriers = 0
        open_to = set()
        for bit, dx, dy, opposite in BIT_STEPS:
            other = grid.get((x + dx, y + dy))
            if other is not None:
                sides |= bit
                if opposite in other.walls:
                    barriers |= bit
                else:
                    open_to.add(other.city)
        # the one city a new tile must belong to (None: any; "": none fits)
        must = None if not open_to else next(iter(open_to)) if len(open_to) == 1 else ""
        out.append((cell, tile.city, sides, barriers, must))
    return tuple(out)


class CombinedPlane(Plane):
    """The combination's building rules (p. 13, decisions C4 and C5) on one plane; its
    ``start`` is Granada's start cell (None: Granada not begun)."""

    def pattern(self, tile: Tile) -> tuple[str, frozenset[str]]:
        return (tile.city, tile.walls)

    def find_walk(self) -> tuple[set[Coord], set[Coord]]:
        return _walk(self.grid, self.start)

    def find_walkable(self) -> set[Coord]:
        return _walkable(self.grid, self.start)

    def find_position_cells(self):
        return _position_cells(self.grid, self.start, self.walkable)

    def positions_of(self, cells, tile: Tile) -> frozenset[Coord]:
        bits = wall_bits(tile.walls)
        return frozenset(cell for cell, sides, barriers in cells[tile.city]
                         if bits & sides == barriers)

    def find_removals(self) -> frozenset[Coord]:
        return _removable(self.grid, self.start, self.walk)

    def find_exchange_cells(self):
        return _exchange_cells(self.grid, self.start)

    def exchanges_of(self, cells, tile: Tile) -> frozenset[Coord]:
        """The cells :func:`exchange_problem` allows for ``tile``."""
        found = []
        city, bits = tile.city, wall_bits(tile.walls)
        for cell, cell_city, sides, barriers, must in cells:
            if bits & sides != barriers or (must is not None and must != city):
                continue
            if cell_city != city:  # C5: both cities must stay walkable
                after = dict(self.grid)
                after[cell] = tile
                new_start = cell if city == GRANADA and self.start is None else self.start
                if len(_walkable(after, new_start)) != len(after):
                    continue
            found.append(cell)
        return frozenset(found)


combined_plane = plane_cache(CombinedPlane)


# -- scoring ------------------------------------------------------------------------------------


def city_grid(grid: Grid, city: str) -> dict[Coord, Tile]:
    """One city's tiles alone: the other city's become empty ground."""
    return {c: t for c, t in grid.items() if t.city == city}


def stretch_sides(grid: Grid) -> list:
    """Every tile side where an Alhambra wall and a Granada moat run together."""
    sides = []
    for (x, y), tile in grid.items():
        if tile.city != ALHAMBRA:
            continue
        for side, dx, dy, opposite in SIDE_STEPS:
            other = grid.get((x + dx, y + dy))
            if (other is not None and other.city == GRANADA and side in tile.walls
                    and opposite in other.walls):
                sides.append(side_edge(x, y, side))
    return sides


def longest_stretch(grid: Grid) -> int:
    """The number of sides of the longest stretch of wall beside moat (C6)."""
    return len(longest_trail_sides(stretch_sides(grid)))


# -- the rule set -------------------------------------------------------------------------------


class CombinationRules(GranadaRules):
    """Granada's rules (marker, flip, price tie-break, one-by-one end) on both tile sets,
    with two cities on one plane (p. 12-13)."""

    name = NAME
    buildings = BASE_RULES.buildings + GRANADA_RULES.buildings
    start_tile = "fountain"
    #: p. 12: only scoring card A goes into the deck, into the 3rd stack; B waits.
    scoring_stacks = ((2, "scoring-A"),)

    def tiles(self) -> tuple[str, ...]:
        return tuple(t.id for t in BASE_TILES) + TILE_IDS

    def lay_out(self, state: GameState, tiles: Sequence[str], *, setup: bool = False
                ) -> tuple[str, ...]:
        side = EVEN if setup else marker(state)
        return tuple(face(t, side) if t in _GRANADA_IDS else t for t in tiles)

    def reshuffled(self, state: GameState, cards: list[str], rng: random.Random
                   ) -> tuple[GameState, list[str]]:
        """p. 13: the first time the deck runs out, the shuffled discard pile is split into
        five stacks and scoring card B is shuffled into the 2nd."""
        aside = "scoring-B"
        if aside not in state.out_of_game or any(r.round == 2 for r in state.scorings):
            return state, cards
        stacks = split_stacks(cards)
        stacks[1].insert(rng.randint(0, len(stacks[1])), aside)
        out = tuple(c for c in state.out_of_game if c != aside)
        return state.model_copy(update={"out_of_game": out}), [c for s in stacks for c in s]

    def first_market(self, state: GameState, bag: list[str], rng: random.Random) -> GameState:
        """p. 12: an Alhambra and a Granada tile per slot; the Granada tiles show their even
        sides and at least one moat (one without goes back into the bag, another is drawn)."""
        bag = list(bag)
        market = [_draw(bag, _ALHAMBRA_IDS) for _ in CURRENCIES]
        second = []
        for _ in CURRENCIES:
            while True:
                tile = _draw(bag, _GRANADA_IDS)
                if tile is None or TILES[tile].walls:
                    break
                bag.insert(rng.randint(0, len(bag)), tile)
            second.append(face(tile, EVEN) if tile else None)
        return state.model_copy(update={"market": tuple(market), "second_market": tuple(second),
                                        "bag": tuple(bag)})

    def refill_market(self, state: GameState, events: list) -> GameState:
        """p. 12: each slot gets the next Alhambra and the next Granada tile it lacks; the
        marker moves after Granada tiles were laid out (C2)."""
        if None not in state.market and None not in state.second_market or not state.bag:
            return state  # most turns: nothing was bought
        bag = list(state.bag)
        market, second = list(state.market), list(state.second_market)
        placed: dict[str, str] = {}
        granada_laid = False
        for slot in range(len(CURRENCIES)):
            if market[slot] is None:
                market[slot] = _draw(bag, _ALHAMBRA_IDS)
                if market[slot] is not None:
                    placed[CURRENCIES[slot]] = market[slot]
            if second[slot] is None:
                tile = _draw(bag, _GRANADA_IDS)
                if tile is not None:
                    second[slot] = face(tile, marker(state))
                    placed[f"{CURRENCIES[slot]}_second"] = second[slot]
                    granada_laid = True
        if placed:
            events.append(MarketRefilled(tiles=placed))
        update = {"market": tuple(market), "second_market": tuple(second), "bag": tuple(bag)}
        if granada_laid:
            update["modules_state"] = {**state.modules_state,
                                       MARKER: EVEN if marker(state) == ODD else ODD}
        return state.model_copy(update=update)

    def market_complete(self, state: GameState) -> bool:
        """p. 13: the game ends when a slot holds neither kind of tile."""
        return all(a is not None or b is not None
                   for a, b in zip(state.market, state.second_market, strict=True))

    # -- the plane

    def placement_problem(self, state, seat, tile, cell):
        player = state.players[seat]
        return placement_problem(player.grid, TILES[tile], cell, granada_start(player.cities))

    def plane(self, state, seat):
        player = state.players[seat]
        return combined_plane(player.alhambra, granada_start(player.cities))

    def removal_problem(self, state, seat, cell):
        player = state.players[seat]
        return removal_problem(player.grid, cell, granada_start(player.cities))

    def exchange_problem(self, state, seat, tile, cell):
        player = state.players[seat]
        return exchange_problem(player.grid, TILES[tile], cell, granada_start(player.cities))

    def plane_problems(self, state, seat):
        player = state.players[seat]
        return plane_problems(player.grid, granada_start(player.cities))

    # -- scoring

    def majorities(self, state: GameState, number: int,
                   participants: Sequence[Sequence[Tile]]) -> Majorities:
        """p. 13: the Alhambra buildings "wie gewohnt" (the base table), the Granada
        buildings as in Granada (multipliers or the simplified table, price tie-break)."""
        base = BASE_RULES.majorities(state, number, participants)
        gran = GranadaRules.majorities(self, state, number, participants)
        return Majorities(counts={**base.counts, **gran.counts},
                          points={**base.points, **gran.points},
                          visible=gran.visible, best_prices=gran.best_prices)

    def barrier_points(self, state: GameState, seat: int) -> int:
        """The Alhambra's longest outer wall, Granada tiles counting as empty ground (p. 13:
        walls running along a moat count as usual); the moat is the extra term ``moat``."""
        return longest_outer_wall(city_grid(state.players[seat].grid, ALHAMBRA))

    # -- the end

    def end_game(self, state: GameState, seat: int, events: list) -> GameState:
        awards = left_over_awards(state)
        if awards:
            events.append(FinalTilesAwarded(
                awards={CURRENCIES[s]: who for s, who in awards.items()},
                tiles={CURRENCIES[s]: state.market[s] for s in awards if state.market[s]},
                second_tiles={CURRENCIES[s]: state.second_market[s] for s in awards
                              if state.second_market[s]}))
        return self._hand_out_next(state, seat, events)

    def _hand_out_next(self, state: GameState, seat: int, events: list) -> GameState:
        """p. 13: the left-over tiles go out one by one (C3: slot order, the Alhambra tile
        first); the most money in a currency wins both tiles of its slot."""
        receivers = left_over_awards(state)
        pending = []
        for slot, who in receivers.items():
            if who is None:
                continue
            pending += [(slot, False, who)] if state.market[slot] else []
            pending += [(slot, True, who)] if state.second_market[slot] else []
        if not pending:
            events.append(TurnEnded(seat=seat, next_seat=None))
            return final_scoring(state, events)
        slot, second, receiver = pending[0]
        field = "second_market" if second else "market"
        market = list(getattr(state, field))
        tile, market[slot] = market[slot], None
        state = state.model_copy(update={field: tuple(market)})
        state = with_player(state, receiver,
                                 bought=state.players[receiver].bought + (tile,))
        events.append(TurnEnded(seat=seat, next_seat=receiver))
        events.append(FinalTileGiven(seat=receiver, slot=CURRENCIES[slot], tile=tile))
        return begin_turn(state, receiver, turn=state.flow.turn + 1, phase="final_placing",
                           queue=tuple(who for _, _, who in pending))


def _draw(bag: list[str], kind: frozenset[str]) -> str | None:
    """Take the next tile of ``kind`` out of ``bag`` (None: none left)."""
    for index, tile in enumerate(bag):
        if tile in kind:
            return bag.pop(index)
    return None


COMBINATION_RULES = CombinationRules()


# -- the module ---------------------------------------------------------------------------------


def _with_granada_start(state: GameState, seat: int) -> GameState:
    """p. 13: the first Granada tile built becomes Granada's start."""
    player = state.players[seat]
    if granada_start(player.cities) is not None:
        return state
    for x, y, tile in player.alhambra:
        if TILES[tile].city == GRANADA:
            return with_player(state, seat, cities=player.cities + ((GRANADA, x, y),))
    return state


def _place(state: GameState, seat: int, action: Place):
    state, events = handle_place(state, seat, action)
    return _with_granada_start(state, seat), events


def _rebuild_place(state: GameState, seat: int, action: RebuildPlace):
    state, events = handle_rebuild_place(state, seat, action)
    return _with_granada_start(state, seat), events


def _rebuild_exchange(state: GameState, seat: int, action: RebuildExchange):
    state, events = handle_rebuild_exchange(state, seat, action)
    return _with_granada_start(state, seat), events


@lru_cache(maxsize=1 << 14)
def _buy_second(slot: str, cards: tuple[str, ...]) -> BuySecond:
    return BuySecond(slot=slot, cards=cards)


class AlhambraGranada(Granada):
    name = NAME
    title = "Alhambra + Granada"
    description = ("Build your Alhambra and, around it, the city of Granada: two tiles in "
                   "every market slot, and walls meeting moats score extra.")
    rule_set = COMBINATION_RULES
    handlers = {
        **Granada.handlers,
        "buy_second": handle_buy_second,
        "place": _place,
        "rebuild_place": _rebuild_place,
        "rebuild_exchange": _rebuild_exchange,
    }
    phase_actions = {**Granada.phase_actions, "action": frozenset({"buy_second"})}

    def turn_groups(self, state: GameState, seat: int) -> Iterator[tuple[str, Later]]:
        """p. 12: "für jede Währung zwischen einem Alhambra- und einem Granadaplättchen
        wählen": the Granada tile of a slot is bought like the Alhambra tile."""
        yield "buy_second", buy_group(state.players[seat].hand, state.second_market,
                                      _buy_second, overpay=modules.overpaying_pays(state))

    def extra_scoring(self, state: GameState, round_number: int) -> dict[str, tuple[int, ...]]:
        """p. 13: Granada's longest moat, and 2 points per side of the longest stretch of
        wall beside moat."""
        grids = [p.grid for p in state.players]
        return {
            "moat": tuple(longest_outer_wall(city_grid(g, GRANADA)) for g in grids),
            "wall_and_moat": tuple(STRETCH_POINTS * longest_stretch(g) for g in grids),
        }

    def problems(self, state: GameState) -> list[str]:
        found = []
        if state.modules_state.get(MARKER) not in (EVEN, ODD):
            found.append(f"the black marker stands on {state.modules_state.get(MARKER)!r}")
        if len(state.second_market) != len(CURRENCIES):
            found.append(f"the second market has {len(state.second_market)} slots")
        wrong = [t for t in state.market if t is not None and t not in _ALHAMBRA_IDS]
        wrong += [t for t in state.second_market
                  if t is not None and physical(t) not in _GRANADA_IDS]
        if wrong:
            found.append(f"market tiles of the wrong kind: {wrong}")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = AlhambraGranada()
