"""The kind registry, the settings, and the command-line check."""

from __future__ import annotations

import importlib.util
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from storage import (
    GameKind,
    SqliteStore,
    StorageSettings,
    UnknownKind,
    get_kind,
    known_kinds,
    open_store,
    register_kind,
)
from storage.postgres import PostgresStore

from .store_helpers import TALLY, VirtualClock, running_alhambra

ROOT = Path(__file__).resolve().parent.parent.parent


def test_the_kind_of_a_game_selects_its_engine(tally):
    assert get_kind("alhambra").name == "alhambra"
    assert get_kind("alhambra").max_players == 6
    assert get_kind("tally") is TALLY
    assert {"alhambra", "rollwrite", "tally"} <= set(known_kinds())
    with pytest.raises(ValueError, match="already registered"):
        register_kind(TALLY)
    with pytest.raises(UnknownKind, match="chess"):
        get_kind("chess")


def test_roll_and_write_is_found_once_its_engine_exists():
    if importlib.util.find_spec("engine.rollwrite") is None:
        with pytest.raises(UnknownKind, match="not installed"):
            get_kind("rollwrite")
    else:  # pragma: no cover - once engine/rollwrite/ is written
        assert isinstance(get_kind("rollwrite"), GameKind)


async def test_the_database_path_comes_from_the_environment(tmp_path, monkeypatch):
    path = tmp_path / "deep" / "bot.sqlite3"
    monkeypatch.chdir(tmp_path)  # no stray .env
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setenv("DATABASE_PATH", str(path))
    settings = StorageSettings()
    assert settings.database_path == path and settings.database_synchronous == "FULL"
    assert settings.database_url is None
    store = await open_store(settings, clock=VirtualClock())
    try:
        assert isinstance(store, SqliteStore)
        game = await store.create_game("alhambra", host=(1, "Ana"))
        assert game.created_at == VirtualClock().now
    finally:
        await store.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


@pytest.mark.parametrize("backend", ["postgres"], indirect=True)
async def test_a_database_url_chooses_postgresql(backend, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_URL", backend.dsn)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "unused.sqlite3"))
    settings = StorageSettings()
    assert settings.database_url == backend.dsn
    store = await open_store(settings, clock=VirtualClock())
    try:
        assert isinstance(store, PostgresStore)
        game = await store.create_game("alhambra", host=(1, "Ana"))
        assert game.created_at == VirtualClock().now
    finally:
        await store.close()
    assert not (tmp_path / "unused.sqlite3").exists()
    monkeypatch.setenv("DATABASE_URL", "")  # empty: SQLite
    assert StorageSettings().database_url is None
    monkeypatch.setenv("DATABASE_URL", "mysql://bot@db/alhambra")
    with pytest.raises(ValidationError, match="PostgreSQL URL"):
        StorageSettings()


async def test_the_command_line_check_reports_bad_games(store, backend):
    game = await running_alhambra(store)
    await backend.tamper(("UPDATE games SET snapshot = 'garbage' WHERE id = ?", (game.id,)))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-m", "storage", "check", "--replay", backend.target],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=60,
    )
    assert result.returncode == 1, result.stderr
    assert result.stdout.startswith(f"game {game.id}: the snapshot does not read")
