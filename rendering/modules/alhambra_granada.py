"""The Alhambra + Granada combination's looks (family box rule book p. 12-13): two cities on
one plane.

The one place where the pictures learn the combination. A player's plane holds Alhambra
tiles around the fountain and, once begun, Granada tiles beside them (the two cities touch
only wall against moat). A plane is *combined* when its tiles (or the tiles the player
holds) belong to both kinds of city, or the player's ``cities`` record Granada's start; a
standalone game never mixes them, so nothing else needs to be told.

What the combination changes in the pictures:

- where a tile may go (:func:`legal_cells`): the engine's combination rules, each city
  walked from its own start;
- the longest barriers: the Alhambra's longest wall and Granada's longest moat are measured
  and outlined each in its own city (the other city's tiles count as empty ground);
- the panel's facts: "wall N" and "moat M" (in the picture's language);
- the market's second tile per slot and the hand's two offers per currency
  (:mod:`rendering.market`, :mod:`rendering.hand`);
- the scoring table's rows for the longest moat and the wall beside moat
  (:mod:`rendering.scoring`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.alhambra.components import TILES, Tile
from engine.alhambra.modules.alhambra_granada import (
    ALHAMBRA,
    GRANADA,
    city_grid,
    combined_plane,
    granada_start,
)
from engine.alhambra.scoring import longest_outer_wall_sides
from engine.alhambra.state import Built, grid_of

Coord = tuple[int, int]
Edge = tuple[tuple[int, int], tuple[int, int]]
#: The rule set's name in a public view (``PublicView.rule_set``).
RULE_SET = "alhambra_granada"
#: Extra scoring terms of the combination: the catalogue's words the scoring table names
#: them by (``i18n/<lang>/images.ftl``).
TERM_NAMES = {"moat": "img-scoring-longest-moat", "wall_and_moat": "img-scoring-wall-and-moat"}
#: The short note beside a term's name (the rule it pays by), as a catalogue message.
TERM_NOTES = {"wall_and_moat": "img-scoring-per-side"}


def _cities(tile_ids: Iterable[str]) -> set[str]:
    return {TILES[t].city for t in tile_ids if t in TILES}


def is_combined(alhambra: Sequence[Built], tiles: Iterable[str] = (),
                cities: Sequence[tuple[str, int, int]] = ()) -> bool:
    """Whether a player's plane holds (or will hold) both cities: tiles of both kinds among
    ``alhambra`` and ``tiles`` (reserve, tiles to place), or Granada's start recorded."""
    if granada_start(cities) is not None:
        return True
    return len(_cities([t for _, _, t in alhambra] + list(tiles))) > 1


def legal_cells(alhambra: Sequence[Built], tile: Tile,
                cities: Sequence[tuple[str, int, int]] = ()) -> set[Coord]:
    """Every empty cell of a combined plane where ``tile`` may be built (p. 13): the
    engine's own listing for that plane."""
    return set(combined_plane(tuple(alhambra), granada_start(cities)).positions(tile))


def barriers(alhambra: Sequence[Built]) -> tuple[int, int]:
    """The longest Alhambra wall and the longest Granada moat of a combined plane, each in
    its own city (as scored)."""
    grid = grid_of(tuple(alhambra))
    return (len(longest_outer_wall_sides(city_grid(grid, ALHAMBRA))),
            len(longest_outer_wall_sides(city_grid(grid, GRANADA))))


def longest_by_city(alhambra: Sequence[Built]) -> list[tuple[dict, list[Edge]]]:
    """Each city's tiles alone with the sides of its longest barrier (the wall, then the
    moat), to outline both: a side where wall and moat run together belongs to both."""
    grid = grid_of(tuple(alhambra))
    cities = [city_grid(grid, city) for city in (ALHAMBRA, GRANADA)]
    return [(one, longest_outer_wall_sides(one)) for one in cities]
