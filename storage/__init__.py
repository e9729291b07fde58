"""Persistence of games: lobby, snapshot + version, the append-only action log, look-ups.

Two backends behind one interface (:class:`GameStore`), written once in
:mod:`storage.sql_store`: the embedded SQLite file (:class:`SqliteStore`, the default) and a
PostgreSQL server (:class:`storage.postgres.PostgresStore`, when ``DATABASE_URL`` is set).

    >>> store = await SqliteStore.open("alhambra.sqlite3")          # or open_store()
    >>> game = await store.create_game("alhambra", host=(user_id, "Ana"), thread_id=t)
    >>> game = await store.join_game(game.id, other_id, "Ben")
    >>> game = await store.start_game(game.id)
    >>> done = await store.apply_action(game.id, seat, action, expected_version=game.version)
    >>> done.game.state, done.events

A stale ``expected_version`` raises :class:`GameMovedOn` (with the current game); the
engine's ``IllegalAction`` passes through. Nothing is written in either case.

Timers say when a running game next needs the bot (reminders, deadlines, round timers);
every tick claims the due ones, so each is handled once even with several processes:

    >>> await store.set_timers(game.id, {"reminder": now + timedelta(hours=24)})
    >>> for timer in await store.claim_due_timers():
    ...     ...  # remind, then move the timer on (or None: done)
    ...     await store.release_timer(timer, timer.due_at + timedelta(hours=24))

The records of finished games (:mod:`storage.sql_records`) are written in the transaction
that finishes a game: each seat's score and place, and the server's ratings
(:mod:`records.ratings` says who is rated and how); cancelled games leave none:

    >>> page = await store.finished_games(guild_id, "alhambra", user_id=None, page=0)
    >>> board = await store.leaderboard(guild_id, "alhambra")
    >>> await store.rebuild_ratings()      # or: python -m storage rebuild-ratings
"""

from .base import GameStore
from .errors import (
    AlreadySeated,
    CannotStart,
    CorruptGame,
    GameFull,
    GameMovedOn,
    GameNotFound,
    LobbyError,
    NotSeated,
    SchemaTooNew,
    StorageError,
    StoreBusy,
    UnknownKind,
    WrongStatus,
)
from .kinds import GameKind, engine_kind, get_kind, known_kinds, register_kind, unregister_kind
from .models import (
    COMPUTER_LEVELS,
    LIVE,
    STATUSES,
    Applied,
    DueTimer,
    FinishedGame,
    Game,
    GameProblem,
    GameSummary,
    HistoryPage,
    LogEntry,
    Result,
    Seat,
    SessionStart,
    Standing,
)
from .settings import StorageSettings, open_store
from .sql_store import KEEP, wall_clock
from .sqlite import SqliteStore

__all__ = [
    "COMPUTER_LEVELS",
    "KEEP",
    "LIVE",
    "STATUSES",
    "AlreadySeated",
    "Applied",
    "CannotStart",
    "CorruptGame",
    "DueTimer",
    "FinishedGame",
    "Game",
    "GameFull",
    "GameKind",
    "GameMovedOn",
    "GameNotFound",
    "GameProblem",
    "GameStore",
    "GameSummary",
    "HistoryPage",
    "LobbyError",
    "LogEntry",
    "NotSeated",
    "Result",
    "SchemaTooNew",
    "Seat",
    "SessionStart",
    "SqliteStore",
    "Standing",
    "StorageError",
    "StorageSettings",
    "StoreBusy",
    "UnknownKind",
    "WrongStatus",
    "engine_kind",
    "get_kind",
    "known_kinds",
    "open_store",
    "register_kind",
    "unregister_kind",
    "wall_clock",
]
