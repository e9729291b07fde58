"""What a position is worth to a seat, read only from what that seat may see.

Everything here reads public parts of the game (every Alhambra, reserve and Dirk's tiles,
the market, the money display, the scorings done, the size of the bag) and the seat's own
hand, never the deck, the bag's order or another seat's cards (AI1: the player never
peeks). Grids are plain dicts ``(x, y) -> Tile`` so a tile can be tried in a cell without
asking the engine (nothing is drawn, nothing hidden is read).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.alhambra import (
    BASE_PAYOUTS,
    BUILDINGS,
    CARDS,
    TILES,
    GameState,
    legal_positions,
    longest_outer_wall,
    rank_payouts,
)

#: The scoring table's rows in the base buildings' order, per round: a rule set with other
#: buildings (Granada) is paid row by row in its own order.
_ROWS = {n: tuple(BASE_PAYOUTS[n][b] for b in BUILDINGS) for n in (1, 2, 3)}


def payouts(buildings: Sequence[str], number: int) -> dict[str, tuple[int, ...]]:
    """What each place pays for each of ``buildings`` in scoring round ``number``."""
    table = BASE_PAYOUTS[number]
    rows = _ROWS[number]
    return {b: table.get(b) or rows[min(i, len(rows) - 1)] for i, b in enumerate(buildings)}


def tile_of(tile_id: str):
    """The :class:`Tile` of an id, or None for something that is no tile."""
    return TILES.get(tile_id)


def building_of(tile) -> str | None:
    """The building a tile counts as in the majorities (None: a start tile)."""
    if tile is None or tile.start:
        return None
    return tile.counts_as or tile.building


def grid_of(alhambra: Iterable[tuple[int, int, str]]) -> dict:
    grid = {}
    for x, y, tile_id in alhambra:
        tile = tile_of(tile_id)
        if tile is not None:
            grid[(x, y)] = tile
    return grid


def counts_of(grid: dict) -> dict[str, int]:
    counts: dict[str, int] = {}
    for tile in grid.values():
        building = building_of(tile)
        if building is not None:
            counts[building] = counts.get(building, 0) + 1
    return counts


def wall_of(grid: dict) -> int:
    try:
        return longest_outer_wall(grid)
    except Exception:  # a module's grid the base wall rules do not read
        return 0


def positions(grid: dict, tile) -> list[tuple[int, int]]:
    """The cells where ``tile`` may be built (base rules), in a fixed order."""
    try:
        return sorted(legal_positions(grid, tile))
    except Exception:
        return []


def neighbours(grid: dict, cell: tuple[int, int]) -> int:
    x, y = cell
    return sum((x + dx, y + dy) in grid for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))


def card_value(card: str) -> int:
    found = CARDS.get(card)
    return found.value if found is not None and found.is_money else 0


def money_of(hand: Iterable[str]) -> int:
    return sum(card_value(c) for c in hand)


def exact_sums(hand: Iterable[str], currency: str) -> int:
    """A bit set of every sum some cards of ``currency`` in ``hand`` make."""
    sums = 1
    for card in hand:
        found = CARDS.get(card)
        if found is not None and found.is_money and not found.joker and \
                found.currency == currency:
            sums |= sums << found.value
    return sums


def can_pay_exactly(hand: Iterable[str], currency: str, price: int) -> bool:
    return bool(exact_sums(hand, currency) >> price & 1)


@dataclass
class Table:
    """The public facts of a position every evaluation needs, read once per decision."""

    seat: int
    participants: list[int | None]  # seats, None for Dirk
    grids: list[dict]
    counts: list[dict[str, int]]
    walls: list[int]
    buildings: tuple[str, ...]
    rounds_left: tuple[int, ...]
    bag_size: int

    @property
    def me(self) -> int:
        return self.participants.index(self.seat)


def table_of(state: GameState, seat: int, buildings: Sequence[str] | None = None) -> Table:
    """The table as ``seat`` sees it (only public parts are read)."""
    done = {record.round for record in state.scorings}
    rounds_left = tuple(r for r in (1, 2) if r not in done) + (3,)
    participants: list[int | None] = list(range(len(state.players)))
    grids = [grid_of(p.alhambra) for p in state.players]
    if state.dirk is not None:
        participants.append(None)
        grids.append({(i, 1000): tile_of(t) for i, t in enumerate(state.dirk)
                      if tile_of(t) is not None})
    if buildings is None:
        seen = {b for g in grids for b in counts_of(g)}
        buildings = BUILDINGS + tuple(sorted(seen - set(BUILDINGS)))
    return Table(
        seat=seat,
        participants=participants,
        grids=grids,
        counts=[counts_of(g) for g in grids],
        walls=[wall_of(g) if who is not None else 0 for who, g in zip(participants, grids,
                                                                       strict=True)],
        buildings=tuple(buildings),
        rounds_left=rounds_left,
        bag_size=len(state.bag),  # its size is public (view: bag_size), never its order
    )


def majority_points(counts: list[dict[str, int]], buildings: Sequence[str],
                    rounds: Sequence[int], weights: Sequence[float] | None = None
                    ) -> list[float]:
    """Majority points of each participant summed over scoring ``rounds``."""
    points = [0.0] * len(counts)
    for index, number in enumerate(rounds):
        weight = 1.0 if weights is None else weights[index]
        table = payouts(buildings, number)
        for building in buildings:
            column = [c.get(building, 0) for c in counts]
            if not any(column):
                continue
            for who, got in enumerate(rank_payouts(column, table[building])):
                points[who] += weight * got
    return points


def scores_now(table: Table, counts: list[dict[str, int]], walls: list[int],
               rounds: Sequence[int], weights: Sequence[float] | None = None,
               wall_weight: float = 1.0) -> list[float]:
    """Majority points over ``rounds`` plus the wall (``wall_weight`` times) of everyone."""
    points = majority_points(counts, table.buildings, rounds, weights)
    return [p + wall_weight * w for p, w in zip(points, walls, strict=True)]


def against_best(values: Sequence[float], me: int, participants: Sequence[int | None]) -> float:
    """My value minus the best other player's (Dirk is no player to beat)."""
    others = [v for i, v in enumerate(values) if i != me and participants[i] is not None]
    return values[me] - (max(others) if others else 0.0)
