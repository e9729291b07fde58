"""Schema versions: a database written by the first schema opens (and migrates) today."""

from __future__ import annotations

import asyncio
import hashlib
import json
import sqlite3

import pytest

from engine.alhambra import ACTION_ADAPTER, apply, legal_actions, new_game
from storage import SchemaTooNew, SqliteStore, migrations
from storage.migrations import SCHEMA_V1, current_version, migrate_sync

#: Today's migrations (a test adds one of its own after them).
REAL = tuple(migrations.MIGRATIONS)

#: Migration 1 as released. Editing a released migration breaks databases in the field:
#: add a new migration instead.
SCHEMA_V1_SHA256 = "60dc4ddafdba077a8ece2e518a0d23634e58c3df4467fa02404abcfcea409284"
T0 = 1_735_732_800.0  # 2025-01-01 12:00 UTC


def test_the_first_schema_is_never_edited():
    assert hashlib.sha256("\n".join(SCHEMA_V1).encode()).hexdigest() == SCHEMA_V1_SHA256
    assert migrations.MIGRATIONS[0] is SCHEMA_V1


def _build_v1_database(path) -> dict:
    """A database as release 1 wrote it: raw SQL only, no code of today's store."""
    raw = sqlite3.connect(path, isolation_level=None)
    raw.execute("PRAGMA journal_mode = WAL")
    assert migrate_sync(raw, upto=1) == 1
    state = new_game(["Ana", "Ben", "Cem"], seed=5)
    log = []
    for _ in range(4):
        seat = state.active_seat
        action = legal_actions(state, seat)[0]
        state, _ = apply(state, seat, action)
        log.append((seat, ACTION_ADAPTER.dump_json(action).decode()))
    raw.execute("BEGIN")
    raw.execute(
        "INSERT INTO games (id, kind, status, options, guild_id, channel_id, thread_id, messages,"
        " host_id, seed, version, active_seats, created_at, last_activity_at, started_at,"
        " snapshot) VALUES (1, 'alhambra', 'running', '{}', 7, 8, 9, ?, 100, 5, 4, ?, ?, ?, ?, ?)",
        (json.dumps({"market": 555}), json.dumps([state.active_seat]), T0, T0 + 60, T0,
         state.model_dump_json()),
    )
    raw.executemany(
        "INSERT INTO seats (game_id, seat, user_id, name, joined_at) VALUES (1, ?, ?, ?, ?)",
        [(i, 100 + i, name, T0) for i, name in enumerate(["Ana", "Ben", "Cem"])],
    )
    raw.executemany(
        "INSERT INTO actions (game_id, seq, seat, user_id, action, at) VALUES (1, ?, ?, ?, ?, ?)",
        [(seq, seat, 100 + seat, text, T0 + seq) for seq, (seat, text) in enumerate(log, 1)],
    )
    raw.execute(
        "INSERT INTO games (id, kind, status, options, channel_id, host_id, created_at,"
        " last_activity_at) VALUES (2, 'alhambra', 'lobby', '{\"modules\": []}', 8, 200, ?, ?)",
        (T0, T0),
    )
    raw.execute(
        "INSERT INTO seats (game_id, seat, user_id, name, joined_at) VALUES (2, 0, 200, 'Dia', ?)",
        (T0,),
    )
    raw.execute("COMMIT")
    raw.close()
    return {"state": state}


async def test_a_version_1_database_opens_with_todays_store(tmp_path, caplog):
    path = tmp_path / "v1.sqlite3"
    made = _build_v1_database(path)
    with caplog.at_level("INFO", logger="storage.sqlite"):
        store = await SqliteStore.open(path)
    async with store:
        # the log says which file is migrated, in words (never a connection's repr)
        told = [r.getMessage() for r in caplog.records if "migrating" in r.getMessage()]
        assert told and all(str(path) in line and "object at 0x" not in line
                            for line in told)
        assert told[0] == f"migrating the SQLite database {path} to schema version 2"
        assert await store.schema_version() == current_version()
        game = await store.game_by_thread(9)
        assert game.id == 1 and game.state == made["state"] and game.version == 4
        assert game.messages == {"market": 555} and game.seat_of(101) == 1
        assert await store.verify_replay(1) == []
        assert await store.check_all(statuses=None, full_replay=True) == []
        seat = game.active_seats[0]
        done = await store.apply_action(1, seat, legal_actions(game.state, seat)[0],
                                        expected_version=4)
        assert done.game.version == 5
        lobby = await store.join_game(2, 201, "Eli")
        assert [s.name for s in lobby.seats] == ["Dia", "Eli"]
        assert (await store.start_game(2, seed=1)).status == "running"


async def test_a_new_migration_runs_once_in_order_and_keeps_the_data(tmp_path, monkeypatch):
    path = tmp_path / "v1.sqlite3"
    _build_v1_database(path)
    v2 = (
        "ALTER TABLE games ADD COLUMN deadline_at REAL",
        "CREATE INDEX games_by_deadline ON games (deadline_at) WHERE deadline_at IS NOT NULL",
    )
    # (after today's migrations: today's store reads the columns they added)
    monkeypatch.setattr(migrations, "MIGRATIONS", [*REAL, v2])
    for _ in range(2):
        async with await SqliteStore.open(path) as store:
            assert await store.schema_version() == len(REAL) + 1
            assert await store.verify_replay(1) == []
    with sqlite3.connect(path) as raw:
        columns = [row[1] for row in raw.execute("PRAGMA table_info(games)")]
    assert columns[-1] == "deadline_at"


async def test_a_failing_migration_leaves_the_old_version_intact(tmp_path, monkeypatch):
    path = tmp_path / "v1.sqlite3"
    _build_v1_database(path)
    broken = ("ALTER TABLE games ADD COLUMN deadline_at REAL", "CREATE INDEX oops ON nowhere (x)")
    monkeypatch.setattr(migrations, "MIGRATIONS", [SCHEMA_V1, broken])
    with pytest.raises(sqlite3.OperationalError, match="nowhere"):
        await SqliteStore.open(path)
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 1
        assert "deadline_at" not in [row[1] for row in raw.execute("PRAGMA table_info(games)")]
    monkeypatch.undo()
    async with await SqliteStore.open(path) as store:
        assert await store.verify_replay(1) == []


async def test_a_database_from_a_newer_release_is_refused(tmp_path):
    path = tmp_path / "future.sqlite3"
    with sqlite3.connect(path) as raw:
        raw.execute(f"PRAGMA user_version = {current_version() + 1}")
    with pytest.raises(SchemaTooNew, match="newer|knows only"):
        await SqliteStore.open(path)


async def test_two_stores_creating_one_new_file_at_once_both_open_it(tmp_path):
    path = tmp_path / "fresh.sqlite3"
    stores = await asyncio.gather(*(SqliteStore.open(path) for _ in range(4)))
    try:
        assert [await s.schema_version() for s in stores] == [current_version()] * 4
        game = await stores[0].create_game("alhambra", host=(1, "Ana"))
        assert (await stores[3].load_game(game.id)).seats[0].name == "Ana"
    finally:
        for s in stores:
            await s.close()
