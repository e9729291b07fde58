"""The two backends the store conformance suite runs on, behind one face for the tests.

A test asks for ``backend`` (or ``store``, opened on it) and runs once on SQLite and once on
PostgreSQL. Besides opening stores (a second store on the same database stands for a second
bot process), a backend lets a test write rows behind the store's back in the shared SQL
dialect: ``?`` placeholders and datetimes, turned into what the backend stores.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import asyncpg

from storage import SqliteStore
from storage.postgres import PostgresStore
from storage.postgres import native_placeholders as _native

#: The tables a test may fill, emptied between tests on the shared PostgreSQL database.
TABLES = ("timers", "actions", "seats", "games", "session_starts", "game_results",
          "result_seats", "ratings")
_GUARDS = ("actions_are_never_updated", "actions_are_never_deleted")


def _sqlite_value(value: Any) -> Any:
    return value.timestamp() if isinstance(value, datetime) else value


class SqliteBackend:
    name = "sqlite"

    def __init__(self, path: Path):
        self.path = path
        #: What a child process opens (see store_child.py).
        self.target = str(path)

    async def open(self, clock=None, *, quick: bool = False, **options) -> SqliteStore:
        if quick:
            options.setdefault("synchronous", "OFF")
        return await SqliteStore.open(self.path, clock=clock, **options)

    async def execute(self, sql: str, *rows: Sequence[Any]) -> None:
        """Run ``sql`` once per row of parameters (once without any)."""
        with sqlite3.connect(self.path) as raw:
            raw.execute("PRAGMA foreign_keys = ON")
            if rows:
                raw.executemany(sql, [tuple(map(_sqlite_value, row)) for row in rows])
            else:
                raw.execute(sql)
        raw.close()

    async def fetch(self, sql: str, *params: Any) -> list[tuple]:
        with sqlite3.connect(self.path) as raw:
            found = raw.execute(sql, tuple(map(_sqlite_value, params))).fetchall()
        raw.close()
        return found

    async def tamper(self, *statements: tuple[str, Sequence[Any]]) -> None:
        """Damage the database behind the store's back, the log's append-only guard lifted."""
        with sqlite3.connect(self.path, isolation_level=None) as raw:
            raw.execute("DROP TRIGGER actions_are_never_updated")
            for statement, params in statements:
                raw.execute(statement, tuple(map(_sqlite_value, params)))
            raw.execute(
                "CREATE TRIGGER actions_are_never_updated BEFORE UPDATE ON actions"
                " BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END"
            )
        raw.close()


class PostgresBackend:
    name = "postgres"

    def __init__(self, dsn: str):
        self.dsn = dsn
        self.target = dsn

    async def open(self, clock=None, *, quick: bool = False, **options) -> PostgresStore:
        if quick:
            options.setdefault("synchronous_commit", False)
        return await PostgresStore.open(self.dsn, clock=clock, **options)

    async def _connect(self) -> asyncpg.Connection:
        return await asyncpg.connect(self.dsn)

    async def reset(self) -> None:
        """Empty every table (the schema stays): the next test starts from game 1."""
        conn = await self._connect()
        try:
            exists = await conn.fetchval("SELECT to_regclass('games') IS NOT NULL")
            if exists:
                await conn.execute(f"TRUNCATE {', '.join(TABLES)} RESTART IDENTITY")
        finally:
            await conn.close()

    async def execute(self, sql: str, *rows: Sequence[Any]) -> None:
        conn = await self._connect()
        try:
            if rows:
                await conn.executemany(_native(sql), [tuple(row) for row in rows])
            else:
                await conn.execute(_native(sql))
            if sql.lstrip().upper().startswith("INSERT INTO GAMES"):
                # Rows written with their own ids: the next new game follows the highest,
                # as SQLite's does.
                await conn.execute("SELECT setval(pg_get_serial_sequence('games', 'id'),"
                                   " (SELECT max(id) FROM games))")
        finally:
            await conn.close()

    async def fetch(self, sql: str, *params: Any) -> list[tuple]:
        conn = await self._connect()
        try:
            return [tuple(row) for row in await conn.fetch(_native(sql), *params)]
        finally:
            await conn.close()

    async def tamper(self, *statements: tuple[str, Sequence[Any]]) -> None:
        conn = await self._connect()
        try:
            async with conn.transaction():
                for guard in _GUARDS:
                    await conn.execute(f"ALTER TABLE actions DISABLE TRIGGER {guard}")
                for statement, params in statements:
                    await conn.execute(_native(statement), *params)
                for guard in _GUARDS:
                    await conn.execute(f"ALTER TABLE actions ENABLE TRIGGER {guard}")
        finally:
            await conn.close()


Backend = SqliteBackend | PostgresBackend
