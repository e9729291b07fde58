"""The events of the thieves (expansion 3, :mod:`..modules.thieves`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class ThiefPlayed(EventBase):
    """Expansion 3: ``seat`` played the thief ``thief`` (of ``currency``; it leaves the
    game) and took the money card ``card`` from the display, which is refilled next."""

    kind: Literal["thief_played"] = "thief_played"
    seat: int
    thief: str
    currency: str
    card: str
