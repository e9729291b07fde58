"""Granada, the family box's "Profiversion" (rule book p. 8-11), and its simplified scoring.

Module names: ``granada`` (the rule set) and ``granada_simplified`` (its scoring option).
Page numbers are those of the printed book; the text copy
(``shared/rules/alhambra-familybox-de.txt``) has no page breaks, so they follow the book's
order: material p. 8, setup and turn p. 9, scoring with its examples p. 10, end of the game,
two players and the simplified scoring p. 11.

**The tiles are a reconstruction.** The printed tiles' back buildings and moats are not
public; ``data/granada_tiles.json`` is a copy of the project's reconstruction
(``shared/data/reconstructed.json``), consistent with every count and rule of the book: 54
double-sided tiles, nine buildings, each at every price 2..13 exactly once; the front shows
an even price p, the back p + 1 and another building; the moats lie on the same physical
edges of both faces (the back is the front mirrored left to right).

Ids. A face is named by what it shows, ``granada-<building>-<price>`` (unique: every
building appears once at each price); a physical tile is named by its even face (the ids of
the data file). The bag holds physical tiles; the market, the tiles waiting to be built,
the reserve, the city and Dirk hold faces. Moats are stored as the tiles' ``walls`` and
follow the wall rules exactly (p. 9: "Der Bau der Gräben in Granada folgt denselben Regeln
wie der Bau der Stadtmauern"); they score like the longest outer wall (p. 10).

Rules (the rest of the base game is unchanged, p. 8-9):

- Setup (p. 9): each player starts from Granada's start tile (it shows the Alhambra); the
  first market shows even sides; the black marker then stands on "odd".
- Refill (p. 9): new market tiles show the side the marker names; after the market was
  refilled the marker moves to the other side.
- Buying and rebuilding never turn a tile over (p. 9). A bought tile is built with the side
  it showed on the market for free; turning it over to build its other side costs at least
  3 money units of one currency (:class:`~.actions.Flip`; no change; the cards go to the
  discard pile). A bought tile may go to the reserve either side up for free (``Reserve``
  naming either face). On the reserve or in the city a tile is never turned again. The
  same holds for a tile bought with the vizier ("das gerade erworbene Plättchen", p. 9;
  V2 of :mod:`.vizier`).
- Majorities (p. 10): 1st, 2nd, 3rd are paid (round 1: 1st; round 2: 1st, 2nd; round 3: all
  three) a multiplier (1 | 2, 1 | 3, 2, 1) times the number of tiles of that building in all
  cities. Equal counts: the higher-priced tile of that building in the city ranks higher.
- Simplified scoring (``granada_simplified``, p. 11): fixed points per building, 3 | 10, 3 |
  18, 10, 3.
- End (p. 10-11): as in the base game, the left-over market tiles go to the most money in
  their currency, but one by one in slot order: the receiver builds it at once, without
  turning it over, before the next is handed out; they may decline (the tile goes to their
  reserve, where it never scores). Then the final scoring.
- Two players (p. 11): the base game's Dirk rules; Dirk's first six tiles show even sides,
  later ones the side the marker names.

Decisions where the book is silent (listed so they can be checked against the print):

- G1: the marker moves only after a refill that laid out at least one tile (a turn that
  emptied no slot refills nothing); Dirk's tiles follow the marker but never move it.
- G2: "the number of tiles visible in all cities" counts built tiles in the players'
  cities only; Dirk builds no city, so his tiles compete for places but add nothing to
  the number (the table says "eingebauten, sichtbaren Gebäude"). In a tie Dirk's highest
  priced tile of the type stands for "das Plättchen ... in seiner Stadt".
- G3: the price tie-break also applies to the simplified scoring; since every building
  appears once at each price, two participants with tiles never tie, so places are never
  shared in Granada.
- G4: turning a tile over is offered, and accepted, only when its other side fits
  somewhere in the city now ("umdrehen und dann einbauen"); a tile turned over may still go
  to the reserve, and may be turned back for another payment.
- G5: declining an end-of-game tile puts it on the receiver's reserve (where it never
  scores), as the base game's end lets a receiver reserve it.
- G6: a tile given to Dirk keeps the side it showed when bought.
- G7: the left-over tiles are handed out in the order of the market's slots (1 to 4, the
  order the book numbers them and refills them in); who receives a tile is decided when it
  is handed out (money does not change meanwhile; a seat that left the game no longer
  counts, as in the base game).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from functools import lru_cache

from ..actions import Flip, Reserve
from ..components import (
    CARDS,
    CURRENCIES,
    JOKER_CURRENCIES,
    OTHER_FACE,
    TILES,
    Tile,
    other_face,
    read_data,
    register_faces,
    register_tiles,
)
from ..errors import CannotAfford, IllegalAction, Reason
from ..events import FinalTileGiven, TileFlipped, TurnEnded
from ..kit import (
    Later,
    Majorities,
    RuleSet,
    announce_awards,
    begin_turn,
    count_buildings,
    final_scoring,
    hand_money,
    left_over_awards,
    minimal_payments,
    rank_payouts,
    rules_of,
    tile_words,
    total,
    with_player,
)
from ..kit import (
    reserve as _core_reserve,
)
from ..state import GameState
from . import seam as modules

_DATA = read_data()
_TILES_DATA = read_data("granada_tiles.json")

#: Granada's nine buildings in the order of the scoring tableau (rule book p. 8).
BUILDINGS: tuple[str, ...] = tuple(
    t["id"] for t in sorted(_DATA["granada"]["building_types"], key=lambda t: t["scoring_order"])
)
_SCORING = _DATA["scoring"]["granada"]
#: Round -> multiplier by place (1st, 2nd, 3rd) of the number of tiles in all cities.
MULTIPLIERS: dict[int, tuple[int, ...]] = {
    number: tuple(_SCORING["normal"][letter]) for number, letter in ((1, "A"), (2, "B"), (3, "C"))
}
#: Round -> fixed points by place, the simplified scoring (p. 11).
SIMPLIFIED: dict[int, tuple[int, ...]] = {
    number: tuple(_SCORING["simplified"][letter])
    for number, letter in ((1, "A"), (2, "B"), (3, "C"))
}
#: Turning a bought tile over costs at least this much in one currency (p. 9).
FLIP_COST = 3
#: Key of the black marker in ``GameState.modules_state``: the side the next refill shows.
MARKER = "granada.marker"
EVEN, ODD = "even", "odd"

START = Tile(id="granada-start", building="start", price=0, walls=frozenset(), city="granada",
             start=True)


def _face(data: dict) -> Tile:
    return Tile(id=f"granada-{data['type']}-{data['price']}", building=data["type"],
                price=data["price"], walls=frozenset(data["moats"]), city="granada")


def _register() -> tuple[str, ...]:
    register_tiles((START,))
    physical = []
    for entry in _TILES_DATA["tiles"]:
        front, back = _face(entry["front"]), _face(entry["back"])
        assert front.id == entry["id"], entry["id"]  # a tile is named by its even face
        register_faces(entry["id"], front, back)
        physical.append(entry["id"])
    return tuple(physical)


#: The 54 physical tiles, named by their even faces, in data order.
TILE_IDS: tuple[str, ...] = _register()


def face(tile: str, side: str) -> str:
    """The face of physical ``tile`` (or of either face's tile) showing ``side``."""
    even = tile if TILES[tile].price % 2 == 0 else OTHER_FACE[tile]
    return even if side == EVEN else OTHER_FACE[even]


def marker(state: GameState) -> str:
    """The side the next refill shows (the black marker's field)."""
    value = state.modules_state.get(MARKER, ODD)
    return value if value in (EVEN, ODD) else ODD


def _words(tile: str) -> str:
    return tile_words(TILES[tile])


class GranadaRules(RuleSet):
    """Granada's rule set: its tiles and start tile, the marker, the multiplied majorities
    with the price tie-break, and the one-by-one end of the game."""

    name = "granada"
    buildings = BUILDINGS
    start_tile = START.id

    def tiles(self) -> tuple[str, ...]:
        return TILE_IDS

    def lay_out(self, state: GameState, tiles: Sequence[str], *, setup: bool = False
                ) -> tuple[str, ...]:
        side = EVEN if setup else marker(state)
        return tuple(face(t, side) for t in tiles)

    def refill_market(self, state: GameState, events: list) -> GameState:
        before = len(state.bag)
        state = super().refill_market(state, events)
        if len(state.bag) < before:  # G1: the marker moves after a refill
            flipped = EVEN if marker(state) == ODD else ODD
            state = state.model_copy(
                update={"modules_state": {**state.modules_state, MARKER: flipped}})
        return state

    def majorities(self, state: GameState, number: int,
                   participants: Sequence[Sequence[Tile]]) -> Majorities:
        # Granada's own nine, also where a rule set adds buildings of its own (the
        # combination scores the Alhambra's by the base table, p. 13).
        buildings = BUILDINGS
        seats = len(state.players)
        counts = count_buildings(buildings, participants)
        best = {
            b: tuple(max((t.price for t in tiles if t.building == b), default=0)
                     for tiles in participants)
            for b in buildings
        }
        visible = {b: sum(counts[b][:seats]) for b in buildings}  # G2
        simplified = "granada_simplified" in state.options.modules
        points = {}
        for b in buildings:
            payouts = SIMPLIFIED[number] if simplified else tuple(
                m * visible[b] for m in MULTIPLIERS[number])
            points[b] = tuple(rank_payouts(counts[b], payouts, tiebreak=best[b]))
        return Majorities(counts=counts, points=points, visible=visible, best_prices=best)

    def end_game(self, state: GameState, seat: int, events: list) -> GameState:
        announce_awards(state, left_over_awards(state), events)
        return self._hand_out_next(state, seat, events)

    def next_final(self, state: GameState, seat: int, events: list) -> GameState:
        return self._hand_out_next(state, seat, events)

    def _hand_out_next(self, state: GameState, seat: int, events: list) -> GameState:
        """p. 10: the next left-over tile, in slot order, goes to its receiver, who builds
        it before the next one is handed out; when none is left, the final scoring."""
        pending = [(slot, who) for slot, who in left_over_awards(state).items()
                   if who is not None]
        if not pending:
            events.append(TurnEnded(seat=seat, next_seat=None))
            return final_scoring(state, events)
        slot, receiver = pending[0]
        tile = state.market[slot]
        market = list(state.market)
        market[slot] = None
        state = state.model_copy(update={"market": tuple(market)})
        state = with_player(state, receiver, bought=state.players[receiver].bought + (tile,))
        events.append(TurnEnded(seat=seat, next_seat=receiver))
        events.append(FinalTileGiven(seat=receiver, slot=CURRENCIES[slot], tile=tile))
        return begin_turn(state, receiver, turn=state.flow.turn + 1, phase="final_placing",
                           queue=tuple(who for _, who in pending))


GRANADA_RULES = GranadaRules()


def flip_payment_problem(hand: Sequence[str], cards: Sequence[str]) -> Reason | None:
    """Why ``cards`` cannot pay for turning a tile over, or None."""
    if not cards:
        return Reason(f"choose the money cards to pay with (at least {FLIP_COST} in one "
                      "currency)", "engine-flip-pay-none", cost=FLIP_COST)
    if len(set(cards)) != len(cards):
        return Reason("each money card can be paid only once", "engine-pay-twice")
    missing = [c for c in cards if c not in hand]
    if missing:
        return Reason(f"you do not hold {', '.join(str(CARDS[c]) for c in missing)}",
                      "engine-pay-missing", cards=tuple(missing))
    currencies = {CARDS[c].currency for c in cards}
    if len(currencies) > 1:
        return Reason(f"pay in one currency only, not in {' and '.join(sorted(currencies))}",
                      "engine-flip-one-currency", currencies=tuple(sorted(currencies)))
    if total(cards) < FLIP_COST:
        return Reason(f"it costs at least {FLIP_COST} in one currency; the cards you chose "
                      f"total {total(cards)} (there is no change)", "engine-flip-too-little",
                      cost=FLIP_COST, total=total(cards))
    return None


def flip_payments(hand: Sequence[str]) -> list[tuple[str, ...]]:
    """Every minimal way ``hand`` pays for turning a tile over (at least 3 in one
    currency): the ones a turn lists, for the vizier's purchase too (V2)."""
    return [cards for currency in _flip_currencies()
            for cards in minimal_payments(hand, currency, FLIP_COST)]


def _flip(state: GameState, seat: int, action: Flip):
    player = state.players[seat]
    if action.tile not in player.bought:
        raise IllegalAction("only a tile bought this turn, still waiting to be built, can be "
                            "turned over", "engine-flip-not-bought", tile=action.tile)
    back = other_face(action.tile)
    if back is None:
        raise IllegalAction(f"the {_words(action.tile)} has only one side", "engine-one-sided",
                            tile=action.tile)
    problem = flip_payment_problem(player.hand, action.cards)
    if problem:
        raise CannotAfford(f"cannot turn the {_words(action.tile)} over: {problem}",
                           "engine-cannot-flip", tile=action.tile, problem=problem)
    if not rules_of(state).legal_positions(state, seat, back):
        raise IllegalAction(
            f"the other side of the {_words(action.tile)}, the {_words(back)}, fits nowhere in "
            "your city now; turning a tile over is only for building it (the reserve takes "
            "either side for free)", "engine-flip-nowhere", tile=action.tile, other_tile=back)
    bought = list(player.bought)
    bought[bought.index(action.tile)] = back
    state = with_player(state, seat, bought=tuple(bought),
                        hand=tuple(c for c in player.hand if c not in action.cards))
    state = state.model_copy(update={"discard": state.discard + action.cards})
    return state, [TileFlipped(seat=seat, tile=action.tile, to=back, cards=action.cards)]


def _reserve(state: GameState, seat: int, action: Reserve):
    """Reserve a waiting tile with either side up (p. 9), except at the end of the game."""
    player = state.players[seat]
    shown = other_face(action.tile)
    if action.tile in player.bought or shown is None or shown not in player.bought:
        return _core_reserve(state, seat, action)
    if state.flow.phase == "final_placing":
        raise IllegalAction(
            f"at the end of the game tiles are built as they lie: the {_words(shown)} may not "
            "be turned over", "engine-final-as-it-lies", tile=shown)
    bought = list(player.bought)
    bought[bought.index(shown)] = action.tile
    state = with_player(state, seat, bought=tuple(bought))
    state, events = _core_reserve(state, seat, action)
    return state, [e.model_copy(update={"turned": True}) for e in events]


def _flips(state: GameState, seat: int, tile: str) -> Iterator[Flip]:
    back = other_face(tile)
    if back is None or not rules_of(state).legal_positions(state, seat, back):
        return
    hand = state.players[seat].hand
    for currency in _flip_currencies():
        for cards in minimal_payments(hand, currency, FLIP_COST):
            yield _flip_action(tile, cards)


@lru_cache(maxsize=1 << 14)
def _flip_action(tile: str, cards: tuple[str, ...]) -> Flip:
    return Flip(tile=tile, cards=cards)


@lru_cache(maxsize=1 << 10)
def _reserve_action(tile: str) -> Reserve:
    return Reserve(tile=tile)


def _flip_currencies() -> tuple[str, ...]:
    """The currencies a flip may be paid in: the four, and diamonds (expansion 2) as a fifth
    where the currency is free (default DI2)."""
    return CURRENCIES + tuple(sorted(JOKER_CURRENCIES))


def _can_flip(state: GameState, seat: int, tile: str) -> bool:
    """Whether :func:`_flips` lists any: the hand holds the cost in one currency and the
    other face has a place."""
    back = other_face(tile)
    if back is None:
        return False
    money = hand_money(state.players[seat].hand)
    return (any(money.get(currency, 0) >= FLIP_COST for currency in _flip_currencies())
            and bool(rules_of(state).legal_positions(state, seat, back)))


class Granada(modules.Module):
    name = "granada"
    title = "Granada"
    description = ("Build the city of Granada from double-sided tiles with moats; "
                   "majorities pay by how many such buildings all cities show.")
    rule_set = GRANADA_RULES
    handlers = {"flip": _flip, "reserve": _reserve}
    phase_actions = {"placing": frozenset({"flip"})}

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        # p. 9: the first market shows even sides, then the marker goes to "odd"
        return state.model_copy(update={"modules_state": {**state.modules_state, MARKER: ODD}})

    def placing_groups(self, state: GameState, seat: int, tile: str):
        """A bought tile may also go to the reserve other side up, or be turned over for
        the cost (p. 9); the flips are worked out only when asked for."""
        if state.flow.phase == "final_placing":
            return  # p. 10: built as they lie
        back = other_face(tile)
        if back is not None:
            yield "reserve", (_reserve_action(back),)
        yield "flip", Later(lambda: tuple(_flips(state, seat, tile)),
                            lambda: _can_flip(state, seat, tile))

    def view_fields(self, state: GameState, seat: int | None) -> dict:
        return {"marker": marker(state), "flip_cost": FLIP_COST}

    def problems(self, state: GameState) -> list[str]:
        found = []
        if state.modules_state.get(MARKER) not in (EVEN, ODD):
            found.append(f"the black marker stands on {state.modules_state.get(MARKER)!r}")
        shown = [t for t in state.market if t is not None]
        for player in state.players:
            shown += [t for _, _, t in player.alhambra if t != START.id]
            shown += list(player.reserve + player.bought)
        shown += list(state.dirk or ())
        strangers = sorted({t for t in shown if t not in OTHER_FACE})
        if strangers:
            found.append(f"tiles that are no Granada faces: {strangers}")
        return found


class GranadaSimplified(modules.Module):
    name = "granada_simplified"
    title = "Simplified Granada scoring"
    description = ("Granada's buildings score fixed points (3 | 10, 3 | 18, 10, 3) "
                   "instead of multipliers; good for learning.")
    requires = ("granada", "alhambra_granada")


#: The modules of this file: Granada and its simplified scoring.
MODULE = Granada()
SIMPLIFIED_MODULE = GranadaSimplified()
