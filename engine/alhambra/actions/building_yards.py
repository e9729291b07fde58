"""The actions of the building yards (expansion 1, :mod:`..modules.building_yards`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class TakeYard(ActionBase):
    """Building yards (expansion 1): take the face-up yard of ``building``'s stack instead
    of taking money, buying or rebuilding; it is placed or reserved like a bought tile."""

    kind: Literal["take_yard"] = "take_yard"
    building: str

    def __str__(self) -> str:
        return f"take yard {self.building}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["take", "yard", building]:
            return TakeYard(building=building)
    return None
