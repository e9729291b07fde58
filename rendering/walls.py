"""Which wall sides make up the longest outer wall, so the picture can highlight them.

The engine's :func:`engine.alhambra.scoring.longest_outer_wall` gives the length only; this
finds the sides of one longest trail (no side used twice) with the same search, walking
every side of a component when an Euler trail exists. Ties are broken by the sorted order of
corners and sides, so the same Alhambra always highlights the same wall.
"""

from __future__ import annotations

from collections import defaultdict

from engine.alhambra.placement import Grid
from engine.alhambra.scoring import outer_wall_sides

Corner = tuple[int, int]
Edge = tuple[Corner, Corner]


def longest_wall_edges(grid: Grid) -> list[Edge]:
    """The outer wall sides (as corner-to-corner edges) of one longest outer wall."""
    edges = sorted(outer_wall_sides(grid))
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

    for start in sorted(component):
        walk(start)
        if len(best) == len(every):
            break
    return best
