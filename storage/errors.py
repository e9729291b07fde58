"""What the store refuses, as one exception family the bot can turn into replies.

An action the *rules* refuse is not a storage error: the engine's ``IllegalAction`` passes
through unchanged (and nothing is written).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .models import Game


class StorageError(Exception):
    """Base of every error raised by the store."""


class GameNotFound(StorageError, LookupError):
    def __init__(self, game_id: int):
        super().__init__(f"there is no game {game_id}")
        self.game_id = game_id


class UnknownKind(StorageError, LookupError):
    """No engine is registered (or installed) for a game's ``kind``; ``game_id`` names the
    stored game whose kind it is, when one was being read (a game written by a newer
    release, or a damaged row): the bot tells that game's players what is wrong."""

    def __init__(self, kind: str, detail: str = "", *, game_id: int | None = None):
        super().__init__(f"no engine for the game kind {kind!r}{': ' + detail if detail else ''}")
        self.kind = kind
        self.game_id = game_id


class GameMovedOn(StorageError):
    """The action was decided on an older version: someone else acted first.

    ``game`` is the game as it is now (state included), so the caller can redraw the
    buttons and, if it still makes sense, decide again.
    """

    def __init__(self, game: Game, expected_version: int):
        super().__init__(
            f"game {game.id} moved on: the action was decided at version {expected_version}, "
            f"the game is now at version {game.version}"
        )
        self.game = game
        self.game_id = game.id
        self.expected_version = expected_version
        self.version = game.version


class WrongStatus(StorageError):
    """The game is not in a status that allows this (e.g. joining a running game)."""

    def __init__(self, game_id: int, status: str, wanted: tuple[str, ...], what: str):
        super().__init__(
            f"game {game_id} is {status}; {what} needs it to be {' or '.join(wanted)}"
        )
        self.game_id = game_id
        self.status = status
        self.wanted = wanted


class LobbyError(StorageError):
    """A refused lobby change; ``str(error)`` can be shown to the player."""

    def __init__(self, game_id: int, message: str):
        super().__init__(message)
        self.game_id = game_id


class GameFull(LobbyError):
    pass


class AlreadySeated(LobbyError):
    pass


class NotSeated(LobbyError):
    pass


class CannotStart(LobbyError):
    """The engine refused to set the game up (too few players, unknown module, ...)."""


class CorruptGame(StorageError):
    """A stored row cannot be read back (bad snapshot JSON, unreadable seats, ...).

    Raised for that one game only; every other game keeps working.
    """

    def __init__(self, game_id: int, reason: str):
        super().__init__(f"game {game_id} cannot be read: {reason}")
        self.game_id = game_id
        self.reason = reason


class StoreBusy(StorageError):
    """Another process held the database's write lock for longer than the busy timeout."""

    def __init__(self, detail: str):
        super().__init__(f"the game database is busy, please try again ({detail})")


class SchemaTooNew(StorageError):
    """The database was written by a newer release than this one."""

    def __init__(self, found: int, known: int):
        super().__init__(
            f"the database has schema version {found}, this release knows only up to {known}"
        )
        self.found = found
        self.known = known
