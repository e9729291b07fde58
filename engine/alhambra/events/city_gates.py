"""The events of the city gates (expansion 2, :mod:`..modules.city_gates`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class GateCardShown(EventBase):
    """City gates: a gate card turned up while the money display was refilled and now lies
    by the gates (``discarded``: one lay there already, so this one went to the discard
    pile)."""

    kind: Literal["gate_card_shown"] = "gate_card_shown"
    card: str
    discarded: bool = False


class GateCardTaken(EventBase):
    kind: Literal["gate_card_taken"] = "gate_card_taken"
    seat: int
    card: str


class GateBuilt(EventBase):
    """City gates: ``seat`` played ``card``: a gate stands on the ``side`` wall of the tile
    at (x, y), just built (the tile's placement follows as its own event)."""

    kind: Literal["gate_built"] = "gate_built"
    seat: int
    card: str
    x: int
    y: int
    side: str


class GateLost(EventBase):
    """City gates (GT2): a rebuild took away a tile of the gate on the edge between ``tile``
    (its ``side``) and ``other``: the gate left the game."""

    kind: Literal["gate_lost"] = "gate_lost"
    seat: int
    tile: str
    side: str
    other: str
