"""The default play of a seat that did not act in time (the round timer ran out).

ROLLWRITE.md: "The round closes when every player has acted, or when the round timer runs
out (an idle player then gains coins)." :func:`timeout_actions` lists the actions, in
order, that the bot applies for the idle seat, one at a time through
:func:`~.rules.apply`:

1. ``restart turn`` if it turned dice this turn (its coins come back);
2. ``gain coins`` with the dice as rolled;
3. classic mode, if it must then keep a pair: the pair listed first (lowest values).
"""

from __future__ import annotations

from .actions import Action, GainCoins, RestartTurn
from .errors import NotYourTurn, SeatLeft
from .rules import apply, legal_actions
from .state import GameState


def timeout_actions(state: GameState, seat: int) -> list[Action]:
    """The actions that play ``seat``'s part of the round the idle way (see the module doc).

    Raises :class:`NotYourTurn` when ``seat`` has nothing to do now (:class:`SeatLeft`, a
    kind of it, when the seat has retired: it is never waited for).
    """
    if seat in state.retired:
        raise SeatLeft(f"{state.players[seat].name} has left the game: nobody waits for it",
                       "engine-rw-left-nobody-waits", name=state.players[seat].name)
    if seat not in state.active_seats:
        raise NotYourTurn(f"seat {seat} has nothing to do now", "engine-rw-nothing-to-do",
                          seat=seat)
    actions: list[Action] = []
    r = state.round
    if state.step == "keep":
        return [legal_actions(state, seat)[0]]
    if state.players[seat].turn_dice is not None:
        actions.append(RestartTurn(round=r))
        state, _ = apply(state, seat, actions[-1])
    actions.append(GainCoins(round=r))
    state, _ = apply(state, seat, actions[-1])
    if state.step == "keep" and seat in state.active_seats:
        actions.append(legal_actions(state, seat)[0])
    return actions
