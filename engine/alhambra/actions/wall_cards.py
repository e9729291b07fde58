"""The actions of the wall cards (expansion 3, :mod:`..modules.wall_cards`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class UseWallCard(ActionBase):
    """Wall cards (expansion 3): take the wall card ``card`` lying beside the money display
    and put wooden walls as it shows on one's tile ``tile`` (an action of the turn)."""

    kind: Literal["use_wall_card"] = "use_wall_card"
    card: str
    tile: str

    def __str__(self) -> str:
        return f"wall {self.card} on {self.tile}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["wall", card, "on", tile]:
            return UseWallCard(card=card, tile=tile)
    return None
