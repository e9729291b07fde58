"""Money: what may be taken from the display, and the payments a hand can make.

Take money (Geld nehmen): any one card, or several whose values total at most 5, whatever
their currencies. Buy: pay at least the price in the slot's currency; there is no change.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations

from engine.errors import Reason

from .components import CARDS, TAKE_MONEY_LIMIT

#: Card -> its value and its currency (asked for every payment and every way to take money).
VALUE: dict[str, int] = {card.id: card.value for card in CARDS.values()}
CURRENCY: dict[str, str | None] = {card.id: card.currency for card in CARDS.values()}


def total(cards: Iterable[str]) -> int:
    return sum(map(VALUE.__getitem__, cards))


def take_money_problem(display: Sequence[str], cards: Sequence[str]) -> Reason | None:
    """Why ``cards`` may not be taken from the money display, or None."""
    if not cards:
        return Reason("choose at least one money card to take", "engine-take-none")
    if len(set(cards)) != len(cards):
        return Reason("each money card can be taken only once", "engine-take-twice")
    missing = [c for c in cards if c not in display]
    if missing:
        return Reason(f"{_names(missing)} {'is' if len(missing) == 1 else 'are'} not on display",
                      "engine-take-missing", cards=tuple(missing), count=len(missing))
    if len(cards) > 1 and total(cards) > TAKE_MONEY_LIMIT:
        return Reason(
            f"several cards may be taken only when they total at most {TAKE_MONEY_LIMIT}; "
            f"{_names(cards)} total {total(cards)}",
            "engine-take-too-much", limit=TAKE_MONEY_LIMIT, cards=tuple(cards), total=total(cards))
    return None


def take_money_choices(display: Sequence[str]) -> list[tuple[str, ...]]:
    """Every distinct way to take money: single cards, and sets totalling at most 5.

    Cards of the same currency and value are interchangeable, so choices that differ only
    in such copies are listed once.
    """
    return list(_take_money_choices(tuple(display)))


@lru_cache(maxsize=1024)
def _take_money_choices(display: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    values = [VALUE[c] for c in display]
    kinds = [(CURRENCY[c], VALUE[c]) for c in display]
    copies = len(set(kinds)) < len(kinds)  # only then may two choices be the same
    # a card of a set worth at most the limit leaves room for at least 1 more
    small = [i for i, value in enumerate(values) if value < TAKE_MONEY_LIMIT]
    seen = set()
    choices = []
    for size in range(1, len(display) + 1):
        for combo in combinations(range(len(display)) if size == 1 else small, size):
            if size > 1 and sum(values[i] for i in combo) > TAKE_MONEY_LIMIT:
                continue
            if copies:
                key = tuple(sorted(kinds[i] for i in combo))
                if key in seen:
                    continue
                seen.add(key)
            choices.append(tuple(display[i] for i in combo))
    return tuple(choices)


def payment_problem(hand: Sequence[str], currency: str, price: int, cards: Sequence[str]) -> (
        Reason | None):
    """Why ``cards`` cannot pay ``price`` in ``currency`` from ``hand``, or None."""
    if not cards:
        return Reason("choose the money cards to pay with", "engine-pay-none")
    if len(set(cards)) != len(cards):
        return Reason("each money card can be paid only once", "engine-pay-twice")
    missing = [c for c in cards if c not in hand]
    if missing:
        return Reason(f"you do not hold {_names(missing)}", "engine-pay-missing",
                      cards=tuple(missing))
    wrong = [c for c in cards if CARDS[c].currency != currency]
    if wrong:
        return Reason(f"this slot takes only {currency}; {_names(wrong)} cannot pay here",
                      "engine-pay-wrong-currency", currency=currency, cards=tuple(wrong))
    if total(cards) < price:
        return Reason(
            f"the tile costs {price} {currency}; the cards you chose total {total(cards)} "
            "(there is no change, but you must pay at least the price)",
            "engine-pay-too-little", price=price, currency=currency, total=total(cards))
    return None


def minimal_payments(hand: Sequence[str], currency: str, price: int) -> list[tuple[str, ...]]:
    """Every payment of at least ``price`` in which no card could be left out.

    Listed once per multiset of values (copies are interchangeable), largest cards first.
    """
    return list(_payments_from_hand(tuple(hand), currency, price))


def hand_money(hand: Sequence[str]) -> dict[str, int]:
    """Currency -> how much of it ``hand`` holds (shared: not to be changed)."""
    return _totals(tuple(hand))


@lru_cache(maxsize=1024)
def _totals(hand: tuple[str, ...]) -> dict[str, int]:
    return {currency: value for currency, (_, value) in _by_currency(hand).items()}


def _payments_from_hand(hand: tuple[str, ...], currency: str, price: int
                        ) -> tuple[tuple[str, ...], ...]:
    cards, value = _by_currency(hand).get(currency, ((), 0))
    if value < price:
        return ()
    return _minimal_payments(cards, price)


@lru_cache(maxsize=1024)
def _by_currency(hand: tuple[str, ...]) -> dict[str, tuple[tuple[str, ...], int]]:
    """Currency -> the hand's cards of it (sorted) and their total; a hand is asked this
    for every market slot (shared: not to be changed)."""
    by_currency: dict[str, list[str]] = defaultdict(list)
    for card in sorted(hand):
        by_currency[CURRENCY[card]].append(card)
    return {currency: (tuple(cards), total(cards)) for currency, cards in by_currency.items()}


@lru_cache(maxsize=4096)
def _minimal_payments(cards: tuple[str, ...], price: int) -> tuple[tuple[str, ...], ...]:
    """``cards``: sorted, all of one currency."""
    by_value: dict[int, list[str]] = defaultdict(list)
    for card in cards:
        by_value[VALUE[card]].append(card)
    values = sorted(by_value, reverse=True)
    payments: list[tuple[str, ...]] = []
    _extend_payment(values, by_value, price, payments, [], 0, 0, 0)
    return tuple(payments)


def _extend_payment(values: list[int], by_value: dict[int, list[str]], price: int,
                    payments: list[tuple[str, ...]], chosen: list[str],
                    start: int, used: int, paid: int) -> None:
    """Non-increasing value sequences stopping at the first card that reaches the price are
    exactly the minimal payments: dropping the last (smallest) card falls short. (A module
    function, not a closure: a recursive closure is a reference cycle, left for the
    garbage collector's slowest pass.)"""
    for index in range(start, len(values)):
        value = values[index]
        taken = used if index == start else 0
        copies = by_value[value]
        if taken >= len(copies):
            continue
        chosen.append(copies[taken])
        if paid + value >= price:
            payments.append(tuple(chosen))
        else:
            _extend_payment(values, by_value, price, payments, chosen, index, taken + 1,
                            paid + value)
        chosen.pop()


def _names(cards: Iterable[str]) -> str:
    return ", ".join(str(CARDS[c]) for c in cards)
