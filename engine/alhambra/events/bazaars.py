"""The events of the bazaars (expansion 4, :mod:`..modules.bazaars`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class BazaarWaiting(EventBase):
    """Bazaars: ``bazaar`` was drawn from the bag for the market and waits beside it under
    its ``currency`` (another tile was drawn for the slot)."""

    kind: Literal["bazaar_waiting"] = "bazaar_waiting"
    bazaar: str
    currency: str


class BazaarBought(EventBase):
    """Bazaars: ``seat`` bought the waiting ``bazaar`` for ``price`` (that of the tile in its
    ``currency``'s slot), paid exactly with ``cards`` (none: Abdul Karim paid, ``karim``;
    ``vizier``: bought with the vizier, between turns)."""

    kind: Literal["bazaar_bought"] = "bazaar_bought"
    seat: int
    bazaar: str
    currency: str
    price: int
    cards: tuple[str, ...]
    karim: bool = False
    vizier: bool = False
