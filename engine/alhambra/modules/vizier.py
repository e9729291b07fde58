"""Expansion 1, "Die Gunst des Wesirs" (the vizier, rule book p. 14). Module name:
``vizier``; also playable with Granada and the combination ("Auch mit Granada
kombinierbar!").

- Setup: every player's vizier token lies picture side up ("aktiviert").
- "Jedesmal, wenn ein Spielzug komplett beendet ist, darf ein Spieler die normale
  Zugreihenfolge unterbrechen und als Sonderaktion ein Gebäudeplättchen des Bauhofes kaufen
  und platzieren": the vizier must be face up and the tile paid exactly (exchange offices
  may help, compendium §1); the vizier turns face down, the tile is built at once by the
  building rules or put on the reserve, and there is no extra action ("Er verzichtet auf
  seinen Bonuszug"). Then the market is refilled and play goes on with the player whose
  turn it would have been.
- Priority: "der Spieler, der eigentlich am Zug wäre, ist der Erste – der Spieler, der
  gerade seinen Zug beendet hat, ist der Letzte"; after a use "alle anderen Spieler dürfen
  sich danach wieder neu entscheiden".
- Turning the vizier face up again is an action of the turn (:class:`TurnVizierUp`),
  instead of taking money, buying or rebuilding.
- Never when the last tiles are handed out at the end of the game; the vizier cannot take
  a building yard (compendium §1, §2: it buys market tiles only).
- With the bazaars (expansion 4): the vizier may buy a waiting bazaar, paid exactly at its
  price (the tile's in its currency's slot), built at once or reserved (C §16;
  ``UseVizier.bazaar``). A seat is asked while the market shows a tile, so whenever a
  bazaar can be bought (BZ3).

How a table that plays over days does this: the vizier acts in the window between two
turns that the core shares with every module acting there (:mod:`.window`, with the
thieves of expansion 3: one priority loop, TH1). A seat is in it for the vizier while its
vizier is face up and it is not set to "always pass" (:class:`VizierAlwaysPass`), whether
or not it can pay a market tile exactly (V5); it answers :class:`UseVizier` (which tile,
which cards, where it goes) or passes (:class:`PassVizier`, or
:class:`~.actions.PassWindow` when it could also play thieves). The bot passes for seats
whose time ran out.

"Always pass" is the vizier's setting only: a seat set so is never asked for its vizier
(and cannot use it in the window) but is still asked when it could play a thief (unless its
thieves are set to always pass too, the thieves' TD6); switching it on in the window passes
at once unless the seat could still do something else there.

Decisions where the book is silent:

- V1: answers are given at once and kept secret until they take effect: a use waiting for
  seats with priority is shown only as "has answered".
- V2: a tile bought with the vizier is placed as a bought tile is in a turn. In Granada
  (and the combination's Granada tiles) that is printed (rule book p. 9, "Möchte er das
  gerade erworbene Plättchen in seine Reserve legen, darf er es mit einer beliebigen Seite
  nach oben dort ablegen"): it goes to the reserve either side up for free, or is built
  with the side it showed, or turned over and built with its other side for at least 3 in
  one currency (no change; only where that side fits, G4). The purchase names the side
  (``UseVizier.face``) and the payment for turning it (``UseVizier.turn``), paid from the
  cards left after the exact payment; the window checks both when the answer is given.
  A magic building (promo, MG5 of :mod:`.magic_buildings`) is built or reserved in the
  position the purchase names (``UseVizier.face``: one of its rotations, free).
- V3: if the market cannot be refilled after a vizier's purchase, the game ends as after a
  turn (the left-over tiles are handed out from the player who had just moved).
- V4: a seat that leaves the game while a window is open counts as having passed (the
  window's rule now, for every module).
- V5 (the window's WS1): whether a seat can pay a market tile exactly is its secret (its
  hand is). The table sees whose vizier is face up, how many cards each holds and whether
  a seat set "always pass" (its own choice, which tells nothing of its cards): the window
  asks every seat whose vizier is face up, not set to always pass, holding a card, while
  the market shows a tile. Each answers in private, with a purchase it can pay exactly
  or a pass; a seat that cannot pay passes as one that will not. Its own view says
  whether its cards pay a tile exactly now (``fits``), so that its hand picture and panel
  tell it the truth.
- V6 (as the bonus cards' B5): "always pass" is a standing setting, no move of the turn,
  whoever sets it and whenever: made before the active seat has acted, the turn begins
  after it (nothing to undo); made later, the turn's start stays as it was (the turn's
  actions replay from it) and restarting the turn does not take it back
  (``kept_on_restart``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine.errors import Reason

from ..actions import (
    Flip,
    PassVizier,
    Place,
    Reserve,
    TurnVizierUp,
    UseVizier,
    VizierAlwaysPass,
)
from ..components import CURRENCIES, TILES, other_face, rotations
from ..errors import CannotAfford, IllegalAction, IllegalPlacement
from ..events import BazaarBought, TileBought, VizierTurnedUp, VizierUsed
from ..kit import (
    WINDOW_KEY,
    action_done,
    begins_the_turn,
    close_window,
    exact_payments,
    kept,
    known_some,
    pass_if_nothing_else,
    payment_problem,
    placing_handlers,
    rules_of,
    total,
    window_answered,
    with_player,
)
from ..state import GameState
from . import bazaars as _bazaars
from . import seam as modules
from .granada import flip_payment_problem, flip_payments

FACE_UP = "vizier.face_up"
ALWAYS_PASS = "vizier.always_pass"
#: Where the open window between two turns is kept (:mod:`.window`, shared with thieves).
WINDOW = WINDOW_KEY


def face_up(state: GameState) -> list[bool]:
    return list(state.modules_state.get(FACE_UP, [True] * len(state.players)))


def _is_up(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s vizier is face up (asked of every seat after every turn)."""
    found = state.modules_state.get(FACE_UP)
    return found is None or found[seat]


def _set(state: GameState, **changes: Any) -> GameState:
    data = dict(state.modules_state)
    for key, value in changes.items():
        name = {"face_up": FACE_UP, "always_pass": ALWAYS_PASS}[key]
        if value is None:
            data.pop(name, None)
        else:
            data[name] = value
    return state.model_copy(update={"modules_state": data})


def _markets(state: GameState) -> Iterator[tuple[int, bool, str]]:
    """(slot, second, tile) of every tile in the market."""
    for slot, tile in enumerate(state.market):
        if tile is not None:
            yield slot, False, tile
    for slot, tile in enumerate(state.second_market):
        if tile is not None:
            yield slot, True, tile


def _use(state: GameState, seat: int, action: UseVizier, mover: int, events: list
         ) -> GameState:
    slot = CURRENCIES.index(action.slot)
    field = "second_market" if action.second else "market"
    market = list(getattr(state, field))
    if action.bazaar:  # bazaars: a waiting bazaar, the slot's tile stays (C §16)
        return _use_bazaar(state, seat, action, events)
    tile = market[slot]
    market[slot] = None
    player = state.players[seat]
    hand = tuple(c for c in player.hand if c not in action.cards)
    face = action.face or tile
    turned = face in rotations(tile)  # MG5: a magic building in the rotation named
    state = with_player(state, seat, hand=hand,
                        bought=player.bought + (face if turned else tile,))
    # built (or reserved) by the rules' own handler, as a bought tile is (the combination
    # records where a city starts)
    handlers = placing_handlers(state.options.modules)
    if action.reserve:  # V2: either side up (Granada's handler turns it for free)
        state, placed = handlers["reserve"](state, seat, Reserve(tile=face))
    else:
        placed = []
        if face != tile and not turned:  # V2: turned over as in a turn, paid by ``turn``
            state, placed = handlers["flip"](state, seat, Flip(tile=tile, cards=action.turn))
        state, built = handlers["place"](state, seat, Place(tile=face, x=action.x, y=action.y))
        placed += built
    up = face_up(state)
    up[seat] = False
    state = _set(state, face_up=up)
    state = state.model_copy(update={field: tuple(market),
                                     "discard": state.discard + action.cards})
    events += [VizierUsed(seat=seat),
               TileBought(seat=seat, slot=action.slot, tile=tile, cards=action.cards,
                          exact=True, second=action.second), *placed]
    rules = rules_of(state)
    state = rules.refill_market(state, events)
    if not rules.market_complete(state):  # V3
        state = close_window(state, events)
        return rules.end_game(state, mover, events)
    return state  # the window opens afresh


def _use_bazaar(state: GameState, seat: int, action: UseVizier, events: list) -> GameState:
    """The vizier buys a waiting bazaar (bazaars, C §16: "Ein Bazar kann mit der Gunst des
    Wesirs gekauft werden"), paid exactly, built at once or reserved; no refill is due."""
    tile = action.bazaar
    cost = _bazaars.price(state, tile)
    player = state.players[seat]
    hand = tuple(c for c in player.hand if c not in action.cards)
    state = with_player(_bazaars.taken(state, tile), seat, hand=hand,
                        bought=player.bought + (tile,))
    handlers = placing_handlers(state.options.modules)
    if action.reserve:
        state, placed = handlers["reserve"](state, seat, Reserve(tile=tile))
    else:
        state, placed = handlers["place"](state, seat, Place(tile=tile, x=action.x, y=action.y))
    up = face_up(state)
    up[seat] = False
    state = _set(state, face_up=up)
    state = state.model_copy(update={"discard": state.discard + action.cards})
    events += [VizierUsed(seat=seat),
               BazaarBought(seat=seat, bazaar=tile, currency=action.slot, price=cost,
                            cards=action.cards, vizier=True), *placed]
    return state  # the window opens afresh


def _bazaar_problem(state: GameState, seat: int, action: UseVizier) -> Exception | None:
    bazaar = action.bazaar
    if bazaar not in _bazaars.BAZAAR_IDS or action.second or action.face or action.turn \
            or action.slot != _bazaars.CURRENCY_OF[bazaar]:
        return IllegalAction("that bazaar is not waiting beside the market",
                             "engine-bazaar-not-waiting", bazaar=bazaar)
    problem = _bazaars.payment_issue(state, seat, bazaar, action.cards)
    if problem:
        return problem
    return _placing_problem(state, seat, bazaar, action)


def _placing_problem(state: GameState, seat: int, tile: str, action: UseVizier
                     ) -> Exception | None:
    """Why the vizier's ``tile`` cannot be built where ``action`` says (None: it can, or it
    goes to the reserve)."""
    if action.reserve:
        return None
    cell = (action.x, action.y)
    rules = rules_of(state)
    if cell not in rules.legal_positions(state, seat, tile):
        reason = rules.placement_problem(state, seat, tile, cell)
        return IllegalPlacement(f"cannot build there: {reason}", "engine-cannot-build",
                                tile=tile, cell=cell, problem=reason)
    return None


def _bazaar_uses(state: GameState, seat: int) -> Iterator[UseVizier]:
    """The vizier's purchases of waiting bazaars ``seat`` can pay exactly."""
    rules = rules_of(state)
    for bazaar, currency, _ in _bazaars.buyable(state):
        payments = _bazaars.payments(state, seat, bazaar)
        if not payments:
            continue
        cells = sorted(rules.legal_positions(state, seat, bazaar))
        for cards in payments:
            for x, y in cells:
                yield UseVizier(slot=currency, cards=cards, x=x, y=y, bazaar=bazaar)
            yield UseVizier(slot=currency, cards=cards, bazaar=bazaar)


#: V6: the standing choice, to switch on or off.
_SETTING = {on: VizierAlwaysPass(on=on) for on in (True, False)}


def _always(state: GameState, seat: int) -> bool:
    return seat in state.modules_state.get(ALWAYS_PASS, ())


def _fits(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s hand pays some market tile exactly (its own view only, V5)."""
    hand = state.players[seat].hand
    return any(exact_payments(hand, CURRENCIES[slot], TILES[tile].price)
               for slot, _second, tile in _markets(state)) or any(
        _bazaars.payments(state, seat, bazaar) for bazaar, _, _ in _bazaars.buyable(state))


def _use_problem(state: GameState, seat: int, action: UseVizier) -> IllegalAction | None:
    if _always(state, seat):
        return IllegalAction("your vizier is set to always pass: switch that off first",
                             "engine-vizier-always-passes")
    if not _is_up(state, seat):
        return IllegalAction("your vizier is face down: turn it up again first, as an "
                             "action of your turn", "engine-vizier-face-down")
    if action.bazaar is not None:
        return _bazaar_problem(state, seat, action)
    if action.slot not in CURRENCIES:
        return IllegalAction(f"there is no market slot {action.slot!r}", "engine-no-slot",
                             slot=action.slot, currencies=CURRENCIES)
    market = state.second_market if action.second else state.market
    slot = CURRENCIES.index(action.slot)
    tile = market[slot] if slot < len(market) else None
    if tile is None:
        return IllegalAction(f"the {action.slot} slot of the market is empty",
                             "engine-slot-empty", currency=action.slot,
                             second="yes" if action.second else "no")
    price = TILES[tile].price
    problem = payment_problem(state.players[seat].hand, action.slot, price, action.cards)
    if problem:
        return CannotAfford(f"cannot buy that tile: {problem}", "engine-cannot-buy",
                            tile=tile, price=price, currency=action.slot, problem=problem)
    if total(action.cards) != price:
        return CannotAfford(f"the vizier buys only with exact payment: the tile costs {price}, "
                            f"the cards total {total(action.cards)}",
                            "engine-vizier-not-exact", price=price, total=total(action.cards))
    face = action.face or tile
    if face not in (tile, other_face(tile), *rotations(tile)):  # (MG5: a magic rotation)
        return IllegalAction(f"the tile bought shows {tile} or its other side, not {face}",
                             "engine-vizier-no-such-face", tile=tile)
    if action.turn and (action.reserve or face == tile or face in rotations(tile)):
        return IllegalAction("turning the tile over is paid only to build its other side; "
                             "the reserve takes either side for free",
                             "engine-vizier-turn-not-needed", tile=tile)
    if not action.reserve and face != tile and face not in rotations(tile):
        rest = tuple(c for c in state.players[seat].hand if c not in action.cards)
        problem = flip_payment_problem(rest, action.turn)
        if problem:
            return CannotAfford(f"cannot turn the tile over: {problem}", "engine-cannot-flip",
                                tile=tile, problem=problem)
    return _placing_problem(state, seat, face, action)


def turn_vizier_up(state: GameState, seat: int, action: TurnVizierUp):
    up = face_up(state)
    if up[seat]:
        raise IllegalAction("your vizier is already face up", "engine-vizier-already-up")
    up[seat] = True
    state = _set(action_done(state, seat=seat), face_up=up)
    return state, [VizierTurnedUp(seat=seat)]


def always_pass(state: GameState, seat: int, action: VizierAlwaysPass):
    seats = set(state.modules_state.get(ALWAYS_PASS, []))
    if (seat in seats) == action.on:
        raise IllegalAction("that is already so", "engine-vizier-setting-unchanged",
                            on="yes" if action.on else "no")
    seats = seats | {seat} if action.on else seats - {seat}
    state = begins_the_turn(state, _set(state, always_pass=sorted(seats)))  # V6
    return pass_if_nothing_else(state, seat) if action.on else (state, [])


_UP = TurnVizierUp()


class Vizier(modules.Module):
    name = "vizier"
    title = "The vizier"
    description = "Buy a tile out of turn, paid exactly, once until you turn your vizier up."
    handlers = {"turn_vizier_up": turn_vizier_up, "vizier_always_pass": always_pass}
    phase_actions = {"action": frozenset({"turn_vizier_up"})}
    shares_window = True
    window_actions = frozenset({"use_vizier"})
    window_pass = PassVizier()
    any_time_actions = frozenset({"vizier_always_pass"})

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        return _set(state, face_up=[True] * len(state.players))

    def turn_actions(self, state: GameState, seat: int):
        if not _is_up(state, seat):
            yield _UP

    def window_able(self, state: GameState, seat: int) -> bool:
        """V5: by public information only, never by whether the hand pays a tile."""
        return (not _always(state, seat) and _is_up(state, seat)
                and seat not in state.retired and bool(state.players[seat].hand)
                and any(True for _ in _markets(state)))  # (a bazaar's price: its slot's)

    def window_problem(self, state: GameState, seat: int, action: UseVizier
                       ) -> IllegalAction | None:
        return _use_problem(state, seat, action)

    def window_act(self, state: GameState, seat: int, action: UseVizier, mover: int,
                   events: list) -> GameState:
        return _use(state, seat, action, mover, events)

    def window_reason(self, state: GameState) -> Reason | None:
        if not any(self.window_able(state, s) for s in state.flow.window_seats):
            return None
        return Reason("the others may still use their vizier", "engine-vizier-window")

    def window_legal_actions(self, state: GameState, seat: int):
        if _always(state, seat) or not _is_up(state, seat):
            return
        rules = rules_of(state)
        hand = state.players[seat].hand
        for slot, second, tile in _markets(state):
            currency = CURRENCIES[slot]
            payments = exact_payments(hand, currency, TILES[tile].price)
            if not payments:
                continue
            cells = sorted(rules.legal_positions(state, seat, tile))
            back = other_face(tile)  # V2 (Granada): the other side, as in a turn
            turned = sorted(rules.legal_positions(state, seat, back)) if back else []
            for cards in payments:
                for x, y in cells:
                    yield UseVizier(slot=currency, cards=cards, second=second, x=x, y=y)
                yield UseVizier(slot=currency, cards=cards, second=second)
                for face in rotations(tile)[1:]:  # MG5: a magic building, turned
                    for x, y in sorted(rules.legal_positions(state, seat, face)):
                        yield UseVizier(slot=currency, cards=cards, second=second, x=x, y=y,
                                        face=face)
                    yield UseVizier(slot=currency, cards=cards, second=second, face=face)
                if back is None:
                    continue
                yield UseVizier(slot=currency, cards=cards, second=second, face=back)
                rest = tuple(c for c in hand if c not in cards)
                for turn in (flip_payments(rest) if turned else ()):
                    for x, y in turned:
                        yield UseVizier(slot=currency, cards=cards, second=second, x=x, y=y,
                                        face=back, turn=turn)
        yield from _bazaar_uses(state, seat)

    def window_groups(self, state: GameState, seat: int):
        """The uses, each a payment and a place, worked out only when asked for: after
        every turn most seats asked only pass. (A hand that pays a tile exactly has a use
        at least: to the reserve.)"""
        if _always(state, seat) or not _is_up(state, seat) or not _fits(state, seat):
            return ()
        return (("use_vizier", known_some(lambda: list(self.window_legal_actions(state, seat)))),)

    def kept_on_restart(self, state: GameState, restored: GameState) -> GameState:
        """V6: restarting the turn does not take back "always pass"."""
        return kept(state, restored, ALWAYS_PASS)

    def any_time_legal_actions(self, state: GameState, seat: int):
        return (_SETTING[not _always(state, seat)],)

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        fields: dict[str, Any] = {"face_up": face_up(state)}
        if seat is not None:
            fields["always_pass"] = seat in state.modules_state.get(ALWAYS_PASS, [])
            answered = window_answered(state, seat)
            if answered is not None:
                fields["answered"] = answered
            if seat in state.flow.window_seats and self.window_able(state, seat):
                fields["fits"] = _fits(state, seat)  # private: the seat's own hand
        return fields

    def problems(self, state: GameState) -> list[str]:
        found = []
        if len(face_up(state)) != len(state.players):
            found.append("a vizier for every seat, not " + str(len(face_up(state))))
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Vizier()
