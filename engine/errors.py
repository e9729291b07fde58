"""What every game engine refuses with: one exception family whose messages a player reads.

Every refusal raises before anything changes (``apply`` never mutates its input), names the
reason in the game's words and carries a stable ``code`` for tests and logs. Each game adds
its own subclasses; the bot can catch :class:`IllegalAction` for any game.

Besides its English words, every refusal carries a stable ``message_id`` and plain-data
``arguments`` (tile and card ids, currencies, numbers, player names, places, and nested
:class:`Reason` values), so that a front end can say the same reason in another language.
The engine itself speaks English only: ``str(error)`` is the reason in English.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Reason(str):
    """A reason in a player's words: the English text itself (a ``str``: compared, joined
    and shown as before), with a stable ``message_id`` and plain-data ``arguments`` that
    say the same in another language. An argument may be a nested :class:`Reason` (a place,
    or the part of a sentence after "cannot build there: ")."""

    message_id: str
    arguments: Mapping[str, Any]

    def __new__(cls, english: str, message_id: str = "", **arguments: Any) -> Reason:
        self = super().__new__(cls, english)
        self.message_id = message_id
        self.arguments = dict(arguments)
        return self

    def __reduce__(self):  # pickles and copies keep the message id and the arguments
        return (_reason, (str(self), self.message_id, dict(self.arguments)))

    def __repr__(self) -> str:
        return f"Reason({str(self)!r}, {self.message_id!r}, **{dict(self.arguments)!r})"


def _reason(english: str, message_id: str, arguments: dict) -> Reason:
    return Reason(english, message_id, **arguments)


class Refused:
    """What :class:`IllegalAction` and :class:`BadOptions` share: the English reason
    (``str(error)``), its ``message_id`` and plain-data ``arguments``. Given a
    :class:`Reason` as the reason and no id, the error takes the reason's id and arguments."""

    message_id: str | None
    arguments: Mapping[str, Any]

    def _refused(self, reason: str, message_id: str | None, arguments: dict) -> None:
        if message_id is None and isinstance(reason, Reason) and reason.message_id:
            message_id, arguments = reason.message_id, dict(reason.arguments)
        self.message_id = message_id
        self.arguments = dict(arguments)

    @property
    def structured(self) -> Reason | None:
        """The reason as a :class:`Reason` (None: the refusal names no message id)."""
        if not self.message_id:
            return None
        return Reason(str(self), self.message_id, **self.arguments)


class IllegalAction(Refused, ValueError):
    """An action the rules do not allow now; ``str(error)`` is the reason for the player."""

    code = "action/illegal"

    def __init__(self, reason: str, message_id: str | None = None, **arguments: Any):
        super().__init__(reason)
        self.reason = reason
        self._refused(reason, message_id, arguments)


class BadOptions(Refused, ValueError):
    """Options for a new game that cannot be played (player count, unknown module, ...)."""

    def __init__(self, reason: str, message_id: str | None = None, **arguments: Any):
        super().__init__(reason)
        self._refused(reason, message_id, arguments)
