"""The actions of the caravanserai (expansion 5, :mod:`..modules.caravanserai`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class BuyCaravanserai(ActionBase):
    """Caravanserai: buy the track card ``card`` (KS2: paid in ``currency``, the buyer's
    choice, with these cards; its price comes from the Alhambra's building types)."""

    kind: Literal["buy_caravanserai"] = "buy_caravanserai"
    card: str
    currency: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"caravanserai {self.card} in {self.currency} with " + " ".join(self.cards)


class StepCaravanserai(ActionBase):
    """Caravanserai: at the start of one's turn, step the marker of one's card ``card``: +1
    (``to`` None) or onto the branch to the currency ``to``."""

    kind: Literal["step_caravanserai"] = "step_caravanserai"
    card: str
    to: str | None = None

    def __str__(self) -> str:
        return f"step {self.card}" + (f" to {self.to}" if self.to else "")


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["caravanserai", card, "in", currency, "with", *cards] if cards:
            return BuyCaravanserai(card=card, currency=currency, cards=tuple(cards))
        case ["step", card]:
            return StepCaravanserai(card=card)
        case ["step", card, "to", currency]:
            return StepCaravanserai(card=card, to=currency)
    return None
