"""Refused actions: one exception family whose messages a player understands.

Every refusal raises before anything changes (``apply`` never mutates its input), names the
reason in the game's words and carries a stable ``code`` for tests and logs.
"""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now; ``str(error)`` is the reason for the player."""

    code = "action/illegal"

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class NotYourTurn(IllegalAction):
    """Not this seat's turn (classic), or it has already acted this round (simultaneous)."""

    code = "action/not_your_turn"


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


class BadOptions(ValueError):
    """Options for a new game that cannot be played (player count, mode, opponents)."""
