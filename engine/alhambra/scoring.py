"""Scoring rounds (Wertungen, rule book p. 6): building majorities and the longest outer wall.

Majorities: for each building type the participants (players, and Dirk in a two-player
game) are ranked by the number of such tiles in their Alhambra; the reserve never counts
and a participant with none never places. Tied participants share the sum of the places
they occupy, each share rounded down, and the next group starts after them.

Outer wall: a wall side is outer when the cell it faces is empty. The score is the number
of sides in the longest trail (no side used twice) along outer walls (RULES.md).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from .components import SIDES
from .placement import Grid, neighbour

Corner = tuple[int, int]


def rank_payouts(counts: Sequence[int], payouts: Sequence[int],
                 tiebreak: Sequence[int] | None = None) -> list[int]:
    """Points for each participant for one building type in one scoring round.

    ``counts[i]`` is how many tiles of the type participant ``i`` has built; ``payouts[r]``
    is what place ``r`` (0 = 1st) pays this round. Rule book p. 6: two players tied for
    the most towers in round 2 share 13 + 6 = 19, so 9 each, and nobody is third.

    ``tiebreak[i]``, when given, ranks participants with equal counts (higher is better;
    Granada: the highest price of the type in the city, rule book p. 10); only those equal
    in both share.
    """
    points = [0] * len(counts)
    by_count: dict[tuple[int, int], list[int]] = defaultdict(list)
    for who, count in enumerate(counts):
        if count > 0:
            by_count[(count, tiebreak[who] if tiebreak is not None else 0)].append(who)
    place = 0
    for count in sorted(by_count, reverse=True):
        group = by_count[count]
        pot = sum(payouts[place : place + len(group)])
        for who in group:
            points[who] = pot // len(group)
        place += len(group)
    return points


def outer_wall_sides(grid: Grid) -> list[tuple[Corner, Corner]]:
    """Every outer wall side as an edge between two corner points of the grid."""
    edges = []
    for (x, y), tile in grid.items():
        for side in SIDES:
            if side in tile.walls and neighbour((x, y), side) not in grid:
                edges.append(side_edge(x, y, side))
    return edges


def side_edge(x: int, y: int, side: str) -> tuple[Corner, Corner]:
    if side == "N":
        return (x, y), (x + 1, y)
    if side == "S":
        return (x, y + 1), (x + 1, y + 1)
    if side == "W":
        return (x, y), (x, y + 1)
    return (x + 1, y), (x + 1, y + 1)


def longest_outer_wall(grid: Grid) -> int:
    """Length of the longest connected stretch of outer wall (1 point per tile side)."""
    return len(longest_outer_wall_sides(grid))


def longest_outer_wall_sides(grid: Grid) -> list[tuple[Corner, Corner]]:
    """The sides (corner-to-corner edges) of one longest outer wall, e.g. to highlight it.

    Ties are broken by the sorted order of corners and sides, so the same Alhambra always
    gives the same wall.
    """
    return longest_trail_sides(outer_wall_sides(grid))


def longest_trail_sides(sides: list[tuple[Corner, Corner]]) -> list[tuple[Corner, Corner]]:
    """The sides of one longest connected trail (no side used twice) through ``sides``
    (corner-to-corner edges): the longest outer wall, or the combination's longest stretch
    of wall beside moat. Ties are broken by the sorted order, as above."""
    edges = sorted(sides)
    adjacency: dict[Corner, list[tuple[Corner, int]]] = defaultdict(list)
    for index, (a, b) in enumerate(edges):
        adjacency[a].append((b, index))
        adjacency[b].append((a, index))
    best: set[int] = set()
    seen: set[Corner] = set()
    for start in sorted(adjacency):
        if start in seen:
            continue
        component = _component(adjacency, start)
        seen |= component
        trail = _longest_trail(adjacency, component)
        if len(trail) > len(best):
            best = trail
    return [edges[i] for i in sorted(best)]


def _component(adjacency, start: Corner) -> set[Corner]:
    found = {start}
    todo = [start]
    while todo:
        for nxt, _ in adjacency[todo.pop()]:
            if nxt not in found:
                found.add(nxt)
                todo.append(nxt)
    return found


def _longest_trail(adjacency, component: set[Corner]) -> set[int]:
    every = {index for v in component for _, index in adjacency[v]}
    odd = [v for v in component if len(adjacency[v]) % 2]
    if len(odd) <= 2:
        return every  # an Euler trail walks every side
    best: set[int] = set()
    used: set[int] = set()

    def walk(vertex: Corner) -> None:
        nonlocal best
        if len(used) > len(best):
            best = set(used)
        if len(best) == len(every):
            return
        for nxt, index in adjacency[vertex]:
            if index not in used:
                used.add(index)
                walk(nxt)
                used.discard(index)
                if len(best) == len(every):
                    return

    # A longest trail that is not closed ends at odd corners; closed ones are found too.
    for start in sorted(component):
        walk(start)
        if len(best) == len(every):
            break
    return best


def building_counts(grid: Grid) -> dict[str, int]:
    """How many tiles of each building stand in a city (start tiles are no buildings)."""
    counts: dict[str, int] = defaultdict(int)
    for tile in grid.values():
        if not tile.start:
            counts[tile.building] += 1
    return dict(counts)
