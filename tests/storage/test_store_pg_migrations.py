"""PostgreSQL's schema versions (its counterpart of test_store_migrations.py, which holds
SQLite's): a new database is migrated once, in order, each step whole or not at all."""

from __future__ import annotations

import asyncio
import hashlib

import asyncpg
import pytest

from storage import SchemaTooNew, pg_migrations
from storage.pg_migrations import SCHEMA_V1, current_version
from storage.postgres import PostgresStore

from .store_helpers import running_alhambra

#: Today's migrations (a test adds one of its own after them).
REAL = tuple(pg_migrations.MIGRATIONS)

#: Migration 1 as released. Editing a released migration breaks databases in the field:
#: add a new migration instead.
SCHEMA_V1_SHA256 = "bc723b93c2c0ff966b93eb3b91d70f49525ee744d2d4ca788b56c2459948d6c0"


async def _columns(dsn: str, table: str) -> list[str]:
    conn = await asyncpg.connect(dsn)
    try:
        rows = await conn.fetch("SELECT column_name FROM information_schema.columns"
                                " WHERE table_name = $1 ORDER BY ordinal_position", table)
    finally:
        await conn.close()
    return [row[0] for row in rows]


def test_the_first_schema_is_never_edited():
    assert hashlib.sha256("\n".join(SCHEMA_V1).encode()).hexdigest() == SCHEMA_V1_SHA256
    assert pg_migrations.MIGRATIONS[0] is SCHEMA_V1


async def test_stores_opening_one_new_database_at_once_migrate_it_once(fresh_pg_dsn):
    stores = await asyncio.gather(*(PostgresStore.open(fresh_pg_dsn) for _ in range(4)))
    try:
        assert [await s.schema_version() for s in stores] == [current_version()] * 4
        game = await running_alhambra(stores[0])
        assert (await stores[3].load_game(game.id)).state == game.state
    finally:
        for s in stores:
            await s.close()
    conn = await asyncpg.connect(fresh_pg_dsn)
    try:
        assert await conn.fetch("SELECT version FROM schema_version") == [(current_version(),)]
    finally:
        await conn.close()


async def _version_1_database(dsn, monkeypatch):
    """A database as today's release leaves it, holding a running game; the game. (Made by
    today's store, which writes every column today's migrations add: a migration test adds
    its own after them.)"""
    monkeypatch.setattr(pg_migrations, "MIGRATIONS", list(REAL))
    async with await PostgresStore.open(dsn) as store:
        game = await running_alhambra(store)
    monkeypatch.undo()
    return game


async def test_a_new_migration_runs_once_in_order_and_keeps_the_data(fresh_pg_dsn, monkeypatch):
    game = await _version_1_database(fresh_pg_dsn, monkeypatch)
    v2 = (
        "ALTER TABLE games ADD COLUMN deadline_at timestamptz",
        "CREATE INDEX games_by_deadline ON games (deadline_at) WHERE deadline_at IS NOT NULL",
    )
    # (after today's migrations: today's store reads the columns they added)
    monkeypatch.setattr(pg_migrations, "MIGRATIONS", [*REAL, v2])
    for _ in range(2):
        async with await PostgresStore.open(fresh_pg_dsn) as store:
            assert await store.schema_version() == len(REAL) + 1
            assert await store.verify_replay(game.id) == []
    assert (await _columns(fresh_pg_dsn, "games"))[-1] == "deadline_at"


async def test_a_failing_migration_leaves_the_old_version_intact(fresh_pg_dsn, monkeypatch):
    game = await _version_1_database(fresh_pg_dsn, monkeypatch)
    broken = ("ALTER TABLE games ADD COLUMN deadline_at timestamptz",
              "CREATE INDEX oops ON nowhere (x)")
    monkeypatch.setattr(pg_migrations, "MIGRATIONS", [*REAL, broken])
    with pytest.raises(asyncpg.UndefinedTableError, match="nowhere"):
        await PostgresStore.open(fresh_pg_dsn)
    assert "deadline_at" not in await _columns(fresh_pg_dsn, "games")
    conn = await asyncpg.connect(fresh_pg_dsn)
    try:
        assert await conn.fetch("SELECT version FROM schema_version") == [(len(REAL),)]
    finally:
        await conn.close()
    monkeypatch.undo()
    async with await PostgresStore.open(fresh_pg_dsn) as store:  # the real migrations run
        assert await store.schema_version() == current_version()
        assert await store.verify_replay(game.id) == []


async def test_a_database_from_a_newer_release_is_refused(fresh_pg_dsn):
    async with await PostgresStore.open(fresh_pg_dsn):
        pass
    conn = await asyncpg.connect(fresh_pg_dsn)
    try:
        await conn.execute("UPDATE schema_version SET version = $1", current_version() + 1)
    finally:
        await conn.close()
    with pytest.raises(SchemaTooNew, match="knows only"):
        await PostgresStore.open(fresh_pg_dsn)
