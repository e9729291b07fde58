"""The actions of the sultan's cards (expansion 5, :mod:`..modules.sultan`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase, coords


class BuySultanCard(ActionBase):
    """Sultan cards: buy the sultan card ``card`` lying beside the money display for 7 in
    its currency, with these cards (an action of the turn); the die is rolled at once."""

    kind: Literal["buy_sultan_card"] = "buy_sultan_card"
    card: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"buy sultan {self.card} with " + " ".join(self.cards)


class ClaimWithSultan(ActionBase):
    """Sultan cards, out of turn: discard one's sultan card ``card`` to take the new tile
    of its type from the market for free, built at ``x``, ``y``, or to the reserve
    (``reserve``), or given to Dirk (``dirk``)."""

    kind: Literal["claim_with_sultan"] = "claim_with_sultan"
    card: str
    x: int | None = None
    y: int | None = None
    reserve: bool = False
    dirk: bool = False
    #: A magic building (promo, MG6): the position it is built or reserved in (one of its
    #: rotations); None: as it lies in the market.
    face: str | None = None

    def __str__(self) -> str:
        turned = f" as {self.face}" if self.face else ""
        if self.dirk:
            return f"sultan {self.card} to dirk"
        if self.reserve:
            return f"sultan {self.card} reserve{turned}"
        return f"sultan {self.card} at {self.x},{self.y}{turned}"


class PassSultan(ActionBase):
    """Sultan cards, out of turn: let the new tile go (no sultan card used for it)."""

    kind: Literal["pass_sultan"] = "pass_sultan"

    def __str__(self) -> str:
        return "sultan pass"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["buy", "sultan", card, "with", *cards] if cards:
            return BuySultanCard(card=card, cards=tuple(cards))
        case ["sultan", "pass"]:
            return PassSultan()
        case ["sultan", card, "to", "dirk"]:
            return ClaimWithSultan(card=card, dirk=True)
        case ["sultan", card, "reserve"]:
            return ClaimWithSultan(card=card, reserve=True)
        case ["sultan", card, "reserve", "as", face]:
            return ClaimWithSultan(card=card, reserve=True, face=face)
        case ["sultan", card, "at", cell]:
            return ClaimWithSultan(card=card, x=coords(cell)[0], y=coords(cell)[1])
        case ["sultan", card, "at", cell, "as", face]:
            return ClaimWithSultan(card=card, x=coords(cell)[0], y=coords(cell)[1],
                                   face=face)
    return None
