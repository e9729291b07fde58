"""Building sites (Baustellen), a module of expansion 6 "Die Falkner" (shared/EXPANSIONS.md
"BS Building sites", §0.2, §0.3, X5, §8; the compendium of expansions, its setup and turn
lists and "22. Baustellen"; components in shared/data/expansions.json
``modules.building_sites``, copied to ``data/building_sites.json``). Module name
``building_sites``; base game only (X1), with two players (Dirk) and with expansions 1-5.

Components [PK6, C-setup]: 8 site markers, each with a currency on its back; **BS4**: two per
currency (``site-denar-1`` .. ``site-guilder-2``). Setup: they go into a cloth bag of their
own (``building_sites.bag``, a seeded shuffle; the order is secret).

Turn [PK6, C-turn, C §22], two new main actions:

- Buy a site (:class:`~.actions.BuySite`): the building in a market slot at half price and
  marked as a site. **BS1**: half the printed price rounded up, paid in the slot's
  currency; payment aids help (exchange offices, diamonds, coins of the change, master
  builders, C §22); an exact payment gives another main action, overpaying gives change
  (with the change module). **BS2**: a marker is drawn blind from the bag and shown to all
  (event ``site_bought``); with the bag empty no site can be bought. Not a camp (C §22),
  never a bazaar (they never lie in a slot), never with the vizier (only this action buys
  a site), never together with a portal (C §22, §24: :func:`can_be_site` is the seam the
  portals module reads); magic buildings and medinas may be sites (C §22, §25, §26: any
  other market tile may). The site waits with the bought tiles and is placed, reserved and
  rebuilt like any tile.
- Complete a site (:class:`~.actions.CompleteSite`): pay its full printed price in the
  marker's currency (C §22, aids help as above); exact gives another main action,
  overpaying gives change (BS1). The marker goes back into the bag (BS2), which is shuffled
  again (seeded).

Scoring and the other modules [PK6, C §22, §8]: **BS3**: an unfinished site counts as a tile
only for placement, holes, camp lines, invaders and walls (gates and wooden walls may go
on it, C §22). It is no building anywhere else: not in the majorities (a rule-set mixin,
:meth:`SiteRules.scored_tiles`), not for building yards, bonus cards, a caravanserai's
types, a bazaar's colours, no resident of the street trader, no chest, no culture tile,
no tile of a falcon's point (FA10) until completed (:func:`.site_marks.finished`,
:func:`.site_marks.is_site`, asked by those modules). **BS5**: sites stay unfinished at the
end (they score nothing but their walls), and are never given to Dirk (X5). The final
distribution hands out plain tiles, never sites (AU×BS "-").

Decisions of this engine, beyond the shared defaults BS1-BS5:

- BS6: any own unfinished site may be completed: built, on the reserve, or still waiting to
  be placed (bought earlier in the same turn).
- BS7: a site bought cannot be undone past the marker's draw (the marker was seen; undoing
  would let the seat choose again knowing the next marker): the turn restarts from there.
- BS8: neither buying nor completing a site earns a scout (IN3), a street trader's or Abdul
  Knihstig's reward, or a falcon: only buying a tile (``tile_bought``) does.
- BS9: a site's marker lies on it for all to see: the view shows each site's currency; the
  markers left in the bag are only counted.
- BS10: a magic building bought as a site may be turned before it is built (MG4): it stays
  the site (the marker follows the face that shows).
- With the exchange certificates, overpaying a site, bought or completed, settles as any
  overpaid building does: a certificate in the currency paid, or the change's coins (EC3,
  EC5).

``modules_state``: ``building_sites.bag`` (marker ids, draw order; secret),
``building_sites.sites`` (tile id -> marker id, see :mod:`.site_marks`),
``building_sites.shuffles`` (the seeded reshuffles so far), ``building_sites.scored``
(round -> each seat's unfinished sites built at that scoring, for the scoring table).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from ..actions import BuySite, CompleteSite
from ..components import CURRENCIES, TILES, Tile, read_data
from ..errors import CannotAfford, IllegalAction
from ..events import SiteBought, SiteCompleted
from ..kit import (
    SITES,
    Later,
    RuleSet,
    action_done,
    best_joker_money,
    hand_money,
    has_aids,
    is_site,
    payment_problem,
    purchase_payments,
    sites,
    total,
)
from ..state import GameState
from . import seam as modules
from .camps import is_camp
from .change import give_change
from .exchange_certificate import settle

_DATA = read_data("building_sites.json")

#: The 8 markers (BS4), in data order.
MARKERS: tuple[str, ...] = tuple(m["id"] for m in _DATA["components"]["site_markers"]["items"])
#: Marker -> its currency.
CURRENCY_OF: dict[str, str] = {m["id"]: m["currency"]
                               for m in _DATA["components"]["site_markers"]["items"]}

BAG = "building_sites.bag"
SHUFFLES = "building_sites.shuffles"
#: Round -> each seat's unfinished sites built when that round was scored (for the table).
SCORED = "building_sites.scored"

#: Tile ids that may never be sites besides camps (the portals module adds its portals).
NEVER_SITES: set[str] = set()


def half_price(tile: str) -> int:
    """BS1: half the printed price, rounded up."""
    return -(-TILES[tile].price // 2)


def can_be_site(tile: str | Tile | None) -> bool:
    """Whether a market tile may be bought as a site (not a camp, not a portal, C §22)."""
    if tile is None:
        return False
    found = tile if isinstance(tile, Tile) else TILES[tile]
    return not is_camp(found) and found.id not in NEVER_SITES and not found.start


def bag(state: GameState) -> list[str]:
    """The markers in the bag, in draw order (secret)."""
    return list(state.modules_state.get(BAG) or ())


def marker_currency(state: GameState, tile: str) -> str | None:
    """The currency of the marker on the unfinished site ``tile`` (None: no site)."""
    marker = sites(state).get(tile)
    return None if marker is None else CURRENCY_OF[marker]


def owner(state: GameState, tile: str) -> int | None:
    """The seat holding ``tile`` (built, reserved or waiting), or None."""
    for seat, player in enumerate(state.players):
        if tile in player.bought or tile in player.reserve or \
                any(t == tile for *_, t in player.alhambra):
            return seat
    return None


def own_sites(state: GameState, seat: int) -> list[str]:
    """``seat``'s unfinished sites (built, reserved or waiting), in the order they were
    marked (BS6: each may be completed)."""
    every = state.modules_state.get(SITES)
    if not every:  # (asked whenever a turn's actions are listed)
        return []
    player = state.players[seat]
    held = {*player.bought, *player.reserve, *(t for *_, t in player.alhambra)}
    return [tile for tile in every if tile in held]


def _store(state: GameState, **changes) -> GameState:
    keys = {"bag": BAG, "sites": SITES, "shuffles": SHUFFLES}
    return state.model_copy(update={"modules_state": {
        **state.modules_state, **{keys[k]: v for k, v in changes.items()}}})


def _overpay(state: GameState) -> bool:
    return modules.overpaying_pays(state)


def _give_change(state: GameState, seat: int, paid: int, price: int, currency: str,
                 events: list) -> GameState:
    """BS1: overpaying gives change when the change module is played; with the exchange
    certificates, a certificate in ``currency`` (or the coins, EC3): EC5, a site bought or
    completed is a building paid for."""
    if "exchange_certificate" in state.options.modules:
        return settle(state, seat, paid, price, currency, events)
    if "change" not in state.options.modules:
        return state
    return give_change(state, seat, paid, price, events)


# -- buying a site ----------------------------------------------------------------------


def buy_problem(state: GameState, slot: str) -> IllegalAction | None:
    """Why the tile of ``slot`` cannot be bought as a site now, whatever the payment."""
    if slot not in CURRENCIES:
        return IllegalAction(f"there is no market slot {slot!r}", "engine-no-slot", slot=slot,
                             currencies=CURRENCIES)
    tile = state.market[CURRENCIES.index(slot)]
    if tile is None:
        return IllegalAction(f"the {slot} slot of the market is empty", "engine-slot-empty",
                             currency=slot, second="no")
    if not can_be_site(tile):
        return IllegalAction("that tile cannot be bought as a building site",
                             "engine-site-not-this-tile", currency=slot)
    if not bag(state):  # BS2
        return IllegalAction("every site marker is in use: no building site can be bought "
                             "now", "engine-site-bag-empty")
    return None


def _buy(state: GameState, seat: int, action: BuySite):
    problem = buy_problem(state, action.slot)
    if problem:
        raise problem
    tile = state.market[CURRENCIES.index(action.slot)]
    cost = half_price(tile)
    player = state.players[seat]
    reason = payment_problem(player.hand, action.slot, cost, action.cards)
    if reason:
        raise CannotAfford(f"cannot buy the site ({cost} {action.slot}): {reason}",
                           "engine-site-cannot-buy", price=cost, currency=action.slot,
                           problem=reason)
    paid = total(action.cards)
    exact = paid == cost
    markers = bag(state)
    marker = markers.pop(0)
    market = list(state.market)
    market[CURRENCIES.index(action.slot)] = None
    state = action_done(
        state, extra=exact, seat=seat,
        player={"hand": tuple(c for c in player.hand if c not in action.cards),
                "bought": player.bought + (tile,)},
        market=tuple(market), discard=state.discard + action.cards)
    state = _store(state, bag=markers, sites={**sites(state), tile: marker})
    events: list = [SiteBought(seat=seat, slot=action.slot, tile=tile, price=cost,
                               cards=action.cards, exact=exact,
                               currency=CURRENCY_OF[marker])]
    state = _give_change(state, seat, paid, cost, action.slot, events)
    # BS7: the marker was seen; the turn is not undone past it
    return state.model_copy(update={"turn_start": None}), events


def buyable_slots(state: GameState) -> list[tuple[str, int]]:
    """(slot, half price) of each market tile that may be bought as a site now."""
    if not state.modules_state.get(BAG):
        return []
    return list(_offers(tuple(state.market)))


@lru_cache(maxsize=256)
def _offers(market: tuple[str | None, ...]) -> tuple[tuple[str, int], ...]:
    """(asked whenever a turn's actions are listed: kept per market)"""
    return tuple((CURRENCIES[i], half_price(t)) for i, t in enumerate(market)
                 if can_be_site(t))


def _buying(state: GameState, seat: int, offers: list[tuple[str, int]]) -> Later:
    hand = state.players[seat].hand
    overpay = _overpay(state)

    def make() -> list:
        return [BuySite(slot=slot, cards=cards) for slot, cost in offers
                for cards in purchase_payments(hand, slot, cost, overpay=overpay)]

    def any_() -> bool:
        if has_aids(hand):
            return bool(make())
        money, jokers = hand_money(hand), best_joker_money(hand)
        return any(max(money.get(slot, 0), jokers) >= cost for slot, cost in offers)

    return Later(make, any_)


# -- completing a site ------------------------------------------------------------------


def complete_problem(state: GameState, seat: int, tile: str) -> IllegalAction | None:
    if not is_site(state, tile):
        return IllegalAction("that tile is not an unfinished building site",
                             "engine-site-not-a-site", tile=tile)
    if owner(state, tile) != seat:
        return IllegalAction("that building site is not yours", "engine-site-not-yours",
                             tile=tile)
    return None


def _complete(state: GameState, seat: int, action: CompleteSite):
    problem = complete_problem(state, seat, action.tile)
    if problem:
        raise problem
    currency = marker_currency(state, action.tile)
    cost = TILES[action.tile].price
    player = state.players[seat]
    reason = payment_problem(player.hand, currency, cost, action.cards)
    if reason:
        raise CannotAfford(f"cannot complete the site ({cost} {currency}): {reason}",
                           "engine-site-cannot-complete", price=cost, currency=currency,
                           problem=reason)
    paid = total(action.cards)
    exact = paid == cost
    every = sites(state)
    marker = every.pop(action.tile)
    shuffles = int(state.modules_state.get(SHUFFLES) or 0) + 1
    markers = bag(state) + [marker]
    random.Random(f"alhambra:{state.seed}:sites:{shuffles}").shuffle(markers)
    state = action_done(
        state, extra=exact, seat=seat,
        player={"hand": tuple(c for c in player.hand if c not in action.cards)},
        discard=state.discard + action.cards)
    state = _store(state, bag=markers, sites=every, shuffles=shuffles)
    events: list = [SiteCompleted(seat=seat, tile=action.tile, price=cost, currency=currency,
                                  cards=action.cards, exact=exact)]
    return _give_change(state, seat, paid, cost, currency, events), events


def _completing(state: GameState, seat: int, tiles: list[str]) -> Later:
    hand = state.players[seat].hand
    overpay = _overpay(state)
    offers = [(t, marker_currency(state, t), TILES[t].price) for t in tiles]

    def make() -> list:
        return [CompleteSite(tile=t, cards=cards) for t, currency, cost in offers
                for cards in purchase_payments(hand, currency, cost, overpay=overpay)]

    def any_() -> bool:
        if has_aids(hand):
            return bool(make())
        money, jokers = hand_money(hand), best_joker_money(hand)
        return any(max(money.get(currency, 0), jokers) >= cost for _, currency, cost in offers)

    return Later(make, any_)


# -- the rule set: majorities --------------------------------------------------------------


class SiteRules(RuleSet):
    """BS3: an unfinished site is no building in the majorities."""

    def scored_tiles(self, state: GameState, seat: int) -> tuple[Tile, ...]:
        tiles = super().scored_tiles(state, seat)
        found = state.modules_state.get(SITES)
        if not found:
            return tiles
        return tuple(t for t in tiles if t.id not in found)


# -- the module -------------------------------------------------------------------------


class BuildingSites(modules.Module):
    name = "building_sites"
    title = "Building sites"
    description = ("Buy a market building at half price as a building site; it only counts "
                   "with its walls until you complete it by paying its full price in the "
                   "currency of its marker.")
    rule_sets = ("alhambra",)
    rules_mixin = SiteRules
    handlers = {"buy_site": _buy, "complete_site": _complete}
    phase_actions = {"action": frozenset({"buy_site", "complete_site"})}

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        """BS10: a magic building bought as a site and turned (MG4) stays the site: a site
        is named by the face that shows, so its marker follows the turn."""
        if getattr(action, "kind", None) != "rotate_magic":
            return state
        every = sites(state)
        if action.tile not in every:
            return state
        renamed = {action.to if tile == action.tile else tile: marker
                   for tile, marker in every.items()}
        return _store(state, sites=renamed)

    def setup(self, state: GameState, rng) -> GameState:
        markers = list(MARKERS)
        random.Random(f"alhambra:{state.seed}:sites:0").shuffle(markers)
        return _store(state, bag=markers, sites={}, shuffles=0)

    def turn_groups(self, state: GameState, seat: int):
        groups: list = []
        offers = buyable_slots(state)
        if offers:
            groups.append(("buy_site", _buying(state, seat, offers)))
        mine = own_sites(state, seat)
        if mine:
            groups.append(("complete_site", _completing(state, seat, mine)))
        return groups

    def after_scoring(self, state: GameState, round_number: int) -> tuple[GameState, list]:
        """Keep how many unfinished sites each seat had built at this scoring (the scoring
        table shows that they counted only with their walls)."""
        every = sites(state)
        counts = [sum(1 for *_, t in p.alhambra if t in every) for p in state.players]
        scored = {**(state.modules_state.get(SCORED) or {}), str(round_number): counts}
        return state.model_copy(update={"modules_state": {**state.modules_state,
                                                          SCORED: scored}}), []

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """BS9: each unfinished site's currency and owner (public); the bag only counted;
        per scored round, each seat's unfinished sites built then."""
        return {"bag": len(bag(state)),
                "sites": {tile: {"currency": CURRENCY_OF[marker], "seat": owner(state, tile)}
                          for tile, marker in sites(state).items()},
                "scored": dict(state.modules_state.get(SCORED) or {})}

    def problems(self, state: GameState) -> list[str]:
        found = []
        held = bag(state) + list(sites(state).values())
        if sorted(held) != sorted(MARKERS):
            found.append(f"site markers not accounted for once: {sorted(held)}")
        for tile in sites(state):
            if owner(state, tile) is None:
                found.append(f"site {tile} belongs to nobody")
        if state.dirk and any(t in sites(state) for t in state.dirk):
            found.append("Dirk holds a building site")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = BuildingSites()
