"""The safe default turn played for a seat whose turn the table voted to skip.

:func:`skip_turn_actions` lists the actions, in order, that the seat applies (one at a
time, each through :func:`~.rules.apply`) so that its turn ends with as little effect on the
game as possible:

1. ``restart turn`` if anything was done this turn (the unfinished turn is rolled back);
2. in the action part of the turn: take the single most valuable money card on display
   (ties: the first in display order). With an empty display (deck and discard both used
   up) the first legal action that is not ``restart turn`` is taken instead, and again
   while an exact payment grants another action;
3. each tile waiting beside the Alhambra (only possible after that fallback, or the tiles
   received at the end of the game) goes to the reserve;
4. ``end turn``; before it, while a module holds the end of the turn back (the street
   trader must move, the treasure chamber's chests wait for the buyer's choice), the first
   legal action of that module (never an extra rebuild offered beside it).
"""

from __future__ import annotations

from .actions import Action, EndTurn, Reserve, RestartTurn, TakeMoney
from .components import CARDS
from .errors import IllegalAction, NotYourTurn
from .modules import end_turn_problem
from .rules import apply, legal_actions
from .state import GameState

#: Never the step a module holds the end of the turn back for: the extra rebuilds and a
#: master builder's use (expansion 4) are choices, never a safe default.
_NO_STEP = frozenset({"restart_turn", "end_turn", "use_master_builder", "rebuild_place",
                      "rebuild_remove", "rebuild_exchange", "rebuild_place_gate"})
#: More steps than any turn can take; a guard against a loop, never reached in play.
_MAX_STEPS = 100


def most_valuable_card(display: tuple[str, ...]) -> str | None:
    """The display's most valuable money card (ties: the first in display order)."""
    return max(display, key=lambda card: CARDS[card].value, default=None)


def _next_action(state: GameState, seat: int) -> Action:
    if state.flow.phase == "action":
        card = most_valuable_card(state.display)
        if card is not None:
            return TakeMoney(cards=(card,))
        for action in legal_actions(state, seat):
            if action.kind != "restart_turn":
                return action
        raise IllegalAction(f"{state.players[seat].name} has no action to take",
                            "engine-no-action", name=state.players[seat].name)
    waiting = state.players[seat].bought
    if waiting:
        return Reserve(tile=waiting[0])
    if end_turn_problem(state, seat) is not None:  # a module's step first (the trader)
        for action in legal_actions(state, seat):
            if action.kind not in _NO_STEP:
                return action
    return EndTurn()


def skip_turn_actions(state: GameState, seat: int) -> list[Action]:
    """The actions that play ``seat``'s current turn the safe way (see the module doc).

    Raises :class:`NotYourTurn` when it is not ``seat``'s turn (or the game is over).
    """
    if state.is_over or state.flow.active_seat != seat:
        raise NotYourTurn(f"it is not {state.players[seat].name}'s turn",
                          "engine-not-their-turn", name=state.players[seat].name)
    actions: list[Action] = []
    if state.turn_start is not None and state.turn_start.moves != state.moves:
        actions.append(RestartTurn())
        state, _ = apply(state, seat, actions[-1])
    for _ in range(_MAX_STEPS):
        action = _next_action(state, seat)
        state, events = apply(state, seat, action)
        actions.append(action)
        if any(e.kind in ("turn_ended", "game_ended") for e in events):
            return actions
    raise RuntimeError(f"the safe default turn of seat {seat} did not end")  # pragma: no cover
