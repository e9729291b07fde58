"""Expansion 3, "Die Stunde der Diebe": the change (Wechselgeld). Module name: ``change``;
also playable with Granada, the combination and two players (X1).

Components (``data/diamonds_change.json``): 24 coins worth 1, six in each currency, in a
cloth bag [PK3, T3]; ids ``coin-denar-1`` .. ``coin-guilder-6``. A coin is a money card
(``kind="money"``) worth 1 in its currency, so everything that pays with money pays with
coins (exchange offices change them: "Wechselgeld kann auch mit einer Wechselstube
umgetauscht werden", C §12); coins never enter the money deck, display or discard pile
(``own_cards``: this module accounts for them).

- Setup: "Das Wechselgeld wird im Stoffbeutel bereitgelegt": the bag (``change.bag`` in
  ``modules_state``) holds the 24 coins in draw order, from a seeded shuffle of their own
  (the other setup draws stay as they are without the module).
- Overpaying a building by X draws floor(X / 2) coins blind from the bag [PK3, BG3] into
  the payer's hand. Coins lie face up [JDJ3]: each draw is public (event ``change_given``,
  the view's ``coins`` per seat and currency).
- Overpaying on purpose is allowed, "auch eine Münze Wechselgeld zusätzlich zu bezahlen, um
  eine (andere) Münze Wechselgeld zu bekommen" (C §12). The listing of purchases then holds,
  besides the minimal payments, each minimal payment with the fewest more cards that draw
  one more coin (:func:`.money.purchase_payments` with ``overpay``; while the bag holds a
  coin). Any other payment of at least the price is legal too, only not listed.
- Spent coins go back into the bag, not to the discard pile [JDJ3] (event
  ``coins_returned``); the bag is then shuffled again (seeded from the game's seed and a
  counter). Change is drawn first: the coins paid are not among those drawn for that
  purchase (C §12: "eine (andere) Münze").
- Change is given for buildings: a purchase from the market (both tiles of a slot in the
  combination) and a vizier's purchase [C §1, §12] (which is always exact, so it never draws
  any); diamond overpayments draw change as well [C §6]. Granada's flip is no purchase of
  a building: "there is no change" (rule book p. 9).
- If the bag runs out, the rest of the change is not given (the event says how many were
  owed).
- End: coins count in the final distribution (C §12, §27): they are money of their
  currency in the hand.
- With the exchange certificates (expansion 6, EC3): an overpaid purchase that issues a
  certificate (a market tile, a bid) gives a certificate or coins as the payer's standing
  choice says (EC9, :func:`.exchange_certificate.settle` decides, and draws the coins here).
- A turn in which coins were drawn cannot be undone past the draw (our decision, as for a
  vizier): the coins were seen, and undoing would show the bag's next coins.

Offered to players (``offered``): the bot names a coin "🟦 1 coin" on its buttons.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..components import CARDS, TILES, Card, read_data, register_cards
from ..events import ChangeGiven, CoinsReturned, TileBought
from ..kit import (
    change_coins,
    total,
)
from ..state import GameState
from . import seam as modules

_DATA = read_data("diamonds_change.json")["change"]
#: The 24 coins, ids like ``coin-denar-1``.
COINS: tuple[Card, ...] = tuple(
    Card(id=f"coin-{entry['currency']}-{copy}", kind="money", currency=entry["currency"],
         value=entry["value"])
    for entry in _DATA["coins"] for copy in range(1, entry["count"] + 1)
)
COIN_IDS: tuple[str, ...] = tuple(coin.id for coin in COINS)
register_cards(COINS)

#: The bag's coins in draw order (index 0 is drawn next).
BAG = "change.bag"
#: How often coins were put back and the bag shuffled (seeds the next shuffle).
SHUFFLES = "change.shuffles"

_COIN = frozenset(COIN_IDS)


def bag(state: GameState) -> list[str]:
    return list(state.modules_state.get(BAG, []))


def coins_of(hand: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c for c in hand if c in _COIN)


def _with_bag(state: GameState, coins: list[str], shuffles: int | None = None) -> GameState:
    data = {**state.modules_state, BAG: coins}
    if shuffles is not None:
        data[SHUFFLES] = shuffles
    return state.model_copy(update={"modules_state": data})


#: The exchange certificates' module (expansion 6), which settles an overpayment itself
#: (EC3); looked up by name, as it imports this module for the coins.
CERTIFICATES = "exchange_certificate"


def _give_change(state: GameState, event: TileBought, events: list) -> GameState:
    if CERTIFICATES in state.options.modules:  # EC3: coins or a certificate
        return modules.REGISTRY[CERTIFICATES].settle(
            state, event.seat, total(event.cards), TILES[event.tile].price, event.slot, events)
    return give_change(state, event.seat, total(event.cards), TILES[event.tile].price, events)


def give_change(state: GameState, seat: int, paid: int, price: int, events: list
                ) -> GameState:
    """``seat`` paid ``paid`` for something priced ``price``: the change it draws (also
    for a character's auction, :mod:`.characters`)."""
    owed = change_coins(paid, price)
    if owed == 0:
        return state
    coins = bag(state)
    drawn, rest = coins[:owed], coins[owed:]
    events.append(ChangeGiven(seat=seat, overpaid=paid - price, owed=owed,
                              coins=tuple(drawn)))
    if not drawn:
        return state
    players = list(state.players)
    player = players[seat]
    players[seat] = player.model_copy(update={"hand": player.hand + tuple(drawn)})
    state = _with_bag(state.model_copy(update={"players": tuple(players)}), rest)
    # the coins were seen: the turn is not undone past them
    return state.model_copy(update={"turn_start": None})


def _return_coins(state: GameState, events: list) -> GameState:
    if _COIN.isdisjoint(state.discard):  # (after every action: the common case fast)
        return state
    spent = [c for c in state.discard if c in _COIN]
    for event in events:
        cards = getattr(event, "cards", ())  # (a reshuffle's "cards" is how many)
        paid = [c for c in cards if c in spent] if isinstance(cards, tuple) else []
        seat = getattr(event, "seat", None)
        if paid and seat is not None and not isinstance(event, ChangeGiven):
            events.append(CoinsReturned(seat=seat, coins=tuple(paid)))
    shuffles = int(state.modules_state.get(SHUFFLES, 0)) + 1
    coins = bag(state) + spent
    random.Random(f"alhambra:{state.seed}:change:{shuffles}").shuffle(coins)
    state = state.model_copy(update={"discard": tuple(c for c in state.discard
                                                      if c not in _COIN)})
    return _with_bag(state, coins, shuffles)


class Change(modules.Module):
    name = "change"
    title = "Change"
    description = ("Overpay a tile by 2 or more and draw one coin of change from the bag "
                   "for every 2 overpaid; coins are money worth 1.")
    own_cards = _COIN

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        coins = list(COIN_IDS)
        random.Random(f"alhambra:{state.seed}:change:0").shuffle(coins)
        return _with_bag(state, coins, 0)

    def overpaying_pays(self, state: GameState) -> bool:
        return bool(state.modules_state.get(BAG))

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        """Change for every building bought by this action, then the coins spent go back
        into the bag."""
        for event in list(events):
            if isinstance(event, TileBought):
                state = _give_change(state, event, events)
        return _return_coins(state, events)

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """The bag's size and every seat's coins by currency (they lie face up)."""
        return {"bag": len(bag(state)),
                "coins": [dict(sorted(Counter(CARDS[c].currency for c in coins_of(p.hand))
                                      .items())) for p in state.players]}

    def problems(self, state: GameState) -> list[str]:
        found = []
        coins = Counter(bag(state))
        for player in state.players:
            coins.update(coins_of(player.hand))
        if set(coins) != _COIN or any(n != 1 for n in coins.values()):
            found.append("coins not accounted for once: missing "
                         f"{sorted(_COIN - set(coins))}, twice or unknown "
                         f"{sorted(c for c, n in coins.items() if n != 1 or c not in _COIN)}")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Change()
