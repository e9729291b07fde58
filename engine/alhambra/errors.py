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
    code = "action/not_your_turn"


class WrongPhase(IllegalAction):
    code = "action/wrong_phase"


class CannotAfford(IllegalAction):
    code = "action/cannot_afford"


class IllegalPlacement(IllegalAction):
    code = "action/illegal_placement"


class GameOver(IllegalAction):
    code = "action/game_over"


class BadOptions(ValueError):
    """Options for a new game that cannot be played (too many players, unknown module)."""
