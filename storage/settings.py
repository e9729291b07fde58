"""Where the database lives: ``DATABASE_PATH`` from the environment or ``.env``.

Kept minimal on purpose: the bot's own settings can embed or subclass this one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic_settings import BaseSettings, SettingsConfigDict

from .sqlite import Clock, SqliteStore


class StorageSettings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    #: The SQLite file (created, with its folder, on first start).
    database_path: Path = Path("alhambra.sqlite3")
    #: FULL: a commit survives power loss. NORMAL: it survives a killed process only.
    database_synchronous: Literal["NORMAL", "FULL"] = "FULL"
    #: Seconds a write waits for another process holding the database's write lock.
    database_busy_timeout: float = 30.0


async def open_store(
    settings: StorageSettings | None = None, *, clock: Clock | None = None
) -> SqliteStore:
    """Open the store the settings describe (``StorageSettings()`` reads the environment)."""
    settings = settings if settings is not None else StorageSettings()
    return await SqliteStore.open(
        settings.database_path,
        clock=clock,
        synchronous=settings.database_synchronous,
        busy_timeout=settings.database_busy_timeout,
    )


__all__ = ["StorageSettings", "open_store"]
