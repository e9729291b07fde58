"""The events of the two-player rule (Dirk, :mod:`..modules.dirk`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class TileGivenToDirk(EventBase):
    kind: Literal["tile_given_to_dirk"] = "tile_given_to_dirk"
    seat: int
    tile: str


class DirkReceived(EventBase):
    kind: Literal["dirk_received"] = "dirk_received"
    tiles: tuple[str, ...]
