"""The actions of a turn (Spielablauf, rule book p. 4-5) and their checks.

Each handler checks everything first and raises :class:`IllegalAction` with the reason, then
builds the new state. Take money and rebuild end the action part of the turn; a buy ends it
unless it was paid exactly, which grants another action. Bought tiles wait beside the
Alhambra and are placed or reserved, in any order, before the player ends the turn.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from .actions import (
    Buy,
    BuySecond,
    Place,
    RebuildExchange,
    RebuildPlace,
    RebuildRemove,
    Reserve,
    TakeMoney,
)
from .components import CURRENCIES, TILES, building_words
from .errors import CannotAfford, IllegalAction, IllegalPlacement, Reason
from .events import MoneyTaken, Rebuilt, TileBought, TilePlaced, TileReserved
from .money import payment_problem, take_money_problem, total
from .placement import Coord
from .ruleset import rules_of
from .state import GameState, PlayerState


def with_player(state: GameState, seat: int, **changes) -> GameState:
    return state.model_copy(update={"players": _players_with(state, seat, changes)})


def _players_with(state: GameState, seat: int, changes: dict) -> tuple[PlayerState, ...]:
    players = list(state.players)
    players[seat] = players[seat].model_copy(update=changes)
    return tuple(players)


def action_done(state: GameState, *, extra: bool = False, seat: int | None = None,
                 player: dict | None = None, **more) -> GameState:
    """One action of the turn is used; without an exact payment, placing comes next. With
    the action's own changes (``player``: of ``seat``'s, ``more``: of the game's), made in
    the same copy."""
    flow = state.flow.model_copy(
        update={
            "actions": state.flow.actions + 1,
            "extra_action": extra,
            "phase": "action" if extra else "placing",
        }
    )
    if player:
        more["players"] = _players_with(state, seat, player)
    return state.model_copy(update={"flow": flow, **more})


def take_money(state: GameState, seat: int, action: TakeMoney):
    problem = take_money_problem(state.display, action.cards)
    if problem:
        raise IllegalAction(problem)
    player = state.players[seat]
    display = tuple(c for c in state.display if c not in action.cards)
    state = action_done(state, seat=seat, player={"hand": player.hand + action.cards},
                         display=display)
    return state, [MoneyTaken(seat=seat, cards=action.cards)]


def buy(state: GameState, seat: int, action: Buy):
    return _buy(state, seat, action, second=False)


def buy_second(state: GameState, seat: int, action: BuySecond):
    """Buy the second tile of a slot (``GameState.second_market``; the combination's Granada
    tile); a rule set that lays out two tiles per slot offers it through its module."""
    return _buy(state, seat, action, second=True)


def _buy(state: GameState, seat: int, action: Buy | BuySecond, *, second: bool):
    if action.slot not in CURRENCIES:
        raise IllegalAction(f"there is no market slot {action.slot!r}; the slots are "
                            f"{', '.join(CURRENCIES)}", "engine-no-slot", slot=action.slot,
                            currencies=CURRENCIES)
    slot = CURRENCIES.index(action.slot)
    market = list(state.second_market if second else state.market)
    tile_id = market[slot] if slot < len(market) else None
    if tile_id is None:
        which = "the second tile of " if second else ""
        raise IllegalAction(f"{which}the {action.slot} slot of the market is empty",
                            "engine-slot-empty", currency=action.slot,
                            second="yes" if second else "no")
    tile = TILES[tile_id]
    player = state.players[seat]
    problem = payment_problem(player.hand, action.slot, tile.price, action.cards)
    if problem:
        raise CannotAfford(f"cannot buy the {building_words(tile.building).lower()} "
                           f"({tile.price} {action.slot}): "
                           f"{problem}", "engine-cannot-buy", tile=tile_id, price=tile.price,
                           currency=action.slot, problem=problem)
    exact = total(action.cards) == tile.price
    market[slot] = None
    field = "second_market" if second else "market"
    state = action_done(
        state, extra=exact, seat=seat,
        player={"hand": tuple(c for c in player.hand if c not in action.cards),
                "bought": player.bought + (tile_id,)},
        **{field: tuple(market), "discard": state.discard + action.cards},
    )
    event = TileBought(seat=seat, slot=action.slot, tile=tile_id, cards=action.cards, exact=exact,
                       second=second)
    return state, [event]


def from_bought(player: PlayerState, tile: str) -> tuple[str, ...]:
    if tile not in player.bought:
        if tile in player.reserve:
            raise IllegalAction(
                "that tile is on your reserve: building it in is a rebuild action, taken "
                "instead of buying or taking money", "engine-on-reserve", tile=tile
            )
        raise IllegalAction(f"{tile} is not among the tiles waiting to be placed",
                            "engine-not-waiting", tile=tile)
    bought = list(player.bought)
    bought.remove(tile)
    return tuple(bought)


def _unless_listed(cell: Coord, listed: Collection[Coord], problem: Callable[[], str | None]
                   ) -> str | None:
    """Why not, unless ``cell`` is among the listed answers (kept per plane, asked first
    because the seat has usually just been shown them): only a refusal is worked out rule
    by rule, for its words."""
    return None if cell in listed else problem()


def _placement_problem(state: GameState, seat: int, tile: str, cell: Coord
                       ) -> Reason | None:
    """Why ``tile`` may not be built on ``cell``."""
    rules = rules_of(state)
    return _unless_listed(cell, rules.legal_positions(state, seat, tile),
                          lambda: rules.placement_problem(state, seat, tile, cell))


def place(state: GameState, seat: int, action: Place):
    player = state.players[seat]
    bought = from_bought(player, action.tile)
    problem = _placement_problem(state, seat, action.tile, (action.x, action.y))
    if problem:
        raise IllegalPlacement(f"cannot build there: {problem}", "engine-cannot-build",
                               tile=action.tile, cell=(action.x, action.y), problem=problem)
    state = with_player(
        state, seat, bought=bought, alhambra=player.alhambra + ((action.x, action.y, action.tile),)
    )
    return state, [TilePlaced(seat=seat, tile=action.tile, x=action.x, y=action.y)]


def reserve(state: GameState, seat: int, action: Reserve):
    player = state.players[seat]
    bought = from_bought(player, action.tile)
    state = with_player(state, seat, bought=bought, reserve=player.reserve + (action.tile,))
    return state, [TileReserved(seat=seat, tile=action.tile)]


def reserve_tile(player: PlayerState, tile: str) -> tuple[str, ...]:
    if tile not in player.reserve:
        raise IllegalAction(f"{tile} is not on your reserve", "engine-not-on-reserve", tile=tile)
    rest = list(player.reserve)
    rest.remove(tile)
    return tuple(rest)


def rebuild_place(state: GameState, seat: int, action: RebuildPlace):
    player = state.players[seat]
    rest = reserve_tile(player, action.tile)
    problem = _placement_problem(state, seat, action.tile, (action.x, action.y))
    if problem:
        raise IllegalPlacement(f"cannot build there: {problem}", "engine-cannot-build",
                               tile=action.tile, cell=(action.x, action.y), problem=problem)
    state = action_done(state, seat=seat, player={
        "reserve": rest, "alhambra": player.alhambra + ((action.x, action.y, action.tile),)})
    return state, [Rebuilt(seat=seat, x=action.x, y=action.y, into=action.tile)]


def _tile_at(player: PlayerState, cell: tuple[int, int]) -> str | None:
    for x, y, tile in player.alhambra:
        if (x, y) == cell:
            return tile
    return None


def rebuild_remove(state: GameState, seat: int, action: RebuildRemove):
    player = state.players[seat]
    cell = (action.x, action.y)
    rules = rules_of(state)
    problem = _unless_listed(cell, rules.legal_removals(state, seat),
                             lambda: rules.removal_problem(state, seat, cell))
    if problem:
        raise IllegalPlacement(f"cannot take that tile out: {problem}", "engine-cannot-remove",
                               cell=cell, problem=problem)
    tile = _tile_at(player, cell)
    state = action_done(state, seat=seat, player={
        "alhambra": tuple(b for b in player.alhambra if (b[0], b[1]) != cell),
        "reserve": player.reserve + (tile,)})
    return state, [Rebuilt(seat=seat, x=action.x, y=action.y, out=tile)]


def rebuild_exchange(state: GameState, seat: int, action: RebuildExchange):
    player = state.players[seat]
    rest = reserve_tile(player, action.tile)
    cell = (action.x, action.y)
    rules = rules_of(state)
    problem = _unless_listed(cell, rules.legal_exchanges(state, seat, action.tile),
                             lambda: rules.exchange_problem(state, seat, action.tile, cell))
    if problem:
        raise IllegalPlacement(f"cannot exchange: {problem}", "engine-cannot-exchange",
                               tile=action.tile, cell=cell, problem=problem)
    old = _tile_at(player, cell)
    alhambra = tuple(
        (x, y, action.tile) if (x, y) == cell else (x, y, t) for x, y, t in player.alhambra
    )
    state = action_done(state, seat=seat, player={"alhambra": alhambra, "reserve": rest + (old,)})
    event = Rebuilt(seat=seat, x=action.x, y=action.y, into=action.tile, out=old)
    return state, [event]
