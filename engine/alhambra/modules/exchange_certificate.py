"""Expansion 6, "Die Falkner": the exchange certificate (Wechselschein). Module name:
``exchange_certificate``; playable with the base game, Granada and the combination (X1),
also with two players.

Sources: EXPANSIONS.md §5 EC, §0.2, §7, §8, X1 (C-setup, C §23, C §27, APP); components in
``data/exchange_certificate.json``.

- Components: each player's overview card, and the currency stones. Setup lays out 1 stone
  per currency with 2 players, 2 with 3-4, 3 with 5-6; the rest leave the game
  [C-setup, APP]. The stones left form a public pool (the view's ``pool``).
- **EC1:** overpaying by X in currency K lets the payer take a K stone, if one is left, and
  set it on value X; a payer who already holds a K stone moves it up by X, to at most 10.
  At most one stone per currency per seat.
- A certificate is issued when someone overpays for a building (vizier purchases too:
  but the vizier's purchase is paid exactly [B], :mod:`.vizier`, so it never issues one), a
  character's bid, a camp or a magic building, or overpays in diamonds [C §23].
  **EC4:** a diamond overpayment gives a certificate in the slot's currency. **EC5** (our
  decision): every tile bought from the market counts (whatever the module that put it
  there: a medina or a site bought so, too), and in the combination both tiles of a slot;
  Granada's flip is no purchase (no certificate, as it gives no change). Chests, bazaars,
  caravanserais, sultan cards never issue one (C §23 names none of them; the last two
  still give coins with the change, CG1). A purchase at another price than the tile's
  printed one (a building site's half price) asks :func:`settle` with its own price.
- **EC6** (our decision): a character's bid is paid in one currency (CH); the certificate
  is in that currency: the currency of the money paid, and for diamonds alone the first
  currency (denar, dirham, ducat, guilder) in which they pay the bid.
- **EC2:** the stone is spent whole as money of its currency, then returns to the pool. It
  pays wherever money pays: buildings, the vizier's purchase, bids, camps, bazaars, magic
  buildings, chests, sultan cards [C §23], with exchange offices too [C §23]. A payment
  with it that is exact counts as exact: it earns another action and the scout [C §23].
  **EC7** (how it is kept, as the caravanserai's KS4): a stone held is a money card in its
  owner's hand, ``certificate-<currency>-<stone>-<value>`` (``Card.role`` "certificate";
  ``stone`` 1-3 tells the stones of a currency apart, so two seats' stones of equal value
  are two cards), so every payment the money code lists or checks includes it. The pool is
  the stones nobody holds. Paid, a stone goes to the discard pile with the money and this
  module takes it back out (``after_action``): it is in the pool again.
- **EC8** (our decision): the stones are public (the view's ``held``: each seat's stones);
  a stone is no card: the hand's size leaves it out, Yammerad does not count it and Machma
  cannot give it (as a caravanserai's value, C §17).
- **EC3:** when the change (expansion 3) is also played, the payer chooses coins or a
  certificate. **EC9** (our decision, fewest taps): the choice is a standing one per seat
  (:class:`~.actions.OverpayFor`, any time, kept by a restart), a certificate unless the
  seat switched to coins; when no stone can be gained (none left of that currency and none
  held, or the stone held stands at 10), the overpayment gives coins instead. Overpaying
  on purpose is listed while a stone can be gained (``overpaying_pays``).
- End: certificates count as money of their currency in the final distribution [§7,
  C §23, C §27]: they are in the hand.
- **EC10** (our decision): a stone pays falcons, building sites and portals like money
  (the compendium's list of what it pays names none of expansion 6's own parts; falcons
  are paid "in any mix of cards", and a stone is spent as money of its currency, EC2).
  Overpaying a building site, bought or completed, issues one (EC5: a building paid for).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..actions import OverpayFor
from ..components import CARDS, CURRENCIES, TILES, Card, read_data, register_cards
from ..errors import IllegalAction
from ..events import CertificateIssued, CertificateSpent, TileBought
from ..kit import (
    begins_the_turn,
    is_on,
    kept,
    payment_problem,
    seats_set,
    switched,
    total,
    with_player,
)
from ..state import GameState
from . import seam as modules
from .change import give_change

_DATA = read_data("exchange_certificate.json")

#: Players -> stones per currency [C-setup, APP].
STONES: dict[int, int] = {int(players): count for players, count in
                          _DATA["setup"]["stones_per_currency_by_players"].items()}
#: EC1: a stone goes up to this value.
MOST = _DATA["rules"]["max_value"]["value"]
ROLE = "certificate"
CHANGE = "change"
NAME = "exchange_certificate"


def item_id(currency: str, stone: int, value: int) -> str:
    return f"certificate-{currency}-{stone}-{value}"


ITEMS: tuple[Card, ...] = tuple(
    Card(id=item_id(currency, stone, value), kind="money", currency=currency, value=value,
         role=ROLE)
    for currency in CURRENCIES for stone in range(1, max(STONES.values()) + 1)
    for value in range(1, MOST + 1))
register_cards(ITEMS)
_ITEM = frozenset(c.id for c in ITEMS)

#: The seats whose overpayments give coins (EC3, EC9), with the change.
COINS = "exchange_certificate.coins"


def is_item(card: str) -> bool:
    return card in _ITEM


def stones(state: GameState) -> int:
    """How many stones of each currency the game is played with (by the seats)."""
    return STONES[min(max(len(state.players), min(STONES)), max(STONES))]


def stone_of(card: str) -> int:
    return int(card.split("-")[2])


def _held_stones(state: GameState, currency: str) -> set[int]:
    return {stone_of(c) for p in state.players for c in p.hand
            if c in _ITEM and CARDS[c].currency == currency}


def pool(state: GameState) -> dict[str, int]:
    """Currency -> the stones nobody holds (EC7)."""
    return {c: stones(state) - len(_held_stones(state, c)) for c in CURRENCIES}


def held(state: GameState, seat: int) -> dict[str, int]:
    """Currency -> the value of ``seat``'s stone of it (EC7: its item in the hand)."""
    return {CARDS[c].currency: CARDS[c].value for c in state.players[seat].hand if c in _ITEM}


def can_gain(state: GameState, seat: int, currency: str) -> bool:
    """Whether overpaying in ``currency`` would gain ``seat`` something (EC1)."""
    have = held(state, seat).get(currency)
    return have < MOST if have is not None else pool(state).get(currency, 0) > 0


def takes_coins(state: GameState, seat: int) -> bool:
    """EC9: ``seat`` switched its overpayments to coins (only with the change)."""
    return CHANGE in state.options.modules and is_on(state, COINS, seat)


def settle(state: GameState, seat: int, paid: int, price: int, currency: str,
           events: list) -> GameState:
    """``seat`` paid ``paid`` for something priced ``price`` in ``currency`` that issues a
    certificate when overpaid: the certificate, or (EC3, EC9) the change's coins. The one
    entry for such overpayments (the change and the characters call it)."""
    state = _returned(state, events)
    if paid <= price:
        return state
    if not takes_coins(state, seat) and can_gain(state, seat, currency):
        return _issue(state, seat, currency, paid - price, events)
    if CHANGE in state.options.modules:
        return give_change(state, seat, paid, price, events)
    return state


def _issue(state: GameState, seat: int, currency: str, over: int, events: list
           ) -> GameState:
    before = held(state, seat).get(currency)
    value = min(MOST, (before or 0) + over)
    mine = [c for c in state.players[seat].hand if c in _ITEM and CARDS[c].currency == currency]
    stone = stone_of(mine[0]) if mine else \
        min(set(range(1, stones(state) + 1)) - _held_stones(state, currency))
    hand = tuple(c for c in state.players[seat].hand if c not in mine)
    state = with_player(state, seat, hand=hand + (item_id(currency, stone, value),))
    events.append(CertificateIssued(seat=seat, currency=currency, overpaid=over,
                                    before=before or 0, value=value))
    return state


def bid_currency(cards: Iterable[str], amount: int) -> str:
    """EC6: the currency a character's bid was paid in with ``cards``."""
    cards = tuple(cards)
    paying = [c for c in CURRENCIES if payment_problem(cards, c, amount, cards) is None]
    money = [CARDS[c].currency for c in cards if CARDS[c].currency in paying]
    return money[0] if money else (paying[0] if paying else CURRENCIES[0])


def _returned(state: GameState, events: list) -> GameState:
    """EC2: stones paid went to the discard pile with the money: back into the pool."""
    if _ITEM.isdisjoint(state.discard):  # (after every action: the common case fast)
        return state
    spent = [c for c in state.discard if c in _ITEM]
    for item in spent:
        payer = next((getattr(e, "seat", -1) for e in events
                      if item in (getattr(e, "cards", None) or ())), -1)
        events.append(CertificateSpent(seat=payer if payer is not None else -1,
                                       currency=CARDS[item].currency, value=CARDS[item].value))
    return state.model_copy(update={
        "discard": tuple(c for c in state.discard if c not in _ITEM)})


# -- the standing choice (EC3, EC9) ----------------------------------------------------------


def choice_problem(state: GameState, seat: int, take: str) -> IllegalAction | None:
    """Why ``seat`` may not set its overpayments to give ``take`` now, or None."""
    if CHANGE not in state.options.modules:
        return IllegalAction("without the change, an overpayment always gives a certificate",
                             "engine-certificate-no-change")
    if seat in state.retired:
        name = state.players[seat].name
        return IllegalAction(f"{name} has already left the game", "engine-already-left",
                             name=name)
    if (take == "coins") == takes_coins(state, seat):
        return IllegalAction("your overpayments are set so already",
                             "engine-certificate-choice-unchanged", take=take)
    return None


def _choose(state: GameState, seat: int, action: OverpayFor):
    problem = choice_problem(state, seat, action.take)
    if problem is not None:
        raise problem
    return begins_the_turn(state, switched(state, COINS, seat, action.take == "coins")), []


_CHOICE = {take: OverpayFor(take=take) for take in ("coins", "certificate")}


class ExchangeCertificate(modules.Module):
    name = NAME
    title = "Exchange certificates"
    description = ("Overpay a purchase and take a currency stone worth the amount overpaid "
                   "(up to 10); spend it later as money of its currency.")
    rule_sets = None  # X1: the base game, Granada and the combination
    own_cards = _ITEM
    handlers = {"overpay_for": _choose}
    any_time_actions = frozenset({"overpay_for"})

    def settle(self, state: GameState, seat: int, paid: int, price: int, currency: str,
               events: list) -> GameState:
        """:func:`settle`, for the change (which cannot import this module)."""
        return settle(state, seat, paid, price, currency, events)

    def overpaying_pays(self, state: GameState) -> bool:
        """A stone can still be gained by someone (the payer is not always the active seat:
        a character's auction)."""
        return any(can_gain(state, s, c) for s in range(len(state.players)) for c in CURRENCIES)

    def any_time_legal_actions(self, state: GameState, seat: int):
        if CHANGE not in state.options.modules or seat in state.retired:
            return ()
        return (_CHOICE["certificate" if takes_coins(state, seat) else "coins"],)

    def kept_on_restart(self, state: GameState, restored: GameState) -> GameState:
        return kept(state, restored, COINS)

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        """Stones paid go back to the pool; without the change, every market tile bought
        overpaid issues a certificate here (with it, the change asks :func:`settle`)."""
        state = _returned(state, events)
        if CHANGE in state.options.modules:
            return state
        for event in list(events):
            if isinstance(event, TileBought) and event.cards:
                state = settle(state, event.seat, total(event.cards),
                               TILES[event.tile].price, event.slot, events)
        return state

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """EC8: the pool and every seat's stones are public; with the change, each seat's
        standing choice (EC9) too (it shows in what the overpayments give)."""
        fields: dict[str, Any] = {
            "pool": pool(state),
            "held": [held(state, s) for s in range(len(state.players))]}
        if CHANGE in state.options.modules:
            fields["coins"] = sorted(seats_set(state, COINS))
        return fields

    def problems(self, state: GameState) -> list[str]:
        found = []
        count = stones(state)
        every = [c for p in state.players for c in p.hand if c in _ITEM]
        for currency in CURRENCIES:
            mine = [stone_of(c) for c in every if CARDS[c].currency == currency]
            if len(mine) != len(set(mine)) or any(not 1 <= s <= count for s in mine):
                found.append(f"{currency} stones held twice or not in the game: {mine}")
        for seat, player in enumerate(state.players):
            mine = [CARDS[c].currency for c in player.hand if c in _ITEM]
            if len(mine) != len(set(mine)):
                found.append(f"seat {seat} holds two stones of a currency: {mine}")
        for place in (state.deck, state.display, state.discard, state.out_of_game):
            if _ITEM & set(place):
                found.append("a certificate is outside its owner's hand")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = ExchangeCertificate()
