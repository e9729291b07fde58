"""The SQLite schema, one migration per release that changed it (``PRAGMA user_version``).

``MIGRATIONS[n - 1]`` turns a version ``n - 1`` database into version ``n``. A migration
is never edited once released: a change is a new migration appended to the list (and the
test that opens a version-1 database keeps proving old files still open). Each migration
runs in its own ``BEGIN IMMEDIATE`` transaction together with the new ``user_version``, so
a crash mid-migration leaves the previous version intact.

Times are Unix seconds (REAL, UTC). Discord ids are INTEGER (snowflakes fit in 63 bits).
JSON columns are TEXT.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from .errors import SchemaTooNew

#: Version 1: games (one row each, snapshot last so list queries never read it), seats,
#: the append-only action log, and the indexes of the bot's look-ups.
SCHEMA_V1: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id               INTEGER PRIMARY KEY,
        kind             TEXT    NOT NULL,
        status           TEXT    NOT NULL DEFAULT 'lobby'
                         CHECK (status IN ('lobby', 'running', 'finished', 'abandoned')),
        options          TEXT    NOT NULL DEFAULT '{}',
        guild_id         INTEGER,
        channel_id       INTEGER,
        thread_id        INTEGER,
        messages         TEXT    NOT NULL DEFAULT '{}',
        host_id          INTEGER,
        seed             INTEGER,
        version          INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
        active_seats     TEXT    NOT NULL DEFAULT '[]',
        created_at       REAL    NOT NULL,
        last_activity_at REAL    NOT NULL,
        started_at       REAL,
        finished_at      REAL,
        reminded_at      REAL,
        snapshot         TEXT,
        CHECK (status NOT IN ('running', 'finished') OR snapshot IS NOT NULL)
    )
    """,
    """
    CREATE TABLE seats (
        game_id   INTEGER NOT NULL REFERENCES games (id),
        seat      INTEGER NOT NULL CHECK (seat >= 0),
        user_id   INTEGER NOT NULL,
        name      TEXT    NOT NULL,
        joined_at REAL    NOT NULL,
        PRIMARY KEY (game_id, seat),
        UNIQUE (game_id, user_id)
    ) WITHOUT ROWID
    """,
    """
    CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games (id),
        seq     INTEGER NOT NULL CHECK (seq >= 1),
        seat    INTEGER NOT NULL,
        user_id INTEGER,
        action  TEXT    NOT NULL,
        at      REAL    NOT NULL,
        PRIMARY KEY (game_id, seq)
    ) WITHOUT ROWID
    """,
    """
    CREATE TRIGGER actions_are_never_updated BEFORE UPDATE ON actions
    BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END
    """,
    """
    CREATE TRIGGER actions_are_never_deleted BEFORE DELETE ON actions
    BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END
    """,
    "CREATE INDEX games_by_thread ON games (thread_id) WHERE thread_id IS NOT NULL",
    "CREATE INDEX games_by_channel ON games (channel_id, status)",
    "CREATE INDEX games_by_status ON games (status, last_activity_at)",
    "CREATE INDEX seats_by_user ON seats (user_id, game_id)",
)

#: Version 2: due-time timers of running games (reminders, deadlines, round timers). The bot
#: used to find its work by reading the longest-idle running games every tick, so past a
#: batch of stale games newer ones were never reminded, and two processes on one file both
#: sent each reminder. A timer row says when a game next needs the bot; a tick claims the
#: due rows (``held_until`` + ``claim`` = a lease with a token) in one write transaction,
#: so each is handled once, earliest first, however many games there are. Timers belong
#: to running games: the trigger drops them when the game ends, except a finished game's
#: ``post`` timer (its final scores may still be owed to the thread).
SCHEMA_V2: tuple[str, ...] = (
    """
    CREATE TABLE timers (
        game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        name       TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
        due_at     REAL    NOT NULL,
        held_until REAL,
        claim      TEXT,
        PRIMARY KEY (game_id, name),
        CHECK ((held_until IS NULL) = (claim IS NULL))
    )
    """,
    "CREATE INDEX timers_by_due ON timers (due_at)",
    """
    CREATE TRIGGER timers_end_with_their_game AFTER UPDATE OF status ON games
    WHEN NEW.status IN ('finished', 'abandoned')
    BEGIN
        DELETE FROM timers
        WHERE game_id = NEW.id AND NOT (NEW.status = 'finished' AND name = 'post');
    END
    """,
)

#: Version 3: the gateway session starts (IDENTIFYs) of every bot process sharing this
#: database, so that several processes running slices of Discord's shards space them as
#: Discord asks (one per rate-limit bucket per 5 s) and a crash loop cannot burn the day's
#: budget (see :mod:`storage.sql_identify`). ``session_start_lock`` holds one row that
#: every claim locks, so claims are decided one at a time; ``session_starts`` keeps the
#: last 24 hours.
SCHEMA_V3: tuple[str, ...] = (
    """
    CREATE TABLE session_start_lock (
        id INTEGER PRIMARY KEY CHECK (id = 1)
    )
    """,
    "INSERT INTO session_start_lock (id) VALUES (1)",
    """
    CREATE TABLE session_starts (
        at       REAL    NOT NULL,
        shard_id INTEGER NOT NULL CHECK (shard_id >= 0),
        bucket   INTEGER NOT NULL CHECK (bucket >= 0)
    )
    """,
    "CREATE INDEX session_starts_by_time ON session_starts (at)",
)

#: Version 4: computer seats. A seat is played by a Discord user or by a computer at a
#: level (``computer``), never both: a computer has no user id (NULL, which the unique
#: (game, user) pair lets any number of seats share, and which no look-up by a user id
#: ever matches), so no invented id can collide with a real one. SQLite cannot drop a NOT
#: NULL, so the table is rebuilt with its rows.
SCHEMA_V4: tuple[str, ...] = (
    """
    CREATE TABLE seats_v4 (
        game_id   INTEGER NOT NULL REFERENCES games (id),
        seat      INTEGER NOT NULL CHECK (seat >= 0),
        user_id   INTEGER,
        name      TEXT    NOT NULL,
        joined_at REAL    NOT NULL,
        computer  TEXT    CHECK (computer IN ('easy', 'medium', 'hard')),
        PRIMARY KEY (game_id, seat),
        UNIQUE (game_id, user_id),
        CHECK ((user_id IS NULL) <> (computer IS NULL))
    ) WITHOUT ROWID
    """,
    "INSERT INTO seats_v4 (game_id, seat, user_id, name, joined_at)"
    " SELECT game_id, seat, user_id, name, joined_at FROM seats",
    "DROP TABLE seats",
    "ALTER TABLE seats_v4 RENAME TO seats",
    "CREATE INDEX seats_by_user ON seats (user_id, game_id)",
)

#: Version 5: the records of finished games (issue 29; :mod:`storage.sql_records`).
#: ``seats.replaced_user_id``: the person a computer took a running seat over from (kept
#: for the history and the rating rule). ``game_results``: one row per finished game of a
#: kind that keeps scores, with what the history pages by (server, kind, finish time) and
#: ``rating_order``, the order in which the games of one server and kind were rated (NULL:
#: finished before this version, until the rebuild rates them). ``result_seats``: each
#: seat's score, place, whether its person left, and the player and place it was rated as
#: (NULL: not rated). ``ratings``: one line per (server, kind, player). Games that finished
#: before this version get their results and ratings from the rebuild, which the store
#: runs once right after this migration (RM1, :mod:`storage.sql_records`).
SCHEMA_V5: tuple[str, ...] = (
    "ALTER TABLE seats ADD COLUMN replaced_user_id INTEGER",
    """
    CREATE TABLE game_results (
        game_id      INTEGER PRIMARY KEY REFERENCES games (id),
        guild_id     INTEGER,
        kind         TEXT    NOT NULL,
        finished_at  REAL    NOT NULL,
        rating_order INTEGER,
        rated        INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1))
    )
    """,
    "CREATE INDEX game_results_by_guild ON game_results"
    " (guild_id, kind, finished_at DESC, game_id DESC)",
    "CREATE UNIQUE INDEX game_results_by_order ON game_results (guild_id, kind, rating_order)",
    """
    CREATE TABLE result_seats (
        game_id     INTEGER NOT NULL REFERENCES game_results (game_id),
        seat        INTEGER NOT NULL CHECK (seat >= 0),
        name        TEXT    NOT NULL,
        user_id     INTEGER,
        computer    TEXT,
        score       INTEGER NOT NULL,
        place       INTEGER NOT NULL CHECK (place >= 1),
        left_game   INTEGER NOT NULL CHECK (left_game IN (0, 1)),
        player      TEXT,
        rated_place INTEGER,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID
    """,
    "CREATE INDEX result_seats_by_user ON result_seats (user_id, game_id)"
    " WHERE user_id IS NOT NULL",
    """
    CREATE TABLE ratings (
        guild_id   INTEGER NOT NULL,
        kind       TEXT    NOT NULL,
        player     TEXT    NOT NULL,
        name       TEXT    NOT NULL,
        user_id    INTEGER,
        computer   TEXT,
        mu         REAL    NOT NULL,
        sigma      REAL    NOT NULL,
        rating     REAL    NOT NULL,
        games      INTEGER NOT NULL,
        wins       INTEGER NOT NULL,
        places     INTEGER NOT NULL,
        last_order INTEGER NOT NULL,
        PRIMARY KEY (guild_id, kind, player)
    ) WITHOUT ROWID
    """,
    "CREATE INDEX ratings_by_rating ON ratings (guild_id, kind, rating DESC)",
)

MIGRATIONS: list[Sequence[str]] = [SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5]

#: The version that brought the records of finished games (RM1: a database migrated
#: across it gets its ratings rebuilt once).
RECORDS_VERSION = 5


def current_version() -> int:
    return len(MIGRATIONS)


def next_step(
    found: int, upto: int, migrations: Sequence[Sequence[str]] | None = None
) -> Sequence[str] | None:
    """The statements that take a database at ``found`` one version up (None when done).

    ``migrations`` is a backend's list (default: this module's, SQLite's). Raises
    :class:`SchemaTooNew` for a database written by a newer release.
    """
    migrations = MIGRATIONS if migrations is None else migrations
    if found > len(migrations):
        raise SchemaTooNew(found, len(migrations))
    return migrations[found] if found < upto else None


def migrate_sync(connection: sqlite3.Connection, upto: int | None = None) -> int:
    """Bring a plain sqlite3 connection (autocommit mode) to ``upto`` (default: newest).

    For tools and tests that build old databases; the store itself migrates through
    aiosqlite the same way. The version is read again inside each write transaction, so
    two processes opening one new file at once migrate it once.
    """
    upto = current_version() if upto is None else upto
    while True:
        connection.execute("BEGIN IMMEDIATE")
        try:
            found = connection.execute("PRAGMA user_version").fetchone()[0]
            step = next_step(found, upto)
            if step is not None:
                for statement in step:
                    connection.execute(statement)
                connection.execute(f"PRAGMA user_version = {found + 1:d}")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")
        if step is None:
            return found
