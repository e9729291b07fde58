"""The embedded store: one SQLite file through aiosqlite (WAL, foreign keys on).

Two connections: a *writer*, on which every change runs as one ``BEGIN IMMEDIATE``
transaction under an asyncio lock (so coroutines of this process never interleave inside
a transaction, and SQLite's own lock serialises other processes: the whole file is the
row lock), and a *reader* that is ``query_only`` and serves the look-ups without waiting
for writes. Nothing is kept in memory between calls: every call reads what it needs, so
several stores (or processes) on one file are safe. What the store does is written once,
for every backend, in :mod:`storage.sql_store`; this module opens the file and says how
SQLite spells the few things that differ.

Timers (reminders, deadlines, round timers) are rows with a due time, indexed by it. A
tick claims the due ones in one write transaction (``UPDATE ... RETURNING``): each gets a
lease and a fresh token, the bot acts, then :meth:`SqliteStore.release_timer` moves the
due time on if the token still holds.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import aiosqlite

from .errors import StorageError, StoreBusy
from .migrations import RECORDS_VERSION, current_version, next_step
from .sql_store import KEEP, Clock, Dialect, SqlStore, wall_clock

log = logging.getLogger(__name__)

Synchronous = Literal["OFF", "NORMAL", "FULL", "EXTRA"]

#: Claims the earliest due timers nobody holds, of running games only, and returns them.
#: The inner SELECT walks the ``timers_by_due`` index from the earliest due time, so it
#: costs what is due, not how many games there are. Each row gets its own fresh token.
#: Parameters: ?1 now, ?2 held until, ?3 limit. One statement in a write transaction: it
#: is atomic, as the whole file is locked.
_CLAIM_TIMERS = """
    UPDATE timers SET held_until = ?2, claim = lower(hex(randomblob(16)))
    WHERE rowid IN (
        SELECT t.rowid FROM timers AS t
        WHERE t.due_at <= ?1 AND (t.held_until IS NULL OR t.held_until <= ?1)
          AND EXISTS (SELECT 1 FROM games AS g WHERE g.id = t.game_id
                      AND (g.status = 'running' OR (g.status = 'finished' AND t.name = 'post')))
        ORDER BY t.due_at LIMIT ?3
    )
    RETURNING game_id, name, due_at, claim
"""


def _ts(moment: datetime) -> float:
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


def _dt(value: float | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value, UTC)


SQLITE = Dialect(
    seats_json="SELECT json_group_array(json_array(s.seat, s.user_id, s.name, s.computer))"
               " FROM seats AS s WHERE s.game_id = g.id",
    lock_game=None,  # BEGIN IMMEDIATE holds the file's write lock
    claim_timers=_CLAIM_TIMERS,
    message_present="json_extract(g.messages, ?) IS NOT NULL",
    message_key=lambda name: f'$."{name}"',
    to_db=_ts,
    from_db=_dt,
    duplicate_errors=(sqlite3.IntegrityError,),
)


class _Tx:
    """An aiosqlite connection as :class:`storage.sql_store.Tx`."""

    __slots__ = ("db",)

    def __init__(self, db: aiosqlite.Connection):
        self.db = db

    async def rows(self, sql: str, *params: Any) -> Sequence[sqlite3.Row]:
        return await self.db.execute_fetchall(sql, params)

    async def run(self, sql: str, *params: Any) -> int:
        return (await self.db.execute(sql, params)).rowcount


class SqliteStore(SqlStore):
    """The game store on one SQLite file. Open with ``await SqliteStore.open(path)``."""

    dialect = SQLITE

    def __init__(
        self,
        path: Path,
        writer: aiosqlite.Connection,
        reader: aiosqlite.Connection,
        clock: Clock,
    ):
        super().__init__(clock)
        self.path = path
        self._writer = writer
        self._reader = reader
        self._write_lock = asyncio.Lock()
        self._read_lock = asyncio.Lock()
        self._closed = False

    # -- opening and closing ----------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        clock: Clock | None = None,
        synchronous: Synchronous = "FULL",
        busy_timeout: float = 30.0,
    ) -> SqliteStore:
        """Open (creating and migrating if needed) the database at ``path``.

        ``clock`` gives "now" wherever a call does not pass ``now=`` (default: wall time,
        UTC). ``synchronous="FULL"`` makes every commit durable across power loss;
        ``"NORMAL"`` survives a killed process, not a lost machine, and is faster.
        ``busy_timeout`` (seconds) is how long a write waits for another process's.
        Opening never reads a game, so bad data cannot stop start-up (see
        :meth:`check_all`).
        """
        path = Path(path)
        if str(path) == ":memory:":
            raise ValueError("the store needs a file (WAL and a reader connection)")
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = await _connect(path, synchronous, busy_timeout)
        try:
            before = (await writer.execute_fetchall("PRAGMA user_version"))[0][0]
            await _migrate(writer, path)
            reader = await _connect(path, synchronous, busy_timeout, query_only=True)
        except BaseException:
            await writer.close()
            raise
        store = cls(path, writer, reader, clock or wall_clock)
        if 0 < before < RECORDS_VERSION:
            await store.rate_old_games()
        return store

    async def close(self) -> None:
        """Close both connections (a second call does nothing)."""
        if self._closed:
            return
        self._closed = True
        async with self._write_lock:
            with contextlib.suppress(sqlite3.Error):  # best effort
                await self._writer.execute("PRAGMA optimize")
            await self._writer.close()
        async with self._read_lock:
            await self._reader.close()

    async def schema_version(self) -> int:
        async with self._read_lock:
            rows = await self._reader.execute_fetchall("PRAGMA user_version")
        return rows[0][0]

    # -- transactions -------------------------------------------------------------------

    @asynccontextmanager
    async def _writing(self) -> AsyncIterator[_Tx]:
        async with self._write_lock:
            db = self._writer
            try:
                await db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as error:
                if "locked" in str(error) or "busy" in str(error):
                    raise StoreBusy(str(error)) from error
                raise
            try:
                yield _Tx(db)
                await db.execute("COMMIT")
            except BaseException:
                await _rollback(db)
                raise

    @asynccontextmanager
    async def _reading(self, transaction: bool = False) -> AsyncIterator[_Tx]:
        async with self._read_lock:
            db = self._reader
            if not transaction:
                yield _Tx(db)
                return
            await db.execute("BEGIN")
            try:
                yield _Tx(db)
            finally:
                await _rollback(db)


async def _rollback(db: aiosqlite.Connection) -> None:
    # No transaction may be left (it failed to begin, or the commit went through).
    with contextlib.suppress(sqlite3.OperationalError):
        await db.execute("ROLLBACK")


async def _connect(
    path: Path, synchronous: str, busy_timeout: float, *, query_only: bool = False
) -> aiosqlite.Connection:
    if synchronous not in ("OFF", "NORMAL", "FULL", "EXTRA"):
        raise ValueError(f"unknown synchronous mode {synchronous!r}")
    db = await aiosqlite.connect(path, isolation_level=None, timeout=busy_timeout)
    try:
        db.row_factory = sqlite3.Row
        mode = await _enter_wal(db, busy_timeout)
        if mode.lower() != "wal":
            raise StorageError(f"{path} cannot use WAL mode (got {mode})")
        await db.execute("PRAGMA foreign_keys = ON")
        await db.execute(f"PRAGMA synchronous = {synchronous}")
        if query_only:
            await db.execute("PRAGMA query_only = ON")
    except BaseException:
        await db.close()
        raise
    return db


async def _enter_wal(db: aiosqlite.Connection, busy_timeout: float) -> str:
    """Switch to WAL mode. On a brand-new file several openers race for that switch, and
    SQLite answers "database is locked" at once instead of waiting: retry until the busy
    timeout, like every other lock."""
    deadline = time.monotonic() + busy_timeout
    while True:
        try:
            return (await db.execute_fetchall("PRAGMA journal_mode = WAL"))[0][0]
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.02)


async def _migrate(db: aiosqlite.Connection, path: Path) -> int:
    """Apply pending migrations to the database file ``path``, one transaction each (see
    :mod:`storage.migrations`); the log names the file, as an operator knows it."""
    target = current_version()
    while True:
        await db.execute("BEGIN IMMEDIATE")
        try:
            found = (await db.execute_fetchall("PRAGMA user_version"))[0][0]
            step = next_step(found, target)
            if step is not None:
                log.info("migrating the SQLite database %s to schema version %d", path, found + 1)
                for statement in step:
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version = {found + 1:d}")
            await db.execute("COMMIT")
        except BaseException:
            await _rollback(db)
            raise
        if step is None:
            return found


__all__ = ["KEEP", "SQLITE", "SqliteStore", "Synchronous", "wall_clock"]
