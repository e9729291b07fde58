"""What a seat does out of turn that is no move of the running turn: a standing setting (the
vizier's "always pass", V6; the thieves' "don't ask me", TD6; the bonus cards' choice, B4), a
bonus card revealed (B5), a seat leaving (RT1). One rule for all of them: made before the
active seat has acted, the turn begins after it (nothing to undo); made later, the turn's
start stays the state the action log reached there (the turn's actions replay from it), and
restarting the turn keeps it (``Module.kept_on_restart``)."""

from __future__ import annotations

from .state import GameState


def begins_the_turn(before: GameState, after: GameState) -> GameState:
    """``after`` (an out-of-turn act applied to ``before``) with no turn's start when nothing
    was done yet this turn: ``apply`` then records the new start, after the act."""
    start = before.turn_start
    if start is not None and start.moves == before.moves:
        return after.model_copy(update={"turn_start": None})
    return after


def seats_set(state: GameState, key: str) -> set[int]:
    """The seats a standing setting kept under ``key`` of ``modules_state`` is on for."""
    return set(state.modules_state.get(key) or ())


def is_on(state: GameState, key: str, seat: int) -> bool:
    """Whether the standing setting kept under ``key`` is on for ``seat`` (asked whenever a
    seat's actions are listed: no set is built)."""
    return seat in (state.modules_state.get(key) or ())


def switched(state: GameState, key: str, seat: int, on: bool) -> GameState:
    """``state`` with the setting ``key`` switched ``on`` (or off) for ``seat`` (the seats
    sorted; absent when none)."""
    seats = seats_set(state, key)
    seats = seats | {seat} if on else seats - {seat}
    data = dict(state.modules_state)
    if seats:
        data[key] = sorted(seats)
    else:
        data.pop(key, None)
    return state.model_copy(update={"modules_state": data})


def kept(state: GameState, restored: GameState, key: str) -> GameState:
    """``restored`` (the turn's start a restart goes back to) with ``modules_state[key]`` as
    it is in ``state``: a setting made during the turn is not taken back."""
    value = state.modules_state.get(key)
    if value == restored.modules_state.get(key):
        return restored
    data = dict(restored.modules_state)
    if key in state.modules_state:
        data[key] = value
    else:
        data.pop(key, None)
    return restored.model_copy(update={"modules_state": data})
