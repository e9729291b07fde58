"""The window between two turns, shared by every module that acts there (the vizier of
expansion 1, the thieves of expansion 3; ``Module.shares_window``).

"Jedesmal, wenn ein Spielzug komplett beendet ist" (the vizier, rule book p. 14) and "after
a turn is completely over" (thieves, shared/EXPANSIONS.md TH): once a turn is complete
(after the refills) and the next turn has begun, the seats that could act now get a chance
to, in priority order, "der Spieler, der eigentlich am Zug wäre, ist der Erste – der
Spieler, der gerade seinen Zug beendet hat, ist der Letzte"; after each act "alle anderen
Spieler dürfen sich danach wieder neu entscheiden" (shared/EXPANSIONS.md 0.3; TH1: the
vizier and the thieves share this one priority loop).

How a table that plays over days does this:

- The window opens (``Flow.window_seats``) for the seats that might act now by some
  module's rules, judged by what the whole table sees (``Module.window_able``; WS1: a
  face-up vizier; a thief in hand while a card some thief could take shows in the
  display, not for the next player; neither for a seat that set it to always pass, the
  vizier's V5 and the thieves' TD6). Nobody else acts until it closes; none opens when the
  game ends instead of a next turn.
- Each seat answers once per round of the window: one act of any module
  (``window_actions``: :class:`~.actions.UseVizier`, :class:`~.actions.PlayThief`) or a
  pass for everything it could do (:class:`~.actions.PassWindow`, or
  :class:`~.actions.PassVizier`, listed for a seat only the vizier brings into the window;
  either is accepted from any seat in the window). An act is applied as soon as every seat
  before it in priority has passed; until then it waits, hidden (the vizier's V1: shown
  only as "has answered" to the seat itself, ``answered``). After an act the window opens
  afresh for every seat that could act now (answers start afresh): a seat that just acted
  may act again (thieves are chained so), after those with priority have passed again. A
  module's own window that comes before this one (the sultan's claim on the tiles a
  vizier's purchase drew into the market, C §19) runs first, as after a turn. The
  window closes when every seat in it has passed, and the turn that began goes on.
- A seat that leaves the game while the window is open counts as having passed (V4); when
  the next player leaves, the window closes with its turn.
- The window's events keep the names they had when only the vizier used it
  (``vizier_window_opened``, ``vizier_window_closed``): stored games and their logs read
  as before. Passes and waiting acts are both told as ``window_answered`` (WS1); the
  ``vizier_passed`` and ``vizier_waiting`` of stored logs still read.

WS1 (our decision; the vizier's V5, the thieves' TD5): who is asked, what the table is
told and when the window closes depend only on what every player sees, never on a hand.
At a table anyone may speak up after a turn, and nobody learns who could have; here the
window asks every seat that might act by public information (``window_able``) and waits
for each answer (or the time running out), whether the seat can act or not. Its own
choices (the acts it may answer with) it sees in private; a pass and an act that waits
are one public event (:class:`~.events.WindowAnswered`). So the table learns nothing of
the colours of a seat's thieves or whether it can pay a tile exactly.

The open window is kept in ``GameState.modules_state[KEY]`` (``vizier.window``, the name
it had when only the vizier used it): ``{"order": [seats by priority], "answers": {seat:
"pass" or the act as JSON}, "mover": the seat whose turn was just completed}``.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from .actions import ACTION_ADAPTER, PassWindow
from .errors import Reason, WrongPhase
from .events import VizierWindowClosed, VizierWindowOpened, WindowAnswered
from .modules import Module, before_window, modules_named
from .state import GameState

#: Where the open window is kept in ``GameState.modules_state``: the name it had when only
#: the vizier used it (stored games read on, and the bot looks for it there).
KEY = "vizier.window"
#: The passes: each lets the whole chance go, whichever module brought the seat in.
PASS_KINDS = frozenset({"pass_window", "pass_vizier"})
_PASS = PassWindow()
PASS = "pass"


@lru_cache(maxsize=256)
def members(names: tuple[str, ...]) -> tuple[Module, ...]:
    """The modules of these names that act in the shared window."""
    return tuple(m for m in modules_named(names) if m.shares_window)


def data(state: GameState) -> dict | None:
    """The open window (see the module's docstring), or None."""
    return state.modules_state.get(KEY)


def is_open(state: GameState) -> bool:
    return data(state) is not None


def answered(state: GameState, seat: int) -> bool | None:
    """For ``seat``'s own view: True when it has answered with an act that waits, False
    when it passed, None when it has not answered (or no window is open)."""
    window = data(state)
    if window is None or str(seat) not in window["answers"]:
        return None
    return window["answers"][str(seat)] != PASS


def _store(state: GameState, window: dict | None) -> GameState:
    modules_state = dict(state.modules_state)
    if window is None:
        modules_state.pop(KEY, None)
    else:
        modules_state[KEY] = window
    return state.model_copy(update={"modules_state": modules_state})


def _able(state: GameState, seat: int, modules: Iterable[Module]) -> list[Module]:
    """The modules by whose rules ``seat`` could act now."""
    if seat in state.retired:
        return []
    return [m for m in modules if m.window_able(state, seat)]


def open_between_turns(state: GameState, mover: int, events: list) -> GameState:
    """``mover``'s turn is complete and the next one has begun: open the window for the
    seats that could act, if any."""
    if state.flow.window_seats:
        # a module's own window runs first (the characters' auctions of cards revealed by
        # the refill): that module opens this one when it is done
        return state
    for module in before_window(state.options.modules):  # (the sultan's claim)
        state = module.before_window(state, mover, events)
        if state.flow.window_seats or state.flow.phase != "action":
            return state  # its window waits, or its act ended the game
    modules = members(state.options.modules)
    if not modules:
        return state
    return _open(state, mover, events, modules)


def _open(state: GameState, mover: int, events: list, modules: tuple[Module, ...]
          ) -> GameState:
    seats = len(state.players)
    order = [(mover + 1 + step) % seats for step in range(seats)]
    able = []
    for seat in order:  # (a loop: asked after every turn)
        if seat not in state.retired:
            for module in modules:
                if module.window_able(state, seat):
                    able.append(seat)
                    break
    if not able:
        if data(state) is None and not state.flow.window_seats and state.turn_start is None:
            return state  # most turns: nothing to close, nothing to record
        return close(state, events)
    events.append(VizierWindowOpened(seats=tuple(able)))
    state = _store(state, {"order": able, "answers": {}, "mover": mover})
    return _waiting_for(state, able)


def _waiting_for(state: GameState, seats: Iterable[int]) -> GameState:
    flow = state.flow.model_copy(update={"window_seats": tuple(seats)})
    # turn_start None: apply() records this state as the start of the turn that goes on,
    # so that undoing that turn never undoes an act of the window
    return state.model_copy(update={"flow": flow, "turn_start": None})


def close(state: GameState, events: list) -> GameState:
    """Close the window (an act that ends the game closes it first: the vizier's V3)."""
    if data(state) is not None:
        events.append(VizierWindowClosed())
        state = _store(state, None)
    return _waiting_for(state, ())


def _module_of(state: GameState, kind: str) -> Module | None:
    return next((m for m in members(state.options.modules) if kind in m.window_actions), None)


def _resolve(state: GameState, events: list) -> GameState:
    """Go through the answers in priority order: wait for the first seat that has not
    answered, apply the first act whose seats before it all passed, close when all
    passed."""
    window = data(state)
    answers = window["answers"]
    for seat in window["order"]:
        answer = answers.get(str(seat))
        if answer is None:
            return _waiting_for(state, [s for s in window["order"] if str(s) not in answers])
        if answer != PASS:
            return _act(state, seat, ACTION_ADAPTER.validate_python(answer), window["mover"],
                        events)
    return close(state, events)


def _act(state: GameState, seat: int, action: Any, mover: int, events: list) -> GameState:
    state = _module_of(state, action.kind).window_act(state, seat, action, mover, events)
    if data(state) is None:  # the act closed the window (the game ended)
        return state
    # the act may have refilled the market (a vizier's purchase): a module's own window on
    # what the refill drew comes first (the sultan's claim: "Die Gunst des Wesirs ist
    # nachrangig zur Macht des Sultans"), then this one opens afresh
    return open_between_turns(_waiting_for(_store(state, None), ()), mover, events)


def _answer(state: GameState, seat: int, answer: Any) -> GameState:
    window = dict(data(state))
    window["answers"] = {**window["answers"], str(seat): answer}
    return _store(state, window)


def answer(state: GameState, seat: int, action: Any) -> tuple[GameState, list]:
    """``seat``, named in ``Flow.window_seats``, answers: a pass or an act."""
    if action.kind in PASS_KINDS:
        return pass_(state, seat)
    module = _module_of(state, action.kind)
    if module is None:
        active = state.flow.active_seat
        raise WrongPhase(f"you cannot {str(action).split()[0]} now: it is "
                         f"{state.players[active].name}'s turn", "engine-not-now-their-turn",
                         action=action.kind, name=state.players[active].name)
    problem = module.window_problem(state, seat, action)
    if problem:
        raise problem
    events: list = []
    state = _answer(state, seat, action.model_dump(mode="json"))
    window = data(state)
    ahead = window["order"][:window["order"].index(seat)]
    if any(window["answers"].get(str(s)) != PASS for s in ahead):
        events.append(WindowAnswered(seat=seat))  # WS1: told as a pass is
    return _resolve(state, events), events


def pass_(state: GameState, seat: int) -> tuple[GameState, list]:
    """``seat`` lets this chance go, for everything it could do in the window."""
    events: list = [WindowAnswered(seat=seat)]
    state = _answer(state, seat, PASS)
    return _resolve(state, events), events


def pass_if_nothing_else(state: GameState, seat: int) -> tuple[GameState, list]:
    """``seat`` has just set one of its acts to always pass: if the window waits for it and
    no module brings it in any more, it passes at once."""
    if seat in state.flow.window_seats and is_open(state) and not any(
            m.window_able(state, seat) for m in members(state.options.modules)):
        return pass_(state, seat)
    return state, []


def legal_groups(state: GameState, seat: int) -> list:
    """``seat``'s acts of every module as listing groups (``Module.window_groups``), then
    its pass."""
    modules = members(state.options.modules)
    groups = [group for module in modules for group in module.window_groups(state, seat)]
    the_pass = _pass_of(modules) or _pass_of(tuple(_able(state, seat, modules))) or _PASS
    groups.append((the_pass.kind, (the_pass,)))
    return groups


@lru_cache(maxsize=256)
def _pass_of(modules: tuple[Module, ...]) -> Any:
    """The one pass these modules list (``Module.window_pass``), or None."""
    passes = {m.window_pass for m in modules}
    return passes.pop() if len(passes) == 1 else None


def reason(state: GameState) -> Reason:
    """Why the next player must wait: one module's words when only its acts are awaited,
    else the general ones."""
    modules = members(state.options.modules)
    found = [r for r in (m.window_reason(state) for m in modules) if r is not None]
    if len(found) == 1:
        return found[0]
    return Reason("others may act first", "engine-window-open")


def seat_left(state: GameState, seat: int, events: list) -> GameState:
    """V4: a seat that leaves counts as having passed."""
    window = data(state)
    if window is None or seat not in window["order"]:
        return state
    if not state.flow.window_seats and state.flow.active_seat != seat:
        return _store(state, None)  # the window closed with the turn (the next player left)
    if window["answers"].get(str(seat)) == PASS:
        return state
    state = _answer(state, seat, PASS)
    return _resolve(state, events)


def problems(state: GameState) -> list[str]:
    """The window's invariants: it waits for exactly the seats yet to answer."""
    window = data(state)
    if window is None:
        modules = modules_named(state.options.modules)
        own = any(m.window_actions and not m.shares_window for m in modules)
        # (a module with a window of its own checks it: the characters' auctions)
        if state.flow.window_seats and members(state.options.modules) and not own:
            return ["seats wait in a window between turns that is not open"]
        return []
    waiting = [s for s in window["order"] if str(s) not in window["answers"]]
    if tuple(waiting) != state.flow.window_seats:
        return [f"the window waits for {state.flow.window_seats}, not the seats yet to "
                f"answer {waiting}"]
    return []

