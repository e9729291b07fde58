"""Expansion 1, "Die Wechselstuben" (exchange offices, rule book p. 15). Module name:
``exchange_offices``; also playable with Granada and the combination ("Auch mit Granada
kombinierbar!").

Six cards, one per pair of currencies (``components.EXCHANGE_OFFICES``; only the
yellow-blue one is pictured in the book, the other five pairs follow from "six cards, two
different currencies each"):

- Setup: "kommen je 2 Wechselstuben verdeckt in den 2., 3. und 4. Stapel": the six are
  shuffled and two go into each of those money stacks.
- In the display they lie like money ("Hier liegen stets höchstens vier Karten, egal ob
  Wechselstuben oder Geldkarten"); the active player may take **one** instead of money,
  and hold any number.
- An office pays one purchase in any mix of its two currencies when the slot's currency is
  one of them; it then goes to the discard pile and comes back with it when the deck is
  reshuffled. Several may be played on one purchase (compendium §3). How payments are
  worked out is :mod:`.money`'s (payment aids, with the decision E1).
- Exact payment still grants another action; a vizier's purchase may use offices
  (compendium §1).
- "Wenn bei Spielende die letzten Gebäudeplättchen verteilt werden, dürfen Wechselstuben
  nicht mehr eingesetzt werden": the left-over tiles go by money alone (an office has no
  currency of its own and counts for nobody there).
"""

from __future__ import annotations

import random

from ..components import EXCHANGE_OFFICES
from . import seam as modules

#: The money stacks (0-based) that receive two offices each: the 2nd, 3rd and 4th.
STACKS = (1, 2, 3)


class ExchangeOffices(modules.Module):
    name = "exchange_offices"
    title = "Exchange offices"
    description = "Six cards that let one purchase be paid in two currencies."
    extra_cards = tuple(card.id for card in EXCHANGE_OFFICES)

    def deck_cards(self, rng: random.Random) -> list[tuple[int, str]]:
        offices = list(self.extra_cards)
        rng.shuffle(offices)
        return [(STACKS[index // 2], office) for index, office in enumerate(offices)]


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = ExchangeOffices()
