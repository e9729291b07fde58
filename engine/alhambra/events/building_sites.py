"""The events of the building sites (expansion 6, :mod:`..modules.building_sites`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class SiteBought(EventBase):
    """Building sites: ``seat`` bought ``tile`` from the ``slot`` slot as a building site for
    ``price`` (half its printed price, rounded up), paid with ``cards``; the marker drawn
    shows ``currency`` (the currency its completion is paid in; public, BS2)."""

    kind: Literal["site_bought"] = "site_bought"
    seat: int
    slot: str
    tile: str
    price: int
    cards: tuple[str, ...]
    exact: bool
    currency: str


class SiteCompleted(EventBase):
    """Building sites: ``seat`` completed its site ``tile`` for its full ``price`` in the
    marker's ``currency``, paid with ``cards``; the marker went back into the bag."""

    kind: Literal["site_completed"] = "site_completed"
    seat: int
    tile: str
    price: int
    currency: str
    cards: tuple[str, ...]
    exact: bool
