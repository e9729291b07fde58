"""Rule sets: what a game is played *with*, as opposed to the modules switched on around it.

A rule set supplies the tiles in the bag, the start tile, which face of a tile shows when it
is laid out, how the market is refilled and when it counts as full, the building rules on a
player's plane, the scoring of majorities and of the barrier (walls or moats), and how the
left-over market tiles are handed out at the end. :class:`RuleSet` itself is the base game
(rule book p. 2-7); a module that replaces it names its own in ``Module.rule_set``
(Granada: :mod:`.granada`), and at most one such module may be active.

The core (setup, turn, end of turn, scoring, legal actions, validation, view) asks
:func:`rules_of` for these and knows no rule set by name. Modules still add what stands
beside a rule set: participants in the majorities (Dirk), extra scoring terms, actions,
setup steps and view fields (see :class:`.modules.Module`).

How the Alhambra + Granada combination (rule book p. 12-13) uses the seam (module
``alhambra_granada``, :mod:`.combination`; where it differs from this sketch, the
combination's docstring is right: buying the second tile is the core action
``buy_second`` offered by the module, the moat is the extra term ``moat`` beside
``barrier_points``' wall, and the money deck uses ``stack_deck`` / ``reshuffled``):

- ``tiles`` returns both tile sets (the Alhambra tiles are one-faced, the Granada tiles
  two-faced: ``physical`` tells them apart in the bag); ``start_tile`` is the fountain;
- ``refill_market`` fills ``GameState.market`` with Alhambra tiles and
  ``GameState.second_market`` with Granada tiles (faces by the marker, a moat on each at
  the first lay-out), ``market_complete`` is false only when a slot can hold neither kind;
  the module lists buying the second tile of a slot in ``Module.turn_groups`` and handles
  it (an action kind of its own, or ``Buy`` with an optional tile field);
- both cities share the plane ``PlayerState.alhambra``; ``Tile.city`` says which city a
  tile belongs to and ``PlayerState.cities`` records Granada's start cell (the first
  Granada tile built). ``placement_problem`` / ``legal_positions`` / ``removal_problem`` /
  ``exchange_problem`` / ``plane_problems`` add wall-against-moat between the kinds and
  walk from each city's own start;
- ``scored_tiles`` is the whole plane (the building types differ), ``majorities`` pays the
  Alhambra buildings by the base table and the Granada buildings by the multipliers, and
  ``barrier_points`` scores the longest wall of the Alhambra tiles and the longest moat of
  the Granada tiles (each measured with the other city's tiles as empty ground); the
  module's ``extra_scoring`` adds the wall-and-moat stretch;
- ``end_game`` / ``next_final`` hand out both tiles of a slot.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from . import edges as edge_rules
from .components import (
    BASE_PAYOUTS,
    BASE_TILES,
    BUILDINGS,
    CURRENCIES,
    SCORING_CARDS,
    TILES,
    Tile,
)
from .edges import EdgePlane, Edges, edge_plane, edges_of
from .events import MarketRefilled
from .modules import BASE_RULE_SET, Module, draw_for_market, modules_named
from .placement import (
    Coord,
    exchange_problem,
    grid_problems,
    placement_problem,
    removal_problem,
)
from .planes import Plane, base_plane
from .scoring import longest_outer_wall, rank_payouts

if TYPE_CHECKING:
    from .state import GameState


class Majorities(BaseModel):
    """The majorities of one scoring round, per building, participant by participant
    (the seats in order, then extra participants such as Dirk)."""

    model_config = ConfigDict(frozen=True)

    counts: dict[str, tuple[int, ...]]
    points: dict[str, tuple[int, ...]]
    #: Rule sets that pay by the number of tiles in all cities (Granada): that number.
    visible: dict[str, int] = {}
    #: Rule sets that break ties by price (Granada): each participant's highest price of
    #: the building (0: none).
    best_prices: dict[str, tuple[int, ...]] = {}
    #: Module -> building -> 1 for each participant whose count a module made half a
    #: building more (Hakim Wahid; see ``ScoringRecord.halves``).
    halves: dict[str, dict[str, tuple[int, ...]]] = {}


class RuleSet:
    """The base game's rules; a rule set of a module subclasses it and overrides hooks."""

    name = BASE_RULE_SET
    #: The buildings that score, in the order of the scoring table.
    buildings: tuple[str, ...] = BUILDINGS
    #: The tile every player starts with at (0, 0).
    start_tile: str = "fountain"

    # -- the tiles ------------------------------------------------------------------------

    def tiles(self) -> tuple[str, ...]:
        """The physical tiles that go into the bag, in data order (shuffled at setup)."""
        return tuple(t.id for t in BASE_TILES)

    def lay_out(self, state: GameState, tiles: Sequence[str], *, setup: bool = False
                ) -> tuple[str, ...]:
        """The faces that show when ``tiles`` (physical ids) leave the bag: for the market,
        and for Dirk. ``setup``: laid out while setting up the game."""
        return tuple(tiles)

    # -- the money deck -------------------------------------------------------------------

    #: (stack index, scoring card) shuffled into the money deck at setup (p. 3: A into the
    #: 2nd of five stacks, B into the 4th); scoring cards not named are set aside (out of the
    #: game) until :meth:`reshuffled` brings them in.
    scoring_stacks: tuple[tuple[int, str], ...] = ((1, "scoring-A"), (3, "scoring-B"))

    def stack_deck(self, cards: list[str], rng: random.Random,
                   extra: Sequence[tuple[int, str]] = ()
                   ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The money deck from the cards left after dealing (five near-equal stacks, the
        scoring cards shuffled into theirs, then the modules' ``extra`` cards (stack index,
        card) into theirs, stack 1 on top) and the cards set aside."""
        stacks = split_stacks(cards)
        for stack_index, card in (*self.scoring_stacks, *extra):
            stack = stacks[stack_index]
            stack.insert(rng.randint(0, len(stack)), card)
        named = {card for _, card in self.scoring_stacks}
        aside = tuple(c.id for c in SCORING_CARDS if c.id not in named)
        return tuple(card for stack in stacks for card in stack), aside

    def reshuffled(self, state: GameState, cards: list[str], rng: random.Random
                   ) -> tuple[GameState, list[str]]:
        """The discard pile, shuffled (``cards``), becomes the deck: a rule set may shuffle
        set-aside cards in (the combination's second scoring card, p. 13)."""
        return state, cards

    # -- the market -----------------------------------------------------------------------

    def first_market(self, state: GameState, bag: list[str], rng: random.Random
                     ) -> GameState:
        """Lay out the first market from the shuffled ``bag`` (physical tiles) at setup and
        store what is left as the bag."""
        slots = len(CURRENCIES)
        if not any(type(m).set_aside is not Module.set_aside
                   for m in modules_named(state.options.modules)):
            return state.model_copy(update={
                "market": self.lay_out(state, bag[:slots], setup=True),
                "bag": tuple(bag[slots:])})
        rest, drawn = list(bag), []
        while len(drawn) < slots and rest:  # a module may set drawn tiles aside (bazaars)
            state, tile = draw_for_market(state, rest, [])
            if tile is not None:
                drawn.append(tile)
        return state.model_copy(update={"market": self.lay_out(state, drawn, setup=True),
                                        "bag": tuple(rest)})


    def refill_market(self, state: GameState, events: list) -> GameState:
        """Fill the empty market slots from the bag, in slot order (rule book p. 5)."""
        if None not in state.market or not state.bag:
            return state  # most turns: nothing was bought
        market = list(state.market)
        bag = list(state.bag)
        placed = {}
        for slot, tile in enumerate(market):
            if tile is None and bag:
                state, drawn = draw_for_market(state, bag, events)  # (bazaars wait aside)
                if drawn is None:
                    break
                market[slot] = self.lay_out(state, (drawn,))[0]
                placed[CURRENCIES[slot]] = market[slot]
        if placed:
            events.append(MarketRefilled(tiles=placed))
        return state.model_copy(update={"market": tuple(market), "bag": tuple(bag)})

    def market_complete(self, state: GameState) -> bool:
        """Whether the market is full after a refill; when it is not, the game ends."""
        return None not in state.market

    # -- building on a player's plane -----------------------------------------------------

    def placement_problem(self, state: GameState, seat: int, tile: str, cell: Coord
                          ) -> str | None:
        edges = edges_of(state, seat)
        if edges is not None:
            plane = self.plane(state, seat)
            return edge_rules.placement_problem(plane.grid, edges, TILES[tile], cell,
                                                plane.walkable)
        return placement_problem(state.players[seat].grid, TILES[tile], cell)

    def plane(self, state: GameState, seat: int) -> Plane:
        """What the building rules allow on ``seat``'s plane (kept per plane), with the
        modules' edge changes (:mod:`.edges`) when there are any."""
        edges = edges_of(state, seat)
        if edges is not None:
            return edge_plane(state.players[seat].alhambra, edges)
        return base_plane(state.players[seat].alhambra)

    def gate_plane(self, state: GameState, seat: int) -> EdgePlane:
        """``seat``'s plane as the city gates see it: with its edge changes, none yet or
        some (where a gate may go: :meth:`.edges.EdgePlane.gate_positions`)."""
        return edge_plane(state.players[seat].alhambra, edges_of(state, seat) or Edges())

    def legal_positions(self, state: GameState, seat: int, tile: str) -> frozenset[Coord]:
        return self.plane(state, seat).positions(TILES[tile])

    def removal_problem(self, state: GameState, seat: int, cell: Coord) -> str | None:
        edges = edges_of(state, seat)
        if edges is not None:
            return edge_rules.removal_problem(state.players[seat].grid, edges, cell)
        return removal_problem(state.players[seat].grid, cell)

    def legal_removals(self, state: GameState, seat: int) -> frozenset[Coord]:
        """Every cell whose tile ``seat`` may take out to the reserve (a rebuild)."""
        return self.plane(state, seat).removals()

    def exchange_problem(self, state: GameState, seat: int, tile: str, cell: Coord
                         ) -> str | None:
        edges = edges_of(state, seat)
        if edges is not None:
            return edge_rules.exchange_problem(state.players[seat].grid, edges, TILES[tile],
                                               cell)
        return exchange_problem(state.players[seat].grid, TILES[tile], cell)

    def legal_exchanges(self, state: GameState, seat: int, tile: str) -> frozenset[Coord]:
        """Every built cell whose tile the reserve tile ``tile`` may replace."""
        return self.plane(state, seat).exchanges(TILES[tile])

    def plane_problems(self, state: GameState, seat: int) -> list[str]:
        """Every broken building rule of ``seat``'s whole plane (for validation)."""
        edges = edges_of(state, seat)
        if edges is not None:
            return edge_rules.plane_problems(state.players[seat].grid, edges)
        return grid_problems(state.players[seat].grid)

    # -- scoring --------------------------------------------------------------------------

    def scored_tiles(self, state: GameState, seat: int) -> tuple[Tile, ...]:
        """The tiles of ``seat`` that count in the majorities: built ones, start tiles
        excepted (the reserve never counts)."""
        return tuple(t for t in state.players[seat].grid.values() if not t.start)

    def payouts(self, state: GameState, number: int) -> dict[str, tuple[int, ...]]:
        """What each place pays for each building in scoring round ``number`` (p. 6: the
        scoring table; a module may pay a building by another row of it, e.g. the new
        scoring tiles)."""
        return BASE_PAYOUTS[number]

    def rows(self, state: GameState, number: int) -> tuple[str, ...]:
        """The building types in the order of the rows whose points they take in round
        ``number`` when ``payouts`` reorders them (kept in ``ScoringRecord.rows``); empty:
        each type is paid by its own row."""
        return ()

    def majorities(self, state: GameState, number: int,
                   participants: Sequence[Sequence[Tile]]) -> Majorities:
        """Base game (p. 6): the scoring card's points by place; ties share the places."""
        counts = count_buildings(self.buildings, participants)
        table = self.payouts(state, number)
        points = {b: tuple(rank_payouts(counts[b], table[b])) for b in self.buildings}
        return Majorities(counts=counts, points=points)

    def barrier_points(self, state: GameState, seat: int) -> int:
        """The longest outer wall (or moat) of ``seat``: one point per tile side (with the
        modules' edge changes: sticks are walls, a gated edge is an inner wall)."""
        edges = edges_of(state, seat)
        if edges is not None:
            return longest_outer_wall(edge_rules.effective_grid(state.players[seat].grid, edges))
        return longest_outer_wall(state.players[seat].grid)

    # -- the end of the game --------------------------------------------------------------

    def end_game(self, state: GameState, seat: int, events: list) -> GameState:
        """The market could not be refilled after ``seat``'s turn: hand out what is left
        (p. 7: every left-over tile at once, each to the most money in its currency)."""
        return BASE_HAND_OUT["end_game"](state, seat, events)

    def next_final(self, state: GameState, seat: int, events: list) -> GameState:
        """``seat`` has built (or reserved) its end-of-game tiles: the next receiver builds,
        or the final scoring follows."""
        return BASE_HAND_OUT["next_final"](state, seat, events)


#: The money deck is stacked in five near-equal stacks (p. 3).
STACKS = 5


def split_stacks(cards: Sequence[str], count: int = STACKS) -> list[list[str]]:
    """``cards`` in ``count`` near-equal stacks, in order (the first ones one larger)."""
    size, extra = divmod(len(cards), count)
    stacks = []
    start = 0
    for index in range(count):
        end = start + size + (1 if index < extra else 0)
        stacks.append(list(cards[start:end]))
        start = end
    return stacks


def count_buildings(buildings: Sequence[str], participants: Sequence[Sequence[Tile]]
            ) -> dict[str, tuple[int, ...]]:
    per = [_count_by_building(tiles) for tiles in participants]
    return {b: tuple(c.get(b, 0) for c in per) for b in buildings}


def _count_by_building(tiles: Sequence[Tile]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for tile in tiles:
        counts[tile.building] = counts.get(tile.building, 0) + 1
    return counts


BASE_RULES = RuleSet()

#: The base game's hand-out at the end, ``end_game`` and ``next_final``
#: (:func:`.endturn.award_all_left_over`, :func:`.endturn.next_in_final_queue`): the end of
#: a turn asks the rule sets, so :mod:`.endturn` puts them here when it is imported.
BASE_HAND_OUT: dict[str, Callable[[GameState, int, list], GameState]] = {}


def rules_of(state: GameState) -> RuleSet:
    """The rule set ``state`` is played with: the active module's, else the base game; with
    the active modules' ``rules_mixin`` mixed in (the camps' building rules)."""
    return _rules_with(state.options.modules)


@lru_cache(maxsize=256)
def _rules_with(names: tuple[str, ...]) -> RuleSet:
    played = next((m.rule_set for m in modules_named(names) if m.rule_set is not None),
                  BASE_RULES)
    mixins = tuple(m.rules_mixin for m in modules_named(names) if m.rule_set is None
                   and m.rules_mixin is not None)
    # a mixin that wraps the others' answers (``outermost``: the portals' placement and
    # wall, the falcons' held tiles) comes first, so that a rule change answering without
    # ``super()`` (the camps') cannot skip it
    mixins = tuple(sorted(mixins, key=lambda m: not getattr(m, "outermost", False)))
    if not mixins:
        return played
    return _mixed(mixins, type(played))()


@lru_cache(maxsize=64)
def _mixed(mixins: tuple[type, ...], played: type) -> type:
    """The rule set class ``played`` with ``mixins`` in front (each calls ``super()``)."""
    return type("".join(m.__name__ for m in mixins) + played.__name__, (*mixins, played), {})
