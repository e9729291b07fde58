"""Portals (Portale), a module of expansion 6 "Die Falkner" (shared/EXPANSIONS.md "PO
Portals", X2, X5, §0.2, §0.4 step 2, §8; the compendium of expansions, its setup list and
"24. Portale"; components in shared/data/expansions.json ``modules.portals``, copied to
``data/portals.json``). Module name ``portals``; base game only (X1), with two players
(Dirk) and with expansions 1-5.

Components [PK6]: 18 right-triangle tiles, 3 per building type (``portal-<type>-<n>``);
the long side is a wall broken by a gate in the type's colour. Setup [C-setup]: laid out
beside the market, sorted by colour (``modules_state["portals.supply"]``: type -> the
portals left, public).

**The half-cell model (PO1, and our PO5, PO6).** A portal fills half of one empty cell, cut
along a diagonal. It is built in one of four orientations, named by the *corner* where its
two short sides meet (``ne``, ``se``, ``sw``, ``nw``); each orientation is one *face*, a
:class:`~.components.Tile` of building ``"portal"`` with id ``portal-<type>-<n>-<corner>``
(:data:`FACES`), and the Alhambra holds the face built, so placement, walking and holes
work on it unchanged:

- its two *short sides* (the sides beside the corner) are open: no wall;
- PO5: its two *back sides* (the sides of the empty half) count as walls of the portal for
  matching and walking: a tile beside a back side must show a wall there (walls meet
  walls) and nobody walks through the empty half;
- the cell counts as occupied (PO1): no other tile goes there, and holes read it as built;
- the *diagonal* runs between the two corners that are neither the open corner nor its
  opposite (open corner ``ne``: from the NW to the SE corner). It is one edge of the corner
  graph (RULES.md, outer wall score). PO6: the diagonal is always an outer wall (the empty
  half is never built), and it is the portal's only wall there: its back sides never count
  as outer walls themselves (a neighbour's wall facing a back side is an inner wall).

The physical portal (``portal-<type>-<n>``) is what lies in the supply, waits beside the
Alhambra after its purchase and lies on the reserve; it is a tile walled on all four sides,
so it is never built as it is: the face (its orientation) is chosen when it is built
(:class:`~.actions.Place` or :class:`~.actions.RebuildPlace` naming a face; this module's
``place``/``rebuild_place`` handlers take the physical portal for it). Taken out of the
Alhambra it goes back to the reserve as the physical portal.

Buying [PK6, C §24]:

- A portal is bought together with a building of the same type: right after buying a
  building of one of the six types from the market (paid, or with Abdul Karim) the buyer
  may buy one portal of that type (:class:`~.actions.BuyPortal`), before any other action.
  It costs 6 before the first scoring, 4 between the first and the second, 2 after the
  second, paid in the currency of the building's slot. **X2/PO2**: it is paid separately
  and never affects the bonus: an exact payment gives no other action, and buying it
  neither uses nor ends the building's extra action. Aids pay for it (exchange offices,
  diamonds, master builders, change's coins, a caravanserai's value: §0.2); overpaying it
  draws change with the change module [C §24].
- Never with a yard, a camp or a bazaar [C §24] (none of them is a building of a type),
  never with a site (BS×PO "-": :func:`portal_offered` asks the sites module's
  ``is_site`` when it is there).
- The vizier may buy one [C §24]: **PO7**: right after the vizier's purchase (between
  turns) its buyer may buy a portal of that type as above; since the vizier's tile is built
  at once and nothing waits between turns, the portal goes to the buyer's reserve.
- X5: Dirk never gets portals: they are never in the bag, and a bought portal is never
  given to him (``own_tiles``).

Building [PK6, C §24]: a portal goes next to a building of its type: one of its open sides
touches such a building (PO3: a magic building counts as its type; yards and bazaars may
touch it but do not supply the colour), and it never touches a camp (no side). PO3: it
follows the rebuild rules, and no rebuild may leave a built portal without a building of
its type on an open side (taking that building out, or exchanging it for another). PO8: a
portal on the reserve is built in onto an empty cell only (rebuild "place"): it is never
exchanged into a built cell, since its orientation is chosen as it is built.

Scoring, every round (§0.4 step 2, with the outer wall) [PK6, APP]: the longest outer wall
is measured on the corner graph with each portal's diagonal as one edge (it counts 1), and
each portal on the scored trail gives +2 (an extra term ``portals``). **PO4**: of several
equally long trails, the one with the most portals is scored. Abdul Yusuf reads the wall's
length (``barrier_points``). Invaders: a portal never loses points (IN1).

PO9 (with the wall cards): a portal takes no wooden walls (:mod:`.wall_cards`): its
diagonal is its only wall (PO6) and its short sides stay open.

Hidden information: none; the supply and every seat's portals are public.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from engine.errors import Reason

from ..actions import BuyPortal, Place, RebuildPlace
from ..components import BUILDINGS, PHYSICAL, TILES, Tile, read_data, register_tiles
from ..errors import CannotAfford, IllegalAction
from ..events import PortalBought, TileBought
from ..kit import (
    Coord,
    Grid,
    Later,
    RuleSet,
    edges_of,
    effective_grid,
    handle_place,
    handle_rebuild_exchange,
    handle_rebuild_place,
    handle_rebuild_remove,
    is_site,
    payment_problem,
    purchase_payments,
    rules_of,
    side_edge,
    stick_map,
    total,
    with_player,
)
from ..kit import (
    place_words as _where,
)
from ..state import Built, GameState, grid_of
from . import seam as modules
from .camps import wall_plane
from .change import give_change

_DATA = read_data("portals.json")["module"]

PORTAL = "portal"
#: The open corners (orientations), clockwise from north-east.
CORNERS: tuple[str, ...] = ("ne", "se", "sw", "nw")
#: Open corner -> its two open short sides.
OPEN_SIDES: dict[str, frozenset[str]] = {
    "ne": frozenset("NE"), "se": frozenset("SE"), "sw": frozenset("SW"), "nw": frozenset("NW")}
#: Open corner -> its two back sides (PO5: walls for matching and walking).
BACK_SIDES: dict[str, frozenset[str]] = {
    c: frozenset("NESW") - sides for c, sides in OPEN_SIDES.items()}

#: Price by the scorings done (0, 1, 2 or more) [PK6].
PRICES = _DATA["rules"]["price_by_phase"]
PRICE_BY_SCORINGS = (PRICES["before_round_1"], PRICES["between_round_1_and_2"],
                     PRICES["after_round_2"])
#: Points per portal on the scored wall [PK6, APP].
BONUS = _DATA["scoring"]["bonus_per_portal_in_longest_wall"]

_ITEMS = _DATA["components"]["portal_tiles"]["items"]
#: The 18 physical portals, walled all round: never built as they are.
PORTALS: tuple[Tile, ...] = tuple(
    Tile(id=e["id"], building=PORTAL, price=0, walls=frozenset("NESW")) for e in _ITEMS)
PORTAL_IDS: tuple[str, ...] = tuple(t.id for t in PORTALS)
#: Physical portal -> its building type.
TYPE_OF: dict[str, str] = {e["id"]: e["building_type"] for e in _ITEMS}
#: Every face (orientation) of every portal.
FACES: tuple[Tile, ...] = tuple(
    Tile(id=f"{p}-{corner}", building=PORTAL, price=0, walls=BACK_SIDES[corner])
    for p in PORTAL_IDS for corner in CORNERS)
#: Face -> its open corner.
CORNER_OF: dict[str, str] = {t.id: t.id.rsplit("-", 1)[1] for t in FACES}
for _face in FACES:
    TYPE_OF[_face.id] = TYPE_OF[_face.id.rsplit("-", 1)[0]]
register_tiles(PORTALS + FACES)
for _face in FACES:
    PHYSICAL[_face.id] = _face.id.rsplit("-", 1)[0]
_ALL = frozenset(TYPE_OF)

SUPPLY = "portals.supply"
OFFER = "portals.offer"
#: The actions after which a portal purchase may open (PO7: the vizier's, between turns).
_OPENING = frozenset({"use_vizier", "buy", "buy_with_karim"})


def is_portal(tile: str | Tile | None) -> bool:
    """A portal, physical or a face."""
    if isinstance(tile, Tile):
        return tile.building == PORTAL
    return tile in _ALL


def is_face(tile: str) -> bool:
    return tile in CORNER_OF


def physical_of(tile: str) -> str:
    return tile.rsplit("-", 1)[0] if tile in CORNER_OF else tile


def face(portal: str, corner: str) -> str:
    return f"{physical_of(portal)}-{corner}"


def supplies(tile: Tile | None, kind: str) -> bool:
    """Whether ``tile`` is a building of type ``kind`` for a portal (PO3: a magic building
    counting as its type does; yards and bazaars never supply a colour)."""
    if tile is None:
        return False
    if tile.building == kind:
        return True
    return tile.counts_as == kind and tile.building not in ("yard", "bazaar", PORTAL)


def _is_camp(tile: Tile | None) -> bool:
    return tile is not None and tile.building == "camp"


def diagonal(x: int, y: int, corner: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """The diagonal of a portal on cell ``(x, y)`` with open ``corner``, as an edge of the
    corner graph (PO1)."""
    if corner in ("ne", "sw"):
        return (x, y), (x + 1, y + 1)
    return (x + 1, y), (x, y + 1)


def price(state: GameState) -> int:
    """What a portal costs now: 6, 4 or 2 by the scorings done [PK6]."""
    done = len({s.round for s in state.scorings if s.round in (1, 2)})
    return PRICE_BY_SCORINGS[done]


def supply(state: GameState) -> dict[str, list[str]]:
    """Type -> the portals of that type left beside the market."""
    found = state.modules_state.get(SUPPLY) or {}
    return {b: list(found.get(b, ())) for b in BUILDINGS}


def offer(state: GameState) -> dict | None:
    """The portal purchase open now: ``{"seat", "type", "currency"}``, or None."""
    return state.modules_state.get(OFFER) or None


def _with(state: GameState, **data) -> GameState:
    return state.model_copy(update={"modules_state": {**state.modules_state, **data}})


# -- the building rules -------------------------------------------------------------------


def portal_issue(grid: Grid, tile: Tile, cell: Coord) -> tuple | None:
    """What a portal face on ``cell`` lacks beyond the building rules (short codes): a camp
    beside it, or no building of its type on an open side."""
    x, y = cell
    corner = CORNER_OF[tile.id]
    kind = TYPE_OF[tile.id]
    found = False
    for side, (dx, dy) in (("N", (0, -1)), ("E", (1, 0)), ("S", (0, 1)), ("W", (-1, 0))):
        other = grid.get((x + dx, y + dy))
        if _is_camp(other):
            return ("camp",)
        if side in OPEN_SIDES[corner] and supplies(other, kind):
            found = True
    return None if found else ("type", kind)


def _portal_reason(grid: Grid, tile: Tile, cell: Coord, issue: tuple) -> Reason:
    place = _where(grid, cell)
    if issue[0] == "camp":
        return Reason(f"a portal never touches a camp ({place})", "engine-portal-camp",
                      place=place)
    return Reason(f"a {issue[1]} portal must touch a {issue[1]} with one of its open sides "
                  f"({place})", "engine-portal-type", building=issue[1], place=place)


def stranded(grid: Grid) -> list[Coord]:
    """The built portals of ``grid`` without a building of their type on an open side."""
    return [cell for cell, tile in grid.items() if tile.id in CORNER_OF
            and portal_issue(grid, tile, cell) == ("type", TYPE_OF[tile.id])]


def _strands_after(grid: Grid, cell: Coord, new: Tile | None) -> Coord | None:
    """A portal beside ``cell`` that would lose its building of its type when ``cell``
    holds ``new`` (None: emptied), or None."""
    after = dict(grid)
    if new is None:
        after.pop(cell, None)
    else:
        after[cell] = new
    x, y = cell
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        near = (x + dx, y + dy)
        tile = after.get(near)
        if tile is not None and tile.id in CORNER_OF and \
                portal_issue(after, tile, near) is not None:
            return near
    return None


def _camp_beside_portal(grid: Grid, cell: Coord) -> bool:
    x, y = cell
    return any(is_portal(grid.get((x + dx, y + dy)))
               for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))


def _keeps_reason(grid: Grid, near: Coord) -> Reason:
    place = _where(grid, near)
    kind = TYPE_OF[grid[near].id]
    return Reason(f"the portal {place} must keep a {kind} beside it", "engine-portal-keep",
                  building=kind, place=place)


class PortalView:
    """A plane (:class:`.planes.Plane`, whatever the other modules made of it) with the
    portals' building rules on top: a face goes only beside a building of its type and
    never beside a camp, a camp never beside a portal, no rebuild strands a portal, a
    portal is never exchanged in (PO8). The listings of legal actions read it."""

    def __init__(self, inner):
        self._inner = inner
        self.memo: dict = {}
        self._positions: dict = {}
        self._exchanges: dict = {}
        self._removals: frozenset[Coord] | None = None

    def __getattr__(self, name: str):
        return getattr(self._inner, name)

    def positions(self, tile: Tile) -> frozenset[Coord]:
        key = tile.id if (tile.id in CORNER_OF or _is_camp(tile)) else None
        if key is None:
            return self._inner.positions(tile)
        found = self._positions.get(key)
        if found is None:
            grid = self._inner.grid
            every = self._inner.positions(tile)
            if tile.id in CORNER_OF:
                found = frozenset(c for c in every if portal_issue(grid, tile, c) is None)
            else:
                found = frozenset(c for c in every if not _camp_beside_portal(grid, c))
            self._positions[key] = found
        return found

    def sorted_positions(self, tile: Tile) -> tuple[Coord, ...]:
        return tuple(sorted(self.positions(tile)))

    def removals(self) -> frozenset[Coord]:
        if self._removals is None:
            grid = self._inner.grid
            found = self._inner.removals()
            if any(t.id in CORNER_OF for t in grid.values()):
                found = frozenset(c for c in found if _strands_after(grid, c, None) is None)
            self._removals = found
        return self._removals

    def exchanges(self, tile: Tile) -> frozenset[Coord]:
        if is_portal(tile):
            return frozenset()  # PO8
        found = self._exchanges.get(tile.id)
        if found is None:
            grid = self._inner.grid
            found = frozenset(c for c in self._inner.exchanges(tile)
                              if _strands_after(grid, c, tile) is None
                              and not (_is_camp(tile) and _camp_beside_portal(grid, c)))
            self._exchanges[tile.id] = found
        return found


_VIEW = "portals.view"


class PortalRules(RuleSet):
    """The building rules with portals around whatever else is mixed in (``outermost``:
    it reads the others' answers and adds the portals' rules)."""

    outermost = True

    def plane(self, state: GameState, seat: int):
        inner = super().plane(state, seat)
        view = inner.memo.get(_VIEW)
        if view is None:
            view = inner.memo[_VIEW] = PortalView(inner)
        return view

    def legal_positions(self, state: GameState, seat: int, tile: str) -> frozenset[Coord]:
        if tile in TYPE_OF and tile not in CORNER_OF:
            return frozenset()  # a physical portal: its face is chosen as it is built
        return super().legal_positions(state, seat, tile)

    def placement_problem(self, state: GameState, seat: int, tile: str, cell: Coord):
        grid = state.players[seat].grid
        if tile in TYPE_OF and tile not in CORNER_OF:
            return Reason("choose which way the portal faces", "engine-portal-corner")
        problem = super().placement_problem(state, seat, tile, cell)
        if problem is not None:
            return problem
        if tile in CORNER_OF:
            issue = portal_issue(grid, TILES[tile], cell)
            if issue is not None:
                return _portal_reason(grid, TILES[tile], cell, issue)
        elif _is_camp(TILES[tile]) and _camp_beside_portal(grid, cell):
            return Reason(f"a camp never touches a portal ({_where(grid, cell)})",
                          "engine-portal-camp", place=_where(grid, cell))
        return None

    def removal_problem(self, state: GameState, seat: int, cell: Coord):
        problem = super().removal_problem(state, seat, cell)
        if problem is not None:
            return problem
        grid = state.players[seat].grid
        near = _strands_after(grid, cell, None)
        return None if near is None else _keeps_reason(grid, near)

    def exchange_problem(self, state: GameState, seat: int, tile: str, cell: Coord):
        if is_portal(tile):
            return Reason("a portal on the reserve is built onto an empty place, never "
                          "exchanged", "engine-portal-no-exchange")
        problem = super().exchange_problem(state, seat, tile, cell)
        if problem is not None:
            return problem
        grid = state.players[seat].grid
        near = _strands_after(grid, cell, TILES[tile])
        if near is not None:
            return _keeps_reason(grid, near)
        if _is_camp(TILES[tile]) and _camp_beside_portal(grid, cell):
            return Reason(f"a camp never touches a portal ({_where(grid, cell)})",
                          "engine-portal-camp", place=_where(grid, cell))
        return None

    def plane_problems(self, state: GameState, seat: int) -> list[str]:
        grid = state.players[seat].grid
        found = super().plane_problems(state, seat)
        found += [f"the portal at {cell} has no building of its type beside it"
                  for cell in stranded(grid)]
        found += [f"a camp touches the portal at {cell}" for cell, t in grid.items()
                  if t.id in CORNER_OF and portal_issue(grid, t, cell) == ("camp",)]
        return found

    def barrier_points(self, state: GameState, seat: int) -> int:
        """The longest outer wall with each portal's diagonal as one side (PO1, PO6)."""
        return portal_wall(wall_grid(state, seat))[0]


def wall_grid(state: GameState, seat: int) -> Grid:
    """``seat``'s plane as the longest wall reads it: wooden walls as walls, camps left out
    (CA7), as the other modules measure it."""
    grid = state.players[seat].grid
    edges = edges_of(state, seat)
    if "camps" in state.options.modules:
        return wall_plane(grid, stick_map(edges) if edges is not None else None)
    if edges is not None:
        return effective_grid(grid, edges)
    return grid


Corner = tuple[int, int]


def wall_edges(grid: Mapping[Coord, Tile]) -> list[tuple[Corner, Corner, bool]]:
    """Every outer wall edge of ``grid`` (a, b, whether it is a portal's diagonal): the
    walls of the tiles facing an empty cell (a portal's own sides never: PO6) and every
    portal's diagonal."""
    found = []
    for (x, y), tile in grid.items():
        if tile.id in CORNER_OF:
            a, b = diagonal(x, y, CORNER_OF[tile.id])
            found.append((a, b, True))
            continue
        for side, (dx, dy) in (("N", (0, -1)), ("E", (1, 0)), ("S", (0, 1)), ("W", (-1, 0))):
            if side in tile.walls and (x + dx, y + dy) not in grid:
                a, b = side_edge(x, y, side)
                found.append((a, b, False))
    return found


def portal_wall(grid: Mapping[Coord, Tile]) -> tuple[int, int, list[tuple[Corner, Corner]]]:
    """(length, portals on it, its edges) of the scored outer wall: the longest trail of
    :func:`wall_edges`, of equally long ones the one with most portals (PO4); further ties
    by the sorted order, so the same Alhambra always gives the same wall."""
    return _portal_wall(tuple(sorted(wall_edges(grid))))


@lru_cache(maxsize=256)
def _portal_wall(edges: tuple[tuple[Corner, Corner, bool], ...]):
    adjacency: dict[Corner, list[tuple[Corner, int]]] = defaultdict(list)
    for index, (a, b, _) in enumerate(edges):
        adjacency[a].append((b, index))
        adjacency[b].append((a, index))
    best: tuple[int, int, frozenset[int]] = (0, 0, frozenset())
    seen: set[Corner] = set()
    for start in sorted(adjacency):
        if start in seen:
            continue
        component = {start}
        todo = [start]
        while todo:
            for nxt, _ in adjacency[todo.pop()]:
                if nxt not in component:
                    component.add(nxt)
                    todo.append(nxt)
        seen |= component
        found = _best_trail(adjacency, component, edges)
        if found[:2] > best[:2]:
            best = found
    return best[0], best[1], [edges[i][:2] for i in sorted(best[2])]


def _best_trail(adjacency, component: set[Corner], edges) -> tuple[int, int, frozenset[int]]:
    every = frozenset(index for v in component for _, index in adjacency[v])
    portals_all = sum(edges[i][2] for i in every)
    odd = [v for v in component if len(adjacency[v]) % 2]
    if len(odd) <= 2:
        return len(every), portals_all, every  # an Euler trail walks every side
    best = [(0, 0, frozenset())]
    used: set[int] = set()
    top = (len(every), portals_all)

    def walk(vertex: Corner, portals: int) -> bool:
        if (len(used), portals) > best[0][:2]:
            best[0] = (len(used), portals, frozenset(used))
        if best[0][:2] == top:
            return True
        for nxt, index in adjacency[vertex]:
            if index not in used:
                used.add(index)
                done = walk(nxt, portals + edges[index][2])
                used.discard(index)
                if done:
                    return True
        return False

    for start in sorted(component):
        if walk(start, 0):
            break
    return best[0]


@lru_cache(maxsize=256)
def _points(alhambra: tuple[Built, ...]) -> int:
    return BONUS * portal_wall(grid_of(alhambra))[1]


def portal_points(state: GameState, seat: int) -> int:
    """+2 for each portal on ``seat``'s scored outer wall (PO4)."""
    player = state.players[seat]
    if not any(t in CORNER_OF for _, _, t in player.alhambra):
        return 0
    if "camps" in state.options.modules or "wall_cards" in state.options.modules:
        return BONUS * portal_wall(wall_grid(state, seat))[1]
    return _points(player.alhambra)


# -- buying -------------------------------------------------------------------------------


def _site_check(state: GameState, tile: str) -> bool:
    """Whether ``tile`` was bought as a building site (BS×PO "-"): asked of the sites
    module when it is in play (a seam for expansion 6's building sites)."""
    return "building_sites" in state.options.modules and is_site(state, tile)


def portal_offered(state: GameState, seat: int, tile: str) -> bool:
    """Whether buying ``tile`` lets ``seat`` buy a portal with it: a building of a type
    (no yard, camp, bazaar), not as a site, while the supply has one of its type."""
    building = TILES[tile].building
    return building in BUILDINGS and bool(supply(state)[building]) and \
        not _site_check(state, tile)


def buy_problem(state: GameState, seat: int, cards: tuple[str, ...]) -> Exception | None:
    """Why ``seat`` may not buy the offered portal with ``cards``, or None."""
    found = offer(state)
    if found is None or found["seat"] != seat:
        return IllegalAction("a portal is bought only right after a building of its type",
                             "engine-portal-not-now")
    kind, currency = found["type"], found["currency"]
    if not supply(state)[kind]:
        return IllegalAction(f"no {kind} portal is left", "engine-portal-none-left",
                             building=kind)
    cost = price(state)
    reason = payment_problem(state.players[seat].hand, currency, cost, cards)
    if reason:
        return CannotAfford(f"cannot buy the portal ({cost} {currency}): {reason}",
                            "engine-portal-cannot-buy", price=cost, currency=currency,
                            problem=reason)
    return None


def _buy(state: GameState, seat: int, action: BuyPortal):
    """In a turn the portal waits with the building; with the vizier's purchase (between
    turns, PO7) it goes to the reserve."""
    problem = buy_problem(state, seat, action.cards)
    if problem:
        raise problem
    found = offer(state)
    kind, currency, cost = found["type"], found["currency"], price(state)
    stock = supply(state)
    portal = stock[kind].pop(0)
    player = state.players[seat]
    hand = tuple(c for c in player.hand if c not in action.cards)
    if found.get("vizier"):
        state = with_player(state, seat, hand=hand, reserve=player.reserve + (portal,))
    else:
        state = with_player(state, seat, hand=hand, bought=player.bought + (portal,))
    state = state.model_copy(update={"discard": state.discard + action.cards})
    state = _with(state, **{SUPPLY: stock, OFFER: None})
    events: list = [PortalBought(seat=seat, portal=portal, currency=currency, price=cost,
                                 cards=action.cards)]
    if "change" in state.options.modules and total(action.cards) > cost:  # C §24
        state = give_change(state, seat, total(action.cards), cost, events)
    return state, events


def payments(state: GameState, seat: int) -> tuple[tuple[str, ...], ...]:
    """The listed payments of the offered portal (minimal ones, with aids)."""
    found = offer(state)
    if found is None or found["seat"] != seat or not supply(state)[found["type"]]:
        return ()
    return purchase_payments(state.players[seat].hand, found["currency"], price(state))


def _buy_actions(state: GameState, seat: int) -> list:
    return [BuyPortal(cards=cards) for cards in payments(state, seat)]


# -- building: the face is chosen as it is built -------------------------------------------


def _with_face(held: tuple[str, ...], tile: str) -> tuple[str, ...] | None:
    """``held`` with the physical portal of face ``tile`` turned to that face (None: the
    portal is not held)."""
    portal = physical_of(tile)
    if portal not in held:
        return None
    items = list(held)
    items[items.index(portal)] = tile
    return tuple(items)


def place_words(state: GameState, seat: int, action: Place):
    if action.tile in CORNER_OF:
        bought = _with_face(state.players[seat].bought, action.tile)
        if bought is not None:
            state = with_player(state, seat, bought=bought)
    return handle_place(state, seat, action)


def _rebuild_place(state: GameState, seat: int, action: RebuildPlace):
    if action.tile in CORNER_OF:
        reserve = _with_face(state.players[seat].reserve, action.tile)
        if reserve is not None:
            state = with_player(state, seat, reserve=reserve)
    return handle_rebuild_place(state, seat, action)


def _unturned(state: GameState, seat: int) -> GameState:
    """A portal taken out lies on the reserve as the physical portal."""
    reserve = state.players[seat].reserve
    if not any(t in CORNER_OF for t in reserve):
        return state
    return with_player(state, seat, reserve=tuple(physical_of(t) for t in reserve))


def _rebuild_remove(state: GameState, seat: int, action):
    state, events = handle_rebuild_remove(state, seat, action)
    return _unturned(state, seat), events


def _rebuild_exchange(state: GameState, seat: int, action):
    state, events = handle_rebuild_exchange(state, seat, action)
    return _unturned(state, seat), events


def face_places(state: GameState, seat: int, portal: str) -> list[tuple[str, int, int]]:
    """(face, x, y) of every place ``portal`` may be built on, cell by cell (kept with the
    seat's plane: every portal of a type has the same places)."""
    rules = rules_of(state)
    plane = rules.plane(state, seat)
    key = ("portal-places", TYPE_OF[portal])
    found = plane.memo.get(key)
    if found is None:
        found = []
        for corner in CORNERS:
            tile = face(portal, corner)
            found += [(corner, x, y) for x, y in rules.legal_positions(state, seat, tile)]
        found.sort(key=lambda f: (f[1], f[2], CORNERS.index(f[0])))
        plane.memo[key] = found
    return [(face(portal, corner), x, y) for corner, x, y in found]


# -- the module ---------------------------------------------------------------------------


class Portals(modules.Module):
    name = "portals"
    title = "Portals"
    description = ("Buy a portal with a building of its type: it fills half a place beside "
                   "that building, and each portal on your longest wall scores 2 more.")
    rule_sets = ("alhambra",)
    own_tiles = _ALL
    rules_mixin = PortalRules
    any_time_actions = frozenset({"buy_portal"})  # (the vizier's: between turns, PO7)
    after_bare_answers = True  # PO7: any other action closes the vizier's portal purchase
    handlers = {"buy_portal": _buy, "place": place_words, "rebuild_place": _rebuild_place,
                "rebuild_remove": _rebuild_remove, "rebuild_exchange": _rebuild_exchange}
    phase_actions = {"action": frozenset({"buy_portal"}),
                     "placing": frozenset({"buy_portal"})}

    def setup(self, state: GameState, rng) -> GameState:
        stock = {b: [p for p in PORTAL_IDS if TYPE_OF[p] == b] for b in BUILDINGS}
        return _with(state, **{SUPPLY: stock, OFFER: None})

    def turn_groups(self, state: GameState, seat: int):
        groups: list = []
        found = offer(state)
        if found is not None and not found.get("vizier"):
            groups.append(("buy_portal", _buy_actions(state, seat)))
        reserve = [t for t in dict.fromkeys(state.players[seat].reserve) if is_portal(t)]
        if reserve:  # (worked out only when asked: most listings never look)
            groups.append(("rebuild_place", Later(
                lambda: [RebuildPlace(tile=f, x=x, y=y) for p in reserve
                         for f, x, y in face_places(state, seat, p)],
                lambda: any(face_places(state, seat, p) for p in reserve))))
        return groups

    def any_time_legal_actions(self, state: GameState, seat: int):
        """PO7: the portal of the vizier's purchase, right after it, between turns."""
        found = offer(state)
        if found is None or not found.get("vizier") or found["seat"] != seat:
            return []
        return _buy_actions(state, seat)

    def placing_groups(self, state: GameState, seat: int, tile: str):
        groups: list = []
        if is_portal(tile) and not is_face(tile):
            groups.append(("place", [Place(tile=f, x=x, y=y)
                                     for f, x, y in face_places(state, seat, tile)]))
        found = offer(state)
        if state.flow.phase == "placing" and found is not None and found.get("tile") == tile \
                and not found.get("vizier"):
            groups.append(("buy_portal", _buy_actions(state, seat)))
        return groups

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        """Open the portal purchase after a building bought in turn (paid or by Abdul
        Karim) or with the vizier (PO7); any other action closes it."""
        kind = getattr(action, "kind", None)
        if kind == "buy_portal" or kind not in _OPENING and not state.modules_state.get(OFFER):
            return state  # (after every action: the common case fast)
        if kind == "use_vizier":
            bought = next((e for e in events if isinstance(e, TileBought) and e.seat == seat
                           and not e.second), None)
            if bought is not None and portal_offered(state, seat, bought.tile):
                return _with(state, **{OFFER: {"seat": seat,
                                               "type": TILES[bought.tile].building,
                                               "currency": bought.slot, "tile": bought.tile,
                                               "vizier": True}})
        bought = next((e for e in events if isinstance(e, TileBought)
                       and e.seat == state.flow.active_seat and not e.second), None)
        if kind in ("buy", "buy_with_karim") and bought is not None and \
                portal_offered(state, bought.seat, bought.tile):
            return _with(state, **{OFFER: {"seat": bought.seat,
                                           "type": TILES[bought.tile].building,
                                           "currency": bought.slot, "tile": bought.tile}})
        if offer(state) is not None:
            return _with(state, **{OFFER: None})
        return state

    def extra_scoring(self, state: GameState, round_number: int) -> dict[str, tuple[int, ...]]:
        return {"portals": tuple(portal_points(state, s) for s in range(len(state.players)))}

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """The supply (public), the price now, and the purchase open now."""
        return {"supply": supply(state), "price": price(state), "offer": offer(state)}

    def problems(self, state: GameState) -> list[str]:
        found = []
        places: dict[str, int] = defaultdict(int)
        for kind, pile in supply(state).items():
            for p in pile:
                places[p] += 1
                if TYPE_OF.get(p) != kind:
                    found.append(f"the {kind} portals hold {p}")
        for player in state.players:
            for t in _held(player):
                places[physical_of(t)] += 1
        if set(places) != set(PORTAL_IDS) or any(n != 1 for n in places.values()):
            found.append("portals not accounted for once: missing "
                         f"{sorted(set(PORTAL_IDS) - set(places))}, twice "
                         f"{sorted(p for p, n in places.items() if n != 1)}")
        elsewhere = [t for t in state.market + (state.dirk or ()) + state.bag if is_portal(t)]
        if elsewhere:
            found.append(f"portals in the market, the bag or with Dirk: {elsewhere}")
        return found


def _held(player) -> Iterable[str]:
    yield from (t for _, _, t in player.alhambra if is_portal(t))
    yield from (t for t in player.reserve + player.bought if is_portal(t))


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Portals()
