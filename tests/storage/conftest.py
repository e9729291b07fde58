"""Fixtures of the storage tests: every store test runs on both backends (a real SQLite file
in tmp_path, and a real PostgreSQL server this session starts), with a virtual clock.

The PostgreSQL server is started once per session (the fixture ``pg_server`` of
tests/conftest.py, see tests/pg_server.py) and its tables are emptied before each test.
When it cannot be started the PostgreSQL tests fail with the reason: they are never skipped.
"""

from __future__ import annotations

import itertools

import pytest

from storage import SqliteStore, register_kind, unregister_kind
from tests.pg_server import create_database

from .backends import PostgresBackend, SqliteBackend
from .store_helpers import TALLY, VirtualClock

BACKENDS = ("sqlite", "postgres")


@pytest.fixture(scope="session")
def pg_dsn(pg_server):
    """The database the PostgreSQL store tests share (emptied before each test)."""
    return create_database(pg_server, "alhambra_test")


@pytest.fixture
def fresh_pg_dsn(pg_server, request):
    """A new, empty database of its own (for the migrations)."""
    return create_database(pg_server, f"fresh_{next(_FRESH)}")


_FRESH = itertools.count(1)


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock()


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "games.sqlite3"


@pytest.fixture(params=BACKENDS)
async def backend(request, db_path):
    if request.param == "sqlite":
        return SqliteBackend(db_path)
    backend = PostgresBackend(request.getfixturevalue("pg_dsn"))
    await backend.reset()
    return backend


@pytest.fixture
async def store(backend, clock):
    store = await backend.open(clock)
    yield store
    await store.close()


@pytest.fixture
async def sqlite_store(db_path, clock):
    """A store on SQLite only, for what is SQLite's by nature (query plans, WAL, the file)."""
    store = await SqliteStore.open(db_path, clock=clock)
    yield store
    await store.close()


@pytest.fixture
def tally():
    register_kind(TALLY, replace=True)
    yield TALLY
    unregister_kind("tally")
