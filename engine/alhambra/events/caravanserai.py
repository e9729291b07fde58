"""The events of the caravanserai (expansion 5, :mod:`..modules.caravanserai`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class CaravanseraiBought(EventBase):
    """Caravanserai: ``seat`` bought the track card ``card`` for ``price`` in ``currency``
    (its marker at 0), paid with ``cards``."""

    kind: Literal["caravanserai_bought"] = "caravanserai_bought"
    seat: int
    card: str
    currency: str
    price: int
    cards: tuple[str, ...]


class CaravanseraiStepped(EventBase):
    """Caravanserai: ``seat`` stepped the marker of ``card``; it now shows ``value`` in
    ``currency`` (``branch``: it switched currency at a branch)."""

    kind: Literal["caravanserai_stepped"] = "caravanserai_stepped"
    seat: int
    card: str
    currency: str
    value: int
    branch: bool = False


class CaravanseraiSpent(EventBase):
    """Caravanserai: ``seat`` paid with ``card``'s ``value`` in ``currency``; its marker is
    back at 0 and the card stays."""

    kind: Literal["caravanserai_spent"] = "caravanserai_spent"
    seat: int
    card: str
    currency: str
    value: int
