"""The events of the sultan's cards (expansion 5, :mod:`..modules.sultan`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class SultanCardShown(EventBase):
    """Sultan cards: a sultan card turned up and now lies beside the money display."""

    kind: Literal["sultan_card_shown"] = "sultan_card_shown"
    card: str


class SultanCardBought(EventBase):
    """Sultan cards: ``seat`` bought ``card`` with ``cards`` and rolled ``building`` (the
    type the card now takes, public)."""

    kind: Literal["sultan_card_bought"] = "sultan_card_bought"
    seat: int
    card: str
    cards: tuple[str, ...]
    exact: bool
    building: str


class SultanClaimOpened(EventBase):
    """Sultan cards: ``tile`` entered the ``slot`` of the market; ``seats`` (in priority
    order), each holding a sultan card of its type, are asked whether they take it."""

    kind: Literal["sultan_claim_opened"] = "sultan_claim_opened"
    tile: str
    slot: str
    seats: tuple[int, ...]


class SultanAnswered(EventBase):
    """Sultan cards: ``seat`` answered (a pass, or a claim that waits for seats with
    priority: told alike until it takes effect)."""

    kind: Literal["sultan_answered"] = "sultan_answered"
    seat: int


class SultanClaimed(EventBase):
    """Sultan cards: ``seat`` discarded ``card`` and took ``tile`` from the ``slot`` of the
    market for free (no purchase: no scout, no caravanserai step)."""

    kind: Literal["sultan_claimed"] = "sultan_claimed"
    seat: int
    card: str
    tile: str
    slot: str


class SultanClaimClosed(EventBase):
    """Sultan cards: nobody took ``tile`` with a sultan card; it stays in the market."""

    kind: Literal["sultan_claim_closed"] = "sultan_claim_closed"
    tile: str
