"""Where the games live: ``DATABASE_URL`` (PostgreSQL) or else ``DATABASE_PATH`` (the
embedded SQLite file), from the environment or ``.env``.

Kept minimal on purpose: the bot's own settings can embed or subclass this one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from .base import GameStore
from .postgres import PostgresStore
from .sql_store import Clock
from .sqlite import SqliteStore

#: The URL schemes that choose PostgreSQL.
POSTGRES_SCHEMES = ("postgresql://", "postgres://")


class StorageSettings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    #: A PostgreSQL server (``postgresql://user:password@host:port/database``). When it is
    #: set the games live there; when absent (the default) in the SQLite file below.
    database_url: str | None = None
    #: The SQLite file (created, with its folder, on first start).
    database_path: Path = Path("alhambra.sqlite3")
    #: SQLite only. FULL: a commit survives power loss. NORMAL: it survives a killed process.
    database_synchronous: Literal["NORMAL", "FULL"] = "FULL"
    #: Seconds a write waits for another process holding the database's write lock
    #: (SQLite) or the game's row (PostgreSQL).
    database_busy_timeout: float = 30.0
    #: PostgreSQL only: how many connections one bot process may hold.
    database_pool_size: int = 10

    @field_validator("database_url", mode="before")
    @classmethod
    def _postgres_only(cls, value):
        if isinstance(value, str) and not value.strip():
            return None  # DATABASE_URL= (empty) means SQLite
        if isinstance(value, str) and not value.startswith(POSTGRES_SCHEMES):
            raise ValueError("DATABASE_URL takes a PostgreSQL URL (postgresql://user:password"
                             "@host:port/database); leave it out to use the SQLite file "
                             "DATABASE_PATH")
        return value


async def open_store(
    settings: StorageSettings | None = None, *, clock: Clock | None = None
) -> GameStore:
    """Open the store the settings describe (``StorageSettings()`` reads the environment):
    PostgreSQL when ``DATABASE_URL`` is set, else the SQLite file ``DATABASE_PATH``."""
    settings = settings if settings is not None else StorageSettings()
    if settings.database_url is not None:
        return await PostgresStore.open(
            settings.database_url,
            clock=clock,
            busy_timeout=settings.database_busy_timeout,
            pool_size=settings.database_pool_size,
        )
    return await SqliteStore.open(
        settings.database_path,
        clock=clock,
        synchronous=settings.database_synchronous,
        busy_timeout=settings.database_busy_timeout,
    )


__all__ = ["POSTGRES_SCHEMES", "StorageSettings", "open_store"]
