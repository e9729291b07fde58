"""The street trader (der fliegende Händler), a module of expansion 3 "Die Stunde der Diebe"
(shared/EXPANSIONS.md "ST Street trader"; the compendium of expansions, "10. Fliegender
Händler"). Module name ``street_trader``.

Residents have the six colours of the base game's buildings; the engine names a colour by
its building (``"pavilion"`` is blue, ``"tower"`` purple, ...), so a resident matches a tile
when the colour is the tile's ``building``.

- Components: 42 residents (7 per colour) and a trader per player. Setup ("Jeder Spieler
  erhält ein Händlerplättchen und sechs verschiedene Händlerfiguren. Davon stellt er drei
  auf sein Plättchen und den Rest neben den Bauhof. Das Plättchen legt jeder an seinen
  Brunnen"): each player's six residents, one per colour; three on his trader (secret), the
  other three to the common supply (public). The residents no player takes stay in the box.
- The residents are chosen ("Bevor die vier Gebäudekarten auf den Bauhof gelegt werden
  ... muss sich jeder Spieler vorher seine Bewohner für den fliegenden Händler aussuchen",
  compendium, setup 8; ST b), and so is the side of the fountain the trader lies at ("an
  seinen Brunnen": any side). Before the first turn every seat chooses at once, out of
  turn (:class:`~.actions.ChooseResidents`), in a window of the module's own
  (``Flow.window_seats`` = the seats still choosing, ``modules_state[CHOOSING]``). The
  market stays empty meanwhile (``lays_first_market``: the bag is whole, so no seat sees a
  tile while it chooses); when the last seat has chosen, the four tiles are laid (a refill
  of the empty market, from the bag's front as setup would have) and the first turn
  begins.
- The trader lies on an empty cell next to a tile of its player's Alhambra, at first beside
  the fountain.
- A tile built on the trader's square (bought, from the reserve, with the vizier, or at the
  final distribution) displaces the trader: a resident of the trader of the tile's colour
  moves onto the tile (one, when the trader holds more of that colour), and the player
  refills the trader from the supply with a resident of his choice
  (:class:`~.actions.RefillTrader`). If none matches, he may swap one resident with the
  supply (:class:`~.actions.SwapTrader`, a choice). Then, at the end of the turn, the trader
  goes next to any tile of his Alhambra (:class:`~.actions.MoveTrader`): after the bought
  tiles are built or reserved, before the turn ends (EXPANSIONS §0.3, X3 step 4); ending the
  turn waits for it. The module finds displacements after every action (``after_action``),
  whatever action built the tile. The move is the last step of X3 before the culture
  tiles: once the trader has moved in a turn, no extra rebuild follows (Ammar's comes
  before it, X3 step 2; ``moved_this_turn``), so a trader is displaced at most once a
  turn by its own player.
- Residents never go on building yards, camps or any tile of no colour (compendium §10,
  CA4): such a tile matches no resident.
- Scoring, every round (an extra term ``street_trader``, EXPANSIONS §0.4 step 2): with r_c
  residents of colour c on tiles built in the Alhambra, Σ_{k=1..7} T(#{c : r_c ≥ k}), where
  T(n) = n(n+1)/2: 1, 3, 6, 10, 15, 21 points for a set of 1 to 6 colours.
- Hidden: the residents on a trader are seen by its player only (``view_fields``); how many
  stand on it, the supply, and the residents on tiles are public. Undoing a turn may put a
  resident back on the trader: it was its own player's secret, so nobody learns anything
  from the undo.
- Not with Granada or the combination (X1).

ST1 (the shared default): the trader's square is an empty cell next to a tile; when a rebuild
leaves it beside no tile, the trader moves at the end of the turn as if displaced (nothing
else happens); residents on a reserve tile do not score (they stay on their tile); a colour
missing from the supply cannot be chosen; an empty supply leaves the trader short.

Decisions of this engine:

- ST2: each seat's three residents and its trader's side are drawn with the setup's random
  numbers, and stand while it chooses: they are its choice when it keeps them (the first
  listed choice; the bot makes it for a seat whose time ran out, so a seat that is away is
  never stuck, and the table learns nothing from the draw). While seats choose, the view
  shows nobody the supply or another seat's square: they would tell what was chosen;
  which seats have chosen is public (``choosing``). A seat that leaves the game while
  choosing keeps what was drawn for it.
- ST3: a tile holds one resident at most: a tile with a resident (rebuilt from the reserve
  onto the trader's square) takes no second one, as if none matched.
- ST4: the refill is owed only while the supply holds a resident; a player who owes one
  refills before the trader moves. A swap may be made until the trader moves.
- ST5: a displacement outside its player's turn (the vizier builds between turns) moves the
  resident at once; the refill, the swap and the move wait for the end of that player's own
  next turn (listed with its placing, or, when nothing at all can be done, instead of the
  pass).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Any

from engine.errors import Reason

from ..actions import ChooseResidents, MoveTrader, RefillTrader, SwapTrader
from ..components import BUILDINGS, SIDES, STEP, TILES
from ..errors import IllegalAction
from ..events import (
    ResidentsChosen,
    TraderDetached,
    TraderDisplaced,
    TraderMoved,
    TraderRefilled,
    TraderSwapped,
)
from ..kit import (
    SIDE_STEPS,
    Coord,
    frontier,
    is_site,
    rules_of,
    where,
)
from ..state import Built, GameState, grid_of
from . import seam as modules

#: Keys in ``GameState.modules_state``: per seat, the residents on its trader (secret,
#: sorted by colour); per seat, its trader's square ``[x, y]`` (None: displaced, it moves at
#: the end of the turn); colour -> residents in the common supply; tile id -> the colour of
#: the resident on it; the seats that owe a refill; the seats that may swap.
TRADERS = "street_trader.traders"
SQUARES = "street_trader.squares"
SUPPLY = "street_trader.supply"
RESIDENTS = "street_trader.residents"
REFILL = "street_trader.refill"
SWAP = "street_trader.swap"
#: [seat, turn] of the last move of a trader in its own player's turn (X3 step 4: what
#: comes before the move, the extra rebuilds, is over once it was made).
MOVED = "street_trader.moved"
#: The seats still choosing their residents and side before the first turn (absent or
#: empty once every seat has chosen).
CHOOSING = "street_trader.choosing"

#: Residents on a trader at the start (of each player's six, one per colour).
ON_TRADER = 3
#: Residents of each colour in the box.
PER_COLOUR = 7


def _get(state: GameState, key: str, default: Any) -> Any:
    value = state.modules_state.get(key)
    return default if value is None else value


def traders(state: GameState) -> list[list[str]]:
    return _get(state, TRADERS, [])


def squares(state: GameState) -> list[list[int] | None]:
    return _get(state, SQUARES, [])


def supply(state: GameState) -> dict[str, int]:
    return _get(state, SUPPLY, {})


def residents(state: GameState) -> dict[str, str]:
    return _get(state, RESIDENTS, {})


def _seats(state: GameState, key: str) -> list[int]:
    return _get(state, key, [])


def _set(state: GameState, **changes: Any) -> GameState:
    keys = {"traders": TRADERS, "squares": SQUARES, "supply": SUPPLY, "residents": RESIDENTS,
            "refill": REFILL, "swap": SWAP}
    return state.model_copy(update={"modules_state": {
        **state.modules_state, **{keys[k]: v for k, v in changes.items()}}})


def _sorted(colours) -> list[str]:
    return sorted(colours, key=BUILDINGS.index)


def owes_refill(state: GameState, seat: int) -> bool:
    """ST4: ``seat`` owes a refill, and the supply can give one."""
    return seat in _seats(state, REFILL) and any(supply(state).values())


def may_swap(state: GameState, seat: int) -> bool:
    return seat in _seats(state, SWAP) and bool(traders(state)[seat]) and \
        any(supply(state).values())


def choosing(state: GameState) -> list[int]:
    """The seats still choosing their residents before the first turn (C-setup 8)."""
    return list(state.modules_state.get(CHOOSING) or ())


def moved_this_turn(state: GameState, seat: int) -> bool:
    """Whether ``seat`` moved its trader in the turn now running (X3 step 4 is done)."""
    return state.modules_state.get(MOVED) == [seat, state.flow.turn]


def displaced(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s trader waits to be moved (displaced, or left beside no tile)."""
    found = squares(state)
    return seat < len(found) and found[seat] is None


@lru_cache(maxsize=256)
def _cells(alhambra: tuple[Built, ...]) -> dict[Coord, str]:
    return {(x, y): tile for x, y, tile in alhambra}


def _beside_a_tile(cells, cell: Coord) -> bool:
    x, y = cell
    return any((x + dx, y + dy) in cells for _, dx, dy, _ in SIDE_STEPS)


@lru_cache(maxsize=256)
def _free_cells(alhambra: tuple[Built, ...]) -> tuple[Coord, ...]:
    """The empty cells next to a tile, sorted: where a trader may go."""
    return tuple(sorted(frontier(grid_of(alhambra))))


# -- scoring --------------------------------------------------------------------------------


def _triangle(n: int) -> int:
    return n * (n + 1) // 2


def resident_counts(state: GameState, seat: int) -> Counter[str]:
    """Colour -> the residents on tiles built in ``seat``'s Alhambra (ST1: not the
    reserve)."""
    built = _cells(state.players[seat].alhambra).values()
    on_tiles = residents(state)
    return Counter(on_tiles[tile] for tile in built if tile in on_tiles)


def resident_points(counts: Counter[str] | dict[str, int]) -> int:
    """Σ_{k=1..7} T(#{c : r_c ≥ k}): each "layer" of residents scores as a set of colours."""
    return sum(_triangle(sum(1 for n in counts.values() if n >= k))
               for k in range(1, PER_COLOUR + 1))


# -- displacement ---------------------------------------------------------------------------


def _displace(state: GameState, seat: int, cell: Coord, tile_id: str, events: list
              ) -> GameState:
    tile = TILES[tile_id]
    trader = list(traders(state)[seat])
    on_tiles = dict(residents(state))
    refill, swap = set(_seats(state, REFILL)), set(_seats(state, SWAP))
    stock = any(supply(state).values())
    colour = None if is_site(state, tile_id) else tile.building  # BS3: no resident on a site
    moved = None
    if colour in trader and tile_id not in on_tiles:  # ST3: one resident a tile
        trader.remove(colour)
        on_tiles[tile_id] = moved = colour
        if stock:
            refill.add(seat)
    elif trader and stock:
        swap.add(seat)
    found = list(squares(state))
    found[seat] = None
    all_traders = list(traders(state))
    all_traders[seat] = trader
    events.append(TraderDisplaced(seat=seat, tile=tile_id, x=cell[0], y=cell[1],
                                  resident=moved))
    return _set(state, traders=all_traders, squares=found, residents=on_tiles,
                refill=sorted(refill), swap=sorted(swap))


BUILT_ON, ALONE = "built on", "alone"


@lru_cache(maxsize=1024)
def _square_status(alhambra: tuple[Built, ...], cell: Coord) -> str | None:
    """Whether a tile stands on the trader's square (``BUILT_ON``), or the square lies
    beside no tile (``ALONE``), or neither (None). Asked after every action: kept."""
    cells = _cells(alhambra)
    if cell in cells:
        return BUILT_ON
    return None if _beside_a_tile(cells, cell) else ALONE


def _check_squares(state: GameState, events: list) -> GameState:
    """A trader whose square was built on is displaced; one left beside no tile (ST1) waits
    to be moved as well."""
    for seat, square in enumerate(squares(state)):
        if square is None:
            continue
        cell = (square[0], square[1])
        alhambra = state.players[seat].alhambra
        status = _square_status(alhambra, cell)
        if status is None:
            continue
        if status == BUILT_ON:
            state = _displace(state, seat, cell, _cells(alhambra)[cell], events)
        else:
            found = list(squares(state))
            found[seat] = None
            events.append(TraderDetached(seat=seat))
            state = _set(state, squares=found)
    return state


# -- the actions ----------------------------------------------------------------------------


#: A resident's colour in words, by the building whose colour it has.
COLOURS = {"pavilion": "blue", "seraglio": "red", "arcades": "brown", "chambers": "white",
           "garden": "green", "tower": "purple"}


def _known_colour(building: str) -> None:
    if building not in BUILDINGS:
        raise IllegalAction(f"there are no residents of the colour {building!r}",
                            "engine-trader-no-colour", building=building)


def _from_supply(state: GameState, building: str) -> dict[str, int]:
    _known_colour(building)
    stock = dict(supply(state))
    if not stock.get(building):
        raise IllegalAction(f"the supply holds no {COLOURS[building]} resident",
                            "engine-trader-supply-lacks", building=building)
    stock[building] -= 1
    return stock


def _refill(state: GameState, seat: int, action: RefillTrader):
    if not owes_refill(state, seat):
        raise IllegalAction("your trader is refilled only after a resident left it for a tile",
                            "engine-trader-no-refill")
    stock = _from_supply(state, action.building)
    all_traders = list(traders(state))
    all_traders[seat] = _sorted([*all_traders[seat], action.building])
    state = _set(state, traders=all_traders, supply=stock,
                 refill=[s for s in _seats(state, REFILL) if s != seat])
    return state, [TraderRefilled(seat=seat, building=action.building)]


def _swap(state: GameState, seat: int, action: SwapTrader):
    if not may_swap(state, seat) or not displaced(state, seat):
        raise IllegalAction("you may swap a resident with the supply only when your trader "
                            "was displaced and none of its residents matched the tile",
                            "engine-trader-no-swap")
    _known_colour(action.give)
    if action.give == action.take:
        raise IllegalAction("swap a resident for one of another colour",
                            "engine-trader-swap-same", building=action.give)
    trader = list(traders(state)[seat])
    if action.give not in trader:
        raise IllegalAction(f"your trader holds no {COLOURS[action.give]} resident",
                            "engine-trader-lacks", building=action.give)
    stock = _from_supply(state, action.take)
    trader.remove(action.give)
    stock[action.give] += 1
    all_traders = list(traders(state))
    all_traders[seat] = _sorted([*trader, action.take])
    state = _set(state, traders=all_traders, supply=stock,
                 swap=[s for s in _seats(state, SWAP) if s != seat])
    return state, [TraderSwapped(seat=seat, give=action.give, take=action.take)]


def move_problem(state: GameState, seat: int, cell: Coord) -> Reason | None:
    """Why ``seat``'s trader may not move to ``cell`` now, or None."""
    if not displaced(state, seat):
        return Reason("your trader moves only after a tile displaced it (or a rebuild left it "
                      "beside no tile)", "engine-trader-not-displaced")
    if owes_refill(state, seat):
        return Reason("refill your trader from the supply first", "engine-trader-refill-first")
    waiting = state.players[seat].bought
    if waiting:
        tiles = "tile" if len(waiting) == 1 else f"{len(waiting)} tiles"
        return Reason(f"the trader moves at the end of the turn: build or reserve the {tiles} "
                      "you bought first", "engine-trader-place-first",
                      count=len(waiting))
    if cell not in _free_cells(state.players[seat].alhambra):
        grid = state.players[seat].grid
        place = where(grid, cell)
        if cell in grid:
            return Reason(f"the place {place} is already built", "engine-place-built",
                          place=place)
        return Reason(f"the trader goes on an empty place next to a tile of your Alhambra, "
                      f"not {place}", "engine-trader-square-alone", place=place)
    return None


def _move(state: GameState, seat: int, action: MoveTrader):
    problem = move_problem(state, seat, (action.x, action.y))
    if problem is not None:
        raise IllegalAction(problem)
    found = list(squares(state))
    found[seat] = [action.x, action.y]
    state = _set(state, squares=found, refill=[s for s in _seats(state, REFILL) if s != seat],
                 swap=[s for s in _seats(state, SWAP) if s != seat])
    if state.flow.phase == "placing":  # the end of the turn (X3 step 4)
        state = state.model_copy(update={"modules_state": {
            **state.modules_state, MOVED: [seat, state.flow.turn]}})
    return state, [TraderMoved(seat=seat, x=action.x, y=action.y)]


def _choose(state: GameState, seat: int, action: ChooseResidents):
    """C-setup 8: ``seat``'s residents and its trader's side, before the first turn."""
    waiting = choosing(state)
    if seat not in waiting:
        raise IllegalAction("your residents are chosen: the game begins once everybody has "
                            "chosen", "engine-trader-already-chosen")
    for colour in action.residents:
        _known_colour(colour)
    if len(action.residents) != ON_TRADER or len(set(action.residents)) != ON_TRADER:
        raise IllegalAction(f"choose {ON_TRADER} residents of different colours",
                            "engine-trader-choose-three", count=ON_TRADER)
    if action.side not in SIDES:
        raise IllegalAction(f"there is no side {action.side!r}: the sides are N, E, S and W",
                            "engine-trader-bad-side", side=action.side)
    stock = dict(supply(state))
    for colour in traders(state)[seat]:
        stock[colour] += 1
    for colour in action.residents:
        stock[colour] -= 1
    all_traders, found = list(traders(state)), list(squares(state))
    all_traders[seat] = _sorted(action.residents)
    found[seat] = list(STEP[action.side])
    waiting.remove(seat)
    state = _set(state, traders=all_traders, squares=found, supply=stock)
    return _still_choosing(state, waiting, [ResidentsChosen(seat=seat)])


def _still_choosing(state: GameState, waiting: list[int], events: list
                    ) -> tuple[GameState, list]:
    """The window of the seats still choosing; when none is left, the market is laid
    (C-setup 8: the residents come first) and the first turn begins (a new start of the
    turn: undo never goes back into the choosing)."""
    flow = state.flow.model_copy(update={"window_seats": tuple(waiting)})
    data = {**state.modules_state, CHOOSING: waiting}
    if waiting:
        return state.model_copy(update={"flow": flow, "modules_state": data}), events
    data.pop(CHOOSING)
    state = state.model_copy(update={"flow": flow, "modules_state": data, "turn_start": None})
    last = events[-1]
    laid: list = []
    state = rules_of(state).refill_market(state, laid)
    return state, [*events[:-1], last.model_copy(update={
        "squares": tuple((x, y) for x, y in squares(state))}), *laid]


def default_choice(state: GameState, seat: int) -> ChooseResidents:
    """What ``seat`` keeps when it does not choose (ST2: what was drawn for it)."""
    dx, dy = squares(state)[seat]
    side = next(s for s in SIDES if STEP[s] == (dx, dy))
    return ChooseResidents(residents=tuple(traders(state)[seat]), side=side)


@lru_cache(maxsize=64)
def _refill_action(building: str) -> RefillTrader:
    return RefillTrader(building=building)


@lru_cache(maxsize=64)
def _swap_action(give: str, take: str) -> SwapTrader:
    return SwapTrader(give=give, take=take)


@lru_cache(maxsize=4096)
def _move_action(x: int, y: int) -> MoveTrader:
    return MoveTrader(x=x, y=y)


_KINDS = frozenset({"refill_trader", "swap_trader", "move_trader"})
#: Every three colours of residents, in the buildings' order.
_TRIPLES = tuple(combinations(BUILDINGS, ON_TRADER))


@lru_cache(maxsize=128)
def _choice(colours: tuple[str, ...], side: str) -> ChooseResidents:
    return ChooseResidents(residents=colours, side=side)


class StreetTrader(modules.Module):
    name = "street_trader"
    title = "Street trader"
    description = ("A tile built where your trader stands takes one of its residents; "
                   "residents of many colours score like sets.")
    rule_sets = ("alhambra",)
    handlers = {"refill_trader": _refill, "swap_trader": _swap, "move_trader": _move,
                "choose_residents": _choose}
    phase_actions = {"action": _KINDS, "placing": _KINDS, "final_placing": _KINDS}
    window_actions = frozenset({"choose_residents"})
    lays_first_market = True  # C-setup 8: once the residents are chosen (_still_choosing)

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        """ST2: each player's three residents on the trader and its first square drawn; then
        every seat chooses (C-setup 8), all at once, before the market is laid and the
        first turn begins."""
        on_traders, first, stock = [], [], dict.fromkeys(BUILDINGS, 0)
        for _ in state.players:
            chosen = _sorted(rng.sample(BUILDINGS, ON_TRADER))
            on_traders.append(chosen)
            for colour in BUILDINGS:
                if colour not in chosen:
                    stock[colour] += 1
            dx, dy = STEP[rng.choice(SIDES)]
            first.append([dx, dy])
        state = _set(state, traders=on_traders, squares=first, supply=stock, residents={},
                     refill=[], swap=[])
        return _still_choosing(state, list(range(len(state.players))), [])[0]

    def window_legal_actions(self, state: GameState, seat: int):
        """While choosing: what was drawn first (ST2), then every other choice."""
        if seat not in choosing(state):
            return []
        kept = default_choice(state, seat)
        return [kept, *(_choice(colours, side) for colours in _TRIPLES for side in SIDES
                        if _choice(colours, side) != kept)]

    def window_reason(self, state: GameState) -> Reason | None:
        if not choosing(state):
            return None
        return Reason("the players are choosing their residents", "engine-trader-choosing")

    def seat_left(self, state: GameState, seat: int, events: list) -> GameState:
        """A seat that leaves while choosing keeps what was drawn for it (ST2)."""
        waiting = choosing(state)
        if seat not in waiting:
            return state
        waiting.remove(seat)
        state, more = _still_choosing(state, waiting, [ResidentsChosen(seat=seat)])
        if not waiting:  # the traders' squares show, and the first turn begins
            events.extend(more)
        return state

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        return _check_squares(state, events)

    def finishing_groups(self, state: GameState, seat: int):
        if not displaced(state, seat):
            return
        stock = supply(state)
        if owes_refill(state, seat):
            yield "refill_trader", [_refill_action(b) for b in BUILDINGS if stock.get(b)]
            return
        if may_swap(state, seat):
            yield "swap_trader", [_swap_action(give, take)
                                  for give in dict.fromkeys(traders(state)[seat])
                                  for take in BUILDINGS if stock.get(take) and take != give]
        if not state.players[seat].bought:
            yield "move_trader", [_move_action(x, y)
                                  for x, y in _free_cells(state.players[seat].alhambra)]

    def end_turn_problem(self, state: GameState, seat: int) -> Reason | None:
        if owes_refill(state, seat):
            return Reason("refill your trader from the supply first",
                          "engine-trader-refill-first")
        if displaced(state, seat):
            return Reason("move your street trader next to a tile of your Alhambra first",
                          "engine-trader-move-first")
        return None

    def extra_scoring(self, state: GameState, round_number: int) -> dict[str, tuple[int, ...]]:
        return {"street_trader": tuple(resident_points(resident_counts(state, seat))
                                       for seat in range(len(state.players)))}

    def view_fields(self, state: GameState, seat: int | None) -> dict:
        """Public: the supply, the residents on tiles, each trader's square and how many
        residents stand on it, who owes a refill or may swap. Only ``seat`` sees the
        colours on its own trader."""
        fields = {
            "supply": dict(supply(state)),
            "residents": dict(residents(state)),
            "squares": [list(s) if s is not None else None for s in squares(state)],
            "on_traders": [len(t) for t in traders(state)],
            "refill": [s for s in range(len(state.players)) if owes_refill(state, s)],
            "swap": [s for s in range(len(state.players)) if may_swap(state, s)],
            "choosing": choosing(state),
        }
        if fields["choosing"]:  # ST2: what is chosen shows once everybody has chosen
            fields["supply"] = {}
            fields["squares"] = [None for _ in state.players]
        if seat is not None and seat < len(traders(state)):
            fields["trader"] = list(traders(state)[seat])
            if fields["choosing"]:
                fields["squares"][seat] = list(squares(state)[seat])
        return fields

    def problems(self, state: GameState) -> list[str]:
        found = []
        seats = len(state.players)
        on_traders, square_list = traders(state), squares(state)
        stock, on_tiles = supply(state), residents(state)
        if len(on_traders) != seats or len(square_list) != seats or \
                set(stock) != set(BUILDINGS):
            return [f"the street traders are not set up: {on_traders!r} {square_list!r} "
                    f"{stock!r}"]
        count: Counter[str] = Counter(stock)
        for trader in on_traders:
            count.update(trader)
            if len(trader) > ON_TRADER or trader != _sorted(trader):
                found.append(f"a trader holds {trader}")
        count.update(on_tiles.values())
        if any(count[c] != seats for c in BUILDINGS) or set(count) - set(BUILDINGS) or \
                any(n < 0 for n in stock.values()):
            found.append(f"residents not accounted for: {dict(count)} for {seats} players")
        owned = {t for p in state.players for t in (*(b[2] for b in p.alhambra), *p.reserve)}
        for tile, colour in on_tiles.items():
            if tile not in owned or TILES[tile].building != colour:
                found.append(f"a {colour} resident on {tile}, which is no such tile of a "
                             "player's Alhambra or reserve")
        for seat, square in enumerate(square_list):
            if square is None:
                continue
            cells = _cells(state.players[seat].alhambra)
            cell = (square[0], square[1])
            if cell in cells or not _beside_a_tile(cells, cell):
                found.append(f"seat {seat}'s trader stands on {cell}, no empty cell next to a "
                             "tile")
        waiting = choosing(state)
        if waiting and tuple(waiting) != state.flow.window_seats:
            found.append(f"seats {waiting} choose their residents, but the game waits for "
                         f"{state.flow.window_seats}")
        for key in (REFILL, SWAP):
            pending = _seats(state, key)
            if pending != sorted(set(pending)) or any(
                    s not in range(seats) or square_list[s] is not None for s in pending):
                found.append(f"{key} names seats whose trader is not displaced: {pending}")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = StreetTrader()
