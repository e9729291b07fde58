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

from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from itertools import accumulate

from .components import CURRENCIES, TILES
from .money import best_joker_money, hand_money, has_aids, purchase_payments


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


def _some() -> bool:
    return True


def known_some(make: Callable[[], Sequence]) -> Later:
    """A group already known to hold an action, its actions made only when asked (making
    them costs more than knowing there are some)."""
    return Later(make, _some)


class _Cells(Sequence):
    """The actions ``make(tile, x, y)`` for ``cells``, each made when it is read."""

    __slots__ = ("_make", "_tile", "_cells")

    def __init__(self, make: Callable[[str, int, int], object], tile: str,
                 cells: Sequence[tuple[int, int]]):
        self._make, self._tile, self._cells = make, tile, cells

    def __len__(self) -> int:
        return len(self._cells)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self._make(self._tile, x, y) for x, y in self._cells[index]]
        x, y = self._cells[index]
        return self._make(self._tile, x, y)


def made(make: Callable[[str, int, int], object],
         parts: Sequence[tuple[str, Sequence[tuple[int, int]]]]) -> Joined:
    """The actions ``make(tile, x, y)`` for the cells of each tile (``parts``: ``(tile,
    cells)`` in listing order), each made only when it is read: a caller that picks one of
    hundreds of places pays for one."""
    return Joined([_Cells(make, tile, cells) for tile, cells in parts])


class Joined(Sequence):
    """Several groups read as one sequence, none of them copied."""

    __slots__ = ("_groups", "_ends")

    def __init__(self, groups: Sequence[Sequence]):
        self._groups = [group for group in groups if len(group)]
        self._ends = list(accumulate(len(group) for group in self._groups))

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    def __getitem__(self, index):
        if isinstance(index, slice):
            return list(self)[index]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        part = bisect_right(self._ends, index)
        return self._groups[part][index - (self._ends[part - 1] if part else 0)]

    def __iter__(self) -> Iterator:
        for group in self._groups:
            yield from group


def actions_of(group: Sequence | Later) -> Sequence:
    """The actions of a group, whether listed already or :class:`Later`."""
    return group.actions() if isinstance(group, Later) else group


class _Buying(Later):
    """Buying a tile of ``market`` (a tile or None per slot, in slot order) with ``hand``:
    ``action(currency, cards)`` for each minimal payment of each tile, worked out when asked
    (whether the hand holds enough for some tile is quick); ``overpay``: with the payments
    that overpay on purpose for change (see :func:`.money.purchase_payments`)."""

    __slots__ = ("_hand", "_market", "_action", "_overpay")

    def __init__(self, hand: tuple[str, ...], market: Sequence[str | None],
                 action: Callable[[str, tuple[str, ...]], object], overpay: bool = False):
        self._found = None
        self._hand, self._market, self._action = hand, market, action
        self._overpay = overpay

    def _offers(self) -> list[tuple[str, int]]:
        return [(CURRENCIES[slot], TILES[tile].price) for slot, tile in enumerate(self._market)
                if tile is not None]

    def actions(self) -> Sequence:
        if self._found is None:
            hand, action, overpay = self._hand, self._action, self._overpay
            self._found = [action(currency, cards) for currency, price in self._offers()
                           for cards in purchase_payments(hand, currency, price,
                                                          overpay=overpay)]
        return self._found

    def __bool__(self) -> bool:
        if self._found is not None:
            return bool(self._found)
        if has_aids(self._hand):  # an exchange office may open another currency
            return bool(self.actions())
        money = hand_money(self._hand)
        jokers = best_joker_money(self._hand)  # diamonds pay any slot on their own
        return any(max(money.get(currency, 0), jokers) >= price
                   for currency, price in self._offers())


def buy_group(hand: tuple[str, ...], market: Sequence[str | None],
              action: Callable[[str, tuple[str, ...]], object], *,
              overpay: bool = False) -> Later:
    """Buying a tile of ``market`` with ``hand``, listed when asked (see :class:`_Buying`)."""
    return _Buying(hand, market, action, overpay)
