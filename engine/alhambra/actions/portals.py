"""The actions of the portals (expansion 6, :mod:`..modules.portals`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class BuyPortal(ActionBase):
    """Portals: right after buying a building, buy a portal of its type with ``cards``
    (in the building's currency; paid apart, never an extra action)."""

    kind: Literal["buy_portal"] = "buy_portal"
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return "buy portal with " + " ".join(self.cards)


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["buy", "portal", "with", *cards] if cards:
            return BuyPortal(cards=tuple(cards))
    return None
