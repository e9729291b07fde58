"""Expansion 5, "Die Macht des Sultans": the caravanserai (Karawanserei). Module name:
``caravanserai``; the base game's rule set only (X1), also with two players.

Sources: EXPANSIONS.md §4 KS, §0.2, §0.3, §7, §8 (PK5, BG5, DUG5, T5, C-setup, C-turn,
C §17, §19, §26, §27); components in ``data/caravanserai.json``.

- Components: 8 track cards with a marker each [T5], lying face up [C-setup] (the view's
  ``available``). **KS1:** a track runs 0-5 in the card's main currency, 2 cards per main
  currency; branches at 2, 3 and 4 lead to the other three currencies and keep the value; a
  branch is a dead end until the value is spent.
- Main action: buy an available card when one's Alhambra shows at least 4 building types
  (**KS3:** counted from the building tiles built in the Alhambra, never the reserve; magic
  buildings would count, medinas, camps and bazaars do not). It costs 8, 4 or 2 with 4, 5 or
  6 types, in one currency [PK5, BG5, DUG5, C §26]. **KS2:** the buyer picks the currency
  (diamonds pay it on their own, DI2); an exact payment gives another action, overpaying
  gives change (CG1). At most 2 cards per player; the marker starts at 0 [C-turn]. The
  vizier cannot buy one (it buys market tiles only) [§8 VZ].
- Once per own turn, at its start (before the main action, §0.3 step 2), one marker of
  one's cards steps: +1 (to at most 5) on the main track, or onto the branch at its value
  [PK5, DUG5]. Purchases out of one's own turn (the vizier's; the sultan's, C §19) come
  with no step: a step belongs to the start of one's own turn only.
- Spending: the card's value is one money item in its current currency, spent whole; the
  marker returns to 0 and the card stays [PK5]. It pays wherever money pays (buildings,
  the vizier's purchase, chests, bazaars, camps, characters' bids, falcons
  (expansion 6, FA3) ...; C §17), with the
  other money of its currency and exchange offices, never together with diamonds.
  **KS4** (our decision, how it is kept): a marker above 0 is a money card in its owner's
  hand, ``<card>-<currency>-<value>`` (``Card.role`` "caravanserai"), so every payment the
  money code lists or checks includes it; the marker's position *is* that card (no card in
  the hand: the marker is at 0). Paid, it goes to the discard pile with the money and this
  module takes it back out (``after_action``, like the change's coins): the marker is at 0.
- Not money for Yammerad, and Machma Klain cannot give it: it is no hand card [C §7, §17]
  (:func:`.characters.money_cards`). Its value counts as money in its currency in the final
  distribution [§7, C §17, C §27]: it is in the hand.
- **KS5** (our decision): a card owned is public, and so is its marker (the view's
  ``owned`` with each card's currency and value); the hand's size leaves the money item out
  (it is no card in the hand, :func:`.view.view`).
- **KS6** (our decision): the buyer picks any card nobody owns (they lie face up); its main
  currency and branches need not match the currency paid.
- Sultan cards (expansion 5's ``sultan``, C §19): a building they take gives no step (only
  the start of one's own turn does), and a sultan card may be paid with a caravanserai
  (wherever the payment goes through :mod:`.money` and the hand).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..actions import BuyCaravanserai, StepCaravanserai
from ..components import BUILDINGS, CARDS, CURRENCIES, TILES, Card, read_data, register_cards
from ..errors import CannotAfford, IllegalAction
from ..events import CaravanseraiBought, CaravanseraiSpent, CaravanseraiStepped
from ..kit import (
    Later,
    action_done,
    best_joker_money,
    finished,
    hand_money,
    has_aids,
    payment_problem,
    purchase_payments,
    total,
    with_player,
)
from ..state import GameState
from . import seam as modules
from .change import give_change

_DATA = read_data("caravanserai.json")

#: The 8 track cards, in data order.
TRACKS: tuple[str, ...] = tuple(entry["id"] for entry in _DATA["cards"])
#: Track card -> its main currency (KS1).
MAIN: dict[str, str] = {e["id"]: e["main_currency"] for e in _DATA["cards"]}
#: Track card -> the highest value of its main track.
TOP: dict[str, int] = {e["id"]: e["max_value"] for e in _DATA["cards"]}
#: Track card -> ((value, currency) of each branch), in value order (KS1).
BRANCHES: dict[str, tuple[tuple[int, str], ...]] = {
    e["id"]: tuple(sorted((v, c) for v, c in e["branches"])) for e in _DATA["cards"]}

#: Types -> price (PK5, BG5, DUG5).
PRICE_BY_TYPES = {4: 8, 5: 4, 6: 2}
FEWEST_TYPES = 4
MOST_PER_PLAYER = 2
_BUILDING_TYPES = frozenset(BUILDINGS)
ROLE = "caravanserai"


def item_id(card: str, currency: str, value: int) -> str:
    return f"{card}-{currency}-{value}"


def _items() -> tuple[Card, ...]:
    found = []
    for card in TRACKS:
        for value in range(1, TOP[card] + 1):
            found.append(Card(id=item_id(card, MAIN[card], value), kind="money",
                              currency=MAIN[card], value=value, role=ROLE))
        for value, currency in BRANCHES[card]:
            found.append(Card(id=item_id(card, currency, value), kind="money",
                              currency=currency, value=value, role=ROLE))
    return tuple(found)


ITEMS: tuple[Card, ...] = _items()
register_cards(ITEMS)
_ITEM = frozenset(c.id for c in ITEMS)
#: Money item -> its track card.
TRACK_OF: dict[str, str] = {c.id: c.id.rsplit("-", 2)[0] for c in ITEMS}

OWNED = "caravanserai.owned"
STEPPED = "caravanserai.stepped"


def is_item(card: str) -> bool:
    return card in _ITEM


def owned(state: GameState) -> list[list[str]]:
    """Seat -> its track cards, in the order bought (fresh lists)."""
    every = state.modules_state.get(OWNED)
    if not every:
        return [[] for _ in state.players]
    return [list(cards) for cards in every]


def available(state: GameState) -> list[str]:
    """The track cards nobody owns, in card order."""
    taken = {c for cards in owned(state) for c in cards}
    return [c for c in TRACKS if c not in taken]


def owner(state: GameState, card: str) -> int | None:
    return next((s for s, cards in enumerate(owned(state)) if card in cards), None)


def position(state: GameState, seat: int, card: str) -> tuple[str, int]:
    """(currency, value) the marker of ``seat``'s ``card`` shows (KS4: its item in the hand;
    none: at 0 in the main currency)."""
    for held in state.players[seat].hand:
        if TRACK_OF.get(held) == card:
            return CARDS[held].currency, CARDS[held].value
    return MAIN[card], 0


def types(state: GameState, seat: int) -> int:
    """KS3: the building types among the building tiles of ``seat``'s Alhambra (BS3: not
    its unfinished sites)."""
    return _types(finished(state, seat))


@lru_cache(maxsize=512)
def _types(alhambra: tuple) -> int:
    """(asked whenever a turn's actions are listed: kept per Alhambra)"""
    return len({TILES[t].building for *_, t in alhambra} & _BUILDING_TYPES)


def price(state: GameState, seat: int) -> int | None:
    """What a caravanserai costs ``seat`` now (None: fewer than 4 types)."""
    count = types(state, seat)
    return None if count < FEWEST_TYPES else PRICE_BY_TYPES[min(count, max(PRICE_BY_TYPES))]


def steps(state: GameState, seat: int) -> list[StepCaravanserai]:
    """The marker steps ``seat`` may take now: at the start of its own turn, once."""
    flow = state.flow
    if flow.phase != "action" or flow.actions or flow.extra_action or \
            flow.active_seat != seat or state.modules_state.get(STEPPED) == flow.turn:
        return []
    found = []
    for card in owned(state)[seat]:
        currency, value = position(state, seat, card)
        if currency != MAIN[card]:
            continue  # KS1: a branch is a dead end until spent
        if value < TOP[card]:
            found.append(_step_action(card, None))
        found += [_step_action(card, to) for at, to in BRANCHES[card] if at == value]
    return found


@lru_cache(maxsize=64)
def _step_action(card: str, to: str | None) -> StepCaravanserai:
    return StepCaravanserai(card=card) if to is None else StepCaravanserai(card=card, to=to)


# -- the step ----------------------------------------------------------------------------


def _step(state: GameState, seat: int, action: StepCaravanserai):
    if action.card not in owned(state)[seat]:
        raise IllegalAction("that caravanserai is not yours", "engine-caravanserai-not-yours",
                            card=action.card)
    flow = state.flow
    if flow.actions or flow.extra_action:
        raise IllegalAction("a caravanserai's marker steps only at the start of your turn, "
                            "before your action", "engine-caravanserai-turn-start")
    if state.modules_state.get(STEPPED) == flow.turn:
        raise IllegalAction("you stepped a caravanserai's marker this turn already",
                            "engine-caravanserai-stepped")
    if action not in steps(state, seat):
        currency, value = position(state, seat, action.card)
        raise IllegalAction(f"the marker at {value} {currency} cannot step there",
                            "engine-caravanserai-cannot-step", currency=currency, value=value)
    currency, value = position(state, seat, action.card)
    hand = [c for c in state.players[seat].hand if TRACK_OF.get(c) != action.card]
    if action.to is None:
        value += 1
    else:
        currency = action.to
    state = with_player(state, seat, hand=tuple(hand) + (item_id(action.card, currency, value),))
    state = state.model_copy(update={"modules_state": {**state.modules_state,
                                                       STEPPED: flow.turn}})
    return state, [CaravanseraiStepped(seat=seat, card=action.card, currency=currency,
                                       value=value, branch=action.to is not None)]


# -- buying ------------------------------------------------------------------------------


def buy_problem(state: GameState, seat: int, card: str) -> IllegalAction | None:
    """Why ``seat`` cannot buy ``card`` now whatever the payment, or None."""
    if card not in available(state):
        return IllegalAction("that caravanserai is not available",
                             "engine-caravanserai-not-available", card=card)
    if len(owned(state)[seat]) >= MOST_PER_PLAYER:
        return IllegalAction(f"you own {MOST_PER_PLAYER} caravanserais already",
                             "engine-caravanserai-two", most=MOST_PER_PLAYER)
    if price(state, seat) is None:
        return IllegalAction(f"a caravanserai needs at least {FEWEST_TYPES} building types in "
                             f"your Alhambra; yours has {types(state, seat)}",
                             "engine-caravanserai-types", least=FEWEST_TYPES,
                             types=types(state, seat))
    return None


def _buy(state: GameState, seat: int, action: BuyCaravanserai):
    problem = buy_problem(state, seat, action.card)
    if problem:
        raise problem
    cost = price(state, seat)
    if action.currency not in CURRENCIES:
        raise IllegalAction(f"there is no currency {action.currency!r}",
                            "engine-caravanserai-currency", currency=action.currency)
    reason = payment_problem(state.players[seat].hand, action.currency, cost, action.cards)
    if reason:
        raise CannotAfford(f"cannot buy the caravanserai ({cost} {action.currency}): {reason}",
                           "engine-caravanserai-cannot-buy", price=cost,
                           currency=action.currency, problem=reason)
    paid = total(action.cards)
    every = owned(state)
    every[seat].append(action.card)
    player = state.players[seat]
    state = action_done(state, extra=paid == cost, seat=seat,
                         player={"hand": tuple(c for c in player.hand if c not in action.cards)},
                         discard=state.discard + action.cards)
    state = state.model_copy(update={"modules_state": {**state.modules_state, OWNED: every}})
    events: list = [CaravanseraiBought(seat=seat, card=action.card, currency=action.currency,
                                       price=cost, cards=action.cards)]
    if "change" in state.options.modules:  # CG1: overpaying gives change
        state = give_change(state, seat, paid, cost, events)
    return state, events


def payments(state: GameState, seat: int, currency: str) -> tuple[tuple[str, ...], ...]:
    cost = price(state, seat)
    if cost is None:
        return ()
    return purchase_payments(state.players[seat].hand, currency, cost,
                             overpay=modules.overpaying_pays(state))


def _buying(state: GameState, seat: int, cards: list[str]) -> Later:
    """Buying one of ``cards``, in each currency, listed when asked."""
    hand = state.players[seat].hand
    cost = price(state, seat)

    def make() -> list:
        found, seen = [], set()
        for currency in CURRENCIES:
            for paid in payments(state, seat, currency):
                if frozenset(paid) in seen:
                    continue  # diamonds (or aids) paying in several currencies: once
                seen.add(frozenset(paid))
                found += [BuyCaravanserai(card=card, currency=currency, cards=paid)
                          for card in cards]
        return found

    def any_() -> bool:
        if not has_aids(hand):
            money = hand_money(hand)
            if max(max(money.values(), default=0), best_joker_money(hand)) < cost:
                return False
        return any(payments(state, seat, c) for c in CURRENCIES)

    return Later(make, any_)


# -- spending ----------------------------------------------------------------------------


def _spent(state: GameState, events: list) -> GameState:
    """Items paid went to the discard pile: take them back out (the marker is at 0)."""
    if _ITEM.isdisjoint(state.discard):  # (after every action: the common case fast)
        return state
    spent = [c for c in state.discard if c in _ITEM]
    for item in spent:
        seat = owner(state, TRACK_OF[item])
        events.append(CaravanseraiSpent(seat=-1 if seat is None else seat, card=TRACK_OF[item],
                                        currency=CARDS[item].currency, value=CARDS[item].value))
    return state.model_copy(update={"discard": tuple(c for c in state.discard
                                                     if c not in _ITEM)})


class Caravanserai(modules.Module):
    name = "caravanserai"
    title = "Caravanserai"
    description = ("With 4 or more building types, buy a caravanserai: at the start of each "
                   "turn its marker climbs or changes currency, and its value pays as money.")
    rule_sets = ("alhambra",)
    own_cards = _ITEM
    handlers = {"buy_caravanserai": _buy, "step_caravanserai": _step}
    phase_actions = {"action": frozenset({"buy_caravanserai", "step_caravanserai"})}

    def setup(self, state: GameState, rng) -> GameState:
        return state.model_copy(update={"modules_state": {
            **state.modules_state, OWNED: [[] for _ in state.players]}})

    def turn_groups(self, state: GameState, seat: int):
        groups: list = []
        every = state.modules_state.get(OWNED)
        mine = every[seat] if every else ()
        stepping = steps(state, seat) if mine else []
        if stepping:
            groups.append(("step_caravanserai", stepping))
        if len(mine) >= MOST_PER_PLAYER or price(state, seat) is None:
            return groups
        cards = available(state)
        if cards:
            groups.append(("buy_caravanserai", _buying(state, seat, cards)))
        return groups

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        return _spent(state, events)

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """KS5: the cards nobody owns, and every seat's cards with their markers."""
        every = owned(state)
        return {"available": available(state),
                "owned": [[{"card": card, "currency": position(state, s, card)[0],
                            "value": position(state, s, card)[1]} for card in cards]
                          for s, cards in enumerate(every)]}

    def problems(self, state: GameState) -> list[str]:
        found = []
        every = owned(state)
        cards = [c for mine in every for c in mine]
        if len(cards) != len(set(cards)) or any(c not in MAIN for c in cards):
            found.append(f"caravanserais owned twice or unknown: {every}")
        if any(len(mine) > MOST_PER_PLAYER for mine in every):
            found.append(f"a seat owns more than {MOST_PER_PLAYER} caravanserais: {every}")
        for seat, player in enumerate(state.players):
            items = [TRACK_OF[c] for c in player.hand if c in _ITEM]
            if len(items) != len(set(items)) or not set(items) <= set(every[seat]):
                found.append(f"seat {seat} holds caravanserai items {items} of cards "
                             f"{every[seat]}")
        for place in (state.deck, state.display, state.discard, state.out_of_game):
            if _ITEM & set(place):
                found.append("a caravanserai item is outside its owner's hand")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Caravanserai()
