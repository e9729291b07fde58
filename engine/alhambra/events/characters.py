"""The events of the characters (expansion 2, :mod:`..modules.characters`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class CharacterRevealed(EventBase):
    """Characters (expansion 2): the character ``card`` turned up from the money deck; it is
    auctioned (at once, or after the refill that revealed it)."""

    kind: Literal["character_revealed"] = "character_revealed"
    card: str


class CharacterAuctionOpened(EventBase):
    """Characters: the auction of ``card`` begins; ``order``: the seats in bidding order
    (the first opens)."""

    kind: Literal["character_auction_opened"] = "character_auction_opened"
    card: str
    order: tuple[int, ...]


class CharacterBid(EventBase):
    kind: Literal["character_bid"] = "character_bid"
    seat: int
    card: str
    amount: int


class CharacterBidPassed(EventBase):
    """Characters: ``seat`` passed in the auction of ``card`` (for good)."""

    kind: Literal["character_bid_passed"] = "character_bid_passed"
    seat: int
    card: str


class CharacterWon(EventBase):
    """Characters: ``seat`` won ``card`` for ``amount`` (what it paid follows as
    :class:`CharacterPaid`, at once or once it has chosen how to pay)."""

    kind: Literal["character_won"] = "character_won"
    seat: int
    card: str
    amount: int


class CharacterPaid(EventBase):
    """Characters: the winner of ``card`` paid ``cards`` (into the discard pile)."""

    kind: Literal["character_paid"] = "character_paid"
    seat: int
    card: str
    cards: tuple[str, ...]


class CharacterUnsold(EventBase):
    """Characters: nobody bid for ``card`` (or the game ended before its auction): it left
    the game."""

    kind: Literal["character_unsold"] = "character_unsold"
    card: str


class CharacterUsed(EventBase):
    """Characters: ``seat`` used ``character``. Laila: ``tiles`` = (the old market tile, the
    new one); Machma: ``cards`` = (discarded, taken); Knihstig: ``cards`` = (the card
    taken); Yammerad: ``drawn`` = how many cards went from the deck into the hand unseen
    (which ones only the drawer sees, in its hand; a log stored before named them in
    ``cards``); Abdul Karim: ``tiles`` = (the tile he paid; the purchase follows as
    ``tile_bought``, and he leaves the game); Ammar: his extra rebuild follows."""

    kind: Literal["character_used"] = "character_used"
    seat: int
    character: str
    cards: tuple[str, ...] = ()
    tiles: tuple[str, ...] = ()
    drawn: int = 0
