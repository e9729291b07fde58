"""The actions of the combination of Alhambra and Granada (:mod:`..modules.alhambra_granada`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class BuySecond(ActionBase):
    """The combination (rule book p. 12): buy the second tile of ``slot`` (the Granada tile
    beside the Alhambra tile), paid in the slot's currency like :class:`Buy`."""

    kind: Literal["buy_second"] = "buy_second"
    slot: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"buy second {self.slot} with " + " ".join(self.cards)


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["buy", "second", slot, "with", *cards] if cards:
            return BuySecond(slot=slot, cards=tuple(cards))
    return None
