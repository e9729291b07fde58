"""The treasure chamber (die Schatzkammer), a module of expansion 4 "Die Schatzkammer des
Kalifen" (shared/EXPANSIONS.md "TC Treasure chamber", §0.2-§0.4, §7, §8; the compendium of
expansions, "13. Schatzkammer"; components in shared/data/expansions.json
``modules.treasure_chamber``). Module name ``treasure_chamber``; with the base game, two
players (Dirk), expansion 1 and the modules of expansions 2 and 3; not with Granada or the
combination (X1: chests look at the buildings' types).

A chest has the colour of one of the six building types; the engine names a colour by its
building (``"pavilion"`` is blue, ``"seraglio"`` red, ``"arcades"`` brown, ``"chambers"``
white, ``"garden"`` green, ``"tower"`` purple), so a chest matches a tile when the colour is
the tile's ``building``.

- Components [T4, HU-T]: 42 chests (9 green, 9 purple, 7 white, 7 brown, 5 red, 5 blue), a
  board with 3 rooms, a bag. Setup [C-setup]: 4 chests drawn into each room. The bag's
  order comes from a seeded shuffle of its own (the other setup draws stay as they are
  without the module) and is never shown: the view gives only how many chests it holds.
- A new main action (:class:`~.actions.BuyChests`) [HU-T, ENG-T, C §13]: take all the chests
  of one room and pay at least 8 in any mix of currencies: money cards, diamonds (also mixed
  with money, C §6, DI×TC "+"), the change's coins (CG×TC "+"), and any other card that is
  money (``Card.is_money``: master builders, C §14, once they exist). There is no change
  (C §12, §13) and no extra action for paying exactly (§0.2, HU-T). No exchange office
  ("nicht nötig", C §3, §13; EO×TC "-"), never the vizier (VZ×TC "-") nor Abdul Karim
  (CH×TC "-"): they are other actions, which never take chests.
- The room is refilled with 4 chests from the bag; if it holds fewer, the room stays empty
  [ENG-T, DE-T, HU-T]. The printed sheet (TC c) says when: after the chests nobody could
  place went back into the bag, as the buyer's turn ends (TC6).
- End of the turn, X3 step 3 (after the bought tiles are placed and the extra rebuilds,
  before the street trader moves): each chest goes on a building of its colour in the
  buyer's Alhambra, this turn's buildings included, never the reserve; one chest per
  building; never on yards, camps, bazaars or any tile that is no building of the six types
  (C §2, §8, §16; their ``building`` is no chest colour). The buyer chooses the building
  (:class:`~.actions.PlaceChest`) where there is a choice. Chests left over pass to the left
  (the next seat in turn order), player by player, and each receiver "has the opportunity
  to distribute these chests" (TC c, the printed sheet; TC2); any still left go back into
  the bag.
- Scoring, every round (an extra term ``treasure_chamber``, §0.4 step 2) [GOB4, APP]: the
  most chests (on buildings in the Alhambra) scores 7 in round 1; 14/7 in round 2; 22/14/7
  in round 3; ties split as for buildings (sum, divide, round down); 0 chests never places.
- X5: Dirk never gets chests (he never places among them).
- §7: chests are not distributed at the end (they are no market tiles).

**TC1** (the shared default): a chest stays on its building but does not count while that
building is in the reserve.

Decisions of this engine:

- TC2: chests passed on are distributed by their receiver (TC c), out of turn, as the
  buyer's turn ends: where the receiver has a choice (for a colour, more free buildings
  than chests of it, as TC3 asks the buyer), the end of the buyer's turn waits for it (a
  window of its own, ``Flow.window_seats``: :class:`~.events.ChestsPassed`; the money and
  the market are refilled only afterwards, so a scoring they reveal counts those chests,
  as at the table). It places one chest at a time (:class:`~.actions.PlaceChest`) or leaves
  the choice (:class:`~.actions.PassChests`); what has one place only goes there by
  itself. The default, when it leaves the choice or its time runs out (the bot's timer,
  as for the vizier's window): each chest on its building of its colour without a chest
  that it built first (earliest in the Alhambra's order); which building of a colour holds
  a chest changes no score (the majority counts chests), only what a later rebuild takes
  into the reserve. A receiver without a choice is not asked. (Before issue 40 every
  receiver had the default at once.)
- TC3: where the buyer has no choice (for each colour: as many buildings free for it as
  chests of it, or fewer), the chests are placed without asking, as the turn ends; the
  buyer is asked (:class:`~.actions.PlaceChest`, one chest at a time) only for a colour with
  more free buildings than chests, and ending the turn waits for that.
- TC4: a building with a chest that a rebuild takes out, or exchanges for a reserve tile,
  goes to the reserve with its chest (TC1: it does not count there); built again, it counts
  again, and it takes no second chest. A chest never leaves its building.
- TC5: X3 puts the chests after the extra rebuilds: once the buyer has placed a chest by
  choice this turn, no extra rebuild follows (Ammar El'Schauf's, :mod:`.characters`). The
  street trader's move (step 4) and the chests change nothing for each other, so either
  may come first.
- TC6: the room bought is refilled as the turn ends, after the chests passed on were
  placed and those nobody could place went back into the bag (TC c: "Now the emptied room
  of the treasure chamber is refilled"); until then it stands empty. So the purchase draws
  nothing from the bag, and the turn can be undone past it as past any purchase. (Before
  issue 40 the room was refilled at the purchase, and the turn could not be undone past
  it; stored events of that time carry the refill in ``ChestsBought.refill``.)
- TC7: seats that left the game receive no chests passed on (as for the left-over market
  tiles at the end), and a receiver who leaves while it chooses keeps those it placed and
  passes the rest on; a buyer who leaves with chests still to place has them placed by
  TC2's default, and the rest are passed on with the default too (the turn is over: nobody
  is asked); a buyer who leaves while a receiver chooses is not rolled back (the turn is
  over but for that choice), and play passes on from it when the choice is made.
- TC8: chests that go back into the bag are shuffled in (seeded from the game's seed and a
  counter).

``modules_state``: ``treasure_chamber.bag`` (colours in draw order, secret),
``treasure_chamber.rooms`` (three lists of colours), ``treasure_chamber.chests`` (the
tiles with a chest, sorted; a chest has its tile's colour), ``treasure_chamber.waiting``
(None, or ``{"seat", "chests", "rooms"}``: the buyer's chests still to place, the rooms
bought this turn), ``treasure_chamber.
placed`` ([seat, turn] of the last chest placed by choice: TC5), ``treasure_chamber.
shuffles`` (TC8), ``treasure_chamber.passing`` (None, or ``{"seat", "chests", "buyer",
"rooms"}``: the chests passed on that their receiver distributes now, TC2).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from engine.errors import Reason

from ..actions import BuyChests, PassChests, PlaceChest
from ..components import BUILDINGS, CARDS, TILES
from ..errors import CannotAfford, IllegalAction
from ..events import (
    ChestPlaced,
    ChestRoomRefilled,
    ChestsBought,
    ChestsPassed,
    ChestsReturned,
)
from ..kit import (
    Later,
    action_done,
    cards_problem,
    complete_turn,
    is_site,
    mixed_minimal_payments,
    rank_payouts,
    total,
)
from ..state import GameState
from . import seam as modules

#: Chests of each colour (a colour named by its building) [T4, HU-T].
PER_COLOUR: dict[str, int] = {"garden": 9, "tower": 9, "chambers": 7, "arcades": 7,
                              "seraglio": 5, "pavilion": 5}
CHESTS_IN_GAME = sum(PER_COLOUR.values())
ROOMS = 3
PER_ROOM = 4
#: The least a room's chests cost.
PRICE = 8
#: Points of the chest majority by scoring round and place [GOB4, APP].
POINTS: dict[int, tuple[int, ...]] = {1: (7,), 2: (14, 7), 3: (22, 14, 7)}
#: The scoring term's name (``ScoringRecord.extra``).
TERM = "treasure_chamber"

BAG = "treasure_chamber.bag"
ROOM_KEY = "treasure_chamber.rooms"
ON_TILES = "treasure_chamber.chests"
WAITING = "treasure_chamber.waiting"
PLACED = "treasure_chamber.placed"
SHUFFLES = "treasure_chamber.shuffles"
PASSING = "treasure_chamber.passing"


def _sorted(colours) -> list[str]:
    return sorted(colours, key=BUILDINGS.index)


def bag(state: GameState) -> list[str]:
    return list(state.modules_state.get(BAG) or ())


def rooms(state: GameState) -> list[list[str]]:
    return [list(room) for room in state.modules_state.get(ROOM_KEY) or ()]


def chests(state: GameState) -> list[str]:
    """The tiles with a chest (built or in a reserve, TC1/TC4)."""
    return list(state.modules_state.get(ON_TILES) or ())


def waiting(state: GameState, seat: int | None = None) -> list[str]:
    """The chests the buyer (``seat``, when given: only if it is the buyer) still places."""
    found = state.modules_state.get(WAITING)
    if not found or (seat is not None and found["seat"] != seat):
        return []
    return list(found["chests"])


def buyer(state: GameState) -> int | None:
    found = state.modules_state.get(WAITING)
    return found["seat"] if found else None


def passing(state: GameState) -> dict | None:
    """The chests passed on that their receiver distributes now (TC2), or None:
    ``{"seat": the receiver, "chests": still to place, "buyer", "rooms": bought}``."""
    return state.modules_state.get(PASSING)


def passed_to(state: GameState, seat: int) -> list[str]:
    """The chests passed on that ``seat`` distributes now (empty: none)."""
    found = passing(state)
    return list(found["chests"]) if found and found["seat"] == seat else []


def placed_this_turn(state: GameState, seat: int) -> bool:
    """TC5: whether ``seat`` placed a chest by choice in the turn now running (the extra
    rebuilds, X3 step 2, are over)."""
    return state.modules_state.get(PLACED) == [seat, state.flow.turn]


def _set(state: GameState, **changes: Any) -> GameState:
    keys = {"bag": BAG, "rooms": ROOM_KEY, "chests": ON_TILES, "waiting": WAITING,
            "placed": PLACED, "shuffles": SHUFFLES, "passing": PASSING}
    return state.model_copy(update={"modules_state": {
        **state.modules_state, **{keys[k]: v for k, v in changes.items()}}})


# -- counting --------------------------------------------------------------------------------


def chest_counts(state: GameState) -> tuple[int, ...]:
    """Per seat: its chests on buildings built in its Alhambra (TC1: not the reserve)."""
    on = set(chests(state))
    return tuple(sum(1 for _, _, tile in p.alhambra if tile in on) for p in state.players)


def chest_points(counts: Sequence[int], round_number: int) -> list[int]:
    """The chest majority: 7; 14/7; 22/14/7, ties split as for buildings."""
    return rank_payouts(counts, POINTS[round_number])


def free_buildings(state: GameState, seat: int, colour: str) -> list[str]:
    """``seat``'s buildings of ``colour`` in its Alhambra without a chest, in the order they
    were built (the reserve never: X3, HU-T)."""
    on = set(chests(state))
    return [tile for _, _, tile in state.players[seat].alhambra  # BS3: no site
            if TILES[tile].building == colour and tile not in on and not is_site(state, tile)]


def choices(state: GameState, seat: int) -> list[str]:
    """TC3: the buildings the buyer ``seat`` chooses among now: those of each colour with
    more free buildings than chests of it waiting; none while bought tiles still wait to
    be placed (X3: the chests come after them). For the receiver of chests passed on, the
    same among those (TC2)."""
    passed = passed_to(state, seat)
    if passed:
        return _choosing(state, seat, passed)
    found = waiting(state, seat)
    if not found or state.players[seat].bought:
        return []
    return _choosing(state, seat, found)


def _choosing(state: GameState, seat: int, colours: Sequence[str]) -> list[str]:
    """``seat``'s free buildings of each colour of ``colours`` that has more of them than
    chests (where a chest's place is a choice)."""
    left = Counter(colours)
    found = []
    for colour in _sorted(left):
        free = free_buildings(state, seat, colour)
        if len(free) > left[colour]:
            found += free
    return found


# -- buying ----------------------------------------------------------------------------------


def pays_chests(card: str) -> bool:
    """A card that pays for chests: any card that is money (money, diamonds, coins, ...)."""
    return CARDS[card].is_money


def payment_problem(hand: Sequence[str], cards: Sequence[str]) -> Reason | None:
    """Why ``cards`` cannot pay for a room's chests from ``hand``, or None."""
    problem = cards_problem(hand, cards)
    if problem is not None:
        return problem
    aids = [c for c in cards if not pays_chests(c)]
    if aids:
        return Reason("chests are paid with money in any mix of currencies: an exchange "
                      "office is not needed and cannot pay", "engine-chests-no-aid",
                      card=aids[0])
    if total(cards) < PRICE:
        return Reason(f"chests cost at least {PRICE}; the cards you chose total "
                      f"{total(cards)} (there is no change)", "engine-chests-too-little",
                      price=PRICE, total=total(cards))
    return None


def chest_payments(hand: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """Every minimal payment of at least 8 from ``hand`` (no card could be left out), once
    per multiset of (value, currency): copies are interchangeable, currencies are not."""
    return _chest_payments(tuple(sorted(c for c in hand if pays_chests(c))))


@lru_cache(maxsize=1024)
def _chest_payments(money: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(mixed_minimal_payments(money, PRICE))


def can_pay(hand: Sequence[str]) -> bool:
    return total(c for c in hand if pays_chests(c)) >= PRICE


def _draw(state: GameState, count: int) -> tuple[list[str], list[str]]:
    chest_bag = bag(state)
    if len(chest_bag) < count:
        return [], chest_bag
    return chest_bag[:count], chest_bag[count:]


def _buy(state: GameState, seat: int, action: BuyChests):
    all_rooms = rooms(state)
    if not 1 <= action.room <= len(all_rooms):
        raise IllegalAction(f"there is no room {action.room} in the treasure chamber: the rooms "
                            f"are 1 to {len(all_rooms)}", "engine-chests-no-room",
                            room=action.room, rooms=len(all_rooms))
    taken = all_rooms[action.room - 1]
    if not taken:
        raise IllegalAction(f"room {action.room} of the treasure chamber is empty",
                            "engine-chests-room-empty", room=action.room)
    player = state.players[seat]
    problem = payment_problem(player.hand, action.cards)
    if problem is not None:
        raise CannotAfford(f"cannot buy the chests: {problem}", "engine-chests-cannot-buy",
                           room=action.room, problem=problem)
    all_rooms[action.room - 1] = []  # refilled as the turn ends (TC c, TC6)
    before = waiting(state, seat)
    state = action_done(  # no extra action, however paid (§0.2)
        state, seat=seat, player={"hand": tuple(c for c in player.hand if c not in action.cards)},
        discard=state.discard + action.cards)
    state = _set(state, rooms=all_rooms,
                 waiting={"seat": seat, "chests": _sorted([*before, *taken]),
                          "rooms": [*emptied(state), action.room]})
    return state, [ChestsBought(seat=seat, room=action.room, chests=tuple(taken),
                                cards=action.cards)]


def emptied(state: GameState) -> list[int]:
    """The rooms bought this turn (numbers 1-3, in the order bought): refilled as the turn
    ends, after the chests nobody could place went back into the bag (TC6)."""
    found = state.modules_state.get(WAITING)
    return list(found.get("rooms") or ()) if found else []


def _refill(state: GameState, events: list, numbers: Sequence[int]) -> GameState:
    """TC c, TC6: each room bought this turn gets 4 chests from the bag, in the order the
    rooms were bought; a room stays empty when the bag holds fewer."""
    all_rooms = rooms(state)
    for number in numbers:
        refill, rest = _draw(state, PER_ROOM)
        all_rooms[number - 1] = refill
        state = _set(state, bag=rest, rooms=[list(room) for room in all_rooms])
        events.append(ChestRoomRefilled(room=number, chests=tuple(refill)))
    return state


# -- placing ---------------------------------------------------------------------------------


def place_problem(state: GameState, seat: int, tile: str) -> Reason | None:
    """Why ``seat`` may not put a chest on ``tile`` now, or None."""
    passed = passed_to(state, seat)
    left = passed or waiting(state, seat)
    if not left:
        return Reason("you have no chests to place", "engine-chests-none-waiting")
    bought = state.players[seat].bought
    if bought and not passed:
        return Reason("the chests go on your buildings at the end of the turn: build or "
                      "reserve what you bought first", "engine-chests-place-first",
                      count=len(bought))
    if tile not in TILES or not any(t == tile for _, _, t in state.players[seat].alhambra):
        return Reason("a chest goes on a building in your Alhambra (not the reserve)",
                      "engine-chests-not-built")
    colour = TILES[tile].building
    if colour not in left:
        return Reason("a chest goes on a building of its own colour, and none of your chests "
                      "has this building's colour", "engine-chests-wrong-colour",
                      building=colour)
    if tile in chests(state):
        return Reason("that building has a chest already: one chest per building",
                      "engine-chests-taken", building=colour)
    return None


def _place(state: GameState, seat: int, action: PlaceChest):
    problem = place_problem(state, seat, action.tile)
    if problem is not None:
        raise IllegalAction(problem)
    if passed_to(state, seat):
        return _place_passed(state, seat, action.tile)
    left = waiting(state, seat)
    left.remove(TILES[action.tile].building)
    numbers = emptied(state)
    state = _set(state, chests=sorted([*chests(state), action.tile]),
                 waiting={"seat": seat, "chests": left, "rooms": numbers}
                 if left or numbers else None,
                 placed=[seat, state.flow.turn])
    return state, [ChestPlaced(seat=seat, tile=action.tile)]


def _put(state: GameState, seat: int, colours: list[str], passed_from: int | None,
         events: list) -> tuple[GameState, list[str]]:
    """Put what of ``colours`` ``seat`` can take on its buildings: each chest on its
    earliest built free building of its colour (TC2; TC3 when all of them get one); the
    chests left over."""
    on = chests(state)
    left = []
    for colour in colours:
        free = free_buildings(state, seat, colour)
        if not free:
            left.append(colour)
            continue
        on = sorted([*on, free[0]])
        state = _set(state, chests=on)
        events.append(ChestPlaced(seat=seat, tile=free[0], passed_from=passed_from))
    return state, left


def finish(state: GameState, seat: int, events: list, *, asking: bool = True) -> GameState:
    """The buyer ``seat``'s chests still waiting are placed where there is no choice (TC3)
    or by TC2's rule (TC7: a buyer who left, ``asking`` False), the rest passed on to the
    left, seat by seat (TC7: not to seats that left), each receiver distributing them
    where it has a choice (TC2: the turn's end waits for it), what is left returns to the
    bag (TC8), and then the rooms bought are refilled (TC6)."""
    left = waiting(state, seat)
    numbers = emptied(state) if buyer(state) == seat else []
    if not left and not numbers:
        return state
    state = _set(state, waiting=None)
    state, left = _put(state, seat, left, None, events)
    return _onwards(state, seat, seat, left, numbers, events, asking=asking)


def _onwards(state: GameState, paid_by: int, holder: int, left: list[str],
             numbers: Sequence[int], events: list, *, asking: bool = True) -> GameState:
    """The chests ``left`` pass on from ``holder`` to the left, seat by seat up to the
    buyer ``paid_by`` (TC7: not to seats that left): the first receiver with a choice is
    asked (TC2: a window of its own, the turn's end held), the others take what they can
    by TC2's rule; then the rest go back into the bag (TC8) and the rooms are refilled."""
    seats = len(state.players)
    other = (holder + 1) % seats
    while left and other != paid_by:
        if other not in state.retired:
            if asking and _choosing(state, other, left):
                events.append(ChestsPassed(seat=other, buyer=paid_by,
                                           chests=tuple(_sorted(left))))
                state = _set(state, passing={"seat": other, "chests": _sorted(left),
                                             "buyer": paid_by, "rooms": list(numbers)})
                return _asking(state, (other,))
            state, left = _put(state, other, left, paid_by, events)
        other = (other + 1) % seats
    if left:
        shuffles = int(state.modules_state.get(SHUFFLES) or 0) + 1
        chest_bag = bag(state) + left
        random.Random(f"alhambra:{state.seed}:chests:{shuffles}").shuffle(chest_bag)
        state = _set(state, bag=chest_bag, shuffles=shuffles)
        events.append(ChestsReturned(seat=paid_by, chests=tuple(_sorted(left))))
    return _refill(state, events, numbers)


def _asking(state: GameState, seats: tuple[int, ...]) -> GameState:
    """The receiver's window (``seats``) open, or closed (``()``). turn_start None: apply()
    records this state as the turn's start, so nothing undoes a chest placed."""
    flow = state.flow.model_copy(update={"window_seats": seats})
    return state.model_copy(update={"flow": flow, "turn_start": None})


def _passed_on(state: GameState, receiver: int, events: list, *, asking: bool = True,
               taking: bool = True) -> GameState:
    """The receiver is done choosing (or passed, or left: ``taking`` False, TC7): the rest
    of its chests by TC2's rule, the rest passed on; when nobody else is asked, the
    buyer's turn ends (the core's ``complete_turn``)."""
    found = passing(state)
    left, paid_by, numbers = list(found["chests"]), found["buyer"], found["rooms"]
    state = _asking(_set(state, passing=None), ())
    if taking:
        state, left = _put(state, receiver, left, paid_by, events)
    state = _onwards(state, paid_by, receiver, left, numbers, events, asking=asking)
    if passing(state) is not None:
        return state  # the next receiver chooses
    return complete_turn(state, paid_by, events)


def _place_passed(state: GameState, seat: int, tile: str):
    """The receiver puts a chest passed on on ``tile`` (TC2)."""
    found = passing(state)
    left = list(found["chests"])
    left.remove(TILES[tile].building)
    events: list = [ChestPlaced(seat=seat, tile=tile, passed_from=found["buyer"])]
    state = _set(state, chests=sorted([*chests(state), tile]),
                 passing={**found, "chests": left})
    if left and _choosing(state, seat, left):
        return _asking(state, (seat,)), events
    return _passed_on(state, seat, events), events


def _pass(state: GameState, seat: int, action: PassChests):
    """The receiver leaves the choice: its chests by TC2's rule (as when its time runs
    out)."""
    if not passed_to(state, seat):
        raise IllegalAction("you have no chests to place", "engine-chests-none-waiting")
    events: list = []
    return _passed_on(state, seat, events), events


_PASS = PassChests()


@lru_cache(maxsize=4096)
def _place_action(tile: str) -> PlaceChest:
    return PlaceChest(tile=tile)


@lru_cache(maxsize=1 << 14)
def _buy_action(room: int, cards: tuple[str, ...]) -> BuyChests:
    return BuyChests(room=room, cards=cards)


class _Buying(Later):
    """Buying a room's chests: every minimal payment for every room that holds chests,
    worked out when asked; whether there is any is quick (the money in hand)."""

    __slots__ = ("_hand", "_rooms")

    def __init__(self, hand: tuple[str, ...], room_numbers: tuple[int, ...]):
        self._found = None
        self._hand, self._rooms = hand, room_numbers

    def actions(self) -> Sequence:
        if self._found is None:
            payments = chest_payments(self._hand)
            self._found = [_buy_action(room, cards) for room in self._rooms
                           for cards in payments]
        return self._found

    def __bool__(self) -> bool:
        if self._found is not None:
            return bool(self._found)
        return bool(self._rooms) and can_pay(self._hand)


class TreasureChamber(modules.Module):
    name = "treasure_chamber"
    title = "Treasure chamber"
    description = ("Three rooms of chests: buy a room for 8 in any money; each chest goes "
                   "on a building of its colour, and the most chests score.")
    rule_sets = ("alhambra",)
    handlers = {"buy_chests": _buy, "place_chest": _place, "pass_chests": _pass}
    phase_actions = {"action": frozenset({"buy_chests"}),
                     "placing": frozenset({"place_chest"})}
    #: The receiver of chests passed on, out of turn (TC2).
    window_actions = frozenset({"place_chest", "pass_chests"})

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        """The bag shuffled (seeded on its own), 4 chests drawn into each room."""
        chest_bag = [colour for colour in BUILDINGS for _ in range(PER_COLOUR[colour])]
        random.Random(f"alhambra:{state.seed}:chests:0").shuffle(chest_bag)
        all_rooms = [chest_bag[i * PER_ROOM:(i + 1) * PER_ROOM] for i in range(ROOMS)]
        return _set(state, bag=chest_bag[ROOMS * PER_ROOM:], rooms=all_rooms, chests=[],
                    waiting=None, placed=None, shuffles=0)

    def turn_groups(self, state: GameState, seat: int):
        numbers = tuple(i + 1 for i, room in enumerate(rooms(state)) if room)
        return [("buy_chests", _Buying(state.players[seat].hand, numbers))]

    def finishing_groups(self, state: GameState, seat: int):
        found = choices(state, seat)
        if found:
            yield "place_chest", [_place_action(tile) for tile in found]

    def end_turn_problem(self, state: GameState, seat: int) -> Reason | None:
        if choices(state, seat):
            return Reason("choose the buildings for your chests first",
                          "engine-chests-choose-first")
        return None

    def ending_turn(self, state: GameState, seat: int, events: list) -> GameState:
        return finish(state, seat, events)

    def holds_turn_end(self, state: GameState) -> bool:
        return passing(state) is not None

    def window_legal_actions(self, state: GameState, seat: int):
        if seat not in state.flow.window_seats or not passed_to(state, seat):
            return []
        return [*(_place_action(tile) for tile in choices(state, seat)), _PASS]

    def window_reason(self, state: GameState) -> Reason | None:
        found = passing(state)
        if found is None:
            return None
        name = state.players[found["seat"]].name
        return Reason(f"{name} chooses the buildings for the chests passed on",
                      "engine-chests-passing", name=name)

    def seat_left(self, state: GameState, seat: int, events: list) -> GameState:
        found = passing(state)
        if found is not None and found["seat"] == seat:  # TC7: it receives none
            return _passed_on(state, seat, events, taking=False)
        return finish(state, seat, events, asking=False)  # TC7: by TC2's rule

    def extra_scoring(self, state: GameState, round_number: int) -> dict[str, tuple[int, ...]]:
        return {TERM: tuple(chest_points(chest_counts(state), round_number))}

    def view_fields(self, state: GameState, seat: int | None) -> dict:
        """Public: the rooms, how many chests the bag holds (never their order), the tiles
        with a chest, each seat's chests that count, the buyer's chests still to place."""
        found, passed = state.modules_state.get(WAITING), passing(state)
        return {"rooms": rooms(state), "bag": len(bag(state)), "chests": chests(state),
                "counts": list(chest_counts(state)),
                "waiting": {"seat": found["seat"], "chests": list(found["chests"])}
                if found else None,
                "passing": {"seat": passed["seat"], "chests": list(passed["chests"]),
                            "buyer": passed["buyer"]} if passed else None}

    def problems(self, state: GameState) -> list[str]:
        found = []
        all_rooms = rooms(state)
        on = chests(state)
        if len(all_rooms) != ROOMS or any(len(r) not in (0, PER_ROOM) for r in all_rooms):
            found.append(f"the treasure chamber's rooms are {all_rooms!r}")
        count = Counter(bag(state))
        for room in all_rooms:
            count.update(room)
        count.update(TILES[t].building for t in on if t in TILES)
        count.update(waiting(state))
        passed = passing(state)
        if passed is not None:
            count.update(passed["chests"])
            if state.flow.window_seats != (passed["seat"],) or not passed["chests"]:
                found.append(f"chests passed on to seat {passed['seat']} wait, but the "
                             f"window waits for {state.flow.window_seats}")
        if dict(count) != PER_COLOUR:
            found.append(f"chests not accounted for: {dict(count)}")
        if on != sorted(set(on)):
            found.append(f"the tiles with a chest are not sorted once each: {on}")
        owned = {t for p in state.players for t in (*(b[2] for b in p.alhambra), *p.reserve)}
        for tile in on:
            if tile not in owned or TILES[tile].building not in PER_COLOUR:
                found.append(f"a chest on {tile}, no building of a player's Alhambra or "
                             "reserve")
        who = buyer(state)
        if who is not None and (who != state.flow.active_seat or state.flow.phase not in
                                ("placing", "action")
                                or not (waiting(state) or emptied(state))):
            found.append(f"seat {who}'s chests wait outside its turn")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = TreasureChamber()
