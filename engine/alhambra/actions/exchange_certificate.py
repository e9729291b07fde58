"""The actions of the exchange certificates (expansion 6,
:mod:`..modules.exchange_certificate`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class OverpayFor(ActionBase):
    """Exchange certificates with the change (EC3): a seat's standing choice of what its
    overpayments give, ``take`` "coins" or "certificate" (the default). Any time, whoever's
    turn."""

    kind: Literal["overpay_for"] = "overpay_for"
    take: Literal["coins", "certificate"]

    def __str__(self) -> str:
        return f"overpay for {self.take}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["overpay", "for", ("coins" | "certificate") as take]:
            return OverpayFor(take=take)
    return None
