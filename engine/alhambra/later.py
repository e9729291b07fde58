"""Groups of legal actions worked out only when they are asked for.

Listing every legal action of a seat costs most where a seat has many: every payment for
every market slot, every rebuild of a large reserve on a new plane. A caller that wants only
some kinds (``LegalActions.has`` and ``of_kind``: the random driver; ``kinds``: whether a
seat can act) need not pay for the rest, so a listing may hold a :class:`Later` in place of
a group: its actions when asked (``actions``), and a cheaper test whether there are any
(its truth). A ``Later`` is made for one listing; what it finds may be kept elsewhere (with
the plane), but nothing kept may refer back to it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .components import CURRENCIES, TILES
from .money import hand_money, minimal_payments


class Later:
    __slots__ = ("_make", "_any", "_found")

    def __init__(self, make: Callable[[], Sequence], any_: Callable[[], bool]):
        self._make = make
        self._any = any_
        self._found: Sequence | None = None

    def actions(self) -> Sequence:
        if self._found is None:
            self._found = self._make()
        return self._found

    def __bool__(self) -> bool:
        if self._found is not None:
            return bool(self._found)
        return self._any()


def actions_of(group: Sequence | Later) -> Sequence:
    """The actions of a group, whether listed already or :class:`Later`."""
    return group.actions() if isinstance(group, Later) else group


def buy_group(hand: tuple[str, ...], market: Sequence[str | None],
              action: Callable[[str, tuple[str, ...]], object]) -> Later:
    """Buying a tile of ``market`` (a tile or None per slot, in slot order):
    ``action(currency, cards)`` for each minimal payment of each tile, worked out when asked
    (whether the hand holds enough for some tile is quick)."""
    money = hand_money(hand)
    offers = [(CURRENCIES[slot], TILES[tile].price) for slot, tile in enumerate(market)
              if tile is not None]
    return Later(lambda: [action(currency, cards) for currency, price in offers
                          for cards in minimal_payments(hand, currency, price)],
                 lambda: any(money.get(currency, 0) >= price for currency, price in offers))
