"""The events of the vizier (expansion 1, :mod:`..modules.vizier`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class VizierTurnedUp(EventBase):
    """Expansion 1: ``seat`` turned its vizier picture side up again (its action)."""

    kind: Literal["vizier_turned_up"] = "vizier_turned_up"
    seat: int


class VizierUsed(EventBase):
    """``seat`` turned its vizier face down and bought a tile out of turn (the purchase and
    where it went follow as ``tile_bought`` and ``tile_placed`` / ``tile_reserved``)."""

    kind: Literal["vizier_used"] = "vizier_used"
    seat: int
