"""The actions of the characters (expansion 2, :mod:`..modules.characters`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class BidForCharacter(ActionBase):
    """Characters (expansion 2): the seat asked in a character's auction raises the high
    bid to ``amount`` (at least 1, above the high bid; payable in one currency)."""

    kind: Literal["bid_for_character"] = "bid_for_character"
    amount: int

    def __str__(self) -> str:
        return f"bid {self.amount}"


class PassBid(ActionBase):
    """Characters: the seat asked in a character's auction passes (for good: CH2)."""

    kind: Literal["pass_bid"] = "pass_bid"

    def __str__(self) -> str:
        return "pass bid"


class PayForCharacter(ActionBase):
    """Characters: the auction's winner pays its bid with ``cards`` (at least the bid, in
    one currency; payment aids allowed)."""

    kind: Literal["pay_for_character"] = "pay_for_character"
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return "pay character with " + " ".join(self.cards)


class UseLaila(ActionBase):
    """Characters, Laila Wundabah (turn start): swap the tile of market ``slot`` for a new
    tile from the bag."""

    kind: Literal["use_laila"] = "use_laila"
    slot: str

    def __str__(self) -> str:
        return f"laila {self.slot}"


class UseMachma(ActionBase):
    """Characters, Machma Klain (turn start): discard the money card ``give`` from the hand
    and take the face-up card ``take`` of equal or lower value."""

    kind: Literal["use_machma"] = "use_machma"
    give: str
    take: str

    def __str__(self) -> str:
        return f"machma {self.give} for {self.take}"


class UseYammerad(ActionBase):
    """Characters, Yammerad (turn start, fewer than 3 money cards in hand): take the money
    deck's top card."""

    kind: Literal["use_yammerad"] = "use_yammerad"

    def __str__(self) -> str:
        return "yammerad"


class BuyWithKarim(ActionBase):
    """Characters, Abdul Karim: he pays the full price of the building in market ``slot``
    (an exact payment; the card then leaves the game)."""

    kind: Literal["buy_with_karim"] = "buy_with_karim"
    slot: str

    def __str__(self) -> str:
        return f"karim buys {self.slot}"


class TakeWithKnihstig(ActionBase):
    """Characters, Abdul Knihstig: after buying a tile of price 10 or more this turn, take
    the face-up card ``card`` from the money display."""

    kind: Literal["take_with_knihstig"] = "take_with_knihstig"
    card: str

    def __str__(self) -> str:
        return f"knihstig takes {self.card}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["bid", amount]:
            return BidForCharacter(amount=int(amount))
        case ["pass", "bid"]:
            return PassBid()
        case ["pay", "character", "with", *cards] if cards:
            return PayForCharacter(cards=tuple(cards))
        case ["laila", slot]:
            return UseLaila(slot=slot)
        case ["machma", give, "for", take]:
            return UseMachma(give=give, take=take)
        case ["yammerad"]:
            return UseYammerad()
        case ["karim", "buys", slot]:
            return BuyWithKarim(slot=slot)
        case ["knihstig", "takes", card]:
            return TakeWithKnihstig(card=card)
    return None
