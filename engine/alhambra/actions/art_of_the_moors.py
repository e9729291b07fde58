"""The actions of the Art of the Moors (expansion 5, :mod:`..modules.art_of_the_moors`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class TurnCultureTiles(ActionBase):
    """Art of the Moors (expansion 5): turn every culture tile that may turn by one corner
    (AM4), as the main action."""

    kind: Literal["turn_culture_tiles"] = "turn_culture_tiles"

    def __str__(self) -> str:
        return "turn culture tiles"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["turn", "culture", "tiles"]:
            return TurnCultureTiles()
    return None
