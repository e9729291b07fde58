"""The actions of the treasure chamber (expansion 4, :mod:`..modules.treasure_chamber`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class BuyChests(ActionBase):
    """Treasure chamber (expansion 4): take all the chests of ``room`` (1-3) of the
    treasure chamber, paying at least 8 with ``cards`` in any mix of currencies (no change,
    no extra action)."""

    kind: Literal["buy_chests"] = "buy_chests"
    room: int
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"chests {self.room} with " + " ".join(self.cards)


class PlaceChest(ActionBase):
    """Treasure chamber: at the end of the turn, put one of the chests bought this turn on
    ``tile``, a building of the chest's colour in one's Alhambra without a chest."""

    kind: Literal["place_chest"] = "place_chest"
    tile: str

    def __str__(self) -> str:
        return f"chest on {self.tile}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["chests", room, "with", *cards] if cards:
            return BuyChests(room=int(room), cards=tuple(cards))
        case ["chest", "on", tile]:
            return PlaceChest(tile=tile)
    return None
