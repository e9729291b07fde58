"""Restarting a turn (undo): the game goes back to the turn's start, keeping what was done
out of turn since, which is no move of the turn (RT1 of :mod:`.retire`, the modules'
standing settings: ``Module.kept_on_restart``). Its own module because it builds on the
retirement, which builds on the end of a turn."""

from __future__ import annotations

from .actions import RestartTurn, RetireSeat
from .errors import IllegalAction
from .events import TurnRestarted
from .modules import active_modules
from .retire import retire_seat
from .state import GameState


def restart_turn(state: GameState, seat: int, action: RestartTurn):
    start = state.turn_start
    if start is None or start.moves == state.moves:
        raise IllegalAction("there is nothing to undo yet this turn", "engine-nothing-to-undo")
    # apply() makes the restored state the new start of the turn (nothing left to undo)
    restored = kept_out_of_turn(state, start.model_copy(update={"turn_start": None}))
    return restored, [TurnRestarted(seat=seat)]


def kept_out_of_turn(state: GameState, restored: GameState) -> GameState:
    """``restored`` (the turn's start that ``state``'s turn goes back to) with what is no
    move of the turn kept from ``state``: a seat that left since stays gone (the
    retirement's RT1), and each module keeps its standing settings
    (``Module.kept_on_restart``)."""
    for seat in state.retired:
        if seat not in restored.retired:
            restored, _ = retire_seat(restored, seat, RetireSeat())
    for module in active_modules(restored):
        restored = module.kept_on_restart(state, restored)
    return restored
