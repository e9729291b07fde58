"""The actions of the magic buildings (promo, :mod:`..modules.magic_buildings`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class RotateMagic(ActionBase):
    """Magic buildings (MG1, MG4): turn a magic building bought this turn, still waiting
    to be built or reserved, to another of its rotations (free). ``tile`` is the face that
    shows now, ``to`` the face wanted."""

    kind: Literal["rotate_magic"] = "rotate_magic"
    tile: str
    to: str

    def __str__(self) -> str:
        return f"rotate {self.tile} to {self.to}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["rotate", tile, "to", to]:
            return RotateMagic(tile=tile, to=to)
    return None
