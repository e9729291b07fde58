"""The events of the treasure chamber (expansion 4, :mod:`..modules.treasure_chamber`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class ChestsBought(EventBase):
    """Treasure chamber: ``seat`` took the chests ``chests`` (colours, named by their
    building) of ``room`` (1-3), paying ``cards``. ``refill``: None, the room is refilled
    as the turn ends (:class:`ChestRoomRefilled`, TC6); a tuple only in games stored
    before that, whose rooms were refilled at the purchase (empty: the bag held fewer than
    4, and the room stayed empty)."""

    kind: Literal["chests_bought"] = "chests_bought"
    seat: int
    room: int
    chests: tuple[str, ...]
    cards: tuple[str, ...]
    refill: tuple[str, ...] | None = None


class ChestPlaced(EventBase):
    """Treasure chamber: a chest of ``tile``'s colour went on ``seat``'s ``tile``;
    ``passed_from``: the buyer who passed it on (None: ``seat`` bought it)."""

    kind: Literal["chest_placed"] = "chest_placed"
    seat: int
    tile: str
    passed_from: int | None = None


class ChestsReturned(EventBase):
    """Treasure chamber: the chests ``chests`` that ``seat`` bought and nobody could place
    went back into the bag."""

    kind: Literal["chests_returned"] = "chests_returned"
    seat: int
    chests: tuple[str, ...]


class ChestRoomRefilled(EventBase):
    """Treasure chamber: at the end of the turn in which ``room`` (1-3) was bought, after
    the chests nobody could place went back into the bag, the room was refilled with
    ``chests`` (empty: the bag held fewer than 4, and the room stays empty; TC c, TC6)."""

    kind: Literal["chest_room_refilled"] = "chest_room_refilled"
    room: int
    chests: tuple[str, ...]


class ChestsPassed(EventBase):
    """Treasure chamber: the chests ``chests`` that ``buyer`` (and the seats between) could
    not place passed on to ``seat``, who has a choice where they go: the end of the
    buyer's turn waits for it (out of turn; the receiver "has the opportunity to
    distribute these chests")."""

    kind: Literal["chests_passed"] = "chests_passed"
    seat: int
    buyer: int
    chests: tuple[str, ...]
