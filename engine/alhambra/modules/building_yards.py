"""Building yards (Bauhütten), a module of expansion 1 "Die Gunst des Wesirs" (family box rule
book p. 14-16, "Die Bauhütten"; the compendium of expansions, "2. Bauhütten"). Module name
``building_yards``.

**The wall sides are a reconstruction.** The rule book gives the yards' colours and numbers
("Es gibt 3 blaue ... 4 braune ... 5 grüne ... 3 rote ... 4 weiße und 5 lila Bauhütten") but
its pictures are missing; ``data/building_yards.json`` is a copy of the project's
reconstruction (``shared/data/reconstructed.json``, key ``building_yards``): every yard has
exactly one wall, its side cycling N, E, S, W through the list. Replace them with the
printed values when known.

A yard is a tile (:data:`~.components.TILES`) of building ``"yard"`` with ``counts_as`` its
colour's building, price 0, named ``yard-<building>-<n>``. It is built, reserved and rebuilt
like any tile ("Die Regeln für den Umbau der Alhambra gelten auch für die Bauhütten"), and
its walls take part in the longest outer wall ("Die Stadtmauern auf den Bauhütten werden wie
üblich gewertet"). Its own building is none of the scored ones, so the yard never counts as
a tile of a majority itself; it counts only through :meth:`BuildingYards.counted_buildings`.

- Setup: "Die Bauhütten werden nach Farben sortiert, jeder der 6 Stapel gemischt und verdeckt
  neben den Bauhof gelegt. Anschließend wird von jedem Stapel die oberste Bauhütte
  aufgedeckt." (``modules_state["building_yards.stacks"]``: building -> the stack's yards,
  index 0 the face-up top.)
- A fourth action, "Bauhütte errichten" (:class:`~.actions.TakeYard`): "Man darf sich
  **eine** beliebige, offen liegende Bauhütte von einem der sechs Stapel nehmen. Dann wird
  die nächste Bauhütte des Stapels aufgedeckt. Ist ein Stapel aufgebraucht, steht diese
  Sorte nicht mehr zur Verfügung. Eine Bauhütte kostet kein Geld (und kann deshalb auch
  **nicht** passend bezahlt werden: d.h. dafür gibt es keinen Extra-Spielzug)." It ends the
  action part of the turn; "Am Ende des Spielzuges platziert man die Bauhütte (eventuell mit
  weiteren Gebäudeplättchen) gemäß den Bauregeln in die eigene Alhambra ein oder legt sie in
  seine Reserve": it waits with the bought tiles.
- "Jeder Spieler darf höchstens **drei Bauhütten** besitzen, dazu zählen auch Bauhütten in
  der Reserve": built, reserved and waiting yards count.
- Scoring: "Grenzt eine Bauhütte an ein gleichfarbiges Gebäude, zählt sie wie ein weiteres
  Gebäude, bei **2 oder 3** gleichfarbigen Nachbargebäuden ... wie **2 oder 3** Gebäude
  dieser Art, sofern sich jeweils zwischen Bauhütte und gleichfarbigen Nachbargebäuden
  **keine Stadtmauer** befindet." A built yard adds one building of its colour for each
  orthogonal neighbour of that building without a wall between them (in
  ``ScoringRecord.added["building_yards"]``). "Bauhütten zählen nicht für weitere benachbarte
  Bauhütten" (compendium); a yard on the reserve never counts. With expansions 2 and 3
  (:mod:`.edges`): a gate on the wall between them joins them, a wooden wall separates
  them (compendium §2, §5, §11).
- The vizier may never take a yard (compendium: "Bauhütten können nicht durch die Gunst des
  Wesirs genommen werden"): only this module offers ``take_yard``, in the action phase.
- Not with Granada or the combination (shared/EXPANSIONS.md X1); with two players as with
  more (Dirk never receives yards: they are not in the bag).

Decisions where the rules need a program's answer:

- Y1: the next yard of a stack turns up when the turn of the player who took the top one
  ends, not at once. Nobody can take a second yard in the same turn, so play is the same;
  but "restart turn" must not show what lies beneath (``modules_state
  ["building_yards.covered"]``: the stacks whose new top is still face down).
- Y2: with two players a yard is never given to Dirk: it was taken, not bought, and the book
  says it is built or reserved ("platziert man die Bauhütte ... ein oder legt sie in seine
  Reserve"). Dirk's module leaves every tile of a module's ``own_tiles`` alone.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from ..actions import TakeYard
from ..components import BUILDINGS, Tile, building_words, read_data, register_tiles
from ..errors import IllegalAction
from ..events import YardTaken, YardTurnedUp
from ..kit import (
    SIDE_STEPS,
    Edges,
    action_done,
    edges_of,
    effective_grid,
    finished,
    passable,
)
from ..state import GameState, PlayerState, grid_of
from . import seam as modules

_DATA = read_data("building_yards.json")

#: A yard's own building: none of the scored ones.
YARD = "yard"
#: "Jeder Spieler darf höchstens drei Bauhütten besitzen".
MAX_YARDS = 3

#: The 24 yards, in data order.
YARDS: tuple[Tile, ...] = tuple(
    Tile(id=entry["id"], building=YARD, price=0, walls=frozenset(entry["walls"]),
         counts_as=entry["type"])
    for entry in _DATA["tiles"]
)
register_tiles(YARDS)
YARD_IDS: frozenset[str] = frozenset(t.id for t in YARDS)
_COUNTS_AS: dict[str, str] = {t.id: t.counts_as for t in YARDS}

#: Keys in ``GameState.modules_state``: building -> its stack (index 0 face up); the
#: buildings whose stack's new top is still face down this turn (Y1).
STACKS = "building_yards.stacks"
COVERED = "building_yards.covered"


def stacks(state: GameState) -> dict[str, list[str]]:
    """Building -> the yards of its stack, the face-up one first."""
    return state.modules_state.get(STACKS) or {}


def covered(state: GameState) -> list[str]:
    return list(state.modules_state.get(COVERED) or ())


def face_up(state: GameState, building: str) -> str | None:
    """The yard that may be taken from ``building``'s stack now (None: none)."""
    stack = stacks(state).get(building) or ()
    return stack[0] if stack and building not in covered(state) else None


def owned(player: PlayerState) -> int:
    """The yards a player owns: built, on the reserve and waiting to be built."""
    return (sum(1 for _, _, t in player.alhambra if t in YARD_IDS)
            + sum(1 for t in player.reserve + player.bought if t in YARD_IDS))


def _words(building: str) -> str:
    return building_words(building).lower()


def _take(state: GameState, seat: int, action: TakeYard):
    """Bauhütte errichten: the face-up yard of a stack, instead of another action."""
    building = action.building
    if building not in stacks(state):
        raise IllegalAction(f"there is no stack of building yards for {building!r}",
                            "engine-yard-no-stack", building=building)
    if owned(state.players[seat]) >= MAX_YARDS:
        raise IllegalAction(f"you have {MAX_YARDS} building yards already (built, on the "
                            f"reserve or waiting): nobody may own more than {MAX_YARDS}",
                            "engine-yard-three", limit=MAX_YARDS)
    yard = face_up(state, building)
    if yard is None:
        raise IllegalAction(f"the stack of {_words(building)} yards is used up",
                            "engine-yard-stack-empty", building=building)
    rest = stacks(state)[building][1:]
    hidden = covered(state) + [building] if rest else covered(state)
    state = action_done(
        state, seat=seat, player={"bought": state.players[seat].bought + (yard,)},
        modules_state={**state.modules_state, STACKS: {**stacks(state), building: rest},
                       COVERED: sorted(hidden, key=BUILDINGS.index)})
    return state, [YardTaken(seat=seat, building=building, tile=yard)]


@lru_cache(maxsize=16)
def _take_action(building: str) -> TakeYard:
    return TakeYard(building=building)


@lru_cache(maxsize=256)
def yard_counts(alhambra: tuple) -> dict[str, int]:
    """Building -> what the built yards of ``alhambra`` add: one for each neighbour of the
    yard's colour with no wall between them (a yard is never such a neighbour)."""
    grid = grid_of(alhambra)
    counts: Counter[str] = Counter()
    for (x, y), tile in grid.items():
        if tile.id not in YARD_IDS:
            continue
        for side, dx, dy, opposite in SIDE_STEPS:
            other = grid.get((x + dx, y + dy))
            if other is not None and other.building == tile.counts_as and \
                    side not in tile.walls and opposite not in other.walls:
                counts[tile.counts_as] += 1
    return dict(counts)


@lru_cache(maxsize=256)
def yard_counts_with(alhambra: tuple, edges: Edges) -> dict[str, int]:
    """:func:`yard_counts` with a seat's edge changes (:mod:`.edges`): a wooden wall
    between a yard and its neighbour separates them (compendium §11), a gate does not ("so
    behandelt, als würde die Mauer nicht existieren", §2)."""
    grid = grid_of(alhambra)
    eff = effective_grid(grid, edges)
    counts: Counter[str] = Counter()
    for (x, y), tile in grid.items():
        if tile.id not in YARD_IDS:
            continue
        for side, dx, dy, _ in SIDE_STEPS:
            other = grid.get((x + dx, y + dy))
            if other is not None and other.building == tile.counts_as and \
                    passable(eff, edges.gates, (x, y), side):
                counts[tile.counts_as] += 1
    return dict(counts)


class BuildingYards(modules.Module):
    name = "building_yards"
    title = "Building yards"
    description = ("Take up to three free building yards: each counts as one more building "
                   "for every neighbour of its colour with no wall between.")
    rule_sets = ("alhambra",)
    own_tiles = YARD_IDS
    handlers = {"take_yard": _take}
    phase_actions = {"action": frozenset({"take_yard"})}

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        piles = {}
        for building in BUILDINGS:
            pile = [t.id for t in YARDS if t.counts_as == building]
            rng.shuffle(pile)
            piles[building] = pile
        return state.model_copy(update={"modules_state": {
            **state.modules_state, STACKS: piles, COVERED: []}})

    def turn_groups(self, state: GameState, seat: int):
        if owned(state.players[seat]) >= MAX_YARDS:
            return []
        return [("take_yard", [_take_action(b) for b in stacks(state) if face_up(state, b)])]

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        """Y1: when the turn ends (or the game), the covered stacks turn their top up."""
        hidden = state.modules_state.get(COVERED)
        if not hidden or not any(e.kind in ("turn_ended", "game_ended") for e in events):
            return state
        for building in hidden:
            events.append(YardTurnedUp(building=building, tile=stacks(state)[building][0]))
        return state.model_copy(update={"modules_state": {**state.modules_state, COVERED: []}})

    def counted_buildings(self, state: GameState, seat: int) -> dict[str, int]:
        edges = edges_of(state, seat)
        if edges is not None:  # sticks separate, gates join (compendium §2, §5, §11)
            return dict(yard_counts_with(finished(state, seat), edges))
        return dict(yard_counts(finished(state, seat)))  # BS3: a site is no neighbour

    def view_fields(self, state: GameState, seat: int | None) -> dict:
        """Per building its stack's face-up yard (None: used up, or not yet turned up) and
        how many yards are left in it, the face-up one included (never their order)."""
        return {
            "stacks": {b: {"face_up": face_up(state, b), "left": len(stack)}
                       for b, stack in stacks(state).items()},
            "limit": MAX_YARDS,
        }

    def problems(self, state: GameState) -> list[str]:
        piles = state.modules_state.get(STACKS)
        if not isinstance(piles, dict) or list(piles) != list(BUILDINGS) or \
                not all(isinstance(p, list) for p in piles.values()):
            return [f"the building yards' stacks are not laid out: {piles!r}"]
        found = []
        places: Counter[str] = Counter(t for pile in piles.values() for t in pile)
        for building, pile in piles.items():
            strangers = [t for t in pile if _COUNTS_AS.get(t) != building]
            if strangers:
                found.append(f"the {building} yards' stack holds {strangers}")
        for seat, player in enumerate(state.players):
            mine = [t for _, _, t in player.alhambra if t in YARD_IDS] + \
                [t for t in player.reserve + player.bought if t in YARD_IDS]
            places.update(mine)
            if len(mine) > MAX_YARDS:
                found.append(f"seat {seat} owns {len(mine)} building yards")
        if set(places) != YARD_IDS or any(n != 1 for n in places.values()):
            found.append("building yards not accounted for once: missing "
                         f"{sorted(YARD_IDS - set(places))}, twice or unknown "
                         f"{sorted(t for t, n in places.items() if n > 1 or t not in YARD_IDS)}")
        elsewhere = [t for t in state.market + state.second_market + (state.dirk or ())
                     + state.bag if t in YARD_IDS]
        if elsewhere:
            found.append(f"building yards in the market, the bag or with Dirk: {elsewhere}")
        hidden = state.modules_state.get(COVERED)
        if not isinstance(hidden, list) or any(not piles.get(b) for b in hidden):
            found.append(f"covered stacks {hidden!r} are not stacks with yards")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = BuildingYards()
