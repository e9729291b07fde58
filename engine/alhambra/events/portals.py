"""The events of the portals (expansion 6, :mod:`..modules.portals`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class PortalBought(EventBase):
    """Portals: ``seat`` bought ``portal`` (physical) with a building of its type for
    ``price`` in ``currency``, paid with ``cards`` (X2: never an extra action)."""

    kind: Literal["portal_bought"] = "portal_bought"
    seat: int
    portal: str
    currency: str
    price: int
    cards: tuple[str, ...]
