"""The events of the change (expansion 3, :mod:`..modules.change`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class ChangeGiven(EventBase):
    """Expansion 3 (change): ``seat`` paid ``overpaid`` more than the price and drew
    ``coins`` blind from the bag, laid face up; ``owed`` (floor(overpaid / 2)) is how many
    were due: fewer were drawn when the bag ran out."""

    kind: Literal["change_given"] = "change_given"
    seat: int
    overpaid: int
    owed: int
    coins: tuple[str, ...]


class CoinsReturned(EventBase):
    """Expansion 3 (change): the coins ``seat`` spent went back into the bag."""

    kind: Literal["coins_returned"] = "coins_returned"
    seat: int
    coins: tuple[str, ...]
