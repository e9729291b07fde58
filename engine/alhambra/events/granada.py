"""The events of Granada (:mod:`..modules.granada`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class TileFlipped(EventBase):
    """Granada: a tile waiting to be built was turned over for money (rule book p. 9);
    ``tile`` showed before, ``to`` shows now, ``cards`` were paid."""

    kind: Literal["tile_flipped"] = "tile_flipped"
    seat: int
    tile: str
    to: str
    cards: tuple[str, ...]
