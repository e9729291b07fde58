"""The one way to change a game (:func:`apply`) and the legal actions built on the same checks.

``apply`` checks that the game runs, that the action is meant for this round, that the seat
may act now and that the step of the turn allows the action; the handler checks the rest.
A seat that has retired (:mod:`.retire`) may do nothing any more. ``retire seat`` itself
is allowed at any time (:data:`ANY_TIME`) and never listed.
``legal_actions`` lists exactly what ``apply`` accepts: its candidates are filtered with the
handlers' own checks (:func:`~.turn.cross_problem`, :func:`~.turn.turn_die_problem`).
"""

from __future__ import annotations

from . import retire, turn
from .actions import (
    ACTION_ADAPTER,
    Action,
    Cross,
    GainCoins,
    KeepPair,
    RestartTurn,
    TurnDie,
)
from .errors import GameOver, NotYourTurn, Reason, SeatLeft, StaleRound, WrongStep
from .state import GameState

HANDLERS = {
    "turn_die": turn.turn_die,
    "cross": turn.cross,
    "gain_coins": turn.gain_coins,
    "keep_pair": turn.keep_pair,
    "restart_turn": turn.restart_turn,
}

#: Actions a seat may take whenever the game runs, whoever has to act. They are never
#: listed by :func:`legal_actions` (the bot applies them on the table's decision).
ANY_TIME = {
    "retire_seat": retire.retire_seat,
}

STEP_ACTIONS: dict[str, frozenset[str]] = {
    "act": frozenset({"turn_die", "cross", "gain_coins", "restart_turn"}),
    "keep": frozenset({"keep_pair"}),
    "over": frozenset(),
}

_STEP_HINT = {
    "act": "first cross a building or gain coins (you may turn dice before)",
    "keep": "you rolled all four dice: keep one yellow and one blue die, the others are "
            "passed on",
}


def _check_seat(state: GameState, seat: int) -> None:
    if seat in state.retired:
        raise SeatLeft(f"{state.players[seat].name} has left the game and takes no more "
                       "actions", "engine-rw-left", name=state.players[seat].name)
    if seat in state.active_seats:
        return
    if state.mode == "classic":
        raise NotYourTurn(f"it is {state.players[state.active_seat].name}'s turn, not yours",
                          "engine-not-your-turn", name=state.players[state.active_seat].name)
    waiting = ", ".join(state.players[s].name for s in state.active_seats)
    raise NotYourTurn(f"you have played round {state.round} already; waiting for {waiting}",
                      "engine-rw-played-round", round=state.round,
                      names=tuple(state.players[s].name for s in state.active_seats),
                      count=len(state.active_seats))


def apply(state: GameState, seat: int, action: Action | dict) -> tuple[GameState, list]:
    """Apply ``seat``'s action; returns the new state and the events. Never mutates ``state``.

    Raises :class:`IllegalAction` (with the reason for the player) when it is not allowed.
    """
    if isinstance(action, dict):
        action = ACTION_ADAPTER.validate_python(action)
    if state.is_over:
        raise GameOver("the game is over", "engine-game-over")
    if action.round is not None and action.round != state.round:
        raise StaleRound(f"that was meant for round {action.round}; it is round "
                         f"{state.round} now", "engine-rw-stale", meant=action.round,
                         round=state.round)
    if not 0 <= seat < len(state.players):
        raise NotYourTurn(f"seat {seat} does not play in this game", "engine-no-such-seat",
                          seat=seat)
    if action.kind in ANY_TIME:
        new_state, events = ANY_TIME[action.kind](state, seat, action)
        return new_state.model_copy(update={"moves": state.moves + 1}), events
    _check_seat(state, seat)
    if action.kind not in STEP_ACTIONS[state.step]:
        hint = Reason(_STEP_HINT[state.step], f"engine-rw-hint-{state.step}")
        raise WrongStep(f"you cannot {str(action).split()[0]} now: {hint}", "engine-rw-not-now",
                        action=action.kind, hint=hint)
    new_state, events = HANDLERS[action.kind](state, seat, action)
    return new_state.model_copy(update={"moves": state.moves + 1}), events


def is_legal(state: GameState, seat: int, action: Action | dict) -> bool:
    try:
        apply(state, seat, action)
    except ValueError:  # IllegalAction, or a dict that is no action at all
        return False
    return True


def _act_step(state: GameState, seat: int) -> list[Action]:
    sheet = state.players[seat]
    dice = sheet.dice
    r = state.round
    found: list[Action] = []
    for yellow, blue in dice.intersections():
        for second in (False, True):
            if turn.cross_problem(sheet, yellow, blue, second) is None:
                found.append(Cross(yellow=yellow, blue=blue, second=second, round=r))
    found.append(GainCoins(round=r))
    for colour in ("yellow", "blue"):
        for value in sorted(set(dice.of(colour))):
            for direction, step in (("down", -1), ("up", 1)):
                if turn.turn_die_problem(sheet, colour, value, step) is None:
                    found.append(TurnDie(colour=colour, value=value, direction=direction,
                                         round=r))
    if sheet.turn_dice is not None:
        found.append(RestartTurn(round=r))
    return found


def _keep_step(state: GameState, seat: int) -> list[Action]:
    dice = state.players[seat].dice
    return [KeepPair(yellow=y, blue=b, round=state.round) for y, b in dice.intersections()]


class LegalActions(list):
    """The legal actions of one seat now: a plain list, except that ``action in it`` asks
    the rules (:func:`is_legal`), so an action typed without its round is found too. The
    :data:`ANY_TIME` actions are never in it, as they are never listed."""

    def __init__(self, actions: list[Action], state: GameState, seat: int):
        super().__init__(actions)
        self._state = state
        self._seat = seat

    def __contains__(self, action: object) -> bool:
        kind = action.get("kind") if isinstance(action, dict) else getattr(action, "kind", None)
        if kind in ANY_TIME:
            return False
        return is_legal(self._state, self._seat, action)  # type: ignore[arg-type]


def legal_actions(state: GameState, seat: int) -> LegalActions:
    """Every legal action of ``seat`` now, stamped with the round (empty when it may not act).

    Crossings come first (with the second building right after its first), then "gain
    coins", then turning dice, then "restart turn".
    """
    if state.is_over or seat not in state.active_seats:
        return LegalActions([], state, seat)
    found = _keep_step(state, seat) if state.step == "keep" else _act_step(state, seat)
    return LegalActions(found, state, seat)
