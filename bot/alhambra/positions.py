"""Where a tile lies, said the way a player sees it in the picture ("east of the fountain",
"north of the Tower 9"): the engine's words (:mod:`engine.alhambra.places`) for the bot's
Alhambras given as built tiles. Players never read coordinates."""

from __future__ import annotations

from collections.abc import Iterable

from engine.alhambra.components import TILES
from engine.alhambra.places import tile_words
from engine.alhambra.places import where as _where

Built = tuple[int, int, str]


def tile_name(tile_id: str) -> str:
    """A tile as players call it: its building and price ("Garden 10")."""
    return tile_words(TILES[tile_id])


def where(alhambra: Iterable[Built], x: int, y: int) -> str:
    """``(x, y)`` in words, next to a tile of ``alhambra`` (the cell's own tile ignored)."""
    return _where({(bx, by): TILES[tile] for bx, by, tile in alhambra}, (x, y))


def tile_at(alhambra: Iterable[Built], x: int, y: int) -> str | None:
    return next((tile for bx, by, tile in alhambra if (bx, by) == (x, y)), None)
