"""The one way to change a game (:func:`apply`) and the legal actions built on the same checks.

``apply`` checks whose turn it is and which actions the phase allows, then hands the action
to its handler, which checks the rest. ``legal_actions`` lists candidates and keeps those
the handlers accept, except where a generator is exact by construction (money choices,
minimal payments and placements come from the same rule functions the handlers call;
removals and exchanges from the rule set's fast equivalents of those functions, checked
against them in tests/engine/test_modules_seam.py). The rule set (:mod:`.ruleset`) answers
where tiles may go; modules add their own actions, in turn or, for seats named in
``Flow.window_seats``, out of turn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache

from . import endturn, retire, turn
from .actions import (
    ACTION_ADAPTER,
    Action,
    Buy,
    EndTurn,
    Place,
    RebuildExchange,
    RebuildPlace,
    RebuildRemove,
    Reserve,
    RestartTurn,
    TakeMoney,
)
from .components import CURRENCIES, TILES
from .errors import GameOver, IllegalAction, NotYourTurn, WrongPhase
from .modules import active_modules
from .money import minimal_payments, take_money_choices
from .planes import Plane
from .ruleset import rules_of
from .state import GameState

HANDLERS = {
    "take_money": turn.take_money,
    "buy": turn.buy,
    "place": turn.place,
    "reserve": turn.reserve,
    "rebuild_place": turn.rebuild_place,
    "rebuild_remove": turn.rebuild_remove,
    "rebuild_exchange": turn.rebuild_exchange,
    "restart_turn": endturn.restart_turn,
    "end_turn": endturn.end_turn,
}

#: Actions a seat may take whenever the game runs, whoever's turn it is. They are never
#: listed by :func:`legal_actions` (the bot applies them on the table's decision).
ANY_TIME = {
    "retire_seat": retire.retire_seat,
}

_ACTIONS = frozenset({"take_money", "buy", "rebuild_place", "rebuild_remove", "rebuild_exchange"})
PHASE_ACTIONS: dict[str, frozenset[str]] = {
    "action": _ACTIONS | {"restart_turn"},
    "placing": frozenset({"place", "reserve", "end_turn", "restart_turn"}),
    "final_placing": frozenset({"place", "reserve", "end_turn", "restart_turn"}),
    "over": frozenset(),
}

_PHASE_HINT = {
    "action": "first take money, buy a tile or rebuild",
    "placing": "your actions are done: place or reserve what you bought, then end your turn",
    "final_placing": "the game is ending: build or reserve the tiles you received",
}


def _allowed(state: GameState) -> tuple[dict, frozenset[str]]:
    handlers = dict(HANDLERS)
    allowed = PHASE_ACTIONS[state.flow.phase]
    for module in active_modules(state):
        handlers.update(module.handlers)
        allowed = allowed | module.phase_actions.get(state.flow.phase, frozenset())
    return handlers, allowed


def apply(state: GameState, seat: int, action: Action | dict) -> tuple[GameState, list]:
    """Apply ``seat``'s action; returns the new state and the events. Never mutates ``state``.

    Raises :class:`IllegalAction` (with the reason for the player) when it is not allowed.
    """
    if isinstance(action, dict):
        action = ACTION_ADAPTER.validate_python(action)
    if state.is_over:
        raise GameOver("the game is over")
    if not 0 <= seat < len(state.players):
        raise NotYourTurn(f"seat {seat} does not play in this game")
    if action.kind in ANY_TIME:
        new_state, events = ANY_TIME[action.kind](state, seat, action)
    else:
        new_state, events = _turn_action(state, seat, action)
    if new_state.flow.phase == "action" and new_state.flow.extra_action:
        new_state = _skip_impossible_extra_action(new_state, new_state.flow.active_seat)
    new_state = new_state.model_copy(update={"moves": state.moves + 1})
    if new_state.turn_start is None and not new_state.is_over:
        new_state = new_state.model_copy(update={"turn_start": new_state})
    return new_state, events


def _window_action(state: GameState, seat: int, action: Action) -> tuple[GameState, list]:
    """An out-of-turn action of a seat in ``Flow.window_seats`` (a module's window)."""
    for module in active_modules(state):
        if action.kind in module.window_actions:
            return module.handlers[action.kind](state, seat, action)
    active = state.flow.active_seat
    raise WrongPhase(f"you cannot {str(action).split()[0]} now: it is "
                     f"{state.players[active].name}'s turn")


def _turn_action(state: GameState, seat: int, action: Action) -> tuple[GameState, list]:
    active = state.flow.active_seat
    if seat != active:
        if seat in state.flow.window_seats:
            return _window_action(state, seat, action)
        raise NotYourTurn(f"it is {state.players[active].name}'s turn, not yours")
    if state.flow.phase == "action":
        state = _declined_extra_action(state, action)
        if action.kind == "end_turn" and not state.players[seat].bought and \
                not _can_act(state, seat):
            return endturn.end_turn(state, seat, action)  # nothing at all is possible: pass
    handlers, allowed = _allowed(state)
    if action.kind not in allowed:
        hint = _PHASE_HINT[state.flow.phase]
        if state.flow.extra_action:
            hint = ("you paid exactly: take another action (take money, buy or rebuild), or "
                    "build or reserve what you bought before ending your turn")
        raise WrongPhase(f"you cannot {str(action).split()[0]} now: {hint}")
    return handlers[action.kind](state, seat, action)


def _declined_extra_action(state: GameState, action: Action) -> GameState:
    """The extra action after an exact payment is a choice, not a duty: "lehetősége van még
    egy akció végrehajtására" (Hungarian rule book, p. 4). Placing or reserving a bought
    tile instead declines it: the turn goes on with placing."""
    if not state.flow.extra_action:
        return state
    _, placing = _allowed(state.model_copy(
        update={"flow": state.flow.model_copy(update={"phase": "placing"})}))
    if action.kind not in placing - {"end_turn", "restart_turn"}:
        return state
    flow = state.flow.model_copy(update={"phase": "placing", "extra_action": False})
    return state.model_copy(update={"flow": flow})


def _skip_impossible_extra_action(state: GameState, seat: int) -> GameState:
    """After an exact payment the seat acts again, unless no action is possible at all."""
    if state.display or _can_act(state, seat):
        return state
    return state.model_copy(update={"flow": state.flow.model_copy(update={"phase": "placing"})})


def is_legal(state: GameState, seat: int, action: Action) -> bool:
    try:
        apply(state, seat, action)
    except IllegalAction:
        return False
    return True


# The actions the generators list, made once (they are frozen, so the same one can be
# handed out again): listing is the hottest path of the engine.
_cached = lru_cache(maxsize=1 << 15)


_END_TURN = EndTurn()
_RESTART_TURN = RestartTurn()


@_cached
def _take(cards: tuple[str, ...]) -> Action:
    return TakeMoney(cards=cards)


@_cached
def _buy(slot: str, cards: tuple[str, ...]) -> Action:
    return Buy(slot=slot, cards=cards)


@_cached
def _rebuild_place(tile: str, x: int, y: int) -> Action:
    return RebuildPlace(tile=tile, x=x, y=y)


@_cached
def _rebuild_remove(x: int, y: int) -> Action:
    return RebuildRemove(x=x, y=y)


@_cached
def _rebuild_exchange(tile: str, x: int, y: int) -> Action:
    return RebuildExchange(tile=tile, x=x, y=y)


@_cached
def _place(tile: str, x: int, y: int) -> Action:
    return Place(tile=tile, x=x, y=y)


@_cached
def _reserve(tile: str) -> Action:
    return Reserve(tile=tile)


def _listed(plane: Plane, actions: Callable[[Plane, str | None], tuple[Action, ...]],
            tile: str | None) -> tuple[Action, ...]:
    """``actions(plane, tile)``, kept with the plane: the same plane lists the same."""
    key = (actions, tile)
    found = plane.memo.get(key)
    if found is None:
        found = plane.memo[key] = actions(plane, tile)
    return found


def _rebuild_places(plane: Plane, tile: str) -> tuple[Action, ...]:
    return tuple(_rebuild_place(tile, x, y) for x, y in sorted(plane.positions(TILES[tile])))


def _places(plane: Plane, tile: str) -> tuple[Action, ...]:
    return tuple(_place(tile, x, y) for x, y in sorted(plane.positions(TILES[tile])))


def _rebuild_removals(plane: Plane, _tile: None) -> tuple[Action, ...]:
    removals = plane.removals()
    return tuple(_rebuild_remove(x, y) for x, y, _ in plane.plane if (x, y) in removals)


def _rebuild_exchanges(plane: Plane, tile: str) -> tuple[Action, ...]:
    exchanges = plane.exchanges(TILES[tile])
    return tuple(_rebuild_exchange(tile, x, y) for x, y, _ in plane.plane
                 if (x, y) in exchanges)


def _action_phase(state: GameState, seat: int) -> Iterator[Sequence[Action]]:
    """The actions of the action phase, a group at a time (whole groups are cheap to pass
    on, and :func:`_can_act` stops at the first group that is not empty)."""
    player = state.players[seat]
    yield [_take(cards) for cards in take_money_choices(state.display)]
    for slot, tile_id in enumerate(state.market):
        if tile_id is not None:
            currency = CURRENCIES[slot]
            yield [_buy(currency, cards)
                   for cards in minimal_payments(player.hand, currency, TILES[tile_id].price)]
    plane = rules_of(state).plane(state, seat)
    reserve = dict.fromkeys(player.reserve)
    for tile in reserve:
        yield _listed(plane, _rebuild_places, tile)
    yield _listed(plane, _rebuild_removals, None)
    for tile in reserve:
        yield _listed(plane, _rebuild_exchanges, tile)
    for module in active_modules(state):
        yield list(module.turn_actions(state, seat))


def _can_act(state: GameState, seat: int) -> bool:
    """Whether ``seat`` could take money, buy or rebuild now."""
    return any(_action_phase(state, seat))


def _placing_phase(state: GameState, seat: int) -> Iterator[Action]:
    player = state.players[seat]
    plane = rules_of(state).plane(state, seat)
    modules = active_modules(state)
    for tile in dict.fromkeys(player.bought):
        yield from _listed(plane, _places, tile)
        yield _reserve(tile)
        for module in modules:
            yield from module.placing_actions(state, seat, tile)
    if not player.bought:
        yield _END_TURN


def _listing(state: GameState, seat: int) -> list[Action]:
    if state.is_over:
        return []
    if seat != state.flow.active_seat:
        if seat in state.flow.window_seats:
            return [action for module in active_modules(state)
                    for action in module.window_legal_actions(state, seat)]
        return []
    listed: list[Action] = []
    if state.flow.phase == "action":
        for group in _action_phase(state, seat):
            listed.extend(group)
        if state.flow.extra_action:  # or decline it: place what was bought
            listed.extend(_placing_phase(state, seat))
        elif not listed and not state.players[seat].bought:
            listed.append(_END_TURN)  # nothing at all is possible: the seat passes
    else:
        listed.extend(_placing_phase(state, seat))
    if state.turn_start is not None and state.turn_start.moves != state.moves:
        listed.append(_RESTART_TURN)  # something was done this turn
    return listed


class LegalActions:
    """The legal actions of one seat now: iterate, ``len``, truth-test, ``in`` (= is_legal)."""

    def __init__(self, state: GameState, seat: int):
        self._state = state
        self._seat = seat
        self._list: list[Action] | None = None

    def _all(self) -> list[Action]:
        if self._list is None:
            self._list = _listing(self._state, self._seat)
        return self._list

    def __iter__(self) -> Iterator[Action]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def __bool__(self) -> bool:
        return bool(self._all())

    def __getitem__(self, index):
        return self._all()[index]

    def __contains__(self, action: object) -> bool:
        return is_legal(self._state, self._seat, action)

    def count(self) -> int:
        return len(self)

    def __repr__(self) -> str:
        return "<LegalActions " + "; ".join(str(a) for a in self._all()) + ">"


def legal_actions(state: GameState, seat: int) -> LegalActions:
    """Every legal action of ``seat`` now (empty when it may not act)."""
    return LegalActions(state, seat)
