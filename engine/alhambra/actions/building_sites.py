"""The actions of the building sites (expansion 6, :mod:`..modules.building_sites`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class BuySite(ActionBase):
    """Building sites: buy the tile in the market slot ``slot`` as a building site, at half
    its price (rounded up) in the slot's currency, with these cards (BS1)."""

    kind: Literal["buy_site"] = "buy_site"
    slot: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"buy site {self.slot} with " + " ".join(self.cards)


class CompleteSite(ActionBase):
    """Building sites: complete the unfinished site ``tile`` by paying its full printed
    price in its marker's currency with these cards."""

    kind: Literal["complete_site"] = "complete_site"
    tile: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"complete site {self.tile} with " + " ".join(self.cards)


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["buy", "site", slot, "with", *cards] if cards:
            return BuySite(slot=slot, cards=tuple(cards))
        case ["complete", "site", tile, "with", *cards] if cards:
            return CompleteSite(tile=tile, cards=tuple(cards))
    return None
