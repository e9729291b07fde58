"""Wall cards (Mauern), a module of expansion 3 "Die Stunde der Diebe" (shared/EXPANSIONS.md
"WA Wall cards"; the compendium of expansions, "11. Mauern"). Module name ``wall_cards``.

- Components: 8 wall cards, each showing one wall side or two sides meeting at a corner, and
  12 wooden sticks. **WA1**: the cards show N, E, S, W, N+E, E+S, S+W and W+N (ids
  ``wall-N`` ... ``wall-WN``): exactly 12 sticks.
- Setup: two cards each into money piles 2-5 ("Je zwei Mauern werden in den 2., 3., 4. und
  5. Stapel eingemischt"), shuffled first.
- A revealed card lies beside the money display, not among its four cards ("wird diese
  neben den anderen Geldkarten offen bereitgelegt"); the refill draws on
  (``Module.revealed_card``). Any number may lie there (``modules_state
  ["wall_cards.shown"]``).
- A new action of the turn (:class:`~.actions.UseWallCard`): take a card lying there and put
  sticks as it shows on one of one's tiles: built, on the reserve, or bought this turn and
  still waiting. Sticks never go over a wall (printed, or a stick already on the edge). They
  are permanent, stay with their tile and count as printed walls for everything
  (``modules_state["wall_cards.sticks"]``: tile id -> its sides).
- **WA2**: a stick may face a neighbouring tile; that edge then is an inner wall (a wall
  for both tiles). The Alhambra must stay legal (every tile reachable on foot; matching and
  holes cannot change). The used card is discarded.
- A stick between a building yard and a neighbour of its colour stops that neighbour
  counting (C §11); gates never bridge sticks (C §5).
- Not with Granada or the combination (X1).

The sticks are edge changes on the plane (``Module.edges``, :mod:`.edges`).

Decisions where the rules need a program's answer:

- WE1: "discarded" (WA2) means out of the game: the 12 sticks are exactly the 8 cards'
  (WA1), so a card coming back with the discard pile could not be used.
- WE2: a stick lies on its edge: on a tile's side towards a built neighbour it is a wall
  for both, whatever the neighbour's side shows; so a tile with a stick may be built beside
  a tile without a wall there (and a tile without a wall beside a stick), while printed
  walls of an edge without a stick must still match.
- WE3: the start tile (the fountain) takes no sticks: it is no building ("ein Gebäude").
- WE4: using a wall card ends the actions of the turn like any action (no extra action).
- PO9 (with portals, :mod:`.portals`): a portal takes no sticks; its diagonal is its only
  wall (PO6), its short sides stay open.
- CE1 (with camps): a camp takes no sticks. Like the fountain (WE3) it is no building; its
  bastions are its walls, and its other sides never touch a tile (CA2). A bastion may lean
  on a stick of the tile behind it ("Ein Feldlager darf ... auch an eine (hölzerne) Mauer
  gesetzt werden", compendium §8).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

from ..actions import UseWallCard
from ..components import SIDES, TILES, Card, register_cards
from ..errors import IllegalAction
from ..events import WallCardShown, WallsBuilt
from ..kit import (
    SIDE_STEPS,
    Edges,
    Later,
    action_done,
    building_of,
    edges_of,
    effective_grid,
    place_words,
    start_tile_id,
    start_words,
    walk,
)
from ..state import GameState, PlayerState
from . import seam as modules

#: WA1: each card's sides, in the order of the expansions' data.
CARD_SIDES: dict[str, tuple[str, ...]] = {
    "wall-N": ("N",), "wall-E": ("E",), "wall-S": ("S",), "wall-W": ("W",),
    "wall-NE": ("N", "E"), "wall-ES": ("E", "S"), "wall-SW": ("S", "W"),
    "wall-WN": ("N", "W"),
}
WALL_CARDS: tuple[Card, ...] = tuple(Card(id=card, kind="wall") for card in CARD_SIDES)
register_cards(WALL_CARDS)
WALL_IDS: tuple[str, ...] = tuple(CARD_SIDES)
#: The wooden sticks: exactly what the eight cards show.
STICKS = sum(len(sides) for sides in CARD_SIDES.values())
#: Two cards each into the money piles 2-5 (0-based stacks 1-4).
PILES = (1, 2, 3, 4)

#: Keys in ``GameState.modules_state``.
SHOWN = "wall_cards.shown"
WALLS = "wall_cards.sticks"


def shown(state: GameState) -> list[str]:
    """The wall cards lying beside the money display."""
    return list(state.modules_state.get(SHOWN) or ())


def sticks(state: GameState) -> dict[str, str]:
    """Tile id -> the sides of its sticks (in N, E, S, W order)."""
    return dict(state.modules_state.get(WALLS) or {})


def _owned(player: PlayerState) -> list[str]:
    """The seat's tiles that may take sticks: built (the start tile aside), reserved, waiting."""
    return [t for _, _, t in player.alhambra if not TILES[t].start] + \
        list(player.reserve) + list(player.bought)


class _Plane(NamedTuple):
    """What :func:`wall_problem` reads of a seat's plane, worked out once for a listing."""

    owned: frozenset[str]
    edges: Edges
    built: dict[str, tuple[int, int]]
    effective: dict


def _plane_of(state: GameState, seat: int) -> _Plane:
    player = state.players[seat]
    edges = edges_of(state, seat) or Edges()
    return _Plane(frozenset(_owned(player)), edges,
                  {t: (x, y) for x, y, t in player.alhambra},
                  effective_grid(player.grid, edges))


def wall_problem(state: GameState, seat: int, card: str, tile: str,
                 plane: _Plane | None = None) -> IllegalAction | None:
    """Why ``seat`` may not use the wall card ``card`` on its tile ``tile``, or None
    (``plane``: the seat's plane as :func:`_plane_of` gives it, when the caller has it)."""
    if card not in shown(state):
        return IllegalAction("that wall card does not lie beside the money display",
                             "engine-wall-card-not-shown")
    player = state.players[seat]
    if tile in TILES and TILES[tile].start and any(t == tile for _, _, t in player.alhambra):
        return IllegalAction(f"{start_words(player.grid)} takes no wooden walls",
                             "engine-wall-start", start_tile=tile)
    if tile in TILES and TILES[tile].building == "camp":  # CE1 (camps)
        return IllegalAction("a camp takes no wooden walls: its bastions are its walls",
                             "engine-wall-camp", tile=tile)
    if tile in TILES and TILES[tile].building == "portal":  # PO9 (portals, expansion 6)
        return IllegalAction("a portal takes no wooden walls: its diagonal is its wall",
                             "engine-wall-portal", tile=tile)
    plane = plane or _plane_of(state, seat)
    if tile not in plane.owned:
        return IllegalAction("wooden walls go only on one of your tiles: built, on your "
                             "reserve or waiting to be built", "engine-wall-not-yours")
    edges, built, grid = plane.edges, plane.built, player.grid
    if tile in built:
        walls = plane.effective[built[tile]].walls
    else:
        walls = TILES[tile].walls | frozenset(sticks(state).get(tile, ""))
    for side in CARD_SIDES[card]:
        if side in walls:
            return IllegalAction(
                f"the {building_of(TILES[tile])} has a wall on its {_side(side)} side already: a "
                "wooden wall never goes over a wall", "engine-wall-covered", tile=tile,
                side=side)
    if tile in built and _faces_open_edge(grid, built[tile], CARD_SIDES[card], walls):
        more = frozenset((tile, side) for side in CARD_SIDES[card])
        after = Edges(edges.sticks | more, edges.gates)
        if len(walk(effective_grid(grid, after), after.gates)) != len(grid):
            place = place_words(grid, built[tile])
            return IllegalAction(
                f"with wooden walls there, some tiles could no longer be reached on foot "
                f"from {start_words(grid)}", "engine-wall-cuts", tile=tile, place=place,
                start_tile=start_tile_id(grid))
    return None


def _side(side: str) -> str:
    return {"N": "north", "E": "east", "S": "south", "W": "west"}[side]


def _faces_open_edge(grid, cell, sides, walls) -> bool:
    """Whether a stick on ``sides`` of built ``cell`` would close an edge towards a tile
    (only then can walking change)."""
    x, y = cell
    for side, dx, dy, opposite in SIDE_STEPS:
        other = grid.get((x + dx, y + dy))
        if side in sides and other is not None and opposite not in other.walls:
            return True
    return False


def _use(state: GameState, seat: int, action: UseWallCard):
    problem = wall_problem(state, seat, action.card, action.tile)
    if problem is not None:
        raise problem
    sides = CARD_SIDES[action.card]
    walls = sticks(state)
    walls[action.tile] = "".join(s for s in SIDES if s in sides or s in walls.get(action.tile,
                                                                                 ""))
    state = action_done(
        state, seat=seat, out_of_game=state.out_of_game + (action.card,),
        modules_state={**state.modules_state, WALLS: walls,
                       SHOWN: [c for c in shown(state) if c != action.card]})
    return state, [WallsBuilt(seat=seat, card=action.card, tile=action.tile, sides=sides)]


class WallCards(modules.Module):
    name = "wall_cards"
    title = "Wall cards"
    description = ("Wall cards come with the money: put wooden walls on one of your tiles "
                   "as an action.")
    rule_sets = ("alhambra",)
    extra_cards = WALL_IDS
    handlers = {"use_wall_card": _use}
    phase_actions = {"action": frozenset({"use_wall_card"})}

    def deck_cards(self, rng: random.Random) -> list[tuple[int, str]]:
        cards = list(WALL_IDS)
        rng.shuffle(cards)
        return [(PILES[index // 2], card) for index, card in enumerate(cards)]

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        return state.model_copy(update={"modules_state": {**state.modules_state, SHOWN: [],
                                                          WALLS: {}}})

    def revealed_card(self, state: GameState, card: str, events: list) -> GameState | None:
        if card not in CARD_SIDES:
            return None
        events.append(WallCardShown(card=card))
        return state.model_copy(update={"modules_state": {**state.modules_state,
                                                          SHOWN: shown(state) + [card]}})

    def held_cards(self, state: GameState) -> Iterable[str]:
        return shown(state)

    def edges(self, state: GameState, seat: int) -> Edges | None:
        walls = state.modules_state.get(WALLS)
        if not walls:
            return None
        player = state.players[seat]
        mine = [(t, s) for t in _owned(player) if t in walls for s in walls[t]]
        return Edges(sticks=frozenset(mine)) if mine else None

    def turn_groups(self, state: GameState, seat: int):
        cards = shown(state)
        if not cards:
            return []
        tiles = list(dict.fromkeys(_owned(state.players[seat])))

        def uses():  # (worked out only when asked: most listings want other kinds)
            plane = _plane_of(state, seat)
            return (UseWallCard(card=card, tile=tile) for card in cards for tile in tiles
                    if wall_problem(state, seat, card, tile, plane) is None)

        return [("use_wall_card", Later(lambda: list(uses()),
                                        lambda: next(uses(), None) is not None))]

    def view_fields(self, state: GameState, seat: int | None) -> dict:
        """The wall cards beside the display, every tile's sticks, the sticks left."""
        walls = sticks(state)
        return {"shown": shown(state),
                "sticks": {tile: list(sides) for tile, sides in walls.items()},
                "sticks_left": STICKS - sum(len(s) for s in walls.values())}

    def problems(self, state: GameState) -> list[str]:
        found = []
        cards = state.modules_state.get(SHOWN)
        walls = state.modules_state.get(WALLS)
        if not isinstance(cards, list) or any(c not in CARD_SIDES for c in cards):
            found.append(f"beside the display lie {cards!r}, not wall cards")
        if not isinstance(walls, dict):
            return found + [f"the sticks are not by tile: {walls!r}"]
        used = [c for c in state.out_of_game if c in CARD_SIDES]
        if sum(len(s) for s in walls.values()) != sum(len(CARD_SIDES[c]) for c in used):
            found.append(f"sticks {walls!r} are not those of the used cards {used}")
        owners = {}
        for seat, player in enumerate(state.players):
            for tile in _owned(player):
                owners[tile] = seat
        dirk = set(state.dirk or ())
        for tile, sides in walls.items():
            if tile not in TILES or any(s not in SIDES for s in sides) or \
                    len(set(sides)) != len(sides):
                found.append(f"sticks {sides!r} on {tile!r}")
            elif set(sides) & TILES[tile].walls:
                found.append(f"a stick over a printed wall of {tile}")
            if tile not in owners and tile not in dirk:
                found.append(f"the sticks of {tile} are on a tile nobody owns")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = WallCards()
