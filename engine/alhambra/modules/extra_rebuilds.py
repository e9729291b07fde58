"""Extra rebuilds at the end of a turn (shared/EXPANSIONS.md 0.3, X3 step 2): one rule for
every module that grants them, Ammar El'Schauf (:mod:`.characters`, CC9) and the master
builders (:mod:`.master_builders`, MB).

- An extra rebuild is one of the rebuilds of a turn (rule book p. 5): taking a tile out onto
  the reserve, building one from the reserve, exchanging one; with the city gates also
  building one from the reserve with a gate card ("Playing a card is free while placing any
  tile (rebuild and final distribution included)", EXPANSIONS.md GT c).
- It comes after the bought tiles are placed or reserved (X3 step 1) and before the street
  trader moves (X3 step 4): once the trader has moved this turn none is offered, so a
  trader is displaced at most once in its player's turn.
- Never after the final distribution ("no Ammar after it", EXPANSIONS.md 7 AU; the phase
  ``final_placing`` has none).
- The rebuild itself follows the game played: the handler of its kind that the game uses
  without extra rebuilds (the core's, Granada's, the combination's) builds it; this module
  only checks that one is left and spends it.
- Each module that grants extra rebuilds names a :class:`Source` (``Module.rebuilds``); a
  rebuild spends the first source, in the order the modules were chosen, that has one
  left. The sources' modules all register :data:`HANDLERS` (the same functions) and set
  ``Module.wraps_handlers``, so these handlers wrap the game's own whatever the order of the
  modules; the rebuilds are listed once, by the first such module (:func:`groups`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ..errors import IllegalAction, Reason, WrongPhase
from ..kit import (
    CORE_HANDLERS as _CORE,
)
from ..kit import (
    PHASE_HINT,
    PlaneOf,
    rebuild_groups,
)
from ..state import GameState
from . import city_gates as _city_gates
from . import street_trader as _street_trader
from . import treasure_chamber as _treasure_chamber
from .seam import active_modules, modules_named

#: The kinds of rebuild (a gate rebuild only with the city gates).
KINDS = ("rebuild_place", "rebuild_remove", "rebuild_exchange")
GATE_KIND = "rebuild_place_gate"


class Source:
    """A module's extra rebuilds for the active seat in its turn."""

    def left(self, state: GameState, seat: int) -> int:
        """How many this source still grants ``seat`` this turn."""
        return 0

    def spend(self, state: GameState, seat: int) -> tuple[GameState, list]:
        """One of them is used (the state after, and the events told before the rebuild's)."""
        return state, []

    def refusal(self, state: GameState, seat: int) -> Exception | None:
        """Why this source grants ``seat`` none now (an :class:`~.errors.IllegalAction`),
        or None when it never did this turn (the generic "not now" is told then)."""
        return None


def _sources(state: GameState) -> list[Source]:
    return [m.rebuilds for m in active_modules(state) if m.rebuilds is not None]


def left(state: GameState, seat: int) -> int:
    """How many extra rebuilds ``seat`` has left this turn, of every source."""
    return sum(source.left(state, seat) for source in _sources(state))


def timing_problem(state: GameState, seat: int) -> IllegalAction | None:
    """Why no extra rebuild fits the end of ``seat``'s turn now (X3): bought tiles still
    wait, the street trader has moved (step 4), or a chest was placed by choice (step 3,
    TC5 of :mod:`.treasure_chamber`)."""
    if state.players[seat].bought:
        return IllegalAction("place or reserve the tiles you bought before the extra rebuild",
                             "engine-character-ammar-bought")
    if "street_trader" in state.options.modules and \
            _street_trader.moved_this_turn(state, seat):
        return IllegalAction("the extra rebuild comes before your street trader moves: it "
                             "has moved this turn", "engine-character-ammar-after-trader")
    if "treasure_chamber" in state.options.modules and \
            _treasure_chamber.placed_this_turn(state, seat):
        return IllegalAction("the extra rebuild comes before your chests are placed: you "
                             "placed one this turn", "engine-character-ammar-after-chests")
    return None


def _not_now(state: GameState) -> WrongPhase:
    phase = state.flow.phase if state.flow.phase in PHASE_HINT else "placing"
    hint = Reason(PHASE_HINT[phase], f"engine-hint-{phase}")
    return WrongPhase(f"you cannot rebuild now: {hint}", "engine-not-now",
                      action="rebuild_place", hint=hint)


def problem(state: GameState, seat: int) -> Exception | None:
    """Why ``seat`` may not make an extra rebuild now, or None."""
    if state.flow.phase != "placing":
        return _not_now(state)
    sources = _sources(state)
    if not any(source.left(state, seat) for source in sources):
        return next(filter(None, (s.refusal(state, seat) for s in sources)), None) or \
            _not_now(state)
    return timing_problem(state, seat)


def _spend(state: GameState, seat: int) -> tuple[GameState, list]:
    for source in _sources(state):
        if source.left(state, seat):
            return source.spend(state, seat)
    raise AssertionError("an extra rebuild was spent that no source grants")


@lru_cache(maxsize=256)
def _underlying(names: tuple[str, ...], kind: str) -> Callable:
    """The handler of ``kind`` the game uses without extra rebuilds: the core's, or the
    last module's that is no wrapper (the combination's)."""
    if kind == GATE_KIND:
        return _city_gates.place_gate_rebuild
    handler = _CORE[kind]
    for module in modules_named(names):
        if not module.wraps_handlers and kind in module.handlers:
            handler = module.handlers[kind]
    return handler


def _handler(kind: str) -> Callable:
    def handler(state: GameState, seat: int, action):
        if kind == GATE_KIND and _city_gates.CityGates.name not in state.options.modules:
            raise _not_now(state)
        core = _underlying(state.options.modules, kind)
        if state.flow.phase != "placing":
            return core(state, seat, action)
        found = problem(state, seat)
        if found is not None:
            raise found
        state, events = core(state, seat, action)
        state, spent = _spend(state, seat)
        return state, [*spent, *events]

    handler.__name__ = f"extra_{kind}"
    return handler


#: The handlers of the rebuild kinds: in the action phase the game's own, while placing an
#: extra rebuild (checked and spent here).
HANDLERS: dict[str, Callable] = {kind: _handler(kind) for kind in (*KINDS, GATE_KIND)}
#: The kinds the placing phase allows for them.
PLACING_KINDS = frozenset({*KINDS, GATE_KIND})


def rebuilds(state: GameState, seat: int) -> list:
    """The rebuilds ``seat``'s plane allows (listing groups, worked out when asked)."""
    places, removals, exchanges = rebuild_groups(PlaneOf(state, seat), state.players[seat].reserve)
    found: list = [("rebuild_place", places), ("rebuild_remove", removals),
                   ("rebuild_exchange", exchanges)]
    if _city_gates.CityGates.name in state.options.modules:  # CC9: with a gate card too
        found.append((GATE_KIND, _city_gates.gate_rebuilds(state, seat)))
    return found


def any_rebuild(state: GameState, seat: int) -> bool:
    """Whether some rebuild is possible on ``seat``'s plane now."""
    return any(group for _, group in rebuilds(state, seat))


def groups(state: GameState, seat: int, module_name: str) -> list:
    """The extra rebuilds ``seat`` may make now, listed by the first active module with a
    source only (so they are listed once)."""
    if state.flow.phase != "placing":
        return []
    first = next((m.name for m in active_modules(state) if m.rebuilds is not None), None)
    if first != module_name or not left(state, seat) or timing_problem(state, seat):
        return []
    return rebuilds(state, seat)
