"""Money: what may be taken from the display, and the payments a hand can make.

Take money (Geld nehmen): any one card, or several whose values total at most 5, whatever
their currencies. Buy: pay at least the price in the slot's currency; there is no change
(expansion 3's change module gives some: :mod:`.change`).

Payment aids (expansion 1's exchange offices, rule book p. 15; a card with ``Card.pays``):
an aid is taken alone from the display, instead of money ("anstelle des Geldes **eine**
Wechselstube"). It pays one purchase in a currency it shows, "in jeder beliebigen
Kombination der beiden abgebildeten Währungen", and goes to the discard pile with the money.
Several may be played on one purchase (the compendium: "Es können auch mehrere Wechselstuben
gleichzeitig eingesetzt werden"). Decided where no book says (E1): every aid played must
show the slot's currency (the book's condition, for each of them), and each must be needed:
the payment uses a card of its other currency.

Jokers (expansion 2's diamonds, ``Card.joker``): taken like money, they pay a purchase in any
currency, but only on their own: a payment with a joker holds jokers of one kind only (no
money of the slot's currency, no exchange office). The change's coins (expansion 3) are
money cards worth 1 and need nothing here.

Money cards with a role (``Card.role``: expansion 4's master builders, value-3 money cards
that may also be discarded for an extra rebuild) pay and are taken as money of their value,
but are never interchangeable with plain money of the same currency and value: the listings
keep them apart (:func:`copy_key`), plain money first.

Overpaying on purpose (``overpay``: the change module gives coins for an overpayment) lists,
besides the minimal payments, each minimal payment with the fewest more cards that draw one
coin more than it would (see :func:`purchase_payments`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations

from engine.errors import Reason

from .components import (
    CARD_CURRENCY,
    CARD_ROLE,
    CARD_VALUE,
    CARDS,
    JOKER_CURRENCIES,
    TAKE_MONEY_LIMIT,
)

#: Card -> its value and its currency (asked for every payment and every way to take money;
#: the same dicts as the components', which modules' cards join).
VALUE: dict[str, int] = CARD_VALUE
CURRENCY: dict[str, str | None] = CARD_CURRENCY
#: How much more than the price draws one coin of change (expansion 3: floor(X / 2)).
CHANGE_STEP = 2


def total(cards: Iterable[str]) -> int:
    return sum(map(VALUE.__getitem__, cards))


def copy_key(card: str) -> tuple[str | None, int, str]:
    """What makes two money cards interchangeable: the same currency, value and role (a
    master builder is no copy of a plain 3)."""
    return CURRENCY[card], VALUE[card], CARD_ROLE.get(card, "")


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
    aids = [c for c in cards if not CARDS[c].is_money]
    if aids and len(cards) > 1:
        return Reason(f"{_names(aids)} is taken alone, instead of money",
                      "engine-take-aid-alone", card=aids[0])
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
    kinds = [copy_key(c) for c in display]
    copies = len(set(kinds)) < len(kinds)  # only then may two choices be the same
    # a card of a set worth at most the limit leaves room for at least 1 more
    small = [i for i, value in enumerate(values)
             if value < TAKE_MONEY_LIMIT and CARDS[display[i]].is_money]
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


def cards_problem(hand: Sequence[str], cards: Sequence[str]) -> Reason | None:
    """Why ``cards`` are no payment from ``hand`` whatever they pay for (none chosen, one
    twice, one not held), or None: the first checks of every payment."""
    if not cards:
        return Reason("choose the money cards to pay with", "engine-pay-none")
    if len(set(cards)) != len(cards):
        return Reason("each money card can be paid only once", "engine-pay-twice")
    missing = [c for c in cards if c not in hand]
    if missing:
        return Reason(f"you do not hold {_names(missing)}", "engine-pay-missing",
                      cards=tuple(missing))
    return None


def payment_problem(hand: Sequence[str], currency: str, price: int, cards: Sequence[str]) -> (
        Reason | None):
    """Why ``cards`` cannot pay ``price`` in ``currency`` from ``hand``, or None."""
    problem = cards_problem(hand, cards)
    if problem is not None:
        return problem
    jokers = [c for c in cards if CARDS[c].joker]
    if jokers:
        return _joker_problem(currency, price, cards, jokers)
    aids = [c for c in cards if CARDS[c].pays]
    for aid in aids:
        if currency not in CARDS[aid].pays:
            return Reason(f"{_names([aid])} does not show {currency}: it cannot pay here",
                          "engine-pay-aid-wrong", card=aid, currency=currency)
    allowed = {currency, *(c for aid in aids for c in CARDS[aid].pays)}
    wrong = [c for c in cards if not CARDS[c].pays and CARDS[c].currency not in allowed]
    if wrong:
        if aids:
            return Reason(f"{_names(wrong)} cannot pay here, not even with {_names(aids)}",
                          "engine-pay-wrong-currency-aided", currency=currency,
                          cards=tuple(wrong), aids=tuple(aids))
        return Reason(f"this slot takes only {currency}; {_names(wrong)} cannot pay here",
                      "engine-pay-wrong-currency", currency=currency, cards=tuple(wrong))
    used = {CARDS[c].currency for c in cards}
    idle = [aid for aid in aids if not used & (set(CARDS[aid].pays) - {currency})]
    if idle:
        return Reason(f"{_names(idle)} is not needed: pay with it only when you use its "
                      "other currency", "engine-pay-aid-unused", card=idle[0])
    if total(cards) < price:
        return Reason(
            f"the tile costs {price} {currency}; the cards you chose total {total(cards)} "
            "(there is no change, but you must pay at least the price)",
            "engine-pay-too-little", price=price, currency=currency, total=total(cards))
    return None


def _joker_problem(currency: str, price: int, cards: Sequence[str], jokers: list[str]
                   ) -> Reason | None:
    """Diamonds pay any slot, but only on their own (compendium §6, PK2)."""
    if len(jokers) != len(cards) or len({CURRENCY[c] for c in jokers}) > 1:
        return Reason("diamonds pay only with diamonds, never mixed with money: no other money "
                      "and no exchange office may be paid with them", "engine-pay-diamonds-alone",
                      diamonds=len(jokers), others=len(cards) - len(jokers))
    if total(cards) < price:
        return Reason(f"the tile costs {price} {currency}; the diamonds you chose total "
                      f"{total(cards)}", "engine-pay-diamonds-too-little", price=price,
                      currency=currency, total=total(cards))
    return None


def change_coins(paid: int, price: int) -> int:
    """How many coins of change an overpayment draws (expansion 3: floor(X / 2))."""
    return max(0, paid - price) // CHANGE_STEP


def minimal_payments(hand: Sequence[str], currency: str, price: int) -> list[tuple[str, ...]]:
    """Every payment of at least ``price`` in which no card could be left out.

    Listed once per multiset of values (copies are interchangeable), largest cards first.
    """
    return list(_payments_from_hand(tuple(hand), currency, price))


def purchase_payments(hand: Sequence[str], currency: str, price: int, *,
                      overpay: bool = False) -> tuple[tuple[str, ...], ...]:
    """Every minimal payment of a purchase: :func:`minimal_payments`, and with each set of
    the hand's payment aids that show ``currency`` (see the module doc) every minimal
    payment in the currencies they open that uses each aid's other currency, the aids
    first; then every minimal payment of jokers (diamonds) of each kind.

    ``overpay`` (change is given): then also each of those payments with the fewest more
    cards that draw one more coin of change (``CHANGE_STEP``), the same cards it may hold
    (of the slot's currency or those its aids open; jokers of its kind), once per multiset
    of (value, currency). Paying more still is legal, but not listed."""
    return _purchase_payments(tuple(hand), currency, price, overpay)


def exact_payments(hand: Sequence[str], currency: str, price: int
                   ) -> tuple[tuple[str, ...], ...]:
    """The purchase payments that pay exactly ``price`` (a minimal payment may pay more)."""
    return _exact_payments(tuple(hand), currency, price)


@lru_cache(maxsize=1024)
def _exact_payments(hand: tuple[str, ...], currency: str, price: int
                    ) -> tuple[tuple[str, ...], ...]:
    """(every seat the vizier's window asks, after every turn: kept per hand)"""
    return tuple(p for p in _purchase_payments(hand, currency, price) if total(p) == price)


def has_aids(hand: Sequence[str]) -> bool:
    return any(CARDS[c].pays for c in hand)


def best_joker_money(hand: Sequence[str]) -> int:
    """The most the hand's jokers of one kind total (0: none): what diamonds could pay."""
    if not JOKER_CURRENCIES:
        return 0
    money = hand_money(hand)
    return max((money.get(c, 0) for c in JOKER_CURRENCIES), default=0)


@lru_cache(maxsize=1024)
def _purchase_payments(hand: tuple[str, ...], currency: str, price: int,
                       overpay: bool = False) -> tuple[tuple[str, ...], ...]:
    plain = _payments_from_hand(hand, currency, price)
    aids = sorted({c for c in hand if currency in CARDS[c].pays})
    jokers = sorted(JOKER_CURRENCIES & {CURRENCY[c] for c in hand}) if JOKER_CURRENCIES else ()
    if not aids and not jokers and not overpay:
        return plain
    found = list(plain)
    for size in range(1, len(aids) + 1):
        for chosen in combinations(aids, size):
            others = {c for aid in chosen for c in CARDS[aid].pays} - {currency}
            pool = tuple(sorted(c for c in hand
                                if not CARDS[c].pays and CURRENCY[c] in others | {currency}))
            for payment in mixed_minimal_payments(pool, price):
                if others <= {CURRENCY[c] for c in payment}:
                    found.append(chosen + payment)
    for joker in jokers:
        found += _payments_from_hand(hand, joker, price)
    if overpay:
        found += _overpayments(hand, currency, price, found)
    return tuple(found)


def _overpayments(hand: tuple[str, ...], currency: str, price: int,
                  payments: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """Each of ``payments`` with the fewest more cards of the hand that draw one more coin
    of change (see :func:`purchase_payments`)."""
    found: list[tuple[str, ...]] = []
    seen: set[tuple] = set()
    for payment in payments:
        used = set(payment)
        if CARDS[payment[0]].joker:
            allowed = {CURRENCY[payment[0]]}
        else:
            allowed = {currency, *(c for card in payment for c in CARDS[card].pays)}
        pool = tuple(sorted(c for c in hand if c not in used and not CARDS[c].pays
                            and CURRENCY[c] in allowed))
        need = CHANGE_STEP - (total(payment) - price) % CHANGE_STEP
        for more in mixed_minimal_payments(pool, need):
            paid = payment + more
            key = tuple(sorted(c if CARDS[c].pays
                               else f"{CURRENCY[c]}:{VALUE[c]:02}:{CARD_ROLE.get(c, '')}"
                               for c in paid))
            if key not in seen:
                seen.add(key)
                found.append(paid)
    return found


def mixed_minimal_payments(cards: tuple[str, ...], price: int) -> list[tuple[str, ...]]:
    """Minimal payments from ``cards`` of several currencies, once per multiset of
    (value, currency, role): copies of a card are interchangeable, its currency and its role
    are not (plain money before a card with a role of the same value)."""
    by_key: dict[tuple[int, str, int], list[str]] = defaultdict(list)
    for card in cards:
        by_key[(VALUE[card], CURRENCY[card], card not in CARD_ROLE)].append(card)
    keys = sorted(by_key, reverse=True)
    payments: list[tuple[str, ...]] = []

    def extend(start: int, used: int, paid: int, chosen: list[str]) -> None:
        for index in range(start, len(keys)):
            key = keys[index]
            taken = used if index == start else 0
            if taken >= len(by_key[key]):
                continue
            chosen.append(by_key[key][taken])
            if paid + key[0] >= price:
                payments.append(tuple(chosen))
            else:
                extend(index, taken + 1, paid + key[0], chosen)
            chosen.pop()

    extend(0, 0, 0, [])
    return payments


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
    if CARD_ROLE and not CARD_ROLE.keys().isdisjoint(cards):
        return tuple(mixed_minimal_payments(cards, price))
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
