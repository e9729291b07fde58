"""The falcons (die Falken), the module of expansion 6 "Die Falkner" (shared/EXPANSIONS.md
"FA Falcons", §0.2, §0.3 step 3, §0.4 step 2, §8; the compendium of expansions, setup, turn,
scoring and "21. Falkner"; components in shared/data/expansions.json ``modules.falcons``,
copied to ``data/falcons.json``). Module name ``falcons``; with the base game, two players
(Dirk), expansions 1-5; not with Granada or the combination (X1: falcons look at the
buildings' colours and the grid).

- Components [C-setup, APP]: 15 falcon tiles, 5 black, 5 brown, 5 white. **FA2**: the 15
  tiles are the 15 pairs of the six building colours, each falcon colour covering all six
  (the JSON's ``building_types``). Setup [C-setup]: three stacks by falcon colour beside the
  market; **FA3**: each stack shuffled (seeded on its own), only its top is seen (the view
  shows the tops and how many lie beneath, never their order).
- A new main action (:class:`~.actions.BuyFalcons`) [C-turn, CC6]: buy one or more falcons
  from the tops of the stacks and set them into one's Alhambra at once.
- **FA1**: a falcon sits on a free point where 4 of the player's built tiles meet (the
  reserve never), one falcon per point; each of its 2 colours must be the building of one of
  those 4 tiles. A point is named by the cell whose north-west corner it is: point (x, y)
  is where cells (x-1, y-1), (x, y-1), (x-1, y) and (x, y) meet (y grows south). Players
  never see these numbers: the placement picture numbers the free points as it numbers cells.
- A building yard never supplies a colour (C §21, BY×FA "o"): a falcon may sit by a yard,
  but the yard's colour does not match (its ``building`` is "yard"). Camps, bazaars and
  the fountain are tiles for the 4 but have no building colour. A tile that counts as its
  type (a magic building, once it exists) matches by its ``building``.
- **FA3**: a falcon costs 6, paid in any mix of currencies with money cards, diamonds
  (C §21, DI×FA "+"), master builders (C §21, MB×FA "+") and a caravanserai's value (an aid,
  §0.2); never with the change's coins (C §21, CG×FA "-"), never an exchange office (not
  needed: any currency pays). Several falcons bought at once cost 6 each, paid together.
  There is no change and no extra action, however paid (§0.2, C-turn).
- §0.3 step 3 [C-turn]: the extra action after an exact payment may not buy falcons.
- Scoring, every round, §0.4 step 2 [C-score, APP]: n falcons of one colour score n(n+1):
  2, 6, 12, 20, 30 (an extra term ``falcons``). Dirk never has falcons (X5: he scores only
  majorities, the chest majority and medinas; falcons are no market tiles, §7: never
  distributed, FA×AU "-").
- **FA4**: a rebuild cannot take out a tile under a falcon (one of the 4 tiles at its
  point), also the extra rebuilds of Ammar El'Schauf and the master builders.

Decisions of this engine:

- FA5: a rebuild cannot exchange a tile under a falcon either: the falcon sits on the
  tiles it was set on (FA4's reason), and an exchange could take away its colour.
- FA6: one purchase takes at most one falcon from each stack, the three tops seen when it
  is chosen (so 1-3 falcons per action); the tile beneath turns up once the purchase is
  made. *Why:* "from the tops of the stacks" [C-turn], and one payment for falcons whose
  price and points are all known beforehand.
- FA7: falcons are set as they are bought, in the Alhambra as it stands (not on points
  that this turn's bought tiles would make): "kaufen und in seine Alhambra setzen" is one
  action, before the bought tiles are placed at the end of the turn (X3).
- FA8: the turn in which falcons are bought cannot be undone past the purchase when a new
  top turned up (it was seen), as the treasure chamber's TC6.
- FA9: a falcon stays on its point for the rest of the game (nothing takes it away); when a
  seat retires it keeps its falcons and their points.
- FA10: a portal (:mod:`.portals`) fills half a cell: it is no tile of a point. Nor is an
  unfinished building site (BS3: it counts as a tile only for placement, holes, camp lines,
  invaders and walls, and FA1 seats a falcon where 4 tiles meet): a point with a site among
  its 4 cells takes no falcon until the site is completed.

Seams for the other modules of expansion 6 and the promos (not on this branch): a point's 4
tiles are the cells of the grid (``PlayerState.alhambra``); a tile supplies the colour of its
``building`` when that is one of the six (:func:`_colours`): a magic building (MG, counts as
its type) matches, a medina (no type) is a tile without a colour. An unfinished building site
(BS3) and a portal's half cell are no tiles of a point (:func:`_corners` leaves them out).

``modules_state``: ``falcons.stacks`` ({falcon colour: falcon ids, index 0 the top; the
order beneath the top is secret}), ``falcons.placed`` ([[seat, x, y, falcon id], ...] in
the order set), ``falcons.shuffled`` (the seed key of the stacks' shuffle, for replays).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

from engine.errors import Reason

from ..actions import BuyFalcons
from ..components import BUILDINGS, CARDS, TILES, read_data
from ..errors import CannotAfford, IllegalAction
from ..events import FalconsBought
from ..kit import (
    Coord,
    Later,
    RuleSet,
    action_done,
    cards_problem,
    mixed_minimal_payments,
    sites,
    total,
)
from ..state import GameState
from . import seam as modules
from .change import COIN_IDS

#: What a portal's tile is built as (expansion 6, :mod:`.portals`: half a cell, FA10).
PORTAL = "portal"

_DATA = read_data("falcons.json")

#: The falcon colours, in the order of the stacks.
COLOURS: tuple[str, ...] = ("black", "brown", "white")
#: falcon id -> its falcon colour.
KIND: dict[str, str] = {t["id"]: t["kind"] for t in _DATA["tiles"]}
#: falcon id -> its two building colours (named by their buildings, FA2).
PAIR: dict[str, tuple[str, str]] = {t["id"]: tuple(t["building_types"]) for t in _DATA["tiles"]}
FALCONS: tuple[str, ...] = tuple(KIND)
#: What one falcon costs (FA3).
PRICE = 6
#: Points of n falcons of one colour: n(n+1) [C-score, APP].
POINTS: tuple[int, ...] = tuple(_DATA["scoring"]["points_by_count_per_kind"])
#: The scoring term's name (``ScoringRecord.extra``).
TERM = "falcons"

_COINS = frozenset(COIN_IDS)

STACKS = "falcons.stacks"
PLACED = "falcons.placed"

#: The 4 cells meeting at point (x, y): (dx, dy) from it.
_AROUND: tuple[Coord, ...] = ((-1, -1), (0, -1), (-1, 0), (0, 0))


def points(count: int) -> int:
    """n falcons of one colour score n(n+1)."""
    return count * (count + 1)


def stacks(state: GameState) -> dict[str, list[str]]:
    found = state.modules_state.get(STACKS) or {}
    return {colour: list(found.get(colour) or ()) for colour in COLOURS}


def tops(state: GameState) -> dict[str, str | None]:
    """The falcon on top of each stack (None: the stack is used up)."""
    return {colour: (stack[0] if stack else None) for colour, stack in stacks(state).items()}


def placed(state: GameState) -> list[tuple[int, int, int, str]]:
    """(seat, x, y, falcon id) of every falcon set, in the order set."""
    return [tuple(entry) for entry in state.modules_state.get(PLACED) or ()]


def falcons_of(state: GameState, seat: int) -> list[tuple[int, int, str]]:
    """(x, y, falcon id) of ``seat``'s falcons."""
    return [(x, y, falcon) for s, x, y, falcon in placed(state) if s == seat]


def cells_at(point: Coord) -> tuple[Coord, ...]:
    """The 4 cells meeting at ``point``."""
    return tuple((point[0] + dx, point[1] + dy) for dx, dy in _AROUND)


def held_cells(state: GameState, seat: int) -> frozenset[Coord]:
    """FA4: the cells of ``seat``'s tiles under a falcon."""
    return frozenset(cell for x, y, _ in falcons_of(state, seat) for cell in cells_at((x, y)))


def counts(state: GameState, seat: int) -> dict[str, int]:
    """Falcon colour -> how many falcons of it ``seat`` has."""
    found = dict.fromkeys(COLOURS, 0)
    for _, _, falcon in falcons_of(state, seat):
        found[KIND[falcon]] += 1
    return found


def falcon_points(state: GameState, seat: int) -> int:
    return sum(points(n) for n in counts(state, seat).values())


# -- where a falcon may sit ----------------------------------------------------------------


def _colours(tile) -> str | None:
    """The building colour a tile supplies (None: a yard, camp, bazaar, medina, the
    fountain)."""
    return tile.building if tile.building in BUILDINGS else None


@lru_cache(maxsize=512)
def _corners(alhambra: tuple, unfinished: frozenset[str] = frozenset()
             ) -> dict[Coord, frozenset[str]]:
    """Every point where 4 built tiles meet -> the building colours of those 4 tiles.
    FA10: a portal fills half a cell, and an ``unfinished`` building site counts as a tile
    only for placement, holes, camp lines, invaders and walls (BS3): neither is a tile of a
    point."""
    grid = {(x, y): TILES[tile] for x, y, tile in alhambra
            if TILES[tile].building != PORTAL and tile not in unfinished}
    found: dict[Coord, frozenset[str]] = {}
    for x, y in grid:
        for point in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)):
            if point in found:
                continue
            cells = cells_at(point)
            tiles = [grid.get(cell) for cell in cells]
            if all(tiles):
                found[point] = frozenset(c for c in map(_colours, tiles) if c)
    return found


@lru_cache(maxsize=512)
def corner_points(alhambra: tuple) -> tuple[Coord, ...]:
    """Every point where 4 built tiles of ``alhambra`` meet, north to south, then west to
    east: the order in which pictures and words number them (1..n). Points by an unfinished
    site are numbered too (the public Alhambra alone gives the numbers; such a point is
    never free, :func:`free_points`)."""
    return tuple(sorted(_corners(alhambra), key=lambda p: (p[1], p[0])))


def free_points(state: GameState, seat: int, falcon: str) -> tuple[Coord, ...]:
    """FA1: the free points of ``seat``'s Alhambra where ``falcon`` may sit (sorted: north
    to south, then west to east)."""
    taken = {(x, y) for x, y, _ in falcons_of(state, seat)}
    pair = PAIR[falcon]
    corners = _corners(state.players[seat].alhambra, frozenset(sites(state)))
    return tuple(sorted((p for p, colours in corners.items()
                         if p not in taken and all(c in colours for c in pair)),
                        key=lambda p: (p[1], p[0])))


def all_free_points(state: GameState, seat: int) -> tuple[Coord, ...]:
    """Every point some top falcon may sit on now (for the placement picture)."""
    found: set[Coord] = set()
    for falcon in tops(state).values():
        if falcon:
            found.update(free_points(state, seat, falcon))
    return tuple(sorted(found, key=lambda p: (p[1], p[0])))


# -- paying --------------------------------------------------------------------------------


def pays_falcons(card: str) -> bool:
    """FA3: money cards, diamonds, master builders, a caravanserai's value; never the
    change's coins."""
    return CARDS[card].is_money and card not in _COINS


def payment_problem(hand: Sequence[str], cards: Sequence[str], count: int) -> Reason | None:
    """Why ``cards`` cannot pay for ``count`` falcons from ``hand``, or None."""
    problem = cards_problem(hand, cards)
    if problem is not None:
        return problem
    if any(card in _COINS for card in cards):
        return Reason("falcons cannot be paid with coins", "engine-falcons-no-coins")
    aids = [c for c in cards if not pays_falcons(c)]
    if aids:
        return Reason("falcons are paid with money in any mix of currencies: an exchange "
                      "office is not needed and cannot pay", "engine-falcons-no-aid",
                      card=aids[0])
    price = PRICE * count
    if total(cards) < price:
        return Reason(f"{count} falcon(s) cost {price}; the cards you chose total "
                      f"{total(cards)} (there is no change)", "engine-falcons-too-little",
                      price=price, total=total(cards), count=count)
    return None


def falcon_payments(hand: Sequence[str], count: int) -> tuple[tuple[str, ...], ...]:
    """Every minimal payment for ``count`` falcons from ``hand``, once per multiset of
    (value, currency, role)."""
    return _payments(tuple(sorted(c for c in hand if pays_falcons(c))), PRICE * count)


@lru_cache(maxsize=1024)
def _payments(money: tuple[str, ...], price: int) -> tuple[tuple[str, ...], ...]:
    return tuple(mixed_minimal_payments(money, price))


def affordable(hand: Sequence[str]) -> int:
    """How many falcons the payable money of ``hand`` buys."""
    return total(c for c in hand if pays_falcons(c)) // PRICE


# -- buying --------------------------------------------------------------------------------


def buy_problem(state: GameState, seat: int) -> Reason | None:
    """Why ``seat`` may not buy falcons now whatever it picks, or None."""
    if state.flow.extra_action:
        return Reason("the extra action after an exact payment may not buy falcons",
                      "engine-falcons-not-extra")
    return None


def _buy(state: GameState, seat: int, action: BuyFalcons):
    problem = buy_problem(state, seat)
    if problem is not None:
        raise IllegalAction(problem)
    if not action.falcons:
        raise IllegalAction("choose at least one falcon", "engine-falcons-none")
    all_tops = tops(state)
    chosen = [colour for colour, _, _ in action.falcons]
    for colour in chosen:
        if colour not in COLOURS:
            raise IllegalAction(f"there is no {colour} falcon stack", "engine-falcons-no-stack",
                                colour=colour)
        if all_tops[colour] is None:
            raise IllegalAction(f"the {colour} falcons are all gone", "engine-falcons-gone",
                                colour=colour)
    if len(set(chosen)) != len(chosen):
        raise IllegalAction("one falcon from each stack at a time", "engine-falcons-one-each")
    spots = [(x, y) for _, x, y in action.falcons]
    if len(set(spots)) != len(spots):
        raise IllegalAction("one falcon per point", "engine-falcons-same-point")
    for colour, x, y in action.falcons:
        if (x, y) not in free_points(state, seat, all_tops[colour]):
            raise IllegalAction("a falcon sits where four of your tiles meet, on a free "
                                "point, with a building of each of its two colours among "
                                "them", "engine-falcons-bad-point", colour=colour)
    player = state.players[seat]
    problem = payment_problem(player.hand, action.cards, len(action.falcons))
    if problem is not None:
        raise CannotAfford(f"cannot buy the falcons: {problem}", "engine-falcons-cannot-buy",
                           problem=problem)
    all_stacks = stacks(state)
    bought, revealed = [], []
    for colour, x, y in action.falcons:
        falcon = all_stacks[colour].pop(0)
        bought.append((falcon, x, y))
        if all_stacks[colour]:
            revealed.append(all_stacks[colour][0])
    state = action_done(  # no extra action, however paid (§0.2)
        state, seat=seat, player={"hand": tuple(c for c in player.hand if c not in action.cards)},
        discard=state.discard + action.cards)
    state = state.model_copy(update={"modules_state": {
        **state.modules_state, STACKS: all_stacks,
        PLACED: [*state.modules_state.get(PLACED, []),
                 *([seat, x, y, falcon] for falcon, x, y in bought)]}})
    if revealed:  # FA8
        state = state.model_copy(update={"turn_start": None})
    return state, [FalconsBought(seat=seat, falcons=tuple(bought), cards=action.cards,
                                 revealed=tuple(revealed))]


def placements(state: GameState, seat: int) -> list[tuple[tuple[str, int, int], ...]]:
    """Every way to set falcons now (FA6: one of each stack's top at most; distinct free
    points), as ``BuyFalcons.falcons``; as many falcons as the hand pays for at most."""
    most = affordable(state.players[seat].hand)
    options = {colour: free_points(state, seat, falcon)
               for colour, falcon in tops(state).items() if falcon}
    options = {colour: spots for colour, spots in options.items() if spots}
    found = []
    for size in range(1, min(most, len(options)) + 1):
        for colours in combinations(sorted(options, key=COLOURS.index), size):
            found += _assignments(colours, [options[c] for c in colours])
    return found


def _assignments(colours, spots) -> list[tuple[tuple[str, int, int], ...]]:
    found = []

    def walk(index: int, used: tuple, chosen: list) -> None:
        if index == len(colours):
            found.append(tuple(chosen))
            return
        for point in spots[index]:
            if point not in used:
                chosen.append((colours[index], *point))
                walk(index + 1, (*used, point), chosen)
                chosen.pop()

    walk(0, (), [])
    return found


class _Buys(Sequence):
    """Every placement with every minimal payment of its count, made when read."""

    def __init__(self, picks: list, hand: tuple[str, ...]):
        self._parts = []
        self._ends = []
        end = 0
        for pick in picks:
            pays = falcon_payments(hand, len(pick))
            if pays:
                end += len(pays)
                self._parts.append((pick, pays))
                self._ends.append(end)

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        part = bisect_right(self._ends, index)
        start = self._ends[part - 1] if part else 0
        pick, pays = self._parts[part]
        return BuyFalcons(falcons=pick, cards=pays[index - start])

    def __iter__(self) -> Iterator:
        for pick, pays in self._parts:
            for cards in pays:
                yield BuyFalcons(falcons=pick, cards=cards)


class _Buying(Later):
    """Buying falcons: worked out when asked; whether there is any is quick."""

    __slots__ = ("_state", "_seat")

    def __init__(self, state: GameState, seat: int):
        self._found = None
        self._state, self._seat = state, seat

    def actions(self) -> Sequence:
        if self._found is None:
            self._found = _Buys(placements(self._state, self._seat),
                                self._state.players[self._seat].hand)
        return self._found

    def __bool__(self) -> bool:
        if self._found is not None:
            return bool(self._found)
        return affordable(self._state.players[self._seat].hand) > 0 and any(
            free_points(self._state, self._seat, falcon)
            for falcon in tops(self._state).values() if falcon)


# -- FA4/FA5: rebuilds keep the tiles under a falcon -----------------------------------------


class _HeldPlane:
    """A player's plane (any rule set's) with the cells under a falcon neither taken out
    nor exchanged; everything else answered by the plane itself."""

    def __init__(self, inner, held: frozenset[Coord]):
        self._inner, self._held = inner, held
        self.memo: dict = {}  # the listings kept here are the held plane's own

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def removals(self) -> frozenset[Coord]:
        return self._inner.removals() - self._held

    def exchanges(self, tile) -> frozenset[Coord]:
        return self._inner.exchanges(tile) - self._held


_HELD: dict[tuple[int, frozenset], tuple[object, _HeldPlane]] = {}


def _held_plane(inner, held: frozenset[Coord]) -> _HeldPlane:
    key = (id(inner), held)
    entry = _HELD.get(key)
    if entry is not None and entry[0] is inner:
        return entry[1]
    if len(_HELD) > 256:
        _HELD.clear()
    found = _HeldPlane(inner, held)
    _HELD[key] = (inner, found)
    return found


def _held_reason() -> Reason:
    return Reason("a falcon sits on that tile: it stays in your Alhambra",
                  "engine-falcons-tile-held")


class FalconRules(RuleSet):
    """FA4/FA5 around whatever building rules are played (it comes first among the
    modules' rule changes: ``outermost``)."""

    outermost = True

    def plane(self, state: GameState, seat: int):
        inner = super().plane(state, seat)
        held = held_cells(state, seat)
        return _held_plane(inner, held) if held else inner

    def removal_problem(self, state: GameState, seat: int, cell: Coord):
        if cell in held_cells(state, seat):
            return _held_reason()
        return super().removal_problem(state, seat, cell)

    def exchange_problem(self, state: GameState, seat: int, tile: str, cell: Coord):
        if cell in held_cells(state, seat):
            return _held_reason()
        return super().exchange_problem(state, seat, tile, cell)


class Falcons(modules.Module):
    name = "falcons"
    title = "Falcons"
    description = ("Three stacks of falcons: buy falcons for 6 each and set them where four "
                   "of your tiles meet; every scoring, n falcons of a colour score n × (n + 1).")
    rule_sets = ("alhambra",)
    handlers = {"buy_falcons": _buy}
    phase_actions = {"action": frozenset({"buy_falcons"})}
    rules_mixin = FalconRules

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        """Three stacks by colour, each shuffled (FA3, seeded on its own)."""
        shuffler = random.Random(f"alhambra:{state.seed}:falcons")
        found = {}
        for colour in COLOURS:
            stack = [falcon for falcon in FALCONS if KIND[falcon] == colour]
            shuffler.shuffle(stack)
            found[colour] = stack
        return state.model_copy(update={"modules_state": {
            **state.modules_state, STACKS: found, PLACED: []}})

    def turn_groups(self, state: GameState, seat: int):
        if state.flow.extra_action:
            return []
        return [("buy_falcons", _Buying(state, seat))]

    def extra_scoring(self, state: GameState, round_number: int) -> dict[str, tuple[int, ...]]:
        return {TERM: tuple(falcon_points(state, seat) for seat in range(len(state.players)))}

    def view_fields(self, state: GameState, seat: int | None) -> dict:
        """Public: each stack's top and how many lie beneath (never their order), every
        falcon set (seat, point, falcon), each seat's falcons by colour."""
        return {"tops": tops(state),
                "left": {colour: len(stack) for colour, stack in stacks(state).items()},
                "placed": [list(entry) for entry in placed(state)],
                "counts": [counts(state, s) for s in range(len(state.players))]}

    def problems(self, state: GameState) -> list[str]:
        found = []
        all_stacks = stacks(state)
        seen = [falcon for stack in all_stacks.values() for falcon in stack]
        seen += [falcon for *_, falcon in placed(state)]
        if sorted(seen) != sorted(FALCONS):
            found.append(f"falcons not accounted for: {sorted(seen)}")
        for colour, stack in all_stacks.items():
            if any(KIND[falcon] != colour for falcon in stack):
                found.append(f"the {colour} stack holds {stack}")
        spots = set()
        for seat, x, y, falcon in placed(state):
            if (seat, x, y) in spots:
                found.append(f"two falcons on seat {seat}'s point {x},{y}")
            spots.add((seat, x, y))
            grid = state.players[seat].grid
            tiles = [grid.get(cell) for cell in cells_at((x, y))]
            if not all(tiles):
                found.append(f"seat {seat}'s falcon {falcon} at {x},{y} lacks a tile")
                continue
            colours = {_colours(t) for t in tiles}
            if not all(c in colours for c in PAIR[falcon]):
                found.append(f"seat {seat}'s falcon {falcon} at {x},{y} lacks its colours")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Falcons()
