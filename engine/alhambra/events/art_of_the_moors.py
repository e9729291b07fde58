"""The events of the Art of the Moors (expansion 5, :mod:`..modules.art_of_the_moors`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class CultureTileGained(EventBase):
    """Art of the Moors: at the end of a turn ``seat`` took a free culture tile of
    ``price``, its 0 corner at the gem; ``marker``: its buildings of that price."""

    kind: Literal["culture_tile_gained"] = "culture_tile_gained"
    seat: int
    price: int
    marker: int


class CultureTilesTurned(EventBase):
    """Art of the Moors: ``seat`` turned its culture tiles of ``prices`` one corner on;
    ``gain``: the points this adds to each scoring."""

    kind: Literal["culture_tiles_turned"] = "culture_tiles_turned"
    seat: int
    prices: tuple[int, ...]
    gain: int
