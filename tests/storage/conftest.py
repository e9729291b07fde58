"""Fixtures of the storage tests: real SQLite files in tmp_path and a virtual clock."""

from __future__ import annotations

import pytest

from storage import SqliteStore, register_kind, unregister_kind

from .store_helpers import TALLY, VirtualClock

# -- fixtures ------------------------------------------------------------------------------


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock()


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "games.sqlite3"


@pytest.fixture
async def store(db_path, clock):
    store = await SqliteStore.open(db_path, clock=clock)
    yield store
    await store.close()


@pytest.fixture
def tally():
    register_kind(TALLY, replace=True)
    yield TALLY
    unregister_kind("tally")
