"""The events of the building yards (expansion 1, :mod:`..modules.building_yards`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class YardTaken(EventBase):
    """Building yards: ``seat`` took the face-up ``tile`` of ``building``'s stack; the next
    one of the stack turns up when the turn ends (:class:`YardTurnedUp`)."""

    kind: Literal["yard_taken"] = "yard_taken"
    seat: int
    building: str
    tile: str


class YardTurnedUp(EventBase):
    """Building yards: the next yard of ``building``'s stack, ``tile``, now lies face up."""

    kind: Literal["yard_turned_up"] = "yard_turned_up"
    building: str
    tile: str
