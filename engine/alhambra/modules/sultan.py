"""The sultan's cards, a module of expansion 5 "Die Macht des Sultans" (shared/EXPANSIONS.md
§4 "SU Power of the Sultan", §0.3 step 5, §8; the compendium of expansions, "19. Macht des
Sultans"). Module name ``sultan``.

- Components: 8 sultan cards, each with a currency, 8 cubes, a die with the 6 types [T5,
  APP]. **SU4**: 2 cards per currency (ids ``sultan-denar-1`` ... ``sultan-guilder-2``).
- Setup: 3 cards into money pile 1, 2 into pile 2, 3 into pile 3 [C-setup], shuffled first
  (``deck_cards``).
- **SU1**: a revealed card lies beside the money display, like a wall card
  (``revealed_card``; ``modules_state["sultan.shown"]``); the refill draws on.
- Main action (:class:`~.actions.BuySultanCard`): buy a card lying there for 7 in its
  currency. **SU4**: exact payment gives another main action; overpaying gives change (with
  the change module). Offices, diamonds, coins and master builders may pay (C §19, 0.2).
  The vizier cannot buy one [IGR5, C §19]: it is no act of the window.
- Then the die is rolled, seeded from the game's seed and the move number (never a global
  random): **SU2** the cube marks the rolled type, public, and the card takes only that
  type (``modules_state["sultan.owned"]``: per seat, [card, type] pairs).
- **SU3**: when a building of that type enters a market slot during a refill (after the
  money display is refilled, §0.3 step 5), its owner may discard the card and take the
  tile free, placing it at once: built, reserved (as a vizier's tile, V2) or given to Dirk
  (C §19: "kann ... an Dirk weitergegeben werden"). The slot is refilled again (and that
  tile may be claimed in turn). Among rival claims, the owner nearest in turn order to the
  player about to move wins. The claim comes before the vizier (C §19: "Die Gunst des
  Wesirs ist nachrangig zur Macht des Sultans"): the shared window between turns opens
  only after it, also after a vizier's purchase refilled the market (SU7).
- A tile taken so is no purchase: no caravanserai step, no scout (IN: its event is
  :class:`~.events.SultanClaimed`, never a ``TileBought``, so the invaders do not see an
  exact purchase), no change, no extra action; it counts for culture tiles as any tile in
  the Alhambra or on the reserve does (AM2 counts the tiles a seat has).
- Dirk's tiles after round 2 are drawn from the bag straight to him (:mod:`.dirk`): they
  never enter a market slot, so no card can take them (C §19).
- Not with Granada or the combination (X1).

Decisions where the sources are silent:

- SU5: the claim is a window of its own (``Flow.window_seats``; ``modules_state
  ["sultan.claim"]``), not an act of the shared window (:mod:`.window`), because it must come
  before every vizier and thief (C §19) and belongs to the refill, not to the time after a
  turn. One new tile at a time, in slot order; it asks every playing seat holding a card of
  the tile's type (public: the cards and their types lie face up), each answers once
  (:class:`~.actions.ClaimWithSultan` or :class:`~.actions.PassSultan`); a claim is applied
  as soon as every seat before it in priority (the player about to move first, the player
  who just moved last) has passed. Until then it waits, told as an answer like a pass (as
  the vizier's V1). When every seat passed, the next new tile is looked at; with none left
  the shared window opens (``Module.before_window``), or, within a turn, the turn goes
  on. A seat that leaves counts as having passed; the bot passes for seats whose time ran
  out.
- SU6: the discarded card leaves the game (as the wall cards' WE1): its cube marked one roll,
  and a card coming back with the discard pile would hold no type.
- SU7 (changed in issue 40 to follow the sources: C-turn, a player not on turn "darf ...
  eine Sultankarte einsetzen, wenn der Bauhof gerade aufgefüllt wird"; C §19; SU c): every
  refill opens the claim, whoever caused it. The tiles that count as new are those in the
  market now that were not when the module last looked, and it looks after each refill:
  at a turn's end (before the shared window), after a vizier's purchase in that window
  (before the window opens afresh: the sultan's power ranks above the vizier's), after a
  claim's own refill, and within a turn when a tile was drawn into the market there
  (Laila's swap, C §7: "Auch das mit Laila Wundabah nachgezogene Gebäude kann mit einer
  Sultankarte erworben werden"; ``after_action``): then the claim opens at once, the
  player whose turn goes on (the player about to move) is asked first and the others in
  turn order, and the turn goes on when the claim is settled (SU8 waits for the turn's
  end there: the turn's own refill ends the game).
- SU8: if the market cannot be refilled after a claim, the game ends as after a turn (as
  the vizier's V3).
- SU9: a seat may hold any number of sultan cards; it may claim with any of its cards of the
  tile's type (the answer names the card).
- SU10: if the player about to move leaves the game during the claim, the claim closes with
  that turn (as the shared window does, V4); the tile stays in the market.

A magic building (promo, MG6 of :mod:`.magic_buildings`) is claimed in the position the
claim names (``ClaimWithSultan.face``: one of its rotations, free), as its buyer picks it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from engine.errors import Reason

from ..actions import BuySultanCard, ClaimWithSultan, GiveToDirk, PassSultan, Place, Reserve
from ..components import BUILDINGS, CURRENCIES, TILES, Card, register_cards, rotations
from ..errors import CannotAfford, IllegalAction, IllegalPlacement
from ..events import (
    SultanAnswered,
    SultanCardBought,
    SultanCardShown,
    SultanClaimClosed,
    SultanClaimed,
    SultanClaimOpened,
)
from ..kit import (
    Later,
    action_done,
    open_between_turns,
    payment_problem,
    placing_handlers,
    purchase_payments,
    rules_of,
    total,
)
from ..state import GameState
from . import seam as modules
from .change import give_change
from .seam import overpaying_pays

#: SU4: two cards per currency.
SULTAN_CARDS: tuple[Card, ...] = tuple(
    Card(id=f"sultan-{currency}-{copy}", kind="sultan", currency=currency)
    for currency in CURRENCIES for copy in (1, 2))
register_cards(SULTAN_CARDS)
SULTAN_IDS: tuple[str, ...] = tuple(card.id for card in SULTAN_CARDS)
CURRENCY_OF: dict[str, str] = {card.id: card.currency for card in SULTAN_CARDS}
#: The price of a sultan card, in its currency.
PRICE = 7
#: Setup: 3 cards into money pile 1, 2 into pile 2, 3 into pile 3 (0-based stacks).
PILES = (0, 0, 0, 1, 1, 2, 2, 2)

#: Keys in ``GameState.modules_state``.
SHOWN = "sultan.shown"
OWNED = "sultan.owned"
SEEN = "sultan.seen"
CLAIM = "sultan.claim"
PASS = "pass"


def shown(state: GameState) -> list[str]:
    """The sultan cards lying beside the money display."""
    return list(state.modules_state.get(SHOWN) or ())


def owned(state: GameState) -> list[list[list[str]]]:
    """Per seat: its sultan cards as [card, rolled type]."""
    found = state.modules_state.get(OWNED)
    return [list(map(list, cards)) for cards in found] if found else \
        [[] for _ in state.players]


def claim(state: GameState) -> dict | None:
    """The open claim window (see SU5), or None."""
    return state.modules_state.get(CLAIM)


def _store(state: GameState, **changes: Any) -> GameState:
    data = dict(state.modules_state)
    keys = {"shown": SHOWN, "owned": OWNED, "seen": SEEN, "claim": CLAIM}
    for key, value in changes.items():
        if value is None:
            data.pop(keys[key], None)
        else:
            data[keys[key]] = value
    return state.model_copy(update={"modules_state": data})


def roll(state: GameState) -> str:
    """The die: a type, seeded from the game's seed and the move number."""
    return random.Random(f"alhambra:{state.seed}:sultan:{state.moves}").choice(BUILDINGS)


# -- buying ------------------------------------------------------------------------------


def buy_problem(state: GameState, seat: int, card: str, cards: tuple[str, ...]
                ) -> IllegalAction | None:
    """Why ``seat`` may not buy the sultan card ``card`` with ``cards``, or None."""
    if card not in shown(state):
        return IllegalAction("that sultan card does not lie beside the money display",
                             "engine-sultan-not-shown")
    currency = CURRENCY_OF[card]
    problem = payment_problem(state.players[seat].hand, currency, PRICE, cards)
    if problem:
        return CannotAfford(f"cannot buy the sultan card: {problem}",
                            "engine-sultan-cannot-pay", price=PRICE, currency=currency,
                            problem=problem)
    return None


def _buy(state: GameState, seat: int, action: BuySultanCard):
    problem = buy_problem(state, seat, action.card, action.cards)
    if problem is not None:
        raise problem
    building = roll(state)
    paid = total(action.cards)
    exact = paid == PRICE
    player = state.players[seat]
    mine = owned(state)
    mine[seat] = mine[seat] + [[action.card, building]]
    state = action_done(
        state, extra=exact, seat=seat,
        player={"hand": tuple(c for c in player.hand if c not in action.cards)},
        discard=state.discard + action.cards)
    state = _store(state, shown=[c for c in shown(state) if c != action.card], owned=mine)
    events: list = [SultanCardBought(seat=seat, card=action.card, cards=action.cards,
                                     exact=exact, building=building)]
    if not exact and "change" in state.options.modules:  # SU4: overpaying gives change
        state = give_change(state, seat, paid, PRICE, events)
    # the die was seen: the turn is not undone past the roll
    return state.model_copy(update={"turn_start": None}), events


def _buying(state: GameState, seat: int) -> Later:
    """Buying a shown card with each payment, listed when asked (whether the hand pays
    one is quick: the payments are kept per hand)."""
    hand = state.players[seat].hand
    overpay = overpaying_pays(state)
    cards = tuple(dict.fromkeys(shown(state)))

    def make() -> list[BuySultanCard]:
        return [BuySultanCard(card=card, cards=paid) for card in cards
                for paid in purchase_payments(hand, CURRENCY_OF[card], PRICE, overpay=overpay)]

    return Later(make, lambda: any(purchase_payments(hand, CURRENCY_OF[card], PRICE,
                                                     overpay=overpay) for card in cards))


# -- the claim window (SU3, SU5) -----------------------------------------------------------


def _cards_for(state: GameState, seat: int, tile: str) -> list[str]:
    building = TILES[tile].building
    return [card for card, rolled in owned(state)[seat] if rolled == building]


def _next_new(state: GameState, first: int) -> tuple[int, str, list[int]] | None:
    """The first new market tile (SU7) some playing seat could claim: (slot, tile, the seats
    asked in priority order from ``first``, the player about to move); None when there is
    none."""
    seen = set(state.modules_state.get(SEEN) or ())
    seats = len(state.players)
    order = [(first + step) % seats for step in range(seats)]
    for slot, tile in enumerate(state.market):
        if tile is None or tile in seen:
            continue
        asked = [s for s in order if s not in state.retired and _cards_for(state, s, tile)]
        if asked:
            return slot, tile, asked
    return None


def _mark_seen(state: GameState) -> GameState:
    return _store(state, seen=[t for t in state.market if t is not None])


def _waiting(state: GameState, seats: Iterable[int]) -> GameState:
    flow = state.flow.model_copy(update={"window_seats": tuple(seats)})
    # turn_start None: no undo of the turn that goes on ever takes back a claim
    return state.model_copy(update={"flow": flow, "turn_start": None})


def _unseen(state: GameState) -> bool:
    """Whether the market holds a tile the module has not looked at (asked after every
    action: a set of at most four)."""
    seen = state.modules_state.get(SEEN) or ()
    return any(tile is not None and tile not in seen for tile in state.market)


def _look(state: GameState, mover: int, events: list, *, within: bool = False) -> GameState:
    """Open the claim window for the next new tile some seat could claim, or mark the
    market seen. Between turns (``mover`` just moved; the shared window opens when no claim
    is left) the next player is asked first; ``within`` a turn (Laila's swap, SU7) the
    player whose turn goes on (``mover``) is, and the turn goes on when none is left."""
    first = mover if within else (mover + 1) % len(state.players)
    found = _next_new(state, first)
    if found is None:
        return _mark_seen(state)
    slot, tile, asked = found
    events.append(SultanClaimOpened(tile=tile, slot=CURRENCIES[slot], seats=tuple(asked)))
    current = {"tile": tile, "slot": slot, "order": asked, "answers": {}, "mover": mover}
    if within:
        current["within"] = True
    return _waiting(_store(state, claim=current), asked)


def _after_claim(state: GameState, current: dict, events: list) -> GameState:
    """The claim on ``current``'s tile is settled: the next new tile is looked at; between
    turns the shared window opens when none is left, within a turn the turn goes on."""
    if current.get("within"):
        return _look(state, current["mover"], events, within=True)
    return open_between_turns(state, current["mover"], events)


def _resolve(state: GameState, events: list) -> GameState:
    current = claim(state)
    answers = current["answers"]
    for seat in current["order"]:
        answer = answers.get(str(seat))
        if answer is None:
            return _waiting(state, [s for s in current["order"] if str(s) not in answers])
        if answer != PASS:
            return _take(state, seat, ClaimWithSultan.model_validate(answer), current, events)
    events.append(SultanClaimClosed(tile=current["tile"]))
    seen = list(state.modules_state.get(SEEN) or ()) + [current["tile"]]
    state = _waiting(_store(state, claim=None, seen=seen), ())
    return _after_claim(state, current, events)


def _take(state: GameState, seat: int, action: ClaimWithSultan, current: dict, events: list
          ) -> GameState:
    """SU3: ``seat`` discards its card and takes the tile, placed at once; the slot is
    refilled; then the next new tile (or the shared window, or the turn that goes on)."""
    slot, tile, mover = current["slot"], current["tile"], current["mover"]
    market = list(state.market)
    market[slot] = None
    mine = owned(state)
    mine[seat] = [pair for pair in mine[seat] if pair[0] != action.card]
    player = state.players[seat]
    players = list(state.players)
    taken = action.face or tile  # MG6: a magic building in the position named
    players[seat] = player.model_copy(update={"bought": player.bought + (taken,)})
    state = state.model_copy(update={"players": tuple(players), "market": tuple(market),
                                     "out_of_game": state.out_of_game + (action.card,)})
    state = _waiting(_store(state, owned=mine, claim=None), ())
    events.append(SultanClaimed(seat=seat, card=action.card, tile=tile,
                                slot=CURRENCIES[slot]))
    handlers = placing_handlers(state.options.modules)
    if action.dirk:
        state, placed = handlers["give_to_dirk"](state, seat, GiveToDirk(tile=tile))
    elif action.reserve:
        state, placed = handlers["reserve"](state, seat, Reserve(tile=taken))
    else:
        state, placed = handlers["place"](state, seat, Place(tile=taken, x=action.x, y=action.y))
    events += placed
    rules = rules_of(state)
    state = rules.refill_market(state, events)
    if not rules.market_complete(state) and not current.get("within"):  # SU8
        state = _store(state, seen=None)
        return rules.end_game(state, mover, events)
    return _after_claim(state, current, events)


def claim_problem(state: GameState, seat: int, action: ClaimWithSultan
                  ) -> IllegalAction | None:
    """Why ``seat`` may not claim the open window's tile so, or None."""
    current = claim(state)
    if current is None or seat not in current["order"]:
        return IllegalAction("no tile can be taken with a sultan card now",
                             "engine-sultan-no-claim")
    tile = current["tile"]
    if action.card not in _cards_for(state, seat, tile):
        return IllegalAction("that sultan card of yours does not take this building",
                             "engine-sultan-wrong-card", tile=tile)
    if action.face is not None and (action.dirk or action.face not in rotations(tile)[1:]):
        return IllegalAction("that is no other position of this magic building",
                             "engine-magic-no-such-rotation", tile=tile)
    if action.dirk:
        if "dirk" not in state.options.modules or action.reserve or action.x is not None:
            return IllegalAction("only in a game for two can a tile go to Dirk",
                                 "engine-sultan-no-dirk")
        return None
    tile = action.face or tile  # MG6: a magic building in the position named
    if action.reserve:
        return None if action.x is None else IllegalAction(
            "build the tile or put it on your reserve, not both", "engine-sultan-where")
    if action.x is None or action.y is None:
        return IllegalAction("say where to build the tile, or put it on your reserve",
                             "engine-sultan-where")
    cell = (action.x, action.y)
    rules = rules_of(state)
    if cell not in rules.legal_positions(state, seat, tile):
        reason = rules.placement_problem(state, seat, tile, cell)
        return IllegalPlacement(f"cannot build there: {reason}", "engine-cannot-build",
                                tile=tile, cell=cell, problem=reason)
    return None


def _answer(state: GameState, seat: int, answer: Any, events: list) -> GameState:
    current = dict(claim(state))
    if str(seat) in current["answers"]:
        raise IllegalAction("you have answered already", "engine-sultan-answered")
    current["answers"] = {**current["answers"], str(seat): answer}
    events.append(SultanAnswered(seat=seat))
    return _resolve(_store(state, claim=current), events)


def _claim(state: GameState, seat: int, action: ClaimWithSultan):
    problem = claim_problem(state, seat, action)
    if problem is not None:
        raise problem
    events: list = []
    return _answer(state, seat, action.model_dump(mode="json"), events), events


def _pass(state: GameState, seat: int, action: PassSultan):
    if claim(state) is None or seat not in claim(state)["order"]:
        raise IllegalAction("no tile can be taken with a sultan card now",
                            "engine-sultan-no-claim")
    events: list = []
    return _answer(state, seat, PASS, events), events


_PASS = PassSultan()


class Sultan(modules.Module):
    name = "sultan"
    title = "Sultan cards"
    description = ("Sultan cards come with the money: buy one for 7 and roll a building; "
                   "when such a building enters the market, take it for free.")
    rule_sets = ("alhambra",)
    extra_cards = SULTAN_IDS
    handlers = {"buy_sultan_card": _buy, "claim_with_sultan": _claim,
                "pass_sultan": _pass}
    phase_actions = {"action": frozenset({"buy_sultan_card"})}
    window_actions = frozenset({"claim_with_sultan", "pass_sultan"})

    def deck_cards(self, rng: random.Random) -> list[tuple[int, str]]:
        cards = list(SULTAN_IDS)
        rng.shuffle(cards)
        return list(zip(PILES, cards, strict=True))

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        state = _store(state, shown=[], owned=[[] for _ in state.players])
        return _mark_seen(state)

    def revealed_card(self, state: GameState, card: str, events: list) -> GameState | None:
        if card not in CURRENCY_OF:
            return None
        events.append(SultanCardShown(card=card))
        return _store(state, shown=shown(state) + [card])

    def held_cards(self, state: GameState) -> Iterable[str]:
        return shown(state) + [card for cards in owned(state) for card, _ in cards]

    def turn_groups(self, state: GameState, seat: int):
        if not shown(state):
            return []
        return [("buy_sultan_card", _buying(state, seat))]

    def before_window(self, state: GameState, mover: int, events: list) -> GameState:
        """SU5, SU7: the claims on the new tiles of the refill at a turn's end, or of a
        vizier's purchase, come before the shared window."""
        return _look(state, mover, events)

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        """SU7: a tile drawn into the market within a turn (Laila's swap) is claimed at
        once, before the turn goes on."""
        if state.flow.window_seats or state.flow.phase not in ("action", "placing") \
                or not _unseen(state):
            return state  # (after every action: the common case fast)
        return _look(state, state.flow.active_seat, events, within=True)

    def window_legal_actions(self, state: GameState, seat: int):
        current = claim(state)
        if current is None or seat not in state.flow.window_seats:
            return
        tile = current["tile"]
        rules = rules_of(state)
        cells = sorted(rules.legal_positions(state, seat, tile))
        dirk = "dirk" in state.options.modules
        turned = [(face, sorted(rules.legal_positions(state, seat, face)))
                  for face in rotations(tile)[1:]]  # MG6: a magic building, turned
        for card in dict.fromkeys(_cards_for(state, seat, tile)):
            for x, y in cells:
                yield ClaimWithSultan(card=card, x=x, y=y)
            yield ClaimWithSultan(card=card, reserve=True)
            if dirk:
                yield ClaimWithSultan(card=card, dirk=True)
            for face, at in turned:
                for x, y in at:
                    yield ClaimWithSultan(card=card, x=x, y=y, face=face)
                yield ClaimWithSultan(card=card, reserve=True, face=face)
        yield _PASS

    def window_reason(self, state: GameState) -> Reason | None:
        if claim(state) is None:
            return None
        return Reason("others may take the new tile with a sultan card",
                      "engine-sultan-window")

    def seat_left(self, state: GameState, seat: int, events: list) -> GameState:
        """SU5: a seat that leaves counts as having passed."""
        current = claim(state)
        if current is None:
            return state
        if not state.flow.window_seats:  # the next player left: the claim closed with the
            # turn (as the shared window does); the tile stays, seen
            seen = list(state.modules_state.get(SEEN) or ()) + [current["tile"]]
            return _store(state, claim=None, seen=seen)
        if seat not in current["order"] or str(seat) in current["answers"]:
            return state
        current = {**current, "answers": {**current["answers"], str(seat): PASS}}
        return _resolve(_store(state, claim=current), events)

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """The cards beside the display, every seat's cards with their types (public), the
        open claim (the tile, its slot and the seats asked); a seat's own answer only to
        itself."""
        fields: dict[str, Any] = {
            "shown": shown(state),
            "owned": [[{"card": card, "building": building} for card, building in cards]
                      for cards in owned(state)]}
        current = claim(state)
        if current is not None:
            fields["claim"] = {"tile": current["tile"], "slot": CURRENCIES[current["slot"]],
                               "seats": list(current["order"])}
            if seat is not None and str(seat) in current["answers"]:
                fields["claim"]["answered"] = current["answers"][str(seat)] != PASS
        return fields

    def problems(self, state: GameState) -> list[str]:
        found = []
        cards = shown(state)
        if any(c not in CURRENCY_OF for c in cards):
            found.append(f"beside the display lie {cards!r}, not sultan cards")
        mine = owned(state)
        if len(mine) != len(state.players):
            found.append(f"sultan cards for {len(mine)} seats")
        for cards in mine:
            for card, building in cards:
                if card not in CURRENCY_OF or building not in BUILDINGS:
                    found.append(f"a seat holds {card!r} marked {building!r}")
        current = claim(state)
        if current is not None:
            waiting = [s for s in current["order"] if str(s) not in current["answers"]]
            if tuple(waiting) != state.flow.window_seats:
                found.append(f"the sultan's claim waits for {state.flow.window_seats}, not "
                             f"{waiting}")
            if state.market[current["slot"]] != current["tile"]:
                found.append(f"the claimed tile {current['tile']} is not in its slot")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Sultan()
