"""Roll & Write's refusals: subclasses of :class:`engine.errors.IllegalAction`, each with a code.

Every refusal raises before anything changes and names the reason in the game's words.
"""

from __future__ import annotations

from engine.errors import BadOptions, IllegalAction, Reason


class NotYourTurn(IllegalAction):
    """Not this seat's turn (classic), or it has already acted this round (simultaneous)."""

    code = "action/not_your_turn"


class SeatLeft(NotYourTurn):
    """The seat has retired from the game (:class:`~.actions.RetireSeat`): it acts no more."""

    code = "action/seat_retired"


class WrongStep(IllegalAction):
    """The action does not fit the step of the turn (e.g. crossing while choosing dice)."""

    code = "action/wrong_step"


class StaleRound(IllegalAction):
    """The action was decided for a round that is over (a late tap on an old panel)."""

    code = "action/stale_round"


class NoSuchDie(IllegalAction):
    code = "action/no_such_die"


class CannotAfford(IllegalAction):
    code = "action/cannot_afford"


class CellCrossed(IllegalAction):
    code = "action/cell_crossed"


class GameOver(IllegalAction):
    code = "action/game_over"

#: The family's root (:mod:`engine.errors`) and its own refusals.
__all__ = [
    "BadOptions",
    "CannotAfford",
    "CellCrossed",
    "GameOver",
    "IllegalAction",
    "NoSuchDie",
    "NotYourTurn",
    "Reason",
    "SeatLeft",
    "StaleRound",
    "WrongStep",
]
