"""Art of the Moors (die Künste der Mauren), a module of expansion 5 "Die Macht des Sultans"
(shared/EXPANSIONS.md "AM Art of the Moors", §0.3 X3 step 5, §0.4 step 2, §8; the compendium
of expansions, "18. Künste der Mauren"; components in shared/data/expansions.json
``modules.art_of_the_moors``). Module name ``art_of_the_moors``; with the base game, two
players (Dirk) and expansions 1-4 as §8 allows; not with Granada or the combination (X1).

- Components [T5]: 20 hexagonal culture tiles, each with a price on its back, markers,
  docking strips. Setup [C-setup]: the tiles stacked by price.
- End of the turn, X3 step 5 (after the bought tiles are placed, the extra rebuilds, the
  chests and the street trader's move) [T5, PK5, IGR5]: a player with at least 2 buildings
  of the same printed price (Alhambra or reserve) takes a free tile of that price, if he has
  none of it and one is left. It docks with its 0 corner at the gem; a marker shows his
  count of buildings at that price.
- Buying a building activates this, by the vizier too (VZ×AM "+") [C §18, §22]; camps,
  bazaars (CA×AM, BZ×AM "-"), magic buildings, medinas and unfinished sites do not: they are
  no building tiles of a printed price here (their ``building`` is none of the six types).
- A new main action (:class:`~.actions.TurnCultureTiles`) [C-turn, CC6, DUG5]: turn your
  tiles. A tile may only reach a corner whose requirement is at most its marker. No money is
  paid, so no extra action follows.
- Scoring, every round (an extra term ``art_of_the_moors``, §0.4 step 2) [APP, IGR5]: each
  tile scores the value at its gem; corner values 0, 3, 6, 10, 15, 21.
- X5 [C §18]: Dirk gets no tiles (he is no seat; nothing here looks at him).
- §7 (AU×AM "-"): the tiles handed out at the game's end give no culture tile.

Defaults of EXPANSIONS.md:

- **AM1:** 3 tiles for each price 6 to 11 and 2 of price 12 (20 tiles); a player holds at
  most one tile per price.
- **AM2:** the marker is the player's count of building tiles at that price (Alhambra and
  reserve), magic buildings and unfinished sites excluded. It is counted afresh whenever it
  is needed (a building never leaves its owner), so it always shows the count.
- **AM3:** corner requirements 0, 2, 2, 2, 3, 4, each capped at the number of base tiles at
  that price (price 12: 0, 2, 2, 2, 2, 2).
- **AM4:** the action turns every tile that may turn by one corner.
- **AM5:** tiles never turn back.

Decisions of this engine:

- AM6: "the end of the turn" of a purchase outside the buyer's turn (the vizier's, between
  turns) is the end of that purchase: the buyer takes his tile right after the vizier's
  tile is built or reserved. A building taken with a sultan card (during the refills, after
  the mover's turn) counts the same way: the sultan module calls :func:`gain` for the
  claimer once the tile is placed. *Why:* each is the buyer's own little turn; waiting for
  his next turn would delay a tile that is already his. A vizier's purchase that ends the
  game (V3) still earns it while the last tiles are handed out, but not once the game is
  over (the last scoring is done).
- AM7: the tile is taken automatically, without a choice. *Why:* taking one never hurts
  (it scores at least 0 and only ever gains), and the rules leave no option to refuse.
- AM8: at the end of a turn every price is checked, not only those bought in that turn.
  *Why:* buildings come to a player only by purchase and a tile never returns to the
  supply, so this is the same as checking the purchases. Camps and bazaars give none: they
  are no building tiles of a printed price.
- AM9: the culture tiles are public (the table sees every tile, its corner and marker).

``modules_state``: ``art_of_the_moors.tiles``: per seat, ``{price: corner}`` (prices as
strings, JSON keys), corner 0-5.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from engine.errors import Reason

from ..actions import TurnCultureTiles
from ..components import BUILDINGS, TILES
from ..errors import IllegalAction
from ..events import CultureTileGained, CultureTilesTurned, SultanClaimed, VizierUsed
from ..kit import (
    SITES,
    action_done,
)
from ..state import GameState
from . import seam as modules

#: AM1: the culture tiles in the game, by price.
SUPPLY: dict[int, int] = {6: 3, 7: 3, 8: 3, 9: 3, 10: 3, 11: 3, 12: 2}
PRICES = tuple(SUPPLY)
#: Points at each corner, corner 0 first [APP, IGR5].
VALUES = (0, 3, 6, 10, 15, 21)
#: AM3: the requirement of each corner before the cap.
BASE_REQUIREMENTS = (0, 2, 2, 2, 3, 4)
#: The least buildings of a price that earn its tile.
NEEDED = 2
TERM = "art_of_the_moors"
TILES_KEY = "art_of_the_moors.tiles"
#: The events after which culture tiles are gained outside a turn's end (AM6).
_GAINING = (VizierUsed, SultanClaimed)
_NO_SITES: frozenset[str] = frozenset()


@lru_cache(maxsize=1)
def _base_counts() -> dict[int, int]:
    return dict(Counter(t.price for t in TILES.values()
                        if t.building in BUILDINGS and not t.start and not t.magic))


def requirements(price: int) -> tuple[int, ...]:
    """AM3: the marker each corner of a tile of ``price`` needs."""
    cap = _base_counts().get(price, 0)
    return tuple(min(r, cap) for r in BASE_REQUIREMENTS)


def is_building(tile: str) -> bool:
    """A building tile of a printed price (AM2): none of the camps, bazaars, yards, magic
    buildings (AM×MG "-")."""
    found = TILES.get(tile)
    return (found is not None and found.building in BUILDINGS and not found.start
            and not found.magic)


def markers(state: GameState, seat: int) -> dict[int, int]:
    """AM2: ``seat``'s buildings per printed price, Alhambra and reserve (BS3, C §22: a
    site counts only once completed). A fresh dict."""
    player = state.players[seat]
    found = state.modules_state.get(SITES)
    unfinished = frozenset(found) if found else _NO_SITES
    return dict(_markers(player.alhambra, player.reserve, unfinished))


@lru_cache(maxsize=1024)
def _markers(alhambra: tuple, reserve: tuple, unfinished: frozenset[str]
             ) -> tuple[tuple[int, int], ...]:
    """(asked at the end of every turn: kept per Alhambra and reserve)"""
    owned = [t for _, _, t in alhambra] + list(reserve)
    return tuple(Counter(TILES[t].price for t in owned
                         if is_building(t) and t not in unfinished).items())


def tiles(state: GameState, seat: int) -> dict[int, int]:
    """``seat``'s culture tiles: price -> corner at the gem, by price."""
    found = (state.modules_state.get(TILES_KEY) or [])
    if seat >= len(found):
        return {}
    return {int(p): c for p, c in sorted(found[seat].items(), key=lambda i: int(i[0]))}


def left(state: GameState, price: int) -> int:
    """How many tiles of ``price`` are still in the supply."""
    held = sum(1 for seat in range(len(state.players)) if price in tiles(state, seat))
    return SUPPLY[price] - held


def _with_tiles(state: GameState, seat: int, mine: dict[int, int]) -> GameState:
    every = [dict(t) for t in (state.modules_state.get(TILES_KEY) or [])]
    while len(every) < len(state.players):
        every.append({})
    every[seat] = {str(p): c for p, c in sorted(mine.items())}
    return state.model_copy(update={"modules_state": {**state.modules_state,
                                                      TILES_KEY: every}})


def value(corner: int) -> int:
    return VALUES[corner]


def next_corner(state: GameState, seat: int, price: int) -> int | None:
    """The corner the tile of ``price`` reaches if turned now, or None (at the last corner,
    or its marker is below the next corner's requirement: AM3)."""
    return _next_corner(tiles(state, seat), markers(state, seat), price)


def _next_corner(mine: dict[int, int], counted: dict[int, int], price: int) -> int | None:
    corner = mine.get(price)
    if corner is None or corner + 1 >= len(VALUES):
        return None
    if requirements(price)[corner + 1] > counted.get(price, 0):
        return None
    return corner + 1


def turnable(state: GameState, seat: int) -> list[int]:
    """AM4: the prices of ``seat``'s tiles that turn with the action now."""
    mine = tiles(state, seat)
    if not mine:  # (most of the game: asked at every listing of a turn's actions)
        return []
    counted = markers(state, seat)
    return [p for p in mine if _next_corner(mine, counted, p) is not None]


def turn_gain(state: GameState, seat: int) -> int:
    """The points the action would add to each scoring."""
    mine = tiles(state, seat)
    return sum(value(next_corner(state, seat, p)) - value(mine[p])  # type: ignore[arg-type]
               for p in turnable(state, seat))


def points(state: GameState, seat: int) -> int:
    """What ``seat``'s tiles score at a scoring now."""
    return sum(value(c) for c in tiles(state, seat).values())


def gain(state: GameState, seat: int, events: list) -> GameState:
    """AM7: ``seat`` takes every tile it has earned and that is left (X3 step 5, AM6)."""
    if seat in state.retired or state.is_over:  # AM6: nothing after the last scoring
        return state
    mine = tiles(state, seat)
    counted = markers(state, seat)
    new = dict(mine)
    for price in PRICES:
        if price not in mine and counted.get(price, 0) >= NEEDED and left(state, price) > 0:
            new[price] = 0
            events.append(CultureTileGained(seat=seat, price=price, marker=counted[price]))
    if new == mine:
        return state
    return _with_tiles(state, seat, new)


def turn_problem(state: GameState, seat: int) -> Reason | None:
    if not tiles(state, seat):
        return Reason("you have no culture tiles yet: you take one at the end of a turn with "
                      "two buildings of the same price", "engine-culture-none")
    if not turnable(state, seat):
        return Reason("none of your culture tiles can turn: each needs more buildings of its "
                      "price first", "engine-culture-cannot-turn")
    return None


def _turn(state: GameState, seat: int, action: TurnCultureTiles):
    problem = turn_problem(state, seat)
    if problem is not None:
        raise IllegalAction(problem)
    prices = turnable(state, seat)
    gained = turn_gain(state, seat)
    mine = tiles(state, seat)
    for price in prices:  # AM4: each by one corner; AM5: never back
        mine[price] += 1
    state = action_done(state, seat=seat)
    state = _with_tiles(state, seat, mine)
    return state, [CultureTilesTurned(seat=seat, prices=tuple(prices), gain=gained)]


_TURN = TurnCultureTiles()


class ArtOfTheMoors(modules.Module):
    name = "art_of_the_moors"
    title = "Art of the Moors"
    description = ("Two buildings of the same price earn a culture tile of that price; turn "
                   "your tiles as an action, and each scores at every scoring.")
    rule_sets = ("alhambra",)
    handlers = {"turn_culture_tiles": _turn}
    phase_actions = {"action": frozenset({"turn_culture_tiles"})}

    def setup(self, state, rng):
        return state.model_copy(update={"modules_state": {
            **state.modules_state, TILES_KEY: [{} for _ in state.players]}})

    def turn_actions(self, state: GameState, seat: int):
        return [_TURN] if turnable(state, seat) else []

    def ending_turn(self, state: GameState, seat: int, events: list) -> GameState:
        if state.flow.phase == "final_placing":  # §7: none from the final distribution
            return state
        return gain(state, seat, events)

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        for event in list(events):  # AM6: the vizier's purchase ends there, and so does a
            if isinstance(event, _GAINING):  # sultan card's claim (C §19)
                state = gain(state, event.seat, events)
        return state

    def extra_scoring(self, state: GameState, round_number: int) -> dict[str, tuple[int, ...]]:
        return {TERM: tuple(points(state, seat) for seat in range(len(state.players)))}

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """Public (AM9): each seat's tiles with corner, marker, value now and if turned, and
        the buildings the next corner needs."""
        every = []
        for s in range(len(state.players)):
            counted = markers(state, s)
            every.append([{"price": p, "corner": c, "marker": counted.get(p, 0),
                           "value": value(c),
                           "next": None if (n := next_corner(state, s, p)) is None
                           else value(n),
                           "need": requirements(p)[c + 1] if c + 1 < len(VALUES) else None}
                          for p, c in tiles(state, s).items()])
        return {"tiles": every, "left": {str(p): left(state, p) for p in PRICES}}

    def problems(self, state: GameState) -> list[str]:
        found = []
        every = state.modules_state.get(TILES_KEY) or []
        if len(every) != len(state.players):
            found.append(f"culture tiles for {len(every)} seats, {len(state.players)} play")
        for seat in range(min(len(every), len(state.players))):
            for price, corner in tiles(state, seat).items():
                if price not in SUPPLY or not 0 <= corner < len(VALUES):
                    found.append(f"seat {seat} holds a culture tile {price} at corner {corner}")
                elif markers(state, seat).get(price, 0) < max(NEEDED,
                                                             requirements(price)[corner]):
                    found.append(f"seat {seat}'s culture tile {price} is beyond its marker")
        for price in PRICES:
            if left(state, price) < 0:
                found.append(f"more culture tiles of {price} held than exist")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = ArtOfTheMoors()
