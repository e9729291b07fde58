"""The events of the invaders and scouts (expansion 4, :mod:`..modules.invaders`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class ScoutTaken(EventBase):
    """Invaders: ``seat`` paid a building of ``scout``'s colour exactly, took the face-up
    scout and looked at the top invader card (which card: only the seat's own view says)."""

    kind: Literal["scout_taken"] = "scout_taken"
    seat: int
    scout: str


class InvadersAttacked(EventBase):
    """Invaders: at scoring ``round`` the top invader ``card`` was revealed; ``lost[seat]``:
    the points each seat lost (open sides, at most its total: IN2)."""

    kind: Literal["invaders_attacked"] = "invaders_attacked"
    round: int
    card: str
    lost: tuple[int, ...]


class ScoutsTurnedUp(EventBase):
    """Invaders: after a scoring, new ``scouts`` were turned up."""

    kind: Literal["scouts_turned_up"] = "scouts_turned_up"
    scouts: tuple[str, ...]
