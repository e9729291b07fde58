"""The actions of the bonus cards (expansion 1, :mod:`..modules.bonus_cards`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class RevealBonusCard(ActionBase):
    """Bonus cards (expansion 1): reveal one's bonus card ``card`` (any time, also out of
    turn) while its building stands in one's Alhambra."""

    kind: Literal["reveal_bonus_card"] = "reveal_bonus_card"
    card: str

    def __str__(self) -> str:
        return f"reveal {self.card}"


class KeepBonusCardsHidden(ActionBase):
    """Bonus cards (expansion 1), a standing choice for scoring rounds 1 and 2: ``on``: a
    matching hidden card stays hidden there and does not count; off (the default): it is
    revealed and counts. Any time, whoever's turn; private (no event)."""

    kind: Literal["keep_bonus_cards_hidden"] = "keep_bonus_cards_hidden"
    on: bool

    def __str__(self) -> str:
        return f"bonus keep hidden {'on' if self.on else 'off'}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["reveal", card]:
            return RevealBonusCard(card=card)
        case ["bonus", "keep", "hidden", ("on" | "off") as on]:
            return KeepBonusCardsHidden(on=on == "on")
    return None
