"""What every game engine refuses with: one exception family whose messages a player reads.

Every refusal raises before anything changes (``apply`` never mutates its input), names the
reason in the game's words and carries a stable ``code`` for tests and logs. Each game adds
its own subclasses; the bot can catch :class:`IllegalAction` for any game.
"""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now; ``str(error)`` is the reason for the player."""

    code = "action/illegal"

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class BadOptions(ValueError):
    """Options for a new game that cannot be played (player count, unknown module, ...)."""
