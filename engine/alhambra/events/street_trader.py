"""The events of the street trader (expansion 3, :mod:`..modules.street_trader`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class TraderDisplaced(EventBase):
    """Street trader (expansion 3): ``tile`` was built on ``seat``'s trader's square (at
    ``x``, ``y``); ``resident``: the colour (building) of the resident that moved from the
    trader onto the tile, None when none matched."""

    kind: Literal["trader_displaced"] = "trader_displaced"
    seat: int
    tile: str
    x: int
    y: int
    resident: str | None = None


class TraderDetached(EventBase):
    """Street trader: a rebuild left ``seat``'s trader beside no tile; it moves at the end
    of the turn."""

    kind: Literal["trader_detached"] = "trader_detached"
    seat: int


class TraderRefilled(EventBase):
    kind: Literal["trader_refilled"] = "trader_refilled"
    seat: int
    building: str


class TraderSwapped(EventBase):
    kind: Literal["trader_swapped"] = "trader_swapped"
    seat: int
    give: str
    take: str


class TraderMoved(EventBase):
    kind: Literal["trader_moved"] = "trader_moved"
    seat: int
    x: int
    y: int


class ResidentsChosen(EventBase):
    """Street trader, setup: ``seat`` has chosen its residents and its trader's side (its
    residents stay its secret; the side shows once every seat has chosen: then ``squares``
    holds every trader's square, (x, y) per seat, and the first turn begins; empty until
    then)."""

    kind: Literal["residents_chosen"] = "residents_chosen"
    seat: int
    squares: tuple[tuple[int, int], ...] = ()
