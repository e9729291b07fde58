"""The actions of the bazaars (expansion 4, :mod:`..modules.bazaars`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class BuyBazaar(ActionBase):
    """Bazaars: buy the waiting bazaar ``bazaar``, paid exactly in its currency with these
    cards (its price is that of the tile in its currency's market slot)."""

    kind: Literal["buy_bazaar"] = "buy_bazaar"
    bazaar: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"buy bazaar {self.bazaar} with " + " ".join(self.cards)


class BuyBazaarWithKarim(ActionBase):
    """Bazaars with the characters: Abdul Karim pays the waiting bazaar ``bazaar``."""

    kind: Literal["buy_bazaar_with_karim"] = "buy_bazaar_with_karim"
    bazaar: str

    def __str__(self) -> str:
        return f"karim buys bazaar {self.bazaar}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["buy", "bazaar", bazaar, "with", *cards] if cards:
            return BuyBazaar(bazaar=bazaar, cards=tuple(cards))
        case ["karim", "buys", "bazaar", bazaar]:
            return BuyBazaarWithKarim(bazaar=bazaar)
    return None
