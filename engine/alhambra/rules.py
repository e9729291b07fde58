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

from collections.abc import Callable, Hashable, Iterator, Sequence
from functools import lru_cache
from itertools import groupby
from operator import attrgetter

from . import endturn, restart, retire, turn, window
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
from .components import TILES
from .errors import GameOver, IllegalAction, NotYourTurn, Reason, WrongPhase
from .events import WindowAnswered
from .later import Joined, Later, actions_of, buy_group, made
from .modules import (
    Module,
    acting_after,
    acting_after_bare_answers,
    active_modules,
    end_turn_problem,
    finishing,
    listing_any_time,
    listing_placing,
    listing_turn,
    modules_named,
    overpaying_pays,
)
from .money import take_money_choices
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
    "restart_turn": restart.restart_turn,
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

PHASE_HINT = {
    "action": "first take money, buy a tile or rebuild",
    "placing": "your actions are done: place or reserve what you bought, then end your turn",
    "final_placing": "the game is ending: build or reserve the tiles you received",
}


def _allowed(state: GameState) -> tuple[dict, frozenset[str]]:
    return _allowed_with(state.options.modules, state.flow.phase)


@lru_cache(maxsize=256)
def _allowed_with(modules: tuple[str, ...], phase: str) -> tuple[dict, frozenset[str]]:
    """The handlers and the action kinds of ``phase`` with ``modules`` on (shared: not to
    be changed)."""
    handlers = dict(HANDLERS)
    allowed = PHASE_ACTIONS[phase]
    # (a stable sort: the modules whose handlers wrap the others' come last)
    for module in sorted(modules_named(modules), key=attrgetter("wraps_handlers")):
        handlers.update(module.handlers)
        allowed = allowed | module.phase_actions.get(phase, frozenset())
    return handlers, allowed


def placing_handlers(modules: tuple[str, ...]) -> dict:
    """Action kind -> handler while placing bought tiles, with ``modules`` on (a module's
    handler of ``place`` or ``reserve`` wins): for a module that buys out of turn."""
    return _allowed_with(modules, "placing")[0]


def apply(state: GameState, seat: int, action: Action | dict) -> tuple[GameState, list]:
    """Apply ``seat``'s action; returns the new state and the events. Never mutates ``state``.

    Raises :class:`IllegalAction` (with the reason for the player) when it is not allowed.
    """
    if isinstance(action, dict):
        action = ACTION_ADAPTER.validate_python(action)
    if state.is_over:
        raise GameOver("the game is over", "engine-game-over")
    if not 0 <= seat < len(state.players):
        raise NotYourTurn(f"seat {seat} does not play in this game", "engine-no-such-seat",
                          seat=seat)
    if action.kind in ANY_TIME:
        new_state, events = ANY_TIME[action.kind](state, seat, action)
    elif action.kind in _any_time(state.options.modules):
        new_state, events = _any_time(state.options.modules)[action.kind](state, seat, action)
    else:
        new_state, events = _turn_action(state, seat, action)
    for module in _acting_after(state.options.modules, events):
        new_state = module.after_action(new_state, seat, action, events)
    if new_state.flow.phase == "action" and new_state.flow.extra_action:
        new_state = _skip_impossible_extra_action(new_state, new_state.flow.active_seat)
    if new_state is state or new_state is state.turn_start:
        new_state = new_state.model_copy(update={"moves": state.moves + 1})
    else:  # a copy this action made, seen by nobody yet: counted in place, not copied again
        new_state.__dict__["moves"] = state.moves + 1
    if new_state.turn_start is None and not new_state.is_over:
        new_state = new_state.model_copy(update={"turn_start": new_state})
    return new_state, events


def _acting_after(modules: tuple[str, ...], events: list) -> tuple[Module, ...]:
    """The modules asked after this action (``Module.after_bare_answers``)."""
    if len(events) == 1 and type(events[0]) is WindowAnswered:
        return acting_after_bare_answers(modules)
    return acting_after(modules)


@lru_cache(maxsize=256)
def _any_time(modules: tuple[str, ...]) -> dict:
    """Action kind -> handler of the modules' ``any_time_actions``."""
    return {kind: module.handlers[kind] for module in modules_named(modules)
            for kind in module.any_time_actions}


def _window_action(state: GameState, seat: int, action: Action) -> tuple[GameState, list]:
    """An out-of-turn action of a seat in ``Flow.window_seats``: an answer in the shared
    window between two turns (:mod:`.window`), or an action of a module's own window."""
    if window.is_open(state):
        return window.answer(state, seat, action)
    for module in active_modules(state):
        if action.kind in module.window_actions and not module.shares_window:
            return module.handlers[action.kind](state, seat, action)
    reason = next(filter(None, (m.window_reason(state) for m in active_modules(state)
                                if not m.shares_window)), None)
    if reason is not None and seat == state.flow.active_seat:  # (not "it is your turn")
        raise WrongPhase(f"wait a moment: {reason}", "engine-wait-window", why=reason)
    active = state.flow.active_seat
    raise WrongPhase(f"you cannot {str(action).split()[0]} now: it is "
                     f"{state.players[active].name}'s turn", "engine-not-now-their-turn",
                     action=action.kind, name=state.players[active].name)


def _turn_action(state: GameState, seat: int, action: Action) -> tuple[GameState, list]:
    active = state.flow.active_seat
    if state.flow.window_seats:  # a window is open: only its seats act, out of turn
        if seat in state.flow.window_seats:
            return _window_action(state, seat, action)
        if window.is_open(state):
            reason = window.reason(state)
        else:
            reason = next(filter(None, (m.window_reason(state) for m in active_modules(state)
                                        if not m.shares_window)),
                          None) or Reason("others may act first", "engine-window-open")
        raise WrongPhase(f"wait a moment: {reason}", "engine-wait-window", why=reason)
    if seat != active:
        raise NotYourTurn(f"it is {state.players[active].name}'s turn, not yours",
                          "engine-not-your-turn", name=state.players[active].name)
    if state.flow.phase == "action":
        state = _declined_extra_action(state, action)
        if action.kind == "end_turn" and not state.players[seat].bought and \
                (state.flow.extra_action or not _can_act(state, seat)):
            # nothing at all is possible: pass; or the extra action of an exact payment
            # that bought nothing to place (a sultan card) is declined by ending the turn
            return endturn.end_turn(state, seat, action)
    handlers, allowed = _allowed(state)
    if action.kind not in allowed:
        hint = Reason(PHASE_HINT[state.flow.phase], f"engine-hint-{state.flow.phase}")
        if state.flow.extra_action:
            hint = Reason("you paid exactly: take another action (take money, buy or rebuild), "
                          "or build or reserve what you bought before ending your turn",
                          "engine-hint-extra")
        raise WrongPhase(f"you cannot {str(action).split()[0]} now: {hint}", "engine-not-now",
                         action=action.kind, hint=hint)
    return handlers[action.kind](state, seat, action)


def _declined_extra_action(state: GameState, action: Action) -> GameState:
    """The extra action after an exact payment is a choice, not a duty: "lehetősége van még
    egy akció végrehajtására" (Hungarian rule book, p. 4). Placing or reserving a bought
    tile instead declines it: the turn goes on with placing."""
    if not state.flow.extra_action:
        return state
    _, placing = _allowed(state.model_copy(
        update={"flow": state.flow.model_copy(update={"phase": "placing"})}))
    _, acting = _allowed(state)  # (a module's main action too: a gate's rebuild)
    declining = placing - {"end_turn", "restart_turn"} - _ACTIONS - acting
    if not state.players[state.flow.active_seat].bought:
        declining |= {"end_turn"}  # nothing to place (a caravanserai bought exactly)
    if action.kind not in declining:
        return state  # (a main action is the extra action itself, never a decline of it)
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
_KIND = attrgetter("kind")
_RESTART_TURN = RestartTurn()


@lru_cache(maxsize=1024)
def _takes(display: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(_take(cards) for cards in take_money_choices(display))


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


def _listed(plane: Plane, actions: Callable[[Plane, Hashable], tuple[Action, ...]],
            tile: Hashable) -> tuple[Action, ...]:
    """``actions(plane, tile)``, kept with the plane: the same plane lists the same."""
    key = (actions, tile)
    found = plane.memo.get(key)
    if found is None:
        found = plane.memo[key] = actions(plane, tile)
    return found


def _places(plane: Plane, tile: str) -> tuple[Action, ...]:
    return tuple(_place(tile, x, y) for x, y in plane.sorted_positions(TILES[tile]))


def _all_rebuild_removals(plane: Plane, _tiles: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(_rebuild_remove(x, y) for x, y in plane.built_order(plane.removals()))


def _all_rebuild_places(plane: Plane, tiles: tuple[str, ...]) -> Joined:
    return made(_rebuild_place, [(tile, plane.sorted_positions(TILES[tile])) for tile in tiles])


def _any_rebuild_place(plane: Plane, tiles: tuple[str, ...]) -> bool:
    return any(plane.positions(TILES[tile]) for tile in tiles)


def _any_rebuild_removal(plane: Plane, _tiles: tuple[str, ...]) -> bool:
    return bool(plane.removals())


def _all_rebuild_exchanges(plane: Plane, tiles: tuple[str, ...]) -> Joined:
    return made(_rebuild_exchange, [(tile, plane.built_order(plane.exchanges(TILES[tile])))
                                    for tile in tiles])


def _any_rebuild_exchange(plane: Plane, tiles: tuple[str, ...]) -> bool:
    return any(plane.exchanges(TILES[tile]) for tile in tiles)


class _Listed(Later):
    """What ``listing(plane, key)`` lists on the plane ``plane_of()``, kept with the plane
    (see :func:`_listed`); whether there is any: ``test(plane, key)``, or what is kept.
    (A class, not closures: a listing makes several of these for every turn.)"""

    __slots__ = ("_plane_of", "_listing", "_test", "_key")

    def __init__(self, plane_of: PlaneOf, listing: Callable, test: Callable,
                 key: Hashable):
        self._found = None
        self._plane_of, self._listing, self._test, self._key = plane_of, listing, test, key

    def actions(self) -> Sequence:
        if self._found is None:
            self._found = _listed(self._plane_of(), self._listing, self._key)
        return self._found

    def __bool__(self) -> bool:
        if self._found is not None:
            return bool(self._found)
        plane = self._plane_of()
        found = plane.memo.get((self._listing, self._key))
        return bool(found) if found is not None else self._test(plane, self._key)


def rebuild_groups(plane_of: PlaneOf, reserve: tuple[str, ...]) -> tuple[Later, Later, Later]:
    """The three rebuilds (rule book p. 5): reserve tiles built, built tiles taken out,
    reserve tiles exchanged for built ones, on the plane ``plane_of()`` (looked up only
    when a rebuild is asked about). What they find is kept with the plane."""
    tiles = tuple(dict.fromkeys(reserve))
    return (_Listed(plane_of, _all_rebuild_places, _any_rebuild_place, tiles),
            _Listed(plane_of, _all_rebuild_removals, _any_rebuild_removal, tiles),
            _Listed(plane_of, _all_rebuild_exchanges, _any_rebuild_exchange, tiles))


class PlaneOf:
    """``seat``'s :class:`Plane`, looked up when first asked for (a listing whose caller
    asks only about money never looks)."""

    __slots__ = ("_state", "_seat", "_plane")

    def __init__(self, state: GameState, seat: int):
        self._state, self._seat, self._plane = state, seat, None

    def __call__(self) -> Plane:
        if self._plane is None:
            self._plane = rules_of(self._state).plane(self._state, self._seat)
        return self._plane


class _Takes(Later):
    """Taking money from ``display``: there is something to take while it shows a card."""

    __slots__ = ("_display",)

    def __init__(self, display: tuple[str, ...]):
        self._found = None
        self._display = display

    def actions(self) -> Sequence:
        if self._found is None:
            self._found = _takes(self._display)
        return self._found

    def __bool__(self) -> bool:
        return bool(self._display)


def _places_of(plane: Plane, tile: str) -> bool:
    return bool(plane.positions(TILES[tile]))


#: A group of listed actions: their kind (None: a module's, of any kinds) and the actions.
Group = tuple[str | None, "Sequence[Action] | Later"]


def _action_phase(state: GameState, seat: int) -> Iterator[Group]:
    """The actions of the action phase, a group at a time (whole groups are cheap to pass
    on, and :func:`_can_act` stops at the first group that is not empty)."""
    player = state.players[seat]
    display = state.display
    yield "take_money", _Takes(display)
    yield "buy", buy_group(player.hand, state.market, _buy, overpay=overpaying_pays(state))
    places, removals, exchanges = rebuild_groups(PlaneOf(state, seat), player.reserve)
    yield "rebuild_place", places
    yield "rebuild_remove", removals
    yield "rebuild_exchange", exchanges
    for module in listing_turn(state.options.modules):
        yield from module.turn_groups(state, seat)


def _can_act(state: GameState, seat: int) -> bool:
    """Whether ``seat`` could take money, buy or rebuild now."""
    return any(group for _, group in _action_phase(state, seat))


def _placing_phase(state: GameState, seat: int) -> Iterator[Group]:
    player = state.players[seat]
    closing = finishing(state.options.modules)
    if not player.bought:
        for module in closing:
            yield from module.finishing_groups(state, seat)
        if not closing or end_turn_problem(state, seat) is None:
            yield "end_turn", (_END_TURN,)
        return
    plane = PlaneOf(state, seat)
    modules = listing_placing(state.options.modules)
    for tile in dict.fromkeys(player.bought):
        yield "place", _Listed(plane, _places, _places_of, tile)
        yield "reserve", (_reserve(tile),)
        for module in modules:
            yield from module.placing_groups(state, seat, tile)
    for module in closing:
        yield from module.finishing_groups(state, seat)


def _groups(state: GameState, seat: int) -> list[Group]:
    """Every legal action of ``seat`` now, in listing order, a group at a time."""
    if state.is_over:
        return []
    any_time = [action for module in listing_any_time(state.options.modules)
                for action in module.any_time_legal_actions(state, seat)]
    groups: list[Group] = [(None, any_time)] if any_time else []
    if state.flow.window_seats:
        if seat in state.flow.window_seats and window.is_open(state):
            groups.extend(window.legal_groups(state, seat))
        elif seat in state.flow.window_seats:
            groups.append((None, [action for module in active_modules(state)
                                  if not module.shares_window
                                  for action in module.window_legal_actions(state, seat)]))
        return groups
    if seat != state.flow.active_seat:
        return groups
    if state.flow.phase == "action":
        actions = list(_action_phase(state, seat))
        groups.extend(actions)
        if state.flow.extra_action:  # or decline it: place what was bought
            groups.extend(_placing_phase(state, seat))
        elif not state.players[seat].bought and not any(group for _, group in actions):
            groups.extend(_placing_phase(state, seat))  # nothing at all is possible: pass
    else:
        groups.extend(_placing_phase(state, seat))
    if state.turn_start is not None and state.turn_start.moves != state.moves:
        groups.append(("restart_turn", (_RESTART_TURN,)))  # something was done this turn
    return groups


class LegalActions:
    """The legal actions of one seat now: iterate, ``len``, truth-test, ``in`` (= is_legal)."""

    def __init__(self, state: GameState, seat: int):
        self._state = state
        self._seat = seat
        self._list: list[Action] | None = None
        self._groups: list[Group] | None = None
        self._kinds: dict[str, list[Sequence[Action] | Later]] | None = None

    def _all(self) -> list[Action]:
        if self._list is None:
            self._list = [action for _, group in self._grouped() for action in actions_of(group)]
        return self._list

    def _grouped(self) -> list[Group]:
        if self._groups is None:
            self._groups = _groups(self._state, self._seat)
        return self._groups

    def _by_kind(self) -> dict[str, list[Sequence[Action] | Later]]:
        """Kind -> its groups, in listing order (some may turn out empty)."""
        if self._kinds is None:
            self._kinds = {}
            for kind, group in self._grouped():
                if kind is None:  # a module's actions: sorted out one by one
                    for each, actions in groupby(group, _KIND):
                        self._kinds.setdefault(each, []).append(list(actions))
                else:
                    self._kinds.setdefault(kind, []).append(group)
        return self._kinds

    def candidate_kinds(self) -> list[str]:
        """The kinds that may have legal actions now, in listing order, without working out
        whether they do (:meth:`has`); every kind of :meth:`kinds` is among them."""
        return list(self._by_kind())

    def has(self, kind: str) -> bool:
        """Whether some action of ``kind`` is legal; works out only as much as that needs."""
        groups = (self._kinds if self._kinds is not None else self._by_kind()).get(kind)
        return groups is not None and any(groups)

    def kinds(self) -> list[str]:
        """The kinds of the legal actions (``Action.kind``), in listing order; cheaper than
        listing them all."""
        found: dict[str, None] = {}
        for kind, group in self._grouped():
            if kind is None:
                found.update(dict.fromkeys(action.kind for action in group))
            elif kind not in found and group:
                found[kind] = None
        return list(found)

    def of_kind(self, kind: str) -> Sequence[Action]:
        """The legal actions of one kind, in listing order (the same as picking them out of
        the whole listing); only that kind's are worked out, and many (places, exchanges)
        are made only when read."""
        groups = [actions_of(group) for group in self._by_kind().get(kind, ())]
        return groups[0] if len(groups) == 1 else Joined(groups)

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
