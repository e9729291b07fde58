"""Expansion 2, "Die Tore der Stadt": the diamonds (Diamanten). Module name: ``diamonds``;
also playable with Granada, the combination and two players (X1).

Components (``data/diamonds_change.json``): 11 cards of a joker currency, ``diamond``,
worth 3, 4, 5, 5, 6, 6, 7, 7, 8, 9 [PK2] and 6 (**DI1**, our default: "the 11th card is a 6;
this keeps PK2's list symmetric"); ids ``diamond-1`` .. ``diamond-11``.

- Setup: "Die elf Diamantenkarten werden zu Anfang unter die Geldkarten gemischt"
  (compendium, setup 1: before the starting money is dealt), so they may be dealt as
  starting money (``money_cards``).
- Taken like money: they count toward the limit of 5 [PK2, FR-G] (``Card.is_money``).
- They pay for any market slot, but only as a pure-diamond payment [PK2, BG2, C §6]
  (``Card.joker``; refused with ``engine-pay-diamonds-alone``); paying exactly gives the
  extra action [FR-G].
- "Diamanten können nicht mit Wechselstuben umgetauscht werden" (C §6): no exchange
  office in a diamond payment (the same refusal).
- "Diamanten können eingesetzt werden, um ein mit der Gunst des Wesirs gekauftes Gebäude zu
  bezahlen" (C §6): a vizier purchase may be paid with diamonds, exactly.
- "Auch bei Überbezahlung mit Diamanten wird Wechselgeld herausgegeben" (C §6, §12): with
  the change module an overpayment in diamonds draws change as any overpayment does
  (blind from the bag, floor(X / 2) coins; see :mod:`.change`). DI2's "in the slot's
  currency" is said of the certificate (EC), which the change bag cannot give: coins are
  drawn blind [PK3, BG3].
- "Bei der Versteigerung am Ende sind die Diamanten wertlos" (C §27): a diamond has no
  currency of the four, so ``PlayerState.money_in`` never counts it.
- Granada's flip (3 in one currency, the currency free): diamonds pay it as a fifth
  currency (**DI2**: "where the currency is free, diamonds count as a fifth currency").

A played diamond goes to the discard pile with the money and comes back when the deck is
reshuffled. Offered to players (``offered``): the bot names a diamond "💎 6" on its buttons.
"""

from __future__ import annotations

from ..components import Card, read_data, register_cards
from . import seam as modules

_DATA = read_data("diamonds_change.json")["diamonds"]
#: The 11 diamond cards (DI1: the 11th is a 6).
DIAMONDS: tuple[Card, ...] = tuple(
    Card(id=entry["id"], kind="diamond", currency=_DATA["currency"], value=entry["value"])
    for entry in _DATA["cards"]
)
register_cards(DIAMONDS)


class Diamonds(modules.Module):
    name = "diamonds"
    title = "Diamonds"
    description = ("Eleven diamond cards among the money: they pay for any tile, only with "
                   "diamonds, never mixed with money, and are worth nothing at the end.")
    extra_cards = tuple(card.id for card in DIAMONDS)

    def money_cards(self, cards: list[str]) -> tuple[list[str], list[str]]:
        """Shuffled into the money before the starting money is dealt."""
        return cards + [c for c in self.extra_cards if c not in cards], []


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Diamonds()
