"""The bot's configuration, read from the environment or ``.env`` (see ``.env.example``)."""

from __future__ import annotations

from typing import Annotated

from pydantic import SecretStr, field_validator
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
    #: Processes that draw the pictures (0: one thread instead; unset: one fewer than the
    #: machine's cores, at least 1, at most 4 -- see bot/tables/images.py).
    render_workers: int | None = None

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
