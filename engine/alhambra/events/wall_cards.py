"""The events of the wall cards (expansion 3, :mod:`..modules.wall_cards`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class WallCardShown(EventBase):
    """Wall cards: a wall card turned up and now lies beside the money display."""

    kind: Literal["wall_card_shown"] = "wall_card_shown"
    card: str


class WallsBuilt(EventBase):
    """Wall cards: ``seat`` used ``card``: wooden walls now stand on ``sides`` of ``tile``."""

    kind: Literal["walls_built"] = "walls_built"
    seat: int
    card: str
    tile: str
    sides: tuple[str, ...]
