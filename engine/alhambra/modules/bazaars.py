"""Bazaars (Bazare), a module of expansion 4 "Die Schatzkammer des Kalifen"
(shared/EXPANSIONS.md "BZ Bazaars", §0.3-§0.5, §7, §8; the compendium of expansions, its
setup and turn lists and "16. Bazare"; components in shared/data/expansions.json
``modules.bazaars``). Module name ``bazaars``; base game only (X1), with two players (Dirk)
and with expansions 1-3.

Components [KE4, ST4, GOB4, APP]: 8 building-sized tiles (:data:`BAZAARS`) of building
``"bazaar"``: no walls, no building type (never in a majority), no colour of their own.
Each shows one currency and three different building colours; **BZ1** (data
``data/bazaars.json``): two per currency, each colour on four of them:

- ``bazaar-1`` denar: pavilion, seraglio, arcades; ``bazaar-2`` denar: chambers, garden, tower
- ``bazaar-3`` dirham: pavilion, arcades, garden; ``bazaar-4`` dirham: seraglio, chambers, tower
- ``bazaar-5`` ducat: pavilion, chambers, tower; ``bazaar-6`` ducat: seraglio, arcades, garden
- ``bazaar-7`` guilder: pavilion, seraglio, garden; ``bazaar-8`` guilder: arcades, chambers,
  tower

Setup and drawing [C-setup, C-turn, KSL4, KE4]:

- The bazaars go into the bag (``Module.bag_tiles``). A bazaar drawn for the market (the
  first market, every refill, Laila's swap: CH4, she draws again) waits beside the market
  under its currency, and another tile is drawn (``Module.set_aside``,
  :func:`.modules.draw_for_market`). **BZ4**: several bazaars may wait in one currency.
- Drawn for Dirk (two players: his tiles at the setup and after scorings) a bazaar stays
  his (BZ4, X5); he scores only majorities, so it scores nothing.

Buying [KE4, ST4, RDS4, C §16]:

- A new main action (:class:`~.actions.BuyBazaar`): buy a waiting bazaar. Its price is the
  printed price of the tile in the market slot of its currency; **BZ3**: it cannot be bought
  while that slot is empty, and a camp in the slot sets the price as any tile does. It is
  paid exactly in that currency ("Bazare müssen passend bezahlt werden"): payment aids
  help (exchange offices, diamonds on their own, coins of the change, C §16), and no
  change is ever given. **BZ2**: the exact payment gives another main action.
- The vizier may buy a waiting bazaar between turns (C §16; :mod:`.vizier`, exactly, no
  extra action); Abdul Karim may pay one ("kann statt eines Gebäudes auch einen Bazar
  kaufen", C §16; :class:`~.actions.BuyBazaarWithKarim`, counts as exact, he leaves the
  game); Abdul Knihstig gives his card after a bazaar bought for 10 or more (CH8, C §7).
- It is placed like a building (it has no walls) or goes to the reserve, and may be
  rebuilt like any tile. It takes no residents of the street trader and no chests (it has
  no colour, BZ5), gives no culture tiles, cannot be a site (C §16, §22). A wooden wall
  of the wall cards may go on it and changes nothing (C §16). For a camp's lines it counts
  as a tile (C §16: "Bei der Wertung eines Feldlagers zählt ein Bazar mit").

Scoring, round 3 only (EXPANSIONS §0.4 step 3, an extra term ``bazaars``) [GOB4, RDS4, C §16]:
each built bazaar scores M x D, at most 24: M = the buildings in the 8 surrounding cells
whose colour is one of the bazaar's three; D = how many of those three colours are present
there. **BZ5**: only buildings (the six types) have colours: yards, other bazaars, camps and
the fountain never count, whatever their colour; walls do not matter.

End (§7): bazaars waiting beside the market are not distributed; they stay there.

Decisions of this engine, beyond the shared defaults BZ1-BZ5:

- BZ6: a bazaar on the reserve scores nothing (only built ones: "in seine Alhambra").
- BZ7: the price is read when the bazaar is bought, from the tile in the slot then (a tile
  bought earlier in the same turn leaves the slot empty until the refill, BZ3).
- BZ8: should Laila's draws empty the bag with bazaars only, the market tile stays where it
  is (she has nothing to swap it for); the bazaars drawn still wait.
- BZ9: a bazaar bought is announced with its price and payment (``bazaar_bought``); a
  bazaar given to Dirk, like any bought tile, is his and scores nothing.

Hidden information: the bazaars in the bag are secret like every tile there; a waiting
bazaar lies face up (public: ``view``'s ``waiting`` and ``prices``).

``modules_state``: ``bazaars.waiting``, the waiting bazaars in the order they were drawn.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from ..actions import BuyBazaar, BuyBazaarWithKarim
from ..components import BUILDINGS, CURRENCIES, TILES, Tile, read_data, register_tiles
from ..errors import CannotAfford, IllegalAction
from ..events import BazaarBought, BazaarWaiting, CharacterUsed
from ..kit import (
    Coord,
    Later,
    action_done,
    best_joker_money,
    exact_payments,
    finished,
    hand_money,
    has_aids,
    payment_problem,
    total,
)
from ..state import Built, GameState, grid_of
from . import characters as _characters
from . import seam as modules

_DATA = read_data("bazaars.json")

#: A bazaar's own building: none of the scored ones.
BAZAAR = "bazaar"

#: The 8 bazaars, in data order (building-sized, no walls, no price of their own).
BAZAARS: tuple[Tile, ...] = tuple(
    Tile(id=entry["id"], building=BAZAAR, price=0, walls=frozenset()) for entry in _DATA["tiles"]
)
register_tiles(BAZAARS)
BAZAAR_IDS: frozenset[str] = frozenset(t.id for t in BAZAARS)
#: Bazaar -> its currency (BZ1).
CURRENCY_OF: dict[str, str] = {e["id"]: e["currency"] for e in _DATA["tiles"]}
#: Bazaar -> the three buildings whose colours it shows, in the scoring table's order (BZ1).
COLOURS_OF: dict[str, tuple[str, ...]] = {
    e["id"]: tuple(sorted(e["buildings"], key=BUILDINGS.index)) for e in _DATA["tiles"]}

WAITING = "bazaars.waiting"
#: The most a bazaar scores.
MOST = 24
#: The round bazaars score in.
ROUND = 3

_AROUND = tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))


def is_bazaar(tile: str | Tile | None) -> bool:
    if isinstance(tile, Tile):
        return tile.building == BAZAAR
    return tile in BAZAAR_IDS


def waiting(state: GameState) -> list[str]:
    """The bazaars waiting beside the market, in the order drawn."""
    return list(state.modules_state.get(WAITING) or ())


def waiting_by_currency(state: GameState) -> dict[str, list[str]]:
    """Currency -> the bazaars waiting under it (every currency, in slot order)."""
    found: dict[str, list[str]] = {c: [] for c in CURRENCIES}
    for bazaar in waiting(state):
        found[CURRENCY_OF[bazaar]].append(bazaar)
    return found


def price(state: GameState, bazaar: str) -> int | None:
    """What ``bazaar`` costs now: the printed price of the tile in its currency's slot
    (None: that slot is empty, it cannot be bought, BZ3)."""
    tile = state.market[CURRENCIES.index(CURRENCY_OF[bazaar])]
    return None if tile is None else TILES[tile].price


def _with_waiting(state: GameState, bazaars: list[str]) -> GameState:
    return state.model_copy(update={"modules_state": {**state.modules_state, WAITING: bazaars}})


# -- buying -----------------------------------------------------------------------------


def bazaar_problem(state: GameState, bazaar: str) -> IllegalAction | None:
    """Why ``bazaar`` cannot be bought now whatever the payment, or None."""
    if bazaar not in waiting(state):
        return IllegalAction("that bazaar is not waiting beside the market",
                             "engine-bazaar-not-waiting", bazaar=bazaar)
    if price(state, bazaar) is None:  # BZ3
        currency = CURRENCY_OF[bazaar]
        return IllegalAction(f"the {currency} slot of the market is empty: a bazaar costs what "
                             "the tile there costs, so it cannot be bought now",
                             "engine-bazaar-slot-empty", currency=currency)
    return None


def payment_issue(state: GameState, seat: int, bazaar: str, cards: tuple[str, ...]
                  ) -> Exception | None:
    """Why ``seat`` may not buy ``bazaar`` with ``cards`` (exactly, in its currency), or
    None (also for the vizier)."""
    problem = bazaar_problem(state, bazaar)
    if problem:
        return problem
    currency, cost = CURRENCY_OF[bazaar], price(state, bazaar)
    reason = payment_problem(state.players[seat].hand, currency, cost, cards)
    if reason:
        return CannotAfford(f"cannot buy the bazaar ({cost} {currency}): {reason}",
                            "engine-bazaar-cannot-buy", price=cost, currency=currency,
                            problem=reason)
    if total(cards) != cost:
        return CannotAfford(f"a bazaar is paid exactly: it costs {cost} {currency}, the cards "
                            f"total {total(cards)}", "engine-bazaar-not-exact", price=cost,
                            currency=currency, total=total(cards))
    return None


def taken(state: GameState, bazaar: str) -> GameState:
    """``state`` with ``bazaar`` no longer waiting."""
    rest = waiting(state)
    rest.remove(bazaar)
    return _with_waiting(state, rest)


def _buy(state: GameState, seat: int, action: BuyBazaar):
    problem = payment_issue(state, seat, action.bazaar, action.cards)
    if problem:
        raise problem
    cost = price(state, action.bazaar)
    player = state.players[seat]
    state = taken(state, action.bazaar)
    state = action_done(  # BZ2: always exact, so another action
        state, extra=True, seat=seat,
        player={"hand": tuple(c for c in player.hand if c not in action.cards),
                "bought": player.bought + (action.bazaar,)},
        discard=state.discard + action.cards)
    return state, [BazaarBought(seat=seat, bazaar=action.bazaar,
                                currency=CURRENCY_OF[action.bazaar], price=cost,
                                cards=action.cards)]


def _karim(state: GameState, seat: int, action: BuyBazaarWithKarim):
    """Abdul Karim pays a waiting bazaar (C §16), as exact (0.2); he leaves the game."""
    karim = _characters.KARIM
    if not _characters.owns(state, seat, karim):
        raise _characters.not_owned(karim)
    problem = bazaar_problem(state, action.bazaar)
    if problem:
        raise problem
    cost = price(state, action.bazaar)
    every = _characters.owned(state)
    every[seat].remove(karim)
    player = state.players[seat]
    state = taken(state, action.bazaar)
    state = action_done(state, extra=True, seat=seat,
                         player={"bought": player.bought + (action.bazaar,)},
                         out_of_game=state.out_of_game + (karim,))
    state = _characters.mark_used(_characters.with_characters(state, owned=every), karim)
    return state, [CharacterUsed(seat=seat, character=karim, tiles=(action.bazaar,)),
                   BazaarBought(seat=seat, bazaar=action.bazaar,
                                currency=CURRENCY_OF[action.bazaar], price=cost, cards=(),
                                karim=True)]


def buyable(state: GameState) -> list[tuple[str, str, int]]:
    """(bazaar, currency, price) of each waiting bazaar that can be bought now (BZ3)."""
    found = []
    for bazaar in waiting(state):
        cost = price(state, bazaar)
        if cost is not None:
            found.append((bazaar, CURRENCY_OF[bazaar], cost))
    return found


def payments(state: GameState, seat: int, bazaar: str) -> tuple[tuple[str, ...], ...]:
    """The exact payments of ``bazaar`` from ``seat``'s hand (aids included)."""
    cost = price(state, bazaar)
    if cost is None:
        return ()
    return exact_payments(state.players[seat].hand, CURRENCY_OF[bazaar], cost)


def _buying(state: GameState, seat: int, open_: list[tuple[str, str, int]]) -> Later:
    """Buying one of the ``open_`` bazaars, listed when asked: whether the hand could pay
    any is quick when it holds no aid (the money of the currency, or its diamonds alone,
    must reach the price before an exact payment is looked for)."""
    hand = state.players[seat].hand

    def make() -> list:
        return [BuyBazaar(bazaar=b, cards=cards) for b, _, _ in open_
                for cards in payments(state, seat, b)]

    def any_() -> bool:
        if not has_aids(hand):
            money, jokers = hand_money(hand), best_joker_money(hand)
            if all(max(money.get(currency, 0), jokers) < cost for _, currency, cost in open_):
                return False
        return any(payments(state, seat, b) for b, _, _ in open_)

    return Later(make, any_)


# -- scoring ----------------------------------------------------------------------------


def around(grid: Mapping[Coord, Tile], cell: Coord, bazaar: str) -> tuple[int, int]:
    """(M, D) of ``bazaar`` at ``cell``: the buildings in the 8 surrounding cells whose
    colour is one of the bazaar's, and how many of its colours are there (BZ5: only the
    six buildings have colours)."""
    colours = COLOURS_OF[bazaar]
    matched = 0
    present = set()
    x, y = cell
    for dx, dy in _AROUND:
        other = grid.get((x + dx, y + dy))
        if other is not None and other.building in colours:
            matched += 1
            present.add(other.building)
    return matched, len(present)


def scores(grid: Mapping[Coord, Tile]) -> dict[Coord, tuple[str, int, int, int]]:
    """Built cell -> (bazaar, M, D, points) for every bazaar built in ``grid`` (BZ6: the
    reserve never counts). The pictures show it per bazaar."""
    found = {}
    for cell, tile in grid.items():
        if is_bazaar(tile):
            m, d = around(grid, cell, tile.id)
            found[cell] = (tile.id, m, d, min(MOST, m * d))
    return found


@lru_cache(maxsize=256)
def bazaar_points(alhambra: tuple[Built, ...]) -> int:
    """What the bazaars of an Alhambra score at the final scoring."""
    return sum(points for *_, points in scores(grid_of(alhambra)).values())


# -- the module -------------------------------------------------------------------------


class Bazaars(modules.Module):
    name = "bazaars"
    title = "Bazaars"
    description = ("Bazaars wait beside the market: buy one for exactly the price of its "
                   "currency's tile. At the end each scores by the colours of the buildings "
                   "around it.")
    rule_sets = ("alhambra",)
    bag_tiles = tuple(t.id for t in BAZAARS)
    handlers = {"buy_bazaar": _buy, "buy_bazaar_with_karim": _karim}
    phase_actions = {"action": frozenset({"buy_bazaar", "buy_bazaar_with_karim"})}

    def setup(self, state: GameState, rng) -> GameState:
        # the first market may have set some aside already
        return _with_waiting(state, waiting(state))

    def set_aside(self, state: GameState, tile: str, events: list) -> GameState | None:
        if not is_bazaar(tile):
            return None
        events.append(BazaarWaiting(bazaar=tile, currency=CURRENCY_OF[tile]))
        return _with_waiting(state, [*waiting(state), tile])

    def held_tiles(self, state: GameState) -> Iterable[str]:
        return waiting(state)

    def turn_groups(self, state: GameState, seat: int):
        groups: list = []
        open_ = buyable(state)
        if not open_:
            return groups
        groups.append(("buy_bazaar", _buying(state, seat, open_)))
        if _characters.Characters.name in state.options.modules and \
                _characters.owns(state, seat, _characters.KARIM):
            groups.append(("buy_bazaar_with_karim",
                           [BuyBazaarWithKarim(bazaar=b) for b, _, _ in open_]))
        return groups

    def extra_scoring(self, state: GameState, round_number: int) -> dict[str, tuple[int, ...]]:
        if round_number != ROUND:
            return {}
        # BS3: an unfinished site shows no colour
        return {"bazaars": tuple(bazaar_points(finished(state, seat))
                                 for seat in range(len(state.players)))}

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """The waiting bazaars (face up) and what each costs now (None: its slot is
        empty)."""
        return {"waiting": waiting(state),
                "prices": {b: price(state, b) for b in waiting(state)}}

    def problems(self, state: GameState) -> list[str]:
        found = []
        held = waiting(state)
        if any(b not in BAZAAR_IDS for b in held):
            found.append(f"unknown bazaars waiting: {held}")
        if any(is_bazaar(t) for t in state.market):
            found.append("a bazaar lies in a market slot")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Bazaars()
