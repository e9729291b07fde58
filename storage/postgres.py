"""The server store: PostgreSQL through an asyncpg pool, for a bot outgrowing one machine.

What the store does is written once in :mod:`storage.sql_store`; this module opens the
pool, migrates (:mod:`storage.pg_migrations`) and says how PostgreSQL spells the few things
that differ. Transactions run at PostgreSQL's default isolation, READ COMMITTED, where the
whole-file lock SQLite gives for free does not exist: every write that reads and then
writes locks its game row first (``SELECT ... FOR UPDATE``) and reads the game only after
that, so two processes seating players, recording message ids or changing an option at
once never lose each other's update; applying an action keeps the version check in its
``UPDATE`` and the log's primary key as the last guard. Due timers are claimed ``FOR
UPDATE SKIP LOCKED``: claimers never wait for one another nor share a timer.

A commit (an action applied) is three round trips, each server statement prepared once
per connection: ``BEGIN`` with the row lock in one simple query; the log rows and the game
row in one statement (``WITH logged AS (INSERT ...) UPDATE games ... WHERE version = ...
RETURNING ...``); ``COMMIT``. When the store holds the state of the version the action was
decided on (it wrote or read it last, see :class:`storage.sql_base.StateCache`), the lock
is taken only if the row is still that running game at that version, and the game is read
back from the write instead of before it; otherwise the row is locked, then read, as
every write does. Snapshots are compressed with lz4 where the server has it.

    >>> store = await PostgresStore.open("postgresql://bot@db.example/alhambra")
"""

from __future__ import annotations

import contextlib
import functools
import logging
import re
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any

import asyncpg

from . import pg_migrations
from .errors import GameNotFound, StorageError, StoreBusy
from .migrations import next_step
from .sql_base import Known
from .sql_store import Clock, Dialect, SqlStore, wall_clock

log = logging.getLogger(__name__)

#: Claims the earliest due timers nobody holds ($1 now, $2 held until, $3 limit). Rows
#: another transaction is claiming (or setting, or releasing) right now are skipped, not
#: waited for; a row claimed and committed meanwhile is checked again by the lock and
#: left out. Each row gets its own fresh token.
_CLAIM_TIMERS = """
    WITH due AS (
        SELECT t.game_id, t.name FROM timers AS t
        WHERE t.due_at <= $1 AND (t.held_until IS NULL OR t.held_until <= $1)
          AND EXISTS (SELECT 1 FROM games AS g WHERE g.id = t.game_id
                      AND (g.status = 'running' OR (g.status = 'finished' AND t.name = 'post')))
        ORDER BY t.due_at LIMIT $3
        FOR UPDATE OF t SKIP LOCKED
    )
    UPDATE timers AS t SET held_until = $2, claim = replace(gen_random_uuid()::text, '-', '')
    FROM due WHERE t.game_id = due.game_id AND t.name = due.name
    RETURNING t.game_id, t.name, t.due_at, t.claim
"""


def _to_db(moment: datetime) -> datetime:
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def _from_db(value: datetime | None) -> datetime | None:
    return value  # asyncpg reads timestamptz as an aware datetime in UTC


POSTGRES = Dialect(
    seats_json="SELECT coalesce(json_agg(json_build_array(s.seat, s.user_id, s.name, s.computer)),"
               " '[]')::text FROM seats AS s WHERE s.game_id = g.id",
    lock_game="SELECT 1 FROM games WHERE id = ? FOR UPDATE",
    claim_timers=_CLAIM_TIMERS,
    message_present="(g.messages -> ?::text) IS NOT NULL",
    message_key=lambda name: name,
    to_db=_to_db,
    from_db=_from_db,
    duplicate_errors=(asyncpg.UniqueViolationError,),
    writes_in_with=True,
    lock_board="SELECT pg_advisory_xact_lock(hashtextextended(?, 0))",
    lock_results="LOCK TABLE game_results IN ROW EXCLUSIVE MODE",
    lock_all_boards="LOCK TABLE game_results IN SHARE ROW EXCLUSIVE MODE",
)

_MARK = re.compile(r"\?")


@functools.lru_cache(maxsize=512)
def native_placeholders(sql: str) -> str:
    """The shared statements' ``?`` placeholders as PostgreSQL's ``$1, $2, ...``."""
    count = iter(range(1, 10_000))
    return _MARK.sub(lambda _: f"${next(count)}", sql)


def _changed(status: str) -> int:
    """The row count of a command status such as ``UPDATE 1`` or ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _Tx:
    """An asyncpg connection as :class:`storage.sql_store.Tx`."""

    __slots__ = ("conn",)

    def __init__(self, conn: asyncpg.Connection):
        self.conn = conn

    async def rows(self, sql: str, *params: Any) -> Sequence[asyncpg.Record]:
        return await self.conn.fetch(native_placeholders(sql), *params)

    async def run(self, sql: str, *params: Any) -> int:
        return _changed(await self.conn.execute(native_placeholders(sql), *params))


async def _nothing_to_reset(conn: asyncpg.Connection) -> None:
    return None


#: The game row lock as a statement each connection prepares when it opens
#: (:func:`_prepare`), so that a simple query can begin a transaction and take the lock.
_LOCK_GAME = "alhambra_lock_game"
#: The row lock taken only if the row is still the running game of that version, kind,
#: seed and start ($1 id, $2 version, $3 kind, $4 seed, $5 started_at): see
#: :meth:`PostgresStore._writing_game`.
_LOCK_KNOWN = "alhambra_lock_known_game"
_PLAIN_KIND = re.compile(r"[A-Za-z0-9_]{1,64}")


def _plain_known(known: Known) -> bool:
    """Whether ``known`` can be written into a query's text as it is."""
    return (type(known.version) is int and type(known.seed) is int
            and isinstance(known.started_at, datetime) and known.started_at.tzinfo is not None
            and isinstance(known.kind, str) and _PLAIN_KIND.fullmatch(known.kind) is not None)


async def _prepare(conn: asyncpg.Connection) -> None:
    """What each connection of the pool does as it opens: prepare the row locks
    (:data:`_LOCK_GAME`, :data:`_LOCK_KNOWN`), and compress the snapshots it writes with
    lz4 where the server has it (measured: the game row's update takes about half the
    server time it takes with the default pglz; either reads back the same)."""
    await conn.execute(
        f"PREPARE {_LOCK_GAME} (bigint) AS SELECT 1 FROM games WHERE id = $1 FOR UPDATE")
    await conn.execute(
        f"PREPARE {_LOCK_KNOWN} (bigint, integer, text, bigint, timestamptz) AS SELECT 1"
        " FROM games WHERE id = $1 AND version = $2 AND kind = $3 AND seed = $4"
        " AND started_at = $5 AND status = 'running' FOR UPDATE")
    with contextlib.suppress(asyncpg.PostgresError):  # a server without lz4 keeps pglz
        await conn.execute("SET default_toast_compression = lz4")


class PostgresStore(SqlStore):
    """The game store on a PostgreSQL database. Open with ``await PostgresStore.open(dsn)``."""

    dialect = POSTGRES

    def __init__(self, dsn: str, pool: asyncpg.Pool, clock: Clock):
        super().__init__(clock)
        self.dsn = dsn
        self._pool = pool
        self._closed = False

    @classmethod
    async def open(
        cls,
        dsn: str,
        *,
        clock: Clock | None = None,
        busy_timeout: float = 30.0,
        pool_size: int = 10,
        synchronous_commit: bool = True,
    ) -> PostgresStore:
        """Open a pool on ``dsn`` (``postgresql://user:password@host:port/database``) and
        migrate the database if needed.

        ``busy_timeout`` (seconds) is how long a write waits for a row another transaction
        holds (PostgreSQL's ``lock_timeout``) before :class:`StoreBusy`; ``pool_size``
        how many connections this store may use at once. ``synchronous_commit=False``
        answers a commit before it is on disk (a crash of the server may lose the last
        moments, never half a commit): for tools and tests. Opening never reads a game.
        """
        if pool_size < 1:
            raise ValueError(f"a pool needs a connection (pool_size={pool_size})")
        settings = {
            "lock_timeout": str(max(1, round(busy_timeout * 1000))),
            "application_name": "alhambra-bot",
            "timezone": "UTC",
            "synchronous_commit": "on" if synchronous_commit else "off",
        }
        # Migrated first, on a connection of its own: the pool's connections prepare
        # statements on the tables as they open.
        conn = await asyncpg.connect(dsn, server_settings=settings)
        try:
            before = 0
            if await conn.fetchval("SELECT to_regclass('schema_version') IS NOT NULL"):
                before = await conn.fetchval(
                    "SELECT coalesce(max(version), 0) FROM schema_version")
            await migrate(conn)
        finally:
            await conn.close()
        pool = await asyncpg.create_pool(
            dsn,
            min_size=1,
            max_size=pool_size,
            init=_prepare,
            # The store leaves nothing in a session but what _prepare set up for good (no
            # LISTEN, no session locks, every transaction ended): skip asyncpg's reset
            # round trip on each release.
            reset=_nothing_to_reset,
            server_settings=settings,
        )
        store = cls(dsn, pool, clock or wall_clock)
        if 0 < before < pg_migrations.RECORDS_VERSION:
            await store.rate_old_games()
        return store

    async def close(self) -> None:
        """Close the pool (a second call does nothing)."""
        if self._closed:
            return
        self._closed = True
        await self._pool.close()

    async def schema_version(self) -> int:
        async with self._pool.acquire() as conn:
            return await conn.fetchval("SELECT coalesce(max(version), 0) FROM schema_version")

    @asynccontextmanager
    async def _writing(self) -> AsyncIterator[_Tx]:
        async with self._pool.acquire() as conn:
            try:
                async with conn.transaction():
                    yield _Tx(conn)
            except asyncpg.LockNotAvailableError as error:
                raise StoreBusy(str(error)) from error

    @asynccontextmanager
    async def _writing_game(
        self, game_id: int, known: Known | None = None
    ) -> AsyncIterator[tuple[_Tx, bool]]:
        """A write transaction that holds the row lock of ``game_id`` from its start:
        ``BEGIN`` and a prepared lock go to the server as one simple query (one round
        trip; integers, a plain kind name and a time are written into the text, nothing
        else).

        With ``known``, the lock is :data:`_LOCK_KNOWN`'s: it takes the row only if it is
        still that running game (version, kind, seed, start). Under READ COMMITTED a lock
        that had to wait checks its condition again on the newest row, so "SELECT 1" means
        locked and unchanged; otherwise nothing is locked and the plain lock follows."""
        if type(game_id) is not int or (known is not None and not _plain_known(known)):
            async with super()._writing_game(game_id) as (tx, _):
                yield tx, False
            return
        async with self._pool.acquire() as conn:
            try:
                try:
                    still_known = False
                    if known is not None:
                        status = await conn.execute(
                            f"BEGIN; EXECUTE {_LOCK_KNOWN}({game_id:d}, {known.version:d},"
                            f" '{known.kind}', {known.seed:d},"
                            f" '{known.started_at.isoformat()}')")
                        still_known = _changed(status) == 1
                        if not still_known:
                            status = await conn.execute(f"EXECUTE {_LOCK_GAME}({game_id:d})")
                    else:
                        status = await conn.execute(f"BEGIN; EXECUTE {_LOCK_GAME}({game_id:d})")
                    if _changed(status) != 1:
                        raise GameNotFound(game_id)
                    yield _Tx(conn), still_known
                    status = await conn.execute("COMMIT")
                except BaseException:
                    if not conn.is_closed() and conn.is_in_transaction():
                        # As asyncpg's own transactions do; what fails here the pool's
                        # release rolls back (or closes the connection).
                        with contextlib.suppress(Exception):
                            await conn.execute("ROLLBACK")
                    raise
            except asyncpg.LockNotAvailableError as error:
                raise StoreBusy(str(error)) from error
            if status != "COMMIT":  # the server rolled back a transaction that had failed
                raise StorageError(f"game {game_id}: the write was rolled back ({status})")

    @asynccontextmanager
    async def _reading(self, transaction: bool = False) -> AsyncIterator[_Tx]:
        async with self._pool.acquire() as conn:
            if not transaction:
                yield _Tx(conn)
                return
            async with conn.transaction(isolation="repeatable_read", readonly=True):
                yield _Tx(conn)


async def migrate(conn: asyncpg.Connection, upto: int | None = None) -> int:
    """Bring the database to ``upto`` (default: newest), one transaction per migration,
    each holding :data:`pg_migrations.MIGRATION_LOCK`. Returns the version found last."""
    migrations = pg_migrations.MIGRATIONS
    upto = len(migrations) if upto is None else upto
    while True:
        async with conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", pg_migrations.MIGRATION_LOCK)
            await conn.execute(pg_migrations.VERSION_TABLE)
            found = await conn.fetchval("SELECT coalesce(max(version), 0) FROM schema_version")
            step = next_step(found, upto, migrations)
            if step is not None:
                log.info("migrating the PostgreSQL database to schema version %d", found + 1)
                for statement in step:
                    await conn.execute(statement)
                await conn.execute("DELETE FROM schema_version")
                await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", found + 1)
        if step is None:
            return found


__all__ = ["POSTGRES", "PostgresStore", "migrate"]
