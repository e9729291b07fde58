"""The events of the bonus cards (expansion 1, :mod:`..modules.bonus_cards`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class BonusCardRevealed(EventBase):
    """Bonus cards: ``seat`` revealed ``card``; ``automatic``: at a scoring, because its
    building stood in the seat's Alhambra."""

    kind: Literal["bonus_card_revealed"] = "bonus_card_revealed"
    seat: int
    card: str
    automatic: bool = False


class BonusCardReturned(EventBase):
    """Bonus cards: ``card``'s building left ``seat``'s Alhambra; the card went back to the
    hand (hidden again)."""

    kind: Literal["bonus_card_returned"] = "bonus_card_returned"
    seat: int
    card: str
