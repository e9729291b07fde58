"""The actions of the two-player rule (Dirk, :mod:`..modules.dirk`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class GiveToDirk(ActionBase):
    """Two players: give a tile bought this turn to Dirk instead of keeping it."""

    kind: Literal["give_to_dirk"] = "give_to_dirk"
    tile: str

    def __str__(self) -> str:
        return f"give {self.tile} to dirk"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["give", tile, "to", "dirk"]:
            return GiveToDirk(tile=tile)
    return None
