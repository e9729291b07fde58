"""The actions of the city gates (expansion 2, :mod:`..modules.city_gates`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase, coords


class TakeGateCard(ActionBase):
    """City gates (expansion 2): take the gate card lying by the gates instead of taking
    money."""

    kind: Literal["take_gate_card"] = "take_gate_card"

    def __str__(self) -> str:
        return "take gate card"


class PlaceGate(ActionBase):
    """City gates: build a tile bought this turn (or received at the end) at ``(x, y)``,
    playing a gate card: a gate goes on the double wall on ``side`` of the tile."""

    kind: Literal["place_gate"] = "place_gate"
    tile: str
    x: int
    y: int
    side: str

    def __str__(self) -> str:
        return f"place {self.tile} at {self.x},{self.y} gate {self.side}"


class RebuildPlaceGate(ActionBase):
    """City gates: the rebuild that builds a reserve tile in, playing a gate card on the
    double wall on ``side`` of the tile."""

    kind: Literal["rebuild_place_gate"] = "rebuild_place_gate"
    tile: str
    x: int
    y: int
    side: str

    def __str__(self) -> str:
        return f"rebuild place {self.tile} at {self.x},{self.y} gate {self.side}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["take", "gate", "card"]:
            return TakeGateCard()
        case ["place", tile, "at", cell, "gate", side]:
            return PlaceGate(tile=tile, x=coords(cell)[0], y=coords(cell)[1], side=side)
        case ["rebuild", "place", tile, "at", cell, "gate", side]:
            return RebuildPlaceGate(tile=tile, x=coords(cell)[0], y=coords(cell)[1],
                                    side=side)
    return None
