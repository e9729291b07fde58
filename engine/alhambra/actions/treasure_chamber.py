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
    """Treasure chamber: at the end of the turn, put one of the chests bought this turn (or
    passed on to one, out of turn) on ``tile``, a building of the chest's colour in one's
    Alhambra without a chest."""

    kind: Literal["place_chest"] = "place_chest"
    tile: str

    def __str__(self) -> str:
        return f"chest on {self.tile}"


class PassChests(ActionBase):
    """Treasure chamber: the receiver of chests passed on leaves the choice: each goes on
    its earliest built free building of its colour (TC2), as when its time runs out."""

    kind: Literal["pass_chests"] = "pass_chests"

    def __str__(self) -> str:
        return "pass chests"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["chests", room, "with", *cards] if cards:
            return BuyChests(room=int(room), cards=tuple(cards))
        case ["chest", "on", tile]:
            return PlaceChest(tile=tile)
        case ["pass", "chests"]:
            return PassChests()
    return None
