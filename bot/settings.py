"""The bot's configuration, read from the environment or ``.env`` (see ``.env.example``)."""

from __future__ import annotations

from typing import Annotated

from pydantic import SecretStr, field_validator, model_validator
from pydantic_settings import NoDecode, SettingsConfigDict

from storage import StorageSettings


class BotSettings(StorageSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    #: The bot token from the Discord developer portal (None: the bot cannot start).
    discord_token: SecretStr | None = None
    #: Guilds to sync slash commands to at once (development); empty: sync globally.
    #: In the environment: ids separated by commas and/or spaces; an empty value means none.
    dev_guild_ids: Annotated[list[int], NoDecode] = []
    #: How often the reminder task looks for idle games, in minutes.
    reminder_check_minutes: float = 10.0
    #: Sync the command tree at start-up.
    sync_commands: bool = True
    #: Seconds after which a player whose answer is still being worked on is told so.
    slow_notice_seconds: float = 8.0
    #: Ask Discord for the "server members" intent (a privileged intent: switch it on in the
    #: developer portal, Bot -> Privileged Gateway Intents, first). With it the bot sees a
    #: player leave the server at once and opens the table's vote then; without it, it
    #: looks when their turn begins and every hour while it waits (see bot/tables/pacing.py).
    members_intent: bool = False
    #: Processes that draw the pictures (0: one thread instead; unset: one per core this
    #: process may run on -- see bot/tables/images.py).
    render_workers: int | None = None
    #: How many shards the bot's gateway connections are split into, over every process
    #: (unset: one plain connection, enough below Discord's 2,500 servers per shard).
    shard_count: int | None = None
    #: The shards this process runs, e.g. "0,1" or "2 3" (unset with SHARD_COUNT: all of
    #: them). Give each process its own slice; together they cover 0 .. SHARD_COUNT - 1.
    shard_ids: Annotated[list[int] | None, NoDecode] = None

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _split_shards(cls, value):
        if isinstance(value, str):
            parts = value.replace(",", " ").split()
            if not parts:
                return None  # SHARD_IDS= (empty): all of SHARD_COUNT
            if not all(part.isascii() and part.isdigit() for part in parts):
                raise ValueError("SHARD_IDS takes shard numbers separated by commas or "
                                 f"spaces (e.g. 0,1), not {value!r}")
            return [int(part) for part in parts]
        if isinstance(value, int):
            return [value]
        return value

    @model_validator(mode="after")
    def _shards_fit(self):
        count, ids = self.shard_count, self.shard_ids
        if count is not None and count < 1:
            raise ValueError(f"SHARD_COUNT is the number of shards, at least 1 (not {count})")
        if ids is None:
            return self
        if count is None:
            raise ValueError("SHARD_IDS needs SHARD_COUNT: the total number of shards over "
                             "every process (e.g. SHARD_COUNT=4 with SHARD_IDS=0,1 here and "
                             "SHARD_IDS=2,3 in the other process)")
        if not ids:
            raise ValueError("SHARD_IDS lists no shard: leave it out to run all of them")
        outside = sorted({i for i in ids if not 0 <= i < count})
        if outside:
            raise ValueError(f"SHARD_IDS {outside} not among the {count} shards of "
                             f"SHARD_COUNT={count} (shard ids run from 0 to {count - 1})")
        if len(set(ids)) != len(ids):
            raise ValueError(f"SHARD_IDS names a shard twice: {ids}")
        self.shard_ids = sorted(ids)
        return self

    @property
    def sharded(self) -> bool:
        """Whether the bot runs discord.py's sharded client (SHARD_COUNT is set)."""
        return self.shard_count is not None

    @field_validator("dev_guild_ids", mode="before")
    @classmethod
    def _split_ids(cls, value):
        if isinstance(value, str):
            parts = value.replace(",", " ").split()
            if not all(part.isascii() and part.isdigit() for part in parts):
                raise ValueError("DEV_GUILD_IDS takes server ids (numbers) separated by "
                                 f"commas or spaces, not {value!r}")
            return [int(part) for part in parts]
        if isinstance(value, int):
            return [value]
        return value
