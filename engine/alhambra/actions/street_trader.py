"""The actions of the street trader (expansion 3, :mod:`..modules.street_trader`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase, coords


class RefillTrader(ActionBase):
    """Street trader (expansion 3): a resident of the trader moved onto a tile; put one of
    ``building``'s colour from the common supply on the trader instead."""

    kind: Literal["refill_trader"] = "refill_trader"
    building: str

    def __str__(self) -> str:
        return f"refill trader {self.building}"


class SwapTrader(ActionBase):
    """Street trader: no resident of the trader matched the tile that displaced it; swap
    one of ``give``'s colour for one of ``take``'s from the common supply (a choice)."""

    kind: Literal["swap_trader"] = "swap_trader"
    give: str
    take: str

    def __str__(self) -> str:
        return f"swap trader {self.give} for {self.take}"


class MoveTrader(ActionBase):
    """Street trader: at the end of the turn, the displaced trader goes to the empty cell
    ``(x, y)`` next to a tile of the Alhambra."""

    kind: Literal["move_trader"] = "move_trader"
    x: int
    y: int

    def __str__(self) -> str:
        return f"move trader to {self.x},{self.y}"


class ChooseResidents(ActionBase):
    """Street trader, setup ("jeder Spieler [muss] sich vorher seine Bewohner ...
    aussuchen", C-setup 8): before the first turn, the three residents (by colour, named by
    their building) that go on the seat's trader, and the side of the fountain it lies at."""

    kind: Literal["choose_residents"] = "choose_residents"
    residents: tuple[str, ...]
    side: str

    def __str__(self) -> str:
        return f"residents {' '.join(self.residents)} at {self.side}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["refill", "trader", building]:
            return RefillTrader(building=building)
        case ["swap", "trader", give, "for", take]:
            return SwapTrader(give=give, take=take)
        case ["residents", *colours, "at", side] if colours:
            return ChooseResidents(residents=tuple(colours), side=side)
        case ["move", "trader", "to", cell]:
            return MoveTrader(x=coords(cell)[0], y=coords(cell)[1])
    return None
