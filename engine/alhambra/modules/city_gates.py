"""City gates (Stadttore), a module of expansion 2 "Die Tore der Stadt" (shared/EXPANSIONS.md
"GT City gates"; the compendium of expansions, "5. Tore der Stadt"). Module name
``city_gates``.

- Components: 6 wooden gates and 6 gate cards (``gate-1`` ... ``gate-6``, all alike).
- Setup: one gate and one card per player, the cards spread over money piles 3-5
  ("Eine Stadttorkarte pro Spieler wird auf den 3., 4. und 5. Geldkartenstapel verteilt").
  **GT1**: card i (counting from 0) goes into pile 3 + (i mod 3); the cards of absent
  players are out of the game. **GT3**: with two players, 2 cards (one per player: Dirk is
  no player).
- A revealed card lies by the gates; if one lies there already, the new one goes to the
  discard pile ("wird diese neben den Holztoren offen bereitgelegt oder auf den
  Ablagestapel geworfen, falls schon eine Stadttorkarte ausliegt"); the refill draws on
  (``Module.revealed_card``). ``modules_state["city_gates.shown"]``.
- Taking that card is an action instead of taking money (:class:`~.actions.TakeGateCard`;
  "Anstelle einer Geldkarte darf der Spieler auch ... ein Stadttor ... nehmen"). The vizier
  cannot take it (it only buys market tiles). A seat's cards are kept openly
  (``modules_state["city_gates.held"]``, per seat).
- Playing a card is free while placing any tile: a bought tile (:class:`~.actions.PlaceGate`,
  also the tiles received at the end of the game, C §5/§27) or a reserve tile in a rebuild
  (:class:`~.actions.RebuildPlaceGate`), also Ammar El'Schauf's extra rebuild at the end of
  a turn ("rebuild and final distribution included"). The gate goes on a double wall of the new tile
  (both tiles' printed walls, never a wooden wall: "Ein Tor darf nicht verwendet werden,
  um eine (hölzerne) Mauer zu überbrücken"), which then counts as open for the pedestrian
  rule: a tile that touches the Alhambra only through double walls may be built. The walls
  must still match; the card leaves the game. Several gates may stand on one tile.
- Scoring: none. A gated edge stays an inner wall (it always has tiles on both sides). A
  building yard ignores a gated wall (C §2, §5: it may count as up to 4).
- **GT2**: a gate belongs to its edge and leaves the game when a rebuild takes either tile
  away (out to the reserve, or exchanged). ``modules_state["city_gates.gates"]``: [seat,
  tile, side, the other tile]; ``"city_gates.lost"``: how many left so.
- Not with Granada or the combination (X1).

The gates are edge changes on the plane (``Module.edges``, :mod:`.edges`): each gate is
listed from both of its tiles.

Decisions where the rules need a program's answer:

- GE1: a gate may be played on any double wall of the tile being built that faces a built
  tile, not only when the tile could not be built without it (a gate on a yard's wall is
  played for the scoring, C §2).
- GE2: an exchange (a rebuild) puts a tile in without a gate, and is refused when the gates
  it takes away (GT2) would leave tiles that cannot be reached on foot; the vizier's tile is
  built without a gate (its purchase names no gate).
- CE2 (with camps): no gate is built on a camp's side. Nobody walks into a camp (CA2), and
  a gate opens a wall for walking.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import lru_cache

from ..actions import PlaceGate, RebuildPlaceGate, TakeGateCard
from ..components import OPPOSITE, SIDES, TILES, Card, register_cards
from ..errors import IllegalAction, IllegalPlacement
from ..events import GateBuilt, GateCardShown, GateCardTaken, GateLost, Rebuilt, TilePlaced
from ..kit import (
    EdgePlane,
    Edges,
    action_done,
    from_bought,
    known_some,
    neighbour,
    reserve_tile,
    rules_of,
    with_player,
)
from ..kit import (
    edge_placement_problem as placement_problem,
)
from ..state import GameState
from . import seam as modules

#: The six gate cards, alike (GT1 numbers them for the piles).
GATE_CARDS: tuple[Card, ...] = tuple(Card(id=f"gate-{n}", kind="gate") for n in range(1, 7))
register_cards(GATE_CARDS)
GATE_IDS: tuple[str, ...] = tuple(card.id for card in GATE_CARDS)
#: GT1: the money piles 3, 4 and 5 (0-based stacks 2, 3, 4).
PILES = (2, 3, 4)

#: Keys in ``GameState.modules_state``.
SHOWN = "city_gates.shown"
HELD = "city_gates.held"
GATES = "city_gates.gates"
LOST = "city_gates.lost"


def shown(state: GameState) -> str | None:
    """The gate card lying by the gates (None: none)."""
    return state.modules_state.get(SHOWN)


def held(state: GameState, seat: int) -> list[str]:
    """The gate cards ``seat`` holds."""
    found = state.modules_state.get(HELD)
    return list(found[seat]) if found else []


def gates(state: GameState) -> list[list]:
    """Every gate standing: [seat, tile, side, the tile on the other side]."""
    return list(state.modules_state.get(GATES) or ())


def cards_in_play(state: GameState) -> int:
    """One card per player (GT3: two with two players)."""
    return len(state.players)


def _no_card() -> IllegalAction:
    return IllegalAction("you hold no gate card", "engine-gate-no-card")


def _gate_plane(state: GameState, seat: int) -> EdgePlane:
    """``seat``'s plane with its edge changes (none yet: an empty :class:`Edges`), as the
    rule set played sees it (with camps: no gate on a camp)."""
    return rules_of(state).gate_plane(state, seat)


def _checked(state: GameState, seat: int, tile: str, x: int, y: int, side: str) -> None:
    if not held(state, seat):
        raise _no_card()
    if side not in SIDES:
        raise IllegalAction(f"there is no side {side!r}: the sides are N, E, S and W",
                            "engine-gate-bad-side", side=side)
    plane = _gate_plane(state, seat)
    if (x, y, side) in plane.gate_positions(TILES[tile]):
        return
    if TILES[tile].building == "camp":  # CE2 (camps): a camp is never walked into
        raise IllegalAction("a gate is never built on a camp", "engine-gate-camp", tile=tile)
    problem = placement_problem(plane.grid, plane.edges, TILES[tile], (x, y), plane.walkable,
                                gate=side) or rules_of(state).placement_problem(state, seat,
                                                                                tile, (x, y))
    if problem:
        raise IllegalPlacement(f"cannot build there: {problem}", "engine-cannot-build",
                               tile=tile, cell=(x, y), problem=problem)
    raise IllegalAction("no gate can be built there", "engine-gate-not-there", tile=tile)


def _gated(state: GameState, seat: int, tile: str, x: int, y: int, side: str,
           alhambra: tuple) -> tuple[dict, GateBuilt]:
    """The gate's changes of ``modules_state`` (its card out of the game) and its event."""
    cards = held(state, seat)
    card = cards.pop(0)
    every = [list(h) for h in state.modules_state[HELD]]
    every[seat] = cards
    other = next(t for cx, cy, t in alhambra if (cx, cy) == neighbour((x, y), side))
    data = {**state.modules_state, HELD: every, GATES: gates(state) + [[seat, tile, side, other]]}
    return data, GateBuilt(seat=seat, card=card, x=x, y=y, side=side)


def _place_gate(state: GameState, seat: int, action: PlaceGate):
    player = state.players[seat]
    bought = from_bought(player, action.tile)
    _checked(state, seat, action.tile, action.x, action.y, action.side)
    alhambra = player.alhambra + ((action.x, action.y, action.tile),)
    data, event = _gated(state, seat, action.tile, action.x, action.y, action.side, alhambra)
    state = with_player(state, seat, bought=bought, alhambra=alhambra)
    state = state.model_copy(update={"modules_state": data,
                                     "out_of_game": state.out_of_game + (event.card,)})
    return state, [event, TilePlaced(seat=seat, tile=action.tile, x=action.x, y=action.y)]


def rebuild_place_gate(state: GameState, seat: int, action: RebuildPlaceGate):
    """A rebuild with a gate: a main action, or at the end of the turn an extra rebuild
    (Ammar El'Schauf's, CC9 of :mod:`.characters`: "Playing a card is free while placing any
    tile, rebuild ... included", EXPANSIONS.md GT c), checked as such whichever module's
    handler of the kind is used."""
    if state.flow.phase != "action":  # the module that grants it checks it
        for module in modules.active_modules(state):
            handler = module.handlers.get(action.kind)
            if module.name != CityGates.name and handler is not None:
                return handler(state, seat, action)
    return place_gate_rebuild(state, seat, action)


def gate_rebuilds(state: GameState, seat: int) -> list[RebuildPlaceGate]:
    """The rebuilds that build a reserve tile in with a gate (none without a card)."""
    reserve = state.players[seat].reserve
    if not reserve or not held(state, seat):
        return []
    plane = _gate_plane(state, seat)
    return [RebuildPlaceGate(tile=tile, x=x, y=y, side=side)
            for tile in dict.fromkeys(reserve)
            for x, y, side in sorted(plane.gate_positions(TILES[tile]))]


def _any_gate_rebuild(state: GameState, seat: int) -> bool:
    """Whether :func:`gate_rebuilds` lists any."""
    reserve = state.players[seat].reserve
    if not reserve or not held(state, seat):
        return False
    plane = _gate_plane(state, seat)
    return any(plane.gate_positions(TILES[tile]) for tile in dict.fromkeys(reserve))


def place_gate_rebuild(state: GameState, seat: int, action: RebuildPlaceGate):
    """Build a reserve tile in with a gate (the rebuild itself, whoever allows it)."""
    player = state.players[seat]
    rest = reserve_tile(player, action.tile)
    _checked(state, seat, action.tile, action.x, action.y, action.side)
    alhambra = player.alhambra + ((action.x, action.y, action.tile),)
    data, event = _gated(state, seat, action.tile, action.x, action.y, action.side, alhambra)
    state = action_done(state, seat=seat, player={"reserve": rest, "alhambra": alhambra},
                         modules_state=data, out_of_game=state.out_of_game + (event.card,))
    return state, [event, Rebuilt(seat=seat, x=action.x, y=action.y, into=action.tile)]


def _take(state: GameState, seat: int, action: TakeGateCard):
    card = shown(state)
    if card is None:
        raise IllegalAction("no gate card lies by the gates", "engine-gate-none-shown")
    every = [list(h) for h in state.modules_state[HELD]]
    every[seat].append(card)
    state = action_done(state, seat=seat,
                         modules_state={**state.modules_state, SHOWN: None, HELD: every})
    return state, [GateCardTaken(seat=seat, card=card)]


_TAKE = TakeGateCard()


@lru_cache(maxsize=256)
def _cells_of(alhambra: tuple) -> dict[str, tuple[int, int]]:
    """Tile id -> its cell (asked after every action while gates stand: kept; not to be
    changed)."""
    return {t: (x, y) for x, y, t in alhambra}


class CityGates(modules.Module):
    name = "city_gates"
    title = "City gates"
    description = ("Gate cards come with the money: a gate opens a double wall for walking "
                   "when you build a tile.")
    rule_sets = ("alhambra",)
    extra_cards = GATE_IDS
    handlers = {"take_gate_card": _take, "place_gate": _place_gate,
                "rebuild_place_gate": rebuild_place_gate}
    phase_actions = {"action": frozenset({"take_gate_card", "rebuild_place_gate"}),
                     "placing": frozenset({"place_gate"}),
                     "final_placing": frozenset({"place_gate"})}

    def deck_cards(self, rng: random.Random) -> list[tuple[int, str]]:
        """GT1: card i into pile 3 + (i mod 3) (those of absent players leave at setup)."""
        return [(PILES[index % 3], card) for index, card in enumerate(GATE_IDS)]

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        """One card per player: the others leave the deck (out of the game)."""
        unused = set(GATE_IDS[cards_in_play(state):])
        return state.model_copy(update={
            "deck": tuple(c for c in state.deck if c not in unused),
            "out_of_game": state.out_of_game + tuple(c for c in GATE_IDS if c in unused),
            "modules_state": {**state.modules_state, SHOWN: None,
                              HELD: [[] for _ in state.players], GATES: [], LOST: 0}})

    def revealed_card(self, state: GameState, card: str, events: list) -> GameState | None:
        if card not in GATE_IDS:
            return None
        if shown(state) is None:
            events.append(GateCardShown(card=card))
            return state.model_copy(update={"modules_state": {**state.modules_state,
                                                              SHOWN: card}})
        events.append(GateCardShown(card=card, discarded=True))
        return state.model_copy(update={"discard": state.discard + (card,)})

    def held_cards(self, state: GameState) -> Iterable[str]:
        found = [c for h in state.modules_state.get(HELD) or () for c in h]
        return found + [shown(state)] if shown(state) else found

    def edges(self, state: GameState, seat: int) -> Edges | None:
        mine = [(tile, side, other) for s, tile, side, other in gates(state) if s == seat]
        if not mine:
            return None
        return Edges(gates=frozenset(
            edge for tile, side, other in mine for edge in ((tile, side),
                                                            (other, OPPOSITE[side]))))

    def turn_groups(self, state: GameState, seat: int):
        groups = []
        if shown(state) is not None:
            groups.append(("take_gate_card", [_TAKE]))
        if _any_gate_rebuild(state, seat):  # (its actions made only when asked)
            groups.append(("rebuild_place_gate",
                           known_some(lambda: gate_rebuilds(state, seat))))
        return groups

    def placing_groups(self, state: GameState, seat: int, tile: str):
        if not held(state, seat):
            return []
        plane = _gate_plane(state, seat)
        return [("place_gate", [PlaceGate(tile=tile, x=x, y=y, side=side)
                                for x, y, side in sorted(plane.gate_positions(TILES[tile]))])]

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        """GT2: a gate whose tiles no longer stand side by side leaves the game."""
        standing = gates(state)
        if not standing:
            return state
        kept = []
        for entry in standing:
            owner, tile, side, other = entry
            cells = _cells_of(state.players[owner].alhambra)
            if tile in cells and other in cells and neighbour(cells[tile], side) == cells[other]:
                kept.append(entry)
            else:
                events.append(GateLost(seat=owner, tile=tile, side=side, other=other))
        if len(kept) == len(standing):
            return state
        lost = state.modules_state.get(LOST, 0) + len(standing) - len(kept)
        return state.model_copy(update={"modules_state": {**state.modules_state, GATES: kept,
                                                          LOST: lost}})

    def view_fields(self, state: GameState, seat: int | None) -> dict:
        """The card by the gates, how many cards each seat holds, the gates standing."""
        return {
            "shown": shown(state),
            "held": [len(h) for h in state.modules_state.get(HELD) or ()],
            "gates": [{"seat": s, "tile": t, "side": side, "other": o}
                      for s, t, side, o in gates(state)],
            "lost": state.modules_state.get(LOST, 0),
        }

    def problems(self, state: GameState) -> list[str]:
        found = []
        every = state.modules_state.get(HELD)
        if not isinstance(every, list) or len(every) != len(state.players):
            return [f"the gate cards held are not one list per seat: {every!r}"]
        card = shown(state)
        if card is not None and card not in GATE_IDS:
            found.append(f"{card!r} lies by the gates")
        if any(c not in GATE_IDS for h in every for c in h):
            found.append(f"a seat holds cards that are no gate cards: {every!r}")
        used = sum(1 for c in state.out_of_game if c in GATE_IDS) - \
            (len(GATE_IDS) - cards_in_play(state))
        standing = gates(state)
        if len(standing) + state.modules_state.get(LOST, 0) != used:
            found.append(f"{len(standing)} gates stand and {state.modules_state.get(LOST)} "
                         f"left the game, but {used} gate cards were played")
        edges = set()
        for owner, tile, side, other in standing:
            cells = {t: (x, y) for x, y, t in state.players[owner].alhambra}
            if tile not in cells or other not in cells or \
                    neighbour(cells[tile], side) != cells[other]:
                found.append(f"the gate of seat {owner} on {tile} {side} has no edge")
            elif side not in TILES[tile].walls or OPPOSITE[side] not in TILES[other].walls:
                found.append(f"the gate of seat {owner} on {tile} {side} is on no double wall")
            edge = frozenset(((tile, side), (other, OPPOSITE[side])))
            if edge in edges:
                found.append(f"two gates on the edge of {tile} {side}")
            edges.add(edge)
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = CityGates()
