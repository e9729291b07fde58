"""When a turn ends by itself: after a choice that leaves the seat nothing to do but end
its turn (taking money; building or reserving the last bought tile). The kind commits the
end together with the choice; the panel says beforehand which choice will end the turn (an
exact payment's extra action is lost by placing a tile, issue 24).

PH2: the extra action of an exact payment ("darf ... noch eine Aktion", rule book p. 4) is
given up by building, reserving, turning over or giving away a bought tile first (the
engine's ``_declined_extra_action``); the place screen says so above its numbers, and the
log line of the purchase says "another action" only when it was (or can still be) taken,
the placement that gave it up saying that it went unused (:mod:`.texts`)."""

from __future__ import annotations

from engine.alhambra import apply, legal_actions
from engine.alhambra.modules import any_time_kinds
from engine.alhambra.modules.master_builders import could_use


def turn_ends_after(state, seat: int, action) -> bool:
    """Whether ``seat``'s turn ends by itself once ``action`` is taken."""
    if action.kind in ("end_turn", "restart_turn"):
        return False
    if action.kind in any_time_kinds(state.options.modules) or \
            seat in state.flow.window_seats:
        return False  # a setting, a reveal, a vizier's answer: the turn is not touched
    after, _ = apply(state, seat, action)
    if after.is_over or after.active_seat != seat:
        return False
    listed = {a.kind for a in legal_actions(after, seat)}
    if "take_with_knihstig" in listed:
        return False  # Abdul Knihstig's card is still to be taken (or let go by ending)
    # a master builder (expansion 4) is judged by public facts only (MB7): whether the
    # turn ends must not tell whether the hand holds one
    kinds = listed - any_time_kinds(state.options.modules) - {"use_master_builder"}
    return "end_turn" in kinds and kinds <= {"end_turn", "restart_turn"} and \
        not could_use(after, seat)
